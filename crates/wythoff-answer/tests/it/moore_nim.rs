//! Moore's Nim_k against the solver that knows only its rule, and its answers:
//! the moves listed where there are more than 1,000, the Grundy search and its
//! limit, sums.

use std::collections::BTreeSet;

use wythoff::Natural;
use wythoff::game::{ImpartialGame, Outcome, Rule, after};
use wythoff::moore_nim::{GRUNDY_WORK, MOVES_LISTED, MooreNim, grundy_values};
use wythoff_answer::grundy::RowsCache;
use wythoff_answer::registry::{Game, GameSpec, RawParameter};
use wythoff_answer::sum::SumAnswer;
use wythoff_answer::{ErrorKind, Limits, Question};
use wythoff_reference::{self as reference, moore_nim::MooreNim as Rules, solve};

fn naturals(p: &[u64]) -> Vec<Natural> {
    p.iter().map(|&h| h.into()).collect()
}

fn words(p: &[Natural]) -> Vec<u64> {
    p.iter().map(|h| u64::try_from(h).unwrap()).collect()
}

/// Every position of the box `bounds`, first coordinate slowest.
fn positions(bounds: &[u64]) -> Vec<Vec<u64>> {
    let size: u64 = bounds.iter().product();
    (0..size)
        .map(|mut i| {
            let mut p = vec![0; bounds.len()];
            for (x, &n) in p.iter_mut().zip(bounds).rev() {
                *x = i % n;
                i /= n;
            }
            p
        })
        .collect()
}

#[test]
fn outcomes_moves_and_values_agree_with_the_rule_alone() {
    let mut checked = 0;
    for k in 1..=4usize {
        for heaps in 1..=5usize {
            let side = if heaps <= 4 { 8 } else { 5 };
            let bounds = vec![side; heaps];
            let table = solve(&Rules(k), &bounds);
            let values = grundy_values(k, &vec![side - 1; heaps], GRUNDY_WORK).unwrap();
            for p in positions(&bounds) {
                let position = naturals(&p);
                for rule in [Rule::Normal, Rule::Misere] {
                    let game = MooreNim { k: k.into(), rule };
                    let misere = rule == Rule::Misere;
                    let slow_p = if misere { table.misere_is_p(&p) } else { table.is_p(&p) };
                    assert_eq!(game.outcome(&position) == Outcome::P, slow_p, "k = {k} {rule} {p:?}");
                    let fast: BTreeSet<Vec<u64>> =
                        game.winning_moves(&position).iter().map(|m| words(&after(&position, m))).collect();
                    let slow: BTreeSet<Vec<u64>> =
                        reference::winning_moves(&Rules(k), &table, &p, misere).into_iter().collect();
                    assert_eq!(fast, slow, "k = {k} {rule} {p:?}");
                    assert_eq!(fast.len(), game.winning_moves(&position).len(), "a move listed twice: {p:?}");
                    checked += 1;
                }
                assert_eq!(values.value(&p), table.grundy(&p), "k = {k} G{p:?}");
                let nim_sum = p.iter().fold(0, |x, h| x ^ h);
                let known = MooreNim { k: k.into(), rule: Rule::Normal }.grundy(&position);
                assert_eq!(known, (k == 1).then(|| nim_sum.into()), "k = {k} {p:?}");
            }
        }
    }
    assert!(checked > 60_000, "{checked}");
}

/// Every winning move from `position` by trying every move the rule allows,
/// each target judged by the outcome (checked above against the rule alone).
fn every_winning_move(game: &MooreNim, position: &[u64]) -> BTreeSet<Vec<u64>> {
    let mut found = BTreeSet::new();
    let k = usize::try_from(&game.k).unwrap();
    reference::Rules::moves(&Rules(k), position, &mut |to| {
        if game.outcome(&naturals(to)) == Outcome::P {
            found.insert(to.to_vec());
        }
    });
    found
}

/// The moves `game` lists from `position`, as the heaps after, each checked
/// to be one legal move to a P-position; none twice.
fn listed(game: &MooreNim, position: &[Natural], most: usize) -> BTreeSet<Vec<Natural>> {
    let moves = game.winning_moves_at_most(position, most);
    let k = usize::try_from(&game.k).unwrap();
    let targets: BTreeSet<Vec<Natural>> = moves.iter().map(|m| after(position, m)).collect();
    assert_eq!(targets.len(), moves.len(), "a move listed twice");
    for m in &moves {
        assert!((1..=k).contains(&m.changes.len()), "{m}");
        assert!(m.changes.iter().all(|(i, from, to)| *from == position[*i] && to < from), "{m}");
        assert_eq!(game.outcome(&after(position, m)), Outcome::P, "{m}");
    }
    targets
}

