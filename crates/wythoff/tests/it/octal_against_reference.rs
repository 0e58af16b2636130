//! The octal games against the reference crate's solvers, written from the
//! rules: single heaps to 60 for every two-digit code and 0.137, 0.16, 4.7,
//! and every winning move of every position of up to three heaps of at most
//! 12, against the game tree searched; the games as the front ends play them
//! (`TakeBreak`), in normal and misère play.
use std::collections::HashMap;
use wythoff::Natural;
use wythoff::game::{ImpartialGame, Outcome, Rule};
use wythoff::grundys_game::GrundysGame;
use wythoff::lasker_nim::LaskerNim;
use wythoff::octal::{Octal, OctalCode, Work};
use wythoff::take_and_break::{HeapRule, TakeBreak};
use wythoff_reference::take_and_break::TakeAndBreak;

fn codes() -> Vec<String> {
    let mut codes: Vec<String> =
        (0..64).map(|d| format!("0.{}{}", d / 8, d % 8)).filter(|c| c != "0.00").collect();
    codes.extend(["0.137", "0.16", "4.7"].map(String::from));
    codes
}

#[test]
fn single_heaps_to_60_are_the_reference_values() {
    for text in codes() {
        let code: OctalCode = text.parse().unwrap();
        assert_eq!(code.values(61), TakeAndBreak::octal(&text).heap_values(61), "{text}");
    }
    assert!("0.00".parse::<OctalCode>().is_err());
}

#[test]
fn lasker_nims_closed_form_is_the_definition() {
    use wythoff::lasker_nim::{LaskerMove, moves_to_value, value_u64};
    let reference = TakeAndBreak::lasker_nim(300);
    let values = reference.heap_values(301);
    assert!((0..=300).all(|n| value_u64(n) == values[n as usize] as u64));
    // Every winning move of up to three heaps of at most 12, against the game tree.
    let small = TakeAndBreak::lasker_nim(12);
    let mut memo = HashMap::new();
    for a in 0..=12u64 {
        for b in 0..=12 {
            for c in 0..=12 {
                let heaps = [a, b, c];
                let total = heaps.iter().fold(0, |x, &h| x ^ value_u64(h));
                let mut fast: Vec<(usize, Vec<u64>)> = Vec::new();
                if total != 0 {
                    for (i, &h) in heaps.iter().enumerate() {
                        for m in moves_to_value(h, value_u64(h) ^ total) {
                            let left = match m {
                                LaskerMove::Leave(0) => vec![],
                                LaskerMove::Leave(x) => vec![x],
                                LaskerMove::Split(x, y) => vec![x, y],
                            };
                            fast.push((i, left));
                        }
                    }
                }
                let mut tree: Vec<(usize, Vec<u64>)> = small
                    .moves(&heaps)
                    .into_iter()
                    .filter(|(_, _, _, to)| small.is_p(to, &mut memo))
                    .map(|(i, _, left, _)| (i, left))
                    .collect();
                fast.sort();
                tree.sort();
                assert_eq!(fast, tree, "{heaps:?}");
            }
        }
    }
}

#[test]
fn grundys_game_to_300_is_the_reference() {
    let reference = TakeAndBreak::grundys_game().heap_values(301);
    assert_eq!(wythoff::grundys_game::values(301), reference);
}

#[test]
fn grundys_games_listed_zeros_are_the_values_zeros_below_2_16() {
    // (bench/take_and_break.sh checks them to 2^25.)
    use wythoff::grundys_game::{ZEROS, one_heap_is_p, values};
    let v = values(1 << 16);
    let zeros: Vec<u64> = (0..v.len() as u64).filter(|&n| v[n as usize] == 0).collect();
    let listed: Vec<u64> = ZEROS.iter().copied().filter(|&n| n < 1 << 16).collect();
    assert_eq!(zeros, listed);
    assert!((0..1 << 16).all(|n| one_heap_is_p(n) == Some(v[n as usize] == 0)));
}

/// Every position of one to three heaps of at most 12.
fn small_positions() -> Vec<Vec<u64>> {
    let mut positions = Vec::new();
    for a in 0..=12 {
        positions.push(vec![a]);
        for b in 0..=12 {
            positions.push(vec![a, b]);
            for c in 0..=12 {
                positions.push(vec![a, b, c]);
            }
        }
    }
    positions
}

