//! Every integration test of this crate, as modules of one test binary (one
//! link, not one per file; see bench/RESULTS.md, "The test command's time").

mod architecture;
mod bad_input;
mod cli;
mod common;
mod examples;
mod fuzz_targets;
mod json;
mod languages;
mod limit_edges;
mod play;
mod registry;
