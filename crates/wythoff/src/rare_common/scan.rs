//! Step 3 of the engine: finding, for each value wanted below the candidate,
//! a split that reaches it. The splits are read in chunks of 64 (split k
//! reaches `low[k] ^ high[k]`), and the scan stops after the chunk where the
//! last value wanted is found, whatever the kernel: the chunks read, and so
//! the steps charged, are the same for all of them.
//!
//! - While many values are wanted, a chunk is marked a byte a value (a store
//!   a split) and the values still wanted filtered.
//! - With few, a chunk is compared with each of them ([`compare_all`], in
//!   [`super::portable`]:
//!   fixed-size arrays the compiler vectorises, also compiled for AVX2 and
//!   AVX-512 and chosen at run time), or, where every value is below 512 and
//!   the processor has AVX-512 VBMI, looked up in a 512-bit table of the
//!   values wanted, whatever their number ([`super::simd`]).

use super::portable::compare_all;
use super::simd;

/// The kernel a scan uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kernel {
    /// Plain Rust for the baseline processor (SSE2 on x86-64).
    Portable,
    /// The compare kernel compiled for AVX2.
    Avx2,
    /// AVX-512: the table lookup where the values allow it, the compare
    /// kernel compiled for AVX-512 where not.
    Avx512,
}

impl Kernel {
    /// The best this processor has.
    pub fn best() -> Kernel {
        let f = simd::detected();
        if f.avx512 {
            Kernel::Avx512
        } else if f.avx2 {
            Kernel::Avx2
        } else {
            Kernel::Portable
        }
    }

    /// Every kernel this processor can run (for the tests).
    pub fn available() -> Vec<Kernel> {
        let f = simd::detected();
        let mut all = vec![Kernel::Portable];
        if f.avx2 {
            all.push(Kernel::Avx2);
        }
        if f.avx512 {
            all.push(Kernel::Avx512);
        }
        all
    }

    /// The vector features it may use (packing bytes into bits too).
    pub(crate) fn features(self) -> simd::Features {
        match self {
            Kernel::Portable => simd::Features { avx2: false, avx512: false },
            Kernel::Avx2 => simd::Features { avx2: true, avx512: false },
            Kernel::Avx512 => simd::Features { avx2: true, avx512: true },
        }
    }

    /// Above this many values wanted, chunks are marked rather than compared.
    fn many(self, narrow: bool) -> usize {
        match (self, narrow) {
            (Kernel::Avx512, true) => 32,
            _ => 8,
        }
    }
}

/// Removes from `wanted` each value some split k < `low.len()` reaches
/// (`low[k] ^ high[k]`, `high` at least as long), reading chunks of 64 splits
/// until the one in which the last is found; returns how many splits were
/// read (all of them if some value stays wanted). `narrow`: every value in
/// `low` and `high` is below 512. `reached` is a byte a value, 1 for each
/// value already reached at this heap; the scan may set more of it. `wanted`
/// stays in increasing order.
pub(crate) fn witnesses(
    kernel: Kernel,
    low: &[u16],
    high: &[u16],
    narrow: bool,
    wanted: &mut Vec<u16>,
    reached: &mut [u8; 1 << 16],
) -> usize {
    let len = low.len();
    let high = &high[..len];
    let chunks = len / 64;
    let mut chunk = 0;
    if wanted.is_empty() {
        return 0;
    }
    while chunk < chunks && wanted.len() > kernel.many(narrow) {
        let at = 64 * chunk;
        mark(reached, &low[at..at + 64], &high[at..at + 64]);
        wanted.retain(|&v| reached[usize::from(v)] == 0);
        chunk += 1;
        if wanted.is_empty() {
            return 64 * chunk;
        }
    }
    if chunk < chunks {
        let (low, high) = (&low[..64 * chunks], &high[..64 * chunks]);
        chunk = match kernel {
            Kernel::Avx512 if narrow => simd::lookup_all(low, high, chunk, wanted),
            Kernel::Avx512 => simd::compare_all_avx512(low, high, chunk, wanted),
            Kernel::Avx2 => simd::compare_all_avx2(low, high, chunk, wanted),
            Kernel::Portable => compare_all(low, high, chunk, wanted),
        };
        if wanted.is_empty() {
            return 64 * chunk;
        }
        wanted.sort_unstable();
    }
    // The last chunk, shorter than 64.
    let at = 64 * chunks;
    mark(reached, &low[at..], &high[at..]);
    wanted.retain(|&v| reached[usize::from(v)] == 0);
    len
}

/// Marks what each split of the chunk reaches.
#[inline(always)]
fn mark(reached: &mut [u8; 1 << 16], low: &[u16], high: &[u16]) {
    if let (Ok(low), Ok(high)) = (<&[u16; 64]>::try_from(low), <&[u16; 64]>::try_from(high)) {
        let mut x = [0u16; 64];
        for k in 0..64 {
            x[k] = low[k] ^ high[k];
        }
        for v in x {
            reached[usize::from(v)] = 1;
        }
    } else {
        for (&a, &b) in low.iter().zip(high) {
            reached[usize::from(a ^ b)] = 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition: the splits in chunks of 64 until the last wanted is
    /// found.
    fn by_definition(low: &[u16], high: &[u16], wanted: &[u16]) -> (usize, Vec<u16>) {
        let mut left: Vec<u16> = wanted.to_vec();
        if left.is_empty() {
            return (0, left);
        }
        for (c, (l, h)) in low.chunks(64).zip(high.chunks(64)).enumerate() {
            for (&a, &b) in l.iter().zip(h) {
                left.retain(|&v| v != a ^ b);
            }
            if left.is_empty() {
                return ((64 * c + l.len()).min(low.len()), left);
            }
        }
        (low.len(), left)
    }

    #[test]
    fn every_kernel_finds_what_the_definition_finds() {
        let mut x = 0x2545F4914F6CDD1Du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut reached = Box::new([0u8; 1 << 16]);
        for round in 0..3000 {
            // Values below 64, below 512 (narrow) or anywhere; lengths across
            // chunk edges; 0 to 40 values wanted, some never reached.
            let top: u64 = [64, 512, 1 << 16][round % 3];
            let len = (next() % 700) as usize;
            let extra = (next() % 3) as usize;
            let mut value = || {
                let v = next() % top;
                (if next() % 4 == 0 { v % 8 } else { v }) as u16
            };
            let low: Vec<u16> = (0..len).map(|_| value()).collect();
            let high: Vec<u16> = (0..len + extra).map(|_| value()).collect();
            let count = next() % 41;
            let mut wanted: Vec<u16> = (0..count).map(|_| (next() % top) as u16).collect();
            wanted.sort_unstable();
            wanted.dedup();
            let expected = by_definition(&low, &high, &wanted);
            let narrow = top <= 512;
            for kernel in Kernel::available() {
                let mut w = wanted.clone();
                reached.fill(0);
                let read = witnesses(kernel, &low, &high, narrow, &mut w, &mut reached);
                assert_eq!((read, w), expected, "{kernel:?}, round {round}: {len} splits, {wanted:?}");
            }
        }
    }
}
