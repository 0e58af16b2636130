//! Exact emulation of the floating-point ⌊kφ⌋ that contest solutions compute, to
//! find and name the inputs on which they fail.
//!
//! A solution that computes `(long long)(k * phi)` with `phi = (1 + sqrt(5.0)) / 2`
//! in IEEE double (53-bit significand) or `phi = (1 + sqrtl(5.0L)) / 2` in x87 long
//! double (64-bit significand) evaluates ⌊round_p(round_p(k) · φ_p)⌋, where φ_p is φ
//! rounded to nearest and round_p rounds to p significant bits, ties to even. That
//! is computed here exactly in integers, as is the "φ in three 9-digit parts" trick,
//! which uses φ truncated to 27 decimals.
//!
//! Where each method is first wrong (`cargo run --release -p wythoff-judge --example
//! first_failures`; the first four are the figures of the project's notes):
//!
//! | method | first wrong at k |
//! |---|---:|
//! | IEEE double ⌊k·φ⌋ | 102,334,155 |
//! | IEEE double ⌊k·φ·φ⌋ | 39,088,169 |
//! | IEEE double ⌊k·φ²⌋, φ² literal | 102,334,155 |
//! | x87 long double ⌊k·φ⌋ | 4,807,526,976 |
//! | x87 long double ⌊k·φ·φ⌋ | 1,836,311,903 |
//! | x87 long double ⌊k·φ²⌋, φ² literal | 14,422,580,928 |
//! | φ in three 9-digit parts | 44,945,570,212,853 |

use std::sync::OnceLock;

use wythoff::nat::{Natural, isqrt};
use wythoff::zeckendorf::{fibonacci, zeckendorf};

/// A way of computing ⌊kφ⌋ or ⌊kφ²⌋ that contest solutions use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// `(long long)(k * phi)`, IEEE double.
    DoublePhi,
    /// `(long long)(k * phi * phi)`, IEEE double (⌊kφ²⌋ as two products).
    DoublePhi2,
    /// `(long long)(k * phi2)` with `phi2 = (3 + sqrt(5.0)) / 2`, IEEE double.
    DoublePhiSquared,
    /// `(long long)(k * phi)`, x87 long double.
    LongDoublePhi,
    /// `(long long)(k * phi * phi)`, x87 long double.
    LongDoublePhi2,
    /// `(long long)(k * phi2)` with `phi2 = (3 + sqrtl(5.0L)) / 2`, x87 long double.
    LongDoublePhiSquared,
    /// k·φ with φ truncated to 27 decimals, held as three 9-digit parts.
    ThreeParts,
}

impl Method {
    /// Every method.
    pub const ALL: [Method; 7] = [
        Method::DoublePhi,
        Method::DoublePhi2,
        Method::DoublePhiSquared,
        Method::LongDoublePhi,
        Method::LongDoublePhi2,
        Method::LongDoublePhiSquared,
        Method::ThreeParts,
    ];

    /// A person's description of the method.
    pub fn describe(self) -> &'static str {
        match self {
            Method::DoublePhi => "IEEE double ⌊k·φ⌋",
            Method::DoublePhi2 => "IEEE double ⌊k·φ·φ⌋",
            Method::LongDoublePhi => "x87 long double ⌊k·φ⌋",
            Method::LongDoublePhi2 => "x87 long double ⌊k·φ·φ⌋",
            Method::DoublePhiSquared => "IEEE double ⌊k·φ²⌋ (φ² literal)",
            Method::LongDoublePhiSquared => "x87 long double ⌊k·φ²⌋ (φ² literal)",
            Method::ThreeParts => "φ as three 9-digit parts (27 decimals)",
        }
    }

    /// Does this method compute ⌊kφ²⌋ (rather than ⌊kφ⌋)?
    pub fn is_upper(self) -> bool {
        matches!(
            self,
            Method::DoublePhi2
                | Method::LongDoublePhi2
                | Method::DoublePhiSquared
                | Method::LongDoublePhiSquared
        )
    }

    /// What the method computes for k (< 2^64).
    pub fn compute(self, k: u64) -> u128 {
        match self {
            Method::DoublePhi => times_phi(k, 53),
            Method::LongDoublePhi => times_phi(k, 64),
            Method::DoublePhi2 => times_phi_twice(k, 53),
            Method::LongDoublePhi2 => times_phi_twice(k, 64),
            Method::DoublePhiSquared => floor(mul(round(k as u128, 53), phi_squared(53), 53)),
            Method::LongDoublePhiSquared => floor(mul(round(k as u128, 64), phi_squared(64), 64)),
            Method::ThreeParts => {
                let (digits, scale) = three_parts();
                u128::try_from(&(Natural::from(k) * digits / scale)).expect("below 2^128")
            }
        }
    }

    /// Is the method wrong at k?
    pub fn fails_at(self, k: u64) -> bool {
        let exact = wythoff::wythoff::lower(&k.into());
        let exact = if self.is_upper() { exact + k } else { exact };
        Natural::from(self.compute(k)) != exact
    }
}

