//! Growing a quotient by one heap, as Siegel's MisereSolver does (the
//! algorithm is his; this code is written from its description). With the
//! quotient of heaps 1 to n − 1 in hand, heap n is first tried as each
//! existing element (a *conservative extension*: the quotient does not
//! change). When none fits, a larger monoid is built ([`super::candidate`]):
//! the old quotient times a cyclic monoid for heap n; then, while some sum's
//! outcome is mispredicted, the heaps of the lightest such sum are set free
//! of their elements (in ever larger sets, as Siegel's recalibration does)
//! until that sum comes out right. Every candidate is proven
//! ([`super::proof`]) before it is returned.

use super::HeapOptions;
use super::candidate::{Check, Options, extended, weights};
use super::proof::{first_failure, refined};
use super::quotient::{NotFound, Quotient, Work};

/// The most recalibrations tried for one heap.
const RECALIBRATIONS: usize = 256;

impl Quotient {
    /// The quotient of the sums of heaps 1 to `last` of `game`, within
    /// `limit` units of work.
    ///
    /// ```
    /// use wythoff::misere::{HeapOptions, Quotient};
    /// struct Nim;
    /// impl HeapOptions for Nim {
    ///     fn heap_options(&self, n: u64, f: &mut dyn FnMut(&[u64])) {
    ///         f(&[]);
    ///         (1..n).for_each(|k| f(&[k]));
    ///     }
    /// }
    /// // Misère Nim with heaps of 1 only: 1 + 1 is 0, and one heap of 1 is P.
    /// let q = Quotient::compute(&Nim, 1, 1 << 24).unwrap();
    /// assert_eq!(q.order(), 2);
    /// assert!(q.is_p(&[1]) && !q.is_p(&[1, 1]));
    /// // With heaps of 2 too: the quotient of order 6 (Plambeck and Siegel's T2).
    /// assert_eq!(Quotient::compute(&Nim, 2, 1 << 24).unwrap().order(), 6);
    /// ```
    pub fn compute(game: &(impl HeapOptions + ?Sized), last: u64, limit: u64) -> Result<Quotient, NotFound> {
        let mut q = Quotient::trivial();
        let mut work = Work::new(limit);
        while q.last() < last {
            q = q.grow_within(game, &mut work)?;
        }
        Ok(q)
    }

    /// The quotient grown from heap 0 until it [covers](Self::covers) heap
    /// `n` (up to n, or certified for every heap sooner), within `budget`
    /// units of work (what it uses is taken off).
    pub fn covering(
        game: &(impl HeapOptions + ?Sized),
        n: u64,
        budget: &mut u64,
    ) -> Result<Quotient, NotFound> {
        Quotient::trivial().grown_to(game, n, budget, u64::MAX)
    }

    /// This quotient grown on until it [covers](Self::covers) heap `n`,
    /// within `budget` units of work (what it uses is taken off) and
    /// `memory` bytes for its largest working set.
    pub fn grown_to(
        &self,
        game: &(impl HeapOptions + ?Sized),
        n: u64,
        budget: &mut u64,
        memory: u64,
    ) -> Result<Quotient, NotFound> {
        let mut q = self.clone();
        while !q.covers(n) {
            q = q.grow_bounded(game, budget, memory)?;
        }
        Ok(q)
    }

    /// The quotient with one more heap, within `budget` units of work (what
    /// it uses is taken off).
    pub fn grow(&self, game: &(impl HeapOptions + ?Sized), budget: &mut u64) -> Result<Quotient, NotFound> {
        self.grow_bounded(game, budget, u64::MAX)
    }

    /// [`grow`](Self::grow) within `memory` bytes for its largest working
    /// set (a candidate monoid, the proof's walk, the quotient itself),
    /// estimated as each is made: [`NotFound::Memory`] past it.
    pub fn grow_bounded(
        &self,
        game: &(impl HeapOptions + ?Sized),
        budget: &mut u64,
        memory: u64,
    ) -> Result<Quotient, NotFound> {
        let mut work = Work::within(*budget, memory);
        let grown = self.grow_within(game, &mut work);
        *budget = budget.saturating_sub(work.done());
        grown
    }

