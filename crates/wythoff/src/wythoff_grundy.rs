//! The Sprague–Grundy values of Wythoff's game: the full table at record sizes,
//! and single values G(a, b) with one pile of any size, through proven additive
//! periodicity of the rows.
//!
//! **Rule.** G(a, b) is the least natural number that is not the value of a
//! position one move away: (a − t, b), (a, b − t) or (a − t, b − t), t ≥ 1
//! (Sprague 1935–36, Grundy 1939). G is symmetric, and (a, b) is a P-position iff
//! G(a, b) = 0. A sum of games is a P-position iff the XOR of the values is 0.
//!
//! **Bounds** (used below; both proved here). For a ≤ b:
//! 1. G(a, b) ≤ a + b. By induction: every option (x, y) has G(x, y) ≤ x + y ≤
//!    a + b − 1, so the value a + b is not among the options.
//! 2. G(a, b) ≥ b − 2a. Let g = G(a, b). No cell of row a left of column b has
//!    value g. At each such column c < b, the cell (a, c) has a value other than g
//!    although g is not to its left in the row; so either its value is below g
//!    (at most g columns, since a row's values are distinct), or g is among its
//!    options above it in column c (row a′ < a holds g in one column only: at most
//!    a columns), or on its diagonal (row a′ < a holds g in one cell, which lies on
//!    the diagonal of one column c: at most a columns). So b ≤ g + 2a.
//!
//! These bounds are also checked on the whole 4096 × 4096 table by the tests.
//!
//! **Additive periodicity of the rows** (Dress, Flammenkamp and Pink 1999;
//! Landman 2002): for each a there are s and p with G(a, b + p) = G(a, b) + p for
//! all b ≥ s. [`certify`] *proves* it for rows 0..=A jointly, by a finite-state
//! argument, and finds each row's least preperiod and period:
//!
//! - Compute rows 0..=A column by column: at column b, G(a, b) for a = 0, 1, …, A
//!   depends on the row's values left of b, the column's values above a (computed
//!   just before) and the diagonal's values below-left.
//! - Once b ≥ 2A, every cell of the column has its lower bound b − 2a ≥ 0, and by
//!   the bounds only values in [b − 2A, b + A] can matter: the state before column
//!   b is, for each row a, the set of its values in [b − 2a, b + a), and for each
//!   diagonal that still has cells to come in rows ≤ A, the set of its values so
//!   far; all taken *relative to b* (v − b). It holds no absolute number, it is
//!   finite, and the step from one column's state to the next, with the new
//!   column's values relative to b, does not depend on b: the mex of a set of
//!   relative values, started at the relative lower bound −2a, is the same
//!   wherever the column is.
//! - So if the states before columns b₁ < b₂ (both ≥ 2A) are equal, every later
//!   column repeats them shifted by p = b₂ − b₁: G(a, b + p) = G(a, b) + p for
//!   every a ≤ A and every b ≥ b₁.
//! - The first repeat is found by Brent's cycle detection (one saved state, saved
//!   again at doubling distances), and states are compared exactly, word by word;
//!   the column just computed is compared first, as a filter.
//! - Each row's least period divides p (two eventual periods give their gcd), and
//!   is found from one period of values past b₁; its least preperiod is one past
//!   the last b with G(a, b + p) − p ≠ G(a, b), which also is the least preperiod
//!   for the least period.
//!
//! References: R. P. Sprague, *Über mathematische Kampfspiele*, Tôhoku Math. J.
//! 41 (1935–36); P. M. Grundy, *Mathematics and games*, Eureka 2 (1939);
//! A. Dress, A. Flammenkamp and N. Pink, *Additive periodicity of the
//! Sprague–Grundy function of certain Nim games*, Adv. Appl. Math. 22 (1999)
//! 249–270; H. A. Landman, *A simple FSM-based proof of the additive periodicity
//! of the Sprague–Grundy function of Wythoff's game*, in More Games of No Chance
//! (2002); G. Nivasch, *More on the Sprague–Grundy function for Wythoff's game*,
//! in Games of No Chance 3 (2009); OEIS A004481 (the table by antidiagonals) and
//! A047708 (the diagonal).

/// Rows 0..=A computed column by column, over sliding windows of absolute
/// values: every window holds values from `base` (a multiple of 64, at most
/// b − 2A) on, and all windows move up a word together.
#[derive(Clone, Debug)]
pub struct Columns {
    max_row: usize,
    /// The next column to compute.
    b: u64,
    /// The value of bit 0 of every window.
    base: u64,
    /// Words per window.
    words: usize,
    /// Row a's values at columns < b, from `base` on: `rows[a * words..]`.
    rows: Vec<u64>,
    /// The diagonals that still have cells to come, diagonal d (= b − a) in slot
    /// d mod (A + 1), each its values so far.
    diagonals: Vec<u64>,
    /// The column being computed.
    column: Vec<u64>,
    /// G(a, b) − b for the column computed last.
    last: Vec<i64>,
}

impl Columns {
    /// Nothing computed yet; rows 0..=`max_row`.
    pub fn new(max_row: usize) -> Columns {
        // Values that matter at column b lie in [b − 2A, b + A]; the base lags
        // b − 2A by less than 64, and one more word spares a bounds check.
        let words = (3 * max_row + 1 + 64) / 64 + 2;
        Columns {
            max_row,
            b: 0,
            base: 0,
            words,
            rows: vec![0; (max_row + 1) * words],
            diagonals: vec![0; (max_row + 1) * words],
            column: vec![0; words],
            last: vec![0; max_row + 1],
        }
    }

    /// The next column to compute.
    pub fn next_column(&self) -> u64 {
        self.b
    }

    /// G(a, b) − b for every row a of the column computed last.
    pub fn last(&self) -> &[i64] {
        &self.last
    }

    /// Computes column b (every row 0..=A) and moves to b + 1.
    pub fn step(&mut self) {
        let (b, max_row, words) = (self.b, self.max_row, self.words);
        let slots = max_row as u64 + 1;
        // Diagonal d = b starts here: its slot last held d = b − A − 1, closed.
        let new_slot = (b % slots) as usize;
        self.diagonals[new_slot * words..(new_slot + 1) * words].fill(0);
        self.column.fill(0);
        for a in 0..=max_row {
            let a64 = a as u64;
            // G ≥ max − 2·min (module documentation), and G ≥ 0.
            let lower = if a64 <= b { b.saturating_sub(2 * a64) } else { a64.saturating_sub(2 * b) };
            // Diagonal d = b − a (negative in the first columns), in slot d mod (A + 1).
            let slot = ((b + slots - a64) % slots) as usize;
            let row = &self.rows[a * words..(a + 1) * words];
            let diagonal = &self.diagonals[slot * words..(slot + 1) * words];
            let start = (lower - self.base) as usize;
            let mut w = start / 64;
            let mut free = !(row[w] | self.column[w] | diagonal[w]) & (!0u64 << (start % 64));
            while free == 0 {
                w += 1;
                free = !(row[w] | self.column[w] | diagonal[w]);
            }
            let offset = w * 64 + free.trailing_zeros() as usize;
            let bit = 1u64 << (offset % 64);
            self.rows[a * words + offset / 64] |= bit;
            self.column[offset / 64] |= bit;
            self.diagonals[slot * words + offset / 64] |= bit;
            self.last[a] = (self.base + offset as u64) as i64 - b as i64;
        }
        self.b += 1;
        // Keep the base within 64 below b − 2A: move every window up a word.
        if self.b >= 2 * max_row as u64 && self.b - 2 * max_row as u64 >= self.base + 64 {
            self.base += 64;
            for window in self.rows.chunks_exact_mut(words).chain(self.diagonals.chunks_exact_mut(words)) {
                window.copy_within(1.., 0);
                window[words - 1] = 0;
            }
        }
    }

