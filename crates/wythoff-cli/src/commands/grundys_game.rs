//! `wythoff grundys-game status|moves|computer|sequence`: Grundy's game.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_answer::registry::Game;

use super::take_break::{self, BreakArgs};
use crate::context::Context;

/// Grundy's game: heaps; a move splits a heap into two heaps of different sizes
#[derive(Args, Debug)]
#[command(
    after_help = "No period of Grundy's game is known, so its values are computed up to the largest heap
(--limit, at most 16,777,216; by the sparse-space method past 2^14) and nothing beyond is
answered. Misère play: positions of at most 40 tokens, by the definition.

Examples:
  $ wythoff grundys-game moves 5 6
  N: the player to move wins (normal play); 2 winning moves:
  split heap 1: 5 -> 2 + 3
  split heap 2: 6 -> 1 + 5
  why: the heaps' values XOR to 2 ⊕ 1 = 3, not 0: the player to move loses exactly when it is 0 (Grundy's game's values computed for heaps 0 to 6; no period is known, so nothing beyond is answered)

  $ wythoff grundys-game sequence 20
  0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3

  $ wythoff grundys-game status 1000000
  wythoff: error: Grundy's game has no known period, so its values are computed up to the largest heap, here 1000000: beyond the values limit (now 16,384 values, at most 16,777,216: --limit, or take_break_values in Python)"
)]
pub struct GrundysGameArgs {
    #[command(flatten)]
    args: BreakArgs,
}

pub fn run(args: GrundysGameArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    take_break::run(Game::GrundysGame, args.args, context, out)
}