/// Every k in `from..=to` (to < 2^62) at which `method` is wrong, in increasing order,
/// at most `limit` of them.
///
/// Exhaustive, not sampled. Write k = F(i₁) + … + F(iᵣ) (Zeckendorf, i₁ > … > iᵣ ≥ 2).
/// By Binet, kφ − σ(k) = −(ψ^i₁ + … + ψ^iᵣ) with ψ = −1/φ, and since the indices are
/// not consecutive the sum is at least φ^−iᵣ(1 − φ^−2 − φ^−4 − …) = φ^−(iᵣ+2) in size,
/// so ‖kφ‖ ≥ φ^−(iᵣ+2). A method can only be wrong where ‖kφ‖ is below its error
/// bound ε, so only k whose smallest part has index ≥ I can fail, for the I with
/// φ^−(I+1) ≥ ε (checked as F(I+3) ≤ 1/ε, since φ^(n−2) ≤ F(n)). Those k are exactly
/// σ^(I−2)(j), j = 0, 1, 2, …, an increasing sequence; each is tested exactly.
///
/// ```
/// use wythoff_judge::float::{failures, Method};
/// assert_eq!(failures(Method::DoublePhi, 1, 200_000_000, 3), [102_334_155, 141_422_324, 180_510_493]);
/// ```
pub fn failures(method: Method, from: u64, to: u64, limit: usize) -> Vec<u64> {
    failing(method, from, to).take(limit).collect()
}

/// The same k as [`failures`], found one at a time (constant memory).
///
/// ```
/// use wythoff_judge::float::{failing, Method};
/// assert_eq!(failing(Method::LongDoublePhi2, 1, u64::MAX).next(), Some(1_836_311_903));
/// ```
pub fn failing(method: Method, from: u64, to: u64) -> impl Iterator<Item = u64> {
    let to = to.min((1 << 62) - 1);
    let mut lo = from.max(1);
    // The octave [lo, hi] being enumerated: its bound, shift, and next j.
    let mut octave: Option<(u64, usize, u64)> = None;
    std::iter::from_fn(move || {
        loop {
            let (hi, shift, j) = match octave.as_mut() {
                Some(o) => o,
                None if lo > to => return None,
                None => {
                    // One octave at a time: ε grows with k.
                    let hi = (lo | (lo >> 1) | (lo >> 2) | (lo >> 4) | (lo >> 8) | (lo >> 16) | (lo >> 32))
                        .min(to);
                    let shift = smallest_part_that_can_fail(method, hi) - 2;
                    octave.insert((hi, shift, first_j_at_or_above(lo, shift)))
                }
            };
            let k = shifted(*j, *shift);
            if k > *hi as u128 {
                lo = *hi + 1;
                octave = None;
                continue;
            }
            *j += 1;
            if method.fails_at(k as u64) {
                return Some(k as u64);
            }
        }
    })
}

/// The largest I ≥ 2 with F(I+3) ≤ 1/ε, where ε bounds the method's error for k ≤ hi:
/// |computed − exact kφ| < ε (for the φ² methods the same bound holds for kφ², and
/// ‖kφ²‖ = ‖kφ‖ as kφ² = kφ + k). For p-bit floats ε = 16·hi/2^p (φ's or φ²'s
/// rounding, k's rounding, and up to two rounded products, each below 4·hi/2^p); for the
/// 27-decimal truncation ε = 2·hi/10^27.
fn smallest_part_that_can_fail(method: Method, hi: u64) -> usize {
    let (numerator, denominator) = match method {
        Method::DoublePhi | Method::DoublePhi2 | Method::DoublePhiSquared => {
            (Natural::ONE << 53, Natural::from(16 * hi as u128))
        }
        Method::LongDoublePhi | Method::LongDoublePhi2 | Method::LongDoublePhiSquared => {
            (Natural::ONE << 64, Natural::from(16 * hi as u128))
        }
        Method::ThreeParts => (Natural::from(10u8).pow(27), Natural::from(2 * hi as u128)),
    };
    let mut i = 2;
    while fibonacci(i + 4) * &denominator <= numerator {
        i += 1;
    }
    i
}