    /// Columns resumed before column `b` (≥ 2A) from a state [`state`](Self::state)
    /// gave there; None if the state has the wrong length for `max_row` rows.
    /// The column last computed is not part of a state: [`last`](Self::last)
    /// reads zeros until the next step.
    pub fn from_state(max_row: usize, b: u64, state: &[u64]) -> Option<Columns> {
        let width = 3 * max_row;
        let per = width.div_ceil(64);
        if b < 2 * max_row as u64 || state.len() != (2 * max_row + 1) * per {
            return None;
        }
        let mut columns = Columns::new(max_row);
        let words = columns.words;
        let slots = max_row as u64 + 1;
        columns.b = b;
        columns.base = (b - 2 * max_row as u64) / 64 * 64;
        let from = (b - 2 * max_row as u64 - columns.base) as usize;
        let put = |window: &mut [u64], bits: &[u64]| {
            for i in 0..width {
                if bits[i / 64] >> (i % 64) & 1 == 1 {
                    let at = from + i;
                    window[at / 64] |= 1 << (at % 64);
                }
            }
        };
        for (a, bits) in state.chunks_exact(per).take(max_row + 1).enumerate() {
            put(&mut columns.rows[a * words..(a + 1) * words], bits);
        }
        for (distance, bits) in state.chunks_exact(per).skip(max_row + 1).enumerate() {
            let slot = ((b - 1 - distance as u64) % slots) as usize;
            put(&mut columns.diagonals[slot * words..(slot + 1) * words], bits);
        }
        Some(columns)
    }

    /// The state before the next column, relative to it (see the module
    /// documentation): for each row a, its values in [b − 2A, b + A) (those below
    /// b − 2a are all present, so they change nothing), and for each open
    /// diagonal, by its distance below b, its values in the same range; as bits,
    /// bit i standing for the value b − 2A + i. Defined for b ≥ 2A.
    pub fn state(&self) -> Vec<u64> {
        let (b, max_row, words) = (self.b, self.max_row, self.words);
        let slots = max_row as u64 + 1;
        let from = (b - 2 * max_row as u64 - self.base) as usize;
        let width = 3 * max_row;
        let per = width.div_ceil(64);
        let mut state = Vec::with_capacity((2 * max_row + 1) * per);
        let mut push = |window: &[u64]| {
            for k in 0..per {
                let bit = from + 64 * k;
                let (w, s) = (bit / 64, bit % 64);
                let mut word = window[w] >> s;
                if s > 0 {
                    word |= window[w + 1] << (64 - s);
                }
                let keep = width - 64 * k;
                if keep < 64 {
                    word &= (1u64 << keep) - 1;
                }
                state.push(word);
            }
        };
        for a in 0..=max_row {
            push(&self.rows[a * words..(a + 1) * words]);
        }
        // Open diagonals d = b − 1, b − 2, …, b − A (each has a cell to come in
        // some row ≤ A).
        for distance in 1..=max_row as u64 {
            let slot = ((b - distance) % slots) as usize;
            push(&self.diagonals[slot * words..(slot + 1) * words]);
        }
        state
    }
}

/// A row's least preperiod and least period: G(a, b + period) = G(a, b) + period
/// for every b ≥ preperiod, and for no smaller period or start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RowPeriod {
    /// The least preperiod.
    pub preperiod: u64,
    /// The least period.
    pub period: u64,
}

/// The proof that rows 0..=A are additively periodic, and each row's least
/// preperiod and period (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowProof {
    /// The last row, A.
    pub max_row: usize,
    /// The states before columns `first` and `second` are equal (both ≥ 2A): the
    /// proof. Every row repeats with period `second − first` from `first` on.
    pub first: u64,
    /// See `first`.
    pub second: u64,
    /// That state ([`Columns::state`]): from it, a check can re-prove the
    /// repeat by running `second − first` columns.
    pub state: Vec<u64>,
    /// Each row's least preperiod and period, found from the proven data.
    pub rows: Vec<RowPeriod>,
}

/// Rows 0..=A with their additive periodicity proven, and every value a row
/// needs to answer for any column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CertifiedRows {
    /// The proof and the rows' periods.
    pub proof: RowProof,
    /// For each row a, G(a, b) − b for b < preperiod + period (in [−2a, a]).
    pub offsets: Vec<Vec<i16>>,
}

/// The most rows [`certify`] takes: the offsets G(a, b) − b ∈ [−2a, a] are kept
/// in 16 bits.
pub const MAX_CERTIFIED_ROWS: usize = (i16::MAX as usize) / 2;

impl CertifiedRows {
    /// G(a, b) for a ≤ A and any b: directly below the row's preperiod plus
    /// period, through its least period beyond: with b′ = s + (b − s) mod q,
    /// G(a, b) = G(a, b′) + (b − b′).
    ///
    /// ```
    /// use wythoff::wythoff_grundy::certify;
    /// let rows = certify(2, &mut |_| {});
    /// let b: wythoff::Natural = "1000000000000000000000".parse().unwrap(); // ≡ 1 (mod 3)
    /// assert_eq!(rows.value(1, &b), &b + 1u8);
    /// ```
    ///
    /// # Panics
    ///
    /// If a > A.
    pub fn value(&self, a: usize, b: &crate::Natural) -> crate::Natural {
        use crate::Natural;
        let near = self.proof.reduced(a, b);
        let offset = self.offsets[a][near as usize] as i64;
        // G(a, near) = near + offset ≥ 0, and G(a, b) = G(a, near) + (b − near).
        let base = Natural::from((near as i64 + offset) as u64);
        base + (b - near)
    }
}

impl RowProof {
    /// The column b′ < s + q whose value row a repeats at b: b itself below
    /// s + q, else s + (b − s) mod q.
    pub fn reduced(&self, a: usize, b: &crate::Natural) -> u64 {
        let RowPeriod { preperiod: s, period: q } = self.rows[a];
        match u64::try_from(b) {
            Ok(b) if b < s + q => b,
            _ => s + (b - s) % q,
        }
    }
}

