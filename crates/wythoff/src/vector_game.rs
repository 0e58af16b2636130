//! One engine for "vector" heap games: Wythoff's game, its variants and Nim,
//! solved on a bounded box by retrograde analysis.
//!
//! **Games.** A position is a tuple of natural numbers (piles). A rule is a set of
//! [`Ray`]s: a ray with offset o, direction v (each entry 0 or 1) and steps
//! lo..=hi allows every move x → x − o − t·v with lo ≤ t ≤ hi, as long as the
//! result has no negative pile and the move takes something. Wythoff's game is the
//! directions (1,0), (0,1) and (1,1) with offset 0 and t ≥ 1; Fraenkel's a-Wythoff
//! adds the offsets (j, 0) and (0, j), 0 < j < a, along (1,1) (taking k and l
//! with |k − l| < a is no multiple of one vector); restricted Wythoff bounds t by
//! m; multi-pile Wythoff has a direction per set of piles (see the constructors
//! of [`VectorRules`]).
//!
//! **Order.** Every move subtracts a nonzero vector with no negative entry, so it
//! goes to a position earlier in lexicographic order (the first pile counts most).
//! Solving the box's cells in that order (row-major, last pile fastest) always
//! finds a move's target solved. Normal play: a position is P iff no move leads to
//! a P-position. Misère play (whoever moves last loses): the same, except that a
//! position with no move is an N-position (the player to move has already won).
//!
//! **Lines.** The points x + t·v (t ∈ ℤ) in the box form a *line* of direction v;
//! the step of a point along its line is τ(x) = min over v's support of xᵢ. Points
//! of a line are solved in order of τ. So for a ray with offset 0 and t ≥ 1, the
//! moves from x along the ray reach exactly the points of x's line solved before
//! x, and for any unbounded ray they reach the points of the line of x − o with
//! τ ≤ τ(x − o) − lo, all solved before x. The engine keeps per line:
//! - for outcomes, the step of the line's first P-position (an unbounded ray has a
//!   move to a P-position iff that step is ≤ τ(x − o) − lo) and of its latest one
//!   (a ray with offset 0, t from 1 to hi, iff that step is ≥ τ(x) − hi);
//! - for Sprague–Grundy values, a word bitset of the values on the line so far:
//!   the mex of a position is the first zero of the union of its lines' bitsets,
//!   word by word.
//!
//!   Other rays (bounded with an offset, or starting past t = 1 with offset 0) are
//!   walked move by move. Lines are numbered densely (for each direction, the
//!   coordinates off its support and the differences on it), so the memory is the
//!   box's bits or values plus a few numbers per line.
//!
//! The engine is the fast product; `wythoff-reference` holds the slow solver,
//! written from each game's rules in words, that the tests compare it with.
//!
//! ```
//! use wythoff::{game::Rule, vector_game::VectorRules};
//! let wythoff = VectorRules::wythoff();
//! let solved = wythoff.outcomes(&[11, 11], Rule::Normal).unwrap();
//! assert!(solved.is_p(&[3, 5]) && solved.is_p(&[10, 6]) && !solved.is_p(&[4, 4]));
//! let p: Vec<_> = solved.p_positions().filter(|x| x[0] <= x[1]).collect();
//! assert_eq!(p, [vec![0, 0], vec![1, 2], vec![3, 5], vec![4, 7], vec![6, 10]]);
//! ```

use std::fmt;

use crate::game::Rule;

/// The most cells a box may have ([`VectorRules::outcomes`] and
/// [`VectorRules::grundy`] refuse more): 2^32, half a gigabyte of outcome bits.
/// Front ends set lower limits of their own.
pub const MAX_CELLS: u64 = 1 << 32;

/// A family of moves: x → x − offset − t·direction for `min_steps` ≤ t ≤
/// `max_steps` (no upper bound if `None`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ray {
    /// Subtracted once.
    pub offset: Vec<u64>,
    /// Subtracted t times: each entry 0 or 1; all zero for a single move.
    pub direction: Vec<u8>,
    /// The least t.
    pub min_steps: u64,
    /// The largest t, if any.
    pub max_steps: Option<u64>,
}

