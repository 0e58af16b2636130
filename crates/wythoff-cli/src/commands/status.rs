//! `wythoff status A B`: who wins, and why.

use std::io::{self, Write};

use clap::Args;
use serde::Serialize;
use wythoff::wythoff::Wythoff;
use wythoff::{ImpartialGame, Outcome};

use super::PositionArgs;
use crate::output::{json, pair};

/// Who wins from a position, with the reason in one line
#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  $ wythoff status 4 7\n  P: the player to move loses (normal play)\n  why: the piles differ by k = 3 and ⌊3φ⌋ = 4 is the smaller pile: (4, 7) is P-position number 3\n\n  $ wythoff status 1 1 --misere --json"
)]
pub struct StatusArgs {
    #[command(flatten)]
    position: PositionArgs,
}

#[derive(Serialize)]
struct Report {
    position: [String; 2],
    rule: &'static str,
    outcome: &'static str,
    reason: String,
}

pub fn run(args: StatusArgs, out: &mut impl Write) -> io::Result<()> {
    let p = &args.position;
    let game = Wythoff { rule: p.rule() };
    let position = [p.a.clone(), p.b.clone()];
    let outcome = game.outcome(&position);
    let reason = game.reason(&position);
    if p.json {
        let report = Report {
            position: pair(&p.a, &p.b),
            rule: game.rule.as_str(),
            outcome: outcome.as_str(),
            reason,
        };
        return json(out, &report);
    }
    let verdict = match outcome {
        Outcome::P => "P: the player to move loses",
        Outcome::N => "N: the player to move wins",
    };
    writeln!(out, "{verdict} ({} play)", game.rule)?;
    writeln!(out, "why: {reason}")
}
