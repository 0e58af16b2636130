//! What a game is to the front ends: the vocabulary every game's registry file
//! (under [`crate::games`]) speaks, and nothing that knows which games there
//! are ([`crate::registry`] holds the list and finds a game by name).
//!
//! - [`GameKind`]: a game's behaviour, one trait; its [`Entry`] the data
//!   (names, parameters with their flags and keys, the position's shape, what it
//!   supports, its actions, help, examples and presets).
//! - [`Game`]: a game with its parameters, checked; [`GameSpec`]: that, a play
//!   rule and a position, checked against the game's shape.
//! - One validator per kind of parameter ([`positive`], [`subtraction_set`],
//!   [`choice`], [`octal_code`]), which every front end calls with its own name
//!   for the value.
//! - From a spec: the [`Analysis`](crate::Analysis), the computer's move
//!   ([`ComputerMove`]), a player's move checked ([`CheckedMove`]), through the
//!   game as built ([`Solved`]); as a sum's component, a [`Planned`] part.

use std::fmt;

use wythoff::Natural;
use wythoff::game::{Arg, Parameter, Rule};
use wythoff::octal::OctalCode;
use wythoff::subtraction::SubtractionSet;

use crate::limits::brief_text;
use crate::{Error, ErrorKind, Format, Limits, Reply};

mod component;
mod spec;
mod validate;

pub use component::{Needs, Planned, SharedPart, Tables};
pub(crate) use spec::required;
pub use spec::{CheckedMove, ComputerMove, MAX_WINDOW, Query, Ready, Solved, Window, ready, unknown_preset};
pub use validate::{choice, listed, number_list, octal_code, positive, subtraction_set};

/// What kind of value a parameter takes; each kind has one validator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParameterKind {
    /// A number of at least 1 ([`positive`]).
    Positive,
    /// A set of amounts: positive numbers below 2^64, as `1,3,4`
    /// ([`subtraction_set`]).
    Set,
    /// One of a few names ([`choice`]), each with what it means.
    Choice(&'static [Choice]),
    /// An octal code, as `0.07` ([`octal_code`]).
    Code,
}

impl ParameterKind {
    /// The kind's name in the catalogue (`/api/games`).
    pub fn as_str(self) -> &'static str {
        match self {
            ParameterKind::Positive => "positive",
            ParameterKind::Set => "set",
            ParameterKind::Choice(_) => "choice",
            ParameterKind::Code => "code",
        }
    }

    /// Is the value written as text (a name, a code) rather than numbers?
    pub fn is_text(self) -> bool {
        matches!(self, ParameterKind::Choice(_) | ParameterKind::Code)
    }
}

/// One of the names a [`ParameterKind::Choice`] takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The name, as written.
    pub name: &'static str,
    /// What it means.
    pub about: &'static str,
}

/// A parameter of a game, besides its play rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParameterSpec {
    /// Its key in a web query, in JSON's `parameters` and in Python.
    pub key: &'static str,
    /// Its flag on the command line (`--max-take`).
    pub flag: &'static str,
    /// Its short flag, where it has one (`-m`).
    pub short: Option<char>,
    /// What it takes.
    pub kind: ParameterKind,
    /// What it is, in a few words.
    pub about: &'static str,
    /// A value to start from where a front end offers one (the page's field).
    pub default: &'static str,
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

impl Shape {
    /// How a front end names coordinate `i` of a position in a message: by its
    /// key (`a`, `n`), or as the list's `heaps[0]`.
    pub fn name(self, i: usize) -> String {
        match self {
            Shape::Named(keys) => keys.get(i).map_or_else(|| format!("position[{i}]"), |k| k.to_string()),
            Shape::List { key, .. } => format!("{key}[{i}]"),
            Shape::HeapAndLimit { heap, limit } => [heap, limit].get(i).unwrap_or(&"position").to_string(),
        }
    }
}

/// A request the tests make of every game, through every front end: the
/// parameters' values (in the entry's order, as written) and a position.
/// [`Entry::args`], [`Entry::query`] and the Python tests spell it each way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// The parameters, as written.
    pub parameters: &'static [&'static str],
    /// The position's numbers.
    pub position: &'static [&'static str],
}

/// How a game is written as a component of a sum (`wythoff sum`), for the
/// help that lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SumSyntax {
    /// The form, as the help shows it: `bash{M}(N)`.
    pub written: &'static str,
    /// What it is, in a line.
    pub about: &'static str,
    /// One such component (a test parses it).
    pub example: &'static str,
}