#[test]
fn past_1000_winning_moves_1000_are_listed_and_the_reason_says_so() {
    let game = MooreNim { k: 4u8.into(), rule: Rule::Normal };
    let position = naturals(&[1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]);
    // More than 1,000 (these are each a winning move), so 1,000 listed.
    let more = listed(&game, &position, 3 * MOVES_LISTED);
    assert!(more.len() > MOVES_LISTED, "{}", more.len());
    let first = game.winning_moves(&position);
    assert_eq!(first.len(), MOVES_LISTED);
    assert!(first.iter().all(|m| more.contains(&after(&position, m))));
    let reason = game.reason(&position);
    assert_eq!(wythoff::game::Explain::kind(&reason), "moore_nim_digit_counts_many_moves");
    assert!(
        reason.to_string().ends_with("there are more than 1,000 winning moves (moves lists 1,000)"),
        "{reason}"
    );

    // Fewer than that: every one, and the plain reason.
    let few = [9u64, 12, 7, 30];
    let game = MooreNim { k: 3u8.into(), rule: Rule::Normal };
    let listed: BTreeSet<Vec<u64>> =
        game.winning_moves(&naturals(&few)).iter().map(|m| words(&after(&naturals(&few), m))).collect();
    assert_eq!(listed, every_winning_move(&game, &few));
    assert_eq!(wythoff::game::Explain::kind(&game.reason(&naturals(&few))), "moore_nim_digit_counts");
}

#[test]
fn misere_play_past_the_small_heaps_and_numbers_of_any_size() {
    // Misère play with a heap of two or more: the normal-play P-positions, and
    // every winning move of normal play that leaves such a heap.
    let misere = MooreNim { k: 2u8.into(), rule: Rule::Misere };
    let normal = MooreNim { k: 2u8.into(), rule: Rule::Normal };
    for p in positions(&[7, 7, 7, 7]) {
        let position = naturals(&p);
        if p.iter().any(|&h| h > 1) {
            assert_eq!(misere.outcome(&position), normal.outcome(&position), "{p:?}");
        }
        let listed: BTreeSet<Vec<u64>> =
            misere.winning_moves(&position).iter().map(|m| words(&after(&position, m))).collect();
        let all: BTreeSet<Vec<u64>> = {
            let mut found = BTreeSet::new();
            reference::Rules::moves(&Rules(2), &p, &mut |to| {
                if misere.outcome(&naturals(to)) == Outcome::P {
                    found.insert(to.to_vec());
                }
            });
            found
        };
        assert_eq!(listed, all, "{p:?}");
    }
    // Forty-digit heaps: every listed move is legal and reaches a P-position.
    let big: Natural = "1234567890123456789012345678901234567890".parse().unwrap();
    let position = vec![big.clone(), &big + 7u8, &big * 3u8, Natural::from(5u8)];
    for game in [normal, misere] {
        assert_eq!(game.outcome(&position), Outcome::N);
        let moves = game.winning_moves(&position);
        assert!(!moves.is_empty());
        for m in &moves {
            assert!((1..=2).contains(&m.changes.len()), "{m}");
            assert!(m.changes.iter().all(|(i, from, to)| *from == position[*i] && to < from), "{m}");
            assert_eq!(game.outcome(&after(&position, m)), Outcome::P, "{m}");
        }
    }
}

fn spec(k: &str, heaps: &[u64], rule: Rule) -> GameSpec {
    let game =
        Game::new("moore_nim", vec![RawParameter::Numbers(vec![k.parse().unwrap()])], |p| p.key.into());
    let game = game.unwrap_or_else(|e| panic!("{}", e.message));
    GameSpec::new(game, rule, naturals(heaps), &Limits::default()).unwrap()
}

#[test]
fn answers_through_the_registry_and_in_sums() {
    let limits = Limits::default();
    let analysis = spec("4", &[1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000], Rule::Normal)
        .analysis(Question::Moves, &limits)
        .unwrap();
    assert_eq!(analysis.moves.as_ref().map(Vec::len), Some(MOVES_LISTED));
    assert_eq!(analysis.reason.kind, "moore_nim_digit_counts_many_moves");
    let reason = serde_json::to_value(&analysis.reason).unwrap();
    assert_eq!(reason["values"]["moves_listed"], "1000", "{reason}");
    assert!(reason["text"].as_str().unwrap().contains("moves lists 1,000"), "{reason}");

    let cache = RowsCache::default();
    let sum = |e: &str| SumAnswer::new(e, &limits, &cache, &mut |_| {});
    // k = 1 is Nim: 3 ⊕ 5 ⊕ 6 = 0, and with nim(1) the sum is 1.
    let json = |e: &str| serde_json::to_value(sum(e).unwrap()).unwrap();
    assert_eq!(json("moore_nim{1}(3,5,6) + nim(1)")["nim_sum"], "1");
    // k = 2 by search: G(1, 1, 1) = 0 (a P-position), G(0, 0, 1) = 1.
    let answer = json("moore_nim{2}(1,1,1) + moore_nim{2}(0,0,1) + nim(1)");
    assert_eq!(answer["nim_sum"], "0", "{answer}");
    assert_eq!(answer["components"][1]["grundy"], "1", "{answer}");
    let Err(e) = sum("moore_nim{2}(300,300,300)") else { panic!("past the search's limit, answered") };
    assert_eq!(e.kind, ErrorKind::Limit);
    assert!(e.message.contains("50,000,000 moves examined"), "{}", e.message);
}
