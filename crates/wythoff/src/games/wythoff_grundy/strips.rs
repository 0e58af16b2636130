//! The g-values for every g ≤ G, row by row, exactly, in time about linear in
//! the rows and memory about two bits per row and value: far beyond any table.
//!
//! **Why it is exact.** Take a ≤ b. The options of (a, b) are the cells left of
//! it in row a, the cells below it in column b, and the cells down-left on its
//! diagonal. So G(a, b) = g exactly when every value g′ < g has a g′-cell among
//! those options and g has none. Each row and each column holds each value
//! exactly once, and each diagonal at most once (two cells of one row, column
//! or diagonal are options of one another). With the g′-values written as
//! pairs (x, y), x ≤ y, and their mirrors:
//!
//! - row a has its g′-cell left of (a, b) when a is the larger pile of a pair
//!   (x, a) with x < a, or the pair with smaller pile a is (a, y) with y < b;
//! - column b has its g′-cell below (a, b) when b is the larger pile of a pair
//!   (x, b) with x < a;
//! - the diagonal b − a has its g′-cell down-left when a pair (x, x + b − a)
//!   with x < a exists.
//!
//! Every one of these pairs has a smaller pile ≤ a. So taking the rows a = 0, 1,
//! 2, … in order, and within a row the values g = 0, 1, …, G in order, everything
//! the test needs is known when it is made; row a's g-value (a, b), if a is not
//! already the larger pile of one, is at the least b ≥ a that passes. Only b
//! whose diagonal b − a holds no g-cell yet can pass, so the search walks the
//! free diagonals in increasing order; Nivasch's theorem (the g-values lie
//! within a bounded distance of the 0-values) is what keeps that walk short,
//! but the answer does not depend on it: the walk only skips cells that fail.
//!
//! The state per value is two bit sets (larger piles taken, diagonals taken)
//! and the current row's pair: about 2.5 bits per row and value. The cost is
//! about rows · (G + 1)² steps of a few nanoseconds ([`walk_steps`]): 10⁸ rows
//! for every g ≤ 20 take under 4 minutes, 10⁹ rows for g ≤ 3 about 2
//! (`bench/g_values.sh`).
//!
//! The g-values are numbered as Blass and Fraenkel (1990) and Nivasch (2009)
//! do: (aₙ, bₙ), aₙ ≤ bₙ, by increasing aₙ from n = 0 (module [`values`](super::values)).
//!
//! References: U. Blass and A. S. Fraenkel, *The Sprague–Grundy function for
//! Wythoff's game*, Theoret. Comput. Sci. 75 (1990) 311–333; G. Nivasch, *More
//! on the Sprague–Grundy function for Wythoff's game*, Games of No Chance 3,
//! MSRI Publications 56 (2009) 377–410 (the bounded distance to the 0-values).

/// The g-values for g = 0..=`max_g`, rows 0..`rows`: one list per g, each the
/// pairs (a, b), a ≤ b, a < `rows`, G(a, b) = g, in increasing order of a.
///
/// ```
/// use wythoff::wythoff_grundy::strips::g_values_by_rows;
/// let v = g_values_by_rows(1, 10);
/// assert_eq!(v[0], [[0, 0], [1, 2], [3, 5], [4, 7], [6, 10], [8, 13], [9, 15]]);
/// assert_eq!(&v[1][..4], &[[0, 1], [2, 2], [3, 6], [4, 8]]);
/// ```
pub fn g_values_by_rows(max_g: u32, rows: u64) -> Vec<Vec<[u64; 2]>> {
    let mut out = vec![Vec::new(); max_g as usize + 1];
    walk(max_g, rows, |g, a, b| out[g as usize].push([a, b]));
    out
}

/// Calls `found(g, a, b)` for every g-value (a, b), a ≤ b, g ≤ `max_g`,
/// a < `rows`, in increasing order of a, and of g within a row.
pub fn walk(max_g: u32, rows: u64, mut found: impl FnMut(u32, u64, u64)) {
    let mut strips = Strips::new(max_g, rows);
    for a in 0..rows {
        strips.row(a, &mut found);
    }
}

