//! The two independent P-position methods on numbers the fuzzer chooses (up to
//! 512 bits): ⌊kφ⌋ by integer square root against Fraenkel's Fibonacci shift,
//! and the defining inequality of the floor.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wythoff::wythoff::{by_zeckendorf, lower};
use wythoff::Natural;

fuzz_target!(|data: &[u8]| {
    let bytes = &data[..data.len().min(64)];
    let k = Natural::from_le_bytes(bytes);
    let a = lower(&k);
    assert_eq!(a, by_zeckendorf::lower(&k), "k = {k}");
    // a < kφ < a + 1  ⟺  (2a − k)² < 5k² < (2a + 2 − k)²  (a ≥ k).
    if k > Natural::ZERO {
        let t = &a * 2u8 - &k;
        let five = &k * &k * 5u8;
        assert!(&t * &t < five && five < (&t + 2u8) * (&t + 2u8), "k = {k}");
    }
});
