//! The full table of G(a, b) for a, b < n, computed in strips of rows swept
//! column by column on several threads: [`table`], [`table_with`],
//! [`table_with_strips`].

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
    let start = out.len();
    out.resize(start + 4 * n * rows.len(), 0);
    write_rows_le_u32(n, strips, rows, &mut out[start..]);
}

/// [`rows_le_u32`] into `block`, exactly 4·n·rows.len() bytes.
fn write_rows_le_u32(n: usize, strips: &[&[u16]], rows: std::ops::Range<usize>, block: &mut [u8]) {
    let le = |cells: &mut [u8], values: &[u16]| {
        for (cell, &v) in cells.chunks_exact_mut(4).zip(values) {
            cell.copy_from_slice(&u32::from(v).to_le_bytes());
        }
    };
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

/// The whole n × n table in the layout of `wythoff grundy table --format bin`
/// (row-major little-endian u32), each strip's rows written by the thread that
/// computed them, straight into their place: one buffer, no second copy, and
/// the conversion spread over the threads.
///
/// ```
/// let bytes = wythoff::wythoff_grundy::table_le_u32(5, 2);
/// let row1: Vec<u32> = bytes[20..40].chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
/// assert_eq!(row1, [1, 2, 0, 4, 5]);
/// ```
///
/// # Panics
///
/// If n > [`MAX_TABLE`].
pub fn table_le_u32(n: usize, threads: usize) -> Vec<u8> {
    // Zeroed lazily by the allocator: each page is first touched by the thread
    // that writes it.
    let mut bytes = vec![0u8; 4 * n * n];
    {
        let places: Vec<std::sync::Mutex<&mut [u8]>> =
            bytes.chunks_mut((4 * n * STRIP).max(1)).map(std::sync::Mutex::new).collect();
        table_with_strips(n, threads, &mut |_, _| {}, &|rows| {
            let place = &places[rows.rows.start / STRIP];
            let mut place = place.lock().unwrap_or_else(|e| e.into_inner());
            write_rows_le_u32(rows.n, &rows.strips, rows.rows.clone(), &mut place);
        });
    }
    bytes
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
    sweep(n, n.div_ceil(STRIP), true, threads, on_rows, on_strip)
}

/// G(a, b) through the table's strip kernel, for max(a, b) < [`MAX_TABLE`]:
/// only the strips of rows 0..=min(a, b) are swept, up to column max(a, b),
/// and no value is kept but the last column's, so the memory is the lines'
/// bitsets alone ([`value_cost`]). `None` where max(a, b) is too large.
///
/// ```
/// use wythoff::wythoff_grundy::{direct, table_value};
/// assert_eq!(table_value(3, 10, 2), Some(8));
/// assert_eq!(table_value(700, 3000, 2), Some(direct(700, 3000) as u32));
/// ```
pub fn table_value(a: u64, b: u64, threads: usize) -> Option<u32> {
    let (lo, hi) = (a.min(b) as usize, a.max(b) as usize);
    if hi >= MAX_TABLE {
        return None;
    }
    let n = hi + 1;
    let table = sweep(n, lo / STRIP + 1, false, threads, &mut |_, _| {}, &|_| {});
    // The last strip kept its last column, column hi: G(a, hi) for its rows.
    let last = table.strips.last().expect("one strip at least");
    Some(last[lo - lo / STRIP * STRIP] as u32)
}

/// From this smaller pile on (and below [`MAX_TABLE`]), [`value`] goes through
/// the table's kernel: below it the column windows of [`super::direct`] are as
/// fast per cell, in far less memory (measured: 10 ns a cell at min = 101).
pub const TABLE_FROM_ROW: u64 = 256;

/// G(a, b) computed from the rules by the faster way for its shape: the
/// table's strip kernel ([`table_value`], on `threads` threads) where
/// min(a, b) ≥ [`TABLE_FROM_ROW`] and max(a, b) < [`MAX_TABLE`], else the column
/// windows ([`super::direct`]). Its cost is [`value_steps`].
///
/// ```
/// use wythoff::wythoff_grundy::{direct, value};
/// assert_eq!(value(300, 1000, 2), direct(300, 1000));
/// assert_eq!(value(3, 10, 1), 8);
/// ```
pub fn value(a: u64, b: u64, threads: usize) -> u64 {
    let (lo, hi) = (a.min(b), a.max(b));
    if lo >= TABLE_FROM_ROW
        && let Some(g) = table_value(lo, hi, threads)
    {
        return g as u64;
    }
    super::direct(lo, hi)
}

/// What [`value`] costs, in steps that take a few nanoseconds each (measured in
/// `bench/RESULTS.md`): its (min + 1)·(max + 1) cells, 4 steps a cell through
/// the table's kernel, [`window_steps`] through the column windows.
pub fn value_steps(a: u64, b: u64) -> u128 {
    let (lo, hi) = (a.min(b), a.max(b));
    if lo >= TABLE_FROM_ROW && hi < MAX_TABLE as u64 {
        (lo as u128 + 1) * (hi as u128 + 1) * 4
    } else {
        window_steps(lo, hi)
    }
}

/// What the column windows cost for G(a, b) ([`super::direct`], and the sweep
/// of a sum's component): 2 + min/64 steps a cell (a cell's windows are about
/// 3·min bits).
pub fn window_steps(a: u64, b: u64) -> u128 {
    let (lo, hi) = (a.min(b) as u128, a.max(b) as u128);
    (lo + 1) * (hi + 1) * (2 + lo / 64)
}

/// The memory [`table_value`] takes for G(a, b): the column and diagonal
/// blocks' bitsets, n = max(a, b) + 1 lines each of a few words per 32
/// values, and a strip's rows.
pub fn value_cost(a: u64, b: u64) -> u64 {
    let n = a.max(b) as usize + 1;
    let words = line_words(n) as u64;
    let blocks = n.div_ceil(BLOCK) as u64;
    // Columns and diagonals, on each of two threads at most in flight, and rows.
    2 * blocks * BLOCK as u64 * words * 8 + (STRIP as u64) * words * 8 * 2
}

/// The strips 0..`strips` of the n × n table swept as a pipeline (see
/// [`table_with`]); `keep` keeps every value, else only each strip's last
/// column.
fn sweep(
    n: usize,
    strips: usize,
    keep: bool,
    threads: usize,
    on_rows: &mut dyn FnMut(&Table, std::ops::Range<usize>),
    on_strip: &(dyn Fn(StripRows<'_>) + Sync),
) -> Table {
    use std::sync::{Arc, Condvar, Mutex, OnceLock, mpsc};
    assert!(n <= MAX_TABLE, "a table of side {n} is beyond {MAX_TABLE}");
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
            let token = crate::cancel::current();
            scope.spawn(move || {
                crate::cancel::inherit(token, || {
                    for k in (t..strips).step_by(threads) {
                        let strip = Strip {
                            n,
                            words,
                            a0: k * STRIP,
                            a1: ((k + 1) * STRIP).min(n),
                            first: k == 0,
                            last: k + 1 == strips,
                            keep,
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
                                // A strip before stops if the work is cancelled: wait in turns.
                                let timeout = std::time::Duration::from_millis(20);
                                count =
                                    changed.wait_timeout(count, timeout).unwrap_or_else(|e| e.into_inner()).0;
                                crate::cancel::check();
                            }
                        }
                        if keep {
                            let done: Vec<&[u16]> = computed[..=k]
                                .iter()
                                .map(|s| s.get().expect("complete").as_slice())
                                .collect();
                            on_strip(StripRows { n, strips: done, rows: strip.a0..strip.a1 });
                        }
                        if done_tx.send(k).is_err() {
                            return;
                        }
                    }
                })
            });
        }
        drop(senders);
        drop(done_tx);
        let mut pending = vec![false; strips];
        loop {
            // Waiting in turns, so that a cancelling token is polled here too,
            // at every turn: strips that finish faster than the wait (every 6 ms
            // at side 16,384) must not keep it from being asked (Ctrl-C in
            // Python is read only on this thread; the token asks at most every
            // 50 ms).
            crate::cancel::check();
            let k = match done_rx.recv_timeout(std::time::Duration::from_millis(20)) {
                Ok(k) => k,
                Err(mpsc::RecvTimeoutError::Timeout) => continue,
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            };
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
    /// Keep every value (else only the last column's).
    keep: bool,
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
        let width = if self.keep { n - a0 } else { 1 };
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
            if b.is_multiple_of(64) {
                crate::cancel::check();
            }
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
            let at = if self.keep { (b - a0) * (a1 - a0) } else { 0 };
            let (first_high, column_values) = ((b - a0) / BLOCK * BLOCK, &mut values[at..]);
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
            if let Some(j) = (b + 2).checked_sub(a1 + BLOCK).map(|x| x / BLOCK)
                && let Some(block) = diagonals.get_mut(j).and_then(Option::take)
            {
                hand_on(Handoff::Diagonal(block));
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
        let handoff = self.inbox.recv().unwrap_or_else(|_| {
            // The previous strip's thread stopped early: only when cancelled.
            crate::cancel::check();
            panic!("the previous strip hands on every block, then End")
        });
        match handoff {
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
