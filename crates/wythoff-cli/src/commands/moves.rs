//! `wythoff moves A B`: every winning move.

use std::io::{self, Write};

use clap::Args;
use wythoff::wythoff::{Move, MoveKind, Wythoff};
use wythoff::ImpartialGame;

use super::PositionArgs;
use crate::output::{dec, pair, Verdict};

/// Every winning move from a position (there are at most three)
#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  $ wythoff moves 5 5\n  N: the player to move wins (normal play); 3 winning moves:\n  take 5 from both piles -> (0, 0)\n  take 2 from pile 1 -> (3, 5)\n  take 2 from pile 2 -> (5, 3)\n\n  $ wythoff moves 3 6 --misere --json"
)]
pub struct MovesArgs {
    #[command(flatten)]
    position: PositionArgs,
}

pub fn run(args: MovesArgs, out: &mut impl Write) -> io::Result<()> {
    verdict(&args.position, true).write(out, args.position.json.json)
}

/// The Wythoff verdict on a position, with its winning moves if asked: shared by
/// `status` and `moves`.
pub fn verdict(p: &PositionArgs, with_moves: bool) -> Verdict {
    let game = Wythoff { rule: p.play.rule() };
    let position = [p.a.clone(), p.b.clone()];
    let moves = with_moves.then(|| {
        game.winning_moves(&position)
            .iter()
            .map(|m| {
                let j = serde_json::json!({"kind": m.kind.as_str(), "take": dec(&m.take), "to": pair(&m.to[0], &m.to[1])});
                (describe(m), j)
            })
            .collect()
    });
    Verdict {
        game: None,
        position: serde_json::json!(pair(&p.a, &p.b)),
        rule: game.rule,
        outcome: game.outcome(&position),
        reason: game.reason(&position),
        moves,
        extra: Vec::new(),
    }
}

/// "take 2 from pile 1 -> (3, 5)".
pub fn describe(m: &Move) -> String {
    let from = match m.kind {
        MoveKind::Both => "both piles",
        MoveKind::Pile1 => "pile 1",
        MoveKind::Pile2 => "pile 2",
    };
    format!("take {} from {from} -> ({}, {})", m.take, m.to[0], m.to[1])
}
