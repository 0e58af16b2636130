//! Python values in, Python values out: ints as natural numbers (through their
//! bytes, never their decimal text, which Python refuses past 4,300 digits),
//! and back; the limits by keyword; the library's errors as the package's
//! exceptions, in Python's words.

use pyo3::create_exception;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyInt};
use wythoff::Natural;
use wythoff::game::Rule;
use wythoff_answer::{ErrorKind, Limits};

create_exception!(
    wythoff,
    Error,
    PyValueError,
    "Every error of wythoff: the command's error kinds, as exceptions."
);
create_exception!(wythoff, UsageError, Error, "A request that is not well formed (a name, a parameter).");
create_exception!(
    wythoff,
    InputError,
    Error,
    "A number or a position that is not allowed (a negative pile, an illegal move)."
);
create_exception!(
    wythoff,
    LimitError,
    Error,
    "Work beyond a limit; raise it with the keyword of the same name."
);
create_exception!(wythoff, IoError, Error, "Reading or writing failed.");

/// The library's error as the exception of its kind, with the same message; a
/// limit's names the keyword that raises it (the limit's own name).
pub(crate) fn raise(e: wythoff_answer::Error) -> PyErr {
    // In the answers' language (as the command and the page say it).
    let e = wythoff_answer::Error { message: keywords(&e.text(), e.key), said: None, ..e };
    let message = match (e.kind, e.key) {
        (ErrorKind::Limit, Some(key))
            if Limits::NAMES.contains(&key) && !e.message.contains("(raise it with") =>
        {
            format!("{} (raise it with {key}=)", e.message)
        }
        _ => e.message,
    };
    match e.kind {
        ErrorKind::Usage => UsageError::new_err(message),
        ErrorKind::Input => InputError::new_err(message),
        ErrorKind::Limit => LimitError::new_err(message),
        ErrorKind::Io => IoError::new_err(message),
    }
}

/// A message written for the command, in Python's words: each command flag
/// (`--max-row 600`, `--limit`) as the keyword that does the same
/// (`max_row=600`; the limit's own name for `--limit`, where the error names
/// its limit).
pub(crate) fn keywords(message: &str, key: Option<&str>) -> String {
    let mut out = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(at) = rest.find("--") {
        out.push_str(&rest[..at]);
        let flag = &rest[at + 2..];
        let end = flag.find(|c: char| !(c.is_ascii_lowercase() || c == '-')).unwrap_or(flag.len());
        let name = &flag[..end];
        if name.is_empty() || !name.starts_with(|c: char| c.is_ascii_lowercase()) {
            out.push_str("--");
            rest = flag;
            continue;
        }
        let keyword = match (name, key) {
            ("limit", Some(key)) => key.to_string(),
            _ => name.replace('-', "_"),
        };
        out.push_str(&keyword);
        out.push('=');
        rest = &flag[end..];
        // `--max-row 600` reads `max_row=600`.
        if let Some(value) = rest.strip_prefix(' ')
            && value.starts_with(|c: char| c.is_ascii_digit())
        {
            rest = value;
        }
    }
    out.push_str(rest);
    out
}

/// Is `ob` a `bool` (or NumPy's), which Python would take as 0 or 1 where a
/// number is meant? Refused as a number here.
pub(crate) fn is_bool(ob: &Bound<'_, PyAny>) -> bool {
    ob.is_instance_of::<PyBool>() || ob.get_type().name().is_ok_and(|n| n == "bool" || n == "bool_")
}

/// An exact `int` below 2^64 as a machine word; None for anything else (with
/// no exception raised and cleared on the way: that costs a microsecond).
pub(crate) fn word_of(ob: &Bound<'_, PyAny>) -> Option<u64> {
    if !ob.is_exact_instance_of::<PyInt>() || !ob.lt(word(ob.py())).ok()? {
        return None;
    }
    ob.extract::<u64>().ok()
}

