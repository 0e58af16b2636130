//! What every impartial game in this crate shares: outcomes, play rules, and the
//! [`ImpartialGame`] trait through which adapters (the command line, judge modes,
//! sums of games, a web API) handle "a game and a position" without knowing which
//! game it is.
//!
//! Terms follow Berlekamp, Conway and Guy, *Winning Ways for your Mathematical
//! Plays* (1982): a **P-position** is one the **P**revious player wins (the player
//! to move loses with best play); an **N-position** is one the **N**ext player wins.

use std::fmt;

/// Who wins from a position with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The previous player wins: the player to move loses.
    P,
    /// The next player (the one to move) wins.
    N,
}

impl Outcome {
    /// `"P"` or `"N"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
        }
    }

    /// Does the player to move win?
    pub fn mover_wins(self) -> bool {
        self == Outcome::N
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which player the last move makes the winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Normal play: whoever makes the last move wins.
    #[default]
    Normal,
    /// Misère play: whoever makes the last move loses.
    Misere,
}

impl Rule {
    /// `"normal"` or `"misere"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Rule::Normal => "normal",
            Rule::Misere => "misere",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An impartial game: both players have the same moves from every position, and
/// every play ends.
///
/// A value of the implementing type carries the game's parameters (its play rule,
/// a subtraction set, …); positions are separate values.
pub trait ImpartialGame {
    /// A position of the game.
    type Position;
    /// A move, described so that a person can read it and the resulting position
    /// can be recovered from it.
    type Move;

    /// Who wins from `position` with perfect play.
    fn outcome(&self, position: &Self::Position) -> Outcome;

    /// Every move from `position` that leads to a P-position: empty exactly when
    /// `position` is a P-position.
    fn winning_moves(&self, position: &Self::Position) -> Vec<Self::Move>;

    /// One line that says why [`outcome`](Self::outcome) is what it is, in terms
    /// a person can check.
    fn reason(&self, position: &Self::Position) -> String;
}
