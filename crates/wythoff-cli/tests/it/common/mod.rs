//! Helpers shared by the command's tests: run `wythoff`, with arguments, standard
//! input, or a shell line.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Every subcommand, as `wythoff --help` lists them: read from the command
/// itself, so that a new subcommand is tested without a list to keep.
pub fn subcommands() -> Vec<String> {
    let out = wythoff(&["--help"]);
    let help = String::from_utf8(out.stdout).unwrap();
    let names: Vec<String> = help
        .split("Commands:\n")
        .nth(1)
        .expect("a Commands section")
        .lines()
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .filter(|name| name != "help")
        .collect();
    // 22 when this was written: fewer means the parsing above broke.
    assert!(names.len() >= 22, "{names:?}");
    names
}

/// The cache directory every test run uses, so that no test reads or writes the
/// user's cache.
pub fn cache_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("wythoff-cache")
}

/// The command, with the test cache directory.
pub fn command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_wythoff"));
    command.env("WYTHOFF_CACHE_DIR", cache_dir());
    // English, whatever the machine's locale (the tests of Chinese ask for it).
    for locale in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(locale);
    }
    command
}

/// Runs `wythoff` with `args`.
pub fn wythoff(args: &[&str]) -> Output {
    command().args(args).output().expect("the binary runs")
}

/// Starts `wythoff args` with every standard stream a pipe.
pub fn spawn(args: &[&str]) -> std::process::Child {
    command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs")
}

/// Runs `wythoff` with `args` and `input` on standard input.
pub fn with_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = spawn(args);
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Written from a thread: the command may answer (or refuse) before reading it all.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// Standard output of a run that must succeed with nothing on standard error.
pub fn ok(args: &[&str]) -> String {
    let out = wythoff(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// The JSON object a successful run prints.
pub fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&ok(args)).unwrap()
}

/// Asserts a failed run: exit code 2, one line on standard error starting with
/// `wythoff: error: ` and containing `expected`, no panic; returns standard
/// output.
pub fn fails(out: &Output, what: &str, expected: &str) -> String {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{what}: {err}");
    assert_eq!(err.lines().count(), 1, "{what}: {err}");
    assert!(err.starts_with("wythoff: error: "), "{what}: {err}");
    assert!(err.contains(expected), "{what}: expected {expected:?} in {err}");
    assert!(!err.contains("panicked"), "{what}: {err}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs a shell line (as a user would type it after `$ `) in `dir`, with the
/// `wythoff` under test first on the PATH; returns standard output and standard
/// error together, as a terminal would show them.
pub fn shell(line: &str, dir: &Path) -> String {
    let bin = Path::new(env!("CARGO_BIN_EXE_wythoff")).parent().unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("{{ {line}\n}} 2>&1"))
        .current_dir(dir)
        .env("PATH", path)
        .env("WYTHOFF_CACHE_DIR", dir.join("cache"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("sh runs");
    assert!(out.stderr.is_empty(), "{line}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A fresh directory for a test, of this process alone (a test runner may run
/// each test in a process of its own, all at once).
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The README's path.
pub fn readme_path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md")
}

/// Asserts that the README holds `table` (a markdown table made from the
/// code); with `WYTHOFF_BLESS=1` writes it there instead, in place of the
/// table with the same header line.
pub fn readme_has_table(table: &str, what: &str) {
    let readme = std::fs::read_to_string(readme_path()).unwrap();
    if std::env::var_os("WYTHOFF_BLESS").is_some() {
        let header = table.lines().next().unwrap();
        let lines: Vec<&str> = readme.lines().collect();
        let start = lines.iter().position(|l| *l == header).unwrap_or_else(|| panic!("{what}: no table"));
        let end = (start..lines.len()).find(|&i| !lines[i].starts_with('|')).unwrap_or(lines.len());
        let mut out: Vec<&str> = lines[..start].to_vec();
        out.extend(table.lines());
        out.extend(&lines[end..]);
        std::fs::write(readme_path(), out.join("\n") + "\n").unwrap();
        return;
    }
    assert!(
        readme.contains(table),
        "README's {what} is not the code's (WYTHOFF_BLESS=1 writes it):\n{table}"
    );
}
