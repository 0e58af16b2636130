//! The bad-input matrix: every subcommand and every judge mode against empty
//! input, blank space, non-numbers, negatives, a 100,000-digit number, a 10 MB
//! line (of digits, and of random bytes), a NUL byte, invalid UTF-8, CRLF, a
//! truncated final case, and too many or too few arguments.
//!
//! Each run must end within its deadline with either a correct answer (exit 0)
//! or one clear line on standard error and exit 2; never a panic or a
//! backtrace. In the judge modes every valid case before the bad one is still
//! answered.
use crate::common;

use std::io::{Read, Write};
use std::process::Stdio;
use std::time::{Duration, Instant};

struct Run {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
}

/// One scratch directory for every run (render writes its file there), made
/// once: tests run in parallel.
fn workdir() -> std::path::PathBuf {
    static DIR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| common::scratch("bad-input")).clone()
}

/// Runs `wythoff args` with `input`, killed after `deadline`.
fn run(args: &[&str], input: &[u8], deadline: Duration) -> Run {
    let mut child = common::command()
        .args(args)
        .current_dir(workdir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stdout.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stderr.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > deadline {
            let _ = child.kill();
            panic!("{args:?} ran past {deadline:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let _ = writer.join();
    Run {
        code: status.code(),
        stdout: out_reader.join().unwrap(),
        stderr: String::from_utf8_lossy(&err_reader.join().unwrap()).into_owned(),
    }
}

/// The rules every run keeps: exit 0, or exit 2 with one line "wythoff: error: …";
/// no panic, no backtrace.
fn sane(what: &str, r: &Run) {
    assert!(!r.stderr.contains("panicked") && !r.stderr.contains("backtrace"), "{what}: {}", r.stderr);
    match r.code {
        Some(0) => {}
        Some(2) => {
            assert!(r.stderr.starts_with("wythoff: error: "), "{what}: {}", r.stderr);
            assert_eq!(r.stderr.lines().count(), 1, "{what}: {}", r.stderr);
            // Clear means readable: no input echoed at length.
            assert!(
                r.stderr.len() < 1000,
                "{what}: a message of {} bytes: {}…",
                r.stderr.len(),
                &r.stderr[..200]
            );
        }
        other => panic!("{what}: exit {other:?}: {}", r.stderr),
    }
}

fn random_bytes(len: usize, mut seed: u64) -> Vec<u8> {
    (0..len)
        .map(|_| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 56) as u8
        })
        .collect()
}

const SECONDS: Duration = Duration::from_secs(30);

/// Each judge mode: a first complete case and its answer, then the rest of a
/// valid input.
const JUDGE: [(&str, &str, &str); 15] = [
    ("p2252", "2 1\n", "0\n"),
    ("hdu1527", "2 1\n", "0\n"),
    ("poj1067", "8 4\n", "1\n"),
    ("hdu2177", "1 2\n", "0\n"),
    ("nod1072", "3\n3 5\n", "B\n"),
    ("nod1185", "3\n3 4\n", "A\n"),
    ("hdu2516", "13\n", "Second win\n"),
    ("hdu1846", "2\n23 2\n", "first\n"),
    ("hdu1850", "3\n5 7 9\n", "1\n"),
    ("hdu1907", "2\n3\n3 5 1\n", "John\n"),
    ("hdu2176", "2\n45 45\n", "No\n"),
    ("hdu1536", "2 2 5\n1\n2 5 12\n", ""),
    ("hdu3032", "2\n3\n2 2 3\n", "Alice\n"),
    ("poj1704", "2\n3\n1 2 3\n", "Bob will win\n"),
    ("cses2207", "2\n7\n", "second\n"),
];

#[test]
fn judge_modes_answer_the_valid_cases_before_a_bad_one() {
    let ten_mb_digits = "7".repeat(10 << 20);
    let ten_mb_bytes = random_bytes(10 << 20, 7);
    let bads: Vec<(&str, Vec<u8>)> = vec![
        ("a word", b"x y\n".to_vec()),
        ("a negative", b"-5 3\n".to_vec()),
        ("a NUL byte", b"\0\n".to_vec()),
        ("invalid UTF-8", b"\xff\xfe 1\n".to_vec()),
        ("a 10 MB line of digits", [ten_mb_digits.as_bytes(), b" 1\n"].concat()),
        ("10 MB of random bytes", ten_mb_bytes.clone()),
    ];
    for (name, first, answer) in JUDGE {
        if name == "p2252" || name == "hdu1536" {
            continue; // one case only; and answers printed per block
        }
        for (bad, bytes) in &bads {
            let input = [first.as_bytes(), bytes, b"4 7\n"].concat();
            let started = Instant::now();
            let r = run(&["judge", name], &input, SECONDS);
            let what = format!("judge {name} with {bad}");
            sane(&what, &r);
            assert_eq!(r.code, Some(2), "{what}: {}", String::from_utf8_lossy(&r.stdout));
            assert!(
                r.stdout.starts_with(answer.as_bytes()),
                "{what}: {:?}",
                String::from_utf8_lossy(&r.stdout)
            );
            assert!(r.stderr.contains("line "), "{what}: {}", r.stderr);
            if bad.contains("digits") {
                assert!(r.stderr.contains("digits"), "{what}: {}", r.stderr);
                assert!(started.elapsed() < Duration::from_secs(10), "{what}: took {:?}", started.elapsed());
            }
        }
    }
}

#[test]
fn judge_modes_on_empty_blank_crlf_and_truncated_input() {
    for (name, first, answer) in JUDGE {
        for (what, input) in [("empty", String::new()), ("blank", " \n\t\n  ".to_string())] {
            let r = run(&["judge", name], input.as_bytes(), SECONDS);
            sane(&format!("judge {name} on {what} input"), &r);
        }
        // CRLF line ends answer as LF ones do.
        let lf = run(&["judge", name], first.as_bytes(), SECONDS);
        let crlf = run(&["judge", name], first.replace('\n', "\r\n").as_bytes(), SECONDS);
        sane(&format!("judge {name} LF"), &lf);
        sane(&format!("judge {name} CRLF"), &crlf);
        assert_eq!((lf.code, &lf.stdout), (crlf.code, &crlf.stdout), "judge {name}: CRLF");
        // A final case cut short: answered up to it, then refused or answered.
        let cut = format!(
            "{first}{}",
            first.trim_end().rsplit_once(char::is_whitespace).map_or("", |(head, _)| head)
        );
        let r = run(&["judge", name], cut.as_bytes(), SECONDS);
        sane(&format!("judge {name} truncated"), &r);
        assert!(
            r.stdout.starts_with(answer.as_bytes()),
            "judge {name} truncated: {:?}",
            String::from_utf8_lossy(&r.stdout)
        );
    }
}

/// A subcommand with one number slot (`N`), and an expected answer for a
/// 100,000-digit number in it: Some(text it starts with) or None (a refusal).
/// Arguments with one slot `N` for a bad number: the command's own subcommands,
/// and for every game of the registry its first example with each number in
/// turn (the position's, and a numeric parameter's) as the slot.
fn slots() -> Vec<Vec<String>> {
    let fixed: [&[&str]; 11] = [
        &["status", "N", "5"],
        &["moves", "5", "N"],
        &["nth", "N"],
        &["pair", "N"],
        &["positions", "--count", "N"],
        &["grundy", "3", "N"],
        &["grundy", "200", "N"],
        &["positions", "--from", "N", "--count", "2"],
        &["sum", "nim(N) + bash{3}(5)"],
        &["render", "board", "--size", "N", "--out", "x.svg"],
        &["gen", "p2252", "--count", "N"],
    ];
    let mut slots: Vec<Vec<String>> =
        fixed.iter().map(|s| s.iter().map(|a| a.to_string()).collect()).collect();
    for entry in wythoff_answer::registry::entries().filter(|e| e.command.is_some()) {
        let example = entry.examples[0];
        let mut parameters: Vec<&str> = example.parameters.to_vec();
        let mut position: Vec<&str> = example.position.to_vec();
        let mut with = |parameters: &[&str], position: &[&str]| {
            let mut args: Vec<String> = entry.command_words().iter().map(|w| w.to_string()).collect();
            args.push("status".into());
            args.extend(entry.args(parameters, position));
            slots.push(args);
        };
        for i in 0..position.len() {
            let kept = std::mem::replace(&mut position[i], "N");
            with(&parameters, &position);
            position[i] = kept;
        }
        for (i, p) in entry.parameters.iter().enumerate() {
            if p.kind == wythoff_answer::registry::ParameterKind::Positive {
                let kept = std::mem::replace(&mut parameters[i], "N");
                with(&parameters, &position);
                parameters[i] = kept;
            }
        }
    }
    slots
}

#[test]
fn every_subcommand_refuses_bad_numbers_clearly() {
    let huge = format!("1{}", "0".repeat(99_999));
    let slots = slots();
    assert!(slots.len() > 30, "{}", slots.len());
    for slot in &slots {
        for value in ["", " ", "abc", "-5", "1e5", "5x", "\u{feff}5", huge.as_str()] {
            let args: Vec<String> = slot.iter().map(|a| a.replace('N', value)).collect();
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let r = run(&args, b"", SECONDS);
            let shown: Vec<String> = args.iter().map(|a| a.chars().take(30).collect()).collect();
            let what = format!("{shown:?}");
            sane(&what, &r);
            if value != huge {
                assert_eq!(r.code, Some(2), "{what}: {}", String::from_utf8_lossy(&r.stdout));
            }
        }
    }
}

#[test]
fn numbers_from_standard_input_meet_the_digit_limit_at_once() {
    let ten_mb_digits = "7".repeat(10 << 20);
    for slot in
        [&["status", "-", "5"][..], &["nth", "-"], &["bash", "-m", "3", "status", "-"], &["grundy", "3", "-"]]
    {
        let started = Instant::now();
        let r = run(slot, ten_mb_digits.as_bytes(), SECONDS);
        sane(&format!("{slot:?} with 10 MB of digits"), &r);
        assert_eq!(r.code, Some(2));
        assert!(r.stderr.contains("digits"), "{}", r.stderr);
        assert!(started.elapsed() < Duration::from_secs(10), "{slot:?}: {:?}", started.elapsed());
        for input in
            [random_bytes(10 << 20, 3), b"\0".to_vec(), b"\xff\xfe".to_vec(), Vec::new(), b"  \n".to_vec()]
        {
            let r = run(slot, &input, SECONDS);
            sane(&format!("{slot:?} with bad standard input"), &r);
            assert_eq!(r.code, Some(2), "{slot:?}");
        }
        // CRLF around a valid number is fine.
        let r = run(slot, b"12\r\n", SECONDS);
        sane(&format!("{slot:?} with CRLF"), &r);
        assert_eq!(r.code, Some(0), "{slot:?}: {}", r.stderr);
    }
}

#[test]
fn invalid_utf8_and_wrong_argument_counts_are_usage_errors() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"\xff5");
    for sub in [&["status"][..], &["nth"], &["bash", "-m", "3", "status"], &["grundy", "3"]] {
        let out = common::command().args(sub).arg(bad).output().unwrap();
        let r = Run {
            code: out.status.code(),
            stdout: out.stdout,
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        };
        sane(&format!("{sub:?} with invalid UTF-8"), &r);
        assert_eq!(r.code, Some(2));
    }
    for args in [
        &["status"][..],
        &["status", "1", "2", "3"],
        &["moves", "1"],
        &["nth"],
        &["nth", "1", "2"],
        &["pair", "1", "2"],
        &["nim", "status"],
        &["bash", "status", "3"],
        &["subtraction", "status", "3"],
        &["fibonacci", "status"],
        &["generalized", "--a", "2", "status", "1", "2", "3"],
        &["restricted", "-m", "2", "status", "1"],
        &["multipile", "--rule", "one-or-all", "status"],
        &["grundy"],
        &["grundy", "1", "2", "3"],
        &["sum"],
        &["judge"],
        &["judge", "hdu1527", "extra"],
        &["gen"],
        &["stress"],
        &["render"],
        &["render", "board"],
        &["play", "extra"],
        &["serve", "extra"],
    ] {
        let r = run(args, b"", SECONDS);
        sane(&format!("{args:?}"), &r);
        assert_eq!(r.code, Some(2), "{args:?}");
    }
}

