//! Every game of the registry as JSON: what a front end needs to offer them
//! (the web API's `/api/games`, from which the page builds its menus and
//! fields; Python's named helpers).

use serde::{Serialize, Serializer};
use serde_json::{Value, json};

use super::{Entry, ParameterKind, Shape, capitalised, entries};
use crate::words::{Lang, say_in};

/// Every game of the registry as JSON, its prose (titles, what each game and
/// parameter is, presets, actions, sum components) in the current language
/// ([`Lang::current`]; the catalogue's `games.ftl`, whose English is the
/// registry's own).
///
/// `{games: [{name, title, about, command, parameters: [{key, flag, kind,
/// choices, about, symbol, label, default}], shape, misere, sum, board, splits, takes, pictures,
/// bounds (the names of the limits beyond the digits' that bound its answers), actions:
/// [{name, about, numbers}], presets: [{name, title, parameters}], examples:
/// [{parameters, position}], refused: [{parameters, position, misere, kind,
/// says}], python}]}`, where `shape` is `{kind: "named", keys}`,
/// `{kind: "list", key, min, max}` or `{kind: "heap_and_limit", heap, limit}`.
///
/// ```
/// let json = serde_json::to_value(wythoff_answer::registry::Catalogue).unwrap();
/// assert_eq!(json["games"][0]["name"], "wythoff");
/// assert_eq!(json["games"][0]["board"], true);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Catalogue;

impl Serialize for Catalogue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let games: Vec<Value> = entries().map(entry_json).collect();
        json!({ "games": games }).serialize(serializer)
    }
}

/// The registry's English `text`, or its message `game-NAME-PART` in `lang`.
fn prose(lang: Lang, e: &Entry, part: &str, text: &'static str) -> String {
    match lang {
        Lang::En => text.to_string(),
        _ => say_in(lang, &format!("game-{}-{part}", e.name), &[]),
    }
}

/// A parameter's symbol, where its English `about` names one before a colon
/// ("M: the most one move may take"), and its words without it, from `about`
/// in the current language ("M：一步至多取的个数" → "一步至多取的个数").
fn symbol_and_label(english: &'static str, about: &str) -> (Option<&'static str>, String) {
    let symbol = english
        .split_once(": ")
        .map(|(s, _)| s)
        .filter(|s| s.len() <= 2 && s.chars().all(|c| c.is_ascii_alphabetic()));
    let label = symbol
        .and_then(|s| about.strip_prefix(s))
        .and_then(|rest| rest.strip_prefix(": ").or_else(|| rest.strip_prefix('：')))
        .unwrap_or(about);
    (symbol, label.to_string())
}