impl Ray {
    /// Any positive amount, the same from each pile in `piles`: offset 0,
    /// direction 1 on `piles`, t ≥ 1.
    pub fn along(dims: usize, piles: &[usize]) -> Ray {
        let mut direction = vec![0; dims];
        for &i in piles {
            direction[i] = 1;
        }
        Ray { offset: vec![0; dims], direction, min_steps: 1, max_steps: None }
    }

    /// The same ray with at most `m` steps.
    pub fn at_most(mut self, m: u64) -> Ray {
        self.max_steps = Some(m);
        self
    }
}

/// Why a set of rays or a box was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The rays do not describe a game: a direction entry other than 0 or 1, the
    /// wrong number of coordinates, a move that takes nothing, steps lo > hi.
    Rules(String),
    /// The box has more than [`MAX_CELLS`] cells, or a Grundy computation would
    /// need more memory than the engine allows.
    TooLarge(String),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Rules(s) | EngineError::TooLarge(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for EngineError {}

/// A vector heap game's moves: a set of [`Ray`]s over a fixed number of piles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VectorRules {
    dims: usize,
    rays: Vec<Ray>,
}

impl VectorRules {
    /// Rules from rays, checked: each ray has `dims` coordinates, direction
    /// entries 0 or 1, min ≤ max steps, and takes something at its least step.
    pub fn new(dims: usize, rays: Vec<Ray>) -> Result<VectorRules, EngineError> {
        if dims == 0 {
            return Err(EngineError::Rules("a game needs at least one pile".into()));
        }
        for (i, ray) in rays.iter().enumerate() {
            let bad = |why: &str| Err(EngineError::Rules(format!("ray {i}: {why}")));
            if ray.offset.len() != dims || ray.direction.len() != dims {
                return bad("wrong number of coordinates");
            }
            if ray.direction.iter().any(|&v| v > 1) {
                return bad("direction entries must be 0 or 1");
            }
            if ray.max_steps.is_some_and(|hi| hi < ray.min_steps) {
                return bad("fewer maximum than minimum steps");
            }
            let takes_at_least =
                |t: u64| ray.offset.iter().zip(&ray.direction).any(|(&o, &v)| o + t * v as u64 > 0);
            if !takes_at_least(ray.min_steps) {
                return bad("its first move takes nothing");
            }
        }
        Ok(VectorRules { dims, rays })
    }

    /// Wythoff's game: any amount from one pile, or the same from both.
    pub fn wythoff() -> VectorRules {
        VectorRules { dims: 2, rays: vec![Ray::along(2, &[0]), Ray::along(2, &[1]), Ray::along(2, &[0, 1])] }
    }

    /// Nim with `heaps` heaps: any amount from one heap.
    pub fn nim(heaps: usize) -> VectorRules {
        VectorRules { dims: heaps, rays: (0..heaps).map(|i| Ray::along(heaps, &[i])).collect() }
    }

    /// Fraenkel's a-Wythoff (a ≥ 1): k ≥ 1 from one pile, or k, l ≥ 1 from both
    /// with |k − l| < a. The rays: Wythoff's three, and along (1,1) the offsets
    /// (j, 0) and (0, j) for 0 < j < a (then k − l = ±j).
    pub fn generalized(a: u64) -> VectorRules {
        let mut rules = VectorRules::wythoff();
        for j in 1..a.max(1) {
            for offset in [vec![j, 0], vec![0, j]] {
                rules.rays.push(Ray { offset, direction: vec![1, 1], min_steps: 1, max_steps: None });
            }
        }
        rules
    }

    /// Restricted Wythoff: Wythoff's moves taking at most m (≥ 1) from a pile.
    pub fn restricted(m: u64) -> VectorRules {
        let mut rules = VectorRules::wythoff();
        for ray in &mut rules.rays {
            ray.max_steps = Some(m);
        }
        rules
    }

    /// Multi-pile Wythoff, "one or all": any amount from one pile, or the same
    /// amount from every pile.
    pub fn one_or_all(piles: usize) -> VectorRules {
        let mut rules = VectorRules::nim(piles);
        if piles > 1 {
            rules.rays.push(Ray::along(piles, &(0..piles).collect::<Vec<_>>()));
        }
        rules
    }

