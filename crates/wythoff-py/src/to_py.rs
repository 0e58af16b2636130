//! An answer straight into Python objects, through its own `Serialize`: the
//! same data model the command's JSON is written from, with no JSON text and
//! no `serde_json::Value` in between (that path cost more than the answer).
//!
//! Two forms: [`ToPy::json`] gives what `json.loads` of the command's `--json`
//! gives (numbers as decimal strings), [`ToPy::ints`] the same tree with every
//! number an `int` (outside sentences) and every position a tuple. The ints
//! form says it is not human-readable, so that numbers come as numbers (a
//! word, or a big one's bytes) and never through their digits.

use pyo3::BoundObject;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};
use serde::ser::{self, Serialize};
use std::fmt;

/// Where a value sits, by the key that names it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    /// A sentence: its digits stay text.
    Text,
    /// A position (`position`, `to`, `corner`): a tuple.
    Position,
    Other,
}

impl Place {
    fn of(key: &str) -> Place {
        match key {
            "text" => Place::Text,
            "position" | "to" | "corner" => Place::Position,
            _ => Place::Other,
        }
    }
}

/// The serializer: a Python object for each value.
#[derive(Clone, Copy)]
pub struct ToPy<'py> {
    py: Python<'py>,
    ints: bool,
    place: Place,
}

impl<'py> ToPy<'py> {
    /// The command's JSON as `json.loads` gives it.
    pub fn json(py: Python<'py>) -> Self {
        ToPy { py, ints: false, place: Place::Other }
    }

    /// The same, numbers as `int`s and positions as tuples.
    pub fn ints(py: Python<'py>) -> Self {
        ToPy { py, ints: true, place: Place::Other }
    }

    fn at(self, key: &str) -> Self {
        ToPy { place: Place::of(key), ..self }
    }

    /// `value` as a Python object.
    pub fn convert(self, value: &impl Serialize) -> PyResult<Py<PyAny>> {
        value.serialize(self).map(Bound::unbind).map_err(|Failed(e)| e)
    }
}

/// A Python error while serializing.
pub struct Failed(PyErr);

impl From<PyErr> for Failed {
    fn from(e: PyErr) -> Self {
        Failed(e)
    }
}

impl fmt::Debug for Failed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl fmt::Display for Failed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for Failed {}

impl ser::Error for Failed {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Failed(PyValueError::new_err(msg.to_string()))
    }
}

/// Is `text` a number as the answers write one (a decimal string, no leading
/// zero)?
fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && (text == "0" || !text.starts_with('0'))
}

type Result<'py> = std::result::Result<Bound<'py, PyAny>, Failed>;

fn object<'py, T>(value: T, py: Python<'py>) -> Result<'py>
where
    T: IntoPyObject<'py>,
    PyErr: From<T::Error>,
{
    Ok(value.into_pyobject(py).map_err(PyErr::from)?.into_any().into_bound())
}

