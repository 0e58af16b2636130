//! Runs a contestant's program on generated hard cases and compares its output
//! with the exact answers, case by case.

use std::fmt;
use std::io::{self, Read, Write};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use wythoff::Natural;
use wythoff_answer::Limits;

use crate::float::Method;
use crate::generate::{Options, Piles, cases, run_size, write_answers, write_input};
use crate::input::{Case, Kind, Verdict as Words};
use crate::problem::Problem;
use wythoff::game::Rule;
use wythoff::wythoff::{MoveKind, winning_moves};

/// What to run, on what.
#[derive(Clone, Debug)]
pub struct Config {
    /// The problem whose format the program speaks.
    pub problem: Problem,
    /// How many cases in all (hard ones first).
    pub cases: usize,
    /// The random seed for the cases after the hard ones.
    pub seed: u64,
    /// The largest number in a case.
    pub max: Natural,
    /// Go past the statement's constraints (see [`Options::beyond`]); without
    /// it a run also holds no more cases than the statement allows an input.
    pub beyond: bool,
    /// How long one run may take.
    pub timeout: Duration,
    /// How long one case may take alone: when a run times out, the first case
    /// that passes this, run alone, is named with its time.
    pub case_time: Duration,
    /// How many cases one run gets, where the format allows more than one (at
    /// least 1).
    pub batch: usize,
    /// The program and its arguments.
    pub command: Vec<String>,
    /// The limits the expected answers are computed under.
    pub limits: Limits,
    /// Fail on what the statement leaves open (hdu2177's positions after the
    /// equal-take one in another order, or one listed twice) instead of
    /// noting it.
    pub strict: bool,
}

/// How the stress test ended.
#[derive(Debug)]
pub enum Verdict {
    /// Every answer matched; `seconds` is the program's total wall-clock time;
    /// `notes` says where an answer differed only in what the statement leaves
    /// open (the first ten such cases, and how many in all).
    /// `presented` and `differing`: the same for answers whose text is right
    /// but whose blank space differs from the judge's (see [`crate::presentation`]).
    Passed {
        runs: usize,
        cases: usize,
        seconds: f64,
        notes: Vec<String>,
        noted: usize,
        presented: Vec<String>,
        differing: usize,
    },
    /// With `--strict`: the first answer right in its words but not in its
    /// blank space (a trailing space, a CRLF line end, a blank line, no final
    /// newline), which judges such as HDU's answer with Presentation Error.
    Presentation { number: usize, case: Case, what: String },
    /// The first wrong answer; `known` names the floating-point methods whose
    /// answer it is, `open` what it differs in that the statement leaves open
    /// (with `--strict`).
    Wrong {
        number: usize,
        case: Case,
        expected: String,
        actual: String,
        known: Vec<String>,
        open: Option<String>,
    },
    /// The program's output ended before this case's answer.
    Missing { number: usize, case: Case, expected: String },
    /// The program wrote more than the answers.
    Extra { run: usize, extra: String },
    /// A run took longer than the time-out; `slow` says which case is to
    /// blame, each case run alone (see [`Slow`]).
    TimedOut { run: usize, first: usize, last: usize, timeout: Duration, slow: Slow },
    /// A run ended with a failure status; `culprit` as for a time-out.
    Crashed {
        run: usize,
        first: usize,
        last: usize,
        status: String,
        stderr: String,
        culprit: Option<(usize, Case)>,
    },
}

/// A case run alone, and how long it took (None: it did not finish within
/// the run's time-out).
#[derive(Clone, Debug)]
pub struct Timed {
    /// The case's number in the whole test, from 1.
    pub number: usize,
    /// The case.
    pub case: Case,
    /// Its time alone, in seconds.
    pub seconds: Option<f64>,
}

