//! Fraenkel's generalized Wythoff game (a-Wythoff), normal and misère, for piles
//! and parameters of any size.
//!
//! **Rule.** Two piles and a parameter a ≥ 1. A move takes k ≥ 1 objects from one
//! pile, or k ≥ 1 from one and l ≥ 1 from the other with |k − l| < a. For a = 1
//! this is Wythoff's game.
//!
//! **Theorem** (Fraenkel 1982). The normal-play P-positions are (Aₙ, Bₙ) and
//! (Bₙ, Aₙ), n ≥ 0, with Aₙ = mex{Aᵢ, Bᵢ : i < n} and Bₙ = Aₙ + a·n. Exactly,
//! Aₙ = ⌊nα⌋ and Bₙ = ⌊nβ⌋ with α = (2 − a + √(a² + 4))/2 and β = α + a
//! (1/α + 1/β = 1, so by Beatty's theorem every n ≥ 1 is in exactly one pair).
//!
//! **Exact arithmetic.** √((a² + 4)n²) is irrational for n ≥ 1, so
//! ⌊nα⌋ = ⌊((2 − a)n + √((a² + 4)n²))/2⌋ = (isqrt((a² + 4)n²) + 2n − a·n) div 2
//! (the numerator is positive as √(a² + 4) > a). From α² = (2 − a)α + a,
//! 1/α = (α + a − 2)/a, so ⌊m/α⌋ = (⌊mα⌋ + (a − 2)m) div a: how many Aₙ, n ≥ 1,
//! are ≤ v is ⌊(v + 1)/α⌋, which tells which pair holds v.
//!
//! **Misère play.** For a = 1 it is Wythoff's misère game (see
//! [`crate::wythoff`]). For a ≥ 2 (proved here, and checked against the engine
//! [`crate::vector_game`], which knows only the moves, on every position of the
//! 240 × 240 box for each a ≤ 12 in `tests/variants.rs`):
//!
//! *Theorem.* The misère P-positions are (0, 1), (1, 0) and (A′ₙ, B′ₙ),
//! (B′ₙ, A′ₙ) for n ≥ 1, with A′₀ = 0, B′₀ = 1, A′ₙ = mex{A′ᵢ, B′ᵢ : i < n} and
//! B′ₙ = A′ₙ + a·n + 1.
//!
//! *Proof.* A′ and B′ increase, so each number is in exactly one pair, and the
//! pairs' differences dₙ = a·n + 1 are distinct. Call S the set of these
//! positions; induction on x + y. (0, 0) has no move: in misère play an
//! N-position, and not in S. From a position of S, no move reaches S: a one-pile
//! move keeps a pile, whose pair is unique; a two-pile move from (A′ₙ, B′ₙ)
//! changes the signed difference by l − k ∈ (−a, a), so it cannot reach another
//! dₘ (they are a apart), and reaching a mirrored (B′ₘ, A′ₘ) would need
//! a(n + m) < a − 2, so n = 0, where the smaller pile is 0 and no two-pile move
//! exists. From (x, y) ∉ S, x ≤ y, not (0, 0), some move reaches S: if
//! x = B′ₘ, move y to A′ₘ < x; if x = A′ₘ and B′ₘ < y, move y to B′ₘ; if
//! x = A′ₘ and y < B′ₘ (so m ≥ 1 and x ≥ 2), let δ = y − x < a·m + 1: for δ ≥ 1
//! take j = ⌊(δ − 1)/a⌋ < m, so 0 ≤ δ − dⱼ < a, and (x, y) → (A′ⱼ, B′ⱼ) takes
//! k = x − A′ⱼ ≥ 1 and l = y − B′ⱼ = k + δ − dⱼ ≥ 1 with |k − l| < a; for δ = 0
//! take k = x, l = x − 1 to reach (0, 1). ∎
//!
//! *Closed form.* A′ₙ = ⌊nα + 1/α⌋ for n ≥ 1. Proof: let f(n) = ⌊nα + γ⌋ and
//! g(n) = ⌊nβ + γ + 1⌋ with γ = 1/α − 1, so that g(n) = f(n) + a·n + 1. Both
//! increase. For N ≥ 0, f has ⌊(N + 1 − γ)/α⌋ terms ≤ N (n ≥ 1) and g has
//! ⌊(N − γ)/β⌋; the arguments sum to N + 1/α − γ = N + 1 (as 1/α + 1/β = 1), and are
//! irrational (the √(a² + 4) part of (N + 2 − 1/α)/α is (aN + a + 2)/(2a²) ≠ 0),
//! so their floors sum to N: every N ≥ 1 is exactly one term of f or g
//! (Fraenkel 1969 proves such partitions in general). So f(n) + 1 and g(n) + 1
//! partition the numbers ≥ 2, with the second = the first + a·n + 1, and any such
//! pair of sequences with the first increasing is the mex recursion (the least
//! number not yet used cannot be a later B, whose A would be smaller and unused,
//! nor a later A). In integers, with 1/α = (α + a − 2)/a:
//! A′ₙ = (⌊(a·n + 1)α⌋ + a − 2) div a. Also checked against the mex definition
//! for a ≤ 40 and n < 3,000 (`tests/variants.rs`).
//!
//! References: A. S. Fraenkel, *How to beat your Wythoff games' opponent on
//! three fronts*, Amer. Math. Monthly 89 (1982) 353–361. A. S. Fraenkel, *The
//! bracket function and complementary sets of integers*, Canad. J. Math. 21
//! (1969) 6–27.

