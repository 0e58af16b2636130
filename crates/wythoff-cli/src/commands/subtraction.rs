//! `wythoff subtraction --set S status|moves|sequence|period [N]`: subtraction games.

use std::io::Write;

use clap::{Args, ValueEnum};
use wythoff::Natural;
use wythoff::subtraction::SubtractionGame;
use wythoff_answer::listing::{PeriodAnswer, write_sequence};
use wythoff_answer::registry::{self, Game, GameSpec};
use wythoff_answer::{Answer, Error, Question};

use crate::args::{Action, Ask, ComputerFlags, JsonFlag, NumberArg, PlayRule, answer, number};
use crate::context::Context;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SubtractionAction {
    /// Who wins from heap N
    Status,
    /// Every winning move from heap N
    Moves,
    /// The computer's move from heap N (--level, --seed)
    Computer,
    /// The values for heaps 0..N (Grundy values; misère: 0 = P, 1 = N)
    Sequence,
    /// The certified preperiod and period
    Period,
}

/// A subtraction game: one heap, a move takes s objects for some s in the set
#[derive(Args, Debug)]
#[command(after_help = "The period is certified: a repeated window of max(S) values proves it, and it is
then used for heaps of any size. The search computes at most --limit values (and at
most 2^33 values x set elements); in misère play the sequence shows outcomes (0 = P).

Examples:
  $ wythoff subtraction --set 1,3,7,8 --misere period
  period 15 from n = 0 (certified by a repeated window of 8 values)
  values from 0: 1 0 1 0 1 0 1 0 1 1 1 1 1 1 1

  $ wythoff subtraction --set 1,3,7,8 --misere moves 1000000000000000000000000000000
  N: the player to move wins (misère play); 2 winning moves:
  take 3 -> 999999999999999999999999999997
  take 7 -> 999999999999999999999999999993
  why: 1000000000000000000000000000000 has the misère outcome of 10, N: the outcomes repeat with period 15 from n = 0, and 1000000000000000000000000000000 ≡ 10 (mod 15)

  $ wythoff subtraction --set 1,3,4 sequence 20
  0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 1 0 1 2 3

  $ wythoff subtraction --set 2,5 sequence 4 --json
  {\"game\":\"subtraction\",\"parameters\":{\"set\":[\"2\",\"5\"]},\"rule\":\"normal\",\"values\":[\"0\",\"0\",\"1\",\"1\"]}")]
pub struct SubtractionArgs {
    /// status, moves, computer, sequence or period
    #[arg(value_enum)]
    action: SubtractionAction,
    /// The heap (for sequence: how many values; none for period)
    #[arg(value_parser = number, allow_negative_numbers = true)]
    n: Option<NumberArg>,
    /// The subtraction set, as a comma-separated list: 1,3,7,8
    #[arg(long, short = 's', allow_negative_numbers = true)]
    set: String,
    #[command(flatten)]
    play: PlayRule,
    /// Values the period search may compute [default: 16777216, at most 1073741824]
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    limit: Option<NumberArg>,
    #[command(flatten)]
    computer: ComputerFlags,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: SubtractionArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let format = args.json.format();
    let set =
        registry::subtraction_set(&registry::number_list(&args.set, "--set", &context.limits)?, "--set")?;
    let limits = match &args.limit {
        Some(limit) => {
            let limit = context.small(limit, "--limit")?;
            context.limits.clone().with_search_limit(limit)?
        }
        None => context.limits.clone(),
    };
    let n = match (args.action, &args.n) {
        (SubtractionAction::Period, Some(_)) => {
            return Err(Error::usage("period takes no heap: it is a fact about the whole game"));
        }
        (SubtractionAction::Period, None) => None,
        (_, Some(n)) => Some(context.number(n, "<N>")?),
        (_, None) => return Err(Error::usage("the heap N is missing")),
    };
    let ask = match args.action {
        SubtractionAction::Status => Some(Ask::Analysis(Question::Status)),
        SubtractionAction::Moves => Some(Ask::Analysis(Question::Moves)),
        SubtractionAction::Computer => Some(Action::Computer.ask(&args.computer, context)?),
        SubtractionAction::Sequence | SubtractionAction::Period => None,
    };
    if let (Some(ask), Some(n)) = (ask, &n) {
        let spec = GameSpec::new(Game::Subtraction { set }, args.play.rule(), vec![n.clone()], &limits)?;
        return answer(&spec, ask, &limits, format, out);
    }
    if let (SubtractionAction::Sequence, Some(n)) = (args.action, &n) {
        limits.check_items(n, "values")?;
    }
    // A heap below the search limit is answered even where no period is
    // certified; the period itself, and heaps beyond, need one.
    let values = limits.values_for(&set);
    let highest = match (args.action, &n) {
        (SubtractionAction::Sequence, Some(n)) if *n > Natural::ZERO => Some(n - 1u8),
        (SubtractionAction::Period, _) => None,
        (_, n) => n.clone(),
    };
    match (args.action, n, highest) {
        (SubtractionAction::Period, _, _) => {
            PeriodAnswer::search(&set, args.play.rule(), &limits)?.write(out, format)?
        }
        (SubtractionAction::Sequence, Some(n), highest) => {
            let game = match &highest {
                Some(h) => SubtractionGame::for_heap(&set, args.play.rule(), values, h),
                None => SubtractionGame::new(&set, args.play.rule(), values),
            }?;
            let count = u64::try_from(&n).expect("checked against the item limit");
            write_sequence(out, &game, count, format)?
        }
        (SubtractionAction::Status | SubtractionAction::Moves | SubtractionAction::Computer, _, _)
        | (SubtractionAction::Sequence, None, _) => {
            unreachable!("answered above, or refused for want of a heap")
        }
    }
    Ok(())
}
