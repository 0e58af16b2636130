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
//! **Cost.** The outcome needs only q(n), read off nφ in O(1) big-integer
//! multiplications ([`crate::zeckendorf::lowest_index`]). Every winning move needs
//! the whole representation of n − 1, walked once from the top with each
//! Fibonacci number computed once: a subtraction per Fibonacci number below n,
//! plus the moves themselves (there can be about as many as the parts, each as long
//! as n, so the listing grows with the square of the digits).
//!
//! A position's coordinates are (n, t): the heap, then the most the next move may
//! take.
//!
//! **Grundy values** (for sums). Beyond value 0 there is no closed form:
//! Larsson and Rubinstein-Salzedo describe the positions of value at most 3 and
//! bound the growth of the starting positions' values, no more. [`GrundyTable`]
//! computes them by the definition, for every position with a heap up to a
//! bound N: G(n, t) = mex{G(n − x, min(2x, n − x)) : 1 ≤ x ≤ min(t, n)}. For a
//! fixed n the set grows by one value as t grows by one, so the mex only climbs:
//! each row costs O(n), the table O(N²) time and (N + 1)(N + 2) bytes (u16
//! values, since G(n, t) ≤ t ≤ n).
//!
//! References: M. J. Whinihan, *Fibonacci Nim*, Fibonacci Quarterly 1 (1963)
//! 9–13; U. Larsson and S. Rubinstein-Salzedo, *Grundy values of Fibonacci nim*,
//! Int. J. Game Theory 45 (2016), arXiv:1410.0332.

use std::borrow::Cow;
use std::fmt;

use crate::game::{Arg, Explain, GameMove, ImpartialGame, Outcome, Rule, Said, number_args};
use crate::nat::Natural;
use crate::zeckendorf::{fibonacci, for_each_part, lowest_index};

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

impl fmt::Display for Move {
    /// "take 3 → 97 (next move takes at most 6)"; "take 5 → 0" when nothing
    /// is left (there is no next move).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.to.n == Natural::ZERO {
            return write!(f, "take {} → 0", self.take);
        }
        write!(f, "take {} → {} (next move takes at most {})", self.take, self.to.n, self.to.max_take)
    }
}

impl GameMove for Move {
    fn takes(&self) -> Vec<(usize, Natural)> {
        vec![(0, self.take.clone())]
    }

    fn changes(&self) -> Vec<(usize, Natural)> {
        vec![(0, self.to.n.clone()), (1, self.to.max_take.clone())]
    }

    fn said(&self) -> Said {
        let args = vec![
            ("take", Arg::Number(self.take.clone())),
            ("to", Arg::Number(self.to.n.clone())),
            ("next_max", Arg::Number(self.to.max_take.clone())),
        ];
        Said::new("move_fibonacci", args)
    }
}

/// Why a position of the Fibonacci game has its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The heap is empty: the previous player took the last object.
    Empty,
    /// Whinihan's theorem: the player to move wins iff q(n) ≤ t.
    SmallestPart {
        /// The heap n.
        n: Natural,
        /// q(n), the smallest part of its Zeckendorf representation.
        smallest_part: Natural,
        /// t, the most the next move may take.
        max_take: Natural,
    },
}

impl Explain for Reason {
    fn kind(&self) -> &'static str {
        match self {
            Reason::Empty => "fibonacci_empty_heap",
            Reason::SmallestPart { .. } => "fibonacci_smallest_part",
        }
    }

    fn values(&self) -> Vec<(&'static str, Natural)> {
        match self {
            Reason::Empty => Vec::new(),
            Reason::SmallestPart { n, smallest_part, max_take } => vec![
                ("n", n.clone()),
                ("smallest_part", smallest_part.clone()),
                ("max_take", max_take.clone()),
            ],
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let mut args = number_args(self.values());
        if let Reason::SmallestPart { n, smallest_part, max_take } = self {
            let case = if smallest_part <= max_take {
                "takeable"
            } else if smallest_part == n {
                "fibonacci"
            } else {
                "too_large"
            };
            args.push(("case", Arg::Case(case)));
        }
        args
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Reason::SmallestPart { n, smallest_part: q, max_take } = self else {
            return write!(f, "the heap is empty: the previous player took the last object");
        };
        if q <= max_take {
            write!(f, "the smallest Zeckendorf part of {n} is {q}, which may be taken (at most {max_take})")
        } else if q == n {
            write!(f, "{n} is a Fibonacci number, more than the {max_take} that may be taken")
        } else {
            write!(
                f,
                "the smallest Zeckendorf part of {n} is {q}, more than the {max_take} that may be taken"
            )
        }
    }
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
    type Reason = Reason;

    fn name(&self) -> &'static str {
        "fibonacci"
    }

    /// Normal play (the game has no misère form here).
    fn rule(&self) -> Rule {
        Rule::Normal
    }

    /// (n, t): the heap, then the most the next move may take.
    fn coordinates<'a>(&self, p: &'a Position) -> Cow<'a, [Natural]> {
        Cow::Owned(vec![p.n.clone(), p.max_take.clone()])
    }

    fn outcome(&self, p: &Position) -> Outcome {
        Outcome::of(p.n == Natural::ZERO || smallest_part(&p.n) > p.max_take)
    }

    /// Every winning move, by increasing take.
    fn winning_moves(&self, p: &Position) -> Vec<Move> {
        if p.n == Natural::ZERO {
            return Vec::new();
        }
        let limit = (&p.max_take).min(&p.n);
        let mut moves = Vec::new();
        // m = the largest r parts of n − 1, for r = 0 (take everything) to all.
        if p.n <= *limit {
            moves
                .push(Move { take: p.n.clone(), to: Position { n: Natural::ZERO, max_take: Natural::ZERO } });
        }
        let mut m = Natural::ZERO;
        for_each_part(&(&p.n - 1u8), |_, part| {
            m += part;
            let take = &p.n - &m;
            let twice = &take << 1;
            if take <= *limit && *part > twice {
                let max_take = if twice < m { twice } else { m.clone() };
                moves.push(Move { to: Position { n: m.clone(), max_take }, take });
            }
        });
        moves.reverse();
        moves
    }

    fn reason(&self, p: &Position) -> Reason {
        if p.n == Natural::ZERO {
            return Reason::Empty;
        }
        Reason::SmallestPart {
            n: p.n.clone(),
            smallest_part: smallest_part(&p.n),
            max_take: p.max_take.clone(),
        }
    }
}

