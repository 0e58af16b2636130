//! The stress tester against small contestant programs: an exact one, which it
//! must pass, and stand-ins for the failures seen in real solutions (a double or
//! long double φ, φ in three 9-digit parts, an early exit, a missed third move,
//! moves pile by pile with repeats, a crash, a loop that stops at a = 0), each of
//! which it must blame on the right case (bench/RESULTS.md says which and why).
//! Needs g++ (scripts/test.sh installs it).
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use wythoff::Natural;
use wythoff_judge::problem::{Case, Problem};
use wythoff_judge::stress::{Config, Verdict, run};

fn compile(name: &str) -> PathBuf {
    // This process's own directory: a test runner may run tests in several
    // processes at once, each compiling the same program.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("programs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/programs").join(format!("{name}.cpp"));
    // And this test's own binary: tests run on threads, two may compile one
    // program at once.
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let binary = dir.join(format!("{name}-{}", NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)));
    let status =
        Command::new("g++").args(["-O2", "-o"]).arg(&binary).arg(&source).status().expect("g++ runs");
    assert!(status.success(), "g++ failed on {name}");
    binary
}

/// A pair with its smaller pile first.
fn sorted(case: &Case) -> (Natural, Natural) {
    match case {
        Case::Pair(a, b) => (a.min(b).clone(), a.max(b).clone()),
        _ => unreachable!("a pair"),
    }
}

/// Where the pair 12 20 (the stand-ins' bad case) comes among the cases a
/// stress run with `c` makes, from 0.
fn index_of_12_20(c: &Config) -> usize {
    let options = wythoff_judge::generate::Options {
        cases: c.cases,
        seed: c.seed,
        max: c.max.clone(),
        hard: true,
        beyond: c.beyond,
    };
    wythoff_judge::generate::cases(c.problem, &options)
        .position(|case| sorted(&case) == (Natural::from(12u8), Natural::from(20u8)))
        .expect("12 20 among the cases")
}

