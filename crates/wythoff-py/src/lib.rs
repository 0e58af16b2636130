//! The Python package `wythoff`'s native part (`wythoff._wythoff`): a thin
//! front end over the answer model, as the command and the web API are. It
//! turns Python `int`s into the library's natural numbers (through their bytes,
//! never their decimal text, which Python refuses past 4,300 digits), asks
//! `wythoff-answer`, and hands each answer back three ways: the command's JSON
//! as Python objects (`to_dict()`), the same tree with every number an `int`
//! (the attributes), and the command's text (`repr`). The Python layer
//! (`python/wythoff/`) wraps them in classes; it holds no game logic.

use numpy::{IntoPyArray, PyArray1, PyReadonlyArray1};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyList, PyTuple};
use wythoff::Natural;
use wythoff_answer::atlas::RowAtlas;
use wythoff_answer::grundy::{GValuesAnswer, GrundyAnswer, Proving, RowsAnswer};
use wythoff_answer::listing::{PPosition, Pair};
use wythoff_answer::play::{Level, Player};
use wythoff_answer::registry::{self, Acted, Game, GameSpec, ParameterKind, RawParameter, Request};
use wythoff_answer::sum::SumAnswer;
use wythoff_answer::{Answer, Limits, Question};

mod cache;
mod convert;
mod detach;
mod drawn;
mod env;
mod kept;
mod language;
mod to_py;
pub(crate) use convert::*;
pub(crate) use detach::detached;
use to_py::ToPy;

