//! Answers about the Sprague–Grundy values of Wythoff's game: one value G(a, b)
//! (through proven row periodicity where one pile is small, directly elsewhere),
//! the rows' proven periods, and the table in its three formats. Proven rows are
//! kept in a cache directory, checked whenever they are read back.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::game::{Arg, Rule};
use wythoff::wythoff::Wythoff;
use wythoff::wythoff_grundy::{RowProof, RowSearch, prove_rows, prove_rows_from, value, value_steps};

use crate::analysis::{GameInfo, ReasonAnswer};
use crate::atlas::{ATLAS_PATH, RowAtlas, state_sha256};
use crate::json::{Count, Dec, Decs, game_entries};
use crate::limits::{brief, grouped};
use crate::{Answer, Error, Limits};

mod cache;
mod table;

pub use cache::{CacheInfo, DISK_FROM, RowsCache};
pub use table::{TableFormat, WriteAt, write_table};

/// G(a, b), with how it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyAnswer {
    /// Wythoff's game (normal play: Grundy values are of normal play).
    pub game: GameInfo,
    /// (a, b).
    pub position: [Natural; 2],
    /// G(a, b).
    pub grundy: Natural,
    /// How: directly, or through a proven period.
    pub reason: ReasonAnswer,
}

impl GrundyAnswer {
    /// G(a, b) exactly: where min(a, b) ≤ `limits.grundy_period_rows`, through
    /// the proven additive periodicity of rows 0..=min(a, b) (read from `cache`
    /// where it holds them, else proven and stored there); elsewhere computed
    /// directly ([`value`]), if its cost is within `limits.grundy_direct_steps`.
    /// `progress(column)` reports long computations; `warn` receives notes on the
    /// cache (a refused file, a failed write).
    pub fn new(
        a: &Natural,
        b: &Natural,
        limits: &Limits,
        cache: &RowsCache,
        progress: &mut dyn FnMut(u64),
        warn: &mut dyn FnMut(String),
    ) -> Result<GrundyAnswer, Error> {
        let game = wythoff_info();
        let position = [a.clone(), b.clone()];
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        let small = usize::try_from(lo).ok().filter(|&r| r <= limits.grundy_period_rows);
        if let Some(row) = small {
            let rows = cache.proven(row, progress, warn);
            let grundy = rows.value(row, hi);
            let reason = period_reason(&rows.proof, row, hi, &grundy);
            return Ok(GrundyAnswer { game, position, grundy, reason });
        }
        let (lo, hi) = match direct_within_limits(a, b, limits, value_steps) {
            Ok(piles) => piles,
            Err(refusal) => return walked_value(a, b, limits, refusal),
        };
        let threads = std::thread::available_parallelism().map_or(1, |t| t.get());
        let grundy = Natural::from(value(lo, hi, threads));
        let reason = direct_reason(&Natural::from(lo), &Natural::from(hi));
        Ok(GrundyAnswer { game, position, grundy, reason })
    }
}

