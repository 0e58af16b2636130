//! Sums of games written as expressions, and their answer: each component's
//! Grundy value, the nim-sum, the outcome, and every winning move.
//!
//! **Syntax.** Components joined by `+`, blank space allowed between tokens:
//!
//! | component | game |
//! |---|---|
//! | `wythoff(A,B)` | Wythoff's game with piles A and B: whatever `grundy A B` answers (one pile within the proven rows, or the cells within the direct limit) |
//! | `nim(H)`, `nim(H1,H2,…)` | Nim with one heap, or several heaps as one component |
//! | `subtraction{S1,S2,…}(N)` | the subtraction game with set S and heap N |
//! | `bash{M}(N)` | the Bash game taking 1 to M, heap N |
//! | `fibonacci(N)`, `fibonacci(N,T)` | the Fibonacci game: its start with heap N, or heap N where the next move takes at most T (N at most 10,000: its values have no closed form and are computed) |
//! | `octal{C}(H1,H2,…)` | the octal game with code C (`octal{0.07}(20)`: Dawson's Kayles), heaps H1, H2, … as one component: any size where a period is proven, else within the values computed |
//! | `grundys_game(H1,…)` | Grundy's game (heaps within the values computed) |
//! | `lasker_nim(H1,…)` | Lasker's Nim |
//!
//! A take-and-break component's heaps are at most the limit on heaps whose
//! moves are tried, since every winning move of the sum is listed.
//!
//! Parameters go in braces, the position in parentheses; numbers are decimal of
//! any length. Parameters may instead come first in the parentheses, before a
//! semicolon: `bash(4;20)` is `bash{4}(20)`, `subtraction(1,3,4;10)` is
//! `subtraction{1,3,4}(10)`. Sums are normal play (misère sums have no nim-sum
//! rule).

use std::fmt;

use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::fibonacci_game::GrundyTable;
use wythoff::game::{Arg, Rule, Said};

use crate::words::say;
use wythoff::sum::{Component, SumAnalysis, analyse};

use crate::analysis::ReasonAnswer;
pub use crate::game_kind::{Needs, Planned, SharedPart, Tables};
use crate::grundy::RowsCache;
use crate::json::{Count, Dec, Decs, Parameters, move_entries};
use crate::limits::grouped;
use crate::registry::{self, Asked, Game, GameSpec, ParameterKind, RawParameter};
use crate::{Answer, Error, ErrorKind, Limits};

/// One component as written: its game, parameters and position, and the column
/// (1-based, in characters) where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentSpec {
    /// The game's name as written (lower case).
    pub game: String,
    /// The numbers in braces.
    pub parameters: Vec<Natural>,
    /// The text in braces, for a game whose parameter is a code (an octal
    /// game's `0.07`), as written.
    pub code: Option<String>,
    /// The numbers in parentheses.
    pub position: Vec<Natural>,
    /// Where the component starts in the expression.
    pub column: usize,
}

impl fmt::Display for ComponentSpec {
    /// The component in normal form: `subtraction{1,3,4}(10)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let join = |v: &[Natural]| v.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(",");
        f.write_str(&self.game)?;
        if let Some(code) = &self.code {
            write!(f, "{{{code}}}")?;
        }
        if !self.parameters.is_empty() {
            write!(f, "{{{}}}", join(&self.parameters))?;
        }
        write!(f, "({})", join(&self.position))
    }
}

/// Parses a sum expression (see the module documentation). Errors name the
/// column.
///
/// ```
/// use wythoff_answer::{sum::parse, Limits};
/// let parts = parse("wythoff(3,5) + subtraction{1,3,4}(10)", &Limits::default()).unwrap();
/// assert_eq!(parts[1].to_string(), "subtraction{1,3,4}(10)");
/// assert_eq!(parts[1].column, 16);
/// let e = parse("nim(3) + nim(x)", &Limits::default()).unwrap_err();
/// assert_eq!(e.message, "column 14: expected a number, found 'x'");
/// let same = parse("bash(4; 20)", &Limits::default()).unwrap();
/// assert_eq!(same[0].to_string(), "bash{4}(20)");
/// let code = parse("octal{.070}(20) + octal(0.77; 4, 5) + grundys_game(7)", &Limits::default()).unwrap();
/// assert_eq!(code[0].to_string(), "octal{0.07}(20)");
/// assert_eq!(code[1].to_string(), "octal{0.77}(4,5)");
/// assert_eq!(code[2].to_string(), "grundys_game(7)");
/// ```
pub fn parse(expression: &str, limits: &Limits) -> Result<Vec<ComponentSpec>, Error> {
    let mut parser = Parser { chars: expression.chars().collect(), at: 0, limits };
    let mut components = vec![parser.component()?];
    loop {
        parser.blank();
        match parser.peek() {
            None => break,
            Some('+') => {
                parser.at += 1;
                components.push(parser.component()?);
                if components.len() > limits.max_heaps {
                    let args = vec![("limit", Arg::Notation(grouped(limits.max_heaps as u64)))];
                    return Err(parser.error("error_sum_components", args));
                }
            }
            Some(c) => {
                return Err(parser.error("error_sum_plus", vec![("found", Arg::Notation(format!("'{c}'")))]));
            }
        }
    }
    Ok(components)
}