/// Proves the additive periodicity of rows 0..=`max_row` and finds each row's
/// least preperiod and period (see the module documentation for the argument):
/// a search for the repeat, then a second pass that finds the rows' periods.
/// `progress(column)` is called now and then with the column reached.
///
/// ```
/// use wythoff::wythoff_grundy::{prove_rows, RowPeriod};
/// let proof = prove_rows(3, &mut |_| {});
/// // G(1, b): 1, 2, 0, 4, 5, 3, … repeats with period 3 from the start.
/// assert_eq!(proof.rows[1], RowPeriod { preperiod: 0, period: 3 });
/// assert_eq!(proof.rows[3], RowPeriod { preperiod: 8, period: 6 });
/// ```
///
/// # Panics
///
/// If `max_row` > [`MAX_CERTIFIED_ROWS`].
pub fn prove_rows(max_row: usize, progress: &mut dyn FnMut(u64)) -> RowProof {
    assert!(max_row <= MAX_CERTIFIED_ROWS, "{max_row} rows are beyond {MAX_CERTIFIED_ROWS}");
    let (first, second, state) = find_repeat(max_row, progress);
    let rows = row_periods(max_row, first, second - first, progress);
    RowProof { max_row, first, second, state, rows }
}

/// [`prove_rows`], and a third pass that keeps each row's values up to its
/// preperiod plus period, so that any G(a, b), a ≤ `max_row`, is answered.
///
/// # Panics
///
/// If `max_row` > [`MAX_CERTIFIED_ROWS`].
pub fn certify(max_row: usize, progress: &mut dyn FnMut(u64)) -> CertifiedRows {
    let proof = prove_rows(max_row, progress);
    let offsets = row_offsets(max_row, &proof.rows, progress);
    CertifiedRows { proof, offsets }
}

/// How often, in columns, the passes report progress.
const PROGRESS_EVERY: u64 = 1 << 16;

/// Brent's cycle detection on the sequence of (column, state after it) from
/// column 2A on: returns b₁ < b₂ with equal states before them, compared
/// exactly, and that state.
fn find_repeat(max_row: usize, progress: &mut dyn FnMut(u64)) -> (u64, u64, Vec<u64>) {
    let mut columns = Columns::new(max_row);
    while columns.next_column() <= 2 * max_row as u64 {
        columns.step();
    }
    // The element at position t: column t's values and the state before t + 1.
    let mut saved_column = columns.last().to_vec();
    let mut saved_state = columns.state();
    let mut saved_at = columns.next_column() - 1;
    let (mut power, mut length) = (1u64, 1u64);
    columns.step();
    loop {
        if columns.last() == saved_column.as_slice() && columns.state() == saved_state {
            return (saved_at + 1, saved_at + 1 + length, saved_state);
        }
        if power == length {
            saved_column.copy_from_slice(columns.last());
            saved_state = columns.state();
            saved_at = columns.next_column() - 1;
            power *= 2;
            length = 0;
        }
        columns.step();
        length += 1;
        if columns.next_column().is_multiple_of(PROGRESS_EVERY) {
            progress(columns.next_column());
        }
    }
}

/// Each row's least period (a divisor of the joint `period`) and least preperiod,
/// from a second pass over columns 0..first + period that keeps the last
/// `period` columns.
fn row_periods(max_row: usize, first: u64, period: u64, progress: &mut dyn FnMut(u64)) -> Vec<RowPeriod> {
    let rows = max_row + 1;
    let p = period as usize;
    // G(a, b) − b ∈ [−2a, a] fits in 16 bits (A ≤ MAX_CERTIFIED_ROWS).
    let mut ring = vec![0i16; p * rows];
    // One past the last column b with G(a, b + p) − p ≠ G(a, b), per row.
    let mut settled = vec![0u64; rows];
    let mut columns = Columns::new(max_row);
    while columns.next_column() < first + period {
        let b = columns.next_column();
        columns.step();
        let slot = (b % period) as usize;
        for (a, &h) in columns.last().iter().enumerate() {
            let h = h as i16;
            if b >= period && ring[slot * rows + a] != h {
                settled[a] = b - period + 1;
            }
            ring[slot * rows + a] = h;
        }
        if columns.next_column().is_multiple_of(PROGRESS_EVERY) {
            progress(columns.next_column());
        }
    }
    // The ring now holds columns first..first + period.
    let at = |a: usize, b: u64| ring[((b % period) as usize) * rows + a];
    (0..rows)
        .map(|a| {
            let least = (1..=period)
                .filter(|q| period.is_multiple_of(*q))
                .find(|&q| {
                    (first..first + period).all(|b| at(a, b) == at(a, first + (b - first + q) % period))
                })
                .expect("the joint period is a period");
            debug_assert!(settled[a] <= first, "the certificate says row {a} is periodic from {first}");
            RowPeriod { preperiod: settled[a], period: least }
        })
        .collect()
}

/// A third pass keeping, for each row, G(a, b) − b for b < preperiod + period.
fn row_offsets(max_row: usize, rows: &[RowPeriod], progress: &mut dyn FnMut(u64)) -> Vec<Vec<i16>> {
    let ends: Vec<u64> = rows.iter().map(|r| r.preperiod + r.period).collect();
    let end = ends.iter().copied().max().unwrap_or(0);
    let mut offsets: Vec<Vec<i16>> = ends.iter().map(|&e| Vec::with_capacity(e as usize)).collect();
    let mut columns = Columns::new(max_row);
    while columns.next_column() < end {
        let b = columns.next_column();
        columns.step();
        for (a, &h) in columns.last().iter().enumerate() {
            if b < ends[a] {
                offsets[a].push(h as i16);
            }
        }
        if columns.next_column().is_multiple_of(PROGRESS_EVERY) {
            progress(columns.next_column());
        }
    }
    offsets
}

/// G(a, b) computed directly: rows 0..=min(a, b) column by column up to
/// max(a, b), (min + 1)·(max + 1) cells.
///
/// ```
/// assert_eq!(wythoff::wythoff_grundy::direct(3, 10), 8);
/// assert_eq!(wythoff::wythoff_grundy::direct(10, 3), 8);
/// ```
pub fn direct(a: u64, b: u64) -> u64 {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    let mut columns = Columns::new(lo as usize);
    while columns.next_column() <= hi {
        columns.step();
    }
    (columns.last()[lo as usize] + hi as i64) as u64
}

/// The largest table side: every value is below 2n (G(a, b) ≤ a + b), so it
/// fits in 16 bits.
pub const MAX_TABLE: usize = 1 << 15;

/// Rows swept together, column by column: the strip's row, column and diagonal
/// windows stay in cache.
const STRIP: usize = 32;

/// Columns (and diagonals) per block handed from one strip to the next.
const BLOCK: usize = 32;

