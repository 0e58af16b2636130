//! The file of a take-and-break game's values, written as the rare/common
//! engine computes them ([`wythoff::rare_common`]) and read back to go on
//! from where it stopped.
//!
//! The layout: a short header of text lines, then every value little-endian
//! in the header's width (1 byte while every value is below 256, else 2):
//!
//! ```text
//! wythoff take-and-break values 1
//! game octal 0.6
//! width 2
//! count 1048576
//! engine mask 494 domain 0 flip 1 fixed 0 chosen 524288 below 5627 since 12
//! sha256 <64 hexadecimal digits>
//!
//! <count × width bytes>
//! ```
//!
//! `engine` is what the run keeps besides its values ([`EngineState`]: the
//! space, whether it was fixed, the heap of its last choice, the heaps below
//! the candidate in all and since that choice). The SHA-256 is of the lines
//! above it and the value bytes: a changed or cut file is refused when read.
//! The disk a run of n values needs is n × width bytes and about 150 more.

use std::io::{self, Write};

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use sha2::{Digest, Sha256};
use wythoff::game::Parameter;
use wythoff::octal::{SparseSpace, Work};
use wythoff::rare_common::{Engine, EngineState, HeapMoves, Stopped};

use crate::analysis::GameInfo;
use crate::json::{Count, game_entries};
use crate::limits::grouped;
use crate::{Answer, Error, ErrorKind, Limits};

/// The first line of a values file.
const MAGIC: &str = "wythoff take-and-break values 1";

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
    /// assert!(bytes.starts_with(b"wythoff take-and-break values 1\ngame grundys_game\nwidth 1\ncount 10\n"));
    /// assert!(bytes.ends_with(&[0, 0, 0, 1, 0, 2, 1, 0, 2, 1]));
    /// assert_eq!(ValuesFile::parse(&bytes).unwrap(), ValuesFile::of("grundys_game", &engine));
    /// ```
    pub fn bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        write(&self.game, &self.values, self.state, &mut out).expect("a Vec takes every byte");
        out
    }

    /// A file's bytes read back, or why they are refused: not a values file,
    /// a header line missing or malformed, the values not `count` × `width`
    /// bytes, or the checksum not theirs.
    pub fn parse(bytes: &[u8]) -> Result<ValuesFile, String> {
        let mut rest = bytes;
        let line = next_line;
        if line(&mut rest, "first")? != MAGIC {
            return Err(format!("not a values file (its first line is not '{MAGIC}')"));
        }
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
        let count = number(field(line(&mut rest, "count")?, "count")?, "count")?;
        let engine = field(line(&mut rest, "engine")?, "engine")?;
        let state = parse_state(&engine)?;
        let header_len = bytes.len() - rest.len();
        let sum = field(line(&mut rest, "sha256")?, "sha256")?;
        if !line(&mut rest, "blank")?.is_empty() {
            return Err("the header does not end with a blank line".into());
        }
        let values = rest;
        if width != 1 && width != 2 {
            return Err(format!("the width is {width}: a values file's is 1 or 2 (bytes a value)"));
        }
        let width = width as usize;
        if (values.len() as u64) != count.saturating_mul(width as u64) {
            return Err(format!(
                "the file holds {} bytes of values where its header says {count} values of {width} byte{}: it was cut short or changed",
                values.len(),
                if width == 1 { "" } else { "s" }
            ));
        }
        let digest = Sha256::new().chain_update(&bytes[..header_len]).chain_update(values).finalize();
        if hex(&digest) != sum {
            return Err("the checksum does not match: the file was changed".into());
        }
        let values = values
            .chunks_exact(width)
            .map(|c| if width == 1 { u16::from(c[0]) } else { u16::from_le_bytes([c[0], c[1]]) })
            .collect();
        Ok(ValuesFile { game, values, state })
    }

    /// The engine of `moves` going on from this file (an error if its state
    /// cannot be a run's at its length: [`Engine::resume`]).
    pub fn resume(self, moves: HeapMoves) -> Result<Engine, String> {
        Engine::resume(moves, self.values, self.state)
    }
}