/// The cost of a walk over `rows` rows for the values 0..=`max_g`, in steps of
/// a few nanoseconds: rows · (g + 1)² (each value's search tests each smaller
/// value; the searches are short, Nivasch's theorem keeping the g-values near
/// the 0-values).
///
/// ```
/// assert_eq!(wythoff::wythoff_grundy::strips::walk_steps(1000, 2), 9000);
/// ```
pub fn walk_steps(rows: u64, max_g: u32) -> u128 {
    let k = u128::from(max_g) + 1;
    u128::from(rows) * k * k
}

/// G(a, b) if it is at most `max_g`, by a walk over rows 0..=min(a, b); `None`
/// when G(a, b) > `max_g`. Costs [`walk_steps`]`(min + 1, max_g)`.
///
/// ```
/// use wythoff::wythoff_grundy::strips::value_at_most;
/// assert_eq!(value_at_most(2, 2, 5), Some(1));
/// assert_eq!(value_at_most(4, 5, 6), Some(6));
/// assert_eq!(value_at_most(4, 5, 5), None);
/// ```
pub fn value_at_most(a: u64, b: u64, max_g: u32) -> Option<u32> {
    let (lo, hi) = (a.min(b), a.max(b));
    let mut strips = Strips::new(max_g, lo + 1);
    for row in 0..=lo {
        strips.row(row, &mut |_, _, _| {});
    }
    (0..=max_g).find(|&g| strips.pair_in_row(g) == Some(hi))
}

/// How far one value's g-values stray from the 0-values: fed the g-values
/// (aₙ, bₙ) in order, it keeps the least and greatest aₙ − Aₙ, bₙ − Bₙ and
/// (bₙ − aₙ) − n, where (Aₙ, Bₙ) = (⌊nφ⌋, ⌊nφ⌋ + n) is the n-th 0-value, and
/// the last n that widened any of them. Nivasch proves the three bounded for
/// every g; `docs/atlas/wythoff-g-value-strips.tsv` records them to 10⁹ rows.
///
/// ```
/// use wythoff::wythoff_grundy::strips::{g_values_by_rows, Spread};
/// let mut spread = Spread::default();
/// for &[a, b] in &g_values_by_rows(1, 1000)[1] {
///     spread.add(a, b);
/// }
/// assert_eq!((spread.lo, spread.hi, spread.widened), ([-1, -4, -4], [2, 3, 2], 282));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spread {
    /// The g-values seen: the next one is the n-th for n = this.
    pub count: u64,
    /// The least aₙ − Aₙ, bₙ − Bₙ and (bₙ − aₙ) − n.
    pub lo: [i64; 3],
    /// The greatest of the three.
    pub hi: [i64; 3],
    /// The last n that widened any of them.
    pub widened: u64,
}

impl Default for Spread {
    fn default() -> Self {
        Spread { count: 0, lo: [i64::MAX; 3], hi: [i64::MIN; 3], widened: 0 }
    }
}

impl Spread {
    /// The next g-value, (aₙ, bₙ) for n = [`count`](Self::count).
    ///
    /// # Panics
    ///
    /// If n ≥ 2⁶² (far beyond any walk).
    pub fn add(&mut self, a: u64, b: u64) {
        let n = self.count;
        let zero = crate::phi::floor_mul_phi_u64(n).expect("n < 2^62") as i64;
        let d = [a as i64 - zero, b as i64 - zero - n as i64, (b - a) as i64 - n as i64];
        for (i, &d) in d.iter().enumerate() {
            if d < self.lo[i] || d > self.hi[i] {
                self.widened = n;
            }
            self.lo[i] = self.lo[i].min(d);
            self.hi[i] = self.hi[i].max(d);
        }
        self.count += 1;
    }
}

