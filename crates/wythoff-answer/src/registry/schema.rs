//! The parts of `docs/answers.schema.json` that name games, made from the
//! list: `game` (every game's name), `parameters` (every parameter's key and
//! what it holds) and `reason` (every game's kinds of reason and their
//! numbers). The rest of the schema is written by hand; a test keeps the
//! committed file equal to [`with_games`] of itself.

use serde_json::{Map, Value, json};

use super::{ParameterKind, ReasonSpec, entries, listed};

/// `schema` with its game-specific parts made from the list. The reasons that
/// are not any game's (a Grundy value's, a sum's) are kept as they are, after
/// the games'.
pub fn with_games(mut schema: Value) -> Value {
    let defs = &mut schema["$defs"];
    defs["game"] = game();
    defs["parameters"] = parameters();
    let reason = &mut defs["reason"];
    let ours: Vec<&ReasonSpec> = reasons();
    let kinds: Vec<&str> = ours.iter().flat_map(|r| r.kinds.iter().copied()).collect();
    let mut kind_enum: Vec<Value> = kinds.iter().map(|k| json!(k)).collect();
    if let Some(old) = reason["properties"]["kind"]["enum"].as_array() {
        kind_enum.extend(old.iter().filter(|k| !kinds.iter().any(|o| k.as_str() == Some(o))).cloned());
    }
    reason["properties"]["kind"]["enum"] = Value::Array(kind_enum);
    let mut all: Vec<Value> = ours.iter().filter(|r| r.values.is_some()).map(|r| condition(r)).collect();
    if let Some(old) = reason["allOf"].as_array() {
        all.extend(
            old.iter().filter(|c| !condition_kinds(c).iter().any(|k| kinds.contains(&k.as_str()))).cloned(),
        );
    }
    reason["allOf"] = Value::Array(all);
    schema
}

/// Every game's reasons, each once (the take-and-break games share theirs).
fn reasons() -> Vec<&'static ReasonSpec> {
    let mut found: Vec<&'static ReasonSpec> = Vec::new();
    for r in entries().flat_map(|e| e.reasons) {
        if !found.contains(&r) {
            found.push(r);
        }
    }
    found
}

/// The kinds a reason condition of the schema is about.
fn condition_kinds(condition: &Value) -> Vec<String> {
    let kind = &condition["if"]["properties"]["kind"];
    match (kind.get("const"), kind.get("enum")) {
        (Some(k), _) => vec![k.as_str().unwrap_or_default().to_string()],
        (_, Some(Value::Array(ks))) => ks.iter().filter_map(|k| k.as_str().map(String::from)).collect(),
        _ => Vec::new(),
    }
}

/// The schema's condition for one kind of reason: the numbers it holds.
fn condition(r: &ReasonSpec) -> Value {
    let mut values = Map::new();
    if !r.required.is_empty() {
        values.insert("required".into(), json!(r.required));
    }
    values.insert("propertyNames".into(), json!({"enum": r.values.unwrap_or_default()}));
    if !r.dependent.is_empty() {
        let dependent: Map<String, Value> =
            r.dependent.iter().map(|(k, v)| (k.to_string(), json!(v))).collect();
        values.insert("dependentRequired".into(), Value::Object(dependent));
    }
    json!({
        "description": r.about,
        "if": {"properties": {"kind": {"enum": r.kinds}}},
        "then": {"properties": {"values": values}},
    })
}

fn game() -> Value {
    let mut names: Vec<&str> = entries().map(|e| e.name).collect();
    names.push("sum");
    json!({"description": "The game's identifier: a game of the registry, or a sum of games.", "enum": names})
}

fn parameters() -> Value {
    let mut properties = Map::new();
    let mut said: Vec<String> = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for e in entries() {
        for p in e.parameters {
            if seen.contains(&p.key) {
                continue;
            }
            seen.push(p.key);
            let owners: Vec<&str> =
                entries().filter(|o| o.parameters.iter().any(|q| q.key == p.key)).map(|o| o.name).collect();
            said.push(format!("{} {} {} ({})", listed(&owners, "and"), has(owners.len()), p.key, p.about));
            properties.insert(
                p.key.into(),
                match p.kind {
                    ParameterKind::Positive => json!({"$ref": "#/$defs/number"}),
                    ParameterKind::Set => json!({"$ref": "#/$defs/numbers", "minItems": 1}),
                    ParameterKind::Choice(choices) => {
                        json!({"enum": choices.iter().map(|c| c.name).collect::<Vec<_>>()})
                    }
                    ParameterKind::Code => json!({"type": "string", "pattern": "^[04]\\.[0-7]+$"}),
                },
            );
        }
        for (key, about) in e.derived {
            said.push(format!("{} has {key} ({about}, from the position)", e.name));
            properties.insert(key.to_string(), json!({"$ref": "#/$defs/number"}));
        }
    }
    let none: Vec<&str> = entries().filter(|e| e.parameters.is_empty()).map(|e| e.name).collect();
    said.push(format!("{} {} none", listed(&none, "and"), has(none.len())));
    json!({
        "description": format!("The game's parameters besides the rule: {}.", said.join("; ")),
        "type": "object",
        "properties": properties,
        "additionalProperties": false,
    })
}

fn has(count: usize) -> &'static str {
    if count == 1 { "has" } else { "have" }
}
