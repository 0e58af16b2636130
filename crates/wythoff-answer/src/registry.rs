//! The games, named once. Every front end (the command's game subcommands,
//! `play` and `sum`, the web API's `/api/{game}/{question}`, the judge's sums)
//! turns "a game and a position" into answers through this module, so that a
//! game's name, its parameters, how they are read and checked, and what can be
//! asked of it are written in one place.
//!
//! - [`GAMES`]: one [`Entry`] per game: its name, its parameters (each with the
//!   query key and the command-line flag that carry it, and the kind of value),
//!   the shape of its positions, whether it has a misère form, whether it can be
//!   a component of a sum, and whether its answers are heavy (the web API
//!   computes those on a thread of their own).
//! - [`Game`]: a game with its parameters, checked; [`GameSpec`]: that, a play
//!   rule and a position, checked against the game's shape.
//! - One validator per kind of parameter ([`positive`], [`subtraction_set`],
//!   [`multi_rule`]), which every front end calls with its own name for the value.
//! - From a spec: the [`Analysis`] (status and moves), the computer's move
//!   ([`ComputerMove`]) and a player's move checked ([`CheckedMove`]), all
//!   through one dispatch ([`Built::visit`]).
//!
//! Adding a game: its module in the `wythoff` crate (with [`Playable`] in
//! [`crate::play`]), one entry in [`GAMES`], one variant of [`Game`] and of
//! [`Built`]; `ARCHITECTURE.md` lists the files.
//!
//! ```
//! use wythoff::Rule;
//! use wythoff_answer::registry::{Game, GameSpec};
//! use wythoff_answer::{Limits, Question};
//! let limits = Limits::default();
//! let mut query = vec![("set", "1,3,4"), ("n", "10")];
//! let spec = GameSpec::from_query("subtraction", Rule::Normal, &mut query, &limits).unwrap();
//! assert!(matches!(spec.game, Game::Subtraction { .. }));
//! let analysis = spec.analysis(Question::Moves, &limits).unwrap();
//! assert_eq!(analysis.outcome, wythoff::Outcome::N);
//! assert!(query.is_empty());
//! ```

use std::fmt;

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::bash::Bash;
use wythoff::fibonacci_game::{FibonacciGame, Position as FibonacciPosition};
use wythoff::game::{Parameter, Rule};
use wythoff::generalized_wythoff::Generalized;
use wythoff::grundys_game::GrundysGame;
use wythoff::lasker_nim::LaskerNim;
use wythoff::multipile_wythoff::{MAX_PILES, MultiPile, MultiRule};
use wythoff::nim::Nim;
use wythoff::octal::{Octal, OctalCode, Work};
use wythoff::restricted_wythoff::Restricted;
use wythoff::subtraction::{SubtractionGame, SubtractionSet};
use wythoff::take_and_break::{HeapRule, MISERE_TOKENS, TakeBreak};
use wythoff::wythoff::Wythoff;

use crate::analysis::{Analysis, GameInfo, Question, analyse};
use crate::json::{Decs, game_entries};
use crate::limits::brief;
use crate::play::{Level, Playable, Player, choose, ending_after, generator};
use crate::{Answer, Error, Limits};

/// What kind of value a parameter takes; each kind has one validator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParameterKind {
    /// A number of at least 1 ([`positive`]).
    Positive,
    /// A subtraction set: positive numbers below 2^64, as `1,3,4`
    /// ([`subtraction_set`]).
    Set,
    /// A multi-pile rule set, `one-or-all` or `one-or-any` ([`multi_rule`]).
    MultiRule,
    /// An octal code, as `0.07` ([`octal_code`]).
    Code,
}

/// A parameter of a game, besides its play rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParameterSpec {
    /// Its key in a web query and in JSON's `parameters`.
    pub key: &'static str,
    /// Its flag on the command line.
    pub flag: &'static str,
    /// What it takes.
    pub kind: ParameterKind,
    /// What it is, in a few words.
    pub about: &'static str,
}

/// The shape of a game's positions, and how a query names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A fixed number of numbers, one query key each (Wythoff's `a` and `b`,
    /// a heap `n`).
    Named(&'static [&'static str]),
    /// A list under one key, as `3,4,5`: at least `min` numbers, at most `max`
    /// (none: the heap limit, [`Limits::max_heaps`]).
    List {
        /// The query key.
        key: &'static str,
        /// The fewest numbers.
        min: usize,
        /// The most, where the game sets it.
        max: Option<usize>,
    },
    /// A heap and the most the next move may take, which may be left out: the
    /// Fibonacci game's start, where it is the heap less one.
    HeapAndLimit {
        /// The heap's key.
        heap: &'static str,
        /// The limit's key (and, on the command line, `--max-take`).
        limit: &'static str,
    },
}

/// A request the tests make of every game, through the web API and the
/// command: the same position in both forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// The web query (without `misere`).
    pub query: &'static str,
    /// The command's arguments after the question (`status`, `moves`, …).
    pub args: &'static [&'static str],
}

/// One game, as every front end sees it.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Its identifier: the web API's `{game}`, JSON's `game`, the sum's
    /// component name, `play --game`.
    pub name: &'static str,
    /// Its name in sentences.
    pub title: &'static str,
    /// Its parameters, in the order a sum component lists them in braces.
    pub parameters: &'static [ParameterSpec],
    /// Its positions.
    pub shape: Shape,
    /// Does it have a misère form here?
    pub misere: bool,
    /// Can it be a component of a sum (its Grundy values are known)?
    pub sum: bool,
    /// Are its answers heavy: more than a few big-number operations (an
    /// engine's box, a period search)? The web API computes these on its heavy
    /// thread.
    pub heavy: bool,
    /// Can a move split a heap in two (the take-and-break games)? Then the
    /// position after a move may hold one number more.
    pub splits: bool,
    /// The command's words before the question: `["nim"]`, or none for
    /// Wythoff's game (`wythoff status 4 7`).
    pub command: &'static [&'static str],
    /// Requests that every test of every front end makes.
    pub examples: &'static [Example],
}

impl Entry {
    /// Are its positions squares of a board (two piles)?
    pub fn on_board(&self) -> bool {
        matches!(self.shape, Shape::Named([_, _]) | Shape::List { max: Some(2), .. })
    }
}

/// Every game of the registry as JSON: what a front end needs to offer them
/// (the web API's `/api/games`; the page builds its heap games from it).
///
/// `{games: [{name, title, parameters: [{key, flag, kind, about}], shape,
/// misere, sum, board, splits}]}`, where `shape` is `{kind: "named", keys}`,
/// `{kind: "list", key, min, max}` or `{kind: "heap_and_limit", heap, limit}`.
///
/// ```
/// let json = serde_json::to_value(wythoff_answer::registry::Catalogue).unwrap();
/// assert_eq!(json["games"][0]["name"], "wythoff");
/// assert_eq!(json["games"][0]["board"], true);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Catalogue;

