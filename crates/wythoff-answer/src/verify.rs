//! A long self-check: for as long as it is given, cross-check every closed form
//! against the brute-force engine, the two independent P-position methods
//! against each other, the proven Grundy rows against direct computation, and
//! winning moves at large sizes against the P-position test. Each round draws
//! its sizes and numbers from a seeded generator, so a disagreement can be
//! replayed.

use std::time::{Duration, Instant};

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use wythoff::Natural;
use wythoff::game::{ImpartialGame, Outcome, Rule, after};
use wythoff::generalized_wythoff::Generalized;
use wythoff::restricted_wythoff::Restricted;
use wythoff::vector_game::VectorRules;
use wythoff::wythoff::{Wythoff, by_zeckendorf, is_p_position, lower};
use wythoff::wythoff_grundy::{CertifiedRows, certify, direct};

/// One kind of check, with how many positions (or numbers) it covered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// What was compared.
    pub what: &'static str,
    /// How many positions or numbers.
    pub checked: u64,
}

/// What a run found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Per kind of check.
    pub tallies: Vec<Tally>,
    /// Each disagreement, described (empty when all agree).
    pub disagreements: Vec<String>,
    /// Rounds completed.
    pub rounds: u64,
    /// Time spent.
    pub elapsed: Duration,
}

impl Report {
    fn add(&mut self, what: &'static str, checked: u64) {
        match self.tallies.iter_mut().find(|t| t.what == what) {
            Some(t) => t.checked += checked,
            None => self.tallies.push(Tally { what, checked }),
        }
    }

    fn disagree(&mut self, text: String) {
        if self.disagreements.len() < 100 {
            self.disagreements.push(text);
        }
    }

    /// Every position or number checked, all kinds together.
    pub fn total(&self) -> u64 {
        self.tallies.iter().map(|t| t.checked).sum()
    }
}

/// Runs rounds of checks until `budget` has passed (at least one round),
/// calling `progress` after each.
///
/// ```
/// let report = wythoff_answer::verify::run(std::time::Duration::ZERO, 1, &mut |_| {});
/// assert!(report.disagreements.is_empty());
/// assert!(report.total() > 10_000);
/// ```
pub fn run(budget: Duration, seed: u64, progress: &mut dyn FnMut(&Report)) -> Report {
    let start = Instant::now();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut report = Report::default();
    // The proven rows, once: checked against direct computation each round.
    let rows = certify(24, &mut |_| {});
    loop {
        round(&mut rng, &rows, &mut report);
        report.rounds += 1;
        report.elapsed = start.elapsed();
        progress(&report);
        if report.elapsed >= budget {
            return report;
        }
    }
}

fn below(rng: &mut ChaCha8Rng, n: u64) -> u64 {
    rng.next_u64() % n
}

fn round(rng: &mut ChaCha8Rng, rows: &CertifiedRows, report: &mut Report) {
    // Wythoff's game: the closed form against the engine, both rules.
    let side = 64 + below(rng, 449);
    for rule in [Rule::Normal, Rule::Misere] {
        let solved = VectorRules::wythoff().outcomes(&[side, side], rule).expect("a small box");
        for x in 0..side {
            for y in 0..side {
                if is_p_position(&x.into(), &y.into(), rule) != solved.is_p(&[x, y]) {
                    report.disagree(format!("wythoff {rule}: ({x}, {y}) closed form against the engine"));
                }
            }
        }
        report.add("Wythoff positions, closed form against the engine", side * side);
    }
    // a-Wythoff and restricted Wythoff, both rules.
    let a = 1 + below(rng, 20);
    let m = 1 + below(rng, 30);
    for rule in [Rule::Normal, Rule::Misere] {
        let game = Generalized::new(a.into(), rule).expect("a ≥ 1");
        let side = 160;
        let solved = VectorRules::generalized(a).outcomes(&[side, side], rule).expect("a small box");
        for x in 0..side {
            for y in 0..side {
                if game.is_p(&x.into(), &y.into()) != solved.is_p(&[x, y]) {
                    report.disagree(format!("a-Wythoff a = {a} {rule}: ({x}, {y}) against the engine"));
                }
            }
        }
        report.add("a-Wythoff positions, closed form against the engine", side * side);
        let game = Restricted::new(m.into(), rule).expect("m ≥ 1");
        let side = 6 * (m + 1);
        let solved = VectorRules::restricted(m).outcomes(&[side, side], rule).expect("a small box");
        for x in 0..side {
            for y in 0..side {
                if game.is_p(&x.into(), &y.into()) != solved.is_p(&[x, y]) {
                    report.disagree(format!("restricted m = {m} {rule}: ({x}, {y}) against the engine"));
                }
            }
        }
        report.add("restricted positions, closed form against the engine", side * side);
    }
    // The two P-position methods, on machine words and on big numbers.
    for _ in 0..2000 {
        let k = Natural::from(rng.next_u64());
        if lower(&k) != by_zeckendorf::lower(&k) {
            report.disagree(format!("⌊kφ⌋ for k = {k}: square root against Fibonacci shift"));
        }
    }
    let bits = 64 + below(rng, 1000) as usize;
    let bytes: Vec<u8> = (0..bits.div_ceil(8)).map(|_| rng.next_u32() as u8).collect();
    let k = Natural::from_le_bytes(&bytes);
    if lower(&k) != by_zeckendorf::lower(&k) {
        report.disagree(format!("⌊kφ⌋ for a {bits}-bit k: square root against Fibonacci shift"));
    }
    report.add("k, ⌊kφ⌋ by square root against the Fibonacci shift", 2001);
    // The proven rows against direct computation, far out in each row.
    for _ in 0..4 {
        let row = below(rng, 25) as usize;
        let b = 1000 + below(rng, 20_000);
        let proven = rows.value(row, &b.into());
        let plain = Natural::from(direct(row as u64, b));
        if proven != plain {
            report.disagree(format!("G({row}, {b}): proven rows give {proven}, direct computation {plain}"));
        }
    }
    report.add("G(a, b), proven rows against direct computation", 4);
    // Winning moves at large sizes lead to P-positions; P iff none.
    for _ in 0..200 {
        let rule = if rng.next_u32() & 1 == 0 { Rule::Normal } else { Rule::Misere };
        let bytes: Vec<u8> = (0..16).map(|_| rng.next_u32() as u8).collect();
        let x = Natural::from_le_bytes(&bytes);
        let y = &x + Natural::from(rng.next_u64() >> below(rng, 64));
        let game = Wythoff { rule };
        let position = [x, y];
        let moves = game.winning_moves(&position);
        let p = game.outcome(&position) == Outcome::P;
        let bad = moves.is_empty() != p
            || moves.iter().any(|m| {
                let to: [Natural; 2] = after(&position, m).try_into().expect("two piles");
                game.outcome(&to) != Outcome::P
            });
        if bad {
            report.disagree(format!("winning moves from ({}, {}) {rule}", position[0], position[1]));
        }
    }
    report.add("large positions, winning moves lead to P-positions", 200);
}
