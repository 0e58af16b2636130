//! Test inputs for the judge problems: random cases, and with `hard` the cases
//! that break the usual solutions. The same seed gives the same cases (ChaCha8,
//! whose output is fixed by its specification).
//!
//! Every case lies inside what the problem's statement allows
//! ([`crate::constraints`]: the bounds on its numbers, a ≤ b where the statement
//! says so, how many numbers a case lists), its edges included, unless
//! [`Options::beyond`] asks for cases past them: then numbers run from 0 to
//! [`Options::max`], pairs come in either order and heaps may be 0.
//!
//! Hard cases, each category taken in turn until the count is reached:
//! - the smallest positions, and the edges: the least and greatest numbers
//!   allowed, paired with each other;
//! - P-positions at Fibonacci and Lucas indices k (where kφ is closest to an
//!   integer) and their ±1 neighbours in each coordinate, both pile orders;
//! - for each floating-point method in [`crate::float`], every k (in increasing
//!   order) at which it is wrong, as the P-position, its diagonal neighbours and
//!   swapped;
//! - the largest P-position within the bound and the bound itself.
//!
//! For the other games: Fibonacci numbers and their neighbours, from the
//! smallest and from the largest allowed (hdu2516: 1,836,311,903 and
//! 1,134,903,170 below 2^31); heaps at multiples of m + 1 and beside them
//! (hdu1846); heaps of nim-sum 0, single heaps, heaps of one for misère Nim, the
//! largest heaps and the most heaps allowed (hdu1850, hdu1907, hdu2176); small
//! sets with heaps up to the bound, and the largest set and position
//! (hdu1536); Lasker's value swaps, squares out of order, every zero of
//! Grundy's game.
//!
//! At most [`Limits::hard_cases`] hard cases lead; the rest are random. Cases are made one
//! at a time ([`cases`] is an iterator), so memory does not grow with the count.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use wythoff::Natural;
use wythoff::wythoff::{Coordinate, holder, p_position};
use wythoff::zeckendorf::fibonacci;
use wythoff::{grundys_game, lasker_nim};
use wythoff_answer::Limits;

use crate::constraints::Constraints;
use crate::float::{Method, failing};
use crate::input::{Case, Kind, Layout};
use crate::judge::{CaseError, answer_case};
use crate::problem::{Problem, write_case, write_footer, write_header};

/// Two piles of Wythoff's game.
pub type Piles = (Natural, Natural);

/// What to generate.
#[derive(Clone, Debug)]
pub struct Options {
    /// How many cases.
    pub cases: usize,
    /// The random seed.
    pub seed: u64,
    /// The largest number in a case: a pile, a heap, a square or n (at most
    /// the statement's largest unless `beyond`; [`check`] says so).
    pub max: Natural,
    /// Lead with the hard cases.
    pub hard: bool,
    /// Go past the statement's constraints: numbers from 0 to `max`, pairs in
    /// either order, any number of heaps.
    pub beyond: bool,
}

/// The numbers a case may hold, and the statement's other constraints unless
/// the cases go beyond them.
struct Window {
    lo: Natural,
    hi: Natural,
    within: Option<Constraints>,
}

impl Window {
    fn new(problem: Problem, options: &Options) -> Window {
        let c = problem.constraints();
        // Never past what is answered here ([`check`] refuses such options;
        // this keeps a caller that skips it from cases with no answer).
        let hi = match problem.answer_max() {
            Some(most) => options.max.clone().min(most),
            None => options.max.clone(),
        };
        if options.beyond {
            Window { lo: Natural::ZERO, hi, within: None }
        } else {
            Window { lo: Natural::from(c.values.0), hi, within: Some(c) }
        }
    }

