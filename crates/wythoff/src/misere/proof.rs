//! The proof of (i) for a candidate quotient: every sum's misère outcome is
//! the one its element predicts (see [`super::Quotient`] for the theorem).
//!
//! A sum w of heaps has the element x(w), the product of its heaps'
//! elements, and its moves lead to the elements x(w − h)·t, for each heap h
//! of w and each element t of h's options. (i) asks, for every sum:
//!
//! - **P side**: if x(w) is in the P-portion, no move leads into it. Such a
//!   move is x(w − h)·t with x(w − h)·Φ(h) in P, and x(w − h) can be any
//!   element y, so it is enough that y·Φ(h) ∈ P ⇒ y·t ∉ P for every element
//!   y, heap h and t: a check element by element.
//! - **N side**: if x(w) is not in the P-portion and w has a move, some move
//!   leads into it. This depends on the sum, not only on its element, so the
//!   sums are walked: heap kind by heap kind (heaps with the same element and
//!   the same options' elements are alike in every sum), each to the exponent
//!   where its element's powers repeat (a larger exponent gives the state of
//!   a smaller one), keeping the product so far and the set R of elements
//!   the moves so far lead to, each still to be multiplied by the heaps to
//!   come. Only whether r·s lands in P matters for r in R, s a product of
//!   the heaps to come, so R is kept as a set of *classes*: elements alike
//!   under the remaining kinds' elements (the coarsest partition that
//!   separates P from not P and is kept by multiplying by each of them,
//!   Moore's refinement). The partitions coarsen as the walk goes on, to {P,
//!   not P} after the last kind, and the sets of classes are stored once
//!   each, so the walk holds far fewer states than sets of elements would
//!   give. A state reached twice keeps its lightest sum, so the failure found
//!   is a lightest failing sum.
//!
//! MisereSolver (Siegel) proves its candidates with the same two sides: the
//! P side element by element, the N side by a walk over words that keeps,
//! for each element, only the smallest sets of move elements seen. The walk
//! by classes here is this crate's own.

use rustc_hash::FxHashMap as HashMap;

use super::quotient::{Quotient, Work};

/// Heaps that are alike in every sum: the same element and the same
/// options' elements. `heap` is the smallest, the one a witness uses.
struct Kind {
    heap: u64,
    element: u32,
    /// The options, one for each element they lead to (the heaps each
    /// leaves): y times an option's element is y times its heaps'.
    moves: Vec<Vec<u64>>,
    /// How many powers of the element before the first repeat, that one
    /// included.
    powers: usize,
}

/// y times the element of the heaps `parts`.
fn times(q: &Quotient, y: u32, parts: &[u64]) -> u32 {
    parts.iter().fold(y, |z, &h| q.times_heap(z, h))
}

/// The live heaps of `q` (those with a move, up to its last heap) as kinds.
fn kinds(q: &Quotient, options: &[Vec<Vec<u64>>]) -> Vec<Kind> {
    let mut kinds: Vec<Kind> = Vec::new();
    let mut seen: rustc_hash::FxHashSet<(u32, Vec<u32>)> = Default::default();
    for (h, heap_moves) in options.iter().enumerate().take(q.last() as usize + 1).skip(1) {
        if heap_moves.is_empty() {
            continue;
        }
        let mut moves: Vec<(u32, &Vec<u64>)> =
            heap_moves.iter().map(|parts| (q.element(parts), parts)).collect();
        moves.sort_unstable();
        moves.dedup_by_key(|(t, _)| *t);
        let element = q.heap(h as u64);
        let key = (element, moves.iter().map(|&(t, _)| t).collect::<Vec<u32>>());
        if seen.insert(key) {
            let moves = moves.into_iter().map(|(_, parts)| parts.clone()).collect();
            kinds.push(Kind { heap: h as u64, element, moves, powers: q.powers(element).len() });
        }
    }
    // Alike elements together, so the walk's partitions change rarely.
    kinds.sort_by_key(|k| (k.element, k.heap));
    kinds
}

/// A sum's weight: its tokens, then its heaps.
type Weight = (u64, u64);

fn weight(sum: &[u64]) -> Weight {
    (sum.iter().sum(), sum.len() as u64)
}

