//! The file of a take-and-break game's values, written as the rare/common
//! engine computes them ([`wythoff::rare_common`]) and read back to go on
//! from where it stopped.
//!
//! The layout (version 2): a header of text lines, its numbers written with
//! twenty digits so that it keeps its length as the run goes, then every value
//! little-endian in the header's width (1 byte while every value is below
//! 256, else 2):
//!
//! ```text
//! wythoff take-and-break values 2
//! game octal 0.6
//! width 2
//! count 00000000000001048576
//! engine mask 00000000000000000494 domain 0 flip 1 fixed 0 chosen 00000000000000524288 below 00000000000000005627 since 00000000000000000012
//! sha256 <64 hexadecimal digits>
//!
//! <count × width bytes>
//! ```
//!
//! `engine` is what the run keeps besides its values ([`EngineState`]: the
//! space, whether it was fixed, the heap of its last choice, the heaps below
//! the candidate in all and since that choice). The SHA-256 is of the lines
//! above it followed by the SHA-256 of the values as two bytes each
//! (little-endian, whatever the width): a changed or cut file is refused when
//! read, and the values' own digest is kept as they are appended, so a run
//! writes each value once and rewrites only the header. Bytes past `count`
//! values (a run stopped between writing values and the header that counts
//! them) are let go when the file is resumed. The disk a run of n values
//! needs is n × width bytes and about 250 more. Version 1 files (the header's
//! numbers unpadded, the SHA-256 of the lines and the values as stored) are
//! still read.

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use sha2::{Digest, Sha256};
use wythoff::game::Parameter;
use wythoff::octal::SparseSpace;
use wythoff::rare_common::{Engine, EngineState, HeapMoves};

use crate::analysis::GameInfo;
use crate::json::{Count, game_entries};
use crate::limits::grouped;
use crate::{Answer, Error, ErrorKind, Limits};

mod run;
#[cfg(test)]
mod tests;

pub use run::{FileRun, PROGRESS_EVERY, ReadAt, Store, WINDOW, check_len, run_file};

/// The first line of a values file, by version.
const MAGIC: [&str; 2] = ["wythoff take-and-break values 1", "wythoff take-and-break values 2"];

/// A game as the rare/common engine runs it ([`crate::registry::GameKind::engine`]).
#[derive(Clone, Debug)]
pub struct EngineGame {
    /// The game (normal play), as answers name it.
    pub info: GameInfo,
    /// Its moves, as the engine reads them.
    pub moves: HeapMoves,
}

impl EngineGame {
    /// The game as a file's `game` line names it: the registry name and the
    /// parameters' values ("octal 0.6", "grundys_game").
    pub fn label(&self) -> String {
        let mut label = self.info.name.to_string();
        for (_, p) in &self.info.parameters {
            label.push(' ');
            label.push_str(&match p {
                Parameter::Text(t) => t.clone(),
                other => format!("{other:?}"),
            });
        }
        label
    }
}

/// A run's values and the state it kept, as a file holds them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValuesFile {
    /// The game, as its registry name and parameter ("octal 0.6",
    /// "grundys_game"): a file is resumed only for the game it names.
    pub game: String,
    /// G(0), G(1), … as far as the run went.
    pub values: Vec<u16>,
    /// What the engine kept.
    pub state: EngineState,
}

impl ValuesFile {
    /// The file of `engine`'s run of `game`.
    pub fn of(game: &str, engine: &Engine) -> ValuesFile {
        ValuesFile { game: game.to_string(), values: engine.values().to_vec(), state: engine.state() }
    }

    /// The narrowest width that holds every value, in bytes.
    pub fn width(&self) -> usize {
        if self.values.iter().all(|&v| v < 256) { 1 } else { 2 }
    }

