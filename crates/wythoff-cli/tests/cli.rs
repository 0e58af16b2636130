//! The `wythoff` command end to end: output, JSON shapes, bad input.
use std::process::{Command, Output};

fn wythoff(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wythoff")).args(args).output().expect("the binary runs")
}

fn ok(args: &[&str]) -> String {
    let out = wythoff(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty());
    String::from_utf8(out.stdout).unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&ok(args)).unwrap()
}

#[test]
fn status_text_and_json() {
    assert!(ok(&["status", "4", "7"]).starts_with("P: the player to move loses (normal play)\nwhy: "));
    assert!(ok(&["status", "4", "8"]).starts_with("N: "));
    let v = json(&["status", "7", "4", "--json"]);
    assert_eq!(v["position"], serde_json::json!(["7", "4"]));
    assert_eq!(v["rule"], "normal");
    assert_eq!(v["outcome"], "P");
    let v = json(&["status", "1", "1", "--misere", "--json"]);
    assert_eq!((v["rule"].as_str(), v["outcome"].as_str()), (Some("misere"), Some("N")));
    assert_eq!(json(&["status", "2", "2", "--json", "--misere"])["outcome"], "P");
}

#[test]
fn moves_json_lists_every_move_in_the_input_order() {
    let v = json(&["moves", "5", "5", "--json"]);
    assert_eq!(
        v["moves"],
        serde_json::json!([
            {"kind": "both", "take": "5", "to": ["0", "0"]},
            {"kind": "pile1", "take": "2", "to": ["3", "5"]},
            {"kind": "pile2", "take": "2", "to": ["5", "3"]},
        ])
    );
    let v = json(&["moves", "8", "3", "--json"]);
    assert_eq!(v["moves"], serde_json::json!([{"kind": "pile1", "take": "3", "to": ["5", "3"]}]));
    assert_eq!(json(&["moves", "3", "5", "--json"])["moves"], serde_json::json!([]));
    assert!(ok(&["moves", "3", "5"]).contains("there is no winning move"));
    // The verdict, two moves, and why.
    assert_eq!(ok(&["moves", "1", "1", "--misere"]).lines().count(), 4);
}

#[test]
fn nth_pair_and_positions() {
    assert_eq!(ok(&["nth", "3"]), "(4, 7)\n");
    assert_eq!(ok(&["nth", "0"]), "(0, 0)\n");
    assert_eq!(
        json(&["nth", "102334155", "--json"]),
        serde_json::json!({"k": "102334155", "a": "165580140", "b": "267914295"})
    );
    let v = json(&["pair", "117669030460994", "--json"]);
    assert_eq!((v["a"].as_str(), v["k"].as_str()), (Some("72723460248141"), Some("44945570212853")));
    assert_eq!(v["n"], "117669030460994");
    assert_eq!(ok(&["pair", "10"]), "10 = b_4 = ⌊4φ²⌋: P-position number 4 is (6, 10)\n");
    assert_eq!(ok(&["positions", "--count", "4"]), "0 0 0\n1 1 2\n2 3 5\n3 4 7\n");
    assert_eq!(ok(&["positions", "--from", "5", "--to", "6"]), "5 8 13\n6 9 15\n");
    assert_eq!(ok(&["positions", "--from", "6", "--to", "5"]), "");
    let v = json(&["positions", "-n", "2", "--from", "1", "--json"]);
    assert_eq!(v["positions"][1], serde_json::json!({"k": "2", "a": "3", "b": "5"}));
}

#[test]
fn numbers_of_any_length() {
    let k = "9".repeat(2000);
    let v = json(&["nth", &k, "--json"]);
    let (a, b) = (v["a"].as_str().unwrap(), v["b"].as_str().unwrap());
    assert_eq!(json(&["status", a, b, "--json"])["outcome"], "P");
    assert_eq!(json(&["pair", b, "--json"])["k"].as_str(), Some(k.as_str()));
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["status", "-3", "4"], "negative"),
        (&["status", "3", "x"], "found 'x' at character 1"),
        (&["status", "3"], "<B>"),
        (&["status", "1", "2", "3"], "unexpected argument '3'"),
        (&["moves", "1.5", "2"], "found '.' at character 2"),
        (&["moves"], "<A>"),
        (&["moves", "1", "-0x"], "unexpected argument '-0'"),
        (&["nth", ""], "found nothing"),
        (&["nth", "-1"], "negative"),
        (&["nth", "1", "2"], "unexpected argument"),
        (&["pair", "1e9"], "found 'e'"),
        (&["pair"], "<N>"),
        (&["positions"], "--count"),
        (&["positions", "--count", "-2"], "negative"),
        (&["positions", "--count", "2", "--to", "3"], "cannot be used with"),
        (&["status", "1", "2", "--bogus"], "--bogus"),
        (&["bogus"], "unrecognized subcommand"),
    ];
    for (args, expected) in cases {
        let out = wythoff(args);
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("wythoff: error: "), "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
        assert!(!err.contains("panicked"));
    }
}