    fn grow_within(&self, game: &(impl HeapOptions + ?Sized), work: &mut Work) -> Result<Quotient, NotFound> {
        let q = grown(self, game, work).map_err(|e| match work.wanted() {
            Some(bytes) => NotFound::Memory { heap: e.heap(), bytes },
            None => e,
        })?;
        let stable = q.period(&game.families());
        Ok(q.with_stable(stable))
    }

    /// (iii): refining {P, not P} by each generator's action ends with every
    /// element alone.
    fn reduced(&self, work: &mut Work) -> Option<bool> {
        let classes: Vec<u32> = (0..self.order() as u32).map(|x| u32::from(self.in_p(x))).collect();
        let refined = refined(self, &classes, self.generators(), work)?;
        Some(refined.iter().max().map_or(0, |&c| c as usize + 1) == self.order())
    }
}

/// The quotient of heaps 1 to `q.last() + 1`.
fn grown(q: &Quotient, game: &(impl HeapOptions + ?Sized), work: &mut Work) -> Result<Quotient, NotFound> {
    let n = q.last() + 1;
    let options: Options = (0..=n)
        .map(|h| {
            let mut moves = Vec::new();
            game.heap_options(h, &mut |parts| moves.push(parts.to_vec()));
            moves
        })
        .collect();
    let out_of_work = NotFound::Work { heap: n };
    if !work.spend(options.iter().map(|o| o.len() as u64 + 1).sum()) {
        return Err(out_of_work);
    }
    if options[n as usize].is_empty() {
        return Ok(q.with_heap(0));
    }
    let Some(weight) = weights(&options) else { return Err(NotFound::NoCandidate { heap: n }) };
    // A conservative extension: heap n as an old element (a copy of the
    // quotient with one more heap).
    if !work.fits(q.bytes()) {
        return Err(out_of_work);
    }
    // A heap whose moves lead to the elements some older heap's lead to is
    // that heap's element (the stabilisation argument of Quotient::stable:
    // in every sum it behaves as that heap does), with nothing to prove.
    let leads = |h: usize| -> Vec<u32> {
        let mut to: Vec<u32> = options[h].iter().map(|parts| q.element(parts)).collect();
        to.sort_unstable();
        to.dedup();
        to
    };
    let mine = leads(n as usize);
    if !work.spend(options.iter().map(|o| o.len() as u64).sum()) {
        return Err(out_of_work);
    }
    if let Some(h) = (1..n as usize).rev().find(|&h| !options[h].is_empty() && leads(h) == mine) {
        return Ok(q.with_heap(q.heap(h as u64)).canonical(&weight));
    }
    let alone_p = options[n as usize].iter().all(|parts| !q.in_p(q.element(parts)));
    for x in 0..q.order() as u32 {
        if q.in_p(x) != alone_p || !pairs_predicted(q, x, &options) {
            continue;
        }
        let trial = q.with_heap(x);
        match first_failure(&trial, &options, work) {
            None => return Err(out_of_work),
            Some(None) => return Ok(trial.canonical(&weight)),
            Some(Some(_)) => {}
        }
    }
    // A larger monoid: the old quotient times a cyclic monoid for heap n;
    // then, while some sum's outcome is mispredicted, the heaps of the
    // lightest such sum set free of their elements.
    let mut trial = match extended(q, &options, &[(n, (2, 2))], None, work) {
        None => return Err(out_of_work),
        Some(None) => return Err(NotFound::NoCandidate { heap: n }),
        Some(Some(trial)) => trial,
    };
    let mut restarted = false;
    for _ in 0..RECALIBRATIONS {
        let failure = match first_failure(&trial, &options, work) {
            None => return Err(out_of_work),
            Some(None) => match trial.reduced(work) {
                None => return Err(out_of_work),
                Some(true) => {
                    let mut grew = q.expansions().to_vec();
                    grew.push(n);
                    trial.set_expansions(grew);
                    return Ok(trial.canonical(&weight));
                }
                Some(false) => return Err(NotFound::NoCandidate { heap: n }),
            },
            Some(Some(failure)) => failure,
        };
        let check = Check { sum: &failure, p: !trial.is_p(&failure) };
        let mut involved: Vec<(u64, u32)> = Vec::new();
        for &h in &failure {
            match involved.last_mut() {
                Some((last, e)) if *last == h => *e += 1,
                _ => involved.push((h, 1)),
            }
        }
        let mut recalibrated = None;
        'sizes: for (slack, size) in
            [0, 2, 4].into_iter().flat_map(|slack| (1..=involved.len()).map(move |size| (slack, size)))
        {
            for set in subsets(involved.len(), size) {
                let free: Vec<(u64, (u32, u32))> = set
                    .iter()
                    .map(|&i| {
                        let (h, e) = involved[i];
                        let (tail, cycle) = trial.power_shape(trial.heap(h));
                        let index = tail.max(e.saturating_sub(1)).max(2) + slack;
                        let period = (2 * (index.saturating_sub(4) / 2)).max(2).max(cycle);
                        (h, (index, period.next_multiple_of(2)))
                    })
                    .collect();
                match extended(&trial, &options, &free, Some(check), work) {
                    None => return Err(out_of_work),
                    Some(Some(next)) => {
                        recalibrated = Some(next);
                        break 'sizes;
                    }
                    Some(None) => {}
                }
            }
        }
        if recalibrated.is_none() && !restarted {
            // Start again from the old quotient with every heap of the sum
            // set free at once.
            restarted = true;
            let mut free: Vec<(u64, (u32, u32))> = involved
                .iter()
                .filter(|&&(h, _)| h < n)
                .map(|&(h, e)| {
                    let (tail, cycle) = q.power_shape(q.heap(h));
                    let index = tail.max(e).max(2) + 2;
                    (h, (index, cycle.max(2).next_multiple_of(2)))
                })
                .collect();
            let e = involved.iter().find(|&&(h, _)| h == n).map_or(1, |&(_, e)| e);
            free.push((n, (e.max(2) + 2, 2)));
            match extended(q, &options, &free, None, work) {
                None => return Err(out_of_work),
                Some(next) => recalibrated = next,
            }
        }
        match recalibrated {
            Some(next) => trial = next,
            None => return Err(NotFound::NoCandidate { heap: n }),
        }
    }
    Err(NotFound::NoCandidate { heap: n })
}

