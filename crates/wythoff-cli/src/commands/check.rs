//! `wythoff check A B --to X,Y`: a move checked, as `play` and the web API check it.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;

use crate::args::{ByFlag, MoveTo, TwoPiles, answer};
use crate::context::Context;

/// A move checked: legal, in words, or why not
#[derive(Args, Debug)]
#[command(
    after_help = "The same check `play` makes of a move and the web API's /api/wythoff/check answers; `end`
says who won when the move leaves no move. Every game's subcommand has it too
(`wythoff nim check 3 4 5 --to 3,4,1`).

Examples:
  $ wythoff check 5 5 --to 3,5
  legal: take 2 from pile 1 → (3, 5)

  $ wythoff check 5 5 --to 3,4
  wythoff: error: taking 2 from pile 1 and 1 from pile 2 is not one move of this game

  $ wythoff check 1 1 --to 0,0 --misere --by player2
  legal: take 1 from both piles → (0, 0)
  player 1 wins, as player 2 had to take the last object

  $ wythoff check 1 1 --to 0,0 --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"normal\",\"position\":[\"1\",\"1\"],\"to\":[\"0\",\"0\"],\"legal\":true,\"text\":\"take 1 from both piles → (0, 0)\",\"end\":\"you win by taking the last object\",\"winner\":\"you\"}"
)]
pub struct CheckArgs {
    #[command(flatten)]
    piles: TwoPiles,
    #[command(flatten)]
    to: MoveTo,
    #[command(flatten)]
    by: ByFlag,
}

pub fn run(args: CheckArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let spec = args.piles.spec(context)?;
    let ask = args.to.ask(&args.by, context)?;
    answer(&spec, ask, &context.limits, args.piles.json.format(), out)
}