    /// Multi-pile Wythoff, "one or any": the same amount from each pile of any
    /// nonempty set of piles (2^n − 1 directions).
    ///
    /// # Panics
    ///
    /// If `piles` ≥ 16 (65,535 directions).
    pub fn one_or_any(piles: usize) -> VectorRules {
        assert!(piles < 16, "one-or-any with {piles} piles has too many directions");
        let rays = (1u32..1 << piles)
            .map(|set| Ray::along(piles, &(0..piles).filter(|&i| set >> i & 1 == 1).collect::<Vec<_>>()))
            .collect();
        VectorRules { dims: piles, rays }
    }

    /// The number of piles.
    pub fn dims(&self) -> usize {
        self.dims
    }

    /// The rays.
    pub fn rays(&self) -> &[Ray] {
        &self.rays
    }

    /// Calls `each(target, ray, t)` for every move from `position`, ray by ray and
    /// t increasing. Two rays may give the same target; each is reported.
    pub fn moves(&self, position: &[u64], each: &mut dyn FnMut(&[u64], usize, u64)) {
        let mut target = vec![0u64; self.dims];
        for (r, ray) in self.rays.iter().enumerate() {
            // The largest t that keeps every pile ≥ 0.
            let mut most = ray.max_steps.unwrap_or(u64::MAX);
            let mut fits = true;
            for ((&x, &o), &v) in position.iter().zip(&ray.offset).zip(&ray.direction) {
                match x.checked_sub(o) {
                    None => fits = false,
                    Some(room) if v == 1 => most = most.min(room),
                    Some(_) => {}
                }
            }
            if !fits || most < ray.min_steps {
                continue;
            }
            let zero_direction = ray.direction.iter().all(|&v| v == 0);
            let most = if zero_direction { ray.min_steps } else { most };
            for t in ray.min_steps..=most {
                for i in 0..self.dims {
                    target[i] = position[i] - ray.offset[i] - t * ray.direction[i] as u64;
                }
                each(&target, r, t);
                if zero_direction {
                    break;
                }
            }
        }
    }

    /// Every position of the box `0..sizes[0] × … ` solved under `rule`.
    /// Refused, before anything large is allocated, where the work would need
    /// more than [`MAX_BYTES`] (see [`VectorRules::outcomes_cost`]).
    pub fn outcomes(&self, sizes: &[u64], rule: Rule) -> Result<Outcomes, EngineError> {
        let plan = Plan::new(self, sizes)?;
        plan.outcomes_cost().within(MAX_BYTES)?;
        Ok(plan.outcomes(rule))
    }

    /// What solving the box's outcomes costs, computed without solving it: the
    /// memory (the box's bits, and a record or two per line of every
    /// direction) and the visits (per cell, one key per direction and one look
    /// per ray, more for rays walked move by move). What a front end checks
    /// against its limits first.
    ///
    /// ```
    /// use wythoff::vector_game::VectorRules;
    /// // Twelve piles of 2 under one-or-any: 3^12 cells, but 4,095 directions
    /// // with about 1.4·10^10 lines among them.
    /// let cost = VectorRules::one_or_any(12).outcomes_cost(&[3; 12]).unwrap();
    /// assert!(cost.bytes > 50 << 30);
    /// let small = VectorRules::wythoff().outcomes_cost(&[100, 100]).unwrap();
    /// assert!(small.bytes < 10_000);
    /// ```
    pub fn outcomes_cost(&self, sizes: &[u64]) -> Result<Cost, EngineError> {
        Ok(Plan::new(self, sizes)?.outcomes_cost())
    }

    /// Every position of the box solved for its Sprague–Grundy value (normal
    /// play). Refused, before anything large is allocated, where the work
    /// would need more than [`MAX_BYTES`].
    pub fn grundy(&self, sizes: &[u64]) -> Result<GrundyBox, EngineError> {
        let plan = Plan::new(self, sizes)?;
        plan.grundy_cost().within(MAX_BYTES)?;
        plan.grundy()
    }

    /// What solving the box's Grundy values costs (see
    /// [`VectorRules::outcomes_cost`]).
    pub fn grundy_cost(&self, sizes: &[u64]) -> Result<Cost, EngineError> {
        Ok(Plan::new(self, sizes)?.grundy_cost())
    }
}

/// The most memory the engine takes for one box whatever a front end allows:
/// 16 GiB. Front ends set lower limits of their own from [`Cost`].
pub const MAX_BYTES: u64 = 16 << 30;

