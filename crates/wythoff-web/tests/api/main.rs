//! Every endpoint of the API, good and bad, through the router itself.

use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use tower::ServiceExt;
use wythoff::Natural;
use wythoff::game::Rule;
use wythoff::wythoff::Wythoff;
use wythoff_answer::grundy::RowsCache;
use wythoff_answer::{Question, analyse};
use wythoff_web::{Config, app};

mod languages;

/// The server's defaults with no cache, and a timeout out of the way: it
/// counts the wait in the heavy queue too, and under a loaded CI two 256-side
/// pictures in a row took longer than the default 5 s. The tests of the
/// timeout set their own.
fn config() -> Config {
    Config { cache: RowsCache::none(), timeout: Duration::from_secs(600), ..Config::default() }
}

async fn get_with(config: Config, uri: &str) -> (StatusCode, String, String) {
    get_from(app(config), uri).await
}

/// A request to `router` (a clone of one app, to share its heavy thread).
async fn get_from(router: axum::Router, uri: &str) -> (StatusCode, String, String) {
    let response = router.oneshot(Request::get(uri).body(Body::empty()).unwrap()).await.unwrap();
    let status = response.status();
    let kind =
        response.headers().get("content-type").map(|v| v.to_str().unwrap().to_string()).unwrap_or_default();
    let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
    (status, kind, String::from_utf8(body.to_vec()).unwrap())
}

async fn get(uri: &str) -> (StatusCode, String, String) {
    get_with(config(), uri).await
}

async fn json(uri: &str) -> serde_json::Value {
    let (status, kind, body) = get(uri).await;
    assert_eq!(status, StatusCode::OK, "{uri}: {body}");
    assert_eq!(kind, "application/json");
    serde_json::from_str(&body).unwrap()
}

/// A refusal: the status, and the error object naming the problem.
async fn refused(uri: &str, status: StatusCode, expected: &str) {
    let (got, kind, body) = get(uri).await;
    let uri = &uri[..uri.len().min(80)];
    assert_eq!(got, status, "{uri}: {body}");
    assert_eq!(kind, "application/json", "{uri}");
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    let message = v["error"]["message"].as_str().unwrap();
    assert!(message.contains(expected), "{uri}: {message}");
    assert!(["usage", "input", "limit", "io"].contains(&v["error"]["kind"].as_str().unwrap()));
}

#[tokio::test]
async fn status_and_moves_are_the_commands_json() {
    for (a, b, misere) in [
        ("4", "7", false),
        ("5", "5", false),
        ("1", "1", true),
        ("123456789012345678901234567890", "3", false),
    ] {
        let rule = if misere { Rule::Misere } else { Rule::Normal };
        let position = [a.parse::<Natural>().unwrap(), b.parse::<Natural>().unwrap()];
        let flag = if misere { "&misere=1" } else { "" };
        for (endpoint, question) in [("status", Question::Status), ("moves", Question::Moves)] {
            let (status, _, body) = get(&format!("/api/wythoff/{endpoint}?a={a}&b={b}{flag}")).await;
            assert_eq!(status, StatusCode::OK);
            let expected = serde_json::to_string(&analyse(&Wythoff { rule }, &position, question)).unwrap();
            assert_eq!(body, expected);
        }
    }
}

