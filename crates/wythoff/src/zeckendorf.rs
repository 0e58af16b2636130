//! Fibonacci numeration (Zeckendorf representations) of natural numbers of any size.
//!
//! **Theorem** (Lekkerkerker 1952; Zeckendorf 1972): every natural number is, in
//! exactly one way, a sum of Fibonacci numbers F(i) with i ≥ 2, no two of them
//! with consecutive indices. Here F(0) = 0, F(1) = 1, F(i) = F(i−1) + F(i−2), so
//! F(2) = 1, F(3) = 2, F(4) = 3, F(5) = 5, …
//!
//! The greedy algorithm (take the largest Fibonacci number that fits, repeat) finds
//! the representation. For numbers of up to 128 bits it reads a table; beyond, it
//! walks down the Fibonacci numbers keeping only two of them in memory, so a
//! 100,000-bit number needs a few hundred kilobytes, not gigabytes.
//!
//! The **Fibonacci shift** σ(n) replaces every F(i) of n's representation by
//! F(i+1). It is how Fraenkel (1982) describes the P-positions of Wythoff's game:
//! see [`crate::wythoff::by_zeckendorf`].
//!
//! **The smallest part without the representation.** For numbers beyond 128 bits,
//! [`lowest_index`] does not walk the representation (which costs a subtraction per
//! Fibonacci number below n, quadratic in the digits); it reads the smallest part
//! off nφ in O(1) big-integer multiplications. By Binet, F(i)φ − F(i+1) = −ψ^i
//! with ψ = −1/φ, so for n = F(i₁) + … + F(iᵣ) (indices i₁ > … > iᵣ ≥ 2, none
//! consecutive) d(n) = nφ − σ(n) = −(ψ^i₁ + … + ψ^iᵣ). Terms −ψ^i with indices
//! i ≥ s, none consecutive, sum to a value strictly inside (−φ^(1−s), φ^−s) for s
//! even and (−φ^−s, φ^(1−s)) for s odd (the extreme sums take every other index,
//! and a finite sum never reaches them). With the smallest index j, the rest has
//! indices ≥ j + 2, so d(n) lies in (−φ^(1−j), −φ^(−1−j)) when j is even and in
//! (φ^(−1−j), φ^(1−j)) when j is odd; these intervals are disjoint, and no
//! natural number sits on an end (the ends ±φ^−k belong to ±F(k) of the wrong
//! sign). So the sign of d(n) gives j's parity, and the least T with
//! |d(n)| > φ^−T gives j ∈ {T − 1, T}, the one of that parity. In
//! integers: σ(n) = ⌊(n+1)φ⌋ − 1 (so that d(n) ∈ (−1/φ, 1/φ²)), d(n) = (n√5 − u)/2
//! with u = 2σ(n) − n, φ^−m = (−1)^m (L(m) − F(m)√5)/2 with L the Lucas numbers,
//! and each comparison is the sign of A√5 − B for integers A, B, decided by
//! squaring. This is the Ostrowski numeration of nφ (see A. S. Fraenkel, *Systems
//! of numeration*, Amer. Math. Monthly 92 (1985) 105–114); the tests check it
//! against the walk on every number below 10^5 and on random numbers of up to
//! 3,000 digits.

use std::cmp::Ordering;

use dashu_int::IBig;

use crate::nat::{Natural, bit_len};

/// F(0) ..= F(186): every Fibonacci number below 2^128.
const TABLE: [u128; 187] = {
    let mut t = [0u128; 187];
    t[1] = 1;
    let mut i = 2;
    while i < t.len() {
        t[i] = t[i - 1] + t[i - 2];
        i += 1;
    }
    t
};

/// The i-th Fibonacci number F(i), with F(0) = 0 and F(1) = 1.
///
/// ```
/// use wythoff::zeckendorf::fibonacci;
/// assert_eq!(fibonacci(10), 55u8.into());
/// assert_eq!(fibonacci(100).to_string(), "354224848179261915075");
/// ```
pub fn fibonacci(i: usize) -> Natural {
    if i < TABLE.len() {
        return Natural::from(TABLE[i]);
    }
    fibonacci_pair(i).0
}

/// (F(i), F(i+1)), by fast doubling: F(2k) = F(k)(2F(k+1) − F(k)) and
/// F(2k+1) = F(k)² + F(k+1)², so O(log i) multiplications whose sizes double,
/// about the cost of the last one.
///
/// ```
/// use wythoff::zeckendorf::{fibonacci, fibonacci_pair};
/// assert_eq!(fibonacci_pair(300), (fibonacci(300), fibonacci(301)));
/// ```
pub fn fibonacci_pair(i: usize) -> (Natural, Natural) {
    if i + 1 < TABLE.len() {
        return (Natural::from(TABLE[i]), Natural::from(TABLE[i + 1]));
    }
    let (mut a, mut b) = (Natural::ZERO, Natural::ONE);
    for bit in (0..usize::BITS - i.leading_zeros()).rev() {
        let double = &a * ((&b << 1) - &a);
        let double_plus_one = &a * &a + &b * &b;
        (a, b) = if (i >> bit) & 1 == 1 {
            let sum = &double + &double_plus_one;
            (double_plus_one, sum)
        } else {
            (double, double_plus_one)
        };
    }
    (a, b)
}

