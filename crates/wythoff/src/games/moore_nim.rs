//! Moore's Nim_k: Nim where a move may take from several heaps at once.
//!
//! **Rule.** Several heaps; a move takes a positive number of objects from at
//! least one and at most k heaps (any amount from each). Normal play: whoever
//! takes the last object wins; misère play: whoever takes it loses. Nim_1 is Nim.
//!
//! **Theorem** (Moore 1910). In normal play a position is a P-position iff, for
//! every binary digit, the number of heaps with a 1 in that digit is divisible
//! by k + 1. In misère play the same holds unless every heap has at most one
//! object; then it is a P-position iff the number of heaps of one is 1 more than
//! a multiple of k + 1.
//!
//! *Why misère play differs so little.* A normal-play P-position with a heap of
//! two or more has at least k + 1 such heaps (the digit that makes the heap big
//! is counted a multiple of k + 1 times, and not 0 times), so a move, which
//! changes at most k heaps, leaves one; from heaps of at most one, a move takes
//! 1 to k heaps of one. With these two facts the misère P-positions above are
//! closed under the rule, and from every other position a move reaches one (as
//! in Bouton's argument for misère Nim). The tests check both forms against a
//! solver that knows only the rule.
//!
//! **Winning moves.** A move changes a set of at most k heaps; read the digits
//! from the top, a heap it changes keeps the digits it had until the first
//! digit where a 1 becomes 0, and is free below it. Each digit's count can
//! always be brought to a multiple of k + 1 with the heaps still free and at
//! most k changed in all, so every choice digit by digit ends in a winning
//! move: [`MooreNim::winning_moves`] lists them without a dead end, and stops at
//! [`MOVES_LISTED`] (a position can have a great many: any of the changed
//! heaps' lower digits are free).
//!
//! **Grundy values.** For k = 1 they are the nim-sum; for k ≥ 2 no closed form is
//! known, and [`grundy_values`] computes them by search over the positions
//! below, within [`GRUNDY_WORK`] moves examined.
//!
//! Reference: E. H. Moore, *A generalization of the game called Nim*, Annals of
//! Mathematics 11 (1910) 93–94; E. R. Berlekamp, J. H. Conway, R. K. Guy,
//! *Winning Ways for your Mathematical Plays*, 2nd ed., vol. 3, ch. 15.

use std::borrow::Cow;
use std::fmt;

use dashu_int::ops::BitTest;

use crate::game::{Arg, Explain, GameMove, ImpartialGame, Outcome, Parameter, Rule, Said, number_args};
use crate::nat::Natural;
use crate::sum::{Component, ComponentMove};

/// The most winning moves listed: where there are more, the first this many the
/// search finds are listed, and the reason says there are more.
pub const MOVES_LISTED: usize = 1000;

/// The most moves [`grundy_values`] examines (each move from each position of
/// the box below the heaps).
pub const GRUNDY_WORK: u64 = 50_000_000;

/// Moore's Nim_k under a play rule.
///
/// ```
/// use wythoff::game::{ImpartialGame, Outcome, Rule};
/// use wythoff::moore_nim::MooreNim;
/// let game = MooreNim { k: 2u8.into(), rule: Rule::Normal };
/// let heaps = |h: &[u8]| h.iter().map(|&x| x.into()).collect::<Vec<_>>();
/// // Digit 0 is 1 in three heaps, a multiple of k + 1 = 3: P.
/// assert_eq!(game.outcome(&heaps(&[1, 1, 1])), Outcome::P);
/// // Digits 0, 1 and 2 are each 1 in two heaps: N (it is P in Nim).
/// assert_eq!(game.outcome(&heaps(&[3, 5, 6])), Outcome::N);
/// assert_eq!(game.outcome(&heaps(&[7, 7, 7, 2, 2, 2])), Outcome::P);
/// let moves = game.winning_moves(&heaps(&[3, 5, 6]));
/// assert!(moves.iter().all(|m| m.changes.len() <= 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MooreNim {
    /// The most heaps one move takes from (at least 1).
    pub k: Natural,
    /// Normal or misère play.
    pub rule: Rule,
}

/// A move: each changed heap (counting from 0) with its size before and after.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The heaps it takes from, in order: (heap, from, to), to < from.
    pub changes: Vec<(usize, Natural, Natural)>,
}

