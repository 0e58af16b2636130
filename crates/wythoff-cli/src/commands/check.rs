//! `wythoff check A B --to X,Y`: a move checked, as `play` and the web API check it.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;

use crate::args::{MoveTo, TwoPiles, answer};
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

  $ wythoff check 1 1 --to 0,0 --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"normal\",\"position\":[\"1\",\"1\"],\"to\":[\"0\",\"0\"],\"legal\":true,\"text\":\"take 1 from both piles → (0, 0)\",\"end\":\"you win: you took the last object\"}"
)]
pub struct CheckArgs {
    #[command(flatten)]
    piles: TwoPiles,
    #[command(flatten)]
    to: MoveTo,
}

pub fn run(args: CheckArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let spec = args.piles.spec(context)?;
    let ask = args.to.ask(context)?;
    answer(&spec, ask, &context.limits, args.piles.json.format(), out)
}
