//! Slow, obviously correct solvers, written from the games' rules alone: the test
//! oracle for the `wythoff` crate (as `primal-slowsieve` is for `primal`).
//!
//! Nothing here knows a formula. A game is given by its move rule ([`Rules`]); the
//! solver computes every position's outcome and Sprague–Grundy value by retrograde
//! analysis over a bounded box of positions, in an order where every move goes to a
//! position already solved.
//!
//! ```
//! use wythoff_reference::{solve, Wythoff};
//! let table = solve(&Wythoff, &[20, 20]);
//! assert!(table.is_p(&[3, 5]));
//! assert!(!table.is_p(&[1, 1]));
//! assert!(table.misere_is_p(&[2, 2]));
//! ```

pub mod chessmen;
pub mod moore_nim;
pub mod take_and_break;

/// A game given by its move rule. A position is a tuple of natural numbers (heap
/// sizes, or a heap and a bound on the next take).
///
/// Every move must lead to a position that is lexicographically smaller (the first
/// coordinate counts most), so that solving in that order always finds a move's
/// result already solved; [`solve`] checks this.
pub trait Rules {
    /// Calls `each` with every position reachable in one move from `position`.
    fn moves(&self, position: &[u64], each: &mut dyn FnMut(&[u64]));
}

/// Wythoff's game: take any positive number from one pile, or the same positive
/// number from both.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wythoff;

impl Rules for Wythoff {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        let [a, b] = [p[0], p[1]];
        for t in 1..=a {
            each(&[a - t, b]);
        }
        for t in 1..=b {
            each(&[a, b - t]);
        }
        for t in 1..=a.min(b) {
            each(&[a - t, b - t]);
        }
    }
}

/// Nim: take any positive number from one heap (any number of heaps).
#[derive(Clone, Copy, Debug, Default)]
pub struct Nim;

impl Rules for Nim {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        let mut next = p.to_vec();
        for i in 0..p.len() {
            for t in 1..=p[i] {
                next[i] = p[i] - t;
                each(&next);
            }
            next[i] = p[i];
        }
    }
}

/// A subtraction game: one heap, take s for some s in the set with s ≤ the heap.
#[derive(Clone, Debug)]
pub struct Subtraction(pub Vec<u64>);

impl Rules for Subtraction {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        for &s in &self.0 {
            if s <= p[0] {
                each(&[p[0] - s]);
            }
        }
    }
}

/// The Fibonacci game. A position is (heap, the most the next move may take);
/// taking x leaves (heap − x, 2x), with the bound capped at the heap so positions
/// stay in a box (a bound above the heap allows the same moves).
#[derive(Clone, Copy, Debug, Default)]
pub struct FibonacciGame;

impl Rules for FibonacciGame {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        let (n, t) = (p[0], p[1]);
        for x in 1..=t.min(n) {
            each(&[n - x, (2 * x).min(n - x)]);
        }
    }
}

/// Fraenkel's generalized Wythoff game with parameter a ≥ 1: take k ≥ 1 from one
/// pile, or k ≥ 1 from the first and l ≥ 1 from the second with |k − l| < a.
#[derive(Clone, Copy, Debug)]
pub struct GeneralizedWythoff(pub u64);

impl Rules for GeneralizedWythoff {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        let [a, b] = [p[0], p[1]];
        for k in 1..=a {
            each(&[a - k, b]);
        }
        for l in 1..=b {
            each(&[a, b - l]);
        }
        for k in 1..=a {
            for l in 1..=b {
                if k.abs_diff(l) < self.0 {
                    each(&[a - k, b - l]);
                }
            }
        }
    }
}

/// Restricted Wythoff: take 1..=m from one pile, or the same 1..=m from both.
#[derive(Clone, Copy, Debug)]
pub struct RestrictedWythoff(pub u64);

impl Rules for RestrictedWythoff {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        let [a, b] = [p[0], p[1]];
        for t in 1..=self.0 {
            if t <= a {
                each(&[a - t, b]);
            }
            if t <= b {
                each(&[a, b - t]);
            }
            if t <= a && t <= b {
                each(&[a - t, b - t]);
            }
        }
    }
}

/// Multi-pile Wythoff, "one or all": take any positive amount from one pile, or
/// the same positive amount from every pile.
#[derive(Clone, Copy, Debug)]
pub struct OneOrAll;

impl Rules for OneOrAll {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        Nim.moves(p, each);
        let least = p.iter().copied().min().unwrap_or(0);
        if p.len() > 1 {
            for t in 1..=least {
                let next: Vec<u64> = p.iter().map(|&x| x - t).collect();
                each(&next);
            }
        }
    }
}

/// Multi-pile Wythoff, "one or any": choose a nonempty set of piles and take the
/// same positive amount from each of them.
#[derive(Clone, Copy, Debug)]
pub struct OneOrAny;

impl Rules for OneOrAny {
    fn moves(&self, p: &[u64], each: &mut dyn FnMut(&[u64])) {
        for set in 1u32..1 << p.len() {
            let chosen: Vec<usize> = (0..p.len()).filter(|&i| set >> i & 1 == 1).collect();
            let least = chosen.iter().map(|&i| p[i]).min().unwrap_or(0);
            for t in 1..=least {
                let mut next = p.to_vec();
                for &i in &chosen {
                    next[i] -= t;
                }
                each(&next);
            }
        }
    }
}

