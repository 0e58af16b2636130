//! Step 1 of the engine for a block of heaps at once, on a second core.
//!
//! For heaps h, …, h + B − 1 and a sparse position r ≥ 2B known before the
//! block before, the partners h + j − i − r of every split of rest h + j − i
//! were all computed a block ago: their marks are one pass over a run of
//! consecutive values, a byte store each into the block's rows (a row of
//! bytes a heap, then packed into bits). While the engine computes a block,
//! the marker computes the next one's rows; the engine itself marks only the
//! splits with a sparse part below 2B and the sparse positions found since
//! (few: about 50 of Grundy's game's 1,287 with B = 128). The rows are the
//! same marks the engine would make, so the values and the steps are the
//! same with one core or two.
//!
//! The marker also owns the run's values (the engine keeps the first and the
//! last few million for its scans, and asks the marker for the rest).

use std::sync::mpsc::{Receiver, Sender};

use super::history::History;
use super::portable::pack_portable;
use super::scan::{self, Kernel};
use super::simd;
use crate::octal::SparseSpace;

/// Heaps a block.
pub(crate) const BLOCK: usize = 128;

/// The marks a block needs from the sparse positions at least 2·[`BLOCK`],
/// as of the heap the snapshot was taken.
#[derive(Clone, Debug)]
pub(crate) struct Job {
    /// The block's first heap.
    pub first: usize,
    /// Its heaps.
    pub count: usize,
    /// Words a row (every value of the snapshot's splits is below 64 × this).
    pub words: usize,
    /// The sparse positions (each at least 2·BLOCK) and their values.
    pub sparse: Vec<(usize, u16)>,
}

/// A block's rows: bit v of row j (`bits[j * words + v / 64]`) is set when a
/// split of heap first + j with a sparse part of the snapshot reaches v.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Rows {
    pub first: usize,
    pub words: usize,
    pub bits: Vec<u64>,
}

impl Rows {
    /// Row j.
    pub fn row(&self, j: usize) -> &[u64] {
        &self.bits[j * self.words..(j + 1) * self.words]
    }
}

/// What the rows are made of: the split removals and whether a split's parts
/// must differ.
#[derive(Clone, Debug)]
pub(crate) struct Splits {
    pub removals: Vec<usize>,
    pub unequal: bool,
}

/// Makes a block's rows from the values (`history`, through at least the last
/// partner), reusing `bytes`; or the first partner not kept (nor read back).
pub(crate) fn rows(
    job: &Job,
    splits: &Splits,
    history: &mut History,
    bytes: &mut Vec<u8>,
    kernel: simd::Features,
) -> Result<Rows, usize> {
    let width = 64 * job.words;
    bytes.clear();
    bytes.resize(job.count * width, 0);
    // Grundy's game's splits of a heap into two halves (no move), marked with
    // the rest and looked at after: heap, removal, part, value.
    let mut halves = Vec::new();
    for &(r, v) in &job.sparse {
        for &i in &splits.removals {
            // Heap first + j, rest first + j − i, partner rest − r ≥ 1.
            let from = (i + r + 1).saturating_sub(job.first);
            if from >= job.count {
                continue;
            }
            let base = job.first + from - i - r;
            let partners = history.fetch(base, base + (job.count - from))?;
            let rows = &mut bytes[from * width..];
            // Rows of a fixed width: a store a split, no index to check.
            match width {
                64 => mark::<64>(rows, &partners, v),
                128 => mark::<128>(rows, &partners, v),
                256 => mark::<256>(rows, &partners, v),
                512 => mark::<512>(rows, &partners, v),
                1024 => mark::<1024>(rows, &partners, v),
                _ => {
                    for (row, &p) in rows.chunks_exact_mut(width).zip(partners.iter()) {
                        row[usize::from(v ^ p)] = 1;
                    }
                }
            }
            if splits.unequal
                && let Some(j) = (2 * r + i).checked_sub(job.first).filter(|&j| j >= from && j < job.count)
            {
                halves.push((j, i, r, usize::from(v ^ partners[j - from])));
            }
        }
    }
    // Each half split's mark undone unless another split of the snapshot
    // reaches the same value at that heap.
    for (j, i, r, x) in halves {
        let mut again = false;
        for &(q, w) in &job.sparse {
            for &i2 in &splits.removals {
                let rest = job.first + j - i2;
                if (q, i2) != (r, i) && q < rest && !(splits.unequal && 2 * q == rest) {
                    again |= usize::from(w ^ history.fetch_one(rest - q)?) == x;
                }
            }
        }
        if !again {
            bytes[j * width + x] = 0;
        }
    }
    let mut bits = vec![0; job.count * job.words];
    pack(bytes, &mut bits, kernel);
    Ok(Rows { first: job.first, words: job.words, bits })
}

