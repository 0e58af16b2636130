//! `wythoff lasker-nim status|moves|computer|sequence`: Lasker's Nim.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_answer::registry::Game;

use super::take_break::{self, BreakArgs};
use crate::context::Context;

/// Lasker's Nim: heaps; a move takes any number from one heap, or splits a heap in two
#[derive(Args, Debug)]
#[command(
    after_help = "The values follow Lasker's closed form (G(n) = n for n = 1, 2 mod 4, n + 1 for 3, n - 1
for 0), so status answers heaps of any size; moves tries every split, for heaps up to
1,000,000. Misère play: positions of at most 40 tokens, by the definition.

Examples:
  $ wythoff lasker-nim moves 2 2 3
  N: the player to move wins (normal play); 1 winning move:
  take 3 from heap 3: 3 -> 0
  why: the heaps' values XOR to 2 ⊕ 2 ⊕ 4 = 4, not 0: the player to move loses exactly when it is 0 (Lasker's Nim's values: G(n) = n for n ≡ 1, 2 (mod 4), n + 1 for n ≡ 3, n − 1 for n ≡ 0 (Lasker 1931))

  $ wythoff lasker-nim --misere moves 2 3
  N: the player to move wins (misère play); 1 winning move:
  take 1 from heap 2: 3 -> 2
  why: every position reachable from these 5 tokens was searched (misère play has no rule by values): a move leads to a position the next player loses, or no move is left

  $ wythoff lasker-nim sequence 12
  0 1 2 4 3 5 6 8 7 9 10 12"
)]
pub struct LaskerNimArgs {
    #[command(flatten)]
    args: BreakArgs,
}

pub fn run(args: LaskerNimArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    take_break::run(Game::LaskerNim, args.args, context, out)
}
