// The sum-of-games parser on arbitrary text: never a panic; where it parses,
// the sum is analysed without one either.
//
// The body of the fuzz target `sum_expression`: the fuzz binary (fuzz/fuzz_targets/) and
// the ordinary test that replays fuzz/regressions/ both include this file.
use wythoff_answer::sum::parse;
use wythoff_answer::Limits;

/// One input, as libFuzzer gives it: returns normally, or panics on a finding.
pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // Small limits keep each run fast: the point is the parser.
    let limits = Limits { max_digits: 40, fibonacci_grundy_heap: 200, grundy_period_rows: 8, grundy_direct_steps: 10_000, ..Limits::default() };
    let _ = parse(text, &limits);
}
