//! Octal games: take-and-break games given by a code d₀.d₁d₂…dₖ (Winning Ways'
//! notation, as CGSuite writes it), normal play.
//!
//! **Rule.** A position is a set of heaps. A move picks one heap of size n and
//! removes i of its tokens (0 ≤ i ≤ k) where digit dᵢ allows what is left:
//! bit 1 of dᵢ, nothing left (n = i); bit 2, one heap (n − i ≥ 1); bit 4, two
//! non-empty heaps (any split of n − i ≥ 2). d₀ can only allow splitting
//! without removing anything (0 or 4). Whoever cannot move loses. Kayles is
//! 0.77, Dawson's Kayles 0.07. Only the octal digits 0–7 are taken: a
//! hexadecimal digit (three heaps) would make a split a sum of three parts, and
//! is refused by name.
//!
//! **Theorem** (Sprague 1935–36, Grundy 1939). A position's value is the XOR of
//! its heaps' values, and a heap's value is the mex of its options' values, so
//! G(n) = mex{0 if bit 1 and n = i; G(n − i) if bit 2; G(x) ⊕ G(n − i − x) if
//! bit 4, 1 ≤ x ≤ n − i − 1}. The mex runs on a word bit set.
//!
//! **Periodicity, certified** (Guy and Smith 1956; Winning Ways ch. 4). If
//! G(n + p) = G(n) for every n with n₀ ≤ n < 2n₀ + p + k (n₀ ≥ 1), then for every
//! n ≥ n₀. Our proof, by induction on n ≥ 2n₀ + p + k: the options of n + p
//! and of n match one to one with equal values. Removing i and leaving one heap
//! gives n + p − i and n − i, both ≥ n₀ + p, so equal by induction. Removing i
//! and splitting gives x + y = n + p − i, x ≤ y: then y ≥ n₀ + p, so y − p ≥ n₀ ≥ 1
//! and G(y) = G(y − p), the value of the split x + (y − p) of n − i; and every
//! split x′ ≤ y′ of n − i has y′ ≥ n₀, so x′ + (y′ + p) is a split of n + p − i
//! with the same value. Nothing is left only when n = i ≤ k, too small. So a
//! period seen over that window is proven, and [`certify`] only ever reports
//! one that is.
//!
//! References: R. K. Guy and C. A. B. Smith, *The G-values of various games*,
//! Proc. Cambridge Philos. Soc. 52 (1956) 514–526; E. R. Berlekamp, J. H. Conway
//! and R. K. Guy, *Winning Ways for your Mathematical Plays*, ch. 4;
//! A. Gangolli and T. Plambeck, *A note on periodicity in some octal games*,
//! Int. J. Game Theory 18 (1989) 311–320 (0.16).

use std::fmt;

use crate::game::{Arg, Said};
use crate::nat::Natural;
use crate::rare_common::{Engine, Stopped};
use crate::subtraction::Period;

/// An octal code: digit i for removing i tokens.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    /// d₀, d₁, …, dₖ with dₖ ≠ 0 (or just d₀ and d₁ = 0 when no removal is
    /// allowed at all).
    digits: Vec<u8>,
}

/// Why a text is not an octal code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not of the form d₀.d₁d₂… (or .d₁d₂…).
    Form,
    /// A digit above 7: hexadecimal codes (three heaps) are not taken.
    Hexadecimal(char),
    /// d₀ other than 0 or 4 (removing nothing can only split).
    FirstDigit(u8),
    /// No move at all.
    NoMove,
    /// More digits than [`MAX_DIGITS`].
    TooLong,
}

/// The most digits after the point (the largest removal).
pub const MAX_DIGITS: usize = 1000;

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Form => write!(f, "an octal code is written d0.d1d2..., such as 0.07 or .77 or 4.7"),
            CodeError::Hexadecimal(c) => {
                write!(
                    f,
                    "the digit {c} is not octal: hexadecimal codes (splits into three heaps) are not supported"
                )
            }
            CodeError::FirstDigit(d) => {
                write!(
                    f,
                    "the digit before the point is {d}: removing nothing can only split a heap, so it is 0 or 4"
                )
            }
            CodeError::NoMove => write!(f, "the code allows no move"),
            CodeError::TooLong => write!(f, "the code has more than {MAX_DIGITS} digits after the point"),
        }
    }
}

impl std::error::Error for CodeError {}