impl Serialize for Catalogue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde_json::json;
        let games: Vec<serde_json::Value> = GAMES
            .iter()
            .map(|e| {
                let parameters: Vec<serde_json::Value> = e
                    .parameters
                    .iter()
                    .map(|p| {
                        let kind = match p.kind {
                            ParameterKind::Positive => "positive",
                            ParameterKind::Set => "set",
                            ParameterKind::MultiRule => "multi_rule",
                            ParameterKind::Code => "code",
                        };
                        json!({"key": p.key, "flag": p.flag, "kind": kind, "about": p.about})
                    })
                    .collect();
                let shape = match e.shape {
                    Shape::Named(keys) => json!({"kind": "named", "keys": keys}),
                    Shape::List { key, min, max } => {
                        json!({"kind": "list", "key": key, "min": min.to_string(), "max": max.map(|m| m.to_string())})
                    }
                    Shape::HeapAndLimit { heap, limit } => {
                        json!({"kind": "heap_and_limit", "heap": heap, "limit": limit})
                    }
                };
                json!({
                    "name": e.name, "title": e.title, "parameters": parameters, "shape": shape,
                    "misere": e.misere, "sum": e.sum, "board": e.on_board(), "splits": e.splits,
                })
            })
            .collect();
        json!({ "games": games }).serialize(serializer)
    }
}

const MAX_TAKE: ParameterSpec = ParameterSpec {
    key: "max_take",
    flag: "--max-take",
    kind: ParameterKind::Positive,
    about: "the most one move may take",
};

const HEAPS: Shape = Shape::List { key: "heaps", min: 1, max: None };

/// Every game, in the order the help lists them.
pub static GAMES: [Entry; 11] = [
    Entry {
        name: "wythoff",
        title: "Wythoff's game",
        parameters: &[],
        shape: Shape::Named(&["a", "b"]),
        misere: true,
        sum: true,
        heavy: false,
        splits: false,
        command: &[],
        examples: &[
            Example { query: "a=4&b=7", args: &["4", "7"] },
            Example { query: "a=5&b=5", args: &["5", "5"] },
            Example { query: "a=0&b=0", args: &["0", "0"] },
            Example {
                query: "a=123456789012345678901234567890&b=3",
                args: &["123456789012345678901234567890", "3"],
            },
        ],
    },
    Entry {
        name: "generalized",
        title: "Fraenkel's a-Wythoff",
        parameters: &[ParameterSpec {
            key: "a",
            flag: "--a",
            kind: ParameterKind::Positive,
            about: "a: a move takes k and l from the piles with |k − l| < a",
        }],
        shape: Shape::List { key: "piles", min: 2, max: Some(2) },
        misere: true,
        sum: false,
        heavy: false,
        splits: false,
        command: &["generalized"],
        examples: &[
            Example { query: "a=2&piles=5,10", args: &["5", "10", "--a", "2"] },
            Example { query: "a=3&piles=3,10", args: &["3", "10", "--a", "3"] },
        ],
    },
    Entry {
        name: "restricted",
        title: "restricted Wythoff",
        parameters: &[MAX_TAKE],
        shape: Shape::List { key: "piles", min: 2, max: Some(2) },
        misere: true,
        sum: false,
        heavy: false,
        splits: false,
        command: &["restricted"],
        examples: &[
            Example { query: "max_take=3&piles=9,9", args: &["9", "9", "--max-take", "3"] },
            Example { query: "max_take=1&piles=4,6", args: &["4", "6", "--max-take", "1"] },
        ],
    },
    Entry {
        name: "multipile",
        title: "multi-pile Wythoff",
        parameters: &[ParameterSpec {
            key: "moves",
            flag: "--rule",
            kind: ParameterKind::MultiRule,
            about: "which moves besides one pile: one-or-all or one-or-any",
        }],
        shape: Shape::List { key: "piles", min: 2, max: Some(MAX_PILES) },
        misere: true,
        sum: false,
        heavy: true,
        splits: false,
        command: &["multipile"],
        examples: &[
            Example { query: "moves=one-or-all&piles=3,5,7", args: &["3", "5", "7", "--rule", "one-or-all"] },
            Example { query: "moves=one-or-any&piles=1,1,1", args: &["1", "1", "1", "--rule", "one-or-any"] },
        ],
    },
    Entry {
        name: "nim",
        title: "Nim",
        parameters: &[],
        shape: Shape::List { key: "heaps", min: 1, max: None },
        misere: true,
        sum: true,
        heavy: false,
        splits: false,
        command: &["nim"],
        examples: &[
            Example { query: "heaps=3,4,5", args: &["3", "4", "5"] },
            Example { query: "heaps=1,1,1", args: &["1", "1", "1"] },
            Example { query: "heaps=0,0", args: &["0", "0"] },
        ],
    },
    Entry {
        name: "bash",
        title: "the Bash game",
        parameters: &[MAX_TAKE],
        shape: Shape::Named(&["n"]),
        misere: true,
        sum: true,
        heavy: false,
        splits: false,
        command: &["bash"],
        examples: &[
            Example { query: "max_take=3&n=10", args: &["10", "--max-take", "3"] },
            Example { query: "max_take=3&n=9", args: &["9", "--max-take", "3"] },
        ],
    },
    Entry {
        name: "subtraction",
        title: "the subtraction game",
        parameters: &[ParameterSpec {
            key: "set",
            flag: "--set",
            kind: ParameterKind::Set,
            about: "the amounts a move may take",
        }],
        shape: Shape::Named(&["n"]),
        misere: true,
        sum: true,
        heavy: true,
        splits: false,
        command: &["subtraction"],
        examples: &[
            Example { query: "set=1,3,4&n=10", args: &["10", "--set", "1,3,4"] },
            Example { query: "set=70&n=80", args: &["80", "--set", "70"] },
            Example {
                query: "set=1,3,7,8&n=1000000000000000000000",
                args: &["1000000000000000000000", "--set", "1,3,7,8"],
            },
        ],
    },
    Entry {
        name: "fibonacci",
        title: "the Fibonacci game",
        parameters: &[],
        shape: Shape::HeapAndLimit { heap: "n", limit: "max_take" },
        misere: false,
        sum: true,
        heavy: false,
        splits: false,
        command: &["fibonacci"],
        examples: &[
            Example { query: "n=20", args: &["20"] },
            Example { query: "n=18&max_take=4", args: &["18", "--max-take", "4"] },
            Example { query: "n=13", args: &["13"] },
        ],
    },
    Entry {
        name: "octal",
        title: "an octal game",
        parameters: &[ParameterSpec {
            key: "code",
            flag: "--code",
            kind: ParameterKind::Code,
            about: "the octal code d0.d1d2…: digit i says what taking i may leave (1 nothing, 2 one heap, 4 two heaps)",
        }],
        shape: HEAPS,
        misere: true,
        sum: true,
        heavy: true,
        splits: true,
        command: &["octal"],
        examples: &[
            Example { query: "code=0.77&heaps=4,5", args: &["4", "5", "--code", "0.77"] },
            Example { query: "code=0.07&heaps=20", args: &["20", "--code", "0.07"] },
            Example { query: "code=4.7&heaps=9,7", args: &["9", "7", "--code", "4.7"] },
        ],
    },
    Entry {
        name: "grundys_game",
        title: "Grundy's game",
        parameters: &[],
        shape: HEAPS,
        misere: true,
        sum: true,
        heavy: true,
        splits: true,
        command: &["grundys-game"],
        examples: &[
            Example { query: "heaps=7", args: &["7"] },
            Example { query: "heaps=5,6", args: &["5", "6"] },
        ],
    },
    Entry {
        name: "lasker_nim",
        title: "Lasker's Nim",
        parameters: &[],
        shape: HEAPS,
        misere: true,
        sum: true,
        heavy: true,
        splits: true,
        command: &["lasker-nim"],
        examples: &[
            Example { query: "heaps=2,2,3", args: &["2", "2", "3"] },
            Example { query: "heaps=3,3", args: &["3", "3"] },
            Example { query: "heaps=10,3", args: &["10", "3"] },
        ],
    },
];

