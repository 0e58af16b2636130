//! `wythoff fibonacci status|moves N [--max-take T]`: the Fibonacci game.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_answer::registry::{Game, GameSpec};

use crate::args::{Action, ComputerFlags, JsonFlag, NumberArg, answer, number};
use crate::context::Context;

/// The Fibonacci game: the first move takes 1..N−1, then up to twice the last take
#[derive(Args, Debug)]
#[command(after_help = "A position is the heap N and the most the next move may take (default N − 1,
the start); in JSON its coordinates are [N, T]. The first player loses from the start
iff N is a Fibonacci number. `status` answers for heaps of any size; `moves` lists
every winning move for heaps of up to 10,000 digits (the listing grows with the
square of the digits).

Examples:
  $ wythoff fibonacci moves 20
  N: the player to move wins (normal play); 1 winning move:
  take 2 -> 18 (next move takes at most 4)
  why: the smallest Zeckendorf part of 20 is 2, which may be taken (at most 19)

  $ wythoff fibonacci status 18 --max-take 4 --json
  {\"game\":\"fibonacci\",\"parameters\":{},\"rule\":\"normal\",\"position\":[\"18\",\"4\"],\"outcome\":\"P\",\"grundy\":null,\"reason\":{\"kind\":\"fibonacci_smallest_part\",\"values\":{\"n\":\"18\",\"smallest_part\":\"5\",\"max_take\":\"4\"},\"text\":\"the smallest Zeckendorf part of 18 is 5, more than the 4 that may be taken\"},\"moves\":null}")]
pub struct FibonacciArgs {
    /// status (who wins), moves (every winning move) or computer (its move)
    #[arg(value_enum)]
    action: Action,
    /// The heap (digits, `-`, or @FILE)
    #[arg(value_parser = number, allow_negative_numbers = true)]
    n: NumberArg,
    /// The most the next move may take (default: N − 1, the first move)
    #[arg(long, short = 'm', short_alias = 't', value_parser = number, allow_negative_numbers = true)]
    max_take: Option<NumberArg>,
    #[command(flatten)]
    computer: ComputerFlags,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: FibonacciArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let mut position = vec![context.number(&args.n, "<N>")?];
    if let Some(max_take) = &args.max_take {
        position.push(context.number(max_take, "--max-take")?);
    }
    let spec = GameSpec::new(Game::Fibonacci, wythoff::Rule::Normal, position, &context.limits)?;
    let ask = args.action.ask(&args.computer, context)?;
    answer(&spec, ask, &context.limits, args.json.format(), out)
}
