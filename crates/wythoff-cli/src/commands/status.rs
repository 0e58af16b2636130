//! `wythoff status A B`: who wins, and why.

use std::io::{self, Write};

use clap::Args;
use wythoff::wythoff::Wythoff;
use wythoff::ImpartialGame;

use super::PositionArgs;
use crate::output::{pair, Verdict};

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
    let p = &args.position;
    let game = Wythoff { rule: p.rule() };
    let position = [p.a.clone(), p.b.clone()];
    Verdict {
        game: None,
        position: serde_json::json!(pair(&p.a, &p.b)),
        rule: game.rule,
        outcome: game.outcome(&position),
        reason: game.reason(&position),
        moves: None,
        extra: Vec::new(),
    }
    .write(out, p.json)
}
