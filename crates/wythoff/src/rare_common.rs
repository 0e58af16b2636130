//! The rare/common engine: the values of a take-and-break heap rule (an octal
//! code, Grundy's game) heap after heap, in time about (rare positions) per
//! heap instead of n.
//!
//! **The method** ("sparse space": Winning Ways ch. 4; Flammenkamp's octal
//! pages; Rogalski's and Beling's programs). A [`SparseSpace`] splits the
//! positions into a sparse ("rare") class and the rest, by the parity of
//! G(x) & mask (and of x, and a flip). For a split a + b = r the classes of a
//! and b decide the parity of G(a) ⊕ G(b) & mask: a value v with
//! [`SparseSpace::through_sparse`]`(r, v)` (a "common" value for r) is reached
//! only by splits with exactly one sparse part. So for heap n:
//!
//! 1. mark what the moves leaving nothing or one heap reach, and every split
//!    with a sparse part (the sparse positions so far, each once a split);
//! 2. the candidate c is the least value not marked that is common for every
//!    split's rest: nothing else can reach it, so c is not an option;
//! 3. every value below c not yet marked must be reached by some other split:
//!    one pass over the splits, smallest part first, stops when all are found,
//!    and then G(n) = c; if the pass ends with some unfound, the least of them
//!    is G(n) (then n is usually a new sparse position).
//!
//! Any space gives the same values (a poor one is only slower: with no sparse
//! position, step 3 is the definition's loop); a good one has few sparse
//! positions, chosen here from the value frequencies by a Walsh–Hadamard
//! transform of the counts ([`SparseSpace::from_counts`], every mask at once)
//! and rechosen each time n doubles, the sparse list rebuilt for the new
//! space. What the moves reach is one byte a value, so a mark is a plain
//! store, and the values still wanted in step 3 are filtered after each
//! chunk of splits. Exact always: nothing is assumed
//! about a heap that step 3 has not checked.
//!
//! Values are kept as u16; a value above 65,535 (none is known in any game
//! computed so far) stops the run with [`Stopped::Wide`], never a wrong value.
//!
//! References: E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways*,
//! ch. 4 ("Sparse space spells speed"); A. Flammenkamp, *Sprague-Grundy values
//! of octal games* (web pages); T. Rogalski's `octal` and P. Beling's
//! `impartial-games` (their measurements and method; the code here is ours).

use crate::octal::{SparseSpace, Work};

/// What a heap of n allows, as the engine reads it: the removals that leave
/// nothing (n = i), one heap (n − i ≥ 1), or two non-empty heaps (any split
/// of n − i ≥ 2, or for Grundy's game only into two different sizes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapMoves {
    /// Removals i that may take the whole heap.
    pub all: Vec<usize>,
    /// Removals i that may leave one heap.
    pub some: Vec<usize>,
    /// Removals i that may leave two heaps.
    pub split: Vec<usize>,
    /// Must the two heaps differ (Grundy's game)?
    pub unequal: bool,
}

impl HeapMoves {
    /// The moves of an octal code's digits d₀, d₁, … (bit 1: all, bit 2: one
    /// heap, bit 4: two heaps).
    pub fn octal(digits: &[u8]) -> HeapMoves {
        let with = |bit: u8| (0..digits.len()).filter(|&i| digits[i] & bit != 0).collect();
        HeapMoves { all: with(1), some: with(2), split: with(4), unequal: false }
    }

    /// Grundy's game: split a heap into two heaps of different sizes.
    pub fn grundys_game() -> HeapMoves {
        HeapMoves { all: vec![], some: vec![], split: vec![0], unequal: true }
    }

    /// The largest part x ≤ rest − x of a split of `rest` (both parts ≥ 1).
    fn last_part(&self, rest: usize) -> usize {
        if self.unequal { (rest - 1) / 2 } else { rest / 2 }
    }
}

/// Why a run stopped before the length asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// The step budget ran out.
    Work,
    /// A value above 65,535 at this heap: too wide for the engine's u16 values.
    Wide(usize),
}

