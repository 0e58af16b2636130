//! Moore's Nim_k from its rule alone: a move takes a positive number of objects
//! from at least one and at most k heaps.

use crate::Rules;

/// Moore's Nim_k: the most heaps one move takes from is the field.
///
/// ```
/// use wythoff_reference::{moore_nim::MooreNim, solve};
/// let table = solve(&MooreNim(2), &[3, 3, 3]);
/// assert!(table.is_p(&[1, 1, 1]) && !table.is_p(&[1, 1, 0]));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct MooreNim(pub usize);

impl Rules for MooreNim {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        // Heap by heap: leave it, or (while fewer than k are taken from) take
        // 1 to all of it; every choice that took from a heap is a move.
        fn choose(i: usize, next: &mut Vec<u64>, taken: usize, k: usize, each: &mut dyn FnMut(&[u64])) {
            if i == next.len() {
                if taken > 0 {
                    each(next);
                }
                return;
            }
            choose(i + 1, next, taken, k, each);
            if taken < k {
                let heap = next[i];
                for left in 0..heap {
                    next[i] = left;
                    choose(i + 1, next, taken + 1, k, each);
                }
                next[i] = heap;
            }
        }
        choose(0, &mut p.to_vec(), 0, self.0, each);
    }
}
