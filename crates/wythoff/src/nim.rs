//! Nim, normal and misère, with any number of heaps of any size.
//!
//! **Rule.** Several heaps; a move takes any positive number of objects from one
//! heap. Normal play: whoever takes the last object wins. Misère play: whoever
//! takes the last object loses.
//!
//! **Theorem** (Bouton 1901). In normal play a position is a P-position iff the
//! nim-sum (bitwise XOR) of the heaps is 0; the winning moves are exactly those that
//! replace a heap h by h ⊕ x where x is the nim-sum and h ⊕ x < h. In misère play
//! the same holds unless every heap has at most one object; then the player to move
//! loses iff the number of heaps with one object is odd.
//!
//! Reference: C. L. Bouton, *Nim, a game with a complete mathematical theory*,
//! Annals of Mathematics 3 (1901–02) 35–39.

use crate::game::{ImpartialGame, Outcome, Rule};
use crate::nat::Natural;

/// The nim-sum (XOR) of the heaps.
///
/// ```
/// use wythoff::nim::nim_sum;
/// assert_eq!(nim_sum(&[3u8.into(), 5u8.into(), 7u8.into()]), 1u8.into());
/// ```
pub fn nim_sum(heaps: &[Natural]) -> Natural {
    heaps.iter().fold(Natural::ZERO, |x, h| x ^ h)
}

/// A move: heap `heap` (0-based) goes from `from` to `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Which heap, counting from 0.
    pub heap: usize,
    /// Its size before.
    pub from: Natural,
    /// Its size after (smaller).
    pub to: Natural,
}

/// Nim under a play rule.
///
/// ```
/// use wythoff::{game::{ImpartialGame, Outcome, Rule}, nim::Nim};
/// let heaps = [3u8.into(), 4u8.into(), 5u8.into()];
/// assert_eq!(Nim { rule: Rule::Normal }.outcome(&heaps.to_vec()), Outcome::N);
/// let moves = Nim { rule: Rule::Normal }.winning_moves(&heaps.to_vec());
/// assert_eq!((moves[0].heap, moves[0].to.clone()), (0, 1u8.into()));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Nim {
    /// Normal or misère play.
    pub rule: Rule,
}

fn ones_and_big(heaps: &[Natural]) -> (usize, usize) {
    let ones = heaps.iter().filter(|h| **h == Natural::ONE).count();
    let big = heaps.iter().filter(|h| **h > Natural::ONE).count();
    (ones, big)
}

impl Nim {
    fn is_p(&self, heaps: &[Natural]) -> bool {
        let (ones, big) = ones_and_big(heaps);
        if self.rule == Rule::Misere && big == 0 {
            return ones % 2 == 1;
        }
        nim_sum(heaps) == Natural::ZERO
    }
}

impl ImpartialGame for Nim {
    type Position = Vec<Natural>;
    type Move = Move;

    fn outcome(&self, heaps: &Vec<Natural>) -> Outcome {
        if self.is_p(heaps) {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// Every winning move, in heap order. For each heap there is at most one
    /// target of nim-sum 0 (h ⊕ x) and, in misère play, at most one target that
    /// leaves only heaps of at most one object with an odd number of ones.
    fn winning_moves(&self, heaps: &Vec<Natural>) -> Vec<Move> {
        let x = nim_sum(heaps);
        let (ones, big) = ones_and_big(heaps);
        let mut moves = Vec::new();
        for (i, h) in heaps.iter().enumerate() {
            let rest_big = big - (*h > Natural::ONE) as usize;
            let rest_ones = ones - (*h == Natural::ONE) as usize;
            let mut targets: Vec<Natural> = Vec::with_capacity(2);
            let t = h ^ &x;
            // Nim-sum 0 is a P-position unless (misère) it leaves only heaps ≤ 1.
            if t < *h && (self.rule == Rule::Normal || rest_big > 0 || t > Natural::ONE) {
                targets.push(t);
            }
            if self.rule == Rule::Misere && rest_big == 0 {
                // All heaps ≤ 1 after the move: leave an odd number of ones.
                let t = Natural::from((rest_ones % 2 == 0) as u8);
                if t < *h && !targets.contains(&t) {
                    targets.push(t);
                }
            }
            targets.sort();
            for to in targets {
                moves.push(Move { heap: i, from: h.clone(), to });
            }
        }
        moves
    }

    fn reason(&self, heaps: &Vec<Natural>) -> String {
        let (ones, big) = ones_and_big(heaps);
        let x = nim_sum(heaps);
        if self.rule == Rule::Misere && big == 0 {
            let parity = if ones % 2 == 1 { "odd" } else { "even" };
            return format!(
                "misère with every heap at most 1: {ones} heap(s) of one, {parity}, so the player to move {}",
                if ones % 2 == 1 { "loses" } else { "wins" }
            );
        }
        if x == Natural::ZERO {
            "the nim-sum (XOR of the heaps) is 0".to_string()
        } else {
            format!("the nim-sum (XOR of the heaps) is {x}, not 0")
        }
    }
}
