//! A game against the computer, for every front end: the session (position,
//! history, whose turn), the computer's choice, and the terminal's move syntax.
//!
//! Two-pile games for now: Wythoff's game, Fraenkel's a-Wythoff and restricted
//! Wythoff, each under its play rule; a human move is checked against the
//! game's rule ([`TwoPileRule`]).
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

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use wythoff::game::{after, ImpartialGame, Rule, TwoPileRule};
use wythoff::generalized_wythoff::Move as TwoPileMove;
use wythoff::Natural;

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Always a winning move when there is one.
    Perfect,
    /// A winning move half of the time, else any legal move.
    Casual,
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
pub struct Played {
    /// Who moved.
    pub who: Player,
    /// The position before.
    pub from: [Natural; 2],
    /// The position after.
    pub to: [Natural; 2],
    /// The move in words.
    pub text: String,
}

/// A two-pile game in progress.
pub struct Session<G> {
    game: G,
    /// Every position so far, the current one last.
    positions: Vec<[Natural; 2]>,
    /// Who made each move (one fewer than positions).
    movers: Vec<Player>,
    level: Level,
    rng: ChaCha8Rng,
}

impl<G> Session<G>
where
    G: ImpartialGame<Position = [Natural; 2]> + TwoPileRule,
{
    /// A new game from `start`; `seed` fixes every choice the computer makes.
    pub fn new(game: G, start: [Natural; 2], level: Level, seed: u64) -> Session<G> {
        Session {
            game,
            positions: vec![start],
            movers: Vec::new(),
            level,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The current position.
    pub fn position(&self) -> &[Natural; 2] {
        self.positions.last().expect("a session always has a position")
    }

    /// Every move made so far, oldest first.
    pub fn moves_made(&self) -> usize {
        self.movers.len()
    }

    /// Is a move possible? (In all these games, exactly when a pile is nonempty.)
    pub fn can_move(&self) -> bool {
        self.position().iter().any(|p| *p > Natural::ZERO)
    }

    /// Who won, once no move is possible: in normal play whoever moved last, in
    /// misère play the other one. `None` while the game goes on (or before any
    /// move from an empty start).
    pub fn winner(&self) -> Option<Player> {
        if self.can_move() {
            return None;
        }
        let last = *self.movers.last()?;
        Some(match (self.game.rule(), last) {
            (Rule::Normal, who) => who,
            (Rule::Misere, Player::Human) => Player::Computer,
            (Rule::Misere, Player::Computer) => Player::Human,
        })
    }

    /// The human moves to `to`; an error (one line) if that is not a move.
    pub fn play(&mut self, to: [Natural; 2]) -> Result<Played, String> {
        let from = self.position().clone();
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
        if !self.game.allows(&k, &l) {
            return Err(format!("taking {k} from pile 1 and {l} from pile 2 is not one move of this game"));
        }
        Ok(self.record(Player::Human, to))
    }

    /// The computer moves (see the module documentation); `None` if no move is
    /// possible.
    pub fn computer_move(&mut self) -> Option<Played> {
        if !self.can_move() {
            return None;
        }
        let from = self.position().clone();
        let winning: Vec<[Natural; 2]> = self
            .game
            .winning_moves(&from)
            .iter()
            .map(|m| after(&from, m).try_into().expect("two piles"))
            .collect();
        let wants_win = match self.level {
            Level::Perfect => true,
            Level::Casual => self.rng.next_u32() & 1 == 0,
        };
        let to = if wants_win && !winning.is_empty() {
            let i = (self.rng.next_u64() % winning.len() as u64) as usize;
            winning[i].clone()
        } else if self.level == Level::Perfect {
            self.patient_move(&from)
        } else {
            self.random_move(&from)
        };
        Some(self.record(Player::Computer, to))
    }

    /// One object from the larger pile: always a move in these games.
    fn patient_move(&self, from: &[Natural; 2]) -> [Natural; 2] {
        let mut to = from.clone();
        let i = if from[0] >= from[1] { 0 } else { 1 };
        to[i] -= 1u8;
        to
    }

    /// A legal move chosen at random: a kind (pile 1, pile 2, both) and an amount,
    /// retried until the game allows it (a few tries; then the patient move).
    fn random_move(&mut self, from: &[Natural; 2]) -> [Natural; 2] {
        let amount = |rng: &mut ChaCha8Rng, most: &Natural| -> Natural {
            let cap = u64::try_from(most).unwrap_or(u64::MAX);
            Natural::from(1 + rng.next_u64() % cap)
        };
        for _ in 0..64 {
            let (k, l) = match self.rng.next_u32() % 3 {
                0 if from[0] > Natural::ZERO => (amount(&mut self.rng, &from[0]), Natural::ZERO),
                1 if from[1] > Natural::ZERO => (Natural::ZERO, amount(&mut self.rng, &from[1])),
                2 if from[0] > Natural::ZERO && from[1] > Natural::ZERO => {
                    let k = amount(&mut self.rng, (&from[0]).min(&from[1]));
                    (k.clone(), k)
                }
                _ => continue,
            };
            if self.game.allows(&k, &l) {
                return [&from[0] - k, &from[1] - l];
            }
        }
        self.patient_move(from)
    }

    fn record(&mut self, who: Player, to: [Natural; 2]) -> Played {
        let from = self.position().clone();
        let text = TwoPileMove::new([&from[0], &from[1]], to.clone()).to_string();
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

/// What a player typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A move to this position.
    Move([Natural; 2]),
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

/// The move syntax, for `help`.
pub const MOVE_SYNTAX: &str = "\
moves:  1 K      take K from pile 1
        2 K      take K from pile 2
        b K      take K from both piles
        b K L    take K from pile 1 and L from pile 2 (a-Wythoff)
        to X Y   move to the position (X, Y)
commands: hint (every winning move and why), undo, board, help, quit";

/// Reads one line of the terminal's syntax (see [`MOVE_SYNTAX`]) at `position`.
///
/// ```
/// use wythoff_answer::play::{parse_input, Input};
/// let at = [5u8.into(), 7u8.into()];
/// assert_eq!(parse_input("2 3", &at), Ok(Input::Move([5u8.into(), 4u8.into()])));
/// assert_eq!(parse_input(" B 2 ", &at), Ok(Input::Move([3u8.into(), 5u8.into()])));
/// assert_eq!(parse_input("to 3, 5", &at), Ok(Input::Move([3u8.into(), 5u8.into()])));
/// assert!(parse_input("1 9", &at).unwrap_err().contains("only 5"));
/// assert!(parse_input("jump", &at).is_err());
/// ```
pub fn parse_input(line: &str, position: &[Natural; 2]) -> Result<Input, String> {
    let cleaned: String = line.chars().map(|c| if matches!(c, ',' | '(' | ')') { ' ' } else { c }).collect();
    let words: Vec<String> = cleaned.split_whitespace().map(str::to_lowercase).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let number = |text: &str| {
        wythoff::nat::parse_natural(text).map_err(|e| format!("'{text}' is not a number of objects: {e}"))
    };
    let take = |pile: usize, k: Natural| -> Result<[Natural; 2], String> {
        if k > position[pile] {
            return Err(format!("pile {} holds only {}, not {k}", pile + 1, position[pile]));
        }
        let mut to = position.clone();
        to[pile] -= k;
        Ok(to)
    };
    match words.as_slice() {
        [] => Err("type a move or a command (help lists them)".into()),
        ["hint"] => Ok(Input::Hint),
        ["undo"] => Ok(Input::Undo),
        ["board"] => Ok(Input::Board),
        ["help" | "?"] => Ok(Input::Help),
        ["quit" | "exit" | "q"] => Ok(Input::Quit),
        ["1", k] => Ok(Input::Move(take(0, number(k)?)?)),
        ["2", k] => Ok(Input::Move(take(1, number(k)?)?)),
        ["b" | "both", k] => {
            let k = number(k)?;
            let to = take(0, k.clone())?;
            let to = [to[0].clone(), take(1, k)?[1].clone()];
            Ok(Input::Move(to))
        }
        ["b" | "both", k, l] => {
            let to = take(0, number(k)?)?;
            Ok(Input::Move([to[0].clone(), take(1, number(l)?)?[1].clone()]))
        }
        ["to", x, y] => Ok(Input::Move([number(x)?, number(y)?])),
        [first, ..] if ["1", "2", "b", "both", "to"].contains(first) => {
            Err(format!("'{}' is not a move: {}", line.trim(), "try 1 K, 2 K, b K or to X Y"))
        }
        _ => Err(format!("'{}' is neither a move nor a command (help lists them)", line.trim())),
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
    let mut out = String::new();
    for row in (0..=y).rev() {
        out += &format!("{row:>2} |");
        for col in 0..=x {
            out += if (col, row) == (x, y) { " Q" } else { " ." };
        }
        out.push('\n');
    }
    out += &format!("     {}\n", "-".repeat(2 * x as usize + 1));
    let labels: Vec<String> = (0..=x).map(|c| (c % 10).to_string()).collect();
    out += &format!("     {}\n", labels.join(" "));
    Some(out)
}
