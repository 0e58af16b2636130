//! Subtraction games with any finite subtraction set S, normal and misère.
//!
//! **Rule.** One heap of n objects; a move takes s objects for some s ∈ S with
//! s ≤ n. Normal play: whoever moves last wins. Misère play: whoever moves last
//! loses (so a player who cannot move wins).
//!
//! **Theorem** (Sprague 1935–36, Grundy 1939). The Sprague–Grundy value is
//! G(n) = mex{G(n − s) : s ∈ S, s ≤ n}, and n is a P-position iff G(n) = 0. In
//! misère play the outcome sequence is computed directly: n is a P-position iff it
//! has a move and every move leads to an N-position.
//!
//! **Periodicity, certified.** With m = max(S), for n ≥ m the value at n depends only
//! on the m values before it. So if the m values starting at i equal the m values
//! starting at j > i, the sequence repeats with period j − i from i on (by induction).
//! Such a repeat must occur within (|S|+1)^m + m values (pigeonhole), so every
//! subtraction game is eventually periodic; [`Sequence::compute`] looks for the first
//! repeated window, then shrinks the period to the least one (every eventual period
//! is a multiple of the least) and the preperiod to the least one. No finite prefix
//! is ever called periodic without such a repeated window.
//!
//! **Speed.** The mex is taken on machine words: for each value v a bit window of
//! where v occurred lately, shifted lazily; bit s set means G(n − s) = v, so v is
//! excluded at n iff window & S-mask ≠ 0. Each step costs O(mex + 1) word operations,
//! not O(|S|) memory reads (sets with max(S) ≤ 127; larger sets use the direct loop).
//!
//! References: R. P. Sprague, *Über mathematische Kampfspiele*, Tôhoku Math. J. 41
//! (1935–36) 438–444; P. M. Grundy, *Mathematics and games*, Eureka 2 (1939) 6–8;
//! Berlekamp, Conway and Guy, *Winning Ways*, ch. 4 (subtraction games, periodicity).

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

use crate::game::{Arg, Explain, GameMove, HeapMove, ImpartialGame, Outcome, Parameter, Rule, number_args};
use crate::nat::Natural;

/// How many values a period search computes by default: 2^24. The command line
/// and the judge mode hdu1536 both use it.
pub const SEARCH_LIMIT: usize = 1 << 24;

/// max(S) as a `usize` (saturating: a larger maximum is beyond every limit anyway).
fn max_usize(set: &SubtractionSet) -> usize {
    usize::try_from(set.max()).unwrap_or(usize::MAX)
}

/// A finite set of positive integers, sorted, without repeats.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubtractionSet(Vec<u64>);

/// Why a list of numbers is not a subtraction set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetError {
    /// The set is empty.
    Empty,
    /// 0 is not a move.
    Zero,
    /// Too many elements for the value type (Grundy values are at most |S|).
    TooLarge,
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetError::Empty => write!(f, "the subtraction set is empty"),
            SetError::Zero => write!(f, "0 cannot be in a subtraction set (a move takes at least 1)"),
            SetError::TooLarge => write!(f, "the subtraction set has more than 65,535 elements"),
        }
    }
}

impl std::error::Error for SetError {}

impl SubtractionSet {
    /// The set of the given numbers (order and repeats do not matter).
    ///
    /// ```
    /// use wythoff::subtraction::SubtractionSet;
    /// assert_eq!(SubtractionSet::new(vec![8, 1, 7, 3, 3]).unwrap().elements(), [1, 3, 7, 8]);
    /// assert!(SubtractionSet::new(vec![0, 2]).is_err());
    /// ```
    pub fn new(mut elements: Vec<u64>) -> Result<Self, SetError> {
        elements.sort_unstable();
        elements.dedup();
        match elements.first() {
            None => Err(SetError::Empty),
            Some(0) => Err(SetError::Zero),
            _ if elements.len() > u16::MAX as usize => Err(SetError::TooLarge),
            _ => Ok(SubtractionSet(elements)),
        }
    }

