//! Rows 0..=A computed column by column, and their additive periodicity
//! proved by a repeated state (see the module documentation of
//! [`crate::wythoff_grundy`]): [`certify`], [`prove_rows`], [`direct`].

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
        if b.is_multiple_of(1024) {
            crate::cancel::check();
        }
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

    /// Columns resumed before column `b` from a state and the values of column
    /// b − 1 ([`last`](Self::last)), as a [`RowSearch`] saved them: exactly where
    /// they were. None if the lengths do not fit `max_row` rows.
    pub fn resume(max_row: usize, b: u64, state: &[u64], last: &[i64]) -> Option<Columns> {
        let mut columns = Columns::from_state(max_row, b, state)?;
        if last.len() != max_row + 1 {
            return None;
        }
        columns.last.copy_from_slice(last);
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
    /// The bytes these rows hold in memory: their values, the proof's state and
    /// the rows' periods (the vectors' contents, not their headers).
    pub fn memory_bytes(&self) -> usize {
        let values: usize = self.offsets.iter().map(|row| row.len() * size_of::<i16>()).sum();
        values + self.proof.state.len() * size_of::<u64>() + self.proof.rows.len() * size_of::<RowPeriod>()
    }

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
    prove_rows_from(max_row, None, &mut |_| {}, u64::MAX, progress)
}

/// Where a proof of rows 0..=A stands ([`prove_rows_from`]): saved now and then
/// during a long search, and resumed from exactly there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowSearch {
    /// The search for the repeat (Brent's method): the columns computed up to
    /// `next` (the state before it and the last column's values) and the saved
    /// element it is compared with.
    Searching {
        /// The last row, A.
        max_row: usize,
        /// The next column to compute.
        next: u64,
        /// [`Columns::state`] before `next`.
        state: Vec<u64>,
        /// [`Columns::last`]: G(a, next − 1) − (next − 1).
        last: Vec<i64>,
        /// The saved element: the column computed at `saved_at`, and the state after it.
        saved_at: u64,
        /// See `saved_at`.
        saved_column: Vec<i64>,
        /// See `saved_at`.
        saved_state: Vec<u64>,
        /// Brent's power of two, and the distance from the saved element.
        power: u64,
        /// See `power`.
        length: u64,
    },
    /// The repeat is found (the proof); what remains is the pass that finds
    /// each row's least preperiod and period, which a resume runs from column 0
    /// (and, on two cores, from `middle` too).
    Found {
        /// The last row, A.
        max_row: usize,
        /// The states before `first` and `second` are equal.
        first: u64,
        /// See `first`.
        second: u64,
        /// That state.
        state: Vec<u64>,
        /// Where the periods pass's second thread starts, if the search kept a
        /// copy of its columns before `first`: the column, the state before it
        /// and the values of the column before ([`Columns::resume`]).
        middle: Option<(u64, Vec<u64>, Vec<i64>)>,
    },
}

/// What a saved [`RowSearch`] starts with, and its format's version.
const SEARCH_MAGIC: &[u8; 8] = b"WYROWS\x00\x01";

impl RowSearch {
    /// The rows it is a search for: 0..=this.
    pub fn max_row(&self) -> usize {
        match self {
            RowSearch::Searching { max_row, .. } | RowSearch::Found { max_row, .. } => *max_row,
        }
    }

