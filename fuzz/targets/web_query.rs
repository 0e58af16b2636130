// The web API's query parsing and answers on arbitrary queries: a 200 or an
// error object, never a panic.
//
// The body of the fuzz target `web_query`: the fuzz binary (fuzz/fuzz_targets/) and
// the ordinary test that replays fuzz/regressions/ both include this file.
use wythoff_answer::grundy::RowsCache;
use wythoff_web::{respond, Config};

/// Every endpoint whose work stays small at 60 digits: each registry game's
/// questions (but multi-pile Wythoff's, whose engine box is the work), Wythoff's
/// own but the Grundy values and the heat map, and one game that does not
/// exist.
fn endpoints() -> Vec<(&'static str, &'static str)> {
    let mut all: Vec<(&str, &str)> = Vec::new();
    for entry in wythoff_answer::registry::entries().filter(|e| e.name != "multipile") {
        for question in wythoff_web::GAME_QUESTIONS {
            all.push((entry.name, question));
        }
    }
    for only in wythoff_web::WYTHOFF_ONLY {
        if !matches!(only.question, "grundy" | "grundy.svg") {
            all.push(("wythoff", only.question));
        }
    }
    all.push(("chess", "status"));
    all
}

/// One input, as libFuzzer gives it: returns normally, or panics on a finding.
pub fn run(data: &[u8]) {
    let Some((&which, query)) = data.split_first() else { return };
    let Ok(query) = std::str::from_utf8(query) else { return };
    let endpoints = endpoints();
    let (game, question) = endpoints[which as usize % endpoints.len()];
    let config = Config { max_digits: 60, cache: RowsCache::none(), ..Config::default() };
    let (status, body) = respond(&config, game, question, query);
    assert!(matches!(status, 200 | 400 | 404), "{status}");
    if status != 200 {
        assert!(body.starts_with("{\"error\":"), "{body}");
    }
}