#[tokio::test]
async fn the_other_endpoints_answer() {
    let v = json("/api/wythoff/computer?a=5&b=5").await;
    assert_eq!(v["to"], serde_json::json!(["3", "5"]));
    assert_eq!(v["text"], "take 2 from pile 1 → (3, 5)");
    let v = json("/api/wythoff/computer?a=0&b=0&misere=1").await;
    assert!(v["to"].is_null());
    let v = json("/api/wythoff/computer?a=9&b=9&level=casual&seed=3").await;
    assert!(v["to"].is_array());
    assert_eq!(json("/api/wythoff/nth?k=3").await["position"], serde_json::json!(["4", "7"]));
    assert_eq!(json("/api/wythoff/nth?k=0&misere=1").await["position"], serde_json::json!(["2", "2"]));
    assert_eq!(json("/api/wythoff/pair?n=10").await["k"], "4");
    assert_eq!(json("/api/wythoff/grundy?a=3&b=10").await["grundy"], "8");
    assert_eq!(
        json("/api/wythoff/grundy?a=5&b=1000000000000000000000000000000").await["reason"]["kind"],
        "wythoff_grundy_period"
    );
    assert_eq!(json("/api/nim/moves?heaps=3,5,7").await["moves"].as_array().unwrap().len(), 3);
    assert_eq!(json("/api/bash/status?n=9&max_take=3&misere=1").await["outcome"], "P");
    assert_eq!(json("/api/subtraction/status?n=10&set=1,3,4").await["game"], "subtraction");
    assert_eq!(json("/api/generalized/moves?piles=5,10&a=2").await["moves"].as_array().unwrap().len(), 2);
    assert_eq!(json("/api/restricted/status?piles=9,6&max_take=3").await["outcome"], "P");
    let (status, kind, svg) = get("/api/wythoff/board.svg?size=8&at=5,5").await;
    assert_eq!((status, kind.as_str()), (StatusCode::OK, "image/svg+xml"));
    assert_eq!(svg.matches("class=\"p\"").count(), 7);
    assert_eq!(svg.matches("class=\"move\"").count(), 3);
    for (sheet, p, queen) in [("blank", 0, 0), ("position", 0, 1), ("answers", 7, 1)] {
        let (status, _, svg) = get(&format!("/api/wythoff/board.svg?size=8&at=5,5&sheet={sheet}")).await;
        assert_eq!(status, StatusCode::OK, "{sheet}");
        assert_eq!(svg.matches("class=\"p\"").count(), p, "{sheet}");
        assert_eq!(svg.matches("class=\"at\"").count(), queen, "{sheet}");
    }
    let (status, _, svg) = get("/api/wythoff/grundy.svg?size=8").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(svg.matches("class=\"g\"").count(), 64);
    let (status, _, svg) = get("/api/wythoff/grundy.svg?size=8&a=3").await;
    assert_eq!(status, StatusCode::OK);
    assert!(svg.contains("a-Wythoff with a = 3"));
    for page in ["/", "/app.js", "/app.css"] {
        let (status, _, body) = get(page).await;
        assert_eq!(status, StatusCode::OK);
        assert!(!body.is_empty());
    }
}

#[tokio::test]
async fn bad_requests_get_the_error_object() {
    let digits = "7".repeat(10_001);
    for (uri, status, expected) in [
        ("/api/wythoff/status?a=4".to_string(), StatusCode::BAD_REQUEST, "b is missing"),
        ("/api/wythoff/status?a=4&b=-7".to_string(), StatusCode::BAD_REQUEST, "negative"),
        ("/api/wythoff/status?a=4&b=x".to_string(), StatusCode::BAD_REQUEST, "found 'x'"),
        ("/api/wythoff/status?a=4&b=7&c=1".to_string(), StatusCode::BAD_REQUEST, "unknown parameter c"),
        ("/api/wythoff/status?a=4&a=5&b=7".to_string(), StatusCode::BAD_REQUEST, "given twice"),
        ("/api/wythoff/status?a=4&b=7&misere=maybe".to_string(), StatusCode::BAD_REQUEST, "misere"),
        (format!("/api/wythoff/status?a={digits}&b=1"), StatusCode::BAD_REQUEST, "limit of 10,000 digits"),
        ("/api/wythoff/computer?a=1&b=2&level=godlike".to_string(), StatusCode::BAD_REQUEST, "level"),
        ("/api/wythoff/grundy?a=1000&b=1000000".to_string(), StatusCode::BAD_REQUEST, "250,000,000 steps"),
        ("/api/wythoff/board.svg?size=500".to_string(), StatusCode::BAD_REQUEST, "1 to 200"),
        (
            "/api/wythoff/board.svg?size=10&at=3".to_string(),
            StatusCode::BAD_REQUEST,
            "give a position as X,Y",
        ),
        (
            "/api/wythoff/board.svg?size=10&sheet=key".to_string(),
            StatusCode::BAD_REQUEST,
            "a sheet is blank, position or answers",
        ),
        (
            "/api/wythoff/board.svg?size=10&sheet=position".to_string(),
            StatusCode::BAD_REQUEST,
            "needs at=x,y",
        ),
        ("/api/wythoff/grundy.svg?size=100000".to_string(), StatusCode::BAD_REQUEST, "1 to 256"),
        ("/api/wythoff/grundy.svg?size=10&a=21".to_string(), StatusCode::BAD_REQUEST, "a up to 20"),
        ("/api/nim/status?heaps=3,x".to_string(), StatusCode::BAD_REQUEST, "heaps"),
        ("/api/bash/status?n=3&max_take=0".to_string(), StatusCode::BAD_REQUEST, "at least 1"),
        (
            "/api/generalized/status?piles=1,2,3&a=2".to_string(),
            StatusCode::BAD_REQUEST,
            "is 2 numbers, not 3",
        ),
        ("/api/chess/status?n=1".to_string(), StatusCode::NOT_FOUND, "no game chess"),
        ("/api/wythoff/teleport?a=1".to_string(), StatusCode::NOT_FOUND, "no endpoint"),
        ("/nowhere".to_string(), StatusCode::NOT_FOUND, "no such page"),
    ] {
        refused(&uri, status, expected).await;
    }
}

