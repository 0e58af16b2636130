//! `wythoff pair N`: the P-position that holds N.

use std::io::Write;

use clap::Args;
use wythoff_answer::listing::Pair;
use wythoff_answer::{Answer, Error};

use crate::args::{JsonFlag, NumberArg, PlayRule, number};
use crate::context::Context;

/// The P-position that holds N, its index k, and which coordinate N is
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  $ wythoff pair 10
  10 = b_4 = ⌊4φ²⌋: P-position number 4 is (6, 10)

  $ wythoff pair 6 --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"normal\",\"n\":\"6\",\"k\":\"4\",\"position\":[\"6\",\"10\"],\"coordinate\":\"a\"}

  $ wythoff pair 1 --misere
  1 is in misère P-position number 1, (0, 1), one of misère play's three exceptions (normal play has (1, 2))")]
pub struct PairArgs {
    /// Any natural number N (digits, `-`, or @FILE)
    #[arg(value_parser = number, allow_negative_numbers = true)]
    n: NumberArg,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: PairArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let n = context.number(&args.n, "<N>")?;
    Ok(Pair::new(n, args.play.rule()).write(out, args.json.format())?)
}
