//! A game against the computer, for every front end: the session (position,
//! history, whose turn), the computer's choice, and the terminal's move syntax.
//!
//! Every game that [`Playable`] covers: the two-pile games (Wythoff's game,
//! Fraenkel's a-Wythoff, restricted Wythoff; a move is checked against the
//! game's [`TwoPileRule`]), Nim, the Bash game, subtraction games, the
//! Fibonacci game and the take-and-break games (octal games, Grundy's game,
//! Lasker's Nim), each under its play rule, each with its own move syntax.
//!
//! The computer at [`Level::Perfect`] moves to a P-position whenever it can (one
//! of the winning moves, chosen by the seeded generator) and otherwise takes a
//! single object from the larger pile, which keeps the game long; at
//! [`Level::Casual`] it plays a winning move half of the time and a random legal
//! move otherwise, so that a beginner can win. The same seed gives the same game.
//!
//! ```
//! use wythoff::{game::Rule, wythoff::Wythoff};
//! use wythoff_answer::play::{Level, Player, Session};
//! let mut s = Session::new(Wythoff { rule: Rule::Normal }, [5u8.into(), 5u8.into()], Level::Perfect, 1);
//! s.play([3u8.into(), 5u8.into()]).unwrap(); // the human moves to a P-position
//! let reply = s.computer_move().unwrap();
//! assert!(reply.to != [3u8.into(), 5u8.into()]);
//! assert!(s.play([4u8.into(), 4u8.into()]).is_err()); // not a move from here
//! assert_eq!(s.winner(), None);
//! # let _ = Player::Human;
//! ```

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use wythoff::Natural;
use wythoff::bash::Bash;
use wythoff::fibonacci_game::{FibonacciGame, Position as FibPosition};
use wythoff::game::{ImpartialGame, Rule, TwoPileRule, after};
use wythoff::generalized_wythoff::{Generalized, Move as TwoPileMove};
use wythoff::multipile_wythoff::{MultiPile, MultiRule, PilesMove};
use wythoff::nim::Nim;
use wythoff::restricted_wythoff::Restricted;
use wythoff::subtraction::SubtractionGame;
use wythoff::take_and_break::{BreakMove, HeapRule, TakeBreak};
use wythoff::wythoff::Wythoff;

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Always a winning move when there is one.
    Perfect,
    /// A winning move half of the time, else any legal move.
    Casual,
}

impl Level {
    /// `"perfect"` or `"casual"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Perfect => "perfect",
            Level::Casual => "casual",
        }
    }

    /// The level by its name; an error names `what` (a flag, a query key).
    pub fn from_name(name: &str, what: &str) -> Result<Level, crate::Error> {
        match name {
            "perfect" => Ok(Level::Perfect),
            "casual" => Ok(Level::Casual),
            other => Err(crate::Error::usage(format!(
                "{what}: perfect or casual, not '{}'",
                crate::limits::brief_text(other)
            ))),
        }
    }
}

/// Who made a move, or who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The person playing.
    Human,
    /// The program.
    Computer,
}

/// A move made: by whom, from where to where, and its description
/// ("take 2 from pile 1 -> (3, 5)").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played<P> {
    /// Who moved.
    pub who: Player,
    /// The position before.
    pub from: P,
    /// The position after.
    pub to: P,
    /// The move in words.
    pub text: String,
}

/// A game that can be played move by move: what the session needs beyond
/// [`ImpartialGame`].
pub trait Playable: ImpartialGame + Clone {
    /// The move from `from` to `to` in words, or why it is not one move.
    fn check(&self, from: &Self::Position, to: &Self::Position) -> Result<String, String>;
    /// Is any move possible from `at`?
    fn can_move(&self, at: &Self::Position) -> bool;
    /// A move that keeps the game long: the least one can take.
    fn patient(&self, at: &Self::Position) -> Self::Position;
    /// A legal move chosen by `rng` (`at` has a move).
    fn random(&self, at: &Self::Position, rng: &mut ChaCha8Rng) -> Self::Position;
    /// Reads a move in the game's syntax (the words of a line, lower case).
    fn parse(&self, words: &[&str], at: &Self::Position) -> Result<Self::Position, String>;
    /// The game's move syntax, for `help`.
    fn syntax(&self) -> &'static str;
    /// The position in words: "(3, 5)", "heaps 3 5 7", "heap 10".
    fn show(&self, at: &Self::Position) -> String;
    /// A small picture of the position, where one fits (a board for piles up
    /// to 30, heaps as rows of objects).
    fn picture(&self, at: &Self::Position) -> Option<String>;
    /// The position with these coordinates (see [`ImpartialGame::coordinates`]).
    fn position_of(&self, coordinates: &[Natural]) -> Self::Position;
    /// The position a move from `from` reaches, given its heaps alone, where
    /// the rest of the position follows from the move (the Fibonacci game's
    /// limit on the next take); by default the coordinates are the whole
    /// position.
    fn reached(&self, from: &Self::Position, heaps: &[Natural]) -> Self::Position {
        let _ = from;
        self.position_of(heaps)
    }
}

