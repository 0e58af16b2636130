//! The Bash game: one heap, a move takes 1 to m objects (the subtraction game
//! with S = {1, …, m}), normal and misère.
//!
//! **Theorem.** In normal play G(n) = n mod (m + 1), so the player to move loses iff
//! m + 1 divides n; the winning move takes n mod (m + 1). In misère play the player
//! to move loses iff n mod (m + 1) = 1; the winning move takes (n − 1) mod (m + 1).
//! (Both follow by induction on n; the tests check them against the game tree.)
//!
//! Reference: Berlekamp, Conway and Guy, *Winning Ways*, ch. 4.

use crate::game::{ImpartialGame, Outcome, Rule};
use crate::nat::Natural;

/// The Bash game with at most `max_take` (≥ 1) per move.
///
/// ```
/// use wythoff::{bash::Bash, game::{ImpartialGame, Outcome, Rule}};
/// let game = Bash { max_take: 3u8.into(), rule: Rule::Normal };
/// assert_eq!(game.outcome(&8u8.into()), Outcome::P);
/// assert_eq!(game.winning_moves(&10u8.into()), [2u8.into()]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bash {
    /// The most a move may take (at least 1).
    pub max_take: Natural,
    /// Normal or misère play.
    pub rule: Rule,
}

impl Bash {
    /// n mod (m + 1): the Grundy value in normal play.
    pub fn residue(&self, n: &Natural) -> Natural {
        n % (&self.max_take + 1u8)
    }

    /// How many to take to reach a P-position, if any (None from a P-position or
    /// where no move exists).
    fn winning_take(&self, n: &Natural) -> Option<Natural> {
        let take = match self.rule {
            Rule::Normal => self.residue(n),
            Rule::Misere if *n == Natural::ZERO => return None,
            Rule::Misere => self.residue(&(n - 1u8)),
        };
        (take != Natural::ZERO).then_some(take)
    }
}

impl ImpartialGame for Bash {
    type Position = Natural;
    /// How many objects the winning move takes.
    type Move = Natural;

    fn outcome(&self, n: &Natural) -> Outcome {
        let p = match self.rule {
            Rule::Normal => self.residue(n) == Natural::ZERO,
            Rule::Misere => self.residue(n) == Natural::ONE,
        };
        if p {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    fn winning_moves(&self, n: &Natural) -> Vec<Natural> {
        self.winning_take(n).into_iter().collect()
    }

    fn reason(&self, n: &Natural) -> String {
        let m1 = &self.max_take + 1u8;
        let r = self.residue(n);
        match self.rule {
            Rule::Normal => format!("{n} mod {m1} = {r}: the player to move loses iff it is 0"),
            Rule::Misere if *n == Natural::ZERO => {
                "the heap is empty: the previous player took the last object and lost".to_string()
            }
            Rule::Misere => {
                format!("{n} mod {m1} = {r}: in misère play the player to move loses iff it is 1")
            }
        }
    }
}
