//! `wythoff judge PROBLEM`: a judge problem's input on stdin, its exact output on stdout.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_judge::problem::{judge_with_limits, JudgeError, Problem};

use crate::args::problem;
use crate::context::Context;

/// Answer a judge problem's input (stdin) with exactly the judge's output (stdout)
#[derive(Args, Debug)]
#[command(after_help = "Problems:
  p2252              one line `a b`; 1 if the first player wins, else 0
  hdu1527, poj1067   pairs `a b` until end of input; 1 / 0 per pair
  hdu2177            pairs until `0 0`; 0, or 1 and every position one winning move reaches
  nod1072, nod1185   T, then T pairs; A if the first player wins, else B
  hdu2516            n per line until 0; Second win if n is a Fibonacci number, else First win
  hdu1846            C, then C lines `n m` (Bash game); first / second
  hdu1850            M, then M heaps, repeated until 0; the number of winning first moves (Nim)
  hdu1907            T, then per case N and N heaps (misère Nim); John / Brother
  hdu2176            m, then m heaps, until 0; No, or Yes and every winning move `before after`
  hdu1536 (hdu1944)  until 0: `k s1..sk`, m, then m lines `l h1..hl`; W/L per position

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
  wythoff: error: nod1185 input, line 3: expected a natural number, found \"x\"")]
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
