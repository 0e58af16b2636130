//! `wythoff fibonacci status|moves N [--max-take T]`: the Fibonacci game.

use std::io::{self, Write};

use clap::Args;
use wythoff::fibonacci_game::{FibonacciGame, Position};
use wythoff::{ImpartialGame, Natural, Rule};

use super::{natural, Action, JsonFlag};
use crate::output::{dec, Verdict};

/// The Fibonacci game: the first move takes 1..N−1, then up to twice the last take
#[derive(Args, Debug)]
#[command(after_help = "A position is the heap N and the most the next move may take (default N − 1,
the start). The first player loses from the start iff N is a Fibonacci number.

Examples:
  $ wythoff fibonacci moves 20
  N: the player to move wins (normal play); 1 winning move:
  take 2 -> 18 (next move takes at most 4)
  why: the smallest Zeckendorf part of 20 is 2, which may be taken (at most 19)

  $ wythoff fibonacci status 18 --max-take 4 --json")]
pub struct FibonacciArgs {
    /// status (who wins) or moves (every winning move)
    #[arg(value_enum)]
    action: Action,
    /// The heap
    #[arg(value_parser = natural, allow_negative_numbers = true)]
    n: Natural,
    /// The most the next move may take (default: N − 1, the first move)
    #[arg(long, short = 't', value_parser = natural, allow_negative_numbers = true)]
    max_take: Option<Natural>,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: FibonacciArgs, out: &mut impl Write) -> io::Result<()> {
    let position = match args.max_take {
        Some(max_take) => Position { n: args.n, max_take },
        None => Position::start(args.n),
    };
    let game = FibonacciGame;
    let moves = (args.action == Action::Moves).then(|| {
        game.winning_moves(&position)
            .into_iter()
            .map(|m| {
                let text = format!("take {} -> {} (next move takes at most {})", m.take, m.to.n, m.to.max_take);
                let j = serde_json::json!({"take": dec(&m.take), "to": {"n": dec(&m.to.n), "max_take": dec(&m.to.max_take)}});
                (text, j)
            })
            .collect()
    });
    Verdict {
        game: Some("fibonacci"),
        position: serde_json::json!({"n": dec(&position.n), "max_take": dec(&position.max_take)}),
        rule: Rule::Normal,
        outcome: game.outcome(&position),
        reason: game.reason(&position),
        moves,
        extra: Vec::new(),
    }
    .write(out, args.json.json)
}