/// The n × n table of G(a, b), a, b < n, as computed: for each strip of rows
/// [a0, a1), its upper part G(a, b) for a ≤ b (the rest follows by symmetry),
/// column by column: G(a, b) at (b − a0)·(a1 − a0) + (a − a0). A column's values
/// are then contiguous, which is what a later row reads (row c > a1 holds G(a,
/// c) for the strip's rows a, by symmetry), and what the strip writes as it goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The side n.
    pub n: usize,
    /// The strips computed so far, in order: strip k holds rows
    /// [k·STRIP, (k+1)·STRIP), from column k·STRIP on.
    strips: Vec<std::sync::Arc<Vec<u16>>>,
}

/// Where G(a, b), a ≤ b, is kept: its strip, and the index in it.
fn cell(n: usize, a: usize, b: usize) -> (usize, usize) {
    let k = a / STRIP;
    let a0 = k * STRIP;
    (k, (b - a0) * STRIP.min(n - a0) + (a - a0))
}

impl Table {
    /// How many rows are complete (every strip up to them computed).
    pub fn rows(&self) -> usize {
        (self.strips.len() * STRIP).min(self.n)
    }

    /// G(a, b), for a, b below [`rows`](Self::rows) or in a complete row.
    pub fn get(&self, a: usize, b: usize) -> u32 {
        let (k, i) = cell(self.n, a.min(b), a.max(b));
        self.strips[k][i] as u32
    }

    /// Row a, G(a, 0), …, G(a, n − 1), into `out` (cleared first).
    pub fn row_into(&self, a: usize, out: &mut Vec<u16>) {
        out.clear();
        out.extend((0..self.n).map(|b| self.get(a, b) as u16));
    }

    /// Row a as little-endian u32 values, appended to `out`: the layout of
    /// `wythoff grundy table --format bin`.
    pub fn row_le_u32(&self, a: usize, out: &mut Vec<u8>) {
        self.rows_le_u32(a..a + 1, out);
    }

    /// Rows `rows` (complete ones) as little-endian u32 values, row after row,
    /// appended to `out`: [`row_le_u32`](Self::row_le_u32) for each, faster.
    pub fn rows_le_u32(&self, rows: std::ops::Range<usize>, out: &mut Vec<u8>) {
        let strips: Vec<&[u16]> = self.strips.iter().map(|s| s.as_slice()).collect();
        rows_le_u32(self.n, &strips, rows, out);
    }

    /// Row a as a new vector.
    pub fn row(&self, a: usize) -> Vec<u16> {
        let mut out = Vec::new();
        self.row_into(a, &mut out);
        out
    }
}

/// Rows `rows`, row-major, as little-endian u32, appended to `out`; `strips`
/// holds at least the strips of those rows and the ones before. Row a left of
/// its strip is, strip by earlier strip, a column of that strip: contiguous. The
/// strip's own part is read column by column for all its rows in `rows` at once.
fn rows_le_u32(n: usize, strips: &[&[u16]], rows: std::ops::Range<usize>, out: &mut Vec<u8>) {
    let le = |cells: &mut [u8], values: &[u16]| {
        for (cell, &v) in cells.chunks_exact_mut(4).zip(values) {
            cell.copy_from_slice(&u32::from(v).to_le_bytes());
        }
    };
    let start = out.len();
    out.resize(start + 4 * n * rows.len(), 0);
    let block = &mut out[start..];
    let r0 = rows.start;
    let mut at = rows.start;
    while at < rows.end {
        // The rows of one strip: [at, to).
        let k = at / STRIP;
        let (a0, h) = (k * STRIP, STRIP.min(n - k * STRIP));
        let to = rows.end.min(a0 + h);
        let strip = strips[k];
        for a in at..to {
            let line = &mut block[4 * n * (a - r0)..4 * n * (a - r0 + 1)];
            for (j, earlier) in strips[..k].iter().enumerate() {
                let c0 = j * STRIP;
                let column = (a - c0) * STRIP;
                le(&mut line[4 * c0..4 * (c0 + STRIP)], &earlier[column..column + STRIP]);
            }
            // Columns a0..a of row a: G(c, a) for the strip's rows c < a.
            let column = (a - a0) * h;
            le(&mut line[4 * a0..4 * a], &strip[column..column + (a - a0)]);
        }
        // From the diagonal on, 16 columns at a time (16 cache lines of the
        // strip, a cache line of each row): column b holds G(a, b) for the
        // strip's rows a.
        for b0 in (at..n).step_by(16) {
            let b1 = (b0 + 16).min(n);
            for a in at..to.min(b1) {
                let from = b0.max(a);
                let line = &mut block[4 * (n * (a - r0) + from)..4 * (n * (a - r0) + b1)];
                for (cell, b) in line.chunks_exact_mut(4).zip(from..b1) {
                    cell.copy_from_slice(&u32::from(strip[(b - a0) * h + (a - a0)]).to_le_bytes());
                }
            }
        }
        at = to;
    }
}

/// The rows of one strip, complete, as handed to `on_strip` in
/// [`table_with_strips`] on the thread that computed them.
pub struct StripRows<'a> {
    n: usize,
    strips: Vec<&'a [u16]>,
    rows: std::ops::Range<usize>,
}

impl StripRows<'_> {
    /// Which rows.
    pub fn rows(&self) -> std::ops::Range<usize> {
        self.rows.clone()
    }

    /// G(a, b) for a in [`rows`](Self::rows), any b < n.
    pub fn get(&self, a: usize, b: usize) -> u32 {
        let (k, i) = cell(self.n, a.min(b), a.max(b));
        self.strips[k][i] as u32
    }

    /// The rows as little-endian u32 values, row after row, appended to `out`:
    /// the bytes at offset 4·n·rows.start of `wythoff grundy table --format bin`.
    pub fn le_u32(&self, out: &mut Vec<u8>) {
        rows_le_u32(self.n, &self.strips, self.rows.clone(), out);
    }
}

/// The n × n table (see [`table_with`]), on as many threads as the machine has.
///
/// ```
/// let t = wythoff::wythoff_grundy::table(5);
/// assert_eq!(t.row(1), [1, 2, 0, 4, 5]);
/// assert_eq!(t.get(2, 2), 1);
/// ```
///
/// # Panics
///
/// If n > [`MAX_TABLE`].
pub fn table(n: usize) -> Table {
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    table_with(n, threads, &mut |_, _| {})
}

/// Column or diagonal bitsets for `BLOCK` consecutive lines.
struct Block {
    index: usize,
    bits: Box<[u64]>,
}

/// What one strip hands the next.
enum Handoff {
    Column(Block),
    Diagonal(Block),
    /// The strip is done: nothing more comes from it.
    End,
}

