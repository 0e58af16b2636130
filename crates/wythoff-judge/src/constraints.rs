//! What each judge problem's statement allows: the bounds on its numbers, the
//! order of a pair, how many numbers a case lists and how many cases an input
//! holds. [`crate::generate`] and [`crate::stress`] keep to them unless asked to go
//! `--beyond`; [`crate::judge::judge`] answers any size either way.
//!
//! The figures are the statements' own, each cited in its problem's row of
//! [`crate::problem::PROBLEMS`]; where a statement could not be found the row
//! says so and its figures are marked assumed.

use std::fmt::Write as _;

use wythoff::Natural;

use crate::input::{Case, Kind, Layout};

/// A problem's stated constraints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Constraints {
    /// The least and greatest number a case may hold: a pile, a heap, a
    /// square, n (hdu1846: both n and m; hdu1536: the heaps, whose subtraction
    /// set's members lie in 1..=the greatest).
    pub values: (u64, u64),
    /// A pair comes in order, a ≤ b (hdu2177).
    pub ordered: bool,
    /// The fewest and most numbers in one list of a case: the heaps or squares
    /// (hdu1536: the subtraction set, the positions, and each position's heaps).
    /// `None` where a case is a pair or one number.
    pub items: Option<(u64, u64)>,
    /// The numbers of a case are all different (poj1704's squares).
    pub distinct: bool,
    /// The most cases one input may hold, where the statement bounds it.
    pub cases: Option<u64>,
    /// Where the figures were read, in words; "assumed" where the statement
    /// itself was not found.
    pub source: &'static str,
    /// Were the figures read from the statement (not assumed)?
    pub confirmed: bool,
    /// Is the count of cases alone assumed (the rest read from a source)?
    pub count_assumed: bool,
}

impl Constraints {
    /// Why `case`, in an input laid out as `layout`, is not an input the statement allows (`None`: it is).
    ///
    /// ```
    /// use wythoff_judge::problem::{Case, Problem};
    /// let (c, layout) = (Problem::Hdu2177.constraints(), Problem::Hdu2177.layout());
    /// assert_eq!(c.refuses(layout, &Case::Pair(3u8.into(), 5u8.into())), None);
    /// assert!(c.refuses(layout, &Case::Pair(5u8.into(), 3u8.into())).is_some());
    /// ```
    pub fn refuses(&self, layout: Layout, case: &Case) -> Option<String> {
        let (lo, hi) = (Natural::from(self.values.0), Natural::from(self.values.1));
        let value = |x: &Natural, what: &str| {
            (*x < lo || *x > hi)
                .then(|| format!("{what} {x} is outside {}..={}", self.values.0, self.values.1))
        };
        let count = |n: usize, what: &str| {
            self.items
                .filter(|&(a, b)| (n as u64) < a || (n as u64) > b)
                .map(|(a, b)| format!("{n} {what}, not {a}..={b}"))
        };
        if layout.ends_input(case) {
            return Some("it would end the input".into());
        }
        match case {
            Case::Pair(a, b) => {
                if let Some(why) = value(a, "a").or_else(|| value(b, "b")) {
                    return Some(why);
                }
                if self.ordered && a > b {
                    return Some(format!("a {a} > b {b}: the statement gives a ≤ b"));
                }
                None
            }
            Case::Number(n) => value(n, "n"),
            Case::Heaps(heaps) => {
                if let Some(why) = count(heaps.len(), "numbers") {
                    return Some(why);
                }
                if let Some(why) = heaps.iter().find_map(|h| value(h, "a number")) {
                    return Some(why);
                }
                if self.distinct {
                    let mut sorted: Vec<&Natural> = heaps.iter().collect();
                    sorted.sort();
                    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
                        return Some(format!("{} appears twice: the statement's numbers are distinct", w[0]));
                    }
                }
                None
            }
            Case::Sums { set, positions } => {
                if let Some(why) =
                    count(set.len(), "members of the set").or_else(|| count(positions.len(), "positions"))
                {
                    return Some(why);
                }
                if let Some(s) = set.iter().find(|&&s| s == 0 || s > self.values.1) {
                    return Some(format!("the set's member {s} is outside 1..={}", self.values.1));
                }
                positions.iter().find_map(|p| {
                    count(p.len(), "heaps").or_else(|| p.iter().find_map(|h| value(h, "a heap")))
                })
            }
        }
    }

    /// Why an input of `cases` cases is more than the statement allows.
    pub fn refuses_count(&self, cases: usize) -> Option<String> {
        self.cases
            .filter(|&most| cases as u64 > most)
            .map(|most| format!("at most {} cases an input", show(most)))
    }

    /// The constraints of a problem that asks `kind` in inputs laid out as `layout`, in one line, for `gen --help`, `stress --help` and the
    /// README.
    pub fn describe(&self, kind: Kind, layout: Layout) -> String {
        let (lo, hi) = (show(self.values.0), show(self.values.1));
        let mut s = match kind {
            Kind::Wythoff(_) if self.ordered => format!("{lo} ≤ a ≤ b ≤ {hi}"),
            Kind::Wythoff(_) => format!("{lo} ≤ a, b ≤ {hi}"),
            Kind::Bash => format!("{lo} ≤ n, m ≤ {hi}"),
            Kind::FibonacciStart | Kind::GrundysGame => format!("{lo} ≤ n ≤ {hi}"),
            Kind::SubtractionSums => {
                let (a, b) = self.items.unwrap_or((1, u64::MAX));
                format!("{a} ≤ k, m, l ≤ {b}; set members 1 to {hi}; heaps {lo} to {hi}")
            }
            Kind::NimWinningMoveCount
            | Kind::MisereNim
            | Kind::NimWinningMoves
            | Kind::LaskerNim
            | Kind::GeorgiaAndBob => {
                let (a, b) = self.items.unwrap_or((1, u64::MAX));
                let what = if kind == Kind::GeorgiaAndBob { "squares" } else { "heaps" };
                let distinct = if self.distinct { ", distinct" } else { "" };
                format!("{} to {} {what}, each {lo} to {hi}{distinct}", show(a), show(b))
            }
        };
        if layout == Layout::UntilZeroZero && self.values.0 == 0 {
            s += ", not both 0";
        }
        if let Some(most) = self.cases {
            let _ = write!(s, "; at most {} cases", show(most));
            if self.count_assumed && self.confirmed {
                s += " (assumed)";
            }
        }
        if !self.confirmed {
            s += " (assumed)";
        }
        s
    }
}

/// A bound as statements write it: 10^k, 2·10^k, 2^31 − 1, or the number.
pub fn show(x: u64) -> String {
    if x == (1 << 31) - 1 {
        return "2^31 − 1".into();
    }
    for (lead, mark) in [(1, ""), (2, "2·")] {
        for k in 4..=18u32 {
            if lead * 10u64.pow(k) == x {
                return format!("{mark}10^{k}");
            }
        }
    }
    x.to_string()
}
