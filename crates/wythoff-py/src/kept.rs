//! A game kept in Rust for the Python `Game` that made it: its parameters read
//! and checked once, so that each question after reads only its position (the
//! values behind it are kept by the library itself, for every front end).

use numpy::{IntoPyArray, PyArray1, PyReadonlyArray2};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use wythoff::game::Rule;
use wythoff_answer::Limits;
use wythoff_answer::drawn::HeapTable;
use wythoff_answer::registry::{Game, GameSpec, Shape};

use crate::{detached, numbers, raise, rule, spec_game};

/// A registry game with its parameters and rule, and for a heap game in
/// normal play its values kept for lookups (made at the first question).
#[pyclass(frozen, module = "wythoff._wythoff")]
pub(crate) struct Kept {
    game: Game,
    rule: Rule,
    table: std::sync::OnceLock<Option<HeapTable>>,
    /// The fewest and the most heaps of a position (the game's shape).
    heaps: (usize, usize),
}

/// How many heaps' values a kept game looks up (every heap where its period
/// is proven).
const KEPT_HEAPS: u64 = wythoff_answer::drawn::MAX_HEAP_VALUES;

impl Kept {
    /// The heap game's values, made once (None for any other game, or in
    /// misère play, or where they cannot be made at the default limits).
    fn table(&self, py: Python<'_>) -> PyResult<Option<&HeapTable>> {
        if let Some(table) = self.table.get() {
            return Ok(table.as_ref());
        }
        let useful = self.rule == Rule::Normal && self.game.entry().heap_game();
        let made = if useful {
            detached(py, || HeapTable::of(&self.game, KEPT_HEAPS, &Limits::default()).ok())?
        } else {
            None
        };
        Ok(self.table.get_or_init(|| made).as_ref())
    }

    /// The outcome by the kept values, where the game has a position of
    /// this many heaps and the values answer every heap.
    fn looked_up(&self, py: Python<'_>, heaps: &[u64]) -> PyResult<Option<bool>> {
        if !self.fits(heaps.len()) {
            return Ok(None);
        }
        Ok(self.table(py)?.and_then(|table| table.is_p(heaps)))
    }

    /// Does a position of the game have `n` heaps?
    fn fits(&self, n: usize) -> bool {
        (self.heaps.0..=self.heaps.1).contains(&n)
    }
}

#[pymethods]
impl Kept {
    #[new]
    fn new(name: &str, parameters: &Bound<'_, PyDict>, misere: bool) -> PyResult<Kept> {
        let game = spec_game(name, parameters, &Limits::default())?;
        let heaps = match game.entry().shape {
            Shape::Named(keys) => (keys.len(), keys.len()),
            Shape::List { min, max, .. } => (min, max.unwrap_or(Limits::default().max_heaps)),
            Shape::HeapAndLimit { .. } => (1, 0),
        };
        Ok(Kept { game, rule: rule(misere), table: std::sync::OnceLock::new(), heaps })
    }

