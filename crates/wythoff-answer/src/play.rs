//! A game against the computer, for every front end: the session (position,
//! history, whose turn), the computer's choice, and the terminal's move syntax.
//!
//! Every game of the registry is [`Playable`]: its registry file
//! (`crate::games`) gives its move syntax and checks a move; the two-pile games
//! share theirs (`two_pile.rs`: a move is checked against the game's
//! [`TwoPileRule`](wythoff::game::TwoPileRule)), as
//! the one-heap games share their syntax. A front end plays any of them through
//! [`Turns`], line by line.
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
use wythoff::game::{Arg, ImpartialGame, Rule, after};

use crate::Answer;
use crate::words::say;

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

/// One of a game's two players: who made a move, who is to move, or who won.
/// A game against the computer has [`Player::Human`] and [`Player::Computer`];
/// a game between two people has [`Player::First`] and [`Player::Second`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The person playing against the computer: "you".
    Human,
    /// The program: "the computer".
    Computer,
    /// The first of two people: "player 1".
    First,
    /// The second of two people: "player 2".
    Second,
}

impl Player {
    /// Every player, in the order of their keys.
    pub const ALL: [Player; 4] = [Player::Human, Player::Computer, Player::First, Player::Second];

    /// The player's key, as queries, flags and JSON give it: `you`,
    /// `computer`, `player1`, `player2`.
    pub fn key(self) -> &'static str {
        match self {
            Player::Human => "you",
            Player::Computer => "computer",
            Player::First => "player1",
            Player::Second => "player2",
        }
    }

    /// The player by key; otherwise a usage error keyed `by` that names `what`
    /// (the flag or the query's key).
    ///
    /// ```
    /// use wythoff_answer::play::Player;
    /// assert_eq!(Player::from_key("player2", "by").unwrap(), Player::Second);
    /// let e = Player::from_key("me", "--by").unwrap_err();
    /// assert_eq!(e.message, "--by: you, computer, player1 or player2, not 'me'");
    /// assert_eq!(e.key, Some("by".into()));
    /// ```
    pub fn from_key(key: &str, what: &str) -> Result<Player, crate::Error> {
        Player::ALL.into_iter().find(|p| p.key() == key).ok_or_else(|| {
            crate::Error::usage(format!(
                "{what}: you, computer, player1 or player2, not '{}'",
                crate::limits::brief_text(key)
            ))
            .keyed("by")
        })
    }

    /// The one who plays against this player.
    pub fn other(self) -> Player {
        match self {
            Player::Human => Player::Computer,
            Player::Computer => Player::Human,
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

/// How a game ended: who won, and the sentence that says why, in the players'
/// own names. Written once here for every front end.
///
/// ```
/// use wythoff::Rule;
/// use wythoff_answer::play::{Ending, Player};
/// let end = Ending::after(Rule::Misere, Player::Computer);
/// assert_eq!(end.winner, Player::Human);
/// assert_eq!(end.text, "you win, as the computer had to take the last object");
/// assert_eq!(Ending::after(Rule::Normal, Player::Second).text, "player 2 wins by taking the last object");
/// assert_eq!(Ending::stuck(Rule::Normal, Player::Human).text, "you cannot move, so you lose in normal play");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// Who won.
    pub winner: Player,
    /// Why, in words.
    pub text: String,
}

impl Ending {
    /// The end of a game in which `last` made the last move, in `rule` play:
    /// in normal play `last` wins, in misère play the other player.
    pub fn after(rule: Rule, last: Player) -> Ending {
        Ending::after_in(rule, last, true)
    }

    /// [`after`](Self::after) in words that fit the game: where a move may take
    /// objects, the last move took the last one; where every move splits
    /// (Grundy's game), it was the last move.
    ///
    /// ```
    /// use wythoff_answer::play::{Ending, Player};
    /// use wythoff::Rule;
    /// assert_eq!(Ending::after_in(Rule::Normal, Player::Human, false).text, "you win by making the last move");
    /// ```
    pub fn after_in(rule: Rule, last: Player, takes: bool) -> Ending {
        let winner = winner_after(rule, last);
        let args = [
            ("rule", Arg::Case(rule.as_str())),
            ("winner", Arg::Case(winner.key())),
            ("last", Arg::Case(last.key())),
            ("takes", Arg::yes(takes)),
        ];
        Ending { winner, text: crate::words::say("ending_after", &args) }
    }

    /// The end of a game that had no move from its start, `to_move` to move:
    /// in normal play the player who cannot move loses, in misère play wins.
    pub fn stuck(rule: Rule, to_move: Player) -> Ending {
        let winner = if rule == Rule::Normal { to_move.other() } else { to_move };
        let args = [("rule", Arg::Case(rule.as_str())), ("player", Arg::Case(to_move.key()))];
        Ending { winner, text: crate::words::say("ending_stuck", &args) }
    }
}

/// A move made: by whom, from where to where, and its description
/// ("take 2 from pile 1 → (3, 5)").
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
    /// Is `to` one move from `from`? [`check`](Self::check) without its words:
    /// a game whose check is asked often (a learning environment's action
    /// masks) answers without formatting them.
    fn allows(&self, from: &Self::Position, to: &Self::Position) -> bool {
        self.check(from, to).is_ok()
    }
    /// Can a move take objects? Where every move splits (Grundy's game) the
    /// end is said as the last move, not the last object taken.
    fn takes(&self) -> bool {
        true
    }
    /// Is any move possible from `at`?
    fn can_move(&self, at: &Self::Position) -> bool;
    /// A move that keeps the game long: the least one can take.
    fn patient(&self, at: &Self::Position) -> Self::Position;
    /// A legal move chosen by `rng` (`at` has a move).
    fn random(&self, at: &Self::Position, rng: &mut ChaCha8Rng) -> Self::Position;
    /// Reads a move in the game's syntax (the words of a line, lower case).
    fn parse(&self, words: &[&str], at: &Self::Position) -> Result<Self::Position, String>;
    /// The catalogue's message that says the game's move syntax, for `help`.
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
    /// Every position one move from `at`, each once, where the game lists its
    /// moves (in time proportional to them); None where it does not, and a
    /// caller tests the positions it can name ([`allows`](Self::allows)).
    fn options(&self, at: &Self::Position) -> Option<Vec<Self::Position>> {
        let _ = at;
        None
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

    /// How the game ended, once no move is possible after a move (see
    /// [`Ending::after`]); `None` while the game goes on or when no move was
    /// ever possible (then [`Ending::stuck`] says what that means).
    pub fn ending(&self) -> Option<Ending> {
        if self.can_move() {
            return None;
        }
        Some(Ending::after_in(self.game.rule(), *self.movers.last()?, self.game.takes()))
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
        return Some((to, crate::words::said(&wythoff::game::GameMove::said(m))));
    }
    let to = if level == Level::Perfect { game.patient(from) } else { game.random(from, rng) };
    let text = game.check(from, &to).expect("the computer's moves are legal");
    Some((to, text))
}

/// The seeded generator of the computer's choices.
pub fn generator(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// Who won when `last` made the last move, in `rule` play.
pub fn winner_after(rule: Rule, last: Player) -> Player {
    match (rule, last) {
        (Rule::Normal, who) => who,
        (Rule::Misere, who) => who.other(),
    }
}

/// A game in progress, whichever game it is: what a front end that plays line
/// by line needs ([`Session`] of any [`Playable`] game).
pub trait Turns {
    /// Normal or misère play.
    fn rule(&self) -> Rule;
    /// The position in words ("piles (3, 5)").
    fn shown(&self) -> String;
    /// Is a move possible?
    fn can_move(&self) -> bool;
    /// Who won, once no move is possible (see [`Session::winner`]).
    fn winner(&self) -> Option<Player>;
    /// How the game ended (see [`Session::ending`]).
    fn ending(&self) -> Option<Ending>;
    /// The computer moves: the move in words, or `None` if no move is possible.
    fn computer_move(&mut self) -> Option<String>;
    /// Reads a line the player typed and does what it says ([`parse_input`]).
    fn line(&mut self, line: &str) -> Said;
    /// Who wins from the current position with perfect play.
    fn outcome(&self) -> wythoff::Outcome;
    /// The player makes a legal move chosen by `rng` (a move must be
    /// possible): the move in words. What a test's random opponent plays.
    fn random_move(&mut self, rng: &mut ChaCha8Rng) -> Result<String, String>;
    /// How many moves have been made.
    fn moves_made(&self) -> usize;
}

/// What a line did ([`Turns::line`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// Neither a move nor a command, or a move that is not legal: why.
    Refused(String),
    /// Stop.
    Quit,
    /// The move syntax and the commands.
    Help(String),
    /// The board or the heaps, where a picture fits.
    Board(Option<String>),
    /// Every winning move, with the reason (the analysis as text).
    Hint(String),
    /// The position after taking back, or `None` when there was nothing to take back.
    Undone(Option<String>),
    /// The player's move, and the computer's reply if it had one.
    Played {
        /// The player's move in words.
        you: String,
        /// The computer's.
        computer: Option<String>,
    },
}

impl<G: Playable> Turns for Session<G> {
    fn rule(&self) -> Rule {
        self.game.rule()
    }

    fn shown(&self) -> String {
        self.game.show(self.position())
    }

    fn can_move(&self) -> bool {
        Session::can_move(self)
    }

    fn winner(&self) -> Option<Player> {
        Session::winner(self)
    }

    fn ending(&self) -> Option<Ending> {
        Session::ending(self)
    }

    fn computer_move(&mut self) -> Option<String> {
        Session::computer_move(self).map(|played| played.text)
    }

    fn line(&mut self, line: &str) -> Said {
        match parse_input(&self.game, line, self.position()) {
            Err(e) => Said::Refused(e),
            Ok(Input::Quit) => Said::Quit,
            Ok(Input::Help) => {
                Said::Help(format!("{}\n{}", say(self.game.syntax(), &[]), say("terminal-commands", &[])))
            }
            Ok(Input::Board) => Said::Board(self.game.picture(self.position())),
            Ok(Input::Hint) => {
                Said::Hint(crate::analyse(&self.game, self.position(), crate::Question::Moves).text())
            }
            Ok(Input::Undo) => Said::Undone(self.undo().then(|| self.shown())),
            Ok(Input::Move(to)) => match self.play(to) {
                Err(e) => Said::Refused(e),
                Ok(played) => Said::Played { you: played.text, computer: Turns::computer_move(self) },
            },
        }
    }

    fn outcome(&self) -> wythoff::Outcome {
        self.game.outcome(self.position())
    }

    fn random_move(&mut self, rng: &mut ChaCha8Rng) -> Result<String, String> {
        let to = self.game.random(self.position(), rng);
        self.play(to).map(|played| played.text)
    }

    fn moves_made(&self) -> usize {
        Session::moves_made(self)
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
        [] => Err(say("refuse-empty", &[])),
        ["hint"] => Ok(Input::Hint),
        ["undo"] => Ok(Input::Undo),
        ["board"] => Ok(Input::Board),
        ["help" | "?"] => Ok(Input::Help),
        ["quit" | "exit" | "q"] => Ok(Input::Quit),
        _ => game.parse(&words, position).map(Input::Move),
    }
}

pub(crate) fn number(text: &str) -> Result<Natural, String> {
    wythoff::nat::parse_natural(text).map_err(|e| {
        let error = crate::words::said(&crate::error::number_said(&e));
        say(
            "refuse-not-a-number",
            &[("text", Arg::Notation(text.to_string())), ("error", Arg::Notation(error))],
        )
    })
}

/// Words that are no move: `hint` is the catalogue's message saying the game's moves.
pub(crate) fn not_a_move(words: &[&str], hint: &str) -> String {
    let hint = say(hint, &[]);
    say("refuse-not-a-move", &[("words", Arg::Notation(words.join(" "))), ("hint", Arg::Notation(hint))])
}

/// A random amount in 1..=most (most ≥ 1), below 2^64.
pub(crate) fn amount(rng: &mut ChaCha8Rng, most: &Natural) -> Natural {
    let cap = u64::try_from(most).unwrap_or(u64::MAX);
    Natural::from(1 + rng.next_u64() % cap)
}

// ---- Two piles: `two_pile.rs` ----

mod two_pile;
pub(crate) use two_pile::{
    TWO_PILE_SYNTAX, two_pile_allows, two_pile_check, two_pile_options, two_pile_parse, two_pile_patient,
    two_pile_playable, two_pile_random,
};

/// "heaps 3 5 7".
pub(crate) fn show_heaps(at: &[Natural]) -> String {
    let heaps: Vec<String> = at.iter().map(Natural::to_string).collect();
    say("terminal-heaps", &[("list", Arg::Notation(heaps.join(" ")))])
}

/// "piles (3, 5)".
pub(crate) fn show_piles(at: &[Natural]) -> String {
    let piles: Vec<String> = at.iter().map(Natural::to_string).collect();
    say("terminal-piles", &[("list", Arg::Notation(piles.join(", ")))])
}

/// "heap 7".
pub(crate) fn show_heap(at: &Natural) -> String {
    say("terminal-heap", &[("n", Arg::Number(at.clone()))])
}

/// Heaps (or piles) of at most 30 as rows of objects.
pub(crate) fn heaps_picture(word: &str, heaps: &[Natural]) -> Option<String> {
    let mut out = String::new();
    for (i, h) in heaps.iter().enumerate() {
        let h = usize::try_from(h).ok().filter(|&h| h <= 30)?;
        let args = [
            ("noun", Arg::Case(if word == "pile" { "pile" } else { "heap" })),
            ("i", Arg::Notation(format!("{:>2}", i + 1))),
            ("objects", Arg::Notation("o ".repeat(h).trim_end().to_string())),
        ];
        out += &say("terminal-picture-row", &args);
        out.push('\n');
    }
    Some(out)
}

// ---- One heap: the Bash game and subtraction games ----

pub(crate) fn one_heap_parse(words: &[&str], at: &Natural) -> Result<Natural, String> {
    match words {
        ["to", n] => number(n),
        ["take", k] | [k] => {
            let k = number(k)?;
            if k > *at {
                return Err(say(
                    "refuse-heap-holds-only",
                    &[("at", Arg::Number(at.clone())), ("k", Arg::Number(k))],
                ));
            }
            Ok(at - k)
        }
        _ => Err(not_a_move(words, "refuse-hint-one-heap")),
    }
}

pub(crate) const ONE_HEAP_SYNTAX: &str = "syntax-one-heap";

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