impl<'py> ser::Serializer for ToPy<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Failed;
    type SerializeSeq = Seq<'py>;
    type SerializeTuple = Seq<'py>;
    type SerializeTupleStruct = Seq<'py>;
    type SerializeTupleVariant = Tagged<Seq<'py>>;
    type SerializeMap = Map<'py>;
    type SerializeStruct = Map<'py>;
    type SerializeStructVariant = Tagged<Map<'py>>;

    fn serialize_bool(self, v: bool) -> Result<'py> {
        Ok(pyo3::types::PyBool::new(self.py, v).to_owned().into_any())
    }
    fn serialize_i8(self, v: i8) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_i16(self, v: i16) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_i32(self, v: i32) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_i64(self, v: i64) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_i128(self, v: i128) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_u8(self, v: u8) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_u16(self, v: u16) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_u32(self, v: u32) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_u64(self, v: u64) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_u128(self, v: u128) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_f32(self, v: f32) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_f64(self, v: f64) -> Result<'py> {
        object(v, self.py)
    }
    fn serialize_char(self, v: char) -> Result<'py> {
        object(v.to_string(), self.py)
    }
    fn serialize_str(self, v: &str) -> Result<'py> {
        if self.ints && self.place != Place::Text && is_number(v) {
            if let Ok(small) = v.parse::<u64>() {
                return object(small, self.py);
            }
            let n: wythoff::Natural = v.parse().map_err(|_| <Failed as ser::Error>::custom("a number"))?;
            return Ok(crate::int(self.py, &n)?.into_bound(self.py));
        }
        Ok(PyString::new(self.py, v).into_any())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<'py> {
        // A natural number's little-endian bytes (the answers' `Dec` writes
        // them so to a serializer that is not human-readable): no digits made.
        if self.ints {
            return Ok(crate::int_le(self.py, v)?.into_bound(self.py));
        }
        Ok(pyo3::types::PyBytes::new(self.py, v).into_any())
    }
    fn is_human_readable(&self) -> bool {
        // The ints form takes numbers as numbers (see `serialize_bytes`).
        !self.ints
    }
    fn serialize_none(self) -> Result<'py> {
        Ok(self.py.None().into_bound(self.py))
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<'py> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<'py> {
        self.serialize_none()
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<'py> {
        self.serialize_none()
    }
    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Result<'py> {
        Ok(PyString::new(self.py, variant).into_any())
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(self, _name: &'static str, value: &T) -> Result<'py> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<'py> {
        tagged(self.py, variant, value.serialize(self.at(variant))?)
    }
    fn serialize_seq(self, len: Option<usize>) -> std::result::Result<Seq<'py>, Failed> {
        Ok(Seq { to: self, items: Vec::with_capacity(len.unwrap_or(0)) })
    }
    fn serialize_tuple(self, len: usize) -> std::result::Result<Seq<'py>, Failed> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> std::result::Result<Seq<'py>, Failed> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> std::result::Result<Tagged<Seq<'py>>, Failed> {
        Ok(Tagged { variant, inner: self.at(variant).serialize_seq(Some(len))? })
    }
    fn serialize_map(self, _len: Option<usize>) -> std::result::Result<Map<'py>, Failed> {
        Ok(Map { to: self, dict: PyDict::new(self.py), key: None })
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> std::result::Result<Map<'py>, Failed> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> std::result::Result<Tagged<Map<'py>>, Failed> {
        Ok(Tagged { variant, inner: self.serialize_struct(variant, len)? })
    }
}

/// A list, or a tuple for a position.
pub struct Seq<'py> {
    to: ToPy<'py>,
    items: Vec<Bound<'py, PyAny>>,
}

impl<'py> Seq<'py> {
    fn push<T: ?Sized + Serialize>(&mut self, value: &T) -> std::result::Result<(), Failed> {
        self.items.push(value.serialize(self.to)?);
        Ok(())
    }

    fn done(self) -> Result<'py> {
        if self.to.ints && self.to.place == Place::Position {
            Ok(PyTuple::new(self.to.py, self.items)?.into_any())
        } else {
            Ok(PyList::new(self.to.py, self.items)?.into_any())
        }
    }
}

/// A list is built the same way under each of serde's three names for one.
macro_rules! seq_as {
    ($($serialize:ident :: $element:ident),*) => {$(
        impl<'py> ser::$serialize for Seq<'py> {
            type Ok = Bound<'py, PyAny>;
            type Error = Failed;
            fn $element<T: ?Sized + Serialize>(&mut self, value: &T) -> std::result::Result<(), Failed> {
                self.push(value)
            }
            fn end(self) -> Result<'py> {
                self.done()
            }
        }
    )*};
}

seq_as!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field
);

/// A dict; a key is a string (as JSON's are), its value placed by it.
pub struct Map<'py> {
    to: ToPy<'py>,
    dict: Bound<'py, PyDict>,
    key: Option<String>,
}

