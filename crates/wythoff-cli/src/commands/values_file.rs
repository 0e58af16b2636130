//! `sequence N --out FILE` and `--resume FILE` of a game the rare/common engine
//! computes: the run to a values file ([`wythoff_answer::values_file`]) on the
//! file opened here, a progress line on a terminal.

use std::fs::{File, OpenOptions};
use std::io::{self, IsTerminal, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use wythoff_answer::limits::grouped;
use wythoff_answer::values_file::{EngineGame, FileRun, ReadAt, Store, WINDOW, check_len, run_file};
use wythoff_answer::{Error, ErrorKind, Limits};

/// A values file on disk.
struct OnDisk {
    file: File,
    path: PathBuf,
}

impl Store for OnDisk {
    fn size(&mut self) -> io::Result<u64> {
        Ok(self.file.metadata()?.len())
    }
    fn read_at(&mut self, at: u64, buf: &mut [u8]) -> io::Result<()> {
        self.file.seek(SeekFrom::Start(at))?;
        self.file.read_exact(buf)
    }
    fn write_at(&mut self, at: u64, bytes: &[u8]) -> io::Result<()> {
        self.file.seek(SeekFrom::Start(at))?;
        self.file.write_all(bytes)
    }
    fn set_len(&mut self, len: u64) -> io::Result<()> {
        self.file.set_len(len)
    }
    fn sync(&mut self) -> io::Result<()> {
        self.file.sync_data()
    }
    fn reader(&self) -> io::Result<ReadAt> {
        // A handle of its own: its reads move no other handle's position.
        let mut file = File::open(&self.path)?;
        Ok(Box::new(move |at, buf| {
            file.seek(SeekFrom::Start(at))?;
            file.read_exact(buf)
        }))
    }
}

/// Runs `game` to `n` values in `target`, going on from `resume` if given
/// (copied to `target` first when they differ).
pub fn run(
    game: &EngineGame,
    n: u64,
    resume: Option<&PathBuf>,
    target: &Path,
    limits: &Limits,
) -> Result<FileRun, Error> {
    let name = target.display().to_string();
    let io = |path: &Path, e: io::Error| Error::new(ErrorKind::Io, format!("{}: {e}", path.display()));
    let n = usize::try_from(n).unwrap_or(usize::MAX);
    // Refused before any file is touched.
    check_len(n, limits)?;
    if let Some(from) = resume {
        std::fs::metadata(from).map_err(|e| io(from, e))?;
        if !same_file(from, target) {
            std::fs::copy(from, target).map_err(|e| io(target, e))?;
        }
    }
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(resume.is_none())
        .truncate(false)
        .open(target)
        .map_err(|e| io(target, e))?;
    let mut store = OnDisk { file, path: target.to_path_buf() };
    // On a terminal, a line redrawn as the run goes.
    let terminal = std::io::stderr().is_terminal();
    let start = Instant::now();
    let label = game.label();
    let mut progress = |done: usize| {
        if terminal {
            let rate = done as f64 / start.elapsed().as_secs_f64().max(1e-9);
            eprint!(
                "\r{label}: {} of {} values ({:.1}%), {} values/s   ",
                grouped(done as u64),
                grouped(n as u64),
                100.0 * done as f64 / n.max(1) as f64,
                grouped(rate as u64)
            );
        }
    };
    let answer = run_file(game, n, &mut store, resume.is_some(), &name, WINDOW, limits, &mut progress);
    if terminal {
        eprintln!();
    }
    answer
}

/// Do two paths name one file?
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
