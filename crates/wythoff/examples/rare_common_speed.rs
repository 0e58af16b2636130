//! The rare/common engine on one game to N values, with what it found
//! (bench/rare_common.sh times it against peers):
//!
//!     rare_common_speed grundy N      Grundy's game
//!     rare_common_speed CODE N        an octal code (0.161, 0.014, …)
use std::time::Instant;
use wythoff::octal::{OctalCode, Work};
use wythoff::rare_common::{Engine, HeapMoves};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (game, len) = match &args[..] {
        [game, len] => (game.as_str(), len.parse::<usize>().expect("N, a number")),
        _ => panic!("usage: rare_common_speed grundy|CODE N"),
    };
    let moves = match game {
        "grundy" => HeapMoves::grundys_game(),
        code => code.parse::<OctalCode>().expect("an octal code").engine_moves(),
    };
    let t = Instant::now();
    let mut engine = Engine::new(moves);
    let mut work = Work::unlimited();
    engine.run(len, &mut work).expect("no value above 65,535");
    let time = t.elapsed().as_secs_f64();
    let g = engine.values();
    let largest = g.iter().max().copied().unwrap_or(0);
    let zeros = g.iter().filter(|&&v| v == 0).count();
    println!(
        "{game} to {len}: {time:.2} s, {:.0} values/s, {:.0} steps a value; {:?}, {} sparse positions (the last at {:?}), {} heaps below the candidate; largest value {largest} (last at {:?}); {zeros} zeros, the last at {:?}",
        len as f64 / time,
        (u64::MAX - work.left) as f64 / len as f64,
        engine.space(),
        engine.sparse_count(),
        engine.sparse_positions().last(),
        engine.below_candidate(),
        g.iter().rposition(|&v| v == largest),
        g.iter().rposition(|&v| v == 0),
    );
}