impl fmt::Display for Move {
    /// "take 1 from heap 1, 2 from heap 3: 3 → 2, 7 → 5" (heaps counted from 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let takes: Vec<String> =
            self.changes.iter().map(|(i, from, to)| format!("{} from heap {}", from - to, i + 1)).collect();
        let sizes: Vec<String> = self.changes.iter().map(|(_, from, to)| format!("{from} → {to}")).collect();
        write!(f, "take {}: {}", takes.join(", "), sizes.join(", "))
    }
}

impl GameMove for Move {
    fn takes(&self) -> Vec<(usize, Natural)> {
        self.changes.iter().map(|(i, from, to)| (*i, from - to)).collect()
    }

    fn changes(&self) -> Vec<(usize, Natural)> {
        self.changes.iter().map(|(i, _, to)| (*i, to.clone())).collect()
    }

    fn said(&self) -> Said {
        let n = |x: Natural| Arg::Number(x);
        let takes = self.changes.iter().map(|(i, from, to)| {
            Said::new(
                "move_take_from_heap",
                vec![("take", n(from - to)), ("heap", Arg::number(*i as u64 + 1))],
            )
        });
        let sizes = self.changes.iter().map(|(_, from, to)| {
            Said::new("move_size", vec![("from", n(from.clone())), ("to", n(to.clone()))])
        });
        let list = |saids: Vec<Said>| Said::list(saids.into_iter().map(|s| Arg::Said(Box::new(s))).collect());
        Said::new("move_heaps", vec![("takes", list(takes.collect())), ("sizes", list(sizes.collect()))])
    }
}

/// Why a Nim_k position has its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Moore's theorem: P iff every digit's count of ones is divisible by
    /// k + 1.
    DigitCounts {
        /// k + 1.
        modulus: Natural,
        /// For an N-position, the highest binary digit whose count is not
        /// divisible, with the count.
        uneven: Option<(usize, usize)>,
        /// Whether there are more winning moves than [`MOVES_LISTED`].
        many_moves: bool,
    },
    /// Misère play with every heap at most 1: P iff the number of heaps of one
    /// is 1 more than a multiple of k + 1.
    MisereSmallHeaps {
        /// k + 1.
        modulus: Natural,
        /// How many heaps hold one object.
        ones: usize,
    },
}

impl Explain for Reason {
    fn kind(&self) -> &'static str {
        match self {
            Reason::DigitCounts { many_moves: false, .. } => "moore_nim_digit_counts",
            Reason::DigitCounts { many_moves: true, .. } => "moore_nim_digit_counts_many_moves",
            Reason::MisereSmallHeaps { .. } => "moore_nim_misere_heaps_at_most_one",
        }
    }

    fn values(&self) -> Vec<(&'static str, Natural)> {
        match self {
            Reason::DigitCounts { modulus, uneven, many_moves } => {
                let mut values = vec![("modulus", modulus.clone())];
                if let Some((digit, count)) = uneven {
                    values.push(("digit", Natural::from(*digit)));
                    values.push(("ones", Natural::from(*count)));
                }
                if *many_moves {
                    values.push(("moves_listed", Natural::from(MOVES_LISTED)));
                }
                values
            }
            Reason::MisereSmallHeaps { modulus, ones } => {
                vec![("modulus", modulus.clone()), ("heaps_of_one", Natural::from(*ones))]
            }
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let mut args = number_args(self.values());
        match self {
            Reason::MisereSmallHeaps { modulus, ones } => {
                args.push(("p", Arg::yes(ones % small(modulus) == 1 % small(modulus))));
            }
            Reason::DigitCounts { uneven, many_moves, .. } => {
                args.push(("uneven", Arg::yes(uneven.is_some())));
                args.extend(
                    many_moves.then(|| ("moves_listed_written", Arg::Notation(grouped(MOVES_LISTED)))),
                );
            }
        }
        args
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::DigitCounts { modulus, uneven: None, .. } => {
                write!(f, "every binary digit is 1 in a multiple of k + 1 = {modulus} heaps")
            }
            Reason::DigitCounts { modulus, uneven: Some((digit, count)), many_moves } => {
                let heaps = if *count == 1 { "heap" } else { "heaps" };
                write!(
                    f,
                    "binary digit {digit} is 1 in {count} {heaps}, not a multiple of k + 1 = {modulus}"
                )?;
                if *many_moves {
                    let most = grouped(MOVES_LISTED);
                    write!(f, "; there are more than {most} winning moves (moves lists {most})")?;
                }
                Ok(())
            }
            Reason::MisereSmallHeaps { modulus, ones } => {
                let heaps = if *ones == 1 { "heap" } else { "heaps" };
                let (is, mover) = if ones % small(modulus) == 1 % small(modulus) {
                    ("is", "loses")
                } else {
                    ("is not", "wins")
                };
                write!(
                    f,
                    "misère play with every heap at most 1: {ones} {heaps} of one, which {is} 1 more than a multiple of k + 1 = {modulus}, so the player to move {mover}"
                )
            }
        }
    }
}

