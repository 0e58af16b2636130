//! Every integration test of this crate, as modules of one test binary (one
//! link, not one per file; see bench/RESULTS.md, "The test command's time").

mod atlas;
mod common;
mod misere_atlas;
mod misere_sum;
mod moore_nim;
mod options;
mod play;
mod properties;
mod values;
mod words;
