//! Wythoff's game, exactly, for piles of any size.
//!
//! **Rule.** Two piles. A move takes any positive number of objects from one pile,
//! or the same positive number from both. In normal play whoever takes the last
//! object wins; in misère play whoever takes the last object loses.
//!
//! **Theorem** (Wythoff 1907). The P-positions of normal play are (aₖ, bₖ) and
//! (bₖ, aₖ) for k = 0, 1, 2, … with aₖ = ⌊kφ⌋ and bₖ = ⌊kφ²⌋ = aₖ + k, where
//! φ = (1 + √5)/2. By Beatty's theorem (Beatty 1926; Rayleigh 1894) the sequences
//! (aₖ) and (bₖ), k ≥ 1, partition the positive integers, so every n ≥ 1 lies in
//! exactly one P-position pair, and every difference k in exactly one.
//!
//! **Exact arithmetic.** ⌊kφ⌋ = (k + isqrt(5k²)) div 2 and ⌊m/φ⌋ =
//! (isqrt(5m²) − m) div 2, in integers ([`crate::phi`]). No floating point is
//! used; a `double` φ gives a wrong ⌊kφ⌋ from k = 102,334,155.
//!
//! **Misère play.** The P-positions are the normal ones with (0,0), (1,2), (2,1)
//! replaced by (0,1), (1,0), (2,2) (Wythoff's game is "tame"; see Fraenkel 1982
//! and Berlekamp–Conway–Guy, *Winning Ways*, ch. 13; checked here exhaustively
//! against a game-tree solver). In both rules each number has exactly one
//! *partner* (the other coordinate of its P-position) and each difference exactly
//! one P-position, which is what [`winning_moves`] uses: all winning moves are
//! found with O(1) big-integer operations.
//!
//! **A second method.** Fraenkel (1982): with σ the Fibonacci shift
//! ([`crate::zeckendorf::shift_up`]), aₖ = σ(k − 1) + 1 and bₖ = σ(aₖ), and aₖ are
//! exactly the positive integers whose Zeckendorf representation ends in an even
//! number of zeros. [`by_zeckendorf`] implements this independently; the tests
//! check the two against each other.
//!
//! References: W. A. Wythoff, *A modification of the game of Nim*, Nieuw Archief
//! voor Wiskunde 7 (1907) 199–202. S. Beatty, Problem 3173, Amer. Math. Monthly 33
//! (1926) 159. A. S. Fraenkel, *How to beat your Wythoff games' opponent on three
//! fronts*, Amer. Math. Monthly 89 (1982) 353–361.

use std::borrow::Cow;
use std::fmt;

use crate::game::{Arg, GameMove, ImpartialGame, Outcome, Rule, Said};
use crate::nat::Natural;
use crate::phi::{floor_div_phi, floor_mul_phi, floor_mul_phi_u64};

/// ⌊kφ⌋, the smaller coordinate of the k-th P-position (lower Wythoff sequence,
/// OEIS A000201).
///
/// ```
/// use wythoff::wythoff::lower;
/// let a: Vec<u64> = (0u64..8).map(|k| lower(&k.into()).try_into().unwrap()).collect();
/// assert_eq!(a, [0, 1, 3, 4, 6, 8, 9, 11]);
/// // Where a double-precision φ is first wrong:
/// assert_eq!(lower(&102_334_155u64.into()), 165_580_140u64.into());
/// ```
pub fn lower(k: &Natural) -> Natural {
    floor_mul_phi(k)
}

/// ⌊kφ²⌋ = ⌊kφ⌋ + k, the larger coordinate of the k-th P-position (upper Wythoff
/// sequence, OEIS A001950).
///
/// ```
/// use wythoff::wythoff::upper;
/// assert_eq!(upper(&3u8.into()), 7u8.into());
/// ```
pub fn upper(k: &Natural) -> Natural {
    lower(k) + k
}

