//! Every two-digit octal code 0.d1d2 (Kayles and Dawson's Kayles among them)
//! and 0.137 up to LIMIT values, and 0.16 up to 2^19, certified periodic (Guy
//! and Smith's theorem) or marked open, one run (bench/octal.sh). Prints a
//! Markdown table.
//!
//!     cargo run --release -p wythoff --example octal_codes -- [LIMIT]
use std::time::Instant;
use wythoff::octal::{certified, OctalCode};

fn main() {
    let limit: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(1 << 14);
    let mut codes: Vec<String> = (1..64).map(|d| format!("0.{}{}", d / 8, d % 8)).collect();
    codes.extend(["0.137", "0.16"].map(String::from));
    let limit_of = |code: &str| if code == "0.16" { limit.max(1 << 19) } else { limit };
    println!("| code | preperiod | period | values checked (Guy–Smith bound) | time |");
    println!("|---|---:|---:|---:|---:|");
    let all = Instant::now();
    for text in codes {
        let code: OctalCode = text.parse().expect("a code");
        let start = Instant::now();
        let (values, found) = certified(&code, limit_of(&text));
        let time = start.elapsed().as_secs_f64();
        match found {
            Some(c) => println!(
                "| {code} | {} | {} | {} | {time:.3} s |",
                c.period.preperiod, c.period.period, c.checked_to
            ),
            None => println!("| {code} | open | open | none up to {} | {time:.3} s |", values.len()),
        }
    }
    eprintln!("all: {:.1} s", all.elapsed().as_secs_f64());
}
