//! The atlas of the octal games 0.d₁d₂d₃: every code with at most three digits
//! after the point (511 codes, 0.000 having no move), each searched for a
//! period by the rare/common engine ([`wythoff::octal::survey`]) to a fixed
//! budget of values and steps, and kept in the repository as
//! `docs/atlas/octal.tsv`, built into the program.
//!
//! Each row says what the search found: a period proven by Guy and Smith's
//! theorem (its least preperiod and period and the heap the check reached), or
//! none within the budget (the code is open there: how many values were
//! computed and which budget stopped it); the engine's space at the end and
//! its sparse ("rare") positions; the largest value and the last zero; and the
//! codes whose values are the same (to the length both are known, or proven the
//! same forever when both are periodic and the check covers a common period).
//!
//! The file is text: comment lines (`# `) with the budget, a header, a
//! tab-separated line a code, and last a SHA-256 of every line before it. A
//! file whose checksum does not match, or whose lines are out of shape, is
//! refused, as the rows atlas ([`crate::atlas`]) is. `--recheck` searches a
//! code again with the atlas's budget and compares its row.

use std::collections::BTreeMap;

use wythoff::octal::{Certificate, OctalCode, SparseSpace, Survey, Work, survey};

/// The atlas in the repository (docs/atlas/octal.tsv), built into the program.
const EMBEDDED: &str = include_str!("../../../docs/atlas/octal.tsv");

/// Where the atlas lives in the repository, as answers cite it.
pub const OCTAL_ATLAS_PATH: &str = "docs/atlas/octal.tsv";

/// How far each code is searched: `values` values or `steps` of the engine's
/// work, whichever comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most values computed.
    pub values: usize,
    /// The most steps (a split tried or a sparse position marked).
    pub steps: u64,
}

/// The atlas's budget: 2^20 values or 2^35 steps (about a minute of the
/// engine on a 2-core machine of 2026; bench/RESULTS.md).
pub const BUDGET: Budget = Budget { values: 1 << 20, steps: 1 << 35 };

/// What the search found about a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// A period proven (every heap's value is known).
    Period(Certificate),
    /// No period within the budget: the values ran out (`steps` false) or
    /// the steps did.
    Open {
        /// Did the step budget stop it (before the values budget)?
        steps: bool,
    },
}

/// One code's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalRow {
    /// The code, in its normal form.
    pub code: OctalCode,
    /// Period or open.
    pub status: Status,
    /// How many values the search computed.
    pub values: u64,
    /// The engine's space at the end and its sparse positions among the
    /// values (None if a value too wide for it sent the search to the
    /// definition).
    pub space: Option<(SparseSpace, usize)>,
    /// The largest value computed.
    pub largest: u32,
    /// The last heap with value 0 among those computed.
    pub last_zero: u64,
    /// The other codes with the same values, and how far they were compared
    /// (None: proven the same for every heap).
    pub same_as: Vec<OctalCode>,
    /// See `same_as`.
    pub same_through: Option<u64>,
}

impl OctalRow {
    /// The row of a search's findings (`same_as` empty until
    /// [`OctalAtlas::of`] links the rows).
    pub fn of(code: OctalCode, found: &Survey, budget: Budget) -> OctalRow {
        let v = &found.values;
        let status = match found.certificate {
            Some(c) => Status::Period(c),
            None => Status::Open { steps: v.len() < budget.values },
        };
        OctalRow {
            code,
            status,
            values: v.len() as u64,
            space: found.space,
            largest: v.iter().copied().max().unwrap_or(0),
            last_zero: v.iter().rposition(|&x| x == 0).unwrap_or(0) as u64,
            same_as: Vec::new(),
            same_through: None,
        }
    }

    /// A code searched with `budget` ([`survey`]): its row and its values.
    pub fn search(code: OctalCode, budget: Budget) -> (OctalRow, Vec<u32>) {
        let found = survey(&code, budget.values, &mut Work::new(budget.steps));
        (OctalRow::of(code, &found, budget), found.values)
    }

    /// The row without its links to other codes (what a recheck compares).
    pub fn unlinked(&self) -> OctalRow {
        OctalRow { same_as: Vec::new(), same_through: None, ..self.clone() }
    }

