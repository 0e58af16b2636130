//! `wythoff bash --max-take M status|moves N`: the Bash game.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_answer::registry::{Game, GameSpec};

use crate::args::{Action, ComputerFlags, JsonFlag, MaxTake, NumberArg, PlayRule, answer, number};
use crate::context::Context;

/// The Bash game: one heap, a move takes 1 to M objects
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  $ wythoff bash --max-take 3 moves 10
  N: the player to move wins (normal play); 1 winning move:
  take 2 -> 8
  why: 10 mod 4 = 2: the player to move loses iff it is 0

  $ wythoff bash -m 3 --misere status 9 --json
  {\"game\":\"bash\",\"parameters\":{\"max_take\":\"3\"},\"rule\":\"misere\",\"position\":[\"9\"],\"outcome\":\"P\",\"grundy\":null,\"reason\":{\"kind\":\"bash_misere_residue\",\"values\":{\"n\":\"9\",\"modulus\":\"4\",\"residue\":\"1\"},\"text\":\"9 mod 4 = 1: in misère play the player to move loses iff it is 1\"},\"moves\":null}")]
pub struct BashArgs {
    /// status (who wins), moves (every winning move) or computer (its move)
    #[arg(value_enum)]
    action: Action,
    /// The heap (digits, `-`, or @FILE)
    #[arg(value_parser = number, allow_negative_numbers = true)]
    n: NumberArg,
    #[command(flatten)]
    max_take: MaxTake,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    computer: ComputerFlags,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: BashArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let n = context.number(&args.n, "<N>")?;
    let max_take = args.max_take.read(context)?;
    let spec = GameSpec::new(Game::Bash { max_take }, args.play.rule(), vec![n], &context.limits)?;
    let ask = args.action.ask(&args.computer, context)?;
    answer(&spec, ask, &context.limits, args.json.format(), out)
}
