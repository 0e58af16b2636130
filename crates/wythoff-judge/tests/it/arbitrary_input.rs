//! No input makes a judge mode panic: arbitrary bytes, and byte strings made mostly
//! of digits and blank space (which get past the scanner into every problem's case
//! reader and answer), for every problem. Each input either is answered or stops
//! with an input or limit error that names a line; whatever was answered before an
//! error is a prefix of a complete answer.
use proptest::prelude::*;
use wythoff_answer::{ErrorKind, Limits};
use wythoff_judge::judge::{JudgeError, judge_with_limits};
use wythoff_judge::problem::Problem;

/// Small limits, so that a case that asks for much work is refused quickly.
fn limits() -> Limits {
    Limits { max_digits: 60, search_limit: 4096, take_break_work: 1 << 22, ..Limits::default() }
}

fn judged(problem: Problem, input: &[u8]) -> Result<(), TestCaseError> {
    let mut out = Vec::new();
    match judge_with_limits(problem, input, &mut out, &limits()) {
        Ok(()) => Ok(()),
        Err(JudgeError::Input(e)) => {
            prop_assert!(matches!(e.kind, ErrorKind::Input | ErrorKind::Limit), "{problem}: {e:?}");
            prop_assert!(e.line.is_some(), "{problem}: {e:?} names no line");
            prop_assert!(!e.message.is_empty());
            Ok(())
        }
        Err(JudgeError::Output(e)) => {
            Err(TestCaseError::fail(format!("{problem}: writing to a Vec failed: {e}")))
        }
    }
}

/// Bytes that are mostly digits, blanks and newlines, with now and then anything.
fn mostly_numbers() -> impl Strategy<Value = Vec<u8>> {
    let byte = prop_oneof![
        8 => prop::sample::select(b"0123456789".to_vec()),
        3 => prop::sample::select(b" \n".to_vec()),
        1 => prop::sample::select(b"\r\t-+x\0\xff".to_vec()),
    ];
    prop::collection::vec(byte, 0..200)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(input in prop::collection::vec(any::<u8>(), 0..300)) {
        for problem in Problem::ALL {
            judged(problem, &input)?;
        }
    }

    #[test]
    fn number_like_bytes_never_panic(input in mostly_numbers()) {
        for problem in Problem::ALL {
            judged(problem, &input)?;
        }
    }
}

#[test]
fn known_hard_inputs() {
    // Set elements at and beyond the word limits, empty and zero sets, huge counts.
    for input in [
        "1 18446744073709551615\n1\n1 5\n0\n",
        "1 18446744073709551616\n1\n1 5\n0\n",
        "1 4611686018427387904\n1\n1 99999999999999999999\n0\n",
        "0\n",
        "1 0\n1\n1 5\n0\n",
        "99999999999999999999 1 2\n",
        "70000 1 2 3\n",
        "2 1 2\n99999999999999999999\n",
        "3\n",
        "18446744073709551616\n1 2\n",
    ] {
        for problem in Problem::ALL {
            let mut out = Vec::new();
            let result = judge_with_limits(problem, input.as_bytes(), &mut out, &limits());
            if let Err(JudgeError::Input(e)) = result {
                assert!(e.line.is_some(), "{problem} {input:?}: {e:?}");
            }
        }
    }
}