/// A run of the engine: the values so far, the sparse positions of the
/// current space, and what it counts as it goes.
pub struct Engine {
    moves: HeapMoves,
    /// G(0), G(1), …
    values: Vec<u16>,
    space: SparseSpace,
    /// Fixed for the run (a test's), or rechosen as n doubles.
    fixed: bool,
    /// The sparse positions (≥ 1) and their values, in order.
    sparse_at: Vec<usize>,
    sparse_value: Vec<u16>,
    /// How often each value occurred since the space was last chosen, by the
    /// parity of the position.
    counts: [Vec<u64>; 2],
    /// The largest value so far.
    largest: u16,
    /// What heap n's moves reach, a byte a value (1 reached), indexed by a
    /// u16 or the XOR of two: no index to check, and a mark is a plain store.
    reached: Box<[u8; 1 << 16]>,
    /// The values below the candidate not yet found reached, in order.
    wanted: Vec<u16>,
    /// The rests n − i of heap n's splits.
    rests: Vec<usize>,
    /// The heaps where step 3 found a value below the candidate unreached.
    below_candidate: u64,
    /// Heaps since the space was chosen, and those below the candidate.
    since_choice: (usize, usize),
    /// The heap at which the space was last chosen (0 before any choice).
    chosen_at: usize,
}

/// What a run must keep, besides its values, to go on later exactly as if it
/// had not stopped ([`Engine::state`], [`Engine::resume`]): everything else
/// (the sparse list, the counts since the last choice, the largest value) is
/// rebuilt from the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineState {
    /// The space in use.
    pub space: SparseSpace,
    /// Fixed for the run, or rechosen as it goes.
    pub fixed: bool,
    /// The heap at which the space was last chosen.
    pub chosen_at: usize,
    /// Heaps below the candidate in all, and since the last choice.
    pub below_candidate: u64,
    /// See `below_candidate`.
    pub below_since_choice: usize,
}

impl Engine {
    /// A run of `moves` that chooses its space as it goes.
    pub fn new(moves: HeapMoves) -> Engine {
        Engine::with_space(moves, SparseSpace { mask: 1, domain: false, flip: true }, false)
    }

    /// A run with `space` throughout (`fixed`), or to start with.
    pub fn with_space(moves: HeapMoves, space: SparseSpace, fixed: bool) -> Engine {
        Engine {
            moves,
            values: Vec::new(),
            space,
            fixed,
            sparse_at: Vec::new(),
            sparse_value: Vec::new(),
            counts: [Vec::new(), Vec::new()],
            largest: 0,
            reached: Box::new([0; 1 << 16]),
            wanted: Vec::new(),
            rests: Vec::new(),
            below_candidate: 0,
            since_choice: (0, 0),
            chosen_at: 0,
        }
    }

    /// What the run must keep to go on later ([`Engine::resume`]).
    pub fn state(&self) -> EngineState {
        EngineState {
            space: self.space,
            fixed: self.fixed,
            chosen_at: self.chosen_at,
            below_candidate: self.below_candidate,
            below_since_choice: self.since_choice.1,
        }
    }

    /// A run of `moves` going on from `values` (G(0), G(1), …, as a run
    /// computed them) and the `state` it kept: from here it computes what the
    /// run would have, in the same spaces. An error if the state cannot be a
    /// run's at that many values. (That the values are `moves`'s is for the
    /// caller to know: a file of them carries a checksum.)
    ///
    /// ```
    /// use wythoff::octal::Work;
    /// use wythoff::rare_common::{Engine, HeapMoves};
    /// let mut whole = Engine::new(HeapMoves::grundys_game());
    /// whole.run(5000, &mut Work::unlimited()).unwrap();
    /// let mut first = Engine::new(HeapMoves::grundys_game());
    /// first.run(3000, &mut Work::unlimited()).unwrap();
    /// let (values, state) = (first.values().to_vec(), first.state());
    /// let mut rest = Engine::resume(HeapMoves::grundys_game(), values, state).unwrap();
    /// rest.run(5000, &mut Work::unlimited()).unwrap();
    /// assert_eq!((rest.values(), rest.state()), (whole.values(), whole.state()));
    /// ```
    pub fn resume(moves: HeapMoves, values: Vec<u16>, state: EngineState) -> Result<Engine, String> {
        let n = values.len();
        if state.chosen_at > n || state.below_since_choice > n - state.chosen_at {
            return Err(format!(
                "the space chosen at heap {} with {} heaps below the candidate since cannot be a run's of {n} values",
                state.chosen_at, state.below_since_choice
            ));
        }
        if (state.below_since_choice as u64) > state.below_candidate || state.below_candidate > n as u64 {
            return Err(format!(
                "{} heaps below the candidate ({} since the last choice) cannot be a run's of {n} values",
                state.below_candidate, state.below_since_choice
            ));
        }
        if state.fixed && state.chosen_at != 0 {
            return Err("a run with a fixed space never chose one".into());
        }
        let mut engine = Engine::with_space(moves, state.space, state.fixed);
        let largest = values.iter().copied().max().unwrap_or(0);
        // The counts since the last choice, as long as a run's (one past the
        // largest value: they grow and are never cut).
        let len = if n == 0 { 0 } else { usize::from(largest) + 1 };
        engine.counts = [vec![0; len], vec![0; len]];
        for (x, &v) in values.iter().enumerate().skip(state.chosen_at) {
            engine.counts[x % 2][usize::from(v)] += 1;
        }
        for (x, &v) in values.iter().enumerate().skip(1) {
            if state.space.sparse(x, v.into()) {
                engine.sparse_at.push(x);
                engine.sparse_value.push(v);
            }
        }
        engine.largest = largest;
        engine.values = values;
        engine.below_candidate = state.below_candidate;
        engine.since_choice = (n - state.chosen_at, state.below_since_choice);
        engine.chosen_at = state.chosen_at;
        Ok(engine)
    }