/// The entry of the game called `name`.
pub fn entry(name: &str) -> Option<&'static Entry> {
    GAMES.iter().find(|e| e.name == name)
}

/// The games' names, as a list for messages: "wythoff, generalized, …".
pub fn names(filter: impl Fn(&Entry) -> bool) -> String {
    GAMES.iter().filter(|e| filter(e)).map(|e| e.name).collect::<Vec<_>>().join(", ")
}

/// The error for a game name not in the registry.
pub fn unknown_game(name: &str) -> Error {
    Error::usage(format!(
        "unknown game '{}'; the games are {}",
        crate::limits::brief_text(name),
        names(|_| true)
    ))
}

// ---- The validators, one per kind of value ----

/// A number that must be at least 1; `what` names it in the message (a flag, a
/// query key).
pub fn positive(n: Natural, what: &str) -> Result<Natural, Error> {
    if n == Natural::ZERO {
        return Err(Error::input(format!("{what} must be at least 1")));
    }
    Ok(n)
}

/// A subtraction set from its elements: each below 2^64, none 0, not empty.
pub fn subtraction_set(elements: &[Natural], what: &str) -> Result<SubtractionSet, Error> {
    let small = elements
        .iter()
        .map(|e| {
            u64::try_from(e).map_err(|_| {
                Error::input(format!("{what}: {} is too large for a subtraction set element", brief(e)))
            })
        })
        .collect::<Result<Vec<u64>, Error>>()?;
    SubtractionSet::new(small).map_err(|e| Error::from(e).about(what))
}

/// A multi-pile rule set by its name.
pub fn multi_rule(text: &str, what: &str) -> Result<MultiRule, Error> {
    match text {
        "one-or-all" => Ok(MultiRule::OneOrAll),
        "one-or-any" => Ok(MultiRule::OneOrAny),
        other => Err(Error::usage(format!(
            "{what}: one-or-all or one-or-any, not '{}'",
            crate::limits::brief_text(other)
        ))),
    }
}

/// An octal code, normalised (`.07` and `0.070` are `0.07`).
pub fn octal_code(text: &str, what: &str) -> Result<OctalCode, Error> {
    text.parse::<OctalCode>()
        .map_err(|e| Error::input(format!("{what}: '{}': {e}", crate::limits::brief_text(text))))
}

/// Numbers written as a comma-separated list, each under the digit limit.
/// An error names the number by its place in the list (counting from 1) and
/// shows it: `heaps, number 1 ('abc'): expected a natural number, …`.
///
/// ```
/// use wythoff_answer::{registry::number_list, Limits};
/// let e = number_list("3, abc", "heaps", &Limits::default()).unwrap_err();
/// assert!(e.message.starts_with("heaps, number 2 ('abc'): expected a natural number"), "{}", e.message);
/// ```
pub fn number_list(text: &str, what: &str, limits: &Limits) -> Result<Vec<Natural>, Error> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let one = parts.len() == 1;
    parts
        .iter()
        .enumerate()
        .map(|(i, part)| {
            limits.number(part).map_err(|e| match one {
                true => e.about(what),
                false => {
                    e.about(&format!("{what}, number {} ('{}')", i + 1, crate::limits::brief_text(part)))
                }
            })
        })
        .collect()
}

/// A game with its parameters, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Game {
    /// Wythoff's game.
    Wythoff,
    /// Fraenkel's a-Wythoff.
    Generalized {
        /// a ≥ 1.
        a: Natural,
    },
    /// Wythoff's game taking at most `max_take` from a pile.
    Restricted {
        /// m ≥ 1.
        max_take: Natural,
    },
    /// Wythoff's game on two to twelve piles.
    Multipile {
        /// Which moves besides one pile.
        moves: MultiRule,
    },
    /// Nim.
    Nim,
    /// The Bash game.
    Bash {
        /// The most one move takes, ≥ 1.
        max_take: Natural,
    },
    /// A subtraction game.
    Subtraction {
        /// The amounts a move may take.
        set: SubtractionSet,
    },
    /// The Fibonacci game.
    Fibonacci,
    /// An octal game.
    Octal {
        /// Its code.
        code: OctalCode,
    },
    /// Grundy's game.
    GrundysGame,
    /// Lasker's Nim.
    LaskerNim,
}

/// A parameter's value as read, before its validator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RawParameter {
    /// Numbers (one for a number, several for a set).
    Numbers(Vec<Natural>),
    /// A name.
    Name(String),
}

