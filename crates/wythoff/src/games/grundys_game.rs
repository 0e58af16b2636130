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

/// The values of heaps 0..len by the definition, with a word-bitset mex.
///
/// ```
/// use wythoff::grundys_game::values;
/// // OEIS A002188 begins 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3.
/// assert_eq!(values(14), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]);
/// ```
pub fn values(len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    let mut seen: Vec<u64> = Vec::new();
    let mut largest = 0u32;
    for n in 0..len {
        seen.clear();
        seen.resize(((largest as usize + 1).next_power_of_two()).div_ceil(64) + 1, 0);
        // Splits a + (n − a) with 1 ≤ a and a < n − a.
        for a in 1..n.div_ceil(2) {
            let v = g[a] ^ g[n - a];
            seen[v as usize / 64] |= 1 << (v % 64);
        }
        let w = seen.iter().position(|&w| w != !0).expect("a word not full");
        let v = (w * 64) as u32 + (!seen[w]).trailing_zeros();
        largest = largest.max(v);
        g.push(v);
    }
    g
}
