//! What the pictures draw, as NumPy arrays, and the pictures themselves, for
//! every game of the registry that has them (`wythoff_answer::drawn`): a
//! two-pile game's square of Grundy values, a heap game's values with its
//! period.

use numpy::{IntoPyArray, PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use wythoff_answer::drawn::{GrundySquare, HeapValues};

use crate::{count, detached, limits, raise, spec_game};

/// An error about the picture's size, named by the keyword `keyword`.
fn keyed(e: wythoff_answer::Error, keyword: &str) -> PyErr {
    let message = match e.message.strip_prefix("size:") {
        Some(rest) => format!("{keyword}:{rest}"),
        None => e.message,
    };
    raise(wythoff_answer::Error { message, ..e })
}

/// A two-pile game's G(x, y) for x, y below `n`: an (n, n) `uint32` array,
/// and the game's title.
#[pyfunction]
pub(crate) fn grundy_square<'py>(
    py: Python<'py>,
    name: &str,
    parameters: &Bound<'py, PyDict>,
    n: &Bound<'py, PyAny>,
) -> PyResult<(Bound<'py, PyArray2<u32>>, String)> {
    let game = spec_game(name, parameters, &wythoff_answer::Limits::default())?;
    let n = usize::try_from(count(n, "n")?).unwrap_or(usize::MAX);
    let square = detached(py, || GrundySquare::of(&game, n))?.map_err(|e| keyed(e, "n"))?;
    let array = square.values.into_pyarray(py).reshape([n, n])?;
    Ok((array, square.title))
}

/// A heap game's G(0..count) as a `uint64` array, its (preperiod, period)
/// where proven, and its title.
#[pyfunction]
#[pyo3(signature = (name, parameters, count, limits=None))]
#[allow(clippy::type_complexity)]
pub(crate) fn heap_values<'py>(
    py: Python<'py>,
    name: &str,
    parameters: &Bound<'py, PyDict>,
    count: &Bound<'py, PyAny>,
    limits: Option<&Bound<'py, PyDict>>,
) -> PyResult<(Bound<'py, PyArray1<u64>>, Option<(u64, u64)>, String)> {
    let limits = self::limits(limits)?;
    let game = spec_game(name, parameters, &limits)?;
    let count = crate::count(count, "count")?;
    let values = detached(py, || HeapValues::of(&game, count, &limits))?.map_err(|e| keyed(e, "count"))?;
    Ok((values.values.into_pyarray(py), values.period, values.title))
}

/// The game's picture as SVG, with what it shows: a two-pile game's heat map
/// of side `size`, or a heap game's values of heaps below `size`.
#[pyfunction]
#[pyo3(signature = (name, parameters, size, limits=None))]
pub(crate) fn picture_svg(
    py: Python<'_>,
    name: &str,
    parameters: &Bound<'_, PyDict>,
    size: &Bound<'_, PyAny>,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<(String, String)> {
    let limits = self::limits(limits)?;
    let game = spec_game(name, parameters, &limits)?;
    let size = count(size, "size")?;
    if game.entry().on_board() {
        let side = usize::try_from(size).unwrap_or(usize::MAX);
        let square = detached(py, || GrundySquare::of(&game, side))?.map_err(|e| keyed(e, "size"))?;
        let map = wythoff_render::heat_map_of(&square);
        let what = format!("{}, the Grundy heat map, {side} × {side}", square.title);
        return Ok((map.svg, what));
    }
    let values = detached(py, || HeapValues::of(&game, size, &limits))?.map_err(|e| keyed(e, "size"))?;
    let plot = wythoff_render::values_plot(&values);
    let period = values.period.map_or_else(String::new, |(pre, p)| format!(", period {p} from heap {pre}"));
    Ok((plot.svg, format!("{}, G(0) to G({}){period}", values.title, size - 1)))
}

/// A frame of a learning environment: the game's title over `caption`, the
/// heaps as columns `tallest` tokens high with room for `columns`, as RGB pixels: an (h, w, 3)
/// `uint8` array.
#[pyfunction]
#[pyo3(signature = (name, parameters, heaps, tallest, columns, caption, scale=1.0))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn frame<'py>(
    py: Python<'py>,
    name: &str,
    parameters: &Bound<'py, PyDict>,
    heaps: Vec<u64>,
    tallest: u64,
    columns: usize,
    caption: &str,
    scale: f32,
) -> PyResult<Bound<'py, numpy::PyArray3<u8>>> {
    let game = spec_game(name, parameters, &wythoff_answer::Limits::default())?;
    let title = wythoff_answer::drawn::picture_title(&game);
    let svg = wythoff_render::heaps_svg(&[&title, caption], &heaps, tallest, columns);
    let (w, h, rgb) = detached(py, || wythoff_render::rgb(&svg, scale))?.map_err(|e| raise(e.into()))?;
    rgb.into_pyarray(py).reshape([h as usize, w as usize, 3])
}