    /// The file's bytes.
    ///
    /// ```
    /// use wythoff::octal::Work;
    /// use wythoff::rare_common::{Engine, HeapMoves};
    /// use wythoff_answer::values_file::ValuesFile;
    /// let mut engine = Engine::new(HeapMoves::grundys_game());
    /// engine.run(10, &mut Work::unlimited()).unwrap();
    /// let bytes = ValuesFile::of("grundys_game", &engine).bytes();
    /// assert!(bytes.starts_with(b"wythoff take-and-break values 2\ngame grundys_game\nwidth 1\ncount 00000000000000000010\n"));
    /// assert!(bytes.ends_with(&[0, 0, 0, 1, 0, 2, 1, 0, 2, 1]));
    /// assert_eq!(ValuesFile::parse(&bytes).unwrap(), ValuesFile::of("grundys_game", &engine));
    /// ```
    pub fn bytes(&self) -> Vec<u8> {
        let width = self.width();
        let digest = Sha256::digest(self.values.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
        let mut out = Header::bytes(&self.game, width, self.values.len() as u64, self.state, &digest.into());
        out.extend(self.values.iter().flat_map(|v| v.to_le_bytes()[..width].to_vec()));
        out
    }

    /// A file's bytes read back, or why they are refused: not a values file,
    /// a header line missing or malformed, the values not `count` × `width`
    /// bytes, or the checksum not theirs.
    pub fn parse(bytes: &[u8]) -> Result<ValuesFile, String> {
        let header = Header::parse(bytes)?;
        let values = &bytes[header.len..];
        let width = header.width;
        if (values.len() as u64) != header.count.saturating_mul(width as u64) {
            return Err(cut(values.len() as u64, header.count, width));
        }
        if header.version == 1 {
            // Version 1: the SHA-256 of the lines and the values as stored.
            let digest =
                Sha256::new().chain_update(&bytes[..header.text_len]).chain_update(values).finalize();
            if hex(&digest) != header.sha256 {
                return Err("the checksum does not match: the file was changed".into());
            }
        }
        let values = read_values(values, width);
        if header.version == 2 {
            let digest = Sha256::digest(values.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
            header.check(&digest.into())?;
        }
        Ok(ValuesFile { game: header.game, values, state: header.state })
    }

    /// The engine of `moves` going on from this file (an error if its state
    /// cannot be a run's at its length: [`Engine::resume`]).
    pub fn resume(self, moves: HeapMoves) -> Result<Engine, String> {
        Engine::resume(moves, self.values, self.state)
    }
}

/// Values stored `width` bytes each, little-endian.
pub(crate) fn read_values(bytes: &[u8], width: usize) -> Vec<u16> {
    bytes
        .chunks_exact(width)
        .map(|c| if width == 1 { u16::from(c[0]) } else { u16::from_le_bytes([c[0], c[1]]) })
        .collect()
}

/// Why a file whose values are not `count` × `width` bytes is refused.
fn cut(bytes: u64, count: u64, width: usize) -> String {
    format!(
        "the file holds {bytes} bytes of values where its header says {count} values of {width} byte{}: it was cut short or changed",
        if width == 1 { "" } else { "s" }
    )
}

/// A values file's header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// 1 or 2.
    pub version: u8,
    /// The game, as [`EngineGame::label`] names it.
    pub game: String,
    /// Bytes a value.
    pub width: usize,
    /// The values the header counts.
    pub count: u64,
    /// What the engine kept.
    pub state: EngineState,
    /// The SHA-256 line's digest.
    pub sha256: String,
    /// The header's bytes before the SHA-256 line, and to the blank line's end.
    pub text_len: usize,
    /// See `text_len`.
    pub len: usize,
}

impl Header {
    /// The header's lines down to the engine line (what the SHA-256 covers).
    fn text(game: &str, width: usize, count: u64, state: EngineState) -> String {
        let s = &state;
        format!(
            "{}\ngame {game}\nwidth {width}\ncount {count:020}\nengine mask {:020} domain {} flip {} fixed {} chosen {:020} below {:020} since {:020}\n",
            MAGIC[1],
            s.space.mask,
            u8::from(s.space.domain),
            u8::from(s.space.flip),
            u8::from(s.fixed),
            s.chosen_at,
            s.below_candidate,
            s.below_since_choice,
        )
    }

    /// The header's bytes, `values` the SHA-256 of the values as two bytes
    /// each (the same length whatever the count, state and width).
    pub fn bytes(game: &str, width: usize, count: u64, state: EngineState, values: &[u8; 32]) -> Vec<u8> {
        let text = Header::text(game, width, count, state);
        let sum = Sha256::new().chain_update(text.as_bytes()).chain_update(values).finalize();
        format!("{text}sha256 {}\n\n", hex(&sum)).into_bytes()
    }