impl Game {
    /// The game's registry entry.
    pub fn entry(&self) -> &'static Entry {
        let name = match self {
            Game::Wythoff => "wythoff",
            Game::Generalized { .. } => "generalized",
            Game::Restricted { .. } => "restricted",
            Game::Multipile { .. } => "multipile",
            Game::Nim => "nim",
            Game::Bash { .. } => "bash",
            Game::Subtraction { .. } => "subtraction",
            Game::Fibonacci => "fibonacci",
            Game::Octal { .. } => "octal",
            Game::GrundysGame => "grundys_game",
            Game::LaskerNim => "lasker_nim",
        };
        entry(name).expect("every game has an entry")
    }

    /// The game called `name` with its parameters, each given in its entry's
    /// order and checked by its kind's validator; `label` gives the name a
    /// parameter goes by in messages (its flag, or its key).
    pub fn new(
        name: &str,
        mut parameters: Vec<RawParameter>,
        label: impl Fn(&ParameterSpec) -> String,
    ) -> Result<Game, Error> {
        let entry = entry(name).ok_or_else(|| unknown_game(name))?;
        if parameters.len() != entry.parameters.len() {
            return Err(Error::usage(format!(
                "{name} takes {} parameter{}, found {}",
                entry.parameters.len(),
                if entry.parameters.len() == 1 { "" } else { "s" },
                parameters.len()
            )));
        }
        let mut values = Vec::new();
        for (spec, raw) in entry.parameters.iter().zip(parameters.drain(..)) {
            let what = label(spec);
            values.push(match (spec.kind, raw) {
                (ParameterKind::Positive, RawParameter::Numbers(v)) => match <[Natural; 1]>::try_from(v) {
                    Ok([n]) => Value::Number(positive(n, &what)?),
                    Err(v) => return Err(Error::usage(format!("{what} is one number, found {}", v.len()))),
                },
                (ParameterKind::Set, RawParameter::Numbers(v)) => Value::Set(subtraction_set(&v, &what)?),
                (ParameterKind::MultiRule, RawParameter::Name(text)) => {
                    Value::Rule(multi_rule(&text, &what)?)
                }
                (ParameterKind::MultiRule, RawParameter::Numbers(_)) => {
                    return Err(Error::usage(format!("{what}: one-or-all or one-or-any, not a number")));
                }
                (ParameterKind::Code, RawParameter::Name(text)) => Value::Code(octal_code(&text, &what)?),
                (ParameterKind::Code, RawParameter::Numbers(_)) => {
                    return Err(Error::input(format!(
                        "{what}: an octal code is written d0.d1d2…, such as 0.07"
                    )));
                }
                (_, RawParameter::Name(text)) => {
                    return Err(Error::input(format!(
                        "{what}: expected a number, found '{}'",
                        crate::limits::brief_text(&text)
                    )));
                }
            });
        }
        let mut values = values.into_iter();
        let mut next = || values.next().expect("counted above");
        Ok(match name {
            "wythoff" => Game::Wythoff,
            "generalized" => Game::Generalized { a: next().number() },
            "restricted" => Game::Restricted { max_take: next().number() },
            "multipile" => Game::Multipile { moves: next().rule() },
            "nim" => Game::Nim,
            "bash" => Game::Bash { max_take: next().number() },
            "subtraction" => Game::Subtraction { set: next().set() },
            "fibonacci" => Game::Fibonacci,
            "octal" => Game::Octal { code: next().code() },
            "grundys_game" => Game::GrundysGame,
            "lasker_nim" => Game::LaskerNim,
            _ => unreachable!("every entry is a game"),
        })
    }

    /// The game in words, with its parameters: "Wythoff's game", "the Bash
    /// game (take 1 to 3)", "the subtraction game with the set {1, 3, 4}".
    pub fn title(&self) -> String {
        match self {
            Game::Wythoff => "Wythoff's game".into(),
            Game::Generalized { a } => format!("Fraenkel's a-Wythoff with a = {a}"),
            Game::Restricted { max_take } => format!("Restricted Wythoff (at most {max_take} from a pile)"),
            Game::Multipile { moves } => format!("Multi-pile Wythoff ({})", moves.as_str()),
            Game::Nim => "Nim".into(),
            Game::Bash { max_take } => format!("The Bash game (take 1 to {max_take})"),
            Game::Subtraction { set } => format!("The subtraction game with the set {set}"),
            Game::Fibonacci => "The Fibonacci game".into(),
            Game::Octal { code } => format!("The octal game {code}"),
            Game::GrundysGame => "Grundy's game".into(),
            Game::LaskerNim => "Lasker's Nim".into(),
        }
    }

    /// The parameters as JSON's `parameters` gives them (for a multi-pile
    /// game, `piles` comes from the position).
    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        match self {
            Game::Generalized { a } => vec![("a", Parameter::Number(a.clone()))],
            Game::Restricted { max_take } | Game::Bash { max_take } => {
                vec![("max_take", Parameter::Number(max_take.clone()))]
            }
            Game::Multipile { moves } => vec![("moves", Parameter::Name(moves.as_str()))],
            Game::Subtraction { set } => {
                vec![("set", Parameter::Numbers(set.elements().iter().map(|&s| Natural::from(s)).collect()))]
            }
            Game::Octal { code } => vec![("code", Parameter::Text(code.to_string()))],
            Game::Wythoff | Game::Nim | Game::Fibonacci | Game::GrundysGame | Game::LaskerNim => Vec::new(),
        }
    }
}

/// A validated parameter value.
enum Value {
    Number(Natural),
    Set(SubtractionSet),
    Rule(MultiRule),
    Code(OctalCode),
}

impl Value {
    fn number(self) -> Natural {
        match self {
            Value::Number(n) => n,
            _ => unreachable!("the entry says a number"),
        }
    }
    fn set(self) -> SubtractionSet {
        match self {
            Value::Set(s) => s,
            _ => unreachable!("the entry says a set"),
        }
    }
    fn rule(self) -> MultiRule {
        match self {
            Value::Rule(r) => r,
            _ => unreachable!("the entry says a rule set"),
        }
    }
    fn code(self) -> OctalCode {
        match self {
            Value::Code(c) => c,
            _ => unreachable!("the entry says a code"),
        }
    }
}

/// Where a query's values come from: the web API's parameters, or pairs in a
/// test. Each key is taken once.
pub trait Query {
    /// The text given for `key`, removed from the query.
    fn take(&mut self, key: &str) -> Option<String>;

    /// The error for a missing `key`: by default that it is missing; a query
    /// that holds a near miss (another case) may name that instead.
    fn missing(&self, key: &str) -> Error {
        Error::usage(format!("the parameter {key} is missing"))
    }
}

impl Query for Vec<(&str, &str)> {
    fn take(&mut self, key: &str) -> Option<String> {
        let i = self.iter().position(|(k, _)| *k == key)?;
        Some(self.remove(i).1.to_string())
    }
}

fn required(query: &mut dyn Query, key: &str) -> Result<String, Error> {
    query.take(key).ok_or_else(|| query.missing(key))
}

