//! Judging: reads a problem's input and writes exactly the judge's expected
//! output, for numbers of any size, streaming ([`judge_input`]), and answers
//! one case ([`answer_case`]); the problems themselves are [`crate::problem`]'s.

use std::fmt;
use std::io::{self, Read, Write};

use wythoff::Natural;
use wythoff::bash::Bash;
use wythoff::game::{ImpartialGame, Rule};
use wythoff::georgia_and_bob;
use wythoff::grundys_game::{self, GrundysGame};
use wythoff::lasker_nim;
use wythoff::nim::Nim;
use wythoff::octal::Work;
use wythoff::subtraction::{Heap as SubtractionHeap, Sequence, SubtractionGame, SubtractionSet};
use wythoff::sum::{self, Component};
use wythoff::wythoff::{MoveKind, is_p_position, is_p_position_u64, winning_moves};
use wythoff::zeckendorf::is_fibonacci;
use wythoff_answer::{Error, Limits};

use crate::input::{Case, Kind, Layout, Verdict};
use crate::problem::Problem;
use crate::scan::{InputError, Scanner, Value};

#[derive(Debug)]
pub enum JudgeError {
    /// The input is malformed or beyond a limit; the cases before it were
    /// answered. The error names the line.
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

/// Reads a problem's input and writes exactly the judge's output, under the
/// default limits ([`judge_with_limits`]).
pub fn judge(problem: Problem, input: impl Read, output: &mut impl Write) -> Result<(), JudgeError> {
    judge_with_limits(problem, input, output, &Limits::default())
}

/// Reads a problem's input and writes exactly the judge's output, refusing
/// anything but blank space after the last case ([`judge_input`] with
/// [`After::Refuse`]).
pub fn judge_with_limits(
    problem: Problem,
    input: impl Read,
    output: &mut impl Write,
    limits: &Limits,
) -> Result<(), JudgeError> {
    judge_input(problem, input, output, limits, After::Refuse).map(|_| ())
}

/// What to do with input after the last case (after the terminating `0` or
/// `0 0`, after T cases, after the one case).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// Stop reading, as the judges' own solutions do, and say where it began.
    Ignore,
    /// Refuse it: an input error naming its line.
    Refuse,
}

/// How a judged input ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    /// With [`After::Ignore`]: the line where input after the last case began,
    /// if there was any (it was not read).
    pub ignored_from: Option<u64>,
    /// With [`After::Ignore`]: the input ended without the `0` or `0 0` that
    /// ends the judges' inputs (the cases before were answered).
    pub unterminated: bool,
}

/// Reads a problem's input and writes exactly the judge's output. Streaming: memory
/// does not grow with the input (beyond one case). On malformed input, or a number
/// longer than `limits.max_digits`, the cases before the error are answered (and
/// written), then the error names the line. Input after the last case is
/// ignored or refused, as `after` says.
///
/// ```
/// use wythoff_answer::Limits;
/// use wythoff_judge::judge::{judge_input, After};
/// use wythoff_judge::problem::Problem;
/// let mut out = Vec::new();
/// let judged = judge_input(Problem::Hdu2177, &b"1 2\n0 0\n5 5\n"[..], &mut out, &Limits::default(), After::Ignore);
/// assert_eq!((out, judged.unwrap().ignored_from), (b"0\n".to_vec(), Some(3)));
/// ```
pub fn judge_input(
    problem: Problem,
    input: impl Read,
    output: &mut impl Write,
    limits: &Limits,
    after: After,
) -> Result<Judged, JudgeError> {
    let scan = Scanner::with_limits(input, limits.clone());
    if let Kind::Wythoff(verdict) = problem.kind() {
        // The hot path: two numbers, machine words where they fit.
        let read = |scan: &mut Scanner<_>| {
            let Some((a, line)) = scan.natural()? else { return Ok(None) };
            let Some((b, _)) = scan.natural()? else {
                return Err(Error::input("a case needs two numbers `a b`, found only one").at_line(line));
            };
            let last = problem.layout() == Layout::UntilZeroZero && a.is_zero() && b.is_zero();
            Ok((!last).then_some((a, b)))
        };
        return drive(problem, scan, output, after, read, |(a, b), out, _| Ok(answer(verdict, a, b, out)?));
    }
    drive(
        problem,
        scan,
        output,
        after,
        |scan| read_case(problem, scan),
        |case, out, line| {
            answer_case(problem, case, out, limits).map_err(|e| match e {
                CaseError::Output(e) => JudgeError::Output(e),
                CaseError::Unsolved(e) => JudgeError::Input(e.at_line(line)),
            })
        },
    )
}

