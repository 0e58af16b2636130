//! The choice of a sparse space from the value counts.

use crate::octal::SparseSpace;

impl SparseSpace {
    /// The space with the fewest sparse positions, given how often each
    /// value occurred at even (`counts[0]`) and odd (`counts[1]`) positions:
    /// every mask below the next power of two above the values, with and
    /// without the position's parity, either class.
    ///
    /// ```
    /// use wythoff::octal::SparseSpace;
    /// // Values 0 and 3 common, 1 and 2 rare: the mask 1 (or 2) with flip.
    /// let s = SparseSpace::from_counts(&[vec![50, 1, 1, 50], vec![50, 0, 2, 50]]);
    /// assert!(!s.sparse(2, 0) && !s.sparse(3, 3) && s.sparse(4, 1) && s.sparse(5, 2));
    /// ```
    pub fn from_counts(counts: &[Vec<u64>; 2]) -> SparseSpace {
        // For each mask m, W_p(m) = Σ_v counts[p][v]·(−1)^parity(v & m), the
        // Walsh–Hadamard transform of the counts (tczajka's octal-games
        // chooses its mask so): the positions of parity p with parity(v & m)
        // = 1 number (T_p − W_p(m))/2. All masks in O(top log top), where
        // trying each mask over the values took O(top²).
        let len = counts[0].len().max(counts[1].len()).max(2);
        let top = len.next_power_of_two();
        let walsh = |c: &[u64]| {
            let mut w: Vec<i64> = (0..top).map(|v| c.get(v).map_or(0, |&x| x as i64)).collect();
            let mut h = 1;
            while h < top {
                for block in w.chunks_mut(2 * h) {
                    let (lo, hi) = block.split_at_mut(h);
                    for (a, b) in lo.iter_mut().zip(hi) {
                        (*a, *b) = (*a + *b, *a - *b);
                    }
                }
                h *= 2;
            }
            w
        };
        let (w0, w1) = (walsh(&counts[0]), walsh(&counts[1]));
        let (t0, t1) = (w0[0], w1[0]);
        // Twice the sparse positions of each space: parity(v & m), plus the
        // position's parity with `domain`, plus `flip`, odd.
        let twice = |m: usize, domain: bool, flip: bool| {
            let sign = if flip { -1 } else { 1 };
            let odd = if domain { -sign } else { sign };
            (t0 - sign * w0[m]) + (t1 - odd * w1[m])
        };
        (1..top)
            .flat_map(|mask| {
                [(false, false), (false, true), (true, false), (true, true)]
                    .map(|(domain, flip)| SparseSpace { mask: mask as u32, domain, flip })
            })
            .min_by_key(|s| twice(s.mask as usize, s.domain, s.flip))
            .expect("a mask")
    }
}
