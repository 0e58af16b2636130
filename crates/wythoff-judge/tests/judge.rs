//! The judge modes: the problems' samples, every mode against the library on
//! generated cases (hard ones included), hdu2177 against the brute-force solver,
//! and malformed input.
use wythoff::game::Rule;
use wythoff::wythoff::is_p_position;
use wythoff::Natural;
use wythoff_judge::gen::{cases, check, write_answers, write_input, Options};
use wythoff_judge::problem::{judge, JudgeError, Problem};

fn run(problem: Problem, input: &str) -> (String, Option<(u64, String)>) {
    let mut out = Vec::new();
    let err = match judge(problem, input.as_bytes(), &mut out) {
        Ok(()) => None,
        Err(JudgeError::Input(e)) => Some((e.line, e.message)),
        Err(e) => panic!("{e}"),
    };
    (String::from_utf8(out).unwrap(), err)
}

fn ok(problem: Problem, input: &str) -> String {
    let (out, err) = run(problem, input);
    assert!(err.is_none(), "{problem}: {err:?}");
    out
}

#[test]
fn samples() {
    assert_eq!(ok(Problem::Hdu1527, "2 1\n8 4\n4 7\n"), "0\n1\n0\n");
    assert_eq!(ok(Problem::Poj1067, "2 1\n8 4\n4 7\n"), "0\n1\n0\n");
    assert_eq!(ok(Problem::Hdu2177, "1 2\n5 8\n4 7\n2 2\n0 0\n"), "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n");
    assert_eq!(ok(Problem::Nod1185, "3\n3 5\n3 4\n1 9\n"), "B\nA\nA\n");
    assert_eq!(ok(Problem::Nod1072, "3\n3 5\n3 4\n1 9\n"), "B\nA\nA\n");
    assert_eq!(ok(Problem::P2252, "2 1\n"), "0\n");
    assert_eq!(ok(Problem::P2252, "8 4"), "1\n");
}

#[test]
fn blank_space_crlf_and_no_final_newline() {
    assert_eq!(ok(Problem::Hdu1527, "\r\n  2\t1\r\n\r\n8 4\r\n4 7"), "0\n1\n0\n");
    assert_eq!(ok(Problem::Nod1185, "3\r\n3 5 3 4\r\n1 9"), "B\nA\nA\n");
    assert_eq!(ok(Problem::Hdu1527, ""), "");
    assert_eq!(ok(Problem::Hdu2177, "1 2\n"), "0\n", "end of input without 0 0");
}

#[test]
fn values_of_any_size() {
    let (a, b) = wythoff::wythoff::p_position(&"9".repeat(500).parse().unwrap());
    let input = format!("{a} {b}\n{b} {a}\n{a} {}\n", &b + 1u8);
    assert_eq!(ok(Problem::Hdu1527, &input), "0\n0\n1\n");
    assert_eq!(ok(Problem::Nod1185, "1\n72723460248141 117669030460994\n"), "B\n");
}

#[test]
fn every_mode_against_the_library_on_generated_hard_cases() {
    for problem in Problem::ALL {
        for (hard, max) in [
            (true, Natural::from(10u8).pow(18)),
            (true, Natural::from(10u8).pow(40)),
            (false, Natural::from(1000u32)),
        ] {
            let n = if problem == Problem::P2252 { 1 } else { 3000 };
            let options = Options { cases: n, seed: 42, max, hard };
            check(problem, &options).unwrap();
            let cs = cases(problem, &options);
            assert_eq!(cs.len(), n);
            let mut input = Vec::new();
            write_input(problem, &cs, &mut input).unwrap();
            let output = ok(problem, std::str::from_utf8(&input).unwrap());
            let mut answers = Vec::new();
            write_answers(problem, &cs, &mut answers).unwrap();
            assert_eq!(output.as_bytes(), answers, "{problem}");
            // Independently of the judge's own answer function:
            if problem != Problem::Hdu2177 {
                let lines: Vec<&str> = output.lines().collect();
                for ((a, b), line) in cs.iter().zip(lines) {
                    let first_wins = !is_p_position(a, b, Rule::Normal);
                    let expected = match problem {
                        Problem::Nod1072 | Problem::Nod1185 => {
                            if first_wins {
                                "A"
                            } else {
                                "B"
                            }
                        }
                        _ => {
                            if first_wins {
                                "1"
                            } else {
                                "0"
                            }
                        }
                    };
                    assert_eq!(line, expected, "{problem} {a} {b}");
                }
            }
        }
    }
}

