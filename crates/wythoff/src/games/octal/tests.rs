use super::*;

fn code(text: &str) -> OctalCode {
    text.parse().unwrap()
}

#[test]
fn kayles_and_dawsons_kayles_have_their_published_periods() {
    // Kayles: period 12 after the last exception at n = 70; Dawson's Kayles:
    // period 34 after the last exception at n = 52 (Guy and Smith 1956).
    for (text, preperiod, period) in [("0.77", 71, 12), ("0.07", 53, 34)] {
        let c = code(text);
        let values = c.values(400);
        let found = certify(&c, &values).unwrap();
        assert_eq!((found.period.preperiod, found.period.period), (preperiod, period), "{text}");
        assert!(found.holds(&values, c.max_take()));
    }
}

#[test]
fn too_few_values_prove_nothing() {
    let c = code("0.07");
    // Period 34 from 53 needs values to 2·53 + 2·34 + 2 − 1 = 175.
    assert_eq!(certify(&c, &c.values(175)), None);
    assert!(certify(&c, &c.values(176)).is_some());
}

#[test]
fn a_certificate_is_refused_when_any_value_in_its_window_changes() {
    let c = code("0.77");
    let values = c.values(300);
    let cert = certify(&c, &values).unwrap();
    let n0 = cert.period.preperiod.max(1) as usize;
    for j in n0..=cert.checked_to as usize {
        let mut changed = values.clone();
        changed[j] ^= 1;
        assert!(!cert.holds(&changed, c.max_take()), "value {j} changed");
    }
}

/// The sparse-space method gives the definition's values for every choice,
/// good or bad (mask 0 without the domain: every split is searched).
#[test]
fn sparse_space_values_are_the_definitions() {
    let mut codes: Vec<String> = (1..64).map(|d| format!("0.{}{}", d / 8, d % 8)).collect();
    codes.extend(["0.137", "0.16", "4.7", "0.777", "4.07"].map(String::from));
    for text in codes {
        let c = code(&text);
        let values = c.values(700);
        let mut spaces = vec![SparseSpace::choose(&values)];
        for mask in [0, 1, 2, 3, 7, 8] {
            for (domain, flip) in [(false, false), (false, true), (true, false), (true, true)] {
                spaces.push(SparseSpace { mask, domain, flip });
            }
        }
        for space in spaces {
            assert_eq!(values_sparse(&c, 700, space).0, values, "{text} {space:?}");
        }
    }
}

#[test]
fn codes_normalise() {
    assert_eq!(code(".07").to_string(), "0.07");
    assert_eq!(code("0.0700").to_string(), "0.07");
    assert_eq!(code("4.").to_string(), "4.0");
    assert_eq!(code("4.0"), code("4."));
    assert_eq!("0.9".parse::<OctalCode>(), Err(CodeError::Hexadecimal('9')));
    assert_eq!("2.7".parse::<OctalCode>(), Err(CodeError::FirstDigit(2)));
    assert_eq!("07".parse::<OctalCode>(), Err(CodeError::Form));
    assert_eq!("0.".parse::<OctalCode>(), Err(CodeError::NoMove));
}

/// The first heap where two codes' values differ, within `len`.
fn first_difference(a: &str, b: &str, len: usize) -> Option<(usize, u32, u32)> {
    let (x, y) = (code(a).values(len), code(b).values(len));
    (0..len).find(|&n| x[n] != y[n]).map(|n| (n, x[n], y[n]))
}

#[test]
fn the_published_tables_disagreements_are_reproduced() {
    // 0.161 and 0.36 agree to heap 518 and differ first at heap 519 (2 and 4).
    assert_eq!(first_difference("0.161", "0.36", 600), Some((519, 2, 4)));
    // 0.27 has 0.26's values (Winning Ways's locator pairs it with 0.06):
    // both proven periodic, equal through both preperiods and a common period.
    let (c26, c27) = (
        certify(&code("0.26"), &code("0.26").values(2000)),
        certify(&code("0.27"), &code("0.27").values(2000)),
    );
    let (c26, c27) = (c26.unwrap().period, c27.unwrap().period);
    let through = c26.preperiod.max(c27.preperiod) + c26.period * c27.period;
    assert_eq!(first_difference("0.26", "0.27", through as usize + 1), None);
    assert!(first_difference("0.06", "0.27", 100).is_some());
    // 0.314 is not 0.31.
    assert!(first_difference("0.31", "0.314", 100).is_some());
}

#[test]
fn the_last_exception_of_0_56_is_at_326_639() {
    // OEIS A071436 gives 326,637; the values have G(n + 144) ≠ G(n) last at
    // n = 326,639, so the period 144 runs from 326,640 (Gangolli and Plambeck).
    let found = survey(&code("0.56"), 1 << 20, &mut Work::unlimited());
    let c = found.certificate.expect("0.56's period is proven");
    assert_eq!((c.period.preperiod, c.period.period), (326_640, 144));
    let g = &found.values;
    assert_ne!(g[326_639], g[326_639 + 144]);
}