impl<'py> Map<'py> {
    fn field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> std::result::Result<(), Failed> {
        let value = value.serialize(self.to.at(key))?;
        self.dict.set_item(field_name(self.to.py, key), value)?;
        Ok(())
    }
}

thread_local! {
    /// Each field name's Python string, made once: a struct's field names are
    /// `'static`, so the text's address names it.
    static FIELD_NAMES: std::cell::RefCell<Vec<(usize, usize, Py<PyString>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

thread_local! {
    /// The map keys met so far (the answers use a few dozen), to the most
    /// [`KEPT_KEYS`].
    static KEY_NAMES: std::cell::RefCell<Vec<(Box<str>, Py<PyString>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

const KEPT_KEYS: usize = 256;

/// The Python string for a map key, made once while few keys have been met.
fn key_name<'py>(py: Python<'py>, key: &str) -> Bound<'py, PyString> {
    KEY_NAMES.with_borrow_mut(|names| {
        if let Some((_, name)) = names.iter().find(|(k, _)| &**k == key) {
            return name.bind(py).clone();
        }
        let name = PyString::intern(py, key);
        if names.len() < KEPT_KEYS {
            names.push((key.into(), name.clone().unbind()));
        }
        name
    })
}

/// The Python string for a field name (interned, as attribute names are).
fn field_name<'py>(py: Python<'py>, key: &'static str) -> Bound<'py, PyString> {
    let id = (key.as_ptr() as usize, key.len());
    FIELD_NAMES.with_borrow_mut(|names| {
        if let Some((_, _, name)) = names.iter().find(|(p, l, _)| (*p, *l) == id) {
            return name.bind(py).clone();
        }
        let name = PyString::intern(py, key);
        names.push((id.0, id.1, name.clone().unbind()));
        name
    })
}

impl<'py> ser::SerializeMap for Map<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Failed;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> std::result::Result<(), Failed> {
        // As JSON writes a key: a string, or a number's digits.
        let key = match serde_json::to_value(key).map_err(<Failed as ser::Error>::custom)? {
            serde_json::Value::String(text) => text,
            other => other.to_string(),
        };
        self.key = Some(key);
        Ok(())
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> std::result::Result<(), Failed> {
        let key = self.key.take().ok_or_else(|| <Failed as ser::Error>::custom("a value before its key"))?;
        let value = value.serialize(self.to.at(&key))?;
        self.dict.set_item(key_name(self.to.py, &key), value)?;
        Ok(())
    }
    fn end(self) -> Result<'py> {
        Ok(self.dict.into_any())
    }
}

impl<'py> ser::SerializeStruct for Map<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Failed;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> std::result::Result<(), Failed> {
        self.field(key, value)
    }
    fn end(self) -> Result<'py> {
        Ok(self.dict.into_any())
    }
}

/// An enum's tuple or struct variant, as JSON writes it: `{variant: value}`.
pub struct Tagged<S> {
    variant: &'static str,
    inner: S,
}

/// `{variant: value}`, as JSON writes an enum's variant that holds data.
fn tagged<'py>(py: Python<'py>, variant: &'static str, value: Bound<'py, PyAny>) -> Result<'py> {
    let dict = PyDict::new(py);
    dict.set_item(field_name(py, variant), value)?;
    Ok(dict.into_any())
}

impl<'py> ser::SerializeTupleVariant for Tagged<Seq<'py>> {
    type Ok = Bound<'py, PyAny>;
    type Error = Failed;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> std::result::Result<(), Failed> {
        self.inner.push(value)
    }
    fn end(self) -> Result<'py> {
        let py = self.inner.to.py;
        tagged(py, self.variant, self.inner.done()?)
    }
}

impl<'py> ser::SerializeStructVariant for Tagged<Map<'py>> {
    type Ok = Bound<'py, PyAny>;
    type Error = Failed;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> std::result::Result<(), Failed> {
        self.inner.field(key, value)
    }
    fn end(self) -> Result<'py> {
        let py = self.inner.to.py;
        tagged(py, self.variant, self.inner.dict.into_any())
    }
}
