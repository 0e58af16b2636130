//! The Bash game: one heap, a move takes 1 to m objects (the subtraction game
//! with S = {1, …, m}), normal and misère.
//!
//! **Theorem.** In normal play G(n) = n mod (m + 1), so the player to move loses iff
//! m + 1 divides n; the winning move takes n mod (m + 1). In misère play the player
//! to move loses iff n mod (m + 1) = 1; the winning move takes (n − 1) mod (m + 1).
//! (Both follow by induction on n; the tests check them against the game tree.)
//!
//! Reference: Berlekamp, Conway and Guy, *Winning Ways*, ch. 4.

use std::borrow::Cow;
use std::fmt;

use crate::game::{Arg, Explain, GameMove, HeapMove, ImpartialGame, Outcome, Parameter, Rule, number_args};
use crate::nat::Natural;

/// The Bash game with at most `max_take` (≥ 1) per move.
///
/// ```
/// use wythoff::{bash::Bash, game::{ImpartialGame, Outcome, Rule}};
/// let game = Bash { max_take: 3u8.into(), rule: Rule::Normal };
/// assert_eq!(game.outcome(&8u8.into()), Outcome::P);
/// let moves = game.winning_moves(&10u8.into());
/// assert_eq!((moves[0].take.clone(), moves[0].to.clone()), (2u8.into(), 8u8.into()));
/// assert_eq!(moves[0].to_string(), "take 2 → 8");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bash {
    /// The most a move may take (at least 1).
    pub max_take: Natural,
    /// Normal or misère play.
    pub rule: Rule,
}

/// A move: take 1 to m objects, leaving the rest.
pub type Move = HeapMove;

/// Why a Bash position has its outcome: the heap's residue modulo m + 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// The heap n.
    pub n: Natural,
    /// m + 1.
    pub modulus: Natural,
    /// n mod (m + 1).
    pub residue: Natural,
    /// The play rule: the player to move loses iff the residue is 0 (normal) or 1
    /// (misère).
    pub rule: Rule,
}

impl Explain for Reason {
    fn kind(&self) -> &'static str {
        match self.rule {
            Rule::Normal => "bash_residue",
            Rule::Misere => "bash_misere_residue",
        }
    }

    fn values(&self) -> Vec<(&'static str, Natural)> {
        vec![("n", self.n.clone()), ("modulus", self.modulus.clone()), ("residue", self.residue.clone())]
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        number_args(self.values())
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Reason { n, modulus, residue, rule } = self;
        match rule {
            Rule::Normal => write!(f, "{n} mod {modulus} = {residue}: the player to move loses iff it is 0"),
            Rule::Misere if *n == Natural::ZERO => {
                write!(f, "the heap is empty: the previous player took the last object and lost")
            }
            Rule::Misere => {
                write!(
                    f,
                    "{n} mod {modulus} = {residue}: in misère play the player to move loses iff it is 1"
                )
            }
        }
    }
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
    /// The heap.
    type Position = Natural;
    type Move = Move;
    type Reason = Reason;

    fn name(&self) -> &'static str {
        "bash"
    }

    fn rule(&self) -> Rule {
        self.rule
    }

    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        vec![("max_take", Parameter::Number(self.max_take.clone()))]
    }

    fn coordinates<'a>(&self, n: &'a Natural) -> Cow<'a, [Natural]> {
        Cow::Borrowed(std::slice::from_ref(n))
    }

    fn outcome(&self, n: &Natural) -> Outcome {
        let r = self.residue(n);
        Outcome::of(match self.rule {
            Rule::Normal => r == Natural::ZERO,
            Rule::Misere => r == Natural::ONE,
        })
    }

    fn winning_moves(&self, n: &Natural) -> Vec<Move> {
        self.winning_take(n).into_iter().map(|take| Move { to: n - &take, take }).collect()
    }

    fn reason(&self, n: &Natural) -> Reason {
        Reason { n: n.clone(), modulus: &self.max_take + 1u8, residue: self.residue(n), rule: self.rule }
    }

    /// n mod (m + 1), in normal play.
    fn grundy(&self, n: &Natural) -> Option<Natural> {
        (self.rule == Rule::Normal).then(|| self.residue(n))
    }
}

/// A Bash heap as a component of a sum of games ([`crate::sum`]): value
/// n mod (m + 1); from it every other residue is one move away (take k with
/// k ≡ n − t mod (m + 1), 1 ≤ k ≤ min(m, n)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BashHeap {
    /// The most a move may take (at least 1).
    pub max_take: Natural,
    /// The heap.
    pub n: Natural,
}

impl crate::sum::Component for BashHeap {
    fn grundy(&self) -> Natural {
        &self.n % (&self.max_take + 1u8)
    }

    fn moves_to_value(&self, target: &Natural) -> Vec<crate::sum::ComponentMove> {
        let modulus = &self.max_take + 1u8;
        let g = crate::sum::Component::grundy(self);
        if *target >= modulus || *target == g {
            return Vec::new();
        }
        // k ≡ g − t (mod m + 1), in 1..=m.
        let take = (&g + &modulus - target) % &modulus;
        if take > self.n {
            return Vec::new();
        }
        let m = HeapMove { to: &self.n - &take, take };
        vec![crate::sum::ComponentMove { said: m.said(), takes: m.takes(), to: vec![m.to.clone()] }]
    }
}

/// A heap's moves for its misère canonical forms: take 1 to m.
impl crate::misere::HeapOptions for Bash {
    fn heap_options(&self, n: u64, f: &mut dyn FnMut(&[u64])) {
        let most = u64::try_from(&self.max_take).map_or(n, |m| m.min(n));
        for take in 1..=most {
            let left = [n - take];
            f(if take == n { &[] } else { &left });
        }
    }

    fn move_reach(&self) -> Option<u64> {
        u64::try_from(&self.max_take).ok()
    }
}
