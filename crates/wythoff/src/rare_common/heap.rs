//! One heap's value (steps 1 to 3 of [`super`]), from the whole history or
//! from a block's row, and the engine's cache of the last values.

use super::blocks::{self, Far, Marker};
use super::history::History;
use super::scan;
use super::{CACHED, Heaps};

/// The last values, newest first in one slice: `newest()[k]` = G(n − 1 − k).
pub(super) struct Recent {
    buf: Vec<u16>,
    top: usize,
    len: usize,
}

impl Recent {
    pub(super) fn new() -> Recent {
        Recent { buf: Vec::new(), top: 0, len: 0 }
    }

    pub(super) fn push(&mut self, v: u16) {
        if self.top == 0 {
            // Room before the newest: they move to the end of a buffer twice
            // as long as what is kept (at most CACHED).
            let keep = self.len.min(CACHED - 1);
            let room = keep.max(1024);
            if self.buf.len() == room + keep {
                self.buf.copy_within(0..keep, room);
            } else {
                let mut buf = vec![0; room + keep];
                buf[room..].copy_from_slice(&self.buf[..keep]);
                self.buf = buf;
            }
            self.top = room;
            self.len = keep;
        }
        self.top -= 1;
        self.buf[self.top] = v;
        self.len += 1;
    }

    pub(super) fn newest(&self) -> &[u16] {
        &self.buf[self.top..self.top + self.len]
    }
}

