//! Values files read back, refused when changed or cut; runs to a file
//! resumed, widened, cut short by a stop, and from a version 1 file.
use std::io;
use std::sync::{Arc, Mutex};

use wythoff::octal::Work;
use wythoff::rare_common::Window;

use super::*;

fn grundy(len: usize) -> Engine {
    let mut e = Engine::new(HeapMoves::grundys_game());
    e.run(len, &mut Work::unlimited()).unwrap();
    e
}

fn officers(len: usize) -> Engine {
    let mut e = Engine::new("0.6".parse::<wythoff::octal::OctalCode>().unwrap().engine_moves());
    e.run(len, &mut Work::unlimited()).unwrap();
    e
}

#[test]
fn a_file_reads_back_and_a_changed_one_is_refused() {
    // 0.6 to 20,000 reaches values above 255 (284 at 18,855): two bytes a value.
    let officers = officers(20_000);
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

/// A file in memory, shared with its reader.
#[derive(Clone, Default)]
struct Memory(Arc<Mutex<Vec<u8>>>);

impl Store for Memory {
    fn size(&mut self) -> io::Result<u64> {
        Ok(self.0.lock().unwrap().len() as u64)
    }
    fn read_at(&mut self, at: u64, buf: &mut [u8]) -> io::Result<()> {
        let bytes = self.0.lock().unwrap();
        let from = at as usize;
        let got = bytes.get(from..from + buf.len()).ok_or(io::ErrorKind::UnexpectedEof)?;
        buf.copy_from_slice(got);
        Ok(())
    }
    fn write_at(&mut self, at: u64, data: &[u8]) -> io::Result<()> {
        let mut bytes = self.0.lock().unwrap();
        let end = at as usize + data.len();
        if bytes.len() < end {
            bytes.resize(end, 0);
        }
        bytes[at as usize..end].copy_from_slice(data);
        Ok(())
    }
    fn set_len(&mut self, len: u64) -> io::Result<()> {
        self.0.lock().unwrap().resize(len as usize, 0);
        Ok(())
    }
    fn sync(&mut self) -> io::Result<()> {
        Ok(())
    }
    fn reader(&self) -> io::Result<ReadAt> {
        let mut file = self.clone();
        Ok(Box::new(move |at, buf| file.read_at(at, buf)))
    }
}

impl Memory {
    fn bytes(&self) -> Vec<u8> {
        self.0.lock().unwrap().clone()
    }
}

fn game(code: Option<&str>) -> EngineGame {
    match code {
        None => EngineGame {
            info: GameInfo { name: "grundys_game", rule: wythoff::Rule::Normal, parameters: vec![] },
            moves: HeapMoves::grundys_game(),
        },
        Some(code) => EngineGame {
            info: GameInfo {
                name: "octal",
                rule: wythoff::Rule::Normal,
                parameters: vec![("code", Parameter::Text(code.to_string()))],
            },
            moves: code.parse::<wythoff::octal::OctalCode>().unwrap().engine_moves(),
        },
    }
}

/// Runs `game` to `len` in `file` (resuming what it holds if `resume`),
/// keeping the first 4,096 values and the last 131,072 (Grundy's game's
/// sparse heaps end at 82,860; its long scans and its choices of space at
/// 2^18 and 2^19 read the file back).
fn run(
    game: &EngineGame,
    len: usize,
    file: &mut Memory,
    resume: bool,
    limits: &Limits,
) -> Result<FileRun, Error> {
    let window = Window { first: 1 << 12, last: 1 << 17 };
    run_file(game, len, file, resume, "g.values", window, limits, &mut |_| {})
}

#[test]
fn a_run_resumed_from_its_file_is_the_run_uninterrupted() {
    let limits = Limits::default();
    let g = game(None);
    let mut whole = Memory::default();
    let answer = run(&g, 600_000, &mut whole, false, &limits).unwrap();
    assert_eq!(
        (answer.count, answer.width, answer.sparse, answer.last_sparse),
        (600_000, 1, 1273, Some(82_860))
    );
    let expected = ValuesFile::of("grundys_game", &grundy(600_000));
    assert_eq!(ValuesFile::parse(&whole.bytes()).unwrap(), expected);
    assert!(whole.bytes() == expected.bytes(), "the file is the values' file, byte for byte");
    // Stopped at 77,777 and resumed: the same file.
    let mut part = Memory::default();
    run(&g, 77_777, &mut part, false, &limits).unwrap();
    let again = run(&g, 600_000, &mut part, true, &limits).unwrap();
    assert_eq!(again.resumed_from, 77_777);
    assert_eq!((again.largest, again.last_zero), (answer.largest, answer.last_zero));
    assert!(part.bytes() == whole.bytes(), "the files differ");
    // A run stopped after writing values its header does not count yet: those
    // bytes are let go, and the same file at the end.
    let mut stopped = Memory::default();
    run(&g, 100_000, &mut stopped, false, &limits).unwrap();
    let junk: Vec<u8> = (0..5000u32).map(|k| (k % 7) as u8).collect();
    let end = stopped.size().unwrap();
    stopped.write_at(end, &junk).unwrap();
    run(&g, 600_000, &mut stopped, true, &limits).unwrap();
    assert!(stopped.bytes() == whole.bytes(), "the files differ");
    // A version 1 file (an earlier run's) goes on as version 2.
    let mut old = Memory::default();
    let v1 = version_1("grundys_game", &grundy(50_000));
    old.write_at(0, &v1).unwrap();
    run(&g, 600_000, &mut old, true, &limits).unwrap();
    assert!(old.bytes() == whole.bytes(), "the files differ");
    // Another game's file, one longer than asked, a run past the limit, a
    // changed or cut file: refused before anything is written.
    let other = run(&game(Some("0.6")), 400_000, &mut part.clone(), true, &limits).unwrap_err();
    assert!(other.message.contains("not of octal 0.6"), "{}", other.message);
    let longer = run(&g, 1000, &mut part.clone(), true, &limits).unwrap_err();
    assert!(longer.message.contains("more than the 1,000 asked for"), "{}", longer.message);
    let small = Limits { take_break_file_values: 1000, ..Limits::default() };
    let mut empty = Memory::default();
    let refused = run(&g, 1001, &mut empty, false, &small).unwrap_err();
    assert_eq!((refused.key, empty.bytes().len()), (Some("take_break_file_values"), 0));
    let mut changed = Memory::default();
    let mut bytes = whole.bytes();
    let k = bytes.len() - 1000;
    bytes[k] ^= 4;
    changed.write_at(0, &bytes).unwrap();
    let refused = run(&g, 700_000, &mut changed, true, &limits).unwrap_err();
    assert!(refused.message.contains("the checksum does not match"), "{}", refused.message);
    let mut cut = Memory::default();
    cut.write_at(0, &whole.bytes()[..whole.bytes().len() - 1]).unwrap();
    let refused = run(&g, 700_000, &mut cut, true, &limits).unwrap_err();
    assert!(refused.message.contains("cut short"), "{}", refused.message);
}

#[test]
fn a_run_widens_its_file_when_a_value_passes_255() {
    // Officers' values pass 255 at 18,855: the file written a byte a value
    // to there is widened in place, and is the two-byte file of the values;
    // resumed from a stop on either side of the widening, the same file.
    let limits = Limits::default();
    let g = game(Some("0.6"));
    let mut whole = Memory::default();
    let answer = run(&g, 300_000, &mut whole, false, &limits).unwrap();
    assert_eq!(answer.width, 2);
    assert!(whole.bytes() == ValuesFile::of("octal 0.6", &officers(300_000)).bytes(), "the files differ");
    for stop in [10_000, 270_000] {
        let mut part = Memory::default();
        run(&g, stop, &mut part, false, &limits).unwrap();
        run(&g, 300_000, &mut part, true, &limits).unwrap();
        assert!(part.bytes() == whole.bytes(), "stopped at {stop}: the files differ");
    }
}

/// A version 1 file of `engine`'s values, as the previous release wrote it.
fn version_1(game: &str, engine: &Engine) -> Vec<u8> {
    let (values, s) = (engine.values(), engine.state());
    let header = format!(
        "{}\ngame {game}\nwidth 1\ncount {}\nengine mask {} domain {} flip {} fixed {} chosen {} below {} since {}\n",
        MAGIC[0],
        values.len(),
        s.space.mask,
        u8::from(s.space.domain),
        u8::from(s.space.flip),
        u8::from(s.fixed),
        s.chosen_at,
        s.below_candidate,
        s.below_since_choice,
    );
    let bytes: Vec<u8> = values.iter().map(|&v| v as u8).collect();
    let sum = Sha256::new().chain_update(header.as_bytes()).chain_update(&bytes).finalize();
    let mut file = format!("{header}sha256 {}\n\n", hex(&sum)).into_bytes();
    file.extend(bytes);
    file
}
