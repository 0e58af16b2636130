//! `wythoff multipile --rule one-or-all|one-or-any status|moves|positions ...`:
//! Wythoff's game on three or more piles, solved by the engine.

use std::io::Write;

use clap::{Args, ValueEnum};
use wythoff::multipile_wythoff::MultiRule;
use wythoff_answer::analysis::GameInfo;
use wythoff_answer::listing::write_box_positions;
use wythoff_answer::registry::{self, Game, GameSpec};
use wythoff_answer::{Error, Question};

use crate::args::{Action, Ask, ComputerFlags, JsonFlag, NumberArg, PlayRule, answer, number};
use crate::context::Context;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MultiAction {
    /// Who wins from the piles given
    Status,
    /// Every winning move from the piles given
    Moves,
    /// The computer's move from the piles given (--level, --seed)
    Computer,
    /// Every P-position with piles x ≤ y ≤ … ≤ --max
    Positions,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RuleSet {
    /// Any amount from one pile, or the same amount from every pile
    OneOrAll,
    /// The same amount from each pile of any nonempty set of piles
    OneOrAny,
}

/// Multi-pile Wythoff (two to twelve piles), solved exactly by retrograde analysis
#[derive(Args, Debug)]
#[command(after_help = "No closed form is known: each answer solves every position below the one asked
about (the box of (x₁+1)·…·(xₙ+1) positions, at most 268,435,456; for positions,
(--max+1)^piles).

Examples:
  $ wythoff multipile --rule one-or-all moves 3 5 7
  N: the player to move wins (normal play); 4 winning moves:
  take 1 from pile 1 -> (2, 5, 7)
  take 1 from pile 2 -> (3, 4, 7)
  take 1 from pile 3 -> (3, 5, 6)
  take 1 from piles 1, 2, 3 -> (2, 4, 6)
  why: the 192 positions below it solved by retrograde analysis: 4 of its 18 moves lead to P-positions

  $ wythoff multipile --rule one-or-any positions --max 3
  0 0 0
  0 1 2
  1 3 3

  $ wythoff multipile --rule one-or-any --misere status 1 1 1 --json
  {\"game\":\"multipile\",\"parameters\":{\"moves\":\"one-or-any\",\"piles\":\"3\"},\"rule\":\"misere\",\"position\":[\"1\",\"1\",\"1\"],\"outcome\":\"N\",\"grundy\":null,\"reason\":{\"kind\":\"retrograde_analysis\",\"values\":{\"positions_solved\":\"8\",\"moves\":\"7\",\"moves_to_p\":\"3\"},\"text\":\"the 8 positions below it solved by retrograde analysis: 3 of its 7 moves lead to P-positions\"},\"moves\":null}")]
pub struct MultipileArgs {
    /// status, moves, computer (piles given) or positions (--max)
    #[arg(value_enum)]
    action: MultiAction,
    /// The piles, two to twelve (status and moves)
    #[arg(value_parser = number, allow_negative_numbers = true)]
    piles: Vec<NumberArg>,
    /// Which moves besides one pile: every pile, or any set of piles
    #[arg(long, value_enum)]
    rule: RuleSet,
    /// positions: the largest pile
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    max: Option<NumberArg>,
    /// positions: how many piles
    #[arg(long = "piles", value_name = "K", default_value_t = 3, value_parser = clap::value_parser!(u8).range(2..=12))]
    pile_count: u8,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    computer: ComputerFlags,
    #[command(flatten)]
    json: JsonFlag,
}

impl RuleSet {
    /// The library's rule set.
    pub fn multi(self) -> MultiRule {
        match self {
            RuleSet::OneOrAll => MultiRule::OneOrAll,
            RuleSet::OneOrAny => MultiRule::OneOrAny,
        }
    }
}

pub fn run(args: MultipileArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let multi = args.rule.multi();
    let rule = args.play.rule();
    let format = args.json.format();
    if args.action == MultiAction::Positions {
        if !args.piles.is_empty() {
            return Err(Error::usage("positions takes no piles: give --max (and --piles)"));
        }
        let Some(max) = &args.max else {
            return Err(Error::usage("positions needs --max, the largest pile"));
        };
        let side = context.number(max, "--max")? + 1u8;
        let game =
            registry::solve_multipile(multi, rule, &vec![side; args.pile_count as usize], &context.limits)?;
        let sorted = game.outcomes().p_positions().filter(|x| x.windows(2).all(|w| w[0] <= w[1]));
        return Ok(write_box_positions(out, &GameInfo::of(&game), sorted, format)?);
    }
    if args.max.is_some() {
        return Err(Error::usage("--max is for positions; status and moves take the piles"));
    }
    let position = crate::args::numbers(&args.piles, |i| format!("pile {}", i + 1), context)?;
    let spec = GameSpec::new(Game::Multipile { moves: multi }, rule, position, &context.limits)?;
    let ask = match args.action {
        MultiAction::Status => Ask::Analysis(Question::Status),
        MultiAction::Moves => Ask::Analysis(Question::Moves),
        _ => Action::Computer.ask(&args.computer, context)?,
    };
    answer(&spec, ask, &context.limits, format, out)
}
