//! The fuzz target `number_parsing`: see fuzz/targets/number_parsing.rs, which the ordinary tests
//! also run over fuzz/regressions/.
#![no_main]
use libfuzzer_sys::fuzz_target;

mod target {
    include!("../targets/number_parsing.rs");
}

fuzz_target!(|data: &[u8]| target::run(data));
