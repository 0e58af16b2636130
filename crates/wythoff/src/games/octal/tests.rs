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