/// The judge loop shared by every problem: the case count where the layout has
/// one, then read a case and answer it until the input (or the count) ends, then
/// nothing but blank space.
fn drive<R: Read, W: Write, C>(
    problem: Problem,
    mut scan: Scanner<R>,
    out: &mut W,
    after: After,
    mut read: impl FnMut(&mut Scanner<R>) -> Result<Option<C>, InputError>,
    mut answer: impl FnMut(&C, &mut W, u64) -> Result<(), JudgeError>,
) -> Result<Judged, JudgeError> {
    let mut remaining = case_count(problem, &mut scan)?;
    let total = remaining.clone();
    let mut answered = 0u64;
    let terminated = matches!(problem.layout(), Layout::UntilZeroZero | Layout::UntilZero);
    while remaining.as_ref() != Some(&Natural::ZERO) {
        if terminated && scan.at_end()? {
            let terminator = if problem.layout() == Layout::UntilZero { "`0`" } else { "`0 0`" };
            return match after {
                After::Ignore => Ok(Judged { ignored_from: None, unterminated: true }),
                After::Refuse => {
                    Err(missing(&scan, &format!("the terminating {terminator} after the last case")))
                }
            };
        }
        let Some(case) = read(&mut scan)? else {
            return match (problem.layout(), &total) {
                (Layout::One, _) => Err(missing(&scan, "one case `a b`")),
                (_, Some(t)) => Err(missing(&scan, &format!("{t} case(s), found only {answered}"))),
                (_, None) => nothing_after(&mut scan, after),
            };
        };
        answer(&case, out, scan.line())?;
        answered += 1;
        if let Some(r) = remaining.as_mut() {
            *r -= 1u8;
        }
    }
    nothing_after(&mut scan, after)
}

/// How many cases the input holds, where the layout says: one, or the count T
/// that the input starts with.
fn case_count<R: Read>(problem: Problem, scan: &mut Scanner<R>) -> Result<Option<Natural>, JudgeError> {
    Ok(match problem.layout() {
        Layout::One => Some(Natural::ONE),
        Layout::Counted => match scan.natural()? {
            Some((t, _)) => Some(t.to_natural()),
            None => return Err(missing(scan, "the number of cases T")),
        },
        Layout::UntilEnd | Layout::UntilZeroZero | Layout::UntilZero => None,
    })
}

/// After the last case: the end of input (blank space), or input that `after`
/// ignores (unread) or refuses.
fn nothing_after<R: Read>(scan: &mut Scanner<R>, after: After) -> Result<Judged, JudgeError> {
    if scan.at_end()? {
        return Ok(Judged { ignored_from: None, unterminated: false });
    }
    match after {
        After::Ignore => Ok(Judged { ignored_from: Some(scan.line()), unterminated: false }),
        After::Refuse => {
            Err(JudgeError::Input(Error::input("unexpected input after the last case").at_line(scan.line())))
        }
    }
}

fn missing<R: Read>(scan: &Scanner<R>, what: &str) -> JudgeError {
    JudgeError::Input(Error::input(format!("the input ended; expected {what}")).at_line(scan.line()))
}

