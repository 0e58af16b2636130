//! `wythoff judge PROBLEM`: a judge problem's input on stdin, its exact output on stdout.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Args;
use wythoff_judge::problem::{judge, JudgeError, Problem};

use super::problem;

/// Answer a judge problem's input (stdin) with exactly the judge's output (stdout)
#[derive(Args, Debug)]
#[command(after_help = "Problems:
  p2252              one line `a b`; 1 if the first player wins, else 0
  hdu1527, poj1067   pairs `a b` until end of input; 1 / 0 per pair
  hdu2177            pairs until `0 0`; 0, or 1 and every position one winning move reaches
  nod1072, nod1185   T, then T pairs; A if the first player wins, else B

Values of any size are answered exactly. On malformed input the cases before it are
answered, then one line on stderr names the line, and the exit code is 2.

Examples:
  $ printf '2 1\\n8 4\\n4 7\\n' | wythoff judge hdu1527
  0
  1
  0
  $ wythoff judge nod1185 < input.txt > output.txt")]
pub struct JudgeArgs {
    /// The problem (p2252, hdu1527, poj1067, hdu2177, nod1072, nod1185)
    #[arg(value_parser = problem)]
    problem: Problem,
}

pub fn run(args: JudgeArgs, out: &mut impl Write) -> io::Result<ExitCode> {
    let stdin = io::stdin();
    match judge(args.problem, stdin.lock(), out) {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(JudgeError::Output(e)) => Err(e),
        Err(e @ JudgeError::Input(_)) => {
            out.flush()?;
            eprintln!("wythoff judge {}: {e}", args.problem);
            Ok(ExitCode::from(2))
        }
    }
}