impl std::str::FromStr for OctalCode {
    type Err = CodeError;

    /// `0.07`, `.07` and `0.070` are the same code.
    ///
    /// ```
    /// use wythoff::octal::OctalCode;
    /// let code: OctalCode = ".070".parse().unwrap();
    /// assert_eq!(code.to_string(), "0.07");
    /// assert_eq!("4.7".parse::<OctalCode>().unwrap().max_take(), 1);
    /// assert!("0.8".parse::<OctalCode>().is_err());
    /// assert!("0.00".parse::<OctalCode>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Self, CodeError> {
        let (whole, fraction) = text.trim().split_once('.').ok_or(CodeError::Form)?;
        if whole.len() > 1 || fraction.contains('.') {
            return Err(CodeError::Form);
        }
        let digit = |c: char| match c.to_digit(16) {
            Some(d @ 0..=7) => Ok(d as u8),
            Some(_) => Err(CodeError::Hexadecimal(c)),
            None => Err(CodeError::Form),
        };
        let first = whole.chars().next().map(digit).transpose()?.unwrap_or(0);
        if first != 0 && first != 4 {
            return Err(CodeError::FirstDigit(first));
        }
        let mut digits = vec![first];
        for c in fraction.chars() {
            digits.push(digit(c)?);
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.iter().all(|&d| d == 0) {
            return Err(CodeError::NoMove);
        }
        if digits.len() > MAX_DIGITS + 1 {
            return Err(CodeError::TooLong);
        }
        Ok(OctalCode { digits })
    }
}

impl fmt::Display for OctalCode {
    /// The normal form: d₀, the point, then d₁…dₖ without trailing zeros (`4.0`
    /// when only d₀ is set).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return write!(f, "0");
        }
        self.digits[1..].iter().try_for_each(|d| write!(f, "{d}"))
    }
}

impl OctalCode {
    /// The largest removal k (the last nonzero digit's place).
    pub fn max_take(&self) -> usize {
        self.digits.len() - 1
    }

    /// The moves of a heap as the rare/common engine reads them.
    pub fn engine_moves(&self) -> crate::rare_common::HeapMoves {
        crate::rare_common::HeapMoves::octal(&self.digits)
    }

    /// The values of heaps 0, 1, …, `len` − 1 by the definition.
    ///
    /// ```
    /// use wythoff::octal::OctalCode;
    /// let kayles: OctalCode = "0.77".parse().unwrap();
    /// assert_eq!(kayles.values(12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    /// ```
    pub fn values(&self, len: usize) -> Vec<u32> {
        self.values_within(len, &mut Work::unlimited())
    }

    /// [`values`](Self::values), stopping when `work` runs out (a step is one
    /// split tried): the values of heaps 0..m for some m ≤ len.
    pub fn values_within(&self, len: usize, work: &mut Work) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        let mut marks = Marks::default();
        let mut largest = 0u32;
        for n in 0..len {
            if work.spent() {
                break;
            }
            marks.reset(largest);
            self.mark_small(n, &g, &mut marks);
            let mut steps = 1;
            for (i, &d) in self.digits.iter().enumerate().take(n + 1) {
                let rest = n - i;
                if d & 4 != 0 && rest >= 2 {
                    for x in 1..=rest / 2 {
                        marks.mark(g[x] ^ g[rest - x]);
                    }
                    steps += rest as u64 / 2;
                }
            }
            work.charge(steps);
            let v = marks.mex();
            largest = largest.max(v);
            g.push(v);
        }
        g
    }

    /// Marks the values of heap n's moves that leave nothing or one heap.
    fn mark_small(&self, n: usize, g: &[u32], marks: &mut Marks) {
        for (i, &d) in self.digits.iter().enumerate().take(n + 1) {
            let rest = n - i;
            if d & 1 != 0 && rest == 0 {
                marks.mark(0);
            }
            if d & 2 != 0 && rest >= 1 {
                marks.mark(g[rest]);
            }
        }
    }
}

/// A budget of elementary steps (a split tried, in either method): a
/// computation charges each heap's steps after it and stops before the next
/// heap once the budget is spent, keeping the values so far (so it overshoots
/// by at most one heap's steps).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work {
    /// The steps left.
    pub left: u64,
}

impl Work {
    /// No bound.
    pub fn unlimited() -> Work {
        Work { left: u64::MAX }
    }