/// A game in progress.
pub struct Session<G: Playable> {
    game: G,
    /// Every position so far, the current one last.
    positions: Vec<G::Position>,
    /// Who made each move (one fewer than positions).
    movers: Vec<Player>,
    level: Level,
    rng: ChaCha8Rng,
}

impl<G: Playable> Session<G> {
    /// A new game from `start`; `seed` fixes every choice the computer makes.
    pub fn new(game: G, start: G::Position, level: Level, seed: u64) -> Session<G> {
        Session { game, positions: vec![start], movers: Vec::new(), level, rng: generator(seed) }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The current position.
    pub fn position(&self) -> &G::Position {
        self.positions.last().expect("a session always has a position")
    }

    /// How many moves have been made.
    pub fn moves_made(&self) -> usize {
        self.movers.len()
    }

    /// Is a move possible?
    pub fn can_move(&self) -> bool {
        self.game.can_move(self.position())
    }

    /// Who won, once no move is possible: in normal play whoever moved last, in
    /// misère play the other one. `None` while the game goes on (or when no
    /// move was ever possible).
    pub fn winner(&self) -> Option<Player> {
        if self.can_move() {
            return None;
        }
        let last = *self.movers.last()?;
        Some(winner_after(self.game.rule(), last))
    }

    /// The human moves to `to`; an error (one line) if that is not a move.
    pub fn play(&mut self, to: G::Position) -> Result<Played<G::Position>, String> {
        let text = self.game.check(self.position(), &to)?;
        Ok(self.record(Player::Human, to, text))
    }

    /// The computer moves (see the module documentation); `None` if no move is
    /// possible.
    pub fn computer_move(&mut self) -> Option<Played<G::Position>> {
        let from = self.position().clone();
        let (to, text) = choose(&self.game, &from, self.level, &mut self.rng)?;
        Some(self.record(Player::Computer, to, text))
    }

    fn record(&mut self, who: Player, to: G::Position, text: String) -> Played<G::Position> {
        let from = self.position().clone();
        self.positions.push(to.clone());
        self.movers.push(who);
        Played { who, from, to, text }
    }

    /// Takes back the last move of the human and the computer's reply after it
    /// (so that it is the human's turn again in the same position as before).
    /// `false` if the human has made no move.
    pub fn undo(&mut self) -> bool {
        let Some(last_human) = self.movers.iter().rposition(|&p| p == Player::Human) else {
            return false;
        };
        self.movers.truncate(last_human);
        self.positions.truncate(last_human + 1);
        true
    }
}

/// The computer's choice from `from` at `level` (see the module
/// documentation): the position it moves to and the move in words, or `None`
/// when no move is possible. What [`Session::computer_move`] plays and what the
/// registry's computer answers.
pub fn choose<G: Playable>(
    game: &G,
    from: &G::Position,
    level: Level,
    rng: &mut ChaCha8Rng,
) -> Option<(G::Position, String)> {
    if !game.can_move(from) {
        return None;
    }
    let winning = game.winning_moves(from);
    let wants_win = match level {
        Level::Perfect => true,
        Level::Casual => rng.next_u32() & 1 == 0,
    };
    if wants_win && !winning.is_empty() {
        let m = &winning[(rng.next_u64() % winning.len() as u64) as usize];
        let to = game.position_of(&after(&game.coordinates(from), m));
        return Some((to, m.to_string()));
    }
    let to = if level == Level::Perfect { game.patient(from) } else { game.random(from, rng) };
    let text = game.check(from, &to).expect("the computer's moves are legal");
    Some((to, text))
}

/// The seeded generator of the computer's choices.
pub fn generator(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// The sentence that ends a game: who won, and why, in `rule` play. Written
/// once here, beside [`Session::winner`], for every front end.
///
/// ```
/// use wythoff::Rule;
/// use wythoff_answer::play::{ending, Player};
/// assert_eq!(ending(Rule::Misere, Player::Human), "you win: the computer had to take the last object");
/// ```
pub fn ending(rule: Rule, winner: Player) -> &'static str {
    match (rule, winner) {
        (Rule::Normal, Player::Human) => "you win: you took the last object",
        (Rule::Normal, Player::Computer) => "the computer wins: it took the last object",
        (Rule::Misere, Player::Human) => "you win: the computer had to take the last object",
        (Rule::Misere, Player::Computer) => "the computer wins: you had to take the last object",
    }
}

/// The sentence that ends a game in which `last` made the last move, in `rule`
/// play: [`ending`] of [`winner_after`].
pub fn ending_after(rule: Rule, last: Player) -> &'static str {
    ending(rule, winner_after(rule, last))
}

/// Who won when `last` made the last move, in `rule` play.
pub fn winner_after(rule: Rule, last: Player) -> Player {
    match (rule, last) {
        (Rule::Normal, who) => who,
        (Rule::Misere, Player::Human) => Player::Computer,
        (Rule::Misere, Player::Computer) => Player::Human,
    }
}