/// The state of the walk: per value, the larger piles and diagonals taken so
/// far, and the larger pile of the current row's pair.
pub struct Strips {
    larger: Vec<Bits>,
    diagonals: Vec<Bits>,
    /// Per value, the least diagonal not yet taken (every smaller one is).
    first_free: Vec<u64>,
    /// Per value, the current row's pair's larger pile, or `u64::MAX` when the
    /// row's cell is left of the diagonal (a mirror of an earlier pair).
    this_row: Vec<u64>,
}

impl Strips {
    /// A walk for g = 0..=`max_g` sized for `rows` rows (it grows if taken
    /// further).
    pub fn new(max_g: u32, rows: u64) -> Self {
        let k = max_g as usize + 1;
        // The larger pile of row a's pair is at most g + 2a (module `values`),
        // and its diagonal at most g + a.
        let width = 2 * rows as usize + max_g as usize + 2;
        Strips {
            larger: (0..k).map(|_| Bits::new(width)).collect(),
            diagonals: (0..k).map(|_| Bits::new(width / 2 + max_g as usize + 2)).collect(),
            first_free: vec![0; k],
            this_row: vec![u64::MAX; k],
        }
    }

    /// After [`row`](Self::row)(a): the larger pile b of row a's g-value
    /// (a, b), or `None` when row a's g-cell lies left of the diagonal.
    pub fn pair_in_row(&self, g: u32) -> Option<u64> {
        self.this_row.get(g as usize).copied().filter(|&b| b != u64::MAX)
    }

    /// Row a (rows must come in order 0, 1, 2, …): reports its g-values.
    pub fn row(&mut self, a: u64, found: &mut impl FnMut(u32, u64, u64)) {
        if a.is_multiple_of(1024) {
            crate::cancel::check();
        }
        for g in 0..self.larger.len() {
            if self.larger[g].get(a) {
                // Row a's g-cell is (a, x), x < a: the mirror of (x, a).
                self.this_row[g] = u64::MAX;
                continue;
            }
            let b = self.find(g, a);
            self.this_row[g] = b;
            self.larger[g].set(b);
            self.diagonals[g].set(b - a);
            self.first_free[g] = self.diagonals[g].next_clear(self.first_free[g]);
            found(g as u32, a, b);
        }
    }

    /// The least b ≥ a with G(a, b) = g, given every pair of a smaller row and
    /// the row's pairs for smaller values.
    fn find(&self, g: usize, a: u64) -> u64 {
        let mut d = self.first_free[g];
        loop {
            // The least free diagonal ≥ d.
            d = self.diagonals[g].next_clear(d);
            let b = a + d;
            if !self.larger[g].get(b) && self.below_all(g, a, b) {
                return b;
            }
            d += 1;
        }
    }

    /// Whether every value below g has a cell among the options of (a, b).
    fn below_all(&self, g: usize, a: u64, b: u64) -> bool {
        (0..g).all(|h| {
            let y = self.this_row[h];
            if y == b {
                // (a, b) is itself an h-value.
                return false;
            }
            // Row: the h-cell is left of b (y = MAX: left of a).
            y < b
                || y == u64::MAX
                // Column and diagonal: pairs of earlier rows (this row's h-pair
                // is (a, y), y ≠ b, on neither).
                || self.larger[h].get(b)
                || self.diagonals[h].get(b - a)
        })
    }
}

/// A growable bit set.
struct Bits(Vec<u64>);

impl Bits {
    fn new(bits: usize) -> Self {
        Bits(vec![0; bits.div_ceil(64) + 1])
    }

    fn get(&self, i: u64) -> bool {
        self.0.get((i / 64) as usize).is_some_and(|w| w >> (i % 64) & 1 == 1)
    }

    fn set(&mut self, i: u64) {
        let w = (i / 64) as usize;
        if w >= self.0.len() {
            self.0.resize((w + 1).next_power_of_two(), 0);
        }
        self.0[w] |= 1 << (i % 64);
    }

