//! What can go wrong, said once for every front end: the command maps the kinds
//! to exit codes, the web API to HTTP statuses, and both print the same message.

use std::fmt;
use std::io::{self, Write};

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use wythoff::game::{Arg, Said};

use crate::json::{Count, write_line};

/// The kinds of error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The arguments do not make a valid request (a missing or unknown argument,
    /// two that exclude each other).
    Usage,
    /// The input is not what was expected (a negative number, a word, a malformed
    /// judge file).
    Input,
    /// The request is valid but beyond a documented limit ([`crate::Limits`]).
    Limit,
    /// Reading or writing failed.
    Io,
}

impl ErrorKind {
    /// `"usage"`, `"input"`, `"limit"` or `"io"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Usage => "usage",
            ErrorKind::Input => "input",
            ErrorKind::Limit => "limit",
            ErrorKind::Io => "io",
        }
    }
}

/// An error: its kind, the message, the input line it is on where there is
/// one, and the key of what it concerns where that is a parameter, a position's
/// part or a limit (a [`crate::Limits`] field: `take_break_values`,
/// `max_digits`…). The message is in no front end's words; each front end names
/// the key in its own (the command its flag, Python its keyword, the page its
/// field).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// What kind.
    pub kind: ErrorKind,
    /// One line, without the line number.
    pub message: String,
    /// The 1-based input line, where the error is in an input file.
    pub line: Option<u64>,
    /// What it concerns: a parameter's or a position's query key, or a limit's
    /// field name in [`crate::Limits`].
    pub key: Option<&'static str>,
    /// The message as data, where it is written from the catalogues: then
    /// [`text`](Self::text) writes it in the current language (and `message`
    /// holds its English).
    pub said: Option<Said>,
}

impl Error {
    /// An error of `kind` saying `message`.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error { kind, message: message.into(), line: None, key: None, said: None }
    }

    /// An error of `kind` whose message is the catalogues' `said`.
    pub fn said(kind: ErrorKind, said: Said) -> Error {
        let message = crate::words::say_in(crate::words::Lang::En, said.kind, &said.args);
        Error { kind, message, line: None, key: None, said: Some(said) }
    }

    /// An error of `kind` whose message is the catalogue's `id`, written from
    /// `args` (English in `message`, the current language in [`text`](Self::text)).
    pub fn of(kind: ErrorKind, id: &'static str, args: Vec<(&'static str, Arg)>) -> Error {
        Error::said(kind, Said::new(id, args))
    }

    /// The message in the current language: written from `said`, unless the
    /// English `message` was rewritten since (a front end that wraps the message
    /// in its own words without [`about`](Self::about) keeps its English), or
    /// there is no `said` yet.
    pub fn text(&self) -> String {
        match &self.said {
            Some(said)
                if crate::words::say_in(crate::words::Lang::En, said.kind, &said.args) == self.message =>
            {
                crate::words::said(said)
            }
            _ => self.message.clone(),
        }
    }

    /// A usage error.
    pub fn usage(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Usage, message)
    }

    /// An input error.
    pub fn input(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Input, message)
    }

    /// A limit error.
    pub fn limit(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Limit, message)
    }

    /// The same error, concerning `key` (a parameter's or position's query
    /// key, or a limit's field name).
    ///
    /// ```
    /// let e = wythoff_answer::Error::limit("too many").keyed("take_break_values");
    /// assert_eq!(e.key, Some("take_break_values"));
    /// ```
    pub fn keyed(mut self, key: &'static str) -> Error {
        self.key = Some(key);
        self
    }

    /// The same error, concerning `key` unless it names what it concerns
    /// already (a number past the digit limit concerns `max_digits` first).
    ///
    /// ```
    /// use wythoff_answer::Error;
    /// assert_eq!(Error::input("not a number").concerning("heaps").key, Some("heaps"));
    /// assert_eq!(Error::limit("too long").keyed("max_digits").concerning("heaps").key, Some("max_digits"));
    /// ```
    pub fn concerning(self, key: &'static str) -> Error {
        if self.key.is_some() { self } else { self.keyed(key) }
    }

    /// The same error, on input line `line`.
    pub fn at_line(mut self, line: u64) -> Error {
        self.line = Some(line);
        self
    }

    /// The same error, its message prefixed with what it is about
    /// (`"<A>: expected a natural number, …"`).
    pub fn about(self, what: &str) -> Error {
        self.about_arg(Arg::Notation(what.to_string()))
    }

    /// [`about`](Self::about) a clause said in the error's language
    /// ("column 3", "第 3 列").
    pub fn about_arg(mut self, what: Arg) -> Error {
        let english =
            crate::words::say_in(crate::words::Lang::En, "error_message", &[("message", what.clone())]);
        self.message = format!("{english}: {}", self.message);
        self.said = self.said.map(|inner| {
            Said::new("error_about", vec![("what", what), ("message", Arg::Said(Box::new(inner)))])
        });
        self
    }

    /// Writes `{"error": {"kind", "message", "line", "key"}}` and a newline.
    pub fn write_json(&self, out: &mut impl Write) -> io::Result<()> {
        write_line(out, self)
    }
}