/// Writes the file of a run of `game` (its values and state) to `out`: the
/// values are read twice (their checksum is in the header) and never copied.
pub fn write(game: &str, values: &[u16], state: EngineState, out: &mut dyn Write) -> io::Result<()> {
    let width = if values.iter().all(|&v| v < 256) { 1 } else { 2 };
    let s = &state;
    let header = format!(
        "{MAGIC}\ngame {game}\nwidth {width}\ncount {}\nengine mask {} domain {} flip {} fixed {} chosen {} below {} since {}\n",
        values.len(),
        s.space.mask,
        u8::from(s.space.domain),
        u8::from(s.space.flip),
        u8::from(s.fixed),
        s.chosen_at,
        s.below_candidate,
        s.below_since_choice,
    );
    // The values in chunks of bytes, as the file holds them.
    let chunks = || {
        values.chunks(1 << 16).map(move |chunk| {
            let mut bytes = Vec::with_capacity(chunk.len() * width);
            for &v in chunk {
                bytes.extend_from_slice(&v.to_le_bytes()[..width]);
            }
            bytes
        })
    };
    let mut hash = Sha256::new().chain_update(header.as_bytes());
    for bytes in chunks() {
        hash.update(&bytes);
    }
    out.write_all(header.as_bytes())?;
    out.write_all(format!("sha256 {}\n\n", hex(&hash.finalize())).as_bytes())?;
    for bytes in chunks() {
        out.write_all(&bytes)?;
    }
    Ok(())
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

/// What a run to a values file did: the answer `sequence N --out FILE` gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileRun {
    /// The game.
    pub game: GameInfo,
    /// The file written, as the front end names it.
    pub file: String,
    /// How many values it holds (heaps 0 to count − 1).
    pub count: u64,
    /// Bytes a value.
    pub width: u64,
    /// Where the run began: 0, or the count of the file it resumed.
    pub resumed_from: u64,
    /// The largest value, and the last heap with it.
    pub largest: (u64, u64),
    /// The last heap of value 0.
    pub last_zero: u64,
    /// The engine's space at the end, its sparse heaps (heap 0 not counted)
    /// and the last of them.
    pub space: SparseSpace,
    /// See `space`.
    pub sparse: u64,
    /// See `space`.
    pub last_sparse: Option<u64>,
}

/// What [`run_file`] hands its `save`: writes the file as it stands to a
/// writer the front end opens.
pub type WriteFile<'a> = dyn Fn(&mut dyn Write) -> io::Result<()> + 'a;

/// How many values a run computes between its reports of progress.
pub const PROGRESS_EVERY: usize = 1 << 18;