    /// The values computed, G(0) first.
    pub fn values(&self) -> &[u16] {
        &self.values
    }

    /// The space in use.
    pub fn space(&self) -> SparseSpace {
        self.space
    }

    /// How many sparse positions the space has among the values so far.
    pub fn sparse_count(&self) -> usize {
        self.sparse_at.len()
    }

    /// The sparse positions (≥ 1) of the space in use, in order.
    pub fn sparse_positions(&self) -> &[usize] {
        &self.sparse_at
    }

    /// How many heaps had a value below the candidate (step 3 ran to its end).
    pub fn below_candidate(&self) -> u64 {
        self.below_candidate
    }

    /// Computes values up to heap `len` − 1, charging `work` one step a split
    /// tried or sparse position marked; `Err` says why it stopped short (the
    /// values so far are kept).
    pub fn run(&mut self, len: usize, work: &mut Work) -> Result<(), Stopped> {
        while self.values.len() < len {
            if work.spent() {
                return Err(Stopped::Work);
            }
            let n = self.values.len();
            // Rechosen as n doubles, and sooner when heaps below the
            // candidate (each a full pass over the splits) come often.
            let (heaps, below) = self.since_choice;
            if !self.fixed && n >= 64 && (n.is_power_of_two() || (heaps >= 1024 && below * 64 >= heaps)) {
                self.rechoose();
            }
            let (v, steps, below) = self.next(n);
            work.charge(steps);
            self.below_candidate += u64::from(below);
            self.since_choice.0 += 1;
            self.since_choice.1 += usize::from(below);
            let v = u16::try_from(v).map_err(|_| Stopped::Wide(n))?;
            self.push(n, v);
        }
        Ok(())
    }

    /// The space with the fewest sparse positions by the counts since it was
    /// last chosen, and the sparse list rebuilt for it.
    fn rechoose(&mut self) {
        let chosen = SparseSpace::from_counts(&self.counts);
        self.since_choice = (0, 0);
        self.chosen_at = self.values.len();
        for c in &mut self.counts {
            c.iter_mut().for_each(|x| *x = 0);
        }
        if chosen != self.space {
            self.space = chosen;
            self.sparse_at.clear();
            self.sparse_value.clear();
            for (x, &v) in self.values.iter().enumerate().skip(1) {
                if self.space.sparse(x, v.into()) {
                    self.sparse_at.push(x);
                    self.sparse_value.push(v);
                }
            }
        }
    }

    fn push(&mut self, n: usize, v: u16) {
        if n > 0 && self.space.sparse(n, v.into()) {
            self.sparse_at.push(n);
            self.sparse_value.push(v);
        }
        let parity = n % 2;
        if self.counts[parity].len() <= v as usize {
            for c in &mut self.counts {
                c.resize(v as usize + 1, 0);
            }
        }
        self.counts[parity][v as usize] += 1;
        self.largest = self.largest.max(v);
        self.values.push(v);
    }