/// G(a, b) with both piles too large for the direct computation: by the row
/// walk ([`wythoff::wythoff_grundy::strips`]) over rows 0..=min(a, b) for the
/// values 0..=g, g as large as `limits.grundy_walk_steps` allows. If (a, b) is
/// the g-value of its row for one of them, that is G(a, b); otherwise G(a, b) >
/// g is all that is known, and the answer is refused, saying so.
fn walked_value(a: &Natural, b: &Natural, limits: &Limits, refusal: Error) -> Result<GrundyAnswer, Error> {
    use wythoff::wythoff_grundy::strips::{value_at_most, walk_steps};
    let (Ok(x), Ok(y)) = (u64::try_from(a), u64::try_from(b)) else { return Err(refusal) };
    let (lo, hi) = (x.min(y), x.max(y));
    // The most values the steps left allow: (g + 1)² ≤ steps / rows.
    let most = |steps: u128| {
        u32::try_from((steps / (u128::from(lo) + 1)).isqrt().min(1 << 20)).ok().and_then(|k| k.checked_sub(1))
    };
    let Some(g_max) = most(u128::from(limits.grundy_walk_steps)) else { return Err(refusal) };
    // G(a, b) ≥ max − 2·min (module `wythoff_grundy`): past g_max, no walk helps.
    if hi - lo > lo + u64::from(g_max) {
        return Err(refusal);
    }
    // Walks for the values 0..=3, then 0..=15, … (4 times as many each time,
    // within the steps left), so that a small value is found at a small cost.
    let (mut spent, mut walked, mut found) = (0u128, 3u32.min(g_max), None);
    loop {
        spent += walk_steps(lo + 1, walked);
        found = found.or(value_at_most(lo, hi, walked));
        let next = most(u128::from(limits.grundy_walk_steps) - spent).map(|m| m.min(4 * walked + 3));
        match next {
            Some(next) if found.is_none() && next > walked => walked = next,
            _ => break,
        }
    }
    let g_max = walked;
    match found {
        Some(g) => Ok(GrundyAnswer {
            game: wythoff_info(),
            position: [a.clone(), b.clone()],
            grundy: Natural::from(g),
            reason: ReasonAnswer::new(
                "wythoff_g_values_walk",
                vec![("rows", Natural::from(lo + 1)), ("largest_value", Natural::from(g_max))],
                vec![
                    ("found", Arg::yes(true)),
                    ("row", Arg::number(lo)),
                    ("column", Arg::number(hi)),
                    ("value", Arg::number(g)),
                ],
            ),
        }),
        None => Err(Error::limit(format!(
            "G({lo}, {hi}) > {g_max}: walking rows 0..={lo} for every value 0..={g_max} (the most that {} steps allow, rows · (G + 1)²) finds none of them at ({lo}, {hi}); larger values are not computed here, and nothing is guessed. {}",
            grouped(limits.grundy_walk_steps),
            refusal.message
        ))),
    }
}

/// The piles (min, max) of a G(a, b) that is computed directly, if its cost
/// (`steps(min, max)`: [`value_steps`] for `grundy`,
/// [`wythoff::wythoff_grundy::window_steps`] for a
/// sum's component, whose moves come from the column windows) is within
/// `limits.grundy_direct_steps`; the limit error otherwise.
pub fn direct_within_limits(
    a: &Natural,
    b: &Natural,
    limits: &Limits,
    steps: fn(u64, u64) -> u128,
) -> Result<(u64, u64), Error> {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    let refused = |needed: String| {
        Error::limit(format!(
            "G({}, {}) is answered through proven periodicity only where the smaller pile is at most {}, and computed directly only up to {} steps ((min + 1)·(max + 1) cells, 4 steps each for min ≥ 256 and max < 32,768, else 2 + min/64); this needs {needed}",
            brief(a),
            brief(b),
            limits.grundy_period_rows,
            grouped(limits.grundy_direct_steps),
        ))
    };
    let (Ok(lo), Ok(hi)) = (u64::try_from(lo), u64::try_from(hi)) else {
        return Err(refused("more".into()));
    };
    let needed = steps(lo, hi);
    if needed > u128::from(limits.grundy_direct_steps) {
        return Err(refused(brief(&Natural::from(needed))));
    }
    Ok((lo, hi))
}

/// Why G(row, column) is what the rules give, computed directly.
fn direct_reason(row: &Natural, column: &Natural) -> ReasonAnswer {
    ReasonAnswer::new(
        "wythoff_grundy_direct",
        vec![("row", row.clone()), ("column", column.clone())],
        Vec::new(),
    )
}

/// Why G(row, b) = g through the proven rows.
fn period_reason(proof: &RowProof, row: usize, b: &Natural, g: &Natural) -> ReasonAnswer {
    let period = proof.rows[row];
    let near = proof.reduced(row, b);
    let values = vec![
        ("row", Natural::from(row)),
        ("column", b.clone()),
        ("preperiod", Natural::from(period.preperiod)),
        ("period", Natural::from(period.period)),
        ("reduced_column", Natural::from(near)),
        ("rows_proven", Natural::from(proof.max_row + 1)),
        ("first", Natural::from(proof.first)),
        ("second", Natural::from(proof.second)),
    ];
    if Natural::from(near) == *b {
        return direct_reason(&Natural::from(row), b);
    }
    let more = vec![
        ("last_row", Arg::number(proof.max_row)),
        ("base", Arg::Number(g - (b - near))),
        ("offset", Arg::Number(b - near)),
    ];
    ReasonAnswer::new("wythoff_grundy_period", values, more)
}