use std::borrow::Cow;
use std::fmt;

use crate::game::{Arg, Explain, GameMove, ImpartialGame, Outcome, Parameter, Rule, Said, number_args};
use crate::nat::{Natural, isqrt};

/// ⌊nα⌋ for the parameter a: Aₙ of normal play.
///
/// ```
/// use wythoff::generalized_wythoff::lower;
/// // a = 2: α = √2.
/// let a: Vec<u64> = (0u64..8).map(|n| lower(&2u8.into(), &n.into()).try_into().unwrap()).collect();
/// assert_eq!(a, [0, 1, 2, 4, 5, 7, 8, 9]);
/// // a = 1 is Wythoff's game.
/// assert_eq!(lower(&1u8.into(), &102_334_155u64.into()), 165_580_140u64.into());
/// ```
pub fn lower(a: &Natural, n: &Natural) -> Natural {
    let d = a * a + 4u8;
    (isqrt(&(d * n * n)) + n * 2u8 - a * n) >> 1
}

/// ⌊m/α⌋ = (⌊mα⌋ + (a − 2)m) div a, for a ≥ 1.
fn floor_div_alpha(a: &Natural, m: &Natural) -> Natural {
    // (a − 2)m may be −m for a = 1: add 2m first.
    (lower(a, m) + a * m - m * 2u8) / a
}

/// A′ₙ of misère play, a ≥ 2: (⌊(a·n + 1)α⌋ + a − 2) div a, and A′₀ = 0.
fn misere_lower(a: &Natural, n: &Natural) -> Natural {
    if *n == Natural::ZERO {
        return Natural::ZERO;
    }
    (lower(a, &(a * n + 1u8)) + a - 2u8) / a
}

/// The game and its rule: which P-position set applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    /// Normal play: differences a·n, smaller pile Aₙ.
    Normal,
    /// Misère with a ≥ 2: differences a·n + 1, smaller pile A′ₙ.
    MisereShifted,
    /// Misère with a = 1: Wythoff's misère game.
    WythoffMisere,
}

/// Fraenkel's a-Wythoff under a play rule. A position is the two piles.
///
/// ```
/// use wythoff::{game::{ImpartialGame, Outcome, Rule}, generalized_wythoff::Generalized};
/// let game = Generalized::new(2u8.into(), Rule::Normal).unwrap();
/// assert_eq!(game.outcome(&[4u8.into(), 10u8.into()]), Outcome::P);
/// let moves = game.winning_moves_at(&5u8.into(), &10u8.into());
/// let to: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
/// assert_eq!(to, ["take 1 from pile 1 → (4, 10)", "take 3 from pile 1 and 4 from pile 2 → (2, 6)"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generalized {
    a: Natural,
    rule: Rule,
}

