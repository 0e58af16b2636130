//! The square-root method and Fraenkel's Fibonacci-numeration method, written
//! independently, must agree; and both must satisfy the definition of the floor.
use proptest::prelude::*;
use wythoff::Natural;
use wythoff::game::Rule;
use wythoff::wythoff::{Coordinate, by_zeckendorf, holder, is_p_position, lower, p_position};

/// a = ⌊kφ⌋ iff a < kφ < a + 1 iff (2a − k)² < 5k² < (2a + 2 − k)², since
/// 2kφ = k + k√5 and 2a ≥ k. Independent of both methods.
fn is_floor_k_phi(k: &Natural, a: &Natural) -> bool {
    if *k == Natural::ZERO {
        return *a == Natural::ZERO;
    }
    let five_k2 = k * k * 5u8;
    let twice_a = a << 1;
    if twice_a < *k {
        return false;
    }
    let lo = &twice_a - k;
    let hi = &lo + 2u8;
    &lo * &lo < five_k2 && five_k2 < &hi * &hi
}

#[test]
fn the_methods_agree_for_every_k_below_ten_million() {
    let mut expected_a = 0u64;
    for k in 0u64..10_000_000 {
        let (a, b) = p_position(&k.into());
        let (za, zb) = by_zeckendorf::p_position(&k.into());
        assert_eq!((&a, &b), (&za, &zb), "k = {k}");
        if k % 9973 == 0 {
            assert!(is_floor_k_phi(&k.into(), &a));
        }
        // aₖ is increasing with gaps of 1 or 2 (Beatty).
        let a = u64::try_from(&a).unwrap();
        assert!(k == 0 || a == expected_a + 1 || a == expected_a + 2, "k = {k}");
        expected_a = a;
    }
}

fn check_k(k: &Natural) {
    let (a, b) = p_position(k);
    assert!(is_floor_k_phi(k, &a), "k = {k}");
    assert_eq!(&b - &a, *k);
    assert_eq!(by_zeckendorf::p_position(k), (a.clone(), b.clone()), "k = {k}");
    assert!(is_p_position(&a, &b, Rule::Normal));
    assert!(by_zeckendorf::is_p_position(&b, &a));
    assert!(!is_p_position(&a, &(&b + 1u8), Rule::Normal));
    assert!(!by_zeckendorf::is_p_position(&(&a + 1u8), &b));
    let h = holder(&a);
    assert_eq!((&h.k, h.coordinate), (k, Coordinate::Lower));
    let h = holder(&b);
    assert_eq!((&h.k, h.coordinate), (k, Coordinate::Upper));
}

fn natural_from_words(words: &[u64]) -> Natural {
    words.iter().fold(Natural::ZERO, |n, &w| (n << 64) + w)
}

proptest! {
    #[test]
    fn agree_at_64_bits(k: u64) {
        check_k(&k.into());
    }

    #[test]
    fn agree_at_128_bits(k: u128) {
        check_k(&k.into());
    }

    #[test]
    fn the_u64_test_agrees_with_the_general_one(k in 0u64..(u64::MAX / 3), da in 0u64..3, db in 0u64..3, swap: bool) {
        // P-positions across the whole u64 range (past the 2^62 fallback) and their neighbours.
        let (a, b) = p_position(&k.into());
        let (Ok(a), Ok(b)) = (u64::try_from(&a), u64::try_from(&b)) else { return Ok(()) };
        let (a, b) = (a.saturating_sub(da), b.saturating_sub(db));
        let (a, b) = if swap { (b, a) } else { (a, b) };
        prop_assert_eq!(
            wythoff::wythoff::is_p_position_u64(a, b),
            is_p_position(&a.into(), &b.into(), Rule::Normal),
            "({}, {})", a, b
        );
    }

    #[test]
    fn agree_at_1000_bits(words in prop::collection::vec(any::<u64>(), 16)) {
        // 16 words = 1024 bits; drop 24 to make 1000.
        check_k(&(natural_from_words(&words) >> 24));
    }

    #[test]
    fn holder_inverts_p_position_at_any_size(words in prop::collection::vec(any::<u64>(), 1..40), upper in any::<bool>()) {
        let k = natural_from_words(&words);
        let (a, b) = p_position(&k);
        let n = if upper { &b } else { &a };
        let h = holder(n);
        prop_assert_eq!(h.k, k);
        prop_assert_eq!((h.a, h.b), (a, b));
    }
}

#[test]
fn agree_at_100000_bits() {
    // A few samples: the Fibonacci method is quadratic in the size.
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    for _ in 0..3 {
        let words: Vec<u64> = (0..1563)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x
            })
            .collect();
        let k = natural_from_words(&words) >> 32; // 100,000 bits exactly, top bit set or not
        let (a, _) = p_position(&k);
        assert!(is_floor_k_phi(&k, &a));
        assert_eq!(by_zeckendorf::lower(&k), a);
    }
}

#[test]
fn lower_at_zero_and_one() {
    assert_eq!(lower(&Natural::ZERO), Natural::ZERO);
    assert_eq!(lower(&Natural::ONE), Natural::ONE);
}
