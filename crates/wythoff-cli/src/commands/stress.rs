//! `wythoff stress PROBLEM -- COMMAND`: a contestant's program against exact answers.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use wythoff::Natural;
use wythoff_judge::problem::Problem;
use wythoff_judge::stress::{run as stress, Config};

use super::{natural, problem};

/// Run a program on hard cases and check every answer exactly
#[derive(Args, Debug)]
#[command(after_help = "Exit status: 0 if every answer is right, 1 on the first wrong answer, time-out or
crash (reported with the case, the expected and actual answer, and the floating-point
method known to fail there), 2 on a usage error or a program that cannot be started.

Examples:
  $ wythoff stress hdu1527 -- ./my_solution
  $ wythoff stress nod1185 --cases 20000 --timeout 2 -- python3 sol.py")]
pub struct StressArgs {
    /// The problem (the list is in `wythoff judge --help`)
    #[arg(value_parser = problem)]
    problem: Problem,
    /// How many cases (hard ones first)
    #[arg(long, allow_negative_numbers = true, default_value_t = 5000)]
    cases: u32,
    /// The random seed for the cases after the hard ones
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The largest pile (default: the problem's own limit)
    #[arg(long, value_parser = natural, allow_negative_numbers = true)]
    max: Option<Natural>,
    /// Seconds one run may take
    #[arg(long, default_value_t = 10.0, allow_negative_numbers = true)]
    timeout: f64,
    /// Cases per run, where the format allows several
    #[arg(long, default_value_t = 1000)]
    batch: u32,
    /// The program to test, and its arguments
    #[arg(last = true, required = true, value_name = "COMMAND")]
    command: Vec<String>,
}

pub fn run(args: StressArgs, out: &mut impl Write) -> io::Result<ExitCode> {
    let timeout = match Duration::try_from_secs_f64(args.timeout) {
        Ok(t) if t > Duration::ZERO => t,
        _ => {
            eprintln!("wythoff stress: error: --timeout must be a positive number of seconds");
            return Ok(ExitCode::from(2));
        }
    };
    let config = Config {
        problem: args.problem,
        cases: args.cases as usize,
        seed: args.seed,
        max: args.max.unwrap_or_else(|| args.problem.judge_max()),
        timeout,
        batch: args.batch as usize,
        command: args.command,
    };
    match stress(&config) {
        Ok(verdict) if verdict.passed() => {
            writeln!(out, "ok: {verdict}")?;
            Ok(ExitCode::SUCCESS)
        }
        Ok(verdict) => {
            writeln!(out, "FAILED: {verdict}")?;
            Ok(ExitCode::from(1))
        }
        Err(e) => {
            eprintln!("wythoff stress: error: {e}");
            Ok(ExitCode::from(2))
        }
    }
}