/// An answer as the library built it, for the Python layer: its forms (the
/// fields with ints, the command's JSON as `json.loads` gives it, the
/// command's text) are made from it when first asked, straight from its
/// `Serialize` ([`to_py`]).
trait AnyAnswer: Send + Sync {
    fn text(&self) -> String;
    fn to_py(&self, to: ToPy<'_>) -> PyResult<Py<PyAny>>;
}

impl<T: Answer + Send + Sync> AnyAnswer for T {
    fn text(&self) -> String {
        Answer::text(self)
    }
    fn to_py(&self, to: ToPy<'_>) -> PyResult<Py<PyAny>> {
        to.convert(self)
    }
}

/// An action's answer (a boxed [`wythoff_answer::Reply`]) as an [`AnyAnswer`].
struct Boxed(Box<dyn wythoff_answer::Reply>);

impl AnyAnswer for Boxed {
    fn text(&self) -> String {
        self.0.text()
    }
    fn to_py(&self, to: ToPy<'_>) -> PyResult<Py<PyAny>> {
        to.convert(&self.0)
    }
}

/// An answer held in Rust (see [`AnyAnswer`]).
#[pyclass(frozen, module = "wythoff._wythoff")]
struct Reply(Box<dyn AnyAnswer>, Option<&'static str>);

#[pymethods]
impl Reply {
    /// The fields, every number an `int` and every position a tuple.
    fn fields(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.0.to_py(ToPy::ints(py))
    }

    /// The command's JSON as `json.loads` gives it (numbers as decimal
    /// strings), built here, with no JSON text between.
    fn to_dict(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.0.to_py(ToPy::json(py))
    }

    /// The command's text, in the language `lang` (a tag: `"en"`,
    /// `"zh-CN"`), or the process's ([`set_language`]).
    #[pyo3(signature = (lang=None))]
    fn text(&self, lang: Option<&str>) -> PyResult<String> {
        Ok(language::of(lang)?.scope(|| self.0.text()))
    }

    /// The command's JSON (as [`to_dict`](Self::to_dict)), its words in `lang`.
    #[pyo3(signature = (lang=None))]
    fn to_dict_in(&self, py: Python<'_>, lang: Option<&str>) -> PyResult<Py<PyAny>> {
        language::of(lang)?.scope(|| self.0.to_py(ToPy::json(py)))
    }

    /// An analysis's outcome, `"P"` or `"N"`, read without making its other
    /// fields (None for other answers).
    fn outcome(&self) -> Option<&'static str> {
        self.1
    }
}

fn reply(answer: impl Answer + Send + Sync + 'static) -> PyResult<Reply> {
    Ok(Reply(Box::new(answer), None))
}

/// A game of the registry with its parameters, its rule and a position.
fn spec(
    name: &str,
    parameters: &Bound<'_, PyDict>,
    position: &Bound<'_, PyAny>,
    misere: bool,
    limits: &Limits,
) -> PyResult<GameSpec> {
    let game = spec_game(name, parameters, limits)?;
    let entry = game.entry();
    // Each number named as the web API names it: a, b; heaps[0]; n.
    let name = |i: usize| match entry.shape {
        registry::Shape::Named(keys) => {
            keys.get(i).map_or_else(|| format!("position[{i}]"), |k| k.to_string())
        }
        registry::Shape::List { key, .. } => format!("{key}[{i}]"),
        registry::Shape::HeapAndLimit { heap, limit } => {
            [heap, limit].get(i).unwrap_or(&"position").to_string()
        }
    };
    let position = numbers(position, name, limits)?;
    GameSpec::new(game, rule(misere), position, limits).map_err(raise)
}

/// A game of the registry with its parameters (or its `preset`), checked.
pub(crate) fn spec_game(name: &str, parameters: &Bound<'_, PyDict>, limits: &Limits) -> PyResult<Game> {
    let kind = registry::find(name).ok_or_else(|| raise(registry::unknown_game(name)))?;
    let entry = kind.entry();
    for key in parameters.keys() {
        let key: String = key.extract()?;
        if key != "preset" && !entry.parameters.iter().any(|p| p.key == key) {
            return Err(UsageError::new_err(format!("{}: unknown parameter {key}", entry.name)));
        }
    }
    if let Some(preset) = parameters.get_item("preset")? {
        let preset: String = preset.extract()?;
        let preset =
            entry.preset(&preset).ok_or_else(|| raise(registry::unknown_preset(entry, &preset, "preset")))?;
        if let Some(p) = entry.parameters.iter().find(|p| parameters.contains(p.key).unwrap_or(false)) {
            return Err(UsageError::new_err(format!("preset {} gives {} already", preset.name, p.key)));
        }
        return Game::preset(kind, preset).map_err(raise);
    }
    let mut raw = Vec::new();
    for p in entry.parameters {
        let value = parameters.get_item(p.key)?.ok_or_else(|| {
            UsageError::new_err(format!("{}: the parameter {} is missing ({})", entry.name, p.key, p.about))
        })?;
        raw.push(match p.kind {
            ParameterKind::Choice(_) => RawParameter::Name(value.extract()?),
            ParameterKind::Code => RawParameter::Name(value.extract().map_err(|_| {
                UsageError::new_err(format!(
                    "{}: {} is a string such as '0.07' (a float would lose its digits)",
                    entry.name, p.key
                ))
            })?),
            ParameterKind::Positive => RawParameter::Numbers(numbers(&value, |_| p.key.to_string(), limits)?),
            ParameterKind::Set => {
                RawParameter::Numbers(numbers(&value, |i| format!("{}[{i}]", p.key), limits)?)
            }
        });
    }
    Game::of(kind, raw, |p| p.key.to_string()).map_err(raise)
}

/// A game's parameters checked (a usage error names what is wrong, before
/// any question), as Python values: the registry's own form of them (a
/// preset's parameters spelled out), so that equal games compare equal.
#[pyfunction]
fn check_game(
    py: Python<'_>,
    game: &str,
    parameters: &Bound<'_, PyDict>,
    misere: bool,
) -> PyResult<Py<PyDict>> {
    let built = spec_game(game, parameters, &Limits::default())?;
    let entry = built.entry();
    if misere && !entry.misere {
        return Err(UsageError::new_err(format!("{} is played in normal play only here", entry.title)));
    }
    parameters_dict(py, &built)
}

/// A game's parameters as the Python keywords that make it again: each by its
/// registry key, a positive number as an int, a set as a list of ints, a name
/// or a code as a string.
fn parameters_dict(py: Python<'_>, game: &Game) -> PyResult<Py<PyDict>> {
    let out = PyDict::new(py);
    for ((_, value), spec) in game.parameters().into_iter().zip(game.entry().parameters) {
        let value: Py<PyAny> = match value {
            wythoff::game::Parameter::Number(n) if spec.kind == ParameterKind::Positive => int(py, &n)?,
            wythoff::game::Parameter::Number(n) => PyList::new(py, [int(py, &n)?])?.into_any().unbind(),
            wythoff::game::Parameter::Numbers(v) => {
                PyList::new(py, v.iter().map(|n| int(py, n)).collect::<PyResult<Vec<_>>>()?)?
                    .into_any()
                    .unbind()
            }
            wythoff::game::Parameter::Name(s) => s.into_pyobject(py)?.into_any().unbind(),
            wythoff::game::Parameter::Text(s) => s.into_pyobject(py)?.into_any().unbind(),
        };
        out.set_item(spec.key, value)?;
    }
    Ok(out.unbind())
}

/// Every legal move of any registry game from a position, each in words.
#[pyfunction]
#[pyo3(signature = (game, parameters, position, misere, limits=None))]
fn options(
    py: Python<'_>,
    game: &str,
    parameters: &Bound<'_, PyDict>,
    position: &Bound<'_, PyAny>,
    misere: bool,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Reply> {
    let limits = self::limits(limits)?;
    let spec = spec(game, parameters, position, misere, &limits)?;
    let answer =
        detached(py, || wythoff_answer::options::OptionsAnswer::new(&spec, &limits))?.map_err(raise)?;
    reply(answer)
}

/// Status or moves of any registry game.
#[pyfunction]
#[pyo3(signature = (game, parameters, position, misere, moves, limits=None))]
fn analysis(
    py: Python<'_>,
    game: &str,
    parameters: &Bound<'_, PyDict>,
    position: &Bound<'_, PyAny>,
    misere: bool,
    moves: bool,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Reply> {
    let limits = self::limits(limits)?;
    let spec = spec(game, parameters, position, misere, &limits)?;
    let question = if moves { Question::Moves } else { Question::Status };
    let answer = detached(py, || spec.analysis(question, &limits))?.map_err(raise)?;
    let outcome = answer.outcome.as_str();
    Ok(Reply(Box::new(answer), Some(outcome)))
}

/// One of a game's own actions (`period`, `sequence`, `positions`; the
/// registry entry's `actions`), as the command's `wythoff GAME ACTION`: an
/// answer, or for a listing of values their ints, or for another listing its
/// JSON (as `json.loads` gives it).
#[pyfunction]
#[pyo3(signature = (game, parameters, action, misere, numbers, flags, limits=None))]
#[allow(clippy::too_many_arguments)]
fn act(
    py: Python<'_>,
    game: &str,
    parameters: &Bound<'_, PyDict>,
    action: &str,
    misere: bool,
    numbers: &Bound<'_, PyAny>,
    flags: &Bound<'_, PyDict>,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Py<PyAny>> {
    let limits = self::limits(limits)?;
    let built = spec_game(game, parameters, &limits)?;
    let entry = built.entry();
    let spec = entry.action(action).ok_or_else(|| {
        let names: Vec<&str> = entry.actions.iter().map(|a| a.name).collect();
        UsageError::new_err(match names.is_empty() {
            true => format!("{game} has no action {action} (it answers status, moves, computer and check)"),
            false => format!("{game} has the actions {}, not {action}", names.join(", ")),
        })
    })?;
    if misere && !entry.misere {
        return Err(UsageError::new_err(format!("{} is played in normal play only here", entry.title)));
    }
    let numbers = self::numbers(numbers, |i| format!("numbers[{i}]"), &limits)?;
    if numbers.len() != spec.numbers {
        return Err(UsageError::new_err(format!(
            "{action} takes {} numbers, not {}",
            spec.numbers,
            numbers.len()
        )));
    }
    let mut given = Vec::new();
    for f in spec.flags {
        match flags.get_item(f.long)? {
            Some(value) if f.switch => {
                if value.is_truthy()? {
                    given.push((f.long, Natural::from(1u32)));
                }
            }
            Some(value) => given.push((f.long, natural(&value, f.long, &limits)?)),
            None => {
                if let Some(default) = f.default {
                    given.push((f.long, default.parse().map_err(|_| UsageError::new_err("a default"))?));
                }
            }
        }
    }
    for key in flags.keys() {
        let key: String = key.extract()?;
        if !spec.flags.iter().any(|f| f.long == key) {
            return Err(UsageError::new_err(format!("{action}: unknown keyword {key}")));
        }
    }
    let acted = detached(py, || {
        let request =
            Request { game: &built, rule: rule(misere), numbers: &numbers, flags: &given, limits: &limits };
        wythoff_answer::act::answer(built.kind(), spec, &request)
    })?
    .map_err(raise)?;
    match acted {
        Acted::Answer(answer) => {
            Ok(Reply(Box::new(Boxed(answer)), None).into_pyobject(py)?.into_any().unbind())
        }
        Acted::Listing(listing) => match listing.values() {
            Some(values) => Ok(values.into_pyobject(py)?.into_any().unbind()),
            None => {
                let mut text = Vec::new();
                listing.write(&mut text, wythoff_answer::Format::Json).map_err(|e| raise(e.into()))?;
                let json = py.import("json")?;
                Ok(json.call_method1("loads", (String::from_utf8_lossy(&text).into_owned(),))?.unbind())
            }
        },
    }
}

/// The computer's move in any registry game.
#[pyfunction]
#[pyo3(signature = (game, parameters, position, misere, level, seed, by="computer", limits=None))]
#[allow(clippy::too_many_arguments)]
fn computer(
    py: Python<'_>,
    game: &str,
    parameters: &Bound<'_, PyDict>,
    position: &Bound<'_, PyAny>,
    misere: bool,
    level: &str,
    seed: u64,
    by: &str,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Reply> {
    let limits = self::limits(limits)?;
    let spec = spec(game, parameters, position, misere, &limits)?;
    let level = Level::from_name(level, "level").map_err(raise)?;
    let by = Player::from_key(by, "by").map_err(raise)?;
    let answer = detached(py, || spec.computer(level, seed, by, &limits))?.map_err(raise)?;
    reply(answer)
}

/// A player's move checked, in any registry game.
#[pyfunction]
#[pyo3(signature = (game, parameters, position, to, misere, by="you", limits=None))]
#[allow(clippy::too_many_arguments)]
fn check(
    py: Python<'_>,
    game: &str,
    parameters: &Bound<'_, PyDict>,
    position: &Bound<'_, PyAny>,
    to: &Bound<'_, PyAny>,
    misere: bool,
    by: &str,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Reply> {
    let limits = self::limits(limits)?;
    let spec = spec(game, parameters, position, misere, &limits)?;
    let to = numbers(to, |i| format!("to[{i}]"), &limits)?;
    let by = Player::from_key(by, "by").map_err(raise)?;
    let answer = detached(py, || spec.check(to, by, &limits))?.map_err(raise)?;
    reply(answer)
}

/// A game in the sum's notation (`bash{4}(20)`, `bash(4; 20)`): its name, its
/// parameters (as [`parameters_dict`] gives them) and its position.
#[pyfunction]
fn parse_game(py: Python<'_>, text: &str) -> PyResult<(String, Py<PyDict>, Vec<Py<PyAny>>)> {
    let limits = Limits::default();
    let parts = wythoff_answer::sum::parse(text, &limits).map_err(raise)?;
    let [part] = parts.as_slice() else {
        return Err(UsageError::new_err(format!("one game, not a sum of {}", parts.len())));
    };
    let spec = wythoff_answer::sum::game_spec(part, &limits).map_err(raise)?;
    let position = spec.position.iter().map(|n| int(py, n)).collect::<PyResult<Vec<_>>>()?;
    Ok((spec.game.name().to_string(), parameters_dict(py, &spec.game)?, position))
}

/// Is (a, b) a P-position of Wythoff's game? The bare test: a bool, no
/// answer object (small piles take the machine-word path, in one call). For
/// NumPy arrays (or lists) of machine-word piles, a bool array, element by
/// element, broadcast as NumPy does (`wythoff._is_p_arrays`).
#[pyfunction]
#[pyo3(signature = (a, b, *, misere=None))]
fn is_p(
    py: Python<'_>,
    a: &Bound<'_, PyAny>,
    b: &Bound<'_, PyAny>,
    misere: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let misere = match misere {
        None => false,
        Some(m) => flag(m, "misere")?,
    };
    let answer = |p: bool| PyBool::new(py, p).to_owned().into_any().unbind();
    if let (Some(x), Some(y)) = (word_of(a), word_of(b)) {
        return Ok(answer(wythoff::wythoff::is_p_position_u64_in(x, y, rule(misere))));
    }
    // (An int is never an array: asked first, as `hasattr` on an int costs an
    // exception raised and cleared. NumPy's integer scalars have `__array__`
    // too, but are numbers: `__index__` tells them from other array-likes.)
    let listed = |x: &Bound<'_, PyAny>| {
        !x.is_instance_of::<pyo3::types::PyInt>()
            && (x.is_instance_of::<PyList>()
                || x.is_instance_of::<PyTuple>()
                || x.is_instance_of::<numpy::PyUntypedArray>()
                || (x.hasattr(pyo3::intern!(py, "__array__")).unwrap_or(false)
                    && !x.hasattr(pyo3::intern!(py, "__index__")).unwrap_or(false)))
    };
    if listed(a) || listed(b) {
        return Ok(py.import("wythoff")?.getattr("_is_p_arrays")?.call1((a, b, misere))?.unbind());
    }
    let limits = Limits::default();
    let (a, b) = (natural(a, "a", &limits)?, natural(b, "b", &limits)?);
    Ok(answer(wythoff::wythoff::is_p_position(&a, &b, rule(misere))))
}

/// The k-th P-position.
#[pyfunction]
#[pyo3(signature = (k, misere=false, limits=None))]
fn nth(
    py: Python<'_>,
    k: &Bound<'_, PyAny>,
    misere: bool,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Reply> {
    let k = natural(k, "k", &self::limits(limits)?)?;
    reply(detached(py, || PPosition::new(k, rule(misere)))?)
}

/// The P-position holding n.
#[pyfunction]
#[pyo3(signature = (n, misere=false, limits=None))]
fn pair(
    py: Python<'_>,
    n: &Bound<'_, PyAny>,
    misere: bool,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Reply> {
    let n = natural(n, "n", &self::limits(limits)?)?;
    reply(detached(py, || Pair::new(n, rule(misere)))?)
}

/// A P-position as `(k, a, b)`.
type Entry = (Py<PyAny>, Py<PyAny>, Py<PyAny>);

/// P-positions `start` to `start + count - 1` as `(k, a, b)`.
#[pyfunction]
#[pyo3(signature = (start, count, misere=false))]
fn positions(py: Python<'_>, start: &Bound<'_, PyAny>, count: usize, misere: bool) -> PyResult<Vec<Entry>> {
    let start = natural(start, "start", &Limits::default())?;
    (0..count)
        .map(|i| {
            let k = &start + i;
            let p = PPosition::new(k.clone(), rule(misere));
            Ok((int(py, &k)?, int(py, &p.position[0])?, int(py, &p.position[1])?))
        })
        .collect()
}

/// Is (a[i], b[i]) a P-position of Wythoff's game, for each i: arrays of
/// machine words in, a bool array out.
#[pyfunction]
#[pyo3(signature = (a, b, misere=false))]
fn is_p_array<'py>(
    py: Python<'py>,
    a: PyReadonlyArray1<'py, u64>,
    b: PyReadonlyArray1<'py, u64>,
    misere: bool,
) -> PyResult<Bound<'py, PyArray1<bool>>> {
    let (a, b) = (a.as_slice()?, b.as_slice()?);
    let rule = rule(misere);
    let out: Vec<bool> =
        a.iter().zip(b).map(|(&x, &y)| wythoff::wythoff::is_p_position_u64_in(x, y, rule)).collect();
    Ok(out.into_pyarray(py))
}

/// G(a[i], b[i]) of Wythoff's game for each i, from one table of side
/// max + 1 (within the `grundy_table` limit): a uint32 array.
#[pyfunction]
#[pyo3(signature = (a, b, limits=None))]
fn grundy_array<'py>(
    py: Python<'py>,
    a: PyReadonlyArray1<'py, u64>,
    b: PyReadonlyArray1<'py, u64>,
    limits: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyArray1<u32>>> {
    let limits = self::limits(limits)?;
    let (a, b) = (a.as_slice()?, b.as_slice()?);
    let side = a.iter().chain(b).max().map_or(0, |&m| m.saturating_add(1));
    let side = usize::try_from(side).unwrap_or(usize::MAX);
    limits.check_table(side).map_err(raise)?;
    let out = detached(py, || {
        let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
        let table = wythoff::wythoff_grundy::table_with(side, threads, &mut |_, _| {});
        a.iter().zip(b).map(|(&x, &y)| table.get(x as usize, y as usize)).collect::<Vec<u32>>()
    })?;
    Ok(out.into_pyarray(py))
}

/// The Fibonacci numbers that sum to n, largest first (Zeckendorf).
#[pyfunction]
fn zeckendorf(py: Python<'_>, n: &Bound<'_, PyAny>) -> PyResult<Vec<Py<PyAny>>> {
    let n = natural(n, "n", &Limits::default())?;
    let parts = detached(py, || wythoff::zeckendorf::zeckendorf(&n))?;
    parts.into_iter().map(|i| int(py, &wythoff::zeckendorf::fibonacci(i))).collect()
}

/// G(a, b) of Wythoff's game.
#[pyfunction]
#[pyo3(signature = (a, b, limits=None))]
fn grundy(
    py: Python<'_>,
    a: &Bound<'_, PyAny>,
    b: &Bound<'_, PyAny>,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Reply> {
    let limits = self::limits(limits)?;
    let (a, b) = (natural(a, "a", &limits)?, natural(b, "b", &limits)?);
    let cache = cache::rows_cache();
    let answer = detached(py, || GrundyAnswer::new(&a, &b, &limits, &cache, &mut |_| {}, &mut |_| {}))?
        .map_err(raise)?;
    reply(answer)
}

/// Rows 0..=max_row proven periodic: from the atlas where it holds them, or
/// with `recheck` proven here and compared with it.
#[pyfunction]
#[pyo3(signature = (max_row, recheck=false, limits=None))]
fn grundy_rows(
    py: Python<'_>,
    max_row: &Bound<'_, PyAny>,
    recheck: bool,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Reply> {
    let limits = self::limits(limits)?;
    let max_row = count(max_row, "max_row")?;
    let answer = detached(py, || {
        if recheck {
            let proving = Proving { resume: None, save: &mut |_| {}, every: u64::MAX };
            RowsAnswer::prove(max_row, &limits, RowAtlas::embedded(), proving, &mut |_| {})
        } else {
            RowsAnswer::new(max_row, &limits, &cache::rows_cache(), &mut |_| {}, &mut |_| {})
        }
    })?
    .map_err(raise)?;
    reply(answer)
}

/// The g-values (as `grundy positions --value G`): the first `count`, or the
/// one of index `nth`.
#[pyfunction]
#[pyo3(signature = (value, count=None, nth=None, limits=None))]
fn grundy_positions(
    py: Python<'_>,
    value: u64,
    count: Option<u64>,
    nth: Option<u64>,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Reply> {
    let limits = self::limits(limits)?;
    let answer = detached(py, || match (nth, count) {
        (Some(n), None) => GValuesAnswer::nth(value, n, &limits),
        (None, Some(count)) => GValuesAnswer::first(value, count, &limits),
        _ => Err(wythoff_answer::Error::usage(
            "give count (the first count) or nth (the one of index nth), one of them",
        )),
    });
    reply(answer?.map_err(raise)?)
}

/// G(a, b) for a, b below n, as an (n, n) little-endian uint32 NumPy array:
/// the bytes of `grundy table N --format bin`, written once by Rust (each
/// strip's rows in place, by the thread that computed them) and viewed by
/// NumPy without a copy. Computed on every core without the GIL.
#[pyfunction]
#[pyo3(signature = (n, limits=None))]
fn grundy_table<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    limits: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = self::limits(limits)?;
    let n = usize::try_from(count(n, "n")?).unwrap_or(usize::MAX);
    limits.check_table(n).map_err(|e| {
        let most = wythoff::wythoff_grundy::MAX_TABLE;
        let advice = if limits.grundy_table < most {
            format!("raise it with grundy_table=, up to {most}")
        } else {
            format!("grundy_table= is at its most, {most}; grundy(a, b) answers larger piles one at a time")
        };
        LimitError::new_err(format!("n: {} ({advice})", e.message))
    })?;
    // NumPy's C API imported now, with the GIL held (importing it after the
    // work, with a KeyboardInterrupt pending, would fail).
    let empty = numpy::PyArray1::<u8>::zeros(py, 0, false);
    drop(empty);
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
    let bytes = detached(py, || wythoff::wythoff_grundy::table_le_u32(n, threads))?;
    let array = numpy::PyArray1::from_vec(py, bytes);
    array.call_method1("view", ("<u4",))?.call_method1("reshape", ((n, n),))
}

/// A sum of games, in the command's notation.
#[pyfunction]
#[pyo3(signature = (expression, limits=None, misere=false))]
fn sum(
    py: Python<'_>,
    expression: &str,
    limits: Option<&Bound<'_, PyDict>>,
    misere: bool,
) -> PyResult<Reply> {
    let limits = self::limits(limits)?;
    if misere {
        let answer = detached(py, || wythoff_answer::misere_sum::MisereSumAnswer::new(expression, &limits))?
            .map_err(raise)?;
        return reply(answer);
    }
    let cache = cache::rows_cache();
    let answer = detached(py, || SumAnswer::new(expression, &limits, &cache, &mut |_| {}))?.map_err(raise)?;
    reply(answer)
}

/// A sum of games given as games: each part `(name, parameters, position)`,
/// its numbers read as ints (never as text). Errors name the part by its
/// place, from 1 ("column 2" is the second game).
#[pyfunction]
#[pyo3(signature = (parts, misere=false, limits=None))]
fn sum_of(
    py: Python<'_>,
    parts: Vec<(String, Bound<'_, PyDict>, Bound<'_, PyAny>)>,
    misere: bool,
    limits: Option<&Bound<'_, PyDict>>,
) -> PyResult<Reply> {
    let limits = self::limits(limits)?;
    let mut components = Vec::with_capacity(parts.len());
    for (i, (name, parameters, position)) in parts.iter().enumerate() {
        let game = spec_game(name, parameters, &limits)?;
        let (mut numbers, mut code) = (Vec::new(), None);
        for (_, value) in game.parameters() {
            match value {
                wythoff::game::Parameter::Number(n) => numbers.push(n),
                wythoff::game::Parameter::Numbers(v) => numbers.extend(v),
                wythoff::game::Parameter::Name(s) => code = Some(s.to_string()),
                wythoff::game::Parameter::Text(s) => code = Some(s),
            }
        }
        let position = self::numbers(position, |j| format!("position[{j}]"), &limits)?;
        components.push(wythoff_answer::sum::ComponentSpec {
            game: game.name().to_string(),
            parameters: numbers,
            code,
            position,
            column: i + 1,
        });
    }
    if misere {
        let answer = detached(py, || wythoff_answer::misere_sum::MisereSumAnswer::of(components, &limits))?
            .map_err(raise)?;
        return reply(answer);
    }
    let cache = cache::rows_cache();
    let answer = detached(py, || SumAnswer::of(components, &limits, &cache, &mut |_| {}))?.map_err(raise)?;
    reply(answer)
}

/// The queen board as SVG: Wythoff's game (a = 1) or a-Wythoff, the
/// P-positions and golden lines, and with `at` the winning moves as arrows;
/// or, with `sheet="blank"` or `sheet="position"`, a worksheet without them.
#[pyfunction]
#[pyo3(signature = (size, a=None, at=None, misere=false, sheet="answers"))]
fn board_svg(
    size: &Bound<'_, PyAny>,
    a: Option<&Bound<'_, PyAny>>,
    at: Option<(u64, u64)>,
    misere: bool,
    sheet: &str,
) -> PyResult<String> {
    let (size, a) = (count(size, "size")?, a.map_or(Ok(1), |a| count(a, "a"))?);
    let sheet = wythoff_render::Sheet::parse(sheet).map_err(raise)?;
    let board = wythoff_render::Board { size, a, rule: rule(misere), at: at.map(|(x, y)| [x, y]), sheet };
    wythoff_render::board_svg(&board).map_err(|e| raise(e.into()))
}

/// The Grundy heat map as SVG.
#[pyfunction]
#[pyo3(signature = (size, a=None))]
fn heat_map_svg(py: Python<'_>, size: &Bound<'_, PyAny>, a: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
    let size = usize::try_from(count(size, "size")?).unwrap_or(usize::MAX);
    let a = a.map_or(Ok(1), |a| count(a, "a"))?;
    detached(py, || wythoff_render::grundy_svg_for(size, a))?.map_err(|e| raise(e.into()))
}

/// An SVG picture as PNG bytes, at `scale` times its size.
#[pyfunction]
#[pyo3(signature = (svg, scale=2.0))]
fn png<'py>(py: Python<'py>, svg: &str, scale: f32) -> PyResult<Bound<'py, PyBytes>> {
    let bytes = detached(py, || wythoff_render::png(svg, scale))?.map_err(|e| raise(e.into()))?;
    Ok(PyBytes::new(py, &bytes))
}

/// The registry: every game's name, title, parameters and shape (as
/// `/api/games`).
#[pyfunction]
fn games(py: Python<'_>) -> PyResult<Py<PyAny>> {
    ToPy::json(py).convert(&registry::Catalogue)
}

#[pymodule]
fn _wythoff(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("Error", py.get_type::<Error>())?;
    m.add("UsageError", py.get_type::<UsageError>())?;
    m.add("InputError", py.get_type::<InputError>())?;
    m.add("LimitError", py.get_type::<LimitError>())?;
    m.add("IoError", py.get_type::<IoError>())?;
    m.add_class::<Reply>()?;
    m.add_class::<env::Env>()?;
    m.add_class::<kept::Kept>()?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    // A computation stopped by Ctrl-C unwinds (wythoff::cancel); a thread of
    // it that stops at a channel or a scope may panic on its way out. Those
    // panics are the cancelling's, not faults: nothing is printed for them.
    // (This hook is this extension's own: each Rust library linked into a
    // process keeps its own.)
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if !wythoff::cancel::is_cancelled() {
            previous(info);
        }
    }));
    for f in [
        wrap_pyfunction!(analysis, m)?,
        wrap_pyfunction!(language::set_language, m)?,
        wrap_pyfunction!(language::language, m)?,
        wrap_pyfunction!(options, m)?,
        wrap_pyfunction!(check_game, m)?,
        wrap_pyfunction!(computer, m)?,
        wrap_pyfunction!(act, m)?,
        wrap_pyfunction!(check, m)?,
        wrap_pyfunction!(parse_game, m)?,
        wrap_pyfunction!(is_p, m)?,
        wrap_pyfunction!(is_p_array, m)?,
        wrap_pyfunction!(grundy_array, m)?,
        wrap_pyfunction!(nth, m)?,
        wrap_pyfunction!(pair, m)?,
        wrap_pyfunction!(positions, m)?,
        wrap_pyfunction!(zeckendorf, m)?,
        wrap_pyfunction!(grundy, m)?,
        wrap_pyfunction!(grundy_rows, m)?,
        wrap_pyfunction!(grundy_positions, m)?,
        wrap_pyfunction!(grundy_table, m)?,
        wrap_pyfunction!(sum, m)?,
        wrap_pyfunction!(sum_of, m)?,
        wrap_pyfunction!(games, m)?,
        wrap_pyfunction!(board_svg, m)?,
        wrap_pyfunction!(heat_map_svg, m)?,
        wrap_pyfunction!(png, m)?,
        wrap_pyfunction!(drawn::grundy_square, m)?,
        wrap_pyfunction!(drawn::heap_values, m)?,
        wrap_pyfunction!(drawn::picture_svg, m)?,
        wrap_pyfunction!(drawn::frame, m)?,
        wrap_pyfunction!(cache::cache_info, m)?,
        wrap_pyfunction!(cache::cache_clear, m)?,
        wrap_pyfunction!(cache::set_cache_dir, m)?,
    ] {
        m.add_function(f)?;
    }
    Ok(())
}