/// Where heap n's marks of splits with a sparse part come from, and the
/// values a scan reads past the cached ones.
pub(super) enum Source<'a, 'm> {
    /// The run's values: every split marked here.
    Values(&'a mut History),
    /// A block's row for this heap (the snapshot's sparse positions from
    /// 2·BLOCK), and the sparse positions marked here: those below 2·BLOCK
    /// (the first `below`) and those from index `since` on; the marker, and
    /// the values not yet handed to it.
    Block { row: &'a [u64], below: usize, since: usize, marker: &'a mut Marker<'m>, done: &'a mut Vec<u16> },
}

impl Source<'_, '_> {
    /// The scan `far` where the values are ([`blocks::scan_far`]).
    pub(super) fn scan_far(
        &mut self,
        far: Far,
        wanted: &mut Vec<u16>,
        reached: &mut [u8; 1 << 16],
    ) -> Result<usize, usize> {
        match self {
            Source::Values(g) => blocks::scan_far(g, far, wanted, reached, &mut Vec::new()),
            Source::Block { marker, done, .. } => {
                marker.append(std::mem::take(*done));
                marker.scan_far(far, wanted, reached)
            }
        }
    }
}

impl Heaps {
    /// G(n), from the values below it (`source`), the steps it took, and
    /// whether it is below the candidate; or the first value it needs that
    /// the run no longer keeps.
    pub(super) fn next(&mut self, n: usize, mut source: Source) -> Result<(u32, u64, bool), usize> {
        let Heaps {
            moves,
            space,
            sparse_at,
            sparse_value,
            reached,
            marked,
            odd,
            wanted,
            removals,
            largest,
            first,
            last,
            kernel,
            ..
        } = self;
        // The table itself, not the box (whose pointer a byte store could
        // otherwise overwrite, as far as the compiler knows).
        let reached: &mut [u8; 1 << 16] = reached;
        let newest = last.newest();
        // Every XOR of two values so far is below `range` (at most 2^16).
        let range = (usize::from(*largest) + 1).next_power_of_two();
        let words = range.div_ceil(64);
        reached[..(64 * words).max(range + 1).min(1 << 16)].fill(0);
        for &i in &moves.all {
            if i == n {
                reached[0] = 1;
            }
        }
        for &i in &moves.some {
            if i < n {
                reached[usize::from(newest[i - 1])] = 1;
            }
        }
        // Step 1: every split with a sparse part.
        let mut steps = 1u64;
        removals.clear();
        removals.extend(moves.split.iter().copied().filter(|&i| i + 2 <= n));
        for &i in removals.iter() {
            let rest = n - i;
            // The sparse positions below the rest: all but the last few.
            let mut count = sparse_at.len();
            while count > 0 && sparse_at[count - 1] >= rest {
                count -= 1;
            }
            steps += count as u64;
            // Grundy's game: not the split into two halves.
            let half = if moves.unequal && rest.is_multiple_of(2) { Some(rest / 2) } else { None };
            // The sparse positions from..to, each with its partner's value.
            macro_rules! each {
                ($from:expr, $to:expr, |$r:ident| $partner:expr) => {{
                    let (at, value) = (&sparse_at[$from..$to], &sparse_value[$from..$to]);
                    let cut = half.and_then(|h| at.binary_search(&h).ok());
                    let (before, after) = match cut {
                        Some(h) => ((&at[..h], &value[..h]), (&at[h + 1..], &value[h + 1..])),
                        None => ((at, value), (&at[..0], &value[..0])),
                    };
                    for (at, value) in [before, after] {
                        for (&$r, &v) in at.iter().zip(value) {
                            reached[usize::from(v ^ $partner)] = 1;
                        }
                    }
                }};
            }
            match &mut source {
                Source::Values(g) => match g.all() {
                    Some(all) => {
                        let below = &all[..rest];
                        each!(0, count, |r| below[rest - r]);
                    }
                    None => {
                        // Some values let go: each partner read (or read back).
                        for k in 0..count {
                            let r = sparse_at[k];
                            if Some(r) != half {
                                reached[usize::from(sparse_value[k] ^ g.fetch_one(rest - r)?)] = 1;
                            }
                        }
                    }
                },
                Source::Block { below, since, .. } => {
                    // Partners near n (the last values), and partners below
                    // 2·BLOCK (the first).
                    let (below, since) = (*below, *since);
                    each!(0, below.min(count), |r| newest[i + r - 1]);
                    each!(since.min(count), count, |r| first[rest - r]);
                }
            }
        }
        // The least value not reached, as far as `range` (or 2^16 − 1).
        let limit = range.min((1 << 16) - 1);
        if removals.is_empty() {
            let v = (0..limit).find(|&v| reached[v] == 0).unwrap_or(range);
            return Ok((v as u32, steps, false));
        }
        // What is marked, a bit a value: the bytes here and the block's row.
        marked.clear();
        marked.resize(words, 0);
        blocks::pack(&reached[..64 * words], marked, kernel.features());
        if let Source::Block { row, .. } = &source {
            for (m, &r) in marked.iter_mut().zip(row.iter()) {
                *m |= r;
            }
        }
        // Step 2: the least value not marked that no split without exactly
        // one sparse part can reach (`range` if none: a space with mask 0
        // and no flip has none): of odd parity under the mask for a rest
        // whose parity does not count, of even parity for one whose does.
        while odd.len() < words {
            let w = odd.len();
            odd.push((0..64).fold(0, |m, b| {
                m | (u64::from(((64 * w + b) as u32 & space.mask).count_ones() % 2 == 1) << b)
            }));
        }
        let parity_counts = |rest: usize| space.domain && rest % 2 == 1;
        let need_odd = removals.iter().any(|&i| !parity_counts(n - i));
        let need_even = removals.iter().any(|&i| parity_counts(n - i));
        let mut candidate = range;
        for w in 0..words {
            let through = match (need_odd, need_even) {
                (true, false) => odd[w],
                (false, true) => !odd[w],
                _ => 0,
            };
            let inside = if 64 * (w + 1) <= limit { u64::MAX } else { (1u64 << (limit - 64 * w)) - 1 };
            let free = !marked[w] & through & inside;
            if free != 0 {
                candidate = 64 * w + free.trailing_zeros() as usize;
                break;
            }
        }
        // Step 3: the values below it not marked, each to be found.
        wanted.clear();
        for (w, &m) in marked.iter().enumerate().take(candidate.div_ceil(64)) {
            let mut free = !m;
            if 64 * (w + 1) > candidate {
                free &= (1u64 << (candidate - 64 * w)) - 1;
            }
            while free != 0 {
                wanted.push((64 * w + free.trailing_zeros() as usize) as u16);
                free &= free - 1;
            }
        }
        if wanted.is_empty() {
            return Ok((candidate as u32, steps, false));
        }
        // The scan marks nothing beyond the values wanted that a later heap
        // reads: `reached` is cleared first thing.
        let narrow = *largest < 512;
        for &i in removals.iter() {
            let rest = n - i;
            let last_part = moves.last_part(rest);
            // The splits the cached values hold (whole chunks of 64, unless
            // all), then the rest where the run's values are.
            let room = (first.len() - 1).min(newest.len() - i);
            let from = if last_part <= room { last_part } else { room / 64 * 64 };
            let read =
                scan::witnesses(*kernel, &first[1..=from], &newest[i..i + from], narrow, wanted, reached);
            if wanted.is_empty() {
                steps += read as u64;
                break;
            }
            if from < last_part {
                let far = Far { rest, from, to: last_part, narrow, kernel: *kernel };
                let read = source.scan_far(far, wanted, reached)?;
                if wanted.is_empty() {
                    steps += (from + read) as u64;
                    break;
                }
            }
            steps += last_part as u64;
        }
        Ok(match wanted.first() {
            None => (candidate as u32, steps, false),
            // Some value below the candidate is not reached: the least is G(n).
            Some(&least) => (least.into(), steps, true),
        })
    }
}