/// Rows 0..12 of Wythoff's Grundy table: each row's (least preperiod, least
/// period) of its additive periodicity G(a, b + p) = G(a, b) + p, found by an
/// independent brute force (issue 8's list), not by this crate or the fast one.
pub const WYTHOFF_ROW_PERIODS: [(u64, u64); 13] = [
    (0, 1),
    (0, 3),
    (0, 3),
    (8, 6),
    (9, 12),
    (27, 24),
    (37, 12),
    (92, 24),
    (102, 24),
    (127, 24),
    (224, 24),
    (277, 48),
    (347, 48),
];

/// Every position of a box solved: its Sprague–Grundy value under normal play and
/// its outcome under misère play.
#[derive(Clone, Debug)]
pub struct Table {
    bounds: Vec<u64>,
    grundy: Vec<u32>,
    misere_win: Vec<bool>,
}

// The lookups are #[inline]: the tests' closures call them from another crate,
// where they were a third of the largest test's time as calls.
impl Table {
    #[inline]
    fn index(&self, position: &[u64]) -> usize {
        assert_eq!(position.len(), self.bounds.len(), "position has the wrong number of coordinates");
        position.iter().zip(&self.bounds).fold(0usize, |i, (&x, &n)| {
            assert!(x < n, "position {position:?} is outside the solved box {:?}", self.bounds);
            i * n as usize + x as usize
        })
    }

    /// The Sprague–Grundy value (normal play): the least value not among the
    /// values of the positions one move away.
    #[inline]
    pub fn grundy(&self, position: &[u64]) -> u32 {
        self.grundy[self.index(position)]
    }

    /// Normal play: does the player to move lose?
    #[inline]
    pub fn is_p(&self, position: &[u64]) -> bool {
        self.grundy(position) == 0
    }

    /// Misère play (whoever moves last loses): does the player to move lose?
    #[inline]
    pub fn misere_is_p(&self, position: &[u64]) -> bool {
        !self.misere_win[self.index(position)]
    }
}

/// Solves every position `p` with `p[i] < bounds[i]`. Panics if a move leaves the
/// box or does not go to a lexicographically smaller position.
pub fn solve(rules: &impl Rules, bounds: &[u64]) -> Table {
    let size: usize = bounds.iter().map(|&n| n as usize).product();
    let mut table = Table { bounds: bounds.to_vec(), grundy: vec![0; size], misere_win: vec![false; size] };
    let mut position = vec![0u64; bounds.len()];
    let mut seen: Vec<bool> = Vec::new();
    for index in 0..size {
        // position = the coordinates of `index`, last coordinate fastest.
        let mut rest = index;
        for (x, &n) in position.iter_mut().zip(bounds).rev() {
            *x = (rest % n as usize) as u64;
            rest /= n as usize;
        }
        seen.clear();
        let (mut any_move, mut misere_win) = (false, false);
        rules.moves(&position, &mut |next| {
            let j = table.index(next);
            assert!(j < index, "the move {position:?} → {next:?} does not go to a smaller position");
            let g = table.grundy[j] as usize;
            if seen.len() <= g {
                seen.resize(g + 1, false);
            }
            seen[g] = true;
            any_move = true;
            misere_win |= !table.misere_win[j];
        });
        table.grundy[index] = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
        table.misere_win[index] = !any_move || misere_win;
    }
    table
}

/// The smallest solver of all: recursion on the rules, memoised in a map, nothing
/// else (no box, no order, no bitsets). Does the player to move from `position`
/// lose? Normal play: iff no move leads to a losing position; misère play: the
/// same, except that a player with no move wins.
///
/// ```
/// use std::collections::HashMap;
/// use wythoff_reference::{is_p_recursive, Wythoff};
/// let mut memo = HashMap::new();
/// assert!(is_p_recursive(&Wythoff, &[3, 5], false, &mut memo));
/// assert!(!is_p_recursive(&Wythoff, &[0, 0], true, &mut HashMap::new()));
/// ```
pub fn is_p_recursive(
    rules: &impl Rules,
    position: &[u64],
    misere: bool,
    memo: &mut std::collections::HashMap<Vec<u64>, bool>,
) -> bool {
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let mut next = Vec::new();
    rules.moves(position, &mut |to| next.push(to.to_vec()));
    let p = if next.is_empty() {
        !misere
    } else {
        next.iter().all(|to| !is_p_recursive(rules, to, misere, memo))
    };
    memo.insert(position.to_vec(), p);
    p
}

/// The positions one move away from `position` whose outcome is P (normal play if
/// `misere` is false): the winning moves, as resulting positions, in move order.
pub fn winning_moves(rules: &impl Rules, table: &Table, position: &[u64], misere: bool) -> Vec<Vec<u64>> {
    let mut found = Vec::new();
    rules.moves(position, &mut |next| {
        let p = if misere { table.misere_is_p(next) } else { table.is_p(next) };
        if p {
            found.push(next.to_vec());
        }
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_wythoff_p_positions_by_hand() {
        // Listed by hand from the rules (Wythoff 1907, table on p. 200).
        let t = solve(&Wythoff, &[11, 11]);
        let mut ps = Vec::new();
        for a in 0..11 {
            for b in a..11 {
                if t.is_p(&[a, b]) {
                    ps.push((a, b));
                }
            }
        }
        assert_eq!(ps, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
    }

    #[test]
    fn misere_terminal_position_is_a_win_for_the_mover() {
        let t = solve(&Wythoff, &[3, 3]);
        assert!(!t.misere_is_p(&[0, 0]));
        assert!(t.misere_is_p(&[0, 1]));
        assert!(t.grundy(&[0, 2]) == 2);
    }

    #[test]
    #[should_panic(expected = "outside the solved box")]
    fn lookups_outside_the_box_are_refused() {
        solve(&Wythoff, &[2, 2]).is_p(&[2, 0]);
    }
}