    /// Does the case lie inside (the bound, and the statement unless beyond)?
    /// Never the case that would end the input (`0`, `0 0`).
    fn admits(&self, problem: Problem, case: &Case) -> bool {
        let fit = |x: &Natural| *x >= self.lo && *x <= self.hi;
        let fits = match case {
            Case::Pair(a, b) => fit(a) && fit(b),
            Case::Number(n) => fit(n),
            Case::Heaps(h) => h.iter().all(fit),
            Case::Sums { positions, .. } => positions.iter().flatten().all(fit),
        };
        fits && !problem.ends_input(case)
            && self.within.is_none_or(|c| c.refuses(problem.layout(), case).is_none())
    }

    /// The pair in the statement's order (a ≤ b where it says so).
    fn order(&self, (a, b): Piles) -> Piles {
        if self.within.is_some_and(|c| c.ordered) && a > b { (b, a) } else { (a, b) }
    }

    /// The fewest and most numbers a list of a case holds (at most `cap`
    /// for the random cases, at least the fewest).
    fn items(&self, cap: u64) -> (u64, u64) {
        match self.within.and_then(|c| c.items) {
            Some((a, b)) => (a, b.min(cap).max(a)),
            None => (1, cap),
        }
    }

    /// Uniform in lo..=hi (lo if the window is empty: [`check`] refuses such
    /// options, and the cases made from them are not admitted).
    fn pick(&self, rng: &mut ChaCha8Rng) -> Natural {
        if self.hi < self.lo {
            return self.lo.clone();
        }
        &self.lo + at_most(rng, &(&self.hi - &self.lo))
    }

    /// x raised to lo and lowered to hi.
    fn clamp(&self, x: Natural) -> Natural {
        x.max(self.lo.clone()).min(self.hi.clone())
    }
}

/// Why the options do not fit the problem: a bound past what its statement
/// allows (unless `beyond`), or one that leaves no case.
pub fn check(problem: Problem, options: &Options) -> Result<(), String> {
    if problem.layout() == Layout::UntilZeroZero && options.max == Natural::ZERO {
        return Err(format!("{problem} ends its input with `0 0`, so --max must be at least 1"));
    }
    if let Some(most) = problem.answer_max().filter(|most| options.max > *most) {
        return Err(format!(
            "--max {} is past {most}, the largest n whose answer is known here: below 2^25 every heap of Grundy's game of value 0 is listed (the last is 1,222), and past it its values would have to be computed to n",
            shortened(&options.max)
        ));
    }
    let c = problem.constraints();
    if options.beyond {
        return Ok(());
    }
    let statement = |why: String| {
        format!(
            "{why}: {problem}'s statement allows {}; add --beyond to go past it",
            c.describe(problem.kind(), problem.layout())
        )
    };
    if options.max > Natural::from(c.values.1) {
        let digits = options.max.to_string().len();
        let max =
            if digits > 30 { format!("(a number of {digits} digits)") } else { options.max.to_string() };
        return Err(statement(format!("--max {max} is past the largest number allowed")));
    }
    if options.max < Natural::from(c.values.0) {
        return Err(statement(format!("--max {} is below the least number allowed", options.max)));
    }
    Ok(())
}

/// Why one input of the options' cases is more than the problem's statement
/// allows (`gen` writes one input; `stress` splits its cases into runs that
/// each fit).
pub fn check_count(problem: Problem, options: &Options) -> Result<(), String> {
    if problem.layout() == Layout::One && options.cases != 1 {
        return Err(format!("{problem} has exactly one case per input; use --cases 1"));
    }
    let c = problem.constraints();
    match c.refuses_count(options.cases).filter(|_| !options.beyond) {
        Some(why) => Err(format!(
            "{} cases: {problem}'s statement allows {why}; ask for fewer, or add --beyond to go past it",
            options.cases
        )),
        None => Ok(()),
    }
}

/// How many cases one run of a program may get: `batch`, and no more than
/// the statement allows an input unless `beyond`.
pub fn run_size(problem: Problem, batch: usize, beyond: bool) -> usize {
    let most = problem
        .constraints()
        .cases
        .filter(|_| !beyond)
        .map_or(usize::MAX, |most| usize::try_from(most).unwrap_or(usize::MAX));
    if problem.layout() == Layout::One { 1 } else { batch.clamp(1, most) }
}

