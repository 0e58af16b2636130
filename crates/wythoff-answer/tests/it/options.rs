//! A position's legal moves (`GameSpec::options`, `OptionsAnswer`) for every
//! game of the registry, in both rules: exactly the positions the game's own
//! check accepts among every position a move could name (the box below, and
//! every split of a heap), each once, in the words the check gives.

use std::collections::BTreeSet;

use wythoff::Natural;
use wythoff::game::Rule;
use wythoff_answer::options::OptionsAnswer;
use wythoff_answer::play::Player;
use wythoff_answer::registry::{GameSpec, Shape, entries};
use wythoff_answer::{ErrorKind, Limits};

#[test]
fn every_games_options_are_what_its_check_accepts() {
    let limits = Limits::default();
    let mut checked = 0;
    for entry in entries() {
        let rules: &[Rule] = if entry.misere { &[Rule::Normal, Rule::Misere] } else { &[Rule::Normal] };
        for example in entry.examples {
            let game = crate::common::example_game(entry, example);
            let positions: Vec<Vec<u64>> = match example.position.len() {
                1 => (0..12).map(|n| vec![n]).collect(),
                2 => [[0, 0], [1, 0], [3, 5], [6, 6], [7, 2], [2, 9]].map(|p| p.to_vec()).to_vec(),
                _ => vec![vec![3, 5, 6], vec![0, 4, 7], vec![2, 2, 2]],
            };
            for &rule in rules {
                for position in &positions {
                    let at: Vec<Natural> = position.iter().map(|&n| n.into()).collect();
                    let Ok(spec) = GameSpec::new(game.clone(), rule, at.clone(), &limits) else { continue };
                    let answer = OptionsAnswer::new(&spec, &limits).unwrap();
                    // A heap and a limit: a move names the heap alone (the
                    // limit follows), and the answer gives both.
                    let heap_only = matches!(entry.shape, Shape::HeapAndLimit { .. });
                    let named_by = |to: &Vec<Natural>| if heap_only { to[..1].to_vec() } else { to.clone() };
                    let listed: BTreeSet<Vec<Natural>> =
                        answer.moves.iter().map(|(to, _)| named_by(to)).collect();
                    assert_eq!(listed.len(), answer.moves.len(), "{} {position:?}: listed twice", entry.name);
                    // Every position a move could name: the box below, and
                    // every split.
                    let top: Vec<u64> = if heap_only { position[..1].to_vec() } else { position.clone() };
                    let named = crate::common::named_from(position, &top, entry.splits);
                    for to in named {
                        let ok = spec.check(to.clone(), Player::Human, &limits);
                        assert_eq!(
                            ok.is_ok(),
                            listed.contains(&to),
                            "{} {rule:?} {position:?} → {to:?}",
                            entry.name
                        );
                        if let Ok(checked) = ok {
                            let (after, words) =
                                answer.moves.iter().find(|(t, _)| named_by(t) == to).unwrap();
                            assert_eq!((&checked.to, &checked.text), (after, words));
                        }
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 300, "{checked}");
}

#[test]
fn a_game_that_tests_each_position_below_says_how_far_it_goes() {
    let limits = Limits::default();
    let mut query = vec![("k", "2"), ("heaps", "100,100,100")];
    let spec = GameSpec::from_query("moore_nim", Rule::Normal, &mut query, &limits).unwrap();
    let e = spec.options(&limits).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Limit, "{}", e.message);
    assert!(e.message.contains("262,144"), "{}", e.message);
    // A game that lists its moves answers any size.
    let mut query = vec![("heaps", "20000,20000,20000")];
    let spec = GameSpec::from_query("nim", Rule::Normal, &mut query, &limits).unwrap();
    assert_eq!(spec.options(&limits).unwrap().len(), 60_000);
    let mut query = vec![("heaps", "30000,30000,30000")];
    let spec = GameSpec::from_query("nim", Rule::Normal, &mut query, &limits).unwrap();
    let e = spec.options(&limits).unwrap_err();
    assert_eq!(
        (e.kind, e.message.as_str()),
        (ErrorKind::Limit, "the position has 90,000 moves; at most 65,536 are listed")
    );
}
