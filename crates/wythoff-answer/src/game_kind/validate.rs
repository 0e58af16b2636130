//! The validators, one per kind of parameter value, which every front end
//! calls with its own name for the value.

use wythoff::Natural;
use wythoff::game::{Arg, Said};
use wythoff::octal::OctalCode;
use wythoff::subtraction::SubtractionSet;

use super::Choice;
use crate::limits::{brief, brief_text};
use crate::{Error, ErrorKind, Limits};

/// A number that must be at least 1; `what` names it in the message (a flag, a
/// query key).
pub fn positive(n: Natural, what: &str) -> Result<Natural, Error> {
    if n == Natural::ZERO {
        let what = Arg::Notation(what.to_string());
        return Err(Error::said(ErrorKind::Input, Said::new("error_at_least_one", vec![("what", what)])));
    }
    Ok(n)
}

/// A subtraction set from its elements: each below 2^64, none 0, not empty.
pub fn subtraction_set(elements: &[Natural], what: &str) -> Result<SubtractionSet, Error> {
    let small = elements
        .iter()
        .map(|e| {
            u64::try_from(e).map_err(|_| {
                let args =
                    vec![("what", Arg::Notation(what.to_string())), ("element", Arg::Notation(brief(e)))];
                Error::said(ErrorKind::Input, Said::new("error_set_element_too_large", args))
            })
        })
        .collect::<Result<Vec<u64>, Error>>()?;
    SubtractionSet::new(small).map_err(|e| Error::from(e).about(what))
}

/// One of `choices` by its name.
pub fn choice(text: &str, choices: &'static [Choice], what: &str) -> Result<&'static str, Error> {
    match choices.iter().find(|c| c.name == text) {
        Some(c) => Ok(c.name),
        None => {
            let names: Vec<&str> = choices.iter().map(|c| c.name).collect();
            let args = vec![
                ("what", Arg::Notation(what.to_string())),
                ("names", crate::words::or_list(&names)),
                ("text", Arg::Notation(brief_text(text))),
            ];
            Err(Error::of(ErrorKind::Usage, "error_choice", args))
        }
    }
}

/// Names in a sentence: `listed(&["a", "b", "c"], "or")` is "a, b or c".
pub fn listed(names: &[&str], last_word: &str) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} {last_word} {last}", rest.join(", ")),
    }
}

/// An octal code, normalised (`.07` and `0.070` are `0.07`).
pub fn octal_code(text: &str, what: &str) -> Result<OctalCode, Error> {
    use wythoff::octal::CodeError;
    text.parse::<OctalCode>().map_err(|e| {
        let why = match e {
            CodeError::Form => Said::new("code_form", Vec::new()),
            CodeError::Hexadecimal(c) => {
                Said::new("code_hexadecimal", vec![("digit", Arg::Notation(c.to_string()))])
            }
            CodeError::FirstDigit(d) => {
                Said::new("code_first_digit", vec![("digit", Arg::number(u64::from(d)))])
            }
            CodeError::NoMove => Said::new("code_no_move", Vec::new()),
            CodeError::TooLong => {
                Said::new("code_too_long", vec![("digits", Arg::number(wythoff::octal::MAX_DIGITS as u64))])
            }
        };
        let args = vec![
            ("what", Arg::Notation(what.to_string())),
            ("text", Arg::Notation(brief_text(text))),
            ("why", Arg::Said(Box::new(why))),
        ];
        Error::of(ErrorKind::Input, "error_code", args)
    })
}

/// Numbers written as a comma-separated list, each under the digit limit.
/// An error names the number by its place in the list (counting from 1) and
/// shows it: `heaps, number 1 ('abc'): expected a natural number, …`.
///
/// ```
/// use wythoff_answer::{registry::number_list, Limits};
/// let e = number_list("3, abc", "heaps", &Limits::default()).unwrap_err();
/// assert!(e.message.starts_with("heaps, number 2 ('abc'): expected a natural number"), "{}", e.message);
/// ```
pub fn number_list(text: &str, what: &str, limits: &Limits) -> Result<Vec<Natural>, Error> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let one = parts.len() == 1;
    parts
        .iter()
        .enumerate()
        .map(|(i, part)| {
            limits.number(part).map_err(|e| match one {
                true => e.about(what),
                false => e.about(&format!("{what}, number {} ('{}')", i + 1, brief_text(part))),
            })
        })
        .collect()
}
