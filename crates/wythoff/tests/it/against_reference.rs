//! The closed forms against the game-tree solver that knows only the rules: every
//! position up to 700 × 700 (1000 × 1000 in a sweep), normal and misère, outcome
//! and the full set of winning moves.
use wythoff::Natural;
use wythoff::game::Rule;
use wythoff::wythoff::{Coordinate, holder, is_p_position, is_p_position_u64, winning_moves};
use wythoff_reference::{Wythoff, solve};

fn u(n: &Natural) -> u64 {
    u64::try_from(n).unwrap()
}

/// Every position up to 700 × 700 (outcome and winning moves), and the holder
/// of every number below 420, from one game tree solved once: the partners of
/// the numbers below 420 are below φ·420 + 1 < 700, inside it. P-positions
/// counted: (0, 0) and (aₖ, bₖ), (bₖ, aₖ) for k = 1..=267 (b₂₆₇ = 699).
#[test]
fn every_position_below_700_and_the_holder_of_every_number_below_420() {
    box_against_the_game_tree(700, 420, 535);
}

/// The same to 1000 × 1000 and the numbers below 600 (partners up to 971;
/// k = 1..=381, b₃₈₁ = 997): twice the work, a sweep run by `bench/sweeps.sh`
/// (`cargo test -- --ignored`), not by the test command.
#[test]
#[ignore = "a sweep: bench/sweeps.sh runs it"]
fn every_position_below_1000_and_the_holder_of_every_number_below_600() {
    box_against_the_game_tree(1000, 600, 763);
}

fn box_against_the_game_tree(n: u64, holders: u64, p_positions: u32) {
    let table = solve(&Wythoff, &[n, n]);
    every_position_outcome_and_all_winning_moves(&table, n, p_positions);
    holder_names_the_one_p_position_of_every_number(&table, n, holders);
}

fn every_position_outcome_and_all_winning_moves(table: &wythoff_reference::Table, n: u64, p_positions: u32) {
    for rule in [Rule::Normal, Rule::Misere] {
        let misere = rule == Rule::Misere;
        let mut p_count = 0;
        for a in 0..n {
            for b in 0..n {
                let (na, nb) = (Natural::from(a), Natural::from(b));
                let expected_p = if misere { table.misere_is_p(&[a, b]) } else { table.is_p(&[a, b]) };
                assert_eq!(is_p_position(&na, &nb, rule), expected_p, "{rule} ({a}, {b})");
                if !misere {
                    assert_eq!(is_p_position_u64(a, b), expected_p, "u64 path ({a}, {b})");
                }
                p_count += expected_p as u32;
                let mut fast: Vec<Vec<u64>> =
                    winning_moves(&na, &nb, rule).iter().map(|m| vec![u(&m.to[0]), u(&m.to[1])]).collect();
                let mut slow = wythoff_reference::winning_moves(&Wythoff, table, &[a, b], misere);
                fast.sort();
                slow.sort();
                assert_eq!(fast, slow, "{rule} winning moves from ({a}, {b})");
            }
        }
        // Misère swaps three P-positions for three. A check that the
        // comparison saw P-positions at all.
        assert_eq!(p_count, p_positions, "{rule}");
    }
}

#[test]
fn move_descriptions_match_their_results() {
    for a in 0..200u32 {
        for b in 0..200u32 {
            for rule in [Rule::Normal, Rule::Misere] {
                for m in winning_moves(&a.into(), &b.into(), rule) {
                    let t = u(&m.take) as u32;
                    assert!(t >= 1);
                    let expected = match m.kind.as_str() {
                        "both" => [a - t, b - t],
                        "pile1" => [a - t, b],
                        _ => [a, b - t],
                    };
                    assert_eq!([u(&m.to[0]) as u32, u(&m.to[1]) as u32], expected);
                }
            }
        }
    }
}

fn holder_names_the_one_p_position_of_every_number(table: &wythoff_reference::Table, n: u64, holders: u64) {
    // From the table alone: for each number below `holders` the partner m
    // with (m, number) a P-position. A partner is below φ·holders + 1 (bₖ =
    // aₖ + k < φ·aₖ + 1), inside the table; a partner outside it would fail
    // here as none.
    for number in 0..holders {
        let partners: Vec<u64> = (0..n).filter(|&m| table.is_p(&[m, number])).collect();
        assert_eq!(partners.len(), 1, "{number} has partners {partners:?}");
        let h = holder(&number.into());
        let (a, b, k) = (u(&h.a), u(&h.b), u(&h.k));
        assert_eq!(b - a, k);
        match h.coordinate {
            Coordinate::Lower => assert_eq!((a, b), (number, partners[0]), "{number}"),
            Coordinate::Upper => assert_eq!((a, b), (partners[0], number), "{number}"),
        }
        if number > 0 {
            assert!(a < b || (a, b) == (0, 0));
        }
    }
}

#[test]
fn outcome_and_reason_together_agree_with_each_alone() {
    use wythoff::game::ImpartialGame;
    for rule in [Rule::Normal, Rule::Misere] {
        let game = wythoff::wythoff::Wythoff { rule };
        for a in 0u32..60 {
            for b in 0u32..60 {
                let p = [a.into(), b.into()];
                assert_eq!(
                    game.outcome_and_reason(&p),
                    (game.outcome(&p), game.reason(&p)),
                    "{rule:?} ({a}, {b})"
                );
            }
        }
    }
}