impl Generalized {
    /// The game with parameter a ≥ 1; `None` for a = 0.
    pub fn new(a: Natural, rule: Rule) -> Option<Generalized> {
        (a > Natural::ZERO).then_some(Generalized { a, rule })
    }

    /// The parameter a.
    pub fn a(&self) -> &Natural {
        &self.a
    }

    fn family(&self) -> Family {
        match self.rule {
            Rule::Normal => Family::Normal,
            Rule::Misere if self.a == Natural::ONE => Family::WythoffMisere,
            Rule::Misere => Family::MisereShifted,
        }
    }

    /// The P-positions' differences are the numbers ≡ this mod a.
    fn residue(&self) -> Natural {
        match self.family() {
            Family::Normal | Family::WythoffMisere => Natural::ZERO,
            Family::MisereShifted => Natural::ONE,
        }
    }

    /// The index n of the P-position whose piles differ by `d`, if there is one.
    fn index_of_difference(&self, d: &Natural) -> Option<Natural> {
        let r = self.residue();
        if *d < r || (d - &r) % &self.a != Natural::ZERO {
            return None;
        }
        Some((d - r) / &self.a)
    }

    /// The n-th P-position, smaller pile first: normal (Aₙ, Aₙ + a·n); misère
    /// with a ≥ 2 (A′ₙ, A′ₙ + a·n + 1); misère with a = 1 Wythoff's, numbered by
    /// the difference.
    ///
    /// ```
    /// use wythoff::{game::Rule, generalized_wythoff::Generalized};
    /// let g = Generalized::new(3u8.into(), Rule::Misere).unwrap();
    /// let p: Vec<(u64, u64)> = (0u64..4)
    ///     .map(|n| { let (x, y) = g.p_position(&n.into()); (x.try_into().unwrap(), y.try_into().unwrap()) })
    ///     .collect();
    /// assert_eq!(p, [(0, 1), (2, 6), (3, 10), (4, 14)]);
    /// ```
    pub fn p_position(&self, n: &Natural) -> (Natural, Natural) {
        match self.family() {
            Family::Normal => {
                let x = lower(&self.a, n);
                let y = &x + &self.a * n;
                (x, y)
            }
            Family::MisereShifted => {
                let x = misere_lower(&self.a, n);
                let y = &x + &self.a * n + 1u8;
                (x, y)
            }
            Family::WythoffMisere => crate::wythoff::p_position_for(n, Rule::Misere),
        }
    }

    /// The other pile of the P-position that holds `v`, and that position's index.
    ///
    /// ```
    /// use wythoff::{game::Rule, generalized_wythoff::Generalized};
    /// let g = Generalized::new(2u8.into(), Rule::Normal).unwrap();
    /// assert_eq!(g.partner(&10u8.into()), (4u8.into(), 3u8.into()));
    /// ```
    pub fn partner(&self, v: &Natural) -> (Natural, Natural) {
        match self.family() {
            Family::WythoffMisere => {
                let h = crate::wythoff::holder_for(v, Rule::Misere);
                let other = if h.a == *v { h.b } else { h.a };
                (other, h.k)
            }
            Family::Normal => {
                if *v == Natural::ZERO {
                    return (Natural::ZERO, Natural::ZERO);
                }
                let lowers = floor_div_alpha(&self.a, &(v + 1u8));
                if lowers > floor_div_alpha(&self.a, v) {
                    let other = v + &self.a * &lowers;
                    (other, lowers)
                } else {
                    let n = v - &lowers;
                    (v - &self.a * &n, n)
                }
            }
            Family::MisereShifted => {
                if *v <= Natural::ONE {
                    return (Natural::ONE - v, Natural::ZERO);
                }
                // The last n with A′ₙ ≤ v: near ⌊(v + 1)/α⌋, found exactly.
                let mut n = floor_div_alpha(&self.a, &(v + 1u8));
                while n > Natural::ZERO && misere_lower(&self.a, &n) > *v {
                    n -= 1u8;
                }
                while misere_lower(&self.a, &(&n + 1u8)) <= *v {
                    n += 1u8;
                }
                if misere_lower(&self.a, &n) == *v {
                    return (v + &self.a * &n + 1u8, n);
                }
                // Otherwise v = B′ₖ: the pairs n ≥ 1 hold 2, 3, … once each, so
                // the B′ up to v are the v − 1 numbers 2..=v less the n A′ up to v.
                let n = v - 1u8 - n;
                (v - &self.a * &n - 1u8, n)
            }
        }
    }