/// The n × n table, computed on the upper triangle a ≤ b (G is symmetric) in
/// strips of rows swept column by column. A cell's value is the first value not
/// in its row, column or diagonal word bitsets, scanned from its lower bound
/// b − 2a, skipping every word that is full in any one of the three (each line
/// keeps a bit per word that says so), three candidate words at a time.
///
/// Strips run on `threads` threads as a pipeline: strip k + 1 follows strip k a
/// block of columns behind, and each block of column (and diagonal) bitsets is
/// handed from strip k to strip k + 1 when strip k is done with it, so that each
/// is only ever owned by one thread. `on_rows(table, rows)` is called on the
/// calling thread whenever rows become complete, with the table so far: a
/// writer streams them while later strips are computed.
///
/// # Panics
///
/// If n > [`MAX_TABLE`].
pub fn table_with(
    n: usize,
    threads: usize,
    on_rows: &mut dyn FnMut(&Table, std::ops::Range<usize>),
) -> Table {
    table_with_strips(n, threads, on_rows, &|_| {})
}

/// [`table_with`], and besides, `on_strip(rows)` called on the thread that
/// computed each strip, as soon as the strip and every strip before it are
/// complete, in no particular order: a writer that can put bytes anywhere in
/// its output (a file written at offsets) spreads its work over the threads
/// instead of adding a thread of its own.
///
/// # Panics
///
/// If n > [`MAX_TABLE`].
pub fn table_with_strips(
    n: usize,
    threads: usize,
    on_rows: &mut dyn FnMut(&Table, std::ops::Range<usize>),
    on_strip: &(dyn Fn(StripRows<'_>) + Sync),
) -> Table {
    use std::sync::{mpsc, Arc, Condvar, Mutex, OnceLock};
    assert!(n <= MAX_TABLE, "a table of side {n} is beyond {MAX_TABLE}");
    let strips = n.div_ceil(STRIP);
    let threads = threads.clamp(1, strips.max(1));
    let words = line_words(n);
    let mut table = Table { n, strips: Vec::with_capacity(strips) };
    // Each strip's values, set once by the thread that computed it; `complete`
    // counts the strips complete from the first on, so a thread can wait for
    // the strips before its own.
    let computed: Vec<OnceLock<Arc<Vec<u16>>>> = (0..strips).map(|_| OnceLock::new()).collect();
    let complete = (Mutex::new(0usize), Condvar::new());
    let (done_tx, done_rx) = mpsc::channel::<usize>();
    std::thread::scope(|scope| {
        let (senders, receivers): (Vec<_>, Vec<_>) = (0..threads).map(|_| mpsc::channel::<Handoff>()).unzip();
        for (t, inbox) in receivers.into_iter().enumerate() {
            let next = senders[(t + 1) % threads].clone();
            let done_tx = done_tx.clone();
            let (computed, complete) = (&computed, &complete);
            scope.spawn(move || {
                for k in (t..strips).step_by(threads) {
                    let strip = Strip {
                        n,
                        words,
                        a0: k * STRIP,
                        a1: ((k + 1) * STRIP).min(n),
                        first: k == 0,
                        last: k + 1 == strips,
                    };
                    let values = strip.run(&inbox, &next);
                    let _ = computed[k].set(Arc::new(values));
                    {
                        let (count, changed) = complete;
                        let mut count = count.lock().unwrap_or_else(|e| e.into_inner());
                        while computed.get(*count).is_some_and(|s| s.get().is_some()) {
                            *count += 1;
                        }
                        changed.notify_all();
                        while *count <= k {
                            count = changed.wait(count).unwrap_or_else(|e| e.into_inner());
                        }
                    }
                    let done: Vec<&[u16]> =
                        computed[..=k].iter().map(|s| s.get().expect("complete").as_slice()).collect();
                    on_strip(StripRows { n, strips: done, rows: strip.a0..strip.a1 });
                    if done_tx.send(k).is_err() {
                        return;
                    }
                }
            });
        }
        drop(senders);
        drop(done_tx);
        let mut pending = vec![false; strips];
        for k in done_rx {
            pending[k] = true;
            while pending.get(table.strips.len()).is_some_and(|&p| p) {
                let from = table.rows();
                let values = computed[table.strips.len()].get().expect("complete").clone();
                table.strips.push(values);
                on_rows(&table, from..table.rows());
            }
        }
    });
    table
}

/// One strip of rows [a0, a1), swept over columns a0..n.
struct Strip {
    n: usize,
    words: usize,
    a0: usize,
    a1: usize,
    /// The first strip makes the blocks; the others receive them.
    first: bool,
    /// The last strip drops the blocks instead of handing them on.
    last: bool,
}

impl Strip {
    /// Computes the strip's cells a ≤ b; returns G(a, b) at (b − a0)·(a1 − a0) +
    /// (a − a0) (see [`Table`]).
    fn run(
        &self,
        inbox: &std::sync::mpsc::Receiver<Handoff>,
        next: &std::sync::mpsc::Sender<Handoff>,
    ) -> Vec<u16> {
        let Strip { n, words, a0, a1, .. } = *self;
        let n_bits = bit_words(n);
        let width = n - a0;
        let mut values = vec![0u16; (a1 - a0) * width];
        let blocks = n.div_ceil(BLOCK);
        let mut columns: Vec<Option<Block>> = (0..blocks).map(|_| None).collect();
        let mut diagonals: Vec<Option<Block>> = (0..blocks).map(|_| None).collect();
        let mut inbox = Inbox { inbox, ended: self.first, words };
        let hand_on = |handoff: Handoff| {
            if !self.last {
                // The next strip's thread outlives this one within the scope.
                let _ = next.send(handoff);
            }
        };
        let mut rows = vec![0u64; STRIP * words];
        for b in a0..n {
            // Column b's block, and the blocks of diagonals b − a for the
            // strip's rows a ≤ b.
            let top = a1.min(b + 1);
            inbox.fetch(&mut columns, &mut diagonals, b / BLOCK, (b + 1 - top) / BLOCK..=(b - a0) / BLOCK);
            let c = b % BLOCK;
            let column = &mut columns[b / BLOCK].as_mut().expect("fetched").bits[c * words..(c + 1) * words];
            let (column, column_full) = column.split_at_mut(n_bits);
            // Diagonals b − a for a < top: one block, or the end of one and the
            // start of the next.
            let (low, high) = diagonals.split_at_mut((b - a0) / BLOCK);
            let high = &mut high[0].as_mut().expect("fetched").bits[..];
            let mut low = low.last_mut().and_then(Option::as_mut).map(|block| &mut block.bits[..]);
            let (first_high, column_values) = ((b - a0) / BLOCK * BLOCK, &mut values[(b - a0) * (a1 - a0)..]);
            for a in a0..top {
                let i = a - a0;
                let row = &mut rows[i * words..(i + 1) * words];
                if a == b {
                    // Row a left of column a holds G(a, c) = G(c, a), c < a:
                    // column a's values so far.
                    row[..n_bits].copy_from_slice(column);
                    row[n_bits..].copy_from_slice(column_full);
                }
                let d = b - a;
                let block: &mut [u64] = match &mut low {
                    Some(low) if d < first_high => low,
                    _ => high,
                };
                let e = d % BLOCK;
                let diagonal = &mut block[e * words..(e + 1) * words];
                let start = b.saturating_sub(2 * a);
                let (row, row_full) = row.split_at_mut(n_bits);
                let (diagonal, diagonal_full) = diagonal.split_at_mut(n_bits);
                let g = first_free(row, row_full, column, column_full, diagonal, diagonal_full, start);
                insert(row, row_full, g);
                insert(column, column_full, g);
                insert(diagonal, diagonal_full, g);
                column_values[i] = g as u16;
            }
            // Done with column block b / BLOCK at its last column (columns
            // below the next strip's first row are not needed again); with
            // diagonal block j once its last diagonal's cell in row a1 − 1 is
            // past.
            if c == BLOCK - 1 || b + 1 == n {
                let block = columns[b / BLOCK].take().expect("held");
                if block.index * BLOCK + BLOCK > a1 {
                    hand_on(Handoff::Column(block));
                }
            }
            if let Some(j) = (b + 2).checked_sub(a1 + BLOCK).map(|x| x / BLOCK) {
                if let Some(block) = diagonals.get_mut(j).and_then(Option::take) {
                    hand_on(Handoff::Diagonal(block));
                }
            }
        }
        // Whatever is still held, and whatever the previous strip sent that
        // this strip did not need, goes on.
        inbox.drain(&mut columns, &mut diagonals);
        for block in columns.into_iter().flatten() {
            if block.index * BLOCK + BLOCK > a1 {
                hand_on(Handoff::Column(block));
            }
        }
        for block in diagonals.into_iter().flatten() {
            hand_on(Handoff::Diagonal(block));
        }
        hand_on(Handoff::End);
        values
    }
}

/// The blocks a strip receives from the one before (or, for the first strip,
/// makes).
struct Inbox<'a> {
    inbox: &'a std::sync::mpsc::Receiver<Handoff>,
    /// The previous strip has ended (or there is none).
    ended: bool,
    words: usize,
}

impl Inbox<'_> {
    fn fresh(&self, index: usize) -> Block {
        let mut bits = vec![0u64; BLOCK * self.words].into_boxed_slice();
        // Written now, so that each page is faulted in once, by a write. Left to
        // the zeroed allocation, the scan's first read would map the shared
        // zero page and the first write replace it: two faults a page and a
        // TLB flush on every core the process runs on.
        bits.fill(std::hint::black_box(0));
        Block { index, bits }
    }

    /// Receives until column block `column` and diagonal blocks `diagonal` are
    /// held. The previous strip hands blocks on in the order it finishes them,
    /// so this never waits on a block that depends on this strip.
    fn fetch(
        &mut self,
        columns: &mut [Option<Block>],
        diagonals: &mut [Option<Block>],
        column: usize,
        diagonal: std::ops::RangeInclusive<usize>,
    ) {
        loop {
            let missing_column = columns[column].is_none();
            let missing_diagonal = diagonal.clone().find(|&j| diagonals[j].is_none());
            if !missing_column && missing_diagonal.is_none() {
                return;
            }
            if self.ended {
                // Only the first strip gets here: it makes what it needs.
                if missing_column {
                    columns[column] = Some(self.fresh(column));
                }
                if let Some(j) = missing_diagonal {
                    diagonals[j] = Some(self.fresh(j));
                }
                continue;
            }
            self.receive(columns, diagonals);
        }
    }

    fn receive(&mut self, columns: &mut [Option<Block>], diagonals: &mut [Option<Block>]) {
        match self.inbox.recv().expect("the previous strip hands on every block, then End") {
            Handoff::Column(block) => {
                let j = block.index;
                columns[j] = Some(block);
            }
            Handoff::Diagonal(block) => {
                let j = block.index;
                diagonals[j] = Some(block);
            }
            Handoff::End => self.ended = true,
        }
    }

    /// Receives everything up to the previous strip's End.
    fn drain(&mut self, columns: &mut [Option<Block>], diagonals: &mut [Option<Block>]) {
        while !self.ended {
            self.receive(columns, diagonals);
        }
    }
}

