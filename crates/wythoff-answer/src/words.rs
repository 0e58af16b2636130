//! Words as data: every sentence a person reads is a message of a catalogue, one
//! per language, written from the answer's data.
//!
//! The catalogues are Project Fluent files in `locales/{en,zh-CN}/`, shared by
//! every front end (the command, the web API and Python render through this
//! module; the page asks the server). Numbers reach a message as decimal strings,
//! so that numbers of any size are written exactly (Fluent's own numbers are
//! 64-bit floats); a message chooses its words by a number with `NUMBER($n)`,
//! which reads the string (the plural category and `[0]` are exact: 0 and 1 are
//! read exactly, and every larger number is "other"). Unicode isolation marks
//! are off, so the English is the bytes the tests compare.
//!
//! The language an answer is written in is [`Lang::current`]: the process's
//! (set once by the command from `--lang` or the locale, by Python's
//! `set_language`), or one set for a while on this thread ([`Lang::scope`], the
//! web server's `lang=`).
//!
//! ```
//! use wythoff::game::Arg;
//! use wythoff_answer::words::{Lang, say_in};
//! let args = [("nim_sum", Arg::number(7u8))];
//! assert_eq!(say_in(Lang::En, "nim_sum", &args), "the nim-sum (XOR of the heaps) is 7, not 0");
//! assert_eq!(say_in(Lang::ZhCn, "nim_sum", &args), "尼姆和（各堆的异或）为 7，不为 0");
//! ```

use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use wythoff::game::{Arg, Said};

/// A language the answers are written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lang {
    /// English (`en`).
    #[default]
    En,
    /// Simplified Chinese (`zh-CN`).
    ZhCn,
}

/// The catalogues the answers are written from, each language's files in order.
const CATALOGUES: [(Lang, &[&str]); 2] = [
    (
        Lang::En,
        &[
            include_str!("../locales/en/reasons.ftl"),
            include_str!("../locales/en/answers.ftl"),
            include_str!("../locales/en/games.ftl"),
        ],
    ),
    (
        Lang::ZhCn,
        &[
            include_str!("../locales/zh-CN/reasons.ftl"),
            include_str!("../locales/zh-CN/answers.ftl"),
            include_str!("../locales/zh-CN/games.ftl"),
        ],
    ),
];

