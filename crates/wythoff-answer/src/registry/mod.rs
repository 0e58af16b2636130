//! The games, each named once. Every front end (the command's game
//! subcommands, `play` and `sum`, the web API's `/api/{game}/{question}`, the
//! page, Python, the tests) turns "a game and a position" into answers through
//! this module, so that a game's name, its parameters, how they are read and
//! checked, and what can be asked of it are written in one place: the game's
//! own file under [`crate::games`].
//!
//! - [`GameKind`]: what a game is to the front ends, as one trait. Its
//!   [`Entry`] is the data (names, parameters with their flags and keys, the
//!   position's shape, what it supports, its actions, help, examples and
//!   presets); its methods are the behaviour (its title with parameters, the
//!   game built for a position, its sum component, its other actions). They and
//!   the rest of the vocabulary are [`crate::game_kind`]'s, re-exported here.
//! - [`GAMES`]: the list, in the order the help shows them, and what reads it:
//!   a game found by name ([`find`], [`by_command`], [`Game::new`],
//!   [`GameSpec::from_query`]), the [`Catalogue`] the page and Python read, the
//!   schema's game parts ([`schema`]) and the README's table.
//! - [`Game`]: a game with its parameters, checked; [`GameSpec`]: that, a play
//!   rule and a position, checked against the game's shape.
//! - One validator per kind of parameter ([`positive`], [`subtraction_set`],
//!   [`choice`], [`octal_code`]), which every front end calls with its own name
//!   for the value.
//! - From a spec: the [`Analysis`](crate::Analysis), the computer's move
//!   ([`ComputerMove`]), a player's move checked ([`CheckedMove`]) and a board
//!   window ([`Window`]), through the game as built ([`Solved`]).
//!
//! Adding a game: its maths module, its registry file (`games/NAME.rs`: an
//! [`Entry`] and `impl GameKind`), one line in the list; `ARCHITECTURE.md`
//! gives the recipe.
//!
//! ```
//! use wythoff::Rule;
//! use wythoff_answer::registry::GameSpec;
//! use wythoff_answer::{Limits, Question};
//! let limits = Limits::default();
//! let mut query = vec![("set", "1,3,4"), ("n", "10")];
//! let spec = GameSpec::from_query("subtraction", Rule::Normal, &mut query, &limits).unwrap();
//! assert_eq!(spec.game.name(), "subtraction");
//! let analysis = spec.analysis(Question::Moves, &limits).unwrap();
//! assert_eq!(analysis.outcome, wythoff::Outcome::N);
//! assert!(query.is_empty());
//! ```

use wythoff::Natural;
use wythoff::game::{Arg, Rule, Said};

use crate::game_kind::required;
pub use crate::game_kind::*;
pub use crate::games::GAMES;
use crate::limits::brief_text;
use crate::{Error, ErrorKind, Limits};

mod catalogue;
pub mod schema;

pub use catalogue::{Catalogue, markdown_table};

/// The game called `name`.
pub fn find(name: &str) -> Option<&'static dyn GameKind> {
    GAMES.iter().copied().find(|g| g.entry().name == name)
}

/// The entry of the game called `name`.
pub fn entry(name: &str) -> Option<&'static Entry> {
    find(name).map(GameKind::entry)
}

/// The game whose subcommand is `command` (`grundys-game`).
pub fn by_command(command: &str) -> Option<&'static dyn GameKind> {
    GAMES.iter().copied().find(|g| g.entry().command == Some(command))
}

/// Every entry, in the list's order.
pub fn entries() -> impl Iterator<Item = &'static Entry> {
    GAMES.iter().map(|g| g.entry())
}

/// The games' names, as a list for messages: "wythoff, generalized, …".
pub fn names(filter: impl Fn(&Entry) -> bool) -> String {
    entries().filter(|e| filter(e)).map(|e| e.name).collect::<Vec<_>>().join(", ")
}

/// The error for a game name not in the registry.
pub fn unknown_game(name: &str) -> Error {
    let args = vec![("game", Arg::Notation(brief_text(name))), ("games", Arg::Notation(names(|_| true)))];
    Error::of(ErrorKind::Usage, "error_unknown_game", args)
}

