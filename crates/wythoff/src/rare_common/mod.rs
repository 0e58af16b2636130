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
//! space. Exact always: nothing is assumed about a heap that step 3 has not
//! checked.
//!
//! **Speed.** What the moves reach is one byte a value, so a mark is a plain
//! store. Step 1 is made a block of 128 heaps at a time for the sparse
//! positions from 256 on (their partners were all computed a block before:
//! one pass over consecutive values each), on a second core while this one
//! computes the block before ([`Cores`]; `blocks`); this core marks the rest
//! (about 50 of Grundy's game's 1,287). Step 3 compares 64 splits at a time
//! with the values still wanted, vectorised, or looks them up in a 512-bit
//! table with AVX-512 VBMI, chosen at run time ([`Kernel`]; `scan`, `simd`).
//! Every choice reads the same splits, so the values and the steps charged
//! are the same with one core or two, and with any kernel. The engine keeps
//! the first and the last four million values beside the run's for its
//! scans; a scan past them runs where the run's values are.
//!
//! **Memory.** A run keeps every value, or with a [`Window`] the first and
//! the last, reading any other it needs back from an [`Archive`] (the file
//! its values go to); without one, a run that needs a value it let go stops
//! there ([`Stopped::Forgotten`]), never assumes it.
//!
//! Values are kept as u16; a value above 65,535 (none is known in any game
//! computed so far) stops the run with [`Stopped::Wide`], never a wrong value.
//!
//! References: E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways*,
//! ch. 4 ("Sparse space spells speed"); A. Flammenkamp, *Sprague-Grundy values
//! of octal games* (web pages); T. Rogalski's `octal` and P. Beling's
//! `impartial-games` (their measurements and method; the code here is ours).

use std::sync::mpsc;

use crate::octal::{SparseSpace, Work};

mod blocks;
mod heap;
mod history;
mod portable;
mod scan;
mod simd;
mod space;
#[cfg(test)]
mod tests;

pub use history::{Archive, Window};
pub use scan::Kernel;

use blocks::{BLOCK, Job, Marker, Splits};
use heap::{Recent, Source};
use history::History;

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
    /// This heap needs the value of heap `needs`, which the run let go
    /// ([`Engine::set_window`]): the values before `heap` are kept.
    Forgotten {
        /// The heap not computed.
        heap: usize,
        /// The value it needs.
        needs: usize,
    },
}

/// How many cores a run uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cores {
    /// Two where the machine has them and the run is long (2^16 heaps or
    /// more in one call), else one.
    Auto,
    /// One: the block marks are made on the engine's own core.
    One,
    /// Two: the next block's marks are made on a second core while this one
    /// is computed (see [`Engine::set_cores`]).
    Two,
}

/// The first values and the last the engine keeps beside the run's values
/// for its scans, and the most of each: a scan past them reads the values
/// themselves (from the marker's core when it has them). The unit tests'
/// is small, so that their runs read past it.
const CACHED: usize = if cfg!(test) { 1 << 11 } else { 1 << 22 };

/// A run of the engine: the values so far, the sparse positions of the
/// current space, and what it counts as it goes.
pub struct Engine {
    /// G(0), G(1), …: on the marker's core while a run uses two.
    values: History,
    heaps: Heaps,
}