/// The commands that run on purpose: `verify` for its budget, `serve` until
/// stopped. Each within a deadline, printing what it should.
#[test]
fn verify_keeps_to_its_budget_and_serve_starts_at_once() {
    let started = Instant::now();
    let r = run(&["verify", "--budget", "2"], b"", Duration::from_secs(60));
    sane("verify --budget 2", &r);
    assert_eq!(r.code, Some(0));
    assert!(started.elapsed() < Duration::from_secs(30), "{:?}", started.elapsed());
    assert!(String::from_utf8_lossy(&r.stdout).starts_with("verified: 0 disagreements"));
    let r = run(&["verify", "--budget", "x"], b"", SECONDS);
    sane("verify --budget x", &r);
    assert_eq!(r.code, Some(2));
    // serve prints its address within a second or two, then is stopped.
    let mut child = common::command()
        .args(["serve", "--port", "0", "--no-cache"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    std::io::BufRead::read_line(&mut stdout, &mut line).unwrap();
    assert!(line.starts_with("serving on http://127.0.0.1:"), "{line}");
    child.kill().unwrap();
    let _ = child.wait();
    // A port that cannot be had is an error, not a hang.
    let r = run(&["serve", "--bind", "256.0.0.1"], b"", SECONDS);
    sane("serve --bind 256.0.0.1", &r);
    assert_eq!(r.code, Some(2));
}
