//! `wythoff verify [--budget SECONDS] [--seed S]`: the long self-check.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use clap::Args;
use wythoff_answer::Error;
use wythoff_answer::limits::grouped;
use wythoff_answer::verify::run as verify;

use crate::context::Completion;
use crate::context::Context;

/// Cross-check the closed forms, the two P-position methods and the proven Grundy rows for a while
#[derive(Args, Debug)]
#[command(after_help = "Each round: Wythoff's closed form against the brute-force engine on a random box
(normal and misère), a-Wythoff and restricted Wythoff the same way, ⌊kφ⌋ by square
root against the Fibonacci shift on 2,000 64-bit k and one k of up to 1,064 bits, four
far values of the proven Grundy rows 0..24 against direct computation, and winning moves
from 200 large positions. Rounds repeat until the budget is spent (at least one).
Exit status 1 if anything disagrees, with each disagreement listed.

Examples:
  $ wythoff verify --budget 0 --seed 1 | head -n 1
  verified: 0 disagreements in 1 round")]
pub struct VerifyArgs {
    /// How long to run, in seconds
    #[arg(long, default_value_t = 60)]
    budget: u64,
    /// The seed of the sizes and numbers drawn
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub fn run(args: VerifyArgs, _context: &mut Context, out: &mut impl Write) -> Result<Completion, Error> {
    let terminal = std::io::stderr().is_terminal();
    let report = verify(Duration::from_secs(args.budget), args.seed, &mut |r| {
        if terminal {
            eprint!(
                "\r{} rounds, {} checked, {:.0} s",
                r.rounds,
                grouped(r.total()),
                r.elapsed.as_secs_f64()
            );
        }
    });
    if terminal {
        eprintln!();
    }
    let s = if report.rounds == 1 { "" } else { "s" };
    writeln!(out, "verified: {} disagreements in {} round{s}", report.disagreements.len(), report.rounds)?;
    for tally in &report.tallies {
        writeln!(out, "  {:>15}  {}", grouped(tally.checked), tally.what)?;
    }
    writeln!(out, "  {:>15}  in all, in {:.1} s", grouped(report.total()), report.elapsed.as_secs_f64())?;
    for d in &report.disagreements {
        writeln!(out, "DISAGREEMENT: {d}")?;
    }
    Ok(if report.disagreements.is_empty() { Completion::Answered } else { Completion::CheckFailed })
}