/// Is (a, b) a P-position of normal play? Machine words where they suffice.
#[inline]
pub fn is_p(a: &Value, b: &Value) -> bool {
    if let (Value::Small(a), Value::Small(b)) = (a, b) {
        is_p_position_u64(*a, *b)
    } else {
        is_p_position(&a.to_natural(), &b.to_natural(), Rule::Normal)
    }
}

/// Writes the judge's answer for one case of a Wythoff problem, in the words of
/// `verdict`.
#[inline]
pub fn answer(verdict: Verdict, a: &Value, b: &Value, out: &mut impl Write) -> io::Result<()> {
    let p = is_p(a, b);
    out.write_all(verdict.line(p).as_bytes())?;
    if verdict == Verdict::Targets && !p {
        for (x, y) in hdu2177_targets(&a.to_natural(), &b.to_natural()) {
            writeln!(out, "{x} {y}")?;
        }
    }
    Ok(())
}

/// The distinct positions (x ≤ y) that winning moves from (a, b) reach: the one
/// reached by taking the same amount from both piles first, then the others in
/// ascending order of x, none twice.
///
/// ```
/// use wythoff_judge::judge::hdu2177_targets;
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

/// Reads the next number, or says what was expected.
fn expect<R: Read>(scan: &mut Scanner<R>, what: &str) -> Result<Natural, InputError> {
    match scan.natural()? {
        Some((v, _)) => Ok(v.to_natural()),
        None => Err(Error::input(format!("the input ended; expected {what}")).at_line(scan.line())),
    }
}

/// Reads a count and that many numbers.
fn heaps<R: Read>(scan: &mut Scanner<R>, count: &Natural, what: &str) -> Result<Vec<Natural>, InputError> {
    let line = scan.line();
    let count = usize::try_from(count).map_err(|_| {
        Error::limit(format!("{count} {what} are more than this machine can hold")).at_line(line)
    })?;
    let mut v = Vec::with_capacity(count.min(1 << 16));
    for i in 0..count {
        v.push(expect(scan, &format!("{count} {what}, found only {i}"))?);
    }
    Ok(v)
}

/// Reads one case of a problem; None where the input ends properly (end of
/// input, or the terminating 0). (The judge reads Wythoff problems' pairs on a
/// faster path of its own; this reads them too, for [`crate::stress`].)
pub fn read_case<R: Read>(problem: Problem, scan: &mut Scanner<R>) -> Result<Option<Case>, InputError> {
    let Some((first, _)) = scan.natural()? else { return Ok(None) };
    let first = first.to_natural();
    if problem.layout() == Layout::UntilZero && first == Natural::ZERO {
        return Ok(None);
    }
    Ok(Some(match problem.kind() {
        Kind::Wythoff(_) => {
            let second = expect(scan, "`a b`: the second pile b")?;
            if problem.layout() == Layout::UntilZeroZero && first == Natural::ZERO && second == Natural::ZERO
            {
                return Ok(None);
            }
            Case::Pair(first, second)
        }
        Kind::FibonacciStart => Case::Number(first),
        Kind::Bash => Case::Pair(first, expect(scan, "`n m`: the second number m")?),
        Kind::NimWinningMoveCount | Kind::MisereNim | Kind::NimWinningMoves | Kind::LaskerNim => {
            Case::Heaps(heaps(scan, &first, "heap sizes")?)
        }
        Kind::GeorgiaAndBob => Case::Heaps(heaps(scan, &first, "squares of chessmen")?),
        Kind::GrundysGame => Case::Number(first),
        Kind::SubtractionSums => {
            let line = scan.line();
            if first > Natural::from(u16::MAX) {
                return Err(
                    Error::limit(format!("a set of {first} elements is more than 65,535")).at_line(line)
                );
            }
            // The set, checked as every front end checks one (the registry's
            // validator).
            let elements = heaps(scan, &first, "elements of S")?;
            let set = wythoff_answer::registry::subtraction_set(&elements, "S")
                .map_err(|e| e.at_line(line))?
                .elements()
                .to_vec();
            let m = expect(scan, "the number of positions m")?;
            let m = usize::try_from(&m)
                .map_err(|_| Error::limit(format!("{m} positions are too many")).at_line(scan.line()))?;
            let mut positions = Vec::with_capacity(m.min(1 << 16));
            for i in 0..m {
                let l = expect(scan, &format!("{m} positions, found only {i}"))?;
                positions.push(heaps(scan, &l, "heap sizes")?);
            }
            Case::Sums { set, positions }
        }
    }))
}

