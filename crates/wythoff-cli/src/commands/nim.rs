//! `wythoff nim status|moves H1 H2 …`: Nim and misère Nim.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_answer::registry::{Game, GameSpec};

use crate::args::{Action, ComputerFlags, JsonFlag, NumberArg, PlayRule, answer, number};
use crate::context::Context;

/// Nim: any number of heaps, a move takes any positive number from one heap
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  $ wythoff nim moves 3 5 7
  N: the player to move wins (normal play); 3 winning moves:
  take 1 from heap 1: 3 -> 2
  take 1 from heap 2: 5 -> 4
  take 1 from heap 3: 7 -> 6
  why: the nim-sum (XOR of the heaps) is 1, not 0

  $ wythoff nim --misere status 1 1 1 --json
  {\"game\":\"nim\",\"parameters\":{},\"rule\":\"misere\",\"position\":[\"1\",\"1\",\"1\"],\"outcome\":\"P\",\"grundy\":null,\"reason\":{\"kind\":\"nim_misere_heaps_at_most_one\",\"values\":{\"heaps_of_one\":\"3\"},\"text\":\"misère play with every heap at most 1: 3 heaps of one, an odd number, so the player to move loses\"},\"moves\":null}")]
pub struct NimArgs {
    /// status (who wins), moves (every winning move) or computer (its move)
    #[arg(value_enum)]
    action: Action,
    /// The heap sizes (each digits, `-`, or @FILE)
    #[arg(value_parser = number, allow_negative_numbers = true, required = true, num_args = 1..)]
    heaps: Vec<NumberArg>,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    computer: ComputerFlags,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: NimArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let heaps = crate::args::numbers(&args.heaps, |i| format!("heap {}", i + 1), context)?;
    let spec = GameSpec::new(Game::Nim, args.play.rule(), heaps, &context.limits)?;
    let ask = args.action.ask(&args.computer, context)?;
    answer(&spec, ask, &context.limits, args.json.format(), out)
}
