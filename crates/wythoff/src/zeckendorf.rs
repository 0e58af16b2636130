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

use crate::nat::Natural;

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
    let (mut lo, mut hi) = (Natural::from(TABLE[TABLE.len() - 2]), Natural::from(TABLE[TABLE.len() - 1]));
    for _ in TABLE.len()..=i {
        let next = &lo + &hi;
        lo = std::mem::replace(&mut hi, next);
    }
    hi
}

/// Is `n` a Fibonacci number?
///
/// ```
/// use wythoff::zeckendorf::is_fibonacci;
/// assert!(is_fibonacci(&144u8.into()));
/// assert!(!is_fibonacci(&100u8.into()));
/// ```
pub fn is_fibonacci(n: &Natural) -> bool {
    let mut terms = 0;
    walk(n, |_, _, _| terms += 1);
    terms <= 1
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
    let mut lowest = None;
    walk(n, |i, _, _| lowest = Some(i));
    lowest
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
    if let Ok(small) = u128::try_from(n) {
        if small < TABLE[TABLE.len() - 2] {
            walk_u128(small, |i| part(i, &Natural::from(TABLE[i]), &Natural::from(TABLE[i + 1])));
            return;
        }
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