impl Answer for GrundyAnswer {
    /// "G(a, b) = g" and why.
    fn text(&self) -> String {
        let why = crate::words::say("why", &[("reason", Arg::Notation(self.reason.text()))]);
        format!("G({}, {}) = {}\n{why}\n", self.position[0], self.position[1], self.grundy)
    }
}

impl Serialize for GrundyAnswer {
    /// `{"game", "parameters", "rule", "position", "grundy", "reason"}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(6))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("position", &Decs(&self.position))?;
        map.serialize_entry("grundy", &Dec(&self.grundy))?;
        map.serialize_entry("reason", &self.reason)?;
        map.end()
    }
}

/// The proven periods of rows 0..=R.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowsAnswer {
    /// Wythoff's game.
    pub game: GameInfo,
    /// The proof and every row's least preperiod and period.
    pub proof: RowProof,
    /// Where the proof comes from.
    pub source: RowsSource,
}

/// Where a [`RowsAnswer`]'s proof comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowsSource {
    /// The atlas in the repository ([`crate::atlas`]), proven when it was
    /// written: the joint proof of all its rows.
    Atlas,
    /// Proven here; `rechecked` where the atlas covers the rows too and agrees.
    Computed {
        /// Compared with the atlas, and the same.
        rechecked: bool,
    },
    /// Read from the cache of proven rows (proven here before, checked as read).
    Cache,
}

impl RowsSource {
    fn name(self) -> &'static str {
        match self {
            RowsSource::Atlas => "atlas",
            RowsSource::Computed { rechecked: false } => "computed",
            RowsSource::Computed { rechecked: true } => "rechecked",
            RowsSource::Cache => "cache",
        }
    }
}

/// How [`RowsAnswer::prove`] proves: from a saved point of an earlier run, and
/// saving where it stands now and then (`grundy rows --checkpoint FILE`).
pub struct Proving<'a> {
    /// Where an earlier run stopped (a search for the same rows).
    pub resume: Option<RowSearch>,
    /// Called with where the proof stands every `every` columns.
    pub save: &'a mut dyn FnMut(&RowSearch),
    /// See `save`.
    pub every: u64,
}

impl RowsAnswer {
    /// Rows 0..=`max_row`: from the atlas where it covers them (see
    /// [`crate::atlas`]), else proven within `limits.grundy_rows`, or read from
    /// `cache` where it holds exactly these rows (checked as it is read; `warn`
    /// hears of a refused file).
    ///
    /// ```
    /// use wythoff_answer::grundy::{RowsAnswer, RowsCache, RowsSource};
    /// let answer = RowsAnswer::new(3, &Default::default(), &RowsCache::none(), &mut |_| {}, &mut |_| {}).unwrap();
    /// assert_eq!(answer.source, RowsSource::Atlas);
    /// assert_eq!((answer.proof.rows[3].preperiod, answer.proof.rows[3].period), (8, 6));
    /// ```
    pub fn new(
        max_row: u64,
        limits: &Limits,
        cache: &RowsCache,
        progress: &mut dyn FnMut(u64),
        warn: &mut dyn FnMut(String),
    ) -> Result<RowsAnswer, Error> {
        let atlas = RowAtlas::embedded();
        if let Some(proof) =
            atlas.and_then(|atlas| usize::try_from(max_row).ok().and_then(|r| atlas.proof(r)))
        {
            return Ok(RowsAnswer { game: wythoff_info(), proof, source: RowsSource::Atlas });
        }
        let max_row = rows_within(max_row, limits)?;
        let (proof, source) = match cache.load_exactly(max_row, warn) {
            Some(stored) => (stored.proof.clone(), RowsSource::Cache),
            None => (prove_rows(max_row, progress), RowsSource::Computed { rechecked: false }),
        };
        Ok(RowsAnswer { game: wythoff_info(), proof, source })
    }