fn config(problem: Problem, binary: &Path, cases: usize) -> Config {
    Config {
        problem,
        cases,
        seed: 3,
        max: Natural::from(10u8).pow(18),
        beyond: true,
        timeout: Duration::from_secs(20),
        case_time: Duration::from_secs(1),
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
    let culprit = index_of_12_20(&c);
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

/// A time-out is blamed on the slow case, with its time, whatever case the
/// run as a whole reached when it passed --timeout; a wrong answer before it
/// comes first, from what the program wrote before it was stopped or from its
/// cases run alone.
#[test]
fn a_time_out_is_blamed_on_the_slow_case() {
    let slow = compile("slow_hdu1527");
    let mut c = config(Problem::Hdu1527, &slow, 2000);
    (c.max, c.batch, c.timeout) = (Natural::from(1_000_000u32), 2000, Duration::from_secs(2));
    let slowest = 1 + index_of_12_20(&c);
    let started = std::time::Instant::now();
    let verdict = run(&c).unwrap();
    let took = started.elapsed();
    let Verdict::TimedOut { slow: wythoff_judge::stress::Slow::Case { timed, .. }, .. } = &verdict else {
        panic!("{verdict}")
    };
    assert_eq!(timed.number, slowest, "{verdict}");
    assert!(timed.seconds.is_none_or(|s| s > 1.0), "{verdict}");
    assert!(verdict.to_string().contains(&format!("case {slowest} (")), "{verdict}");
    assert!(took < Duration::from_secs(30), "the report took {took:?}");
    // Wrong at case 1 and slow later: case 1 is reported.
    let mut c = c.clone();
    c.command = vec!["env".into(), "WRONG_FIRST=1".into(), slow.display().to_string()];
    let verdict = run(&c).unwrap();
    assert!(matches!(&verdict, Verdict::Wrong { number: 1, .. }), "{verdict}");
    // A run slow only as a whole: no case alone passes --case-time; the
    // slowest is named.
    let mut c = config(Problem::Hdu1527, &slow, 30);
    c.command = vec!["env".into(), "EACH_MS=60".into(), slow.display().to_string()];
    (c.max, c.timeout, c.batch) = (Natural::from(1_000_000u32), Duration::from_secs(1), 30);
    let verdict = run(&c).unwrap();
    let Verdict::TimedOut {
        slow: wythoff_judge::stress::Slow::None { tried: (1, 30), complete: true, slowest: Some(t), .. },
        ..
    } = &verdict
    else {
        panic!("{verdict}")
    };
    assert!(t.seconds.is_some_and(|s| (0.06..1.0).contains(&s)), "{verdict}");
    assert!(verdict.to_string().contains("no case alone takes more than --case-time 1.0 s"), "{verdict}");
}

/// Right answers whose blank space differs from the judge's (a trailing
/// space, CRLF line ends, a blank line, no final newline) pass with a note
/// naming the case; --strict fails them.
#[test]
fn presentation_differences_are_noted_and_fail_under_strict() {
    let exact = compile("exact_hdu1527").display().to_string();
    for (filter, what, number) in [
        ("sed 's/$/ /'", "blank space at the end of a line", 1),
        ("sed 's/$/\r/'", "a line ending in CRLF", 1),
        ("awk '{print} NR==3 {print \"\"}'", "a blank line before it", 4),
        ("head -c -1", "no newline after the last line", 20),
        ("sed 's/^/ /'", "blank space at the start of a line", 1),
    ] {
        let mut c = config(Problem::Hdu1527, Path::new("sh"), 20);
        (c.max, c.batch) = (Natural::from(1000u32), 20);
        c.command = vec!["sh".into(), "-c".into(), format!("{exact} | {filter}")];
        let verdict = run(&c).unwrap();
        let Verdict::Passed { differing, presented, .. } = &verdict else { panic!("{filter}: {verdict}") };
        assert!(*differing >= 1 && presented[0].contains(what), "{filter}: {verdict}");
        assert!(presented[0].starts_with(&format!("case {number} (")), "{filter}: {verdict}");
        c.strict = true;
        let verdict = run(&c).unwrap();
        let Verdict::Presentation { number: n, what: w, .. } = &verdict else {
            panic!("{filter}: {verdict}")
        };
        assert_eq!((*n, w.contains(what)), (number, true), "{filter}: {verdict}");
    }
    // The exact program's own output has none.
    let mut c = config(Problem::Hdu1527, Path::new(&exact), 20);
    c.strict = true;
    assert!(run(&c).unwrap().passed());
}

/// The stand-ins, under the default (inside the statement) cases: the case each
/// is blamed on, and why (bench/RESULTS.md, "Stress against the stand-ins").
#[test]
fn each_stand_in_is_blamed_on_its_case() {
    let inside = |problem: Problem, program: &str, cases: usize| {
        let mut c = config(problem, &compile(program), cases);
        (c.beyond, c.max, c.batch) = (false, problem.judge_max(), 1000);
        c
    };
    let pair = |a: &str, b: &str| Case::Pair(a.parse().unwrap(), b.parse().unwrap());
    let wrong = |verdict: &Verdict| match verdict {
        Verdict::Wrong { number, case, expected, actual, known, .. } => {
            (*number, case.clone(), expected.clone(), actual.clone(), known.clone())
        }
        _ => panic!("{verdict}"),
    };
    // A long double φ: the first k where x87 ⌊kφ⌋ is wrong, F(48) − 1, with
    // the float note (its answer is that method's).
    let (number, case, _, actual, known) =
        wrong(&run(&inside(Problem::Nod1185, "long_double_nod1185", 1000)).unwrap());
    assert_eq!((number, case, actual.as_str()), (6, pair("7778742048", "12586269024"), "A"));
    assert!(known.iter().any(|k| k.contains("x87 long double ⌊k·φ⌋")), "{known:?}");
    // φ in three 9-digit parts: the k where the 27 decimals are not enough.
    let (number, case, _, _, known) =
        wrong(&run(&inside(Problem::Nod1185, "three_parts_nod1185", 1000)).unwrap());
    assert_eq!((number, case), (9, pair("72723460248141", "117669030460994")));
    // The method it matches comes first: the x87 one, also wrong there, was
    // ruled out by case 6, which the program answered right.
    assert!(known[0].contains("three 9-digit parts"), "{known:?}");
    // The early exit `a <= a_k`: the very first case, (0, 1), loses its move to
    // (0, 0); no float note (the program uses integers).
    let (number, case, expected, actual, known) =
        wrong(&run(&inside(Problem::Hdu2177, "early_exit_hdu2177", 1000)).unwrap());
    assert_eq!((number, case, expected.as_str(), actual.as_str()), (1, pair("0", "1"), "1\n0 0", "1"));
    assert!(known.is_empty());
    // The missed third move: (13, 20), the first case with three.
    let (number, case, expected, actual, _) =
        wrong(&run(&inside(Problem::Hdu2177, "missed_third_hdu2177", 1000)).unwrap());
    assert_eq!((number, case), (36, pair("13", "20")));
    assert_eq!((expected.as_str(), actual.as_str()), ("1\n11 18\n8 13\n12 20", "1\n11 18\n8 13"));
    // Pile by pile with repeats: right, with notes; --strict blames the first
    // repeat, (2, 2); past the statement its 10^6 table crashes at the first
    // pile beyond it.
    let mut c = inside(Problem::Hdu2177, "pile_by_pile_hdu2177", 5000);
    let verdict = run(&c).unwrap();
    let Verdict::Passed { noted, ref notes, .. } = verdict else { panic!("{verdict}") };
    assert!(noted > 100 && notes[0].contains("case 5 (2 2): a position listed twice"), "{verdict}");
    assert!(notes.iter().any(|n| n.contains("case 36 (13 20): the positions in another order")), "{verdict}");
    c.strict = true;
    let (number, case, _, actual, _) = wrong(&run(&c).unwrap());
    assert_eq!((number, case, actual.as_str()), (5, pair("2", "2"), "1\n0 0\n1 2\n1 2"));
    (c.strict, c.beyond, c.max) = (false, true, Natural::from(1_000_000_000u32));
    let verdict = run(&c).unwrap();
    let Verdict::Crashed { culprit: Some((3, case)), .. } = &verdict else { panic!("{verdict}") };
    assert_eq!(case, &pair("165580140", "267914295"));
    // The loop that stops at a = 0: hdu1527 allows a = 0, and the first case is
    // (0, 0), so the output ends before its answer.
    let verdict = run(&inside(Problem::Hdu1527, "stops_at_zero_hdu1527", 1000)).unwrap();
    assert!(matches!(&verdict, Verdict::Missing { number: 1, .. }), "{verdict}");
}