/// ⌊kφ⌋ in machine words, for k < 2^62; `None` above (see
/// [`crate::phi::floor_mul_phi_u64`]).
///
/// ```
/// assert_eq!(wythoff::wythoff::lower_u64(1_836_311_903), Some(2_971_215_072));
/// ```
#[inline]
pub fn lower_u64(k: u64) -> Option<u64> {
    floor_mul_phi_u64(k)
}

/// The k-th P-position (aₖ, bₖ) of normal play; k = 0 gives (0, 0).
///
/// ```
/// use wythoff::wythoff::p_position;
/// assert_eq!(p_position(&4u8.into()), (6u8.into(), 10u8.into()));
/// ```
pub fn p_position(k: &Natural) -> (Natural, Natural) {
    let a = lower(k);
    let b = &a + k;
    (a, b)
}

/// Which coordinate of its P-position a number is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coordinate {
    /// n = aₖ = ⌊kφ⌋ (and for n = 0, both coordinates).
    Lower,
    /// n = bₖ = ⌊kφ²⌋.
    Upper,
}

/// The normal-play P-position that holds a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holder {
    /// Its index k.
    pub k: Natural,
    /// aₖ.
    pub a: Natural,
    /// bₖ.
    pub b: Natural,
    /// Which of aₖ, bₖ the number is.
    pub coordinate: Coordinate,
}

/// The normal-play P-position (aₖ, bₖ) that holds `n`, its index k, and whether
/// n is aₖ or bₖ. By Beatty's theorem there is exactly one.
///
/// The number of k ≥ 1 with aₖ ≤ n is ⌊(n+1)/φ⌋, so n is some aₖ exactly when
/// that count exceeds ⌊n/φ⌋, and then k is the count; otherwise n is bₖ with
/// k = n − ⌊(n+1)/φ⌋ (the number of b's up to n).
///
/// ```
/// use wythoff::wythoff::{holder, Coordinate};
/// let h = holder(&10u8.into());
/// assert_eq!((h.k, h.a, h.b, h.coordinate), (4u8.into(), 6u8.into(), 10u8.into(), Coordinate::Upper));
/// ```
pub fn holder(n: &Natural) -> Holder {
    if *n == Natural::ZERO {
        return Holder {
            k: Natural::ZERO,
            a: Natural::ZERO,
            b: Natural::ZERO,
            coordinate: Coordinate::Lower,
        };
    }
    let lowers_to_n = floor_div_phi(&(n + 1u8));
    if lowers_to_n > floor_div_phi(n) {
        let b = n + &lowers_to_n;
        Holder { a: n.clone(), b, k: lowers_to_n, coordinate: Coordinate::Lower }
    } else {
        let k = n - lowers_to_n;
        Holder { a: n - &k, b: n.clone(), k, coordinate: Coordinate::Upper }
    }
}

/// The P-position under `rule` that holds `n`: in normal play [`holder`]; in
/// misère play the same except that 0 and 1 are in (0, 1), whose difference is
/// k = 1, and 2 is in (2, 2), whose difference is k = 0.
///
/// ```
/// use wythoff::{game::Rule, wythoff::{holder_for, Coordinate}};
/// let h = holder_for(&1u8.into(), Rule::Misere);
/// assert_eq!((h.k, h.a, h.b, h.coordinate), (1u8.into(), 0u8.into(), 1u8.into(), Coordinate::Upper));
/// ```
pub fn holder_for(n: &Natural, rule: Rule) -> Holder {
    if rule == Rule::Misere {
        let h =
            |k: u8, a: u8, b: u8, coordinate| Holder { k: k.into(), a: a.into(), b: b.into(), coordinate };
        match u8::try_from(n) {
            Ok(0) => return h(1, 0, 1, Coordinate::Lower),
            Ok(1) => return h(1, 0, 1, Coordinate::Upper),
            Ok(2) => return h(0, 2, 2, Coordinate::Lower),
            _ => {}
        }
    }
    holder(n)
}

