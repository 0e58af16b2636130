//! The classic judge problems on Wythoff's game and its siblings: their input
//! formats, and their exact expected output for values of any size.
//!
//! [`PROBLEMS`] is the one list: each problem's name, aliases, source, input and
//! output in words, layout, the game and verdict words that answer it, and what
//! its statement allows ([`Constraints`], cited). The command's `judge --help`, the
//! README's table ([`markdown_table`], kept equal by a test) and the generator
//! all read it.

use std::fmt;
use std::io::{self, Write};

use wythoff::Natural;

use crate::constraints::Constraints;
pub use crate::input::{Case, Kind, Layout, Verdict};

/// A judge problem: one row of [`PROBLEMS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    P2252,
    Hdu1527,
    Poj1067,
    Hdu2177,
    Nod1072,
    Nod1185,
    Hdu2516,
    Hdu1846,
    Hdu1850,
    Hdu1907,
    Hdu2176,
    Hdu1536,
    Hdu3032,
    Poj1704,
    Cses2207,
}

/// One judge problem, as every part of the project describes it.
#[derive(Clone, Copy, Debug)]
pub struct Info {
    /// The problem.
    pub problem: Problem,
    /// Its name on the command line.
    pub name: &'static str,
    /// Other names it goes by (the same problem on another judge).
    pub aliases: &'static [&'static str],
    /// Where it is posed.
    pub source: &'static str,
    /// Its input, in words.
    pub input: &'static str,
    /// Its output, in words.
    pub output: &'static str,
    /// How its input is laid out.
    pub layout: Layout,
    /// What it asks.
    pub kind: Kind,
    /// What its statement allows: the inputs `gen` and `stress` keep to
    /// unless asked to go `--beyond` (we answer any size).
    pub constraints: Constraints,
}