/// What a computation costs: the memory it allocates, and how many elementary
/// steps (a key computed, a record looked at, a move walked) it takes, which
/// is what its time grows with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cost {
    /// Bytes allocated, at the most.
    pub bytes: u64,
    /// Elementary steps, at the most.
    pub visits: u64,
}

impl Cost {
    /// The cost, or the error for more than `max_bytes` of memory.
    fn within(self, max_bytes: u64) -> Result<Cost, EngineError> {
        if self.bytes > max_bytes {
            return Err(EngineError::TooLarge(format!(
                "this box needs {} MiB, more than the engine's {} MiB",
                self.bytes >> 20,
                max_bytes >> 20
            )));
        }
        Ok(self)
    }
}

/// A box's cells in row-major order (last coordinate fastest).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Geometry {
    sizes: Vec<u64>,
    strides: Vec<usize>,
    cells: usize,
}

impl Geometry {
    fn new(dims: usize, sizes: &[u64]) -> Result<Geometry, EngineError> {
        if sizes.len() != dims {
            return Err(EngineError::Rules(format!(
                "a box of {} sides for a game of {dims} piles",
                sizes.len()
            )));
        }
        let cells = sizes.iter().try_fold(1u64, |c, &n| c.checked_mul(n)).filter(|&c| c <= MAX_CELLS);
        let Some(cells) = cells else {
            return Err(EngineError::TooLarge(format!(
                "the box {} has more than {MAX_CELLS} cells",
                sizes.iter().map(u64::to_string).collect::<Vec<_>>().join(" × ")
            )));
        };
        let mut strides = vec![1usize; dims];
        for i in (0..dims.saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * sizes[i + 1] as usize;
        }
        Ok(Geometry { sizes: sizes.to_vec(), strides, cells: cells as usize })
    }

    fn index(&self, x: &[u64]) -> Option<usize> {
        let mut i = 0;
        for ((&xi, &n), &s) in x.iter().zip(&self.sizes).zip(&self.strides) {
            if xi >= n {
                return None;
            }
            i += xi as usize * s;
        }
        Some(i)
    }
}

/// The lines of one direction, numbered densely: key(x) = base + Σ coeffᵢ·xᵢ.
#[derive(Clone, Debug)]
struct Lines {
    direction: Vec<u8>,
    support: Vec<usize>,
    coeff: Vec<i64>,
    base: i64,
    count: usize,
}

impl Lines {
    fn new(direction: &[u8], sizes: &[u64]) -> Lines {
        let support: Vec<usize> = (0..direction.len()).filter(|&i| direction[i] == 1).collect();
        let k = support[0];
        // Mixed radix over every coordinate but k: off the support xᵢ (extent nᵢ),
        // on it xᵢ − x_k + n_k − 1 (extent nᵢ + n_k − 1).
        let mut coeff = vec![0i64; direction.len()];
        let (mut weight, mut base) = (1i64, 0i64);
        for i in (0..direction.len()).rev().filter(|&i| i != k) {
            coeff[i] = weight;
            let extent = if direction[i] == 1 {
                coeff[k] -= weight;
                base += (sizes[k] as i64 - 1) * weight;
                sizes[i] as i64 + sizes[k] as i64 - 1
            } else {
                sizes[i] as i64
            };
            weight *= extent.max(1);
        }
        Lines { direction: direction.to_vec(), support, coeff, base, count: weight as usize }
    }

    fn key(&self, x: &[u64]) -> usize {
        let mut key = self.base;
        for (&c, &xi) in self.coeff.iter().zip(x) {
            key += c * xi as i64;
        }
        key as usize
    }

    fn step(&self, x: &[u64]) -> u64 {
        self.support.iter().map(|&i| x[i]).min().unwrap_or(0)
    }
}

/// How the engine finds a ray's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reach {
    /// Unbounded: the line's first P-position; for values, offset 0 and t ≥ 1
    /// (every point of the line so far) uses the line's bitset.
    Unbounded,
    /// Offset 0, t from 1 to hi: the line's latest P-position.
    Recent(u64),
    /// Move by move.
    Walk,
}

