//! What the take-and-break subcommands (`octal`, `grundys-game`, `lasker-nim`)
//! share: their questions, their arguments, and one `run` through the registry.

use std::io::Write;

use clap::{Args, ValueEnum};
use wythoff_answer::listing::{BreakSequence, OctalPeriod};
use wythoff_answer::registry::{Game, GameSpec};
use wythoff_answer::{Answer, Error};

use crate::args::{Action, ComputerFlags, JsonFlag, NumberArg, PlayRule, answer, number};
use crate::context::Context;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BreakAction {
    /// Who wins from the heaps, and why
    Status,
    /// Every winning move from the heaps (splits too)
    Moves,
    /// The computer's move from the heaps (--level, --seed)
    Computer,
    /// The Grundy values of heaps 0..N
    Sequence,
    /// The period proven by Guy and Smith's theorem (octal games)
    Period,
}

/// The arguments every take-and-break subcommand takes.
#[derive(Args, Debug)]
pub struct BreakArgs {
    /// status, moves, computer, sequence or period
    #[arg(value_enum)]
    pub action: BreakAction,
    /// The heaps (for sequence: how many values; none for period)
    #[arg(value_parser = number, allow_negative_numbers = true)]
    pub heaps: Vec<NumberArg>,
    #[command(flatten)]
    pub play: PlayRule,
    /// Values computed (an octal code's period search; Grundy's game up to the largest heap) [default: 16384, at most 16777216]
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    pub limit: Option<NumberArg>,
    #[command(flatten)]
    pub computer: ComputerFlags,
    #[command(flatten)]
    pub json: JsonFlag,
}

/// Answers `args` for `game` (built by the registry, as every front end).
pub fn run(game: Game, args: BreakArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let format = args.json.format();
    let rule = args.play.rule();
    let limits = match &args.limit {
        Some(limit) => {
            let limit = context.small(limit, "--limit")?;
            context.limits.clone().with_take_break_values(limit)?
        }
        None => context.limits.clone(),
    };
    let heaps = crate::args::numbers(&args.heaps, |i| format!("heap {}", i + 1), context)?;
    let action = match args.action {
        BreakAction::Status => Action::Status,
        BreakAction::Moves => Action::Moves,
        BreakAction::Computer => Action::Computer,
        BreakAction::Period => {
            let Game::Octal { code } = &game else {
                return Err(Error::usage(format!(
                    "period is asked of octal games; {} has {}",
                    game.title(),
                    match game {
                        Game::LaskerNim => "the closed form of `sequence` (G(n) by n mod 4)",
                        _ => "no known period: `sequence N` computes its values",
                    }
                )));
            };
            if !heaps.is_empty() {
                return Err(Error::usage("period takes no heaps: it is a fact about the whole game"));
            }
            if rule == wythoff::Rule::Misere {
                return Err(Error::usage(
                    "period is of the normal-play values (misère play has no rule by values)",
                ));
            }
            return Ok(OctalPeriod::search(code, &limits).write(out, format)?);
        }
        BreakAction::Sequence => {
            let [count] = heaps.as_slice() else {
                return Err(Error::usage("sequence takes one number: how many values (heaps 0..N)"));
            };
            if rule == wythoff::Rule::Misere {
                return Err(Error::usage(
                    "sequence lists normal-play Grundy values; misère play answers positions one by one (status)",
                ));
            }
            let count = limits.check_items(count, "values")?;
            return Ok(BreakSequence::new(game, count, &limits)?.write(out, format)?);
        }
    };
    if heaps.is_empty() {
        return Err(Error::usage("the heaps are missing"));
    }
    let spec = GameSpec::new(game, rule, heaps, &limits)?;
    answer(&spec, action.ask(&args.computer, context)?, &limits, format, out)
}