/// Adds value g to a line (its bitset and full-word bits).
#[inline(always)]
fn insert(bits: &mut [u64], full: &mut [u64], g: usize) {
    let w = g / 64;
    bits[w] |= 1 << (g % 64);
    if bits[w] == !0 {
        full[w / 64] |= 1 << (w % 64);
    }
}

/// Words of a line's bitset: values are below 2n; one word more is never full
/// (a scan ends there at the latest), and [`first_free`] may read two words past
/// it as candidates it does not need.
fn bit_words(n: usize) -> usize {
    (2 * n).div_ceil(64) + 3
}

/// Words of a line: its bitset, then one bit per bitset word, set when that word
/// is full (and a word more).
fn line_words(n: usize) -> usize {
    bit_words(n) + bit_words(n).div_ceil(64) + 1
}

/// The least value ≥ `start` in none of three lines (bitsets `r`, `c`, `d`, with
/// their full-word bits `rf`, `cf`, `df`; `start` below the never-full word, see
/// [`bit_words`]). Only words full in none of the three are read (a word full in
/// one line is full in the union): on the 8192 × 8192 table a plain scan from
/// the lower bound reads 26 words a cell, this 3.7, in 1.2 rounds (measured).
/// Each round takes the next three such words from the full-word bits, reads
/// them all, and picks the first with a free value without branching: a branch
/// a word costs more than the loads.
#[inline(always)]
fn first_free(r: &[u64], rf: &[u64], c: &[u64], cf: &[u64], d: &[u64], df: &[u64], start: usize) -> usize {
    let first = start / 64;
    let mut w = first;
    loop {
        let mut s = w / 64;
        let mut open = !(rf[s] | cf[s] | df[s]) & (!0u64 << (w % 64));
        while open == 0 {
            s += 1;
            open = !(rf[s] | cf[s] | df[s]);
        }
        // Three candidate words (where this summary word has fewer, the last
        // one again), and each one's free bits, those below start left out.
        let w1 = s * 64 + open.trailing_zeros() as usize;
        let open2 = open & (open - 1);
        let w2 = if open2 != 0 { s * 64 + open2.trailing_zeros() as usize } else { w1 };
        let open3 = open2 & open2.wrapping_sub(1);
        let w3 = if open3 != 0 { s * 64 + open3.trailing_zeros() as usize } else { w2 };
        let from_start = |w: usize| if w == first { !0u64 << (start % 64) } else { !0 };
        let free1 = !(r[w1] | c[w1] | d[w1]) & from_start(w1);
        let free2 = !(r[w2] | c[w2] | d[w2]) & from_start(w2);
        let free3 = !(r[w3] | c[w3] | d[w3]) & from_start(w3);
        let (wf, free) = std::hint::select_unpredictable(free2 != 0, (w2, free2), (w3, free3));
        let (wf, free) = std::hint::select_unpredictable(free1 != 0, (w1, free1), (wf, free));
        if free != 0 {
            return wf * 64 + free.trailing_zeros() as usize;
        }
        w = w3 + 1;
    }
}