#[test]
fn every_subcommand_has_help_with_an_example() {
    for sub in [
        "status",
        "moves",
        "nth",
        "pair",
        "positions",
        "judge",
        "gen",
        "stress",
        "nim",
        "subtraction",
        "bash",
        "fibonacci",
    ] {
        let text = ok(&[sub, "--help"]);
        assert!(text.contains("Examples:"), "{sub}");
        assert!(text.contains(&format!("wythoff {sub}")), "{sub}");
    }
    assert!(ok(&["--help"]).contains("Examples:"));
}

fn with_stdin(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn judge_answers_and_reports_bad_lines() {
    let out = with_stdin(&["judge", "hdu1527"], "2 1\r\n8 4\r\n4 7");
    assert_eq!((out.status.code(), out.stdout.as_slice()), (Some(0), b"0\n1\n0\n".as_slice()));
    let out = with_stdin(&["judge", "nod1185"], "3\n3 5\n3 x\n1 9\n");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(out.stdout, b"B\n");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err, "wythoff judge nod1185: line 3: expected a natural number, found \"x\"\n");
    let out = wythoff(&["judge", "hdu9999"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("unknown problem"));
}

#[test]
fn gen_is_reproducible_and_writes_answers() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let answers = format!("{dir}/gen-answers.txt");
    let a = ok(&["gen", "hdu2177", "--cases", "300", "--hard", "--seed", "9", "--answers", &answers]);
    let b = ok(&["gen", "hdu2177", "--cases", "300", "--hard", "--seed", "9"]);
    assert_eq!(a, b);
    assert!(a.ends_with("0 0\n"));
    let judged = with_stdin(&["judge", "hdu2177"], &a);
    assert_eq!(judged.stdout, std::fs::read(&answers).unwrap());
    let c = ok(&["gen", "nod1185", "--cases", "5", "--seed", "1"]);
    assert!(c.starts_with("5\n"));
    assert_ne!(c, ok(&["gen", "nod1185", "--cases", "5", "--seed", "2"]));
    for (args, expected) in [
        (&["gen", "p2252", "--cases", "2"][..], "exactly one case"),
        (&["gen", "hdu1527"][..], "--cases"),
        (&["gen", "hdu1527", "--cases", "-1"][..], "--cases"),
        (&["gen", "hdu1527", "--cases", "3", "--max", "x"][..], "found 'x'"),
        (&["gen", "hdu2177", "--cases", "3", "--max", "0"][..], "at least 1"),
    ] {
        let out = wythoff(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(expected) && err.lines().count() == 1, "{args:?}: {err}");
    }
}

