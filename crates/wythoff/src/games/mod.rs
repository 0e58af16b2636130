//! The games, one module each: the rule, the theorem used and its source open
//! each module. Re-exported at the crate root.

pub mod bash;
pub mod fibonacci_game;
pub mod generalized_wythoff;
pub mod georgia_and_bob;
pub mod grundys_game;
pub mod lasker_nim;
pub mod moore_nim;
pub mod multipile_wythoff;
pub mod nim;
pub mod octal;
pub mod restricted_grundy;
pub mod restricted_wythoff;
pub mod subtraction;
pub mod take_and_break;
pub mod wythoff;
pub mod wythoff_grundy;
