//! Lasker's Nim, normal play.
//!
//! **Rule.** A position is a set of heaps. A move either takes any positive
//! number of tokens from one heap, or splits one heap into two non-empty heaps
//! (taking nothing). Whoever cannot move loses.
//!
//! **Theorem** (Lasker 1931; Winning Ways ch. 4). The value of a heap of n is
//! n for n ≡ 1, 2 (mod 4), n + 1 for n ≡ 3 and n − 1 for n ≡ 0 (n ≥ 1), and
//! G(0) = 0; a position's value is the XOR of its heaps' (Sprague–Grundy). The
//! tests check the closed form against the definition (the reference crate's
//! mex over every take and split).
//!
//! References: E. Lasker, *Brettspiele der Völker* (1931); E. R. Berlekamp,
//! J. H. Conway and R. K. Guy, *Winning Ways for your Mathematical Plays*, ch. 4.

use crate::game::Said;
use crate::nat::Natural;
use crate::take_and_break::HeapRule;

/// Lasker's Nim's heaps, for [`crate::take_and_break::TakeBreak`]: every
/// heap's value by the closed form.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaskerNim;

impl HeapRule for LaskerNim {
    fn name(&self) -> &'static str {
        "lasker_nim"
    }

    fn each_move(&self, n: u64, f: &mut dyn FnMut(u64, &[u64])) {
        for take in 1..=n {
            match n - take {
                0 => f(take, &[]),
                rest => f(take, &[rest]),
            }
        }
        for x in 1..=n / 2 {
            f(0, &[x, n - x]);
        }
    }

    fn allows(&self, n: u64, take: u64, parts: &[u64]) -> bool {
        let sum = parts.iter().try_fold(take, |s, &p| s.checked_add(p));
        let whole = sum == Some(n) && parts.iter().all(|&p| p >= 1);
        whole && matches!((take, parts.len()), (1.., 0 | 1) | (0, 2))
    }

    fn value_u64(&self, n: u64) -> Option<u64> {
        match n % 4 {
            3 => n.checked_add(1),
            _ => Some(value_u64(n)),
        }
    }

    fn value(&self, n: &Natural) -> Option<Natural> {
        Some(value(n))
    }

    fn source(&self) -> String {
        "Lasker's Nim's values: G(n) = n for n ≡ 1, 2 (mod 4), n + 1 for n ≡ 3, n − 1 for n ≡ 0 (Lasker 1931)"
            .into()
    }

    fn origin(&self) -> Said {
        Said { kind: "lasker_nim_values", args: Vec::new() }
    }
}

/// The value of a heap of n.
///
/// ```
/// use wythoff::lasker_nim::value_u64;
/// let first: Vec<u64> = (0..9).map(value_u64).collect();
/// assert_eq!(first, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
pub fn value_u64(n: u64) -> u64 {
    match n % 4 {
        0 if n > 0 => n - 1,
        3 => n + 1,
        _ => n,
    }
}

/// The value of a heap of any size.
///
/// ```
/// use wythoff::lasker_nim::value;
/// let n: wythoff::Natural = "1000000000000000000000000000003".parse().unwrap();
/// assert_eq!(value(&n).to_string(), "1000000000000000000000000000004");
/// ```
pub fn value(n: &Natural) -> Natural {
    match u8::try_from(&(n % Natural::from(4u8))).expect("below 4") {
        0 if *n > Natural::from(0u8) => n - Natural::from(1u8),
        3 => n + Natural::from(1u8),
        _ => n.clone(),
    }
}

/// The heap of value v (the value map is its own inverse: it swaps 4k + 3
/// and 4k + 4 and fixes the rest).
///
/// ```
/// use wythoff::lasker_nim::{heap_of_value, value_u64};
/// assert!((0..1000).all(|n| heap_of_value(value_u64(n)) == n));
/// ```
pub fn heap_of_value(v: u64) -> u64 {
    value_u64(v)
}

/// A move on one heap of Lasker's Nim.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LaskerMove {
    /// Take tokens, leaving a heap of this size (possibly 0).
    Leave(u64),
    /// Split into these two heaps, the smaller first.
    Split(u64, u64),
}

/// Every move on a heap of n that leaves the value `target`: the take, then
/// the splits by their smaller part (at most n/2 of them: the caller bounds n).
///
/// ```
/// use wythoff::lasker_nim::{moves_to_value, LaskerMove};
/// // From 3 (value 4) to value 0: take all; to value 3: split 1 + 2 (1 ⊕ 2).
/// assert_eq!(moves_to_value(3, 0), [LaskerMove::Leave(0)]);
/// assert_eq!(moves_to_value(3, 3), [LaskerMove::Split(1, 2)]);
/// ```
pub fn moves_to_value(n: u64, target: u64) -> Vec<LaskerMove> {
    let mut moves = Vec::new();
    let leave = heap_of_value(target);
    if leave < n {
        moves.push(LaskerMove::Leave(leave));
    }
    for x in 1..=n / 2 {
        if value_u64(x) ^ value_u64(n - x) == target {
            moves.push(LaskerMove::Split(x, n - x));
        }
    }
    moves
}
