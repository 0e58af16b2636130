//! What a subcommand needs besides its arguments: the limits in force, and the
//! numbers that `-` arguments read from standard input, in order.

use std::fs::File;
use std::io::{self, BufRead, Read};

use wythoff::Natural;
use wythoff::game::Arg;
use wythoff_answer::limits::brief;
use wythoff_answer::{Error, Limits};

use crate::numbers::{NumberArg, TextArg};

/// How a subcommand ended when it did not fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Completion {
    /// It answered.
    Answered,
    /// A check it ran failed (stress: the program tested gave a wrong answer).
    CheckFailed,
}

/// The limits, and standard input as a source of numbers.
pub struct Context {
    /// The limits in force (`--max-digits` sets one of them).
    pub limits: Limits,
    /// The budgets named on the command line (`--misere-steps`), by their
    /// limits' names: `serve` applies them over its own narrower defaults.
    pub given: Vec<(&'static str, u64)>,
    /// Standard input, opened when first needed.
    stdin: Option<Box<dyn BufRead>>,
    opened: bool,
    read: Vec<String>,
}

impl Context {
    /// A context reading `-` numbers from the process's standard input.
    pub fn new(limits: Limits) -> Context {
        Context { limits, given: Vec::new(), stdin: None, opened: false, read: Vec::new() }
    }

    /// A context reading `-` numbers from `input` instead.
    #[cfg(test)]
    pub fn with_input(limits: Limits, input: Box<dyn BufRead>) -> Context {
        Context { limits, given: Vec::new(), stdin: Some(input), opened: true, read: Vec::new() }
    }

    /// Is standard input the process's own, and a terminal (not a pipe, a
    /// file, or a test's input)?
    pub fn stdin_is_terminal(&self) -> bool {
        use std::io::IsTerminal;
        !self.opened && io::stdin().is_terminal()
    }

    /// Standard input (for the subcommands that read a whole input from it).
    pub fn stdin(&mut self) -> &mut dyn BufRead {
        if !self.opened {
            self.opened = true;
            self.stdin = Some(Box::new(io::stdin().lock()));
        }
        self.stdin.get_or_insert_with(|| Box::new(io::empty())).as_mut()
    }

    /// The number an argument stands for. `name` is the argument as `--help`
    /// shows it (`<A>`, `--max-take`), for error messages.
    pub fn number(&mut self, arg: &NumberArg, name: &str) -> Result<Natural, Error> {
        let hint = flagged;
        match arg {
            NumberArg::Text(text) => self.limits.number(text).map_err(|e| hint(e).about(name)),
            NumberArg::Stdin(i) => {
                let token = self.stdin_token(*i, name)?;
                self.limits
                    .number(&token)
                    .map_err(|e| hint(e).about(&format!("{name} (from standard input)")))
            }
            NumberArg::File(path) => {
                let about = format!("{name} (from {})", path.display());
                let text = read_limited(path, self.limits.max_digits)
                    .map_err(|e| Error::from(e).about(&about))?
                    .ok_or_else(|| hint(self.limits.too_many_digits(None)).about(&about))?;
                self.limits.number(&text).map_err(|e| hint(e).about(&about))
            }
        }
    }

    /// The text an argument stands for, at most `max_bytes` bytes of it (a
    /// longer one is refused without reading the rest).
    pub fn text(&mut self, arg: &TextArg, name: &str, max_bytes: usize) -> Result<String, Error> {
        let too_long = || Error::limit(format!("{name}: longer than the limit of {max_bytes} bytes"));
        let bytes = match arg {
            TextArg::Text(text) => {
                return if text.len() > max_bytes { Err(too_long()) } else { Ok(text.clone()) };
            }
            TextArg::Stdin => {
                let mut bytes = Vec::new();
                self.stdin()
                    .take(max_bytes as u64 + 1)
                    .read_to_end(&mut bytes)
                    .map_err(|e| Error::from(e).about("standard input"))?;
                bytes
            }
            TextArg::File(path) => {
                let mut bytes = Vec::new();
                File::open(path)
                    .and_then(|f| f.take(max_bytes as u64 + 1).read_to_end(&mut bytes))
                    .map_err(|e| Error::from(e).about(&format!("{name} (from {})", path.display())))?;
                bytes
            }
        };
        if bytes.len() > max_bytes {
            return Err(too_long());
        }
        String::from_utf8(bytes).map_err(|_| Error::input(format!("{name}: not UTF-8 text")))
    }

    /// The number an argument stands for, as a `u64`.
    pub fn small(&mut self, arg: &NumberArg, name: &str) -> Result<u64, Error> {
        let n = self.number(arg, name)?;
        u64::try_from(&n)
            .map_err(|_| Error::limit(format!("{name}: {} is more than {}", brief(&n), u64::MAX)))
    }

