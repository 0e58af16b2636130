//! Witnesses that a quotient's elements are distinct: a few *test* sums,
//! and each element's outcomes against them. Each element x is played as its
//! lightest sum of heaps ([`Quotient::word`]); for elements x ≠ y some test t
//! gives x·t and y·t different outcomes, so x's sum and y's sum are told
//! apart by adding t's sum: in the game itself, not only in the quotient,
//! once those sums' outcomes are checked by the definition
//! ([`Witnesses::sums`] lists them). Then no two elements are one class, and
//! the quotient's order is a lower bound as well as, by the proof of (i), an
//! upper one: it is exact.
//!
//! So that the definition can check them, every sum is kept to at most
//! [`Witnesses::tokens`] tokens, the fewest for which every two elements are
//! still told apart; an element's outcome against a test that would pass it
//! is not claimed. The tests are then chosen greedily, each telling apart the
//! most pairs not yet told apart (lighter sums first among equals), a set
//! cover over the pairs that Moore's refinement guarantees can be made.

use super::Quotient;

/// Test sums and each element's outcomes against them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Witnesses {
    /// The tests, as elements (each played as its lightest sum,
    /// [`Quotient::word`]).
    pub tests: Vec<u32>,
    /// `outcomes[x][j]`: is x · `tests[j]` in the P-portion? None where the
    /// sum would pass [`tokens`](Self::tokens) (no claim is made).
    pub outcomes: Vec<Vec<Option<bool>>>,
    /// The most tokens of any sum claimed.
    pub tokens: u64,
}

/// Why no witnesses were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoWitnesses {
    /// Elements `x` and `y` are not told apart by any product: the quotient
    /// is not reduced.
    Alike {
        /// The first element.
        x: u32,
        /// The second.
        y: u32,
    },
    /// The work limit passed (the search costs about the order cubed times
    /// the tests over 512).
    Work,
}

/// Bits of a set of elements.
type Bits = Vec<u64>;

fn bit(bits: &Bits, x: usize) -> bool {
    bits[x / 64] >> (x % 64) & 1 != 0
}

