//! Times the Fibonacci game at size, the library against the straightforward
//! methods in one run, answers checked equal. Used by `bench/fibonacci.sh`.
//!
//! - `status` needs q(n), the smallest Zeckendorf part of n: the library reads it
//!   off nφ (O(1) big-integer multiplications); the peer walks the representation
//!   (one subtraction per Fibonacci number below n).
//! - `moves` needs every cut of the representation of n − 1: the library walks it
//!   once with each Fibonacci number computed once; the peer (the method before
//!   issue 7) takes the indices, then computes F(i) afresh for each part, by
//!   repeated addition as the library's `fibonacci` then did.
use std::time::Instant;

use wythoff::Natural;
use wythoff::fibonacci_game::{FibonacciGame, Position};
use wythoff::game::ImpartialGame;
use wythoff::zeckendorf::{lowest_index, zeckendorf};

/// A number of `digits` digits from a xorshift stream (fixed seed).
fn number(digits: usize, mut x: u64) -> Natural {
    let text: String = (0..digits)
        .map(|i| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            char::from(b'0' + if i == 0 { 1 + (x % 9) as u8 } else { (x % 10) as u8 })
        })
        .collect();
    text.parse().expect("digits")
}

/// F(i) by i additions (the library's `fibonacci` before issue 7).
fn fibonacci(i: usize) -> Natural {
    let (mut lo, mut hi) = (Natural::ZERO, Natural::ONE);
    for _ in 0..i {
        let next = &lo + &hi;
        lo = std::mem::replace(&mut hi, next);
    }
    lo
}

/// Every winning take from the start position (n, n − 1), the peer's way.
fn takes_by_recomputing(n: &Natural) -> Vec<Natural> {
    let parts = zeckendorf(&(n - 1u8));
    let mut takes = Vec::new();
    let mut m = Natural::ZERO;
    for r in 0..=parts.len() {
        if r > 0 {
            m += fibonacci(parts[r - 1]);
        }
        let take = n - &m;
        let wins = m == Natural::ZERO || fibonacci(parts[r - 1]) > (&take << 1);
        if wins && take < *n {
            takes.push(take);
        }
    }
    takes.sort();
    takes
}

fn seconds<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let t = Instant::now();
    let v = f();
    (v, t.elapsed().as_secs_f64())
}

fn main() {
    let status_digits: usize = std::env::args().nth(1).map(|a| a.parse().expect("digits")).unwrap_or(100_000);
    let moves_digits: usize = std::env::args().nth(2).map(|a| a.parse().expect("digits")).unwrap_or(3_000);
    println!("| question | heap | library | straightforward (peer) | speed-up | answers agree |");
    println!("|---|---:|---:|---:|---:|---|");

    let n = number(status_digits, 0x2545_F491_4F6C_DD1D);
    let (ours, t_ours) = seconds(|| lowest_index(&n));
    let (peer, t_peer) = seconds(|| zeckendorf(&n).last().copied());
    println!(
        "| smallest Zeckendorf part (`status`) | {status_digits} digits | {t_ours:.3} s | {t_peer:.2} s | {:.0}x | {} |",
        t_peer / t_ours,
        if ours == peer { "yes" } else { "NO" }
    );

    let n = number(moves_digits, 0x9E37_79B9_7F4A_7C15);
    let start = Position::start(n.clone());
    let (moves, t_ours) = seconds(|| FibonacciGame.winning_moves(&start));
    let (peer, t_peer) = seconds(|| takes_by_recomputing(&n));
    let ours: Vec<Natural> = moves.iter().map(|m| m.take.clone()).collect();
    println!(
        "| every winning move (`moves`, {} moves) | {moves_digits} digits | {t_ours:.3} s | {t_peer:.2} s | {:.0}x | {} |",
        ours.len(),
        t_peer / t_ours,
        if ours == peer { "yes" } else { "NO" }
    );
}