/// What a player typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input<P> {
    /// A move to this position.
    Move(P),
    /// Every winning move, with the reason.
    Hint,
    /// Take back the last move (and the reply).
    Undo,
    /// Draw the board.
    Board,
    /// The commands and the move syntax.
    Help,
    /// Stop.
    Quit,
}

/// The commands every game has, for `help`.
pub const COMMANDS: &str = "commands: hint (every winning move and why), undo, board, help, quit";

/// Reads one line at `position`: a command, or a move in the game's syntax
/// ([`Playable::syntax`]). Commas and brackets count as spaces; case does not
/// matter.
///
/// ```
/// use wythoff::{game::Rule, wythoff::Wythoff};
/// use wythoff_answer::play::{parse_input, Input};
/// let (game, at) = (Wythoff { rule: Rule::Normal }, [5u8.into(), 7u8.into()]);
/// assert_eq!(parse_input(&game, "2 3", &at), Ok(Input::Move([5u8.into(), 4u8.into()])));
/// assert_eq!(parse_input(&game, " B 2 ", &at), Ok(Input::Move([3u8.into(), 5u8.into()])));
/// assert_eq!(parse_input(&game, "to (3, 5)", &at), Ok(Input::Move([3u8.into(), 5u8.into()])));
/// assert!(parse_input(&game, "1 9", &at).unwrap_err().contains("only 5"));
/// assert!(parse_input(&game, "jump", &at).is_err());
/// ```
pub fn parse_input<G: Playable>(
    game: &G,
    line: &str,
    position: &G::Position,
) -> Result<Input<G::Position>, String> {
    let cleaned: String = line.chars().map(|c| if matches!(c, ',' | '(' | ')') { ' ' } else { c }).collect();
    let words: Vec<String> = cleaned.split_whitespace().map(str::to_lowercase).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    match words.as_slice() {
        [] => Err("type a move or a command (help lists them)".into()),
        ["hint"] => Ok(Input::Hint),
        ["undo"] => Ok(Input::Undo),
        ["board"] => Ok(Input::Board),
        ["help" | "?"] => Ok(Input::Help),
        ["quit" | "exit" | "q"] => Ok(Input::Quit),
        _ => game.parse(&words, position).map(Input::Move),
    }
}

fn number(text: &str) -> Result<Natural, String> {
    wythoff::nat::parse_natural(text).map_err(|e| format!("'{text}' is not a number of objects: {e}"))
}

fn not_a_move(words: &[&str], hint: &str) -> String {
    format!("'{}' is neither a move nor a command: {hint} (help lists them)", words.join(" "))
}

/// A random amount in 1..=most (most ≥ 1), below 2^64.
fn amount(rng: &mut ChaCha8Rng, most: &Natural) -> Natural {
    let cap = u64::try_from(most).unwrap_or(u64::MAX);
    Natural::from(1 + rng.next_u64() % cap)
}

// ---- Two piles ----

const TWO_PILE_SYNTAX: &str = "\
moves:  1 K      take K from pile 1
        2 K      take K from pile 2
        b K      take K from both piles
        b K L    take K from pile 1 and L from pile 2 (a-Wythoff)
        to X Y   move to the position (X, Y)";

fn two_pile_check(game: &impl TwoPileRule, from: &[Natural; 2], to: &[Natural; 2]) -> Result<String, String> {
    if to[0] > from[0] || to[1] > from[1] {
        return Err(format!(
            "({}, {}) is not below ({}, {}): a move only takes",
            to[0], to[1], from[0], from[1]
        ));
    }
    let (k, l) = (&from[0] - &to[0], &from[1] - &to[1]);
    if k == Natural::ZERO && l == Natural::ZERO {
        return Err("a move must take something".into());
    }
    if !game.allows(&k, &l) {
        return Err(format!("taking {k} from pile 1 and {l} from pile 2 is not one move of this game"));
    }
    Ok(TwoPileMove::new([&from[0], &from[1]], to.clone()).to_string())
}

fn two_pile_parse(words: &[&str], at: &[Natural; 2]) -> Result<[Natural; 2], String> {
    let take = |pile: usize, k: Natural, to: &mut [Natural; 2]| -> Result<(), String> {
        if k > at[pile] {
            return Err(format!("pile {} holds only {}, not {k}", pile + 1, at[pile]));
        }
        to[pile] = &at[pile] - k;
        Ok(())
    };
    let mut to = at.clone();
    match words {
        ["1", k] => take(0, number(k)?, &mut to)?,
        ["2", k] => take(1, number(k)?, &mut to)?,
        ["b" | "both", k] => {
            let k = number(k)?;
            take(0, k.clone(), &mut to)?;
            take(1, k, &mut to)?;
        }
        ["b" | "both", k, l] => {
            take(0, number(k)?, &mut to)?;
            take(1, number(l)?, &mut to)?;
        }
        ["to", x, y] => to = [number(x)?, number(y)?],
        _ => return Err(not_a_move(words, "try 1 K, 2 K, b K or to X Y")),
    }
    Ok(to)
}

