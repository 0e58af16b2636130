//! Printing helpers shared by the subcommands: JSON with every number as a
//! decimal string, so that no consumer rounds a large value.

use std::io::{self, Write};

use serde::Serialize;
use wythoff::Natural;

/// A natural number as its decimal string, for JSON.
pub fn dec(n: &Natural) -> String {
    n.to_string()
}

/// A position's piles as decimal strings.
pub fn pair(a: &Natural, b: &Natural) -> [String; 2] {
    [dec(a), dec(b)]
}

/// Writes one JSON object and a newline.
pub fn json(out: &mut impl Write, report: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, report).map_err(io::Error::other)?;
    writeln!(out)
}
