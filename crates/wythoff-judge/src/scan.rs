//! A streaming reader of natural numbers separated by blank space, that knows the
//! line it is on: constant memory (one buffer, plus the digits of a number too long
//! for a u64, at most the digit limit), CRLF and any blank space tolerated, no final
//! newline needed. A number longer than the limit is refused as soon as its digits
//! pass the limit, without reading the rest of it.

use std::io::{self, Read};

use wythoff::Natural;
use wythoff_answer::{Error, Limits};

/// A number read from the input: a machine word when it fits, for speed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Fits in a u64.
    Small(u64),
    /// Does not.
    Big(Natural),
}

impl Value {
    /// As a natural number of any size.
    pub fn to_natural(&self) -> Natural {
        match self {
            Value::Small(v) => Natural::from(*v),
            Value::Big(v) => v.clone(),
        }
    }

    /// Is it zero?
    pub fn is_zero(&self) -> bool {
        *self == Value::Small(0)
    }
}

/// What is wrong with the input, and on which line: the shared error type, with
/// [`Error::line`] set.
pub type InputError = Error;

/// How many bytes the scanner reads at a time.
const BUFFER: usize = 64 * 1024;

/// Reads natural numbers from a byte stream.
pub struct Scanner<R> {
    reader: R,
    buf: Box<[u8]>,
    pos: usize,
    end: usize,
    line: u64,
    long: Vec<u8>,
    limits: Limits,
}

/// Are all eight bytes ASCII digits? (Each byte b: 0x30 ≤ b and b + 6 ≤ 0x3F.)
#[inline]
fn all_digits(chunk: u64) -> bool {
    const HIGH: u64 = 0xF0F0_F0F0_F0F0_F0F0;
    const ZERO: u64 = 0x3030_3030_3030_3030;
    chunk & HIGH == ZERO && chunk.wrapping_add(0x0606_0606_0606_0606) & HIGH == ZERO
}

/// The value of eight ASCII digits, the first in the lowest byte: pairs, then
/// quadruples, then the whole (the usual SWAR reduction).
#[inline]
fn eight_digits(chunk: u64) -> u64 {
    let d = chunk.wrapping_sub(0x3030_3030_3030_3030);
    let d = (d.wrapping_mul(10).wrapping_add(d >> 8)) & 0x00FF_00FF_00FF_00FF;
    let d = (d.wrapping_mul(100).wrapping_add(d >> 16)) & 0x0000_FFFF_0000_FFFF;
    (d.wrapping_mul(10_000).wrapping_add(d >> 32)) & 0xFFFF_FFFF
}

#[inline]
fn is_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | b'\n' | b'\x0b' | b'\x0c')
}

impl<R: Read> Scanner<R> {
    /// A scanner that reads 64 KiB at a time (256 KiB measured no faster:
    /// `bench/RESULTS.md`), under the default limits.
    pub fn new(reader: R) -> Self {
        Scanner::with_limits(reader, Limits::default())
    }