    /// A header from the start of a file (the values need not follow), or
    /// why it is refused.
    pub fn parse(bytes: &[u8]) -> Result<Header, String> {
        let mut rest = bytes;
        let line = next_line;
        let version = match line(&mut rest, "first")? {
            first if first == MAGIC[0] => 1,
            first if first == MAGIC[1] => 2,
            _ => return Err(format!("not a values file (its first line is not '{}')", MAGIC[1])),
        };
        let field = |text: &str, key: &str| -> Result<String, String> {
            text.strip_prefix(key)
                .and_then(|t| t.strip_prefix(' '))
                .map(str::to_string)
                .ok_or_else(|| format!("the header has no '{key}' line where expected"))
        };
        let game = field(line(&mut rest, "game")?, "game")?;
        let number = |text: String, key: &str| -> Result<u64, String> {
            text.parse::<u64>().map_err(|_| format!("the {key} '{text}' is not a number"))
        };
        let width = number(field(line(&mut rest, "width")?, "width")?, "width")?;
        if width != 1 && width != 2 {
            return Err(format!("the width is {width}: a values file's is 1 or 2 (bytes a value)"));
        }
        let count = number(field(line(&mut rest, "count")?, "count")?, "count")?;
        let state = parse_state(&field(line(&mut rest, "engine")?, "engine")?)?;
        let text_len = bytes.len() - rest.len();
        let sha256 = field(line(&mut rest, "sha256")?, "sha256")?;
        if !line(&mut rest, "blank")?.is_empty() {
            return Err("the header does not end with a blank line".into());
        }
        let (width, len) = (width as usize, bytes.len() - rest.len());
        Ok(Header { version, game, width, count, state, sha256, text_len, len })
    }

    /// Is `values` (the SHA-256 of the values as two bytes each) a version 2
    /// file's?
    pub fn check(&self, values: &[u8; 32]) -> Result<(), String> {
        let text = Header::text(&self.game, self.width, self.count, self.state);
        let sum = Sha256::new().chain_update(text.as_bytes()).chain_update(values).finalize();
        if hex(&sum) == self.sha256 {
            Ok(())
        } else {
            Err("the checksum does not match: the file was changed".into())
        }
    }
}

/// The next line of `rest` (without its newline), `rest` moved past it.
fn next_line<'a>(rest: &mut &'a [u8], what: &str) -> Result<&'a str, String> {
    let end = rest
        .iter()
        .position(|&b| b == b'\n')
        .ok_or_else(|| format!("the header ends before its {what} line"))?;
    let text = std::str::from_utf8(&rest[..end]).map_err(|_| format!("the {what} line is not text"))?;
    *rest = &rest[end + 1..];
    Ok(text)
}

/// The `engine` line's fields, in order.
fn parse_state(text: &str) -> Result<EngineState, String> {
    let words: Vec<&str> = text.split(' ').collect();
    let keys = ["mask", "domain", "flip", "fixed", "chosen", "below", "since"];
    if words.len() != 2 * keys.len() || keys.iter().enumerate().any(|(i, k)| words[2 * i] != *k) {
        return Err(format!("the engine line is not '{}'", keys.map(|k| format!("{k} N")).join(" ")));
    }
    let value = |i: usize| -> Result<u64, String> {
        words[2 * i + 1]
            .parse::<u64>()
            .map_err(|_| format!("the engine's {} '{}' is not a number", keys[i], words[2 * i + 1]))
    };
    let bit = |i: usize| -> Result<bool, String> {
        match value(i)? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(format!("the engine's {} is 0 or 1", keys[i])),
        }
    };
    let size = |i: usize| -> Result<usize, String> {
        usize::try_from(value(i)?).map_err(|_| format!("the engine's {} is too large", keys[i]))
    };
    let mask = u32::try_from(value(0)?).map_err(|_| "the engine's mask is too large".to_string())?;
    Ok(EngineState {
        space: SparseSpace { mask, domain: bit(1)?, flip: bit(2)? },
        fixed: bit(3)?,
        chosen_at: size(4)?,
        below_candidate: value(5)?,
        below_since_choice: size(6)?,
    })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
