//! The golden ratio φ = (1 + √5)/2 in integers: ⌊kφ⌋ and ⌊m/φ⌋, exactly, for
//! numbers of any size. Shared machinery: Wythoff's P-positions
//! ([`crate::wythoff`]) and the Fibonacci shift ([`crate::zeckendorf`]) are
//! built on it.
//!
//! **Exact arithmetic.** ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋ = (k + isqrt(5k²)) div 2: since
//! √(5k²) is irrational for k ≥ 1, adding its fractional part never carries past
//! the floor of the half. Likewise ⌊m/φ⌋ = ⌊m(φ − 1)⌋ = (isqrt(5m²) − m) div 2.
//! No floating point is used; a `double` φ gives a wrong ⌊kφ⌋ from
//! k = 102,334,155, an x87 `long double` from k = 4,807,526,976.

use crate::nat::{Natural, isqrt};

/// ⌊kφ⌋ (OEIS A000201 for k ≥ 1).
///
/// ```
/// use wythoff::phi::floor_mul_phi;
/// assert_eq!(floor_mul_phi(&102_334_155u64.into()), 165_580_140u64.into());
/// ```
pub fn floor_mul_phi(k: &Natural) -> Natural {
    (k + sqrt5_times(k)) >> 1
}

/// ⌊kφ⌋ in machine words, for k < 2^62 (then 5k² fits in a u128); `None` above.
///
/// ```
/// assert_eq!(wythoff::phi::floor_mul_phi_u64(1_836_311_903), Some(2_971_215_072));
/// assert_eq!(wythoff::phi::floor_mul_phi_u64(u64::MAX), None);
/// ```
#[inline]
pub fn floor_mul_phi_u64(k: u64) -> Option<u64> {
    if k >= 1 << 62 {
        return None;
    }
    let k = k as u128;
    Some(((k + (5 * k * k).isqrt()) >> 1) as u64)
}

/// ⌊m/φ⌋.
///
/// ```
/// use wythoff::phi::floor_div_phi;
/// assert_eq!(floor_div_phi(&10u8.into()), 6u8.into()); // 10/φ = 6.18…
/// ```
pub fn floor_div_phi(m: &Natural) -> Natural {
    (sqrt5_times(m) - m) >> 1
}

/// ⌊√5 · m⌋ = isqrt(5m²): in a u128 for m < 2^62, in big integers above.
fn sqrt5_times(m: &Natural) -> Natural {
    match u64::try_from(m) {
        Ok(small) if small < 1 << 62 => Natural::from((5 * small as u128 * small as u128).isqrt()),
        _ => isqrt(&(m * m * 5u8)),
    }
}
