//! The fuzz target `winning_moves`: see fuzz/targets/winning_moves.rs, which the ordinary tests
//! also run over fuzz/regressions/.
#![no_main]
use libfuzzer_sys::fuzz_target;

mod target {
    include!("../targets/winning_moves.rs");
}

fuzz_target!(|data: &[u8]| target::run(data));