/// What timing a timed-out run's cases alone found.
#[derive(Clone, Debug)]
pub enum Slow {
    /// The first case that alone takes longer than the per-case limit.
    Case { timed: Timed, limit: Duration },
    /// No case tried alone passes the per-case limit (cases `tried`, within
    /// the time the search may take, all of them if `complete`); the slowest
    /// of them: the run is slow as a whole.
    None { limit: Duration, tried: (usize, usize), complete: bool, slowest: Option<Timed> },
}

impl fmt::Display for Slow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let took = |t: &Timed| match t.seconds {
            Some(s) => format!("{s:.2} s"),
            None => "longer than the run's time-out".to_string(),
        };
        match self {
            Slow::Case { timed, limit } => {
                write!(f, "case {} ({}) alone ", timed.number, show(&timed.case))?;
                match timed.seconds {
                    Some(s) => {
                        write!(f, "takes {s:.2} s, more than --case-time {:.1} s", limit.as_secs_f64())
                    }
                    None => write!(
                        f,
                        "does not finish within the run's time-out (--case-time {:.1} s)",
                        limit.as_secs_f64()
                    ),
                }
            }
            Slow::None { limit, tried: (a, b), complete, slowest } => {
                write!(
                    f,
                    "no case alone takes more than --case-time {:.1} s (cases {a}..={b} run alone{})",
                    limit.as_secs_f64(),
                    if *complete { "" } else { ", as many as the search's time allowed" }
                )?;
                if let Some(t) = slowest {
                    write!(f, "; the slowest, case {} ({}), takes {}", t.number, show(&t.case), took(t))?;
                }
                write!(f, ": the run's cases are slow together")
            }
        }
    }
}

impl Verdict {
    /// Did every answer match?
    pub fn passed(&self) -> bool {
        matches!(self, Verdict::Passed { .. })
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Passed { runs, cases, seconds, notes, noted, presented, differing } => {
                write!(f, "all {cases} cases correct ({runs} runs, {seconds:.2} s in the program)")?;
                write_notes(
                    f,
                    *noted,
                    "; ",
                    "answered in a way the statement allows but the judge's output does not show",
                    notes,
                )?;
                write_notes(
                    f,
                    *differing,
                    "\n",
                    "right in their words but not in their blank space, which a judge may answer with Presentation Error",
                    presented,
                )
            }
            Verdict::Presentation { number, case, what } => {
                write!(f, "case {number} ({}): presentation differs: {what} (--strict)", show(case))
            }
            Verdict::Wrong { number, case, expected, actual, known, open } => {
                write!(f, "case {number} ({}): expected {expected:?}, got {actual:?}", show(case))?;
                for k in known {
                    write!(f, "\n  known floating-point failure: {k}")?;
                }
                if let Some(open) = open {
                    write!(f, "\n  note: only {open}, which the statement leaves open (--strict)")?;
                }
                Ok(())
            }
            Verdict::Missing { number, case, expected } => {
                write!(f, "case {number} ({}): expected {expected:?}, but the output ended", show(case))
            }
            Verdict::Extra { run, extra } => {
                write!(f, "run {run}: unexpected output after the last answer: {extra:?}")
            }
            Verdict::TimedOut { run, first, last, timeout, slow } => {
                write!(
                    f,
                    "run {run} (cases {first}..={last}): timed out after {:.1} s; {slow}",
                    timeout.as_secs_f64()
                )
            }
            Verdict::Crashed { run, first, last, status, stderr, culprit } => {
                write!(f, "run {run} (cases {first}..={last}): the program failed ({status})")?;
                write_culprit(f, culprit)?;
                if !stderr.is_empty() {
                    write!(f, "; its error output ends: {stderr}")?;
                }
                Ok(())
            }
        }
    }
}

/// "; 346 answered in a way …: (--strict fails them)" and the notes, a line
/// each; nothing where `count` is 0.
fn write_notes(
    f: &mut fmt::Formatter<'_>,
    count: usize,
    lead: &str,
    what: &str,
    notes: &[String],
) -> fmt::Result {
    if count == 0 {
        return Ok(());
    }
    write!(f, "{lead}{count} {what} (--strict fails them):")?;
    for note in notes {
        write!(f, "\n  note: {note}")?;
    }
    Ok(())
}

