//! Georgia and Bob (POJ 1704): chessmen on a strip, a staircase Nim.
//!
//! **Rule.** Chessmen stand on distinct squares 1, 2, 3, … of a strip. A move
//! takes one chessman some squares to the left (at least one), never onto or
//! over another chessman and never past square 1. Whoever cannot move loses
//! (normal play).
//!
//! **Theorem** (staircase Nim; Winning Ways ch. 6). Sort the squares
//! p₁ < p₂ < … < pₙ and let the gaps be gᵢ = pᵢ − pᵢ₋₁ − 1 (p₀ = 0). A move of
//! chessman i by k takes k from gᵢ and adds k to gᵢ₊₁ (if there is one): coins
//! moved down a staircase whose steps, counted from the last chessman, are
//! gₙ, gₙ₋₁, …. The position is lost for the player to move exactly when the
//! gaps on the even steps from the top, gₙ ⊕ gₙ₋₂ ⊕ gₙ₋₄ ⊕ …, XOR to 0: a move
//! on those steps is a Nim move, and a move from an odd step to an even one
//! can be undone by moving the same amount on down. The tests check this
//! against the game tree of the reference crate.
//!
//! References: E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways*,
//! ch. 6 ("Staircase Nim"); POJ 1704, *Georgia and Bob*.

use std::fmt;

use crate::nat::Natural;

/// Why a list of squares is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Two chessmen on one square.
    Shared(Natural),
    /// A chessman on square 0 (the squares count from 1).
    Zero,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Shared(p) => write!(f, "two chessmen on square {p}: each square holds one"),
            PositionError::Zero => write!(f, "a chessman on square 0: the squares count from 1"),
        }
    }
}

impl std::error::Error for PositionError {}

/// The gaps g₁, …, gₙ in front of the chessmen, left to right.
///
/// ```
/// use wythoff::georgia_and_bob::gaps;
/// let n = |v: &[u64]| v.iter().map(|&x| wythoff::Natural::from(x)).collect::<Vec<_>>();
/// assert_eq!(gaps(&n(&[5, 1, 6])).unwrap(), n(&[0, 3, 0]));
/// ```
pub fn gaps(squares: &[Natural]) -> Result<Vec<Natural>, PositionError> {
    let mut sorted: Vec<&Natural> = squares.iter().collect();
    sorted.sort();
    if sorted.first().is_some_and(|p| **p == Natural::ZERO) {
        return Err(PositionError::Zero);
    }
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(PositionError::Shared(w[0].clone()));
    }
    let mut previous = Natural::ZERO;
    let mut out = Vec::with_capacity(sorted.len());
    for p in sorted {
        out.push(p - &previous - 1u8);
        previous = p.clone();
    }
    Ok(out)
}

/// gₙ ⊕ gₙ₋₂ ⊕ …: 0 exactly when the player to move loses.
///
/// ```
/// use wythoff::georgia_and_bob::nim_sum;
/// let n = |v: &[u64]| v.iter().map(|&x| wythoff::Natural::from(x)).collect::<Vec<_>>();
/// // POJ 1704's samples: Bob wins 1 2 3, Georgia (first) wins the second.
/// assert_eq!(nim_sum(&n(&[1, 2, 3])).unwrap(), 0u8.into());
/// assert_ne!(nim_sum(&n(&[1, 5, 6, 7, 9, 12, 14, 17])).unwrap(), 0u8.into());
/// ```
pub fn nim_sum(squares: &[Natural]) -> Result<Natural, PositionError> {
    let gaps = gaps(squares)?;
    Ok(gaps.iter().rev().step_by(2).fold(Natural::ZERO, |x, g| x ^ g))
}