/// Everything of a run but its values.
struct Heaps {
    moves: HeapMoves,
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
    /// The same packed into bits with a block's row, and the values of odd
    /// parity under the space's mask, a bit each (as far as computed).
    marked: Vec<u64>,
    odd: Vec<u64>,
    /// The values below the candidate not yet found reached, in order.
    wanted: Vec<u16>,
    /// The removals i of heap n's splits (rest n − i).
    removals: Vec<usize>,
    /// The heaps where step 3 found a value below the candidate unreached.
    below_candidate: u64,
    /// Heaps since the space was chosen, and those below the candidate.
    since_choice: (usize, usize),
    /// The heap at which the space was last chosen (0 before any choice).
    chosen_at: usize,
    /// G(0), … as far as [`CACHED`], and the last values newest first.
    first: Vec<u16>,
    last: Recent,
    /// How many values there are.
    len: usize,
    cores: Cores,
    kernel: Kernel,
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
            values: History::default(),
            heaps: Heaps {
                moves,
                space,
                fixed,
                sparse_at: Vec::new(),
                sparse_value: Vec::new(),
                counts: [Vec::new(), Vec::new()],
                largest: 0,
                reached: Box::new([0; 1 << 16]),
                marked: Vec::new(),
                odd: Vec::new(),
                wanted: Vec::new(),
                removals: Vec::new(),
                below_candidate: 0,
                since_choice: (0, 0),
                chosen_at: 0,
                first: Vec::new(),
                last: Recent::new(),
                len: 0,
                cores: Cores::Auto,
                kernel: Kernel::best(),
            },
        }
    }

    /// How many cores the runs use (by default [`Cores::Auto`]): any choice
    /// gives the same values and steps.
    pub fn set_cores(&mut self, cores: Cores) {
        self.heaps.cores = cores;
    }

    /// The vector kernel of the scans (by default the best this processor
    /// has, [`Kernel::best`]): any gives the same values and steps. A kernel
    /// the processor lacks is refused (`Err`).
    pub fn set_kernel(&mut self, kernel: Kernel) -> Result<(), String> {
        if !Kernel::available().contains(&kernel) {
            return Err(format!("this processor cannot run the {kernel:?} kernel"));
        }
        self.heaps.kernel = kernel;
        Ok(())
    }

    /// What the run must keep to go on later ([`Engine::resume`]).
    pub fn state(&self) -> EngineState {
        let h = &self.heaps;
        EngineState {
            space: h.space,
            fixed: h.fixed,
            chosen_at: h.chosen_at,
            below_candidate: h.below_candidate,
            below_since_choice: h.since_choice.1,
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
        Engine::resume_from(moves, state, None, values)
    }

    /// [`Engine::resume`] from values read in order (a file's, say), keeping
    /// of them what `window` keeps ([`Engine::set_window`]; all with `None`).
    pub fn resume_from(
        moves: HeapMoves,
        state: EngineState,
        window: Option<Window>,
        values: impl IntoIterator<Item = u16>,
    ) -> Result<Engine, String> {
        if state.fixed && state.chosen_at != 0 {
            return Err("a run with a fixed space never chose one".into());
        }
        let mut engine = Engine::with_space(moves, state.space, state.fixed);
        engine.set_window(window);
        let h = &mut engine.heaps;
        let mut chunk = Vec::with_capacity(1 << 16);
        for v in values {
            let x = h.len;
            // The counts since the last choice, as long as a run's (one past
            // the largest value: they grow and are never cut).
            if h.counts[0].len() <= usize::from(v) {
                for c in &mut h.counts {
                    c.resize(usize::from(v) + 1, 0);
                }
            }
            if x >= state.chosen_at {
                h.counts[x % 2][usize::from(v)] += 1;
            }
            if x > 0 && state.space.sparse(x, v.into()) {
                h.sparse_at.push(x);
                h.sparse_value.push(v);
            }
            h.largest = h.largest.max(v);
            if h.first.len() < CACHED {
                h.first.push(v);
            }
            h.last.push(v);
            h.len += 1;
            chunk.push(v);
            if chunk.len() == chunk.capacity() {
                engine.values.extend(&chunk);
                engine.values.saved_to(h.len);
                chunk.clear();
            }
        }
        engine.values.extend(&chunk);
        let n = engine.values.len();
        engine.values.saved_to(n);
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
        let h = &mut engine.heaps;
        h.below_candidate = state.below_candidate;
        h.since_choice = (n - state.chosen_at, state.below_since_choice);
        h.chosen_at = state.chosen_at;
        Ok(engine)
    }

    /// Keeps of the values only the first `window.first` and the last
    /// `window.last` (all with `None`, the default), each let go once the
    /// caller says it has it ([`Engine::saved_to`]): memory bounded by the
    /// window ([`Window::bytes`]), not by the run's length. A value let go
    /// that the run needs again (a sparse heap's partner, a long scan's
    /// split, every value when the space is chosen again at a power of two)
    /// is read back from the archive ([`Engine::set_archive`]); without one,
    /// or if it cannot, the run stops at that heap ([`Stopped::Forgotten`]).
    pub fn set_window(&mut self, window: Option<Window>) {
        self.values.set_window(window);
    }

    /// Where the run reads back values its window let go (the file the
    /// caller saves them to, say).
    pub fn set_archive(&mut self, archive: Box<dyn Archive>) {
        self.values.set_archive(Some(archive));
    }

    /// Values below heap `k` may be let go (the caller has saved them).
    pub fn saved_to(&mut self, k: usize) {
        self.values.saved_to(k);
    }

    /// The values kept from some heap on, and that heap: every value (from
    /// 0) unless a window let some go.
    pub fn kept(&self) -> (usize, &[u16]) {
        self.values.kept()
    }

    /// How many values there are.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// No value yet?
    pub fn is_empty(&self) -> bool {
        self.values.len() == 0
    }

    /// Makes room for the values up to heap `len` − 1 at once (a long run
    /// in rounds then never holds its values twice while they move).
    pub fn reserve(&mut self, len: usize) {
        self.values.reserve(len);
    }

    /// The values computed, G(0) first. A run with a window that let values
    /// go has only those from [`Engine::kept`]'s heap on: this is then empty.
    pub fn values(&self) -> &[u16] {
        self.values.all().unwrap_or(&[])
    }

    /// The space in use.
    pub fn space(&self) -> SparseSpace {
        self.heaps.space
    }

    /// How many sparse positions the space has among the values so far.
    pub fn sparse_count(&self) -> usize {
        self.heaps.sparse_at.len()
    }

    /// The sparse positions (≥ 1) of the space in use, in order.
    pub fn sparse_positions(&self) -> &[usize] {
        &self.heaps.sparse_at
    }

    /// How many heaps had a value below the candidate (step 3 ran to its end).
    pub fn below_candidate(&self) -> u64 {
        self.heaps.below_candidate
    }

    /// Computes values up to heap `len` − 1, charging `work` one step a split
    /// tried or sparse position marked; `Err` says why it stopped short (the
    /// values so far are kept).
    pub fn run(&mut self, len: usize, work: &mut Work) -> Result<(), Stopped> {
        let Engine { values, heaps } = self;
        while values.len() < len {
            if heaps.blocks_from(values.len(), len) {
                let two = match heaps.cores {
                    Cores::One => false,
                    Cores::Two => true,
                    Cores::Auto => {
                        len - values.len() >= 1 << 16
                            && std::thread::available_parallelism().is_ok_and(|c| c.get() >= 2)
                    }
                };
                let splits = Splits { removals: heaps.moves.split.clone(), unequal: heaps.moves.unequal };
                let features = heaps.kernel.features();
                if two {
                    let (ask, asks) = mpsc::channel();
                    let (answer, answers) = mpsc::channel();
                    let (splits, history) = (&splits, &mut *values);
                    std::thread::scope(|scope| {
                        let marker =
                            scope.spawn(move || blocks::serve(history, splits, features, asks, answer));
                        let mut there = Marker::There { ask, answers, pending: None };
                        let ran = heaps.run_blocks(len, work, &mut there);
                        drop(there);
                        marker.join().expect("the marker does not panic");
                        ran
                    })?;
                } else {
                    let mut here = Marker::Here {
                        values: &mut *values,
                        splits,
                        features,
                        bytes: Vec::new(),
                        high: Vec::new(),
                        pending: None,
                    };
                    heaps.run_blocks(len, work, &mut here)?;
                }
                continue;
            }
            if work.spent() {
                return Err(Stopped::Work);
            }
            let n = values.len();
            let forgotten = |needs| Stopped::Forgotten { heap: n, needs };
            if heaps.wants_choice(n) {
                heaps.rechoose(n, |space| blocks::sparse(values, space)).map_err(forgotten)?;
            }
            let (v, steps, below) = heaps.next(n, Source::Values(values)).map_err(forgotten)?;
            heaps.count(steps, below, work);
            let v = u16::try_from(v).map_err(|_| Stopped::Wide(n))?;
            heaps.push(n, v);
            values.extend(&[v]);
        }
        Ok(())
    }
}

