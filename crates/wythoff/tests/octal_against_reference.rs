//! The octal games against the reference crate's solvers, written from the
//! rules: single heaps to 60 for every two-digit code and 0.137, 0.16, 4.7,
//! and every winning move of every position of up to three heaps of at most
//! 12, against the game tree searched.
use std::collections::HashMap;
use wythoff::octal::{winning_moves, OctalCode};
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
fn every_winning_move_of_up_to_three_heaps_of_12_is_the_game_trees() {
    for text in codes() {
        let code: OctalCode = text.parse().unwrap();
        let values = code.values(13);
        let reference = TakeAndBreak::octal(&text);
        let mut memo = HashMap::new();
        let mut positions: Vec<Vec<u64>> = Vec::new();
        for a in 0..=12 {
            positions.push(vec![a]);
            for b in 0..=12 {
                positions.push(vec![a, b]);
                for c in 0..=12 {
                    positions.push(vec![a, b, c]);
                }
            }
        }
        for heaps in positions {
            let fast: Vec<(usize, u64, Vec<u64>)> = winning_moves(&code, |n| values[n as usize], &heaps)
                .into_iter()
                .map(|m| (m.heap, m.take, m.parts))
                .collect();
            let mut tree: Vec<(usize, u64, Vec<u64>)> = reference
                .moves(&heaps)
                .into_iter()
                .filter(|(_, _, _, to)| reference.is_p(to, &mut memo))
                .map(|(heap, take, left, _)| (heap, take, left))
                .collect();
            tree.sort();
            let mut sorted_fast = fast.clone();
            sorted_fast.sort();
            assert_eq!(sorted_fast, tree, "{text} {heaps:?}");
            // P-positions (no winning move) agree with the XOR of the values.
            let xor = heaps.iter().fold(0, |x, &h| x ^ values[h as usize]);
            assert_eq!(xor == 0, reference.is_p(&heaps, &mut memo), "{text} {heaps:?}");
        }
    }
}

#[test]
fn lasker_nims_closed_form_is_the_definition() {
    use wythoff::lasker_nim::{moves_to_value, value_u64, LaskerMove};
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
