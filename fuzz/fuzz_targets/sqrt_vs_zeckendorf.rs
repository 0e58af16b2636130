//! The fuzz target `sqrt_vs_zeckendorf`: see fuzz/targets/sqrt_vs_zeckendorf.rs, which the ordinary tests
//! also run over fuzz/regressions/.
#![no_main]
use libfuzzer_sys::fuzz_target;

mod target {
    include!("../targets/sqrt_vs_zeckendorf.rs");
}

fuzz_target!(|data: &[u8]| target::run(data));