impl Game {
    /// The game called `name` with its parameters, each given in its entry's
    /// order and checked by its kind's validator; `label` gives the name a
    /// parameter goes by in messages (its flag, or its key).
    pub fn new(
        name: &str,
        parameters: Vec<RawParameter>,
        label: impl Fn(&ParameterSpec) -> String,
    ) -> Result<Game, Error> {
        let kind = find(name).ok_or_else(|| unknown_game(name))?;
        Game::of(kind, parameters, label)
    }
    /// A game as written after a flag such as `--game`: its name with its
    /// parameters in braces, several separated by `;` (`restricted{3}`,
    /// `octal{0.07}`, `subtraction{1,3,4}`; none for a game without any), or
    /// a preset's name (`kayles`). `label` names the flag in messages.
    ///
    /// ```
    /// use wythoff_answer::{Limits, registry::Game};
    /// let limits = Limits::default();
    /// assert_eq!(Game::written("octal{0.07}", "--game", &limits).unwrap().code(0).to_string(), "0.07");
    /// assert_eq!(Game::written("Kayles", "--game", &limits).unwrap().code(0).to_string(), "0.77");
    /// let e = Game::written("restricted", "--game", &limits).unwrap_err();
    /// assert_eq!(e.message, "--game restricted: its parameters go in braces, as restricted{…} (M: the most one move may take)");
    /// ```
    pub fn written(text: &str, label: &str, limits: &Limits) -> Result<Game, Error> {
        let text = text.trim();
        let (name, inside) = match text.split_once('{') {
            Some((name, rest)) => {
                let inside = rest.strip_suffix('}').ok_or_else(|| {
                    let args = vec![
                        ("label", Arg::Notation(label.to_string())),
                        ("text", Arg::Notation(brief_text(text))),
                    ];
                    Error::of(ErrorKind::Usage, "error_braces_end", args)
                })?;
                (name.trim().to_ascii_lowercase(), Some(inside))
            }
            None => (text.to_ascii_lowercase(), None),
        };
        if inside.is_none()
            && let Some((kind, preset)) = GAMES.iter().find_map(|k| k.entry().preset(&name).map(|p| (*k, p)))
        {
            return Game::preset(kind, preset);
        }
        let kind = find(&name).ok_or_else(|| unknown_game(&name))?;
        let entry = kind.entry();
        let parts: Vec<&str> = inside.map(|t| t.split(';').collect()).unwrap_or_default();
        if parts.len() != entry.parameters.len() {
            let wanted: Vec<Arg> = entry
                .parameters
                .iter()
                .map(|p| {
                    let about = crate::words::id(&format!("game-{}-parameter-{}", entry.name, p.key));
                    Arg::Said(Box::new(Said::new(about, Vec::new())))
                })
                .collect();
            let (label, game) = (Arg::Notation(label.to_string()), Arg::Notation(name.clone()));
            return Err(if wanted.is_empty() {
                Error::of(
                    ErrorKind::Usage,
                    "error_takes_no_parameters",
                    vec![("label", label), ("game", game)],
                )
            } else {
                let wanted = Said::list_of("list_semicolon", "list_semicolon", wanted);
                let args = vec![("label", label), ("game", game), ("wanted", wanted)];
                Error::of(ErrorKind::Usage, "error_parameters_in_braces", args)
            });
        }
        let raw = entry
            .parameters
            .iter()
            .zip(parts)
            .map(|(p, part)| RawParameter::read(part.trim(), p, p.key, limits))
            .collect::<Result<Vec<_>, Error>>()
            .map_err(|e| e.about(&format!("{label} {name}")))?;
        Game::of(kind, raw, |p| format!("{label} {name} {}", p.key))
    }

    /// The game `name` with its parameters read from a query (each under its
    /// key; `preset` for a preset's). Keys it does not use are left in the
    /// query.
    pub fn from_query(name: &str, query: &mut dyn Query, limits: &Limits) -> Result<Game, Error> {
        let kind = find(name).ok_or_else(|| unknown_game(name))?;
        let entry = kind.entry();
        match (query.take("preset"), entry.presets.is_empty()) {
            (Some(preset), false) => {
                let preset = entry.preset(&preset).ok_or_else(|| unknown_preset(entry, &preset, "preset"))?;
                if let Some(p) = entry.parameters.iter().find(|p| query.take(p.key).is_some()) {
                    let args = vec![
                        ("preset", Arg::Notation(preset.name.into())),
                        ("key", Arg::Notation(p.key.into())),
                    ];
                    return Err(Error::of(ErrorKind::Usage, "error_preset_gives", args));
                }
                Game::preset(kind, preset)
            }
            (Some(_), true) => Err(Error::of(
                ErrorKind::Usage,
                "error_no_presets",
                vec![("game", Arg::Notation(name.to_string()))],
            )),
            (None, _) => {
                let mut raw = Vec::new();
                for p in entry.parameters {
                    let text = required(query, p.key).map_err(|e| e.concerning(p.key))?;
                    raw.push(RawParameter::read(&text, p, p.key, limits).map_err(|e| e.concerning(p.key))?);
                }
                Game::of(kind, raw, |p| p.key.to_string())
            }
        }
    }
}

impl Entry {
    /// Is the game played on heaps one at a time, a position a sum of heaps
    /// (Nim, Bash, the subtraction and take-and-break games)? Those have the
    /// misère actions, and the values G(0), G(1), … a plot draws.
    pub fn heap_game(&self) -> bool {
        self.actions.iter().any(|a| a.name == crate::misere::GENUS.name)
    }