/// The other coordinate of the P-position (under `rule`) that holds `n`.
///
/// ```
/// use wythoff::{game::Rule, wythoff::partner};
/// assert_eq!(partner(&5u8.into(), Rule::Normal), 3u8.into());
/// assert_eq!(partner(&2u8.into(), Rule::Misere), 2u8.into());
/// ```
pub fn partner(n: &Natural, rule: Rule) -> Natural {
    let h = holder_for(n, rule);
    match h.coordinate {
        Coordinate::Lower => h.b,
        Coordinate::Upper => h.a,
    }
}

/// The P-position under `rule` whose piles differ by k, smaller pile first: in
/// normal play (⌊kφ⌋, ⌊kφ⌋ + k) = [`p_position`]; in misère play the same for
/// k ≥ 2, and (2, 2) for k = 0, (0, 1) for k = 1. Each k has exactly one, so this
/// numbers the P-positions of either rule by k.
///
/// ```
/// use wythoff::{game::Rule, wythoff::p_position_for};
/// assert_eq!(p_position_for(&0u8.into(), Rule::Misere), (2u8.into(), 2u8.into()));
/// assert_eq!(p_position_for(&3u8.into(), Rule::Misere), (4u8.into(), 7u8.into()));
/// ```
pub fn p_position_for(k: &Natural, rule: Rule) -> (Natural, Natural) {
    let a = smaller_at_difference(k, rule);
    let b = &a + k;
    (a, b)
}

/// The smaller coordinate of the one P-position (under `rule`) whose piles differ
/// by `k`.
fn smaller_at_difference(k: &Natural, rule: Rule) -> Natural {
    if rule == Rule::Misere {
        match u8::try_from(k) {
            Ok(0) => return Natural::from(2u8),
            Ok(1) => return Natural::ZERO,
            _ => {}
        }
    }
    lower(k)
}

/// Is (a, b) a P-position (the player to move loses)?
///
/// ```
/// use wythoff::{game::Rule, wythoff::is_p_position};
/// assert!(is_p_position(&7u8.into(), &4u8.into(), Rule::Normal));
/// assert!(!is_p_position(&1u8.into(), &1u8.into(), Rule::Misere));
/// assert!(is_p_position(&2u8.into(), &2u8.into(), Rule::Misere));
/// ```
pub fn is_p_position(a: &Natural, b: &Natural, rule: Rule) -> bool {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    *small == smaller_at_difference(&(large - small), rule)
}

/// Normal-play P-position test for piles that fit in a `u64`: the path batch
/// modes use.
///
/// No square root: with x ≤ y and k = y − x, x = ⌊kφ⌋ iff x < kφ < x + 1 iff
/// (2x − k)² < 5k² < (2x − k + 2)² (as 2kφ = k + k√5, and x ≥ k is needed since
/// ⌊kφ⌋ ≥ k). For x < 2^62 the three products fit in a u128.
///
/// ```
/// assert!(wythoff::wythoff::is_p_position_u64(72723460248141, 117669030460994));
/// assert!(!wythoff::wythoff::is_p_position_u64(72723460248142, 117669030460995));
/// ```
#[inline]
pub fn is_p_position_u64(a: u64, b: u64) -> bool {
    let (x, y) = if a <= b { (a, b) } else { (b, a) };
    let k = y - x;
    if k == 0 || x < k {
        return x == 0 && k == 0;
    }
    if x >= 1 << 62 {
        return is_p_position(&x.into(), &y.into(), Rule::Normal);
    }
    let (x, k) = (x as u128, k as u128);
    let t = 2 * x - k;
    let five_k2 = 5 * k * k;
    t * t < five_k2 && five_k2 < (t + 2) * (t + 2)
}

/// [`is_p_position_u64`] in either play: misère play differs from normal
/// play only where the piles differ by at most 1 (see
/// `smaller_at_difference`), answered there by [`is_p_position`].
///
/// ```
/// use wythoff::{game::Rule, wythoff::is_p_position_u64_in};
/// assert!(is_p_position_u64_in(2, 2, Rule::Misere) && !is_p_position_u64_in(2, 2, Rule::Normal));
/// assert!(is_p_position_u64_in(5, 3, Rule::Misere));
/// ```
#[inline]
pub fn is_p_position_u64_in(a: u64, b: u64, rule: Rule) -> bool {
    if rule == Rule::Misere && a.abs_diff(b) <= 1 {
        return is_p_position(&a.into(), &b.into(), rule);
    }
    is_p_position_u64(a, b)
}

