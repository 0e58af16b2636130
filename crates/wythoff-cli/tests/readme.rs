//! The README's tour shows real output: every plain `$ wythoff …` command in its
//! text blocks is run and its output compared line for line. Commands with a pipe,
//! a file or an outside program are left out (their modes have their own tests).
use std::process::Command;

#[test]
fn the_readme_tour_is_real_output() {
    let readme = include_str!("../../../README.md");
    let mut checked = 0;
    let mut in_block = false;
    let mut lines = readme.lines().peekable();
    while let Some(line) = lines.next() {
        if line.starts_with("```") {
            in_block = line == "```text";
            continue;
        }
        let Some(command) = line.strip_prefix("$ wythoff ").filter(|_| in_block) else { continue };
        let mut expected = Vec::new();
        while let Some(next) = lines.peek() {
            if next.starts_with("$ ") || next.starts_with("```") {
                break;
            }
            expected.push(lines.next().unwrap());
        }
        while expected.last() == Some(&"") {
            expected.pop();
        }
        if ["|", "./", "--answers", "<", ">", "#"].iter().any(|s| command.contains(s)) {
            continue;
        }
        let out =
            Command::new(env!("CARGO_BIN_EXE_wythoff")).args(command.split_whitespace()).output().unwrap();
        let mut actual = String::from_utf8(out.stdout).unwrap();
        actual.push_str(&String::from_utf8(out.stderr).unwrap());
        let actual: Vec<&str> = actual.lines().collect();
        assert_eq!(actual, expected, "README: $ wythoff {command}");
        checked += 1;
    }
    // 17 when this test was written: fewer means the parsing above broke.
    assert!(checked >= 17, "only {checked} README commands checked");
}
