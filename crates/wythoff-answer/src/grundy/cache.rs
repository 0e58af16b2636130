//! The cache of proven Grundy rows: kept in memory for the process (shared by
//! the cache's clones), and from [`DISK_FROM`] rows on in files, read where
//! that saves work and checked whenever read.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use serde::Serialize;
use wythoff::wythoff_grundy::{CertifiedRows, STORED_VERSION, certify};

#[cfg(doc)]
use crate::Limits;

/// Proven rows are read from disk and written there from this many rows on:
/// below it, proving them again is quicker than reading and checking a file
/// (bench/RESULTS.md, "The rows cache").
pub const DISK_FROM: usize = 20;

/// Proven rows kept in memory and on disk. In memory: the most rows proven or
/// read so far through this cache or any clone of it (one set of rows, the
/// largest: every query for fewer rows is answered from it, so a process reads
/// the disk at most once for each larger set it needs; its size is bounded by
/// [`Limits::grundy_period_rows`], about 9.4 MB at 100 rows). On disk: one file
/// per number of rows, named `wythoff-grundy-rows-v<version>-<A>.bin`, written
/// whole (to a temporary name, then renamed) and checked when read
/// ([`CertifiedRows::from_bytes`]); read and written only from
/// [`DISK_FROM`] rows on, where reading and checking a file is quicker than
/// proving the rows again.
#[derive(Clone, Default)]
pub struct RowsCache {
    dir: Option<PathBuf>,
    kept: Arc<Mutex<Option<Arc<CertifiedRows>>>>,
}

impl PartialEq for RowsCache {
    /// Two caches are alike when they keep their files in one place.
    fn eq(&self, other: &RowsCache) -> bool {
        self.dir == other.dir
    }
}

impl Eq for RowsCache {}

impl std::fmt::Debug for RowsCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RowsCache").field("dir", &self.dir).field("kept_rows", &self.kept_rows()).finish()
    }
}

/// What a cache holds, for `cache_info` in the front ends.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct CacheInfo {
    /// The directory of its files (None: no disk cache).
    pub dir: Option<PathBuf>,
    /// How many files of proven rows it holds, and their bytes.
    pub files: usize,
    /// Their bytes on disk.
    pub bytes: u64,
    /// The rows kept in memory (0..=this), if any.
    pub kept_rows: Option<usize>,
    /// Their bytes in memory.
    pub kept_bytes: usize,
}

impl RowsCache {
    /// No disk cache: rows are proven, and kept in memory only.
    pub fn none() -> RowsCache {
        RowsCache::default()
    }

    /// A cache in `dir` (created when first written).
    pub fn at(dir: impl Into<PathBuf>) -> RowsCache {
        RowsCache { dir: Some(dir.into()), kept: Arc::default() }
    }

    /// The documented place: `$WYTHOFF_CACHE_DIR`, else `$XDG_CACHE_HOME/wythoff`,
    /// else `$HOME/.cache/wythoff`; none if none of them is set, or if
    /// `$WYTHOFF_CACHE_DIR` is `off`.
    pub fn default_dir() -> Option<PathBuf> {
        let var = |name| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
        match var("WYTHOFF_CACHE_DIR") {
            Some(dir) if dir.as_os_str() == "off" => None,
            Some(dir) => Some(dir),
            None => var("XDG_CACHE_HOME")
                .map(|d| d.join("wythoff"))
                .or_else(|| var("HOME").map(|d| d.join(".cache").join("wythoff"))),
        }
    }

    /// The cache at the documented place ([`default_dir`](Self::default_dir)),
    /// or none where it has no place.
    pub fn at_default_dir() -> RowsCache {
        RowsCache::default_dir().map_or_else(RowsCache::none, RowsCache::at)
    }

    /// The rows kept in memory: 0..=this.
    pub fn kept_rows(&self) -> Option<usize> {
        self.kept().map(|rows| rows.proof.max_row)
    }

