//! The Fibonacci game (Fibonacci nim), for heaps of any size.
//!
//! **Rule.** One heap of n. The first move takes between 1 and n − 1 objects; after
//! that a move takes between 1 and twice what the previous move took. Whoever takes
//! the last object wins. A position is (n, t): the heap and the most the next move
//! may take; the start is (n, n − 1).
//!
//! **Theorem** (Whinihan 1963). Let q(n) be the smallest Fibonacci number in the
//! Zeckendorf representation of n. The player to move from (n, t), n ≥ 1, wins iff
//! q(n) ≤ t, and taking q(n) wins. From the start the first player loses iff n is a
//! Fibonacci number (then q(n) = n > n − 1).
//!
//! **Every winning move.** A move x to (n − x, 2x) wins iff n − x = 0 or
//! q(n − x) > 2x. If m = n − x wins and its smallest part is F(j), then m is the
//! largest number ≤ n − 1 whose parts all have index ≥ j, i.e. the Zeckendorf
//! representation of n − 1 cut below index j: two numbers with all parts of index ≥ j
//! differ by at least F(j−1) ≥ F(j)/2, so a larger one would put m more than F(j)/2
//! below n. So the candidates are the O(log n) cuts of n − 1, each checked exactly.
//!
//! Reference: M. J. Whinihan, *Fibonacci Nim*, Fibonacci Quarterly 1 (1963) 9–13.

use crate::game::{ImpartialGame, Outcome};
use crate::nat::Natural;
use crate::zeckendorf::{fibonacci, lowest_index, zeckendorf};

/// A position: `n` objects, and the next move may take at most `max_take`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The heap.
    pub n: Natural,
    /// The most the next move may take.
    pub max_take: Natural,
}

impl Position {
    /// The starting position (n, n − 1).
    pub fn start(n: Natural) -> Position {
        let max_take = if n == Natural::ZERO { Natural::ZERO } else { &n - 1u8 };
        Position { n, max_take }
    }
}

/// A move: take `take`, leaving `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// How many objects.
    pub take: Natural,
    /// The position after it.
    pub to: Position,
}

/// q(n): the smallest Fibonacci number in the Zeckendorf representation of n ≥ 1.
///
/// ```
/// use wythoff::fibonacci_game::smallest_part;
/// assert_eq!(smallest_part(&20u8.into()), 2u8.into()); // 20 = 13 + 5 + 2
/// ```
pub fn smallest_part(n: &Natural) -> Natural {
    lowest_index(n).map(fibonacci).unwrap_or(Natural::ZERO)
}

/// The Fibonacci game as an [`ImpartialGame`].
///
/// ```
/// use wythoff::{fibonacci_game::{FibonacciGame, Position}, game::{ImpartialGame, Outcome}};
/// assert_eq!(FibonacciGame.outcome(&Position::start(13u8.into())), Outcome::P);
/// let moves = FibonacciGame.winning_moves(&Position::start(20u8.into()));
/// assert_eq!(moves[0].take, 2u8.into());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FibonacciGame;

impl ImpartialGame for FibonacciGame {
    type Position = Position;
    type Move = Move;

    fn outcome(&self, p: &Position) -> Outcome {
        if p.n != Natural::ZERO && smallest_part(&p.n) <= p.max_take {
            Outcome::N
        } else {
            Outcome::P
        }
    }

    /// Every winning move, by increasing take.
    fn winning_moves(&self, p: &Position) -> Vec<Move> {
        if p.n == Natural::ZERO {
            return Vec::new();
        }
        let limit = (&p.max_take).min(&p.n).clone();
        let parts = zeckendorf(&(&p.n - 1u8));
        let mut moves = Vec::new();
        // m = the largest r parts of n − 1, for r = 0 (take everything) to all.
        let mut m = Natural::ZERO;
        for r in 0..=parts.len() {
            if r > 0 {
                m += fibonacci(parts[r - 1]);
            }
            let take = &p.n - &m;
            let wins = m == Natural::ZERO || fibonacci(parts[r - 1]) > (&take << 1);
            if wins && take <= limit && take > Natural::ZERO {
                let max_take = (&take << 1).min(m.clone());
                moves.push(Move { to: Position { n: m.clone(), max_take }, take });
            }
        }
        moves.sort_by(|a, b| a.take.cmp(&b.take));
        moves
    }

    fn reason(&self, p: &Position) -> String {
        if p.n == Natural::ZERO {
            return "the heap is empty: the previous player took the last object".to_string();
        }
        let q = smallest_part(&p.n);
        if q <= p.max_take {
            format!(
                "the smallest Zeckendorf part of {} is {q}, which may be taken (at most {})",
                p.n, p.max_take
            )
        } else if q == p.n {
            format!("{} is a Fibonacci number, more than the {} that may be taken", p.n, p.max_take)
        } else {
            format!(
                "the smallest Zeckendorf part of {} is {q}, more than the {} that may be taken",
                p.n, p.max_take
            )
        }
    }
}