/// Is `n` a Fibonacci number (0 counts: F(0) = 0)? For numbers beyond 128 bits:
/// n is a Fibonacci number iff 5n² + 4 or 5n² − 4 is a perfect square (Gessel
/// 1972), two square roots.
///
/// ```
/// use wythoff::zeckendorf::is_fibonacci;
/// assert!(is_fibonacci(&144u8.into()));
/// assert!(!is_fibonacci(&100u8.into()));
/// assert!(is_fibonacci(&wythoff::zeckendorf::fibonacci(1000)));
/// ```
pub fn is_fibonacci(n: &Natural) -> bool {
    if let Ok(small) = u128::try_from(n) {
        return TABLE.binary_search(&small).is_ok();
    }
    let five_n2 = n * n * 5u8;
    let square = |x: &Natural| {
        let r = crate::nat::isqrt(x);
        &r * &r == *x
    };
    square(&(&five_n2 + 4u8)) || square(&(five_n2 - 4u8))
}

/// The Zeckendorf representation of `n`: the indices i ≥ 2 of its Fibonacci
/// parts F(i), largest first. Zero has no parts.
///
/// ```
/// use wythoff::zeckendorf::zeckendorf;
/// // 100 = 89 + 8 + 3 = F(11) + F(6) + F(4)
/// assert_eq!(zeckendorf(&100u8.into()), vec![11, 6, 4]);
/// assert!(zeckendorf(&0u8.into()).is_empty());
/// ```
pub fn zeckendorf(n: &Natural) -> Vec<usize> {
    let mut parts = Vec::new();
    walk(n, |i, _, _| parts.push(i));
    parts
}

/// The smallest index in the Zeckendorf representation of `n` (None for 0).
///
/// ```
/// use wythoff::zeckendorf::lowest_index;
/// assert_eq!(lowest_index(&100u8.into()), Some(4));
/// ```
pub fn lowest_index(n: &Natural) -> Option<usize> {
    if let Ok(small) = u128::try_from(n) {
        return lowest_index_u128(small);
    }
    Some(lowest_index_by_phi(n))
}

/// The smallest index of n ≥ 1 read off nφ (see the module documentation): O(1)
/// big-integer multiplications, where the walk costs one subtraction per Fibonacci
/// number below n.
fn lowest_index_by_phi(n: &Natural) -> usize {
    // σ(n) = ⌊(n+1)φ⌋ − 1, u = 2σ(n) − n, d(n) = (n√5 − u)/2.
    let sigma = crate::phi::floor_mul_phi(&(n + 1u8)) - 1u8;
    let u = (sigma << 1) - n;
    let (five_n2, u2) = (n * n * 5u8, &u * &u);
    // d > 0 (odd j) iff n√5 > u iff 5n² > u².
    let odd = five_n2 > u2;
    let gap = if odd { five_n2 - u2 } else { u2 - five_n2 };
    let sign = if odd { IBig::ONE } else { -IBig::ONE };
    let (sn, su) = (&sign * IBig::from(n.clone()), &sign * IBig::from(u));
    // |d| = gap / (2(n√5 + u)) ≈ gap / (4√5·n), so −log_φ|d| ≈ (log₂ n + 3.2 −
    // log₂ gap) / log₂ φ; the search below starts there and steps to the exact T.
    let estimate = (bit_len(n) as i64 + 3 - bit_len(&gap) as i64) * 14_404 / 10_000;
    let mut m = estimate.max(2) as usize;
    let (mut f, mut f_next) = fibonacci_pair(m);
    // Does |d| exceed φ^−m? With t = (−1)^m, φ^−m = t(L(m) − F(m)√5)/2, so
    // |d| − φ^−m = ((s·n + t·F(m))√5 − (s·u + t·L(m)))/2.
    let exceeds = |m: usize, f: &Natural, f_next: &Natural| {
        let t = if m.is_multiple_of(2) { IBig::ONE } else { -IBig::ONE };
        let lucas = (f_next << 1) - f;
        let a = &sn + &t * IBig::from(f.clone());
        let b = &su + &t * IBig::from(lucas);
        sign_of_sqrt5_times_minus(&a, &b) == Ordering::Greater
    };
    if exceeds(m, &f, &f_next) {
        // Step down to the least m with |d| > φ^−m.
        while m > 1 {
            let f_before = &f_next - &f;
            if !exceeds(m - 1, &f_before, &f) {
                break;
            }
            (f, f_next) = (f_before, f);
            m -= 1;
        }
    } else {
        loop {
            let after = &f + &f_next;
            (f, f_next) = (f_next, after);
            m += 1;
            if exceeds(m, &f, &f_next) {
                break;
            }
        }
    }
    // j ∈ {T − 1, T}, the one of the parity the sign of d(n) gives.
    if (m % 2 == 1) == odd { m } else { m - 1 }
}