impl fmt::Display for Error {
    /// `line 3: message`, or the message alone.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => {
                let args = [("line", Arg::number(line)), ("message", Arg::Notation(self.text()))];
                f.write_str(&crate::words::say("error_at_line", &args))
            }
            None => f.write_str(&self.text()),
        }
    }
}

impl std::error::Error for Error {}

/// The message of an I/O error that only says the reader went away (a closed
/// pipe, as in `wythoff positions --count 1000000 | head`).
const CLOSED_OUTPUT: &str = "the output was closed before everything was written";

impl Error {
    /// Is this the error of a closed output, which a command-line front end treats
    /// as the reader's choice rather than a failure?
    pub fn is_closed_output(&self) -> bool {
        self.kind == ErrorKind::Io && self.message == CLOSED_OUTPUT
    }
}

impl From<io::Error> for Error {
    fn from(e: io::Error) -> Error {
        if e.kind() == io::ErrorKind::BrokenPipe {
            return Error::new(ErrorKind::Io, CLOSED_OUTPUT);
        }
        Error::new(ErrorKind::Io, e.to_string())
    }
}

// The maths crate's errors, each given its kind here, once: every front end
// converts with `?` or `Error::from`.

impl From<wythoff::subtraction::SetError> for Error {
    /// Not a subtraction set (empty, or with 0): the input's fault.
    fn from(e: wythoff::subtraction::SetError) -> Error {
        use wythoff::subtraction::SetError as E;
        let kind = match e {
            E::Empty => "error_set_empty",
            E::Zero => "error_set_zero",
            E::TooLarge => "error_set_too_large",
        };
        Error::said(ErrorKind::Input, Said::new(kind, Vec::new()))
    }
}

impl From<wythoff::subtraction::NoPeriodWithin> for Error {
    /// No period within the search limit: a limit, wherever it comes from.
    fn from(e: wythoff::subtraction::NoPeriodWithin) -> Error {
        Error::limit(e.to_string())
    }
}

impl From<wythoff::vector_game::EngineError> for Error {
    /// A box too large for the engine is a limit; rules that describe no game
    /// are the input's fault.
    fn from(e: wythoff::vector_game::EngineError) -> Error {
        match e {
            wythoff::vector_game::EngineError::TooLarge(s) => Error::limit(s),
            wythoff::vector_game::EngineError::Rules(s) => Error::input(s),
        }
    }
}

/// A number's syntax error as data: what the maths crate's
/// [`ParseNaturalError`](wythoff::nat::ParseNaturalError) says, for any
/// language.
pub fn number_said(e: &wythoff::nat::ParseNaturalError) -> Said {
    use wythoff::nat::ParseNaturalError as E;
    match e {
        E::Empty => Said::new("number_empty", Vec::new()),
        E::Negative => Said::new("number_negative", Vec::new()),
        E::NotADigit { offset, found } => Said::new(
            "number_not_a_digit",
            vec![("found", Arg::Notation(format!("{found:?}"))), ("at", Arg::number(*offset as u64 + 1))],
        ),
    }
}

impl Serialize for Error {
    /// `{"error": {"kind": "input", "message": "…", "line": "3" or null, "key":
    /// "heaps" or null}}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Body<'a>(&'a Error);
        impl Serialize for Body<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(4))?;
                map.serialize_entry("kind", self.0.kind.as_str())?;
                map.serialize_entry("message", &self.0.text())?;
                map.serialize_entry("line", &self.0.line.map(Count))?;
                map.serialize_entry("key", &self.0.key)?;
                map.end()
            }
        }
        let mut map = serializer.serialize_map(Some(1))?;
        map.serialize_entry("error", &Body(self))?;
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_error_object() {
        let e = Error::input("expected a natural number, found \"x\"").at_line(3);
        assert_eq!(e.to_string(), "line 3: expected a natural number, found \"x\"");
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            serde_json::json!({"error": {"kind": "input", "message": "expected a natural number, found \"x\"", "line": "3", "key": null}})
        );
        let e = Error::limit("too long").keyed("max_digits");
        assert_eq!(serde_json::to_value(&e).unwrap()["error"]["line"], serde_json::Value::Null);
        assert_eq!(serde_json::to_value(&e).unwrap()["error"]["key"], "max_digits");
    }
}