/// A request every front end must refuse, and how: the kind of error, and
/// words its message holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The parameters, as written.
    pub parameters: &'static [&'static str],
    /// The position's numbers.
    pub position: &'static [&'static str],
    /// Misère play?
    pub misere: bool,
    /// The error's kind.
    pub kind: ErrorKind,
    /// Words of its message.
    pub says: &'static str,
}

/// A named form of a game: Kayles is the octal game 0.77. Front ends offer it
/// by name (`--preset kayles`, `preset=kayles`, `preset="kayles"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Its name, as written.
    pub name: &'static str,
    /// Its name in sentences.
    pub title: &'static str,
    /// The parameters it stands for, in the entry's order.
    pub parameters: &'static [&'static str],
    /// Its rule in a sentence a student reads, without the game's code.
    pub about: &'static str,
}

/// A kind of reason a game's answers give (the JSON's `reason.kind`), with the
/// numbers it holds: what the schema says of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReasonSpec {
    /// Its kinds (several that hold the same numbers).
    pub kinds: &'static [&'static str],
    /// Every number it may hold, by name; none given: any numbers.
    pub values: Option<&'static [&'static str]>,
    /// The numbers it always holds.
    pub required: &'static [&'static str],
    /// Numbers that come only with others: (this one, those).
    pub dependent: &'static [(&'static str, &'static [&'static str])],
    /// The argument, in a sentence.
    pub about: &'static str,
}

/// A flag an action takes besides the game's own (multi-pile Wythoff's
/// `positions --max M --piles K`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlagSpec {
    /// Its name, without the dashes (`max`).
    pub long: &'static str,
    /// What it holds, in the help (`M`).
    pub value: &'static str,
    /// What it is.
    pub about: &'static str,
    /// Its value when left out, if it has one.
    pub default: Option<&'static str>,
    /// A switch, taking no value (`--recheck`): given, it holds 1.
    pub switch: bool,
}

/// An action of a game beyond the questions every game answers (status,
/// moves, computer): a listing or a fact about the game (a subtraction game's
/// `period`, a take-and-break game's `sequence N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionSpec {
    /// Its name (`sequence`).
    pub name: &'static str,
    /// What it answers, for the help.
    pub about: &'static str,
    /// How many numbers it takes after its name (`sequence N` one, `period`
    /// none).
    pub numbers: usize,
    /// The flags it takes.
    pub flags: &'static [FlagSpec],
}

/// What the command's `--limit` sets for a game, where it has one.
#[derive(Clone, Copy, Debug)]
pub struct LimitFlag {
    /// Its help line.
    pub about: &'static str,
    /// The limits with `--limit N`, or why N is refused.
    pub apply: fn(Limits, u64) -> Result<Limits, Error>,
}

/// One game, as every front end sees it: the data. Its behaviour is its
/// [`GameKind`].
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Its identifier: the web API's `{game}`, JSON's `game`, the sum's
    /// component name, `play --game`, Python's helper.
    pub name: &'static str,
    /// Its name in sentences.
    pub title: &'static str,
    /// Its subcommand (`grundys-game`); none for Wythoff's game, whose
    /// questions are the command's own (`wythoff status 4 7`).
    pub command: Option<&'static str>,
    /// The rule in one line: the subcommand's and the Python helper's summary.
    pub about: &'static str,
    /// The subcommand's notes and examples, after its options in `--help`.
    pub help: &'static str,
    /// What the position's numbers are, for the subcommand's help.
    pub numbers: &'static str,
    /// Its parameters, in the order a sum component lists them in braces.
    pub parameters: &'static [ParameterSpec],
    /// Its positions.
    pub shape: Shape,
    /// What its answers' `parameters` also hold, from the position: (key,
    /// what it is).
    pub derived: &'static [(&'static str, &'static str)],
    /// The reasons its answers give.
    pub reasons: &'static [ReasonSpec],
    /// Does it have a misère form here?
    pub misere: bool,
    /// Can it be a component of a sum (its Grundy values are known)?
    pub sum: bool,
    /// How it is written as one (empty where it cannot be).
    pub sum_syntax: &'static [SumSyntax],
    /// Are its answers heavy: more than a few big-number operations (an
    /// engine's box, a period search)? The web API computes these on its heavy
    /// thread.
    pub heavy: bool,
    /// Can a move split a heap in two (the take-and-break games)? Then the
    /// position after a move may hold one number more.
    pub splits: bool,
    /// Can a move take objects from a heap without splitting it? Not in
    /// Grundy's game, whose every move splits.
    pub takes: bool,
    /// The limits (their names in [`Limits`]) that bound its answers beyond
    /// the digit limit, for a front end to state before a user asks.
    pub bounds: &'static [&'static str],
    /// Its moves in `play`, for `play --help`: the syntax in one line.
    pub moves: &'static str,
    /// What else it answers besides status, moves and computer.
    pub actions: &'static [ActionSpec],
    /// What `--limit` sets, if anything.
    pub limit: Option<LimitFlag>,
    /// Requests that every test of every front end makes.
    pub examples: &'static [Example],
    /// Requests every front end refuses, with the kind of error.
    pub refused: &'static [Refused],
    /// Its named forms.
    pub presets: &'static [Preset],
    /// The Python helper's example, a doctest (`>>> nim().status(1, 2, 3).outcome`
    /// and its answer).
    pub python: &'static str,
}

