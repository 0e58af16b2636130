//! The fuzz target `sum_expression`: see fuzz/targets/sum_expression.rs, which the ordinary tests
//! also run over fuzz/regressions/.
#![no_main]
use libfuzzer_sys::fuzz_target;

mod target {
    include!("../targets/sum_expression.rs");
}

fuzz_target!(|data: &[u8]| target::run(data));
