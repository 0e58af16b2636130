//! The command and the web API are two faces of one registry: every registry
//! game answers `status`, `moves`, `computer` and `check` (of the computer's
//! move) with the same JSON through both, every web answer validates against `docs/answers.schema.json`, and the
//! same bad request gets the same error kind from both (exit code 2, HTTP 400).
use crate::common;

use common::{scratch, wythoff};
use wythoff_answer::grundy::RowsCache;
use wythoff_answer::registry::entries;
use wythoff_web::{Config, respond};

fn config() -> Config {
    Config { cache: RowsCache::none(), ..Config::default() }
}

fn validator() -> jsonschema::Validator {
    let schema: serde_json::Value =
        serde_json::from_str(include_str!("../../../../docs/answers.schema.json")).unwrap();
    jsonschema::validator_for(&schema).expect("the schema is valid JSON Schema")
}

fn valid(validator: &jsonschema::Validator, what: &str, body: &str) -> serde_json::Value {
    let value: serde_json::Value =
        serde_json::from_str(body).unwrap_or_else(|e| panic!("{what}: {e}: {body}"));
    let errors: Vec<String> =
        validator.iter_errors(&value).map(|e| format!("{e} at {}", e.instance_path())).collect();
    assert!(errors.is_empty(), "{what}: {body}\n{}", errors.join("\n"));
    value
}

#[test]
fn every_registry_game_answers_the_same_through_the_command_and_the_web() {
    let validator = validator();
    let config = config();
    let mut compared = 0;
    for entry in entries() {
        assert!(!entry.examples.is_empty(), "{}: no example", entry.name);
        let rules: &[bool] = if entry.misere { &[false, true] } else { &[false] };
        for example in entry.examples {
            let example_query = entry.query(example.parameters, example.position);
            let example_args = entry.args(example.parameters, example.position);
            for &misere in rules {
                for question in ["status", "moves", "computer"] {
                    let query =
                        if misere { format!("{example_query}&misere=1") } else { example_query.clone() };
                    let (status, body) = respond(&config, entry.name, question, &query);
                    let what = format!("/api/{}/{question}?{query}", entry.name);
                    assert_eq!(status, 200, "{what}: {body}");
                    let web = valid(&validator, &what, &body);
                    assert_eq!(web["game"], entry.name, "{what}");
                    let mut args: Vec<&str> = entry.command_words();
                    args.push(question);
                    args.extend(example_args.iter().map(String::as_str));
                    if misere {
                        args.push("--misere");
                    }
                    args.push("--json");
                    let out = wythoff(&args);
                    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
                    let cli = String::from_utf8(out.stdout).unwrap();
                    assert_eq!(cli.trim_end(), body, "{args:?} against {what}");
                    compared += 1;
                    // The computer's move, checked through both.
                    let Some(to) = web["to"].as_array().filter(|_| question == "computer") else { continue };
                    let to: Vec<&str> = to.iter().map(|v| v.as_str().unwrap()).collect();
                    let to = to.join(",");
                    let (status, body) = respond(&config, entry.name, "check", &format!("{query}&to={to}"));
                    assert_eq!(status, 200, "{what} check {to}: {body}");
                    valid(&validator, &what, &body);
                    let mut args: Vec<&str> = entry.command_words();
                    args.push("check");
                    args.extend(example_args.iter().map(String::as_str));
                    args.extend(["--to", &to, "--json"]);
                    if misere {
                        args.push("--misere");
                    }
                    let out = wythoff(&args);
                    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
                    assert_eq!(String::from_utf8(out.stdout).unwrap().trim_end(), body, "{args:?}");
                    compared += 1;
                }
            }
        }
    }
    assert!(compared >= 100, "only {compared} requests compared");
}