impl Entry {
    /// Are its positions squares of a board (two piles)?
    pub fn on_board(&self) -> bool {
        matches!(self.shape, Shape::Named([_, _]) | Shape::List { max: Some(2), .. })
    }

    /// The action called `name`, if the game has it.
    pub fn action(&self, name: &str) -> Option<&'static ActionSpec> {
        self.actions.iter().find(|a| a.name == name)
    }

    /// The preset called `name` (any case), if the game has it.
    pub fn preset(&self, name: &str) -> Option<&'static Preset> {
        self.presets.iter().find(|p| p.name.eq_ignore_ascii_case(name))
    }

    /// The command's arguments for a request (`--max-take 3 10`): the
    /// subcommand, each parameter's flag and value, and the position (a
    /// limit of the Fibonacci game's as `--max-take`). The question goes after
    /// the subcommand: [`Entry::command_words`].
    pub fn args(&self, parameters: &[&str], position: &[&str]) -> Vec<String> {
        let mut args: Vec<String> = Vec::new();
        for (p, value) in self.parameters.iter().zip(parameters) {
            args.extend([p.flag.to_string(), value.to_string()]);
        }
        match self.shape {
            Shape::HeapAndLimit { .. } if position.len() == 2 => {
                args.extend([position[0].to_string(), "--max-take".into(), position[1].to_string()])
            }
            _ => args.extend(position.iter().map(|n| n.to_string())),
        }
        args
    }

    /// The words before the question on the command line: `["octal"]`, or
    /// none for Wythoff's game.
    pub fn command_words(&self) -> Vec<&'static str> {
        self.command.into_iter().collect()
    }

    /// The web API's query for a request (`max_take=3&n=10`).
    pub fn query(&self, parameters: &[&str], position: &[&str]) -> String {
        let mut parts: Vec<String> =
            self.parameters.iter().zip(parameters).map(|(p, v)| format!("{}={v}", p.key)).collect();
        match self.shape {
            Shape::Named(keys) => parts.extend(keys.iter().zip(position).map(|(k, v)| format!("{k}={v}"))),
            Shape::List { key, .. } => parts.push(format!("{key}={}", position.join(","))),
            Shape::HeapAndLimit { heap, limit } => {
                parts.push(format!("{heap}={}", position[0]));
                if let Some(t) = position.get(1) {
                    parts.push(format!("{limit}={t}"));
                }
            }
        }
        parts.join("&")
    }
}

/// What a game is to the front ends: its [`Entry`] and its behaviour. Each game
/// implements it once, in its registry file (`games/NAME.rs`), and is listed
/// once in [`GAMES`](crate::games::GAMES); every front end finds it there.
pub trait GameKind: Sync {
    /// The game's data: names, parameters, shape, help, examples.
    fn entry(&self) -> &'static Entry;

    /// The game made ready to answer about `spec`'s position, under `limits`
    /// (a multi-pile game solves the box below the position, a subtraction game
    /// finds its period).
    fn build(&self, spec: &GameSpec, limits: &Limits) -> Result<Box<dyn Solved>, Error>;

    /// What must hold before `asked` is answered about `spec`, beyond its
    /// shape: a limit on the heaps whose moves are tried one by one, on the
    /// digits of a listing. By default nothing.
    fn check_asked(&self, spec: &GameSpec, asked: Asked, limits: &Limits) -> Result<(), Error> {
        let _ = (spec, asked, limits);
        Ok(())
    }