/// Why a case could not be answered.
#[derive(Debug)]
pub enum CaseError {
    /// Writing failed.
    Output(io::Error),
    /// The case is not a valid instance (an empty or zero subtraction set), or its
    /// answer is beyond a limit (a period longer than the search limit).
    Unsolved(Error),
}

impl From<io::Error> for CaseError {
    fn from(e: io::Error) -> Self {
        CaseError::Output(e)
    }
}

/// Writes the judge's answer for one case of any problem. hdu1536 is a sum of
/// subtraction games ([`wythoff::sum`]): each heap's Grundy value comes through
/// the set's certified period, or directly where none is found within the search
/// limit of `limits` ([`Limits::values_for`]) and the heaps are below it.
pub fn answer_case(
    problem: Problem,
    case: &Case,
    out: &mut impl Write,
    limits: &Limits,
) -> Result<(), CaseError> {
    let wins = |o: wythoff::Outcome| o.mover_wins();
    let misfit = || CaseError::Unsolved(Error::input(format!("{problem} has no case {case:?}")));
    match problem.kind() {
        Kind::Wythoff(verdict) => {
            let Case::Pair(a, b) = case else { return Err(misfit()) };
            answer(verdict, &Value::Big(a.clone()), &Value::Big(b.clone()), out)?;
        }
        Kind::FibonacciStart => {
            let Case::Number(n) = case else { return Err(misfit()) };
            out.write_all(if is_fibonacci(n) { b"Second win\n" } else { b"First win\n" })?;
        }
        Kind::Bash => {
            let Case::Pair(n, m) = case else { return Err(misfit()) };
            // m = 0 allows no move at all: the player to move loses.
            let first =
                *m != Natural::ZERO && wins(Bash { max_take: m.clone(), rule: Rule::Normal }.outcome(n));
            out.write_all(if first { b"first\n" } else { b"second\n" })?;
        }
        Kind::NimWinningMoveCount => {
            let Case::Heaps(h) = case else { return Err(misfit()) };
            writeln!(out, "{}", Nim { rule: Rule::Normal }.winning_moves(h).len())?;
        }
        Kind::MisereNim => {
            let Case::Heaps(h) = case else { return Err(misfit()) };
            out.write_all(if wins(Nim { rule: Rule::Misere }.outcome(h)) {
                b"John\n"
            } else {
                b"Brother\n"
            })?;
        }
        Kind::NimWinningMoves => {
            let Case::Heaps(h) = case else { return Err(misfit()) };
            let moves = Nim { rule: Rule::Normal }.winning_moves(h);
            if moves.is_empty() {
                out.write_all(b"No\n")?;
            } else {
                out.write_all(b"Yes\n")?;
                for m in moves {
                    writeln!(out, "{} {}", m.from, m.to)?;
                }
            }
        }
        Kind::SubtractionSums => {
            let Case::Sums { set, positions } = case else { return Err(misfit()) };
            let set = SubtractionSet::new(set.clone()).map_err(|e| CaseError::Unsolved(e.into()))?;
            // One analysis for the case: the values up to the largest heap where
            // that is within the limit (the problem's heaps are at most 10^4:
            // cheaper than searching for a period), else the certified period.
            // No positions, no work.
            let largest = positions.iter().flatten().max().cloned().unwrap_or(Natural::ZERO);
            let limit = limits.values_for(&set);
            if positions.is_empty() {
                out.write_all(b"\n")?;
                return Ok(());
            }
            let game = match usize::try_from(&largest).ok().filter(|&n| n < limit) {
                Some(n) => SubtractionGame { sequence: Sequence::direct(&set, Rule::Normal, n + 1) },
                None => SubtractionGame::for_heap(&set, Rule::Normal, limit, &largest)
                    .map_err(|e| CaseError::Unsolved(e.into()))?,
            };
            let mut line = Vec::with_capacity(positions.len() + 1);
            for heaps in positions {
                let parts: Vec<SubtractionHeap> =
                    heaps.iter().map(|h| SubtractionHeap { game: &game, n: h.clone() }).collect();
                let parts: Vec<&dyn Component> = parts.iter().map(|p| p as &dyn Component).collect();
                line.push(if sum::nim_sum(&parts) != Natural::ZERO { b'W' } else { b'L' });
            }
            line.push(b'\n');
            out.write_all(&line)?;
        }
        Kind::LaskerNim => {
            let Case::Heaps(h) = case else { return Err(misfit()) };
            let x = h.iter().fold(Natural::ZERO, |x, n| x ^ lasker_nim::value(n));
            out.write_all(if x != Natural::ZERO { b"Alice\n" } else { b"Bob\n" })?;
        }
        Kind::GeorgiaAndBob => {
            let Case::Heaps(squares) = case else { return Err(misfit()) };
            let x = georgia_and_bob::nim_sum(squares)
                .map_err(|e| CaseError::Unsolved(Error::input(e.to_string())))?;
            out.write_all(if x != Natural::ZERO { b"Georgia will win\n" } else { b"Bob will win\n" })?;
        }
        Kind::GrundysGame => {
            let Case::Number(n) = case else { return Err(misfit()) };
            // One heap: its value is 0 exactly at the heaps listed (to 2^25),
            // else computed.
            let first = match u64::try_from(n).ok().and_then(grundys_game::one_heap_is_p) {
                Some(p) => !p,
                None => grundys_game_value(n, limits)? != 0,
            };
            out.write_all(if first { b"first\n" } else { b"second\n" })?;
        }
    }
    Ok(())
}