#[test]
fn the_computer_plays_a_winning_move_and_a_checked_move_agrees() {
    // From an N-position the computer's move leads to P (the analysis of `to`
    // says so), and `check` accepts it with the same words; its answer, and a
    // refusal, fit the schema.
    let validator = validator();
    let config = config();
    for entry in entries() {
        for example in entry.examples {
            let example_query = entry.query(example.parameters, example.position);
            let example_query = example_query.as_str();
            let (_, body) = respond(&config, entry.name, "computer", example_query);
            let reply: serde_json::Value = serde_json::from_str(&body).unwrap();
            let (_, body) = respond(&config, entry.name, "status", example_query);
            let outcome = serde_json::from_str::<serde_json::Value>(&body).unwrap()["outcome"].clone();
            let Some(to) = reply["to"].as_array() else {
                assert!(reply["end"].is_string(), "{}: no move and no end: {reply}", entry.name);
                continue;
            };
            let to: Vec<&str> = to.iter().map(|v| v.as_str().unwrap()).collect();
            let query = format!("{}&to={}", example_query, to.join(","));
            let (status, body) = respond(&config, entry.name, "check", &query);
            assert_eq!(status, 200, "{} check {query}: {body}", entry.name);
            let checked = valid(&validator, &query, &body);
            // The position itself is no move.
            let (status, refusal) = respond(
                &config,
                entry.name,
                "check",
                &format!("{}&to={}", example_query, position_of(&reply)),
            );
            assert_eq!(status, 400, "{} check to the same position: {refusal}", entry.name);
            assert_eq!(valid(&validator, "refusal", &refusal)["error"]["kind"], "input", "{refusal}");
            assert_eq!(checked["text"], reply["text"], "{}", entry.name);
            assert_eq!(checked["legal"], true);
            if outcome == "N" {
                // The position after, asked as the game's own query.
                let after = after_query(entry.name, example_query, &to);
                let (_, body) = respond(&config, entry.name, "status", &after);
                let v: serde_json::Value = serde_json::from_str(&body).unwrap();
                assert_eq!(v["outcome"], "P", "{} {after}: {body}", entry.name);
            }
        }
    }
}