    /// As bytes: the magic, then little-endian words, every list after its length.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut words: Vec<u64> = Vec::new();
        let list = |words: &mut Vec<u64>, items: &mut dyn Iterator<Item = u64>| {
            let at = words.len();
            words.push(0);
            words.extend(items);
            words[at] = (words.len() - at - 1) as u64;
        };
        match self {
            RowSearch::Searching {
                max_row,
                next,
                state,
                last,
                saved_at,
                saved_column,
                saved_state,
                power,
                length,
            } => {
                words.extend([1, *max_row as u64, *next, *saved_at, *power, *length]);
                list(&mut words, &mut state.iter().copied());
                list(&mut words, &mut last.iter().map(|&v| v as u64));
                list(&mut words, &mut saved_column.iter().map(|&v| v as u64));
                list(&mut words, &mut saved_state.iter().copied());
            }
            RowSearch::Found { max_row, first, second, state, middle } => {
                words.extend([if middle.is_some() { 3 } else { 2 }, *max_row as u64, *first, *second]);
                list(&mut words, &mut state.iter().copied());
                if let Some((column, state, last)) = middle {
                    words.push(*column);
                    list(&mut words, &mut state.iter().copied());
                    list(&mut words, &mut last.iter().map(|&v| v as u64));
                }
            }
        }
        let mut bytes = SEARCH_MAGIC.to_vec();
        bytes.extend(words.iter().flat_map(|w| w.to_le_bytes()));
        bytes
    }

    /// Read from [`to_bytes`](Self::to_bytes)'s form; None for anything else,
    /// or lengths that do not fit its rows.
    pub fn from_bytes(bytes: &[u8]) -> Option<RowSearch> {
        let body = bytes.strip_prefix(SEARCH_MAGIC.as_slice())?;
        if body.len() % 8 != 0 {
            return None;
        }
        let words: Vec<u64> =
            body.chunks_exact(8).map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes"))).collect();
        let mut read = Reader { words: &words, at: 0 };
        let tag = read.word()?;
        let max_row = usize::try_from(read.word()?).ok().filter(|&r| r <= MAX_CERTIFIED_ROWS)?;
        let state_len = (2 * max_row + 1) * (3 * max_row).div_ceil(64);
        let signed = |v: Vec<u64>| v.into_iter().map(|v| v as i64).collect::<Vec<i64>>();
        let search = match tag {
            1 => {
                let (next, saved_at, power, length) =
                    (read.word()?, read.word()?, read.word()?, read.word()?);
                let state = read.list(state_len)?;
                let last = signed(read.list(max_row + 1)?);
                let saved_column = signed(read.list(max_row + 1)?);
                let saved_state = read.list(state_len)?;
                if next < 2 * max_row as u64 + 2 || saved_at >= next {
                    return None;
                }
                RowSearch::Searching {
                    max_row,
                    next,
                    state,
                    last,
                    saved_at,
                    saved_column,
                    saved_state,
                    power,
                    length,
                }
            }
            2 | 3 => {
                let (first, second) = (read.word()?, read.word()?);
                let state = read.list(state_len)?;
                let middle = match tag {
                    3 => {
                        let column = read.word()?;
                        let state = read.list(state_len)?;
                        let last = signed(read.list(max_row + 1)?);
                        if column < 2 * max_row as u64 + 2 || column > first {
                            return None;
                        }
                        Some((column, state, last))
                    }
                    _ => None,
                };
                if first >= second {
                    return None;
                }
                RowSearch::Found { max_row, first, second, state, middle }
            }
            _ => return None,
        };
        (read.at == words.len()).then_some(search)
    }
}

/// Words read in turn.
struct Reader<'a> {
    words: &'a [u64],
    at: usize,
}

impl Reader<'_> {
    fn word(&mut self) -> Option<u64> {
        let w = self.words.get(self.at).copied();
        self.at += 1;
        w
    }

    /// A list of exactly `len` words, after its length.
    fn list(&mut self, len: usize) -> Option<Vec<u64>> {
        if self.word()? != len as u64 {
            return None;
        }
        (0..len).map(|_| self.word()).collect()
    }
}