/// σ^s(j): every Zeckendorf part F(i) of j moved up to F(i+s).
fn shifted(j: u64, s: usize) -> u128 {
    zeckendorf(&j.into())
        .iter()
        .map(|&i| u128::try_from(&fibonacci(i + s)).unwrap_or(u128::MAX))
        .fold(0, u128::saturating_add)
}

/// The least j with σ^s(j) ≥ lo (σ^s is increasing).
fn first_j_at_or_above(lo: u64, s: usize) -> u64 {
    let (mut a, mut b) = (0u64, lo);
    while a < b {
        let mid = a + (b - a) / 2;
        if shifted(mid, s) >= lo as u128 {
            b = mid;
        } else {
            a = mid + 1;
        }
    }
    a
}

/// A binary floating-point number m · 2^e with a p-bit significand.
#[derive(Clone, Copy, Debug)]
struct Float {
    m: u128,
    e: i32,
}

/// x rounded to p significant bits, ties to even.
fn round(x: u128, p: u32) -> Float {
    let len = 128 - x.leading_zeros();
    if len <= p {
        return Float { m: x, e: 0 };
    }
    let s = len - p;
    let (mut m, rest, half) = (x >> s, x & ((1u128 << s) - 1), 1u128 << (s - 1));
    if rest > half || (rest == half && m & 1 == 1) {
        m += 1;
    }
    if m >> p != 0 {
        return Float { m: m >> 1, e: s as i32 + 1 };
    }
    Float { m, e: s as i32 }
}

/// The product of two p-bit floats, rounded to p bits.
fn mul(a: Float, b: Float, p: u32) -> Float {
    let r = round(a.m * b.m, p);
    Float { m: r.m, e: r.e + a.e + b.e }
}

fn floor(x: Float) -> u128 {
    if x.e >= 0 { x.m << x.e } else { x.m >> (-x.e).min(127) }
}

/// (c + √5)/2 rounded to nearest at scale 2^−f: round((c + √5)/2 · 2^f) · 2^−f.
/// ⌊(c + √5)/2 · 2^(f+1)⌋ = c·2^f + ⌊√(5 · 4^f)⌋; halve it, rounding up (√5 is
/// irrational, so there is no tie).
fn half_c_plus_sqrt5(c: u8, f: u32) -> Float {
    let twice = (Natural::from(c) << f as usize) + isqrt(&(Natural::from(5u8) << (2 * f) as usize));
    Float { m: u128::try_from(&((twice + 1u8) >> 1)).expect("below 2^128"), e: -(f as i32) }
}

/// φ = (1 + √5)/2 rounded to a p-bit significand (φ is in [1, 2): scale 2^(p−1)).
fn phi(p: u32) -> Float {
    static CACHE: OnceLock<[Float; 2]> = OnceLock::new();
    CACHE.get_or_init(|| [53, 64].map(|p| half_c_plus_sqrt5(1, p - 1)))[(p == 64) as usize]
}

/// φ² = (3 + √5)/2 rounded to a p-bit significand (φ² is in [2, 4): scale 2^(p−2)).
fn phi_squared(p: u32) -> Float {
    static CACHE: OnceLock<[Float; 2]> = OnceLock::new();
    CACHE.get_or_init(|| [53, 64].map(|p| half_c_plus_sqrt5(3, p - 2)))[(p == 64) as usize]
}

fn times_phi(k: u64, p: u32) -> u128 {
    floor(mul(round(k as u128, p), phi(p), p))
}

fn times_phi_twice(k: u64, p: u32) -> u128 {
    floor(mul(mul(round(k as u128, p), phi(p), p), phi(p), p))
}