    /// `spec`'s position as a component of a sum (where the entry says `sum`).
    fn component(&self, spec: &GameSpec, limits: &Limits) -> Result<Planned, Error> {
        let _ = limits;
        let args = vec![("game", Arg::Notation(spec.game.name().to_string()))];
        Err(Error::of(ErrorKind::Input, "error_not_component", args))
    }

    /// One of the entry's actions (the front end has checked that it is one,
    /// with its count of numbers), other than the misère actions, which
    /// [`crate::act::answer`] answers through [`GameKind::misere_heaps`].
    fn act(&self, action: &ActionSpec, request: &Request) -> Result<Acted, Error> {
        let _ = request;
        let args = vec![
            ("game", Arg::Notation(self.entry().name.into())),
            ("action", Arg::Notation(action.name.into())),
        ];
        Err(Error::of(ErrorKind::Usage, "error_no_action", args))
    }

    /// How a heap moves, for a game played on heaps one at a time: what the
    /// misère actions (`genus H`, `quotient N`) need. None (the default) for
    /// any other game.
    fn misere_heaps(
        &self,
        request: &Request,
    ) -> Option<Result<Box<dyn wythoff::misere::HeapOptions>, Error>> {
        let _ = request;
        None
    }

    /// The game as the rare/common engine runs it, for a values file
    /// ([`crate::values_file`], `sequence N --out FILE`); by default none.
    fn engine(&self) -> Option<fn(&Game) -> crate::values_file::EngineGame> {
        None
    }

    /// A two-pile game's Sprague–Grundy values G(x, y) for x, y below `side`
    /// (normal play), at `x * side + y`: what [`crate::drawn::GrundySquare`]
    /// holds. None (the default) for a game that is not played on two piles;
    /// the caller has checked `side` against [`crate::drawn::MAX_SQUARE`].
    fn grundy_square(&self, game: &Game, side: usize) -> Option<Result<Vec<u32>, Error>> {
        let _ = (game, side);
        None
    }
}

/// What a question does with a position, for [`GameKind::check_asked`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Who wins.
    Status,
    /// Every winning move.
    Moves,
    /// The computer's move.
    Computer,
    /// A move checked.
    Check,
    /// A game played from it.
    Play,
    /// A component of a sum (every winning move of the sum is listed).
    Sum,
}

/// An action asked of a game: its parameters, the rule, the numbers after the
/// action's name, the action's flags as given, and the limits.
pub struct Request<'a> {
    /// The game.
    pub game: &'a Game,
    /// Normal or misère play.
    pub rule: Rule,
    /// The numbers after the action's name.
    pub numbers: &'a [Natural],
    /// The action's flags: each name, with the number given (or its default).
    pub flags: &'a [(&'static str, Natural)],
    /// The limits in force.
    pub limits: &'a Limits,
}

impl Request<'_> {
    /// The value of the action's flag `name`, if given (or defaulted).
    pub fn flag(&self, name: &str) -> Option<&Natural> {
        self.flags.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// Is the switch `name` on (given, and not 0)?
    pub fn switch(&self, name: &str) -> bool {
        self.flag(name).is_some_and(|v| *v != Natural::from(0u32))
    }
}

/// An action's answer: one answer object, or a listing written as it is made.
pub enum Acted {
    /// An answer (text and JSON, as every other).
    Answer(Box<dyn Reply>),
    /// A listing, written line by line (or as one JSON object).
    Listing(Box<dyn Listing>),
}

impl Acted {
    /// Writes it as text, or as JSON.
    pub fn write(&self, out: &mut dyn std::io::Write, format: Format) -> std::io::Result<()> {
        match self {
            Acted::Answer(reply) => crate::write_reply(reply.as_ref(), out, format),
            Acted::Listing(listing) => listing.write(out, format),
        }
    }
}

/// A listing an action writes: as lines, or as one JSON object.
pub trait Listing: Send {
    /// Writes it.
    fn write(&self, out: &mut dyn std::io::Write, format: Format) -> std::io::Result<()>;

    /// Its values as machine words, where it is a list of values (a
    /// sequence): what Python hands over as ints, with no JSON between.
    fn values(&self) -> Option<Vec<u64>> {
        None
    }
}

/// The entry's title with a capital, for the start of a sentence.
pub fn capitalised(title: &str) -> String {
    let mut chars = title.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// A parameter's value as read, before its validator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RawParameter {
    /// Numbers (one for a number, several for a set).
    Numbers(Vec<Natural>),
    /// A name, or a code.
    Name(String),
}