/// A game, its play rule and a position, checked against each other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSpec {
    /// The game.
    pub game: Game,
    /// Normal or misère play.
    pub rule: Rule,
    /// The position's coordinates (for the Fibonacci game, the heap and the
    /// most the next move may take).
    pub position: Vec<Natural>,
}

impl GameSpec {
    /// Checks that `game` is played under `rule` here and that `position` has
    /// its shape. A Fibonacci position of one number is its start.
    pub fn new(
        game: Game,
        rule: Rule,
        mut position: Vec<Natural>,
        limits: &Limits,
    ) -> Result<GameSpec, Error> {
        let entry = game.entry();
        if rule == Rule::Misere && !entry.misere {
            return Err(Error::usage(format!("{} is played in normal play only here", entry.title)));
        }
        let count = position.len();
        let numbers = |n: usize| crate::analysis::plural(n, "number", "numbers");
        let wrong = |expected: String| {
            Error::usage(format!("a position of {} is {expected}, not {count}", entry.title))
        };
        match entry.shape {
            Shape::Named(keys) if count != keys.len() => return Err(wrong(numbers(keys.len()))),
            Shape::Named(_) => {}
            Shape::List { min, max, .. } => {
                // Where the game sets no most, the heap limit is the most (a
                // limit error, not a usage one).
                if max.is_none() {
                    limits.check_heaps(count)?;
                }
                let max = max.unwrap_or(limits.max_heaps);
                if count < min || count > max {
                    return Err(wrong(if min == max {
                        numbers(min)
                    } else {
                        format!("{min} to {max} numbers")
                    }));
                }
            }
            Shape::HeapAndLimit { .. } => match count {
                1 => {
                    let start = FibonacciPosition::start(position.remove(0));
                    position = vec![start.n, start.max_take];
                }
                2 => {}
                _ => return Err(wrong("a heap and at most one limit on the next take".into())),
            },
        }
        Ok(GameSpec { game, rule, position })
    }

    /// The game `name` with its parameters and position read from a query
    /// (every key as its entry names it), under `rule`. Keys it does not use
    /// are left in the query.
    pub fn from_query(
        name: &str,
        rule: Rule,
        query: &mut dyn Query,
        limits: &Limits,
    ) -> Result<GameSpec, Error> {
        let entry = entry(name).ok_or_else(|| unknown_game(name))?;
        let mut raw = Vec::new();
        for p in entry.parameters {
            let text = required(query, p.key)?;
            raw.push(match p.kind {
                ParameterKind::MultiRule | ParameterKind::Code => RawParameter::Name(text),
                ParameterKind::Positive | ParameterKind::Set => {
                    RawParameter::Numbers(number_list(&text, p.key, limits)?)
                }
            });
        }
        let game = Game::new(name, raw, |p| p.key.to_string())?;
        let number = |query: &mut dyn Query, key: &str| -> Result<Natural, Error> {
            limits.number(&required(query, key)?).map_err(|e| e.about(key))
        };
        let position = match entry.shape {
            Shape::Named(keys) => keys.iter().map(|k| number(query, k)).collect::<Result<Vec<_>, _>>()?,
            Shape::List { key, .. } => {
                let text = required(query, key)?;
                // Refused before a number of it is read.
                limits.check_heaps(text.split(',').count())?;
                number_list(&text, key, limits)?
            }
            Shape::HeapAndLimit { heap, limit } => {
                let mut position = vec![number(query, heap)?];
                if let Some(text) = query.take(limit) {
                    position.push(limits.number(&text).map_err(|e| e.about(limit))?);
                }
                position
            }
        };
        GameSpec::new(game, rule, position, limits)
    }

    /// The game made ready to answer: a multi-pile game solves the box below
    /// the position, a subtraction game finds its period (or, for a heap below
    /// the search limit, computes up to it), each under its limits.
    pub fn build(&self, limits: &Limits) -> Result<Built, Error> {
        let rule = self.rule;
        let p = &self.position;
        let two = || [p[0].clone(), p[1].clone()];
        Ok(match &self.game {
            Game::Wythoff => Built::Wythoff(Wythoff { rule }, two()),
            Game::Generalized { a } => {
                Built::Generalized(Generalized::new(a.clone(), rule).expect("a ≥ 1 (validated)"), two())
            }
            Game::Restricted { max_take } => {
                Built::Restricted(Restricted::new(max_take.clone(), rule).expect("m ≥ 1 (validated)"), two())
            }
            Game::Multipile { moves } => {
                let sides: Vec<Natural> = p.iter().map(|x| x + 1u8).collect();
                Built::Multipile(solve_multipile(*moves, rule, &sides, limits)?, p.clone())
            }
            Game::Nim => Built::Nim(Nim { rule }, p.clone()),
            Game::Bash { max_take } => Built::Bash(Bash { max_take: max_take.clone(), rule }, p[0].clone()),
            Game::Subtraction { set } => {
                let game = SubtractionGame::for_heap(set, rule, limits.values_for(set), &p[0])?;
                Built::Subtraction(game, p[0].clone())
            }
            Game::Fibonacci => {
                Built::Fibonacci(FibonacciGame, FibonacciPosition { n: p[0].clone(), max_take: p[1].clone() })
            }
            Game::Octal { code } => {
                let heaps =
                    Octal::search(code.clone(), limits.take_break_values, Work::new(limits.take_break_work));
                Built::Octal(ready(TakeBreak { heaps, rule }, p, limits)?, p.clone())
            }
            Game::GrundysGame => {
                // Its values are computed up to the largest heap (normal play).
                let largest = p.iter().max().cloned().unwrap_or(Natural::ZERO);
                let len = usize::try_from(&largest).ok().and_then(|n| n.checked_add(1));
                let len = match (rule, len) {
                    (Rule::Misere, _) => 0,
                    (Rule::Normal, Some(len)) if len <= limits.take_break_values => len,
                    (Rule::Normal, _) => {
                        return Err(Error::limit(format!(
                            "Grundy's game has no known period, so its values are computed up to the largest heap, here {}: beyond the values limit (now {} values, at most {}: --limit, or take_break_values in Python)",
                            brief(&largest),
                            crate::limits::grouped(limits.take_break_values as u64),
                            crate::limits::grouped(limits.max_take_break_values as u64)
                        )));
                    }
                };
                let heaps = GrundysGame::within(len, &mut Work::new(limits.take_break_work));
                if heaps.values().len() < len {
                    return Err(Error::limit(format!(
                        "Grundy's game's values up to heap {} take more than the step limit ({} splits tried); it stopped after heap {}",
                        brief(&largest),
                        crate::limits::grouped(limits.take_break_work),
                        heaps.values().len().saturating_sub(1)
                    )));
                }
                Built::GrundysGame(ready(TakeBreak { heaps, rule }, p, limits)?, p.clone())
            }
            Game::LaskerNim => {
                Built::LaskerNim(ready(TakeBreak { heaps: LaskerNim, rule }, p, limits)?, p.clone())
            }
        })
    }

