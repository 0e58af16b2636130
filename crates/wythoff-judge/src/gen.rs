//! Test inputs for the judge problems: random cases, and with `hard` the cases
//! that break the usual solutions. The same seed gives the same cases (ChaCha8,
//! whose output is fixed by its specification).
//!
//! Hard cases, each category taken in turn until the count is reached:
//! - zeros and the smallest positions;
//! - P-positions at Fibonacci and Lucas indices k (where kφ is closest to an
//!   integer) and their ±1 neighbours in each coordinate, both pile orders;
//! - for each floating-point method in [`crate::float`], every k (in increasing
//!   order) at which it is wrong, as the P-position, its diagonal neighbours and
//!   swapped;
//! - the largest P-position within the bound and the bound itself.
//!
//! For the other games: Fibonacci numbers and their neighbours (hdu2516); heaps at
//! multiples of m + 1 and beside them (hdu1846); heaps of nim-sum 0, single heaps,
//! heaps of one for misère Nim, the largest heaps allowed (hdu1850, hdu1907,
//! hdu2176); small sets with heaps up to the bound (hdu1536).
//!
//! At most [`Limits::hard_cases`] hard cases lead; the rest are random. Cases are made one
//! at a time ([`cases`] is an iterator), so memory does not grow with the count.

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use wythoff::wythoff::{holder, p_position, Coordinate};
use wythoff::zeckendorf::fibonacci;
use wythoff::Natural;
use wythoff::{grundys_game, lasker_nim};
use wythoff_answer::Limits;

use crate::float::{failing, Method};
use crate::problem::{
    answer_case, write_case, write_footer, write_header, Case, CaseError, Kind, Layout, Problem,
};

/// Two piles of Wythoff's game.
pub type Piles = (Natural, Natural);

/// What to generate.
#[derive(Clone, Debug)]
pub struct Options {
    /// How many cases.
    pub cases: usize,
    /// The random seed.
    pub seed: u64,
    /// The largest pile.
    pub max: Natural,
    /// Lead with the hard cases.
    pub hard: bool,
}

/// Why the options do not fit the problem.
pub fn check(problem: Problem, options: &Options) -> Result<(), String> {
    if problem.layout() == Layout::One && options.cases != 1 {
        return Err(format!("{problem} has exactly one case per input; use --cases 1"));
    }
    if problem.layout() == Layout::UntilZeroZero && options.max == Natural::ZERO {
        return Err(format!("{problem} ends its input with `0 0`, so --max must be at least 1"));
    }
    Ok(())
}

/// The cases, hard ones first if asked (at most [`Limits::hard_cases`]), then random
/// ones, made one at a time.
pub fn cases(problem: Problem, options: &Options) -> Cases {
    let budget = options.cases.min(Limits::default().hard_cases);
    // Grundy's game has no known period: its heaps stay within the problem's
    // (its values are computed up to the largest).
    let max = match problem.kind() {
        Kind::GrundysGame => options.max.clone().min(problem.judge_max()),
        _ => options.max.clone(),
    };
    let hard: Vec<Case> = match (options.hard, problem.is_wythoff()) {
        (false, _) => Vec::new(),
        (true, true) => {
            hard_wythoff_cases(problem, options, budget).into_iter().map(|(a, b)| Case::Pair(a, b)).collect()
        }
        (true, false) => hard_other_cases(problem, &max, budget),
    };
    let kmax = largest_k_within(&max);
    Cases {
        problem,
        left: options.cases - hard.len(),
        hard: hard.into_iter(),
        rng: ChaCha8Rng::seed_from_u64(options.seed),
        max,
        kmax,
    }
}

