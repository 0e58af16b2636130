//! Number parsing: never a panic; what parses prints back to the same digits
//! (less leading zeros and a plus sign), and the digit limit holds.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wythoff::nat::parse_natural;
use wythoff_answer::Limits;

fuzz_target!(|data: &[u8]| {
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
});