/// "; the first case that does it: case 7 (3 5)".
fn write_culprit(f: &mut fmt::Formatter<'_>, culprit: &Option<(usize, Case)>) -> fmt::Result {
    match culprit {
        Some((number, case)) => write!(f, "; the first case that does it: case {number} ({})", show(case)),
        None => Ok(()),
    }
}

/// A program's output cut into its cases' answers, each a list of lines
/// (blank space inside a line made one space, empty lines dropped). A
/// problem whose answer is a verdict line followed by lines of two or more
/// words (hdu2177's targets, hdu2176's moves) has an answer begin at each line
/// of one word; every other problem answers a case in one line.
pub fn answers_of(problem: Problem, text: &str) -> Vec<Vec<String>> {
    let blocks = matches!(problem.kind(), Kind::Wythoff(Words::Targets) | Kind::NimWinningMoves);
    let mut answers: Vec<Vec<String>> = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_ascii_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let line = words.join(" ");
        match answers.last_mut().filter(|_| blocks && words.len() > 1) {
            Some(answer) => answer.push(line),
            None => answers.push(vec![line]),
        }
    }
    answers
}

/// A case on one line, as in the input (long ones shortened).
fn show(case: &Case) -> String {
    let join = |v: &[Natural]| v.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" ");
    let text = match case {
        Case::Pair(a, b) => format!("{a} {b}"),
        Case::Number(n) => n.to_string(),
        Case::Heaps(h) => format!("heaps {}", join(h)),
        Case::Sums { set, positions } => {
            let p: Vec<String> = positions.iter().map(|p| join(p)).collect();
            format!("S = {set:?}; positions {}", p.join(" | "))
        }
    };
    if text.chars().count() > 300 { text.chars().take(300).collect::<String>() + "…" } else { text }
}

/// Runs the stress test. An error means the program could not be started.
pub fn run(config: &Config) -> io::Result<Verdict> {
    run_with_progress(config, &mut |_, _| {})
}