fn two_pile_random(game: &impl TwoPileRule, from: &[Natural; 2], rng: &mut ChaCha8Rng) -> [Natural; 2] {
    for _ in 0..64 {
        let (k, l) = match rng.next_u32() % 3 {
            0 if from[0] > Natural::ZERO => (amount(rng, &from[0]), Natural::ZERO),
            1 if from[1] > Natural::ZERO => (Natural::ZERO, amount(rng, &from[1])),
            2 if from[0] > Natural::ZERO && from[1] > Natural::ZERO => {
                let k = amount(rng, (&from[0]).min(&from[1]));
                (k.clone(), k)
            }
            _ => continue,
        };
        if game.allows(&k, &l) {
            return [&from[0] - k, &from[1] - l];
        }
    }
    two_pile_patient(from)
}

/// One object from the larger pile: a move in every two-pile game here.
fn two_pile_patient(from: &[Natural; 2]) -> [Natural; 2] {
    let mut to = from.clone();
    let i = if from[0] >= from[1] { 0 } else { 1 };
    to[i] -= 1u8;
    to
}

macro_rules! two_pile_playable {
    ($($game:ty),*) => {$(
        impl Playable for $game {
            fn check(&self, from: &[Natural; 2], to: &[Natural; 2]) -> Result<String, String> {
                two_pile_check(self, from, to)
            }
            fn can_move(&self, at: &[Natural; 2]) -> bool {
                at.iter().any(|p| *p > Natural::ZERO)
            }
            fn patient(&self, at: &[Natural; 2]) -> [Natural; 2] {
                two_pile_patient(at)
            }
            fn random(&self, at: &[Natural; 2], rng: &mut ChaCha8Rng) -> [Natural; 2] {
                two_pile_random(self, at, rng)
            }
            fn parse(&self, words: &[&str], at: &[Natural; 2]) -> Result<[Natural; 2], String> {
                two_pile_parse(words, at)
            }
            fn syntax(&self) -> &'static str {
                TWO_PILE_SYNTAX
            }
            fn show(&self, at: &[Natural; 2]) -> String {
                format!("piles ({}, {})", at[0], at[1])
            }
            fn picture(&self, at: &[Natural; 2]) -> Option<String> {
                board(at)
            }
            fn position_of(&self, c: &[Natural]) -> [Natural; 2] {
                [c[0].clone(), c[1].clone()]
            }
        }
    )*};
}

two_pile_playable!(Wythoff, Generalized, Restricted);

// ---- Nim ----

impl Playable for Nim {
    fn check(&self, from: &Vec<Natural>, to: &Vec<Natural>) -> Result<String, String> {
        if to.len() != from.len() {
            return Err(format!("there are {} heaps, not {}", from.len(), to.len()));
        }
        let changed: Vec<usize> = (0..from.len()).filter(|&i| from[i] != to[i]).collect();
        match changed.as_slice() {
            [i] if to[*i] < from[*i] => {
                let i = *i;
                Ok(format!("take {} from heap {}: {} -> {}", &from[i] - &to[i], i + 1, from[i], to[i]))
            }
            [i] => Err(format!("heap {} holds {}: a move only takes", i + 1, from[*i])),
            [] => Err("a move must take something".into()),
            _ => Err("a move takes from one heap only".into()),
        }
    }
    fn can_move(&self, at: &Vec<Natural>) -> bool {
        at.iter().any(|h| *h > Natural::ZERO)
    }
    fn patient(&self, at: &Vec<Natural>) -> Vec<Natural> {
        let mut to = at.clone();
        let i = (0..at.len()).max_by_key(|&i| &at[i]).expect("a heap");
        to[i] -= 1u8;
        to
    }
    fn random(&self, at: &Vec<Natural>, rng: &mut ChaCha8Rng) -> Vec<Natural> {
        let open: Vec<usize> = (0..at.len()).filter(|&i| at[i] > Natural::ZERO).collect();
        let i = open[(rng.next_u64() % open.len() as u64) as usize];
        let mut to = at.clone();
        to[i] -= amount(rng, &at[i]);
        to
    }
    fn parse(&self, words: &[&str], at: &Vec<Natural>) -> Result<Vec<Natural>, String> {
        match words {
            ["to", rest @ ..] if rest.len() == at.len() => rest.iter().map(|w| number(w)).collect(),
            ["to", rest @ ..] => Err(format!("to takes {} heaps, not {}", at.len(), rest.len())),
            [heap, k] => {
                let heap: usize = heap.parse().map_err(|_| not_a_move(words, "try H K or to A B C"))?;
                if !(1..=at.len()).contains(&heap) {
                    return Err(format!("there are heaps 1 to {}, not {heap}", at.len()));
                }
                let k = number(k)?;
                if k > at[heap - 1] {
                    return Err(format!("heap {heap} holds only {}, not {k}", at[heap - 1]));
                }
                let mut to = at.clone();
                to[heap - 1] -= k;
                Ok(to)
            }
            _ => Err(not_a_move(words, "try H K or to A B C")),
        }
    }
    fn syntax(&self) -> &'static str {
        "moves:  H K        take K from heap H (heaps count from 1)\n        to A B C   move to the heaps A B C"
    }
    fn show(&self, at: &Vec<Natural>) -> String {
        show_heaps(at)
    }
    fn picture(&self, at: &Vec<Natural>) -> Option<String> {
        heaps_picture("heap", at)
    }
    fn position_of(&self, c: &[Natural]) -> Vec<Natural> {
        c.to_vec()
    }
}