    fn kept(&self) -> Option<Arc<CertifiedRows>> {
        self.kept.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Keeps `rows` in memory if they are more than those kept.
    fn keep(&self, rows: &Arc<CertifiedRows>) {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        if kept.as_ref().is_none_or(|k| k.proof.max_row < rows.proof.max_row) {
            *kept = Some(Arc::clone(rows));
        }
    }

    /// What the cache holds: its files and the rows in memory.
    pub fn info(&self) -> CacheInfo {
        let files = self.files();
        let kept = self.kept();
        CacheInfo {
            dir: self.dir.clone(),
            files: files.len(),
            bytes: files.iter().map(|(_, _, bytes)| bytes).sum(),
            kept_rows: kept.as_ref().map(|k| k.proof.max_row),
            kept_bytes: kept.as_ref().map_or(0, |k| k.memory_bytes()),
        }
    }

    /// Forgets the rows in memory and, with `files`, removes the cache's files
    /// (only its own: `wythoff-grundy-rows-v<version>-*.bin`): how many were
    /// removed; a file that could not be removed is an error.
    pub fn clear(&self, files: bool) -> io::Result<usize> {
        *self.kept.lock().unwrap_or_else(|e| e.into_inner()) = None;
        let mut removed = 0;
        for (_, path, _) in if files { self.files() } else { Vec::new() } {
            fs::remove_file(&path)?;
            removed += 1;
        }
        Ok(removed)
    }

    /// The cache's files of this version: (rows, path, bytes), by rows.
    fn files(&self) -> Vec<(usize, PathBuf, u64)> {
        let Some(dir) = self.dir.as_ref() else { return Vec::new() };
        let prefix = format!("wythoff-grundy-rows-v{STORED_VERSION}-");
        let Ok(entries) = fs::read_dir(dir) else { return Vec::new() };
        let mut files: Vec<(usize, PathBuf, u64)> = entries
            .filter_map(|entry| {
                let entry = entry.ok()?;
                let path = entry.path();
                let name = path.file_name()?.to_str()?;
                let count: usize = name.strip_prefix(&prefix)?.strip_suffix(".bin")?.parse().ok()?;
                Some((count, path, entry.metadata().ok()?.len()))
            })
            .collect();
        files.sort();
        files
    }

    /// The directory, if there is a cache.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    fn file(dir: &Path, rows: usize) -> PathBuf {
        dir.join(format!("wythoff-grundy-rows-v{STORED_VERSION}-{rows}.bin"))
    }

    /// Proven rows covering rows 0..=`rows`: those kept in memory if they
    /// cover them, else the file with the fewest rows that covers them, has
    /// at most half as many rows again (reading and checking a larger one
    /// costs more than proving these: bench/RESULTS.md, "The rows cache") and
    /// passes its checks (then kept). A file that fails them is reported
    /// through `warn` and left to be overwritten.
    pub fn load(&self, rows: usize, warn: &mut dyn FnMut(String)) -> Option<Arc<CertifiedRows>> {
        if let Some(kept) = self.kept().filter(|k| k.proof.max_row >= rows) {
            return Some(kept);
        }
        let stored = self.load_where(|count| count >= rows && count <= rows + rows / 2, warn)?;
        self.keep(&stored);
        Some(stored)
    }

    /// Proven rows 0..=`rows` exactly, where the cache holds them (their proof
    /// is the one `grundy rows` prints).
    pub fn load_exactly(&self, rows: usize, warn: &mut dyn FnMut(String)) -> Option<Arc<CertifiedRows>> {
        if let Some(kept) = self.kept().filter(|k| k.proof.max_row == rows) {
            return Some(kept);
        }
        self.load_where(|count| count == rows, warn)
    }

    /// The stored rows of the fewest rows whose count `fits`, that pass their
    /// checks.
    fn load_where(
        &self,
        fits: impl Fn(usize) -> bool,
        warn: &mut dyn FnMut(String),
    ) -> Option<Arc<CertifiedRows>> {
        for (_, path, _) in self.files().into_iter().filter(|(count, _, _)| fits(*count)) {
            let Ok(bytes) = fs::read(&path) else { continue };
            match CertifiedRows::from_bytes(&bytes) {
                Ok(stored) => return Some(Arc::new(stored)),
                Err(e) => warn(format!(
                    "the cached rows {} were refused ({e}); computing them again",
                    path.display()
                )),
            }
        }
        None
    }

    /// Rows 0..=`row` proven: those kept in memory where they cover them; else,
    /// from [`DISK_FROM`] rows on, read from disk where a file holds them; else
    /// proven (`progress(column)` reporting) and, from [`DISK_FROM`] rows on,
    /// stored. The rows are then kept in memory. Notes on the disk cache (a
    /// refused file, a failed write) go to `warn`.
    pub fn proven(
        &self,
        row: usize,
        progress: &mut dyn FnMut(u64),
        warn: &mut dyn FnMut(String),
    ) -> Arc<CertifiedRows> {
        // (`load` asks the rows kept in memory first, then the files.)
        let found = if row >= DISK_FROM {
            self.load(row, warn)
        } else {
            self.kept().filter(|k| k.proof.max_row >= row)
        };
        if let Some(rows) = found {
            return rows;
        }
        let rows = Arc::new(certify(row, progress));
        if row >= DISK_FROM
            && let Err(e) = self.store(&rows)
        {
            warn(format!("the proven rows could not be cached: {e}"));
        }
        self.keep(&rows);
        rows
    }

    /// Writes proven rows (a temporary file, then renamed, so that a reader never
    /// sees half a file).
    pub fn store(&self, rows: &CertifiedRows) -> io::Result<()> {
        let Some(dir) = self.dir.as_ref() else { return Ok(()) };
        fs::create_dir_all(dir)?;
        let path = Self::file(dir, rows.proof.max_row);
        let temporary = path.with_extension(format!("tmp{}", std::process::id()));
        fs::write(&temporary, rows.to_bytes())?;
        fs::rename(&temporary, &path).inspect_err(|_| {
            let _ = fs::remove_file(&temporary);
        })
    }
}
