//! `wythoff status A B`: who wins, and why.

use std::io::{self, Write};

use clap::Args;

use super::PositionArgs;

/// Who wins from a position, with the reason in one line
#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  $ wythoff status 4 7\n  P: the player to move loses (normal play)\n  why: the piles differ by k = 3 and ⌊3φ⌋ = 4 is the smaller pile: (4, 7) is P-position number 3\n\n  $ wythoff status 1 1 --misere --json"
)]
pub struct StatusArgs {
    #[command(flatten)]
    position: PositionArgs,
}

pub fn run(args: StatusArgs, out: &mut impl Write) -> io::Result<()> {
    super::moves::verdict(&args.position, false).write(out, args.position.json.json)
}
