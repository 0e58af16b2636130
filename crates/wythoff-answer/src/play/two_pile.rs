//! The moves of the two-pile games (Wythoff's game, a-Wythoff, restricted
//! Wythoff) as `play` needs them, from each game's [`TwoPileRule`]: checked,
//! parsed, listed, and chosen at random or patiently; and `impl Playable` for
//! such a game ([`two_pile_playable`]).

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;
use wythoff::Natural;
use wythoff::game::{Arg, TwoPileRule};
use wythoff::generalized_wythoff::Move as TwoPileMove;

use super::{amount, not_a_move, number};
use crate::words::say;

pub(crate) const TWO_PILE_SYNTAX: &str = "syntax-two-pile";

pub(crate) fn two_pile_check(
    game: &impl TwoPileRule,
    from: &[Natural; 2],
    to: &[Natural; 2],
) -> Result<String, String> {
    if to[0] > from[0] || to[1] > from[1] {
        let args = [
            ("x", Arg::Number(to[0].clone())),
            ("y", Arg::Number(to[1].clone())),
            ("a", Arg::Number(from[0].clone())),
            ("b", Arg::Number(from[1].clone())),
        ];
        return Err(say("refuse-not-below", &args));
    }
    let (k, l) = (&from[0] - &to[0], &from[1] - &to[1]);
    if k == Natural::ZERO && l == Natural::ZERO {
        return Err(say("refuse-take-something", &[]));
    }
    if !game.allows(&k, &l) {
        return Err(say("refuse-two-pile-not-one", &[("k", Arg::Number(k)), ("l", Arg::Number(l))]));
    }
    let m = TwoPileMove::new([&from[0], &from[1]], to.clone());
    Ok(crate::words::said(&wythoff::game::GameMove::said(&m)))
}

/// [`two_pile_check`]'s verdict alone.
pub(crate) fn two_pile_allows(game: &impl TwoPileRule, from: &[Natural; 2], to: &[Natural; 2]) -> bool {
    if to[0] > from[0] || to[1] > from[1] || to == from {
        return false;
    }
    game.allows(&(&from[0] - &to[0]), &(&from[1] - &to[1]))
}

pub(crate) fn two_pile_parse(words: &[&str], at: &[Natural; 2]) -> Result<[Natural; 2], String> {
    let take = |pile: usize, k: Natural, to: &mut [Natural; 2]| -> Result<(), String> {
        if k > at[pile] {
            let args = [
                ("pile", Arg::number(pile as u64 + 1)),
                ("at", Arg::Number(at[pile].clone())),
                ("k", Arg::Number(k)),
            ];
            return Err(say("refuse-pile-holds-only", &args));
        }
        to[pile] = &at[pile] - k;
        Ok(())
    };
    let mut to = at.clone();
    match words {
        ["1", k] => take(0, number(k)?, &mut to)?,
        ["2", k] => take(1, number(k)?, &mut to)?,
        ["b" | "both", k] => {
            let k = number(k)?;
            take(0, k.clone(), &mut to)?;
            take(1, k, &mut to)?;
        }
        ["b" | "both", k, l] => {
            take(0, number(k)?, &mut to)?;
            take(1, number(l)?, &mut to)?;
        }
        ["to", x, y] => to = [number(x)?, number(y)?],
        _ => return Err(not_a_move(words, "refuse-hint-two-pile")),
    }
    Ok(to)
}

pub(crate) fn two_pile_random(
    game: &impl TwoPileRule,
    from: &[Natural; 2],
    rng: &mut ChaCha8Rng,
) -> [Natural; 2] {
    for _ in 0..64 {
        let (k, l) = match rng.next_u32() % 3 {
            0 if from[0] > Natural::ZERO => (amount(rng, &from[0]), Natural::ZERO),
            1 if from[1] > Natural::ZERO => (Natural::ZERO, amount(rng, &from[1])),
            2 if from[0] > Natural::ZERO && from[1] > Natural::ZERO => {
                let k = amount(rng, (&from[0]).min(&from[1]));
                (k.clone(), k)
            }
            _ => continue,
        };
        if game.allows(&k, &l) {
            return [&from[0] - k, &from[1] - l];
        }
    }
    two_pile_patient(from)
}