    /// The elements, ascending.
    pub fn elements(&self) -> &[u64] {
        &self.0
    }

    /// The largest element.
    pub fn max(&self) -> u64 {
        *self.0.last().expect("nonempty")
    }
}

impl fmt::Display for SubtractionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(u64::to_string).collect();
        write!(f, "{{{}}}", parts.join(", "))
    }
}

/// The first `len` Sprague–Grundy values G(0), G(1), … of normal play.
///
/// Computed with the word-bitset mex ([`grundy_values_bitset`]) until a repeated
/// window of max(S) values certifies the period (checked at doubling checkpoints,
/// as in Brent's cycle detection), then completed by copying one period after
/// another: exactly the values the definition gives, usually at memory speed.
///
/// ```
/// use wythoff::subtraction::{grundy_values, SubtractionSet};
/// let s = SubtractionSet::new(vec![1, 3, 4]).unwrap();
/// assert_eq!(grundy_values(&s, 10), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// ```
pub fn grundy_values(set: &SubtractionSet, len: usize) -> Vec<u16> {
    let m = max_usize(set);
    if m > 127 {
        let mut seen = Vec::new();
        return extend_until_periodic(m, len, |values, n| direct_mex(set, values, n, &mut seen));
    }
    let mut mex = BitsetMex::new(set);
    extend_until_periodic(m, len, |_, n| mex.next(n))
}

/// The same values by the word-bitset mex alone, without the period shortcut (for
/// benchmarks and tests).
pub fn grundy_values_bitset(set: &SubtractionSet, len: usize) -> Vec<u16> {
    if set.max() > 127 {
        return grundy_values_direct(set, len);
    }
    let mut mex = BitsetMex::new(set);
    (0..len).map(|n| mex.next(n)).collect()
}

/// The mex on machine words: `window[v]` bit j says G(time[v] − j) = v, shifted
/// up to the present only when looked at.
struct BitsetMex {
    mask: u128,
    window: Vec<u128>,
    time: Vec<usize>,
}

impl BitsetMex {
    fn new(set: &SubtractionSet) -> Self {
        let mask = set.0.iter().fold(0u128, |m, &s| m | 1 << s);
        let count = set.0.len() + 2;
        BitsetMex { mask, window: vec![0; count], time: vec![0; count] }
    }

    /// G(n), given that G(0..n) were produced by this value in order.
    #[inline]
    fn next(&mut self, n: usize) -> u16 {
        let at = |w: u128, t: usize| if n - t >= 128 { 0 } else { w << (n - t) };
        let mut g = 0;
        while at(self.window[g], self.time[g]) & self.mask != 0 {
            g += 1;
        }
        self.window[g] = at(self.window[g], self.time[g]) | 1;
        self.time[g] = n;
        g as u16
    }
}

fn direct_mex(set: &SubtractionSet, values: &[u16], n: usize, seen: &mut Vec<bool>) -> u16 {
    seen.resize(set.0.len() + 2, false);
    seen.fill(false);
    for &s in set.0.iter().take_while(|&&s| s as usize <= n) {
        seen[values[n - s as usize] as usize] = true;
    }
    seen.iter().position(|&s| !s).expect("mex exists") as u16
}

/// Produces `len` values with `next(values so far, n)`, where for n ≥ m the value
/// at n depends only on the m values before it. A window of m values is saved at
/// doubling checkpoints; when a later window equals the saved one the sequence is
/// periodic from there (by induction), and the rest is copied.
fn extend_until_periodic(m: usize, len: usize, mut next: impl FnMut(&[u16], usize) -> u16) -> Vec<u16> {
    let m = m.max(1);
    let mut values: Vec<u16> = Vec::with_capacity(len);
    let mut checkpoint = 64.max(m);
    let mut saved: Option<(usize, u64)> = None;
    let mut window: Option<RollingHash> = None;
    while values.len() < len {
        let n = values.len();
        let v = next(&values, n);
        values.push(v);
        if n + 1 < m {
            continue;
        }
        let start = n + 1 - m; // the window values[start..=n]
        let hash = match window.as_mut() {
            None => window.insert(RollingHash::new(&values[start..])).hash,
            Some(w) => {
                w.slide(values[start - 1], v);
                w.hash
            }
        };
        if start == checkpoint {
            saved = Some((start, hash));
            checkpoint *= 2;
        } else if let Some((p, saved_hash)) = saved
            && hash == saved_hash
            && values[start..] == values[p..p + m]
        {
            // values[i] = values[i − period] for i ≥ p + period, so also
            // values[i − block] for any multiple `block` of the period that
            // stays at or above p: copy doubling blocks.
            let period = start - p;
            while values.len() < len {
                let cur = values.len();
                let block = (cur - p) / period * period;
                let take = block.min(len - cur);
                values.extend_from_within(cur - block..cur - block + take);
            }
        }
    }
    values
}

