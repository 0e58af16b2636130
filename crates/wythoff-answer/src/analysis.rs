//! A position's analysis: one generic function builds it for any game, and one
//! renderer each writes it as text or JSON.

use std::fmt::{self, Write as _};

use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::game::{Arg, Explain, GameMove, ImpartialGame, Outcome, Said};

use crate::Answer;
use crate::json::{Dec, Decs, game_entries, move_entries};
use crate::words::say;

/// What is asked about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Who wins, and why.
    Status,
    /// That, and every winning move.
    Moves,
}

pub use crate::game_info::GameInfo;

/// Why a position has its outcome: the argument's kind, the numbers it compares,
/// and everything else its sentence uses; the sentence is written from them in
/// the current language ([`text`](Self::text)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReasonAnswer {
    /// A stable identifier of the argument (see [`Explain::kind`]), and the
    /// message of the catalogues that says it.
    pub kind: &'static str,
    /// The numbers, by name.
    pub values: Vec<(&'static str, Natural)>,
    /// What the sentence uses, by name (the numbers among them).
    pub args: Vec<(&'static str, Arg)>,
}

impl ReasonAnswer {
    /// The answer form of a game's reason.
    pub fn of(reason: &impl Explain) -> ReasonAnswer {
        ReasonAnswer { kind: reason.kind(), values: reason.values(), args: reason.args() }
    }

    /// A reason of `kind` with its `values`, and `more` that its sentence uses.
    pub fn new(
        kind: &'static str,
        values: Vec<(&'static str, Natural)>,
        more: Vec<(&'static str, Arg)>,
    ) -> ReasonAnswer {
        let mut args = wythoff::game::number_args(values.clone());
        args.extend(more);
        ReasonAnswer { kind, values, args }
    }

    /// The sentence, in the current language ([`crate::words::Lang::current`]).
    pub fn text(&self) -> String {
        crate::words::say(self.kind, &self.args)
    }
}

impl Serialize for ReasonAnswer {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Values<'a>(&'a [(&'static str, Natural)]);
        impl Serialize for Values<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(self.0.len()))?;
                for (name, value) in self.0 {
                    map.serialize_entry(name, &Dec(value))?;
                }
                map.end()
            }
        }
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("kind", self.kind)?;
        map.serialize_entry("values", &Values(&self.values))?;
        map.serialize_entry("text", &self.text())?;
        map.end()
    }
}

/// A winning move: its sentence, what it takes from which piles, and the
/// coordinates it changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAnswer {
    /// The move's sentence as data ([`GameMove::said`]); [`text`](Self::text)
    /// writes it ("take 2 from pile 1 → (3, 5)").
    pub said: Said,
    /// The piles it takes from (counting from 0), each with how much.
    pub takes: Vec<(usize, Natural)>,
    /// The coordinates it changes (counting from 0), each with its new value.
    pub changes: Vec<(usize, Natural)>,
    /// The heap it breaks in two, with the parts (see [`GameMove::split`]).
    pub split: Option<(usize, [Natural; 2])>,
}

impl MoveAnswer {
    /// The answer form of a game's move.
    pub fn of(m: &impl GameMove) -> MoveAnswer {
        MoveAnswer { said: m.said(), takes: m.takes(), changes: m.changes(), split: m.split() }
    }

    /// The move in words, in the current language.
    pub fn text(&self) -> String {
        crate::words::said(&self.said)
    }
}

/// Everything said about one position.
///
/// The positions that moves lead to are not stored whole (a Nim position of many
/// heaps would be copied once per move); [`Analysis::after`] and the JSON
/// renderer rebuild each from the position and the move's changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The game.
    pub game: GameInfo,
    /// The position's coordinates.
    pub position: Vec<Natural>,
    /// Who wins.
    pub outcome: Outcome,
    /// The Sprague–Grundy value, where the game knows it.
    pub grundy: Option<Natural>,
    /// Why.
    pub reason: ReasonAnswer,
    /// Every winning move, if they were asked for.
    pub moves: Option<Vec<MoveAnswer>>,
}

/// The analysis of `position` in `game`: its outcome, reason and Grundy value, and
/// with [`Question::Moves`] every winning move.
///
/// ```
/// use wythoff::{game::{Outcome, Rule}, nim::Nim};
/// use wythoff_answer::{analyse, Question};
/// let a = analyse(&Nim { rule: Rule::Normal }, &vec![3u8.into(), 5u8.into(), 6u8.into()], Question::Status);
/// assert_eq!((a.game.name, a.outcome), ("nim", Outcome::P));
/// assert_eq!(a.reason.kind, "nim_sum");
/// assert!(a.moves.is_none());
/// ```
pub fn analyse<G: ImpartialGame>(game: &G, position: &G::Position, question: Question) -> Analysis {
    let (outcome, reason) = game.outcome_and_reason(position);
    let moves = (question == Question::Moves)
        .then(|| game.winning_moves(position).iter().map(MoveAnswer::of).collect());
    Analysis {
        game: GameInfo::of(game),
        position: game.coordinates(position).into_owned(),
        outcome,
        grundy: game.grundy(position),
        reason: ReasonAnswer::of(&reason),
        moves,
    }
}