    /// G(n), from the values below it, the steps it took, and whether it is
    /// below the candidate.
    fn next(&mut self, n: usize) -> (u32, u64, bool) {
        let Engine {
            moves, values: g, space, sparse_at, sparse_value, reached, wanted, rests, largest, ..
        } = self;
        // The table itself, not the box (whose pointer a byte store could
        // otherwise overwrite, as far as the compiler knows).
        let reached: &mut [u8; 1 << 16] = reached;
        // Every XOR of two values so far is below `range` (at most 2^16).
        let range = (usize::from(*largest) + 1).next_power_of_two();
        reached[..(range + 1).min(1 << 16)].fill(0);
        for &i in &moves.all {
            if i == n {
                reached[0] = 1;
            }
        }
        for &i in &moves.some {
            if i < n {
                reached[usize::from(g[n - i])] = 1;
            }
        }
        // The least value not reached, `range` (or 2^16) if all below it are.
        let first_not = |reached: &[u8; 1 << 16], ok: &dyn Fn(usize) -> bool| {
            (0..range.min((1 << 16) - 1)).find(|&v| reached[v] == 0 && ok(v)).unwrap_or(range)
        };
        // Step 1: every split with a sparse part.
        let mut steps = 1u64;
        rests.clear();
        rests.extend(moves.split.iter().filter(|&&i| i + 2 <= n).map(|&i| n - i));
        for &rest in rests.iter() {
            let count = sparse_at.partition_point(|&r| r < rest);
            steps += count as u64;
            let (at, value) = (&sparse_at[..count], &sparse_value[..count]);
            // Grundy's game: not the split into two halves.
            let half = if moves.unequal && rest % 2 == 0 { at.binary_search(&(rest / 2)).ok() } else { None };
            let below = &g[..rest];
            let mut each = |at: &[usize], value: &[u16]| {
                for (&r, &v) in at.iter().zip(value) {
                    reached[usize::from(v ^ below[rest.wrapping_sub(r)])] = 1;
                }
            };
            match half {
                Some(h) => {
                    each(&at[..h], &value[..h]);
                    each(&at[h + 1..], &value[h + 1..]);
                }
                None => each(at, value),
            }
        }
        if rests.is_empty() {
            return (first_not(reached, &|_| true) as u32, steps, false);
        }
        // Step 2: the least value not reached that no split without exactly
        // one sparse part can reach (`range` if the space has none below it,
        // as a space with mask 0 and no flip).
        let candidate =
            first_not(reached, &|v| rests.iter().all(|&rest| space.through_sparse(rest, v as u32)));
        // Step 3: the values below it not reached, each to be found.
        wanted.clear();
        wanted.extend((0..candidate).filter(|&v| reached[v] == 0).map(|v| v as u16));
        if wanted.is_empty() {
            return (candidate as u32, steps, false);
        }
        'scan: for &rest in rests.iter() {
            let last = moves.last_part(rest);
            let (low, high) = (&g[1..=last], &g[rest - last..rest]);
            // In chunks of 64 splits, each a store and no branch; the values
            // still wanted are filtered after each chunk (most are found in
            // the first few, so the filter is short where the scan is long).
            let mut done = 0u64;
            for (lows, highs) in low.chunks(64).zip(high.rchunks(64)) {
                for (&a, &b) in lows.iter().zip(highs.iter().rev()) {
                    reached[usize::from(a ^ b)] = 1;
                }
                done += lows.len() as u64;
                wanted.retain(|&v| reached[usize::from(v)] == 0);
                if wanted.is_empty() {
                    steps += done;
                    break 'scan;
                }
            }
            steps += last as u64;
        }
        match wanted.first() {
            None => (candidate as u32, steps, false),
            // Some value below the candidate is not reached: the least is G(n).
            Some(&least) => (least.into(), steps, true),
        }
    }
}

