//! A game, a rule and a position checked against each other ([`GameSpec`]),
//! the game built for it ([`Solved`]), and what is asked of every game through
//! it: the analysis, the computer's move ([`ComputerMove`]), a player's move
//! checked ([`CheckedMove`]) and a board window ([`Window`]).

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::fibonacci_game::Position as FibonacciPosition;
use wythoff::game::{Arg, Rule, Said};

use super::{Asked, Entry, Game, GameSpec, Shape};
use crate::analysis::{Analysis, GameInfo, Question, analyse};
use crate::json::{Decs, game_entries};
use crate::play::{Ending, Level, Playable, Player, Session, Turns, choose, generator};
use crate::{Answer, Error, ErrorKind, Limits};

/// Where a query's values come from: the web API's parameters, or pairs in a
/// test. Each key is taken once.
pub trait Query {
    /// The text given for `key`, removed from the query.
    fn take(&mut self, key: &str) -> Option<String>;

    /// The error for a missing `key`: by default that it is missing; a query
    /// that holds a near miss (another case) may name that instead.
    fn missing(&self, key: &str) -> Error {
        Error::of(ErrorKind::Usage, "error_parameter_missing", vec![("key", Arg::Notation(key.to_string()))])
    }
}

impl Query for Vec<(&str, &str)> {
    fn take(&mut self, key: &str) -> Option<String> {
        let i = self.iter().position(|(k, _)| *k == key)?;
        Some(self.remove(i).1.to_string())
    }
}

pub(crate) fn required(query: &mut dyn Query, key: &str) -> Result<String, Error> {
    query.take(key).ok_or_else(|| query.missing(key))
}

impl GameSpec {
    /// Checks that `game` is played under `rule` here and that `position` has
    /// its shape. A Fibonacci-style position of one number (a heap and no
    /// limit) is its start.
    pub fn new(
        game: Game,
        rule: Rule,
        mut position: Vec<Natural>,
        limits: &Limits,
    ) -> Result<GameSpec, Error> {
        let entry = game.entry();
        if rule == Rule::Misere && !entry.misere {
            let args = vec![("title", crate::words::title(entry.name))];
            return Err(Error::of(ErrorKind::Usage, "error_normal_only", args));
        }
        let count = position.len();
        let numbers = |n: usize| Said::new("error_numbers", vec![("count", Arg::number(n as u64))]);
        let wrong = |expected: Said| {
            let args = vec![
                ("title", crate::words::title(entry.name)),
                ("expected", Arg::Said(Box::new(expected))),
                ("count", Arg::number(count as u64)),
            ];
            Error::of(ErrorKind::Usage, "error_position_count", args)
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
                        let range = vec![("min", Arg::number(min as u64)), ("max", Arg::number(max as u64))];
                        Said::new("error_numbers_range", range)
                    }));
                }
            }
            Shape::HeapAndLimit { .. } => match count {
                1 => {
                    let start = FibonacciPosition::start(position.remove(0));
                    position = vec![start.n, start.max_take];
                }
                2 => {}
                _ => return Err(wrong(Said::new("error_heap_and_limit", Vec::new()))),
            },
        }
        Ok(GameSpec { game, rule, position })
    }

    /// The game made ready to answer about the position (see
    /// [`GameKind::build`](super::GameKind::build)).
    pub fn build(&self, limits: &Limits) -> Result<Box<dyn Solved>, Error> {
        self.game.kind().build(self, limits)
    }

    /// What must hold before `asked` (see
    /// [`GameKind::check_asked`](super::GameKind::check_asked)).
    pub fn check_asked(&self, asked: Asked, limits: &Limits) -> Result<(), Error> {
        self.game.kind().check_asked(self, asked, limits)
    }

    /// Who wins, alone: [`analysis`](Self::analysis)'s outcome without its
    /// reason or moves (what a caller asking many positions reads first).
    pub fn outcome(&self, limits: &Limits) -> Result<wythoff::game::Outcome, Error> {
        self.check_asked(Asked::Status, limits)?;
        Ok(self.build(limits)?.outcome())
    }

    /// The Sprague–Grundy value alone, where the game knows it (normal play):
    /// [`analysis`](Self::analysis)'s `grundy` without its reason.
    pub fn grundy(&self, limits: &Limits) -> Result<Option<Natural>, Error> {
        self.check_asked(Asked::Status, limits)?;
        Ok(self.build(limits)?.grundy())
    }

    /// Who wins and why, with every winning move for [`Question::Moves`].
    pub fn analysis(&self, question: Question, limits: &Limits) -> Result<Analysis, Error> {
        let asked = if question == Question::Moves { Asked::Moves } else { Asked::Status };
        self.check_asked(asked, limits)?;
        Ok(self.build(limits)?.analysis(question))
    }

    /// The computer's move from the position, at `level`, its choices fixed
    /// by `seed` (see [`crate::play`]), made for `by` (the player to move,
    /// [`Player::Computer`] in a game against it), whom the end names.
    pub fn computer(
        &self,
        level: Level,
        seed: u64,
        by: Player,
        limits: &Limits,
    ) -> Result<ComputerMove, Error> {
        self.check_asked(Asked::Computer, limits)?;
        Ok(self.build(limits)?.computer(level, seed, by))
    }

    /// `by`'s move from the position to `to` checked: its description, or an
    /// input error saying why it is not a move.
    ///
    /// A Fibonacci move may give the heap alone: the next limit follows.
    pub fn check(&self, to: Vec<Natural>, by: Player, limits: &Limits) -> Result<CheckedMove, Error> {
        let entry = self.game.entry();
        let heap_only = matches!(entry.shape, Shape::HeapAndLimit { .. }) && to.len() == 1;
        let split = entry.splits && to.len() == self.position.len() + 1;
        if to.len() != self.position.len() && !heap_only && !split {
            let args = vec![
                ("title", crate::words::title(entry.name)),
                ("count", Arg::number(self.position.len() as u64)),
                ("given", Arg::number(to.len() as u64)),
            ];
            return Err(Error::of(ErrorKind::Input, "error_to_count", args));
        }
        self.check_asked(Asked::Check, limits)?;
        self.build(limits)?.check(to, by)
    }

    /// The game's parameters as JSON names them.
    pub fn parameters(&self) -> Vec<(&'static str, wythoff::game::Parameter)> {
        self.game.parameters()
    }
}

