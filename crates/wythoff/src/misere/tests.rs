use super::*;

/// Reads CGSuite's way of entering a misère game: `*[4,2]` (a list of
/// options; a number is a nim-heap, a list a game with those options, and a
/// list of one thing at the top is that thing) and sums with `+`.
fn parse(forms: &mut Forms, text: &str) -> Form {
    let text: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut at = 0;
    let form = sum(forms, &text, &mut at);
    assert_eq!(at, text.len(), "all of it read");
    form
}

fn sum(forms: &mut Forms, text: &[char], at: &mut usize) -> Form {
    let mut total = top(forms, text, at);
    while text.get(*at) == Some(&'+') {
        *at += 1;
        let next = top(forms, text, at);
        total = forms.add(total, next).unwrap();
    }
    total
}

fn top(forms: &mut Forms, text: &[char], at: &mut usize) -> Form {
    assert_eq!(text[*at], '*');
    *at += 1;
    let items = list(forms, text, at);
    match items.as_slice() {
        [only] => *only,
        _ => forms.from_options(items).unwrap(),
    }
}

/// A bracketed list; a nested list is the game with those options.
fn list(forms: &mut Forms, text: &[char], at: &mut usize) -> Vec<Form> {
    assert_eq!(text[*at], '[');
    *at += 1;
    let mut items = Vec::new();
    while text[*at] != ']' {
        let item = match text[*at] {
            '[' => {
                let inner = list(forms, text, at);
                forms.from_options(inner).unwrap()
            }
            '*' => sum(forms, text, at),
            _ => {
                let start = *at;
                while text[*at].is_ascii_digit() {
                    *at += 1;
                }
                let n: u32 = text[start..*at].iter().collect::<String>().parse().unwrap();
                forms.nim(n).unwrap()
            }
        };
        items.push(item);
        if text[*at] == ',' {
            *at += 1;
        }
    }
    *at += 1;
    items
}

/// CGSuite's own test cases for misère canonical forms
/// (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
/// MisereCanonicalGameTestCase.scala): the game as entered, as CGSuite writes
/// it, its genus written out in full, and its misère value. CGSuite shortens
/// the genus of a nim-heap to g, and of a tame or restive game to g^γ₀ (the
/// rest alternating from it by 2): its "0", "0^0", "1^2" and "0^2" are 0^120,
/// 0^02, 1^20 and 0^20 here, each worked out again by hand from the options.
const CGSUITE: &[(&str, &str, &str, u32)] = &[
    ("*[0]", "*[0]", "0^120", 1),
    ("*[1]", "*[1]", "1^031", 0),
    ("*[2]", "*[2]", "2^20", 2),
    ("*[[2]]", "*[2#]", "0^02", 0),
    ("*[[[2]]]", "*[2##]", "1^13", 1),
    ("*[2]+*[2]", "*[2[2]]", "0^02", 0),
    ("*[[*[2]+*[[2]]]]", "*[2[#2#]]", "0^02", 0),
    ("*[[2],0]", "*[2#0]", "1^20", 2),
    ("*[[2],1]", "*[2#1]", "2^1420", 1),
    ("*[[*[4]+*[2]]]", "*[4[2#]]", "0^02", 0),
    ("*[[[2]],[[2],1]]", "*[(2#1)2##]", "0^02", 0),
    ("*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]", "0^02", 0),
    ("*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]", "0^120", 1),
    ("*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", "0^20", 2),
];

#[test]
fn cgsuite_test_cases() {
    for &(entered, written, genus, misere) in CGSUITE {
        let mut forms = Forms::new(1 << 16);
        let form = parse(&mut forms, entered);
        assert_eq!(forms.name(form).unwrap(), written, "{entered}");
        assert_eq!(forms.genus(form).to_string(), genus, "{entered}");
        assert_eq!(forms.misere_value(form), misere, "{entered}");
        assert_eq!(forms.genus(form).misere(0), misere, "{entered}");
    }
}

