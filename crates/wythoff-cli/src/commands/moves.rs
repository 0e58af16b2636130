//! `wythoff moves A B`: every winning move.

use std::io::{self, Write};

use clap::Args;
use serde::Serialize;
use wythoff::wythoff::{Move, MoveKind, Wythoff};
use wythoff::ImpartialGame;

use super::PositionArgs;
use crate::output::{dec, json, pair};

/// Every winning move from a position (there are at most three)
#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  $ wythoff moves 5 5\n  N: the player to move wins (normal play); 3 winning moves:\n  take 5 from both piles -> (0, 0)\n  take 2 from pile 1 -> (3, 5)\n  take 2 from pile 2 -> (5, 3)\n\n  $ wythoff moves 3 6 --misere --json"
)]
pub struct MovesArgs {
    #[command(flatten)]
    position: PositionArgs,
}

#[derive(Serialize)]
struct Report {
    position: [String; 2],
    rule: &'static str,
    outcome: &'static str,
    reason: String,
    moves: Vec<MoveReport>,
}

#[derive(Serialize)]
struct MoveReport {
    kind: &'static str,
    take: String,
    to: [String; 2],
}

pub fn run(args: MovesArgs, out: &mut impl Write) -> io::Result<()> {
    let p = &args.position;
    let game = Wythoff { rule: p.rule() };
    let position = [p.a.clone(), p.b.clone()];
    let moves = game.winning_moves(&position);
    let outcome = game.outcome(&position);
    if p.json {
        let report = Report {
            position: pair(&p.a, &p.b),
            rule: game.rule.as_str(),
            outcome: outcome.as_str(),
            reason: game.reason(&position),
            moves: moves
                .iter()
                .map(|m| MoveReport {
                    kind: m.kind.as_str(),
                    take: dec(&m.take),
                    to: pair(&m.to[0], &m.to[1]),
                })
                .collect(),
        };
        return json(out, &report);
    }
    if moves.is_empty() {
        writeln!(out, "P: the player to move loses ({} play): there is no winning move", game.rule)?;
        return writeln!(out, "why: {}", game.reason(&position));
    }
    let count = match moves.len() {
        1 => "1 winning move".to_string(),
        n => format!("{n} winning moves"),
    };
    writeln!(out, "N: the player to move wins ({} play); {count}:", game.rule)?;
    for m in &moves {
        writeln!(out, "{}", describe(m))?;
    }
    Ok(())
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