/// The same values by the definition, one memory read per element of S: the peer
/// of [`grundy_values`] in benchmarks and tests, and the path for max(S) > 127.
pub fn grundy_values_direct(set: &SubtractionSet, len: usize) -> Vec<u16> {
    let mut values: Vec<u16> = Vec::with_capacity(len);
    let mut seen = Vec::new();
    for n in 0..len {
        if n.is_multiple_of(4096) {
            crate::cancel::check();
        }
        let g = direct_mex(set, &values, n, &mut seen);
        values.push(g);
    }
    values
}

/// The first `len` misère outcomes, as 0 for a P-position and 1 for an
/// N-position (so that, as with Grundy values, 0 means "the player to move loses").
///
/// ```
/// use wythoff::subtraction::{misere_values, SubtractionSet};
/// // Take 1, 3, 7 or 8; whoever takes the last ball loses.
/// let s = SubtractionSet::new(vec![1, 3, 7, 8]).unwrap();
/// assert_eq!(misere_values(&s, 8), [1, 0, 1, 0, 1, 0, 1, 0]);
/// ```
pub fn misere_values(set: &SubtractionSet, len: usize) -> Vec<u16> {
    let min = set.0[0] as usize;
    extend_until_periodic(max_usize(set), len, |values, n| {
        let to_p = set.0.iter().take_while(|&&s| s as usize <= n).any(|&s| values[n - s as usize] == 0);
        if n >= min && !to_p { 0 } else { 1 }
    })
}

/// An eventual period: the value at n + period equals the value at n for every
/// n ≥ preperiod.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// The least such start.
    pub preperiod: u64,
    /// The least such period.
    pub period: u64,
}

impl Period {
    /// Where n falls in the first period: preperiod + (n − preperiod) mod period,
    /// for n ≥ preperiod. The value at n is the value at that index.
    pub fn index(&self, n: &Natural) -> u64 {
        let offset = (n - self.preperiod) % Natural::from(self.period);
        self.preperiod + u64::try_from(&offset).expect("below the period")
    }
}

/// A subtraction game's value sequence (Grundy values in normal play, outcomes in
/// misère play), with its certified period where one was found.
#[derive(Clone, Debug)]
pub struct Sequence {
    /// The set.
    pub set: SubtractionSet,
    /// The rule.
    pub rule: Rule,
    /// The values computed (with a period, at least preperiod + period + max(S)
    /// of them).
    pub values: Vec<u16>,
    /// The least preperiod and period, if certified; without it only the values
    /// computed are known.
    pub period: Option<Period>,
}

/// No repeated window was found within the limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoPeriodWithin(pub usize);

impl fmt::Display for NoPeriodWithin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no repeated window found in the first {} values; the period is longer (raise the limit)",
            self.0
        )
    }
}

impl std::error::Error for NoPeriodWithin {}