/// Which piles a move takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// The same amount from both piles.
    Both,
    /// From the first pile only.
    Pile1,
    /// From the second pile only.
    Pile2,
}

impl MoveKind {
    /// `"both"`, `"pile1"` or `"pile2"`.
    pub fn as_str(self) -> &'static str {
        match self {
            MoveKind::Both => "both",
            MoveKind::Pile1 => "pile1",
            MoveKind::Pile2 => "pile2",
        }
    }
}

/// A move: what it takes, from where, and the position it leaves, in the
/// caller's pile order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Which piles.
    pub kind: MoveKind,
    /// How many objects from each pile it takes from (at least 1).
    pub take: Natural,
    /// The position after the move, piles in the same order as before.
    pub to: [Natural; 2],
}

impl fmt::Display for Move {
    /// "take 2 from pile 1 → (3, 5)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let from = match self.kind {
            MoveKind::Both => "both piles",
            MoveKind::Pile1 => "pile 1",
            MoveKind::Pile2 => "pile 2",
        };
        write!(f, "take {} from {from} → ({}, {})", self.take, self.to[0], self.to[1])
    }
}

impl GameMove for Move {
    fn takes(&self) -> Vec<(usize, Natural)> {
        match self.kind {
            MoveKind::Both => vec![(0, self.take.clone()), (1, self.take.clone())],
            MoveKind::Pile1 => vec![(0, self.take.clone())],
            MoveKind::Pile2 => vec![(1, self.take.clone())],
        }
    }

    fn changes(&self) -> Vec<(usize, Natural)> {
        match self.kind {
            MoveKind::Both => vec![(0, self.to[0].clone()), (1, self.to[1].clone())],
            MoveKind::Pile1 => vec![(0, self.to[0].clone())],
            MoveKind::Pile2 => vec![(1, self.to[1].clone())],
        }
    }

    fn said(&self) -> Said {
        let (which, k, l) = match self.kind {
            MoveKind::Both => ("both", &self.take, &self.take),
            MoveKind::Pile1 => ("pile1", &self.take, &Natural::ZERO),
            MoveKind::Pile2 => ("pile2", &Natural::ZERO, &self.take),
        };
        two_pile_move(which, k, l, &self.to)
    }
}

/// Every winning move from (a, b): every move to a P-position. Empty exactly when
/// (a, b) is a P-position. At most three: one along the diagonal, one in each
/// pile, because each difference and each pile size has exactly one P-position.
/// Listed as: both piles, then pile 1, then pile 2.
///
/// ```
/// use wythoff::{game::Rule, wythoff::{winning_moves, MoveKind}};
/// let moves = winning_moves(&5u8.into(), &5u8.into(), Rule::Normal);
/// let to: Vec<_> = moves.iter().map(|m| (m.kind, m.to.clone())).collect();
/// assert_eq!(to, [
///     (MoveKind::Both, [0u8.into(), 0u8.into()]),
///     (MoveKind::Pile1, [3u8.into(), 5u8.into()]),
///     (MoveKind::Pile2, [5u8.into(), 3u8.into()]),
/// ]);
/// assert!(winning_moves(&3u8.into(), &5u8.into(), Rule::Normal).is_empty());
/// ```
pub fn winning_moves(a: &Natural, b: &Natural, rule: Rule) -> Vec<Move> {
    let mut moves = Vec::with_capacity(3);
    let small = a.min(b);
    let target = smaller_at_difference(&(a.max(b) - small), rule);
    if target < *small {
        let take = small - &target;
        moves.push(Move { kind: MoveKind::Both, to: [a - &take, b - &take], take });
    }
    let p = partner(b, rule);
    if p < *a {
        moves.push(Move { kind: MoveKind::Pile1, take: a - &p, to: [p, b.clone()] });
    }
    let p = partner(a, rule);
    if p < *b {
        moves.push(Move { kind: MoveKind::Pile2, take: b - &p, to: [a.clone(), p] });
    }
    moves
}

