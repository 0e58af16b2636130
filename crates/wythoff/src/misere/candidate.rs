//! A candidate quotient while one grows: an old quotient times a cyclic
//! monoid (index, period) for each heap set free of its old element, each
//! element's outcome worked out from its lightest sum by the definition, and
//! the monoid reduced to its classes under the heaps' actions (Moore's
//! refinement). See [`super::grow`].

use rustc_hash::FxHashMap as HashMap;

use super::product::Product;
use super::quotient::{Quotient, Work};

/// Each heap's moves, as the heaps each leaves.
pub(super) type Options = Vec<Vec<Vec<u64>>>;

/// Each heap's weight: more than every option's (the parts' weights added),
/// so a move's sum is lighter; 0 for a heap with no move. For a game whose
/// moves take tokens it is at most the heap's tokens. None past u64/1024.
pub(super) fn weights(options: &Options) -> Option<Vec<u64>> {
    let mut weight = vec![0u64; options.len()];
    for h in 1..options.len() {
        if let Some(most) = options[h]
            .iter()
            .map(|parts| parts.iter().fold(0u64, |w, &k| w.saturating_add(weight[k as usize])))
            .max()
        {
            weight[h] = most.saturating_add(1);
        }
    }
    weight.iter().all(|&w| w < u64::MAX / 1024).then_some(weight)
}

/// The largest monoid built as a candidate.
const LARGEST_TRIAL: u64 = 1 << 22;

/// Not known yet.
const UNKNOWN: u32 = u32::MAX;

/// A sum whose outcome a candidate must get right (`p`: a P-position), or it
/// is dropped as soon as that sum's element is reached.
#[derive(Clone, Copy)]
pub(super) struct Check<'a> {
    pub sum: &'a [u64],
    pub p: bool,
}

