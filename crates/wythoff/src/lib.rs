//! Exact solutions of Wythoff's game and its family of impartial games, for
//! positions of any size.
//!
//! One module per game, each opening with the rule, the theorem it uses and where
//! the theorem comes from. Every answer is computed in integers: natural numbers of
//! any size ([`nat::Natural`]) with fast machine-word paths underneath; no floating
//! point decides anything. The crate does no I/O: the `wythoff` command and other
//! front ends are thin adapters over it.
//!
//! ```
//! use wythoff::{game::Rule, nat::parse_natural, wythoff::{is_p_position, p_position}};
//! // The 10^30-th P-position, exactly.
//! let k = parse_natural("1000000000000000000000000000000").unwrap();
//! let (a, b) = p_position(&k);
//! assert_eq!(a.to_string(), "1618033988749894848204586834365");
//! assert!(is_p_position(&b, &a, Rule::Normal));
//! ```

// The layers: the games, one module each (under `games/`), apart from the
// machinery they share (numbers, φ, Fibonacci numeration, the game trait, the
// engine for vector games, sums). Every game keeps its path at the crate root
// (`wythoff::nim`, …).
mod games;

pub mod cancel;
pub mod game;
pub mod misere;
pub mod nat;
pub mod phi;
pub mod rare_common;
pub mod sum;
pub mod vector_game;
pub mod zeckendorf;

pub use games::*;

pub use game::{ImpartialGame, Outcome, Rule};
pub use nat::Natural;
