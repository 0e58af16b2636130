//! The strips of Wythoff's g-values at record scale (bench/g_values.sh): walks
//! rows 0..R for every value 0..=G (`wythoff_grundy::strips`) and writes, per
//! g, how far its n-th g-value (aₙ, bₙ) strays from the n-th 0-value
//! (⌊nφ⌋, ⌊nφ⌋ + n): the least and greatest aₙ − ⌊nφ⌋, bₙ − ⌊nφ⌋ − n and
//! (bₙ − aₙ) − n, and the last n that widened any of them. Nivasch proves the
//! deviations bounded for every g; the table shows the bounds and where they
//! were reached.
//!
//!     cargo run --release -p wythoff --example g_value_strips -- G R > strips.tsv
//!     cargo run --release -p wythoff --example g_value_strips -- compare
use std::time::Instant;
use wythoff::wythoff_grundy::strips::{self, Spread};
use wythoff::wythoff_grundy::{g_values, table};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("compare") {
        return compare();
    }
    let g: u32 = args.first().and_then(|s| s.parse().ok()).expect("usage: g_value_strips G R | compare");
    let rows: u64 = args.get(1).and_then(|s| s.parse().ok()).expect("usage: g_value_strips G R | compare");
    let start = Instant::now();
    let mut spread = vec![Spread::default(); g as usize + 1];
    strips::walk(g, rows, |h, a, b| {
        spread[h as usize].add(a, b);
        if h == g && a % 100_000_000 == 0 && a > 0 {
            eprintln!("row {a}: {:.0} s", start.elapsed().as_secs_f64());
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "# Wythoff's g-values for g = 0..={g}, rows 0..{rows}, walked from the rules (wythoff_grundy::strips) in {seconds:.1} s"
    );
    println!(
        "# per g: the n-th g-value (a_n, b_n) against the n-th 0-value (A_n, B_n) = (floor(n phi), floor(n phi) + n)"
    );
    println!("g\trows\tcount\ta-A min\ta-A max\tb-B min\tb-B max\t(b-a)-n min\t(b-a)-n max\tlast n widening");
    for (h, s) in spread.iter().enumerate() {
        println!(
            "{h}\t{rows}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            s.count, s.lo[0], s.hi[0], s.lo[1], s.hi[1], s.lo[2], s.hi[2], s.widened
        );
    }
}

/// The walk against the table way, same g-values: every g ≤ 20 with its
/// smaller pile below 8,182 (what a 16384 table settles for g = 20).
fn compare() {
    let start = Instant::now();
    let t = table(16384);
    let from_table: Vec<usize> = (0..=20).map(|g| g_values(&t, g).len()).collect();
    let table_time = start.elapsed().as_secs_f64();
    let start = Instant::now();
    let walked = strips::g_values_by_rows(20, 8182);
    let walk_time = start.elapsed().as_secs_f64();
    let counts: Vec<usize> = walked.iter().map(Vec::len).collect();
    println!(
        "table 16384 then g_values for g = 0..=20: {table_time:.3} s; walk of rows 0..8182: {walk_time:.4} s; ratio {:.0}×",
        table_time / walk_time
    );
    println!("g-values found: table {:?}, walk {:?}", &from_table[..3], &counts[..3]);
}