/// "heaps 3 5 7".
fn show_heaps(at: &[Natural]) -> String {
    let heaps: Vec<String> = at.iter().map(Natural::to_string).collect();
    format!("heaps {}", heaps.join(" "))
}

/// Heaps (or piles) of at most 30 as rows of objects.
fn heaps_picture(word: &str, heaps: &[Natural]) -> Option<String> {
    let mut out = String::new();
    for (i, h) in heaps.iter().enumerate() {
        let h = usize::try_from(h).ok().filter(|&h| h <= 30)?;
        out += &format!("{word} {:>2} | {}\n", i + 1, "o ".repeat(h).trim_end());
    }
    Some(out)
}

// ---- Multi-pile Wythoff ----

impl Playable for MultiPile {
    fn check(&self, from: &Vec<Natural>, to: &Vec<Natural>) -> Result<String, String> {
        if to.len() != from.len() {
            return Err(format!("there are {} piles, not {}", from.len(), to.len()));
        }
        if (0..from.len()).any(|i| to[i] > from[i]) {
            return Err("a move only takes".into());
        }
        let takes: Vec<Natural> = (0..from.len()).map(|i| &from[i] - &to[i]).collect();
        if !self.multi().allows(&takes) {
            let which = match self.multi() {
                MultiRule::OneOrAll => "one pile, or the same from every pile",
                MultiRule::OneOrAny => "the same amount from each pile it takes from",
            };
            return Err(format!("a move takes {which}"));
        }
        let m = PilesMove { take: takes, to: to.clone() };
        Ok(m.to_string())
    }
    fn can_move(&self, at: &Vec<Natural>) -> bool {
        at.iter().any(|h| *h > Natural::ZERO)
    }
    fn patient(&self, at: &Vec<Natural>) -> Vec<Natural> {
        Nim { rule: Rule::Normal }.patient(at)
    }
    fn random(&self, at: &Vec<Natural>, rng: &mut ChaCha8Rng) -> Vec<Natural> {
        Nim { rule: Rule::Normal }.random(at, rng)
    }
    fn parse(&self, words: &[&str], at: &Vec<Natural>) -> Result<Vec<Natural>, String> {
        let take_from = |piles: &[usize], k: Natural| -> Result<Vec<Natural>, String> {
            let mut to = at.clone();
            for &i in piles {
                if k > at[i] {
                    return Err(format!("pile {} holds only {}, not {k}", i + 1, at[i]));
                }
                to[i] = &at[i] - &k;
            }
            Ok(to)
        };
        match words {
            ["to", rest @ ..] if rest.len() == at.len() => rest.iter().map(|w| number(w)).collect(),
            ["to", rest @ ..] => Err(format!("to takes {} piles, not {}", at.len(), rest.len())),
            ["all", k] => take_from(&(0..at.len()).collect::<Vec<_>>(), number(k)?),
            [piles @ .., k] if !piles.is_empty() => {
                let mut chosen = Vec::new();
                for p in piles {
                    let i: usize =
                        p.parse().map_err(|_| not_a_move(words, "try P K, P Q K, all K or to A B C"))?;
                    if !(1..=at.len()).contains(&i) {
                        return Err(format!("there are piles 1 to {}, not {i}", at.len()));
                    }
                    if chosen.contains(&(i - 1)) {
                        return Err(format!(
                            "'{}' names pile {i} twice: P Q K takes K from each of the piles P, Q, … (each once)",
                            words.join(" ")
                        ));
                    }
                    chosen.push(i - 1);
                }
                take_from(&chosen, number(k)?)
            }
            _ => Err(not_a_move(words, "try P K, P Q K, all K or to A B C")),
        }
    }
    fn syntax(&self) -> &'static str {
        "moves:  P K        take K from pile P (piles count from 1)\n        P Q K      take K from piles P and Q (one-or-any: any set of piles)\n        all K      take K from every pile\n        to A B C   move to the piles A B C"
    }
    fn show(&self, at: &Vec<Natural>) -> String {
        let piles: Vec<String> = at.iter().map(Natural::to_string).collect();
        format!("piles ({})", piles.join(", "))
    }
    fn picture(&self, at: &Vec<Natural>) -> Option<String> {
        heaps_picture("pile", at)
    }
    fn position_of(&self, c: &[Natural]) -> Vec<Natural> {
        c.to_vec()
    }
}

