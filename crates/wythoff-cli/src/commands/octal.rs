//! `wythoff octal --code C status|moves|computer|sequence|period`: octal games.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_answer::registry::{self, Game};

use super::take_break::{self, BreakArgs};
use crate::context::Context;

/// An octal game: heaps; a move removes i tokens from a heap where digit i of the code allows what is left
#[derive(Args, Debug)]
#[command(
    after_help = "Codes as CGSuite writes them, normalised (.07 and 0.070 are 0.07); octal digits only (a
hexadecimal digit, three heaps, is refused). A period is proven by Guy and Smith's
theorem and then answers heaps of any size; without one, heaps within the values
computed (--limit). A heap's moves (every split) are tried one by one up to heaps of
1,000,000. Misère play: positions of at most 40 tokens, by the definition; no sums.

Examples:
  $ wythoff octal --code 0.77 moves 4 5
  N: the player to move wins (normal play); 1 winning move:
  take 1 from heap 2: 5 -> 4
  why: the heaps' values XOR to 1 ⊕ 4 = 5, not 0: the player to move loses exactly when it is 0 (the values of 0.77 repeat with period 12 from heap 71, proven by Guy and Smith's theorem, checked to heap 167)

  $ wythoff octal --code .07 status 1000000000000000000000000000000
  N: the player to move wins (normal play)
  why: the heap's value is 1, not 0: the player to move loses exactly when it is 0 (the values of 0.07 repeat with period 34 from heap 53, proven by Guy and Smith's theorem, checked to heap 175)

  $ wythoff octal --code 0.07 period
  period 34 from heap 53, proven by Guy and Smith's theorem: G(n + 34) = G(n) checked for every n from 53 to 141 (2n0 + p + k - 1, k = 2)
  values from 0: 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3 0 2 1 1 0 4 5 2 7 4 0 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 2 3 3 0 1 1 3 0 2 1 1 0 4 5 3 7 4 8 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 9

  $ wythoff octal --code 0.6 period
  no period proven in the values of heaps 0 to 16383 (the values limit raises how many are computed: --limit, or take_break_values in Python)

  $ wythoff octal --code 0.77 --misere moves 3 4 5
  N: the player to move wins (misère play); 2 winning moves:
  take 1 from heap 1: 3 -> 1 + 1
  take 1 from heap 3: 5 -> 1 + 3
  why: every position reachable from these 12 tokens was searched (misère play has no rule by values): a move leads to a position the next player loses, or no move is left

  $ wythoff octal -c 0.07 sequence 12 --json
  {\"game\":\"octal\",\"parameters\":{\"code\":\"0.07\"},\"rule\":\"normal\",\"values\":[\"0\",\"0\",\"1\",\"1\",\"2\",\"0\",\"3\",\"1\",\"1\",\"0\",\"3\",\"3\"]}"
)]
pub struct OctalArgs {
    /// The octal code d0.d1d2…: digit i says what removing i may leave (1: nothing, 2: one heap, 4: two heaps; Kayles 0.77, Dawson's Kayles 0.07)
    #[arg(long, short = 'c')]
    code: String,
    #[command(flatten)]
    args: BreakArgs,
}

pub fn run(args: OctalArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let code = registry::octal_code(&args.code, "--code")?;
    take_break::run(Game::Octal { code }, args.args, context, out)
}