/// A ray prepared for one box.
#[derive(Clone, Debug)]
struct PlannedRay {
    /// The least pile sizes with a move: offset + min_steps·direction.
    need: Vec<u64>,
    offset: Vec<u64>,
    /// Index into `Plan::lines`, or `None` for a single move (direction 0).
    lines: Option<usize>,
    /// key(x − offset) − key(x).
    key_shift: i64,
    /// Cells between x and x − offset, and one step along the direction.
    offset_cells: usize,
    step_cells: usize,
    min_steps: u64,
    max_steps: Option<u64>,
    reach: Reach,
    /// Offset 0, t ≥ 1, unbounded: the moves are every point of the line so far.
    whole_line: bool,
}

const NONE: u32 = u32::MAX;

/// The rules laid over one box.
struct Plan {
    geometry: Geometry,
    lines: Vec<Lines>,
    rays: Vec<PlannedRay>,
}

impl Plan {
    fn new(rules: &VectorRules, sizes: &[u64]) -> Result<Plan, EngineError> {
        let geometry = Geometry::new(rules.dims, sizes)?;
        if sizes.iter().any(|&n| n > u32::MAX as u64 - 1) {
            return Err(EngineError::TooLarge(format!("a side of the box is {} or more", u32::MAX)));
        }
        let mut lines: Vec<Lines> = Vec::new();
        let mut rays = Vec::new();
        for ray in &rules.rays {
            let single = ray.direction.iter().all(|&v| v == 0);
            let line = (!single).then(|| {
                lines.iter().position(|l| l.direction == ray.direction).unwrap_or_else(|| {
                    lines.push(Lines::new(&ray.direction, sizes));
                    lines.len() - 1
                })
            });
            let offset_zero = ray.offset.iter().all(|&o| o == 0);
            let reach = match (ray.max_steps, offset_zero, ray.min_steps) {
                _ if single => Reach::Walk,
                (None, _, _) => Reach::Unbounded,
                (Some(hi), true, 1) => Reach::Recent(hi),
                _ => Reach::Walk,
            };
            let key_shift = line.map_or(0, |l| {
                -ray.offset.iter().zip(&lines[l].coeff).map(|(&o, &c)| o as i64 * c).sum::<i64>()
            });
            let cells =
                |v: &[u64]| v.iter().zip(&geometry.strides).map(|(&o, &s)| o as usize * s).sum::<usize>();
            let direction: Vec<u64> = ray.direction.iter().map(|&v| v as u64).collect();
            rays.push(PlannedRay {
                need: ray.offset.iter().zip(&direction).map(|(&o, &v)| o + ray.min_steps * v).collect(),
                offset: ray.offset.clone(),
                lines: line,
                key_shift,
                offset_cells: cells(&ray.offset),
                step_cells: cells(&direction),
                min_steps: ray.min_steps,
                max_steps: if single { Some(ray.min_steps) } else { ray.max_steps },
                reach,
                whole_line: reach == Reach::Unbounded && offset_zero && ray.min_steps == 1,
            });
        }
        Ok(Plan { geometry, lines, rays })
    }

    /// Calls `cell(index, x)` for every cell in order.
    fn for_each_cell(&self, mut cell: impl FnMut(usize, &[u64])) {
        let sizes = &self.geometry.sizes;
        if sizes.contains(&0) {
            return;
        }
        let mut x = vec![0u64; sizes.len()];
        for index in 0..self.geometry.cells {
            if index.is_multiple_of(4096) {
                crate::cancel::check();
            }
            cell(index, &x);
            for i in (0..x.len()).rev() {
                x[i] += 1;
                if x[i] < sizes[i] {
                    break;
                }
                x[i] = 0;
            }
        }
    }

    /// Which lines keep the latest P-position (for bounded rays).
    fn needs_latest(&self) -> Vec<bool> {
        (0..self.lines.len())
            .map(|l| self.rays.iter().any(|r| r.lines == Some(l) && matches!(r.reach, Reach::Recent(_))))
            .collect()
    }

    /// Per cell, the steps of the rays walked move by move (at most their
    /// bound, or the longest side).
    fn walk_steps(&self) -> u64 {
        let longest = self.geometry.sizes.iter().max().copied().unwrap_or(0);
        self.rays
            .iter()
            .filter(|r| r.reach == Reach::Walk)
            .map(|r| r.max_steps.unwrap_or(longest).min(longest).saturating_sub(r.min_steps) + 1)
            .sum()
    }

