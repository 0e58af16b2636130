//! The games, one file each: its [`Entry`](crate::game_kind::Entry) (names,
//! parameters, help, examples) and its [`GameKind`] (its title, the game built
//! for a position, played, summed, its other actions), beside the maths
//! module of the same name in the `wythoff` crate. [`GAMES`] lists them once;
//! every front end takes them from there.

use crate::game_kind::GameKind;

pub mod bash;
pub mod fibonacci;
pub mod generalized;
pub mod grundys_game;
pub mod lasker_nim;
pub mod moore_nim;
pub mod multipile;
pub mod nim;
pub mod octal;
pub mod restricted;
pub mod subtraction;
mod take_break;
pub mod wythoff;

/// Every game, in the order the help lists them.
pub static GAMES: &[&dyn GameKind] = &[
    &wythoff::WYTHOFF,
    &generalized::GENERALIZED,
    &restricted::RESTRICTED,
    &multipile::MULTIPILE,
    &nim::NIM,
    &bash::BASH,
    &subtraction::SUBTRACTION,
    &fibonacci::FIBONACCI,
    &octal::OCTAL,
    &grundys_game::GRUNDYS_GAME,
    &lasker_nim::LASKER_NIM,
    &moore_nim::MOORE_NIM,
];