/// Why stored rows were refused ([`CertifiedRows::from_bytes`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoredRowsError {
    /// Not this format, or another version of it.
    Format(String),
    /// The checksum does not match: the bytes changed.
    Checksum,
    /// The numbers do not fit together (a period that does not divide the
    /// proven one, a preperiod past the repeat, lengths).
    Shape(String),
    /// Recomputing from the stored data gave other values or another state.
    Recomputed(String),
}

impl std::fmt::Display for StoredRowsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoredRowsError::Format(why) => write!(f, "not a stored-rows file of this version: {why}"),
            StoredRowsError::Checksum => write!(f, "the checksum does not match: the file changed"),
            StoredRowsError::Shape(why) => write!(f, "the stored numbers do not fit together: {why}"),
            StoredRowsError::Recomputed(why) => {
                write!(f, "recomputing from the stored state disagrees: {why}")
            }
        }
    }
}

impl std::error::Error for StoredRowsError {}

/// The stored format's first bytes, and its version.
const STORED_MAGIC: &[u8; 16] = b"wythoff-rows\0\0\0\0";
/// The version of the stored format; files of another version are refused.
pub const STORED_VERSION: u32 = 1;
/// Columns recomputed from column 0 when stored rows are checked, beyond 2A.
const CHECKED_FROM_START: u64 = 1024;

/// FNV-1a, 64 bits: a checksum that any changed byte changes (with
/// overwhelming likelihood), stable across versions of Rust.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3))
}

/// Reads little-endian numbers from stored bytes, refusing to read past the
/// end.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], StoredRowsError> {
        if self.bytes.len() < n {
            return Err(StoredRowsError::Format("it ends too soon".into()));
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Ok(head)
    }

    fn u64(&mut self) -> Result<u64, StoredRowsError> {
        Ok(u64::from_le_bytes(self.take(8)?.try_into().expect("8 bytes")))
    }
}

impl CertifiedRows {
    /// The stored form: format marker and version, A, the repeat and its state,
    /// each row's period and values, and a checksum; all little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let p = &self.proof;
        let mut out = Vec::new();
        out.extend_from_slice(STORED_MAGIC);
        out.extend_from_slice(&STORED_VERSION.to_le_bytes());
        for x in [p.max_row as u64, p.first, p.second, p.state.len() as u64] {
            out.extend_from_slice(&x.to_le_bytes());
        }
        for r in &p.rows {
            out.extend_from_slice(&r.preperiod.to_le_bytes());
            out.extend_from_slice(&r.period.to_le_bytes());
        }
        for w in &p.state {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for row in &self.offsets {
            for h in row {
                out.extend_from_slice(&h.to_le_bytes());
            }
        }
        let checksum = fnv1a(&out);
        out.extend_from_slice(&checksum.to_le_bytes());
        out
    }

    /// Reads and checks stored rows. A file is refused unless:
    /// - it is this format and version, and its checksum matches (a changed
    ///   byte anywhere is caught);
    /// - its numbers fit together: first ≥ 2A, every row's period divides
    ///   second − first and its preperiod is at most first, and every row keeps
    ///   its values up to preperiod + period;
    /// - the repeat is proven again: the columns run from the stored state at
    ///   `first` to `second` give exactly the stored values (through each row's
    ///   period) and return to the stored state;
    /// - the first 2A + 1024 columns, computed from column 0, give exactly the
    ///   stored values.
    ///
    /// What is not derived again is that the stored state is the one the
    /// columns reach from column 0 (that is the cold computation); the checksum
    /// stands guard over it and the values before it.
    pub fn from_bytes(bytes: &[u8]) -> Result<CertifiedRows, StoredRowsError> {
        use StoredRowsError::{Checksum, Format, Recomputed, Shape};
        if bytes.len() < STORED_MAGIC.len() + 4 + 8 || &bytes[..STORED_MAGIC.len()] != STORED_MAGIC {
            return Err(Format("it does not start with the format's marker".into()));
        }
        let (body, tail) = bytes.split_at(bytes.len() - 8);
        let mut r = Reader { bytes: &body[STORED_MAGIC.len()..] };
        let version = u32::from_le_bytes(r.take(4)?.try_into().expect("4 bytes"));
        if version != STORED_VERSION {
            return Err(Format(format!("version {version}, not {STORED_VERSION}")));
        }
        if fnv1a(body) != u64::from_le_bytes(tail.try_into().expect("8 bytes")) {
            return Err(Checksum);
        }
        let max_row = r.u64()?;
        if max_row > MAX_CERTIFIED_ROWS as u64 {
            return Err(Shape(format!("{max_row} rows")));
        }
        let max_row = max_row as usize;
        let (first, second, state_len) = (r.u64()?, r.u64()?, r.u64()?);
        if first < 2 * max_row as u64 || second <= first {
            return Err(Shape(format!("the repeat at columns {first} and {second}")));
        }
        let joint = second - first;
        let mut rows = Vec::with_capacity(max_row + 1);
        for a in 0..=max_row {
            let (preperiod, period) = (r.u64()?, r.u64()?);
            if period == 0 || joint % period != 0 || preperiod > first {
                return Err(Shape(format!("row {a}: period {period} from {preperiod}")));
            }
            rows.push(RowPeriod { preperiod, period });
        }
        let state_len = usize::try_from(state_len).map_err(|_| Shape("the state's length".into()))?;
        let state_bytes =
            r.take(state_len.checked_mul(8).ok_or_else(|| Shape("the state's length".into()))?)?;
        let state: Vec<u64> =
            state_bytes.chunks_exact(8).map(|w| u64::from_le_bytes(w.try_into().expect("8 bytes"))).collect();
        let mut offsets = Vec::with_capacity(max_row + 1);
        for row in &rows {
            let n =
                usize::try_from(row.preperiod + row.period).map_err(|_| Shape("a row's length".into()))?;
            let raw = r.take(n.checked_mul(2).ok_or_else(|| Shape("a row's length".into()))?)?;
            offsets.push(raw.chunks_exact(2).map(|h| i16::from_le_bytes([h[0], h[1]])).collect::<Vec<i16>>());
        }
        if !r.bytes.is_empty() {
            return Err(Format("bytes after the last row".into()));
        }
        let stored = CertifiedRows { proof: RowProof { max_row, first, second, state, rows }, offsets };
        // The value the stored data gives for column b of row a.
        let expected = |a: usize, b: u64| {
            let near = stored.proof.reduced(a, &crate::Natural::from(b));
            stored.offsets[a][near as usize] as i64
        };
        // The repeat, proven again from the stored state.
        let mut columns = Columns::from_state(max_row, first, &stored.proof.state)
            .ok_or_else(|| Shape("the state's length does not fit the rows".into()))?;
        while columns.next_column() < second {
            let b = columns.next_column();
            columns.step();
            if let Some(a) = (0..=max_row).find(|&a| columns.last()[a] != expected(a, b)) {
                return Err(Recomputed(format!("row {a}, column {b}")));
            }
        }
        if columns.state() != stored.proof.state {
            return Err(Recomputed(format!("the state at column {second} is not the one at {first}")));
        }
        // The first columns, from column 0.
        let mut columns = Columns::new(max_row);
        let checked = first.min(2 * max_row as u64 + CHECKED_FROM_START);
        while columns.next_column() < checked {
            let b = columns.next_column();
            columns.step();
            if let Some(a) = (0..=max_row).find(|&a| columns.last()[a] != expected(a, b)) {
                return Err(Recomputed(format!("row {a}, column {b}, computed from column 0")));
            }
        }
        Ok(stored)
    }
}

