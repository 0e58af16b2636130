//! `wythoff moves A B`: every winning move.

use std::io::Write;

use clap::Args;
use wythoff_answer::{Error, Question};

use crate::args::{Ask, TwoPiles, answer};
use crate::context::Context;

/// Every winning move from a position (there are at most three)
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  $ wythoff moves 5 5
  N: the player to move wins (normal play); 3 winning moves:
  take 5 from both piles → (0, 0)
  take 2 from pile 1 → (3, 5)
  take 2 from pile 2 → (5, 3)
  why: the piles differ by k = 0 but ⌊0φ⌋ = 0, not the smaller pile 5: not a P-position

  $ wythoff moves 3 6 --misere --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"misere\",\"position\":[\"3\",\"6\"],\"outcome\":\"N\",\"grundy\":null,\"reason\":{\"kind\":\"wythoff_difference\",\"values\":{\"difference\":\"3\",\"expected_smaller\":\"4\",\"smaller\":\"3\",\"larger\":\"6\"},\"text\":\"the piles differ by k = 3 but ⌊3φ⌋ = 4, not the smaller pile 3: not a P-position\"},\"moves\":[{\"text\":\"take 1 from pile 2 → (3, 5)\",\"piles\":[\"2\"],\"take\":[\"1\"],\"to\":[\"3\",\"5\"]}]}")]
pub struct MovesArgs {
    #[command(flatten)]
    piles: TwoPiles,
}

pub fn run(args: MovesArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let spec = args.piles.spec(context)?;
    answer(&spec, Ask::Analysis(Question::Moves), &context.limits, args.piles.json.format(), out)
}