// ---- One heap: the Bash game and subtraction games ----

fn one_heap_parse(words: &[&str], at: &Natural) -> Result<Natural, String> {
    match words {
        ["to", n] => number(n),
        ["take", k] | [k] => {
            let k = number(k)?;
            if k > *at {
                return Err(format!("the heap holds only {at}, not {k}"));
            }
            Ok(at - k)
        }
        _ => Err(not_a_move(words, "try K (take K) or to N")),
    }
}

const ONE_HEAP_SYNTAX: &str = "moves:  K      take K objects\n        to N   leave N objects";

impl Playable for Bash {
    fn check(&self, from: &Natural, to: &Natural) -> Result<String, String> {
        if to >= from {
            return Err(format!("the heap holds {from}: a move takes at least 1"));
        }
        let k = from - to;
        if k > self.max_take {
            return Err(format!("a move takes at most {}, not {k}", self.max_take));
        }
        Ok(format!("take {k} -> {to}"))
    }
    fn can_move(&self, at: &Natural) -> bool {
        *at > Natural::ZERO
    }
    fn patient(&self, at: &Natural) -> Natural {
        at - 1u8
    }
    fn random(&self, at: &Natural, rng: &mut ChaCha8Rng) -> Natural {
        at - amount(rng, at.min(&self.max_take))
    }
    fn parse(&self, words: &[&str], at: &Natural) -> Result<Natural, String> {
        one_heap_parse(words, at)
    }
    fn syntax(&self) -> &'static str {
        ONE_HEAP_SYNTAX
    }
    fn show(&self, at: &Natural) -> String {
        format!("heap {at}")
    }
    fn picture(&self, at: &Natural) -> Option<String> {
        heaps_picture("heap", std::slice::from_ref(at))
    }
    fn position_of(&self, c: &[Natural]) -> Natural {
        c[0].clone()
    }
}

impl Playable for SubtractionGame {
    fn check(&self, from: &Natural, to: &Natural) -> Result<String, String> {
        if to >= from {
            return Err(format!("the heap holds {from}: a move takes at least 1"));
        }
        let k = from - to;
        let set = self.sequence.set.elements();
        if !u64::try_from(&k).is_ok_and(|k| set.contains(&k)) {
            let shown: Vec<String> = set.iter().map(u64::to_string).collect();
            return Err(format!("a move takes one of {}, not {k}", shown.join(", ")));
        }
        Ok(format!("take {k} -> {to}"))
    }
    fn can_move(&self, at: &Natural) -> bool {
        self.sequence.set.elements().iter().any(|&s| Natural::from(s) <= *at)
    }
    fn patient(&self, at: &Natural) -> Natural {
        let least = self.sequence.set.elements().iter().copied().filter(|&s| Natural::from(s) <= *at).min();
        at - least.expect("a move is possible")
    }
    fn random(&self, at: &Natural, rng: &mut ChaCha8Rng) -> Natural {
        let fits: Vec<u64> =
            self.sequence.set.elements().iter().copied().filter(|&s| Natural::from(s) <= *at).collect();
        at - fits[(rng.next_u64() % fits.len() as u64) as usize]
    }
    fn parse(&self, words: &[&str], at: &Natural) -> Result<Natural, String> {
        one_heap_parse(words, at)
    }
    fn syntax(&self) -> &'static str {
        ONE_HEAP_SYNTAX
    }
    fn show(&self, at: &Natural) -> String {
        format!("heap {at}")
    }
    fn picture(&self, at: &Natural) -> Option<String> {
        heaps_picture("heap", std::slice::from_ref(at))
    }
    fn position_of(&self, c: &[Natural]) -> Natural {
        c[0].clone()
    }
}

// ---- Take-and-break games: octal games, Grundy's game, Lasker's Nim ----

/// What a move from `from` to `to` is in a take-and-break game: the heap it
/// plays, what it takes, and what it leaves (none, one or two heaps, smaller
/// first), read from the two lists (`to` is one longer after a split).
fn break_move(from: &[Natural], to: &[Natural]) -> Result<BreakMove, String> {
    let first = (0..from.len()).find(|&i| to.get(i) != Some(&from[i]));
    let Some(i) = first.or((to.len() > from.len()).then(|| from.len() - 1)) else {
        return Err("a move must take something or split a heap".into());
    };
    let parts: Vec<Natural> = match to.len() as i64 - from.len() as i64 {
        0 if to[i + 1..] == from[i + 1..] => vec![to[i].clone()],
        1 if to[i + 2..] == from[i + 1..] => {
            let (x, y) = (to[i].clone(), to[i + 1].clone());
            if x == Natural::ZERO || y == Natural::ZERO {
                return Err("a split leaves two heaps, each of at least 1".into());
            }
            if x <= y { vec![x, y] } else { vec![y, x] }
        }
        0 | 1 => return Err("a move plays one heap only".into()),
        _ => {
            return Err(format!(
                "there are {} heaps: a move leaves that many, or one more after a split, not {}",
                from.len(),
                to.len()
            ));
        }
    };
    let left = parts.iter().fold(Natural::ZERO, |t, p| t + p);
    if left > from[i] {
        return Err(format!("heap {} holds {}: a move only takes", i + 1, from[i]));
    }
    let parts = if parts == [Natural::ZERO] { Vec::new() } else { parts };
    Ok(BreakMove { heap: i, from: from[i].clone(), take: &from[i] - left, parts })
}