/// `n` with its digits in groups of three: "1,000".
fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let comma = |i: usize| i > 0 && (digits.len() - i).is_multiple_of(3);
    digits.chars().enumerate().flat_map(|(i, c)| [comma(i).then_some(','), Some(c)]).flatten().collect()
}

/// `n` as a machine word, saturated (a modulus above every count behaves as
/// any other: no count reaches it).
fn small(n: &Natural) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

impl MooreNim {
    /// The k that matters for `heaps`: a move can never take from more heaps
    /// than there are, so k above the count plays as the count (and a count of
    /// ones below k + 1 is divisible by k + 1 only when it is 0, as by the
    /// count + 1).
    fn effective_k(&self, heaps: usize) -> usize {
        small(&self.k).min(heaps.max(1))
    }

    /// The modulus k + 1, for the answers.
    fn modulus(&self) -> Natural {
        &self.k + 1u8
    }

    /// The highest binary digit whose count of ones is not divisible by k + 1,
    /// with the count; None for a normal-play P-position.
    fn uneven(&self, heaps: &[Natural]) -> Option<(usize, usize)> {
        let m = self.effective_k(heaps.len()) + 1;
        let top = heaps.iter().map(|h| h.bit_len()).max().unwrap_or(0);
        (0..top).rev().map(|d| (d, heaps.iter().filter(|h| h.bit(d)).count())).find(|(_, c)| c % m != 0)
    }

    /// Every heap at most 1 (then misère play differs), and how many are 1.
    fn small_heaps(heaps: &[Natural]) -> Option<usize> {
        heaps.iter().all(|h| *h <= Natural::ONE).then(|| heaps.iter().filter(|h| **h == Natural::ONE).count())
    }

    fn is_p(&self, heaps: &[Natural]) -> bool {
        match (self.rule, Self::small_heaps(heaps)) {
            (Rule::Misere, Some(ones)) => ones % (self.effective_k(heaps.len()) + 1) == 1,
            (Rule::Misere, None) | (Rule::Normal, _) => self.uneven(heaps).is_none(),
        }
    }

    /// The winning moves, at most `most` of them: every one where there are
    /// at most `most`. Listed by the heaps they change, then from the largest
    /// targets.
    pub fn winning_moves_at_most(&self, heaps: &[Natural], most: usize) -> Vec<Move> {
        if self.is_p(heaps) {
            return Vec::new();
        }
        let k = self.effective_k(heaps.len());
        let mut found = Vec::new();
        if self.rule == Rule::Misere {
            misere_small_targets(heaps, k, most, &mut found);
        }
        if found.len() < most {
            let mut search = Search::new(heaps, k, self.rule == Rule::Misere, most - found.len());
            search.run(self.uneven(heaps).map_or(0, |(digit, _)| digit + 1));
            found.extend(search.found);
        }
        let mut moves: Vec<Move> = found
            .into_iter()
            .map(|to| Move {
                changes: (0..heaps.len())
                    .filter(|&i| to[i] != heaps[i])
                    .map(|i| (i, heaps[i].clone(), to[i].clone()))
                    .collect(),
            })
            .collect();
        moves.sort_by(|a, b| {
            let heaps = |m: &Move| m.changes.iter().map(|c| c.0).collect::<Vec<_>>();
            let targets = |m: &Move| m.changes.iter().map(|c| c.2.clone()).collect::<Vec<_>>();
            heaps(a).cmp(&heaps(b)).then_with(|| targets(b).cmp(&targets(a)))
        });
        moves
    }
}

