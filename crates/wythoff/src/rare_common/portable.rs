//! The engine's portable kernels: the witness scan's compare kernel and the
//! packing of mark bytes into bits, in plain Rust. [`super::simd`] compiles
//! the same code for wider vectors, and [`super::scan`] and [`super::blocks`]
//! call either; this module uses neither, so the imports point one way.

/// The most values [`compare_all`] compares at once.
pub(crate) const COMPARED: usize = 16;

/// From chunk `from` on (whole chunks of 64 splits), compares each chunk
/// with the values wanted (at most [`COMPARED`]) and removes those it
/// reaches, until none is left or the chunks end; returns the chunk after
/// the last one compared. The values are padded to 1, 2, 4, 8 or 16.
#[inline(always)]
pub(crate) fn compare_all(low: &[u16], high: &[u16], mut chunk: usize, wanted: &mut Vec<u16>) -> usize {
    assert!(wanted.len() <= COMPARED, "at most {COMPARED} values are compared at once");
    let chunks = low.len().min(high.len()) / 64;
    while !wanted.is_empty() && chunk < chunks {
        macro_rules! compare {
            ($k:expr) => {{
                let mut w = [0u16; $k];
                for (j, slot) in w.iter_mut().enumerate() {
                    *slot = wanted[j.min(wanted.len() - 1)];
                }
                let mut live = wanted.len();
                chunk = compare::<$k>(low, high, chunk, &mut w, &mut live);
                wanted.clear();
                wanted.extend_from_slice(&w[..live]);
            }};
        }
        match wanted.len() {
            1 => compare!(1),
            2 => compare!(2),
            3 | 4 => compare!(4),
            5..=8 => compare!(8),
            _ => compare!(16),
        }
    }
    chunk
}

/// Compares chunks from `chunk` on with `w[..live]` (`w` padded with copies
/// of them), removing each value found, and returns the chunk after the
/// last compared: when none is live, when at most half of `K` are (so a
/// narrower comparison goes on), or at the end.
#[inline(always)]
fn compare<const K: usize>(
    low: &[u16],
    high: &[u16],
    mut chunk: usize,
    w: &mut [u16; K],
    live: &mut usize,
) -> usize {
    let chunks = low.len().min(high.len()) / 64;
    while chunk < chunks {
        let at = 64 * chunk;
        let lows: &[u16; 64] = low[at..at + 64].try_into().expect("64 values");
        let highs: &[u16; 64] = high[at..at + 64].try_into().expect("64 values");
        let mut hit = [0u16; K];
        for k in 0..64 {
            let x = lows[k] ^ highs[k];
            for j in 0..K {
                hit[j] |= u16::from(x == w[j]);
            }
        }
        chunk += 1;
        if hit.iter().any(|&h| h != 0) {
            // From the top down, so a value moved into slot j was checked.
            for j in (0..*live).rev() {
                if hit[j] != 0 {
                    w[j] = w[*live - 1];
                    *live -= 1;
                }
            }
            if *live == 0 {
                return chunk;
            }
            for j in *live..K {
                w[j] = w[0];
            }
            if *live <= K / 2 {
                return chunk;
            }
        }
    }
    chunk
}

/// Packs each 64 bytes into a word, bit k set where byte k is not 0
/// ([`super::blocks::pack`] in plain Rust).
pub(crate) fn pack_portable(bytes: &[u8], bits: &mut [u64]) {
    for (chunk, word) in bytes.chunks_exact(64).zip(bits) {
        *word = chunk.iter().enumerate().fold(0, |w, (k, &b)| w | (u64::from(b != 0) << k));
    }
}
