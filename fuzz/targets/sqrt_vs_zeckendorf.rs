// The two independent P-position methods on numbers the fuzzer chooses (up to
// 512 bits): ⌊kφ⌋ by integer square root against Fraenkel's Fibonacci shift,
// and the defining inequality of the floor.
//
// The body of the fuzz target `sqrt_vs_zeckendorf`: the fuzz binary (fuzz/fuzz_targets/) and
// the ordinary test that replays fuzz/regressions/ both include this file.
use wythoff::wythoff::{by_zeckendorf, lower};
use wythoff::Natural;

/// One input, as libFuzzer gives it: returns normally, or panics on a finding.
pub fn run(data: &[u8]) {
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
}