impl Sequence {
    /// Computes values until a repeated window of max(S) values certifies the
    /// period, looking at no more than `limit` values.
    ///
    /// ```
    /// use wythoff::{game::Rule, subtraction::{Sequence, SubtractionSet}};
    /// let s = SubtractionSet::new(vec![1, 3, 7, 8]).unwrap();
    /// let seq = Sequence::compute(&s, Rule::Misere, 1 << 20).unwrap();
    /// let period = seq.period.unwrap();
    /// assert_eq!((period.preperiod, period.period), (0, 15));
    /// ```
    pub fn compute(set: &SubtractionSet, rule: Rule, limit: usize) -> Result<Sequence, NoPeriodWithin> {
        let m = max_usize(set);
        if m >= limit / 2 {
            // Two windows of max(S) values cannot fit: no period can be certified.
            return Err(NoPeriodWithin(limit));
        }
        let mut len = m.saturating_mul(4).saturating_add(64).min(limit);
        loop {
            let values = match rule {
                Rule::Normal => grundy_values(set, len),
                Rule::Misere => misere_values(set, len),
            };
            if let Some(period) = certified_period(&values, m) {
                return Ok(Sequence { set: set.clone(), rule, values, period: Some(period) });
            }
            if len >= limit {
                return Err(NoPeriodWithin(len));
            }
            len = len.saturating_mul(4).min(limit);
        }
    }

    /// The first `len` values by the definition alone, with no period.
    ///
    /// ```
    /// use wythoff::{game::Rule, subtraction::{Sequence, SubtractionSet}};
    /// let seq = Sequence::direct(&SubtractionSet::new(vec![2, 5]).unwrap(), Rule::Normal, 8);
    /// assert_eq!((seq.values, seq.period), (vec![0, 0, 1, 1, 0, 2, 1, 0], None));
    /// ```
    pub fn direct(set: &SubtractionSet, rule: Rule, len: usize) -> Sequence {
        let values = match rule {
            Rule::Normal => grundy_values(set, len),
            Rule::Misere => misere_values(set, len),
        };
        Sequence { set: set.clone(), rule, values, period: None }
    }

    /// The value at n: any n where the period is certified, else n below the
    /// values computed.
    ///
    /// # Panics
    ///
    /// Beyond the values computed when there is no period.
    ///
    /// ```
    /// use wythoff::{game::Rule, nat::Natural, subtraction::{Sequence, SubtractionSet}};
    /// let seq = Sequence::compute(&SubtractionSet::new(vec![1, 2]).unwrap(), Rule::Normal, 1000).unwrap();
    /// let n: Natural = "1000000000000000000000000000000".parse().unwrap(); // 10^30 ≡ 1 (mod 3)
    /// assert_eq!(seq.value(&n), 1);
    /// ```
    pub fn value(&self, n: &Natural) -> u16 {
        if let Ok(i) = usize::try_from(n)
            && i < self.values.len()
        {
            return self.values[i];
        }
        let period = self.period.expect("a value beyond those computed needs the certified period");
        self.values[period.index(n) as usize]
    }

    /// The value at n, for n in machine words (as [`value`](Self::value)).
    pub fn value_at(&self, n: u64) -> u16 {
        match usize::try_from(n) {
            Ok(i) if i < self.values.len() => self.values[i],
            _ => self.value(&Natural::from(n)),
        }
    }

    /// Is n beyond the values computed, so that its value comes through the
    /// period?
    pub fn is_through_period(&self, n: &Natural) -> bool {
        *n >= Natural::from(self.values.len())
    }
}

/// The least preperiod and period certified by the first repeated window of `m`
/// values in `values`, if there is one.
pub fn certified_period(values: &[u16], m: usize) -> Option<Period> {
    let m = m.max(1);
    if values.len() < m {
        return None;
    }
    // Windows are bucketed by a rolling polynomial hash and compared in full only
    // when the hashes agree, so the search is linear in the number of values.
    let mut windows = RollingHash::new(&values[..m]);
    let mut first_at: HashMap<u64, usize> = HashMap::new();
    for start in 0..=values.len() - m {
        if start > 0 {
            windows.slide(values[start - 1], values[start + m - 1]);
        }
        let i = *first_at.entry(windows.hash).or_insert(start);
        if i == start || values[i..i + m] != values[start..start + m] {
            continue;
        }
        let (p0, q0) = (i, start - i);
        // Beyond the computed values the sequence is known through (p0, q0).
        let get = |n: usize| if n < values.len() { values[n] } else { values[p0 + (n - p0) % q0] };
        let period =
            (1..=q0).find(|d| q0 % d == 0 && (p0..p0 + q0).all(|n| get(n) == get(n + d))).expect("q0 works");
        let mut preperiod = p0;
        while preperiod > 0 && get(preperiod - 1) == get(preperiod - 1 + period) {
            preperiod -= 1;
        }
        return Some(Period { preperiod: preperiod as u64, period: period as u64 });
    }
    None
}

