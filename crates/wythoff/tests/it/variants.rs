//! The variants' closed forms against the engine (which knows only the moves;
//! the engine itself is checked against the reference crate in
//! `tests/vector_game.rs`), and their big-number paths against their own
//! definitions.

use proptest::prelude::*;
use wythoff::Natural;
use wythoff::game::{ImpartialGame, Outcome, Rule, after};
use wythoff::generalized_wythoff::Generalized;
use wythoff::multipile_wythoff::{MultiPile, MultiRule};
use wythoff::restricted_wythoff::Restricted;
use wythoff::vector_game::{Outcomes, VectorRules};

const RULES: [Rule; 2] = [Rule::Normal, Rule::Misere];

fn n(x: u64) -> Natural {
    Natural::from(x)
}

/// Every outcome of `game` in the box against `solved`, and for positions
/// with x + y ≤ `moves_up_to`, every winning move against the engine's P
/// targets.
fn against_engine<G>(name: &str, game: &G, rules: &VectorRules, solved: &Outcomes, moves_up_to: u64)
where
    G: ImpartialGame<Position = [Natural; 2]>,
{
    let [w, h] = [solved.sizes()[0], solved.sizes()[1]];
    for x in 0..w {
        for y in 0..h {
            let position = [n(x), n(y)];
            let p = solved.is_p(&[x, y]);
            assert_eq!(game.outcome(&position) == Outcome::P, p, "{name} ({x}, {y})");
            let (outcome, reason) = game.outcome_and_reason(&position);
            assert_eq!(outcome == Outcome::P, p, "{name} ({x}, {y}) reason: {reason:?}");
            if x + y > moves_up_to {
                continue;
            }
            let mut ours: Vec<Vec<Natural>> =
                game.winning_moves(&position).iter().map(|m| after(&position, m)).collect();
            let mut expected = Vec::new();
            rules.moves(&[x, y], &mut |to, _, _| {
                if solved.is_p(to) {
                    expected.push(vec![n(to[0]), n(to[1])]);
                }
            });
            let listed = ours.len();
            ours.sort();
            ours.dedup();
            assert_eq!(ours.len(), listed, "{name} ({x}, {y}): a move listed twice");
            expected.sort();
            expected.dedup();
            assert_eq!(ours, expected, "{name} ({x}, {y}) winning moves");
        }
    }
}

#[test]
fn generalized_against_the_engine() {
    for a in 1..=12u64 {
        let rules = VectorRules::generalized(a);
        for rule in RULES {
            let solved = rules.outcomes(&[240, 240], rule).unwrap();
            let game = Generalized::new(n(a), rule).unwrap();
            against_engine(&format!("a = {a} {rule}"), &game, &rules, &solved, if a <= 6 { 120 } else { 40 });
        }
    }
}

#[test]
fn generalized_p_positions_follow_the_mex_definition() {
    for a in 1..=40u64 {
        for rule in RULES {
            let game = Generalized::new(n(a), rule).unwrap();
            if rule == Rule::Misere && a == 1 {
                continue; // Wythoff's misère game, tested in its own module.
            }
            // Aₙ = mex of the earlier pairs, Bₙ = Aₙ + a·n (+ 1 in misère play).
            let shift = u64::from(rule == Rule::Misere);
            let mut used = std::collections::HashSet::new();
            for k in 0..3000u64 {
                let x = if k == 0 { 0 } else { (0..).find(|v| !used.contains(v)).unwrap() };
                let y = x + a * k + shift;
                used.insert(x);
                used.insert(y);
                assert_eq!(game.p_position(&n(k)), (n(x), n(y)), "a = {a} {rule} n = {k}");
                assert_eq!(game.partner(&n(x)), (n(y), n(k)), "a = {a} {rule} partner of {x}");
                assert_eq!(game.partner(&n(y)), (n(x), n(k)), "a = {a} {rule} partner of {y}");
            }
        }
    }
}

