//! The classic judge problems on Wythoff's game: their input formats, and their
//! exact expected output for values of any size.
//!
//! | name | input | output |
//! |---|---|---|
//! | `p2252` (Luogu P2252) | one line `a b` | `1` if the first player wins, else `0` |
//! | `hdu1527`, `poj1067` | pairs `a b` until end of input | `1` / `0` per pair |
//! | `hdu2177` | pairs until the line `0 0` | `0` for a P-position; else `1`, then each distinct position `x y` (x ≤ y) one winning move reaches: the equal-take one first, then ascending x |
//! | `nod1072`, `nod1185` (51Nod) | `T`, then T pairs | `A` if the first player wins, else `B` |

use std::fmt;
use std::io::{self, Read, Write};

use wythoff::game::Rule;
use wythoff::wythoff::{is_p_position, is_p_position_u64, winning_moves, MoveKind};
use wythoff::Natural;

use crate::scan::{InputError, Scanner, Value};

/// A judge problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    P2252,
    Hdu1527,
    Poj1067,
    Hdu2177,
    Nod1072,
    Nod1185,
}

/// How a problem's input is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Exactly one pair.
    One,
    /// Pairs until the end of input.
    UntilEnd,
    /// Pairs until the pair `0 0`.
    UntilZeroZero,
    /// A count T, then T pairs.
    Counted,
}

impl Problem {
    /// Every problem.
    pub const ALL: [Problem; 6] = [
        Problem::P2252,
        Problem::Hdu1527,
        Problem::Poj1067,
        Problem::Hdu2177,
        Problem::Nod1072,
        Problem::Nod1185,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Problem::P2252 => "p2252",
            Problem::Hdu1527 => "hdu1527",
            Problem::Poj1067 => "poj1067",
            Problem::Hdu2177 => "hdu2177",
            Problem::Nod1072 => "nod1072",
            Problem::Nod1185 => "nod1185",
        }
    }

    /// The problem with this name (case-insensitive).
    pub fn from_name(name: &str) -> Option<Problem> {
        Problem::ALL.into_iter().find(|p| p.name().eq_ignore_ascii_case(name))
    }

    /// How its input is laid out.
    pub fn layout(self) -> Layout {
        match self {
            Problem::P2252 => Layout::One,
            Problem::Hdu1527 | Problem::Poj1067 => Layout::UntilEnd,
            Problem::Hdu2177 => Layout::UntilZeroZero,
            Problem::Nod1072 | Problem::Nod1185 => Layout::Counted,
        }
    }

    /// The largest pile the original problem allows (we accept any size).
    pub fn judge_max(self) -> Natural {
        let ten = Natural::from(10u8);
        match self {
            Problem::Nod1185 => ten.pow(18),
            _ => ten.pow(9),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why judging stopped.
#[derive(Debug)]
pub enum JudgeError {
    /// The input is malformed; the cases before it were answered.
    Input(InputError),
    /// Writing the output failed.
    Output(io::Error),
}

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JudgeError::Input(e) => e.fmt(f),
            JudgeError::Output(e) => write!(f, "cannot write the output: {e}"),
        }
    }
}

impl std::error::Error for JudgeError {}

impl From<InputError> for JudgeError {
    fn from(e: InputError) -> Self {
        JudgeError::Input(e)
    }
}

impl From<io::Error> for JudgeError {
    fn from(e: io::Error) -> Self {
        JudgeError::Output(e)
    }
}