/// Every judge problem.
pub const PROBLEMS: [Info; 15] = [
    Info {
        problem: Problem::P2252,
        name: "p2252",
        aliases: &[],
        source: "Luogu P2252",
        input: "one line `a b`",
        output: "`1` if the first player wins, else `0`",
        layout: Layout::One,
        kind: Kind::Wythoff(Verdict::OneZero),
        constraints: Constraints {
            values: (0, 1_000_000_000),
            ordered: false,
            items: None,
            distinct: false,
            cases: None,
            source: "Luogu P2252's statement was not found in the corpus; HDU 1527's bounds (the same NOI problem) are assumed",
            confirmed: false,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Hdu1527,
        name: "hdu1527",
        aliases: &[],
        source: "HDU 1527",
        input: "pairs `a b` until end of input",
        output: "`1` / `0` per pair",
        layout: Layout::UntilEnd,
        kind: Kind::Wythoff(Verdict::OneZero),
        constraints: Constraints {
            values: (0, 1_000_000_000),
            ordered: false,
            items: None,
            distinct: false,
            cases: None,
            source: "HDU 1527: two non-negative integers a and b, neither above 1,000,000,000",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Poj1067,
        name: "poj1067",
        aliases: &[],
        source: "POJ 1067",
        input: "pairs `a b` until end of input",
        output: "`1` / `0` per pair",
        layout: Layout::UntilEnd,
        kind: Kind::Wythoff(Verdict::OneZero),
        constraints: Constraints {
            values: (0, 1_000_000_000),
            ordered: false,
            items: None,
            distinct: false,
            cases: None,
            source: "POJ 1067 (the same statement as HDU 1527): non-negative a and b, neither above 1,000,000,000",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Hdu2177,
        name: "hdu2177",
        aliases: &[],
        source: "HDU 2177",
        input: "pairs `a b` until `0 0`",
        output: "`0`, or `1` and each position `x y` a winning move reaches (equal take first, then by x)",
        layout: Layout::UntilZeroZero,
        kind: Kind::Wythoff(Verdict::Targets),
        constraints: Constraints {
            values: (0, 1_000_000),
            ordered: true,
            items: None,
            distinct: false,
            cases: None,
            source: "HDU 2177: non-negative a and b, neither above 1,000,000, and a <= b; a = b = 0 ends",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Nod1072,
        name: "nod1072",
        aliases: &[],
        source: "51Nod 1072",
        input: "`T`, then T pairs",
        output: "`A` if the first player wins, else `B`",
        layout: Layout::Counted,
        kind: Kind::Wythoff(Verdict::AB),
        constraints: Constraints {
            values: (1, 2_000_000),
            ordered: false,
            items: None,
            distinct: false,
            cases: Some(10_000),
            source: "51Nod 1072: 1 <= T <= 10000; each pile 1 <= N <= 2000000",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Nod1185,
        name: "nod1185",
        aliases: &[],
        source: "51Nod 1185 (Wythoff V2)",
        input: "`T`, then T pairs",
        output: "`A` if the first player wins, else `B`",
        layout: Layout::Counted,
        kind: Kind::Wythoff(Verdict::AB),
        constraints: Constraints {
            values: (1, 1_000_000_000_000_000_000),
            ordered: false,
            items: None,
            distinct: false,
            cases: Some(10_000),
            source: "51Nod 1185: 1 <= T <= 10000; each pile 1 <= N <= 10^18",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Hdu2516,
        name: "hdu2516",
        aliases: &[],
        source: "HDU 2516",
        input: "one n a line, `0` ends",
        output: "`Second win` if n is a Fibonacci number, else `First win`",
        layout: Layout::UntilZero,
        kind: Kind::FibonacciStart,
        constraints: Constraints {
            values: (2, 2_147_483_647),
            ordered: false,
            items: None,
            distinct: false,
            cases: None,
            source: "HDU 2516: 2 <= n < 2^31; n = 0 ends",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Hdu1846,
        name: "hdu1846",
        aliases: &[],
        source: "HDU 1846",
        input: "C, then C lines `n m`",
        output: "`first` if n mod (m+1) ≠ 0, else `second`",
        layout: Layout::Counted,
        kind: Kind::Bash,
        constraints: Constraints {
            values: (1, 1000),
            ordered: false,
            items: None,
            distinct: false,
            cases: Some(100),
            source: "HDU 1846: C <= 100 cases, each 1 <= n, m <= 1000",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Hdu1850,
        name: "hdu1850",
        aliases: &[],
        source: "HDU 1850",
        input: "M, then M heaps, repeated; `0` ends",
        output: "the number of winning first moves (Nim)",
        layout: Layout::UntilZero,
        kind: Kind::NimWinningMoveCount,
        constraints: Constraints {
            values: (1, 1_000_000),
            ordered: false,
            items: Some((2, 100)),
            distinct: false,
            cases: None,
            source: "HDU 1850: 1 < M <= 100 heaps, each 1 <= Ni <= 1000000; M = 0 ends",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Hdu1907,
        name: "hdu1907",
        aliases: &[],
        source: "HDU 1907",
        input: "T, then per case N and N heaps",
        output: "`John` if the first player wins misère Nim, else `Brother`",
        layout: Layout::Counted,
        kind: Kind::MisereNim,
        constraints: Constraints {
            values: (1, 4747),
            ordered: false,
            items: Some((1, 47)),
            distinct: false,
            cases: Some(474),
            source: "HDU 1907: 1 <= T <= 474, 1 <= N <= 47, 1 <= Ai <= 4747",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Hdu2176,
        name: "hdu2176",
        aliases: &[],
        source: "HDU 2176",
        input: "m, then m heaps, repeated; `0` ends",
        output: "`No`, or `Yes` then `a b` (heap before, after) per winning move",
        layout: Layout::UntilZero,
        kind: Kind::NimWinningMoves,
        constraints: Constraints {
            values: (1, 2_147_483_647),
            ordered: false,
            items: Some((1, 200_000)),
            distinct: false,
            cases: None,
            source: "HDU 2176: m <= 200000 heaps of non-zero positive integers (read as a C int: at most 2^31 - 1); m = 0 ends",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Hdu1536,
        name: "hdu1536",
        aliases: &["hdu1944"],
        source: "HDU 1536 (= HDU 1944)",
        input: "until `0`: `k s1..sk`, m, then m lines `l h1..hl`",
        output: "a line of m letters: `W` if the sum of subtraction games is a win",
        layout: Layout::UntilZero,
        kind: Kind::SubtractionSums,
        constraints: Constraints {
            values: (0, 10_000),
            ordered: false,
            items: Some((1, 100)),
            distinct: false,
            cases: None,
            source: "HDU 1536 (S-Nim, Norgesmesterskapet 2004), as transcribed in assassin945/The-Summary-Of-ACM, 练习13/练习13.md: 0 < k <= 100 with 0 < si <= 10000; 0 < m <= 100; 0 < l <= 100 heaps, 0 <= hi <= 10000; a 0 ends",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Hdu3032,
        name: "hdu3032",
        aliases: &[],
        source: "HDU 3032 (Nim or not Nim?)",
        input: "T, then per case N and N heaps",
        output: "`Alice` if the first player wins Lasker's Nim (take, or split a heap in two), else `Bob`",
        layout: Layout::Counted,
        kind: Kind::LaskerNim,
        constraints: Constraints {
            values: (1, 2_147_483_647),
            ordered: false,
            items: Some((1, 1_000_000)),
            distinct: false,
            cases: Some(100),
            source: "HDU 3032: 1 <= T <= 100; 1 <= N <= 10^6 heaps, each 1 <= s[i] <= 2^31 - 1",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Poj1704,
        name: "poj1704",
        aliases: &[],
        source: "POJ 1704 (Georgia and Bob)",
        input: "T, then per case N and N distinct squares of chessmen",
        output: "`Georgia will win` if the first player wins (a staircase Nim), else `Bob will win`",
        layout: Layout::Counted,
        kind: Kind::GeorgiaAndBob,
        constraints: Constraints {
            values: (1, 10_000),
            ordered: false,
            items: Some((1, 1000)),
            distinct: true,
            cases: Some(20),
            source: "POJ 1704: T <= 20; 1 <= N <= 1000 chessmen on distinct squares 1 <= Pi <= 10000",
            confirmed: true,
            count_assumed: false,
        },
    },
    Info {
        problem: Problem::Cses2207,
        name: "cses2207",
        aliases: &[],
        source: "CSES 2207 (Grundy's Game)",
        input: "t, then t heaps n",
        output: "`first` if the first player wins Grundy's game (split into unequal heaps), else `second`",
        layout: Layout::Counted,
        kind: Kind::GrundysGame,
        constraints: Constraints {
            values: (1, 1_000_000),
            ordered: false,
            items: None,
            distinct: false,
            cases: Some(100_000),
            source: "CSES 2207, as public solutions transcribe it in their opening comments: 1 <= n <= 10^6 (two transcriptions), t <= 10^5 (one of them; the count is assumed)",
            confirmed: true,
            count_assumed: true,
        },
    },
];

/// The README's table of the problems, made from [`PROBLEMS`].
pub fn markdown_table() -> String {
    let mut table = String::from("| PROBLEM | source | input | output |\n|---|---|---|---|\n");
    for info in &PROBLEMS {
        let mut names = format!("`{}`", info.name);
        for alias in info.aliases {
            names += &format!(" (= `{alias}`)");
        }
        table += &format!("| {names} | {} | {} | {} |\n", info.source, info.input, info.output);
    }
    table
}

/// The problems as `judge --help` lists them, made from [`PROBLEMS`].
pub fn help_list() -> String {
    let mut list = String::new();
    for info in &PROBLEMS {
        let mut names = info.name.to_string();
        for alias in info.aliases {
            names += &format!(" ({alias})");
        }
        list += &format!("  {names:<18} {}\n  {:<18} → {}\n", info.input, "", info.output);
    }
    list
}

/// What each problem's statement allows, a line each, as `gen --help` and
/// `stress --help` list it: the inputs they make unless `--beyond`.
pub fn constraints_list() -> String {
    let mut list = String::new();
    for info in &PROBLEMS {
        list += &format!("  {:<10} {}\n", info.name, info.constraints.describe(info.kind, info.layout));
    }
    list
}

/// The README's table of the problems' constraints and where each was read,
/// made from [`PROBLEMS`].
pub fn constraints_table() -> String {
    let mut table = String::from("| PROBLEM | inside the constraints | read from |\n|---|---|---|\n");
    for info in &PROBLEMS {
        let c = &info.constraints;
        table += &format!("| `{}` | {} | {} |\n", info.name, c.describe(info.kind, info.layout), c.source);
    }
    table
}

impl Problem {
    /// Every problem, in the order of [`PROBLEMS`].
    pub const ALL: [Problem; PROBLEMS.len()] = {
        let mut all = [Problem::P2252; PROBLEMS.len()];
        let mut i = 0;
        while i < PROBLEMS.len() {
            all[i] = PROBLEMS[i].problem;
            i += 1;
        }
        all
    };

    /// Its row of [`PROBLEMS`].
    pub fn info(self) -> &'static Info {
        PROBLEMS.iter().find(|info| info.problem == self).expect("every problem has a row")
    }

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// What it asks.
    pub fn kind(self) -> Kind {
        self.info().kind
    }

    /// Is this one of the Wythoff's-game problems (cases are two piles)?
    pub fn is_wythoff(self) -> bool {
        matches!(self.kind(), Kind::Wythoff(_))
    }

    /// The problem with this name or alias (case-insensitive).
    pub fn from_name(name: &str) -> Option<Problem> {
        PROBLEMS
            .iter()
            .find(|info| {
                info.name.eq_ignore_ascii_case(name)
                    || info.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
            })
            .map(|info| info.problem)
    }

    /// How its input is laid out.
    pub fn layout(self) -> Layout {
        self.info().layout
    }

    /// Would the case, written as input, end it instead (`0 0` where the
    /// layout ends with it; `0`, or a count of 0, where it ends with `0`)?
    ///
    /// ```
    /// use wythoff_judge::problem::{Case, Problem};
    /// let zeros = Case::Pair(0u8.into(), 0u8.into());
    /// assert!(Problem::Hdu2177.ends_input(&zeros) && !Problem::Hdu1527.ends_input(&zeros));
    /// assert!(Problem::Hdu2516.ends_input(&Case::Number(0u8.into())));
    /// assert!(Problem::Hdu1850.ends_input(&Case::Heaps(vec![])));
    /// assert!(!Problem::Hdu1907.ends_input(&Case::Heaps(vec![])));
    /// ```
    pub fn ends_input(self, case: &Case) -> bool {
        self.layout().ends_input(case)
    }

    /// What its statement allows.
    pub fn constraints(self) -> Constraints {
        self.info().constraints
    }

    /// The largest number its statement allows in a case (we answer any
    /// size): a pile, a heap, a square or n.
    pub fn judge_max(self) -> Natural {
        Natural::from(self.info().constraints.values.1)
    }

    /// The largest number a case may hold for its answer to be known here,
    /// where there is one: cses2207's n below 2^25, where every heap of value
    /// 0 in Grundy's game is listed (its values are computed only to
    /// [`Limits::max_take_break_values`](wythoff_answer::Limits), below that).
    /// Every other problem is answered at any size.
    ///
    /// ```
    /// use wythoff_judge::problem::Problem;
    /// assert_eq!(Problem::Cses2207.answer_max().unwrap().to_string(), "33554431");
    /// assert!(Problem::Hdu1527.answer_max().is_none());
    /// ```
    pub fn answer_max(self) -> Option<Natural> {
        match self.kind() {
            Kind::GrundysGame => Some(Natural::from(wythoff::grundys_game::ZEROS_COMPUTED_TO - 1)),
            Kind::Wythoff(_)
            | Kind::FibonacciStart
            | Kind::Bash
            | Kind::NimWinningMoveCount
            | Kind::NimWinningMoves
            | Kind::MisereNim
            | Kind::SubtractionSums
            | Kind::LaskerNim
            | Kind::GeorgiaAndBob => None,
        }
    }

    /// The largest number `--beyond` goes to by default: 10^9, or the
    /// statement's bound if larger, and never past [`answer_max`](Self::answer_max).
    pub fn beyond_max(self) -> Natural {
        let max = self.judge_max().max(Natural::from(1_000_000_000u32));
        match self.answer_max() {
            Some(most) => max.min(most),
            None => max,
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why judging stopped.
/// Writes what comes before the cases of a problem's input: the case count, where
/// the layout has one.
pub fn write_header(problem: Problem, count: usize, out: &mut impl Write) -> io::Result<()> {
    if problem.layout() == Layout::Counted {
        writeln!(out, "{count}")?;
    }
    Ok(())
}

/// Writes one case as the problem's input lays it out.
pub fn write_case(case: &Case, out: &mut impl Write) -> io::Result<()> {
    let line = |v: &[Natural]| v.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" ");
    match case {
        Case::Pair(a, b) => writeln!(out, "{a} {b}"),
        Case::Number(n) => writeln!(out, "{n}"),
        Case::Heaps(h) => writeln!(out, "{}\n{}", h.len(), line(h)),
        Case::Sums { set, positions } => {
            let s: Vec<String> = set.iter().map(u64::to_string).collect();
            writeln!(out, "{} {}\n{}", set.len(), s.join(" "), positions.len())?;
            for p in positions {
                writeln!(out, "{} {}", p.len(), line(p))?;
            }
            Ok(())
        }
    }
}

/// Writes what ends a problem's input after the last case: `0 0` or `0`, where the
/// layout has an end marker.
pub fn write_footer(problem: Problem, out: &mut impl Write) -> io::Result<()> {
    match problem.layout() {
        Layout::UntilZeroZero => writeln!(out, "0 0"),
        Layout::UntilZero => writeln!(out, "0"),
        Layout::One | Layout::UntilEnd | Layout::Counted => Ok(()),
    }
}

/// Writes cases as a problem's input.
pub fn write_cases(problem: Problem, cases: &[Case], out: &mut impl Write) -> io::Result<()> {
    write_header(problem, cases.len(), out)?;
    for case in cases {
        write_case(case, out)?;
    }
    write_footer(problem, out)
}