    /// Every query key it reads: its parameters' and its position's.
    pub fn keys(&self) -> impl Iterator<Item = &'static str> + use<> {
        let position: Vec<&'static str> = match self.shape {
            Shape::Named(keys) => keys.to_vec(),
            Shape::List { key, .. } => vec![key],
            Shape::HeapAndLimit { heap, limit } => vec![heap, limit],
        };
        self.parameters.iter().map(|p| p.key).chain(position)
    }
}

impl GameSpec {
    /// The game `name` with its parameters and position read from a query
    /// (every key as its entry names it; `preset` for a preset's parameters),
    /// under `rule`. Keys it does not use are left in the query.
    pub fn from_query(
        name: &str,
        rule: Rule,
        query: &mut dyn Query,
        limits: &Limits,
    ) -> Result<GameSpec, Error> {
        let game = Game::from_query(name, query, limits)?;
        let entry = game.entry();
        let number = |query: &mut dyn Query, key: &'static str| -> Result<Natural, Error> {
            let text = required(query, key).map_err(|e| e.concerning(key))?;
            limits.number(&text).map_err(|e| e.about(key).concerning(key))
        };
        let position = match entry.shape {
            Shape::Named(keys) => keys.iter().map(|k| number(query, k)).collect::<Result<Vec<_>, _>>()?,
            Shape::List { key, .. } => {
                let text = required(query, key).map_err(|e| e.concerning(key))?;
                // Refused before a number of it is read.
                limits.check_heaps(text.split(',').count()).map_err(|e| e.concerning(key))?;
                number_list(&text, key, limits).map_err(|e| e.concerning(key))?
            }
            Shape::HeapAndLimit { heap, limit } => {
                let mut position = vec![number(query, heap)?];
                if let Some(text) = query.take(limit) {
                    position.push(limits.number(&text).map_err(|e| e.about(limit).concerning(limit))?);
                }
                position
            }
        };
        GameSpec::new(game, rule, position, limits)
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
    /// let wythoff = Game::new("wythoff", vec![], |p| p.key.into()).unwrap();
    /// let spec = GameSpec::new(wythoff, Rule::Normal, vec![n(2), n(1)], &limits).unwrap();
    /// let w = spec.window([n(0), n(0)], 3, &limits).unwrap();
    /// assert_eq!(w.p, vec![[n(0), n(0)], [n(1), n(2)], [n(2), n(1)]]);
    /// assert_eq!(w.moves, vec![[n(0), n(1)], [n(1), n(0)], [n(1), n(1)], [n(2), n(0)]]);
    /// ```
    pub fn window(&self, corner: [Natural; 2], size: u64, limits: &Limits) -> Result<Window, Error> {
        if !self.game.entry().on_board() {
            let args = vec![
                ("games", Arg::Notation(names(Entry::on_board))),
                ("title", crate::words::title(self.game.entry().name)),
            ];
            return Err(Error::of(ErrorKind::Usage, "error_window_game", args));
        }
        if !(1..=MAX_WINDOW).contains(&size) {
            let args = vec![("max", Arg::number(MAX_WINDOW)), ("size", Arg::number(size))];
            return Err(Error::of(ErrorKind::Limit, "error_window_size", args));
        }
        let (p, moves) = self.build(limits)?.squares(&corner, size);
        Ok(Window { spec: self.clone(), corner, size, p, moves })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    #[test]
    fn every_entry_names_a_game_and_back() {
        for entry in entries() {
            let raw = entry
                .parameters
                .iter()
                .map(|p| match p.kind {
                    ParameterKind::Choice(choices) => RawParameter::Name(choices[0].name.into()),
                    ParameterKind::Code => RawParameter::Name("0.07".into()),
                    _ => RawParameter::Numbers(vec![Natural::from(2u8)]),
                })
                .collect();
            let game = Game::new(entry.name, raw, |p| p.key.to_string()).unwrap();
            assert_eq!(game.entry().name, entry.name);
            assert_eq!(find(entry.name).map(|k| k.entry().name), Some(entry.name));
            if let Some(command) = entry.command {
                assert_eq!(by_command(command).map(|k| k.entry().name), Some(entry.name));
            }
        }
        assert_eq!(Game::new("chess", vec![], |p| p.key.into()).unwrap_err().kind, ErrorKind::Usage);
    }

    #[test]
    fn names_commands_and_keys_are_each_once() {
        let mut seen = std::collections::BTreeSet::new();
        for e in entries() {
            assert!(seen.insert(e.name), "{} twice", e.name);
            if let Some(c) = e.command {
                assert!(c == e.name.replace('_', "-"), "{}: the command is the name with dashes", e.name);
            }
            for p in e.parameters {
                assert!(
                    p.flag.starts_with("--") && p.flag[2..] == p.key.replace('_', "-") || p.key == "moves"
                );
            }
        }
    }
}