    /// The row as the atlas writes it (tab-separated).
    pub(crate) fn line(&self) -> String {
        let dash = || "-".to_string();
        let (status, pre, period, checked) = match self.status {
            Status::Period(c) => (
                "period".into(),
                c.period.preperiod.to_string(),
                c.period.period.to_string(),
                c.checked_to.to_string(),
            ),
            Status::Open { steps } => {
                (if steps { "open steps" } else { "open values" }.to_string(), dash(), dash(), dash())
            }
        };
        let (space, sparse) = match self.space {
            Some((s, count)) => (space_text(s), count.to_string()),
            None => (dash(), dash()),
        };
        let same = if self.same_as.is_empty() {
            dash()
        } else {
            self.same_as.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(",")
        };
        let through = match (self.same_as.is_empty(), self.same_through) {
            (true, _) => dash(),
            (false, None) => "all".into(),
            (false, Some(n)) => n.to_string(),
        };
        [self.code.to_string(), status, pre, period, checked, self.values.to_string(), space, sparse]
            .into_iter()
            .chain([self.largest.to_string(), self.last_zero.to_string(), same, through])
            .collect::<Vec<_>>()
            .join("\t")
    }

    fn parse(line: &str) -> Option<OctalRow> {
        let f: Vec<&str> = line.split('\t').collect();
        let [code, status, pre, period, checked, values, space, sparse, largest, last_zero, same, through] =
            f[..]
        else {
            return None;
        };
        let n = |s: &str| s.parse::<u64>().ok();
        let status = match status {
            "period" => Status::Period(Certificate {
                period: wythoff::subtraction::Period {
                    preperiod: n(pre)?,
                    period: n(period).filter(|&p| p > 0)?,
                },
                checked_to: n(checked)?,
            }),
            "open steps" | "open values" if [pre, period, checked] == ["-"; 3] => {
                Status::Open { steps: status == "open steps" }
            }
            _ => return None,
        };
        let space = match (space, sparse) {
            ("-", "-") => None,
            _ => Some((parse_space(space)?, sparse.parse().ok()?)),
        };
        let same_as: Vec<OctalCode> = match same {
            "-" => Vec::new(),
            _ => same.split(',').map(|c| c.parse().ok()).collect::<Option<_>>()?,
        };
        let same_through = match (same_as.is_empty(), through) {
            (true, "-") | (false, "all") => None,
            (false, t) => Some(n(t)?),
            (true, _) => return None,
        };
        Some(OctalRow {
            code: code.parse().ok().filter(|c: &OctalCode| c.to_string() == code)?,
            status,
            values: n(values)?,
            space,
            largest: largest.parse().ok()?,
            last_zero: n(last_zero)?,
            same_as,
            same_through,
        })
    }
}

/// A space as the atlas writes it: the mask, then `parity` if the position's
/// parity counts and `flip` for the other class (`254 flip`).
pub(crate) fn space_text(s: SparseSpace) -> String {
    let mut text = s.mask.to_string();
    if s.domain {
        text.push_str(" parity");
    }
    if s.flip {
        text.push_str(" flip");
    }
    text
}

fn parse_space(text: &str) -> Option<SparseSpace> {
    let mut words = text.split(' ');
    let mask = words.next()?.parse().ok()?;
    let rest: Vec<&str> = words.collect();
    let (domain, flip) = match rest[..] {
        [] => (false, false),
        ["parity"] => (true, false),
        ["flip"] => (false, true),
        ["parity", "flip"] => (true, true),
        _ => return None,
    };
    Some(SparseSpace { mask, domain, flip })
}

/// Every code 0.d₁d₂d₃ with a move, in order (0.001 to 0.777, written in
/// normal form: 0.1 for 0.100).
pub fn codes() -> Vec<OctalCode> {
    (1..512u32).map(|d| format!("0.{}{}{}", d / 64, d / 8 % 8, d % 8).parse().expect("a code")).collect()
}

/// The value of heap n from a row's values: past them, by the period if one
/// is proven.
fn value_at(row: &OctalRow, values: &[u32], n: usize) -> Option<u32> {
    if let Some(&v) = values.get(n) {
        return Some(v);
    }
    match row.status {
        Status::Period(c) => {
            let (pre, p) = (c.period.preperiod as usize, c.period.period as usize);
            values.get(pre + (n - pre) % p).copied()
        }
        Status::Open { .. } => None,
    }
}