/// 2^64, as a Python int made once.
fn word(py: Python<'_>) -> &Bound<'_, PyInt> {
    static WORD: pyo3::sync::PyOnceLock<Py<PyInt>> = pyo3::sync::PyOnceLock::new();
    WORD.get_or_init(py, || {
        let one = 1u64.into_pyobject(py).expect("an int");
        one.lshift(64).expect("2^64").cast_into::<PyInt>().expect("an int").unbind()
    })
    .bind(py)
}

/// A switch (`misere=`): a `bool`, or NumPy's; anything else is a
/// `TypeError` naming it.
pub(crate) fn flag(ob: &Bound<'_, PyAny>, what: &str) -> PyResult<bool> {
    if let Ok(b) = ob.cast::<PyBool>() {
        return Ok(b.is_true());
    }
    if is_bool(ob) {
        return ob.is_truthy();
    }
    let kind = ob.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "?".into());
    Err(PyTypeError::new_err(format!("{what}: expected a bool, found {kind}")))
}

/// Does `n` have more than `digits` decimal digits? Exact, from its bit
/// length alone except within two bits of the edge.
pub(crate) fn more_digits_than(n: &Natural, bits: u64, digits: usize) -> bool {
    // log2(10) rounded down to 20 places: floor(D·log2 10) bits or fewer
    // is at most D digits, more than ceil(D·log2 10) bits is more.
    const LOG2_10: u128 = 332_192_809_488_736_234_787;
    let low = (digits as u128).saturating_mul(LOG2_10) / 100_000_000_000_000_000_000;
    if u128::from(bits) <= low {
        return false;
    }
    if u128::from(bits) > low + 2 {
        return true;
    }
    n.to_string().len() > digits
}

/// A Python `int` as a natural number: a `TypeError` for anything but an int
/// (as Python does), an `InputError` for a negative one, a `LimitError` past
/// the digit limit. Read through its bytes.
pub(crate) fn natural(ob: &Bound<'_, PyAny>, what: &str, limits: &Limits) -> PyResult<Natural> {
    // The limit's own message, named and with this front end's way to raise it.
    let too_long = |digits: Option<u64>| {
        let e = limits.too_many_digits(digits).about(what);
        LimitError::new_err(format!("{} (raise it with max_digits=)", e.text()))
    };
    // The common case in one call: an int that fits a machine word (asked
    // only below 2^64: a failed conversion costs an exception).
    if let Some(small) = word_of(ob) {
        let n = Natural::from(small);
        if limits.max_digits < 20
            && more_digits_than(&n, 64 - u64::from(small.leading_zeros()), limits.max_digits)
        {
            return Err(too_long(Some(n.to_string().len() as u64)));
        }
        return Ok(n);
    }
    if !ob.is_exact_instance_of::<PyInt>() && is_bool(ob) {
        return Err(PyTypeError::new_err(format!("{what}: expected an int, found bool")));
    }
    // An int, or what Python takes as one (__index__: NumPy's integers); a
    // float is refused, as Python refuses it as an index.
    let indexed;
    let int = match ob.cast::<PyInt>() {
        Ok(int) => int,
        Err(_) => {
            let kind = ob.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "?".into());
            let refused = || PyTypeError::new_err(format!("{what}: expected an int, found {kind}"));
            if !ob.hasattr("__index__")? {
                return Err(refused());
            }
            // (An array's __index__ refuses with NumPy's words: ours name the
            // parameter.)
            indexed = ob.call_method0("__index__").map_err(|_| refused())?;
            indexed.cast::<PyInt>().map_err(|_| refused())?
        }
    };
    if int.lt(0)? {
        let what = wythoff::game::Arg::Notation(what.to_string());
        return Err(InputError::new_err(wythoff_answer::words::say(
            "negative_not_allowed",
            &[("what", what)],
        )));
    }
    let py = ob.py();
    let bits: u64 = int.call_method0(pyo3::intern!(py, "bit_length"))?.extract()?;
    // Refused before converting what is surely too long (more than
    // ceil(D·log2 10) + 2 bits); the exact count decides near the edge.
    let most_bits = (limits.max_digits as u64).saturating_mul(3322).div_ceil(1000).saturating_add(2);
    if bits > most_bits {
        return Err(too_long(None));
    }
    // The bytes object read in place (extracting a Vec<u8> would read it
    // item by item).
    let bytes =
        int.call_method1(pyo3::intern!(py, "to_bytes"), (bits.div_ceil(8), pyo3::intern!(py, "little")))?;
    let n = Natural::from_le_bytes(bytes.cast::<PyBytes>()?.as_bytes());
    if more_digits_than(&n, bits, limits.max_digits) {
        return Err(too_long(Some(n.to_string().len() as u64)));
    }
    Ok(n)
}