/// The error for a preset `name` that `entry` does not have.
pub fn unknown_preset(entry: &Entry, name: &str, what: &str) -> Error {
    let names: Vec<&str> = entry.presets.iter().map(|p| p.name).collect();
    let args = vec![
        ("what", Arg::Notation(what.to_string())),
        ("game", Arg::Notation(entry.name.into())),
        ("presets", Arg::Notation(names.join(", "))),
        ("name", Arg::Notation(crate::limits::brief_text(name))),
    ];
    Error::of(ErrorKind::Usage, "error_unknown_preset", args)
}

/// A game made ready to answer about one position, whichever game it is: what
/// every front end asks of it. [`Ready`] is the one implementation, over any
/// [`Playable`] game.
pub trait Solved {
    /// The game's fields (name, rule, parameters) as answers give them.
    fn info(&self) -> GameInfo;
    /// Who wins and why, with every winning move for [`Question::Moves`].
    fn analysis(&self, question: Question) -> Analysis;
    /// Who wins, alone.
    fn outcome(&self) -> wythoff::game::Outcome;
    /// The Sprague–Grundy value, where the game knows it (normal play).
    fn grundy(&self) -> Option<Natural>;
    /// The position in the game's words ("(3, 5)", "heaps 3 5 7", "heap 10").
    fn shown(&self) -> String;
    /// Every position one move away (as `check` takes them), each once, where
    /// the game lists its moves ([`Playable::options`](crate::play::Playable::options)).
    fn options(&self) -> Option<Vec<Vec<Natural>>>;
    /// The computer's move for `by` at `level`, its choices fixed by `seed`.
    fn computer(&self, level: Level, seed: u64, by: Player) -> ComputerMove;
    /// `by`'s move to `to` (its coordinates) checked.
    fn check(&self, to: Vec<Natural>, by: Player) -> Result<CheckedMove, Error>;
    /// The P-positions of a board window and the squares the position moves
    /// to (two-pile games).
    fn squares(&self, corner: &[Natural; 2], size: u64) -> (Vec<[Natural; 2]>, Vec<[Natural; 2]>);
    /// A game against the computer from the position.
    fn session(&self, level: Level, seed: u64) -> Box<dyn Turns>;
    /// Which of the positions `tos` (as `check` takes them) are one move from
    /// the position: [`check`](Self::check)'s verdicts without their words.
    fn legal(&self, tos: &[Vec<Natural>]) -> Vec<bool>;
    /// The reason and every winning move as the game's own `Display` writes
    /// them: the sentences the English catalogue is tested against.
    fn displayed(&self) -> Vec<String>;
}

/// A game and the position asked about: [`Solved`] for every [`Playable`] game.
pub struct Ready<G: Playable> {
    /// The game.
    pub game: G,
    /// The position.
    pub position: G::Position,
}