/// `game`'s values for heaps 0 to `len` − 1 by the rare/common engine, going
/// on from `from` (a file of a run of the same game) or from heap 0, handing
/// `save` the file's bytes each time the count doubles and at the end (so a
/// run stopped loses at most half its work), and `progress` the count every
/// [`PROGRESS_EVERY`] values. Refused before it starts when `len` is above
/// [`Limits::take_break_file_values`] or below the file's count; a value
/// above 65,535 stops it (the file saved to there).
pub fn run_file(
    game: &EngineGame,
    len: usize,
    from: Option<ValuesFile>,
    file: &str,
    limits: &Limits,
    save: &mut dyn FnMut(&WriteFile) -> Result<(), Error>,
    progress: &mut dyn FnMut(usize),
) -> Result<FileRun, Error> {
    if len > limits.take_break_file_values {
        return Err(Error::limit(format!(
            "{} values are more than a run to a file may compute ({}: two bytes a value in memory)",
            grouped(len as u64),
            grouped(limits.take_break_file_values as u64)
        ))
        .keyed("take_break_file_values"));
    }
    let label = game.label();
    let mut engine = match from {
        Some(f) if f.game != label => {
            return Err(Error::input(format!("{file} holds the values of {}, not of {label}", f.game)));
        }
        Some(f) if f.values.len() > len => {
            return Err(Error::usage(format!(
                "{file} holds {} values already, more than the {} asked for",
                grouped(f.values.len() as u64),
                grouped(len as u64)
            )));
        }
        Some(f) => f.resume(game.moves.clone()).map_err(|e| Error::input(format!("{file}: {e}")))?,
        None => Engine::new(game.moves.clone()),
    };
    let resumed_from = engine.values().len();
    let mut saved_at = resumed_from.max(1 << 16);
    let mut work = Work::unlimited();
    let mut stopped = None;
    while engine.values().len() < len && stopped.is_none() {
        let to = (engine.values().len() + PROGRESS_EVERY).min(len);
        stopped = engine.run(to, &mut work).err();
        progress(engine.values().len());
        if engine.values().len() >= 2 * saved_at && engine.values().len() < len {
            saved_at = engine.values().len();
            save(&|out| write(&label, engine.values(), engine.state(), out))?;
        }
    }
    save(&|out| write(&label, engine.values(), engine.state(), out))?;
    if let Some(Stopped::Wide(n)) = stopped {
        return Err(Error::new(
            ErrorKind::Limit,
            format!(
                "heap {n}'s value is above 65,535, wider than the engine's values: {file} holds the values before it"
            ),
        ));
    }
    let g = engine.values();
    let largest = g.iter().copied().max().unwrap_or(0);
    let largest_at = g.iter().rposition(|&v| v == largest).unwrap_or(0);
    Ok(FileRun {
        game: game.info.clone(),
        file: file.to_string(),
        count: g.len() as u64,
        width: if largest < 256 { 1 } else { 2 },
        resumed_from: resumed_from as u64,
        largest: (largest.into(), largest_at as u64),
        last_zero: g.iter().rposition(|&v| v == 0).unwrap_or(0) as u64,
        space: engine.space(),
        sparse: engine.sparse_count() as u64,
        last_sparse: engine.sparse_positions().last().map(|&n| n as u64),
    })
}

impl FileRun {
    /// The file's size in bytes: the values and the header (about 150).
    pub fn values_bytes(&self) -> u64 {
        self.count * self.width
    }
}

impl Answer for FileRun {
    fn text(&self) -> String {
        let space = crate::octal_atlas::space_text(self.space);
        let resumed = if self.resumed_from > 0 {
            format!(", resumed from heap {}", grouped(self.resumed_from))
        } else {
            String::new()
        };
        format!(
            "wrote G(0) to G({}) to {} ({} values, {} byte{} each{resumed})\nlargest value {}, last at heap {}; last zero at heap {}; {} sparse heaps in the space {space} (as the atlas writes it){}\n",
            self.count.saturating_sub(1),
            self.file,
            grouped(self.count),
            self.width,
            if self.width == 1 { "" } else { "s" },
            self.largest.0,
            grouped(self.largest.1),
            grouped(self.last_zero),
            grouped(self.sparse),
            self.last_sparse.map_or(String::new(), |n| format!(", the last at heap {}", grouped(n))),
        )
    }
}

impl Serialize for FileRun {
    /// `{"game", "parameters", "rule", "file", "count", "width",
    /// "resumed_from", "largest", "largest_at", "last_zero", "space",
    /// "sparse", "last_sparse"}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(13))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("file", &self.file)?;
        map.serialize_entry("count", &Count(self.count))?;
        map.serialize_entry("width", &Count(self.width))?;
        map.serialize_entry("resumed_from", &Count(self.resumed_from))?;
        map.serialize_entry("largest", &Count(self.largest.0))?;
        map.serialize_entry("largest_at", &Count(self.largest.1))?;
        map.serialize_entry("last_zero", &Count(self.last_zero))?;
        map.serialize_entry("space", &crate::octal_atlas::space_text(self.space))?;
        map.serialize_entry("sparse", &Count(self.sparse))?;
        map.serialize_entry("last_sparse", &self.last_sparse.map(Count))?;
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grundy(len: usize) -> Engine {
        let mut e = Engine::new(HeapMoves::grundys_game());
        e.run(len, &mut Work::unlimited()).unwrap();
        e
    }