impl Analysis {
    /// The coordinates of the position `m` leads to.
    pub fn after(&self, m: &MoveAnswer) -> Vec<Natural> {
        wythoff::game::apply(&self.position, &m.changes, m.split.clone())
    }
}

impl Answer for Analysis {
    /// The analysis as text: the verdict, the winning moves if asked, and why.
    ///
    /// ```text
    /// N: the player to move wins (normal play); 1 winning move:
    /// take 2 → 8
    /// why: 10 mod 4 = 2: the player to move loses iff it is 0
    /// ```
    fn text(&self) -> String {
        let mut text = String::new();
        let rule = ("rule", Arg::Case(self.game.rule.as_str()));
        let line = match (self.outcome, &self.moves) {
            (Outcome::P, None) => say("analysis_p", &[rule]),
            (Outcome::N, None) => say("analysis_n", &[rule]),
            (Outcome::P, Some(_)) => say("analysis_p_no_winning_move", &[rule]),
            (Outcome::N, Some(moves)) if moves.is_empty() => say("analysis_n_without_moving", &[rule]),
            (Outcome::N, Some(moves)) => {
                say("analysis_n_moves", &[rule, ("count", Arg::number(moves.len() as u64))])
            }
        };
        let _ = writeln!(text, "{line}");
        for m in self.moves.iter().flatten() {
            let _ = writeln!(text, "{}", m.text());
        }
        let _ = writeln!(text, "{}", say("why", &[("reason", Arg::Notation(self.reason.text()))]));
        text
    }
}

impl fmt::Display for Analysis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl Serialize for Analysis {
    /// `{"game", "parameters", "rule", "position", "outcome", "grundy", "reason",
    /// "moves"}`; `grundy` and `moves` are null where unknown or not asked.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(8))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("position", &Decs(&self.position))?;
        map.serialize_entry("outcome", self.outcome.as_str())?;
        map.serialize_entry("grundy", &self.grundy.as_ref().map(Dec))?;
        map.serialize_entry("reason", &self.reason)?;
        map.serialize_entry("moves", &self.moves.as_ref().map(|moves| Moves(self, moves)))?;
        map.end()
    }
}

/// The moves, each with the whole position it leads to, built one at a time.
struct Moves<'a>(&'a Analysis, &'a [MoveAnswer]);

impl Serialize for Moves<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.1.len()))?;
        for m in self.1 {
            seq.serialize_element(&MoveJson { m, to: self.0.after(m) })?;
        }
        seq.end()
    }
}

/// `{"text", "piles", "take", "to"}`: piles counted from 1.
struct MoveJson<'a> {
    m: &'a MoveAnswer,
    to: Vec<Natural>,
}

impl Serialize for MoveJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(4))?;
        move_entries(&mut map, &self.m.text(), &self.m.takes, &self.to)?;
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use wythoff::bash::Bash;
    use wythoff::fibonacci_game::{FibonacciGame, Position};
    use wythoff::game::Rule;
    use wythoff::nim::Nim;
    use wythoff::wythoff::Wythoff;

    use super::*;

    fn json(a: &Analysis) -> serde_json::Value {
        serde_json::to_value(a).unwrap()
    }

    #[test]
    fn every_game_has_the_same_keys_in_the_same_order() {
        let analyses = [
            analyse(&Wythoff { rule: Rule::Normal }, &[5u8.into(), 5u8.into()], Question::Moves),
            analyse(&Nim { rule: Rule::Misere }, &vec![1u8.into(), 1u8.into(), 5u8.into()], Question::Moves),
            analyse(&Bash { max_take: 3u8.into(), rule: Rule::Normal }, &10u8.into(), Question::Status),
            analyse(&FibonacciGame, &Position::start(100u8.into()), Question::Moves),
        ];
        for a in &analyses {
            let text = serde_json::to_string(a).unwrap();
            let keys: Vec<String> = json(a).as_object().unwrap().keys().cloned().collect();
            assert_eq!(
                keys,
                ["game", "parameters", "rule", "position", "outcome", "grundy", "reason", "moves"],
                "{text}"
            );
        }
        let nim = json(&analyses[1]);
        assert_eq!(
            nim["moves"],
            serde_json::json!([{"text": "take 4 from heap 3: 5 → 1", "piles": ["3"], "take": ["4"], "to": ["1", "1", "1"]}])
        );
        assert_eq!(nim["grundy"], serde_json::Value::Null);
        let bash = json(&analyses[2]);
        assert_eq!(bash["parameters"], serde_json::json!({"max_take": "3"}));
        assert_eq!((bash["grundy"].as_str(), bash["moves"].is_null()), (Some("2"), true));
        let fib = json(&analyses[3]);
        assert_eq!(fib["position"], serde_json::json!(["100", "99"]));
        assert_eq!(fib["moves"][0]["to"], serde_json::json!(["97", "6"]));
    }

    #[test]
    fn the_positions_moves_lead_to_are_rebuilt_from_the_changes() {
        let a = analyse(&Wythoff { rule: Rule::Normal }, &[5u8.into(), 5u8.into()], Question::Moves);
        let to: Vec<Vec<Natural>> = a.moves.as_ref().unwrap().iter().map(|m| a.after(m)).collect();
        let n = |x: u8| Natural::from(x);
        assert_eq!(to, [vec![n(0), n(0)], vec![n(3), n(5)], vec![n(5), n(3)]]);
    }
}