    /// `steps` steps.
    pub fn new(steps: u64) -> Work {
        Work { left: steps }
    }

    /// Takes `steps` from the budget; stops here if the computation is
    /// cancelled ([`crate::cancel`]: charges come once a heap).
    pub fn charge(&mut self, steps: u64) {
        crate::cancel::check();
        self.left = self.left.saturating_sub(steps);
    }

    /// Is nothing left?
    pub fn spent(&self) -> bool {
        self.left == 0
    }
}

/// A set of values as bits, sized so that every XOR of two values up to the
/// largest so far fits (below the next power of two), with a word to spare.
#[derive(Default)]
pub(crate) struct Marks(Vec<u64>);

impl Marks {
    /// Empty, for values up to `largest` and their XORs.
    pub(crate) fn reset(&mut self, largest: u32) {
        self.0.clear();
        self.0.resize(((largest as usize + 1).next_power_of_two()).div_ceil(64) + 1, 0);
    }

    pub(crate) fn mark(&mut self, v: u32) {
        self.0[v as usize / 64] |= 1 << (v % 64);
    }

    /// The least value not marked.
    pub(crate) fn mex(&self) -> u32 {
        let w = self.0.iter().position(|&w| w != !0).expect("a word to spare");
        (w * 64) as u32 + (!self.0[w]).trailing_zeros()
    }
}

/// A split of sizes into a "sparse" class and the rest (Winning Ways ch. 4,
/// "Sparse space spells speed"; Flammenkamp's pages): position x with value
/// G(x) is sparse when parity(G(x) & mask), plus parity(x) if `domain`, plus
/// `flip`, is 1. Since parity(G(a) ⊕ G(b) & mask) = parity(G(a) & mask) ⊕
/// parity(G(b) & mask), a split a + b = r reaches a value v with parity(v &
/// mask) ⊕ (parity(r) if `domain`) = 1 only with one part in each class, so
/// only through a sparse part. A good choice makes the sparse positions few;
/// any choice gives the same values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SparseSpace {
    /// The bits whose parity is taken.
    pub mask: u32,
    /// Whether the position's parity counts too.
    pub domain: bool,
    /// Which class is the sparse one.
    pub flip: bool,
}

impl SparseSpace {
    /// Is position x with value v in the sparse class?
    pub fn sparse(&self, x: usize, v: u32) -> bool {
        ((v & self.mask).count_ones() % 2 == 1) ^ (self.domain && x % 2 == 1) ^ self.flip
    }

    /// Does every split of `rest` that reaches v have exactly one sparse part?
    pub fn through_sparse(&self, rest: usize, v: u32) -> bool {
        ((v & self.mask).count_ones() % 2 == 1) ^ (self.domain && rest % 2 == 1)
    }

    /// The choice (masks up to the values' bit length, both kinds, both
    /// classes) leaving the fewest sparse positions in the second half of
    /// `values`: a guess for the speed, never for the answer.
    pub fn choose(values: &[u32]) -> SparseSpace {
        // The masks go up to the largest value of all; the counts are the
        // second half's.
        let top = values.iter().max().copied().unwrap_or(0) as usize;
        let mut counts = [vec![0; top + 1], vec![0; top + 1]];
        for (x, &v) in values.iter().enumerate().skip(values.len() / 2) {
            counts[x % 2][v as usize] += 1;
        }
        SparseSpace::from_counts(&counts)
    }
}

/// The values of heaps 0..len, the same as [`OctalCode::values`], by the
/// rare/common engine with `space` throughout ([`crate::rare_common`]): any
/// space gives the same values, a good one few sparse positions. Also returns
/// the sparse positions (≥ 1).
///
/// ```
/// use wythoff::octal::{values_sparse, OctalCode, SparseSpace};
/// let code: OctalCode = "0.16".parse().unwrap();
/// let space = SparseSpace { mask: 1, domain: false, flip: true };
/// assert_eq!(values_sparse(&code, 3000, space).0, code.values(3000));
/// ```
pub fn values_sparse(code: &OctalCode, len: usize, space: SparseSpace) -> (Vec<u32>, Vec<usize>) {
    let mut engine = Engine::with_space(code.engine_moves(), space, true);
    match engine.run(len, &mut Work::unlimited()) {
        Err(_) => (code.values(len), Vec::new()),
        Ok(()) => (widen(engine.values()), engine.sparse_positions().to_vec()),
    }
}

