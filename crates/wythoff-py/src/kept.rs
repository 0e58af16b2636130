//! A game kept in Rust for the Python `Game` that made it: its parameters read
//! and checked once, so that each question after reads only its position (the
//! values behind it are kept by the library itself, for every front end).

use numpy::{IntoPyArray, PyArray1, PyReadonlyArray2};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use wythoff::game::Rule;
use wythoff_answer::Limits;
use wythoff_answer::registry::{Game, GameSpec};

use crate::{detached, numbers, raise, rule, spec_game};

/// A registry game with its parameters and rule.
#[pyclass(frozen, module = "wythoff._wythoff")]
pub(crate) struct Kept {
    game: Game,
    rule: Rule,
}

#[pymethods]
impl Kept {
    #[new]
    fn new(name: &str, parameters: &Bound<'_, PyDict>, misere: bool) -> PyResult<Kept> {
        let game = spec_game(name, parameters, &Limits::default())?;
        Ok(Kept { game, rule: rule(misere) })
    }

    /// `"P"` or `"N"` for the position at the default limits, without the
    /// answer's reason or moves; None where the position is not one this game
    /// answers at them (the whole answer then says why, in its own words).
    fn outcome(&self, py: Python<'_>, position: &Bound<'_, PyAny>) -> PyResult<Option<&'static str>> {
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
        let limits = crate::limits(limits)?;
        let view = positions.as_array();
        let rows: Vec<Vec<u64>> = view.rows().into_iter().map(|r| r.to_vec()).collect();
        let answered = detached(py, || {
            rows.iter()
                .enumerate()
                .map(|(i, row)| {
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
