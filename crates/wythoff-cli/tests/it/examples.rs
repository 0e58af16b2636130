//! The examples people read are real output: every `$ wythoff …` line of the
//! README's text blocks and of every subcommand's `--help` is run (through `sh`,
//! so pipes and `printf` work, in a scratch directory) and its output compared
//! line for line. Timings ("0.05 s") may differ. Lines that need a program or file
//! the reader supplies (`./my_solution`, `sol.py`, `input.txt`) are left out.
use crate::common;

use common::{ok, scratch, shell};

/// A command and the output printed under it.
struct Example {
    command: String,
    expected: Vec<String>,
}

/// The examples in `lines` (already without indentation): a line starting with
/// `$ ` is a command, the lines after it up to the next command, blank line or
/// end are its output.
fn examples<'a>(lines: impl Iterator<Item = &'a str>) -> Vec<Example> {
    let mut found: Vec<Example> = Vec::new();
    let mut open = false;
    for line in lines {
        if let Some(command) = line.strip_prefix("$ ") {
            found.push(Example { command: command.to_string(), expected: Vec::new() });
            open = true;
        } else if line.trim().is_empty() {
            open = false;
        } else if open {
            found.last_mut().unwrap().expected.push(line.to_string());
        }
    }
    found
}

/// "0.05 s" and "12.34 s" as "T s".
fn normalize(line: &str) -> String {
    let mut out = String::new();
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b'.') {
            i += 1;
        }
        let number = &line[start..i];
        if i > start && number.contains('.') && line[i..].starts_with(" s") {
            out.push('T');
        } else {
            out.push_str(number);
        }
        if i < bytes.len() {
            let c = line[i..].chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

const SUPPLIED_BY_THE_READER: [&str; 3] = ["./", "sol.py", "input.txt"];

fn check(examples: &[Example], dir: &std::path::Path, source: &str) -> usize {
    let mut checked = 0;
    for example in examples {
        if SUPPLIED_BY_THE_READER.iter().any(|s| example.command.contains(s)) {
            continue;
        }
        assert!(example.command.contains("wythoff"), "{source}: $ {}", example.command);
        let actual = shell(&example.command, dir);
        let actual: Vec<String> = actual.lines().map(normalize).collect();
        let expected: Vec<String> = example.expected.iter().map(|l| normalize(l)).collect();
        assert_eq!(actual, expected, "{source}: $ {}", example.command);
        checked += 1;
    }
    checked
}

/// The `$ wythoff` examples of a README's ```text blocks.
fn readme_examples(readme: &str) -> Vec<Example> {
    let mut blocks = Vec::new();
    let mut in_block = false;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_block = line == "```text";
            if !in_block {
                blocks.push("");
            }
            continue;
        }
        if in_block {
            blocks.push(line);
        }
    }
    examples(blocks.into_iter())
}

#[test]
fn the_readme_tour_is_real_output() {
    let found = readme_examples(include_str!("../../../../README.md"));
    let checked = check(&found, &scratch("readme"), "README");
    // 25 when this test was written: fewer means the parsing above broke.
    assert!(checked >= 25, "only {checked} README commands checked");
}

#[test]
fn the_chinese_readme_tour_is_real_output() {
    let found = readme_examples(include_str!("../../../../README.zh-CN.md"));
    let checked = check(&found, &scratch("readme-zh"), "README.zh-CN");
    assert!(checked >= 10, "only {checked} README.zh-CN commands checked");
}

#[test]
fn every_help_example_is_real_output() {
    let names = common::subcommands();
    let subcommands = std::iter::once("").chain(names.iter().map(String::as_str));
    let dir = scratch("help");
    let mut total = 0;
    for sub in subcommands {
        let args: Vec<&str> = if sub.is_empty() { vec!["--help"] } else { vec![sub, "--help"] };
        let help = ok(&args);
        let (_, section) = help.split_once("Examples:\n").unwrap_or_else(|| panic!("{sub}: no Examples"));
        // The section ends where the next unindented line starts.
        // Example lines are indented by two spaces; output may indent further.
        let lines = section
            .lines()
            .take_while(|l| l.is_empty() || l.starts_with("  "))
            .map(|l| l.strip_prefix("  ").unwrap_or(l));
        let found = examples(lines);
        let checked = check(&found, &dir, &format!("wythoff {sub} --help"));
        assert!(checked >= 1, "{sub}: no example checked");
        total += checked;
    }
    assert!(total >= 30, "only {total} help examples checked");
}

#[test]
fn timings_are_normalized_and_nothing_else() {
    assert_eq!(
        normalize("ok: all 20 cases correct (1 runs, 0.05 s in the program)"),
        "ok: all 20 cases correct (1 runs, T s in the program)"
    );
    assert_eq!(normalize("(4, 7) 1.5"), "(4, 7) 1.5");
}