/// The engine's values as the library gives them.
fn widen(values: &[u16]) -> Vec<u32> {
    values.iter().map(|&v| v.into()).collect()
}

/// A move: from the heap at index `heap` (of size n), remove `take` tokens and
/// leave `parts`: none, one heap, or two (smaller first), summing to n − take.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OctalMove {
    /// Which heap (its index in the position).
    pub heap: usize,
    /// How many tokens are removed.
    pub take: u64,
    /// What is left of the heap.
    pub parts: Vec<u64>,
}

impl OctalCode {
    /// Calls `f(take, parts)` for every move from a heap of size n, by take,
    /// then parts (none, one, then two by the smaller part).
    pub fn each_move(&self, n: u64, f: &mut dyn FnMut(u64, &[u64])) {
        for (i, &d) in self.digits.iter().enumerate() {
            let take = i as u64;
            if take > n {
                break;
            }
            let rest = n - take;
            if d & 1 != 0 && rest == 0 {
                f(take, &[]);
            }
            if d & 2 != 0 && rest >= 1 {
                f(take, &[rest]);
            }
            if d & 4 != 0 && rest >= 2 {
                for x in 1..=rest / 2 {
                    f(take, &[x, rest - x]);
                }
            }
        }
    }

    /// Every move from a heap of size n, by take, then parts (none, one, then
    /// two by the smaller part), with the value it leaves (the parts' XOR).
    pub fn heap_moves(&self, n: u64, value: impl Fn(u64) -> u32) -> Vec<(u64, Vec<u64>, u32)> {
        let mut moves = Vec::new();
        self.each_move(n, &mut |take, parts| {
            moves.push((take, parts.to_vec(), parts.iter().fold(0, |x, &p| x ^ value(p))))
        });
        moves
    }

    /// Is removing `take` from a heap of n and leaving `parts` one move?
    pub fn allows(&self, n: u64, take: u64, parts: &[u64]) -> bool {
        let Some(&d) = usize::try_from(take).ok().and_then(|t| self.digits.get(t)) else {
            return false;
        };
        let sum = parts.iter().try_fold(take, |s, &p| s.checked_add(p));
        let whole = sum == Some(n) && parts.iter().all(|&p| p >= 1);
        match parts.len() {
            0 => d & 1 != 0 && whole,
            1 => d & 2 != 0 && whole,
            2 => d & 4 != 0 && whole,
            _ => false,
        }
    }
}

/// Every winning move from the position `heaps` (normal play): the moves to a
/// position whose heaps' values XOR to 0, by heap, then as
/// [`OctalCode::heap_moves`] lists them. `value(n)` is G(n) for every n up to
/// the largest heap.
///
/// ```
/// use wythoff::octal::{winning_moves, OctalCode};
/// let kayles: OctalCode = "0.77".parse().unwrap();
/// let g = kayles.values(10);
/// // G(4) = 1, G(5) = 4: to 4 + 4, 1 + 3 + 4 or 2 + 2 + 4 … (value 1 ⊕ 1, 1 ⊕ 3 ⊕ 2, …).
/// let moves = winning_moves(&kayles, |n| g[n as usize], &[4, 5]);
/// assert!(moves.iter().all(|m| m.heap == 1));
/// assert_eq!(moves[0].take, 1);
/// assert_eq!(moves[0].parts, [4]);
/// ```
pub fn winning_moves(code: &OctalCode, value: impl Fn(u64) -> u32, heaps: &[u64]) -> Vec<OctalMove> {
    let total = heaps.iter().fold(0, |x, &h| x ^ value(h));
    if total == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (heap, &n) in heaps.iter().enumerate() {
        let target = value(n) ^ total;
        for (take, parts, v) in code.heap_moves(n, &value) {
            if v == target {
                moves.push(OctalMove { heap, take, parts });
            }
        }
    }
    moves
}

/// A period proven by Guy and Smith's theorem (module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Certificate {
    /// The least preperiod and least period.
    pub period: Period,
    /// The values compared run up to this heap: G(n + p) = G(n) was checked for
    /// every n from max(preperiod, 1) to the theorem's bound 2n₀ + p + k − 1.
    pub checked_to: u64,
}