/// [`prove_rows`], resumable: from `resume` where given (a search for the
/// same rows), calling `save` with where it stands every `every` columns of
/// the search and once the repeat is found. The proof is the same as from
/// scratch.
///
/// ```
/// use wythoff::wythoff_grundy::{prove_rows, prove_rows_from, RowSearch};
/// let mut saved = Vec::new();
/// let whole = prove_rows_from(6, None, &mut |s| saved.push(s.to_bytes()), 16, &mut |_| {});
/// assert_eq!(whole, prove_rows(6, &mut |_| {}));
/// // From any point saved, the same proof.
/// for bytes in &saved {
///     let search = RowSearch::from_bytes(bytes).unwrap();
///     assert_eq!(prove_rows_from(6, Some(search), &mut |_| {}, 16, &mut |_| {}), whole);
/// }
/// ```
///
/// # Panics
///
/// If `max_row` > [`MAX_CERTIFIED_ROWS`], or `resume` is a search for other rows.
pub fn prove_rows_from(
    max_row: usize,
    resume: Option<RowSearch>,
    save: &mut dyn FnMut(&RowSearch),
    every: u64,
    progress: &mut dyn FnMut(u64),
) -> RowProof {
    assert!(max_row <= MAX_CERTIFIED_ROWS, "{max_row} rows are beyond {MAX_CERTIFIED_ROWS}");
    assert!(resume.as_ref().is_none_or(|r| r.max_row() == max_row), "a search for other rows");
    let mut snapshots = Vec::new();
    let (first, second, state, middle) = match resume {
        Some(RowSearch::Found { first, second, state, middle, .. }) => {
            let middle = middle.map(|(b, state, last)| {
                Columns::resume(max_row, b, &state, &last).expect("lengths checked when read")
            });
            (first, second, state, middle)
        }
        searching => {
            let (first, second, state) =
                find_repeat(max_row, searching, save, every.max(1), &mut snapshots, progress);
            // The copy nearest half the preperiod balances the periods pass's two threads.
            let middle = snapshots
                .into_iter()
                .filter(|c| c.next_column() <= first)
                .min_by_key(|c| c.next_column().abs_diff(first / 2));
            let kept = middle.as_ref().map(|c| (c.next_column(), c.state(), c.last().to_vec()));
            save(&RowSearch::Found { max_row, first, second, state: state.clone(), middle: kept });
            (first, second, state, middle)
        }
    };
    let rows = row_periods(max_row, first, second - first, middle, progress);
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

/// How often, in columns, the search keeps a copy of its columns, from which
/// the periods pass's second thread starts.
const SNAPSHOT_EVERY: u64 = 1 << 22;

/// Brent's cycle detection on the sequence of (column, state after it) from
/// column 2A on: returns b₁ < b₂ with equal states before them, compared
/// exactly, and that state.
fn find_repeat(
    max_row: usize,
    resume: Option<RowSearch>,
    save: &mut dyn FnMut(&RowSearch),
    every: u64,
    snapshots: &mut Vec<Columns>,
    progress: &mut dyn FnMut(u64),
) -> (u64, u64, Vec<u64>) {
    // At the top of the loop: column next − 1 is computed (its values in
    // `last`), and the element saved by Brent's method is (saved_at, its
    // column, the state after it), `length` elements back.
    let (mut columns, mut saved_column, mut saved_state, mut saved_at, mut power, mut length) = match resume {
        Some(RowSearch::Searching {
            next,
            state,
            last,
            saved_at,
            saved_column,
            saved_state,
            power,
            length,
            ..
        }) => {
            let columns = Columns::resume(max_row, next, &state, &last).expect("a search for these rows");
            (columns, saved_column, saved_state, saved_at, power, length)
        }
        _ => {
            let mut columns = Columns::new(max_row);
            while columns.next_column() <= 2 * max_row as u64 {
                columns.step();
            }
            // The element at position t: column t's values and the state before t + 1.
            let saved_column = columns.last().to_vec();
            let saved_state = columns.state();
            let saved_at = columns.next_column() - 1;
            columns.step();
            (columns, saved_column, saved_state, saved_at, 1, 1)
        }
    };
    loop {
        if columns.last() == saved_column.as_slice() && columns.state() == saved_state {
            return (saved_at + 1, saved_at + 1 + length, saved_state);
        }
        if power == length {
            saved_column.copy_from_slice(columns.last());
            saved_state = columns.state();
            saved_at = columns.next_column() - 1;
            // Brent doubles; a quarter more at a time overshoots the joint
            // preperiod by at most about a quarter (doubling: up to twice).
            power += power / 4 + 1;
            length = 0;
        }
        columns.step();
        length += 1;
        let next = columns.next_column();
        if next.is_multiple_of(PROGRESS_EVERY) {
            progress(next);
        }
        if next.is_multiple_of(every.min(SNAPSHOT_EVERY)) {
            // For the periods pass's second thread (a column of 1,001 rows is
            // 0.8 MB; one every 2^22 columns).
            snapshots.push(columns.clone());
        }
        if next.is_multiple_of(every) {
            save(&RowSearch::Searching {
                max_row,
                next,
                state: columns.state(),
                last: columns.last().to_vec(),
                saved_at,
                saved_column: saved_column.clone(),
                saved_state: saved_state.clone(),
                power,
                length,
            });
        }
    }
}

/// Each row's least period (a divisor of the joint `period`) and least preperiod,
/// from a second pass over columns 0..first + period that keeps the last
/// `period` columns. With a copy of the search's columns at some column s ≤
/// first (`middle`) and two cores, the pass is split: this thread computes
/// columns 0..s + period and compares those from `period` on, a second thread
/// resumes at s and compares the columns from s + period on (after refilling
/// its window of one period); each row's preperiod is the later of the two.
fn row_periods(
    max_row: usize,
    first: u64,
    period: u64,
    middle: Option<Columns>,
    progress: &mut dyn FnMut(u64),
) -> Vec<RowPeriod> {
    let end = first + period;
    let two_cores = std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2);
    let split = middle.filter(|c| two_cores && c.next_column() <= first);
    let (settled, ring) = match split {
        None => periods_pass(Columns::new(max_row), period, period, end, progress),
        Some(later) => std::thread::scope(|scope| {
            let s = later.next_column();
            let token = crate::cancel::current();
            let second = scope.spawn(move || {
                crate::cancel::inherit(token, || periods_pass(later, period, s + period, end, &mut |_| {}))
            });
            let (mut settled, _) = periods_pass(Columns::new(max_row), period, period, s + period, progress);
            let (later_settled, ring) = second.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
            for (a, b) in settled.iter_mut().zip(later_settled) {
                *a = (*a).max(b);
            }
            (settled, ring)
        }),
    };
    let rows = max_row + 1;
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

/// Runs `columns` up to column `end`, keeping the last `period` columns'
/// G(a, b) − b in a ring, and for each column b from `compare_from` on (at
/// least one period past where `columns` started) compares it with b − period:
/// per row, one past the last b − period that differs (0 if none), and the ring.
fn periods_pass(
    mut columns: Columns,
    period: u64,
    compare_from: u64,
    end: u64,
    progress: &mut dyn FnMut(u64),
) -> (Vec<u64>, Vec<i16>) {
    let rows = columns.max_row + 1;
    // G(a, b) − b ∈ [−2a, a] fits in 16 bits (A ≤ MAX_CERTIFIED_ROWS).
    let mut ring = vec![0i16; period as usize * rows];
    let mut settled = vec![0u64; rows];
    while columns.next_column() < end {
        let b = columns.next_column();
        columns.step();
        let slot = (b % period) as usize;
        for (a, &h) in columns.last().iter().enumerate() {
            let h = h as i16;
            if b >= compare_from && ring[slot * rows + a] != h {
                settled[a] = b - period + 1;
            }
            ring[slot * rows + a] = h;
        }
        if columns.next_column().is_multiple_of(PROGRESS_EVERY) {
            progress(columns.next_column());
        }
    }
    (settled, ring)
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
