//! Times the Grundy sequence of subtraction games with |S| = 10 to 10^8 values:
//! the word-bitset mex (`grundy_values`) against the straightforward loop that
//! reads G(n − s) for each s in S from the stored array (`grundy_values_direct`),
//! in one run, and checks that they agree. Used by `bench/grundy.sh`.
use std::time::Instant;

use wythoff::subtraction::{SubtractionSet, grundy_values, grundy_values_bitset, grundy_values_direct};

fn main() {
    let len: usize = std::env::args().nth(1).map(|a| a.parse().expect("a length")).unwrap_or(100_000_000);
    let sets: [&[u64]; 4] = [
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        &[1, 3, 7, 8, 12, 15, 21, 30, 33, 40],
        &[2, 5, 9, 14, 20, 27, 35, 44, 54, 65],
        &[3, 10, 17, 25, 31, 48, 62, 77, 90, 120],
    ];
    println!(
        "| S (|S| = 10) | values | direct loop (peer) | word-bitset mex | speed-up | bitset mex + certified period | speed-up |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for s in sets {
        let set = SubtractionSet::new(s.to_vec()).expect("valid");
        let time = |f: &dyn Fn() -> Vec<u16>| {
            let t = Instant::now();
            let v = f();
            (v, t.elapsed().as_secs_f64())
        };
        let (direct, direct_time) = time(&|| grundy_values_direct(&set, len));
        let (bitset, bitset_time) = time(&|| grundy_values_bitset(&set, len));
        assert!(bitset == direct, "the bitset mex disagrees for {set}");
        drop(bitset);
        let (full, full_time) = time(&|| grundy_values(&set, len));
        assert!(full == direct, "the period shortcut disagrees for {set}");
        println!(
            "| {set} | {len} | {direct_time:.2} s | {bitset_time:.2} s | {:.2}x | {full_time:.3} s | {:.1}x |",
            direct_time / bitset_time,
            direct_time / full_time
        );
    }
}