impl Heaps {
    /// Can heaps from n on be computed in blocks (far enough along, values
    /// narrow enough for the rows, splits to mark)?
    fn blocks_from(&self, n: usize, len: usize) -> bool {
        n >= 4 * BLOCK
            && len > n
            && !self.moves.split.is_empty()
            && self.moves.split.iter().all(|&i| i < BLOCK / 2)
            && self.largest < 1024
    }

    /// Is the space to be chosen again at heap n: as n doubles, and sooner
    /// when heaps below the candidate (each a full pass over the splits)
    /// come often, or, from 2^24 on (where each such pass is more than 2^23
    /// splits), a thousand of them (Grundy's game between 2^25 and 2^26:
    /// values from 256 up appear, the space of mask 254 makes thousands of
    /// them sparse, each a full pass, where mask 510 makes them common)?
    fn wants_choice(&self, n: usize) -> bool {
        let (heaps, below) = self.since_choice;
        // (Once a heap: a block started again after a choice asks again.)
        !self.fixed
            && n >= 64
            && self.chosen_at < n
            && (n.is_power_of_two()
                || (heaps >= 1024 && below * 64 >= heaps)
                || (n >= 1 << 24 && below >= 1024))
    }

    /// The space with the fewest sparse positions by the counts since it was
    /// last chosen (at heap n), and the sparse list rebuilt for it by
    /// `sparse`. Whether it changed; or the first value `sparse` lacked
    /// (then nothing changed).
    fn rechoose(
        &mut self,
        n: usize,
        sparse: impl FnOnce(SparseSpace) -> Result<Vec<(usize, u16)>, usize>,
    ) -> Result<bool, usize> {
        let chosen = SparseSpace::from_counts(&self.counts);
        let list = if chosen == self.space { None } else { Some(sparse(chosen)?) };
        self.since_choice = (0, 0);
        self.chosen_at = n;
        for c in &mut self.counts {
            c.iter_mut().for_each(|x| *x = 0);
        }
        let Some(list) = list else { return Ok(false) };
        self.space = chosen;
        self.odd.clear();
        (self.sparse_at, self.sparse_value) = list.into_iter().unzip();
        Ok(true)
    }