impl Witnesses {
    /// Tests that tell every two elements of `q` apart, within `limit`
    /// units of work (eight words of 64 elements each, a few nanoseconds).
    ///
    /// ```
    /// use wythoff::misere::{Quotient, Witnesses};
    /// use wythoff::octal::OctalCode;
    /// let kayles: OctalCode = "0.77".parse().unwrap();
    /// let q = Quotient::compute(&kayles, 12, 1 << 26).unwrap();
    /// let w = Witnesses::of(&q, 1 << 24).unwrap();
    /// // Every two elements differ at a test both have an outcome for.
    /// for x in 0..q.order() {
    ///     for y in x + 1..q.order() {
    ///         assert!(w.outcomes[x].iter().zip(&w.outcomes[y]).any(|(a, b)| a.is_some() && b.is_some() && a != b));
    ///     }
    /// }
    /// ```
    pub fn of(q: &Quotient, limit: u64) -> Result<Witnesses, NoWitnesses> {
        let order = q.order();
        let words = order.div_ceil(64);
        let mut spent = 0u64;
        let mut spend = |units: u64| {
            spent = spent.saturating_add(units);
            if spent >> 16 != (spent - units.min(spent)) >> 16 {
                crate::cancel::check();
            }
            spent <= limit
        };
        if !spend((order as u64).saturating_mul(order as u64)) {
            return Err(NoWitnesses::Work);
        }
        // p[z]: the x with x·z in P, along z's lightest sum.
        let p: Vec<Bits> = (0..order as u32)
            .map(|z| {
                let mut bits = vec![0u64; words];
                for x in 0..order {
                    if q.in_p(q.product(x as u32, z)) {
                        bits[x / 64] |= 1 << (x % 64);
                    }
                }
                bits
            })
            .collect();
        let tokens: Vec<u64> = (0..order as u32).map(|z| q.word(z).iter().sum()).collect();
        // The elements by tokens, and for a bound b the elements of at most
        // b tokens.
        let within = |b: u64| -> Bits {
            let mut bits = vec![0u64; words];
            for (x, &t) in tokens.iter().enumerate() {
                if t <= b {
                    bits[x / 64] |= 1 << (x % 64);
                }
            }
            bits
        };
        // Can x and y be told apart with sums of at most b tokens?
        let apart = |x: usize, y: usize, b: u64| {
            let most = tokens[x].max(tokens[y]);
            (0..order).any(|z| most + tokens[z] <= b && bit(&p[z], x) != bit(&p[z], y))
        };
        let heaviest = tokens.iter().copied().max().unwrap_or(0);
        // The fewest tokens that tell every pair apart: the pair least
        // easily told apart sets it.
        let mut bound = heaviest;
        for x in 0..order {
            if !spend(order as u64 * order as u64 / 512 + 1) {
                return Err(NoWitnesses::Work);
            }
            for y in x + 1..order {
                if apart(x, y, bound) {
                    continue;
                }
                let most = tokens[x].max(tokens[y]);
                match (0..order).filter(|&z| bit(&p[z], x) != bit(&p[z], y)).map(|z| most + tokens[z]).min() {
                    Some(b) => bound = bound.max(b),
                    None => return Err(NoWitnesses::Alike { x: x as u32, y: y as u32 }),
                }
            }
        }
        // The tests, greedily: each tells apart the most pairs that are not
        // yet (apart[x]: the y already told apart from x).
        let mut apart = vec![vec![0u64; words]; order];
        let mut left = order as u64 * (order as u64).saturating_sub(1) / 2;
        let mut tests: Vec<u32> = Vec::new();
        let mut chosen = vec![false; order];
        // The pairs test z tells apart that are not yet: for each x it may
        // claim, the y it may claim whose outcome differs.
        let told = |z: usize, apart: &[Bits], mut f: &mut dyn FnMut(usize, usize, u64)| {
            let allowed = within(bound.saturating_sub(tokens[z]));
            for x in (0..order).filter(|&x| bit(&allowed, x)) {
                let flip = if bit(&p[z], x) { u64::MAX } else { 0 };
                for w in 0..words {
                    let new = allowed[w] & (p[z][w] ^ flip) & !apart[x][w];
                    if new != 0 {
                        f(x, w, new);
                    }
                }
            }
            let _ = &mut f;
        };
        while left > 0 {
            let mut best: Option<(u64, u64, usize)> = None;
            for z in (0..order).filter(|&z| !chosen[z]) {
                // (A unit is eight words of 64 elements: a few nanoseconds.)
                if !spend(order as u64 * words as u64 / 8 + 1) {
                    return Err(NoWitnesses::Work);
                }
                let mut count = 0u64;
                told(z, &apart, &mut |_, _, new| count += u64::from(new.count_ones()));
                let better = match best {
                    None => count > 0,
                    Some((c, t, _)) => count > c || (count == c && tokens[z] < t),
                };
                if better {
                    best = Some((count, tokens[z], z));
                }
            }
            let Some((count, _, z)) = best else {
                unreachable!("the bound tells every pair apart");
            };
            chosen[z] = true;
            tests.push(z as u32);
            let mut marks: Vec<(usize, usize, u64)> = Vec::new();
            told(z, &apart, &mut |x, w, new| marks.push((x, w, new)));
            for (x, w, new) in marks {
                apart[x][w] |= new;
            }
            // Each pair was counted from both ends.
            left -= count / 2;
        }
        let outcomes = (0..order)
            .map(|x| {
                tests
                    .iter()
                    .map(|&z| (tokens[x] + tokens[z as usize] <= bound).then(|| bit(&p[z as usize], x)))
                    .collect()
            })
            .collect();
        Ok(Witnesses { tests, outcomes, tokens: bound })
    }

