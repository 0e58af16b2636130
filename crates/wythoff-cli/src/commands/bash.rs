//! `wythoff bash --max-take M status|moves N`: the Bash game.

use std::io::{self, Write};

use clap::Args;
use wythoff::bash::Bash;
use wythoff::{ImpartialGame, Natural};

use super::{natural, Action, JsonFlag, PlayRule};
use crate::output::{dec, Verdict};

/// The Bash game: one heap, a move takes 1 to M objects
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  $ wythoff bash --max-take 3 moves 10
  N: the player to move wins (normal play); 1 winning move:
  take 2 -> 8
  why: 10 mod 4 = 2: the player to move loses iff it is 0

  $ wythoff bash --max-take 3 --misere status 9 --json")]
pub struct BashArgs {
    /// status (who wins) or moves (every winning move)
    #[arg(value_enum)]
    action: Action,
    /// The heap
    #[arg(value_parser = natural, allow_negative_numbers = true)]
    n: Natural,
    /// The most one move may take (at least 1)
    #[arg(long, short = 'm', value_parser = natural, allow_negative_numbers = true)]
    max_take: Natural,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: BashArgs, out: &mut impl Write) -> io::Result<bool> {
    if args.max_take == Natural::ZERO {
        eprintln!("wythoff bash: error: --max-take must be at least 1");
        return Ok(false);
    }
    let game = Bash { max_take: args.max_take, rule: args.play.rule() };
    let n = &args.n;
    let moves = (args.action == Action::Moves).then(|| {
        game.winning_moves(n)
            .into_iter()
            .map(|take| {
                let to = n - &take;
                (format!("take {take} -> {to}"), serde_json::json!({"take": dec(&take), "to": dec(&to)}))
            })
            .collect()
    });
    Verdict {
        game: Some("bash"),
        position: dec(n).into(),
        rule: game.rule,
        outcome: game.outcome(n),
        reason: game.reason(n),
        moves,
        extra: vec![("max_take", dec(&game.max_take).into())],
    }
    .write(out, args.json.json)?;
    Ok(true)
}
