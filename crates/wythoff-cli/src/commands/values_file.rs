//! `sequence N --out FILE` and `--resume FILE` of a game the rare/common engine
//! computes: the run to a values file ([`wythoff_answer::values_file`]), the
//! files read and written here, a progress bar on a terminal.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use wythoff_answer::limits::grouped;
use wythoff_answer::values_file::{EngineGame, FileRun, ValuesFile, WriteFile, run_file};
use wythoff_answer::{Error, ErrorKind, Limits};

/// Runs `game` to `n` values, from the file `resume` if given, saving to
/// `target` (written beside it and renamed, so a run stopped mid-write leaves
/// the last whole file).
pub fn run(
    game: &EngineGame,
    n: u64,
    resume: Option<&PathBuf>,
    target: &Path,
    limits: &Limits,
) -> Result<FileRun, Error> {
    let name = target.display().to_string();
    let io = |path: &Path, e: std::io::Error| Error::new(ErrorKind::Io, format!("{}: {e}", path.display()));
    let from = match resume {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| io(path, e))?;
            Some(ValuesFile::parse(&bytes).map_err(|e| Error::input(format!("{}: {e}", path.display())))?)
        }
        None => None,
    };
    let n = usize::try_from(n).unwrap_or(usize::MAX);
    let mut part = target.as_os_str().to_owned();
    part.push(".part");
    let part = PathBuf::from(part);
    let mut save = |write: &WriteFile| -> Result<(), Error> {
        let file = std::fs::File::create(&part).map_err(|e| io(&part, e))?;
        let mut out = std::io::BufWriter::with_capacity(1 << 20, file);
        write(&mut out).and_then(|()| out.flush()).map_err(|e| io(&part, e))?;
        std::fs::rename(&part, target).map_err(|e| io(target, e))
    };
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
    let answer = run_file(game, n, from, &name, limits, &mut save, &mut progress);
    if terminal {
        eprintln!();
    }
    answer
}