/// The Sprague–Grundy values of every position (n, t) with n ≤ a bound, by the
/// definition (see the module documentation). A bound t above n allows the same
/// moves as t = n, so it is read as n.
///
/// ```
/// use wythoff::fibonacci_game::GrundyTable;
/// let table = GrundyTable::new(20);
/// assert_eq!(table.value(13, 12), 0); // 13 is a Fibonacci number
/// assert_eq!(table.value(4, 1), 1);   // only 1 may be taken: to (3, 2), of value 0
/// assert_eq!(table.value(20, 19), 7);
/// ```
#[derive(Clone, Debug)]
pub struct GrundyTable {
    heap: usize,
    /// Row n holds G(n, 0) .. G(n, n), starting at n(n + 1)/2.
    values: Vec<u16>,
}

impl GrundyTable {
    /// The largest bound: values must fit in u16.
    pub const MAX_HEAP: usize = u16::MAX as usize;

    /// Every position with a heap of at most `heap` (at most
    /// [`GrundyTable::MAX_HEAP`]; more panics).
    pub fn new(heap: usize) -> GrundyTable {
        assert!(heap <= Self::MAX_HEAP, "a Fibonacci Grundy table is limited to heaps of {}", Self::MAX_HEAP);
        let mut values = vec![0u16; (heap + 1) * (heap + 2) / 2];
        let mut seen = vec![false; heap + 2];
        for n in 1..=heap {
            let row = n * (n + 1) / 2;
            seen[..=n].fill(false);
            let mut mex = 0usize;
            for t in 1..=n {
                // The move that t allows and t − 1 does not: take t.
                let (m, bound) = (n - t, (2 * t).min(n - t));
                seen[values[m * (m + 1) / 2 + bound] as usize] = true;
                while seen[mex] {
                    mex += 1;
                }
                values[row + t] = mex as u16;
            }
        }
        GrundyTable { heap, values }
    }

    /// The largest heap in the table.
    pub fn heap(&self) -> usize {
        self.heap
    }

    /// G(n, t), with t above n read as n. Panics if n is beyond the table.
    pub fn value(&self, n: usize, max_take: usize) -> u16 {
        assert!(n <= self.heap, "the heap {n} is beyond the table (at most {})", self.heap);
        self.values[n * (n + 1) / 2 + max_take.min(n)]
    }
}

/// A Fibonacci game position within a [`GrundyTable`], as a component of a sum
/// ([`crate::sum`]).
#[derive(Clone, Debug)]
pub struct GrundyPosition<'a> {
    table: &'a GrundyTable,
    n: usize,
    max_take: usize,
}

impl<'a> GrundyPosition<'a> {
    /// The position, or `None` if its heap is beyond the table.
    pub fn new(table: &'a GrundyTable, position: &Position) -> Option<GrundyPosition<'a>> {
        let n = usize::try_from(&position.n).ok().filter(|&n| n <= table.heap)?;
        let max_take = usize::try_from(&position.max_take).map_or(n, |t| t.min(n));
        Some(GrundyPosition { table, n, max_take })
    }
}

impl crate::sum::Component for GrundyPosition<'_> {
    fn grundy(&self) -> Natural {
        Natural::from(self.table.value(self.n, self.max_take))
    }

    fn moves_to_value(&self, target: &Natural) -> Vec<crate::sum::ComponentMove> {
        (1..=self.max_take)
            .filter(|&x| Natural::from(self.table.value(self.n - x, 2 * x)) == *target)
            .map(|x| {
                let to = Position {
                    n: Natural::from(self.n - x),
                    max_take: Natural::from((2 * x).min(self.n - x)),
                };
                let m = Move { take: Natural::from(x), to };
                crate::sum::ComponentMove {
                    said: m.said(),
                    takes: m.takes(),
                    to: m.changes().into_iter().map(|(_, v)| v).collect(),
                }
            })
            .collect()
    }
}