/// A polynomial hash of a window of values, slid one value at a time (wrapping
/// arithmetic; equal windows have equal hashes, the converse is checked).
struct RollingHash {
    hash: u64,
    /// BASE^(m−1), to remove the value leaving the window.
    top: u64,
}

impl RollingHash {
    const BASE: u64 = 0x100_0000_01b3;

    fn new(window: &[u16]) -> Self {
        let hash = window.iter().fold(0u64, |h, &v| h.wrapping_mul(Self::BASE).wrapping_add(v as u64 + 1));
        let top = (1..window.len()).fold(1u64, |t, _| t.wrapping_mul(Self::BASE));
        RollingHash { hash, top }
    }

    fn slide(&mut self, out: u16, into: u16) {
        let without = self.hash.wrapping_sub((out as u64 + 1).wrapping_mul(self.top));
        self.hash = without.wrapping_mul(Self::BASE).wrapping_add(into as u64 + 1);
    }
}

/// A move: take an element of S, leaving the rest.
pub type Move = HeapMove;

/// How a value beyond those computed was found: through the certified period.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Through {
    /// The index in the first period with the same value: n ≡ index (mod period)
    /// and preperiod ≤ index < preperiod + period.
    pub index: u64,
    /// The certified period.
    pub period: Period,
}

/// Why a heap of a subtraction game has its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// The heap n.
    pub n: Natural,
    /// The play rule.
    pub rule: Rule,
    /// G(n) in normal play; in misère play 0 for P and 1 for N.
    pub value: u16,
    /// Where n is beyond the values computed: the index whose value it shares.
    pub through: Option<Through>,
    /// Misère play only: no move is possible from n (n < min(S)).
    pub no_move: bool,
}

impl Explain for Reason {
    fn kind(&self) -> &'static str {
        match (self.rule, self.no_move) {
            (Rule::Normal, _) => "subtraction_grundy",
            (Rule::Misere, true) => "subtraction_misere_no_move",
            (Rule::Misere, false) => "subtraction_misere_outcome",
        }
    }

    fn values(&self) -> Vec<(&'static str, Natural)> {
        let mut v = vec![("n", self.n.clone())];
        if self.rule == Rule::Normal {
            v.push(("grundy", Natural::from(self.value)));
        }
        if let Some(t) = self.through {
            v.push(("index", Natural::from(t.index)));
            v.push(("preperiod", Natural::from(t.period.preperiod)));
            v.push(("period", Natural::from(t.period.period)));
        }
        v
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let mut args = number_args(self.values());
        args.push(("outcome", Arg::Case(if self.value == 0 { "p" } else { "n" })));
        args.push(("through", Arg::yes(self.through.is_some())));
        args
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = &self.n;
        let outcome = if self.value == 0 { "P" } else { "N" };
        match (self.rule, self.no_move, self.through) {
            (Rule::Misere, true, _) => {
                write!(f, "no move is possible: the previous player made the last move and lost")
            }
            (Rule::Normal, _, None) => write!(f, "the Grundy value G({n}) = {}", self.value),
            (Rule::Misere, _, None) => {
                write!(f, "the misère outcome of {n}, computed from the rules, is {outcome}")
            }
            (rule, _, Some(Through { index, period: Period { preperiod, period } })) => {
                let what = if rule == Rule::Normal {
                    format!("G({n}) = G({index}) = {}", self.value)
                } else {
                    format!("{n} has the misère outcome of {index}, {outcome}")
                };
                let values = if rule == Rule::Normal { "Grundy values" } else { "outcomes" };
                write!(
                    f,
                    "{what}: the {values} repeat with period {period} from n = {preperiod}, and {n} ≡ {index} (mod {period})"
                )
            }
        }
    }
}

