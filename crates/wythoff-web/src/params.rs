//! A request's query parameters: percent-decoded, each read once, and any
//! left unread named as a mistake.

use std::collections::HashMap;

use wythoff::Natural;
use wythoff::game::{Arg, Rule};
use wythoff_answer::limits::brief_text;
use wythoff_answer::registry;
use wythoff_answer::words::Lang;
use wythoff_answer::{Error, ErrorKind, Limits};
/// Query parameters, each read once; unknown ones are an error.
pub(crate) struct Params {
    values: HashMap<String, String>,
}

impl Params {
    /// Every key and value percent-decoded (`a=%34` is `a=4`; a bare key has
    /// the empty value).
    pub(crate) fn parse(query: &str) -> Result<Params, Error> {
        let mut values = HashMap::new();
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            if values.insert(key.to_string(), value.into_owned()).is_some() {
                let args = vec![("key", Arg::Notation(brief_text(&key)))];
                return Err(Error::of(ErrorKind::Usage, "error_given_twice", args));
            }
        }
        Ok(Params { values })
    }

    /// `lang=`: the language of the answer's words (its keys, kinds and
    /// numbers are the same in every language); None where not given.
    pub(crate) fn lang(&mut self) -> Result<Option<Lang>, Error> {
        let Some(tag) = self.text("lang") else { return Ok(None) };
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
        Lang::parse(&tag).map(Some).ok_or_else(|| {
            let args =
                vec![("tag", Arg::Notation(brief_text(&tag))), ("langs", Arg::Notation(known.join(", ")))];
            Error::of(ErrorKind::Usage, "error_lang", args).keyed("lang")
        })
    }

    /// The error for a missing key: where the query holds the same key in
    /// another case, that key is named as unknown.
    pub(crate) fn missing(&self, key: &str) -> Error {
        let mut near: Vec<&String> = self.values.keys().filter(|k| k.eq_ignore_ascii_case(key)).collect();
        near.sort();
        match near.first() {
            Some(near) => {
                let args =
                    vec![("near", Arg::Notation(brief_text(near))), ("key", Arg::Notation(key.to_string()))];
                Error::of(ErrorKind::Usage, "error_lower_case", args)
            }
            None => Error::of(
                ErrorKind::Usage,
                "error_parameter_missing",
                vec![("key", Arg::Notation(key.to_string()))],
            ),
        }
    }

    pub(crate) fn text(&mut self, key: &str) -> Option<String> {
        self.values.remove(key)
    }

    pub(crate) fn number(&mut self, key: &'static str, limits: &Limits) -> Result<Natural, Error> {
        let text = self.text(key).ok_or_else(|| Params::missing(self, key).keyed(key))?;
        limits.number(&text).map_err(|e| e.about(key).concerning(key))
    }

    pub(crate) fn small(&mut self, key: &'static str, limits: &Limits, default: u64) -> Result<u64, Error> {
        if !self.values.contains_key(key) {
            return Ok(default);
        }
        let n = self.number(key, limits)?;
        u64::try_from(&n).map_err(|_| {
            let args = vec![
                ("key", Arg::Notation(key.to_string())),
                ("n", Arg::Notation(wythoff_answer::limits::brief(&n))),
            ];
            Error::of(ErrorKind::Limit, "error_too_large", args).keyed(key)
        })
    }

    pub(crate) fn numbers(&mut self, key: &'static str, limits: &Limits) -> Result<Vec<Natural>, Error> {
        let text = self.text(key).ok_or_else(|| Params::missing(self, key).keyed(key))?;
        registry::number_list(&text, key, limits).map_err(|e| e.concerning(key))
    }

    /// `misere`: 1, true or the bare key for misère play; 0, false or no key
    /// for normal play; nothing else.
    pub(crate) fn rule(&mut self) -> Result<Rule, Error> {
        Ok(if self.switch("misere")? { Rule::Misere } else { Rule::Normal })
    }

    /// A switch (`misere`, an action's `recheck`): 1, true or the bare key for
    /// on; 0, false or no key for off; nothing else.
    pub(crate) fn switch(&mut self, key: &str) -> Result<bool, Error> {
        match self.text(key).as_deref() {
            None | Some("0") | Some("false") => Ok(false),
            Some("1") | Some("true") | Some("") => Ok(true),
            Some(other) => {
                let args = vec![
                    ("key", Arg::Notation(key.to_string())),
                    ("found", Arg::Notation(brief_text(other))),
                ];
                Err(Error::of(ErrorKind::Usage, "error_boolean", args))
            }
        }
    }

    /// The last parameters of a square of Grundy values (the heat map's, as
    /// values or as a picture): `size` (64 when left out) and `a` (1, at most
    /// 20). Nothing else may follow.
    pub(crate) fn square(mut self, limits: &Limits) -> Result<(usize, u64), Error> {
        let size = self.small("size", limits, 64)?;
        let a = self.small("a", limits, 1)?;
        self.done()?;
        if a > 20 {
            return Err(Error::of(ErrorKind::Limit, "error_heat_a", Vec::new()));
        }
        Ok((usize::try_from(size).unwrap_or(usize::MAX), a))
    }

    /// Every parameter read: anything left is a mistake worth naming.
    pub(crate) fn done(self) -> Result<(), Error> {
        let mut left: Vec<&String> = self.values.keys().collect();
        left.sort();
        match left.first() {
            None => Ok(()),
            Some(key) => Err(Error::of(
                ErrorKind::Usage,
                "error_unknown_parameter",
                vec![("key", Arg::Notation(key.to_string()))],
            )),
        }
    }
}

impl registry::Query for Params {
    fn take(&mut self, key: &str) -> Option<String> {
        self.text(key)
    }

    fn missing(&self, key: &str) -> Error {
        Params::missing(self, key)
    }
}