#[test]
fn hard_cases_include_the_known_failures() {
    let options = Options { cases: 2000, seed: 1, max: Natural::from(10u8).pow(18), hard: true };
    let cs = cases(Problem::Nod1185, &options);
    let has = |a: &str, b: &str| cs.contains(&(a.parse().unwrap(), b.parse().unwrap()));
    assert!(has("72723460248141", "117669030460994"), "the three-part trick");
    assert!(has("165580140", "267914295"), "double at F(40)");
    assert!(has("7778742048", "12586269024"), "long double ⌊kφ⌋ at F(48)");
    assert!(has("2971215072", "4807526975"), "long double ⌊kφ²⌋ at F(46)");
    assert!(has("0", "0") && has("1", "2") && has("2", "1"));
    // Same seed, same cases; another seed, other random cases.
    assert_eq!(cases(Problem::Nod1185, &options), cs);
    let random = |seed| {
        cases(Problem::Nod1185, &Options { cases: 50, seed, max: Natural::from(10u8).pow(18), hard: false })
    };
    assert_eq!(random(5), random(5));
    assert_ne!(random(5), random(6));
    // hdu2177 never gets (0, 0): it would end the input.
    let cs = cases(Problem::Hdu2177, &Options { cases: 500, seed: 1, max: Natural::from(10u32), hard: true });
    assert!(!cs.contains(&(Natural::ZERO, Natural::ZERO)));
    assert!(cs.iter().all(|(a, b)| *a <= Natural::from(10u8) && *b <= Natural::from(10u8)));
}

#[test]
fn hdu2177_against_the_brute_force_solver_up_to_300() {
    use wythoff_reference::{solve, Rules, Wythoff};
    const N: u64 = 300;
    let table = solve(&Wythoff, &[N, N]);
    let mut input = String::new();
    let mut expected = String::new();
    for a in 0..N {
        for b in 0..N {
            if (a, b) == (0, 0) {
                continue;
            }
            input += &format!("{a} {b}\n");
            if table.is_p(&[a, b]) {
                expected += "0\n";
                continue;
            }
            let (mut diagonal, mut single) = (Vec::new(), Vec::new());
            Wythoff.moves(&[a, b], &mut |to| {
                if table.is_p(to) {
                    let t = (to[0].min(to[1]), to[0].max(to[1]));
                    if to[0] < a && to[1] < b {
                        diagonal.push(t)
                    } else {
                        single.push(t)
                    }
                }
            });
            single.sort();
            expected += "1\n";
            let mut listed = Vec::new();
            for t in diagonal.into_iter().chain(single) {
                if !listed.contains(&t) {
                    expected += &format!("{} {}\n", t.0, t.1);
                    listed.push(t);
                }
            }
        }
    }
    input += "0 0\n";
    assert_eq!(ok(Problem::Hdu2177, &input), expected);
}

#[test]
fn malformed_input_answers_what_came_before_and_names_the_line() {
    let cases: &[(Problem, &str, &str, u64, &str)] = &[
        (Problem::Hdu1527, "2 1\n8 x\n4 7\n", "0\n", 2, "found \"x\""),
        (Problem::Hdu1527, "2 1\n8 4\n-4 7\n", "0\n1\n", 3, "negative"),
        (Problem::Hdu1527, "2 1\n8\n", "0\n", 2, "two numbers"),
        (Problem::Poj1067, "1 2\n3 4.0\n", "0\n", 2, "\"4.0\""),
        (Problem::Hdu2177, "1 2\n5 8\n4 a\n0 0\n", "0\n1\n4 7\n3 5\n", 3, "\"a\""),
        (Problem::Hdu2177, "1 2\n0 0\n5 5\n", "0\n", 3, "after the last case"),
        (Problem::Nod1185, "3\n3 5\n3 4\n", "B\nA\n", 4, "expected 3 case(s), found only 2"),
        (Problem::Nod1185, "", "", 1, "the number of cases T"),
        (Problem::Nod1185, "two\n1 2\n", "", 1, "\"two\""),
        (Problem::Nod1072, "1\n3 5\n8 8\n", "B\n", 3, "after the last case"),
        (Problem::Nod1072, "2\n3 5\n1e5 2\n", "B\n", 3, "\"1e5\""),
        (Problem::P2252, "", "", 1, "expected one case `a b`"),
        (Problem::P2252, "4\n", "", 1, "two numbers"),
        (Problem::P2252, "4 7\n1 2\n", "0\n", 2, "after the last case"),
        (Problem::P2252, "4 -7\n", "", 1, "negative"),
    ];
    for (problem, input, stdout, line, message) in cases {
        let (out, err) = run(*problem, input);
        assert_eq!(out, *stdout, "{problem} {input:?}");
        let (l, m) = err.unwrap_or_else(|| panic!("{problem} {input:?} was accepted"));
        assert_eq!(l, *line, "{problem} {input:?}: {m}");
        assert!(m.contains(message), "{problem} {input:?}: {m}");
    }
}
