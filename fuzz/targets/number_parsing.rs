// Number parsing: never a panic; what parses prints back to the same digits
// (less leading zeros and a plus sign), and the digit limit holds.
//
// The body of the fuzz target `number_parsing`: the fuzz binary (fuzz/fuzz_targets/) and
// the ordinary test that replays fuzz/regressions/ both include this file.
use wythoff::nat::parse_natural;
use wythoff_answer::Limits;

/// One input, as libFuzzer gives it: returns normally, or panics on a finding.
pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(n) = parse_natural(text) {
        let again = parse_natural(&n.to_string()).expect("a printed number parses");
        assert_eq!(again, n);
        let digits = text.trim().trim_start_matches('+').trim_start_matches('0');
        assert_eq!(n.to_string().trim_start_matches('0'), digits.replace('_', ""));
    }
    let limits = Limits { max_digits: 20, ..Limits::default() };
    if let Ok(n) = limits.number(text) {
        assert!(n.to_string().len() <= 20);
    }
}
