//! Times floor square root and multiplication of one n-digit natural number in
//! four big-integer crates, in one run, so that the ratios are comparable.
//! The operations are the ones `wythoff` needs: ⌊kφ⌋ = (k + isqrt(5k²)) / 2.
use std::hint::black_box;
use std::str::FromStr;
use std::time::{Duration, Instant};

fn time<F: FnMut() -> u64>(mut f: F) -> (f64, u64) {
    // Repeat until at least 0.3 s have passed (and at least once), report the mean.
    let start = Instant::now();
    let mut runs = 0u32;
    let mut check = 0;
    while runs == 0 || start.elapsed() < Duration::from_millis(300) {
        check = black_box(f());
        runs += 1;
    }
    (start.elapsed().as_secs_f64() / runs as f64, check)
}

fn digits(n: usize) -> String {
    // A deterministic n-digit decimal: a linear congruential digit stream, leading digit nonzero.
    let mut s = String::with_capacity(n);
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for i in 0..n {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let d = ((x >> 33) % 10) as u8;
        s.push((b'0' + if i == 0 { d.max(1) } else { d }) as char);
    }
    s
}

fn main() {
    let sizes: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("sizes are decimal digit counts"))
        .collect();
    let sizes = if sizes.is_empty() { vec![1_000, 100_000, 1_000_000] } else { sizes };
    println!("| digits | op | num-bigint 0.5 | dashu-int 0.6 | malachite 0.14 | rug 1 (GMP) |");
    println!("|---:|---|---:|---:|---:|---:|");
    for &n in &sizes {
        let s = digits(n);
        let a = num_bigint::BigUint::from_str(&s).unwrap();
        let b = dashu_int::UBig::from_str(&s).unwrap();
        let c = malachite::Natural::from_str(&s).unwrap();
        let d = rug::Integer::from_str(&s).unwrap();
        let low = |x: u64| x; // results are checked through their lowest 64 bits
        let mul = [
            time(|| low((&a * &a).iter_u64_digits().next().unwrap())),
            time(|| low(u64::try_from(&(&b * &b) % (1u128 << 64)).unwrap())),
            time(|| {
                use malachite::base::num::logic::traits::BitBlockAccess;
                low(u64::try_from(&(&c * &c).get_bits(0, 64)).unwrap())
            }),
            time(|| low(rug::Integer::from(&d * &d).to_u64_wrapping())),
        ];
        let sqrt = [
            time(|| low(a.sqrt().iter_u64_digits().next().unwrap())),
            time(|| {
                use dashu_int::ops::SquareRoot;
                low(u64::try_from(b.sqrt() % (1u128 << 64)).unwrap())
            }),
            time(|| {
                use malachite::base::num::arithmetic::traits::FloorSqrt;
                use malachite::base::num::logic::traits::BitBlockAccess;
                low(u64::try_from(&(&c).floor_sqrt().get_bits(0, 64)).unwrap())
            }),
            time(|| low(rug::Integer::from(d.sqrt_ref()).to_u64_wrapping())),
        ];
        for (name, row) in [("a·a", mul), ("isqrt(a)", sqrt)] {
            assert!(row.iter().all(|r| r.1 == row[0].1), "crates disagree on {name} at {n} digits");
            let cells: Vec<String> = row.iter().map(|r| fmt(r.0)).collect();
            println!("| 10^{} | {} | {} |", (n as f64).log10().round(), name, cells.join(" | "));
        }
    }
}

fn fmt(secs: f64) -> String {
    if secs < 1e-3 {
        format!("{:.1} µs", secs * 1e6)
    } else if secs < 1.0 {
        format!("{:.2} ms", secs * 1e3)
    } else {
        format!("{:.2} s", secs)
    }
}
