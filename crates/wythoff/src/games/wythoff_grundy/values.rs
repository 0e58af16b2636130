//! The g-values of Wythoff's game: the positions (aₙ, bₙ), aₙ ≤ bₙ, with
//! G(aₙ, bₙ) = g, in increasing order of aₙ, counted from n = 0 (for g = 0 they
//! are the P-positions, n-th = `nth n`). The order and the name are those of
//! Blass and Fraenkel (1990) and Nivasch (2009).
//!
//! **Each row holds each value exactly once.** A row's values are distinct (a
//! cell's value is not among those to its left). And g appears at a column
//! c ≤ g + 2a: the argument for the bound G(a, b) ≥ b − 2a (module
//! documentation) holds for any value missing from the row left of column b,
//! so g cannot be missing beyond column g + 2a. So a row a holds one g-cell;
//! where c ≥ a, (a, c) is a g-value, and where c < a, the row's g is the mirror
//! of the g-value (c, a) of an earlier row. The aₙ therefore strictly increase.
//!
//! [`g_values`] reads them from a [`Table`] of side N: for every row a with
//! g + 2a < N the whole search range is inside the table, so every g-value with
//! aₙ below (N − g)/2 is found, exactly and in order.
//!
//! The row walk ([`strips`](super::strips)) finds the same g-values without a
//! table, in time about linear in the rows; this table reading is its test's
//! second, independent way. Nivasch proves that the g-values stay within a
//! bounded distance of the 0-values (two strips around the lines of slopes φ and
//! 1/φ), and gives, under a convergence conjecture, a recursive algorithm for
//! the n-th g-value in O(log n) arithmetic operations, after Blass and
//! Fraenkel's for g = 1. That algorithm is not here: past the walk's limit,
//! nothing is answered.
//!
//! References: U. Blass and A. S. Fraenkel, *The Sprague–Grundy function for
//! Wythoff's game*, Theoret. Comput. Sci. 75 (1990) 311–333; G. Nivasch, *More
//! on the Sprague–Grundy function for Wythoff's game*, in Games of No Chance 3,
//! MSRI Publications 56 (2009) 377–410.

use super::table::Table;

/// The rows a whose g-value a table of side `n` settles: those with
/// g + 2a < n, so a < (n − g)/2.
pub fn rows_settled(n: usize, g: u32) -> usize {
    n.saturating_sub(g as usize).div_ceil(2)
}

/// Every g-value (a, b), a ≤ b, G(a, b) = g, with a below
/// [`rows_settled`]`(table.n, g)`, in increasing order of a (n = 0, 1, …).
///
/// ```
/// use wythoff::wythoff_grundy::{g_values, table};
/// let t = table(40);
/// // g = 0: the P-positions.
/// assert_eq!(&g_values(&t, 0)[..4], &[[0, 0], [1, 2], [3, 5], [4, 7]]);
/// // g = 1: (0, 1), (2, 2), (3, 6), …
/// assert_eq!(&g_values(&t, 1)[..3], &[[0, 1], [2, 2], [3, 6]]);
/// ```
pub fn g_values(table: &Table, g: u32) -> Vec<[u64; 2]> {
    let n = table.n;
    let mut found = Vec::new();
    for a in 0..rows_settled(n, g) {
        // Row a's g-cell lies in columns 0..=g + 2a (< n); only c ≥ a makes a
        // g-value with a as its smaller pile.
        let last = (g as usize + 2 * a).min(n - 1);
        if let Some(c) = (a..=last).find(|&c| table.get(a, c) == g) {
            found.push([a as u64, c as u64]);
        }
    }
    found
}