    /// Who wins and why, with every winning move for [`Question::Moves`].
    pub fn analysis(&self, question: Question, limits: &Limits) -> Result<Analysis, Error> {
        if matches!(self.game, Game::Fibonacci) && question == Question::Moves {
            limits.check_fibonacci_moves(&self.position[0])?;
        }
        if question == Question::Moves {
            self.check_moves_listed(limits)?;
        }
        Ok(self.build(limits)?.visit(Analyse(question)))
    }

    /// The computer's move from the position, at `level`, its choices fixed
    /// by `seed` (see [`crate::play`]).
    pub fn computer(&self, level: Level, seed: u64, limits: &Limits) -> Result<ComputerMove, Error> {
        self.check_moves_listed(limits)?;
        Ok(self.build(limits)?.visit(Computer { level, seed }))
    }

    /// For a game whose moves split heaps: every heap within the limit on the
    /// heaps whose moves are tried one by one (a heap of n has about n/2
    /// splits): what listing moves, the computer, a checked move and `play`
    /// need.
    pub fn check_moves_listed(&self, limits: &Limits) -> Result<(), Error> {
        if !self.game.entry().splits {
            return Ok(());
        }
        let most = Natural::from(limits.take_break_moves_heap);
        match self.position.iter().position(|h| *h > most) {
            Some(i) => Err(Error::limit(format!(
                "heap {} ({}) is larger than {}, the largest heap whose moves are tried one by one (a heap of n has about n/2 splits); its outcome is answered by status",
                i + 1,
                brief(&self.position[i]),
                crate::limits::grouped(limits.take_break_moves_heap)
            ))),
            None => Ok(()),
        }
    }

    /// The player's move from the position to `to` checked: its description,
    /// or an input error saying why it is not a move.
    ///
    /// A Fibonacci move may give the heap alone: the next limit follows.
    pub fn check(&self, to: Vec<Natural>, limits: &Limits) -> Result<CheckedMove, Error> {
        let heap_only = matches!(self.game.entry().shape, Shape::HeapAndLimit { .. }) && to.len() == 1;
        let split = self.game.entry().splits && to.len() == self.position.len() + 1;
        if to.len() != self.position.len() && !heap_only && !split {
            return Err(Error::input(format!(
                "to: a position of {} has {} numbers, not {}",
                self.game.entry().title,
                self.position.len(),
                to.len()
            )));
        }
        self.check_moves_listed(limits)?;
        self.build(limits)?.visit(Check(to))
    }
    /// The squares of a board window whose lower-left corner is `corner` and
    /// whose side is `size`: which are P-positions, and which the position can
    /// move to. Two-pile games only (their positions are squares of a board); at
    /// most [`MAX_WINDOW`] squares a side.
    ///
    /// ```
    /// use wythoff::Rule;
    /// use wythoff_answer::registry::{Game, GameSpec};
    /// use wythoff_answer::Limits;
    /// let n = |x: u8| wythoff::Natural::from(x);
    /// let limits = Limits::default();
    /// let spec = GameSpec::new(Game::Wythoff, Rule::Normal, vec![n(2), n(1)], &limits).unwrap();
    /// let w = spec.window([n(0), n(0)], 3, &limits).unwrap();
    /// assert_eq!(w.p, vec![[n(0), n(0)], [n(1), n(2)], [n(2), n(1)]]);
    /// assert_eq!(w.moves, vec![[n(0), n(1)], [n(1), n(0)], [n(1), n(1)], [n(2), n(0)]]);
    /// ```
    pub fn window(&self, corner: [Natural; 2], size: u64, limits: &Limits) -> Result<Window, Error> {
        if !self.game.entry().on_board() {
            return Err(Error::usage(format!(
                "a board window is drawn for the two-pile games ({}), not {}",
                names(Entry::on_board),
                self.game.entry().title
            )));
        }
        if !(1..=MAX_WINDOW).contains(&size) {
            return Err(Error::limit(format!(
                "size: a board window has 1 to {MAX_WINDOW} squares a side, not {size}"
            )));
        }
        let (p, moves) = self.build(limits)?.visit(Squares { corner: corner.clone(), size });
        Ok(Window { spec: self.clone(), corner, size, p, moves })
    }
}

/// Multi-pile Wythoff's box of sides `sides` solved, after its size and its
/// cost (memory and steps) are checked against `limits`: what `status`,
/// `moves`, `computer`, `positions` and `play` all solve.
pub fn solve_multipile(
    moves: MultiRule,
    rule: Rule,
    sides: &[Natural],
    limits: &Limits,
) -> Result<MultiPile, Error> {
    let sides = limits.check_engine_box(sides)?;
    limits.check_engine_cost(&MultiPile::cost(moves, &sides)?)?;
    Ok(MultiPile::solve_box(moves, rule, &sides)?)
}

/// A game ready to answer, with the position asked about.
pub enum Built {
    /// Wythoff's game.
    Wythoff(Wythoff, [Natural; 2]),
    /// Fraenkel's a-Wythoff.
    Generalized(Generalized, [Natural; 2]),
    /// Restricted Wythoff.
    Restricted(Restricted, [Natural; 2]),
    /// Multi-pile Wythoff, its box solved.
    Multipile(MultiPile, Vec<Natural>),
    /// Nim.
    Nim(Nim, Vec<Natural>),
    /// The Bash game.
    Bash(Bash, Natural),
    /// A subtraction game, its values known.
    Subtraction(SubtractionGame, Natural),
    /// The Fibonacci game.
    Fibonacci(FibonacciGame, FibonacciPosition),
    /// An octal game, its values searched for a period.
    Octal(TakeBreak<Octal>, Vec<Natural>),
    /// Grundy's game, its values computed up to the largest heap.
    GrundysGame(TakeBreak<GrundysGame>, Vec<Natural>),
    /// Lasker's Nim.
    LaskerNim(TakeBreak<LaskerNim>, Vec<Natural>),
}