/// The page's own catalogue (the server serves it; the page writes from it).
const PAGE: [(Lang, &str); 2] = [
    (Lang::En, include_str!("../locales/en/page.ftl")),
    (Lang::ZhCn, include_str!("../locales/zh-CN/page.ftl")),
];

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhCn];

    /// The language's tag: `"en"` or `"zh-CN"`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The language a tag names: a BCP 47 tag (`en-GB`, `zh`, `zh-Hans-CN`) or
    /// a POSIX locale (`zh_CN.UTF-8`); None for a language without a catalogue.
    ///
    /// ```
    /// use wythoff_answer::words::Lang;
    /// assert_eq!(Lang::parse("zh_CN.UTF-8"), Some(Lang::ZhCn));
    /// assert_eq!(Lang::parse("en-GB"), Some(Lang::En));
    /// assert_eq!(Lang::parse("zh-TW"), None);
    /// assert_eq!(Lang::parse("fr"), None);
    /// ```
    pub fn parse(tag: &str) -> Option<Lang> {
        let tag = tag.split(['.', '@']).next().unwrap_or("").replace('_', "-");
        let id: unic_langid::LanguageIdentifier = tag.parse().ok()?;
        match id.language.as_str() {
            "en" => Some(Lang::En),
            // Simplified Chinese: zh, zh-CN, zh-SG, zh-Hans; not the traditional
            // script of zh-TW, zh-HK and zh-Hant.
            "zh" => {
                let script = id.script.map(|s| s.as_str().to_string());
                let region = id.region.map(|r| r.as_str().to_string());
                let traditional = script.as_deref() == Some("Hant")
                    || (script.is_none() && matches!(region.as_deref(), Some("TW" | "HK" | "MO")));
                (!traditional).then_some(Lang::ZhCn)
            }
            _ => None,
        }
    }

    /// The language of a POSIX locale: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set and not empty decides (as gettext reads them); English
    /// where it names a language without a catalogue, or `C`.
    ///
    /// ```
    /// use wythoff_answer::words::Lang;
    /// let env = |name: &str| (name == "LANG").then(|| "zh_CN.UTF-8".to_string());
    /// assert_eq!(Lang::from_locale(env), Lang::ZhCn);
    /// ```
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name).filter(|v| !v.is_empty()))
            .next()
            .and_then(|v| Lang::parse(&v))
            .unwrap_or_default()
    }

    /// The first language of an HTTP `Accept-Language` header (or a browser's
    /// `navigator.languages`, comma-separated) that has a catalogue, by weight.
    ///
    /// ```
    /// use wythoff_answer::words::Lang;
    /// assert_eq!(Lang::negotiate("fr-FR, zh-CN;q=0.8, en;q=0.5"), Lang::ZhCn);
    /// assert_eq!(Lang::negotiate("de"), Lang::En);
    /// ```
    pub fn negotiate(accept: &str) -> Lang {
        let mut found: Vec<(u32, usize, Lang)> = accept
            .split(',')
            .enumerate()
            .filter_map(|(i, part)| {
                let mut pieces = part.split(';');
                let lang = Lang::parse(pieces.next()?.trim())?;
                let q = pieces
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .map_or(1000, |q| (q.trim().parse::<f32>().unwrap_or(0.0) * 1000.0) as u32);
                (q > 0).then_some((q, i, lang))
            })
            .collect();
        found.sort_by_key(|&(q, i, _)| (std::cmp::Reverse(q), i));
        found.first().map_or(Lang::En, |&(_, _, lang)| lang)
    }

    /// The language answers are written in on this thread now: the one of
    /// [`scope`](Self::scope) if inside it, else the process's.
    pub fn current() -> Lang {
        SCOPED.with(Cell::get).unwrap_or_else(|| Lang::ALL[usize::from(PROCESS.load(Ordering::Relaxed))])
    }

    /// Makes `self` the process's language (the command's `--lang`, Python's
    /// `set_language`).
    pub fn set_for_process(self) {
        PROCESS.store(self as u8, Ordering::Relaxed);
    }

    /// Runs `f` with `self` as this thread's language (a web request's `lang=`).
    pub fn scope<T>(self, f: impl FnOnce() -> T) -> T {
        struct Restore(Option<Lang>);
        impl Drop for Restore {
            fn drop(&mut self) {
                SCOPED.with(|s| s.set(self.0));
            }
        }
        let _restore = Restore(SCOPED.with(|s| s.replace(Some(self))));
        f()
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

static PROCESS: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static SCOPED: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// A language's bundle, built the first time it is asked for (a command's
/// answer parses its own language's catalogue, and English's only where a
/// message is missing).
fn bundle_of(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] = [OnceLock::new(), OnceLock::new()];
    BUNDLES[lang as usize].get_or_init(|| bundle(lang))
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.tag().parse().expect("a valid tag");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle
        .add_function("NUMBER", |positional, _named| match positional.first() {
            Some(FluentValue::String(s)) => s.parse::<f64>().map_or(FluentValue::Error, FluentValue::from),
            Some(FluentValue::Number(n)) => FluentValue::Number(n.clone()),
            _ => FluentValue::Error,
        })
        .expect("NUMBER is added once");
    for (of, files) in CATALOGUES {
        if of == lang {
            for file in files {
                let resource =
                    FluentResource::try_new(file.to_string()).expect("the catalogues parse (tested)");
                bundle.add_resource(resource).expect("no message twice (tested)");
            }
        }
    }
    bundle
}

/// The message `id` in the current language ([`Lang::current`]).
pub fn say(id: &str, args: &[(&str, Arg)]) -> String {
    say_in(Lang::current(), id, args)
}

/// The message `id` in `lang`, written from `args`; English where `lang`'s
/// catalogue lacks it (a test keeps the catalogues whole), and the id itself
/// where no catalogue has it.
pub fn say_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent = FluentArgs::with_capacity(args.len());
    for (name, arg) in args {
        fluent.set(*name, FluentValue::from(written(lang, arg)));
    }
    for lang in [lang, Lang::En] {
        let bundle = bundle_of(lang);
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&fluent), &mut errors);
            debug_assert!(errors.is_empty(), "{id} in {lang}: {errors:?}");
            return text.into_owned();
        }
    }
    id.to_string()
}

/// A message id made at run time (`game-bash-title`) as the `&'static str` a
/// [`Said`] holds: each distinct id is kept once (the catalogues' ids are
/// finite, so what is kept is bounded).
pub fn id(text: &str) -> &'static str {
    static IDS: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
    let mut ids = IDS.lock().unwrap_or_else(|e| e.into_inner());
    match ids.iter().find(|id| **id == text) {
        Some(id) => id,
        None => {
            let id: &'static str = Box::leak(text.to_string().into_boxed_str());
            ids.push(id);
            id
        }
    }
}

/// A game's title (the registry's English, the catalogue's `game-NAME-title`
/// in another language) as a clause, said in the language it is written in.
pub fn title(name: &str) -> Arg {
    Arg::Said(Box::new(Said::new(id(&format!("game-{name}-title")), Vec::new())))
}

/// Names joined "a, b or c" in the current language (`list_or`).
pub fn or_list(names: &[&str]) -> Arg {
    Said::list_of("list_or", "list_comma", names.iter().map(|n| Arg::Notation(n.to_string())).collect())
}

/// A clause in the current language.
pub fn said(s: &Said) -> String {
    say(s.kind, &s.args)
}