struct Parser<'a> {
    chars: Vec<char>,
    at: usize,
    limits: &'a Limits,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn blank(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    /// The catalogue's `id` at this column.
    fn error(&self, id: &'static str, args: Vec<(&'static str, Arg)>) -> Error {
        self.at_column(Said::new(id, args))
    }

    fn at_column(&self, said: Said) -> Error {
        let column = Said::new("error_column", vec![("column", Arg::number(self.at as u64 + 1))]);
        let args = vec![("what", Arg::Said(Box::new(column))), ("message", Arg::Said(Box::new(said)))];
        Error::of(ErrorKind::Input, "error_about", args)
    }

    /// What is here: `'x'`, or the end.
    fn found(&self) -> Arg {
        match self.peek() {
            Some(c) => Arg::Notation(format!("'{c}'")),
            None => Arg::Said(Box::new(Said::new("error_sum_the_end", Vec::new()))),
        }
    }

    fn expect(&mut self, c: char) -> Result<(), Error> {
        self.blank();
        if self.peek() == Some(c) {
            self.at += 1;
            return Ok(());
        }
        Err(self.error(
            "error_sum_expected",
            vec![("expected", Arg::Notation(format!("'{c}'"))), ("found", self.found())],
        ))
    }

    fn component(&mut self) -> Result<ComponentSpec, Error> {
        self.blank();
        let column = self.at + 1;
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_alphabetic() || c == '_') {
            self.at += 1;
        }
        if self.at == start {
            let args = vec![("games", Arg::Notation(registry::names(|e| e.sum))), ("found", self.found())];
            return Err(self.error("error_sum_game", args));
        }
        let game: String = self.chars[start..self.at].iter().collect::<String>().to_ascii_lowercase();
        // A game whose parameter is a code reads it as text, up to the brace
        // or the semicolon that ends it.
        let takes_code = registry::entry(&game)
            .is_some_and(|e| e.parameters.iter().any(|p| p.kind == ParameterKind::Code));
        let mut code = None;
        let parameters = {
            self.blank();
            if self.peek() == Some('{') && takes_code {
                self.at += 1;
                code = Some(self.text_until('}')?);
                self.at += 1;
                Vec::new()
            } else if self.peek() == Some('{') {
                self.at += 1;
                let numbers = self.numbers()?;
                self.expect('}')?;
                numbers
            } else {
                Vec::new()
            }
        };
        self.expect('(')?;
        if takes_code
            && code.is_none()
            && self.chars[self.at..].iter().take_while(|&&c| c != ')').any(|&c| c == ';')
        {
            code = Some(self.text_until(';')?);
            self.at += 1;
            let position = self.numbers()?;
            self.expect(')')?;
            return Ok(ComponentSpec { game, parameters, code, position, column });
        }
        let mut position = self.numbers()?;
        self.blank();
        if self.peek() == Some(';') {
            if !parameters.is_empty() {
                return Err(self.error("error_sum_braces_twice", Vec::new()));
            }
            self.at += 1;
            let parameters = std::mem::replace(&mut position, self.numbers()?);
            self.expect(')')?;
            return Ok(ComponentSpec { game, parameters, code, position, column });
        }
        self.expect(')')?;
        Ok(ComponentSpec { game, parameters, code, position, column })
    }

    /// The text from here to `end` (not taken), trimmed: a code.
    fn text_until(&mut self, end: char) -> Result<String, Error> {
        let start = self.at;
        while self.peek().is_some_and(|c| c != end) {
            self.at += 1;
        }
        if self.peek() != Some(end) {
            return Err(self.error("error_sum_code_end", vec![("end", Arg::Notation(format!("'{end}'")))]));
        }
        let text = self.chars[start..self.at].iter().collect::<String>().trim().to_string();
        // Written in normal form where it is a code (`.070` is `0.07`); the
        // registry says what is wrong with it otherwise.
        Ok(text.parse::<wythoff::octal::OctalCode>().map_or(text, |c| c.to_string()))
    }

    fn numbers(&mut self) -> Result<Vec<Natural>, Error> {
        let mut numbers = vec![self.number()?];
        loop {
            self.blank();
            if self.peek() != Some(',') {
                return Ok(numbers);
            }
            self.at += 1;
            numbers.push(self.number()?);
            if numbers.len() > self.limits.max_heaps {
                let args = vec![("limit", Arg::Notation(grouped(self.limits.max_heaps as u64)))];
                return Err(self.error("error_sum_numbers", args));
            }
        }
    }

    fn number(&mut self) -> Result<Natural, Error> {
        self.blank();
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        if self.at == start {
            self.at = start;
            return Err(self.error("error_sum_number", vec![("found", self.found())]));
        }
        let digits: String = self.chars[start..self.at].iter().collect();
        let at = self.at;
        self.at = start;
        let number = self.limits.number(&digits).map_err(|e| match e.said {
            Some(said) => self.at_column(said),
            None => self.at_column(Said::new("error_message", vec![("message", Arg::Notation(e.message))])),
        })?;
        self.at = at;
        Ok(number)
    }
}