/// A move of a two-pile game as data: `which` piles it takes from (`"pile1"`,
/// `"pile2"`, `"both"` the same amount, `"each"` its own), how many from each,
/// and the piles after it.
pub fn two_pile_move(which: &'static str, k: &Natural, l: &Natural, to: &[Natural; 2]) -> Said {
    let n = |x: &Natural| Arg::Number(x.clone());
    Said::new(
        "move_two_piles",
        vec![
            ("which", Arg::Case(which)),
            ("take1", n(k)),
            ("take2", n(l)),
            ("to1", n(&to[0])),
            ("to2", n(&to[1])),
        ],
    )
}

/// Why (a, b) has its outcome: with x ≤ y the sorted piles and k = y − x, (a, b)
/// is a P-position exactly when x is the smaller pile of the one P-position whose
/// piles differ by k.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// The smaller pile x.
    pub smaller: Natural,
    /// The larger pile y.
    pub larger: Natural,
    /// k = y − x.
    pub difference: Natural,
    /// The smaller pile of the P-position with difference k: ⌊kφ⌋, or in misère
    /// play for k ≤ 1 the exception (2 for k = 0, 0 for k = 1).
    pub expected: Natural,
    /// Is `expected` one of misère play's exceptions?
    pub misere_exception: bool,
}

impl Reason {
    /// Is the position a P-position?
    pub fn is_p(&self) -> bool {
        self.smaller == self.expected
    }
}

impl crate::game::Explain for Reason {
    fn kind(&self) -> &'static str {
        if self.misere_exception { "wythoff_misere_exception" } else { "wythoff_difference" }
    }

    fn values(&self) -> Vec<(&'static str, Natural)> {
        vec![
            ("difference", self.difference.clone()),
            ("expected_smaller", self.expected.clone()),
            ("smaller", self.smaller.clone()),
            ("larger", self.larger.clone()),
        ]
    }

    fn args(&self) -> Vec<(&'static str, crate::game::Arg)> {
        let mut args = crate::game::number_args(self.values());
        args.push(("p", crate::game::Arg::yes(self.is_p())));
        args
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Each number converted to decimal once: at a million digits a conversion
        // costs a quarter of a second, and k appears up to three times.
        let [smaller, larger, k, expected] =
            [&self.smaller, &self.larger, &self.difference, &self.expected].map(|n| n.to_string());
        let rule = if self.misere_exception {
            format!("the misère P-position with difference {k} has smaller pile {expected}")
        } else {
            format!("⌊{k}φ⌋ = {expected}")
        };
        match (self.is_p(), self.misere_exception) {
            (true, true) => write!(f, "{rule}, as here: ({smaller}, {larger}) is a misère P-position"),
            (true, false) => write!(
                f,
                "the piles differ by k = {k} and {rule} is the smaller pile: ({smaller}, {larger}) is P-position number {k}"
            ),
            (false, _) => {
                write!(
                    f,
                    "the piles differ by k = {k} but {rule}, not the smaller pile {smaller}: not a P-position"
                )
            }
        }
    }
}

/// Why (a, b) has the outcome it has.
///
/// ```
/// use wythoff::{game::Rule, wythoff::reason};
/// assert_eq!(
///     reason(&7u8.into(), &4u8.into(), Rule::Normal).to_string(),
///     "the piles differ by k = 3 and ⌊3φ⌋ = 4 is the smaller pile: (4, 7) is P-position number 3"
/// );
/// ```
pub fn reason(a: &Natural, b: &Natural, rule: Rule) -> Reason {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    let k = large - small;
    let misere_exception = rule == Rule::Misere && k <= Natural::ONE;
    let expected = smaller_at_difference(&k, rule);
    Reason { smaller: small.clone(), larger: large.clone(), difference: k, expected, misere_exception }
}