/// Sets byte v ⊕ p of each row, p the partners in turn (every value below
/// W, a power of two).
fn mark<const W: usize>(rows: &mut [u8], partners: &[u16], v: u16) {
    let (rows, _) = rows.as_chunks_mut::<W>();
    for (row, &p) in rows.iter_mut().zip(partners) {
        row[usize::from(v ^ p) & (W - 1)] = 1;
    }
}

/// Packs each 64 bytes into a word, bit k set where byte k is not 0.
pub(crate) fn pack(bytes: &[u8], bits: &mut [u64], kernel: simd::Features) {
    if kernel.avx2 || kernel.avx512 { simd::pack(bytes, bits, kernel) } else { pack_portable(bytes, bits) }
}

/// What the engine asks the marker.
pub(crate) enum Ask {
    /// Values to add to the history, in order.
    Append(Vec<u16>),
    /// A block's rows.
    Rows(Job),
    /// A scan of a rest's splits ([`scan_far`]), and the values wanted.
    Scan(Far, Vec<u16>),
    /// The sparse positions of a space.
    Sparse(SparseSpace),
}

/// What the marker answers.
pub(crate) enum Answer {
    Rows(Result<Rows, usize>),
    Scan(Result<(usize, Vec<u16>), usize>),
    Sparse(Result<Vec<(usize, u16)>, usize>),
}

/// A scan of the splits a = from + 1, …, to of a rest, where the values
/// are: which, with the kernel and whether every value is below 512.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Far {
    pub rest: usize,
    pub from: usize,
    pub to: usize,
    pub narrow: bool,
    pub kernel: Kernel,
}

/// The scan `far` of `values`: it removes from `wanted` each value its splits
/// reach, reading chunks of 64 as [`scan::witnesses`] does, and says how many
/// splits from `from` it read; or the first value it needed that is not kept
/// (nor read back). In pieces of 2^16 splits (G(rest − a) reversed into
/// `high` for each), a piece with a value let go halved until it is one
/// chunk (the scan reads a chunk whole).
pub(crate) fn scan_far(
    values: &mut History,
    far: Far,
    wanted: &mut Vec<u16>,
    reached: &mut [u8; 1 << 16],
    high: &mut Vec<u16>,
) -> Result<usize, usize> {
    let Far { rest, from, to, narrow, kernel } = far;
    // The scan reads `reached` only for the values wanted: they start
    // unreached (the marker's own table holds other heaps' marks).
    for &w in wanted.iter() {
        reached[usize::from(w)] = 0;
    }
    let mut at = from;
    while at < to {
        let mut end = (at + (1 << 16)).min(to);
        let low = loop {
            let piece = match values.fetch(rest - end, rest - at) {
                Ok(h) => {
                    high.clear();
                    high.extend(h.iter().rev());
                    values.fetch(at + 1, end + 1)
                }
                Err(needs) => Err(needs),
            };
            match piece {
                Ok(low) => break low,
                Err(needs) if end - at <= 64 => return Err(needs),
                Err(_) => end = at + ((end - at) / 2).div_ceil(64) * 64,
            }
        };
        let read = scan::witnesses(kernel, &low, high, narrow, wanted, reached);
        if wanted.is_empty() {
            return Ok(at - from + read);
        }
        at = end;
    }
    Ok(to - from)
}

/// The sparse positions (≥ 1) of `space` among `values`, and their values;
/// or the first value not kept (nor read back).
pub(crate) fn sparse(values: &mut History, space: SparseSpace) -> Result<Vec<(usize, u16)>, usize> {
    let mut list = Vec::new();
    let (mut at, n) = (0, values.len());
    while at < n {
        let to = (at + (1 << 20)).min(n);
        let piece = values.fetch(at, to)?;
        let sparse = piece.iter().enumerate().map(|(k, &v)| (at + k, v));
        list.extend(sparse.filter(|&(x, v)| x > 0 && space.sparse(x, v.into())));
        at = to;
    }
    Ok(list)
}

/// The marker on its own core: answers asks in order until the engine hangs
/// up.
pub(crate) fn serve(
    history: &mut History,
    splits: &Splits,
    kernel: simd::Features,
    asks: Receiver<Ask>,
    answers: Sender<Answer>,
) {
    let (mut bytes, mut high, mut reached) = (Vec::new(), Vec::new(), Box::new([0; 1 << 16]));
    for ask in asks {
        let answer = match ask {
            Ask::Append(values) => {
                history.extend(&values);
                continue;
            }
            Ask::Rows(job) => Answer::Rows(rows(&job, splits, history, &mut bytes, kernel)),
            Ask::Scan(far, mut wanted) => {
                let read = scan_far(history, far, &mut wanted, &mut reached, &mut high);
                Answer::Scan(read.map(|read| (read, wanted)))
            }
            Ask::Sparse(space) => Answer::Sparse(sparse(history, space)),
        };
        if answers.send(answer).is_err() {
            return;
        }
    }
}

