//! The stress tester against two tiny contestant programs: an exact one, which it
//! must pass, and one with a double φ, which it must catch at a known failure.
//! Needs g++ (scripts/test.sh installs it).
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use wythoff::Natural;
use wythoff_judge::problem::{Case, Problem};
use wythoff_judge::stress::{run, Config, Verdict};

fn compile(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/programs").join(format!("{name}.cpp"));
    let binary = dir.join(name);
    let status =
        Command::new("g++").args(["-O2", "-o"]).arg(&binary).arg(&source).status().expect("g++ runs");
    assert!(status.success(), "g++ failed on {name}");
    binary
}

fn config(problem: Problem, binary: &Path, cases: usize) -> Config {
    Config {
        problem,
        cases,
        seed: 3,
        max: Natural::from(10u8).pow(18),
        beyond: true,
        timeout: Duration::from_secs(20),
        batch: 700,
        command: vec![binary.display().to_string()],
        limits: wythoff_answer::Limits::default(),
        strict: false,
    }
}

#[test]
fn passes_the_exact_program_and_catches_the_double_one() {
    let exact = compile("exact_hdu1527");
    let double = compile("double_hdu1527");
    for problem in [Problem::Hdu1527, Problem::Poj1067] {
        let verdict = run(&config(problem, &exact, 4000)).unwrap();
        assert!(matches!(verdict, Verdict::Passed { runs: 6, cases: 4000, .. }), "{verdict}");
        let verdict = run(&config(problem, &double, 4000)).unwrap();
        let Verdict::Wrong { case, expected, actual, known, .. } = &verdict else { panic!("{verdict}") };
        assert_eq!((expected.as_str(), actual.as_str()), ("0", "1"), "{verdict}");
        assert_eq!(case, &Case::Pair("165580140".parse().unwrap(), "267914295".parse().unwrap()));
        assert!(
            known.iter().any(|k| k.contains("IEEE double ⌊k·φ⌋") && k.contains("102334155")),
            "{verdict}"
        );
    }
    // The double program is right on small inputs: the stress test must say so.
    let mut small = config(Problem::Hdu1527, &double, 3000);
    small.max = Natural::from(1_000_000u32);
    assert!(run(&small).unwrap().passed());
}

#[test]
fn reports_time_outs_crashes_and_missing_output() {
    let mut c = config(Problem::Hdu1527, Path::new("sleep"), 10);
    c.command = vec!["sleep".into(), "5".into()];
    c.timeout = Duration::from_millis(300);
    assert!(matches!(run(&c).unwrap(), Verdict::TimedOut { run: 1, .. }));
    c.command = vec!["false".into()];
    c.timeout = Duration::from_secs(5);
    assert!(matches!(run(&c).unwrap(), Verdict::Crashed { run: 1, .. }));
    c.command = vec!["true".into()];
    assert!(matches!(run(&c).unwrap(), Verdict::Missing { number: 1, .. }));
    // A crash is blamed on the first case that causes it (by bisection), not
    // on the whole run.
    let crash = compile("crash_hdu1527");
    let mut c = config(Problem::Hdu1527, &crash, 3000);
    c.max = Natural::from(1_000_000u32);
    let options =
        wythoff_judge::gen::Options { cases: 3000, seed: 3, max: c.max.clone(), hard: true, beyond: true };
    let sorted = |case: &Case| match case {
        Case::Pair(a, b) => (a.min(b).clone(), a.max(b).clone()),
        _ => unreachable!(),
    };
    let culprit = wythoff_judge::gen::cases(Problem::Hdu1527, &options)
        .position(|case| sorted(&case) == (Natural::from(12u8), Natural::from(20u8)))
        .expect("12 20 among the cases");
    let verdict = run(&c).unwrap();
    let Verdict::Crashed { run: in_run, culprit: Some((number, case)), .. } = &verdict else {
        panic!("{verdict}")
    };
    assert_eq!((*in_run, *number), (1 + culprit / 700, culprit + 1), "{verdict}");
    assert_eq!(sorted(case), (Natural::from(12u8), Natural::from(20u8)));
    assert!(
        verdict.to_string().contains(&format!("the first case that does it: case {}", culprit + 1)),
        "{verdict}"
    );
    c.command = vec!["/nonexistent/program".into()];
    assert!(run(&c).is_err());
}