/// A list read "a, b and c" in the current language: clauses of the messages
/// `list_two` and `list_more`, one for each item after the first.
///
/// ```
/// use wythoff::game::Arg;
/// use wythoff_answer::words::{and_list, Lang, say_in};
/// let games = and_list(vec![Arg::Notation("0.07".into()), Arg::Notation("kayles".into())]);
/// assert_eq!(say_in(Lang::En, "list_item", &[("item", games.clone())]), "0.07 and kayles");
/// assert_eq!(say_in(Lang::ZhCn, "list_item", &[("item", games)]), "0.07 与 kayles");
/// ```
pub fn and_list(items: Vec<Arg>) -> Arg {
    Said::list_of("list_two", "list_more", items)
}

/// An argument as the string a message is given.
fn written(lang: Lang, arg: &Arg) -> String {
    match arg {
        Arg::Number(n) => n.to_string(),
        Arg::Case(c) => (*c).to_string(),
        Arg::Notation(s) => s.clone(),
        Arg::Said(s) => say_in(lang, s.kind, &s.args),
    }
}

/// What a Chinese input method types for a number or a list, as ASCII: the
/// full-width digits U+FF10–U+FF19, the full-width comma U+FF0C and the
/// ideographic comma U+3001 (as `,`), and the ideographic space U+3000 (as a
/// space). Nothing else changes: `²`, `①` and `𝟏`, which NFKC would also make
/// digits, stay what they are and are refused where a number is read. For the
/// front ends, where a person types; judge inputs stay as the judges define
/// them.
///
/// ```
/// use wythoff_answer::words::halfwidth;
/// assert_eq!(halfwidth("１２，２０、３\u{3000}４"), "12,20,3 4");
/// assert_eq!(halfwidth("²①𝟏"), "²①𝟏");
/// ```
pub fn halfwidth(text: &str) -> std::borrow::Cow<'_, str> {
    let wide = |c: char| matches!(c, '\u{FF10}'..='\u{FF19}' | '\u{FF0C}' | '\u{3001}' | '\u{3000}');
    if !text.chars().any(wide) {
        return std::borrow::Cow::Borrowed(text);
    }
    text.chars()
        .map(|c| match c {
            '\u{FF10}'..='\u{FF19}' => char::from(b'0' + (c as u32 - 0xFF10) as u8),
            '\u{FF0C}' | '\u{3001}' => ',',
            '\u{3000}' => ' ',
            c => c,
        })
        .collect()
}

/// English left in a sentence: the words every English sentence of the
/// catalogues is made with, found where a translation is missing (for the
/// tests, in every front end, that a Chinese answer has no English left). Names, codes,
/// notation (`mod`, `ade`) and numbers are not among them.
pub fn english_in(text: &str) -> Vec<String> {
    const ENGLISH: &[&str] = &[
        "the",
        "is",
        "of",
        "to",
        "player",
        "move",
        "moves",
        "heap",
        "heaps",
        "pile",
        "piles",
        "not",
        "with",
        "which",
        "every",
        "from",
        "for",
        "are",
        "wins",
        "loses",
        "position",
        "positions",
        "value",
        "values",
        "iff",
        "here",
        "but",
        "only",
        "exactly",
        "when",
        "no",
        "there",
        "its",
        "has",
        "have",
        "this",
        "that",
        "than",
        "more",
        "at",
        "most",
        "win",
        "lose",
        "lost",
        "won",
        "take",
        "takes",
        "an",
        "or",
        "why",
    ];
    // A flag (`--max-take`), a hyphenated choice (`one-or-all`), a key
    // (`max_take`) and a term glossed in English (`P-position`) are names, not
    // English sentences.
    let name = |token: &str| {
        token.starts_with("--")
            || token.starts_with("'--")
            || (token.contains('-') && token.chars().all(|c| c.is_ascii_alphabetic() || c == '-'))
            || (token.contains('_') && token.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
    };
    // What 「」 quotes is typed (a command word such as `to`), not English.
    let mut unquoted = String::new();
    let mut rest = text;
    while let Some((before, after)) = rest.split_once('「') {
        unquoted += before;
        rest = after.split_once('」').map_or("", |(_, tail)| tail);
        unquoted.push(' ');
    }
    unquoted += rest;
    unquoted
        .split_whitespace()
        .flat_map(|token| token.split(['：', '，', '（', '）']))
        .map(|token| token.trim_matches(|c: char| c.is_ascii_punctuation() && c != '-'))
        .filter(|token| !name(token))
        .flat_map(|token| token.split(|c: char| !c.is_ascii_alphabetic()))
        .filter(|w| ENGLISH.contains(&w.to_ascii_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

/// Every catalogue's text, by language, for the tests that keep them whole.
pub fn catalogue_files() -> impl Iterator<Item = (Lang, &'static str)> {
    CATALOGUES.iter().flat_map(|(lang, files)| files.iter().map(move |f| (*lang, *f))).chain(PAGE)
}