/// (i) for `q`: Some(None) when every sum is predicted; Some(Some(sum)) a
/// lightest mispredicted sum (fewest tokens, then fewest heaps); None when
/// the work limit passed.
pub(super) fn first_failure(
    q: &Quotient,
    options: &[Vec<Vec<u64>>],
    work: &mut Work,
) -> Option<Option<Vec<u64>>> {
    let kinds = kinds(q, options);
    let p = p_side(q, &kinds, work)?;
    let n = n_side(q, &kinds, work)?;
    Some(match (p, n) {
        (Some(a), Some(b)) => Some(if weight(&b) < weight(&a) { b } else { a }),
        (a, b) => a.or(b),
    })
}

/// The P side, element by element: a lightest sum y + h with y·Φ(h) in P
/// and a move of h into P.
fn p_side(q: &Quotient, kinds: &[Kind], work: &mut Work) -> Option<Option<Vec<u64>>> {
    let moves: u64 = kinds.iter().map(|k| k.moves.len() as u64 + 1).sum();
    if !work.spend(q.order() as u64 * moves) {
        return None;
    }
    let mut best: Option<Vec<u64>> = None;
    for y in 0..q.order() as u32 {
        for kind in kinds {
            if q.in_p(q.times(y, kind.element)) && kind.moves.iter().any(|parts| q.in_p(times(q, y, parts))) {
                let mut sum = q.word(y);
                sum.push(kind.heap);
                sum.sort_unstable();
                if best.as_ref().is_none_or(|b| weight(&sum) < weight(b)) {
                    best = Some(sum);
                }
            }
        }
    }
    Some(best)
}

/// The coarsest partition finer than `classes` that multiplying by each of
/// `by` keeps: elements x, y in one class only if x·g and y·g are, for every
/// g. Classes numbered by their first element.
pub(super) fn refined(q: &Quotient, classes: &[u32], by: &[u32], work: &mut Work) -> Option<Vec<u32>> {
    let mut classes = classes.to_vec();
    let mut count = count(&classes);
    loop {
        let before = count;
        for &g in by {
            if !work.spend(classes.len() as u64) {
                return None;
            }
            let mut number: HashMap<(u32, u32), u32> =
                HashMap::with_capacity_and_hasher(count * 2, Default::default());
            let next: Vec<u32> = (0..classes.len() as u32)
                .map(|x| {
                    let key = (classes[x as usize], classes[q.times(x, g) as usize]);
                    let fresh = number.len() as u32;
                    *number.entry(key).or_insert(fresh)
                })
                .collect();
            count = number.len();
            classes = next;
        }
        if count == before {
            return Some(classes);
        }
    }
}

fn count(classes: &[u32]) -> usize {
    classes.iter().max().map_or(0, |&c| c as usize + 1)
}