/// A take-and-break game checked against the position it answers: in normal
/// play every heap's value known (a period proven, or the heap within the
/// values computed), in misère play at most [`MISERE_TOKENS`] tokens in all.
fn ready<R: HeapRule>(game: TakeBreak<R>, heaps: &[Natural], limits: &Limits) -> Result<TakeBreak<R>, Error> {
    if game.covers(heaps) {
        return Ok(game);
    }
    if game.rule == Rule::Misere {
        return Err(Error::limit(format!(
            "misère play is answered here by searching every position reachable, for positions of at most {MISERE_TOKENS} tokens in all (misère play has no rule by values); this one has {}",
            brief(&wythoff::take_and_break::tokens(heaps))
        )));
    }
    let i = heaps.iter().position(|h| game.heaps.value(h).is_none()).expect("a heap not covered");
    Err(Error::limit(format!(
        "heap {} ({}) is beyond the values known: {}; the values limit raises how many are computed (now {}, at most {}: --limit, or take_break_values in Python)",
        i + 1,
        brief(&heaps[i]),
        game.heaps.source(),
        crate::limits::grouped(limits.take_break_values as u64),
        crate::limits::grouped(limits.max_take_break_values as u64)
    )))
}

/// Something asked of a game, whichever it is: the one place a front end's
/// question meets the game's type.
pub trait Visit {
    /// The answer.
    type Out;
    /// Answers for `game` at `position`.
    fn visit<G: Playable>(self, game: &G, position: &G::Position) -> Self::Out;
}

impl Built {
    /// Asks `v` of the game.
    pub fn visit<V: Visit>(&self, v: V) -> V::Out {
        match self {
            Built::Wythoff(g, p) => v.visit(g, p),
            Built::Generalized(g, p) => v.visit(g, p),
            Built::Restricted(g, p) => v.visit(g, p),
            Built::Multipile(g, p) => v.visit(g, p),
            Built::Nim(g, p) => v.visit(g, p),
            Built::Bash(g, p) => v.visit(g, p),
            Built::Subtraction(g, p) => v.visit(g, p),
            Built::Fibonacci(g, p) => v.visit(g, p),
            Built::Octal(g, p) => v.visit(g, p),
            Built::GrundysGame(g, p) => v.visit(g, p),
            Built::LaskerNim(g, p) => v.visit(g, p),
        }
    }
}

/// The most squares a side of a board window ([`GameSpec::window`]).
pub const MAX_WINDOW: u64 = 40;

/// A board window of a two-pile game: its P-positions, and the squares the
/// position can move to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    /// The game, its rule and the position moved from.
    pub spec: GameSpec,
    /// The window's lower-left square.
    pub corner: [Natural; 2],
    /// Its side.
    pub size: u64,
    /// Its P-positions, by first pile and then second.
    pub p: Vec<[Natural; 2]>,
    /// Its squares the position can move to, in the same order.
    pub moves: Vec<[Natural; 2]>,
}

impl Serialize for Window {
    /// `{game, parameters, rule, position, corner, size, p, moves}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(8))?;
        map.serialize_entry("game", self.spec.game.entry().name)?;
        map.serialize_entry("parameters", &crate::json::Parameters(&self.spec.parameters()))?;
        map.serialize_entry("rule", self.spec.rule.as_str())?;
        map.serialize_entry("position", &Decs(&self.spec.position))?;
        map.serialize_entry("corner", &Decs(&self.corner))?;
        map.serialize_entry("size", &crate::json::Count(self.size))?;
        let squares =
            |v: &[[Natural; 2]]| v.iter().map(|[x, y]| vec![x.clone(), y.clone()]).collect::<Vec<_>>();
        map.serialize_entry("p", &squares(&self.p).iter().map(|v| Decs(v)).collect::<Vec<_>>())?;
        map.serialize_entry("moves", &squares(&self.moves).iter().map(|v| Decs(v)).collect::<Vec<_>>())?;
        map.end()
    }
}

impl Answer for Window {
    /// One line per row of the window, top row first: `P` for a P-position,
    /// `*` for a square the position moves to, `.` otherwise.
    fn text(&self) -> String {
        let mut text = String::new();
        for dy in (0..self.size).rev() {
            let y = &self.corner[1] + dy;
            for dx in 0..self.size {
                let square = [&self.corner[0] + dx, y.clone()];
                text.push(if self.p.contains(&square) {
                    'P'
                } else if self.moves.contains(&square) {
                    '*'
                } else {
                    '.'
                });
            }
            text.push('\n');
        }
        text
    }
}

/// The squares of a window: its P-positions and the moves into it.
struct Squares {
    corner: [Natural; 2],
    size: u64,
}

impl Visit for Squares {
    type Out = (Vec<[Natural; 2]>, Vec<[Natural; 2]>);
    fn visit<G: Playable>(self, game: &G, position: &G::Position) -> Self::Out {
        let (mut p, mut moves) = (Vec::new(), Vec::new());
        for dx in 0..self.size {
            for dy in 0..self.size {
                let square = [&self.corner[0] + dx, &self.corner[1] + dy];
                let at = game.position_of(&square);
                if game.outcome(&at) == wythoff::Outcome::P {
                    p.push(square.clone());
                }
                if game.check(position, &at).is_ok() {
                    moves.push(square);
                }
            }
        }
        (p, moves)
    }
}

struct Analyse(Question);

impl Visit for Analyse {
    type Out = Analysis;
    fn visit<G: Playable>(self, game: &G, position: &G::Position) -> Analysis {
        analyse(game, position, self.0)
    }
}

struct Computer {
    level: Level,
    seed: u64,
}

impl Visit for Computer {
    type Out = ComputerMove;
    fn visit<G: Playable>(self, game: &G, position: &G::Position) -> ComputerMove {
        let mut rng = generator(self.seed);
        let chosen = choose(game, position, self.level, &mut rng);
        let end = match &chosen {
            // No move: the human made the last one (or nobody moved).
            None => Some(ending_after(game.rule(), Player::Human)),
            Some((to, _)) if !game.can_move(to) => Some(ending_after(game.rule(), Player::Computer)),
            Some(_) => None,
        };
        let (to, text) = match chosen {
            Some((to, text)) => (Some(game.coordinates(&to).into_owned()), Some(text)),
            None => (None, None),
        };
        ComputerMove {
            game: GameInfo::of(game),
            position: game.coordinates(position).into_owned(),
            to,
            text,
            level: self.level,
            seed: self.seed,
            end,
        }
    }
}

struct Check(Vec<Natural>);

impl Visit for Check {
    type Out = Result<CheckedMove, Error>;
    fn visit<G: Playable>(self, game: &G, position: &G::Position) -> Result<CheckedMove, Error> {
        let to = game.reached(position, &self.0);
        let text = game.check(position, &to).map_err(Error::input)?;
        let end = (!game.can_move(&to)).then(|| ending_after(game.rule(), Player::Human));
        Ok(CheckedMove {
            game: GameInfo::of(game),
            position: game.coordinates(position).into_owned(),
            to: game.coordinates(&to).into_owned(),
            text,
            end,
        })
    }
}

