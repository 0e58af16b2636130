//! Every judge format on arbitrary bytes: never a panic; an error names a line.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wythoff_judge::problem::{judge, Problem};

fuzz_target!(|data: &[u8]| {
    let Some((&which, input)) = data.split_first() else { return };
    let problem = Problem::ALL[which as usize % Problem::ALL.len()];
    let mut out = Vec::new();
    let _ = judge(problem, input, &mut out);
});
