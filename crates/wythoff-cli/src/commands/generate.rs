//! `wythoff gen PROBLEM`: an input file for a judge problem, optionally with the
//! hard cases first and the exact answers beside it.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;

use clap::Args;
use wythoff_answer::Error;
use wythoff_judge::generate::{cases, check_count, write_input_and_answers};
use wythoff_judge::problem::Problem;

use crate::args::{CaseArgs, NumberArg, number, problem};
use crate::context::Context;

/// Write a test input for a judge problem (hard cases with --hard)
#[derive(Args, Debug)]
#[command(after_help = format!("Every case lies inside what the problem's statement allows, its edges included
(the largest numbers, the most heaps a case may list); --max lowers the bound, and a
count past the cases one input may hold is refused. Inside the constraints means:
{}--beyond drops them: numbers from 0 to --max (default 10^9, or the statement's bound
if larger), pairs in either order, zeros (empty heaps, n = 0; hdu2516's n and poj1704's
squares start at 1), the largest machine words under --max, any count. cses2207 is
answered for n up to 33,554,431 (below 2^25 every heap of value 0 is listed): that is
its --beyond default, and a --max past it is refused.

With --hard the input leads with the cases that break the usual solutions (at most
100,000 of them; where a problem caps an input's cases below that, --part 2, 3, …
write the rest of them, each file its own --count cases of the same sequence): the smallest positions and the edges, P-positions at Fibonacci and
Lucas indices and their neighbours, every k up to the bound where IEEE double, x87
long double or the three-9-digit-parts trick gets ⌊kφ⌋ or ⌊kφ²⌋ wrong, swapped piles;
random cases fill the rest. The same seed gives the same file. Cases are written as
they are made, so memory does not grow with --count (at most 100,000,000; --max at
most 10,000 digits).

Examples:
  $ wythoff gen hdu1527 --count 3 --seed 7
  780332525 756210734
  89184487 911918040
  281443233 173941484

  $ wythoff gen nod1185 --count 4 --hard --answers expected.txt && cat expected.txt
  4
  1 1
  1 2
  165580140 267914295
  63245985 102334154
  A
  B
  B
  B

  $ wythoff gen hdu2516 --count 3 --hard
  2
  1836311903
  3
  0", wythoff_judge::problem::constraints_list()))]
pub struct GenArgs {
    /// The problem (the list is in `wythoff judge --help`)
    #[arg(value_parser = problem)]
    problem: Problem,
    /// How many cases
    #[arg(long, short = 'n', alias = "cases", value_parser = number, allow_negative_numbers = true)]
    count: NumberArg,
    #[command(flatten)]
    cases: CaseArgs,
    /// Lead with the hard cases
    #[arg(long)]
    hard: bool,
    /// Also write the exact expected output to this file
    #[arg(long, value_name = "FILE")]
    answers: Option<PathBuf>,
    /// Write the K-th file of a series, each of --count cases, cut from one
    /// sequence (hard cases first): --part 1, 2, … together hold the whole
    /// hard set within a problem's case cap
    #[arg(long, value_name = "K", value_parser = number, allow_negative_numbers = true)]
    part: Option<NumberArg>,
}

pub fn run(args: GenArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let count = context.number(&args.count, "--count")?;
    let count = context.limits.check_items(&count, "cases")? as usize;
    let part = match &args.part {
        Some(k) => match context.small(k, "--part")? {
            0 => return Err(Error::usage("--part counts from 1 (the first file of the series)")),
            k => usize::try_from(k).unwrap_or(usize::MAX),
        },
        None => 1,
    };
    let options = args.cases.options(args.problem, count, args.hard, context)?;
    check_count(args.problem, &options).map_err(Error::usage)?;
    // Part K: cases (K − 1)·count + 1 to K·count of the sequence of K·count.
    let total =
        count.checked_mul(part).ok_or_else(|| Error::usage("--part times --count is too many cases"))?;
    context.limits.check_items(&wythoff::Natural::from(total as u64), "cases (--count times --part)")?;
    let options = wythoff_judge::generate::Options { cases: total, ..options };
    let mut answers = match &args.answers {
        Some(path) => Some(BufWriter::new(
            File::create(path).map_err(|e| Error::from(e).about(&path.display().to_string()))?,
        )),
        None => None,
    };
    let writer = answers.as_mut().map(|w| w as &mut dyn Write);
    let these = cases(args.problem, &options).skip(total - count);
    write_input_and_answers(args.problem, these, out, writer, &context.limits)?;
    if let Some(mut file) = answers {
        file.flush()?;
    }
    Ok(())
}
