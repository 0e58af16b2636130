//! `wythoff gen PROBLEM`: an input file for a judge problem, optionally with the
//! hard cases first and the exact answers beside it.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use wythoff::Natural;
use wythoff_judge::gen::{cases, check, write_answers, write_input, Options};
use wythoff_judge::problem::Problem;

use super::{natural, problem};

/// Write a test input for a judge problem (hard cases with --hard)
#[derive(Args, Debug)]
#[command(after_help = "With --hard the input leads with the cases that break the usual solutions: zeros,
P-positions at Fibonacci and Lucas indices and their neighbours, every k up to the bound
where IEEE double, x87 long double or the three-9-digit-parts trick gets ⌊kφ⌋ or ⌊kφ²⌋
wrong, swapped piles; random cases fill the rest. The same seed gives the same file.

Examples:
  $ wythoff gen hdu1527 --cases 3 --seed 7
  $ wythoff gen nod1185 --cases 1000 --hard --max 1000000000000000000 --answers expected.txt > input.txt")]
pub struct GenArgs {
    /// The problem (the list is in `wythoff judge --help`)
    #[arg(value_parser = problem)]
    problem: Problem,
    /// How many cases
    #[arg(long, allow_negative_numbers = true, value_parser = clap::value_parser!(u32))]
    cases: u32,
    /// The random seed
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The largest pile (default: the problem's own limit, 10^9 or 10^18)
    #[arg(long, value_parser = natural, allow_negative_numbers = true)]
    max: Option<Natural>,
    /// Lead with the hard cases
    #[arg(long)]
    hard: bool,
    /// Also write the exact expected output to this file
    #[arg(long, value_name = "FILE")]
    answers: Option<PathBuf>,
}

pub fn run(args: GenArgs, out: &mut impl Write) -> io::Result<ExitCode> {
    let max = args.max.unwrap_or_else(|| args.problem.judge_max());
    let options = Options { cases: args.cases as usize, seed: args.seed, max, hard: args.hard };
    if let Err(e) = check(args.problem, &options) {
        eprintln!("wythoff gen: error: {e}");
        return Ok(ExitCode::from(2));
    }
    let cases = cases(args.problem, &options);
    if let Some(path) = &args.answers {
        let file =
            File::create(path).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
        let mut file = BufWriter::new(file);
        write_answers(args.problem, &cases, &mut file)?;
        file.flush()?;
    }
    write_input(args.problem, &cases, out)?;
    Ok(ExitCode::SUCCESS)
}