/// The marker, on this core or another: the history's owner.
pub(crate) enum Marker<'a> {
    Here {
        values: &'a mut History,
        splits: Splits,
        features: simd::Features,
        bytes: Vec<u8>,
        /// A scan's G(rest − a), reversed.
        high: Vec<u16>,
        pending: Option<Result<Rows, usize>>,
    },
    There {
        ask: Sender<Ask>,
        answers: Receiver<Answer>,
        pending: Option<Result<Rows, usize>>,
    },
}

impl Marker<'_> {
    fn tell(&mut self, ask: Ask) {
        if let Marker::There { ask: to, .. } = self {
            to.send(ask).expect("the marker listens");
        }
    }

    /// The answer to the ask just made, rows asked before kept aside.
    fn answer(&mut self) -> Answer {
        let Marker::There { answers, pending, .. } = self else {
            unreachable!("only the marker there answers")
        };
        loop {
            match answers.recv().expect("the marker answers") {
                Answer::Rows(rows) => *pending = Some(rows),
                answer => return answer,
            }
        }
    }

    pub(crate) fn append(&mut self, new: Vec<u16>) {
        if new.is_empty() {
            return;
        }
        match self {
            Marker::Here { values, .. } => values.extend(&new),
            Marker::There { .. } => self.tell(Ask::Append(new)),
        }
    }

    /// Asks for a block's rows (made now, here; on the marker's core, there).
    pub(crate) fn ask_rows(&mut self, job: Job) {
        match self {
            Marker::Here { values, splits, features, bytes, pending, .. } => {
                *pending = Some(rows(&job, splits, values, bytes, *features));
            }
            Marker::There { .. } => self.tell(Ask::Rows(job)),
        }
    }

    /// The rows last asked for, or the first partner not kept.
    pub(crate) fn take_rows(&mut self) -> Result<Rows, usize> {
        match self {
            Marker::Here { pending, .. } => pending.take().expect("rows were asked for"),
            Marker::There { answers, pending, .. } => match pending.take() {
                Some(rows) => rows,
                None => match answers.recv().expect("the marker answers") {
                    Answer::Rows(rows) => rows,
                    _ => unreachable!("values and sparse lists come only when asked"),
                },
            },
        }
    }

    /// The sparse positions (≥ 1) of `space` among the values, all appended.
    pub(crate) fn sparse(&mut self, space: SparseSpace) -> Result<Vec<(usize, u16)>, usize> {
        match self {
            Marker::Here { values, .. } => sparse(values, space),
            Marker::There { .. } => {
                self.tell(Ask::Sparse(space));
                match self.answer() {
                    Answer::Sparse(list) => list,
                    _ => unreachable!("the answer to the ask"),
                }
            }
        }
    }

    /// The scan `far` ([`scan_far`]) where the values are, all appended.
    pub(crate) fn scan_far(
        &mut self,
        far: Far,
        wanted: &mut Vec<u16>,
        reached: &mut [u8; 1 << 16],
    ) -> Result<usize, usize> {
        match self {
            Marker::Here { values, high, .. } => scan_far(values, far, wanted, reached, high),
            Marker::There { .. } => {
                self.tell(Ask::Scan(far, std::mem::take(wanted)));
                match self.answer() {
                    Answer::Scan(scan) => scan.map(|(read, left)| {
                        *wanted = left;
                        read
                    }),
                    _ => unreachable!("the answer to the ask"),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_is_the_same_in_every_kernel() {
        let bytes: Vec<u8> = (0..64 * 40u32)
            .map(|k| u8::from(k.wrapping_mul(2654435761) >> 29 == 3) * (k % 7) as u8)
            .collect();
        let mut expected = vec![0; 40];
        pack_portable(&bytes, &mut expected);
        assert!(expected.iter().any(|&w| w != 0) && expected.iter().any(|&w| w != u64::MAX));
        for k in 0..64 * 40 {
            assert_eq!(expected[k / 64] >> (k % 64) & 1, u64::from(bytes[k] != 0));
        }
        let f = simd::detected();
        for features in
            [simd::Features { avx2: true, avx512: false }, simd::Features { avx2: false, avx512: true }]
        {
            if (features.avx2 && f.avx2) || (features.avx512 && f.avx512) {
                let mut bits = vec![0; 40];
                pack(&bytes, &mut bits, features);
                assert_eq!(bits, expected, "{features:?}");
            }
        }
    }
}