/// A subtraction game whose sequence has been analysed: answers for heaps of any
/// size.
///
/// ```
/// use wythoff::{game::{ImpartialGame, Outcome, Rule}, subtraction::{SubtractionGame, SubtractionSet}};
/// let set = SubtractionSet::new(vec![1, 3, 7, 8]).unwrap();
/// let game = SubtractionGame::new(&set, Rule::Misere, 1 << 20).unwrap();
/// assert_eq!(game.outcome(&10u8.into()), Outcome::N);
/// // From 10, taking 3 (to 7) or 7 (to 3) wins.
/// let takes: Vec<_> = game.winning_moves(&10u8.into()).into_iter().map(|m| m.take).collect();
/// assert_eq!(takes, [3u8.into(), 7u8.into()]);
/// let far: wythoff::Natural = "1000000000000000000000000000000".parse().unwrap();
/// assert_eq!(
///     game.reason(&far).to_string(),
///     "1000000000000000000000000000000 has the misère outcome of 10, N: the outcomes repeat \
///      with period 15 from n = 0, and 1000000000000000000000000000000 ≡ 10 (mod 15)"
/// );
/// ```
#[derive(Clone, Debug)]
pub struct SubtractionGame {
    /// The analysed sequence.
    pub sequence: Sequence,
}

impl SubtractionGame {
    /// Analyses the game (see [`Sequence::compute`]): its certified period, found
    /// within `limit` values, answers for heaps of any size.
    pub fn new(set: &SubtractionSet, rule: Rule, limit: usize) -> Result<Self, NoPeriodWithin> {
        Ok(SubtractionGame { sequence: Sequence::compute(set, rule, limit)? })
    }

    /// Analyses the game for heaps up to `n`: through the certified period if one
    /// is found within `limit` values, and otherwise, where n is below the limit,
    /// by computing the values up to n.
    ///
    /// ```
    /// use wythoff::{game::{ImpartialGame, Outcome, Rule}, subtraction::{SubtractionGame, SubtractionSet}};
    /// // max(S) = 2^62: no period can be certified, but a small heap is answered.
    /// let set = SubtractionSet::new(vec![1, 1 << 62]).unwrap();
    /// let game = SubtractionGame::for_heap(&set, Rule::Normal, 1 << 20, &5u8.into()).unwrap();
    /// assert_eq!(game.outcome(&5u8.into()), Outcome::N);
    /// assert!(game.sequence.period.is_none());
    /// ```
    pub fn for_heap(
        set: &SubtractionSet,
        rule: Rule,
        limit: usize,
        n: &Natural,
    ) -> Result<Self, NoPeriodWithin> {
        match Sequence::compute(set, rule, limit) {
            Ok(sequence) => Ok(SubtractionGame { sequence }),
            Err(e) => match usize::try_from(n) {
                Ok(i) if i < limit => Ok(SubtractionGame { sequence: Sequence::direct(set, rule, i + 1) }),
                _ => Err(e),
            },
        }
    }

    /// G(n) in normal play; in misère play 0 for P and 1 for N.
    pub fn value(&self, n: &Natural) -> u16 {
        self.sequence.value(n)
    }
}

impl ImpartialGame for SubtractionGame {
    /// The heap.
    type Position = Natural;
    type Move = Move;
    type Reason = Reason;