/// The cases, hard ones first if asked (at most [`Limits::hard_cases`]), then random
/// ones, made one at a time.
pub fn cases(problem: Problem, options: &Options) -> Cases {
    let budget = options.cases.min(Limits::default().hard_cases);
    let window = Window::new(problem, options);
    let hard: Vec<Case> = match (options.hard, problem.is_wythoff()) {
        (false, _) => Vec::new(),
        (true, true) => {
            hard_wythoff_cases(problem, &window, budget).into_iter().map(|(a, b)| Case::Pair(a, b)).collect()
        }
        (true, false) => hard_other_cases(problem, &window, budget),
    };
    let kmax = largest_k_within(&window.hi);
    Cases {
        problem,
        left: options.cases - hard.len(),
        hard: hard.into_iter(),
        rng: ChaCha8Rng::seed_from_u64(options.seed),
        window,
        kmax,
    }
}

/// The cases of [`cases`], in order.
pub struct Cases {
    problem: Problem,
    hard: std::vec::IntoIter<Case>,
    left: usize,
    rng: ChaCha8Rng,
    window: Window,
    kmax: Natural,
}

impl Iterator for Cases {
    type Item = Case;

    fn next(&mut self) -> Option<Case> {
        if let Some(case) = self.hard.next() {
            return Some(case);
        }
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        Some(random_problem_case(self.problem, &mut self.rng, &self.window, &self.kmax))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.hard.len() + self.left;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Cases {}

/// The Wythoff problems' cases, as pairs of piles (all of them in memory: for
/// tests and small inputs).
pub fn wythoff_cases(problem: Problem, options: &Options) -> Vec<Piles> {
    cases(problem, options)
        .filter_map(|case| match case {
            Case::Pair(a, b) => Some((a, b)),
            Case::Number(_) | Case::Heaps(_) | Case::Sums { .. } => None,
        })
        .collect()
}

/// The hard cases of a Wythoff problem, at most `budget` of them: each category
/// in turn gives its next case not taken yet (put in the statement's order,
/// and kept if the window admits it).
fn hard_wythoff_cases(problem: Problem, window: &Window, budget: usize) -> Vec<Piles> {
    let mut out: Vec<Piles> = Vec::new();
    let mut categories = hard_categories(window, budget);
    let mut taken = std::collections::HashSet::new();
    while out.len() < budget && !categories.is_empty() {
        categories.retain_mut(|category| {
            for case in category.by_ref() {
                let case = window.order(case);
                if !taken.contains(&case)
                    && window.admits(problem, &Case::Pair(case.0.clone(), case.1.clone()))
                {
                    if out.len() < budget {
                        taken.insert(case.clone());
                        out.push(case);
                    }
                    return true;
                }
            }
            false
        });
    }
    out
}

/// Writes the cases as the problem's input, one at a time; with `answers`, the
/// exact expected output beside it. Returns how many cases were written.
pub fn write_input_and_answers(
    problem: Problem,
    cases: impl ExactSizeIterator<Item = Case>,
    out: &mut impl std::io::Write,
    mut answers: Option<&mut dyn std::io::Write>,
    limits: &Limits,
) -> std::io::Result<usize> {
    write_header(problem, cases.len(), out)?;
    let mut count = 0;
    for case in cases {
        write_case(&case, out)?;
        if let Some(answers) = answers.as_mut() {
            write_answers(problem, std::slice::from_ref(&case), answers, limits)?;
        }
        count += 1;
    }
    write_footer(problem, out)?;
    Ok(count)
}

/// Writes the cases as the problem's input.
pub fn write_input(problem: Problem, cases: &[Case], out: &mut impl std::io::Write) -> std::io::Result<()> {
    crate::problem::write_cases(problem, cases, out)
}

/// Writes the exact expected output for the cases.
pub fn write_answers(
    problem: Problem,
    cases: &[Case],
    out: &mut (impl std::io::Write + ?Sized),
    limits: &Limits,
) -> std::io::Result<()> {
    for case in cases {
        match answer_case(problem, case, &mut &mut *out, limits) {
            Ok(()) => {}
            Err(CaseError::Output(e)) => return Err(e),
            Err(CaseError::Unsolved(e)) => return Err(std::io::Error::other(e.to_string())),
        }
    }
    Ok(())
}

/// The largest k whose P-position (aₖ, bₖ) fits within `max`: the number of b's
/// up to max.
pub fn largest_k_within(max: &Natural) -> Natural {
    let h = holder(max);
    match h.coordinate {
        Coordinate::Upper => h.k,
        Coordinate::Lower => max - h.k,
    }
}

fn around(k: &Natural) -> Vec<Piles> {
    let (a, b) = p_position(k);
    let mut v =
        vec![(a.clone(), b.clone()), (b.clone(), a.clone()), (&a + 1u8, b.clone()), (a.clone(), &b + 1u8)];
    if a > Natural::ZERO {
        v.push((&a - 1u8, b.clone()));
        v.push((a.clone(), &b - 1u8));
    }
    v
}

fn hard_categories(window: &Window, budget: usize) -> Vec<Box<dyn Iterator<Item = Piles>>> {
    let n = |x: u32| Natural::from(x);
    let (lo, max) = (&window.lo, &window.hi);
    let mut small = vec![(n(0), n(0)), (n(0), n(1)), (n(1), n(0)), (n(1), n(1)), (n(1), n(2)), (n(2), n(1))];
    small.extend([(n(2), n(2)), (n(0), n(2)), (n(3), n(5)), (n(0), max.clone()), (max.clone(), n(0))]);
    // The edges: the least and the greatest number allowed, with each other.
    small.extend([(lo.clone(), lo.clone()), (lo.clone(), max.clone()), (max.clone(), lo.clone())]);
    small.push((max.clone(), max.clone()));
    // The largest machine words, where they fit: overflow shows there.
    for w in machine_words() {
        small.extend([(w.clone(), w.clone()), (n(0), w.clone()), (w.clone(), &w - 1u8)]);
    }
    let kmax = largest_k_within(max);

    let mut fib = Vec::new();
    let (mut l0, mut l1) = (n(2), n(1)); // Lucas numbers
    for i in 2.. {
        let f = fibonacci(i);
        if f > kmax || fib.len() >= budget {
            break;
        }
        fib.extend(around(&f));
        if l1 <= kmax {
            fib.extend(around(&l1));
        }
        let next = &l0 + &l1;
        l0 = std::mem::replace(&mut l1, next);
    }

    let mut categories: Vec<Box<dyn Iterator<Item = Piles>>> =
        vec![Box::new(small.into_iter()), Box::new(fib.into_iter())];
    let kmax_u64 = u64::try_from(&kmax).unwrap_or(u64::MAX);
    for method in Method::ALL {
        let cases = failing(method, 1, kmax_u64).take(budget).flat_map(|k| {
            let (a, b) = p_position(&k.into());
            let mut cases = vec![(a.clone(), b.clone()), (&a + 1u8, &b + 1u8), (b.clone(), a.clone())];
            if a > Natural::ONE {
                cases.push((&a - 1u8, &b - 1u8));
            }
            cases
        });
        categories.push(Box::new(cases));
    }
    let top = p_position(&kmax);
    categories.push(Box::new(vec![top.clone(), (top.1, top.0), (max.clone(), max.clone())].into_iter()));
    categories
}

/// Uniform in 0..=max.
fn at_most(rng: &mut ChaCha8Rng, max: &Natural) -> Natural {
    let bits = wythoff::nat::bit_len(max);
    loop {
        let mut x = Natural::ZERO;
        let mut have = 0;
        while have < bits {
            x = (x << 64) + rng.next_u64();
            have += 64;
        }
        x >>= have - bits;
        if x <= *max {
            return x;
        }
    }
}

fn random_case(rng: &mut ChaCha8Rng, window: &Window, kmax: &Natural) -> Piles {
    let swap = rng.next_u64() & 1 == 1;
    let (a, b) = match rng.next_u64() % 3 {
        // A P-position.
        0 => p_position(&at_most(rng, kmax)),
        // A neighbour of one.
        1 => {
            let (a, b) = p_position(&at_most(rng, kmax));
            match (rng.next_u64() % 4, a > Natural::ZERO) {
                (0, _) => (a + 1u8, b),
                (1, _) => (a, b + 1u8),
                (2, true) => (a - 1u8, b),
                (2, false) | (3.., _) => (&a + 1u8, b + 1u8),
            }
        }
        // Anything.
        2.. => (window.pick(rng), window.pick(rng)),
    };
    if swap { (b, a) } else { (a, b) }
}

/// The hard cases of the problems on the other games, at most `budget`: in turn
/// from each category.
fn hard_other_cases(problem: Problem, window: &Window, budget: usize) -> Vec<Case> {
    let n = |x: u64| Natural::from(x);
    let (lo, max) = (&window.lo, &window.hi);
    let capped = |x: Natural| if x > *max { max.clone() } else { x };
    // The most numbers a list of a case may hold, where the statement says.
    let most = window.within.and_then(|c| c.items).map(|(_, b)| b as usize);
    let mut categories: Vec<Vec<Case>> = Vec::new();
    {
        match problem.kind() {
            // Their hard cases are pairs: see hard_wythoff_cases.
            Kind::Wythoff(_) => {}
            Kind::FibonacciStart => {
                let (mut fib, mut near) = (Vec::new(), Vec::new());
                for i in 2.. {
                    let f = fibonacci(i);
                    if f > *max {
                        break;
                    }
                    fib.push(Case::Number(f.clone()));
                    near.push(Case::Number(&f + 1u8));
                    if f > n(1) {
                        near.push(Case::Number(&f - 1u8));
                    }
                }
                // From the top too: the largest Fibonacci numbers allowed
                // (below 2^31 for hdu2516), where int overflow shows.
                let top: Vec<Case> = fib.iter().rev().cloned().collect();
                let top_near: Vec<Case> = near.iter().rev().cloned().collect();
                let edges = vec![Case::Number(max.clone()), Case::Number(lo.clone())];
                categories.extend([fib, top, near, top_near, edges]);
            }
            Kind::Bash => {
                let mut v = Vec::new();
                for m in [1u64, 2, 3, 10, 1000] {
                    let m = capped(n(m));
                    for k in [0u64, 1, 2, 1000] {
                        let base = capped(Natural::from(k) * (&m + 1u8));
                        v.push(Case::Pair(base.clone(), m.clone()));
                        v.push(Case::Pair(capped(&base + 1u8), m.clone()));
                    }
                }
                let edges = [(max, max), (max, lo), (lo, max), (lo, lo)];
                categories.extend([v, edges.map(|(n, m)| Case::Pair(n.clone(), m.clone())).to_vec()]);
            }
            Kind::NimWinningMoveCount | Kind::NimWinningMoves | Kind::MisereNim => {
                let big = max.clone();
                let mut v = vec![
                    Case::Heaps(vec![n(1)]),
                    Case::Heaps(vec![n(1), n(1)]),
                    Case::Heaps(vec![n(1), n(1), n(1)]),
                    Case::Heaps(vec![capped(n(2))]),
                    Case::Heaps(vec![n(1), n(1), capped(n(5))]),
                    Case::Heaps(vec![capped(n(3)), capped(n(5)), capped(n(6))]),
                    Case::Heaps(vec![big.clone(), big.clone()]),
                    Case::Heaps(vec![big.clone(), big.clone(), n(1)]),
                    Case::Heaps(vec![big.clone()]),
                ];
                // Empty heaps (past the statement: with --beyond), alone too.
                v.extend([
                    Case::Heaps(vec![n(0)]),
                    Case::Heaps(vec![n(0), n(0)]),
                    Case::Heaps(vec![n(0), n(1)]),
                ]);
                v.extend(machine_words().into_iter().map(|w| Case::Heaps(vec![w])));
                if let Some(most) = most {
                    // The most heaps allowed: all of one, and all the largest.
                    v.push(Case::Heaps(vec![n(1); most]));
                    v.push(Case::Heaps(vec![big.clone(); most]));
                }
                categories.push(v);
            }
            Kind::LaskerNim => {
                // Around the swaps of 4k + 3 and 4k + 4 (value n + 1 and n − 1),
                // at the top (2^31 − 1 ≡ 3: its value 2^31 overflows an int),
                // P-positions that plain Nim calls N (1 2 4: values 1 ⊕ 2 ⊕ 3),
                // and many heaps.
                let h = |x: u64| capped(n(x));
                let singles = [1u64, 2, 3, 4, 7, 8].map(|x| Case::Heaps(vec![h(x)]));
                let top = [max.clone(), capped(max - 1u8), capped(max - 3u8)].map(|x| Case::Heaps(vec![x]));
                let mut p = vec![
                    Case::Heaps(vec![h(1), h(2), h(4)]),
                    Case::Heaps(vec![h(3), h(3)]),
                    Case::Heaps(vec![h(2), h(2), h(3)]),
                    Case::Heaps(vec![max.clone(), max.clone()]),
                ];
                // Two heaps and the third that makes the values XOR to 0.
                for (a, b) in [(3u64, 5u64), (7, 8), (11, 100), (1 << 20, (1 << 20) + 3)] {
                    let (a, b) = (h(a), h(b));
                    let c = lasker_nim::value(&(lasker_nim::value(&a) ^ lasker_nim::value(&b)));
                    if c <= *max && c != Natural::ZERO {
                        p.push(Case::Heaps(vec![a, b, c]));
                    }
                }
                // Empty heaps (with --beyond) and the largest machine words.
                p.extend([
                    Case::Heaps(vec![n(0)]),
                    Case::Heaps(vec![n(0), n(0)]),
                    Case::Heaps(vec![n(0), h(3)]),
                ]);
                p.extend(machine_words().into_iter().map(|w| Case::Heaps(vec![w])));
                let mut many = vec![Case::Heaps(vec![h(1); 10_000])];
                if let Some(most) = most {
                    // The most heaps allowed, each the largest.
                    many.push(Case::Heaps(vec![max.clone(); most]));
                }
                categories.extend([singles.to_vec(), top.to_vec(), p, many]);
            }
            Kind::GeorgiaAndBob => {
                // No move at all, the samples, the squares out of order (the
                // input is not sorted), pairs that count from the right, the
                // last square.
                let h = |v: &[u64]| Case::Heaps(v.iter().map(|&x| capped(n(x))).collect());
                let mut v = vec![
                    h(&[1]),
                    h(&[1, 2, 3]),
                    h(&[1, 5, 6, 7, 9, 12, 14, 17]),
                    h(&[3, 1, 2]),
                    h(&[2, 3]),
                    h(&[17, 14, 12, 9, 7, 6, 5, 1]),
                    h(&[2, 4, 7]),
                    h(&[5]),
                ];
                if *max >= n(3) {
                    v.push(Case::Heaps(vec![max.clone()]));
                    v.push(Case::Heaps(vec![max.clone(), Natural::ONE]));
                    v.push(Case::Heaps(vec![max - 1u8, max.clone()]));
                }
                if let Some(most) = most.filter(|&m| *max >= n(m as u64)) {
                    // The most chessmen allowed, on the last squares, from the right.
                    v.push(Case::Heaps((0..most as u64).map(|i| max - i).collect()));
                }
                v.retain(|c| matches!(c, Case::Heaps(s) if distinct(s)));
                categories.push(v);
            }
            Kind::GrundysGame => {
                // Every heap of value 0 (the last is 1222: a table to 1000
                // misses it) and its neighbours, and the largest heap.
                let zeros: Vec<Case> = grundy_zeros()
                    .iter()
                    .flat_map(|&x| [x, x + 1])
                    .filter(|&x| n(x) <= *max)
                    .map(|x| Case::Number(n(x)))
                    .collect();
                // n = 0 (with --beyond), and the largest heap.
                categories.extend([zeros, vec![Case::Number(n(0)), Case::Number(max.clone())]]);
            }
            Kind::SubtractionSums => {
                let h = |x: u64| capped(n(x));
                categories.push(vec![
                    Case::Sums {
                        set: vec![2, 5],
                        positions: vec![
                            vec![h(5), h(12)],
                            vec![h(2), h(4), h(7)],
                            vec![h(2), h(3), h(7), h(12)],
                        ],
                    },
                    Case::Sums { set: vec![1], positions: vec![vec![h(1)], vec![h(1), h(1)], vec![h(0)]] },
                    Case::Sums {
                        set: vec![1, 3, 4],
                        positions: vec![vec![max.clone()], vec![max.clone(), h(7)]],
                    },
                ]);
                if let Some(most) = most {
                    // The largest set, the most positions, the most heaps.
                    let set = (1..=most as u64).collect();
                    let positions = vec![vec![max.clone(); most]; most];
                    categories.push(vec![Case::Sums { set, positions }]);
                }
            }
        }
    }
    let mut out = Vec::new();
    let mut taken = std::collections::HashSet::new();
    let mut iters: Vec<_> = categories
        .into_iter()
        .map(|c| c.into_iter().filter(|case| window.admits(problem, case)).collect::<Vec<_>>().into_iter())
        .collect();
    while out.len() < budget && !iters.is_empty() {
        iters.retain_mut(|it| {
            for case in it.by_ref() {
                if out.len() < budget && taken.insert(case.clone()) {
                    out.push(case);
                    return true;
                }
            }
            false
        });
    }
    out
}

/// One random case of a problem that the window admits (made again until it
/// is; after many tries the last is kept, so that a window with no case in it
/// still ends).
fn random_problem_case(problem: Problem, rng: &mut ChaCha8Rng, window: &Window, kmax: &Natural) -> Case {
    let mut case = random_raw_case(problem, rng, window, kmax);
    for _ in 0..10_000 {
        if window.admits(problem, &case) {
            break;
        }
        case = random_raw_case(problem, rng, window, kmax);
    }
    case
}

/// One random case of a problem, its numbers drawn from the window.
fn random_raw_case(problem: Problem, rng: &mut ChaCha8Rng, window: &Window, kmax: &Natural) -> Case {
    let n = |x: u64| Natural::from(x);
    let max = &window.hi;
    let small = |rng: &mut ChaCha8Rng, top: u64| 1 + rng.next_u64() % top;
    // How many numbers a list holds: within the statement's, at most `cap`.
    let count = |rng: &mut ChaCha8Rng, cap: u64| {
        let (a, b) = window.items(cap);
        (a + rng.next_u64() % (b - a + 1)) as usize
    };
    match problem.kind() {
        Kind::Wythoff(_) => {
            let (a, b) = window.order(random_case(rng, window, kmax));
            Case::Pair(a, b)
        }
        Kind::FibonacciStart => {
            let x = window.pick(rng);
            Case::Number(if x == Natural::ZERO { Natural::ONE } else { x })
        }
        Kind::Bash => {
            let m = window.clamp(n(small(rng, 20)));
            // Half the time a multiple of m + 1, give or take one.
            let x = window.pick(rng);
            let x = if rng.next_u64().is_multiple_of(2) { &x - &x % (&m + 1u8) } else { x };
            let x = if x < window.lo { window.clamp(x + &m + 1u8) } else { x };
            Case::Pair(x, m)
        }
        Kind::NimWinningMoveCount | Kind::NimWinningMoves | Kind::MisereNim => {
            let count = count(rng, 8);
            let top = if rng.next_u64().is_multiple_of(3) { window.clamp(n(1)) } else { max.clone() };
            let mut heaps: Vec<Natural> = (0..count)
                .map(|_| &window.lo + at_most(rng, &(&top - window.lo.clone().min(top.clone()))))
                .collect();
            if problem.kind() == Kind::MisereNim {
                heaps.iter_mut().filter(|h| **h == Natural::ZERO).for_each(|h| *h = Natural::ONE);
            }
            if rng.next_u64().is_multiple_of(3) && count > 1 {
                // Make the nim-sum 0 (when the fix fits the window).
                let x = heaps[1..].iter().fold(Natural::ZERO, |x, h| x ^ h);
                if x <= *max && x >= window.lo && x != Natural::ZERO {
                    heaps[0] = x;
                }
            }
            Case::Heaps(heaps)
        }
        Kind::LaskerNim => {
            let count = count(rng, 8);
            let mut heaps: Vec<Natural> = (0..count).map(|_| window.clamp(at_most(rng, max) + 1u8)).collect();
            if rng.next_u64().is_multiple_of(3) && count > 1 {
                // Make the values' XOR 0 (when the heap that does fits).
                let x = heaps[1..].iter().fold(Natural::ZERO, |x, h| x ^ lasker_nim::value(h));
                let fix = lasker_nim::value(&x);
                if fix <= *max && fix >= window.lo && fix != Natural::ZERO {
                    heaps[0] = fix;
                }
            }
            Case::Heaps(heaps)
        }
        Kind::GeorgiaAndBob => {
            // Distinct squares, in any order.
            let room = u64::try_from(&(max - window.lo.clone().min(max.clone()))).unwrap_or(u64::MAX);
            let count = count(rng, 8).min(room.max(1) as usize);
            let mut squares: Vec<Natural> = Vec::with_capacity(count);
            while squares.len() < count {
                let x = window.clamp(at_most(rng, max) + 1u8);
                if !squares.contains(&x) {
                    squares.push(x);
                }
            }
            Case::Heaps(squares)
        }
        Kind::GrundysGame => {
            // A third of the cases near the heaps of value 0.
            if rng.next_u64().is_multiple_of(3) {
                let zeros = grundy_zeros();
                let x = zeros[(rng.next_u64() % zeros.len() as u64) as usize] + rng.next_u64() % 2;
                Case::Number(window.clamp(n(x)))
            } else {
                Case::Number(window.clamp(at_most(rng, max) + 1u8))
            }
        }
        Kind::SubtractionSums => {
            let k = count(rng, 4);
            let set: Vec<u64> = (0..k).map(|_| small(rng, 12)).collect();
            let positions =
                (0..count(rng, 5)).map(|_| (0..count(rng, 4)).map(|_| window.pick(rng)).collect()).collect();
            Case::Sums { set, positions }
        }
    }
}

/// Are the squares all different?
fn distinct(squares: &[Natural]) -> bool {
    let mut sorted: Vec<&Natural> = squares.iter().collect();
    sorted.sort();
    sorted.windows(2).all(|w| w[0] != w[1])
}

/// The heaps 1..1300 of Grundy's game whose value is 0 (computed once; the
/// last below 2^25 is 1222, bench/RESULTS.md).
/// A number as a message shows it: whole up to 30 digits, else its length.
fn shortened(n: &Natural) -> String {
    let digits = n.to_string();
    if digits.len() > 30 { format!("(a number of {} digits)", digits.len()) } else { digits }
}

/// 2^31 − 1, 2^32 − 1, 2^63 − 1 and 2^64 − 1: where a program's int or long
/// long overflows (the window keeps those within --max).
fn machine_words() -> Vec<Natural> {
    [u64::from(i32::MAX as u32), u64::from(u32::MAX), i64::MAX as u64, u64::MAX].map(Natural::from).to_vec()
}

fn grundy_zeros() -> &'static [u64] {
    static ZEROS: std::sync::OnceLock<Vec<u64>> = std::sync::OnceLock::new();
    ZEROS.get_or_init(|| {
        let values = grundys_game::values(1300);
        (1..values.len()).filter(|&x| values[x] == 0).map(|x| x as u64).collect()
    })
}