/// ⌊φ · 10^27⌋ and 10^27.
fn three_parts() -> &'static (Natural, Natural) {
    static CACHE: OnceLock<(Natural, Natural)> = OnceLock::new();
    CACHE.get_or_init(|| {
        let scale = Natural::from(10u8).pow(27);
        // ⌊φ·10^27⌋ = ⌊(10^27 + √(5·10^54)) / 2⌋
        let digits = (&scale + isqrt(&(&scale * &scale * 5u8))) >> 1;
        (digits, scale)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phi_literals_are_the_rounded_values() {
        // 0x3FF9E3779B97F4A8 is the IEEE double nearest φ.
        assert_eq!(phi(53).m, 0x19E3779B97F4A8);
        assert_eq!(phi(53).e, -52);
        // The double nearest φ² ≈ 2.618033988749895 is 0x14F1BBCDCBFA54 · 2^-51 (as
        // Python's correctly rounded float((3 + √5) / 2) says).
        assert_eq!((phi_squared(53).m, phi_squared(53).e), (0x14F1BBCDCBFA54, -51));
        assert_eq!(phi_squared(64).m >> 63, 1, "a full 64-bit significand");
        assert_eq!(three_parts().0.to_string(), "1618033988749894848204586834");
    }

    #[test]
    fn the_thresholds_of_the_project_notes() {
        let first = |m| failures(m, 1, (1 << 62) - 1, 1).first().copied();
        assert_eq!(first(Method::DoublePhi), Some(102_334_155));
        assert_eq!(first(Method::LongDoublePhi), Some(4_807_526_976));
        assert_eq!(first(Method::LongDoublePhi2), Some(1_836_311_903));
        assert_eq!(first(Method::ThreeParts), Some(44_945_570_212_853));
    }

    #[test]
    fn enumeration_finds_every_failure_a_scan_finds() {
        // Exhaustive scan against the enumeration where a scan is affordable.
        for m in [Method::DoublePhi2, Method::DoublePhiSquared, Method::DoublePhi] {
            let from = if m == Method::DoublePhi { 100_000_000 } else { 1 };
            let to = from + 3_000_000;
            let scan: Vec<u64> = (from..=to).filter(|&k| m.fails_at(k)).collect();
            assert_eq!(failures(m, from, to, usize::MAX), scan, "{m:?}");
        }
        // Far out, on a window: every k the scan finds is enumerated.
        let (from, to) = (1u64 << 40, (1u64 << 40) + 200_000);
        for m in [Method::DoublePhi, Method::DoublePhiSquared] {
            let scan: Vec<u64> = (from..=to).filter(|&k| m.fails_at(k)).collect();
            assert!(!scan.is_empty(), "{m:?}");
            assert_eq!(failures(m, from, to, usize::MAX), scan, "{m:?}");
        }
        // Long double, far enough out to fail.
        let (from, to) = (1u64 << 52, (1u64 << 52) + 300_000);
        for m in [Method::LongDoublePhi, Method::LongDoublePhiSquared] {
            let scan: Vec<u64> = (from..=to).filter(|&k| m.fails_at(k)).collect();
            assert!(!scan.is_empty(), "{m:?}");
            assert_eq!(failures(m, from, to, usize::MAX), scan, "{m:?}");
        }
    }

    #[test]
    fn all_lists_every_method_once() {
        // Every variant; the exhaustive match fails to compile when one is added.
        let every = [
            Method::DoublePhi,
            Method::DoublePhi2,
            Method::DoublePhiSquared,
            Method::LongDoublePhi,
            Method::LongDoublePhi2,
            Method::LongDoublePhiSquared,
            Method::ThreeParts,
        ];
        for m in every {
            match m {
                Method::DoublePhi
                | Method::DoublePhi2
                | Method::DoublePhiSquared
                | Method::LongDoublePhi
                | Method::LongDoublePhi2
                | Method::LongDoublePhiSquared
                | Method::ThreeParts => {
                    assert_eq!(Method::ALL.iter().filter(|&&x| x == m).count(), 1, "{m:?}")
                }
            }
        }
        assert_eq!(Method::ALL.len(), every.len());
    }

    #[test]
    fn rounding_is_to_nearest_even() {
        assert_eq!(floor(round(0b1011, 3)), 0b1100); // 11 -> 12 (tie, to even)
        assert_eq!(floor(round(0b1001, 3)), 0b1000); // 9 -> 8 (tie, to even)
        assert_eq!(floor(round(0b1111, 3)), 0b10000); // carries into a new bit
        assert_eq!(floor(round(u64::MAX as u128, 53)), 1u128 << 64);
    }
}
