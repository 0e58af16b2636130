//! `wythoff restricted --max-take M status|moves X Y`: Wythoff's game taking at
//! most M from a pile.

use std::io::Write;

use clap::Args;
use wythoff_answer::Error;
use wythoff_answer::registry::{Game, GameSpec};

use crate::args::{Action, ComputerFlags, JsonFlag, MaxTake, NumberArg, PlayRule, answer, number};
use crate::context::Context;

/// Restricted Wythoff: Wythoff's moves, at most M from a pile
#[derive(Args, Debug)]
#[command(after_help = "Proved (the proofs are in the library's restricted_wythoff module): (x, y) is a
P-position iff (x mod (M+1), y mod (M+1)) is a P-position of Wythoff's game; in misère
play the same with Wythoff's misère P-positions for M ≥ 2, and for M = 1: one pile 0
and the other odd, or both even and at least 2. Also checked against the brute-force
engine for every M ≤ 20.

Examples:
  $ wythoff restricted --max-take 3 moves 9 9
  N: the player to move wins (normal play); 3 winning moves:
  take 1 from both piles -> (8, 8)
  take 3 from pile 1 -> (6, 9)
  take 3 from pile 2 -> (9, 6)
  why: the piles mod 4 are (1, 1), not a Wythoff P-position

  $ wythoff restricted -m 1 --misere status 4 6 --json
  {\"game\":\"restricted\",\"parameters\":{\"max_take\":\"1\"},\"rule\":\"misere\",\"position\":[\"4\",\"6\"],\"outcome\":\"P\",\"grundy\":null,\"reason\":{\"kind\":\"restricted_misere_one\",\"values\":{\"pile1\":\"4\",\"pile2\":\"6\"},\"text\":\"with m = 1 in misère play, (x, y) is P iff one pile is 0 and the other odd, or both are even and at least 2: for (4, 6) it is\"},\"moves\":null}")]
pub struct RestrictedArgs {
    /// status (who wins), moves (every winning move) or computer (its move)
    #[arg(value_enum)]
    action: Action,
    /// Pile 1 (digits, `-`, or @FILE)
    #[arg(value_parser = number, allow_negative_numbers = true)]
    x: NumberArg,
    /// Pile 2
    #[arg(value_parser = number, allow_negative_numbers = true)]
    y: NumberArg,
    #[command(flatten)]
    max_take: MaxTake,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    computer: ComputerFlags,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: RestrictedArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let m = args.max_take.read(context)?;
    let position = vec![context.number(&args.x, "<X>")?, context.number(&args.y, "<Y>")?];
    let spec = GameSpec::new(Game::Restricted { max_take: m }, args.play.rule(), position, &context.limits)?;
    let ask = args.action.ask(&args.computer, context)?;
    answer(&spec, ask, &context.limits, args.json.format(), out)
}