/// [`run`], calling `progress(cases done, cases in all)` after each run of the
/// program.
pub fn run_with_progress(config: &Config, progress: &mut dyn FnMut(usize, usize)) -> io::Result<Verdict> {
    let limits = &config.limits;
    let options = Options {
        cases: config.cases,
        seed: config.seed,
        max: config.max.clone(),
        hard: true,
        beyond: config.beyond,
    };
    let mut all = cases(config.problem, &options);
    let total = all.len();
    let batch = run_size(config.problem, config.batch, config.beyond);
    let mut runs = 0;
    let mut seconds = 0.0;
    let mut done = 0;
    let (mut noting, mut presenting) = (Notes::default(), Notes::default());
    for i in 0.. {
        let chunk: Vec<Case> = all.by_ref().take(batch).collect();
        if chunk.is_empty() {
            break;
        }
        let chunk = chunk.as_slice();
        let first = i * batch + 1;
        let last = first + chunk.len() - 1;
        let run = i + 1;
        runs += 1;
        let mut input = Vec::new();
        write_input(config.problem, chunk, &mut input)?;
        let answers: Vec<String> = chunk
            .iter()
            .map(|case| {
                let mut answer = Vec::new();
                write_answers(config.problem, std::slice::from_ref(case), &mut answer, limits)
                    .map(|()| String::from_utf8(answer).expect("ASCII"))
            })
            .collect::<io::Result<_>>()?;
        // Output beyond twice the expected size is wrong however it reads: it is
        // not kept, so that a runaway program cannot fill the memory.
        let cap = 2 * answers.iter().map(String::len).sum::<usize>() + (1 << 20);
        let (status, stdout, stderr) = match execute(&config.command, input, config.timeout, cap)? {
            Ran::Finished { status, out, err, seconds: took } => {
                seconds += took;
                (status, out, err)
            }
            Ran::TimedOut { out } => {
                // A wrong answer the program gave before it ran out of time
                // comes first: the answers complete in what it wrote (all but
                // the last, which may have been cut).
                let got = answers_of(config.problem, &String::from_utf8_lossy(&out));
                let complete = got.len().saturating_sub(1);
                for (j, (case, answer)) in chunk.iter().zip(&answers).enumerate().take(complete) {
                    let expected = answers_of(config.problem, answer).concat();
                    if let Some(wrong) = compare(config, first + j, case, &expected, &got[j], &mut noting) {
                        return Ok(wrong);
                    }
                }
                return Ok(match time_alone(config, chunk, &answers, first, &mut noting)? {
                    Alone::Wrong(wrong) => wrong,
                    Alone::Slow(slow) => {
                        Verdict::TimedOut { run, first, last, timeout: config.timeout, slow }
                    }
                });
            }
        };
        let got = answers_of(config.problem, &String::from_utf8_lossy(&stdout));
        // A failed run's answers are not compared: the failure is said below.
        let compared = if status.success() { chunk.len() } else { 0 };
        for (j, (case, answer)) in chunk.iter().zip(&answers).enumerate().take(compared) {
            let expected = answers_of(config.problem, answer).concat();
            let number = first + j;
            let Some(actual) = got.get(j) else {
                return Ok(Verdict::Missing { number, case: case.clone(), expected: expected.join("\n") });
            };
            if let Some(wrong) = compare(config, number, case, &expected, actual, &mut noting) {
                return Ok(wrong);
            }
        }
        if !status.success() {
            let stderr = String::from_utf8_lossy(&stderr);
            let tail: String =
                stderr.trim_end().chars().rev().take(200).collect::<Vec<_>>().into_iter().rev().collect();
            let culprit = bisect(config, chunk, first)?;
            return Ok(Verdict::Crashed {
                run,
                first,
                last,
                status: status.to_string(),
                stderr: tail,
                culprit,
            });
        }
        if got.len() > chunk.len() {
            let extra: Vec<String> = got[chunk.len()..].iter().take(5).map(|a| a.join(" ")).collect();
            return Ok(Verdict::Extra { run, extra: extra.join(" ") });
        }
        // Every answer right in its words: now its blank space.
        for (j, what) in crate::presentation::differences(config.problem, &stdout) {
            let (number, case) = (first + j, &chunk[j.min(chunk.len() - 1)]);
            if config.strict {
                return Ok(Verdict::Presentation { number, case: case.clone(), what });
            }
            presenting.count += 1;
            if presenting.notes.len() < 10 {
                presenting
                    .notes
                    .push(format!("case {number} ({}): presentation differs: {what}", show(case)));
            }
        }
        done += chunk.len();
        progress(done, total);
    }
    Ok(Verdict::Passed {
        runs,
        cases: done,
        seconds,
        notes: noting.notes,
        noted: noting.count,
        presented: presenting.notes,
        differing: presenting.count,
    })
}

/// Answers that differ only in what the statement leaves open: the first ten,
/// and how many in all.
#[derive(Default)]
struct Notes {
    notes: Vec<String>,
    count: usize,
    /// The floating-point methods the program's right answers have ruled
    /// out: each was wrong at a case the program answered right.
    ruled_out: Vec<Method>,
}

