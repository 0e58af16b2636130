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

pub mod bash;
pub mod fibonacci_game;
pub mod game;
pub mod generalized_wythoff;
pub mod multipile_wythoff;
pub mod nat;
pub mod nim;
pub mod phi;
pub mod restricted_wythoff;
pub mod subtraction;
pub mod sum;
pub mod vector_game;
pub mod wythoff;
pub mod wythoff_grundy;
pub mod zeckendorf;

pub use game::{ImpartialGame, Outcome, Rule};
pub use nat::Natural;
