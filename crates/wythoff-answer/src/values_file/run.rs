//! A run to a values file: the engine in bounded memory, each value written
//! once as it is computed, the header rewritten at each save, the values the
//! engine let go read back from the file when it needs them.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use sha2::{Digest, Sha256};
use wythoff::octal::Work;
use wythoff::rare_common::{Archive, Engine, Stopped, Window};

use super::*;

/// What a run keeps of its values in memory: the first 4,194,304 and the last
/// 67,108,864 (Grundy's game's farthest sparse heap known, 48,399,022, is
/// within it), at most 2 × (2^22 + 2 × 2^26) bytes, about 264 MiB, whatever
/// the run's length; the rest is read back from the file when needed (a scan
/// longer than the first values, the space chosen again at a power of two).
pub const WINDOW: Window = Window { first: 1 << 22, last: 1 << 26 };

/// How many values a run computes between its reports of progress.
pub const PROGRESS_EVERY: usize = 1 << 18;

/// A reader of a file of its own: fills a buffer from a byte on.
pub type ReadAt = Box<dyn FnMut(u64, &mut [u8]) -> io::Result<()> + Send>;

/// The file a run writes, as the front end opens it (read and write, at
/// offsets).
pub trait Store {
    /// The file's length in bytes.
    fn size(&mut self) -> io::Result<u64>;
    /// Fills `buf` from byte `at` on.
    fn read_at(&mut self, at: u64, buf: &mut [u8]) -> io::Result<()>;
    /// Writes `bytes` from byte `at` on.
    fn write_at(&mut self, at: u64, bytes: &[u8]) -> io::Result<()>;
    /// Cuts or extends the file to `len` bytes.
    fn set_len(&mut self, len: u64) -> io::Result<()>;
    /// Makes what was written durable.
    fn sync(&mut self) -> io::Result<()>;
    /// A reader of its own (the engine's archive reads the values it let go
    /// with it, on another core).
    fn reader(&self) -> io::Result<ReadAt>;
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

/// The values of the file as the engine reads them back: the header's
/// length and the width (which a run widens from 1 to 2 between its steps).
struct FileArchive {
    read: ReadAt,
    header: u64,
    width: Arc<AtomicUsize>,
}

impl Archive for FileArchive {
    fn read(&mut self, from: usize, to: usize) -> Option<Vec<u16>> {
        let width = self.width.load(Ordering::Relaxed);
        let mut bytes = vec![0; (to - from) * width];
        (self.read)(self.header + (from * width) as u64, &mut bytes).ok()?;
        Some(read_values(&bytes, width))
    }
}

/// What a run tallies of its values as they are written (or read back).
#[derive(Default)]
struct Tally {
    /// The SHA-256 of the values as two bytes each.
    digest: Sha256,
    largest: (u16, usize),
    last_zero: usize,
}

impl Tally {
    fn add(&mut self, from: usize, values: &[u16]) {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.digest.update(&bytes);
        for (k, &v) in values.iter().enumerate() {
            if v >= self.largest.0 {
                self.largest = (v, from + k);
            }
            if v == 0 {
                self.last_zero = from + k;
            }
        }
    }

