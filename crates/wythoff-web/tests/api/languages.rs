//! The API in English and Chinese: `lang=`, else the browser's
//! Accept-Language, changes the words and nothing else.

use axum::http::StatusCode;
use wythoff_answer::registry::entries;
use wythoff_answer::words::english_in;
use wythoff_web::app;

use crate::{config, get, json, request};

/// Every `text` of an answer, and the answer without them.
fn texts(mut v: serde_json::Value) -> (Vec<String>, serde_json::Value) {
    let mut found = Vec::new();
    fn walk(v: &mut serde_json::Value, found: &mut Vec<String>) {
        match v {
            serde_json::Value::Object(map) => {
                for (key, value) in map.iter_mut() {
                    match (key.as_str(), value.as_str()) {
                        ("text" | "message", Some(text)) => {
                            found.push(text.to_string());
                            *value = serde_json::Value::Null;
                        }
                        _ => walk(value, found),
                    }
                }
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(|i| walk(i, found)),
            _ => {}
        }
    }
    walk(&mut v, &mut found);
    (found, v)
}

#[tokio::test]
async fn every_games_answers_are_chinese_with_lang_and_the_same_otherwise() {
    let mut asked = 0;
    for entry in entries() {
        for example in entry.examples {
            for question in ["status", "moves"] {
                let uri = format!(
                    "/api/{}/{question}?{}",
                    entry.name,
                    entry.query(example.parameters, example.position)
                );
                let (english, keys) = texts(json(&uri).await);
                let (chinese, same) = texts(json(&format!("{uri}&lang=zh-CN")).await);
                assert_eq!(keys, same, "{uri}");
                assert_eq!(english.len(), chinese.len(), "{uri}");
                for text in &chinese {
                    assert_eq!(english_in(text), Vec::<String>::new(), "{uri}: {text}");
                }
                asked += 1;
            }
        }
    }
    assert!(asked > 60, "{asked}");
}

#[tokio::test]
async fn the_browsers_language_unless_lang_says_otherwise() {
    let ask = |accept: &'static str, uri: &'static str| async move {
        let request = axum::http::Request::get(uri).header("accept-language", accept);
        let response =
            tower::ServiceExt::oneshot(app(config()), request.body(axum::body::Body::empty()).unwrap())
                .await
                .unwrap();
        let vary = response.headers().get("vary").map(|v| v.to_str().unwrap().to_string());
        let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
        let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
        (v["reason"]["text"].as_str().unwrap_or_default().to_string(), vary)
    };
    let (zh, vary) = ask("zh-CN,zh;q=0.9,en;q=0.8", "/api/nim/status?heaps=1,2,3").await;
    assert_eq!(zh, "尼姆和（各堆的异或）为 0");
    assert_eq!(vary.as_deref(), Some("Accept-Language"));
    assert_eq!(
        ask("zh-CN", "/api/nim/status?heaps=1,2,3&lang=en").await.0,
        "the nim-sum (XOR of the heaps) is 0"
    );
    assert_eq!(ask("fr, de", "/api/nim/status?heaps=1,2,3").await.0, "the nim-sum (XOR of the heaps) is 0");
    // Errors too; an unknown language is refused, keyed.
    let (status, _, body) = get("/api/wythoff/status?a=1&b=x&lang=zh-CN").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body.contains("b：应为自然数，但第 1 个字符是 'x'"), "{body}");
    let (status, _, body) = request(app(config()), "GET", "/api/wythoff/status?a=1&b=2&lang=fr").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!((v["error"]["key"].as_str(), v["error"]["kind"].as_str()), (Some("lang"), Some("usage")));
}

