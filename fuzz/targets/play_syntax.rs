// The play command's move syntax: any line at any position of every game of
// the registry reads as a command, a move the game then checks (and the
// computer answers), or an error; never a panic.
//
// The body of the fuzz target `play_syntax`: the fuzz binary (fuzz/fuzz_targets/) and
// the ordinary test that replays fuzz/regressions/ both include this file.
use wythoff::game::Rule;
use wythoff_answer::play::Level;
use wythoff_answer::registry::{Game, GameSpec, RawParameter, entries};
use wythoff_answer::Limits;

/// One input, as libFuzzer gives it: returns normally, or panics on a finding.
/// Its first byte picks the game, the second the example position and the rule;
/// the rest is the line typed.
pub fn run(data: &[u8]) {
    let [which, how, line @ ..] = data else { return };
    let games: Vec<_> = entries().collect();
    let entry = games[*which as usize % games.len()];
    let example = entry.examples[(*how as usize / 2) % entry.examples.len()];
    let rule = if how % 2 == 1 && entry.misere { Rule::Misere } else { Rule::Normal };
    let limits = Limits::default();
    let raw = entry
        .parameters
        .iter()
        .zip(example.parameters)
        .map(|(p, v)| RawParameter::read(v, p, p.key, &limits).expect("the registry's own example"))
        .collect();
    let game = Game::new(entry.name, raw, |p| p.key.to_string()).expect("the registry's own example");
    let position = example.position.iter().map(|n| n.parse().expect("a number")).collect();
    let spec = GameSpec::new(game, rule, position, &limits).expect("the registry's own example");
    let Ok(built) = spec.build(&limits) else { return };
    let mut session = built.session(Level::Perfect, 1);
    let _ = session.line(&String::from_utf8_lossy(line));
}
