//! The rows cache the package shares: one per process, so that rows proven or
//! read once are kept in memory for every later call (the command's cache, at
//! its documented place, or where `set_cache_dir` puts it; `None`: no files).

use std::path::PathBuf;
use std::sync::{LazyLock, Mutex};

use pyo3::prelude::*;
use pyo3::types::PyDict;
use wythoff_answer::grundy::RowsCache;

static CACHE: LazyLock<Mutex<RowsCache>> = LazyLock::new(|| Mutex::new(RowsCache::at_default_dir()));

/// The process's cache (a clone shares what it keeps in memory).
pub(crate) fn rows_cache() -> RowsCache {
    CACHE.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// What the cache holds: `dir` (None: no files), `files` and `bytes` on disk,
/// `kept_rows` and `kept_bytes` in memory.
#[pyfunction]
pub(crate) fn cache_info(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let info = rows_cache().info();
    let dict = PyDict::new(py);
    dict.set_item("dir", info.dir.map(|d| d.display().to_string()))?;
    dict.set_item("files", info.files)?;
    dict.set_item("bytes", info.bytes)?;
    dict.set_item("kept_rows", info.kept_rows)?;
    dict.set_item("kept_bytes", info.kept_bytes)?;
    Ok(dict)
}

/// Forgets the rows kept in memory and, with `files`, removes the cache's
/// files: how many were removed.
#[pyfunction]
#[pyo3(signature = (files=true))]
pub(crate) fn cache_clear(files: bool) -> PyResult<usize> {
    rows_cache().clear(files).map_err(|e| crate::IoError::new_err(format!("cache_clear: {e}")))
}

/// Puts the cache's files in `dir`, or keeps no files (None); what was kept
/// in memory is forgotten.
#[pyfunction]
#[pyo3(signature = (dir))]
pub(crate) fn set_cache_dir(dir: Option<PathBuf>) {
    *CACHE.lock().unwrap_or_else(|e| e.into_inner()) = dir.map_or_else(RowsCache::none, RowsCache::at);
}