impl<R: HeapRule> Playable for TakeBreak<R> {
    fn check(&self, from: &Vec<Natural>, to: &Vec<Natural>) -> Result<String, String> {
        let m = break_move(from, to)?;
        let small =
            |n: &Natural| u64::try_from(n).map_err(|_| "the heap is too large to play here".to_string());
        let parts: Vec<u64> = m.parts.iter().map(small).collect::<Result<_, _>>()?;
        if !self.heaps.allows(small(&m.from)?, small(&m.take)?, &parts) {
            return Err(format!("{m} is not a move of this game"));
        }
        Ok(m.to_string())
    }
    fn can_move(&self, at: &Vec<Natural>) -> bool {
        at.iter().any(|h| u64::try_from(h).map_or(true, |h| first_move(self, h).is_some()))
    }
    fn patient(&self, at: &Vec<Natural>) -> Vec<Natural> {
        // The first move (by the rule's order, the least take) of the largest
        // heap that has one.
        let mut order: Vec<usize> = (0..at.len()).collect();
        order.sort_by(|&i, &j| at[j].cmp(&at[i]));
        for i in order {
            let h = u64::try_from(&at[i]).expect("play keeps heaps within the limit");
            if let Some((take, parts)) = first_move(self, h) {
                return leave(at, i, take, &parts);
            }
        }
        unreachable!("a move is possible")
    }
    fn random(&self, at: &Vec<Natural>, rng: &mut ChaCha8Rng) -> Vec<Natural> {
        let small: Vec<u64> =
            at.iter().map(|h| u64::try_from(h).expect("play keeps heaps within the limit")).collect();
        let moves = self.all_moves(&small);
        let (i, take, parts) = &moves[(rng.next_u64() % moves.len() as u64) as usize];
        leave(at, *i, *take, parts)
    }
    fn parse(&self, words: &[&str], at: &Vec<Natural>) -> Result<Vec<Natural>, String> {
        let hint = "try H K, H K X, split H X or to A B C";
        let heap = |w: &str| -> Result<usize, String> {
            let h: usize = w.parse().map_err(|_| not_a_move(words, hint))?;
            if !(1..=at.len()).contains(&h) {
                return Err(format!("there are heaps 1 to {}, not {h}", at.len()));
            }
            Ok(h - 1)
        };
        // Take k from heap i and leave x and the rest (or just the rest).
        let take = |i: usize, k: Natural, x: Option<Natural>| -> Result<Vec<Natural>, String> {
            if k > at[i] {
                return Err(format!("heap {} holds only {}, not {k}", i + 1, at[i]));
            }
            let rest = &at[i] - k;
            let mut to = at.clone();
            match x {
                None => to[i] = rest,
                Some(x) if x == Natural::ZERO || x >= rest => {
                    return Err(format!(
                        "{rest} is left: a split leaves two heaps of at least 1, not {x} and the rest"
                    ));
                }
                Some(x) => {
                    let y = &rest - &x;
                    to.splice(i..=i, if x <= y { [x, y] } else { [y, x] });
                }
            }
            Ok(to)
        };
        match words {
            ["to", rest @ ..] => rest.iter().map(|w| number(w)).collect(),
            ["split", h, x] => take(heap(h)?, Natural::ZERO, Some(number(x)?)),
            [h, k] => take(heap(h)?, number(k)?, None),
            [h, k, x] => take(heap(h)?, number(k)?, Some(number(x)?)),
            _ => Err(not_a_move(words, hint)),
        }
    }
    fn syntax(&self) -> &'static str {
        "moves:  H K        take K from heap H (heaps count from 1)\n        H K X      take K from heap H and split the rest into X and what remains\n        split H X  split heap H into X and what remains, taking nothing\n        to A B C   move to the heaps A B C (a split heap's two parts in its place)"
    }
    fn show(&self, at: &Vec<Natural>) -> String {
        show_heaps(at)
    }
    fn picture(&self, at: &Vec<Natural>) -> Option<String> {
        heaps_picture("heap", at)
    }
    fn position_of(&self, c: &[Natural]) -> Vec<Natural> {
        c.to_vec()
    }
}

