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
use crate::gen::{cases, write_answers, write_input, Options, Piles};
use crate::problem::{Case, Layout, Problem};

/// What to run, on what.
#[derive(Clone, Debug)]
pub struct Config {
    /// The problem whose format the program speaks.
    pub problem: Problem,
    /// How many cases in all (hard ones first).
    pub cases: usize,
    /// The random seed for the cases after the hard ones.
    pub seed: u64,
    /// The largest pile.
    pub max: Natural,
    /// How long one run may take.
    pub timeout: Duration,
    /// How many cases one run gets, where the format allows more than one (at
    /// least 1).
    pub batch: usize,
    /// The program and its arguments.
    pub command: Vec<String>,
    /// The limits the expected answers are computed under.
    pub limits: Limits,
}

/// How the stress test ended.
#[derive(Debug)]
pub enum Verdict {
    /// Every answer matched; `seconds` is the program's total wall-clock time.
    Passed { runs: usize, cases: usize, seconds: f64 },
    /// The first wrong answer.
    Wrong { number: usize, case: Case, expected: String, actual: String, known: Vec<String> },
    /// The program's output ended before this case's answer.
    Missing { number: usize, case: Case, expected: String },
    /// The program wrote more than the answers.
    Extra { run: usize, extra: String },
    /// A run took longer than the time-out.
    TimedOut { run: usize, first: usize, last: usize, timeout: Duration },
    /// A run ended with a failure status.
    Crashed { run: usize, first: usize, last: usize, status: String, stderr: String },
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
            Verdict::Passed { runs, cases, seconds } => {
                write!(f, "all {cases} cases correct ({runs} runs, {seconds:.2} s in the program)")
            }
            Verdict::Wrong { number, case, expected, actual, known } => {
                write!(f, "case {number} ({}): expected {expected:?}, got {actual:?}", show(case))?;
                for k in known {
                    write!(f, "\n  known floating-point failure: {k}")?;
                }
                Ok(())
            }
            Verdict::Missing { number, case, expected } => {
                write!(f, "case {number} ({}): expected {expected:?}, but the output ended", show(case))
            }
            Verdict::Extra { run, extra } => {
                write!(f, "run {run}: unexpected output after the last answer: {extra:?}")
            }
            Verdict::TimedOut { run, first, last, timeout } => {
                write!(
                    f,
                    "run {run} (cases {first}..={last}): timed out after {:.1} s",
                    timeout.as_secs_f64()
                )
            }
            Verdict::Crashed { run, first, last, status, stderr } => {
                write!(f, "run {run} (cases {first}..={last}): the program failed ({status})")?;
                if !stderr.is_empty() {
                    write!(f, "; its error output ends: {stderr}")?;
                }
                Ok(())
            }
        }
    }
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
    if text.chars().count() > 300 {
        text.chars().take(300).collect::<String>() + "…"
    } else {
        text
    }
}

/// Runs the stress test. An error means the program could not be started.
pub fn run(config: &Config) -> io::Result<Verdict> {
    run_with_progress(config, &mut |_, _| {})
}

/// [`run`], calling `progress(cases done, cases in all)` after each run of the
/// program.
pub fn run_with_progress(config: &Config, progress: &mut dyn FnMut(usize, usize)) -> io::Result<Verdict> {
    let limits = &config.limits;
    let options = Options { cases: config.cases, seed: config.seed, max: config.max.clone(), hard: true };
    let mut all = cases(config.problem, &options);
    let total = all.len();
    let batch = if config.problem.layout() == Layout::One { 1 } else { config.batch.max(1) };
    let mut runs = 0;
    let mut seconds = 0.0;
    let mut done = 0;
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
        let started = Instant::now();
        let (status, stdout, stderr) = match execute(&config.command, input, config.timeout, cap)? {
            Some(done) => done,
            None => return Ok(Verdict::TimedOut { run, first, last, timeout: config.timeout }),
        };
        seconds += started.elapsed().as_secs_f64();
        let text = String::from_utf8_lossy(&stdout);
        let mut actual = text.split_ascii_whitespace();
        for (j, (case, answer)) in chunk.iter().zip(&answers).enumerate() {
            let expected: Vec<&str> = answer.split_ascii_whitespace().collect();
            let got: Vec<&str> = actual.by_ref().take(expected.len()).collect();
            let number = first + j;
            if got.is_empty() && status.success() {
                return Ok(Verdict::Missing { number, case: case.clone(), expected: expected.join(" ") });
            }
            if got != expected {
                if !status.success() {
                    break;
                }
                return Ok(Verdict::Wrong {
                    number,
                    case: case.clone(),
                    expected: expected.join(" "),
                    actual: got.join(" "),
                    known: match case {
                        Case::Pair(a, b) if config.problem.is_wythoff() => {
                            known_failures(&(a.clone(), b.clone()))
                        }
                        _ => Vec::new(),
                    },
                });
            }
        }
        if !status.success() {
            let stderr = String::from_utf8_lossy(&stderr);
            let tail: String =
                stderr.trim_end().chars().rev().take(200).collect::<Vec<_>>().into_iter().rev().collect();
            return Ok(Verdict::Crashed { run, first, last, status: status.to_string(), stderr: tail });
        }
        let extra: Vec<&str> = actual.take(5).collect();
        if !extra.is_empty() {
            return Ok(Verdict::Extra { run, extra: extra.join(" ") });
        }
        done += chunk.len();
        progress(done, total);
    }
    Ok(Verdict::Passed { runs, cases: done, seconds })
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

type Finished = (std::process::ExitStatus, Vec<u8>, Vec<u8>);

/// Reads a stream to its end, keeping at most `cap` bytes of it.
fn read_capped(mut stream: impl Read, cap: usize) -> Vec<u8> {
    let mut kept = Vec::new();
    let _ = stream.by_ref().take(cap as u64).read_to_end(&mut kept);
    let _ = io::copy(&mut stream, &mut io::sink());
    kept
}

/// Runs the command with `input` on stdin, keeping at most `cap` bytes of its
/// output (and 1 MiB of its error output); None if it outlives `timeout`.
fn execute(
    command: &[String],
    input: Vec<u8>,
    timeout: Duration,
    cap: usize,
) -> io::Result<Option<Finished>> {
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
    let reader = thread::spawn(move || read_capped(stdout, cap));
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
            return Ok(None);
        }
        thread::sleep(Duration::from_millis(2));
    };
    let _ = writer.join();
    let out = reader.join().unwrap_or_default();
    let err = err_reader.join().unwrap_or_default();
    Ok(Some((status, out, err)))
}