/// The sign of a√5 − b, exactly (√5 is irrational, so only a = b = 0 gives 0).
fn sign_of_sqrt5_times_minus(a: &IBig, b: &IBig) -> Ordering {
    let zero = IBig::ZERO;
    match (a.cmp(&zero), b.cmp(&zero)) {
        (Ordering::Equal, Ordering::Equal) => Ordering::Equal,
        (Ordering::Greater | Ordering::Equal, Ordering::Less | Ordering::Equal) => Ordering::Greater,
        (Ordering::Less | Ordering::Equal, Ordering::Greater | Ordering::Equal) => Ordering::Less,
        (Ordering::Greater, Ordering::Greater) => (a * a * 5u8).cmp(&(b * b)),
        (Ordering::Less, Ordering::Less) => (b * b).cmp(&(a * a * 5u8)),
    }
}

/// Calls `part(i, F(i))` for each part of the Zeckendorf representation of `n`,
/// largest first: one subtraction per Fibonacci number below n, and no Fibonacci
/// number computed twice.
///
/// ```
/// let mut parts = Vec::new();
/// wythoff::zeckendorf::for_each_part(&100u8.into(), |i, f| parts.push((i, f.clone())));
/// assert_eq!(parts, [(11, 89u8.into()), (6, 8u8.into()), (4, 3u8.into())]);
/// ```
pub fn for_each_part(n: &Natural, mut part: impl FnMut(usize, &Natural)) {
    walk(n, |i, this, _| part(i, this));
}

/// The Fibonacci shift σ(n): each part F(i) of `n` becomes F(i+1).
///
/// ```
/// use wythoff::zeckendorf::shift_up;
/// // 100 = F(11) + F(6) + F(4)  ->  F(12) + F(7) + F(5) = 144 + 13 + 5
/// assert_eq!(shift_up(&100u8.into()), 162u8.into());
/// ```
pub fn shift_up(n: &Natural) -> Natural {
    if let Ok(small) = u64::try_from(n) {
        // σ(n) < 2n, so it fits in u128.
        let mut sum = 0u128;
        walk_u128(small as u128, |i| sum += TABLE[i + 1]);
        return Natural::from(sum);
    }
    let mut sum = Natural::ZERO;
    walk(n, |_, _, next| sum += next);
    sum
}

/// The inverse shift: each part F(i) of `n` becomes F(i−1). It undoes
/// [`shift_up`] for numbers whose smallest part has index at least 3.
///
/// ```
/// use wythoff::zeckendorf::{shift_down, shift_up};
/// assert_eq!(shift_down(&shift_up(&100u8.into())), 100u8.into());
/// ```
pub fn shift_down(n: &Natural) -> Natural {
    if let Ok(small) = u128::try_from(n) {
        let mut sum = 0u128;
        walk_u128(small, |i| sum += TABLE[i - 1]);
        return Natural::from(sum);
    }
    let mut sum = Natural::ZERO;
    walk(n, |_, this, next| sum += next - this);
    sum
}

/// Greedy Zeckendorf walk over `n`, calling `part(i, F(i), F(i+1))` for each part,
/// largest first.
fn walk(n: &Natural, mut part: impl FnMut(usize, &Natural, &Natural)) {
    if let Ok(small) = u128::try_from(n)
        && small < TABLE[TABLE.len() - 2]
    {
        walk_u128(small, |i| part(i, &Natural::from(TABLE[i]), &Natural::from(TABLE[i + 1])));
        return;
    }
    walk_big(n, part)
}

/// [`walk`] for any size, holding two Fibonacci numbers at a time.
fn walk_big(n: &Natural, mut part: impl FnMut(usize, &Natural, &Natural)) {
    // Climb to F(i) <= n < F(i+1), then walk down keeping the pair (F(i), F(i+1)).
    let (mut i, mut this, mut next) = (2usize, Natural::ONE, Natural::from(2u8));
    while &next <= n {
        let after = &this + &next;
        this = std::mem::replace(&mut next, after);
        i += 1;
    }
    let mut rest = n.clone();
    while i >= 2 && rest != Natural::ZERO {
        if this <= rest {
            rest -= &this;
            part(i, &this, &next);
        }
        let before = &next - &this;
        next = std::mem::replace(&mut this, before);
        i -= 1;
    }
}

