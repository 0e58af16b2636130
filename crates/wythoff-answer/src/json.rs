//! JSON helpers: natural numbers as decimal strings, and the game fields every
//! answer object starts with.

use std::io::{self, Write};

use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::game::Parameter;

use crate::game_info::GameInfo;

/// A natural number serialized as its decimal string; to a serializer that is
/// not human-readable (the Python package's, which makes an `int`), as its
/// value: a machine word, or its little-endian bytes.
#[derive(Clone, Copy, Debug)]
pub struct Dec<'a>(pub &'a Natural);

impl Serialize for Dec<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // A machine word's digits without an allocation (most numbers are).
        match u64::try_from(self.0) {
            Ok(small) => Count(small).serialize(serializer),
            Err(_) if serializer.is_human_readable() => serializer.collect_str(self.0),
            Err(_) => serializer.serialize_bytes(&self.0.to_le_bytes()),
        }
    }
}

/// A list of natural numbers serialized as an array of decimal strings.
#[derive(Clone, Copy, Debug)]
pub struct Decs<'a>(pub &'a [Natural]);

impl Serialize for Decs<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.0.len()))?;
        for n in self.0 {
            seq.serialize_element(&Dec(n))?;
        }
        seq.end()
    }
}

/// A machine-word number as a decimal string (indices, counts, periods); to a
/// serializer that is not human-readable, as the number.
#[derive(Clone, Copy, Debug)]
pub struct Count(pub u64);

impl Serialize for Count {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() {
            serializer.serialize_str(itoa::Buffer::new().format(self.0))
        } else {
            serializer.serialize_u64(self.0)
        }
    }
}

/// The parameters as an object: a number as a decimal string, a list as an array
/// of decimal strings, a name as a string.
pub(crate) struct Parameters<'a>(pub(crate) &'a [(&'static str, Parameter)]);

impl Serialize for Parameters<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in self.0 {
            match value {
                Parameter::Number(n) => map.serialize_entry(name, &Dec(n))?,
                Parameter::Numbers(v) => map.serialize_entry(name, &Decs(v))?,
                Parameter::Name(text) => map.serialize_entry(name, text)?,
                Parameter::Text(text) => map.serialize_entry(name, text)?,
            }
        }
        map.end()
    }
}

/// Writes the fields every answer object starts with: `game`, `parameters`, `rule`.
pub fn game_entries<M: SerializeMap>(map: &mut M, game: &GameInfo) -> Result<(), M::Error> {
    map.serialize_entry("game", game.name)?;
    map.serialize_entry("parameters", &Parameters(&game.parameters))?;
    map.serialize_entry("rule", game.rule.as_str())
}

/// Writes a move's fields: `text`, `piles` (counted from 1), `take`, and `to`,
/// the whole position it leads to. Every answer that lists moves (an analysis,
/// a sum) writes them here.
pub fn move_entries<M: SerializeMap>(
    map: &mut M,
    text: &str,
    takes: &[(usize, Natural)],
    to: &[Natural],
) -> Result<(), M::Error> {
    let piles: Vec<Count> = takes.iter().map(|(i, _)| Count(*i as u64 + 1)).collect();
    let take: Vec<Dec> = takes.iter().map(|(_, n)| Dec(n)).collect();
    map.serialize_entry("text", text)?;
    map.serialize_entry("piles", &piles)?;
    map.serialize_entry("take", &take)?;
    map.serialize_entry("to", &Decs(to))
}

/// Writes one value as JSON and a newline.
pub fn write_line(out: &mut impl Write, value: &(impl Serialize + ?Sized)) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value).map_err(io::Error::other)?;
    writeln!(out)
}

/// The opening of a streamed answer object, up to the `[` of its list field: the
/// game fields, then `extra` fields, then `"list":[`.
pub fn open_listing(
    out: &mut impl Write,
    game: &GameInfo,
    extra: &[(&str, String)],
    list: &str,
) -> io::Result<()> {
    // The game fields through serde, then the object left open by hand.
    let mut head = serde_json::to_vec(&GameFields(game)).map_err(io::Error::other)?;
    head.pop(); // the closing brace
    out.write_all(&head)?;
    for (key, value) in extra {
        write!(out, ",{}:{}", serde_json::to_string(key)?, serde_json::to_string(value)?)?;
    }
    write!(out, ",{}:[", serde_json::to_string(list)?)
}

/// The game fields alone, as an object.
struct GameFields<'a>(&'a GameInfo);

impl Serialize for GameFields<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        game_entries(&mut map, self.0)?;
        map.end()
    }
}