/// The component's game through the registry: its name, its parameters (the
/// numbers in braces, for the entry's one parameter) and its position, checked
/// as every front end checks them.
pub fn game_spec(spec: &ComponentSpec, limits: &Limits) -> Result<GameSpec, Error> {
    let entry = registry::entry(&spec.game).ok_or_else(|| {
        let args = vec![
            ("game", Arg::Notation(spec.game.clone())),
            ("games", Arg::Notation(registry::names(|e| e.sum))),
        ];
        Error::of(ErrorKind::Input, "error_unknown_game", args)
    })?;
    if !entry.sum {
        let args = vec![
            ("game", Arg::Notation(spec.game.clone())),
            ("games", Arg::Notation(registry::names(|e| e.sum))),
        ];
        return Err(Error::of(ErrorKind::Input, "error_sum_not_component", args));
    }
    let none_given = spec.parameters.is_empty() && spec.code.is_none();
    let raw: Vec<RawParameter> = match (entry.parameters.len(), none_given) {
        (0, true) => Vec::new(),
        (0, false) => {
            let args = vec![("game", Arg::Notation(spec.game.clone()))];
            return Err(Error::of(ErrorKind::Input, "error_no_parameters", args));
        }
        (_, false) if spec.code.is_some() => vec![RawParameter::Name(spec.code.clone().unwrap_or_default())],
        (_, true) => {
            let what: Vec<&str> = entry.parameters.iter().map(|p| p.about).collect();
            return Err(Error::input(format!("{} needs {} in braces", spec.game, what.join(" and "))));
        }
        _ => vec![RawParameter::Numbers(spec.parameters.clone())],
    };
    let game = Game::new(&spec.game, raw, |p| format!("{} {}", spec.game, p.key))?;
    GameSpec::new(game, Rule::Normal, spec.position.clone(), limits)
}

/// `e` with the column of the component it is about.
pub(crate) fn at(spec: &ComponentSpec, e: Error) -> Error {
    e.about_arg(Arg::Said(Box::new(Said::new(
        "error_column",
        vec![("column", Arg::number(spec.column as u64))],
    ))))
}

/// A sum's answer: the components, their values, the nim-sum, the outcome, and
/// every winning move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnswer {
    /// The components as written (normal form).
    pub components: Vec<ComponentSpec>,
    /// Their games, as the registry read them.
    pub games: Vec<GameSpec>,
    /// Their values, nim-sum and winning moves.
    pub analysis: SumAnalysis,
    /// Why.
    pub reason: ReasonAnswer,
}

impl SumAnswer {
    /// Parses and analyses a sum. Wythoff components read or prove rows through
    /// `cache` (see [`crate::grundy::GrundyAnswer::new`]).
    pub fn new(
        expression: &str,
        limits: &Limits,
        cache: &RowsCache,
        warn: &mut dyn FnMut(String),
    ) -> Result<SumAnswer, Error> {
        SumAnswer::of(parse(expression, limits)?, limits, cache, warn)
    }

