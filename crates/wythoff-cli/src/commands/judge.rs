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
  hdu2516            n per line until 0; Second win if n is a Fibonacci number, else First win
  hdu1846            C, then C lines `n m` (Bash game); first / second
  hdu1850            M, then M heaps, repeated until 0; the number of winning first moves (Nim)
  hdu1907            T, then per case N and N heaps (misère Nim); John / Brother
  hdu2176            m, then m heaps, until 0; No, or Yes and every winning move `before after`
  hdu1536 (hdu1944)  until 0: `k s1..sk`, m, then m lines `l h1..hl`; W/L per position

Values of any size are answered exactly. On malformed input the cases before it are
answered, then one line on stderr names the line, and the exit code is 2.

Examples:
  $ printf '2 1\\n8 4\\n4 7\\n' | wythoff judge hdu1527
  0
  1
  0
  $ wythoff judge nod1185 < input.txt > output.txt")]
pub struct JudgeArgs {
    /// The problem (see the list below)
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