    /// The sums whose outcomes the witnesses rest on: for each element x and
    /// test j with a claim, (x, j, the heaps of x's lightest sum and the
    /// test's) with the outcome claimed, lightest sums first.
    pub fn sums(&self, q: &Quotient) -> Vec<(u32, usize, Vec<u64>, bool)> {
        let words: Vec<Vec<u64>> = self.tests.iter().map(|&t| q.word(t)).collect();
        let mut all: Vec<(u32, usize, Vec<u64>, bool)> = Vec::new();
        for x in 0..q.order() as u32 {
            let mine = q.word(x);
            for (j, test) in words.iter().enumerate() {
                if let Some(p) = self.outcomes[x as usize][j] {
                    let mut sum = mine.clone();
                    sum.extend_from_slice(test);
                    sum.sort_unstable();
                    all.push((x, j, sum, p));
                }
            }
        }
        all.sort_by_key(|(x, j, sum, _)| (sum.iter().sum::<u64>(), *x, *j));
        all
    }
}

/// How far the witnesses' sums were checked by the definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// The sums checked, lightest first.
    pub checked: usize,
    /// The sums the witnesses rest on.
    pub of: usize,
    /// A sum whose outcome is not the one claimed: (element, test, sum).
    pub wrong: Option<(u32, usize, Vec<u64>)>,
}

/// Sums of at most this many tokens are checked by searching every sum they
/// reach; heavier ones through misère canonical forms.
pub const SEARCHED_TOKENS: u64 = 20;

impl Witnesses {
    /// Checks the sums the witnesses rest on ([`Witnesses::sums`]) by the
    /// definition, lightest first, within `limit` steps: a sum of at most
    /// [`SEARCHED_TOKENS`] tokens by searching every sum it reaches
    /// ([`MisereSearch`](super::MisereSearch)), a heavier one by the
    /// definition over two misère canonical forms, the element's sum's and
    /// the test's ([`Forms::sum_is_p`](super::Forms::sum_is_p); Conway's
    /// simplification keeps every outcome). Neither reads the quotient.
    ///
    /// ```
    /// use wythoff::misere::{Quotient, Witnesses};
    /// use wythoff::octal::OctalCode;
    /// let kayles: OctalCode = "0.77".parse().unwrap();
    /// let q = Quotient::compute(&kayles, 12, 1 << 26).unwrap();
    /// let w = Witnesses::of(&q, 1 << 24).unwrap();
    /// let checked = w.check(&q, &kayles, 1 << 26);
    /// assert_eq!((checked.checked, checked.wrong), (checked.of, None));
    /// ```
    pub fn check(&self, q: &Quotient, game: &(impl super::HeapOptions + ?Sized), limit: u64) -> Checked {
        use super::{Form, Forms, MisereSearch, heap_forms};
        let sums = self.sums(q);
        let mut done = Checked { checked: 0, of: sums.len(), wrong: None };
        let mut search = MisereSearch::new(game, limit);
        let top = sums.iter().flat_map(|(_, _, s, _)| s.iter().copied()).max().unwrap_or(0);
        let mut forms = Forms::new(limit);
        let heaps = heap_forms(&mut forms, game, top).ok();
        let mut words: std::collections::HashMap<Vec<u64>, Form> = Default::default();
        let mut pairs = Default::default();
        for (x, j, sum, claimed) in sums {
            let truth = if sum.iter().sum::<u64>() <= SEARCHED_TOKENS {
                search.is_p(&sum).ok()
            } else {
                let Some(heaps) = &heaps else { break };
                let mut form_of = |word: &[u64]| -> Option<Form> {
                    if let Some(&f) = words.get(word) {
                        return Some(f);
                    }
                    let mut f = Form::ZERO;
                    for &h in word {
                        f = forms.add(f, heaps[h as usize]).ok()?;
                    }
                    words.insert(word.to_vec(), f);
                    Some(f)
                };
                match (form_of(&q.word(x)), form_of(&q.word(self.tests[j]))) {
                    (Some(a), Some(b)) => forms.sum_is_p(a, b, &mut pairs, limit).ok(),
                    _ => None,
                }
            };
            match truth {
                None => break,
                Some(p) if p != claimed => {
                    done.wrong = Some((x, j, sum));
                    break;
                }
                Some(_) => done.checked += 1,
            }
        }
        done
    }
}
