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

use std::borrow::Cow;
use std::fmt;

use crate::game::{Arg, Explain, GameMove, ImpartialGame, Outcome, Rule, Said, number_args};
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

impl fmt::Display for Move {
    /// "take 1 from heap 1: 3 → 2" (heaps counted from 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take {} from heap {}: {} → {}", &self.from - &self.to, self.heap + 1, self.from, self.to)
    }
}

impl GameMove for Move {
    fn takes(&self) -> Vec<(usize, Natural)> {
        vec![(self.heap, &self.from - &self.to)]
    }

    fn changes(&self) -> Vec<(usize, Natural)> {
        vec![(self.heap, self.to.clone())]
    }

    fn said(&self) -> Said {
        let args = vec![
            ("take", Arg::Number(&self.from - &self.to)),
            ("heap", Arg::number(self.heap as u64 + 1)),
            ("from", Arg::Number(self.from.clone())),
            ("to", Arg::Number(self.to.clone())),
        ];
        Said::new("move_nim", args)
    }
}

/// Why a Nim position has its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Bouton's theorem: P iff the nim-sum is 0.
    NimSum {
        /// The nim-sum of the heaps.
        nim_sum: Natural,
    },
    /// Misère play with every heap at most 1: P iff the number of ones is odd.
    MisereSmallHeaps {
        /// How many heaps hold one object.
        ones: usize,
    },
    /// Misère play with a heap of more than one object: P iff the nim-sum is
    /// 0, as in normal play (Bouton).
    MisereLargeHeap {
        /// The nim-sum of the heaps.
        nim_sum: Natural,
        /// How many heaps hold more than one object.
        large: usize,
    },
}

impl Explain for Reason {
    fn kind(&self) -> &'static str {
        match self {
            Reason::NimSum { .. } => "nim_sum",
            Reason::MisereSmallHeaps { .. } => "nim_misere_heaps_at_most_one",
            Reason::MisereLargeHeap { .. } => "nim_misere_large_heap",
        }
    }

    fn values(&self) -> Vec<(&'static str, Natural)> {
        match self {
            Reason::NimSum { nim_sum } => vec![("nim_sum", nim_sum.clone())],
            Reason::MisereSmallHeaps { ones } => vec![("heaps_of_one", Natural::from(*ones))],
            Reason::MisereLargeHeap { nim_sum, large } => {
                vec![("nim_sum", nim_sum.clone()), ("heaps_above_one", Natural::from(*large))]
            }
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let mut args = number_args(self.values());
        if let Reason::MisereSmallHeaps { ones } = self {
            args.push(("parity", Arg::Case(if ones % 2 == 1 { "odd" } else { "even" })));
        }
        args
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::NimSum { nim_sum } if *nim_sum == Natural::ZERO => {
                write!(f, "the nim-sum (XOR of the heaps) is 0")
            }
            Reason::NimSum { nim_sum } => write!(f, "the nim-sum (XOR of the heaps) is {nim_sum}, not 0"),
            Reason::MisereSmallHeaps { ones } => {
                let (heaps, parity, mover) = match (ones, ones % 2 == 1) {
                    (1, _) => ("heap", "odd", "loses"),
                    (_, true) => ("heaps", "odd", "loses"),
                    (_, false) => ("heaps", "even", "wins"),
                };
                write!(
                    f,
                    "misère play with every heap at most 1: {ones} {heaps} of one, an {parity} number, so the player to move {mover}"
                )
            }
            Reason::MisereLargeHeap { nim_sum, large } => {
                let (heaps, verb) = if *large == 1 { ("heap", "holds") } else { ("heaps", "hold") };
                let sum =
                    if *nim_sum == Natural::ZERO { "0".to_string() } else { format!("{nim_sum}, not 0") };
                write!(
                    f,
                    "misère play with {large} {heaps} that {verb} more than one: the player to move loses exactly when the nim-sum (XOR of the heaps) is 0, as in normal play (Bouton), and here it is {sum}; only a move that would leave every heap at most 1 differs, leaving an odd number of heaps of one"
                )
            }
        }
    }
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
    /// The heaps, in order.
    type Position = Vec<Natural>;
    type Move = Move;
    type Reason = Reason;

    fn name(&self) -> &'static str {
        "nim"
    }

    fn rule(&self) -> Rule {
        self.rule
    }

    fn coordinates<'a>(&self, heaps: &'a Vec<Natural>) -> Cow<'a, [Natural]> {
        Cow::Borrowed(heaps)
    }

    fn outcome(&self, heaps: &Vec<Natural>) -> Outcome {
        Outcome::of(self.is_p(heaps))
    }

    /// The nim-sum, in normal play.
    fn grundy(&self, heaps: &Vec<Natural>) -> Option<Natural> {
        (self.rule == Rule::Normal).then(|| nim_sum(heaps))
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
                let t = Natural::from(rest_ones.is_multiple_of(2) as u8);
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

    fn reason(&self, heaps: &Vec<Natural>) -> Reason {
        let (ones, big) = ones_and_big(heaps);
        if self.rule == Rule::Misere && big == 0 {
            return Reason::MisereSmallHeaps { ones };
        }
        if self.rule == Rule::Misere {
            return Reason::MisereLargeHeap { nim_sum: nim_sum(heaps), large: big };
        }
        Reason::NimSum { nim_sum: nim_sum(heaps) }
    }
}

/// One Nim heap as a component of a sum of games ([`crate::sum`]): its value is
/// its size, and the one move to value t < h takes h − t.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heap(pub Natural);

impl crate::sum::Component for Heap {
    fn grundy(&self) -> Natural {
        self.0.clone()
    }

    fn moves_to_value(&self, target: &Natural) -> Vec<crate::sum::ComponentMove> {
        if *target >= self.0 {
            return Vec::new();
        }
        let m = crate::game::HeapMove { take: &self.0 - target, to: target.clone() };
        vec![crate::sum::ComponentMove { said: m.said(), takes: m.takes(), to: vec![m.to.clone()] }]
    }
}

/// Several Nim heaps as one component of a sum of games ([`crate::sum`]): its
/// value is their nim-sum x, and a move to value t replaces a heap h by
/// h ⊕ x ⊕ t wherever that is smaller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heaps(pub Vec<Natural>);

impl crate::sum::Component for Heaps {
    fn grundy(&self) -> Natural {
        nim_sum(&self.0)
    }

    fn moves_to_value(&self, target: &Natural) -> Vec<crate::sum::ComponentMove> {
        let change = nim_sum(&self.0) ^ target;
        let mut moves = Vec::new();
        for (i, h) in self.0.iter().enumerate() {
            let to = h ^ &change;
            if to < *h {
                let m = Move { heap: i, from: h.clone(), to };
                let mut after = self.0.clone();
                after[i] = m.to.clone();
                moves.push(crate::sum::ComponentMove { said: m.said(), takes: m.takes(), to: after });
            }
        }
        moves
    }
}

/// A heap's moves for its misère canonical forms: leave any smaller heap.
impl crate::misere::HeapOptions for Nim {
    fn heap_options(&self, n: u64, f: &mut dyn FnMut(&[u64])) {
        f(&[]);
        for left in 1..n {
            f(&[left]);
        }
    }
}
