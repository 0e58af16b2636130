//! Nim_k's Sprague–Grundy values, searched: what Moore's theorem does not give.

use std::fmt;

/// Why [`grundy_values`] refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// A heap does not fit in a machine word, or the box of positions below
    /// the heaps does not fit in memory's indices.
    TooLarge,
    /// The search would examine more than this many moves.
    Work(u64),
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::TooLarge => write!(f, "the positions below the heaps are too many to search"),
            SearchError::Work(most) => write!(f, "the search would examine more than {most} moves"),
        }
    }
}

impl std::error::Error for SearchError {}

/// The Grundy values of every position below `heaps` (each heap at most its
/// own), normal play, by search: each value the least not among the values one
/// move away. At most `work` moves examined.
///
/// ```
/// use wythoff::moore_nim::{grundy_values, GRUNDY_WORK};
/// let values = grundy_values(2, &[2, 2, 2], GRUNDY_WORK).unwrap();
/// assert_eq!(values.value(&[1, 1, 1]), 0); // digit 0 three times
/// assert_eq!(values.value(&[0, 0, 1]), 1);
/// ```
pub fn grundy_values(k: usize, heaps: &[u64], work: u64) -> Result<Values, SearchError> {
    let bounds: Vec<usize> = heaps
        .iter()
        .map(|&h| usize::try_from(h).ok().and_then(|h| h.checked_add(1)))
        .collect::<Option<_>>()
        .ok_or(SearchError::TooLarge)?;
    let size = bounds
        .iter()
        .try_fold(1usize, |s, &b| s.checked_mul(b))
        .filter(|&s| s <= 1 << 24)
        .ok_or(SearchError::TooLarge)?;
    let k = k.clamp(1, heaps.len().max(1));
    let mut values = Values { bounds: bounds.clone(), values: vec![0; size] };
    let mut steps = 0u64;
    let mut seen: Vec<u64> = Vec::new();
    let mut position = vec![0usize; bounds.len()];
    for index in 0..size {
        let mut rest = index;
        for (x, &n) in position.iter_mut().zip(&bounds).rev() {
            *x = rest % n;
            rest /= n;
        }
        // A mark of this position's own: no clearing between positions.
        let stamp = index as u64 + 1;
        let mut exceeded = false;
        successors(&position, &bounds, k, &mut |j| {
            steps += 1;
            if steps > work {
                exceeded = true;
                return false;
            }
            let g = values.values[j] as usize;
            if seen.len() <= g {
                seen.resize(g + 1, 0);
            }
            seen[g] = stamp;
            true
        });
        if exceeded {
            return Err(SearchError::Work(work));
        }
        values.values[index] = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len()) as u32;
    }
    Ok(values)
}

/// Calls `each` with the index of every position one move from `position` in
/// a box of `bounds` (at least one and at most `k` coordinates lowered) until
/// it returns false.
pub(super) fn successors(
    position: &[usize],
    bounds: &[usize],
    k: usize,
    each: &mut dyn FnMut(usize) -> bool,
) {
    fn go(
        i: usize,
        position: &[usize],
        bounds: &[usize],
        left: usize,
        changed: bool,
        index: usize,
        each: &mut dyn FnMut(usize) -> bool,
    ) -> bool {
        if i == position.len() {
            return !changed || each(index);
        }
        let here = index * bounds[i];
        if !go(i + 1, position, bounds, left, changed, here + position[i], each) {
            return false;
        }
        if left > 0 {
            for to in (0..position[i]).rev() {
                if !go(i + 1, position, bounds, left - 1, true, here + to, each) {
                    return false;
                }
            }
        }
        true
    }
    go(0, position, bounds, k, false, 0, each);
}

/// Grundy values of a box of positions (from [`grundy_values`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values {
    pub(super) bounds: Vec<usize>,
    pub(super) values: Vec<u32>,
}

impl Values {
    fn index(&self, position: &[u64]) -> usize {
        position.iter().zip(&self.bounds).fold(0, |i, (&x, &n)| i * n + x as usize)
    }

    /// The Grundy value of `position` (within the box: each heap at most the
    /// box's).
    pub fn value(&self, position: &[u64]) -> u32 {
        self.values[self.index(position)]
    }
}
