//! `wythoff stress PROBLEM -- COMMAND`: a contestant's program against exact answers.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use clap::Args;
use wythoff_answer::Error;
use wythoff_judge::problem::Problem;
use wythoff_judge::stress::{Config, run_with_progress};

use crate::args::{CaseArgs, NumberArg, number, problem};
use crate::context::Completion;
use crate::context::Context;

/// Run a program on hard cases and check every answer exactly
#[derive(Args, Debug)]
#[command(after_help = format!("Exit status: 0 if every answer is right, 1 on the first wrong answer, time-out or
crash (reported with the case, the expected and actual answer, and the floating-point
method whose answer it is, if one is), 2 on a usage error or a program that cannot be
started. A case's answer is one line, or for hdu2177 and hdu2176 a verdict line and
the lines after it. A crash is bisected to the first case that causes it. A run that
times out is first searched for a wrong answer in what it wrote; then its cases are
run one at a time and the first that takes longer than --case-time alone is named
with its time (or, if none does, the slowest), so that a time-out is blamed on the
slow case, not on where the run happened to pass --timeout.
hdu2177's statement fixes the verdict and, where taking the same from both piles wins,
that position first: the others in another order, or a position reached by two moves
listed twice, pass with a note (--strict fails them).

The cases are gen's hard cases, then random ones, all inside what the problem's
statement allows, its edges included, and a run gets no more cases than one input
may hold. Inside the constraints means:
{}--beyond drops them (numbers from 0 to --max, default 10^9 or the statement's bound
if larger, cses2207 at most 33,554,431; pairs in either order; zeros and empty heaps;
the largest machine words under --max; any count), to test what a solution does past
the judge's limits. Answers right in their words but not their blank space (trailing
spaces, CRLF, blank lines, no final newline) pass with a note (--strict fails them).

Cost: the program is started once per --batch cases. The defaults, 5,000 cases in runs
of 1,000, start it 5 times; --batch 1 starts it 5,000 times (minutes for an
interpreter that takes a tenth of a second to start). Problems with one case per input
(p2252) always run one case at a time. On a terminal, progress is shown on stderr.

Examples:
  $ wythoff stress hdu2516 --count 20 -- sh -c 'while read n; do [ $n = 0 ] && break; echo First win; done'
  FAILED: case 1 (2): expected \"Second win\", got \"First win\"

  $ wythoff stress nod1185 --count 20000 --timeout 2 -- python3 sol.py", wythoff_judge::problem::constraints_list()))]
pub struct StressArgs {
    /// The problem (the list is in `wythoff judge --help`)
    #[arg(value_parser = problem)]
    problem: Problem,
    /// How many cases (hard ones first)
    #[arg(long, short = 'n', alias = "cases", value_parser = number, allow_negative_numbers = true, default_value = "5000")]
    count: NumberArg,
    #[command(flatten)]
    cases: CaseArgs,
    /// Seconds one run may take
    #[arg(long, default_value_t = 10.0, allow_negative_numbers = true)]
    timeout: f64,
    /// Seconds one case may take alone: when a run times out, its cases are run
    /// one by one and the first that takes longer is named, with its time
    #[arg(long, default_value_t = 1.0, allow_negative_numbers = true, value_name = "SECONDS")]
    case_time: f64,
    /// Cases per run of the program (1 to 1,000,000; no more than one input
    /// may hold under the statement, unless --beyond)
    #[arg(long, value_parser = number, allow_negative_numbers = true, default_value = "1000")]
    batch: NumberArg,
    /// Fail on what a statement leaves open (hdu2177: the positions after the
    /// equal-take one in another order, or one listed twice) instead of noting it
    #[arg(long)]
    strict: bool,
    /// The program to test, and its arguments
    #[arg(last = true, required = true, value_name = "COMMAND")]
    command: Vec<String>,
}

pub fn run(args: StressArgs, context: &mut Context, out: &mut impl Write) -> Result<Completion, Error> {
    let timeout = match Duration::try_from_secs_f64(args.timeout) {
        Ok(t) if t > Duration::ZERO => t,
        _ => return Err(Error::usage("--timeout must be a positive number of seconds")),
    };
    let case_time = match Duration::try_from_secs_f64(args.case_time) {
        Ok(t) if t > Duration::ZERO => t,
        _ => return Err(Error::usage("--case-time must be a positive number of seconds")),
    };
    let batch = context.small(&args.batch, "--batch")?;
    if batch == 0 {
        return Err(Error::usage(
            "--batch must be at least 1 (it is the number of cases one run of the program gets)",
        ));
    }
    context.limits.check_batch(batch)?;
    let count = context.number(&args.count, "--count")?;
    let count = context.limits.check_items(&count, "cases")? as usize;
    let options = args.cases.options(args.problem, count, true, context)?;
    let config = Config {
        problem: args.problem,
        cases: options.cases,
        seed: options.seed,
        max: options.max,
        beyond: options.beyond,
        timeout,
        case_time,
        batch: usize::try_from(batch).unwrap_or(usize::MAX),
        command: args.command,
        limits: context.limits.clone(),
        strict: args.strict,
    };
    let terminal = std::io::stderr().is_terminal();
    let mut progress = |done: usize, total: usize| {
        if terminal {
            eprint!("\rstress: {done} of {total} cases checked");
            if done == total {
                eprintln!();
            }
        }
    };
    let verdict = run_with_progress(&config, &mut progress).map_err(Error::from)?;
    if verdict.passed() {
        writeln!(out, "ok: {verdict}")?;
        Ok(Completion::Answered)
    } else {
        writeln!(out, "FAILED: {verdict}")?;
        Ok(Completion::CheckFailed)
    }
}