/// Misère play's winning moves to heaps of at most one: every heap of two or
/// more is taken to 0 or 1 and some heaps of one to 0, at most k in all,
/// leaving 1 more than a multiple of k + 1 heaps of one. Added to `found` (as
/// the heaps after), up to `most` in all.
fn misere_small_targets(heaps: &[Natural], k: usize, most: usize, found: &mut Vec<Vec<Natural>>) {
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > Natural::ONE).collect();
    let ones: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] == Natural::ONE).collect();
    if big.len() > k {
        return;
    }
    let m = k + 1;
    for emptied in 0..=ones.len().min(k - big.len()) {
        for kept_big in 0..=big.len() {
            if (ones.len() - emptied + kept_big) % m != 1 % m || emptied + big.len() == 0 {
                continue;
            }
            for empty in combinations(&ones, emptied) {
                for keep in combinations(&big, kept_big) {
                    if found.len() >= most {
                        return;
                    }
                    let mut to = heaps.to_vec();
                    for &i in &big {
                        to[i] = Natural::from(keep.contains(&i) as u8);
                    }
                    for &i in &empty {
                        to[i] = Natural::ZERO;
                    }
                    found.push(to);
                }
            }
        }
    }
}

/// The subsets of `items` of size `r`, in lexicographic order.
fn combinations(items: &[usize], r: usize) -> Combinations {
    Combinations::new(items.to_vec(), r)
}

/// The subsets of a list of a given size, one after another.
struct Combinations {
    items: Vec<usize>,
    /// The positions in `items` of the next subset.
    next: Option<Vec<usize>>,
}

impl Combinations {
    fn new(items: Vec<usize>, r: usize) -> Combinations {
        let next = (r <= items.len()).then(|| (0..r).collect());
        Combinations { items, next }
    }
}

impl Iterator for Combinations {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        let mut c = self.next.take()?;
        let out = c.iter().map(|&i| self.items[i]).collect();
        let (n, r) = (self.items.len(), c.len());
        if let Some(i) = (0..r).rev().find(|&i| c[i] < n - r + i) {
            c[i] += 1;
            for j in i + 1..r {
                c[j] = c[j - 1] + 1;
            }
            self.next = Some(c);
        }
        Some(out)
    }
}

/// The choices of one digit's column: which tight heaps with a 1 there drop
/// it (becoming loose) and which loose heaps have a 1 there, the count of
/// ones a multiple of k + 1. Made one at a time: there may be a great many.
struct Column {
    digit: usize,
    /// The loose heaps before this column.
    free: usize,
    tight_ones: Vec<usize>,
    budget: usize,
    m: usize,
    /// The counts being tried: heaps dropped, loose heaps with a 1.
    dropped: usize,
    set: usize,
    drops: Option<Combinations>,
    drop: Option<Vec<usize>>,
    ones: Option<Combinations>,
    /// The choice applied, to undo: the heaps dropped, and the search's flag
    /// before it.
    applied: Option<(Vec<usize>, bool)>,
}

impl Column {
    fn new(digit: usize, free: usize, tight_ones: Vec<usize>, k: usize) -> Column {
        Column {
            digit,
            free,
            budget: k - free,
            m: k + 1,
            tight_ones,
            dropped: 0,
            set: 0,
            drops: None,
            drop: None,
            ones: None,
            applied: None,
        }
    }

    /// The next choice: (heaps dropped, loose heaps by slot with a 1).
    fn next(&mut self) -> Option<(Vec<usize>, Vec<usize>)> {
        loop {
            if self.dropped > self.tight_ones.len().min(self.budget) {
                return None;
            }
            if self.set > self.free {
                (self.dropped, self.set) = (self.dropped + 1, 0);
                continue;
            }
            if !(self.tight_ones.len() - self.dropped + self.set).is_multiple_of(self.m) {
                self.set += 1;
                continue;
            }
            let drops = self.drops.get_or_insert_with(|| combinations(&self.tight_ones, self.dropped));
            if self.drop.is_none() {
                let Some(drop) = drops.next() else {
                    (self.set, self.drops) = (self.set + 1, None);
                    continue;
                };
                self.drop = Some(drop);
                self.ones = Some(Combinations::new((0..self.free).collect(), self.set));
            }
            match self.ones.as_mut().and_then(Iterator::next) {
                Some(ones) => return Some((self.drop.clone().unwrap_or_default(), ones)),
                None => self.drop = None,
            }
        }
    }
}

