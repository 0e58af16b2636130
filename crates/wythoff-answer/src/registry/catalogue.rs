//! Every game of the registry as JSON: what a front end needs to offer them
//! (the web API's `/api/games`, from which the page builds its menus and
//! fields; Python's named helpers).

use serde::{Serialize, Serializer};
use serde_json::{Value, json};

use super::{Entry, ParameterKind, Shape, entries};

/// Every game of the registry as JSON.
///
/// `{games: [{name, title, about, command, parameters: [{key, flag, kind,
/// choices, about, default}], shape, misere, sum, board, splits, actions:
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

fn entry_json(e: &Entry) -> Value {
    let parameters: Vec<Value> = e
        .parameters
        .iter()
        .map(|p| {
            let choices: Option<Vec<Value>> = match p.kind {
                ParameterKind::Choice(choices) => {
                    Some(choices.iter().map(|c| json!({"name": c.name, "about": c.about})).collect())
                }
                _ => None,
            };
            json!({
                "key": p.key, "flag": p.flag, "kind": p.kind.as_str(), "choices": choices,
                "about": p.about, "default": p.default,
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
        .map(|a| json!({"name": a.name, "about": a.about, "numbers": a.numbers.to_string()}))
        .collect();
    let presets: Vec<Value> = e
        .presets
        .iter()
        .map(|p| json!({"name": p.name, "title": p.title, "parameters": p.parameters}))
        .collect();
    let examples: Vec<Value> =
        e.examples.iter().map(|x| json!({"parameters": x.parameters, "position": x.position})).collect();
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
        "name": e.name, "title": e.title, "about": e.about, "command": e.command,
        "parameters": parameters, "shape": shape,
        "misere": e.misere, "sum": e.sum, "board": e.on_board(), "splits": e.splits,
        "actions": actions, "presets": presets, "examples": examples, "refused": refused, "python": e.python,
    })
}