#[test]
fn restricted_against_the_engine() {
    for m in 1..=20u64 {
        let rules = VectorRules::restricted(m);
        let side = 6 * (m + 1);
        for rule in RULES {
            let solved = rules.outcomes(&[side, side], rule).unwrap();
            let game = Restricted::new(n(m), rule).unwrap();
            against_engine(
                &format!("m = {m} {rule}"),
                &game,
                &rules,
                &solved,
                if m <= 8 { 2 * side } else { 30 },
            );
        }
    }
}

#[test]
fn multipile_moves_and_reasons_agree_with_the_box() {
    for multi in [MultiRule::OneOrAll, MultiRule::OneOrAny] {
        for rule in RULES {
            let game = MultiPile::solve_box(multi, rule, &[8, 9, 10]).unwrap();
            for x in 0..8u64 {
                for y in 0..9u64 {
                    for z in 0..10u64 {
                        let position = vec![n(x), n(y), n(z)];
                        let p = game.outcome(&position) == Outcome::P;
                        assert_eq!(game.reason(&position).is_p(), p);
                        let moves = game.winning_moves(&position);
                        assert_eq!(
                            moves.is_empty(),
                            p || (x, y, z) == (0, 0, 0),
                            "{multi:?} {rule} ({x}, {y}, {z})"
                        );
                        for m in &moves {
                            assert_eq!(game.outcome(&after(&position, m)), Outcome::P);
                        }
                    }
                }
            }
        }
    }
}

/// Big numbers: the n-th P-position is one, the partner of each pile is the
/// other, winning moves lead to P-positions, and a position is P iff it has none.
fn big_checks<G: ImpartialGame<Position = [Natural; 2]>>(game: &G, x: &Natural, y: &Natural) {
    let position = [x.clone(), y.clone()];
    let moves = game.winning_moves(&position);
    let p = game.outcome(&position) == Outcome::P;
    assert_eq!(moves.is_empty(), p, "({x}, {y})");
    for m in &moves {
        let to: [Natural; 2] = after(&position, m).try_into().expect("two piles");
        assert_eq!(game.outcome(&to), Outcome::P, "({x}, {y}) → {m}");
    }
}

proptest! {
    #[test]
    fn generalized_at_any_size(a in 1u64..1000, k in any::<u128>(), dx in 0u64..5, dy in 0u64..5, misere in any::<bool>()) {
        let rule = if misere { Rule::Misere } else { Rule::Normal };
        let game = Generalized::new(n(a), rule).unwrap();
        let (x, y) = game.p_position(&Natural::from(k));
        prop_assert!(game.is_p(&x, &y) && game.is_p(&y, &x));
        prop_assert_eq!(game.partner(&x), (y.clone(), Natural::from(k)));
        prop_assert_eq!(game.partner(&y), (x.clone(), Natural::from(k)));
        big_checks(&game, &(&x + dx), &(&y + dy));
        big_checks(&game, &(&y + dy), &(&x + dx));
    }

    #[test]
    fn generalized_with_a_huge_parameter(a in any::<u128>(), k in 0u64..1000, dx in 0u64..3, dy in 0u64..3) {
        let a = Natural::from(a) + 1u8;
        for rule in RULES {
            let game = Generalized::new(a.clone(), rule).unwrap();
            let (x, y) = game.p_position(&n(k));
            prop_assert!(game.is_p(&x, &y));
            big_checks(&game, &(&x + dx), &(&y + dy));
        }
    }

    #[test]
    fn restricted_at_any_size(m in 1u128.., x in any::<u128>(), y in any::<u128>(), misere in any::<bool>()) {
        let rule = if misere { Rule::Misere } else { Rule::Normal };
        let game = Restricted::new(Natural::from(m), rule).unwrap();
        big_checks(&game, &Natural::from(x), &Natural::from(y));
    }

    #[test]
    fn restricted_with_small_bounds(m in 1u64..30, x in any::<u64>(), y in any::<u64>(), misere in any::<bool>()) {
        let rule = if misere { Rule::Misere } else { Rule::Normal };
        let game = Restricted::new(n(m), rule).unwrap();
        big_checks(&game, &n(x), &n(y));
    }
}
