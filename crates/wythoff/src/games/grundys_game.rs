//! Grundy's game, normal play.
//!
//! **Rule.** A position is a set of heaps. A move splits one heap into two
//! non-empty heaps of different sizes. Whoever cannot move loses (heaps of 1
//! and 2 cannot be split).
//!
//! **Theorem** (Sprague–Grundy). A heap's value is the mex of the XORs of the
//! values of the two parts of its splits; a position's, the XOR of its heaps'.
//! No period is known: Grundy's game is conjectured to be eventually periodic
//! (Guy), and the values computed so far (Flammenkamp's pages report far
//! beyond 2^30) show none. So an outcome is answered only for heaps whose
//! values are computed.
//!
//! References: P. M. Grundy, *Mathematics and games*, Eureka 2 (1939) 6–8;
//! E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways*, ch. 4; OEIS
//! A002188.

use crate::game::{Arg, Said};
use crate::octal::{Marks, SparseSpace, Work};
use crate::rare_common::{Engine, HeapMoves, Stopped};
use crate::take_and_break::HeapRule;

/// The heaps n below [`ZEROS_COMPUTED_TO`] whose value is 0: the one-heap
/// P-positions. Computed here, not assumed: the sparse-space method's run to
/// 2^25 values (`bench/take_and_break.sh`, recorded in `bench/RESULTS.md`)
/// checks this list over its whole range, and the tests recompute it below
/// 2^16. Past 2^25 nothing is known.
pub const ZEROS: [u64; 42] = [
    0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359, 362,
    365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

/// How far [`ZEROS`] is complete: every heap below it of value 0 is listed.
pub const ZEROS_COMPUTED_TO: u64 = 1 << 25;

/// Is one heap of n a P-position (value 0)? Known for n below
/// [`ZEROS_COMPUTED_TO`], at once.
///
/// ```
/// use wythoff::grundys_game::one_heap_is_p;
/// assert_eq!(one_heap_is_p(1222), Some(true));
/// assert_eq!(one_heap_is_p(1_000_000), Some(false));
/// assert_eq!(one_heap_is_p(1 << 25), None);
/// ```
pub fn one_heap_is_p(n: u64) -> Option<bool> {
    (n < ZEROS_COMPUTED_TO).then(|| ZEROS.binary_search(&n).is_ok())
}

/// Grundy's game's heaps, for [`crate::take_and_break::TakeBreak`]: the
/// values of heaps 0..len computed, and only those known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundysGame {
    values: Vec<u32>,
}

impl GrundysGame {
    /// The values of heaps 0..len, by the rare/common engine
    /// ([`crate::rare_common`]), its space chosen as it goes.
    ///
    /// ```
    /// use wythoff::grundys_game::GrundysGame;
    /// assert_eq!(GrundysGame::new(20_000).values().len(), 20_000);
    /// ```
    pub fn new(len: usize) -> GrundysGame {
        GrundysGame::within(len, &mut Work::unlimited())
    }

    /// [`GrundysGame::new`], stopping when `work` runs out (a step is a split
    /// tried or a sparse position marked): the values of heaps 0..m for some
    /// m ≤ len.
    pub fn within(len: usize, work: &mut Work) -> GrundysGame {
        let mut engine = Engine::new(HeapMoves::grundys_game());
        match engine.run(len, work) {
            // A value too wide for the engine: the definition's loop instead.
            Err(Stopped::Wide(_)) => GrundysGame { values: loop_walk(len, work) },
            _ => GrundysGame { values: engine.values().iter().map(|&v| v.into()).collect() },
        }
    }

    /// The values computed, G(0), G(1), ….
    pub fn values(&self) -> &[u32] {
        &self.values
    }
}

impl HeapRule for GrundysGame {
    fn name(&self) -> &'static str {
        "grundys_game"
    }

    fn each_move(&self, n: u64, f: &mut dyn FnMut(u64, &[u64])) {
        for a in 1..n.div_ceil(2) {
            f(0, &[a, n - a]);
        }
    }

    fn allows(&self, n: u64, take: u64, parts: &[u64]) -> bool {
        matches!(parts, [x, y] if take == 0 && *x >= 1 && *y >= 1 && x != y && x.checked_add(*y) == Some(n))
    }

    fn value_u64(&self, n: u64) -> Option<u64> {
        usize::try_from(n).ok().and_then(|i| self.values.get(i)).map(|&v| v.into())
    }

    fn takes(&self) -> bool {
        false
    }

    fn source(&self) -> String {
        format!(
            "Grundy's game's values computed for heaps 0 to {}; no period is known, so nothing beyond is answered",
            self.values.len().saturating_sub(1)
        )
    }

    fn origin(&self) -> Said {
        let last = self.values.len().saturating_sub(1) as u64;
        Said { kind: "grundys_game_values", args: vec![("last", Arg::number(last))] }
    }
}

/// The values of heaps 0..len by the definition, with a word-bitset mex.
///
/// ```
/// use wythoff::grundys_game::values;
/// // OEIS A002188 begins 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3.
/// assert_eq!(values(14), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]);
/// ```
pub fn values(len: usize) -> Vec<u32> {
    loop_walk(len, &mut Work::unlimited())
}

/// [`values`] within `work`.
fn loop_walk(len: usize, work: &mut Work) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    let mut marks = Marks::default();
    let mut largest = 0u32;
    for n in 0..len {
        if work.spent() {
            break;
        }
        work.charge(1 + n as u64 / 2);
        marks.reset(largest);
        // Splits a + (n − a) with 1 ≤ a and a < n − a.
        for a in 1..n.div_ceil(2) {
            marks.mark(g[a] ^ g[n - a]);
        }
        let v = marks.mex();
        largest = largest.max(v);
        g.push(v);
    }
    g
}

/// The values of heaps 0..len, the same as [`values`], by the rare/common
/// engine with `space` throughout ([`crate::rare_common`]): the choice of
/// space changes the speed only. Also returns the sparse positions (≥ 1).
///
/// ```
/// use wythoff::grundys_game::{values, values_sparse};
/// use wythoff::octal::SparseSpace;
/// let exact = values(5000);
/// let space = SparseSpace::choose(&exact[..2000]);
/// assert_eq!(values_sparse(5000, space).0, exact);
/// ```
pub fn values_sparse(len: usize, space: SparseSpace) -> (Vec<u32>, Vec<usize>) {
    let mut engine = Engine::with_space(HeapMoves::grundys_game(), space, true);
    match engine.run(len, &mut Work::unlimited()) {
        Err(_) => (values(len), Vec::new()),
        Ok(()) => (engine.values().iter().map(|&v| v.into()).collect(), engine.sparse_positions().to_vec()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The engine is the definition for every choice of space.
    #[test]
    fn the_engine_is_the_definition() {
        let exact = values(3000);
        assert_eq!(GrundysGame::new(3000).values(), exact);
        for mask in [0, 1, 3, 6, 127] {
            for (domain, flip) in [(false, false), (false, true), (true, false), (true, true)] {
                let space = SparseSpace { mask, domain, flip };
                assert_eq!(values_sparse(3000, space).0, exact, "{space:?}");
            }
        }
    }
}