/// Published quotients, reproduced exactly.
#[test]
fn published_quotients() {
    use super::{Presentation, Quotient};
    use crate::octal::OctalCode;
    // 0.75: Plambeck, "Taming the wild in impartial combinatorial games",
    // INTEGERS 5 (2005), the quotient R8 of order 8 with P-portion {a, b²}
    // (checked: the order, the P-portion and the relations as recalled from
    // the paper, which could be read here only in excerpts). Its heaps'
    // elements repeat with period 2 from heap 8, certified at heap 30.
    let code: OctalCode = "0.75".parse().unwrap();
    let q = Quotient::compute(&code, 30, 1 << 24).unwrap();
    let r8 = Presentation::of(&q);
    assert_eq!(q.order(), 8);
    assert_eq!(r8.to_string(), "⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩");
    let p: Vec<String> = (0..8).filter(|&x| q.in_p(x)).map(|x| r8.name(x)).collect();
    assert_eq!(p, ["a", "b²"]);
    let stable = q.stable().expect("certified");
    assert_eq!((stable.preperiod, stable.period), (8, 2));
    assert!(q.covers(1 << 40) && q.heap((1 << 40) + 1) == q.heap(9));
    // The stable quotient does not grow: heap 60 is a conservative extension.
    assert_eq!(Quotient::compute(&code, 60, 1 << 26).unwrap().order(), 8);
}

/// The periodicity bound N ≥ 2n₀ + 2p + k − 1 (Guy and Smith's, carried to
/// the quotient) certifies only what holds: for every two-digit code the
/// atlas certifies by heap 100, the quotient grown 48 heaps further, with no certificate, is
/// the same quotient with the same heaps' elements. A wrong bound (30 less)
/// certifies too early for some code, and the same check catches it.
#[test]
fn the_periodicity_bound_holds_and_a_wrong_one_is_caught() {
    use super::{Family, Quotient};
    use crate::octal::OctalCode;
    // The codes the atlas certifies by heap 100.
    let atlas = include_str!("../../../../docs/atlas/misere-quotients.tsv");
    let codes: Vec<&str> = atlas
        .lines()
        .skip(1)
        .map(|row| row.split('\t').collect::<Vec<_>>())
        .filter(|f| f[7] == "stable" && f[1].parse::<u64>().unwrap() <= 100)
        .map(|f| f[0])
        .collect();
    let check = |slack: u64| -> (usize, usize) {
        let (mut certified, mut wrong) = (0, 0);
        for text in &codes {
            let code: OctalCode = text.parse().unwrap();
            let families = [Family::Reach(code.move_reach().unwrap())];
            let mut q = Quotient::trivial();
            let mut budget = 1u64 << 25;
            let claimed = loop {
                match q.grow(&code, &mut budget) {
                    Ok(next) => q = next,
                    Err(_) => break None,
                }
                if let Some(s) = q.period_within(&families, slack) {
                    break Some((q.clone(), s));
                }
                if q.last() >= 100 {
                    break None;
                }
            };
            let Some((at, stable)) = claimed else { continue };
            let at = at.with_stable(Some(stable));
            certified += 1;
            let mut far = q;
            let mut budget = 1u64 << 25;
            let reached = loop {
                if far.last() >= at.last() + 48 {
                    break true;
                }
                match far.grow(&code, &mut budget) {
                    Ok(next) => far = next,
                    Err(_) => break false,
                }
            };
            let same = reached
                && far.order() == at.order()
                && (1..=far.last()).all(|n| far.heap(n) == at.heap(n))
                && (0..at.order() as u32).all(|x| far.in_p(x) == at.in_p(x));
            wrong += usize::from(!same);
        }
        (certified, wrong)
    };
    let (certified, wrong) = check(1);
    assert!(certified >= 28, "only {certified} codes certified by heap 100");
    assert_eq!(wrong, 0, "the bound certified what does not hold");
    let (_, caught) = check(30);
    assert!(caught > 0, "a bound 30 too small was not caught");
}