    /// A scanner that refuses numbers longer than `limits.max_digits`.
    pub fn with_limits(reader: R, limits: Limits) -> Self {
        Scanner {
            reader,
            buf: vec![0; BUFFER].into_boxed_slice(),
            pos: 0,
            end: 0,
            line: 1,
            long: Vec::new(),
            limits,
        }
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The line the scanner is on (1-based).
    pub fn line(&self) -> u64 {
        self.line
    }

    /// The next byte, or None at the end of input.
    #[inline]
    fn peek(&mut self) -> Result<Option<u8>, InputError> {
        if self.pos == self.end {
            self.pos = 0;
            self.end = loop {
                match self.reader.read(&mut self.buf) {
                    Ok(n) => break n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    Err(e) => return Err(self.error(format!("cannot read the input: {e}"))),
                }
            };
            if self.end == 0 {
                return Ok(None);
            }
        }
        Ok(Some(self.buf[self.pos]))
    }

    fn error(&self, message: String) -> InputError {
        Error::input(message).at_line(self.line)
    }

    /// Skips blank space; true if a token follows.
    fn skip_blank(&mut self) -> Result<bool, InputError> {
        while let Some(c) = self.peek()? {
            if !is_blank(c) {
                return Ok(true);
            }
            self.line += (c == b'\n') as u64;
            self.pos += 1;
        }
        Ok(false)
    }

    /// Is there anything but blank space left?
    pub fn at_end(&mut self) -> Result<bool, InputError> {
        Ok(!self.skip_blank()?)
    }

    /// The fast path of [`natural`](Self::natural): blank space, then at most 19
    /// digits (always below 2^64), then a blank, all inside the buffer. None where
    /// that is not so (nothing is consumed then); `natural` handles every case.
    #[inline]
    pub fn small(&mut self) -> Option<(u64, u64)> {
        let buf = &self.buf[self.pos..self.end];
        let (mut i, mut line) = (0, self.line);
        while i < buf.len() && is_blank(buf[i]) {
            line += (buf[i] == b'\n') as u64;
            i += 1;
        }
        let start = i;
        let mut value = 0u64;
        // At most 19 digits, so the wrapping arithmetic never wraps, and no
        // more than the digit limit: a longer token is left to `natural`,
        // which refuses it.
        let most = self.limits.max_digits.min(19);
        // Eight digits at a time, then one at a time.
        while i + 8 <= buf.len() && i + 8 - start <= most {
            let chunk = u64::from_le_bytes(buf[i..i + 8].try_into().expect("eight bytes"));
            if !all_digits(chunk) {
                break;
            }
            value = value.wrapping_mul(100_000_000).wrapping_add(eight_digits(chunk));
            i += 8;
        }
        while i < buf.len() && i - start < most && buf[i].is_ascii_digit() {
            value = value.wrapping_mul(10).wrapping_add((buf[i] - b'0') as u64);
            i += 1;
        }
        if i > start && i < buf.len() && is_blank(buf[i]) {
            self.pos += i;
            self.line = line;
            return Some((value, line));
        }
        None
    }

    /// The next natural number, with the line it starts on; None at the end of
    /// input. A token that is not a natural number is an error naming it.
    #[inline]
    pub fn natural(&mut self) -> Result<Option<(Value, u64)>, InputError> {
        match self.small() {
            Some((v, line)) => Ok(Some((Value::Small(v), line))),
            None => self.natural_general(),
        }
    }

    fn natural_general(&mut self) -> Result<Option<(Value, u64)>, InputError> {
        if !self.skip_blank()? {
            return Ok(None);
        }
        let line = self.line;
        let mut value: u64 = 0;
        let mut overflowed = false;
        let mut digits = 0usize;
        self.long.clear();
        while let Some(c) = self.peek()? {
            if c.is_ascii_digit() {
                if overflowed {
                    self.long.push(c);
                } else if let Some(v) = value.checked_mul(10).and_then(|v| v.checked_add((c - b'0') as u64)) {
                    value = v;
                } else {
                    overflowed = true;
                    self.long.extend_from_slice(value.to_string().as_bytes());
                    self.long.push(c);
                }
                self.pos += 1;
                digits += 1;
                if digits > self.limits.max_digits {
                    self.long = Vec::new();
                    return Err(self.limits.too_many_digits(None).at_line(line));
                }
            } else if is_blank(c) {
                break;
            } else {
                let prefix = match (overflowed, digits) {
                    (true, _) => std::mem::take(&mut self.long),
                    (false, 0) => Vec::new(),
                    (false, _) => value.to_string().into_bytes(),
                };
                return Err(self.bad_token(line, prefix));
            }
        }
        if overflowed {
            let text = std::str::from_utf8(&self.long).expect("ASCII digits");
            return Ok(Some((Value::Big(Natural::from_str_radix(text, 10).expect("digits")), line)));
        }
        Ok(Some((Value::Small(value), line)))
    }

    /// Reads the rest of a bad token and describes it.
    fn bad_token(&mut self, line: u64, mut token: Vec<u8>) -> InputError {
        token.truncate(40);
        while let Ok(Some(c)) = self.peek() {
            if c.is_ascii_whitespace() {
                break;
            }
            if token.len() < 40 {
                token.push(c);
            }
            self.pos += 1;
        }
        let shown = String::from_utf8_lossy(&token);
        let message = if token.first() == Some(&b'-') && token.len() > 1 && token[1].is_ascii_digit() {
            format!("expected a natural number, found a negative number {shown:?}")
        } else {
            format!("expected a natural number, found {shown:?}")
        };
        Error::input(message).at_line(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(text: &str) -> Result<Vec<(Value, u64)>, InputError> {
        let mut s = Scanner::new(text.as_bytes());
        let mut v = Vec::new();
        while let Some(x) = s.natural()? {
            v.push(x);
        }
        Ok(v)
    }

    #[test]
    fn reads_numbers_with_their_lines() {
        let v = all("1 2\r\n\r\n  3\t18446744073709551616\n007").unwrap();
        assert_eq!(v[0], (Value::Small(1), 1));
        assert_eq!(v[2], (Value::Small(3), 3));
        assert_eq!(v[3].0, Value::Big("18446744073709551616".parse().unwrap()));
        assert_eq!(v[4], (Value::Small(7), 4));
        assert_eq!(all("18446744073709551615").unwrap()[0].0, Value::Small(u64::MAX));
    }

    #[test]
    fn numbers_across_buffer_boundaries_and_of_any_length() {
        let long = "9".repeat(200_000);
        let text = format!("{}\n{long}\n5", "1 ".repeat(40_000));
        let v = all(&text).unwrap();
        assert_eq!(v.len(), 40_002);
        assert_eq!(v[40_000].0.to_natural().to_string(), long);
        assert_eq!(v[40_001], (Value::Small(5), 3));
    }

    #[test]
    fn every_length_and_boundary_parses_exactly() {
        let mut x: u64 = 0x2545_F491_4F6C_DD1D;
        let mut numbers: Vec<String> =
            vec!["0".into(), "00000000".into(), u64::MAX.to_string(), (u64::MAX as u128 + 1).to_string()];
        for len in 1..=25 {
            for _ in 0..20 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let digits: String = x.to_string().chars().cycle().take(len).collect();
                numbers.push(digits);
            }
            numbers.push("9".repeat(len));
            numbers.push(format!("1{}", "0".repeat(len - 1)));
        }
        let text = numbers.join(" ") + "\n";
        let got = all(&text).unwrap();
        assert_eq!(got.len(), numbers.len());
        for (n, (v, _)) in numbers.iter().zip(got) {
            assert_eq!(v.to_natural(), n.parse::<Natural>().unwrap(), "{n}");
            assert_eq!(
                matches!(v, Value::Small(_)),
                n.parse::<u128>().is_ok_and(|v| v <= u64::MAX as u128),
                "{n}"
            );
        }
        // A non-digit inside the first eight bytes is still an error.
        assert!(all("1234x678 1").is_err());
        assert!(all("12345678:").is_err());
        assert!(all("1234567/ 2").is_err());
    }

    #[test]
    fn a_number_past_the_digit_limit_is_refused_at_once() {
        let limits = Limits { max_digits: 100, ..Limits::default() };
        let read = |text: &str| {
            let mut s = Scanner::with_limits(text.as_bytes(), limits.clone());
            let mut v = Vec::new();
            loop {
                match s.natural() {
                    Ok(Some(x)) => v.push(x.0),
                    Ok(None) => return (v, None),
                    Err(e) => return (v, Some(e)),
                }
            }
        };
        let (ok, e) = read(&format!("1 {}\n", "9".repeat(100)));
        assert_eq!((ok.len(), e), (2, None));
        let (ok, e) = read(&format!("1\n2 {}3 4\n", "9".repeat(100)));
        let e = e.unwrap();
        assert_eq!(ok, [Value::Small(1), Value::Small(2)]);
        assert_eq!((e.kind, e.line), (wythoff_answer::ErrorKind::Limit, Some(2)));
        assert_eq!(e.message, "a number of more than 100 digits is longer than the limit of 100 digits");
    }

    #[test]
    fn eight_digit_chunks() {
        for n in [0u64, 1, 12345678, 99999999, 10000000, 87654321] {
            let text = format!("{n:08}");
            assert!(all_digits(u64::from_le_bytes(text.as_bytes().try_into().unwrap())));
            assert_eq!(eight_digits(u64::from_le_bytes(text.as_bytes().try_into().unwrap())), n);
        }
        for bad in [*b"1234567:", *b"/1234567", *b"12 45678", *b"\x001234567"] {
            assert!(!all_digits(u64::from_le_bytes(bad)), "{bad:?}");
        }
    }

    #[test]
    fn bad_tokens_name_the_line() {
        let e = all("1 2\n3 x4\n").unwrap_err();
        assert_eq!((e.line, e.message.as_str()), (Some(2), "expected a natural number, found \"x4\""));
        let e = all("\n\n-5").unwrap_err();
        assert_eq!(e.line, Some(3));
        assert!(e.message.contains("negative"));
        assert!(all("1.5").unwrap_err().message.contains("\"1.5\""));
    }
}