/// The first move from a heap of n, by the heap rule's order (the least take).
fn first_move<R: HeapRule>(game: &TakeBreak<R>, n: u64) -> Option<(u64, Vec<u64>)> {
    let mut first = None;
    game.heaps.each_move(n, &mut |take, parts| {
        if first.is_none() {
            first = Some((take, parts.to_vec()));
        }
    });
    first
}

/// The heaps after taking `take` from heap i and leaving `parts` there
/// ([`after`] of that [`BreakMove`]).
fn leave(at: &[Natural], i: usize, take: u64, parts: &[u64]) -> Vec<Natural> {
    let m = BreakMove {
        heap: i,
        from: at[i].clone(),
        take: take.into(),
        parts: parts.iter().map(|&p| Natural::from(p)).collect(),
    };
    after(at, &m)
}

// ---- The Fibonacci game ----

/// After taking `k` from `n`: the next move may take at most 2k, and never
/// more than the heap holds (the library's positions are kept that way).
fn fib_after(n: &Natural, k: &Natural) -> FibPosition {
    let rest = n - k;
    let max_take = (k * 2u8).min(rest.clone());
    FibPosition { n: rest, max_take }
}

impl Playable for FibonacciGame {
    fn check(&self, from: &FibPosition, to: &FibPosition) -> Result<String, String> {
        if to.n >= from.n {
            return Err(format!("the heap holds {}: a move takes at least 1", from.n));
        }
        let k = &from.n - &to.n;
        if k > from.max_take {
            return Err(format!("this move may take at most {}, not {k}", from.max_take));
        }
        let next = fib_after(&from.n, &k);
        if *to != next {
            return Err(format!("after taking {k} the next move may take at most {}", next.max_take));
        }
        Ok(format!("take {k} -> {} (next move takes at most {})", to.n, to.max_take))
    }
    fn can_move(&self, at: &FibPosition) -> bool {
        at.n > Natural::ZERO && at.max_take > Natural::ZERO
    }
    fn patient(&self, at: &FibPosition) -> FibPosition {
        fib_after(&at.n, &Natural::ONE)
    }
    fn random(&self, at: &FibPosition, rng: &mut ChaCha8Rng) -> FibPosition {
        fib_after(&at.n, &amount(rng, (&at.n).min(&at.max_take)))
    }
    fn parse(&self, words: &[&str], at: &FibPosition) -> Result<FibPosition, String> {
        let k = match words {
            ["take", k] | [k] => number(k)?,
            _ => return Err(not_a_move(words, "try K (take K)")),
        };
        if k > at.n {
            return Err(format!("the heap holds only {}, not {k}", at.n));
        }
        Ok(fib_after(&at.n, &k))
    }
    fn syntax(&self) -> &'static str {
        "moves:  K   take K objects: at least 1, at most the limit shown (the first move\n            may not take all; after it, at most twice the last move)"
    }
    fn show(&self, at: &FibPosition) -> String {
        format!("heap {}, this move takes at most {}", at.n, at.max_take)
    }
    fn picture(&self, at: &FibPosition) -> Option<String> {
        heaps_picture("heap", std::slice::from_ref(&at.n))
    }
    fn position_of(&self, c: &[Natural]) -> FibPosition {
        FibPosition { n: c[0].clone(), max_take: c[1].clone() }
    }
    /// The heap after the move: the next move's limit follows from the take
    /// (a heap that did not shrink is kept as it is, for `check` to refuse).
    fn reached(&self, from: &FibPosition, heaps: &[Natural]) -> FibPosition {
        match heaps {
            [n] if *n < from.n => fib_after(&from.n, &(&from.n - n)),
            [n] => FibPosition { n: n.clone(), max_take: from.max_take.clone() },
            c => self.position_of(c),
        }
    }
}

/// A small text board for piles up to 30: the queen Q at (pile 1, pile 2),
/// pile 1 across and pile 2 up, the corner (0, 0) bottom left; `None` for
/// larger piles.
///
/// ```
/// let board = wythoff_answer::play::board(&[2u8.into(), 1u8.into()]).unwrap();
/// assert_eq!(board, " 1 | . . Q\n 0 | . . .\n     -----\n     0 1 2\n");
/// ```
pub fn board(position: &[Natural; 2]) -> Option<String> {
    let x = u64::try_from(&position[0]).ok().filter(|&x| x <= 30)?;
    let y = u64::try_from(&position[1]).ok().filter(|&y| y <= 30)?;
    // Columns two characters wide while their labels are one digit, three
    // beyond 9, so that every label is whole and under its column.
    let w = if x >= 10 { 3 } else { 2 };
    let mut out = String::new();
    for row in (0..=y).rev() {
        out += &format!("{row:>2} |");
        for col in 0..=x {
            out += &format!("{:>w$}", if (col, row) == (x, y) { "Q" } else { "." });
        }
        out.push('\n');
    }
    out += &format!("     {}\n", "-".repeat(w * (x as usize + 1) - 1));
    let labels: String = (0..=x).map(|c| format!("{c:>w$}")).collect();
    out += &format!("    {labels}\n");
    Some(out)
}