    /// [`new`](Self::new) of components already read (the Python package's
    /// sums of games, whose numbers never become text).
    pub fn of(
        components: Vec<ComponentSpec>,
        limits: &Limits,
        cache: &RowsCache,
        warn: &mut dyn FnMut(String),
    ) -> Result<SumAnswer, Error> {
        let mut needs = Needs::default();
        let mut planned = Vec::with_capacity(components.len());
        let mut games = Vec::with_capacity(components.len());
        for spec in &components {
            let game = game_spec(spec, limits).map_err(|e| at(spec, e))?;
            game.check_asked(Asked::Sum, limits).map_err(|e| at(spec, e))?;
            let plan = game.game.kind().component(&game, limits).map_err(|e| at(spec, e))?;
            if let Planned::Shared(part) = &plan {
                part.need(&mut needs);
            }
            games.push(game);
            planned.push(plan);
        }
        let tables = Tables {
            rows: needs.rows.map(|row| cache.proven(row, &mut |_| {}, warn)),
            fibonacci: needs.fibonacci.map(GrundyTable::new),
        };
        let placed: Vec<Option<Box<dyn Component + '_>>> = planned
            .iter()
            .map(|plan| match plan {
                Planned::Ready(_) => None,
                Planned::Shared(part) => Some(part.place(&tables)),
            })
            .collect();
        let parts: Vec<&dyn Component> = planned
            .iter()
            .zip(&placed)
            .map(|(plan, placed)| match (plan, placed) {
                (Planned::Ready(c), _) => c.as_ref(),
                (Planned::Shared(_), placed) => placed.as_deref().expect("placed above"),
            })
            .collect();
        let analysis = analyse(&parts);
        let values: Vec<String> = analysis.values.iter().map(Natural::to_string).collect();
        let reason = ReasonAnswer::new(
            "sum_nim_sum",
            vec![("nim_sum", analysis.nim_sum.clone())],
            vec![("values", Arg::Notation(values.join(" ⊕ ")))],
        );
        Ok(SumAnswer { components, games, analysis, reason })
    }
}

impl Answer for SumAnswer {
    /// Each component's value, the verdict, every winning move, and why.
    fn text(&self) -> String {
        let mut text = String::new();
        for (spec, g) in self.components.iter().zip(&self.analysis.values) {
            text.push_str(&format!("{spec}: G = {g}\n"));
        }
        let moves = &self.analysis.moves;
        let rule = ("rule", Arg::Case("normal"));
        if moves.is_empty() {
            text.push_str(&format!("{}\n", say("analysis_p_no_winning_move", &[rule])));
        } else {
            let count = ("count", Arg::number(moves.len() as u64));
            text.push_str(&format!("{}\n", say("analysis_n_moves", &[rule, count])));
            for m in moves {
                let args = [
                    ("component", Arg::Notation(self.components[m.component].to_string())),
                    ("move", Arg::Said(Box::new(m.inner.said.clone()))),
                    ("value", Arg::Number(m.value.clone())),
                ];
                text.push_str(&format!("{}\n", say("sum_move", &args)));
            }
        }
        text.push_str(&format!("{}\n", say("why", &[("reason", Arg::Notation(self.reason.text()))])));
        text
    }
}

impl Serialize for SumAnswer {
    /// `{"game": "sum", "parameters", "rule", "components": [{"game",
    /// "parameters", "position", "grundy"}], "nim_sum", "outcome", "reason",
    /// "moves": [{"component", "text", "piles", "take", "to", "grundy"}]}`;
    /// components counted from 1.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Spec<'a>(&'a ComponentSpec, &'a GameSpec, &'a Natural);
        impl Serialize for Spec<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(4))?;
                map.serialize_entry("game", &self.0.game)?;
                map.serialize_entry("parameters", &Parameters(&self.1.parameters()))?;
                map.serialize_entry("position", &Decs(&self.0.position))?;
                map.serialize_entry("grundy", &Dec(self.2))?;
                map.end()
            }
        }
        struct Moves<'a>(&'a SumAnalysis);
        impl Serialize for Moves<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut seq = serializer.serialize_seq(Some(self.0.moves.len()))?;
                for m in &self.0.moves {
                    struct One<'a>(&'a wythoff::sum::SumMove);
                    impl Serialize for One<'_> {
                        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                            let m = self.0;
                            let mut map = serializer.serialize_map(Some(6))?;
                            map.serialize_entry("component", &Count(m.component as u64 + 1))?;
                            let text = crate::words::said(&m.inner.said);
                            move_entries(&mut map, &text, &m.inner.takes, &m.inner.to)?;
                            map.serialize_entry("grundy", &Dec(&m.value))?;
                            map.end()
                        }
                    }
                    seq.serialize_element(&One(m))?;
                }
                seq.end()
            }
        }
        let specs: Vec<Spec> = (0..self.components.len())
            .map(|i| Spec(&self.components[i], &self.games[i], &self.analysis.values[i]))
            .collect();
        let outcome = if self.analysis.nim_sum == Natural::ZERO { "P" } else { "N" };
        let mut map = serializer.serialize_map(Some(9))?;
        map.serialize_entry("game", "sum")?;
        map.serialize_entry("parameters", &serde_json::Map::new())?;
        map.serialize_entry("rule", Rule::Normal.as_str())?;
        map.serialize_entry("components", &specs)?;
        map.serialize_entry("nim_sum", &Dec(&self.analysis.nim_sum))?;
        map.serialize_entry("outcome", outcome)?;
        map.serialize_entry("reason", &self.reason)?;
        map.serialize_entry("moves", &Moves(&self.analysis))?;
        map.end()
    }
}