    /// Is (x, y) a P-position?
    ///
    /// ```
    /// use wythoff::{game::Rule, generalized_wythoff::Generalized};
    /// let g = Generalized::new(2u8.into(), Rule::Misere).unwrap();
    /// assert!(g.is_p(&1u8.into(), &0u8.into()) && g.is_p(&2u8.into(), &5u8.into()));
    /// assert!(!g.is_p(&0u8.into(), &0u8.into()));
    /// ```
    pub fn is_p(&self, x: &Natural, y: &Natural) -> bool {
        self.reason_at(x, y).is_p()
    }

    /// Why (x, y) has its outcome.
    pub fn reason_at(&self, x: &Natural, y: &Natural) -> Reason {
        let (small, large) = if x <= y { (x, y) } else { (y, x) };
        let difference = large - small;
        let index = self.index_of_difference(&difference);
        let expected = index.as_ref().map(|n| self.p_position(n).0);
        Reason {
            a: self.a.clone(),
            rule: self.rule,
            smaller: small.clone(),
            larger: large.clone(),
            difference,
            index,
            expected,
            wythoff_misere: self.family() == Family::WythoffMisere,
        }
    }

    /// Every winning move from (x, y): to a P-position by one pile (at most one
    /// each) or by both (a target whose difference is within a − 1 of this
    /// one's: at most two a side). Listed: pile 1, pile 2, then both piles by
    /// increasing target.
    pub fn winning_moves_at(&self, x: &Natural, y: &Natural) -> Vec<Move> {
        let mut moves = Vec::new();
        let (p, _) = self.partner(y);
        if p < *x {
            moves.push(Move::new([x, y], [p, y.clone()]));
        }
        let (p, _) = self.partner(x);
        if p < *y {
            moves.push(Move::new([x, y], [x.clone(), p]));
        }
        // Two-pile moves: targets (u, v) with u < x, v < y, and signed difference
        // e = v − u within a − 1 of y − x. Both signs, by magnitude.
        let one = Natural::ONE;
        let spread = &self.a - &one;
        let mut both = Vec::new();
        // e ≥ 0: v − u ∈ [max(0, (y − x) − spread), (y − x) + spread] when y ≥ x,
        // and e ≤ 0 likewise with the piles swapped.
        for (first, second, mirrored) in [(x, y, false), (y, x, true)] {
            // Targets (u, v) in this orientation with v − u = d ≥ 0 (d > 0 for the
            // mirrored side, so that d = 0 is counted once).
            let (lo, hi) = if second >= first {
                let delta = second - first;
                let lo = if delta > spread { &delta - &spread } else { Natural::ZERO };
                (lo, delta + &spread)
            } else {
                let delta = first - second;
                if delta > spread {
                    continue;
                }
                (Natural::ZERO, &spread - delta)
            };
            let lo = if mirrored { lo.max(one.clone()) } else { lo };
            if lo > hi {
                continue;
            }
            for d in self.differences_in(&lo, &hi) {
                let n = self.index_of_difference(&d).expect("a P-position's difference");
                let (u, v) = self.p_position(&n);
                if u < *first && v < *second {
                    let to = if mirrored { [v, u] } else { [u, v] };
                    both.push(Move::new([x, y], to));
                }
            }
        }
        both.sort_by(|m, n| m.to.cmp(&n.to));
        moves.extend(both);
        moves
    }