fn walk_u128(mut rest: u128, mut part: impl FnMut(usize)) {
    // partition_point: the number of table entries <= rest; F(1) = F(2) = 1, so
    // start from index 2.
    let mut i = TABLE.partition_point(|&f| f <= rest).saturating_sub(1);
    while rest != 0 {
        // Greedy: F(i) <= rest < F(i+1); the next part is below F(i-1).
        part(i);
        rest -= TABLE[i];
        i = TABLE[..i - 1].partition_point(|&f| f <= rest).saturating_sub(1);
    }
}

fn lowest_index_u128(n: u128) -> Option<usize> {
    let mut lowest = None;
    walk_u128(n, |i| lowest = Some(i));
    lowest
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_the_fibonacci_sequence_to_the_last_u128() {
        assert_eq!(TABLE[186], 332_825_110_087_067_562_321_196_029_789_634_457_848);
        assert!(TABLE[186].checked_add(TABLE[185]).is_none());
    }

    #[test]
    fn small_and_big_walks_agree() {
        // Force the big walk on numbers the table also covers.
        for n in (0u128..5000).chain([TABLE[150] - 1, TABLE[150], TABLE[184] + 12345]) {
            let mut small = Vec::new();
            walk_u128(n, |i| small.push(i));
            let mut big = Vec::new();
            walk_big(&Natural::from(n), |i, _, _| big.push(i));
            assert_eq!(small, big, "n = {n}");
        }
    }

    #[test]
    fn the_smallest_part_read_off_n_phi_is_the_walks() {
        for n in 1u32..100_000 {
            let mut walked = None;
            walk_big(&n.into(), |i, _, _| walked = Some(i));
            assert_eq!(Some(lowest_index_by_phi(&n.into())), walked, "n = {n}");
        }
        // Fibonacci and Lucas numbers and their neighbours, where |d(n)| is
        // smallest or the parts are densest, far beyond the table.
        let mut checked = 0;
        for i in [150usize, 187, 188, 300, 1001, 4000] {
            let f = fibonacci(i);
            let lucas = fibonacci(i - 1) + fibonacci(i + 1);
            for n in [f.clone(), &f - 1u8, &f + 1u8, &f + 2u8, lucas.clone(), &lucas - 1u8, &lucas + 1u8] {
                let mut walked = None;
                walk_big(&n, |i, _, _| walked = Some(i));
                assert_eq!(Some(lowest_index_by_phi(&n)), walked, "F({i}) region");
                checked += 1;
            }
            assert_eq!(lowest_index(&f), Some(i));
        }
        assert_eq!(checked, 42);
    }

    #[test]
    fn the_smallest_part_of_random_big_numbers() {
        // A xorshift stream of digits: numbers of 40 to 3,000 digits.
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for round in 0..60 {
            let digits = 40 + round * 50;
            let text: String = (0..digits)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    char::from(b'0' + (x % 10) as u8)
                })
                .collect();
            let n: Natural = format!("1{text}").parse().unwrap();
            let mut walked = None;
            walk_big(&n, |i, _, _| walked = Some(i));
            assert_eq!(lowest_index(&n), walked, "{digits} digits");
            // The same number with its smallest parts shifted far up: many zeros.
            let shifted = shift_up(&shift_up(&n));
            let mut walked = None;
            walk_big(&shifted, |i, _, _| walked = Some(i));
            assert_eq!(lowest_index(&shifted), walked, "{digits} digits, shifted");
        }
    }

    #[test]
    fn fast_doubling_is_the_recurrence() {
        let (mut a, mut b) = (Natural::ZERO, Natural::ONE);
        for i in 0..1200 {
            assert_eq!(fibonacci_pair(i), (a.clone(), b.clone()), "F({i})");
            let c = &a + &b;
            (a, b) = (b, c);
        }
    }

    #[test]
    fn fibonacci_test_by_squares() {
        for i in [187usize, 200, 999, 2000] {
            let f = fibonacci(i);
            assert!(is_fibonacci(&f), "F({i})");
            assert!(!is_fibonacci(&(&f + 1u8)) && !is_fibonacci(&(&f - 1u8)), "F({i}) ± 1");
        }
        let small: Vec<u32> = (0u32..1000).filter(|&n| is_fibonacci(&n.into())).collect();
        assert_eq!(small, [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]);
    }

    #[test]
    fn representation_is_a_valid_zeckendorf_sum() {
        for n in 0u32..20_000 {
            let parts = zeckendorf(&n.into());
            let sum: u128 = parts.iter().map(|&i| TABLE[i]).sum();
            assert_eq!(sum, n as u128);
            assert!(parts.iter().all(|&i| i >= 2));
            assert!(parts.windows(2).all(|w| w[0] >= w[1] + 2), "{n}: {parts:?}");
        }
    }
}
