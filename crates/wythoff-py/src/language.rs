//! The language of the answers' words, for Python: the process's
//! (`set_language`), or one answer's (`lang=` where it becomes text).

use pyo3::prelude::*;
use wythoff_answer::words::Lang;

/// The language a tag names (None: the process's), or Python's `ValueError`
/// naming the keyword.
pub(crate) fn of(tag: Option<&str>) -> PyResult<Lang> {
    let Some(tag) = tag else { return Ok(Lang::current()) };
    Lang::parse(tag).ok_or_else(|| {
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
        pyo3::exceptions::PyValueError::new_err(format!(
            "lang: no answers are written in {tag:?}; the languages are {}",
            known.join(", ")
        ))
    })
}

/// Sets the language of every answer's words from now on, process-wide:
/// `"en"` or `"zh-CN"` (as `wythoff --lang`).
#[pyfunction]
pub(crate) fn set_language(lang: &str) -> PyResult<()> {
    of(Some(lang))?.set_for_process();
    Ok(())
}

/// The language answers are written in: `"en"` or `"zh-CN"`.
#[pyfunction]
pub(crate) fn language() -> &'static str {
    Lang::current().tag()
}