/// A Python `int` that sizes the work (a table's side, a row, a count): a
/// natural number as [`natural`] reads it, and a limit error past a machine
/// word (every limit on such a number is far below).
pub(crate) fn count(ob: &Bound<'_, PyAny>, what: &str) -> PyResult<u64> {
    let n = natural(ob, what, &Limits::default())?;
    u64::try_from(&n).map_err(|_| {
        LimitError::new_err(format!(
            "{what}: {} is beyond every limit here",
            wythoff_answer::limits::brief(&n)
        ))
    })
}

/// A natural number as a Python `int`, through its bytes.
pub(crate) fn int(py: Python<'_>, n: &Natural) -> PyResult<Py<PyAny>> {
    if let Ok(small) = u64::try_from(n) {
        return Ok(small.into_pyobject(py)?.into_any().unbind());
    }
    int_le(py, &n.to_le_bytes())
}

/// A natural number's little-endian bytes as a Python `int`.
pub(crate) fn int_le(py: Python<'_>, bytes: &[u8]) -> PyResult<Py<PyAny>> {
    let bytes = PyBytes::new(py, bytes);
    Ok(py.get_type::<PyInt>().call_method1("from_bytes", (bytes, "little"))?.unbind())
}

/// The limits, with any the caller names raised or lowered: each keyword is
/// the library's field of that name ([`Limits`]), as the command's flags are.
pub(crate) fn limits(given: Option<&Bound<'_, PyDict>>) -> PyResult<Limits> {
    let mut limits = Limits::default();
    let Some(given) = given else { return Ok(limits) };
    for (key, value) in given.iter() {
        let key: String = key.extract()?;
        if is_bool(&value) {
            return Err(PyTypeError::new_err(format!("{key}: expected an int, found bool")));
        }
        let value: u64 = value.extract().map_err(|_| match natural(&value, &key, &Limits::default()) {
            Err(e) => e,
            Ok(_) => LimitError::new_err(format!("{key}: a limit is at most 2^64 − 1")),
        })?;
        // A value refused is named by its keyword (and gets no advice to
        // raise it); an unknown keyword's message names it already.
        limits.set_named(&key, value).map_err(|e| match e.key {
            Some(_) => {
                raise(wythoff_answer::Error { key: None, message: format!("{key}: {}", e.message), ..e })
            }
            None => raise(e),
        })?;
    }
    Ok(limits)
}

pub(crate) fn rule(misere: bool) -> Rule {
    if misere { Rule::Misere } else { Rule::Normal }
}

/// An int, or a sequence of ints; `what(i)` names the i-th in errors.
pub(crate) fn numbers(
    list: &Bound<'_, PyAny>,
    what: impl Fn(usize) -> String,
    limits: &Limits,
) -> PyResult<Vec<Natural>> {
    // One number (or what is not a sequence of them: its error names it).
    let text = list.is_instance_of::<pyo3::types::PyString>() || list.is_instance_of::<PyBytes>();
    if list.cast::<PyInt>().is_ok() || text || !list.hasattr("__iter__")? {
        return Ok(vec![natural(list, &what(0), limits)?]);
    }
    let mut out = Vec::new();
    for (i, item) in list.try_iter()?.enumerate() {
        out.push(natural(&item?, &what(i), limits)?);
    }
    Ok(out)
}