    /// `"P"` or `"N"` for the position at the default limits, without the
    /// answer's reason or moves; None where the position is not one this game
    /// answers at them (the whole answer then says why, in its own words).
    fn outcome(&self, py: Python<'_>, position: &Bound<'_, PyAny>) -> PyResult<Option<&'static str>> {
        // A heap game: a lookup a heap, where the position is a list of
        // machine words (a bool or a negative number takes the path below,
        // which names it).
        if let Some(heaps) = exact_words(position)
            && let Some(p) = self.looked_up(py, &heaps)?
        {
            return Ok(Some(if p { "P" } else { "N" }));
        }
        let limits = Limits::default();
        let Ok(position) = numbers(position, |i| format!("position[{i}]"), &limits) else { return Ok(None) };
        let Ok(spec) = GameSpec::new(self.game.clone(), self.rule, position, &limits) else {
            return Ok(None);
        };
        Ok(detached(py, || spec.outcome(&limits))?.ok().map(|o| o.as_str()))
    }

    /// Whether each row of `positions` (an (n, k) array of machine words, a
    /// position a row) is a P-position, at the given limits: one call for
    /// them all, without the GIL. The first row the game does not answer is
    /// the error, named by its row.
    fn is_p_rows<'py>(
        &self,
        py: Python<'py>,
        positions: PyReadonlyArray2<'py, u64>,
        limits: Option<&Bound<'py, pyo3::types::PyDict>>,
    ) -> PyResult<Bound<'py, PyArray1<bool>>> {
        let given = limits.is_some_and(|l| !l.is_empty());
        let limits = crate::limits(limits)?;
        let view = positions.as_array();
        let rows: Vec<Vec<u64>> = view.rows().into_iter().map(|r| r.to_vec()).collect();
        let table = if given { None } else { self.table(py)? };
        let answered = detached(py, || {
            rows.iter()
                .enumerate()
                .map(|(i, row)| {
                    if let Some(p) = table.filter(|_| self.fits(row.len())).and_then(|t| t.is_p(row)) {
                        return Ok(p);
                    }
                    let position = row.iter().map(|&n| n.into()).collect();
                    GameSpec::new(self.game.clone(), self.rule, position, &limits)
                        .and_then(|spec| spec.outcome(&limits))
                        .map(|o| o == wythoff::game::Outcome::P)
                        .map_err(|e| wythoff_answer::Error {
                            message: format!("positions[{i}]: {}", e.message),
                            ..e
                        })
                })
                .collect::<Result<Vec<bool>, _>>()
        })?
        .map_err(raise)?;
        Ok(answered.into_pyarray(py))
    }

    /// The Grundy value of each row of `positions` (as `is_p_rows` takes
    /// them), where the game knows it: one call for them all, without the
    /// GIL. The first row without one (or past 64 bits) is the error.
    fn grundy_rows<'py>(
        &self,
        py: Python<'py>,
        positions: PyReadonlyArray2<'py, u64>,
        limits: Option<&Bound<'py, pyo3::types::PyDict>>,
    ) -> PyResult<Bound<'py, PyArray1<u64>>> {
        let limits = crate::limits(limits)?;
        let view = positions.as_array();
        let rows: Vec<Vec<u64>> = view.rows().into_iter().map(|r| r.to_vec()).collect();
        let name = self.game.name();
        let answered = detached(py, || {
            rows.iter()
                .enumerate()
                .map(|(i, row)| {
                    let at =
                        |message: String| wythoff_answer::Error::usage(format!("positions[{i}]: {message}"));
                    let position = row.iter().map(|&n| n.into()).collect();
                    let g = GameSpec::new(self.game.clone(), self.rule, position, &limits)
                        .and_then(|spec| spec.grundy(&limits))
                        .map_err(|e| wythoff_answer::Error {
                            message: format!("positions[{i}]: {}", e.message),
                            ..e
                        })?;
                    match g {
                        Some(g) => u64::try_from(&g).map_err(|_| at(format!("G = {g} is past 64 bits"))),
                        None if self.rule == Rule::Misere => {
                            Err(at("Grundy values are of normal play; this game is misère".into()))
                        }
                        None => Err(at(format!("{name} knows no Grundy value here without a search"))),
                    }
                })
                .collect::<Result<Vec<u64>, _>>()
        })?
        .map_err(raise)?;
        Ok(answered.into_pyarray(py))
    }
}

/// A list of Python ints (exactly: not bools) that fit machine words, as
/// those words; None for anything else.
fn exact_words(position: &Bound<'_, PyAny>) -> Option<Vec<u64>> {
    let list = position.cast::<pyo3::types::PyList>().ok()?;
    list.iter()
        .map(|x| if x.is_exact_instance_of::<pyo3::types::PyInt>() { x.extract::<u64>().ok() } else { None })
        .collect()
}
