//! Every two-digit octal code 0.d1d2 (Kayles and Dawson's Kayles among them),
//! 0.137 and 0.16, certified periodic (Guy and Smith's theorem) or marked open
//! up to LIMIT values, one run (bench/octal.sh): first by the definition's
//! O(n²) loop up to 2^14 values, then by the sparse-space method (its space
//! chosen from those values), four times as many values a round while the last
//! round took under 2 s, up to LIMIT. Prints a Markdown table.
//!
//!     cargo run --release -p wythoff --example octal_codes -- [LIMIT]
use std::time::Instant;
use wythoff::octal::{OctalCode, SparseSpace, certified, certify, values_sparse};

fn main() {
    let limit: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(1 << 14);
    let mut codes: Vec<String> = (1..64).map(|d| format!("0.{}{}", d / 8, d % 8)).collect();
    codes.extend(["0.137", "0.16"].map(String::from));
    println!("| code | preperiod | period | values checked (Guy–Smith bound) | method | time |");
    println!("|---|---:|---:|---:|---|---:|");
    let all = Instant::now();
    for text in codes {
        let code: OctalCode = text.parse().expect("a code");
        let start = Instant::now();
        let (mut values, mut found) = certified(&code, limit.min(1 << 14));
        let mut how = "O(n²)";
        let mut n = values.len();
        // Four times as many values each round while the last round took under
        // 2 s (a code without a sparse space costs O(n²) either way: the next
        // round up to 16 times as long).
        let mut round = 0.0;
        while found.is_none() && n < limit && round < 2.0 {
            let t = Instant::now();
            n = (4 * n).min(limit);
            let space = SparseSpace::choose(&values[..values.len().min(1 << 14)]);
            values = values_sparse(&code, n, space).0;
            found = certify(&code, &values);
            how = "sparse";
            round = t.elapsed().as_secs_f64();
        }
        let time = start.elapsed().as_secs_f64();
        match found {
            Some(c) => println!(
                "| {code} | {} | {} | {} | {how} | {time:.3} s |",
                c.period.preperiod, c.period.period, c.checked_to
            ),
            None => println!("| {code} | open | open | none up to {} | {how} | {time:.3} s |", values.len()),
        }
    }
    eprintln!("all: {:.1} s", all.elapsed().as_secs_f64());
}
