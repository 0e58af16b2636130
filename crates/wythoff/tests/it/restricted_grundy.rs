//! Restricted Wythoff's Grundy values (`wythoff::restricted_grundy`) against the
//! slow solver, which knows only the moves.

use wythoff::Natural;
use wythoff::restricted_grundy::{closed_form, table};
use wythoff_reference::{RestrictedWythoff, solve};

#[test]
fn the_table_is_the_reference_for_every_m_to_12_on_a_box_of_side_40() {
    let side = 40usize;
    for m in 1..=12u64 {
        let reference = solve(&RestrictedWythoff(m), &[side as u64, side as u64]);
        let values = table(m, side);
        for x in 0..side {
            for y in 0..side {
                assert_eq!(
                    values[x * side + y],
                    reference.grundy(&[x as u64, y as u64]),
                    "m = {m}, ({x}, {y})"
                );
            }
        }
    }
}

#[test]
fn the_closed_forms_are_the_reference_for_m_1_and_2_and_say_none_above() {
    let side = 60u64;
    for m in 1..=2u64 {
        let reference = solve(&RestrictedWythoff(m), &[side, side]);
        for x in 0..side {
            for y in 0..side {
                let g = closed_form(&m.into(), &x.into(), &y.into());
                assert_eq!(g, Some(Natural::from(reference.grundy(&[x, y]))), "m = {m}, ({x}, {y})");
            }
        }
    }
    assert_eq!(closed_form(&3u8.into(), &0u8.into(), &0u8.into()), None);
}

#[test]
fn the_p_positions_of_the_table_are_the_games_theorem() {
    use wythoff::game::{ImpartialGame, Outcome, Rule};
    use wythoff::restricted_wythoff::Restricted;
    let side = 30usize;
    for m in 1..=8u64 {
        let game = Restricted::new(m.into(), Rule::Normal).unwrap();
        let values = table(m, side);
        for x in 0..side {
            for y in 0..side {
                let p = game.outcome(&[(x as u64).into(), (y as u64).into()]) == Outcome::P;
                assert_eq!(values[x * side + y] == 0, p, "m = {m}, ({x}, {y})");
            }
        }
    }
}
