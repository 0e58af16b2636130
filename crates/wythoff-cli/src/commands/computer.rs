//! `wythoff computer A B`: the computer's move, as `play` and the web API make it.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;

use crate::args::{Action, ByFlag, ComputerFlags, TwoPiles, answer};
use crate::context::Context;

/// The computer's move from a position: a winning move when there is one (at --level
/// perfect), else the least take
#[derive(Args, Debug)]
#[command(after_help = "The same move `play` makes and the web API's /api/wythoff/computer answers; `to` is
null when no move is left, and `end` says who won when the game is over.

Examples:
  $ wythoff computer 5 5
  computer: take 2 from pile 1 → (3, 5)

  $ wythoff computer 0 1 --misere --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"misere\",\"position\":[\"0\",\"1\"],\"to\":[\"0\",\"0\"],\"text\":\"take 1 from pile 2 → (0, 0)\",\"level\":\"perfect\",\"seed\":\"1\",\"end\":\"you win, as the computer had to take the last object\",\"winner\":\"you\"}

  $ wythoff computer 0 0
  computer: no move is left
  the computer cannot move, so it loses in normal play")]
pub struct ComputerArgs {
    #[command(flatten)]
    piles: TwoPiles,
    #[command(flatten)]
    computer: ComputerFlags,
    #[command(flatten)]
    by: ByFlag,
}

pub fn run(args: ComputerArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let spec = args.piles.spec(context)?;
    let ask = Action::Computer.ask(&args.computer, &args.by, context)?;
    answer(&spec, ask, &context.limits, args.piles.json.format(), out)
}