    fn outcomes_cost(&self) -> Cost {
        let cells = self.geometry.cells as u64;
        let records: u64 = self
            .lines
            .iter()
            .zip(self.needs_latest())
            .map(|(l, latest)| l.count as u64 * if latest { 2 } else { 1 })
            .sum();
        let bytes = cells.div_ceil(64) * 8 + records.saturating_mul(4);
        let per_cell = (self.lines.len() + self.rays.len()) as u64 + self.walk_steps();
        Cost { bytes, visits: cells.saturating_mul(per_cell) }
    }

    /// The words of a line's bitset of values (a value is at most the number
    /// of moves), and which lines keep one.
    fn grundy_words(&self) -> (usize, Vec<bool>) {
        let longest = self.geometry.sizes.iter().max().copied().unwrap_or(0);
        let most_moves: u64 = self.rays.iter().map(|r| r.max_steps.unwrap_or(longest).min(longest) + 1).sum();
        let words = (most_moves as usize + 2).div_ceil(64);
        let fast = (0..self.lines.len())
            .map(|l| self.rays.iter().any(|r| r.lines == Some(l) && r.whole_line))
            .collect();
        (words, fast)
    }

    fn grundy_cost(&self) -> Cost {
        let cells = self.geometry.cells as u64;
        let (words, fast) = self.grundy_words();
        let line_words: u64 = self
            .lines
            .iter()
            .zip(&fast)
            .map(|(l, &f)| if f { l.count as u64 * words as u64 } else { 0 })
            .sum();
        let bytes = line_words.saturating_mul(8).saturating_add(cells * 4);
        let per_cell = (self.lines.len() + self.rays.len() * words) as u64 + self.walk_steps();
        Cost { bytes, visits: cells.saturating_mul(per_cell) }
    }

    fn outcomes(&self, rule: Rule) -> Outcomes {
        let g = &self.geometry;
        let mut p = vec![0u64; g.cells.div_ceil(64)];
        let mut first: Vec<Vec<u32>> = self.lines.iter().map(|l| vec![NONE; l.count]).collect();
        let needs_latest = self.needs_latest();
        let mut latest: Vec<Vec<u32>> = self
            .lines
            .iter()
            .zip(&needs_latest)
            .map(|(l, &needed)| if needed { vec![NONE; l.count] } else { Vec::new() })
            .collect();
        let mut keys = vec![0usize; self.lines.len()];
        let is_p = |p: &[u64], i: usize| p[i / 64] >> (i % 64) & 1 == 1;
        self.for_each_cell(|index, x| {
            for (key, lines) in keys.iter_mut().zip(&self.lines) {
                *key = lines.key(x);
            }
            let mut terminal = true;
            let mut reaches_p = false;
            for ray in &self.rays {
                if x.iter().zip(&ray.need).any(|(&xi, &ni)| xi < ni) {
                    continue;
                }
                terminal = false;
                let tau =
                    |lines: &Lines| lines.support.iter().map(|&i| x[i] - ray.offset[i]).min().unwrap_or(0);
                reaches_p = match (ray.reach, ray.lines) {
                    (Reach::Unbounded, Some(l)) => {
                        let key = (keys[l] as i64 + ray.key_shift) as usize;
                        let f = first[l][key];
                        f != NONE && f as u64 + ray.min_steps <= tau(&self.lines[l])
                    }
                    (Reach::Recent(hi), Some(l)) => {
                        let last = latest[l][keys[l]];
                        last != NONE && last as u64 + hi >= tau(&self.lines[l])
                    }
                    _ => {
                        let z = index - ray.offset_cells;
                        let room = ray.lines.map_or(ray.min_steps, |l| tau(&self.lines[l]));
                        let hi = ray.max_steps.map_or(room, |hi| hi.min(room));
                        (ray.min_steps..=hi).any(|t| is_p(&p, z - t as usize * ray.step_cells))
                    }
                };
                if reaches_p {
                    break;
                }
            }
            let p_here = if terminal { rule == Rule::Normal } else { !reaches_p };
            if p_here {
                p[index / 64] |= 1 << (index % 64);
                for (l, lines) in self.lines.iter().enumerate() {
                    let step = lines.step(x) as u32;
                    let f = &mut first[l][keys[l]];
                    if *f == NONE {
                        *f = step;
                    }
                    if needs_latest[l] {
                        latest[l][keys[l]] = step;
                    }
                }
            }
        });
        Outcomes { geometry: self.geometry.clone(), rule, p }
    }

