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

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use wythoff::wythoff::{holder, p_position, Coordinate};
use wythoff::zeckendorf::fibonacci;
use wythoff::Natural;

use crate::float::{failures, Method};
use crate::problem::{answer, Layout, Problem};
use crate::scan::Value;

/// One case: the two piles.
pub type Case = (Natural, Natural);

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

/// The cases, hard ones first if asked, then random ones.
pub fn cases(problem: Problem, options: &Options) -> Vec<Case> {
    let max = &options.max;
    let allowed = |(a, b): &Case| {
        a <= max && b <= max && !(problem.layout() == Layout::UntilZeroZero && a == b && *a == Natural::ZERO)
    };
    let mut out: Vec<Case> = Vec::with_capacity(options.cases);
    if options.hard {
        let mut categories: Vec<std::vec::IntoIter<Case>> =
            hard_categories(max, options.cases).into_iter().map(|c| c.into_iter()).collect();
        while out.len() < options.cases && !categories.is_empty() {
            categories.retain_mut(|category| {
                for case in category.by_ref() {
                    if allowed(&case) {
                        if out.len() < options.cases {
                            out.push(case);
                        }
                        return true;
                    }
                }
                false
            });
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    let kmax = largest_k_within(max);
    while out.len() < options.cases {
        let case = random_case(&mut rng, max, &kmax);
        if allowed(&case) {
            out.push(case);
        }
    }
    out
}

/// Writes the cases as the problem's input.
pub fn write_input(problem: Problem, cases: &[Case], out: &mut impl std::io::Write) -> std::io::Result<()> {
    if problem.layout() == Layout::Counted {
        writeln!(out, "{}", cases.len())?;
    }
    for (a, b) in cases {
        writeln!(out, "{a} {b}")?;
    }
    if problem.layout() == Layout::UntilZeroZero {
        writeln!(out, "0 0")?;
    }
    Ok(())
}

/// Writes the exact expected output for the cases.
pub fn write_answers(problem: Problem, cases: &[Case], out: &mut impl std::io::Write) -> std::io::Result<()> {
    for (a, b) in cases {
        answer(problem, &Value::Big(a.clone()), &Value::Big(b.clone()), out)?;
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

fn around(k: &Natural) -> Vec<Case> {
    let (a, b) = p_position(k);
    let mut v =
        vec![(a.clone(), b.clone()), (b.clone(), a.clone()), (&a + 1u8, b.clone()), (a.clone(), &b + 1u8)];
    if a > Natural::ZERO {
        v.push((&a - 1u8, b.clone()));
        v.push((a.clone(), &b - 1u8));
    }
    v
}

fn hard_categories(max: &Natural, budget: usize) -> Vec<Vec<Case>> {
    let n = |x: u32| Natural::from(x);
    let mut small = vec![(n(0), n(0)), (n(0), n(1)), (n(1), n(0)), (n(1), n(1)), (n(1), n(2)), (n(2), n(1))];
    small.extend([(n(2), n(2)), (n(0), n(2)), (n(3), n(5)), (n(0), max.clone()), (max.clone(), n(0))]);
    let kmax = largest_k_within(max);

    let mut fib = Vec::new();
    let (mut l0, mut l1) = (n(2), n(1)); // Lucas numbers
    for i in 2.. {
        let f = fibonacci(i);
        if f > kmax {
            break;
        }
        fib.extend(around(&f));
        if l1 <= kmax {
            fib.extend(around(&l1));
        }
        let next = &l0 + &l1;
        l0 = std::mem::replace(&mut l1, next);
    }

    let mut categories = vec![small, fib];
    let kmax_u64 = u64::try_from(&kmax).unwrap_or(u64::MAX);
    for method in Method::ALL {
        let ks = failures(method, 1, kmax_u64, budget);
        let mut cases = Vec::new();
        for k in ks {
            let (a, b) = p_position(&k.into());
            cases.extend([(a.clone(), b.clone()), (&a + 1u8, &b + 1u8), (b.clone(), a.clone())]);
            if a > Natural::ONE {
                cases.push((&a - 1u8, &b - 1u8));
            }
        }
        categories.push(cases);
    }
    let top = p_position(&kmax);
    categories.push(vec![top.clone(), (top.1, top.0), (max.clone(), max.clone())]);
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

fn random_case(rng: &mut ChaCha8Rng, max: &Natural, kmax: &Natural) -> Case {
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