/// The position an answer starts from, as a query's list.
fn position_of(answer: &serde_json::Value) -> String {
    let numbers: Vec<&str> =
        answer["position"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    numbers.join(",")
}

/// The query of `query`'s game at the position `to`.
fn after_query(game: &str, query: &str, to: &[&str]) -> String {
    let entry = wythoff_answer::registry::entry(game).unwrap();
    let mut kept: Vec<String> = query
        .split('&')
        .filter(|kv| entry.parameters.iter().any(|p| kv.starts_with(&format!("{}=", p.key))))
        .map(String::from)
        .collect();
    match entry.shape {
        wythoff_answer::registry::Shape::Named(keys) => {
            kept.extend(keys.iter().zip(to).map(|(k, v)| format!("{k}={v}")));
        }
        wythoff_answer::registry::Shape::List { key, .. } => kept.push(format!("{key}={}", to.join(","))),
        wythoff_answer::registry::Shape::HeapAndLimit { heap, limit } => {
            kept.push(format!("{heap}={}", to[0]));
            kept.push(format!("{limit}={}", to[1]));
        }
    }
    kept.join("&")
}

#[test]
fn the_command_and_the_web_give_the_same_error_kind() {
    let dir = scratch("error-kinds");
    let svg = dir.join("x.svg");
    let svg = svg.to_str().unwrap();
    let digits = "7".repeat(10_001);
    let many_heaps = vec!["1"; 10_001].join(",");
    let many_heap_args: Vec<&str> = vec!["1"; 10_001];
    let mut nim_many = vec!["nim", "status"];
    nim_many.extend(&many_heap_args);
    let far = format!("1{}", "0".repeat(30));
    let big_set = "1,4611686018427387904".to_string();
    #[rustfmt::skip]
    let table: Vec<(Vec<&str>, &str, &str, String, &str)> = vec![
        // (command arguments, game, question, web query, kind)
        (vec!["status", "-3", "4"], "wythoff", "status", "a=-3&b=4".into(), "input"),
        (vec!["status", "3", "x"], "wythoff", "status", "a=3&b=x".into(), "input"),
        (vec!["nth", "12x"], "wythoff", "nth", "k=12x".into(), "input"),
        (vec!["pair", "-1"], "wythoff", "pair", "n=-1".into(), "input"),
        (vec!["status", &digits, "1"], "wythoff", "status", format!("a={digits}&b=1"), "limit"),
        (vec!["bash", "status", "3", "--max-take", "0"], "bash", "status", "n=3&max_take=0".into(), "input"),
        (vec!["bash", "status", "3"], "bash", "status", "n=3".into(), "usage"),
        (vec!["generalized", "status", "1", "2", "--a", "0"], "generalized", "status", "piles=1,2&a=0".into(), "input"),
        (vec!["restricted", "moves", "1", "2", "--max-take", "0"], "restricted", "moves", "piles=1,2&max_take=0".into(), "input"),
        (vec!["subtraction", "status", "5", "--set", "0,2"], "subtraction", "status", "n=5&set=0,2".into(), "input"),
        (vec!["subtraction", "status", "5", "--set", "18446744073709551616"], "subtraction", "status", "n=5&set=18446744073709551616".into(), "input"),
        (vec!["subtraction", "status", &far, "--set", &big_set], "subtraction", "status", format!("n={far}&set={big_set}"), "limit"),
        (vec!["subtraction", "computer", &far, "--set", &big_set], "subtraction", "computer", format!("n={far}&set={big_set}"), "limit"),
        (vec!["multipile", "status", "1000", "1000", "1000", "--rule", "one-or-all"], "multipile", "status", "piles=1000,1000,1000&moves=one-or-all".into(), "limit"),
        (vec!["multipile", "status", "1", "--rule", "one-or-all"], "multipile", "status", "piles=1&moves=one-or-all".into(), "usage"),
        (vec!["multipile", "status", "1", "2", "--rule", "one-or-some"], "multipile", "status", "piles=1,2&moves=one-or-some".into(), "usage"),
        (nim_many.clone(), "nim", "status", format!("heaps={many_heaps}"), "limit"),
        (vec!["nim", "moves", "3", "x"], "nim", "moves", "heaps=3,x".into(), "input"),
        (vec!["fibonacci", "status", "5", "--misere"], "fibonacci", "status", "n=5&misere=1".into(), "usage"),
        (vec!["fibonacci", "status", "x"], "fibonacci", "status", "n=x".into(), "input"),
        (vec!["computer", "1", "2", "--level", "godlike"], "wythoff", "computer", "a=1&b=2&level=godlike".into(), "usage"),
        (vec!["computer", "1", "2", "--seed", "x"], "wythoff", "computer", "a=1&b=2&seed=x".into(), "input"),
        (vec!["computer", "1", "2", "--by", "me"], "wythoff", "computer", "a=1&b=2&by=me".into(), "usage"),
        (vec!["nim", "check", "1", "--to", "0", "--by", "player3"], "nim", "check", "heaps=1&to=0&by=player3".into(), "usage"),
        (vec!["grundy", "1000", "1000000"], "wythoff", "grundy", "a=1000&b=1000000".into(), "limit"),
        (vec!["render", "board", "--size", "500", "--out", svg], "wythoff", "board.svg", "size=500".into(), "limit"),
        (vec!["render", "board", "--size", "0", "--out", svg], "wythoff", "board.svg", "size=0".into(), "input"),
        (vec!["render", "grundy", "--size", "0", "--out", svg], "wythoff", "grundy.svg", "size=0".into(), "input"),
        (vec!["render", "grundy", "--size", "100000", "--out", svg], "wythoff", "grundy.svg", "size=100000".into(), "limit"),
        (vec!["render", "board", "--size", "10", "--at", "20,20", "--out", svg], "wythoff", "board.svg", "size=10&at=20,20".into(), "input"),
        (vec!["render", "board", "--at", "3", "--out", svg], "wythoff", "board.svg", "at=3".into(), "usage"),
        (vec!["render", "board", "--sheet", "key", "--out", svg], "wythoff", "board.svg", "sheet=key".into(), "usage"),
        (vec!["render", "board", "--sheet", "position", "--out", svg], "wythoff", "board.svg", "sheet=position".into(), "usage"),
    ];
    assert!(table.len() >= 20);
    let config = config();
    for (args, game, question, query, kind) in table {
        let mut cli_args = vec!["--max-digits", "10000"];
        cli_args.extend(&args);
        cli_args.push("--json");
        let out = wythoff(&cli_args);
        let what = format!("{args:.6?}");
        assert_eq!(out.status.code(), Some(2), "{what}: {}", String::from_utf8_lossy(&out.stderr));
        let cli: serde_json::Value = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|e| panic!("{what}: {e}: {}", String::from_utf8_lossy(&out.stderr)));
        let (status, body) = respond(&config, game, question, &query);
        assert_eq!(status, 400, "/api/{game}/{question}: {body:.300}");
        let web: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(cli["error"]["kind"], kind, "{what}: {}", cli["error"]["message"]);
        assert_eq!(
            web["error"]["kind"], kind,
            "/api/{game}/{question}?{query:.80}: {}",
            web["error"]["message"]
        );
        // What the error concerns is the same key; each names it in its own words.
        assert_eq!(
            cli["error"]["key"], web["error"]["key"],
            "{what}: {} / {}",
            cli["error"]["message"], web["error"]["message"]
        );
    }
}