/// The search for normal-play P-positions one move away, digit by digit from
/// the top: a heap is *tight* while its target's digits equal its own, *loose*
/// once a 1 became 0 (then its lower digits are free); at most k heaps loose.
/// Depth-first with a stack of its own (a heap may have millions of digits).
struct Search<'a> {
    heaps: &'a [Natural],
    k: usize,
    /// Misère play: skip targets whose heaps are all at most 1 (they are
    /// misère play's own, found apart).
    misere: bool,
    most: usize,
    /// The heaps with a 1 in each digit.
    ones_at: Vec<Vec<usize>>,
    /// The loose heaps, with their targets' digits so far (top first).
    loose: Vec<(usize, Vec<bool>)>,
    /// Which heaps are loose.
    is_loose: Vec<bool>,
    /// Has any target a 1 in a digit above the lowest?
    any_high: bool,
    found: Vec<Vec<Natural>>,
}

impl<'a> Search<'a> {
    fn new(heaps: &'a [Natural], k: usize, misere: bool, most: usize) -> Search<'a> {
        let top = heaps.iter().map(|h| h.bit_len()).max().unwrap_or(0);
        let ones_at = (0..top).map(|d| (0..heaps.len()).filter(|&i| heaps[i].bit(d)).collect()).collect();
        let is_loose = vec![false; heaps.len()];
        Search {
            heaps,
            k,
            misere,
            most,
            ones_at,
            loose: Vec::new(),
            is_loose,
            any_high: false,
            found: Vec::new(),
        }
    }

    /// The column of `digit`, from the heaps loose so far.
    fn column(&self, digit: usize) -> Column {
        let tight_ones = self.ones_at[digit].iter().copied().filter(|&i| !self.is_loose[i]).collect();
        Column::new(digit, self.loose.len(), tight_ones, self.k)
    }

    /// Searches the digits below `start` (above it every column is already a
    /// multiple of k + 1 and, with no heap loose, must stay as it is).
    fn run(&mut self, start: usize) {
        self.any_high = self.heaps.iter().any(|h| h.bit_len() > start.max(1));
        if start == 0 {
            return;
        }
        let mut stack = vec![self.column(start - 1)];
        while let Some(column) = stack.last_mut() {
            if let Some((drop, was)) = column.applied.take() {
                undo(&mut self.loose, &mut self.is_loose, column.free, &drop);
                self.any_high = was;
            }
            if self.found.len() >= self.most {
                return;
            }
            let Some((drop, ones)) = column.next() else {
                stack.pop();
                continue;
            };
            let digit = column.digit;
            let was = self.any_high;
            for (slot, (_, digits)) in self.loose.iter_mut().enumerate() {
                digits.push(ones.contains(&slot));
            }
            for &i in &drop {
                let mut digits: Vec<bool> =
                    (digit + 1..self.heaps[i].bit_len()).rev().map(|b| self.heaps[i].bit(b)).collect();
                digits.push(false);
                self.loose.push((i, digits));
                self.is_loose[i] = true;
            }
            if digit > 0 && (!ones.is_empty() || column.tight_ones.len() > drop.len()) {
                self.any_high = true;
            }
            column.applied = Some((drop, was));
            if digit == 0 {
                self.leaf();
            } else if !(self.misere && digit == 1 && !self.any_high) {
                // (Else no target below has a 1 above the lowest digit: its
                // heaps are all at most 1, misère play's own.)
                let next = self.column(digit - 1);
                stack.push(next);
            }
        }
    }

    /// Every digit chosen: a winning move if it changes a heap.
    fn leaf(&mut self) {
        if self.loose.is_empty() {
            return;
        }
        let mut to = self.heaps.to_vec();
        for (i, digits) in &self.loose {
            to[*i] = from_digits(digits);
        }
        if self.misere && to.iter().all(|h| *h <= Natural::ONE) {
            return;
        }
        self.found.push(to);
    }
}

/// The number with these binary digits, the highest first.
fn from_digits(digits: &[bool]) -> Natural {
    let mut bytes = vec![0u8; digits.len().div_ceil(8)];
    for (at, _) in digits.iter().rev().enumerate().filter(|(_, b)| **b) {
        bytes[at / 8] |= 1 << (at % 8);
    }
    Natural::from_le_bytes(&bytes)
}

/// Takes back a column's choice: the heaps it dropped are tight again, and
/// the loose heaps before it lose its digit.
fn undo(loose: &mut Vec<(usize, Vec<bool>)>, is_loose: &mut [bool], free: usize, drop: &[usize]) {
    for &i in drop {
        is_loose[i] = false;
    }
    loose.truncate(free);
    for (_, digits) in loose.iter_mut() {
        digits.pop();
    }
}

impl ImpartialGame for MooreNim {
    /// The heaps, in order.
    type Position = Vec<Natural>;
    type Move = Move;
    type Reason = Reason;

