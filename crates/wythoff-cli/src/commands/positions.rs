//! `wythoff positions`: P-positions, one a line.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_answer::listing::{positions_range, write_positions};

use crate::args::{JsonFlag, NumberArg, PlayRule, number};
use crate::context::Context;

/// The P-positions (k, aₖ, bₖ) for k in a range, one a line: "k a b"
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("range").required(true).args(["count", "to"])))]
#[command(after_help = "Examples:
  $ wythoff positions --count 4
  0 0 0
  1 1 2
  2 3 5
  3 4 7

  $ wythoff positions --from 1000000000000 --count 2 --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"normal\",\"positions\":[{\"k\":\"1000000000000\",\"position\":[\"1618033988749\",\"2618033988749\"]},{\"k\":\"1000000000001\",\"position\":[\"1618033988751\",\"2618033988752\"]}]}

  $ wythoff positions --to 2 --misere
  0 2 2
  1 0 1
  2 3 5")]
pub struct PositionsArgs {
    /// How many P-positions to list
    #[arg(long, short = 'n', value_parser = number, allow_negative_numbers = true)]
    count: Option<NumberArg>,
    /// The first index k
    #[arg(long, value_parser = number, allow_negative_numbers = true, default_value = "0")]
    from: NumberArg,
    /// The last index k (inclusive), instead of --count
    #[arg(long, value_parser = number, allow_negative_numbers = true, conflicts_with = "count")]
    to: Option<NumberArg>,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: PositionsArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let from = context.number(&args.from, "--from")?;
    let count = args.count.as_ref().map(|c| context.number(c, "--count")).transpose()?;
    let to = args.to.as_ref().map(|t| context.number(t, "--to")).transpose()?;
    let (from, end) = positions_range(from, count, to, ["--from", "--count", "--to"], &context.limits)?;
    Ok(write_positions(out, args.play.rule(), &from, &end, args.json.format())?)
}