/// The cases of [`cases`], in order.
pub struct Cases {
    problem: Problem,
    hard: std::vec::IntoIter<Case>,
    left: usize,
    rng: ChaCha8Rng,
    max: Natural,
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
        Some(random_problem_case(self.problem, &mut self.rng, &self.max, &self.kmax))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.hard.len() + self.left;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Cases {}

/// May the pair be a case of the problem (within the bound, and not the end
/// marker `0 0`)?
fn allowed(problem: Problem, max: &Natural, (a, b): &Piles) -> bool {
    a <= max && b <= max && !(problem.layout() == Layout::UntilZeroZero && a == b && *a == Natural::ZERO)
}

/// The Wythoff problems' cases, as pairs of piles (all of them in memory: for
/// tests and small inputs).
pub fn wythoff_cases(problem: Problem, options: &Options) -> Vec<Piles> {
    cases(problem, options)
        .filter_map(|case| match case {
            Case::Pair(a, b) => Some((a, b)),
            _ => None,
        })
        .collect()
}

/// The hard cases of a Wythoff problem, at most `budget` of them: each category
/// in turn gives its next case not taken yet.
fn hard_wythoff_cases(problem: Problem, options: &Options, budget: usize) -> Vec<Piles> {
    let max = &options.max;
    let mut out: Vec<Piles> = Vec::new();
    let mut categories = hard_categories(max, budget);
    let mut taken = std::collections::HashSet::new();
    while out.len() < budget && !categories.is_empty() {
        categories.retain_mut(|category| {
            for case in category.by_ref() {
                if allowed(problem, max, &case) && !taken.contains(&case) {
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

fn hard_categories(max: &Natural, budget: usize) -> Vec<Box<dyn Iterator<Item = Piles>>> {
    let n = |x: u32| Natural::from(x);
    let mut small = vec![(n(0), n(0)), (n(0), n(1)), (n(1), n(0)), (n(1), n(1)), (n(1), n(2)), (n(2), n(1))];
    small.extend([(n(2), n(2)), (n(0), n(2)), (n(3), n(5)), (n(0), max.clone()), (max.clone(), n(0))]);
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

fn random_case(rng: &mut ChaCha8Rng, max: &Natural, kmax: &Natural) -> Piles {
    let swap = rng.next_u64() & 1 == 1;
    let (a, b) = match rng.next_u64() % 3 {
        // A P-position.
        0 => p_position(&at_most(rng, kmax)),
        // A neighbour of one.
        1 => {
            let (a, b) = p_position(&at_most(rng, kmax));
            match rng.next_u64() % 4 {
                0 => (a + 1u8, b),
                1 => (a, b + 1u8),
                2 if a > Natural::ZERO => (a - 1u8, b),
                _ => (&a + 1u8, b + 1u8),
            }
        }
        // Anything.
        _ => (at_most(rng, max), at_most(rng, max)),
    };
    if swap {
        (b, a)
    } else {
        (a, b)
    }
}

/// The hard cases of the problems on the other games, at most `budget`: in turn
/// from each category.
fn hard_other_cases(problem: Problem, max: &Natural, budget: usize) -> Vec<Case> {
    let n = |x: u64| Natural::from(x);
    let capped = |x: Natural| if x > *max { max.clone() } else { x };
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
                categories.extend([fib, near, vec![Case::Number(max.clone())]]);
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
                v.push(Case::Pair(max.clone(), max.clone()));
                categories.push(v);
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
                if problem.kind() != Kind::MisereNim {
                    v.push(Case::Heaps(vec![n(0), n(0)]));
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
                let many = Case::Heaps(vec![h(1); 10_000]);
                categories.extend([singles.to_vec(), top.to_vec(), p, vec![many]]);
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
                categories.extend([zeros, vec![Case::Number(max.clone())]]);
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
            }
        }
    }
    let mut out = Vec::new();
    let mut iters: Vec<_> = categories.into_iter().map(|c| c.into_iter()).collect();
    while out.len() < budget && !iters.is_empty() {
        iters.retain_mut(|it| match it.next() {
            Some(case) if out.len() < budget => {
                out.push(case);
                true
            }
            _ => false,
        });
    }
    out
}

/// One random case of a problem: for Wythoff problems a pair that the problem
/// allows (see [`random_case`]).
fn random_problem_case(problem: Problem, rng: &mut ChaCha8Rng, max: &Natural, kmax: &Natural) -> Case {
    let n = |x: u64| Natural::from(x);
    let capped = |x: Natural| if x > *max { max.clone() } else { x };
    let small = |rng: &mut ChaCha8Rng, top: u64| 1 + rng.next_u64() % top;
    match problem.kind() {
        Kind::Wythoff(_) => loop {
            let (a, b) = random_case(rng, max, kmax);
            if allowed(problem, max, &(a.clone(), b.clone())) {
                return Case::Pair(a, b);
            }
        },
        Kind::FibonacciStart => {
            let x = at_most(rng, max);
            Case::Number(if x == Natural::ZERO { Natural::ONE } else { x })
        }
        Kind::Bash => {
            let m = capped(n(small(rng, 20)));
            // Half the time a multiple of m + 1, give or take one.
            let x = at_most(rng, max);
            let x = if rng.next_u64().is_multiple_of(2) { &x - &x % (&m + 1u8) } else { x };
            Case::Pair(x, m)
        }
        Kind::NimWinningMoveCount | Kind::NimWinningMoves | Kind::MisereNim => {
            let count = small(rng, 8) as usize;
            let top = if rng.next_u64().is_multiple_of(3) { capped(n(1)) } else { max.clone() };
            let mut heaps: Vec<Natural> = (0..count).map(|_| at_most(rng, &top)).collect();
            if problem.kind() == Kind::MisereNim {
                heaps.iter_mut().filter(|h| **h == Natural::ZERO).for_each(|h| *h = Natural::ONE);
            }
            if rng.next_u64().is_multiple_of(3) && count > 1 {
                // Make the nim-sum 0 (when the fix fits under the bound).
                let x = heaps[1..].iter().fold(Natural::ZERO, |x, h| x ^ h);
                if x <= *max && x != Natural::ZERO {
                    heaps[0] = x;
                }
            }
            Case::Heaps(heaps)
        }
        Kind::LaskerNim => {
            let count = small(rng, 8) as usize;
            let mut heaps: Vec<Natural> = (0..count).map(|_| capped(at_most(rng, max) + 1u8)).collect();
            if rng.next_u64().is_multiple_of(3) && count > 1 {
                // Make the values' XOR 0 (when the heap that does fits).
                let x = heaps[1..].iter().fold(Natural::ZERO, |x, h| x ^ lasker_nim::value(h));
                let fix = lasker_nim::value(&x);
                if fix <= *max && fix != Natural::ZERO {
                    heaps[0] = fix;
                }
            }
            Case::Heaps(heaps)
        }
        Kind::GeorgiaAndBob => {
            // Distinct squares 1..=max, in any order.
            let count = small(rng, 8).min(u64::try_from(max).unwrap_or(u64::MAX).max(1)) as usize;
            let mut squares: Vec<Natural> = Vec::with_capacity(count);
            while squares.len() < count {
                let x = capped(at_most(rng, max) + 1u8);
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
                Case::Number(capped(n(x)))
            } else {
                Case::Number(capped(at_most(rng, max) + 1u8))
            }
        }
        Kind::SubtractionSums => {
            let k = small(rng, 4) as usize;
            let set: Vec<u64> = (0..k).map(|_| small(rng, 12)).collect();
            let positions =
                (0..small(rng, 5)).map(|_| (0..small(rng, 4)).map(|_| at_most(rng, max)).collect()).collect();
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
fn grundy_zeros() -> &'static [u64] {
    static ZEROS: std::sync::OnceLock<Vec<u64>> = std::sync::OnceLock::new();
    ZEROS.get_or_init(|| {
        let values = grundys_game::values(1300);
        (1..values.len()).filter(|&x| values[x] == 0).map(|x| x as u64).collect()
    })
}