    /// The P-positions' differences in lo..=hi (at most two when hi − lo < 2a).
    fn differences_in(&self, lo: &Natural, hi: &Natural) -> Vec<Natural> {
        let r = self.residue();
        // The first d ≥ lo with d ≡ r (mod a).
        let mut d = if *lo <= r {
            r
        } else {
            let above = lo - &r;
            let steps = (&above + &self.a - 1u8) / &self.a;
            r + steps * &self.a
        };
        let mut found = Vec::new();
        while d <= *hi {
            found.push(d.clone());
            d += &self.a;
        }
        found
    }
}

/// A move of a two-pile game: how much it takes from each pile, and where it
/// leads (piles in the caller's order).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Taken from pile 1 and from pile 2 (one may be 0).
    pub take: [Natural; 2],
    /// The position after the move.
    pub to: [Natural; 2],
}

impl Move {
    /// The move from `from` to `to` (each pile no larger).
    pub fn new(from: [&Natural; 2], to: [Natural; 2]) -> Move {
        Move { take: [from[0] - &to[0], from[1] - &to[1]], to }
    }
}

impl fmt::Display for Move {
    /// "take 1 from pile 1 and 2 from pile 2 → (4, 8)", "take 3 from pile 2 → (5, 2)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [k, l] = &self.take;
        match (*k == Natural::ZERO, *l == Natural::ZERO) {
            (false, true) => write!(f, "take {k} from pile 1")?,
            (true, false) => write!(f, "take {l} from pile 2")?,
            _ if k == l => write!(f, "take {k} from both piles")?,
            _ => write!(f, "take {k} from pile 1 and {l} from pile 2")?,
        }
        write!(f, " → ({}, {})", self.to[0], self.to[1])
    }
}

impl GameMove for Move {
    fn takes(&self) -> Vec<(usize, Natural)> {
        (0..2).filter(|&i| self.take[i] > Natural::ZERO).map(|i| (i, self.take[i].clone())).collect()
    }

    fn changes(&self) -> Vec<(usize, Natural)> {
        (0..2).filter(|&i| self.take[i] > Natural::ZERO).map(|i| (i, self.to[i].clone())).collect()
    }

    fn said(&self) -> Said {
        let [k, l] = &self.take;
        let which = match (*k == Natural::ZERO, *l == Natural::ZERO) {
            (false, true) => "pile1",
            (true, false) => "pile2",
            _ if k == l => "both",
            _ => "each",
        };
        crate::wythoff::two_pile_move(which, k, l, &self.to)
    }
}

/// Why (x, y) has its outcome: with x ≤ y and d = y − x, it is a P-position iff
/// d is a P-position's difference (a·n, or a·n + 1 in misère play with a ≥ 2)
/// and x is that position's smaller pile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// The parameter a.
    pub a: Natural,
    /// The play rule.
    pub rule: Rule,
    /// The smaller pile.
    pub smaller: Natural,
    /// The larger pile.
    pub larger: Natural,
    /// Their difference.
    pub difference: Natural,
    /// The index n of the P-position with this difference, if any.
    pub index: Option<Natural>,
    /// That position's smaller pile.
    pub expected: Option<Natural>,
    /// a = 1 in misère play: Wythoff's misère game.
    pub wythoff_misere: bool,
}

impl Reason {
    /// Is the position a P-position?
    pub fn is_p(&self) -> bool {
        self.expected.as_ref() == Some(&self.smaller)
    }
}

impl Explain for Reason {
    fn kind(&self) -> &'static str {
        match (&self.expected, self.rule) {
            (None, Rule::Normal) => "generalized_difference_residue",
            (None, Rule::Misere) => "generalized_misere_difference_residue",
            (Some(_), Rule::Normal) => "generalized_difference",
            (Some(_), Rule::Misere) => "generalized_misere_difference",
        }
    }

    fn values(&self) -> Vec<(&'static str, Natural)> {
        let mut values = vec![("a", self.a.clone()), ("difference", self.difference.clone())];
        if let (Some(n), Some(e)) = (&self.index, &self.expected) {
            values.push(("index", n.clone()));
            values.push(("expected_smaller", e.clone()));
        }
        values.push(("smaller", self.smaller.clone()));
        values.push(("larger", self.larger.clone()));
        values
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let mut args = number_args(self.values());
        if let Some(e) = &self.expected {
            args.push(("expected_larger", Arg::Number(e + &self.difference)));
        }
        let one = self.a == Natural::ONE;
        args.push((
            "form",
            Arg::Case(if self.wythoff_misere {
                "wythoff_misere"
            } else if one {
                "one"
            } else {
                "a"
            }),
        ));
        args.push(("p", Arg::yes(self.is_p())));
        args
    }
}