/// How far two rows are known: the budget's values for a proven period (its
/// values extend that far), else the values computed.
fn known(row: &OctalRow, budget: Budget) -> usize {
    match row.status {
        Status::Period(_) => budget.values,
        Status::Open { .. } => row.values as usize,
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The atlas: its budget and every code's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalAtlas {
    /// How far each code was searched.
    pub budget: Budget,
    /// One row a code, in [`codes`]' order.
    pub rows: Vec<OctalRow>,
}

impl OctalAtlas {
    /// The atlas of rows and their values ([`OctalRow::search`]), the rows
    /// linked to the codes with the same values: compared to the length both
    /// are known, proven the same for every heap when both have a period and
    /// the values compared cover both preperiods and a common period.
    pub fn of(budget: Budget, found: Vec<(OctalRow, Vec<u32>)>) -> OctalAtlas {
        // Candidates share their first 64 values; each pair is then compared.
        let mut by_start: BTreeMap<Vec<Option<u32>>, Vec<usize>> = BTreeMap::new();
        for (i, (row, values)) in found.iter().enumerate() {
            by_start.entry((0..64).map(|n| value_at(row, values, n)).collect()).or_default().push(i);
        }
        let mut rows: Vec<OctalRow> = found.iter().map(|(r, _)| r.unlinked()).collect();
        for group in by_start.values() {
            for (k, &a) in group.iter().enumerate() {
                for &b in &group[k + 1..] {
                    let ((ra, va), (rb, vb)) = (&found[a], &found[b]);
                    let len = known(ra, budget).min(known(rb, budget));
                    if (0..len).any(|n| value_at(ra, va, n) != value_at(rb, vb, n)) {
                        continue;
                    }
                    let forever = match (ra.status, rb.status) {
                        (Status::Period(x), Status::Period(y)) => {
                            let (p, q) = (x.period.period, y.period.period);
                            let common = p / gcd(p, q) * q;
                            x.period.preperiod.max(y.period.preperiod) + common <= len as u64
                        }
                        _ => false,
                    };
                    let through = (!forever).then_some(len as u64);
                    for (me, other) in [(a, b), (b, a)] {
                        rows[me].same_as.push(found[other].0.code.clone());
                        // The least of the lengths compared (None, forever, the most).
                        rows[me].same_through = match (rows[me].same_through, through) {
                            (Some(x), Some(y)) => Some(x.min(y)),
                            (x, y) => x.or(y),
                        };
                    }
                }
            }
        }
        OctalAtlas { budget, rows }
    }

    /// The atlas built into the program; None if the repository's file was
    /// refused when it was built in (a test keeps it readable).
    pub fn embedded() -> Option<&'static OctalAtlas> {
        static ATLAS: std::sync::OnceLock<Option<OctalAtlas>> = std::sync::OnceLock::new();
        ATLAS.get_or_init(|| OctalAtlas::parse(EMBEDDED).ok()).as_ref()
    }

    /// The row of `code`, if the atlas has it.
    pub fn row(&self, code: &OctalCode) -> Option<&OctalRow> {
        self.rows.iter().find(|r| &r.code == code)
    }

    /// The period the built-in atlas proved for `code`, if it has the code
    /// and proved one.
    pub fn period(code: &OctalCode) -> Option<Certificate> {
        match OctalAtlas::embedded()?.row(code)?.status {
            Status::Period(c) => Some(c),
            Status::Open { .. } => None,
        }
    }

    /// The file's text.
    pub fn text(&self) -> String {
        let open = self.rows.iter().filter(|r| matches!(r.status, Status::Open { .. })).count();
        let mut text = format!(
            "# The atlas of the octal games 0.d1d2d3 (every code with at most three digits after the point\n\
             # and a move, in normal form): each searched for a period by Guy and Smith's theorem with the\n\
             # rare/common engine, to {values} values or {steps} steps, whichever came first.\n\
             # status: period (preperiod, period, and the heap the check reached), or open (no period\n\
             # within the budget: 'open values' when the values ran out, 'open steps' when the steps did).\n\
             # space: the engine's last (mask, 'parity' if the position's parity counts, 'flip' for the\n\
             # other class), with its sparse positions; largest value and last zero among those computed;\n\
             # same_as: the codes with the same values, compared through same_through values ('all':\n\
             # proven the same for every heap).\n\
             # Written by bench/octal_atlas.sh; do not edit: the last line is the SHA-256 of the lines\n\
             # before it, and a changed file is refused.\n\
             # budget: values {values} steps {steps}\n\
             # codes: {codes}, open: {open}\n\
             code\tstatus\tpreperiod\tperiod\tchecked_to\tvalues\tspace\tsparse\tlargest\tlast_zero\tsame_as\tsame_through\n",
            values = self.budget.values,
            steps = self.budget.steps,
            codes = self.rows.len(),
        );
        for row in &self.rows {
            text.push_str(&row.line());
            text.push('\n');
        }
        crate::atlas::sealed(text)
    }

    /// Reads an atlas written by [`text`](Self::text); an error says which
    /// line is wrong, or that the checksum does not match.
    pub fn parse(text: &str) -> Result<OctalAtlas, String> {
        let body = crate::atlas::unsealed(text)?;
        let mut budget = None;
        let mut lines = body.lines().enumerate();
        for (i, line) in lines.by_ref() {
            let bad = || format!("line {}: {line}", i + 1);
            if let Some(words) = line.strip_prefix("# budget: ") {
                let words: Vec<&str> = words.split(' ').collect();
                budget = match words[..] {
                    ["values", v, "steps", s] => Some(Budget {
                        values: v.parse().map_err(|_| bad())?,
                        steps: s.parse().map_err(|_| bad())?,
                    }),
                    _ => return Err(bad()),
                };
            } else if line.starts_with("code\t") {
                break;
            } else if !line.starts_with("# ") {
                return Err(bad());
            }
        }
        let budget = budget.ok_or("no # budget: line")?;
        let rows = lines
            .map(|(i, line)| OctalRow::parse(line).ok_or_else(|| format!("line {}: {line}", i + 1)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(OctalAtlas { budget, rows })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> OctalAtlas {
        let budget = Budget { values: 1 << 12, steps: 1 << 24 };
        let found = ["0.06", "0.26", "0.27", "0.07", "0.6"]
            .iter()
            .map(|c| OctalRow::search(c.parse().unwrap(), budget))
            .collect();
        OctalAtlas::of(budget, found)
    }

    #[test]
    fn an_atlas_reads_back_and_a_changed_one_is_refused() {
        let atlas = small();
        let text = atlas.text();
        assert_eq!(OctalAtlas::parse(&text), Ok(atlas.clone()));
        let changed = text.replacen("period\t", "period\t1", 1);
        assert!(OctalAtlas::parse(&changed).unwrap_err().contains("checksum"));
        // 0.26 and 0.27 have the same values (not 0.06: Winning Ways's locator
        // pairs 0.27 with 0.06).
        let row = |c: &str| atlas.row(&c.parse().unwrap()).unwrap();
        assert_eq!(row("0.27").same_as, vec!["0.26".parse::<OctalCode>().unwrap()]);
        assert!(row("0.06").same_as.is_empty());
        assert!(matches!(row("0.6").status, Status::Open { steps: false }));
    }

    /// The atlas in the repository, and whether it is built (a file with no
    /// rows says it is not yet).
    fn built() -> Option<&'static OctalAtlas> {
        let atlas = OctalAtlas::embedded().expect("docs/atlas/octal.tsv is read");
        (!atlas.rows.is_empty()).then_some(atlas)
    }

    #[test]
    fn the_atlas_has_every_code_once_in_order() {
        let Some(atlas) = built() else { return };
        let listed: Vec<&OctalCode> = atlas.rows.iter().map(|r| &r.code).collect();
        assert_eq!(listed, codes().iter().collect::<Vec<_>>());
        assert_eq!(atlas.budget, BUDGET);
    }

    #[test]
    fn the_atlas_periods_are_proven_again() {
        // Every period (each check fits the budget), by the engine here, and
        // those to 2^11 by the definition as well (Guy and Smith's theorem,
        // the least preperiod and period, the same heap checked).
        let Some(atlas) = built() else { return };
        let mut checked = 0;
        for row in &atlas.rows {
            let Status::Period(c) = row.status else { continue };
            if c.checked_to >= 1 << 20 {
                continue;
            }
            let len = c.checked_to as usize + 1;
            let found = survey(&row.code, len, &mut Work::unlimited());
            assert_eq!(wythoff::octal::certify(&row.code, &found.values[..len]), Some(c), "{}", row.code);
            if len <= 1 << 11 {
                assert_eq!(
                    wythoff::octal::certify(&row.code, &row.code.values(len)),
                    Some(c),
                    "{}",
                    row.code
                );
            }
            checked += 1;
        }
        assert!(checked > 300, "{checked}");
    }

    #[test]
    fn the_atlas_codes_with_the_same_values_have_them() {
        let Some(atlas) = built() else { return };
        let len = 1 << 12;
        // Each code's first `len` values, searched here (a proven period
        // extends them).
        let first = |row: &OctalRow| {
            let v = survey(&row.code, len, &mut Work::unlimited()).values;
            (0..len).map(|n| value_at(row, &v, n).expect("computed or periodic")).collect::<Vec<u32>>()
        };
        let values: BTreeMap<String, Vec<u32>> =
            atlas.rows.iter().map(|r| (r.code.to_string(), first(r))).collect();
        for row in &atlas.rows {
            let mine = &values[&row.code.to_string()];
            for other in &row.same_as {
                let through = row.same_through.map_or(len, |t| (t as usize).min(len));
                assert_eq!(mine[..through], values[&other.to_string()][..through], "{} {other}", row.code);
            }
        }
        // The published tables' mix-ups, as the atlas has them.
        let row = |c: &str| atlas.row(&c.parse().unwrap()).unwrap();
        assert!(row("0.27").same_as.contains(&"0.26".parse().unwrap()));
        assert!(!row("0.27").same_as.contains(&"0.06".parse().unwrap()));
        assert!(!row("0.161").same_as.contains(&"0.36".parse().unwrap()));
        assert!(!row("0.314").same_as.contains(&"0.31".parse().unwrap()));
        let Status::Period(c56) = row("0.56").status else { panic!("0.56 is periodic") };
        assert_eq!((c56.period.preperiod, c56.period.period), (326_640, 144));
    }
}
