//! Natural numbers of any size, and the exact integer operations the games need.
//!
//! [`Natural`] is `dashu_int::UBig`, chosen by the benchmark in `bench/RESULTS.md`
//! (fastest square root and multiplication among the MIT/Apache-licensed crates; it
//! also stores values of up to two machine words inline, without allocating). Every
//! function here has a fast path for values that fit in machine words, and no
//! floating point decides anything.

use std::fmt;

use dashu_int::ops::SquareRoot;

/// A natural number (0, 1, 2, …) of any size.
pub type Natural = dashu_int::UBig;

/// Why a string is not a natural number in decimal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseNaturalError {
    /// The string is empty (or only blank space).
    Empty,
    /// The string is a negative number.
    Negative,
    /// The character at this byte offset is not a decimal digit.
    NotADigit { offset: usize, found: char },
}

impl fmt::Display for ParseNaturalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => write!(f, "expected a natural number, found nothing"),
            Self::Negative => write!(f, "expected a natural number, found a negative number"),
            Self::NotADigit { offset, found } => {
                write!(f, "expected a natural number, found {found:?} at character {}", offset + 1)
            }
        }
    }
}

impl std::error::Error for ParseNaturalError {}

/// Parses a natural number written in decimal, of any length.
///
/// Digits only, as the judges' inputs write numbers (so that every front end
/// and every judge mode reads a number by one rule): leading zeros are
/// accepted and blank space around the number is ignored; a sign (`+5`) or
/// anything else that is not a digit is an error that names it.
///
/// ```
/// use wythoff::nat::{parse_natural, ParseNaturalError};
/// assert_eq!(parse_natural("0042").unwrap(), 42u8.into());
/// assert_eq!(parse_natural("-3"), Err(ParseNaturalError::Negative));
/// assert!(parse_natural("12x").is_err());
/// assert!(parse_natural("+5").is_err());
/// ```
pub fn parse_natural(text: &str) -> Result<Natural, ParseNaturalError> {
    let trimmed = text.trim();
    let start = text.len() - text.trim_start().len();
    let (digits, sign_len) = match trimmed.as_bytes().first() {
        None => return Err(ParseNaturalError::Empty),
        Some(b'-') if trimmed.len() > 1 => return Err(ParseNaturalError::Negative),
        Some(_) => (trimmed, 0),
    };
    if let Some((i, c)) = digits.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        return Err(ParseNaturalError::NotADigit { offset: start + sign_len + i, found: c });
    }
    if digits.is_empty() {
        return Err(ParseNaturalError::Empty);
    }
    if digits.len() <= 19 {
        // Fits in u64: skip the general parser.
        return Ok(Natural::from(digits.parse::<u64>().expect("at most 19 digits")));
    }
    Ok(Natural::from_str_radix(digits, 10).expect("checked to be decimal digits"))
}

/// ⌊√n⌋, exactly.
///
/// ```
/// use wythoff::nat::{isqrt, Natural};
/// assert_eq!(isqrt(&Natural::from(99u8)), Natural::from(9u8));
/// let big: Natural = "100000000000000000000000000000000000000000".parse().unwrap();
/// assert_eq!(isqrt(&(&big * &big)), big);
/// ```
pub fn isqrt(n: &Natural) -> Natural {
    match u128::try_from(n) {
        Ok(small) => Natural::from(small.isqrt()),
        Err(_) => n.sqrt(),
    }
}

/// The number of bits of `n` (0 for 0).
///
/// ```
/// assert_eq!(wythoff::nat::bit_len(&255u8.into()), 8);
/// ```
pub fn bit_len(n: &Natural) -> usize {
    use dashu_int::ops::BitTest;
    n.bit_len()
}