/// `game` at `position`, boxed as every front end holds it.
pub fn ready<G: Playable + 'static>(game: G, position: G::Position) -> Box<dyn Solved> {
    Box::new(Ready { game, position })
}

impl<G: Playable + 'static> Solved for Ready<G> {
    fn info(&self) -> GameInfo {
        GameInfo::of(&self.game)
    }

    fn analysis(&self, question: Question) -> Analysis {
        analyse(&self.game, &self.position, question)
    }

    fn displayed(&self) -> Vec<String> {
        let moves = self.game.winning_moves(&self.position);
        let reason = self.game.reason(&self.position).to_string();
        std::iter::once(reason).chain(moves.iter().map(ToString::to_string)).collect()
    }

    fn outcome(&self) -> wythoff::game::Outcome {
        self.game.outcome(&self.position)
    }

    fn grundy(&self) -> Option<Natural> {
        self.game.grundy(&self.position)
    }

    fn shown(&self) -> String {
        self.game.show(&self.position)
    }

    fn options(&self) -> Option<Vec<Vec<Natural>>> {
        let options = self.game.options(&self.position)?;
        Some(options.iter().map(|to| self.game.coordinates(to).into_owned()).collect())
    }

    fn computer(&self, level: Level, seed: u64, by: Player) -> ComputerMove {
        let (game, position) = (&self.game, &self.position);
        let mut rng = generator(seed);
        let chosen = choose(game, position, level, &mut rng);
        let end = match &chosen {
            // No move: `by` cannot move (a move that left none was answered
            // by its check).
            None => Some(Ending::stuck(game.rule(), by)),
            Some((to, _)) if !game.can_move(to) => Some(Ending::after_in(game.rule(), by, game.takes())),
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
            level,
            seed,
            end,
        }
    }

    fn check(&self, to: Vec<Natural>, by: Player) -> Result<CheckedMove, Error> {
        let (game, position) = (&self.game, &self.position);
        let to = game.reached(position, &to);
        let text = game.check(position, &to).map_err(Error::input)?;
        let end = (!game.can_move(&to)).then(|| Ending::after_in(game.rule(), by, game.takes()));
        Ok(CheckedMove {
            game: GameInfo::of(game),
            position: game.coordinates(position).into_owned(),
            to: game.coordinates(&to).into_owned(),
            text,
            end,
        })
    }

    fn squares(&self, corner: &[Natural; 2], size: u64) -> (Vec<[Natural; 2]>, Vec<[Natural; 2]>) {
        let (mut p, mut moves) = (Vec::new(), Vec::new());
        for dx in 0..size {
            for dy in 0..size {
                let square = [&corner[0] + dx, &corner[1] + dy];
                let at = self.game.position_of(&square);
                if self.game.outcome(&at) == wythoff::Outcome::P {
                    p.push(square.clone());
                }
                if self.game.check(&self.position, &at).is_ok() {
                    moves.push(square);
                }
            }
        }
        (p, moves)
    }

    fn legal(&self, tos: &[Vec<Natural>]) -> Vec<bool> {
        let (game, from) = (&self.game, &self.position);
        tos.iter().map(|to| game.allows(from, &game.reached(from, to))).collect()
    }

    fn session(&self, level: Level, seed: u64) -> Box<dyn Turns> {
        Box::new(Session::new(self.game.clone(), self.position.clone(), level, seed))
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
        map.serialize_entry("game", self.spec.game.name())?;
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
    /// How the game ended, when no move is left: after the computer's move,
    /// or because `by` could not move ([`Ending::stuck`]).
    pub end: Option<Ending>,
}

impl Answer for ComputerMove {
    /// `computer: take 2 from pile 1 → (3, 5)`, or that no move is left, and
    /// the end of the game if it has come.
    fn text(&self) -> String {
        let mut text = match &self.text {
            Some(m) => format!("computer: {m}\n"),
            None => "computer: no move is left\n".to_string(),
        };
        if let Some(end) = &self.end {
            text.push_str(&end.text);
            text.push('\n');
        }
        text
    }
}

impl Serialize for ComputerMove {
    /// `{game, parameters, rule, position, to, text, level, seed, end, winner}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(10))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("position", &Decs(&self.position))?;
        map.serialize_entry("to", &self.to.as_deref().map(Decs))?;
        map.serialize_entry("text", &self.text)?;
        map.serialize_entry("level", self.level.as_str())?;
        map.serialize_entry("seed", &crate::json::Count(self.seed))?;
        end_entries(&mut map, self.end.as_ref())?;
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
    /// How the game ended, when the move leaves no move.
    pub end: Option<Ending>,
}