/// A position of Wythoff's game as a component of a sum of games
/// ([`crate::sum`]), with its smaller pile within proven rows.
///
/// Every move to a given value is found without listing the moves: with
/// m = min(a, b) and M the other pile, the moves that lower m, and the diagonal
/// moves, go to rows below m (at most 2m of them, each read through the proven
/// rows); the moves that lower M stay in row m, where each value occurs once and
/// G(m, c) ∈ [c − 2m, c + m], so only the columns within 2m of the value need
/// looking at (and the moves that take M below m lead to rows below m).
#[derive(Clone, Debug)]
pub struct WythoffPosition<'a> {
    rows: &'a CertifiedRows,
    piles: [crate::Natural; 2],
}

impl<'a> WythoffPosition<'a> {
    /// The position (a, b), if min(a, b) is within the proven rows.
    pub fn new(rows: &'a CertifiedRows, piles: [crate::Natural; 2]) -> Option<WythoffPosition<'a>> {
        let min = piles[0].clone().min(piles[1].clone());
        (min <= crate::Natural::from(rows.proof.max_row)).then_some(WythoffPosition { rows, piles })
    }

    /// G(x, y) for any (x, y) with min(x, y) within the rows.
    fn value(&self, x: &crate::Natural, y: &crate::Natural) -> crate::Natural {
        let (lo, hi) = if x <= y { (x, y) } else { (y, x) };
        let row = usize::try_from(lo).expect("within the proven rows");
        self.rows.value(row, hi)
    }
}

impl crate::sum::Component for WythoffPosition<'_> {
    fn grundy(&self) -> crate::Natural {
        self.value(&self.piles[0], &self.piles[1])
    }

    fn moves_to_value(&self, target: &crate::Natural) -> Vec<crate::sum::ComponentMove> {
        use crate::game::GameMove;
        use crate::wythoff::{Move, MoveKind};
        use crate::Natural;
        let [a, b] = &self.piles;
        let mut moves: Vec<Move> = Vec::new();
        let mut consider = |kind: MoveKind, take: Natural| {
            let to = match kind {
                MoveKind::Pile1 => [a - &take, b.clone()],
                MoveKind::Pile2 => [a.clone(), b - &take],
                MoveKind::Both => [a - &take, b - &take],
            };
            if self.value(&to[0], &to[1]) == *target {
                moves.push(Move { kind, take, to });
            }
        };
        // Which pile is the smaller, m, and which the larger, M.
        let (small_kind, large_kind, m, big) = if a <= b {
            (MoveKind::Pile1, MoveKind::Pile2, a, b)
        } else {
            (MoveKind::Pile2, MoveKind::Pile1, b, a)
        };
        let m_rows = usize::try_from(m).expect("within the proven rows");
        // Diagonal moves: rows below m.
        for take in 1..=m_rows {
            consider(MoveKind::Both, Natural::from(take));
        }
        // Lowering the smaller pile: rows below m.
        for take in 1..=m_rows {
            consider(small_kind, Natural::from(take));
        }
        // Lowering the larger pile to c < m: rows below m.
        let below = big - m;
        for c in 0..m_rows {
            consider(large_kind, &below + (m_rows - c));
        }
        // Lowering the larger pile to c ≥ m: row m, where value t can only be in
        // columns c ∈ [t − m, t + 2m] (as c − 2m ≤ G(m, c) ≤ c + m).
        let lowest = if *target >= Natural::from(m_rows) { target - m_rows } else { Natural::ZERO };
        let lowest = lowest.max(m.clone());
        let mut c = lowest;
        let highest = target + 2 * m_rows;
        while c <= highest && c < *big {
            consider(large_kind, big - &c);
            c += 1u8;
        }
        // Listed as moves are everywhere: diagonal, then pile 1, then pile 2, each
        // by increasing take.
        moves.sort_by(|x, y| {
            let rank = |k: MoveKind| match k {
                MoveKind::Both => 0,
                MoveKind::Pile1 => 1,
                MoveKind::Pile2 => 2,
            };
            (rank(x.kind), &x.take).cmp(&(rank(y.kind), &y.take))
        });
        moves
            .into_iter()
            .map(|m| crate::sum::ComponentMove { text: m.to_string(), takes: m.takes(), to: m.to.to_vec() })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::first_free;

    /// Random lines (bitsets with their full-word bits), dense with runs of full
    /// words, so that the skipping is exercised; the last three words empty, as
    /// in the table's lines.
    fn lines(seed: u64, words: usize) -> Vec<(Vec<u64>, Vec<u64>)> {
        let mut x = seed;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        (0..3)
            .map(|_| {
                let bits: Vec<u64> = (0..words)
                    .map(|w| {
                        if w + 3 >= words {
                            0
                        } else if next() % 4 != 0 {
                            !0
                        } else {
                            next() | next()
                        }
                    })
                    .collect();
                let mut full = vec![0u64; words.div_ceil(64) + 1];
                for (w, &b) in bits.iter().enumerate() {
                    if b == !0 {
                        full[w / 64] |= 1 << (w % 64);
                    }
                }
                (bits, full)
            })
            .collect()
    }

    fn bit(bits: &[u64], v: usize) -> bool {
        bits[v / 64] >> (v % 64) & 1 == 1
    }

    #[test]
    fn the_scan_is_the_first_free_value_bit_by_bit() {
        let mut checked = 0;
        for seed in 1..400u64 {
            let words = 4 + (seed as usize * 37) % 300;
            let l = lines(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15), words);
            let [(r, rf), (c, cf), (d, df)] = [&l[0], &l[1], &l[2]];
            // Up to the never-full word.
            for start in (0..64 * (words - 2)).step_by(1 + words / 3) {
                let slow = (start..).find(|&v| !bit(r, v) && !bit(c, v) && !bit(d, v)).unwrap();
                assert_eq!(first_free(r, rf, c, cf, d, df, start), slow, "seed {seed}, start {start}");
                checked += 1;
            }
        }
        assert!(checked > 10_000);
    }
}