impl Certificate {
    /// Whether `values` satisfy the theorem's condition for this period (the
    /// check [`certify`] made).
    pub fn holds(&self, values: &[u32], max_take: usize) -> bool {
        let p = self.period.period as usize;
        let (n0, end) = window(self.period.preperiod as usize, p, max_take);
        self.checked_to as usize == end + p - 1
            && values.len() > end + p - 1
            && (n0..end).all(|n| values[n + p] == values[n])
    }
}

/// The n the theorem needs checked for period p from `preperiod` with largest
/// removal k: n₀ ≤ n < 2n₀ + p + k, n₀ = max(preperiod, 1) (module
/// documentation). The values compared run to heap end + p − 1.
fn window(preperiod: usize, p: usize, k: usize) -> (usize, usize) {
    let n0 = preperiod.max(1);
    (n0, 2 * n0 + p + k)
}

/// The least period of `values` (G(0), G(1), …) that the theorem proves for
/// `code`, with its least preperiod; None if no period is proven by these
/// values.
///
/// ```
/// use wythoff::octal::{certify, OctalCode};
/// let kayles: OctalCode = "0.77".parse().unwrap();
/// let c = certify(&kayles, &kayles.values(300)).unwrap();
/// assert_eq!((c.period.preperiod, c.period.period), (71, 12));
/// ```
pub fn certify(code: &OctalCode, values: &[u32]) -> Option<Certificate> {
    let (len, k) = (values.len(), code.max_take());
    (1..len).find_map(|p| {
        // One past the last n with G(n + p) ≠ G(n) among those computed.
        let preperiod =
            (0..len.saturating_sub(p)).rev().find(|&n| values[n + p] != values[n]).map_or(0, |n| n + 1);
        let last = window(preperiod, p, k).1 + p - 1;
        (last < len).then_some(Certificate {
            period: Period { preperiod: preperiod as u64, period: p as u64 },
            checked_to: last as u64,
        })
    })
}

/// The values of heaps 0..n with n doubled from 64 until [`certify`] proves a
/// period or n reaches `limit`: the values computed, and the certificate if
/// one was found (without it, only the values computed are known).
///
/// ```
/// use wythoff::octal::{certified, OctalCode};
/// let dawson: OctalCode = "0.07".parse().unwrap();
/// let (values, found) = certified(&dawson, 1 << 12);
/// let found = found.unwrap();
/// assert_eq!((found.period.preperiod, found.period.period), (53, 34));
/// assert!(values.len() as u64 > found.checked_to);
/// ```
pub fn certified(code: &OctalCode, limit: usize) -> (Vec<u32>, Option<Certificate>) {
    certified_within(code, limit, &mut Work::unlimited())
}

/// [`certified`] within `work`: it also stops where the budget runs out,
/// with the values computed so far.
/// The values of heaps 0..m for some m ≤ len (m < len only where `work` ran
/// out), by the rare/common engine; by the definition after a value too wide
/// for it.
fn values_fast(code: &OctalCode, len: usize, work: &mut Work) -> Vec<u32> {
    let mut engine = Engine::new(code.engine_moves());
    match engine.run(len, work) {
        Err(Stopped::Wide(_)) => code.values_within(len, work),
        _ => widen(engine.values()),
    }
}

fn certified_within(code: &OctalCode, limit: usize, work: &mut Work) -> (Vec<u32>, Option<Certificate>) {
    let mut n = 64.min(limit);
    loop {
        let values = code.values_within(n, work);
        let found = certify(code, &values);
        if found.is_some() || values.len() < n || n >= limit {
            return (values, found);
        }
        n = (2 * n).min(limit);
    }
}

/// The values of heaps 0..n with n raised until [`certify`] proves a period,
/// n reaches `limit` or `work` runs out: by the rare/common engine
/// ([`crate::rare_common`]), which goes on from where it stopped, doubling n
/// from 64 up to 2^14 and then four times as many values a round. (A value
/// above 65,535, too wide for the engine, sends the search to the definition,
/// [`certified`].)
///
/// ```
/// use wythoff::octal::{search, OctalCode, Work};
/// let code: OctalCode = "0.6".parse().unwrap();
/// let (values, found) = search(&code, 1000, &mut Work::unlimited());
/// assert_eq!((values.len(), found), (1000, None)); // 0.6: no period known
/// let (few, _) = search(&code, 1000, &mut Work::new(10_000));
/// assert!(few.len() < 1000 && few[..] == values[..few.len()]);
/// ```
pub fn search(code: &OctalCode, limit: usize, work: &mut Work) -> (Vec<u32>, Option<Certificate>) {
    let found = survey(code, limit, work);
    (found.values, found.certificate)
}