/// The game as the front ends play it (`TakeBreak`, normal and misère)
/// against the game tree: the outcome, and every winning move as (heap, take,
/// what is left), on every small position (misère: at most 20 tokens); the
/// position each move leads to is the split heap's parts in its place.
fn against_the_tree<R: HeapRule>(heaps: R, reference: &TakeAndBreak, label: &str) {
    let n = |v: &[u64]| v.iter().map(|&x| Natural::from(x)).collect::<Vec<_>>();
    let (mut memo, mut misere_memo) = (HashMap::new(), HashMap::new());
    for rule in [Rule::Normal, Rule::Misere] {
        let game = TakeBreak { heaps: &heaps, rule, misere: None };
        for position in small_positions() {
            if rule == Rule::Misere && position.iter().sum::<u64>() > 14 {
                continue;
            }
            let from = n(&position);
            let is_p =
                |to: &[u64], memo: &mut HashMap<Vec<u64>, bool>, misere: &mut HashMap<Vec<u64>, bool>| {
                    match rule {
                        Rule::Normal => reference.is_p(to, memo),
                        Rule::Misere => reference.is_p_misere(to, misere),
                    }
                };
            let fast = game.winning_moves(&from);
            let mut got: Vec<(usize, u64, Vec<u64>)> = Vec::new();
            for m in &fast {
                let to = wythoff::game::after(&from, m);
                let parts: Vec<u64> = m.parts.iter().map(|p| u64::try_from(p).unwrap()).collect();
                let mut expected = position.clone();
                expected.splice(m.heap..=m.heap, if parts.is_empty() { vec![0] } else { parts.clone() });
                assert_eq!(to, n(&expected), "{label} {rule:?} {position:?} {m}");
                got.push((m.heap, u64::try_from(&m.take).unwrap(), parts));
            }
            let mut tree: Vec<(usize, u64, Vec<u64>)> = reference
                .moves(&position)
                .into_iter()
                .filter(|(_, _, _, to)| is_p(to, &mut memo, &mut misere_memo))
                .map(|(heap, take, left, _)| (heap, take, left))
                .collect();
            got.sort();
            tree.sort();
            assert_eq!(got, tree, "{label} {rule:?} {position:?}");
            let p = is_p(&position, &mut memo, &mut misere_memo);
            assert_eq!(game.outcome(&from), Outcome::of(p), "{label} {rule:?} {position:?}");
        }
    }
}

#[test]
fn every_game_as_played_is_the_game_tree_in_both_play_rules() {
    for text in codes() {
        let octal = Octal::search(text.parse::<OctalCode>().unwrap(), 1 << 12, Work::unlimited());
        against_the_tree(octal, &TakeAndBreak::octal(&text), &text);
    }
    against_the_tree(LaskerNim, &TakeAndBreak::lasker_nim(12), "lasker_nim");
    against_the_tree(GrundysGame::new(13), &TakeAndBreak::grundys_game(), "grundys_game");
}

#[test]
fn every_move_the_games_allow_is_one_they_list() {
    // `allows` (a player's move checked) against `each_move` (the moves listed),
    // for every take and every way to leave up to two heaps, heaps to 14.
    fn check<R: HeapRule>(heaps: &R, label: &str) {
        for n in 0..=14u64 {
            let mut listed = Vec::new();
            heaps.each_move(n, &mut |take, parts| listed.push((take, parts.to_vec())));
            for take in 0..=n + 1 {
                let mut lefts: Vec<Vec<u64>> = vec![vec![], vec![0]];
                lefts.extend((0..=n).map(|x| vec![x]));
                lefts.extend((0..=n).flat_map(|x| (x..=n).map(move |y| vec![x, y])));
                for left in lefts {
                    let listed_here = listed.contains(&(take, left.clone()));
                    assert_eq!(heaps.allows(n, take, &left), listed_here, "{label} {n} {take} {left:?}");
                    if left.len() == 2 {
                        let swapped = vec![left[1], left[0]];
                        assert_eq!(
                            heaps.allows(n, take, &swapped),
                            listed_here,
                            "{label} {n} {take} {swapped:?}"
                        );
                    }
                }
            }
        }
    }
    for text in codes() {
        check(&Octal::search(text.parse::<OctalCode>().unwrap(), 64, Work::unlimited()), &text);
    }
    check(&LaskerNim, "lasker_nim");
    check(&GrundysGame::new(16), "grundys_game");
}

#[test]
fn periodic_codes_answer_heaps_of_any_size_by_their_period() {
    let kayles = Octal::search("0.77".parse::<OctalCode>().unwrap(), 1 << 12, Work::unlimited());
    let c = kayles.certificate().unwrap();
    assert_eq!((c.period.preperiod, c.period.period), (71, 12));
    let values = kayles.code.values(2000);
    for n in [71u64, 100, 1000, 1999] {
        assert_eq!(kayles.value_u64(n), Some(values[n as usize].into()), "{n}");
        assert_eq!(kayles.value(&Natural::from(n)), Some(Natural::from(values[n as usize])), "{n}");
    }
    // 10^30 ≡ 10^30 − 12k: the same place in the period as a small heap.
    let big: Natural = "1000000000000000000000000000000".parse().unwrap();
    let small = 71 + u64::try_from(&((&big - Natural::from(71u8)) % Natural::from(12u8))).unwrap();
    assert_eq!(kayles.value(&big), Some(Natural::from(values[small as usize])));
    // Without a period only the values computed are known.
    let open = Octal::search("0.6".parse::<OctalCode>().unwrap(), 100, Work::unlimited());
    assert!(open.certificate().is_none() && open.value_u64(99).is_some() && open.value_u64(100).is_none());
    assert_eq!(GrundysGame::new(50).value_u64(50), None);
}
