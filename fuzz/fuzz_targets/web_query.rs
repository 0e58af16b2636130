//! The fuzz target `web_query`: see fuzz/targets/web_query.rs, which the ordinary tests
//! also run over fuzz/regressions/.
#![no_main]
use libfuzzer_sys::fuzz_target;

mod target {
    include!("../targets/web_query.rs");
}

fuzz_target!(|data: &[u8]| target::run(data));
