//! `wythoff nim status|moves H1 H2 …`: Nim and misère Nim.

use std::io::{self, Write};

use clap::Args;
use wythoff::nim::{nim_sum, Nim};
use wythoff::{ImpartialGame, Natural};

use super::{natural, Action, JsonFlag, PlayRule};
use crate::output::{dec, Verdict};

/// Nim: any number of heaps, a move takes any positive number from one heap
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  $ wythoff nim moves 3 5 7
  N: the player to move wins (normal play); 1 winning move:
  heap 1: 3 -> 2
  why: the nim-sum (XOR of the heaps) is 1, not 0

  $ wythoff nim --misere status 1 1 1 --json")]
pub struct NimArgs {
    /// status (who wins) or moves (every winning move)
    #[arg(value_enum)]
    action: Action,
    /// The heap sizes
    #[arg(value_parser = natural, allow_negative_numbers = true, required = true, num_args = 1..)]
    heaps: Vec<Natural>,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    json: JsonFlag,
}

pub fn run(args: NimArgs, out: &mut impl Write) -> io::Result<()> {
    let game = Nim { rule: args.play.rule() };
    let heaps = args.heaps;
    let moves = (args.action == Action::Moves).then(|| {
        game.winning_moves(&heaps)
            .into_iter()
            .map(|m| {
                let text = format!("heap {}: {} -> {}", m.heap + 1, m.from, m.to);
                (text, serde_json::json!({"heap": m.heap + 1, "from": dec(&m.from), "to": dec(&m.to)}))
            })
            .collect()
    });
    Verdict {
        game: Some("nim"),
        position: heaps.iter().map(dec).collect(),
        rule: game.rule,
        outcome: game.outcome(&heaps),
        reason: game.reason(&heaps),
        moves,
        extra: vec![("nim_sum", dec(&nim_sum(&heaps)).into())],
    }
    .write(out, args.json.json)
}