    /// The i-th whitespace-separated token of standard input, reading up to it.
    fn stdin_token(&mut self, i: usize, name: &str) -> Result<String, Error> {
        while self.read.len() <= i {
            let cap = self.limits.max_digits.saturating_add(2);
            match next_token(self.stdin(), cap)? {
                Token::Word(word) => self.read.push(word),
                Token::End => return Err(self.ended(i, name)),
                Token::TooLong => {
                    let e = flagged(self.limits.too_many_digits(None));
                    return Err(e.about(&format!("{name} (from standard input)")));
                }
            }
        }
        Ok(std::mem::take(&mut self.read[i]))
    }

    fn ended(&self, i: usize, name: &str) -> Error {
        let ordinal = i + 1;
        Error::input(format!(
            "{name}: standard input ended before number {ordinal} (each - reads the next number there)"
        ))
    }
}

/// A token read from a stream.
enum Token {
    Word(String),
    End,
    TooLong,
}

/// Skips blank space and reads one token of at most `cap` bytes; a longer one is
/// refused as soon as it passes the cap, without reading the rest of it.
fn next_token(input: &mut dyn BufRead, cap: usize) -> Result<Token, Error> {
    let mut word = Vec::new();
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(Error::from(e).about("standard input")),
        };
        if buf.is_empty() {
            break;
        }
        let mut used = 0;
        let mut done = false;
        for &b in buf {
            used += 1;
            if b.is_ascii_whitespace() {
                if word.is_empty() {
                    continue;
                }
                done = true;
                break;
            }
            word.push(b);
            if word.len() > cap {
                input.consume(used);
                return Ok(Token::TooLong);
            }
        }
        input.consume(used);
        if done {
            break;
        }
    }
    if word.is_empty() {
        return Ok(Token::End);
    }
    Ok(Token::Word(String::from_utf8_lossy(&word).into_owned()))
}

/// The content of a file, or None if it holds more than `max_digits` digits
/// (with room for blank space around them); at most that much is read.
fn read_limited(path: &std::path::Path, max_digits: usize) -> io::Result<Option<String>> {
    let cap = (max_digits as u64).saturating_add(4096);
    let mut bytes = Vec::new();
    File::open(path)?.take(cap.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap
        && bytes.iter().filter(|b| !b.is_ascii_whitespace()).count() > max_digits.saturating_add(1)
    {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// The flag that raises a limit, by the limit's key ([`Error::key`]).
pub fn limit_flag(key: &str) -> Option<&'static str> {
    match key {
        "max_digits" => Some("--max-digits"),
        "take_break_values" => Some("--limit"),
        "take_break_work" => Some("--take-break-work"),
        "misere_steps" => Some("--misere-steps"),
        "misere_memory" => Some("--misere-memory"),
        _ => None,
    }
}

/// A limit's error in the command's words: the flag that raises it, once.
pub fn flagged(e: Error) -> Error {
    match e.key.and_then(limit_flag) {
        Some(flag) if e.kind == wythoff_answer::ErrorKind::Limit && !e.message.contains("(raise it with") => {
            let said = e.said.clone().map(|inner| {
                let args =
                    vec![("message", Arg::Said(Box::new(inner))), ("flag", Arg::Notation(flag.to_string()))];
                wythoff::game::Said::new("error_raise_with", args)
            });
            Error { message: format!("{} (raise it with {flag})", e.message), said, ..e }
        }
        _ => e,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn context(input: &'static str, max_digits: usize) -> Context {
        Context::with_input(Limits { max_digits, ..Limits::default() }, Box::new(input.as_bytes()))
    }

    #[test]
    fn dashes_read_the_numbers_of_standard_input_in_order() {
        let mut c = context(" 12\n\n 34 x", 10);
        assert_eq!(c.number(&NumberArg::Stdin(1), "<B>").unwrap(), 34u8.into());
        assert_eq!(c.number(&NumberArg::Stdin(0), "<A>").unwrap(), 12u8.into());
        let e = c.number(&NumberArg::Stdin(2), "<C>").unwrap_err();
        assert_eq!(
            e.message,
            "<C> (from standard input): expected a natural number, found 'x' at character 1"
        );
        let e = c.number(&NumberArg::Stdin(3), "<D>").unwrap_err();
        assert!(e.message.contains("standard input ended before number 4"), "{}", e.message);
    }

    #[test]
    fn a_long_number_on_standard_input_is_refused_at_the_limit() {
        let mut c = context("123456789012 5", 10);
        let e = c.number(&NumberArg::Stdin(0), "<K>").unwrap_err();
        assert_eq!(e.kind, wythoff_answer::ErrorKind::Limit);
        assert!(e.message.contains("longer than the limit of 10 digits"), "{}", e.message);
        let mut c = context("1234567890 5", 10);
        assert!(c.number(&NumberArg::Stdin(0), "<K>").is_ok());
        let e = c.number(&NumberArg::Text("12345678901".into()), "<K>").unwrap_err();
        assert_eq!(
            e.message,
            "<K>: a number of 11 digits is longer than the limit of 10 digits (raise it with --max-digits)"
        );
    }
}
