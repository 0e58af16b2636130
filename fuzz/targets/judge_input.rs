// Every judge format on arbitrary bytes: never a panic; an error names a line.
// The work limits are small (a period search of at most 2^16 values, 60-digit
// numbers), so that each input stays fast: the point is the parsing and the
// errors, not hdu1536's documented but long period searches (the fuzzer's
// second find: two cases with heaps of 4·10^9 each searched 2^24 values).
//
// The body of the fuzz target `judge_input`: the fuzz binary (fuzz/fuzz_targets/) and
// the ordinary test that replays fuzz/regressions/ both include this file.
use wythoff_answer::Limits;
use wythoff_judge::judge::judge_with_limits;
use wythoff_judge::problem::Problem;

/// One input, as libFuzzer gives it: returns normally, or panics on a finding.
pub fn run(data: &[u8]) {
    let Some((&which, input)) = data.split_first() else { return };
    let problem = Problem::ALL[which as usize % Problem::ALL.len()];
    let limits = Limits {
        max_digits: 60,
        search_limit: 1 << 16,
        search_work: 1 << 22,
        take_break_work: 1 << 22,
        ..Limits::default()
    };
    let mut out = Vec::new();
    let _ = judge_with_limits(problem, input, &mut out, &limits);
}
