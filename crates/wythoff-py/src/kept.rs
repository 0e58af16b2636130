//! A game kept in Rust for the Python `Game` that made it: its parameters read
//! and checked once, so that each question after reads only its position (the
//! values behind it are kept by the library itself, for every front end).

use pyo3::prelude::*;
use pyo3::types::PyDict;
use wythoff::game::Rule;
use wythoff_answer::Limits;
use wythoff_answer::registry::{Game, GameSpec};

use crate::{detached, numbers, rule, spec_game};

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
}