#[tokio::test]
async fn long_queries_are_refused_before_parsing() {
    let small = Config { max_query: 1000, ..config() };
    let uri = format!("/api/wythoff/status?a={}&b=1", "1".repeat(2000));
    let (status, _, body) = get_with(small, &uri).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body.contains("the query is longer than 1000 bytes"), "{body}");
}

#[tokio::test]
async fn slow_answers_time_out() {
    let slow = Config { timeout: Duration::from_millis(1), ..config() };
    let (status, _, body) = get_with(slow, "/api/wythoff/grundy.svg?size=256").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert!(body.contains("took longer than"));
    // Keyed, for a front end to say it in its words.
    assert!(body.contains(r#""key":"timeout""#), "{body}");
}

#[tokio::test]
async fn an_answer_given_up_on_frees_the_heavy_thread() {
    // A misère quotient past the deadline is stopped there: the cheap heavy
    // request queued behind it on the one heavy thread is answered in time
    // (were the first still running, the second would time out as well).
    // A step budget that lets the quotient run for seconds, far past the deadline.
    let given = vec![("misere_steps", 1u64 << 34)];
    let router = app(Config { heavy_threads: 1, timeout: Duration::from_millis(300), given, ..config() });
    let slow = {
        let router = router.clone();
        tokio::spawn(async move { get_from(router, "/api/grundys_game/status?heaps=30,40&misere=1").await })
    };
    tokio::time::sleep(Duration::from_millis(20)).await;
    let (first, _, body) = slow.await.unwrap();
    assert!(first == StatusCode::SERVICE_UNAVAILABLE || first == StatusCode::BAD_REQUEST, "{body}");
    // Time for the stop to be seen (the work polls every 20 ms), far less than the work.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (status, _, body) = get_from(router, "/api/wythoff/grundy_table?size=4").await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn heavy_requests_queue_for_one_thread_and_are_all_answered() {
    // One heavy thread, eight requests at once on the same app: each waits its
    // turn and gets its own answer.
    let router = app(Config { heavy_threads: 1, ..config() });
    let asks: Vec<_> = (0..8u64)
        .map(|a| {
            let router = router.clone();
            tokio::spawn(async move {
                let (status, _, body) = get_from(router, &format!("/api/wythoff/grundy?a={a}&b=10")).await;
                assert_eq!(status, StatusCode::OK, "{body}");
                serde_json::from_str::<serde_json::Value>(&body).unwrap()["grundy"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
        })
        .collect();
    let reference = wythoff_reference::solve(&wythoff_reference::Wythoff, &[8, 11]);
    for (a, ask) in asks.into_iter().enumerate() {
        assert_eq!(ask.await.unwrap(), reference.grundy(&[a as u64, 10]).to_string(), "G({a}, 10)");
    }
}

#[tokio::test]
async fn a_full_heavy_queue_refuses_at_once() {
    // One thread, one place in the queue: of six slow pictures asked at once,
    // the first is computed, one waits, and the rest are refused.
    let router = app(Config { heavy_threads: 1, heavy_queue: 1, ..config() });
    let asks: Vec<_> = (0..6)
        .map(|_| {
            let router = router.clone();
            tokio::spawn(async move {
                let (status, _, body) = get_from(router, "/api/wythoff/grundy.svg?size=256").await;
                (status, body)
            })
        })
        .collect();
    let mut answered = 0;
    let mut refused = 0;
    for ask in asks {
        match ask.await.unwrap() {
            (StatusCode::OK, _) => answered += 1,
            (StatusCode::SERVICE_UNAVAILABLE, body) => {
                assert!(body.contains("the server is busy"), "{body}");
                refused += 1;
            }
            (status, body) => panic!("{status}: {body}"),
        }
    }
    assert!(answered >= 1 && refused >= 1, "{answered} answered, {refused} refused");
}

/// `text` with the markdown table that starts with the line `header` (each
/// line after `prefix`) replaced by `table`.
fn with_table(text: &str, prefix: &str, table: &str) -> String {
    let header = format!("{prefix}{}", table.lines().next().unwrap());
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.iter().position(|l| *l == header).expect("the table's header");
    let end =
        (start..lines.len()).find(|&i| !lines[i].starts_with(&format!("{prefix}|"))).unwrap_or(lines.len());
    let new: Vec<String> = table.lines().map(|l| format!("{prefix}{l}")).collect();
    let mut out: Vec<String> = lines[..start].iter().map(|l| l.to_string()).collect();
    out.extend(new);
    out.extend(lines[end..].iter().map(|l| l.to_string()));
    out.join("\n") + "\n"
}

#[test]
fn the_api_table_is_the_registrys() {
    // The README and this crate's documentation show the table that
    // api_table() makes from the registry's endpoint list (WYTHOFF_BLESS=1
    // writes it into both).
    let table = wythoff_web::api_table();
    if std::env::var_os("WYTHOFF_BLESS").is_some() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
        let readme = format!("{root}/README.md");
        std::fs::write(&readme, with_table(&std::fs::read_to_string(&readme).unwrap(), "", &table)).unwrap();
        let lib = concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs");
        std::fs::write(lib, with_table(&std::fs::read_to_string(lib).unwrap(), "//! ", &table)).unwrap();
        return;
    }
    let readme = include_str!("../../../../README.md");
    assert!(readme.contains(&table), "README's API table is not api_table():\n{table}");
    let doc: String = include_str!("../../src/lib.rs")
        .lines()
        .filter_map(|l| l.strip_prefix("//! ").or_else(|| l.strip_prefix("//!")))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(doc.contains(&table), "the crate doc's API table is not api_table():\n{table}");
    // Every game of the registry, and each of Wythoff's own endpoints, is in it.
    for entry in wythoff_answer::registry::entries() {
        assert!(table.contains(&format!("/api/{}/", entry.name)), "{}", entry.name);
    }
    for only in &wythoff_web::WYTHOFF_ONLY {
        assert!(table.contains(&format!("/api/wythoff/{}`", only.question)), "{}", only.question);
    }
}

#[tokio::test]
async fn every_endpoint_in_the_list_answers() {
    // Each listed path, with its game's first example (or a small query for
    // Wythoff's own endpoints), answers 200 through the router.
    for entry in wythoff_answer::registry::entries() {
        for question in wythoff_web::GAME_QUESTIONS {
            let first = entry.examples[0];
            let example = entry.query(first.parameters, first.position);
            let query = if question == "check" {
                // The computer's move from the example is a legal `to`.
                let v = json(&format!("/api/{}/computer?{example}", entry.name)).await;
                let to: Vec<&str> = v["to"].as_array().unwrap().iter().map(|n| n.as_str().unwrap()).collect();
                format!("{example}&to={}", to.join(","))
            } else {
                example.clone()
            };
            json(&format!("/api/{}/{question}?{query}", entry.name)).await;
        }
    }
    // Each game's own actions, with its first example's parameters.
    for entry in wythoff_answer::registry::entries() {
        for action in entry.actions {
            let first = entry.examples[0];
            let mut query: Vec<String> = entry
                .parameters
                .iter()
                .zip(first.parameters)
                .map(|(p, v)| format!("{}={v}", p.key))
                .collect();
            if action.numbers == 1 {
                query.push("n=12".into());
            }
            query.extend(
                action
                    .flags
                    .iter()
                    .filter(|f| f.default.is_none() && !f.switch)
                    .map(|f| format!("{}=3", f.long)),
            );
            let v = json(&format!("/api/{}/{}?{}", entry.name, action.name, query.join("&"))).await;
            assert_eq!(v["game"], entry.name, "{}/{}: {v}", entry.name, action.name);
        }
    }
    for (question, query) in [("nth", "k=3"), ("pair", "n=10"), ("grundy", "a=3&b=10")] {
        json(&format!("/api/wythoff/{question}?{query}")).await;
    }
    for question in ["board.svg", "grundy.svg"] {
        let (status, _, _) = get(&format!("/api/wythoff/{question}?size=8")).await;
        assert_eq!(status, StatusCode::OK, "{question}");
    }
}

/// A request's status, headers and body.
async fn request(
    router: axum::Router,
    method: &str,
    uri: &str,
) -> (StatusCode, axum::http::HeaderMap, String) {
    let request = Request::builder().method(method).uri(uri).body(Body::empty()).unwrap();
    let response = router.oneshot(request).await.unwrap();
    let (status, headers) = (response.status(), response.headers().clone());
    let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
    (status, headers, String::from_utf8(body.to_vec()).unwrap())
}

#[tokio::test]
async fn queries_are_percent_decoded_and_named_plainly() {
    // a=%34 is a=4; a comma may be encoded; a bare `misere` is true.
    assert_eq!(json("/api/wythoff/status?a=%34&b=7").await["outcome"], "P");
    assert_eq!(json("/api/nim/status?heaps=3%2C5%2c6").await["outcome"], "P");
    assert_eq!(json("/api/wythoff/status?a=1&b=1&misere").await["rule"], "misere");
    // A key in the wrong case is named as unknown, not as a missing one.
    refused("/api/wythoff/status?A=1&b=2", StatusCode::BAD_REQUEST, "unknown parameter A").await;
    refused("/api/nim/status?Heaps=1,2", StatusCode::BAD_REQUEST, "unknown parameter Heaps").await;
    // Booleans: exactly 1, 0, true, false or the bare key.
    refused(
        "/api/wythoff/status?a=1&b=2&misere=yes",
        StatusCode::BAD_REQUEST,
        "expected 1, 0, true or false",
    )
    .await;
    // An action's switch reads the same way; the server refuses a recheck by
    // its limit.
    refused(
        "/api/octal/period?code=0.16&recheck=yes",
        StatusCode::BAD_REQUEST,
        "recheck: expected 1, 0, true or false",
    )
    .await;
    for on in ["recheck", "recheck=1", "recheck=true"] {
        refused(
            &format!("/api/octal/period?code=0.16&{on}"),
            StatusCode::BAD_REQUEST,
            "above the recheck limit (0)",
        )
        .await;
    }
    assert_eq!(json("/api/octal/period?code=0.16&recheck=false").await["source"], "atlas");
}

#[tokio::test]
async fn answers_carry_cors_and_cache_headers_and_refusals_say_why() {
    let (status, headers, _) = request(app(config()), "GET", "/api/wythoff/status?a=4&b=7").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["access-control-allow-origin"], "*");
    assert!(headers["cache-control"].to_str().unwrap().contains("max-age"));
    let (status, headers, body) = request(app(config()), "GET", "/api/wythoff/status?a=4").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(headers["access-control-allow-origin"], "*");
    assert_eq!(headers["cache-control"], "no-store");
    assert!(body.starts_with("{\"error\":"), "{body}");
    // 405 has the error object too.
    let (status, _, body) = request(app(config()), "POST", "/api/wythoff/status?a=4&b=7").await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(body.contains("only GET"), "{body}");
    // 503 says when to try again.
    let slow = Config { timeout: Duration::from_millis(1), ..config() };
    let (status, headers, _) = request(app(slow), "GET", "/api/wythoff/grundy.svg?size=256").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(headers.contains_key("retry-after"));
}

#[tokio::test]
async fn answers_and_assets_are_compressed_and_assets_revalidate() {
    // A large answer (a 128-side heat map) goes gzip-compressed when asked for.
    let request = Request::get("/api/wythoff/grundy.svg?size=128")
        .header("accept-encoding", "gzip")
        .body(Body::empty())
        .unwrap();
    let response = app(config()).oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-encoding"], "gzip");
    let compressed = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap().len();
    let (_, _, plain) = get("/api/wythoff/grundy.svg?size=128").await;
    assert!(compressed * 4 < plain.len(), "{compressed} bytes against {}", plain.len());
    // The page's assets carry an ETag; the same tag back gets 304.
    let (status, headers, _) = request_with(app(config()), "/app.js", None).await;
    assert_eq!(status, StatusCode::OK);
    let tag = headers["etag"].to_str().unwrap().to_string();
    let (status, _, body) = request_with(app(config()), "/app.js", Some(&tag)).await;
    assert_eq!((status, body.as_str()), (StatusCode::NOT_MODIFIED, ""));
    let (status, headers, _) = request_with(app(config()), "/favicon.ico", None).await;
    assert_eq!((status, headers["content-type"].to_str().unwrap()), (StatusCode::OK, "image/svg+xml"));
}

async fn request_with(
    router: axum::Router,
    uri: &str,
    if_none_match: Option<&str>,
) -> (StatusCode, axum::http::HeaderMap, String) {
    let mut request = Request::get(uri);
    if let Some(tag) = if_none_match {
        request = request.header("if-none-match", tag);
    }
    let response = router.oneshot(request.body(Body::empty()).unwrap()).await.unwrap();
    let (status, headers) = (response.status(), response.headers().clone());
    let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
    (status, headers, String::from_utf8(body.to_vec()).unwrap())
}

/// The squares of a window answer, as pairs of numbers.
fn squares(v: &serde_json::Value, key: &str) -> std::collections::BTreeSet<(u64, u64)> {
    v[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s[0].as_str().unwrap().parse().unwrap(), s[1].as_str().unwrap().parse().unwrap()))
        .collect()
}

/// A rule chosen at run time, for the solver.
struct Dyn<'a>(&'a dyn wythoff_reference::Rules);

impl wythoff_reference::Rules for Dyn<'_> {
    fn moves(&self, position: &[u64], each: &mut dyn FnMut(&[u64])) {
        self.0.moves(position, each)
    }
}

