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
//! - The first repeat is found by Brent's cycle detection (one saved state,
//!   saved again after distances that grow by a quarter each time, not double:
//!   the repeat is then found at most about a quarter past the joint preperiod,
//!   where doubling could overshoot it twofold; rows 0..256 went from 8.6 M
//!   columns to 5.9 M), and states are compared exactly, word by word;
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
//!
//! The module's parts: [`rows`] (rows column by column, the proof of their
//! periodicity, single values), [`table`](mod@table) (the full table), [`values`]
//! (the g-values read from a table), [`strips`] (the g-values of every g ≤ G
//! walked row by row), [`stored`] (proven rows as bytes) and [`component`] (a
//! position as a component of a sum).

pub mod component;
pub mod rows;
pub mod stored;
pub mod strips;
pub mod table;
pub mod values;

pub use component::{DirectPosition, WythoffPosition};
pub use rows::{
    CertifiedRows, Columns, MAX_CERTIFIED_ROWS, RowPeriod, RowProof, RowSearch, certify, direct, prove_rows,
    prove_rows_from,
};
pub use stored::{STORED_VERSION, StoredRowsError};
pub use table::{
    MAX_TABLE, StripRows, TABLE_FROM_ROW, Table, table, table_le_u32, table_value, table_with,
    table_with_strips, value, value_cost, value_steps, window_steps,
};
pub use values::{g_values, rows_settled};
