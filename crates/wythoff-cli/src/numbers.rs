//! Numbers and texts as written on the command line: digits, `-` (the next
//! number on standard input) or `@FILE`, checked by clap's value parsers and
//! read later through the [`crate::context::Context`]; and the placeholders
//! that number the `-` arguments in the order they were written.

use std::path::PathBuf;

use wythoff::nat::parse_natural;

/// What a placeholder for `-` looks like after [`mark_stdin`]: this prefix, then
/// the index of the `-` among the command's arguments.
pub const STDIN_MARK: &str = "\u{1}stdin:";

/// Replaces each argument that is exactly `-` (before a `--`) by a numbered
/// placeholder, so that the numbers read from standard input are assigned in the
/// order the arguments were written, whichever options they belong to.
pub fn mark_stdin(args: impl IntoIterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    let mut seen_end = false;
    let mut count = 0;
    args.into_iter()
        .map(|arg| {
            if arg == "--" {
                seen_end = true;
            }
            if arg == "-" && !seen_end {
                count += 1;
                return format!("{STDIN_MARK}{}", count - 1).into();
            }
            arg
        })
        .collect()
}

/// Puts `-` back where a placeholder appears in a message.
pub fn unmark(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(STDIN_MARK) {
        out.push_str(&rest[..at]);
        out.push('-');
        rest = rest[at + STDIN_MARK.len()..].trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    out
}

/// A natural number as written on the command line: the digits, `-` (the next
/// number on standard input), or `@FILE` (the number a file holds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberArg {
    /// Decimal digits, checked to be a natural number (not yet converted).
    Text(String),
    /// The i-th `-` of the command line: the i-th number on standard input.
    Stdin(usize),
    /// The whole content of a file.
    File(PathBuf),
}

/// Parses a number argument for clap: its syntax is checked here (so that the
/// error names the argument), its length and value when it is read.
pub fn number(text: &str) -> Result<NumberArg, String> {
    if let Some(index) = text.strip_prefix(STDIN_MARK) {
        return index.parse().map(NumberArg::Stdin).map_err(|_| "malformed argument".into());
    }
    if let Some(path) = text.strip_prefix('@') {
        if path.is_empty() {
            return Err("expected a file name after @".into());
        }
        return Ok(NumberArg::File(path.into()));
    }
    // The syntax only: a digit string of any length is converted later, under
    // the digit limit.
    let trimmed = text.trim();
    let digits = trimmed.strip_prefix('+').unwrap_or(trimmed);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(NumberArg::Text(text.to_string()));
    }
    parse_natural(text)
        .map(|_| NumberArg::Text(text.to_string()))
        .map_err(|e| wythoff_answer::words::said(&wythoff_answer::error::number_said(&e)))
}

/// A text argument that may be long: as written, `-` (all of standard input) or
/// `@FILE` (a file's content).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextArg {
    /// As written.
    Text(String),
    /// All of standard input.
    Stdin,
    /// A file's content.
    File(PathBuf),
}

/// Parses a text argument for clap.
pub fn text(text: &str) -> Result<TextArg, String> {
    if text.starts_with(STDIN_MARK) {
        return Ok(TextArg::Stdin);
    }
    if let Some(path) = text.strip_prefix('@') {
        if path.is_empty() {
            return Err("expected a file name after @".into());
        }
        return Ok(TextArg::File(path.into()));
    }
    Ok(TextArg::Text(text.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stdin_marks_are_numbered_in_order_and_stop_at_double_dash() {
        let args = mark_stdin(["wythoff", "status", "-", "-", "--", "-"].map(Into::into));
        let args: Vec<String> = args.into_iter().map(|a| a.into_string().unwrap()).collect();
        assert_eq!(args[2], format!("{STDIN_MARK}0"));
        assert_eq!(args[3], format!("{STDIN_MARK}1"));
        assert_eq!(args[5], "-");
        assert_eq!(unmark(&format!("invalid value '{STDIN_MARK}12' for")), "invalid value '-' for");
        assert_eq!(number(&args[3]), Ok(NumberArg::Stdin(1)));
        assert_eq!(number("@n.txt"), Ok(NumberArg::File("n.txt".into())));
        assert!(number("-3").unwrap_err().contains("negative"));
        assert!(number("12a").is_err());
        assert_eq!(number("+0012"), Ok(NumberArg::Text("+0012".into())));
    }
}
