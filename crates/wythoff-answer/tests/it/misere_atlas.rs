//! The stored misère quotients (docs/atlas/misere-quotients.txt): read as
//! written, each proven again when loaded, the small ones recomputed from
//! heap 1 and found the same, the published ones reproduced, and questions
//! answered from them at the default limits at once.

use std::time::Instant;

use wythoff::misere::{Presentation, Quotient, Refused};
use wythoff::octal::OctalCode;
use wythoff_answer::Limits;
use wythoff_answer::misere_atlas::{MISERE_ATLAS_PATH, MisereAtlas, key};

fn atlas() -> &'static MisereAtlas {
    MisereAtlas::embedded().expect("the stored quotients are read")
}

fn code_of(game: &str) -> OctalCode {
    game.strip_prefix("octal ").expect("an octal code").parse().unwrap()
}

/// The file is what `text` writes (so it was written by it), every code the
/// misère atlas certifies is there, Dawson's Kayles is, and a changed file
/// is refused.
#[test]
fn the_stored_quotients_are_read_as_written() {
    let text =
        std::fs::read_to_string(format!("{}/../../{MISERE_ATLAS_PATH}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    assert_eq!(atlas().text(), text);
    let tsv = include_str!("../../../../docs/atlas/misere-quotients.tsv");
    let certified: Vec<&str> =
        tsv.lines().skip(1).filter(|r| r.split('\t').nth(7) == Some("stable")).map(|r| &r[..4]).collect();
    assert!(certified.len() >= 33, "{} certified", certified.len());
    for code in &certified {
        assert!(atlas().quotients.contains_key(&key("octal", code)), "{code} is not stored");
    }
    assert!(atlas().quotients.contains_key(&key("octal", "0.07")), "Dawson's Kayles is not stored");
    let changed = text.replacen("stable 71 12", "stable 71 13", 1);
    assert!(MisereAtlas::parse(&changed).is_err(), "a changed file is refused");
}

/// Every stored quotient is proven again as it is loaded, and the TSV's row
/// agrees with it (last heap, order, certificate); the small ones (found
/// within a second) are recomputed from heap 1 and are the same, part for
/// part. A wrong P-portion is refused.
#[test]
fn every_stored_quotient_is_proven_and_the_small_ones_recomputed() {
    let tsv = include_str!("../../../../docs/atlas/misere-quotients.tsv");
    let mut recomputed = 0;
    for (game, parts) in &atlas().quotients {
        let code = code_of(game);
        let q = Quotient::from_parts(parts, &code, 1 << 30).unwrap_or_else(|e| panic!("{game}: {e:?}"));
        let row: Vec<&str> = tsv
            .lines()
            .find(|r| r.starts_with(&format!("{}\t", &game["octal ".len()..])))
            .unwrap_or_else(|| panic!("{game}: no row"))
            .split('\t')
            .collect();
        assert_eq!(
            [row[1], row[2]],
            [q.last().to_string().as_str(), q.order().to_string().as_str()],
            "{game}"
        );
        assert_eq!(row[7] == "stable", q.stable().is_some(), "{game}");
        if row[8].parse::<f64>().unwrap() <= 1.0 {
            let fresh = Quotient::compute(&code, q.last(), 1 << 30).unwrap();
            assert_eq!(fresh.parts(), *parts, "{game}: recomputed");
            recomputed += 1;
        }
        let mut wrong = parts.clone();
        wrong.p[0] = !wrong.p[0];
        assert!(Quotient::from_parts(&wrong, &code, 1 << 30).is_err(), "{game}: a wrong P-portion taken");
    }
    assert!(recomputed >= 30, "only {recomputed} recomputed");
    // A changed action is refused too (the identity's row of a generator).
    let (game, parts) = atlas().quotients.iter().find(|(g, _)| g.ends_with("0.77")).unwrap();
    let mut wrong = parts.clone();
    wrong.actions[0].1[0] = wrong.actions[1].0;
    let refused = Quotient::from_parts(&wrong, &code_of(game), 1 << 30);
    assert!(refused.is_err(), "a changed action taken");
    assert_ne!(refused, Err(Refused::Work), "refused for what it says, not for the work");
}

/// The published quotients, reproduced from the stored ones:
/// - 0.75: Plambeck's R8 (T. E. Plambeck, "Taming the wild in impartial
///   combinatorial games", INTEGERS 5 (2005) G5): order 8, P-portion {a, b²};
/// - Kayles, 0.77: order 40, P-portion {a, b², ac, ac², d, ad², e, ade, adf}
///   (T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial
///   games", JCTA 115 (2008); the same 40 elements, P-portion and heap map
///   as Siegel's MisereSolver gives, run by the verifier);
/// - Dawson's Kayles, 0.07: the partial quotients of heaps 1 to 25, 27, 30,
///   31, 32 and 33 have orders 144, 176, 360, 520, 552 and 638, the last with
///   a P-portion of 109 (MisereSolver, and attributed to Plambeck and Siegel
///   by a secondary source; the papers' own table could not be read here).
#[test]
fn the_published_quotients_are_reproduced() {
    let load = |code: &str| {
        let c: OctalCode = code.parse().unwrap();
        (Quotient::from_parts(&atlas().quotients[&key("octal", code)], &c, 1 << 30).unwrap(), c)
    };
    let p_portion = |q: &Quotient| {
        let presentation = Presentation::of(q);
        let mut p = presentation.p_portion(q);
        p.sort();
        p
    };
    let (r8, _) = load("0.75");
    assert_eq!((r8.order(), p_portion(&r8)), (8, vec!["a".to_string(), "b²".to_string()]));
    let (kayles, _) = load("0.77");
    let mut published: Vec<String> =
        ["a", "b²", "ac", "ac²", "d", "ad²", "e", "ade", "adf"].iter().map(|s| s.to_string()).collect();
    published.sort();
    assert_eq!((kayles.order(), p_portion(&kayles)), (40, published));
    let (dawson, code) = load("0.07");
    assert_eq!(dawson.last(), 33);
    assert_eq!((dawson.order(), (0..638).filter(|&x| dawson.in_p(x)).count()), (638, 109));
    for (heap, order) in [(25, 144), (27, 176), (30, 360), (31, 520), (32, 552)] {
        assert_eq!(dawson.restricted(&code, heap).order(), order, "Dawson's Kayles to heap {heap}");
    }
}

/// At the default limits, from the stored quotients and at once: Kayles with
/// a heap of 100 or of 10^30 in misère play, and Dawson's Kayles positions
/// with heaps up to 33, past the 40 tokens the definition takes; each
/// through the quotient, its outcome the stored quotient's.
#[test]
fn misere_questions_are_answered_from_the_stored_quotients_at_once() {
    use wythoff::game::{Outcome, Rule};
    use wythoff_answer::Question;
    use wythoff_answer::registry::{Game, GameSpec, RawParameter};
    let limits = Limits::default();
    for (code, heaps) in [
        ("0.77", vec!["100", "3"]),
        ("0.77", vec!["1000000000000000000000000000000", "7", "12"]),
        ("0.07", vec!["19", "26"]),
        ("0.07", vec!["33", "30", "28"]),
    ] {
        let start = Instant::now();
        let game = Game::new("octal", vec![RawParameter::Name(code.into())], |p| p.key.into()).unwrap();
        let position: Vec<wythoff::Natural> = heaps.iter().map(|h| h.parse().unwrap()).collect();
        let spec = GameSpec::new(game, Rule::Misere, position.clone(), &limits).unwrap();
        let analysis =
            spec.analysis(Question::Status, &limits).unwrap_or_else(|e| panic!("{code} {heaps:?}: {e}"));
        assert_eq!(analysis.reason.kind, "take_break_misere_quotient", "{code} {heaps:?}");
        let c: OctalCode = code.parse().unwrap();
        let q = Quotient::from_parts(&atlas().quotients[&key("octal", code)], &c, 1 << 30).unwrap();
        let x = position.iter().fold(0, |x, h| q.product(x, q.heap_natural(h).unwrap()));
        assert_eq!(analysis.outcome == Outcome::P, q.in_p(x), "{code} {heaps:?}");
        assert!(start.elapsed().as_secs_f64() < 1.0, "{code} {heaps:?}: {:?}", start.elapsed());
    }
}
