//! JSON as promised: the `--json` output of every subcommand, for every game and
//! every kind of reason, and the error objects, validated against
//! `docs/answers.schema.json`; and every number in them a decimal string.
use crate::common;

use std::collections::BTreeSet;

use common::{with_stdin, wythoff};

/// Every leaf is a string or null: no JSON numbers (which readers round) or
/// booleans.
fn leaves_are_strings(value: &serde_json::Value, path: &str) {
    match value {
        serde_json::Value::Object(map) => {
            map.iter().for_each(|(k, v)| leaves_are_strings(v, &format!("{path}.{k}")))
        }
        serde_json::Value::Array(items) => {
            items.iter().enumerate().for_each(|(i, v)| leaves_are_strings(v, &format!("{path}[{i}]")))
        }
        serde_json::Value::String(_) | serde_json::Value::Null => {}
        other => panic!("{path} is {other}, not a string"),
    }
}

fn schema() -> serde_json::Value {
    serde_json::from_str(include_str!("../../../../docs/answers.schema.json")).unwrap()
}

#[test]
fn every_json_output_matches_the_schema() {
    let dir = common::scratch("json-values");
    let values_file = dir.join("g.values").display().to_string();
    let values_file_2 = dir.join("o.values").display().to_string();
    let far = format!("1{}", "0".repeat(60));
    let runs: Vec<Vec<&str>> = vec![
        vec!["status", "4", "7"],
        vec!["status", "2", "2", "--misere"],
        vec!["moves", "5", "5"],
        vec!["moves", "1", "1", "--misere"],
        vec!["moves", &far, "3"],
        vec!["nth", "102334155"],
        vec!["nth", "0", "--misere"],
        vec!["pair", "10"],
        vec!["pair", "0"],
        vec!["pair", "2", "--misere"],
        vec!["positions", "--count", "3"],
        vec!["positions", "--from", "0", "--to", "2", "--misere"],
        vec!["positions", "--count", "0"],
        vec!["octal", "--code", "0.75", "quotient", "30"],
        vec!["octal", "--code", "0.77", "--misere", "moves", "20", "25"],
        vec!["nim", "quotient", "2"],
        vec!["sum", "--misere", "octal{0.75}(3,4) + octal{0.75}(7)"],
        vec!["sum", "--misere", "octal{0.75}(30) + octal{0.75}(1000000000000)"],
        vec!["sum", "--misere", "octal{0.76}(9) + octal{0.76}(15)"],
        vec!["sum", "--misere", "nim(300) + nim(301) + nim(1)"],
        vec!["sum", "--misere", "octal{0.76}(13) + octal{0.76}(30)"],
        vec!["sum", "--misere", "nim(3) + subtraction{1,2}(4)"],
        vec!["nim", "status", "3", "5", "6"],
        vec!["nim", "moves", "3", "5", "7"],
        vec!["nim", "moves", "1", "1", "5", "--misere"],
        vec!["nim", "status", "1", "1", "1", "--misere"],
        vec!["bash", "-m", "3", "moves", "10"],
        vec!["bash", "-m", "3", "status", "9", "--misere"],
        vec!["bash", "-m", "3", "moves", "0", "--misere"],
        vec!["fibonacci", "moves", "100"],
        vec!["fibonacci", "status", "13"],
        vec!["fibonacci", "status", "0"],
        vec!["fibonacci", "moves", "18", "--max-take", "4"],
        vec!["subtraction", "-s", "1,3,4", "status", "10"],
        vec!["subtraction", "-s", "1,3,4", "moves", &far],
        vec!["subtraction", "-s", "1,3,7,8", "--misere", "moves", &far],
        vec!["subtraction", "-s", "1,3,7,8", "--misere", "status", "5"],
        vec!["subtraction", "-s", "3,4", "--misere", "status", "2"],
        vec!["subtraction", "-s", "1,3,4", "sequence", "12"],
        vec!["subtraction", "-s", "1,3,7,8", "--misere", "sequence", "5"],
        vec!["subtraction", "-s", "1,3,7,8", "--misere", "period"],
        vec!["subtraction", "-s", "1,4611686018427387904", "moves", "6"],
        vec!["generalized", "--a", "2", "status", "4", "10"],
        vec!["generalized", "--a", "2", "moves", "5", "10"],
        vec!["generalized", "--a", "3", "moves", "9", &far],
        vec!["generalized", "--a", "3", "--misere", "moves", "3", "11"],
        vec!["generalized", "--a", "1", "--misere", "status", "2", "2"],
        vec!["generalized", "--a", "5", "nth", "7"],
        vec!["generalized", "--a", "5", "--misere", "nth", "0"],
        vec!["generalized", "--a", "3", "--misere", "pair", "6"],
        vec!["restricted", "-m", "3", "moves", "9", "9"],
        vec!["restricted", "-m", "3", "--misere", "moves", &far, "7"],
        vec!["restricted", "-m", "1", "--misere", "moves", "3", "4"],
        vec!["multipile", "--rule", "one-or-all", "moves", "3", "5", "7"],
        vec!["multipile", "--rule", "one-or-any", "--misere", "status", "0", "0", "0"],
        vec!["multipile", "--rule", "one-or-any", "positions", "--max", "4"],
        vec!["multipile", "--rule", "one-or-all", "positions", "--max", "2", "--piles", "4"],
        vec!["grundy", "3", "10"],
        vec!["grundy", "5", &far],
        vec!["grundy", "300", "400"],
        vec!["grundy", "rows", "--max-row", "6"],
        vec!["grundy", "rows", "--max-row", "6", "--recheck"],
        vec!["grundy", "positions", "--value", "3", "--count", "5"],
        vec!["grundy", "positions", "--value", "3", "--nth", "40"],
        vec!["grundy", "100000", "161803"],
        vec!["sum", "wythoff(2,2) + nim(2)"],
        vec!["sum", "wythoff(3,5) + nim(7,1) + subtraction{1,3,4}(10) + bash{4}(20)"],
        vec!["sum", "nim(3) + nim(3)"],
        vec!["sum", "nim(3) + fibonacci(10) + fibonacci(12,2)"],
        vec!["sum", "octal{0.07}(20) + grundys_game(7,9) + lasker_nim(7)"],
        vec!["octal", "--code", "0.77", "moves", "4", "5"],
        vec!["octal", "--code", ".07", "status", &far],
        vec!["octal", "--code", "0.77", "--misere", "moves", "3", "4", "5"],
        vec!["octal", "--code", "0.07", "period"],
        vec!["octal", "--code", "0.6", "period", "--limit", "256"],
        vec!["octal", "--code", "0.07", "sequence", "10"],
        vec!["octal", "--code", "4.7", "computer", "9"],
        vec!["grundys-game", "moves", "5", "6"],
        vec!["grundys-game", "sequence", "10"],
        vec!["grundys-game", "sequence", "100", "--out", &values_file],
        vec!["octal", "--code", "0.6", "sequence", "20000", "--out", &values_file_2],
        vec!["octal", "--code", "0.6", "sequence", "20001", "--resume", &values_file_2],
        vec!["lasker-nim", "moves", "2", "2", "3"],
        vec!["lasker-nim", "status", &far],
        vec!["octal", "--code", "0.77", "genus", "12"],
        vec!["octal", "--preset", "dawsons_kayles", "--misere", "genus", "0"],
        vec!["grundys-game", "genus", "9"],
        vec!["lasker-nim", "genus", "3"],
        vec!["nim", "genus", "12"],
        vec!["bash", "-m", "3", "genus", "7"],
        vec!["subtraction", "-s", "2,3", "genus", "20"],
    ];
    let failing: Vec<Vec<&str>> = vec![
        vec!["status", "-3", "4"],
        vec!["nth", "12x"],
        vec!["bash", "-m", "0", "status", "3"],
        vec!["--max-digits", "3", "pair", "12345"],
        vec!["subtraction", "-s", "1,2", "sequence", "1000000000"],
        vec!["positions", "--from", "3", "--to", "1"],
        vec!["grundy", "5000", "5000000"],
        vec!["grundy", "positions", "--value", "1", "--nth", "300000000"],
        vec!["grundy", "12345678", "12345679"],
        vec!["sum", "nim(3) + fibonacci(10001)"],
        vec!["octal", "--code", "0.8", "status", "3"],
        vec!["octal", "--code", "0.6", "status", &far],
        vec!["octal", "--code", "0.76", "--misere", "status", "41"],
        vec!["grundys-game", "status", "100000"],
        vec!["lasker-nim", "moves", "1000001"],
        vec!["octal", "--code", "0.77", "genus", "100000000"],
    ];
    let schema = schema();
    let validator = jsonschema::validator_for(&schema).expect("the schema is valid JSON Schema");
    let mut kinds = BTreeSet::new();
    let mut games = BTreeSet::new();
    let mut check = |args: &[&str], value: serde_json::Value| {
        let errors: Vec<String> =
            validator.iter_errors(&value).map(|e| format!("{} at {}", e, e.instance_path())).collect();
        assert!(errors.is_empty(), "{args:?}: {value}\n{}", errors.join("\n"));
        leaves_are_strings(&value, "");
        if let Some(kind) = value["reason"]["kind"].as_str() {
            kinds.insert(kind.to_string());
        }
        if let Some(game) = value["game"].as_str() {
            games.insert(game.to_string());
        }
    };
    // And every game's examples, status and moves, in each rule it has: a new
    // game's reasons are seen without a line here.
    let mut from_registry: Vec<Vec<String>> = Vec::new();
    for entry in wythoff_answer::registry::entries() {
        let rules: &[bool] = if entry.misere { &[false, true] } else { &[false] };
        for example in entry.examples {
            for &misere in rules {
                for question in ["status", "moves"] {
                    let mut args: Vec<String> = entry.command_words().iter().map(|w| w.to_string()).collect();
                    args.push(question.into());
                    args.extend(entry.args(example.parameters, example.position));
                    if misere {
                        args.push("--misere".into());
                    }
                    from_registry.push(args);
                }
            }
        }
    }
    let runs = runs.into_iter().chain(from_registry.iter().map(|a| a.iter().map(String::as_str).collect()));
    for mut args in runs {
        args.push("--json");
        let out = wythoff(&args);
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(text.lines().count(), 1, "{args:?}: one line");
        check(&args, serde_json::from_str(&text).unwrap());
    }
    for args in &failing {
        let mut args = args.clone();
        args.push("--json");
        let out = wythoff(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(value["error"].is_object(), "{args:?}");
        check(&args, value);
    }
    // Numbers read from standard input give the same JSON.
    let out = with_stdin(&["moves", "-", "-", "--json"], b"8 3");
    check(&["moves"], serde_json::from_slice(&out.stdout).unwrap());

    // Every game and every kind of reason the schema names was seen.
    let named: BTreeSet<String> = schema["$defs"]["reason"]["properties"]["kind"]["enum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap().to_string())
        .collect();
    assert_eq!(kinds, named, "reason kinds seen vs. named in the schema");
    let named: BTreeSet<String> = schema["$defs"]["game"]["enum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap().to_string())
        .collect();
    assert_eq!(games, named);
}

#[test]
fn the_schema_rejects_what_it_should() {
    let schema = schema();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let good = serde_json::json!({"game": "wythoff", "parameters": {}, "rule": "normal", "k": "3", "position": ["4", "7"]});
    assert!(validator.is_valid(&good));
    for bad in [
        serde_json::json!({"game": "wythoff", "parameters": {}, "rule": "normal", "k": 3, "position": ["4", "7"]}),
        serde_json::json!({"game": "wythoff", "parameters": {}, "rule": "normal", "k": "03", "position": ["4", "7"]}),
        serde_json::json!({"game": "wythoff", "parameters": {}, "rule": "normal", "k": "3", "position": ["4", "7"], "extra": "1"}),
        serde_json::json!({"error": {"kind": "oops", "message": "x", "line": null}}),
    ] {
        assert!(!validator.is_valid(&bad), "{bad}");
    }
}

/// The schema's game-specific parts are made from the registry's list
/// ([`wythoff_answer::registry::schema::with_games`]): a game added, or a
/// reason, changes them. `WYTHOFF_BLESS=1` writes the file anew.
#[test]
fn the_schema_names_the_registrys_games() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/answers.schema.json");
    let committed = schema();
    let made = wythoff_answer::registry::schema::with_games(committed.clone());
    if std::env::var_os("WYTHOFF_BLESS").is_some() {
        std::fs::write(path, serde_json::to_string_pretty(&made).unwrap() + "\n").unwrap();
        return;
    }
    let text = std::fs::read_to_string(path).unwrap();
    assert!(
        committed == made && text == serde_json::to_string_pretty(&made).unwrap() + "\n",
        "docs/answers.schema.json is not the registry's: run this test with WYTHOFF_BLESS=1 to write it"
    );
}