fn entry_json(e: &Entry) -> Value {
    let lang = Lang::current();
    let say = |part: &str, text: &'static str| prose(lang, e, part, text);
    let parameters: Vec<Value> = e
        .parameters
        .iter()
        .map(|p| {
            let choices: Option<Vec<Value>> = match p.kind {
                ParameterKind::Choice(choices) => Some(
                    choices
                        .iter()
                        .map(|c| {
                            let about = say(&format!("parameter-{}-{}", p.key, c.name), c.about);
                            json!({"name": c.name, "about": about})
                        })
                        .collect(),
                ),
                _ => None,
            };
            let about = say(&format!("parameter-{}", p.key), p.about);
            let (symbol, label) = symbol_and_label(p.about, &about);
            json!({
                "key": p.key, "flag": p.flag, "kind": p.kind.as_str(), "choices": choices,
                "about": about, "symbol": symbol, "label": label, "default": p.default,
            })
        })
        .collect();
    let shape = match e.shape {
        Shape::Named(keys) => json!({"kind": "named", "keys": keys}),
        Shape::List { key, min, max } => {
            json!({"kind": "list", "key": key, "min": min.to_string(), "max": max.map(|m| m.to_string())})
        }
        Shape::HeapAndLimit { heap, limit } => {
            json!({"kind": "heap_and_limit", "heap": heap, "limit": limit})
        }
    };
    let actions: Vec<Value> = e
        .actions
        .iter()
        .map(|a| {
            let about = say(&format!("action-{}", a.name), a.about);
            json!({"name": a.name, "about": about, "numbers": a.numbers.to_string()})
        })
        .collect();
    let presets: Vec<Value> = e
        .presets
        .iter()
        .map(|p| {
            let title = say(&format!("preset-{}-title", p.name), p.title);
            let about = say(&format!("preset-{}-about", p.name), p.about);
            json!({"name": p.name, "title": title, "parameters": p.parameters, "about": about})
        })
        .collect();
    let examples: Vec<Value> =
        e.examples.iter().map(|x| json!({"parameters": x.parameters, "position": x.position})).collect();
    let sum_syntax: Vec<Value> = e
        .sum_syntax
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let about = say(&format!("sum-{}", i + 1), s.about);
            json!({"written": s.written, "about": about, "example": s.example})
        })
        .collect();
    let refused: Vec<Value> = e
        .refused
        .iter()
        .map(|r| {
            json!({
                "parameters": r.parameters, "position": r.position, "misere": r.misere,
                "kind": r.kind.as_str(), "says": r.says,
            })
        })
        .collect();
    json!({
        "name": e.name, "title": say("title", e.title), "about": say("about", e.about), "command": e.command,
        "parameters": parameters, "shape": shape,
        "misere": e.misere, "sum": e.sum, "sum_syntax": sum_syntax, "board": e.on_board(), "splits": e.splits,
        "takes": e.takes, "bounds": e.bounds, "pictures": pictures(e),
        "actions": actions, "presets": presets, "examples": examples, "refused": refused, "python": e.python,
    })
}

/// The pictures of the game's values it has: `heat_map` (a two-pile game's
/// G(x, y), [`crate::drawn::GrundySquare`]) or `values` (a heap game's G(0),
/// G(1), …, [`crate::drawn::HeapValues`]).
fn pictures(e: &Entry) -> Vec<&'static str> {
    match (e.on_board(), e.heap_game()) {
        (true, _) => vec!["heat_map"],
        (false, true) => vec!["values"],
        (false, false) => Vec::new(),
    }
}

/// Every game as a markdown table: its name (the web API's and JSON's), its
/// subcommand and parameters' flags, its positions, what else it answers,
/// whether it has misère play and can be a sum's component, and its Python
/// helper. The README shows it; a test keeps the two equal.
pub fn markdown_table() -> String {
    let mut table = String::from(
        "| game | command | positions | also | misère | in sums | Python |\n|---|---|---|---|---|---|---|\n",
    );
    for e in entries() {
        let mut command = match e.command {
            Some(c) => format!("`wythoff {c}"),
            None => "`wythoff".to_string(),
        };
        for p in e.parameters {
            command += &format!(" {} {}", p.flag, p.flag[2..].to_uppercase().replace('-', "_"));
        }
        command += " status …`";
        let positions = match e.shape {
            Shape::Named([_]) => "one heap".to_string(),
            Shape::Named(keys) => format!("{} piles", keys.len()),
            Shape::List { key, min, max: Some(max) } if min == max => format!("{min} {key}"),
            Shape::List { key, min, max: Some(max) } => format!("{min} to {max} {key}"),
            Shape::List { key, .. } => format!("any number of {key}"),
            Shape::HeapAndLimit { .. } => "a heap (and the most the next move may take)".to_string(),
        };
        let mut also: Vec<String> = e.actions.iter().map(|a| format!("`{}`", a.name)).collect();
        also.extend(e.presets.iter().map(|p| format!("`--preset {}`", p.name)));
        let python = match e.python.is_empty() {
            true => "the module's own functions".to_string(),
            false => {
                let keys: Vec<&str> = e.parameters.iter().map(|p| p.key).collect();
                format!("`wythoff.{}({})`", e.name, keys.join(", "))
            }
        };
        let yes = |b: bool| if b { "yes" } else { "no" };
        table += &format!(
            "| {} (`{}`) | {command} | {positions} | {} | {} | {} | {python} |\n",
            capitalised(e.title),
            e.name,
            if also.is_empty() { "".to_string() } else { also.join(", ") },
            yes(e.misere),
            yes(e.sum)
        );
    }
    table
}