impl SparseSpace {
    /// The space with the fewest sparse positions, given how often each
    /// value occurred at even (`counts[0]`) and odd (`counts[1]`) positions:
    /// every mask below the next power of two above the values, with and
    /// without the position's parity, either class.
    ///
    /// ```
    /// use wythoff::octal::SparseSpace;
    /// // Values 0 and 3 common, 1 and 2 rare: the mask 1 (or 2) with flip.
    /// let s = SparseSpace::from_counts(&[vec![50, 1, 1, 50], vec![50, 0, 2, 50]]);
    /// assert!(!s.sparse(2, 0) && !s.sparse(3, 3) && s.sparse(4, 1) && s.sparse(5, 2));
    /// ```
    pub fn from_counts(counts: &[Vec<u64>; 2]) -> SparseSpace {
        // For each mask m, W_p(m) = Σ_v counts[p][v]·(−1)^parity(v & m), the
        // Walsh–Hadamard transform of the counts (tczajka's octal-games
        // chooses its mask so): the positions of parity p with parity(v & m)
        // = 1 number (T_p − W_p(m))/2. All masks in O(top log top), where
        // trying each mask over the values took O(top²).
        let len = counts[0].len().max(counts[1].len()).max(2);
        let top = len.next_power_of_two();
        let walsh = |c: &[u64]| {
            let mut w: Vec<i64> = (0..top).map(|v| c.get(v).map_or(0, |&x| x as i64)).collect();
            let mut h = 1;
            while h < top {
                for block in w.chunks_mut(2 * h) {
                    let (lo, hi) = block.split_at_mut(h);
                    for (a, b) in lo.iter_mut().zip(hi) {
                        (*a, *b) = (*a + *b, *a - *b);
                    }
                }
                h *= 2;
            }
            w
        };
        let (w0, w1) = (walsh(&counts[0]), walsh(&counts[1]));
        let (t0, t1) = (w0[0], w1[0]);
        // Twice the sparse positions of each space: parity(v & m), plus the
        // position's parity with `domain`, plus `flip`, odd.
        let twice = |m: usize, domain: bool, flip: bool| {
            let sign = if flip { -1 } else { 1 };
            let odd = if domain { -sign } else { sign };
            (t0 - sign * w0[m]) + (t1 - odd * w1[m])
        };
        (1..top)
            .flat_map(|mask| {
                [(false, false), (false, true), (true, false), (true, true)]
                    .map(|(domain, flip)| SparseSpace { mask: mask as u32, domain, flip })
            })
            .min_by_key(|s| twice(s.mask as usize, s.domain, s.flip))
            .expect("a mask")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::OctalCode;

    fn engine_values(moves: HeapMoves, len: usize, space: Option<SparseSpace>) -> Vec<u32> {
        let mut e = match space {
            Some(s) => Engine::with_space(moves, s, true),
            None => Engine::new(moves),
        };
        e.run(len, &mut Work::unlimited()).unwrap();
        e.values().iter().map(|&v| v.into()).collect()
    }

    /// Spaces a run is forced to: every position sparse, none, and others.
    fn forced() -> Vec<SparseSpace> {
        let mut spaces = Vec::new();
        for mask in [0, 1, 2, 3, 6] {
            for (domain, flip) in [(false, false), (false, true), (true, false), (true, true)] {
                spaces.push(SparseSpace { mask, domain, flip });
            }
        }
        spaces
    }

    #[test]
    fn the_transform_counts_each_space_as_trying_it_does() {
        // Counts from a fixed generator; every space's sparse count by the
        // definition, and the choice is a space with the least.
        let mut x = 12345u64;
        let mut next = || {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            x >> 33
        };
        for len in [2, 3, 5, 16, 100] {
            let counts = [
                (0..len).map(|_| next() % 50).collect::<Vec<u64>>(),
                (0..len).map(|_| next() % 50).collect(),
            ];
            let sparse = |s: &SparseSpace| -> u64 {
                (0..len)
                    .map(|v| (0..2).filter(|&p| s.sparse(p, v as u32)).map(|p| counts[p][v]).sum::<u64>())
                    .sum()
            };
            let chosen = SparseSpace::from_counts(&counts);
            let top = (len as u32).max(2).next_power_of_two();
            let least = (1..top)
                .flat_map(|mask| {
                    [(false, false), (false, true), (true, false), (true, true)]
                        .map(|(domain, flip)| SparseSpace { mask, domain, flip })
                })
                .map(|s| sparse(&s))
                .min()
                .unwrap();
            assert_eq!(sparse(&chosen), least, "{len}");
        }
    }

    #[test]
    fn every_two_digit_code_is_its_definition_in_every_space() {
        for d0 in [0u8, 4] {
            for d1 in 0..8u8 {
                for d2 in 0..8u8 {
                    let Ok(code) = format!("{d0}.{d1}{d2}").parse::<OctalCode>() else { continue };
                    let exact = code.values(600);
                    let moves = code.engine_moves();
                    assert_eq!(engine_values(moves.clone(), 600, None), exact, "{code}");
                    for s in forced() {
                        assert_eq!(engine_values(moves.clone(), 600, Some(s)), exact, "{code} {s:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_sample_of_three_digit_codes_is_its_definition_to_2_14() {
        // Every 32nd three-digit code (a fixed stride, so the sample is the
        // same each run), its space chosen as the run goes, and forced to every
        // position sparse and to none.
        let all_sparse = SparseSpace { mask: 0, domain: false, flip: true };
        let none_sparse = SparseSpace { mask: 0, domain: false, flip: false };
        let mut checked = 0;
        for d in (0..512u32).step_by(32).map(|d| d + 7) {
            let text = format!("0.{}{}{}", d / 64, d / 8 % 8, d % 8);
            let code: OctalCode = text.parse().unwrap();
            let len = 1 << 14;
            let exact = code.values(len);
            assert_eq!(engine_values(code.engine_moves(), len, None), exact, "{text}");
            assert_eq!(engine_values(code.engine_moves(), 4096, Some(all_sparse)), exact[..4096], "{text}");
            assert_eq!(engine_values(code.engine_moves(), 4096, Some(none_sparse)), exact[..4096], "{text}");
            checked += 1;
        }
        assert_eq!(checked, 16);
    }

    #[test]
    fn a_run_resumed_is_the_run_uninterrupted() {
        // Stopped anywhere (at a choice of space, just after, between) and
        // resumed from its values and state: the same values, sparse heaps and
        // state at the end as one run, and the same steps in all.
        for (moves, len) in [
            (HeapMoves::grundys_game(), 20_000),
            ("0.6".parse::<OctalCode>().unwrap().engine_moves(), 20_000),
            ("0.161".parse::<OctalCode>().unwrap().engine_moves(), 20_000),
            ("0.007".parse::<OctalCode>().unwrap().engine_moves(), 5_000),
        ] {
            let mut whole = Engine::new(moves.clone());
            let mut work = Work::unlimited();
            whole.run(len, &mut work).unwrap();
            let whole_steps = u64::MAX - work.left;
            for stop in [0, 1, 63, 64, 65, 1024, 1025, 4096, 4097, 7777, len - 1, len]
                .into_iter()
                .filter(|&s| s <= len)
            {
                let mut first = Engine::new(moves.clone());
                let mut work = Work::unlimited();
                first.run(stop, &mut work).unwrap();
                let mut rest = Engine::resume(moves.clone(), first.values().to_vec(), first.state()).unwrap();
                // What it rebuilt from the values is what the run had.
                assert_eq!(rest.counts, first.counts, "{moves:?} stopped at {stop}");
                assert_eq!(rest.since_choice, first.since_choice, "{moves:?} stopped at {stop}");
                assert_eq!((&rest.sparse_at, &rest.sparse_value), (&first.sparse_at, &first.sparse_value));
                assert_eq!(rest.largest, first.largest, "{moves:?} stopped at {stop}");
                rest.run(len, &mut work).unwrap();
                let differ = (0..len).find(|&i| rest.values().get(i) != whole.values().get(i));
                assert_eq!(differ, None, "{moves:?} stopped at {stop}: the values differ first there");
                assert_eq!(rest.state(), whole.state(), "{moves:?} stopped at {stop}");
                assert_eq!(rest.sparse_positions(), whole.sparse_positions(), "{moves:?} stopped at {stop}");
                assert_eq!(u64::MAX - work.left, whole_steps, "{moves:?} stopped at {stop}");
            }
            // The run chose its space more than once on the way.
            assert!(whole.state().chosen_at > 1024, "{moves:?}");
        }
        // A state no run could have is refused.
        let moves = HeapMoves::grundys_game();
        let mut e = Engine::new(moves.clone());
        e.run(100, &mut Work::unlimited()).unwrap();
        let bad = EngineState { chosen_at: 101, ..e.state() };
        assert!(Engine::resume(moves.clone(), e.values().to_vec(), bad).is_err());
        let bad = EngineState { below_candidate: 101, ..e.state() };
        assert!(Engine::resume(moves, e.values().to_vec(), bad).is_err());
    }

    #[test]
    fn grundys_game_is_its_definition_in_every_space() {
        let exact = crate::grundys_game::values(3000);
        assert_eq!(engine_values(HeapMoves::grundys_game(), 3000, None), exact);
        for s in forced() {
            assert_eq!(engine_values(HeapMoves::grundys_game(), 1500, Some(s)), exact[..1500], "{s:?}");
        }
    }
}