#[test]
fn wythoffs_own_endpoints_answer_as_the_command() {
    let validator = validator();
    let config = config();
    for (question, query, args) in [
        ("nth", "k=102334155", vec!["nth", "102334155"]),
        ("nth", "k=0&misere=1", vec!["nth", "0", "--misere"]),
        ("pair", "n=10", vec!["pair", "10"]),
        ("positions", "to=4&misere=1", vec!["positions", "--to", "4", "--misere"]),
        (
            "positions",
            "from=1000000000000&count=2",
            vec!["positions", "--from", "1000000000000", "--count", "2"],
        ),
        ("grundy", "a=3&b=10", vec!["grundy", "3", "10", "--no-cache"]),
    ] {
        let (status, body) = respond(&config, "wythoff", question, query);
        assert_eq!(status, 200, "{question}?{query}: {body}");
        valid(&validator, question, &body);
        let mut args = args;
        args.push("--json");
        let out = wythoff(&args);
        assert!(out.status.success(), "{args:?}");
        assert_eq!(String::from_utf8(out.stdout).unwrap().trim_end(), body, "{args:?}");
    }
    // The web's listing limit: 10,000 positions.
    let (status, body) = respond(&config, "wythoff", "positions", "count=10001");
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("\"kind\":\"limit\""), "{body}");
}

#[test]
fn no_period_within_the_search_limit_is_a_limit_in_a_sum_too() {
    let far = format!("1{}", "0".repeat(30));
    for args in [
        vec![
            "subtraction".to_string(),
            "status".into(),
            far.clone(),
            "--set".into(),
            "1,4611686018427387904".into(),
        ],
        vec!["sum".into(), format!("nim(1) + subtraction{{1,4611686018427387904}}({far})")],
    ] {
        let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
        args.push("--json");
        let out = wythoff(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["error"]["kind"], "limit", "{args:?}: {v}");
    }
}

#[test]
fn the_pages_answers_fit_the_schema() {
    // The board window of every two-pile game, a square of Grundy values, and
    // the list of games.
    let validator = validator();
    let config = config();
    for entry in entries().filter(|e| e.on_board()) {
        for misere in ["", "&misere=1"] {
            let example = entry.examples[0];
            let query =
                format!("{}&corner=0,0&size=6{misere}", entry.query(example.parameters, example.position));
            let (status, body) = respond(&config, entry.name, "window", &query);
            assert_eq!(status, 200, "{}: {body}", entry.name);
            let v = valid(&validator, entry.name, &body);
            assert!(!v["p"].as_array().unwrap().is_empty(), "{}: no P-position near the corner", entry.name);
        }
    }
    for query in ["size=8", "size=5&a=2"] {
        let (status, body) = respond(&config, "wythoff", "grundy_table", query);
        assert_eq!(status, 200, "{body}");
        valid(&validator, query, &body);
    }
    let games = serde_json::to_string(&wythoff_answer::registry::Catalogue).unwrap();
    valid(&validator, "games", &games);
}