impl fmt::Display for Reason {
    /// In the game's own terms: which differences its P-positions have (a·n,
    /// or a·n + 1 in misère play), and the one with this difference.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, d, x, y) = (&self.a, &self.difference, &self.smaller, &self.larger);
        let one = *a == Natural::ONE;
        let plus = if self.rule == Rule::Misere { " + 1" } else { "" };
        let form = if one { format!("n{plus}") } else { format!("{a}·n{plus}") };
        let game = if self.wythoff_misere {
            "with a = 1 this is Wythoff's misère game, with one P-position for each difference n".to_string()
        } else {
            format!("with a = {a} the P-positions' piles differ by {form}")
        };
        match (&self.index, &self.expected) {
            (Some(n), Some(e)) => {
                let here =
                    if one || self.wythoff_misere { d.to_string() } else { format!("{d} = {a}·{n}{plus}") };
                let theirs = format!("P-position number {n} is ({e}, {})", e + d);
                if self.is_p() {
                    write!(f, "{game}: here by {here}, and {theirs}, as here")
                } else {
                    write!(f, "{game}: here by {here}, but {theirs}, not ({x}, {y})")
                }
            }
            _ => write!(f, "{game}: here by {d}, which is not of that form, so this is not a P-position"),
        }
    }
}

impl ImpartialGame for Generalized {
    type Position = [Natural; 2];
    type Move = Move;
    type Reason = Reason;

    fn name(&self) -> &'static str {
        "generalized"
    }

    fn rule(&self) -> Rule {
        self.rule
    }

    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        vec![("a", Parameter::Number(self.a.clone()))]
    }

    fn coordinates<'a>(&self, position: &'a [Natural; 2]) -> Cow<'a, [Natural]> {
        Cow::Borrowed(position)
    }

    fn outcome(&self, [x, y]: &[Natural; 2]) -> Outcome {
        Outcome::of(self.is_p(x, y))
    }

    fn winning_moves(&self, [x, y]: &[Natural; 2]) -> Vec<Move> {
        self.winning_moves_at(x, y)
    }

    fn reason(&self, [x, y]: &[Natural; 2]) -> Reason {
        self.reason_at(x, y)
    }

    fn outcome_and_reason(&self, [x, y]: &[Natural; 2]) -> (Outcome, Reason) {
        let reason = self.reason_at(x, y);
        (Outcome::of(reason.is_p()), reason)
    }
}

impl crate::game::TwoPileRule for Generalized {
    /// One pile, or both with |k − l| < a.
    ///
    /// ```
    /// use wythoff::{game::{Rule, TwoPileRule}, generalized_wythoff::Generalized};
    /// let g = Generalized::new(2u8.into(), Rule::Normal).unwrap();
    /// assert!(g.allows(&3u8.into(), &4u8.into()) && !g.allows(&3u8.into(), &5u8.into()));
    /// ```
    fn allows(&self, k: &Natural, l: &Natural) -> bool {
        let zero = Natural::ZERO;
        let (big, small) = if k >= l { (k, l) } else { (l, k) };
        (*k == zero) != (*l == zero) || (*small > zero && big - small < self.a)
    }

    /// |k − l| < a.
    fn both_piles(&self, k: u64) -> std::ops::RangeInclusive<u64> {
        let a = u64::try_from(&self.a).unwrap_or(u64::MAX);
        (k.saturating_sub(a - 1)).max(1)..=k.saturating_add(a - 1)
    }
}