/// The candidate from `base` times a cyclic monoid (index, period) for each
/// heap of `free`, those heaps set free of their old elements (heap n, the
/// last of `options`, must be free if `base` stops below it). None when the
/// work limit passed; Some(None) when the monoid is too large to try, too
/// coarse (a move leads to an element no lighter sum reaches), or fails
/// `check`.
pub(super) fn extended(
    base: &Quotient,
    options: &Options,
    free: &[(u64, (u32, u32))],
    check: Option<Check>,
    work: &mut Work,
) -> Option<Option<Quotient>> {
    let n = options.len() as u64 - 1;
    let freed: Vec<u64> = free.iter().map(|&(h, _)| h).collect();
    let cycles: Vec<(u32, u32)> = free.iter().map(|&(_, c)| c).collect();
    let size = cycles.iter().fold(base.order() as u64, |s, &(i, p)| s * u64::from(i + p));
    if size > LARGEST_TRIAL {
        return Some(None);
    }
    let Some(weight) = weights(options) else { return Some(None) };
    // The monoid's elements: where each was found, its lightest tokens, its
    // step and outcome, and the queue's entries (about 28 bytes each).
    if !work.fits(size * 28) {
        return None;
    }
    let monoid = Product { base, cycles: &cycles };
    // The live heaps (those with a move), each as a step in the monoid.
    let live: Vec<u64> = (1..=n).filter(|&h| !options[h as usize].is_empty()).collect();
    let mut live_index = vec![usize::MAX; options.len()];
    for (j, &h) in live.iter().enumerate() {
        live_index[h as usize] = j;
    }
    let steps: Vec<Step> = live
        .iter()
        .map(|&h| match freed.iter().position(|&f| f == h) {
            Some(j) => Step::Cycle(j),
            None => Step::Base(base.heap(h)),
        })
        .collect();
    let times = |x: u64, j: usize| match steps[j] {
        Step::Cycle(c) => monoid.times_unit(x, c),
        Step::Base(g) => monoid.times_base(x, g),
    };
    // Each live heap's moves, as the live heaps they leave.
    let moves: Vec<Vec<Vec<usize>>> = live
        .iter()
        .map(|&h| {
            let mut m: Vec<Vec<usize>> = options[h as usize]
                .iter()
                .map(|parts| {
                    let mut p: Vec<usize> =
                        parts.iter().map(|&k| live_index[k as usize]).filter(|&j| j != usize::MAX).collect();
                    p.sort_unstable();
                    p
                })
                .collect();
            m.sort_unstable();
            m.dedup();
            m
        })
        .collect();
    let check = check.map(|c| {
        let x = c.sum.iter().fold(0u64, |x, &h| times(x, live_index[h as usize]));
        (x, c.p)
    });
    // Lightest sums first (Dijkstra over the heaps' steps, by tokens, ties by
    // element): a move's sum is lighter, so its element's outcome is known.
    let mut found = vec![UNKNOWN; size as usize];
    let mut best = vec![u64::MAX; size as usize];
    let mut order: Vec<u64> = Vec::new();
    let mut parent: Vec<(u32, u32)> = Vec::new(); // (index of the element before, live heap)
    let mut is_p: Vec<bool> = Vec::new();
    let mut buckets: std::collections::BTreeMap<u64, Vec<(u64, u32, u32)>> = Default::default();
    buckets.insert(0, vec![(0, UNKNOWN, 0)]);
    let mut path: Vec<usize> = Vec::new();
    while let Some((tokens, mut bucket)) = buckets.pop_first() {
        bucket.sort_unstable();
        for (x, from, via) in bucket {
            if found[x as usize] != UNKNOWN {
                continue;
            }
            if !work.spend(steps.len() as u64 + 1) {
                return None;
            }
            let at = order.len() as u32;
            found[x as usize] = at;
            order.push(x);
            parent.push((from, via));
            // The sum's heaps, from the tree.
            path.clear();
            let mut y = at;
            while parent[y as usize].0 != UNKNOWN {
                path.push(parent[y as usize].1 as usize);
                y = parent[y as usize].0;
            }
            path.sort_unstable();
            // P when there is a move and every move's element is not P.
            let mut p = !path.is_empty();
            let mut k = 0;
            'moves: while k < path.len() {
                let j = path[k];
                let rest =
                    path.iter().enumerate().filter(|&(i, _)| i != k).fold(0u64, |z, (_, &i)| times(z, i));
                for parts in &moves[j] {
                    let target = parts.iter().fold(rest, |z, &i| times(z, i));
                    match found[target as usize] {
                        // A move to an element not yet reached by fewer
                        // tokens: the monoid is too coarse.
                        UNKNOWN => return Some(None),
                        i if is_p[i as usize] => {
                            p = false;
                            break 'moves;
                        }
                        _ => {}
                    }
                }
                while k < path.len() && path[k] == j {
                    k += 1;
                }
            }
            is_p.push(p);
            if check.is_some_and(|(c, want)| c == x && want != p) {
                return Some(None);
            }
            for (j, &h) in live.iter().enumerate() {
                let y = times(x, j);
                let w = tokens + weight[h as usize];
                if found[y as usize] == UNKNOWN && w <= best[y as usize] {
                    best[y as usize] = w;
                    buckets.entry(w).or_default().push((y, at, j as u32));
                }
            }
        }
    }
    drop(best);
    // Moore's refinement of {P, not P} under the steps (one per distinct
    // step), over the elements reached.
    let reached = order.len();
    let mut distinct: Vec<usize> = Vec::new();
    for j in 0..steps.len() {
        if !distinct.iter().any(|&d| steps[d] == steps[j]) {
            distinct.push(j);
        }
    }
    let mut class: Vec<u32> = is_p.iter().map(|&p| u32::from(p)).collect();
    let mut classes = class.iter().max().map_or(0, |&c| c as usize + 1);
    loop {
        let before = classes;
        for &j in &distinct {
            if !work.spend(reached as u64) {
                return None;
            }
            let mut number: HashMap<(u32, u32), u32> =
                HashMap::with_capacity_and_hasher(classes * 2, Default::default());
            let next: Vec<u32> = (0..reached)
                .map(|i| {
                    let key = (class[i], class[found[times(order[i], j) as usize] as usize]);
                    let fresh = number.len() as u32;
                    *number.entry(key).or_insert(fresh)
                })
                .collect();
            classes = number.len();
            class = next;
        }
        if classes == before {
            break;
        }
    }
    // Classes numbered by their first (lightest) element.
    let mut number = vec![UNKNOWN; classes];
    let mut reps = Vec::new();
    for (i, &c) in class.iter().enumerate() {
        if number[c as usize] == UNKNOWN {
            number[c as usize] = reps.len() as u32;
            reps.push(i);
        }
    }
    let of = |i: usize| number[class[i] as usize];
    if !work.spend((reps.len() * live.len()) as u64)
        || !work.fits(reps.len() as u64 * (4 * live.len() as u64 + 17))
    {
        return None;
    }
    let mut heaps = vec![0u32; n as usize + 1];
    for (j, &h) in live.iter().enumerate() {
        heaps[h as usize] = of(found[times(0, j) as usize] as usize);
    }
    let p = reps.iter().map(|&i| is_p[i]).collect();
    let tree = reps
        .iter()
        .map(|&i| match parent[i] {
            (UNKNOWN, _) => (0, 0),
            (before, via) => (of(before as usize), live[via as usize]),
        })
        .collect();
    let q = Quotient::assemble(p, heaps, tree, Vec::new(), |c, h| {
        of(found[times(order[reps[c as usize]], live_index[h as usize]) as usize] as usize)
    });
    Some(Some(q))
}

/// A live heap's step in the candidate monoid: a free heap's cyclic
/// generator, or an old element of the base.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Step {
    Cycle(usize),
    Base(u32),
}
