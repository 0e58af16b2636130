//! Printing helpers shared by the subcommands: JSON with every number as a
//! decimal string, so that no consumer rounds a large value.

use std::io::{self, Write};

use serde::Serialize;
use wythoff::Natural;

/// A natural number as its decimal string, for JSON.
pub fn dec(n: &Natural) -> String {
    n.to_string()
}

/// A position's piles as decimal strings.
pub fn pair(a: &Natural, b: &Natural) -> [String; 2] {
    [dec(a), dec(b)]
}

/// Writes one JSON object and a newline.
pub fn json(out: &mut impl Write, report: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, report).map_err(io::Error::other)?;
    writeln!(out)
}

/// A game's verdict on one position, printed the same way for every game.
pub struct Verdict {
    /// The game's name in JSON ("nim", "subtraction", …); None leaves it out.
    pub game: Option<&'static str>,
    /// The position, as JSON (numbers as strings).
    pub position: serde_json::Value,
    /// "normal" or "misere".
    pub rule: wythoff::Rule,
    /// Who wins.
    pub outcome: wythoff::Outcome,
    /// Why, in one line.
    pub reason: String,
    /// The winning moves, each as a line of text and as JSON; None for `status`.
    pub moves: Option<Vec<(String, serde_json::Value)>>,
    /// More JSON fields (the nim-sum, a Grundy value, …), after `reason`.
    pub extra: Vec<(&'static str, serde_json::Value)>,
}

impl Verdict {
    /// Writes the verdict as text or as one JSON object.
    pub fn write(self, out: &mut impl Write, as_json: bool) -> io::Result<()> {
        use wythoff::Outcome;
        if as_json {
            let mut object = serde_json::Map::new();
            if let Some(game) = self.game {
                object.insert("game".into(), game.into());
            }
            object.insert("position".into(), self.position);
            object.insert("rule".into(), self.rule.as_str().into());
            object.insert("outcome".into(), self.outcome.as_str().into());
            object.insert("reason".into(), self.reason.into());
            for (key, value) in self.extra {
                object.insert(key.into(), value);
            }
            if let Some(moves) = self.moves {
                object.insert("moves".into(), moves.into_iter().map(|(_, j)| j).collect());
            }
            return json(out, &object);
        }
        let rule = self.rule;
        match (self.outcome, self.moves) {
            (Outcome::P, None) => writeln!(out, "P: the player to move loses ({rule} play)")?,
            (Outcome::N, None) => writeln!(out, "N: the player to move wins ({rule} play)")?,
            (Outcome::P, Some(_)) => {
                writeln!(out, "P: the player to move loses ({rule} play): there is no winning move")?
            }
            (Outcome::N, Some(moves)) if moves.is_empty() => {
                writeln!(out, "N: the player to move wins ({rule} play) without moving")?
            }
            (Outcome::N, Some(moves)) => {
                let count = if moves.len() == 1 {
                    "1 winning move".into()
                } else {
                    format!("{} winning moves", moves.len())
                };
                writeln!(out, "N: the player to move wins ({rule} play); {count}:")?;
                for (text, _) in moves {
                    writeln!(out, "{text}")?;
                }
                return writeln!(out, "why: {}", self.reason);
            }
        }
        writeln!(out, "why: {}", self.reason)
    }
}
