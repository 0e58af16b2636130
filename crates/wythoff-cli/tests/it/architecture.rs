//! The invariants ARCHITECTURE.md states, checked where a test can: the crate
//! graph's arrows point down (and the reference solver stands apart), the maths
//! crate has no serde and does no I/O, no floating point type appears in it, and
//! no crate has `unsafe` code.
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The names in a manifest's `[dependencies]` table.
fn dependencies(krate: &str) -> BTreeSet<String> {
    let manifest = std::fs::read_to_string(root().join("crates").join(krate).join("Cargo.toml")).unwrap();
    let mut in_table = false;
    let mut names = BTreeSet::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_table = line == "[dependencies]";
            continue;
        }
        if in_table && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.']).next().unwrap().trim();
            names.insert(name.to_string());
        }
    }
    names
}

/// Every line of code (comments left out) of the Rust files under `dir`.
fn code_lines(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut lines = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            lines.extend(code_lines(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            for line in std::fs::read_to_string(&path).unwrap().lines() {
                let code = line.split("//").next().unwrap().trim().to_string();
                if !code.is_empty() {
                    lines.push((path.clone(), code));
                }
            }
        }
    }
    lines
}

#[test]
fn the_crate_graph_points_down() {
    let ours = |krate: &str| -> BTreeSet<String> {
        dependencies(krate).into_iter().filter(|d| d.starts_with("wythoff")).collect()
    };
    let set = |names: &[&str]| names.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ours("wythoff"), set(&[]));
    assert_eq!(ours("wythoff-reference"), set(&[]), "the oracle never imports the maths");
    assert_eq!(ours("wythoff-answer"), set(&["wythoff"]));
    assert_eq!(ours("wythoff-judge"), set(&["wythoff", "wythoff-answer"]));
    assert_eq!(ours("wythoff-render"), set(&["wythoff", "wythoff-answer"]));
    assert_eq!(ours("wythoff-web"), set(&["wythoff", "wythoff-answer", "wythoff-render"]));
    assert_eq!(
        ours("wythoff-py"),
        set(&["wythoff", "wythoff-answer", "wythoff-render"]),
        "Python is one more front end"
    );
    // The maths: big integers and nothing to serialise or print with.
    assert_eq!(dependencies("wythoff"), set(&["dashu-int"]));
}

/// Does `line` name `word` (not as part of a longer name)?
fn mentions(line: &str, word: &str) -> bool {
    let name = |c: char| c.is_alphanumeric() || c == '_';
    line.match_indices(word).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = line[at + word.len()..].chars().next();
        let joined_before = before.is_some_and(name);
        let joined_after = word.ends_with(name) && after.is_some_and(name);
        !joined_before && !joined_after
    })
}

#[test]
fn the_maths_does_no_io_and_no_floating_point() {
    let lines = code_lines(&root().join("crates/wythoff/src"));
    assert!(lines.len() > 3000, "only {} lines read", lines.len());
    let banned = ["f32", "f64", "std::fs", "std::net", "stdin", "stdout", "println!", "eprintln!", "File"];
    for (path, line) in &lines {
        for word in banned {
            assert!(!mentions(line, word), "{}: {word} in {line}", path.display());
        }
    }
    // The check sees what it looks for.
    assert!(mentions("let x: f64 = 1.0;", "f64") && mentions("std::fs::read(&p)", "std::fs"));
    assert!(!mentions("let buf64 = 1;", "f64") && !mentions("Files", "File"));
}

#[test]
fn no_crate_has_unsafe_code() {
    for krate in [
        "wythoff",
        "wythoff-reference",
        "wythoff-answer",
        "wythoff-judge",
        "wythoff-render",
        "wythoff-web",
        "wythoff-cli",
    ] {
        for (path, line) in code_lines(&root().join("crates").join(krate).join("src")) {
            assert!(!mentions(&line, "unsafe"), "{}: {line}", path.display());
        }
    }
}

/// A crate that builds no unit-test binary (`test = false` under `[lib]`) has
/// no unit test that would then never run.
#[test]
fn no_unit_test_goes_unbuilt() {
    let mut unbuilt = Vec::new();
    for entry in std::fs::read_dir(root().join("crates")).unwrap() {
        let dir = entry.unwrap().path();
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
        let lib = manifest.split("\n[").find(|t| t.starts_with("lib]")).unwrap_or("");
        if !lib.lines().any(|l| l.trim() == "test = false") {
            continue;
        }
        unbuilt.push(dir.file_name().unwrap().to_string_lossy().into_owned());
        for (path, line) in code_lines(&dir.join("src")) {
            assert!(!line.contains("#[test]") && !line.contains("cfg(test)"), "{}: {line}", path.display());
        }
    }
    assert!(unbuilt.len() >= 2, "{unbuilt:?}");
}

/// The features cargo turns on in each dependency, for a build of `packages`
/// (`--workspace`, or one package), as `cargo tree` resolves them.
fn features(packages: &[&str], edges: &str) -> std::collections::BTreeMap<String, BTreeSet<String>> {
    let out = std::process::Command::new(env!("CARGO"))
        .args(["tree", "--offline", "--locked", "--prefix", "none", "--format", "{p}|{f}", "-e", edges])
        .args(packages)
        .current_dir(root())
        .output()
        .expect("cargo runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut found = std::collections::BTreeMap::new();
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        let Some((package, features)) = line.split_once('|') else { continue };
        let package = package.split(" (").next().unwrap().to_string();
        let features = features.split(" (").next().unwrap();
        let set: BTreeSet<String> = features.split(',').filter(|f| !f.is_empty()).map(String::from).collect();
        found.entry(package).or_insert_with(BTreeSet::new).extend(set);
    }
    found
}

/// maturin builds the Python crate alone; its dependencies then get the features
/// of the workspace's build (crates/wythoff-py/Cargo.toml names them), so that
/// it reuses that build rather than building them again.
#[test]
fn the_python_crate_alone_builds_with_the_workspaces_features() {
    let alone = features(&["-p", "wythoff-py"], "normal,build");
    let workspace = features(&["--workspace"], "normal,build,dev");
    assert!(alone.len() > 50, "{}", alone.len());
    for (package, features) in &alone {
        if package.starts_with("wythoff") {
            continue;
        }
        assert_eq!(
            Some(features),
            workspace.get(package),
            "{package}: add the workspace's features to crates/wythoff-py/Cargo.toml"
        );
    }
}