    fn name(&self) -> &'static str {
        "moore_nim"
    }

    fn rule(&self) -> Rule {
        self.rule
    }

    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        vec![("k", Parameter::Number(self.k.clone()))]
    }

    fn coordinates<'a>(&self, heaps: &'a Vec<Natural>) -> Cow<'a, [Natural]> {
        Cow::Borrowed(heaps)
    }

    fn outcome(&self, heaps: &Vec<Natural>) -> Outcome {
        Outcome::of(self.is_p(heaps))
    }

    /// The nim-sum for k = 1 in normal play (Nim); otherwise not known without
    /// a search ([`grundy_values`]).
    fn grundy(&self, heaps: &Vec<Natural>) -> Option<Natural> {
        (self.rule == Rule::Normal && self.k == Natural::ONE)
            .then(|| heaps.iter().fold(Natural::ZERO, |x, h| x ^ h))
    }

    /// Every winning move where there are at most [`MOVES_LISTED`], else
    /// that many (the reason says so).
    fn winning_moves(&self, heaps: &Vec<Natural>) -> Vec<Move> {
        let mut moves = self.winning_moves_at_most(heaps, MOVES_LISTED + 1);
        moves.truncate(MOVES_LISTED);
        moves
    }

    fn reason(&self, heaps: &Vec<Natural>) -> Reason {
        let modulus = self.modulus();
        if let (Rule::Misere, Some(ones)) = (self.rule, Self::small_heaps(heaps)) {
            return Reason::MisereSmallHeaps { modulus, ones };
        }
        let uneven = self.uneven(heaps);
        let many_moves =
            uneven.is_some() && self.winning_moves_at_most(heaps, MOVES_LISTED + 1).len() > MOVES_LISTED;
        Reason::DigitCounts { modulus, uneven, many_moves }
    }
}

mod grundy;
use grundy::successors;
pub use grundy::{SearchError, Values, grundy_values};

/// A Nim_k position as a component of a sum of games ([`crate::sum`]), its
/// values searched ([`grundy_values`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heaps {
    k: usize,
    heaps: Vec<u64>,
    values: Values,
}

impl Heaps {
    /// The component for `heaps`, within `work` moves examined.
    pub fn new(k: usize, heaps: Vec<u64>, work: u64) -> Result<Heaps, SearchError> {
        let values = grundy_values(k, &heaps, work)?;
        Ok(Heaps { k: k.clamp(1, heaps.len().max(1)), heaps, values })
    }
}

impl Component for Heaps {
    fn grundy(&self) -> Natural {
        Natural::from(self.values.value(&self.heaps))
    }

    fn moves_to_value(&self, target: &Natural) -> Vec<ComponentMove> {
        let from: Vec<usize> = self.heaps.iter().map(|&h| h as usize).collect();
        let mut indices = Vec::new();
        successors(&from, &self.values.bounds, self.k, &mut |j| {
            if Natural::from(self.values.values[j]) == *target {
                indices.push(j);
            }
            true
        });
        indices
            .into_iter()
            .map(|mut j| {
                let mut to = vec![0u64; self.heaps.len()];
                for (x, &n) in to.iter_mut().zip(&self.values.bounds).rev() {
                    *x = (j % n) as u64;
                    j /= n;
                }
                let m = Move {
                    changes: (0..to.len())
                        .filter(|&i| to[i] != self.heaps[i])
                        .map(|i| (i, Natural::from(self.heaps[i]), Natural::from(to[i])))
                        .collect(),
                };
                ComponentMove {
                    said: m.said(),
                    takes: m.takes(),
                    to: to.into_iter().map(Natural::from).collect(),
                }
            })
            .collect()
    }
}