/// Case `number`'s answer checked: None when it is right (or differs only in
/// what the statement leaves open, noted unless `--strict`), else the verdict.
fn compare(
    config: &Config,
    number: usize,
    case: &Case,
    expected: &[String],
    actual: &[String],
    noting: &mut Notes,
) -> Option<Verdict> {
    if actual == expected {
        if let Case::Pair(a, b) = case
            && config.problem.is_wythoff()
        {
            rule_out(config.problem, (a, b), actual, &mut noting.ruled_out);
        }
        return None;
    }
    let open = match case {
        Case::Pair(a, b) => left_open(config.problem, (a, b), expected, actual),
        Case::Number(_) | Case::Heaps(_) | Case::Sums { .. } => None,
    };
    if let (Some(what), false) = (&open, config.strict) {
        noting.count += 1;
        if noting.notes.len() < 10 {
            noting.notes.push(format!("case {number} ({}): {what}", show(case)));
        }
        return None;
    }
    let known = match case {
        Case::Pair(a, b) if config.problem.is_wythoff() => {
            float_explains(config.problem, &(a.clone(), b.clone()), actual, &noting.ruled_out)
        }
        Case::Pair(..) | Case::Number(_) | Case::Heaps(_) | Case::Sums { .. } => Vec::new(),
    };
    Some(Verdict::Wrong {
        number,
        case: case.clone(),
        expected: expected.join("\n"),
        actual: actual.join("\n"),
        known,
        open,
    })
}

/// How long the search for a slow case may run its cases alone, before it
/// says what it found so far (each run may still take the run's time-out).
const SEARCH_TIME: Duration = Duration::from_secs(15);

/// What running a timed-out run's cases alone found.
enum Alone {
    /// A wrong answer, before any case passed the per-case limit.
    Wrong(Verdict),
    Slow(Slow),
}

/// The cases of a run that timed out, each run alone in order (`answers`
/// their expected answers): the first that takes longer than the per-case
/// limit, with its time (it may run up to the run's time-out); or a wrong
/// answer met before it; or, if none passes the limit within
/// [`SEARCH_TIME`], the slowest met. One run per case, so a case's time is
/// its own, whatever the machine's load did to the run as a whole.
fn time_alone(
    config: &Config,
    chunk: &[Case],
    answers: &[String],
    first: usize,
    noting: &mut Notes,
) -> io::Result<Alone> {
    let started = Instant::now();
    let limit = config.case_time;
    let mut slowest: Option<Timed> = None;
    let mut tried = 0;
    for (j, (case, answer)) in chunk.iter().zip(answers).enumerate() {
        if started.elapsed() > SEARCH_TIME {
            break;
        }
        let number = first + j;
        let mut input = Vec::new();
        write_input(config.problem, std::slice::from_ref(case), &mut input)?;
        let ran = execute(&config.command, input, config.timeout, 2 * answer.len() + (1 << 20))?;
        tried += 1;
        let (seconds, out) = match ran {
            Ran::Finished { status, out, seconds, .. } if status.success() => (Some(seconds), out),
            // A crash alone is not what is looked for here: its time counts.
            Ran::Finished { seconds, .. } => (Some(seconds), Vec::new()),
            Ran::TimedOut { .. } => (None, Vec::new()),
        };
        let timed = Timed { number, case: case.clone(), seconds };
        if seconds.is_none_or(|s| s > limit.as_secs_f64()) {
            return Ok(Alone::Slow(Slow::Case { timed, limit }));
        }
        let got = answers_of(config.problem, &String::from_utf8_lossy(&out));
        let expected = answers_of(config.problem, answer).concat();
        if let Some(actual) = got.first()
            && let Some(wrong) = compare(config, number, case, &expected, actual, noting)
        {
            return Ok(Alone::Wrong(wrong));
        }
        if slowest.as_ref().is_none_or(|s| s.seconds < timed.seconds) {
            slowest = Some(timed);
        }
    }
    let complete = tried == chunk.len();
    Ok(Alone::Slow(Slow::None { limit, tried: (first, first + tried.saturating_sub(1)), complete, slowest }))
}

