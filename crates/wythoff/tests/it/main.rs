//! Every integration test of this crate, as modules of one test binary (one
//! link, not one per file; see bench/RESULTS.md, "The test command's time").

mod against_reference;
mod cancel;
mod georgia_and_bob_against_reference;
mod misere_against_reference;
mod octal_against_reference;
mod properties;
mod regressions;
mod restricted_grundy;
mod siblings_against_reference;
mod sums;
mod two_methods;
mod variants;
mod vector_game;
mod wythoff_grundy;