    /// Counts a heap's steps and whether it was below the candidate.
    fn count(&mut self, steps: u64, below: bool, work: &mut Work) {
        work.charge(steps);
        self.below_candidate += u64::from(below);
        self.since_choice.0 += 1;
        self.since_choice.1 += usize::from(below);
    }

    /// Takes in G(n) = v (the caller keeps the values themselves).
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
        if self.first.len() < CACHED {
            self.first.push(v);
        }
        self.last.push(v);
        self.len = n + 1;
    }

    /// The marks of block `first..first + count` from the sparse positions
    /// from 2·BLOCK up to `snapshot` (every value below `snapshot` known).
    fn job(&self, first: usize, count: usize, snapshot: usize) -> Job {
        let from = self.sparse_at.partition_point(|&r| r < 2 * BLOCK);
        let to = self.sparse_at.partition_point(|&r| r < snapshot);
        let range = (usize::from(self.largest) + 1).next_power_of_two();
        Job {
            first,
            count,
            words: range.div_ceil(64),
            sparse: self.sparse_at[from..to]
                .iter()
                .copied()
                .zip(self.sparse_value[from..to].iter().copied())
                .collect(),
        }
    }

    /// Heaps from `self.len` on, in blocks, until `len` or until blocks no
    /// longer serve; the marker has every value when this returns.
    fn run_blocks(&mut self, len: usize, work: &mut Work, marker: &mut Marker) -> Result<(), Stopped> {
        // The next block's rows, if asked for: its first heap, and the heap
        // of their snapshot (every sparse position below it is in them).
        let mut asked: Option<(usize, usize)> = None;
        let mut done = Vec::with_capacity(BLOCK);
        let mut stopped = None;
        while stopped.is_none() && self.blocks_from(self.len, len) {
            let n = self.len;
            let count = BLOCK.min(len - n);
            let (rows, snapshot) = match asked.take() {
                Some((first, snapshot)) if first == n => (marker.take_rows(), snapshot),
                stale => {
                    if stale.is_some() {
                        drop(marker.take_rows());
                    }
                    marker.ask_rows(self.job(n, count, n));
                    (marker.take_rows(), n)
                }
            };
            let rows = match rows {
                Ok(rows) => rows,
                Err(needs) => {
                    stopped = Some(Stopped::Forgotten { heap: n, needs });
                    break;
                }
            };
            // The next block's, on the marker's core while this one goes on.
            let next = n + count;
            if self.blocks_from(next, len) {
                marker.ask_rows(self.job(next, BLOCK.min(len - next), n));
                asked = Some((next, n));
            }
            let below = self.sparse_at.partition_point(|&r| r < 2 * BLOCK);
            let since = self.sparse_at.partition_point(|&r| r < snapshot).max(below);
            for n in n..next {
                if work.spent() {
                    stopped = Some(Stopped::Work);
                    break;
                }
                let forgotten = |needs| Stopped::Forgotten { heap: n, needs };
                if self.wants_choice(n) {
                    marker.append(std::mem::take(&mut done));
                    match self.rechoose(n, |space| marker.sparse(space)) {
                        // The rows are the old space's: a new block from here.
                        Ok(true) => break,
                        Ok(false) => {}
                        Err(needs) => {
                            stopped = Some(forgotten(needs));
                            break;
                        }
                    }
                }
                let source = Source::Block {
                    row: rows.row(n - rows.first),
                    below,
                    since,
                    marker: &mut *marker,
                    done: &mut done,
                };
                let (v, steps, below) = match self.next(n, source) {
                    Ok(next) => next,
                    Err(needs) => {
                        stopped = Some(forgotten(needs));
                        break;
                    }
                };
                self.count(steps, below, work);
                let Ok(v) = u16::try_from(v) else {
                    stopped = Some(Stopped::Wide(n));
                    break;
                };
                self.push(n, v);
                done.push(v);
            }
            marker.append(std::mem::take(&mut done));
        }
        if asked.is_some() {
            drop(marker.take_rows());
        }
        stopped.map_or(Ok(()), Err)
    }
}