impl Answer for CheckedMove {
    fn text(&self) -> String {
        let mut text = format!("legal: {}\n", self.text);
        if let Some(end) = &self.end {
            text.push_str(&end.text);
            text.push('\n');
        }
        text
    }
}

impl Serialize for CheckedMove {
    /// `{game, parameters, rule, position, to, legal: true, text, end, winner}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(9))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("position", &Decs(&self.position))?;
        map.serialize_entry("to", &Decs(&self.to))?;
        map.serialize_entry("legal", &true)?;
        map.serialize_entry("text", &self.text)?;
        end_entries(&mut map, self.end.as_ref())?;
        map.end()
    }
}

/// `end` (the sentence) and `winner` (the player's key), both null while the
/// game goes on.
fn end_entries<M: SerializeMap>(map: &mut M, end: Option<&Ending>) -> Result<(), M::Error> {
    map.serialize_entry("end", &end.map(|e| e.text.as_str()))?;
    map.serialize_entry("winner", &end.map(|e| e.winner.key()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_kind::RawParameter;

    fn game(name: &str, raw: Vec<RawParameter>) -> Game {
        Game::new(name, raw, |p| p.key.to_string()).unwrap()
    }

    #[test]
    fn shapes_are_checked() {
        let limits = Limits::default();
        let n = |v: &[u8]| v.iter().map(|&x| Natural::from(x)).collect::<Vec<_>>();
        assert!(GameSpec::new(game("wythoff", vec![]), Rule::Normal, n(&[1, 2, 3]), &limits).is_err());
        assert!(GameSpec::new(game("fibonacci", vec![]), Rule::Misere, n(&[5]), &limits).is_err());
        let fib = GameSpec::new(game("fibonacci", vec![]), Rule::Normal, n(&[5]), &limits).unwrap();
        assert_eq!(fib.position, n(&[5, 4]));
        let many = vec![Natural::ONE; limits.max_heaps + 1];
        assert_eq!(
            GameSpec::new(game("nim", vec![]), Rule::Normal, many, &limits).unwrap_err().kind,
            crate::ErrorKind::Limit
        );
        let multi = game("multipile", vec![RawParameter::Name("one-or-all".into())]);
        assert!(GameSpec::new(multi, Rule::Normal, n(&[1]), &limits).is_err());
    }

    #[test]
    fn the_computer_and_a_check() {
        let limits = Limits::default();
        let mut q = vec![("set", "70"), ("n", "80")];
        let spec = GameSpec::from_query("subtraction", Rule::Normal, &mut q, &limits).unwrap();
        let reply = spec.computer(Level::Perfect, 1, Player::Computer, &limits).unwrap();
        assert_eq!(reply.to, Some(vec![Natural::from(10u8)]));
        let end = reply.end.unwrap();
        assert_eq!(
            (end.winner, end.text.as_str()),
            (Player::Computer, "the computer wins by taking the last object")
        );
        let ok = spec.check(vec![Natural::from(10u8)], Player::First, &limits).unwrap();
        assert_eq!(ok.text, "take 70 → 10");
        assert_eq!(ok.end.unwrap().text, "player 1 wins by taking the last object");
        let e = spec.check(vec![Natural::from(11u8)], Player::Human, &limits).unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::Input);
        assert!(e.message.contains("a move takes one of 70, not 69"), "{}", e.message);
    }

    #[test]
    fn a_preset_stands_for_its_parameters() {
        let limits = Limits::default();
        let mut q = vec![("preset", "Kayles"), ("heaps", "4,5")];
        let spec = GameSpec::from_query("octal", Rule::Normal, &mut q, &limits).unwrap();
        let mut q = vec![("code", "0.77"), ("heaps", "4,5")];
        assert_eq!(spec, GameSpec::from_query("octal", Rule::Normal, &mut q, &limits).unwrap());
        let mut q = vec![("preset", "kayles"), ("code", "0.77"), ("heaps", "4,5")];
        let e = GameSpec::from_query("octal", Rule::Normal, &mut q, &limits).unwrap_err();
        assert_eq!(e.message, "preset kayles gives code already");
        let mut q = vec![("preset", "chess"), ("heaps", "4")];
        let e = GameSpec::from_query("octal", Rule::Normal, &mut q, &limits).unwrap_err();
        assert!(
            e.message.starts_with("preset: octal has the presets kayles, dawsons_kayles"),
            "{}",
            e.message
        );
        let mut q = vec![("preset", "kayles"), ("heaps", "4")];
        assert!(GameSpec::from_query("nim", Rule::Normal, &mut q, &limits).is_err());
    }
}