/// Where an hdu2177 answer differs from the judge's only in what the
/// statement leaves open: it fixes the verdict line and, where taking the same
/// from both piles wins, that position first; the others' order, and a
/// position reached by two moves, are left open. Says which it is, or None
/// where the answers differ in more.
fn left_open(
    problem: Problem,
    (a, b): (&Natural, &Natural),
    expected: &[String],
    actual: &[String],
) -> Option<String> {
    if problem.kind() != Kind::Wythoff(Words::Targets) || actual.first() != expected.first() {
        return None;
    }
    let both_first = winning_moves(a, b, Rule::Normal).iter().any(|m| m.kind == MoveKind::Both);
    if both_first && actual.get(1) != expected.get(1) {
        return None;
    }
    let mut distinct: Vec<&String> = actual[1..].iter().collect();
    distinct.sort();
    distinct.dedup();
    let mut wanted: Vec<&String> = expected[1..].iter().collect();
    wanted.sort();
    if distinct != wanted {
        return None;
    }
    let twice = distinct.len() < actual.len() - 1;
    let mut first_seen: Vec<&String> = Vec::new();
    for line in &actual[1..] {
        if !first_seen.contains(&line) {
            first_seen.push(line);
        }
    }
    let reordered = first_seen.iter().copied().ne(expected[1..].iter());
    Some(match (reordered, twice) {
        (true, true) => "the positions in another order, and a position listed twice".into(),
        (true, false) => "the positions in another order".into(),
        (false, _) => "a position listed twice".into(),
    })
}