/// The API's refusals in Chinese: every registry game's refused example,
/// an unknown or repeated parameter, a sum's expression, a window, a game
/// the API does not have; the same kind and key as in English.
#[tokio::test]
async fn refusals_are_chinese_with_lang() {
    let mut uris: Vec<String> = entries()
        .flat_map(|e| {
            e.refused.iter().map(move |r| {
                let misere = if r.misere { "&misere=1" } else { "" };
                format!("/api/{}/status?{}{misere}", e.name, e.query(r.parameters, r.position))
            })
        })
        .collect();
    uris.extend(
        [
            "/api/nim/status?heaps=1,2&foo=1",
            "/api/nim/status?heaps=1,2&heaps=3",
            "/api/nim/status?Heaps=1,2",
            "/api/sum?expr=nim(3)%2Bfoo(2)",
            "/api/sum?expr=nim(3",
            "/api/wythoff/window?corner=0,0&size=999",
            "/api/wythoff/window?corner=x&size=4",
            "/api/nope/status?a=1",
            "/api/nim/nope?heaps=1",
        ]
        .map(String::from),
    );
    for uri in &uris {
        let (status, _, english) = get(uri).await;
        let (zh_status, _, chinese) = get(&format!("{uri}&lang=zh-CN")).await;
        assert_ne!(status, StatusCode::OK, "{uri}");
        assert_eq!(status, zh_status, "{uri}");
        let (en, keys) = texts(serde_json::from_str(&english).unwrap());
        let (zh, same) = texts(serde_json::from_str(&chinese).unwrap());
        assert_eq!(keys, same, "{uri}");
        assert_ne!(en, zh, "{uri}");
        // What the refusal quotes back ('foo') is the user's, and the key it
        // concerns (`moves：…`) is the API's name.
        let key = same["error"]["key"].as_str().map(|k| format!("{k}：")).unwrap_or_default();
        let said: String = zh.concat().replace(&key, "").split('\'').step_by(2).collect();
        // The query's own keys (`heaps`) are the API's names, not English.
        let query = uri.split_once('?').map_or("", |(_, q)| q);
        let keys: Vec<&str> = query.split('&').filter_map(|p| p.split('=').next()).collect();
        let english: Vec<String> = english_in(&said)
            .into_iter()
            .filter(|w| !keys.iter().any(|k| k.eq_ignore_ascii_case(w)))
            .collect();
        assert_eq!(english, Vec::<String>::new(), "{uri}: {zh:?}");
    }
}

/// Every game's endings in Chinese: the last move made by each player, in each
/// rule the game has (the end is said by who moved and the rule).
#[tokio::test]
async fn every_games_endings_are_chinese_with_lang() {
    use wythoff_answer::registry::Shape;
    let mut said = 0;
    for entry in entries() {
        let example = entry.examples[0];
        // A position one move from the end, and that move.
        let (position, to) = match (entry.name, entry.shape) {
            ("grundys_game", _) => (vec!["3"], "1,2".to_string()),
            (_, Shape::HeapAndLimit { .. }) => (vec!["1", "1"], "0".to_string()),
            (_, Shape::Named(keys)) => (vec!["1"; keys.len()], vec!["0"; keys.len()].join(",")),
            (_, Shape::List { min, .. }) => (vec!["1"; min], vec!["0"; min].join(",")),
        };
        let rules: &[&str] = if entry.misere { &["", "&misere=1"] } else { &[""] };
        for rule in rules {
            for by in ["you", "computer", "player1", "player2"] {
                let query = entry.query(example.parameters, &position);
                let uri = format!("/api/{}/check?{query}&to={to}&by={by}{rule}", entry.name);
                let english = json(&uri).await;
                let chinese = json(&format!("{uri}&lang=zh-CN")).await;
                let (en, zh) = (english["end"].as_str(), chinese["end"].as_str());
                let (Some(en), Some(zh)) = (en, zh) else { panic!("{uri}: no end: {english}") };
                assert_ne!(en, zh, "{uri}");
                assert_eq!(english_in(zh), Vec::<String>::new(), "{uri}: {zh}");
                assert_eq!(english["winner"], chinese["winner"], "{uri}");
                said += 1;
            }
        }
    }
    assert!(said >= 80, "{said}");
}