/// What [`survey`] found about a code: [`search`]'s values and certificate,
/// with the engine's space at the end, for an atlas.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Survey {
    /// G(0), G(1), … as far as computed.
    pub values: Vec<u32>,
    /// The period proven, if one was.
    pub certificate: Option<Certificate>,
    /// The space the engine ended in and how many sparse positions it has
    /// among the values (None if a value too wide sent the search to the
    /// definition).
    pub space: Option<(SparseSpace, usize)>,
}

/// [`search`], saying also which space the engine ended in.
///
/// ```
/// use wythoff::octal::{survey, OctalCode, Work};
/// let found = survey(&"0.161".parse::<OctalCode>().unwrap(), 1 << 14, &mut Work::unlimited());
/// let (space, sparse) = found.space.unwrap();
/// assert_eq!((found.values.len(), found.certificate, space.mask), (1 << 14, None, 254));
/// assert!(sparse < 500); // 0.161's rare values
/// ```
pub fn survey(code: &OctalCode, limit: usize, work: &mut Work) -> Survey {
    let mut engine = Engine::new(code.engine_moves());
    let mut n = 64.min(limit);
    loop {
        let ran = engine.run(n, work);
        if let Err(Stopped::Wide(_)) = ran {
            let (values, certificate) = certified_within(code, limit, work);
            return Survey { values, certificate, space: None };
        }
        let values = widen(engine.values());
        let certificate = certify(code, &values);
        if certificate.is_some() || ran.is_err() || n >= limit {
            return Survey { values, certificate, space: Some((engine.space(), engine.sparse_count())) };
        }
        n = if n < 1 << 14 { 2 * n } else { 4 * n }.min(limit);
    }
}

/// An octal game's heaps, for [`crate::take_and_break::TakeBreak`]: the code,
/// the values computed, and the period proven from them if one was (then every
/// heap's value is known; otherwise only those computed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Octal {
    /// The code.
    pub code: OctalCode,
    values: Vec<u32>,
    certificate: Option<Certificate>,
    /// Did the step budget stop the search (before `limit` values)?
    stopped: bool,
    /// Where the period was proven, when not here ([`Octal::with_period`]).
    proven_in: Option<&'static str>,
}

impl Octal {
    /// The code's values searched for a period up to `limit` values within
    /// `work` steps ([`search`]).
    pub fn search(code: OctalCode, limit: usize, work: Work) -> Octal {
        let mut work = work;
        let found = survey(&code, limit, &mut work);
        Octal::surveyed(code, found, limit)
    }

    /// The heaps of what [`survey`] found for `code` up to `limit` values (a
    /// search made elsewhere, as an atlas's recheck makes it).
    pub fn surveyed(code: OctalCode, found: Survey, limit: usize) -> Octal {
        let Survey { values, certificate, .. } = found;
        let stopped = certificate.is_none() && values.len() < limit;
        Octal { code, values, certificate, stopped, proven_in: None }
    }

    /// The heaps of a period proven elsewhere (`proven_in` says when, as the
    /// answers' reason goes on after "checked to heap N": the building of an
    /// atlas by [`survey`]), with the values through its first period
    /// computed here by the rare/common engine within `work`: None if they
    /// could not be (the steps ran out).
    ///
    /// The period then answers every heap from the preperiod + period values
    /// alone, where proving it needs about twice as many (Guy and Smith's
    /// bound 2n₀ + p + k − 1).
    ///
    /// ```
    /// use wythoff::octal::{search, Octal, OctalCode, Work};
    /// use wythoff::take_and_break::HeapRule;
    /// let code: OctalCode = "0.07".parse().unwrap();
    /// let (_, proof) = search(&code, 1 << 10, &mut Work::unlimited());
    /// let values = code.values(200);
    /// let dawson = Octal::with_period(code, proof.unwrap(), "when a table was made", &mut Work::unlimited()).unwrap();
    /// assert_eq!(dawson.values(), &values[..53 + 34]);
    /// let n: u64 = 1 << 40;
    /// assert_eq!(dawson.value_u64(n), Some(values[(53 + (n - 53) % 34) as usize].into()));
    /// assert!(dawson.source().ends_with("checked to heap 175 when a table was made; the values through its first period computed here"));
    /// ```
    pub fn with_period(
        code: OctalCode,
        certificate: Certificate,
        proven_in: &'static str,
        work: &mut Work,
    ) -> Option<Octal> {
        let len = usize::try_from(certificate.period.preperiod + certificate.period.period).ok()?;
        let values = values_fast(&code, len, work);
        (values.len() == len).then_some(Octal {
            code,
            values,
            certificate: Some(certificate),
            stopped: false,
            proven_in: Some(proven_in),
        })
    }