/// The computer's move: from where, to where (`None` when no move is left),
/// the move in words, and how it was chosen. `end` says who won when the game
/// is over (no move is left before or after it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerMove {
    /// The game.
    pub game: GameInfo,
    /// The position before.
    pub position: Vec<Natural>,
    /// The whole position after, or `None` when no move was possible.
    pub to: Option<Vec<Natural>>,
    /// The move in words.
    pub text: Option<String>,
    /// How well the computer played.
    pub level: Level,
    /// The seed of its choices.
    pub seed: u64,
    /// Who won, when no move is left: the sentence of [`crate::play::ending`].
    pub end: Option<&'static str>,
}

impl Answer for ComputerMove {
    /// `computer: take 2 from pile 1 -> (3, 5)`, or that no move is left, and
    /// the end of the game if it has come.
    fn text(&self) -> String {
        let mut text = match &self.text {
            Some(m) => format!("computer: {m}\n"),
            None => "computer: no move is left\n".to_string(),
        };
        if let Some(end) = self.end {
            text.push_str(end);
            text.push('\n');
        }
        text
    }
}

impl Serialize for ComputerMove {
    /// `{game, parameters, rule, position, to, text, level, seed, end}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(9))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("position", &Decs(&self.position))?;
        map.serialize_entry("to", &self.to.as_deref().map(Decs))?;
        map.serialize_entry("text", &self.text)?;
        map.serialize_entry("level", self.level.as_str())?;
        map.serialize_entry("seed", &crate::json::Count(self.seed))?;
        map.serialize_entry("end", &self.end)?;
        map.end()
    }
}

/// A player's move, checked: legal, with its description; `end` says who won
/// when it leaves no move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedMove {
    /// The game.
    pub game: GameInfo,
    /// The position before.
    pub position: Vec<Natural>,
    /// The position after.
    pub to: Vec<Natural>,
    /// The move in words.
    pub text: String,
    /// Who won, when the move leaves no move: the sentence of [`crate::play::ending`].
    pub end: Option<&'static str>,
}

impl Answer for CheckedMove {
    fn text(&self) -> String {
        let mut text = format!("legal: {}\n", self.text);
        if let Some(end) = self.end {
            text.push_str(end);
            text.push('\n');
        }
        text
    }
}

impl Serialize for CheckedMove {
    /// `{game, parameters, rule, position, to, legal: true, text, end}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(8))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("position", &Decs(&self.position))?;
        map.serialize_entry("to", &Decs(&self.to))?;
        map.serialize_entry("legal", &true)?;
        map.serialize_entry("text", &self.text)?;
        map.serialize_entry("end", &self.end)?;
        map.end()
    }
}

impl fmt::Display for GameSpec {
    /// The spec in a sum's notation: `subtraction{1,3,4}(10)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let join = |v: &[Natural]| v.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(",");
        f.write_str(self.game.entry().name)?;
        let params: Vec<String> = self
            .game
            .parameters()
            .into_iter()
            .map(|(_, p)| match p {
                Parameter::Number(n) => n.to_string(),
                Parameter::Numbers(v) => join(&v),
                Parameter::Name(s) => s.to_string(),
                Parameter::Text(s) => s,
            })
            .collect();
        if !params.is_empty() {
            write!(f, "{{{}}}", params.join(";"))?;
        }
        write!(f, "({})", join(&self.position))
    }
}

impl GameSpec {
    /// The game's parameters as JSON names them.
    pub fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        self.game.parameters()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_names_a_game_and_back() {
        for entry in &GAMES {
            let raw = entry
                .parameters
                .iter()
                .map(|p| match p.kind {
                    ParameterKind::MultiRule => RawParameter::Name("one-or-all".into()),
                    ParameterKind::Code => RawParameter::Name("0.07".into()),
                    _ => RawParameter::Numbers(vec![Natural::from(2u8)]),
                })
                .collect();
            let game = Game::new(entry.name, raw, |p| p.key.to_string()).unwrap();
            assert_eq!(game.entry().name, entry.name);
        }
        assert_eq!(Game::new("chess", vec![], |p| p.key.into()).unwrap_err().kind, crate::ErrorKind::Usage);
    }

    #[test]
    fn the_validators_say_what_is_wrong() {
        let e = positive(Natural::ZERO, "--max-take").unwrap_err();
        assert_eq!((e.kind, e.message.as_str()), (crate::ErrorKind::Input, "--max-take must be at least 1"));
        let e = subtraction_set(&[Natural::ZERO], "set").unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::Input);
        assert!(e.message.starts_with("set: 0 cannot be"), "{}", e.message);
        let big: Natural = "18446744073709551616".parse().unwrap();
        assert!(subtraction_set(&[big], "set").unwrap_err().message.contains("too large"));
        assert_eq!(multi_rule("one-or-some", "moves").unwrap_err().kind, crate::ErrorKind::Usage);
    }

    #[test]
    fn shapes_are_checked() {
        let limits = Limits::default();
        let n = |v: &[u8]| v.iter().map(|&x| Natural::from(x)).collect::<Vec<_>>();
        assert!(GameSpec::new(Game::Wythoff, Rule::Normal, n(&[1, 2, 3]), &limits).is_err());
        assert!(GameSpec::new(Game::Fibonacci, Rule::Misere, n(&[5]), &limits).is_err());
        let fib = GameSpec::new(Game::Fibonacci, Rule::Normal, n(&[5]), &limits).unwrap();
        assert_eq!(fib.position, n(&[5, 4]));
        let many = vec![Natural::ONE; limits.max_heaps + 1];
        assert_eq!(
            GameSpec::new(Game::Nim, Rule::Normal, many, &limits).unwrap_err().kind,
            crate::ErrorKind::Limit
        );
        let multi = Game::Multipile { moves: MultiRule::OneOrAll };
        assert!(GameSpec::new(multi, Rule::Normal, n(&[1]), &limits).is_err());
    }

    #[test]
    fn the_computer_and_a_check() {
        let limits = Limits::default();
        let mut q = vec![("set", "70"), ("n", "80")];
        let spec = GameSpec::from_query("subtraction", Rule::Normal, &mut q, &limits).unwrap();
        let reply = spec.computer(Level::Perfect, 1, &limits).unwrap();
        assert_eq!(reply.to, Some(vec![Natural::from(10u8)]));
        assert_eq!(reply.end, Some("the computer wins: it took the last object"));
        let ok = spec.check(vec![Natural::from(10u8)], &limits).unwrap();
        assert_eq!(ok.text, "take 70 -> 10");
        let e = spec.check(vec![Natural::from(11u8)], &limits).unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::Input);
        assert!(e.message.contains("a move takes one of 70, not 69"), "{}", e.message);
    }
}