    fn grundy(&self) -> Result<GrundyBox, EngineError> {
        let g = &self.geometry;
        let (words, fast) = self.grundy_words();
        let mut seen: Vec<Vec<u64>> = self
            .lines
            .iter()
            .zip(&fast)
            .map(|(l, &f)| if f { vec![0u64; l.count * words] } else { Vec::new() })
            .collect();
        let mut values = vec![0u32; g.cells];
        let mut scratch = vec![0u64; words];
        let mut keys = vec![0usize; self.lines.len()];
        let fast_lines: Vec<usize> = (0..self.lines.len()).filter(|&l| fast[l]).collect();
        self.for_each_cell(|index, x| {
            for (key, lines) in keys.iter_mut().zip(&self.lines) {
                *key = lines.key(x);
            }
            scratch.fill(0);
            for ray in &self.rays {
                if ray.whole_line || x.iter().zip(&ray.need).any(|(&xi, &ni)| xi < ni) {
                    continue;
                }
                let z = index - ray.offset_cells;
                let room = ray.lines.map_or(ray.min_steps, |l| {
                    self.lines[l].support.iter().map(|&i| x[i] - ray.offset[i]).min().unwrap_or(0)
                });
                let hi = ray.max_steps.map_or(room, |hi| hi.min(room));
                for t in ray.min_steps..=hi {
                    let v = values[z - t as usize * ray.step_cells] as usize;
                    scratch[v / 64] |= 1 << (v % 64);
                }
            }
            let mut mex = words * 64;
            for w in 0..words {
                let mut used = scratch[w];
                for &l in &fast_lines {
                    used |= seen[l][keys[l] * words + w];
                }
                if used != !0 {
                    mex = w * 64 + (!used).trailing_zeros() as usize;
                    break;
                }
            }
            values[index] = mex as u32;
            for &l in &fast_lines {
                seen[l][keys[l] * words + mex / 64] |= 1 << (mex % 64);
            }
        });
        Ok(GrundyBox { geometry: self.geometry.clone(), values })
    }
}

/// Every position of a box, solved: P or N under one play rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcomes {
    geometry: Geometry,
    rule: Rule,
    p: Vec<u64>,
}

impl Outcomes {
    /// The box's sides: the positions x with each xᵢ below its side.
    pub fn sizes(&self) -> &[u64] {
        &self.geometry.sizes
    }

    /// The play rule solved for.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Is `x` (inside the box) a P-position? `None` outside the box.
    pub fn get(&self, x: &[u64]) -> Option<bool> {
        let i = self.geometry.index(x)?;
        Some(self.p[i / 64] >> (i % 64) & 1 == 1)
    }

    /// Is `x` a P-position?
    ///
    /// # Panics
    ///
    /// If `x` is outside the box.
    pub fn is_p(&self, x: &[u64]) -> bool {
        self.get(x).unwrap_or_else(|| panic!("{x:?} is outside the box {:?}", self.geometry.sizes))
    }

    /// How many P-positions the box holds.
    pub fn count_p(&self) -> u64 {
        self.p.iter().map(|w| w.count_ones() as u64).sum()
    }

    /// The P-positions in order (row-major, last pile fastest).
    pub fn p_positions(&self) -> impl Iterator<Item = Vec<u64>> + '_ {
        let g = &self.geometry;
        self.p.iter().enumerate().flat_map(move |(w, &bits)| {
            let mut bits = bits;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let i = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let mut rest = i;
                let mut x = vec![0u64; g.sizes.len()];
                for (xi, &s) in x.iter_mut().zip(&g.strides) {
                    *xi = (rest / s) as u64;
                    rest %= s;
                }
                Some(x)
            })
        })
    }
}

/// Every position of a box with its Sprague–Grundy value (normal play).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyBox {
    geometry: Geometry,
    values: Vec<u32>,
}

impl GrundyBox {
    /// The box's sides.
    pub fn sizes(&self) -> &[u64] {
        &self.geometry.sizes
    }

    /// G(x), or `None` outside the box.
    pub fn get(&self, x: &[u64]) -> Option<u32> {
        Some(self.values[self.geometry.index(x)?])
    }

    /// Every value, row-major (last pile fastest).
    pub fn values(&self) -> &[u32] {
        &self.values
    }
}

#[cfg(test)]
mod tests;
