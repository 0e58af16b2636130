//! The web API's query parsing and answers on arbitrary queries: a 200 or an
//! error object, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wythoff_answer::grundy::RowsCache;
use wythoff_web::{respond, Config};

const ENDPOINTS: [(&str, &str); 12] = [
    ("wythoff", "status"),
    ("wythoff", "moves"),
    ("wythoff", "computer"),
    ("wythoff", "nth"),
    ("wythoff", "pair"),
    ("wythoff", "board.svg"),
    ("nim", "moves"),
    ("bash", "moves"),
    ("subtraction", "status"),
    ("generalized", "moves"),
    ("restricted", "moves"),
    ("chess", "status"),
];

fuzz_target!(|data: &[u8]| {
    let Some((&which, query)) = data.split_first() else { return };
    let Ok(query) = std::str::from_utf8(query) else { return };
    let (game, question) = ENDPOINTS[which as usize % ENDPOINTS.len()];
    let config = Config { max_digits: 60, cache: RowsCache::none(), ..Config::default() };
    let (status, body) = respond(&config, game, question, query);
    assert!(matches!(status, 200 | 400 | 404), "{status}");
    if status != 200 {
        assert!(body.starts_with("{\"error\":"), "{body}");
    }
});