impl RawParameter {
    /// A parameter as written in text, read as its kind reads it: a name or a
    /// code as it is, numbers as a comma-separated list under the digit limit.
    pub fn read(
        text: &str,
        spec: &ParameterSpec,
        what: &str,
        limits: &Limits,
    ) -> Result<RawParameter, Error> {
        Ok(match spec.kind.is_text() {
            true => RawParameter::Name(text.to_string()),
            false => RawParameter::Numbers(number_list(text, what, limits)?),
        })
    }
}

/// A validated parameter value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A number (a [`ParameterKind::Positive`]).
    Number(Natural),
    /// A set's elements, ascending, each once (a [`ParameterKind::Set`]).
    Set(SubtractionSet),
    /// A choice's name.
    Name(&'static str),
    /// A code, in normal form.
    Code(OctalCode),
}

impl Value {
    /// The value as a sentence writes it: `3`, `{1, 3, 4}`, `one-or-all`, `0.07`.
    fn written(&self) -> String {
        match self {
            Value::Number(n) => n.to_string(),
            Value::Set(set) => set.to_string(),
            Value::Name(name) => name.to_string(),
            Value::Code(code) => code.to_string(),
        }
    }

    /// The value as JSON's `parameters` gives it.
    fn parameter(&self) -> Parameter {
        match self {
            Value::Number(n) => Parameter::Number(n.clone()),
            Value::Set(set) => Parameter::Numbers(set.elements().iter().map(|&s| Natural::from(s)).collect()),
            Value::Name(name) => Parameter::Name(name),
            Value::Code(code) => Parameter::Text(code.to_string()),
        }
    }

    /// The value checked by `spec`'s kind's validator; `what` names it.
    fn read(spec: &ParameterSpec, raw: RawParameter, what: &str) -> Result<Value, Error> {
        Ok(match (spec.kind, raw) {
            (ParameterKind::Positive, RawParameter::Numbers(v)) => match <[Natural; 1]>::try_from(v) {
                Ok([n]) => Value::Number(positive(n, what)?),
                Err(v) => {
                    let args = vec![
                        ("what", Arg::Notation(what.to_string())),
                        ("count", Arg::number(v.len() as u64)),
                    ];
                    return Err(Error::of(ErrorKind::Usage, "error_one_number", args));
                }
            },
            (ParameterKind::Set, RawParameter::Numbers(v)) => Value::Set(subtraction_set(&v, what)?),
            (ParameterKind::Choice(choices), RawParameter::Name(text)) => {
                Value::Name(choice(&text, choices, what)?)
            }
            (ParameterKind::Choice(choices), RawParameter::Numbers(_)) => {
                let names: Vec<&str> = choices.iter().map(|c| c.name).collect();
                let args =
                    vec![("what", Arg::Notation(what.to_string())), ("names", crate::words::or_list(&names))];
                return Err(Error::of(ErrorKind::Usage, "error_choice_not_number", args));
            }
            (ParameterKind::Code, RawParameter::Name(text)) => Value::Code(octal_code(&text, what)?),
            (ParameterKind::Code, RawParameter::Numbers(_)) => {
                let args = vec![("what", Arg::Notation(what.to_string()))];
                return Err(Error::of(ErrorKind::Input, "error_code_written", args));
            }
            (_, RawParameter::Name(text)) => {
                let args = vec![
                    ("what", Arg::Notation(what.to_string())),
                    ("text", Arg::Notation(brief_text(&text))),
                ];
                return Err(Error::of(ErrorKind::Input, "error_expected_number", args));
            }
        })
    }
}

/// A game with its parameters, checked.
#[derive(Clone)]
pub struct Game {
    kind: &'static dyn GameKind,
    values: Vec<Value>,
}

impl Game {
    /// The game `kind` with its parameters (see [`Game::new`]).
    pub fn of(
        kind: &'static dyn GameKind,
        parameters: Vec<RawParameter>,
        label: impl Fn(&ParameterSpec) -> String,
    ) -> Result<Game, Error> {
        let entry = kind.entry();
        if parameters.len() != entry.parameters.len() {
            let args = vec![
                ("game", Arg::Notation(entry.name.into())),
                ("count", Arg::number(entry.parameters.len() as u64)),
                ("found", Arg::number(parameters.len() as u64)),
            ];
            return Err(Error::of(ErrorKind::Usage, "error_parameter_count", args));
        }
        let values = entry
            .parameters
            .iter()
            .zip(parameters)
            .map(|(spec, raw)| Value::read(spec, raw, &label(spec)).map_err(|e| e.concerning(spec.key)))
            .collect::<Result<Vec<Value>, Error>>()?;
        Ok(Game { kind, values })
    }

