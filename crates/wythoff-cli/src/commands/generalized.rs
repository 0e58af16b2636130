//! `wythoff generalized --a A status|moves|nth ...`: Fraenkel's a-Wythoff.

use std::io::Write;

use clap::{Args, ValueEnum};
use wythoff::generalized_wythoff::Generalized;
use wythoff_answer::listing::{PPosition, Pair};
use wythoff_answer::registry::{self, Game, GameSpec};
use wythoff_answer::{Answer, Error, Question};

use crate::args::{Action, Ask, ComputerFlags, JsonFlag, NumberArg, PlayRule, answer, number};
use crate::context::Context;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GeneralizedAction {
    /// Who wins from piles X Y
    Status,
    /// Every winning move from piles X Y
    Moves,
    /// The computer's move from piles X Y (--level, --seed)
    Computer,
    /// The N-th P-position
    Nth,
    /// The P-position that holds the number N
    Pair,
}

/// Fraenkel's a-Wythoff: take from one pile, or k and l from both with |k - l| < a
#[derive(Args, Debug)]
#[command(after_help = "The P-positions are (A_n, A_n + a·n) with A_n = ⌊nα⌋, α = (2 - a + √(a² + 4))/2
(Fraenkel 1982), computed in integers for piles and a of any size. In misère play, for
a ≥ 2 they are (0, 1) and (A'_n, A'_n + a·n + 1) with A'_n the mex of the earlier pairs,
= ⌊nα + 1/α⌋ (proved in the library's generalized_wythoff module, and checked against
the brute-force engine); for a = 1 it is Wythoff's game.

Examples:
  $ wythoff generalized --a 2 nth 3
  (4, 10)

  $ wythoff generalized --a 2 pair 10
  10 is in P-position number 3, (4, 10)

  $ wythoff generalized --a 2 moves 5 10
  N: the player to move wins (normal play); 2 winning moves:
  take 1 from pile 1 -> (4, 10)
  take 3 from pile 1 and 4 from pile 2 -> (2, 6)
  why: the piles differ by 5, which is not a·n for a = 2: no P-position has this difference

  $ wythoff generalized --a 3 --misere status 3 10 --json
  {\"game\":\"generalized\",\"parameters\":{\"a\":\"3\"},\"rule\":\"misere\",\"position\":[\"3\",\"10\"],\"outcome\":\"P\",\"grundy\":null,\"reason\":{\"kind\":\"generalized_misere_difference\",\"values\":{\"a\":\"3\",\"difference\":\"7\",\"index\":\"2\",\"expected_smaller\":\"3\",\"smaller\":\"3\",\"larger\":\"10\"},\"text\":\"the piles differ by 7, P-position number 2 (differences a·n + 1, a = 3) has smaller pile 3, as here: (3, 10) is a P-position\"},\"moves\":null}")]
pub struct GeneralizedArgs {
    /// status, moves, computer (two piles), nth (an index) or pair (a number)
    #[arg(value_enum)]
    action: GeneralizedAction,
    /// The piles X Y (digits, `-`, or @FILE), or for nth the index N
    #[arg(value_parser = number, allow_negative_numbers = true, required = true, num_args = 1..=2)]
    numbers: Vec<NumberArg>,
    /// The parameter a ≥ 1 (a = 1 is Wythoff's game)
    #[arg(long = "a", short = 'a', value_parser = number, allow_negative_numbers = true)]
    a: NumberArg,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    computer: ComputerFlags,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: GeneralizedArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let a = registry::positive(context.number(&args.a, "--a")?, "--a")?;
    let format = args.json.format();
    match (args.action, args.numbers.as_slice()) {
        (GeneralizedAction::Nth, [n]) => {
            let game = Generalized::new(a, args.play.rule()).expect("a ≥ 1 (validated)");
            let n = context.number(n, "<N>")?;
            Ok(PPosition::generalized(&game, n).write(out, format)?)
        }
        (GeneralizedAction::Pair, [n]) => {
            let game = Generalized::new(a, args.play.rule()).expect("a ≥ 1 (validated)");
            let n = context.number(n, "<N>")?;
            Ok(Pair::generalized(&game, n).write(out, format)?)
        }
        (GeneralizedAction::Nth | GeneralizedAction::Pair, _) => {
            Err(Error::usage("nth and pair take one number, N"))
        }
        (action, [x, y]) => {
            let position = vec![context.number(x, "<X>")?, context.number(y, "<Y>")?];
            let spec = GameSpec::new(Game::Generalized { a }, args.play.rule(), position, &context.limits)?;
            let ask = match action {
                GeneralizedAction::Status => Ask::Analysis(Question::Status),
                GeneralizedAction::Moves => Ask::Analysis(Question::Moves),
                _ => Action::Computer.ask(&args.computer, context)?,
            };
            answer(&spec, ask, &context.limits, format, out)
        }
        (_, _) => Err(Error::usage("status, moves and computer take two piles, X and Y")),
    }
}