#[test]
fn stress_exit_codes() {
    let out = wythoff(&["stress", "hdu1527", "--cases", "50", "--", "true"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8(out.stdout).unwrap().starts_with("FAILED: case 1"));
    let out = wythoff(&["stress", "hdu1527", "--", "/nonexistent/program"]);
    assert_eq!(out.status.code(), Some(2));
    let out = wythoff(&["stress", "hdu1527"]);
    assert_eq!(out.status.code(), Some(2));
    for t in ["-1", "0", "1e300", "NaN", "inf"] {
        let out = wythoff(&["stress", "hdu1527", "--timeout", t, "--", "true"]);
        assert_eq!(out.status.code(), Some(2), "--timeout {t}");
        assert!(String::from_utf8(out.stderr).unwrap().contains("--timeout"), "--timeout {t}");
    }
}

#[test]
fn nim_bash_fibonacci_and_subtraction() {
    assert_eq!(ok(&["nim", "moves", "3", "5", "7"]).lines().count(), 5);
    let v = json(&["nim", "moves", "1", "1", "5", "--misere", "--json"]);
    assert_eq!(v["moves"], serde_json::json!([{"heap": 3, "from": "5", "to": "1"}]));
    assert_eq!((v["game"].as_str(), v["nim_sum"].as_str()), (Some("nim"), Some("5")));
    assert_eq!(json(&["nim", "status", "3", "5", "6", "--json"])["outcome"], "P");
    assert_eq!(json(&["nim", "--misere", "status", "1", "1", "1", "--json"])["outcome"], "P");
    let big = "1".repeat(400);
    // Nim-sum 1: each heap may drop by one (the big ones are odd).
    let v = json(&["nim", "moves", &big, &big, "1", "--json"]);
    let less = format!("{}0", "1".repeat(399));
    assert_eq!(v["moves"][0], serde_json::json!({"heap": 1, "from": big, "to": less}));
    assert_eq!(v["moves"][2], serde_json::json!({"heap": 3, "from": "1", "to": "0"}));

    assert_eq!(ok(&["bash", "--max-take", "3", "moves", "10"]).lines().nth(1), Some("take 2 -> 8"));
    assert_eq!(json(&["bash", "-m", "3", "--misere", "status", "9", "--json"])["outcome"], "P");
    assert!(ok(&["bash", "-m", "3", "--misere", "moves", "0"]).contains("without moving"));

    let v = json(&["fibonacci", "moves", "100", "--json"]);
    assert_eq!(v["position"], serde_json::json!({"n": "100", "max_take": "99"}));
    assert_eq!(v["moves"][0], serde_json::json!({"take": "3", "to": {"n": "97", "max_take": "6"}}));
    assert_eq!(json(&["fibonacci", "status", "13", "--json"])["outcome"], "P");
    let f300 = wythoff::zeckendorf::fibonacci(300).to_string();
    assert_eq!(json(&["fibonacci", "status", &f300, "--json"])["outcome"], "P");

    assert!(
        ok(&["subtraction", "--set", "1,3,7,8", "--misere", "period"]).starts_with("period 15 from n = 0")
    );
    assert_eq!(ok(&["subtraction", "--set", "1,3,4", "sequence", "10"]), "0 1 0 1 2 3 2 0 1 0\n");
    let v = json(&["subtraction", "-s", "1,3,4", "status", "1000000000000000000000", "--json"]);
    assert_eq!((v["grundy"].as_str(), v["period"].as_str()), (Some("2"), Some("7")));
    let v = json(&[
        "subtraction",
        "-s",
        "8,7,3,1",
        "--misere",
        "moves",
        &format!("1{}", "0".repeat(300)),
        "--json",
    ]);
    assert_eq!(v["moves"].as_array().unwrap().len(), 2);
}

#[test]
fn sibling_games_bad_input() {
    let cases: &[(&[&str], &str)] = &[
        (&["nim", "moves"], "<HEAPS>"),
        (&["nim", "moves", "3", "-1"], "negative"),
        (&["nim", "shout", "3"], "invalid value 'shout'"),
        (&["bash", "-m", "0", "status", "4"], "at least 1"),
        (&["bash", "status", "4"], "--max-take"),
        (&["bash", "-m", "2", "status", "x"], "found 'x'"),
        (&["fibonacci", "moves"], "<N>"),
        (&["fibonacci", "moves", "5", "--max-take", "-2"], "negative"),
        (&["subtraction", "-s", "2,0", "status", "4"], "0 cannot be"),
        (&["subtraction", "-s", "2,,3", "status", "4"], "found nothing"),
        (&["subtraction", "-s", "99999999999999999999", "status", "4"], "too large"),
        (&["subtraction", "-s", "3", "moves"], "heap N is missing"),
        (&["subtraction", "status", "4"], "--set"),
        (&["subtraction", "-s", "1,2", "sequence", "99999999999999999999999"], "too many"),
        (&["subtraction", "-s", "1,100000000000", "status", "5"], "no repeated window"),
        (&["subtraction", "-s", "1,2", "--limit", "0", "status", "5"], "no repeated window"),
    ];
    for (args, expected) in cases {
        let out = wythoff(args);
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

#[test]
fn gen_then_judge_round_trips_for_every_problem() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let problems = [
        "p2252", "hdu1527", "poj1067", "hdu2177", "nod1072", "nod1185", "hdu2516", "hdu1846", "hdu1850",
        "hdu1907", "hdu2176", "hdu1536", "hdu1944",
    ];
    for problem in problems {
        let answers = format!("{dir}/answers-{problem}.txt");
        let count = if problem == "p2252" { "1" } else { "60" };
        let input = ok(&["gen", problem, "--cases", count, "--hard", "--seed", "4", "--answers", &answers]);
        let judged = with_stdin(&["judge", problem], &input);
        assert_eq!(judged.status.code(), Some(0), "{problem}: {}", String::from_utf8_lossy(&judged.stderr));
        assert_eq!(judged.stdout, std::fs::read(&answers).unwrap(), "{problem}");
        assert!(!judged.stdout.is_empty(), "{problem}");
    }
}

#[test]
fn stress_catches_a_wrong_sibling_solution() {
    // "Always First win" is wrong exactly on the Fibonacci numbers.
    let script = "while read n; do [ \"$n\" = 0 ] && break; echo First win; done";
    let out = wythoff(&["stress", "hdu2516", "--cases", "50", "--", "sh", "-c", script]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("FAILED: case 1 (1): expected \"Second win\", got \"First win\""), "{text}");
    // A correct answer for every case: the program that asks wythoff itself.
    let me = env!("CARGO_BIN_EXE_wythoff");
    let out = wythoff(&["stress", "hdu1850", "--cases", "200", "--", me, "judge", "hdu1850"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
}
