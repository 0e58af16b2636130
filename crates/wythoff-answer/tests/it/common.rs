//! What several tests here share: a registry example's game, and every
//! position a move could name from a position.

use wythoff::Natural;
use wythoff_answer::Limits;
use wythoff_answer::registry::{Entry, Example, Game, RawParameter};

/// The game of one of an entry's examples, its parameters read as written.
pub fn example_game(entry: &Entry, example: &Example) -> Game {
    let limits = Limits::default();
    let raw = entry
        .parameters
        .iter()
        .zip(example.parameters)
        .map(|(p, v)| RawParameter::read(v, p, p.key, &limits).unwrap())
        .collect();
    Game::new(entry.name, raw, |p| p.key.to_string()).unwrap()
}

/// Every position a move from `position` could name: each coordinate at most
/// `top`'s (the box below, `top` itself included), and where `splits`, every
/// way to leave two heaps x ≤ y in one heap's place.
pub fn named_from(position: &[u64], top: &[u64], splits: bool) -> Vec<Vec<Natural>> {
    let mut named: Vec<Vec<Natural>> = Vec::new();
    let mut to = vec![0u64; top.len()];
    'all: loop {
        named.push(to.iter().map(|&n| n.into()).collect());
        for j in (0..to.len()).rev() {
            if to[j] < top[j] {
                to[j] += 1;
                continue 'all;
            }
            to[j] = 0;
        }
        break;
    }
    for (i, &h) in position.iter().enumerate().filter(|_| splits) {
        for x in 1..=h {
            for y in x..=h - x {
                let mut split: Vec<Natural> = position.iter().map(|&n| n.into()).collect();
                split.splice(i..=i, [x.into(), y.into()]);
                named.push(split);
            }
        }
    }
    named
}