/// Reads a problem's input and writes exactly the judge's output. Streaming: memory
/// does not grow with the input. On malformed input the cases before the error are
/// answered (and written), then the error names the line.
pub fn judge(problem: Problem, input: impl Read, output: &mut impl Write) -> Result<(), JudgeError> {
    let mut scan = Scanner::new(input);
    let mut remaining = match problem.layout() {
        Layout::One => Some(Natural::ONE),
        Layout::Counted => match scan.natural()? {
            Some((t, _)) => Some(t.to_natural()),
            None => return Err(missing(&scan, "the number of cases T")),
        },
        _ => None,
    };
    let total = remaining.clone();
    let mut answered = 0u64;
    loop {
        if remaining.as_ref().is_some_and(|r| *r == Natural::ZERO) {
            break;
        }
        let Some((a, line)) = scan.natural()? else {
            match problem.layout() {
                Layout::UntilEnd | Layout::UntilZeroZero => return Ok(()),
                Layout::One => return Err(missing(&scan, "one case `a b`")),
                Layout::Counted => {
                    let t = total.expect("counted layouts have a total");
                    return Err(missing(&scan, &format!("{t} case(s), found only {answered}")));
                }
            }
        };
        let Some((b, _)) = scan.natural()? else {
            return Err(JudgeError::Input(InputError {
                line,
                message: "a case needs two numbers `a b`, found only one".into(),
            }));
        };
        if problem.layout() == Layout::UntilZeroZero && a.is_zero() && b.is_zero() {
            break;
        }
        answer(problem, &a, &b, output)?;
        if let Some(r) = remaining.as_mut() {
            *r -= 1u8;
        }
        answered += 1;
    }
    if !scan.at_end()? {
        return Err(JudgeError::Input(InputError {
            line: scan.line(),
            message: "unexpected input after the last case".into(),
        }));
    }
    Ok(())
}

fn missing<R: Read>(scan: &Scanner<R>, what: &str) -> JudgeError {
    JudgeError::Input(InputError { line: scan.line(), message: format!("the input ended; expected {what}") })
}

/// Is (a, b) a P-position of normal play? Machine words where they suffice.
#[inline]
pub fn is_p(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Small(a), Value::Small(b)) => is_p_position_u64(*a, *b),
        _ => is_p_position(&a.to_natural(), &b.to_natural(), Rule::Normal),
    }
}

/// Writes the judge's answer for one case.
#[inline]
pub fn answer(problem: Problem, a: &Value, b: &Value, out: &mut impl Write) -> io::Result<()> {
    let p = is_p(a, b);
    match problem {
        Problem::P2252 | Problem::Hdu1527 | Problem::Poj1067 => {
            out.write_all(if p { b"0\n" } else { b"1\n" })
        }
        Problem::Nod1072 | Problem::Nod1185 => out.write_all(if p { b"B\n" } else { b"A\n" }),
        Problem::Hdu2177 if p => out.write_all(b"0\n"),
        Problem::Hdu2177 => {
            out.write_all(b"1\n")?;
            for (x, y) in hdu2177_targets(&a.to_natural(), &b.to_natural()) {
                writeln!(out, "{x} {y}")?;
            }
            Ok(())
        }
    }
}

/// The distinct positions (x ≤ y) that winning moves from (a, b) reach: the one
/// reached by taking the same amount from both piles first, then the others in
/// ascending order of x, none twice.
///
/// ```
/// use wythoff_judge::problem::hdu2177_targets;
/// let t = hdu2177_targets(&2u8.into(), &2u8.into());
/// assert_eq!(t, [(0u8.into(), 0u8.into()), (1u8.into(), 2u8.into())]);
/// ```
pub fn hdu2177_targets(a: &Natural, b: &Natural) -> Vec<(Natural, Natural)> {
    let sorted = |[x, y]: [Natural; 2]| if x <= y { (x, y) } else { (y, x) };
    let moves = winning_moves(a, b, Rule::Normal);
    let mut first = Vec::new();
    let mut rest = Vec::new();
    for m in moves {
        let target = sorted(m.to);
        if m.kind == MoveKind::Both {
            first.push(target);
        } else {
            rest.push(target);
        }
    }
    rest.sort();
    first.extend(rest);
    let mut seen = Vec::with_capacity(first.len());
    for t in first {
        if !seen.contains(&t) {
            seen.push(t);
        }
    }
    seen
}