/// Grundy's game's values, computed as far as the cases so far needed and
/// kept for the rest of the run (a judge input asks for many heaps).
static GRUNDY_VALUES: std::sync::Mutex<Vec<u32>> = std::sync::Mutex::new(Vec::new());

/// G(n) in Grundy's game, from the values computed so far or, past them, from
/// values computed afresh to at least twice as far (at most
/// [`Limits::max_take_break_values`] values, within
/// [`Limits::take_break_work`] steps).
fn grundys_game_value(n: &Natural, limits: &Limits) -> Result<u32, CaseError> {
    let too_far = || {
        CaseError::Unsolved(Error::limit(format!(
            "Grundy's game has no known period: the heap {} is not answered here. The heaps answered are 0 to {}: below 2^25 every heap of value 0 is listed (the last is 1,222); past it a heap's value would have to be computed, and values are computed only up to heap {} (within {} steps)",
            wythoff_answer::limits::brief(n),
            wythoff_answer::limits::grouped(grundys_game::ZEROS_COMPUTED_TO - 1),
            wythoff_answer::limits::grouped(limits.max_take_break_values as u64 - 1),
            wythoff_answer::limits::grouped(limits.take_break_work)
        )))
    };
    let n = usize::try_from(n).ok().filter(|&n| n < limits.max_take_break_values).ok_or_else(too_far)?;
    let mut values = GRUNDY_VALUES.lock().unwrap_or_else(|e| e.into_inner());
    if n >= values.len() {
        let len = (n + 1).max(2 * values.len()).min(limits.max_take_break_values);
        let game = GrundysGame::within(len, &mut Work::new(limits.take_break_work));
        // Kept even where the step limit stopped it short of n.
        if game.values().len() > values.len() {
            *values = game.values().to_vec();
        }
    }
    values.get(n).copied().ok_or_else(too_far)
}