    #[test]
    fn a_file_reads_back_and_a_changed_one_is_refused() {
        // 0.6 to 20,000 reaches values above 255 (284 at 18,855): two bytes a value.
        let mut officers = Engine::new("0.6".parse::<wythoff::octal::OctalCode>().unwrap().engine_moves());
        officers.run(20_000, &mut Work::unlimited()).unwrap();
        for file in [ValuesFile::of("grundys_game", &grundy(2000)), ValuesFile::of("octal 0.6", &officers)] {
            let bytes = file.bytes();
            assert_eq!(ValuesFile::parse(&bytes).as_ref(), Ok(&file));
            let header = bytes.len() - file.values.len() * file.width();
            // Any byte changed, in the header or the values, is refused.
            for i in (0..bytes.len()).step_by(97).chain([header, bytes.len() - 1]) {
                let mut changed = bytes.clone();
                changed[i] ^= 1;
                assert!(ValuesFile::parse(&changed).is_err(), "byte {i} of {}", file.game);
            }
            let cut = ValuesFile::parse(&bytes[..bytes.len() - 1]).unwrap_err();
            assert!(cut.contains("cut short"), "{cut}");
            assert!(ValuesFile::parse(b"").is_err() && ValuesFile::parse(b"not a file\n").is_err());
        }
        assert_eq!(ValuesFile::of("octal 0.6", &officers).width(), 2);
        assert_eq!(ValuesFile::of("grundys_game", &grundy(2000)).width(), 1);
    }

    /// Runs `game` to `len` from `from`, keeping every file it saved.
    fn run(len: usize, from: Option<ValuesFile>, limits: &Limits) -> (Result<FileRun, Error>, Vec<Vec<u8>>) {
        let game = EngineGame {
            info: GameInfo { name: "grundys_game", rule: wythoff::Rule::Normal, parameters: vec![] },
            moves: HeapMoves::grundys_game(),
        };
        let mut saved = Vec::new();
        let mut save = |w: &WriteFile| {
            let mut bytes = Vec::new();
            w(&mut bytes).unwrap();
            saved.push(bytes);
            Ok(())
        };
        let answer = run_file(&game, len, from, "g.values", limits, &mut save, &mut |_| {});
        (answer, saved)
    }

    #[test]
    fn a_run_resumed_from_its_file_is_the_run_uninterrupted() {
        let limits = Limits::default();
        let whole = ValuesFile::of("grundys_game", &grundy(300_000));
        let (answer, saved) = run(300_000, None, &limits);
        assert_eq!(answer.unwrap().count, 300_000);
        // Saved when the count had doubled from 2^16 (at the first report of
        // progress past it, 2^18) and at the end.
        assert_eq!(saved.len(), 2);
        assert_eq!(ValuesFile::parse(saved.last().unwrap()).unwrap(), whole);
        // Resumed from the first file saved: the same file at the end.
        let first = ValuesFile::parse(&saved[0]).unwrap();
        assert!(first.values.len() == 1 << 18 && first.values[..] == whole.values[..first.values.len()]);
        let (answer, again) = run(300_000, Some(first.clone()), &limits);
        let answer = answer.unwrap();
        assert_eq!(answer.resumed_from, first.values.len() as u64);
        assert_eq!((answer.sparse, answer.last_sparse), (1273, Some(82_860)));
        assert_eq!(ValuesFile::parse(again.last().unwrap()).unwrap(), whole);
        // Another game's file, one longer than asked, or a run past the limit
        // is refused before it starts.
        let other = ValuesFile { game: "octal 0.6".into(), ..first.clone() };
        assert!(run(300_000, Some(other), &limits).0.unwrap_err().message.contains("not of grundys_game"));
        assert!(
            run(1000, Some(first), &limits).0.unwrap_err().message.contains("more than the 1,000 asked for")
        );
        let small = Limits { take_break_file_values: 1000, ..Limits::default() };
        let (refused, saved) = run(1001, None, &small);
        assert_eq!((refused.unwrap_err().key, saved.len()), (Some("take_break_file_values"), 0));
    }
}