    fn digest(&self) -> [u8; 32] {
        self.digest.clone().finalize().into()
    }
}

/// Refuses a run to a file of more than [`Limits::take_break_file_values`]
/// values (before anything is written).
pub fn check_len(len: usize, limits: &Limits) -> Result<(), Error> {
    if len > limits.take_break_file_values {
        return Err(Error::limit(format!(
            "{} values are more than a run to a file may compute ({}: two bytes a value on disk)",
            grouped(len as u64),
            grouped(limits.take_break_file_values as u64)
        ))
        .keyed("take_break_file_values"));
    }
    Ok(())
}

/// `game`'s values for heaps 0 to `len` − 1 by the rare/common engine, written
/// to `store`, going on from what it holds when `resume` (a file of a run of
/// the same game) or from heap 0; the header is rewritten (and the file made
/// durable) each time the count doubles and at the end, so a run stopped
/// loses at most half its work, and `progress` hears the count every
/// [`PROGRESS_EVERY`] values. Memory: the engine's `window` (the front ends'
/// [`WINDOW`]), the rest read back from the file as needed. Refused before
/// it starts when `len` is above [`Limits::take_break_file_values`] or below
/// the file's count; a value above 65,535 stops it (the file saved to there).
#[allow(clippy::too_many_arguments)]
pub fn run_file(
    game: &EngineGame,
    len: usize,
    store: &mut dyn Store,
    resume: bool,
    file: &str,
    window: Window,
    limits: &Limits,
    progress: &mut dyn FnMut(usize),
) -> Result<FileRun, Error> {
    check_len(len, limits)?;
    let io = |e: io::Error| Error::new(ErrorKind::Io, format!("{file}: {e}"));
    let label = game.label();
    let mut tally = Tally::default();
    let width = Arc::new(AtomicUsize::new(1));
    let (mut engine, header_len) = if resume {
        resumed(game, len, store, file, window, &mut tally, &width)?
    } else {
        let mut engine = Engine::new(game.moves.clone());
        engine.set_window(Some(window));
        let header = Header::bytes(&label, 1, 0, engine.state(), &tally.digest());
        store.set_len(0).map_err(io)?;
        store.write_at(0, &header).map_err(io)?;
        (engine, header.len() as u64)
    };
    engine.set_archive(Box::new(FileArchive {
        read: store.reader().map_err(io)?,
        header: header_len,
        width: width.clone(),
    }));
    let resumed_from = engine.len();
    let mut written = resumed_from;
    let mut saved_at = resumed_from.max(1 << 16);
    let mut work = Work::unlimited();
    let mut stopped = None;
    // What the header says: the count, state and values' digest last saved.
    let mut header = (written as u64, engine.state(), tally.digest());
    let save =
        |store: &mut dyn Store, width: usize, header: (u64, EngineState, [u8; 32])| -> Result<(), Error> {
            store.sync().map_err(io)?;
            store.write_at(0, &Header::bytes(&label, width, header.0, header.1, &header.2)).map_err(io)?;
            store.sync().map_err(io)
        };
    while engine.len() < len && stopped.is_none() {
        let to = (engine.len() + PROGRESS_EVERY).min(len);
        stopped = engine.run(to, &mut work).err();
        let (start, kept) = engine.kept();
        let new = &kept[written - start..];
        if width.load(Ordering::Relaxed) == 1 && new.iter().any(|&v| v > 255) {
            // Two bytes a value from here: those written widened in place,
            // and the header that counts them saying so.
            widen(store, header_len, written).map_err(io)?;
            width.store(2, Ordering::Relaxed);
            save(store, 2, header)?;
        }
        let w = width.load(Ordering::Relaxed);
        let bytes: Vec<u8> = new.iter().flat_map(|v| v.to_le_bytes()[..w].to_vec()).collect();
        store.write_at(header_len + (written * w) as u64, &bytes).map_err(io)?;
        tally.add(written, new);
        written = engine.len();
        engine.saved_to(written);
        progress(written);
        if written >= 2 * saved_at && written < len {
            saved_at = written;
            header = (written as u64, engine.state(), tally.digest());
            save(store, w, header)?;
        }
    }
    let w = width.load(Ordering::Relaxed);
    save(store, w, (written as u64, engine.state(), tally.digest()))?;
    match stopped {
        Some(Stopped::Wide(n)) => {
            return Err(Error::new(
                ErrorKind::Limit,
                format!(
                    "heap {n}'s value is above 65,535, wider than the engine's values: {file} holds the values before it"
                ),
            ));
        }
        Some(Stopped::Forgotten { heap, needs }) => {
            return Err(Error::new(
                ErrorKind::Io,
                format!(
                    "heap {} needs G({}), which the run no longer keeps in memory and could not read back from {file}: {file} holds the values before it",
                    grouped(heap as u64),
                    grouped(needs as u64)
                ),
            ));
        }
        Some(Stopped::Work) | None => {}
    }
    Ok(FileRun {
        game: game.info.clone(),
        file: file.to_string(),
        count: written as u64,
        width: w as u64,
        resumed_from: resumed_from as u64,
        largest: (tally.largest.0.into(), tally.largest.1 as u64),
        last_zero: tally.last_zero as u64,
        space: engine.space(),
        sparse: engine.sparse_count() as u64,
        last_sparse: engine.sparse_positions().last().map(|&n| n as u64),
    })
}

/// The first `count` values of a file stored a byte each, rewritten in place
/// two bytes each, from the end (so no byte is overwritten before it is read).
fn widen(store: &mut dyn Store, header: u64, count: usize) -> io::Result<()> {
    let mut end = count;
    while end > 0 {
        let start = end.saturating_sub(1 << 20);
        let mut bytes = vec![0; end - start];
        store.read_at(header + start as u64, &mut bytes)?;
        let wide: Vec<u8> = bytes.iter().flat_map(|&b| [b, 0]).collect();
        store.write_at(header + 2 * start as u64, &wide)?;
        end = start;
    }
    Ok(())
}

/// The engine going on from the file `store` holds, its values read once (and
/// tallied, their digest checked), keeping the `window`; and the header's
/// length. A version 1 file is first written again as version 2; bytes past
/// the values the header counts are cut.
fn resumed(
    game: &EngineGame,
    len: usize,
    store: &mut dyn Store,
    file: &str,
    window: Window,
    tally: &mut Tally,
    width: &AtomicUsize,
) -> Result<(Engine, u64), Error> {
    let io = |e: io::Error| Error::new(ErrorKind::Io, format!("{file}: {e}"));
    let input = |e: String| Error::input(format!("{file}: {e}"));
    let label = game.label();
    let mut total = store.size().map_err(io)?;
    let mut head = vec![0; total.min(4096) as usize];
    store.read_at(0, &mut head).map_err(io)?;
    if head.starts_with(MAGIC[0].as_bytes()) {
        let mut bytes = vec![0; total as usize];
        store.read_at(0, &mut bytes).map_err(io)?;
        let old = ValuesFile::parse(&bytes).map_err(input)?;
        let new = old.bytes();
        store.set_len(0).map_err(io)?;
        store.write_at(0, &new).map_err(io)?;
        store.sync().map_err(io)?;
        total = new.len() as u64;
        head = new[..new.len().min(4096)].to_vec();
    }
    let header = Header::parse(&head).map_err(input)?;
    debug_assert_eq!(header.version, 2, "a version 1 file was written again");
    if header.game != label {
        return Err(Error::input(format!("{file} holds the values of {}, not of {label}", header.game)));
    }
    if header.count > len as u64 {
        return Err(Error::usage(format!(
            "{file} holds {} values already, more than the {} asked for",
            grouped(header.count),
            grouped(len as u64)
        )));
    }
    let values = header.count * header.width as u64;
    if total < header.len as u64 + values {
        return Err(input(super::cut(total.saturating_sub(header.len as u64), header.count, header.width)));
    }
    width.store(header.width, Ordering::Relaxed);
    // The values in chunks, each tallied as it is read.
    let (mut at, mut failed) = (0u64, None);
    let mut chunk: Vec<u16> = Vec::new();
    let mut next = 0;
    let reader = std::iter::from_fn(|| {
        if next == chunk.len() {
            if at == header.count || failed.is_some() {
                return None;
            }
            let count = (header.count - at).min(1 << 20);
            let mut bytes = vec![0; (count * header.width as u64) as usize];
            if let Err(e) = store.read_at(header.len as u64 + at * header.width as u64, &mut bytes) {
                failed = Some(e);
                return None;
            }
            chunk = read_values(&bytes, header.width);
            tally.add(at as usize, &chunk);
            at += count;
            next = 0;
        }
        next += 1;
        Some(chunk[next - 1])
    });
    let mut engine =
        Engine::resume_from(game.moves.clone(), header.state, Some(window), reader).map_err(input)?;
    if let Some(e) = failed {
        return Err(io(e));
    }
    header.check(&tally.digest()).map_err(input)?;
    if total > header.len as u64 + values {
        // The values of a run stopped before the header counted them.
        store.set_len(header.len as u64 + values).map_err(io)?;
    }
    engine.saved_to(engine.len());
    Ok((engine, header.len as u64))
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