    /// Rows 0..=`max_row` proven here, within `limits.grundy_rows`, whatever
    /// the atlas holds; where `atlas` covers the rows, every row is compared
    /// with it (and where the proof finds the atlas's repeat, its state), and a
    /// difference is an error that names it.
    pub fn prove(
        max_row: u64,
        limits: &Limits,
        atlas: Option<&RowAtlas>,
        proving: Proving<'_>,
        progress: &mut dyn FnMut(u64),
    ) -> Result<RowsAnswer, Error> {
        let max_row = rows_within(max_row, limits)?;
        if let Some(search) = &proving.resume
            && search.max_row() != max_row
        {
            return Err(Error::usage(format!(
                "the checkpoint is a proof of rows 0..{}, not 0..{max_row}",
                search.max_row()
            )));
        }
        let proof = prove_rows_from(max_row, proving.resume, proving.save, proving.every, progress);
        let rechecked = match atlas {
            Some(atlas) if max_row <= atlas.max_row => {
                atlas_agrees(atlas, &proof)?;
                true
            }
            _ => false,
        };
        Ok(RowsAnswer { game: wythoff_info(), proof, source: RowsSource::Computed { rechecked } })
    }
}

fn wythoff_info() -> GameInfo {
    GameInfo::of(&Wythoff { rule: Rule::Normal })
}

/// `max_row` within the limit on rows proven here.
fn rows_within(max_row: u64, limits: &Limits) -> Result<usize, Error> {
    usize::try_from(max_row).ok().filter(|&r| r <= limits.grundy_rows).ok_or_else(|| {
        let atlas = RowAtlas::embedded().map_or(String::new(), |a| {
            format!(" (the atlas, {ATLAS_PATH}, answers rows 0..{} at once)", a.max_row)
        });
        Error::limit(format!(
            "--max-row {max_row} is beyond the limit of {} rows proven here{atlas}; --limit raises it (8 minutes at 512, about an hour at 1000)",
            limits.grundy_rows
        ))
        .keyed("grundy_rows")
    })
}

/// The atlas and a proof computed here agree on every row they share, and
/// where they prove the same rows, on the proof itself.
fn atlas_agrees(atlas: &RowAtlas, proof: &RowProof) -> Result<(), Error> {
    let differ = |what: String| {
        Err(Error::new(
            crate::ErrorKind::Io,
            format!("the atlas ({ATLAS_PATH}) disagrees with the proof computed here: {what}"),
        ))
    };
    for (a, (ours, theirs)) in proof.rows.iter().zip(&atlas.rows).enumerate() {
        if ours != theirs {
            return differ(format!(
                "row {a} has preperiod {} and period {} here, {} and {} in the atlas",
                ours.preperiod, ours.period, theirs.preperiod, theirs.period
            ));
        }
    }
    // The same repeat must be the same state. (Another repeat of the same rows,
    // as a different search schedule finds, is another proof of the same facts.)
    if proof.max_row == atlas.max_row && (proof.first, proof.second) == (atlas.first, atlas.second) {
        let state = state_sha256(&proof.state);
        if state != atlas.state_sha256 {
            return differ(format!(
                "the state before columns {} and {} has SHA-256 {state} here, {} in the atlas",
                proof.first, proof.second, atlas.state_sha256
            ));
        }
    }
    Ok(())
}

impl Answer for RowsAnswer {
    /// A line per row (least preperiod and period), then the proof.
    fn text(&self) -> String {
        let p = &self.proof;
        let mut text = String::from("row  preperiod  period\n");
        for (a, r) in p.rows.iter().enumerate() {
            text.push_str(&format!("{a:>3}  {:>9}  {:>6}\n", r.preperiod, r.period));
        }
        text.push_str(&format!(
            "proof: the states of rows 0..{} before columns {} and {} are equal, so every row repeats additively with period {} from column {} (G(a, b + {}) = G(a, b) + {}); each row's least preperiod and period are found from the values\n",
            p.max_row,
            p.first,
            p.second,
            p.second - p.first,
            p.first,
            p.second - p.first,
            p.second - p.first
        ));
        let source = match self.source {
            RowsSource::Atlas => {
                format!("the atlas ({ATLAS_PATH}), proven when it was written; --recheck proves it here")
            }
            RowsSource::Computed { rechecked: true } => "proven here, and the atlas agrees".into(),
            RowsSource::Computed { rechecked: false } => "proven here".into(),
            RowsSource::Cache => "the cache of rows proven here before, checked as read".into(),
        };
        text.push_str(&format!("source: {source}\n"));
        text
    }
}