    /// The least clear bit ≥ i.
    fn next_clear(&self, i: u64) -> u64 {
        let mut w = (i / 64) as usize;
        let mut word = match self.0.get(w) {
            Some(&x) => !x & (!0u64 << (i % 64)),
            None => return i,
        };
        loop {
            if word != 0 {
                return w as u64 * 64 + word.trailing_zeros() as u64;
            }
            w += 1;
            word = match self.0.get(w) {
                Some(&x) => !x,
                None => return w as u64 * 64,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wythoff_grundy::{g_values, rows_settled, table};

    /// Every g-value of the 16384 × 16384 table, for every g ≤ 20.
    #[test]
    fn the_walk_is_the_table_for_every_value_to_twenty() {
        let t = table(16384);
        let v = g_values_by_rows(20, 8192);
        for g in 0..=20u32 {
            let from_table = g_values(&t, g);
            assert!(from_table.len() > 5000);
            let settled = rows_settled(16384, g) as u64;
            let walked: Vec<_> = v[g as usize].iter().copied().filter(|p| p[0] < settled).collect();
            assert_eq!(walked, from_table, "g = {g}");
        }
    }

    /// Against the rules-only solver: every value ≤ 8 of the 60 × 120 box.
    #[test]
    fn the_walk_is_the_reference_solvers() {
        let solved = wythoff_reference::solve(&wythoff_reference::Wythoff, &[60, 120]);
        let v = g_values_by_rows(8, 60);
        for a in 0..60u64 {
            for b in a..120 {
                let g = solved.grundy(&[a, b]);
                let listed = g <= 8 && v[g as usize].contains(&[a, b]);
                assert_eq!(listed, g <= 8, "({a}, {b}) with G = {g}");
            }
        }
        // And nothing listed that the solver does not confirm.
        for (g, pairs) in v.iter().enumerate() {
            for &[a, b] in pairs.iter().filter(|p| p[1] < 120) {
                assert_eq!(solved.grundy(&[a, b]), g as u32);
            }
        }
    }

    #[test]
    fn values_at_most_a_bound_are_the_tables() {
        let t = table(200);
        for a in 0..60u64 {
            for b in a..200 {
                let g = t.get(a as usize, b as usize);
                assert_eq!(value_at_most(a, b, 12), (g <= 12).then_some(g), "({a}, {b})");
                if g <= 12 {
                    assert_eq!(value_at_most(b, a, g), Some(g));
                }
            }
        }
    }

    /// The atlas of strips agrees with a walk of 10⁶ rows for the values whose
    /// spread stopped widening well inside it (g ≤ 2; g = 2 last widened at
    /// n = 188,777, and nothing widened after, to 10⁹ rows).
    #[test]
    fn the_strips_file_agrees_for_the_values_settled_early() {
        let file = include_str!("../../../../../docs/atlas/wythoff-g-value-strips.tsv");
        let mut spread = vec![Spread::default(); 3];
        walk(2, 1_000_000, |g, a, b| spread[g as usize].add(a, b));
        let mut checked = 0;
        for line in file.lines().filter(|l| !l.starts_with('#') && !l.starts_with("g\t")) {
            let f: Vec<i64> = line.split('\t').map(|x| x.parse().unwrap()).collect();
            let Some(s) = spread.get(f[0] as usize) else { continue };
            assert_eq!([f[3], f[5], f[7]], s.lo, "g = {}", f[0]);
            assert_eq!([f[4], f[6], f[8]], s.hi, "g = {}", f[0]);
            assert_eq!(f[9] as u64, s.widened, "g = {}", f[0]);
            checked += 1;
        }
        assert_eq!(checked, 3);
    }

    #[test]
    fn zero_values_are_the_p_positions() {
        let v = g_values_by_rows(0, 100_000);
        for (k, p) in v[0].iter().enumerate() {
            let (a, b) = crate::wythoff::p_position(&crate::Natural::from(k as u64));
            assert_eq!([p[0], p[1]], [u64::try_from(&a).unwrap(), u64::try_from(&b).unwrap()]);
        }
    }
}