/// Wythoff's game under a play rule, as an [`ImpartialGame`]. A position is the
/// two pile sizes.
///
/// ```
/// use wythoff::{game::{ImpartialGame, Outcome, Rule}, wythoff::Wythoff};
/// let game = Wythoff { rule: Rule::Normal };
/// assert_eq!(game.outcome(&[3u8.into(), 5u8.into()]), Outcome::P);
/// // From (3, 6) the one winning move is to (3, 5).
/// let m = &game.winning_moves(&[3u8.into(), 6u8.into()])[0];
/// assert_eq!(m.to, [3u8.into(), 5u8.into()]);
/// assert_eq!(m.to_string(), "take 1 from pile 2 → (3, 5)");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wythoff {
    /// Normal or misère play.
    pub rule: Rule,
}

impl ImpartialGame for Wythoff {
    type Position = [Natural; 2];
    type Move = Move;
    type Reason = Reason;

    fn name(&self) -> &'static str {
        "wythoff"
    }

    fn rule(&self) -> Rule {
        self.rule
    }

    fn coordinates<'a>(&self, position: &'a [Natural; 2]) -> Cow<'a, [Natural]> {
        Cow::Borrowed(position)
    }

    fn outcome(&self, [a, b]: &[Natural; 2]) -> Outcome {
        Outcome::of(is_p_position(a, b, self.rule))
    }

    fn winning_moves(&self, [a, b]: &[Natural; 2]) -> Vec<Move> {
        winning_moves(a, b, self.rule)
    }

    fn reason(&self, [a, b]: &[Natural; 2]) -> Reason {
        reason(a, b, self.rule)
    }

    /// One ⌊kφ⌋ decides both.
    fn outcome_and_reason(&self, [a, b]: &[Natural; 2]) -> (Outcome, Reason) {
        let reason = reason(a, b, self.rule);
        (Outcome::of(reason.is_p()), reason)
    }
}

/// The second, independent method: Fraenkel's Fibonacci-numeration description of
/// the P-positions (normal play). Slower than the square-root formulas for large
/// numbers (quadratic rather than quasi-linear), kept to check them.
pub mod by_zeckendorf {
    use crate::nat::Natural;
    use crate::zeckendorf::{lowest_index, shift_up};

    /// aₖ = σ(k − 1) + 1 (and a₀ = 0).
    ///
    /// ```
    /// use wythoff::wythoff::by_zeckendorf::lower;
    /// assert_eq!(lower(&3u8.into()), 4u8.into());
    /// ```
    pub fn lower(k: &Natural) -> Natural {
        if *k == Natural::ZERO {
            return Natural::ZERO;
        }
        shift_up(&(k - 1u8)) + 1u8
    }

    /// (aₖ, bₖ) with bₖ = σ(aₖ).
    ///
    /// ```
    /// use wythoff::wythoff::by_zeckendorf::p_position;
    /// assert_eq!(p_position(&5u8.into()), (8u8.into(), 13u8.into()));
    /// ```
    pub fn p_position(k: &Natural) -> (Natural, Natural) {
        let a = lower(k);
        let b = shift_up(&a);
        (a, b)
    }

    /// (a, b) is a P-position iff it is (0, 0) or, with x ≤ y its sorted piles, the
    /// Zeckendorf representation of x ends in an even number of zeros (its
    /// smallest part is F(i) with i even) and y = σ(x).
    ///
    /// ```
    /// use wythoff::wythoff::by_zeckendorf::is_p_position;
    /// assert!(is_p_position(&13u8.into(), &8u8.into()));
    /// assert!(!is_p_position(&8u8.into(), &12u8.into()));
    /// ```
    pub fn is_p_position(a: &Natural, b: &Natural) -> bool {
        let (small, large) = if a <= b { (a, b) } else { (b, a) };
        match lowest_index(small) {
            None => *large == Natural::ZERO,
            Some(i) => i % 2 == 0 && *large == shift_up(small),
        }
    }
}

impl crate::game::TwoPileRule for Wythoff {
    /// One pile, or the same from both.
    fn allows(&self, k: &Natural, l: &Natural) -> bool {
        let zero = Natural::ZERO;
        (*k == zero) != (*l == zero) || (k == l && *k > zero)
    }
}
