//! Every integration test of this crate, as modules of one test binary (one
//! link, not one per file; see bench/RESULTS.md, "The test command's time").

mod arbitrary_input;
mod constraints;
mod judge;
mod stress;