    fn name(&self) -> &'static str {
        "subtraction"
    }

    fn rule(&self) -> Rule {
        self.sequence.rule
    }

    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        let set = self.sequence.set.elements().iter().map(|&s| Natural::from(s)).collect();
        vec![("set", Parameter::Numbers(set))]
    }

    fn coordinates<'a>(&self, n: &'a Natural) -> Cow<'a, [Natural]> {
        Cow::Borrowed(std::slice::from_ref(n))
    }

    fn outcome(&self, n: &Natural) -> Outcome {
        Outcome::of(self.value(n) == 0)
    }

    fn winning_moves(&self, n: &Natural) -> Vec<Move> {
        let set = &self.sequence.set;
        set.0
            .iter()
            .filter(|&&s| Natural::from(s) <= *n)
            .map(|&s| Move { take: Natural::from(s), to: n - s })
            .filter(|m| self.value(&m.to) == 0)
            .collect()
    }

    fn reason(&self, n: &Natural) -> Reason {
        let seq = &self.sequence;
        let through = seq
            .period
            .filter(|_| seq.is_through_period(n))
            .map(|period| Through { index: period.index(n), period });
        let no_move = seq.rule == Rule::Misere && Natural::from(seq.set.elements()[0]) > *n;
        Reason { n: n.clone(), rule: seq.rule, value: self.value(n), through, no_move }
    }

    /// G(n), in normal play.
    fn grundy(&self, n: &Natural) -> Option<Natural> {
        (self.sequence.rule == Rule::Normal).then(|| Natural::from(self.value(n)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolling_hash_slides_to_the_hash_of_the_window() {
        let v: Vec<u16> = (0..500).map(|i| (i * 7 % 13) as u16).collect();
        let mut h = RollingHash::new(&v[..40]);
        for start in 1..=460 {
            h.slide(v[start - 1], v[start + 39]);
            assert_eq!(h.hash, RollingHash::new(&v[start..start + 40]).hash);
        }
    }

    #[test]
    fn long_windows_are_found_in_linear_time() {
        // S = {1000}: G is 0 for 1000 values, then 1 for 1000, period 2000. With
        // whole-window hashing this took minutes.
        let set = SubtractionSet::new(vec![1000]).unwrap();
        let seq = Sequence::compute(&set, Rule::Normal, 1 << 20).unwrap();
        let period = seq.period.unwrap();
        assert_eq!((period.preperiod, period.period), (0, 2000));
        let set = SubtractionSet::new(vec![3, 20_000, 50_000]).unwrap();
        assert!(Sequence::compute(&set, Rule::Normal, 1 << 21).is_ok());
    }

    #[test]
    fn a_maximum_beyond_the_limit_is_an_error_not_an_allocation() {
        let set = SubtractionSet::new(vec![1, u64::MAX]).unwrap();
        assert_eq!(Sequence::compute(&set, Rule::Normal, 1 << 20).unwrap_err(), NoPeriodWithin(1 << 20));
        assert!(Sequence::compute(&set, Rule::Misere, 0).is_err());
    }
}

/// A heap of a subtraction game as a component of a sum of games
/// ([`crate::sum`]): the game must be analysed in normal play, for heaps up to
/// this one (or with its period certified).
#[derive(Clone, Debug)]
pub struct Heap<'a> {
    /// The analysed game.
    pub game: &'a SubtractionGame,
    /// The heap.
    pub n: Natural,
}

impl crate::sum::Component for Heap<'_> {
    fn grundy(&self) -> Natural {
        Natural::from(self.game.value(&self.n))
    }

    fn moves_to_value(&self, target: &Natural) -> Vec<crate::sum::ComponentMove> {
        self.game
            .sequence
            .set
            .elements()
            .iter()
            .filter(|&&s| Natural::from(s) <= self.n)
            .map(|&s| Move { take: Natural::from(s), to: &self.n - s })
            .filter(|m| Natural::from(self.game.value(&m.to)) == *target)
            .map(|m| crate::sum::ComponentMove { said: m.said(), takes: m.takes(), to: vec![m.to.clone()] })
            .collect()
    }
}

/// A heap's moves for its misère canonical forms: take any element of the set
/// that fits.
impl crate::misere::HeapOptions for SubtractionSet {
    fn heap_options(&self, n: u64, f: &mut dyn FnMut(&[u64])) {
        for &s in self.elements().iter().take_while(|&&s| s <= n) {
            let left = [n - s];
            f(if s == n { &[] } else { &left });
        }
    }

    fn move_reach(&self) -> Option<u64> {
        self.elements().last().copied()
    }
}
