// The play command's move syntax: any line at any position of every game
// reads as a command, a move the game then checks, or an error; never a panic.
//
// The body of the fuzz target `play_syntax`: the fuzz binary (fuzz/fuzz_targets/) and
// the ordinary test that replays fuzz/regressions/ both include this file.
use wythoff::bash::Bash;
use wythoff::fibonacci_game::{FibonacciGame, Position};
use wythoff::game::Rule;
use wythoff::generalized_wythoff::Generalized;
use wythoff::nim::Nim;
use wythoff::wythoff::Wythoff;
use wythoff::Natural;
use wythoff_answer::play::{parse_input, Input, Playable};

fn try_line<G: Playable>(game: &G, line: &str, at: &G::Position) {
    if let Ok(Input::Move(to)) = parse_input(game, line, at) {
        let _ = game.check(at, &to);
    }
}

/// One input, as libFuzzer gives it: returns normally, or panics on a finding.
pub fn run(data: &[u8]) {
    if data.len() < 3 {
        return;
    }
    let (x, y) = (Natural::from(data[0]), Natural::from(data[1]));
    let line = String::from_utf8_lossy(&data[2..]);
    try_line(&Wythoff { rule: Rule::Normal }, &line, &[x.clone(), y.clone()]);
    try_line(&Generalized::new(3u8.into(), Rule::Misere).unwrap(), &line, &[x.clone(), y.clone()]);
    try_line(&Nim { rule: Rule::Normal }, &line, &vec![x.clone(), y.clone(), 7u8.into()]);
    try_line(&Bash { max_take: 3u8.into(), rule: Rule::Normal }, &line, &x);
    try_line(&FibonacciGame, &line, &Position::start(y));
}