    /// Did the step budget stop the search before the values asked for?
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// The values computed, G(0), G(1), ….
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The period proven, if one was.
    pub fn certificate(&self) -> Option<Certificate> {
        self.certificate
    }

    /// Where heap n's value is read: n itself within the values computed, else
    /// its place in the first period.
    fn place(&self, n: &Natural) -> Option<usize> {
        if let Some(i) = usize::try_from(n).ok().filter(|&i| i < self.values.len()) {
            return Some(i);
        }
        let c = self.certificate?;
        let (pre, p) = (Natural::from(c.period.preperiod), Natural::from(c.period.period));
        let offset = usize::try_from(&((n - &pre) % p)).expect("below the period");
        Some(c.period.preperiod as usize + offset)
    }
}

impl crate::take_and_break::HeapRule for Octal {
    fn name(&self) -> &'static str {
        "octal"
    }

    fn parameters(&self) -> Vec<(&'static str, crate::game::Parameter)> {
        vec![("code", crate::game::Parameter::Text(self.code.to_string()))]
    }

    fn each_move(&self, n: u64, f: &mut dyn FnMut(u64, &[u64])) {
        self.code.each_move(n, f)
    }

    fn move_reach(&self) -> Option<u64> {
        crate::misere::HeapOptions::move_reach(&self.code)
    }

    fn allows(&self, n: u64, take: u64, parts: &[u64]) -> bool {
        self.code.allows(n, take, parts)
    }

    fn value_u64(&self, n: u64) -> Option<u64> {
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Some(v.into());
        }
        let c = self.certificate?;
        let (pre, p) = (c.period.preperiod, c.period.period);
        Some(self.values[(pre + (n - pre) % p) as usize].into())
    }

    fn value(&self, n: &Natural) -> Option<Natural> {
        self.place(n).map(|i| Natural::from(self.values[i]))
    }

    fn stopped(&self) -> bool {
        self.stopped
    }

    fn source(&self) -> String {
        match self.certificate {
            Some(c) => format!(
                "the values of {} repeat with period {} from heap {}, proven by Guy and Smith's theorem, checked to heap {}{}",
                self.code,
                c.period.period,
                c.period.preperiod,
                c.checked_to,
                match self.proven_in {
                    Some(when) => format!(" {when}; the values through its first period computed here"),
                    None => String::new(),
                }
            ),
            None => format!(
                "the values of {} computed for heaps 0 to {}{}; no period is proven there",
                self.code,
                self.values.len().saturating_sub(1),
                if self.stopped { " (where the step limit stopped the search)" } else { "" }
            ),
        }
    }

    fn origin(&self) -> Said {
        let code = ("code", Arg::Notation(self.code.to_string()));
        match self.certificate {
            Some(c) => Said {
                kind: "octal_period_proven",
                args: vec![
                    code,
                    ("period", Arg::number(c.period.period)),
                    ("preperiod", Arg::number(c.period.preperiod)),
                    ("checked_to", Arg::number(c.checked_to)),
                    // The one period proven elsewhere is the atlas's.
                    ("in_atlas", Arg::yes(self.proven_in.is_some())),
                ],
            },
            None => Said {
                kind: "octal_values_computed",
                args: vec![
                    code,
                    ("last", Arg::number(self.values.len().saturating_sub(1) as u64)),
                    ("stopped", Arg::yes(self.stopped)),
                ],
            },
        }
    }
}

#[cfg(test)]
mod tests;

/// A heap's moves for its misère canonical forms, read from the code alone.
impl crate::misere::HeapOptions for OctalCode {
    fn heap_options(&self, n: u64, f: &mut dyn FnMut(&[u64])) {
        self.each_move(n, &mut |_, parts| f(parts));
    }

    fn move_reach(&self) -> Option<u64> {
        Some(self.digits.len() as u64 - 1)
    }
}