/// The first case of `chunk` (numbered from `first`) that makes the program
/// fail: the shortest prefix of the cases that does, by bisection
/// (each probe a run of the program on that prefix). None if no prefix does
/// alone (the failure then depends on more than the input).
fn bisect(config: &Config, chunk: &[Case], first: usize) -> io::Result<Option<(usize, Case)>> {
    let fails = |n: usize| -> io::Result<bool> {
        let mut input = Vec::new();
        write_input(config.problem, &chunk[..n], &mut input)?;
        Ok(match execute(&config.command, input, config.timeout, 1 << 24)? {
            Ran::TimedOut { .. } => true,
            Ran::Finished { status, .. } => !status.success(),
        })
    };
    if chunk.len() == 1 {
        return Ok(Some((first, chunk[0].clone())));
    }
    if !fails(chunk.len())? {
        return Ok(None);
    }
    let (mut lo, mut hi) = (1, chunk.len());
    while lo < hi {
        let mid = (lo + hi) / 2;
        if fails(mid)? {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(Some((first + lo - 1, chunk[lo - 1].clone())))
}

/// Adds to `ruled_out` the floating-point methods whose verdict at this case
/// differs from the program's (right) answer: the program does not compute
/// as they do.
fn rule_out(problem: Problem, (a, b): (&Natural, &Natural), actual: &[String], ruled_out: &mut Vec<Method>) {
    let Kind::Wythoff(verdict) = problem.kind() else { return };
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let Ok(k) = u64::try_from(&(b - a)) else { return };
    if k >= 1 << 62 {
        return;
    }
    let said = actual.first().map(String::as_str);
    for m in Method::ALL {
        if ruled_out.contains(&m) || !m.fails_at(k) {
            continue;
        }
        let computed = Natural::from(m.compute(k));
        let p = if m.is_upper() { *b == computed } else { *a == computed };
        if said != Some(verdict.line(p).trim_end()) {
            ruled_out.push(m);
        }
    }
}

/// The floating-point methods that are wrong at the case and whose wrong
/// verdict is exactly the program's answer (its first line): a program that
/// printed something else is wrong for another reason, and no method is named.
/// Methods the program's earlier right answers did not rule out come first
/// (those it ruled out are still listed, after them).
fn float_explains(problem: Problem, piles: &Piles, actual: &[String], ruled_out: &[Method]) -> Vec<String> {
    let Kind::Wythoff(verdict) = problem.kind() else { return Vec::new() };
    let (a, b) = if piles.0 <= piles.1 { (&piles.0, &piles.1) } else { (&piles.1, &piles.0) };
    let Ok(k) = u64::try_from(&(b - a)) else { return Vec::new() };
    if k >= 1 << 62 {
        return Vec::new();
    }
    let said = actual.first().map(String::as_str);
    let failing = known_failures(piles);
    let mut explaining: Vec<(bool, String)> = Method::ALL
        .into_iter()
        .filter(|m| m.fails_at(k))
        .zip(failing)
        .filter(|(m, _)| {
            // The method's test: the smaller pile is its ⌊kφ⌋ (or the larger
            // its ⌊kφ²⌋).
            let computed = Natural::from(m.compute(k));
            let p = if m.is_upper() { *b == computed } else { *a == computed };
            said == Some(verdict.line(p).trim_end())
        })
        .map(|(m, note)| (ruled_out.contains(&m), note))
        .collect();
    // Stable: the methods not ruled out first, each group in its order.
    explaining.sort_by_key(|(out, _)| *out);
    explaining.into_iter().map(|(_, note)| note).collect()
}

/// The floating-point methods that are wrong at the case's difference k, said
/// with what they compute.
pub fn known_failures((a, b): &Piles) -> Vec<String> {
    let k = if a <= b { b - a } else { a - b };
    let Ok(k) = u64::try_from(&k) else { return Vec::new() };
    if k >= 1 << 62 {
        return Vec::new();
    }
    let exact = wythoff::wythoff::lower(&k.into());
    Method::ALL
        .into_iter()
        .filter(|m| m.fails_at(k))
        .map(|m| {
            let (what, right) =
                if m.is_upper() { ("⌊kφ²⌋", &exact + k) } else { ("⌊kφ⌋", exact.clone()) };
            format!("{} gives {what} = {} at k = {k}; exact: {right}", m.describe(), m.compute(k))
        })
        .collect()
}

/// How a run of the program ended.
enum Ran {
    /// It exited: its status, its output and error output (each capped), and
    /// its time.
    Finished { status: std::process::ExitStatus, out: Vec<u8>, err: Vec<u8>, seconds: f64 },
    /// It outlived the time-out and was stopped: what it wrote before.
    TimedOut { out: Vec<u8> },
}

/// Reads a stream to its end, keeping at most `cap` bytes of it.
fn read_capped(mut stream: impl Read, cap: usize) -> Vec<u8> {
    let mut kept = Vec::new();
    let _ = stream.by_ref().take(cap as u64).read_to_end(&mut kept);
    let _ = io::copy(&mut stream, &mut io::sink());
    kept
}

/// Runs the command with `input` on stdin, keeping at most `cap` bytes of its
/// output (and 1 MiB of its error output), for at most `timeout`.
fn execute(command: &[String], input: Vec<u8>, timeout: Duration, cap: usize) -> io::Result<Ran> {
    let (program, args) = command.split_first().ok_or_else(|| io::Error::other("no command given"))?;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| io::Error::new(e.kind(), format!("cannot run {program:?}: {e}")))?;
    let mut stdin = child.stdin.take().expect("piped");
    let writer = thread::spawn(move || {
        // A program that stops reading early closes the pipe: not our error.
        let _ = stdin.write_all(&input);
    });
    let stdout = child.stdout.take().expect("piped");
    let (out_tx, out_rx) = std::sync::mpsc::channel();
    thread::spawn(move || {
        let _ = out_tx.send(read_capped(stdout, cap));
    });
    let stderr = child.stderr.take().expect("piped");
    let err_reader = thread::spawn(move || read_capped(stderr, 1 << 20));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            // What it wrote before, if the pipe closes soon (a process it
            // started may still hold it open).
            let out = out_rx.recv_timeout(Duration::from_millis(300)).unwrap_or_default();
            return Ok(Ran::TimedOut { out });
        }
        // Short waits first: most runs of one case end in milliseconds.
        let waited = start.elapsed();
        thread::sleep(if waited < Duration::from_millis(20) {
            Duration::from_micros(200)
        } else {
            Duration::from_millis(2)
        });
    };
    let seconds = start.elapsed().as_secs_f64();
    let _ = writer.join();
    let out = out_rx.recv().unwrap_or_default();
    let err = err_reader.join().unwrap_or_default();
    Ok(Ran::Finished { status, out, err, seconds })
}