impl Serialize for RowsAnswer {
    /// `{"game", "parameters", "rule", "proof": {"first", "second", "period"},
    /// "rows": [{"row", "preperiod", "period"}], "source"}`: the source is
    /// "atlas", "computed", "rechecked" (computed, and the atlas agrees) or
    /// "cache".
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Proof<'a>(&'a RowProof);
        impl Serialize for Proof<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(3))?;
                map.serialize_entry("first", &Count(self.0.first))?;
                map.serialize_entry("second", &Count(self.0.second))?;
                map.serialize_entry("period", &Count(self.0.second - self.0.first))?;
                map.end()
            }
        }
        struct Row(usize, wythoff::wythoff_grundy::RowPeriod);
        impl Serialize for Row {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(3))?;
                map.serialize_entry("row", &Count(self.0 as u64))?;
                map.serialize_entry("preperiod", &Count(self.1.preperiod))?;
                map.serialize_entry("period", &Count(self.1.period))?;
                map.end()
            }
        }
        let rows: Vec<Row> = self.proof.rows.iter().enumerate().map(|(a, &r)| Row(a, r)).collect();
        let mut map = serializer.serialize_map(Some(6))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("proof", &Proof(&self.proof))?;
        map.serialize_entry("rows", &rows)?;
        map.serialize_entry("source", self.source.name())?;
        map.end()
    }
}

/// The g-values of Wythoff's game (see [`wythoff::wythoff_grundy::values`]):
/// the positions (aₙ, bₙ), aₙ ≤ bₙ, with G = g, by increasing aₙ from n = 0,
/// computed from the rules by the row walk
/// ([`wythoff::wythoff_grundy::strips`]) within `limits.grundy_walk_steps`.
/// Beyond it, nothing is answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GValuesAnswer {
    /// Wythoff's game.
    pub game: GameInfo,
    /// The value g.
    pub value: u32,
    /// The g-values asked, each with its index n.
    pub positions: Vec<(u64, [u64; 2])>,
    /// One asked by its index (`--nth`), or a listing from n = 0 (`--count`).
    pub one: bool,
    /// Why they are exact: the rows walked.
    pub reason: ReasonAnswer,
}

impl GValuesAnswer {
    /// The first `count` g-values (within `limits.max_items`).
    ///
    /// ```
    /// use wythoff_answer::grundy::GValuesAnswer;
    /// let answer = GValuesAnswer::first(1, 4, &Default::default()).unwrap();
    /// let positions: Vec<[u64; 2]> = answer.positions.iter().map(|p| p.1).collect();
    /// assert_eq!(positions, [[0, 1], [2, 2], [3, 6], [4, 8]]);
    /// ```
    pub fn first(g: u64, count: u64, limits: &Limits) -> Result<GValuesAnswer, Error> {
        limits.check_items(&Natural::from(count), "positions")?;
        GValuesAnswer::find(g, count, false, limits)
    }

    /// The g-value of index n.
    pub fn nth(g: u64, n: u64, limits: &Limits) -> Result<GValuesAnswer, Error> {
        GValuesAnswer::find(g, n.saturating_add(1), true, limits)
    }