/// Every position one move from (x, y) in a two-pile game: one pile, then
/// both ([`TwoPileRule::both_piles`]), each tested by the rule. None for
/// piles past 64 bits.
pub(crate) fn two_pile_options(game: &impl TwoPileRule, from: &[Natural; 2]) -> Option<Vec<[Natural; 2]>> {
    let (x, y) = (u64::try_from(&from[0]).ok()?, u64::try_from(&from[1]).ok()?);
    let mut options = Vec::new();
    let zero = Natural::ZERO;
    for k in 1..=x {
        if !game.allows(&k.into(), &zero) {
            break;
        }
        options.push([(x - k).into(), from[1].clone()]);
    }
    for l in 1..=y {
        if !game.allows(&zero, &l.into()) {
            break;
        }
        options.push([from[0].clone(), (y - l).into()]);
    }
    for k in 1..=x {
        let band = game.both_piles(k);
        let (low, high) = ((*band.start()).max(1), (*band.end()).min(y));
        for l in low..=high {
            if game.allows(&k.into(), &l.into()) {
                options.push([(x - k).into(), (y - l).into()]);
            }
        }
    }
    Some(options)
}

/// One object from the larger pile: a move in every two-pile game here.
pub(crate) fn two_pile_patient(from: &[Natural; 2]) -> [Natural; 2] {
    let mut to = from.clone();
    let i = if from[0] >= from[1] { 0 } else { 1 };
    to[i] -= 1u8;
    to
}

/// `impl Playable` for a two-pile game (whose moves its [`TwoPileRule`] tests).
macro_rules! two_pile_playable {
    ($game:ty) => {
        impl $crate::play::Playable for $game {
            fn check(
                &self,
                from: &[wythoff::Natural; 2],
                to: &[wythoff::Natural; 2],
            ) -> Result<String, String> {
                $crate::play::two_pile_check(self, from, to)
            }
            fn allows(&self, from: &[wythoff::Natural; 2], to: &[wythoff::Natural; 2]) -> bool {
                $crate::play::two_pile_allows(self, from, to)
            }
            fn can_move(&self, at: &[wythoff::Natural; 2]) -> bool {
                at.iter().any(|p| *p > wythoff::Natural::ZERO)
            }
            fn patient(&self, at: &[wythoff::Natural; 2]) -> [wythoff::Natural; 2] {
                $crate::play::two_pile_patient(at)
            }
            fn random(
                &self,
                at: &[wythoff::Natural; 2],
                rng: &mut rand_chacha::ChaCha8Rng,
            ) -> [wythoff::Natural; 2] {
                $crate::play::two_pile_random(self, at, rng)
            }
            fn options(&self, at: &[wythoff::Natural; 2]) -> Option<Vec<[wythoff::Natural; 2]>> {
                $crate::play::two_pile_options(self, at)
            }
            fn parse(
                &self,
                words: &[&str],
                at: &[wythoff::Natural; 2],
            ) -> Result<[wythoff::Natural; 2], String> {
                $crate::play::two_pile_parse(words, at)
            }
            fn syntax(&self) -> &'static str {
                $crate::play::TWO_PILE_SYNTAX
            }
            fn show(&self, at: &[wythoff::Natural; 2]) -> String {
                $crate::play::show_piles(at)
            }
            fn picture(&self, at: &[wythoff::Natural; 2]) -> Option<String> {
                $crate::play::board(at)
            }
            fn position_of(&self, c: &[wythoff::Natural]) -> [wythoff::Natural; 2] {
                [c[0].clone(), c[1].clone()]
            }
        }
    };
}
pub(crate) use two_pile_playable;