/// (i) for every sum of one or two heaps, with heap n = `q.last() + 1` as
/// element x: a quick filter before the proof.
fn pairs_predicted(q: &Quotient, x: u32, options: &Options) -> bool {
    let n = q.last() as usize + 1;
    // y times the element of a move's parts (heap n is not among them).
    let times = |y: u32, parts: &[u64]| parts.iter().fold(y, |z, &h| q.times_heap(z, h));
    let mine = &options[n];
    let x_p = |y: u32| q.in_p(y);
    // Heap n with itself: moves x·t, element x².
    let xx = q.product(x, x);
    if mine.iter().all(|parts| !x_p(times(x, parts))) != x_p(xx) {
        return false;
    }
    (0..n).filter(|&h| h == 0 || !options[h].is_empty()).all(|h| {
        let g = q.heap(h as u64);
        let gx = q.product(g, x);
        let mut p = mine.iter().all(|parts| !x_p(times(g, parts)));
        if h > 0 {
            p = p && options[h].iter().all(|parts| !x_p(times(x, parts)));
        }
        p == x_p(gx)
    })
}

/// The subsets of 0..n of `size` elements, in lexicographic order.
fn subsets(n: usize, size: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut set: Vec<usize> = (0..size).collect();
    loop {
        all.push(set.clone());
        let Some(i) = (0..size).rev().find(|&i| set[i] < n - size + i) else { return all };
        set[i] += 1;
        for j in i + 1..size {
            set[j] = set[j - 1] + 1;
        }
    }
}