    fn find(g: u64, needed: u64, one: bool, limits: &Limits) -> Result<GValuesAnswer, Error> {
        use wythoff::wythoff_grundy::strips::{Strips, walk_steps};
        // Row a holds at most one g-value with its smaller pile there, so the
        // n-th needs at least n + 1 rows; they lie near the 0-values, whose
        // n-th is in row ⌊nφ⌋ (Nivasch): about 1.618 (n + 1) rows, never fewer
        // than n + 1.
        let estimate = needed.saturating_mul(1618) / 1000;
        let budget = |g: u32, rows: u64| walk_steps(rows, g) <= u128::from(limits.grundy_walk_steps);
        let refused = |rows: u64| {
            Error::limit(format!(
                "the g-values with G = {g} are computed from the rules, walking rows 0, 1, 2, … for every value 0..={g}: rows · ({g} + 1)² steps, at most {}; the {} needs about {} rows, {} steps. Past it, the n-th g-value needs Blass and Fraenkel's recursive algorithm (G = 1) or Nivasch's (G ≥ 2, resting on his convergence conjecture), which are not implemented here; nothing is guessed",
                grouped(limits.grundy_walk_steps),
                if one {
                    format!("g-value of index {}", grouped(needed - 1))
                } else {
                    format!("first {}", grouped(needed))
                },
                grouped(rows),
                u64::try_from(u128::from(rows) * (u128::from(g) + 1).pow(2))
                    .map_or_else(|_| "more than 18,446,744,073,709,551,615".into(), grouped),
            ))
        };
        let g32 = u32::try_from(g).ok().filter(|&g| budget(g, estimate)).ok_or_else(|| refused(estimate))?;
        let most_rows = u64::try_from(u128::from(limits.grundy_walk_steps) / (u128::from(g32) + 1).pow(2))
            .unwrap_or(u64::MAX);
        let mut strips = Strips::new(g32, estimate.max(64));
        let mut positions = Vec::new();
        let mut index = 0u64;
        let from = if one { needed - 1 } else { 0 };
        let mut rows = 0;
        while index < needed {
            if rows >= most_rows {
                return Err(refused(rows + 1));
            }
            strips.row(rows, &mut |_, _, _| {});
            if let Some(b) = strips.pair_in_row(g32) {
                if index >= from {
                    positions.push((index, [rows, b]));
                }
                index += 1;
            }
            rows += 1;
        }
        let reason = ReasonAnswer::new(
            "wythoff_g_values_walk",
            vec![("rows", Natural::from(rows)), ("largest_value", Natural::from(g32))],
            vec![("found", Arg::yes(false))],
        );
        Ok(GValuesAnswer { game: wythoff_info(), value: g32, positions, one, reason })
    }
}

impl Answer for GValuesAnswer {
    /// A listing: "n a b" lines. One: the position and why.
    fn text(&self) -> String {
        if self.one {
            let (n, [a, b]) = self.positions[0];
            let args = [
                ("n", Arg::number(n)),
                ("g", Arg::number(self.value)),
                ("a", Arg::number(a)),
                ("b", Arg::number(b)),
            ];
            let why = crate::words::say("why", &[("reason", Arg::Notation(self.reason.text()))]);
            return format!("{}\n{why}\n", crate::words::say("gvalue-one", &args));
        }
        self.positions.iter().map(|(n, [a, b])| format!("{n} {a} {b}\n")).collect()
    }
}

impl Serialize for GValuesAnswer {
    /// One: `{"game", "parameters", "rule", "value", "n", "position", "basis",
    /// "reason"}`; a listing: `{"game", "parameters", "rule", "value", "basis",
    /// "reason", "positions": [{"n", "position"}]}`. The basis is "proven".
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Entry(u64, [u64; 2]);
        impl Serialize for Entry {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(2))?;
                map.serialize_entry("n", &Count(self.0))?;
                map.serialize_entry("position", &[Count(self.1[0]), Count(self.1[1])])?;
                map.end()
            }
        }
        let mut map = serializer.serialize_map(None)?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("value", &Count(self.value as u64))?;
        if self.one {
            let (n, [a, b]) = self.positions[0];
            map.serialize_entry("n", &Count(n))?;
            map.serialize_entry("position", &[Count(a), Count(b)])?;
        }
        map.serialize_entry("basis", "proven")?;
        map.serialize_entry("reason", &self.reason)?;
        if !self.one {
            let entries: Vec<Entry> = self.positions.iter().map(|&(n, p)| Entry(n, p)).collect();
            map.serialize_entry("positions", &entries)?;
        }
        map.end()
    }
}
