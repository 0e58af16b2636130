//! The fuzz target `play_syntax`: see fuzz/targets/play_syntax.rs, which the ordinary tests
//! also run over fuzz/regressions/.
#![no_main]
use libfuzzer_sys::fuzz_target;

mod target {
    include!("../targets/play_syntax.rs");
}

fuzz_target!(|data: &[u8]| target::run(data));
