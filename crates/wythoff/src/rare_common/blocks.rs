//! Step 1 of the engine for a block of heaps at once, on a second core.
//!
//! For heaps h, …, h + B − 1 and a sparse position r ≥ 2B known before the
//! block before, the partners h + j − i − r of every split of rest h + j − i
//! were all computed a block ago: their marks are one pass over a run of
//! consecutive values, a byte store each into the block's rows (a row of
//! bytes a heap, then packed into bits). While the engine computes a block,
//! the marker computes the next one's rows; the engine itself marks only the
//! splits with a sparse part below 2B and the sparse positions found since
//! (few: about 120 of Grundy's game's 1,287 with B = 256). The rows are the
//! same marks the engine would make, so the values and the steps are the
//! same with one core or two.
//!
//! The marker also owns the run's values (the engine keeps the first and the
//! last few million for its scans, and asks the marker for the rest).

use std::sync::mpsc::{Receiver, Sender};

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

/// Makes a block's rows from the values (`history`, G(0) first, through at
/// least the last partner), reusing `bytes`.
pub(crate) fn rows(
    job: &Job,
    splits: &Splits,
    history: &[u16],
    bytes: &mut Vec<u8>,
    kernel: simd::Features,
) -> Rows {
    let width = 64 * job.words;
    bytes.clear();
    bytes.resize(job.count * width, 0);
    for &(r, v) in &job.sparse {
        for &i in &splits.removals {
            // Heap first + j, rest first + j − i, partner rest − r ≥ 1.
            let from = (i + r + 1).saturating_sub(job.first);
            if from >= job.count {
                continue;
            }
            let base = job.first + from - i - r;
            let partners = &history[base..base + (job.count - from)];
            let skip = if splits.unequal { (2 * r + i).checked_sub(job.first) } else { None };
            let rows = &mut bytes[from * width..];
            // Rows of a fixed width: a store a split, no index to check.
            match width {
                64 => mark::<64>(rows, partners, v),
                128 => mark::<128>(rows, partners, v),
                256 => mark::<256>(rows, partners, v),
                512 => mark::<512>(rows, partners, v),
                1024 => mark::<1024>(rows, partners, v),
                _ => {
                    for (row, &p) in rows.chunks_exact_mut(width).zip(partners) {
                        row[usize::from(v ^ p)] = 1;
                    }
                }
            }
            if let Some(j) = skip.filter(|&j| j >= from && j < job.count) {
                // The split of heap first + j into r and r is no move: its
                // mark undone unless another sparse part of the snapshot
                // reaches the same value at that heap.
                let rest = job.first + j - i;
                let x = usize::from(v ^ history[rest - r]);
                let again = job.sparse.iter().any(|&(q, w)| {
                    q != r
                        && q < rest
                        && splits.removals.iter().any(|&i2| {
                            let rest2 = job.first + j - i2;
                            q < rest2
                                && !(splits.unequal && 2 * q == rest2)
                                && usize::from(w ^ history[rest2 - q]) == x
                        })
                });
                if !again {
                    bytes[j * width + x] = 0;
                }
            }
        }
    }
    let mut bits = vec![0; job.count * job.words];
    pack(bytes, &mut bits, kernel);
    Rows { first: job.first, words: job.words, bits }
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

/// [`pack`] in plain Rust.
pub(crate) fn pack_portable(bytes: &[u8], bits: &mut [u64]) {
    for (chunk, word) in bytes.chunks_exact(64).zip(bits) {
        *word = chunk.iter().enumerate().fold(0, |w, (k, &b)| w | (u64::from(b != 0) << k));
    }
}

/// What the engine asks the marker.
pub(crate) enum Ask {
    /// Values to add to the history, in order.
    Append(Vec<u16>),
    /// A block's rows.
    Rows(Job),
    /// Splits from + 1, …, to of a rest ([`splits_of`]).
    Splits { rest: usize, from: usize, to: usize },
    /// The sparse positions of a space.
    Sparse(SparseSpace),
}

/// What the marker answers.
pub(crate) enum Answer {
    Rows(Rows),
    Splits(Vec<u16>, Vec<u16>),
    Sparse(Vec<(usize, u16)>),
}

/// Splits a = from + 1, …, to of `rest`, as the scan reads them: G(a) in
/// the first, G(rest − a) in the second.
pub(crate) fn splits_of(values: &[u16], rest: usize, from: usize, to: usize) -> (&[u16], Vec<u16>) {
    let mut high = values[rest - to..rest - from].to_vec();
    high.reverse();
    (&values[from + 1..to + 1], high)
}

/// The sparse positions (≥ 1) of `space` among `values`, and their values.
pub(crate) fn sparse(values: &[u16], space: SparseSpace) -> Vec<(usize, u16)> {
    values
        .iter()
        .enumerate()
        .skip(1)
        .filter(|&(x, &v)| space.sparse(x, v.into()))
        .map(|(x, &v)| (x, v))
        .collect()
}

/// The marker on its own core: answers asks in order until the engine hangs
/// up.
pub(crate) fn serve(
    history: &mut Vec<u16>,
    splits: &Splits,
    kernel: simd::Features,
    asks: Receiver<Ask>,
    answers: Sender<Answer>,
) {
    let mut bytes = Vec::new();
    for ask in asks {
        let answer = match ask {
            Ask::Append(values) => {
                history.extend_from_slice(&values);
                continue;
            }
            Ask::Rows(job) => Answer::Rows(rows(&job, splits, history, &mut bytes, kernel)),
            Ask::Splits { rest, from, to } => {
                let (low, high) = splits_of(history, rest, from, to);
                Answer::Splits(low.to_vec(), high)
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
        values: &'a mut Vec<u16>,
        splits: Splits,
        features: simd::Features,
        bytes: Vec<u8>,
        pending: Option<Rows>,
    },
    There {
        ask: Sender<Ask>,
        answers: Receiver<Answer>,
        pending: Option<Rows>,
    },
}

impl Marker<'_> {
    pub(crate) fn append(&mut self, new: Vec<u16>) {
        if new.is_empty() {
            return;
        }
        match self {
            Marker::Here { values, .. } => values.extend_from_slice(&new),
            Marker::There { ask, .. } => ask.send(Ask::Append(new)).expect("the marker listens"),
        }
    }

    /// Asks for a block's rows (made now, here; on the marker's core, there).
    pub(crate) fn ask_rows(&mut self, job: Job) {
        match self {
            Marker::Here { values, splits, features, bytes, pending } => {
                *pending = Some(rows(&job, splits, values, bytes, *features));
            }
            Marker::There { ask, .. } => ask.send(Ask::Rows(job)).expect("the marker listens"),
        }
    }

    /// The rows last asked for.
    pub(crate) fn take_rows(&mut self) -> Rows {
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
    pub(crate) fn sparse(&mut self, space: SparseSpace) -> Vec<(usize, u16)> {
        match self {
            Marker::Here { values, .. } => sparse(values, space),
            Marker::There { ask, answers, pending } => {
                ask.send(Ask::Sparse(space)).expect("the marker listens");
                loop {
                    match answers.recv().expect("the marker answers") {
                        Answer::Sparse(list) => return list,
                        Answer::Rows(rows) => *pending = Some(rows),
                        Answer::Splits(..) => unreachable!("splits come only when asked"),
                    }
                }
            }
        }
    }

    /// Splits from + 1, …, to of `rest` ([`splits_of`]), all appended.
    pub(crate) fn splits(&mut self, rest: usize, from: usize, to: usize) -> (Vec<u16>, Vec<u16>) {
        match self {
            Marker::Here { values, .. } => {
                let (low, high) = splits_of(values, rest, from, to);
                (low.to_vec(), high)
            }
            Marker::There { ask, answers, pending } => {
                ask.send(Ask::Splits { rest, from, to }).expect("the marker listens");
                loop {
                    match answers.recv().expect("the marker answers") {
                        Answer::Splits(low, high) => return (low, high),
                        Answer::Rows(rows) => *pending = Some(rows),
                        Answer::Sparse(_) => unreachable!("a sparse list comes only when asked"),
                    }
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
