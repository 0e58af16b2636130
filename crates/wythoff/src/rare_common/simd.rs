//! The engine's x86-64 vector code, chosen at run time: the witness scan's
//! compare kernel compiled for AVX2 and AVX-512, the scan by a 512-bit table
//! lookup (AVX-512 VBMI), and the packing of a block's mark bytes into bits.
//! Each has a portable twin in [`super::portable`] that the
//! tests check it against (`scan::tests`, `blocks::tests`); this module is
//! the only place in the crate with `unsafe` code, each block with its reason.
#![allow(unsafe_code)]

/// The vector kernels this processor has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// AVX2.
    pub avx2: bool,
    /// AVX-512 F, BW and VBMI.
    pub avx512: bool,
}

/// What this processor has (read once by the standard library, then cached).
pub fn detected() -> Features {
    #[cfg(target_arch = "x86_64")]
    {
        Features {
            avx2: std::arch::is_x86_feature_detected!("avx2"),
            avx512: std::arch::is_x86_feature_detected!("avx512f")
                && std::arch::is_x86_feature_detected!("avx512bw")
                && std::arch::is_x86_feature_detected!("avx512vbmi"),
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        Features { avx2: false, avx512: false }
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::*;

    use super::super::portable::compare_all;

    #[target_feature(enable = "avx2")]
    fn compare_avx2(low: &[u16], high: &[u16], from: usize, wanted: &mut Vec<u16>) -> usize {
        compare_all(low, high, from, wanted)
    }

    #[target_feature(enable = "avx512f,avx512bw")]
    fn compare_avx512(low: &[u16], high: &[u16], from: usize, wanted: &mut Vec<u16>) -> usize {
        compare_all(low, high, from, wanted)
    }

    /// [`compare_all`] compiled for AVX2 (256-bit vectors).
    pub fn compare_all_avx2(low: &[u16], high: &[u16], from: usize, wanted: &mut Vec<u16>) -> usize {
        assert!(super::detected().avx2, "AVX2 is not available");
        // SAFETY: the processor has AVX2 (checked on the line above), all the
        // function's target feature asks for.
        unsafe { compare_avx2(low, high, from, wanted) }
    }

    /// [`compare_all`] compiled for AVX-512 (512-bit vectors).
    pub fn compare_all_avx512(low: &[u16], high: &[u16], from: usize, wanted: &mut Vec<u16>) -> usize {
        assert!(super::detected().avx512, "AVX-512 is not available");
        // SAFETY: the processor has AVX-512 F and BW (checked on the line
        // above), all the function's target features ask for.
        unsafe { compare_avx512(low, high, from, wanted) }
    }

    /// The scan by table lookup: every value of `low` and `high` is below
    /// 512, so each XOR is too, and the wanted values are one 512-bit table in
    /// a register; 64 splits are two XORs, two byte permutes (the table's
    /// byte x / 8), two shifts (its bit x mod 8) and two tests, whatever the
    /// number wanted. A chunk with a hit is then read lane by lane. Returns
    /// the chunk after the last one read (as [`compare_all`]).
    pub fn lookup_all(low: &[u16], high: &[u16], from: usize, wanted: &mut Vec<u16>) -> usize {
        assert!(super::detected().avx512, "AVX-512 VBMI is not available");
        assert!(wanted.iter().all(|&w| w < 512), "a wanted value of 512 or more");
        // SAFETY: the processor has AVX-512 F, BW and VBMI (checked above),
        // all the function's target features ask for.
        unsafe { lookup(low, high, from, wanted) }
    }

    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    fn lookup(low: &[u16], high: &[u16], mut chunk: usize, wanted: &mut Vec<u16>) -> usize {
        let chunks = low.len().min(high.len()) / 64;
        // The table as words (for the lanes read one by one) and in a register.
        let mut bits = [0u64; 8];
        for &w in wanted.iter() {
            bits[usize::from(w >> 6)] |= 1 << (w & 63);
        }
        let mut live = wanted.len();
        // SAFETY: `bits` is 64 bytes, the load's width; an unaligned load.
        let mut table = unsafe { _mm512_loadu_si512(bits.as_ptr().cast()) };
        let seven = _mm512_set1_epi16(7);
        let one = _mm512_set1_epi16(1);
        while chunk < chunks && live > 0 {
            let at = 64 * chunk;
            let lows: &[u16; 64] = low[at..at + 64].try_into().expect("64 values");
            let highs: &[u16; 64] = high[at..at + 64].try_into().expect("64 values");
            // SAFETY: each load reads 32 u16 (64 bytes) within `lows` or
            // `highs`, arrays of 64 u16, at offsets 0 and 32; unaligned loads.
            let (x0, x1) = unsafe {
                (
                    _mm512_xor_si512(
                        _mm512_loadu_si512(lows.as_ptr().cast()),
                        _mm512_loadu_si512(highs.as_ptr().cast()),
                    ),
                    _mm512_xor_si512(
                        _mm512_loadu_si512(lows[32..].as_ptr().cast()),
                        _mm512_loadu_si512(highs[32..].as_ptr().cast()),
                    ),
                )
            };
            // Each word's low byte becomes table byte x / 8 (x < 512, so the
            // high byte of x / 8 is 0 and its lookup, byte 0, is shifted out
            // of the test's bit 0); then bit x mod 8 of it.
            let b0 = _mm512_permutexvar_epi8(_mm512_srli_epi16::<3>(x0), table);
            let b1 = _mm512_permutexvar_epi8(_mm512_srli_epi16::<3>(x1), table);
            let m0 = _mm512_test_epi16_mask(_mm512_srlv_epi16(b0, _mm512_and_si512(x0, seven)), one);
            let m1 = _mm512_test_epi16_mask(_mm512_srlv_epi16(b1, _mm512_and_si512(x1, seven)), one);
            let mut hits = u64::from(m0) | (u64::from(m1) << 32);
            chunk += 1;
            while hits != 0 {
                let k = hits.trailing_zeros() as usize;
                hits &= hits - 1;
                let x = usize::from(lows[k] ^ highs[k]);
                let (word, bit) = (x >> 6, 1u64 << (x & 63));
                if bits[word] & bit != 0 {
                    bits[word] &= !bit;
                    live -= 1;
                    // The same bit cleared in the register's table.
                    let one_hot = _mm512_maskz_set1_epi8(1u64 << (x >> 3), (1u8 << (x & 7)) as i8);
                    table = _mm512_andnot_si512(one_hot, table);
                }
            }
        }
        wanted.retain(|&w| bits[usize::from(w >> 6)] & (1 << (w & 63)) != 0);
        chunk
    }

    /// Packs each 64 bytes of `bytes` into a word of `bits`, bit k set where
    /// byte k is not 0.
    pub fn pack(bytes: &[u8], bits: &mut [u64], features: super::Features) {
        assert_eq!(bytes.len(), 64 * bits.len(), "64 bytes a word");
        if features.avx512 {
            assert!(super::detected().avx512, "AVX-512 is not available");
            // SAFETY: the processor has AVX-512 F and BW (checked above), all
            // the function's target features ask for.
            unsafe { pack_avx512(bytes, bits) }
        } else {
            assert!(features.avx2 && super::detected().avx2, "AVX2 is not available");
            // SAFETY: the processor has AVX2 (checked above), all the
            // function's target feature asks for.
            unsafe { pack_avx2(bytes, bits) }
        }
    }

    #[target_feature(enable = "avx512f,avx512bw")]
    fn pack_avx512(bytes: &[u8], bits: &mut [u64]) {
        for (chunk, word) in bytes.chunks_exact(64).zip(bits) {
            let chunk: &[u8; 64] = chunk.try_into().expect("64 bytes");
            // SAFETY: a 64-byte unaligned load of a 64-byte array.
            let v = unsafe { _mm512_loadu_si512(chunk.as_ptr().cast()) };
            *word = _mm512_test_epi8_mask(v, v);
        }
    }

    #[target_feature(enable = "avx2")]
    fn pack_avx2(bytes: &[u8], bits: &mut [u64]) {
        let zero = _mm256_setzero_si256();
        for (chunk, word) in bytes.chunks_exact(64).zip(bits) {
            let chunk: &[u8; 64] = chunk.try_into().expect("64 bytes");
            // SAFETY: two 32-byte unaligned loads at offsets 0 and 32 of a
            // 64-byte array.
            let (a, b) = unsafe {
                (_mm256_loadu_si256(chunk.as_ptr().cast()), _mm256_loadu_si256(chunk[32..].as_ptr().cast()))
            };
            // Bytes equal to 0, then the others.
            let za = _mm256_movemask_epi8(_mm256_cmpeq_epi8(a, zero)) as u32;
            let zb = _mm256_movemask_epi8(_mm256_cmpeq_epi8(b, zero)) as u32;
            *word = !(u64::from(za) | (u64::from(zb) << 32));
        }
    }
}

#[cfg(target_arch = "x86_64")]
pub use x86::{compare_all_avx2, compare_all_avx512, lookup_all, pack};

#[cfg(not(target_arch = "x86_64"))]
mod elsewhere {
    //! Never called: [`super::detected`] reports no feature off x86-64.
    pub fn compare_all_avx2(low: &[u16], high: &[u16], from: usize, wanted: &mut Vec<u16>) -> usize {
        super::super::portable::compare_all(low, high, from, wanted)
    }
    pub use compare_all_avx2 as compare_all_avx512;
    pub use compare_all_avx2 as lookup_all;
    pub fn pack(bytes: &[u8], bits: &mut [u64], _: super::Features) {
        super::super::portable::pack_portable(bytes, bits)
    }
}

#[cfg(not(target_arch = "x86_64"))]
pub use elsewhere::{compare_all_avx2, compare_all_avx512, lookup_all, pack};