/// The N side: the walk by classes, kind by kind. A lightest sum whose
/// element is not in P, that has a move, and none of whose moves leads into
/// P.
fn n_side(q: &Quotient, kinds: &[Kind], work: &mut Work) -> Option<Option<Vec<u64>>> {
    let order = q.order();
    // partitions[i]: the classes while kinds[i..] are still to come;
    // partitions[kinds.len()] is {not P, P} numbered 0 and 1.
    // (A partition changes only where a new element joins those to come;
    // the kinds are in order of their elements, so that is rare.)
    let mut partitions: Vec<std::rc::Rc<Vec<u32>>> =
        vec![std::rc::Rc::new((0..order as u32).map(|x| u32::from(q.in_p(x))).collect())];
    let mut gens: Vec<u32> = Vec::new();
    for kind in kinds.iter().rev() {
        let last = partitions.last().expect("one").clone();
        if gens.contains(&kind.element) {
            partitions.push(last);
        } else {
            gens.push(kind.element);
            partitions.push(std::rc::Rc::new(refined(q, &last, &gens, work)?));
        }
    }
    // The partitions kept (one a distinct generator) and, below, each
    // level's states and sets: the walk's working set.
    let kept = (gens.len() as u64 + 1) * order as u64 * 4;
    if !work.fits(kept) {
        return None;
    }
    partitions.reverse();
    // How each state of each level was reached: (state of the level before,
    // exponent). Only these stay; a level's states go once the next is made.
    let mut levels: Vec<Vec<(u32, u32)>> = Vec::with_capacity(kinds.len());
    // The sets of classes at the current level, each stored once.
    let mut sets: Vec<Box<[u32]>> = vec![Box::new([])];
    let mut states: Vec<(u32, u32, Weight)> = vec![(0, 0, (0, 0))];
    for (i, kind) in kinds.iter().enumerate() {
        let (from, to) = (&*partitions[i], &*partitions[i + 1]);
        // A representative of each class before, and where multiplying it by
        // each power takes it after.
        let mut representative = vec![u32::MAX; count(from)];
        for (x, &c) in from.iter().enumerate() {
            if representative[c as usize] == u32::MAX {
                representative[c as usize] = x as u32;
            }
        }
        let mut moved: Vec<Vec<u32>> = Vec::with_capacity(kind.powers);
        let mut times_power = representative.clone();
        for _ in 0..kind.powers {
            moved.push(times_power.iter().map(|&z| to[z as usize]).collect());
            times_power.iter_mut().for_each(|z| *z = q.times(*z, kind.element));
        }
        // The classes the heap's moves lead to from each element y (the
        // rest of the sum's product), filled as needed.
        let mut leads: Vec<Option<Box<[u32]>>> = vec![None; order];
        let mut next_sets: Vec<Box<[u32]>> = Vec::new();
        let mut set_index: HashMap<Box<[u32]>, u32> = HashMap::default();
        let mut index: HashMap<(u32, u32), u32> = HashMap::default();
        let mut next: Vec<(u32, u32, Weight)> = Vec::new();
        let mut back: Vec<(u32, u32)> = Vec::new();
        let mut set = Vec::new();
        for (at, &(x, s, (tokens, heaps))) in states.iter().enumerate() {
            if !work.spend(kind.powers as u64 * (sets[s as usize].len() + kind.moves.len() + 1) as u64) {
                return None;
            }
            let mut prod = x;
            for (k, moved) in moved.iter().enumerate() {
                set.clear();
                set.extend(sets[s as usize].iter().map(|&c| moved[c as usize]));
                if k > 0 {
                    // prod is x·g^(k−1) here.
                    let lead = leads[prod as usize].get_or_insert_with(|| {
                        let mut l: Vec<u32> =
                            kind.moves.iter().map(|parts| to[times(q, prod, parts) as usize]).collect();
                        l.sort_unstable();
                        l.dedup();
                        l.into_boxed_slice()
                    });
                    set.extend_from_slice(lead);
                    prod = q.times(prod, kind.element);
                }
                set.sort_unstable();
                set.dedup();
                let id = match set_index.get(set.as_slice()) {
                    Some(&id) => id,
                    None => {
                        let id = next_sets.len() as u32;
                        next_sets.push(set.clone().into_boxed_slice());
                        set_index.insert(set.clone().into_boxed_slice(), id);
                        id
                    }
                };
                let w = (tokens + k as u64 * kind.heap, heaps + k as u64);
                let state = (prod, id);
                match index.get(&state) {
                    Some(&j) if next[j as usize].2 <= w => {}
                    Some(&j) => {
                        next[j as usize].2 = w;
                        back[j as usize] = (at as u32, k as u32);
                    }
                    None => {
                        index.insert(state, next.len() as u32);
                        next.push((prod, id, w));
                        back.push((at as u32, k as u32));
                    }
                }
            }
        }
        let level_bytes = next.len() as u64 * 40
            + next_sets.iter().map(|s| 24 + 8 * s.len() as u64).sum::<u64>()
            + levels.iter().map(|b| 8 * b.len() as u64).sum::<u64>();
        if !work.fits(kept + level_bytes) {
            return None;
        }
        states = next;
        sets = next_sets;
        levels.push(back);
    }
    // The last partition is {not P, P}: a failure has a move (a set that is
    // not empty) and no move into P (class 1).
    let failure = states
        .iter()
        .enumerate()
        .filter(|&(_, &(x, s, _))| {
            let set = &sets[s as usize];
            !q.in_p(x) && !set.is_empty() && !set.contains(&1)
        })
        .min_by_key(|&(_, &(_, _, w))| w)
        .map(|(at, _)| at);
    Some(failure.map(|mut at| {
        let mut sum = Vec::new();
        for (back, kind) in levels.iter().zip(kinds).rev() {
            let (before, k) = back[at];
            sum.extend(std::iter::repeat_n(kind.heap, k as usize));
            at = before as usize;
        }
        sum.sort_unstable();
        sum
    }))
}
