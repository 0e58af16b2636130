//! `wythoff status A B`: who wins, and why.

use std::io::Write;

use clap::Args;
use wythoff_answer::{Error, Question};

use crate::args::{Ask, TwoPiles, answer};
use crate::context::Context;

/// Who wins from a position, with the reason in one line
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  $ wythoff status 4 7
  P: the player to move loses (normal play)
  why: the piles differ by k = 3 and ⌊3φ⌋ = 4 is the smaller pile: (4, 7) is P-position number 3

  $ wythoff status 1 1 --misere --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"misere\",\"position\":[\"1\",\"1\"],\"outcome\":\"N\",\"grundy\":null,\"reason\":{\"kind\":\"wythoff_misere_exception\",\"values\":{\"difference\":\"0\",\"expected_smaller\":\"2\",\"smaller\":\"1\",\"larger\":\"1\"},\"text\":\"the piles differ by k = 0 but the misère P-position with difference 0 has smaller pile 2, not the smaller pile 1: not a P-position\"},\"moves\":null}")]
pub struct StatusArgs {
    #[command(flatten)]
    piles: TwoPiles,
}

pub fn run(args: StatusArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let spec = args.piles.spec(context)?;
    answer(&spec, Ask::Analysis(Question::Status), &context.limits, args.piles.json.format(), out)
}
