//! `wythoff nth K`: the K-th P-position.

use std::io::Write;

use clap::Args;
use wythoff_answer::listing::PPosition;
use wythoff_answer::{Answer, Error};

use crate::args::{JsonFlag, NumberArg, PlayRule, number};
use crate::context::Context;

/// The K-th P-position: the one whose piles differ by K, (⌊Kφ⌋, ⌊Kφ⌋ + K)
#[derive(Args, Debug)]
#[command(after_help = "In misère play the P-positions with difference 0 and 1 are (2, 2) and (0, 1);
the others are the same as in normal play.

Examples:
  $ wythoff nth 3
  (4, 7)

  $ wythoff nth 102334155 --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"normal\",\"k\":\"102334155\",\"position\":[\"165580140\",\"267914295\"]}

  $ wythoff nth 0 --misere
  (2, 2)

  $ yes 9 | head -n 200000 | tr -d '\\n' | wythoff nth - | wc -c
  400007")]
pub struct NthArgs {
    /// The index K (digits, `-` for the next number on standard input, or @FILE)
    #[arg(value_parser = number, allow_negative_numbers = true)]
    k: NumberArg,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: NthArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let k = context.number(&args.k, "<K>")?;
    Ok(PPosition::new(k, args.play.rule()).write(out, args.json.format())?)
}
