//! `wythoff judge PROBLEM`: a judge problem's input on stdin, its exact output on stdout.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_judge::problem::{judge_with_limits, JudgeError, Problem};

use crate::args::problem;
use crate::context::Context;

/// The help after the problems' list (which comes from the problems' table).
const JUDGE_HELP: &str = "
Values of any size are answered exactly, up to --max-digits digits a number. On
malformed input the cases before it are answered, then one line on stderr names the
line, and the exit code is 2.

Examples:
  $ printf '2 1\\n8 4\\n4 7\\n' | wythoff judge hdu1527
  0
  1
  0

  $ printf '3\\n3 5\\n3 x\\n1 9\\n' | wythoff judge nod1185
  B
  wythoff: error: nod1185 input, line 3: expected a natural number, found \"x\"";

/// Answer a judge problem's input (stdin) with exactly the judge's output (stdout)
#[derive(Args, Debug)]
#[command(after_help = format!("Problems:\n{}{}", wythoff_judge::problem::help_list(), JUDGE_HELP))]
pub struct JudgeArgs {
    /// The problem (see the list below)
    #[arg(value_parser = problem)]
    problem: Problem,
}

pub fn run(args: JudgeArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let limits = context.limits.clone();
    match judge_with_limits(args.problem, context.stdin(), out, &limits) {
        Ok(()) => Ok(()),
        Err(JudgeError::Output(e)) => Err(e.into()),
        Err(JudgeError::Input(e)) => {
            out.flush()?;
            // "nod1185 input, line 3: …"
            Err(Error { message: format!("{} input, {e}", args.problem), line: None, ..e })
        }
    }
}
