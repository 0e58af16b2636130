//! The fuzz target `judge_input`: see fuzz/targets/judge_input.rs, which the ordinary tests
//! also run over fuzz/regressions/.
#![no_main]
use libfuzzer_sys::fuzz_target;

mod target {
    include!("../targets/judge_input.rs");
}

fuzz_target!(|data: &[u8]| target::run(data));
