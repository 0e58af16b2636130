//! `wythoff judge PROBLEM`: a judge problem's input on stdin, its exact output on stdout.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_judge::judge::{After, JudgeError, judge_input};
use wythoff_judge::problem::Problem;

use crate::args::problem;
use crate::context::Context;

/// The help after the problems' list (which comes from the problems' table).
const JUDGE_HELP: &str = "
Values of any size are answered exactly, up to --max-digits digits a number. On
malformed input the cases before it are answered, then one line on stderr names the
line, and the exit code is 2. Input after the last case (after the terminating 0 or
0 0, after T cases) is not read: a note on stderr says where it began, and the exit
code is 0, as with the judges' own solutions; --strict refuses it instead.

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
    /// Refuse input after the last case (after its terminator, or after T cases),
    /// and input that ends without its terminator, instead of noting them
    #[arg(long)]
    strict: bool,
}

pub fn run(args: JudgeArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let limits = context.limits.clone();
    let after = if args.strict { After::Refuse } else { After::Ignore };
    match judge_input(args.problem, context.stdin(), out, &limits, after) {
        Ok(judged) => {
            if judged.unterminated {
                out.flush()?;
                eprintln!(
                    "wythoff: note: {} input: it ended without the terminating {} that the judges' inputs end with; every case before was answered (--strict refuses it)",
                    args.problem,
                    if args.problem.layout() == wythoff_judge::input::Layout::UntilZero {
                        "`0`"
                    } else {
                        "`0 0`"
                    }
                );
            }
            if let Some(line) = judged.ignored_from {
                out.flush()?;
                eprintln!(
                    "wythoff: note: {} input, line {line}: input after the last case is ignored, as the judges' solutions ignore it (--strict refuses it)",
                    args.problem
                );
            }
            Ok(())
        }
        Err(JudgeError::Output(e)) => Err(e.into()),
        Err(JudgeError::Input(e)) => {
            out.flush()?;
            // "nod1185 input, line 3: …"
            Err(Error { message: format!("{} input, {e}", args.problem), line: None, ..e })
        }
    }
}