    /// The game `kind` as one of its presets stands for it.
    pub fn preset(kind: &'static dyn GameKind, preset: &Preset) -> Result<Game, Error> {
        let raw = kind
            .entry()
            .parameters
            .iter()
            .zip(preset.parameters)
            .map(|(p, text)| RawParameter::read(text, p, p.key, &Limits::default()))
            .collect::<Result<Vec<_>, Error>>()?;
        Game::of(kind, raw, |p| p.key.to_string())
    }

    /// The game's behaviour.
    pub fn kind(&self) -> &'static dyn GameKind {
        self.kind
    }

    /// The game's registry entry.
    pub fn entry(&self) -> &'static Entry {
        self.kind.entry()
    }

    /// The game's identifier (`"nim"`).
    pub fn name(&self) -> &'static str {
        self.entry().name
    }

    /// The game in words, with its parameters: "Wythoff's game", "The Bash
    /// game (take 1 to 3)", "The subtraction game with the set {1, 3, 4}".
    /// Written from the catalogue's `game-NAME-named`, each parameter by its key.
    pub fn title(&self) -> String {
        let entry = self.entry();
        let args: Vec<(&str, wythoff::game::Arg)> = entry
            .parameters
            .iter()
            .zip(&self.values)
            .map(|(p, v)| (p.key, wythoff::game::Arg::Notation(v.written())))
            .collect();
        crate::words::say(&format!("game-{}-named", entry.name), &args)
    }

    /// The parameters as JSON's `parameters` gives them (a multi-pile game's
    /// `piles` comes from the position, in its answers).
    pub fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        self.entry().parameters.iter().zip(&self.values).map(|(p, v)| (p.key, v.parameter())).collect()
    }

    /// Parameter `i`, a number (the entry says so).
    pub fn number(&self, i: usize) -> &Natural {
        match &self.values[i] {
            Value::Number(n) => n,
            other => unreachable!("the entry says a number, not {other:?}"),
        }
    }

    /// Parameter `i`, a set.
    pub fn set(&self, i: usize) -> &SubtractionSet {
        match &self.values[i] {
            Value::Set(s) => s,
            other => unreachable!("the entry says a set, not {other:?}"),
        }
    }

    /// Parameter `i`, a choice's name.
    pub fn choice(&self, i: usize) -> &'static str {
        match &self.values[i] {
            Value::Name(n) => n,
            other => unreachable!("the entry says a choice, not {other:?}"),
        }
    }

    /// Parameter `i`, a code.
    pub fn code(&self, i: usize) -> &OctalCode {
        match &self.values[i] {
            Value::Code(c) => c,
            other => unreachable!("the entry says a code, not {other:?}"),
        }
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game").field("name", &self.name()).field("values", &self.values).finish()
    }
}

impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        self.name() == other.name() && self.values == other.values
    }
}

impl Eq for Game {}

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

impl fmt::Display for GameSpec {
    /// The spec in a sum's notation: `subtraction{1,3,4}(10)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let join = |v: &[Natural]| v.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(",");
        f.write_str(self.game.name())?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_validators_say_what_is_wrong() {
        let e = positive(Natural::ZERO, "--max-take").unwrap_err();
        assert_eq!((e.kind, e.message.as_str()), (ErrorKind::Input, "--max-take must be at least 1"));
        let e = subtraction_set(&[Natural::ZERO], "set").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Input);
        assert!(e.message.starts_with("set: 0 cannot be"), "{}", e.message);
        let big: Natural = "18446744073709551616".parse().unwrap();
        assert!(subtraction_set(&[big], "set").unwrap_err().message.contains("too large"));
        const TWO: [Choice; 2] =
            [Choice { name: "one-or-all", about: "" }, Choice { name: "one-or-any", about: "" }];
        let e = choice("one-or-some", &TWO, "moves").unwrap_err();
        assert_eq!(
            (e.kind, e.message.as_str()),
            (ErrorKind::Usage, "moves: one-or-all or one-or-any, not 'one-or-some'")
        );
        assert_eq!(listed(&["a", "b", "c"], "or"), "a, b or c");
        assert_eq!(listed(&["a", "b"], "and"), "a and b");
    }
}
