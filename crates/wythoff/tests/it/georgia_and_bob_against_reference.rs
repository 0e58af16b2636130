//! Georgia and Bob's staircase-Nim rule against the game tree of the
//! reference crate: every set of up to four chessmen on squares 1..=12.
use std::collections::HashMap;
use wythoff::Natural;
use wythoff::georgia_and_bob::{PositionError, nim_sum};
use wythoff_reference::chessmen::is_p;

#[test]
fn every_small_position_is_the_game_trees() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    for mask in 1u32..(1 << 12) {
        if mask.count_ones() > 4 {
            continue;
        }
        let squares: Vec<u64> = (0..12).filter(|i| mask & (1 << i) != 0).map(|i| i + 1).collect();
        // In any order.
        let shuffled: Vec<Natural> = squares.iter().rev().map(|&x| Natural::from(x)).collect();
        let fast = nim_sum(&shuffled).unwrap() == Natural::ZERO;
        assert_eq!(fast, is_p(&squares, &mut memo), "{squares:?}");
        checked += 1;
    }
    assert!(checked > 700, "{checked}");
}

#[test]
fn shared_squares_and_square_zero_are_refused() {
    let n = |v: &[u64]| v.iter().map(|&x| Natural::from(x)).collect::<Vec<_>>();
    assert_eq!(nim_sum(&n(&[3, 5, 3])), Err(PositionError::Shared(3u8.into())));
    assert_eq!(nim_sum(&n(&[0, 5])), Err(PositionError::Zero));
    assert_eq!(nim_sum(&[]), Ok(Natural::ZERO));
}