#[tokio::test]
async fn a_window_is_the_reference_solvers_board() {
    // Every two-pile game, both rules, two positions, and a window away from
    // the corner: the P-squares and the moves are the slow solver's, which
    // knows only the rules.
    use wythoff_reference::{GeneralizedWythoff, RestrictedWythoff, Rules, Wythoff as Rw, solve};
    let side = 14u64;
    let games: [(&str, &str, Box<dyn Rules>); 3] = [
        ("wythoff", "", Box::new(Rw)),
        ("generalized", "a=2&", Box::new(GeneralizedWythoff(2))),
        ("restricted", "max_take=3&", Box::new(RestrictedWythoff(3))),
    ];
    let mut checked = 0;
    for (game, params, rules) in &games {
        let table = solve(&Dyn(rules.as_ref()), &[side + 8, side + 8]);
        for misere in [false, true] {
            for ((a, b), (cx, cy)) in [((9u64, 12u64), (0u64, 0u64)), ((13, 17), (4, 8))] {
                let position =
                    if *game == "wythoff" { format!("a={a}&b={b}") } else { format!("piles={a},{b}") };
                let uri = format!(
                    "/api/{game}/window?{params}{position}&corner={cx},{cy}&size={side}{}",
                    if misere { "&misere=1" } else { "" }
                );
                let v = json(&uri).await;
                let mut p = std::collections::BTreeSet::new();
                for x in cx..cx + side {
                    for y in cy..cy + side {
                        let is_p = if misere { table.misere_is_p(&[x, y]) } else { table.is_p(&[x, y]) };
                        if is_p {
                            p.insert((x, y));
                        }
                    }
                }
                assert_eq!(squares(&v, "p"), p, "{uri}");
                let mut moves = std::collections::BTreeSet::new();
                rules.moves(&[a, b], &mut |to| {
                    if (cx..cx + side).contains(&to[0]) && (cy..cy + side).contains(&to[1]) {
                        moves.insert((to[0], to[1]));
                    }
                });
                assert_eq!(squares(&v, "moves"), moves, "{uri}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 12);
    // A 40-digit corner: the P-positions of the window are the pair holding
    // each column's number, where it falls inside.
    let big: Natural = "1000000000000000000000000000000000000000".parse().unwrap();
    let v = json(&format!("/api/wythoff/window?a={big}&b={big}&corner={big},{big}&size=3")).await;
    assert_eq!(v["corner"][0], big.to_string());
    assert!(
        v["moves"].as_array().unwrap().is_empty(),
        "a move never stays inside the square it starts at: {v}"
    );
    // Refusals: a heap game, a window too large, a corner that is not x,y.
    refused("/api/nim/window?heaps=1,2&corner=0,0&size=4", StatusCode::BAD_REQUEST, "two-pile games").await;
    refused("/api/wythoff/window?a=1&b=2&corner=0,0&size=41", StatusCode::BAD_REQUEST, "1 to 40").await;
    refused("/api/wythoff/window?a=1&b=2&corner=0&size=4", StatusCode::BAD_REQUEST, "corner").await;
}

#[tokio::test]
async fn the_grundy_table_is_the_reference_solvers() {
    use wythoff_reference::{GeneralizedWythoff, Wythoff as Rw, solve};
    for (a, size) in [(1u64, 40u64), (3, 20)] {
        let v = json(&format!("/api/wythoff/grundy_table?size={size}&a={a}")).await;
        let table =
            if a == 1 { solve(&Rw, &[size, size]) } else { solve(&GeneralizedWythoff(a), &[size, size]) };
        let mut max = 0;
        for x in 0..size {
            for y in 0..size {
                let g = table.grundy(&[x, y]);
                max = max.max(g);
                assert_eq!(v["values"][x as usize][y as usize], g.to_string(), "a = {a}: G({x}, {y})");
            }
        }
        assert_eq!(v["max"], max.to_string());
    }
    refused("/api/wythoff/grundy_table?size=257", StatusCode::BAD_REQUEST, "at most 256").await;
    refused("/api/wythoff/grundy_table?size=0", StatusCode::BAD_REQUEST, "at least one").await;
}

#[tokio::test]
async fn the_games_list_is_the_registry() {
    let v = json("/api/games").await;
    let names: Vec<&str> =
        v["games"].as_array().unwrap().iter().map(|g| g["name"].as_str().unwrap()).collect();
    let registry: Vec<&str> = wythoff_answer::registry::entries().map(|e| e.name).collect();
    assert_eq!(names, registry);
    for (g, e) in v["games"].as_array().unwrap().iter().zip(wythoff_answer::registry::entries()) {
        assert_eq!(g["board"], e.on_board(), "{}", e.name);
        assert_eq!(g["misere"], e.misere, "{}", e.name);
        let keys: Vec<&str> =
            g["parameters"].as_array().unwrap().iter().map(|p| p["key"].as_str().unwrap()).collect();
        assert_eq!(keys, e.parameters.iter().map(|p| p.key).collect::<Vec<_>>());
    }
    // A Fibonacci move may name the heap alone: the next limit follows from the take.
    let v = json("/api/fibonacci/check?n=20&to=17").await;
    assert_eq!(v["to"], serde_json::json!(["17", "6"]));
    refused("/api/fibonacci/check?n=20&max_take=2&to=17", StatusCode::BAD_REQUEST, "at most 2").await;
}

/// The value of a custom property (`--light: #f3e7d3;`) in the page's style sheet.
fn css_colour(css: &str, name: &str) -> String {
    let at = css.find(&format!("--{name}:")).unwrap_or_else(|| panic!("app.css has no --{name}"));
    css[at..].split(':').nth(1).unwrap().split(';').next().unwrap().trim().to_string()
}

#[tokio::test]
async fn pictures_have_the_pages_colours() {
    use wythoff_render::colours;
    let (_, _, css) = get("/app.css").await;
    for (name, colour) in [
        ("light", colours::LIGHT),
        ("dark", colours::DARK),
        ("edge", colours::EDGE),
        ("p", colours::P),
        ("golden", colours::GOLDEN),
        ("win", colours::WIN),
        ("ink", colours::INK),
    ] {
        assert_eq!(css_colour(&css, name), colour, "--{name}");
    }
    let (_, _, heat) = get("/heat.js").await;
    let stops =
        heat.split("const STOPS = ").nth(1).expect("heat.js names its STOPS").split(';').next().unwrap();
    let stops: Vec<[u8; 3]> = serde_json::from_str(stops).expect("the stops, as JSON");
    assert_eq!(stops, colours::SCALE, "the heat map's scale");
    // The board draws its squares in them: (0, 0) dark, (0, 1) light; a
    // worksheet's are white and ruled, light on toner.
    let fills = |svg: &str| -> Vec<String> {
        svg.split("fill=\"").skip(1).filter_map(|f| f.split('"').next()).map(String::from).collect()
    };
    let (_, _, svg) = get("/api/wythoff/board.svg?size=2").await;
    let key = fills(&svg);
    assert!(key.iter().any(|f| f == colours::DARK) && key.iter().any(|f| f == colours::LIGHT), "{key:?}");
    for sheet in ["blank", "position&at=1,1"] {
        let (_, _, svg) = get(&format!("/api/wythoff/board.svg?size=2&sheet={sheet}")).await;
        let sheet_fills = fills(&svg);
        assert!(
            !sheet_fills.iter().any(|f| f == colours::DARK || f == colours::LIGHT),
            "{sheet}: {sheet_fills:?}"
        );
        assert!(svg.contains(colours::RULE), "{sheet}: no ruled squares");
    }
}

#[tokio::test]
async fn the_end_of_a_game_names_the_players_the_page_says_moved() {
    // Two people: the check is told who moved, and the end is in their names.
    let v = json("/api/wythoff/check?a=1&b=1&to=0,0&by=player2").await;
    assert_eq!(v["end"], "player 2 wins by taking the last object");
    assert_eq!(v["winner"], "player2");
    let v = json("/api/nim/check?heaps=2&to=0&misere=1&by=player1").await;
    assert_eq!(v["end"], "player 2 wins, as player 1 had to take the last object");
    assert_eq!(v["winner"], "player2");
    // Against the computer, by default.
    let v = json("/api/wythoff/check?a=1&b=1&to=0,0").await;
    assert_eq!(
        (v["end"].as_str(), v["winner"].as_str()),
        (Some("you win by taking the last object"), Some("you"))
    );
    let v = json("/api/wythoff/check?a=3&b=5&to=3,4").await;
    assert!(v["end"].is_null() && v["winner"].is_null(), "{v}");
    // A start with no move: what it means for the player to move, by name.
    let v = json("/api/wythoff/computer?a=0&b=0&by=player1").await;
    assert!(v["to"].is_null(), "{v}");
    assert_eq!(v["end"], "player 1 cannot move, so player 1 loses in normal play");
    assert_eq!(v["winner"], "player2");
    let v = json("/api/bash/computer?n=0&max_take=3&misere=1&by=you").await;
    assert_eq!(v["end"], "you cannot move, so you win in misère play");
    let v = json("/api/bash/computer?n=0&max_take=3").await;
    assert_eq!(v["end"], "the computer cannot move, so it loses in normal play");
    assert_eq!(v["winner"], "you");
    refused(
        "/api/wythoff/check?a=1&b=1&to=0,0&by=me",
        StatusCode::BAD_REQUEST,
        "by: you, computer, player1 or player2, not 'me'",
    )
    .await;
}

#[tokio::test]
async fn sums_are_the_commands_in_both_rules() {
    use wythoff_answer::grundy::RowsCache;
    use wythoff_answer::misere_sum::MisereSumAnswer;
    use wythoff_answer::sum::SumAnswer;
    let limits = wythoff_answer::Limits::default();
    for expression in
        ["nim(3) + nim(5) + wythoff(3,5)", "bash{4}(20) + subtraction{1,3,4}(10) + octal{0.07}(30)"]
    {
        let expr: String =
            expression.replace('+', "%2B").replace(' ', "%20").replace('{', "%7B").replace('}', "%7D");
        let (status, _, body) = get(&format!("/api/sum?expr={expr}")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let expected = SumAnswer::new(expression, &limits, &RowsCache::none(), &mut |_| {}).unwrap();
        assert_eq!(body, serde_json::to_string(&expected).unwrap());
    }
    let expression = "octal{0.75}(30) + octal{0.75}(6)";
    let (status, _, body) = get("/api/sum?expr=octal%7B0.75%7D(30)%2Boctal%7B0.75%7D(6)&misere=1").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let expected = MisereSumAnswer::new(expression, &limits).unwrap();
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&body).unwrap(),
        serde_json::to_value(&expected).unwrap()
    );
    refused("/api/sum", StatusCode::BAD_REQUEST, "expr: give the sum").await;
    refused("/api/sum?expr=nim(x)", StatusCode::BAD_REQUEST, "column 5").await;
    refused("/api/sum?expr=nim(3)&depth=2", StatusCode::BAD_REQUEST, "depth").await;
    refused("/api/sum/extra?expr=nim(3)", StatusCode::NOT_FOUND, "no endpoint").await;
}

#[tokio::test]
async fn every_games_pictures_are_the_reference_solvers() {
    use wythoff_reference::take_and_break::{GrundysGame, TakeAndBreak};
    use wythoff_reference::{GeneralizedWythoff, Nim, RestrictedWythoff, Subtraction, solve};
    // The heat map of the other two-pile games, against solvers that know only the moves.
    let size = 24u64;
    for (query, table) in [
        ("generalized/grundy_table?a=3", solve(&GeneralizedWythoff(3), &[size, size])),
        ("restricted/grundy_table?max_take=3", solve(&RestrictedWythoff(3), &[size, size])),
        ("restricted/grundy_table?max_take=2", solve(&RestrictedWythoff(2), &[size, size])),
    ] {
        let v = json(&format!("/api/{query}&size={size}")).await;
        for x in 0..size {
            for y in 0..size {
                let g = table.grundy(&[x, y]).to_string();
                assert_eq!(v["values"][x as usize][y as usize], g, "{query}: G({x}, {y})");
            }
        }
    }
    // The heap games' values, and the period where one is proven.
    let n = 120usize;
    let subtraction = |set: Vec<u64>| {
        let table = solve(&Subtraction(set), &[n as u64]);
        (0..n as u64).map(|h| table.grundy(&[h])).collect::<Vec<u32>>()
    };
    let nim = solve(&Nim, &[n as u64]);
    for (query, values, period) in [
        ("octal/values?code=0.07", TakeAndBreak::octal("0.07").heap_values(n), Some(("53", "34"))),
        ("octal/values?preset=kayles", TakeAndBreak::octal("0.77").heap_values(n), Some(("71", "12"))),
        ("grundys_game/values?", GrundysGame.heap_values(n), None),
        ("lasker_nim/values?", TakeAndBreak::lasker_nim(n as u64).heap_values(n), None),
        ("subtraction/values?set=1,3,4", subtraction(vec![1, 3, 4]), Some(("0", "7"))),
        ("bash/values?max_take=3", subtraction(vec![1, 2, 3]), None),
        ("nim/values?", (0..n as u64).map(|h| nim.grundy(&[h])).collect(), None),
    ] {
        let v = json(&format!("/api/{query}&n={n}")).await;
        let got: Vec<String> =
            v["values"].as_array().unwrap().iter().map(|g| g.as_str().unwrap().into()).collect();
        let want: Vec<String> = values.iter().map(u32::to_string).collect();
        assert_eq!(got, want, "{query}");
        if let Some((from, p)) = period {
            assert_eq!((v["preperiod"].as_str(), v["period"].as_str()), (Some(from), Some(p)), "{query}");
            assert!(v["proof"].as_str().is_some_and(|t| t.contains(p)), "{query}: {v}");
        }
    }
    // Drawn, as the download beside each.
    for uri in ["/api/restricted/grundy.svg?max_take=3&size=16", "/api/octal/values.svg?preset=kayles&n=80"] {
        let (status, kind, body) = get(uri).await;
        assert_eq!(status, StatusCode::OK, "{uri}: {body}");
        assert!(kind.starts_with("image/svg+xml") && body.contains("<svg"), "{uri}: {kind}");
    }
    // Only the games that have them; bounds named by the API's keys.
    refused("/api/moore_nim/values?k=2&n=10", StatusCode::NOT_FOUND, "no endpoint").await;
    refused("/api/nim/grundy_table?size=4", StatusCode::NOT_FOUND, "no endpoint").await;
    refused("/api/nim/values?n=4097", StatusCode::BAD_REQUEST, "n must be 1 to 4096").await;
    refused(
        "/api/restricted/grundy_table?max_take=2&size=257",
        StatusCode::BAD_REQUEST,
        "size must be 1 to 256",
    )
    .await;
}
