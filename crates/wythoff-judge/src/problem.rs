//! The classic judge problems on Wythoff's game and its siblings: their input
//! formats, and their exact expected output for values of any size.
//!
//! [`PROBLEMS`] is the one list: each problem's name, aliases, source, input and
//! output in words, layout, the game and verdict words that answer it, and what
//! its statement allows ([`Constraints`], cited). The command's `judge --help`, the
//! README's table ([`markdown_table`], kept equal by a test) and the generator
//! all read it.

use std::fmt;
use std::io::{self, Read, Write};

use wythoff::Natural;
use wythoff::bash::Bash;
use wythoff::game::{ImpartialGame, Rule};
use wythoff::georgia_and_bob;
use wythoff::grundys_game::{self, GrundysGame};
use wythoff::lasker_nim;
use wythoff::nim::Nim;
use wythoff::octal::Work;
use wythoff::subtraction::{Heap as SubtractionHeap, Sequence, SubtractionGame, SubtractionSet};
use wythoff::sum::{self, Component};
use wythoff::wythoff::{MoveKind, is_p_position, is_p_position_u64, winning_moves};
use wythoff::zeckendorf::is_fibonacci;
use wythoff_answer::{Error, Limits};

use crate::constraints::Constraints;
use crate::scan::{InputError, Scanner, Value};

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

/// How a problem's input is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Exactly one pair.
    One,
    /// Pairs until the end of input.
    UntilEnd,
    /// Pairs until the pair `0 0`.
    UntilZeroZero,
    /// A count T, then T cases.
    Counted,
    /// Cases until a case that is a lone 0 (or end of input).
    UntilZero,
}

/// One case of a problem's input.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Case {
    /// Two numbers: Wythoff piles, or hdu1846's `n m`.
    Pair(Natural, Natural),
    /// One number (hdu2516).
    Number(Natural),
    /// Nim heaps (hdu1850, hdu1907, hdu2176), Lasker's Nim heaps (hdu3032),
    /// chessmen's squares (poj1704).
    Heaps(Vec<Natural>),
    /// A subtraction set and positions, each a list of heaps (hdu1536).
    Sums { set: Vec<u64>, positions: Vec<Vec<Natural>> },
}

/// Which game a problem asks about, and what it wants said of each case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Wythoff's game, two piles a case, answered in these words.
    Wythoff(Verdict),
    /// The Fibonacci game from its start (hdu2516): `Second win` or `First win`.
    FibonacciStart,
    /// The Bash game, `n m` a case (hdu1846): `first` or `second`.
    Bash,
    /// Nim: how many winning first moves (hdu1850).
    NimWinningMoveCount,
    /// Misère Nim (hdu1907): `John` or `Brother`.
    MisereNim,
    /// Nim: `No`, or `Yes` and every winning move (hdu2176).
    NimWinningMoves,
    /// Sums of subtraction games (hdu1536): a line of `W` and `L`.
    SubtractionSums,
    /// Lasker's Nim (hdu3032): `Alice` (first) or `Bob`.
    LaskerNim,
    /// Georgia and Bob, chessmen on a strip (poj1704): `Georgia will win`
    /// (first) or `Bob will win`.
    GeorgiaAndBob,
    /// Grundy's game on one heap (cses2207): `first` or `second`.
    GrundysGame,
}

/// The words a Wythoff problem answers a case with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// `1` if the first player wins, else `0`.
    OneZero,
    /// `A` if the first player wins, else `B`.
    AB,
    /// `0`, or `1` and every position a winning move reaches (hdu2177).
    Targets,
}

impl Verdict {
    /// The verdict's line for a case that is (`p`) or is not a P-position: the
    /// whole answer, or for [`Verdict::Targets`] its first line.
    pub const fn line(self, p: bool) -> &'static str {
        match (self, p) {
            (Verdict::AB, true) => "B\n",
            (Verdict::AB, false) => "A\n",
            (_, true) => "0\n",
            (_, false) => "1\n",
        }
    }
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
            source: "HDU 1536's statement was not found in the corpus; its usual figures (0 < k, m, l <= 100, 0 < si <= 10000, 0 <= hi <= 10000) are assumed",
            confirmed: false,
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
            source: "CSES 2207's statement was not found in the corpus; 1 <= t <= 10^5 and 1 <= n <= 10^6 are assumed (solutions that link it size tables to 10^6)",
            confirmed: false,
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
        list += &format!("  {names:<18} {}\n  {:<18} -> {}\n", info.input, "", info.output);
    }
    list
}

/// What each problem's statement allows, a line each, as `gen --help` and
/// `stress --help` list it: the inputs they make unless `--beyond`.
pub fn constraints_list() -> String {
    let mut list = String::new();
    for info in &PROBLEMS {
        list += &format!("  {:<10} {}\n", info.name, info.constraints.describe(info.problem));
    }
    list
}

/// The README's table of the problems' constraints and where each was read,
/// made from [`PROBLEMS`].
pub fn constraints_table() -> String {
    let mut table = String::from("| PROBLEM | inside the constraints | read from |\n|---|---|---|\n");
    for info in &PROBLEMS {
        let c = &info.constraints;
        table += &format!("| `{}` | {} | {} |\n", info.name, c.describe(info.problem), c.source);
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
        match (self.layout(), case) {
            (Layout::UntilZeroZero, Case::Pair(a, b)) => *a == Natural::ZERO && *b == Natural::ZERO,
            (Layout::UntilZero, Case::Number(n)) => *n == Natural::ZERO,
            (Layout::UntilZero, Case::Heaps(h)) => h.is_empty(),
            (Layout::UntilZero, Case::Sums { set, .. }) => set.is_empty(),
            _ => false,
        }
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
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why judging stopped.
#[derive(Debug)]
pub enum JudgeError {
    /// The input is malformed or beyond a limit; the cases before it were
    /// answered. The error names the line.
    Input(InputError),
    /// Writing the output failed.
    Output(io::Error),
}

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JudgeError::Input(e) => e.fmt(f),
            JudgeError::Output(e) => write!(f, "cannot write the output: {e}"),
        }
    }
}

impl std::error::Error for JudgeError {}

impl From<InputError> for JudgeError {
    fn from(e: InputError) -> Self {
        JudgeError::Input(e)
    }
}

impl From<io::Error> for JudgeError {
    fn from(e: io::Error) -> Self {
        JudgeError::Output(e)
    }
}

/// Reads a problem's input and writes exactly the judge's output, under the
/// default limits ([`judge_with_limits`]).
pub fn judge(problem: Problem, input: impl Read, output: &mut impl Write) -> Result<(), JudgeError> {
    judge_with_limits(problem, input, output, &Limits::default())
}

/// Reads a problem's input and writes exactly the judge's output, refusing
/// anything but blank space after the last case ([`judge_input`] with
/// [`After::Refuse`]).
pub fn judge_with_limits(
    problem: Problem,
    input: impl Read,
    output: &mut impl Write,
    limits: &Limits,
) -> Result<(), JudgeError> {
    judge_input(problem, input, output, limits, After::Refuse).map(|_| ())
}

/// What to do with input after the last case (after the terminating `0` or
/// `0 0`, after T cases, after the one case).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// Stop reading, as the judges' own solutions do, and say where it began.
    Ignore,
    /// Refuse it: an input error naming its line.
    Refuse,
}

/// How a judged input ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    /// With [`After::Ignore`]: the line where input after the last case began,
    /// if there was any (it was not read).
    pub ignored_from: Option<u64>,
}

/// Reads a problem's input and writes exactly the judge's output. Streaming: memory
/// does not grow with the input (beyond one case). On malformed input, or a number
/// longer than `limits.max_digits`, the cases before the error are answered (and
/// written), then the error names the line. Input after the last case is
/// ignored or refused, as `after` says.
///
/// ```
/// use wythoff_answer::Limits;
/// use wythoff_judge::problem::{judge_input, After, Problem};
/// let mut out = Vec::new();
/// let judged = judge_input(Problem::Hdu2177, &b"1 2\n0 0\n5 5\n"[..], &mut out, &Limits::default(), After::Ignore);
/// assert_eq!((out, judged.unwrap().ignored_from), (b"0\n".to_vec(), Some(3)));
/// ```
pub fn judge_input(
    problem: Problem,
    input: impl Read,
    output: &mut impl Write,
    limits: &Limits,
    after: After,
) -> Result<Judged, JudgeError> {
    let scan = Scanner::with_limits(input, limits.clone());
    if let Kind::Wythoff(verdict) = problem.kind() {
        // The hot path: two numbers, machine words where they fit.
        let read = |scan: &mut Scanner<_>| {
            let Some((a, line)) = scan.natural()? else { return Ok(None) };
            let Some((b, _)) = scan.natural()? else {
                return Err(Error::input("a case needs two numbers `a b`, found only one").at_line(line));
            };
            let last = problem.layout() == Layout::UntilZeroZero && a.is_zero() && b.is_zero();
            Ok((!last).then_some((a, b)))
        };
        return drive(problem, scan, output, after, read, |(a, b), out, _| Ok(answer(verdict, a, b, out)?));
    }
    drive(
        problem,
        scan,
        output,
        after,
        |scan| read_case(problem, scan),
        |case, out, line| {
            answer_case(problem, case, out, limits).map_err(|e| match e {
                CaseError::Output(e) => JudgeError::Output(e),
                CaseError::Unsolved(e) => JudgeError::Input(e.at_line(line)),
            })
        },
    )
}

/// The judge loop shared by every problem: the case count where the layout has
/// one, then read a case and answer it until the input (or the count) ends, then
/// nothing but blank space.
fn drive<R: Read, W: Write, C>(
    problem: Problem,
    mut scan: Scanner<R>,
    out: &mut W,
    after: After,
    mut read: impl FnMut(&mut Scanner<R>) -> Result<Option<C>, InputError>,
    mut answer: impl FnMut(&C, &mut W, u64) -> Result<(), JudgeError>,
) -> Result<Judged, JudgeError> {
    let mut remaining = case_count(problem, &mut scan)?;
    let total = remaining.clone();
    let mut answered = 0u64;
    while remaining.as_ref() != Some(&Natural::ZERO) {
        let Some(case) = read(&mut scan)? else {
            return match (problem.layout(), &total) {
                (Layout::One, _) => Err(missing(&scan, "one case `a b`")),
                (_, Some(t)) => Err(missing(&scan, &format!("{t} case(s), found only {answered}"))),
                _ => nothing_after(&mut scan, after),
            };
        };
        answer(&case, out, scan.line())?;
        answered += 1;
        if let Some(r) = remaining.as_mut() {
            *r -= 1u8;
        }
    }
    nothing_after(&mut scan, after)
}

/// How many cases the input holds, where the layout says: one, or the count T
/// that the input starts with.
fn case_count<R: Read>(problem: Problem, scan: &mut Scanner<R>) -> Result<Option<Natural>, JudgeError> {
    Ok(match problem.layout() {
        Layout::One => Some(Natural::ONE),
        Layout::Counted => match scan.natural()? {
            Some((t, _)) => Some(t.to_natural()),
            None => return Err(missing(scan, "the number of cases T")),
        },
        _ => None,
    })
}

/// After the last case: the end of input (blank space), or input that `after`
/// ignores (unread) or refuses.
fn nothing_after<R: Read>(scan: &mut Scanner<R>, after: After) -> Result<Judged, JudgeError> {
    if scan.at_end()? {
        return Ok(Judged { ignored_from: None });
    }
    match after {
        After::Ignore => Ok(Judged { ignored_from: Some(scan.line()) }),
        After::Refuse => {
            Err(JudgeError::Input(Error::input("unexpected input after the last case").at_line(scan.line())))
        }
    }
}

fn missing<R: Read>(scan: &Scanner<R>, what: &str) -> JudgeError {
    JudgeError::Input(Error::input(format!("the input ended; expected {what}")).at_line(scan.line()))
}

/// Is (a, b) a P-position of normal play? Machine words where they suffice.
#[inline]
pub fn is_p(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Small(a), Value::Small(b)) => is_p_position_u64(*a, *b),
        _ => is_p_position(&a.to_natural(), &b.to_natural(), Rule::Normal),
    }
}

/// Writes the judge's answer for one case of a Wythoff problem, in the words of
/// `verdict`.
#[inline]
pub fn answer(verdict: Verdict, a: &Value, b: &Value, out: &mut impl Write) -> io::Result<()> {
    let p = is_p(a, b);
    out.write_all(verdict.line(p).as_bytes())?;
    if verdict == Verdict::Targets && !p {
        for (x, y) in hdu2177_targets(&a.to_natural(), &b.to_natural()) {
            writeln!(out, "{x} {y}")?;
        }
    }
    Ok(())
}

/// The distinct positions (x ≤ y) that winning moves from (a, b) reach: the one
/// reached by taking the same amount from both piles first, then the others in
/// ascending order of x, none twice.
///
/// ```
/// use wythoff_judge::problem::hdu2177_targets;
/// let t = hdu2177_targets(&2u8.into(), &2u8.into());
/// assert_eq!(t, [(0u8.into(), 0u8.into()), (1u8.into(), 2u8.into())]);
/// ```
pub fn hdu2177_targets(a: &Natural, b: &Natural) -> Vec<(Natural, Natural)> {
    let sorted = |[x, y]: [Natural; 2]| if x <= y { (x, y) } else { (y, x) };
    let moves = winning_moves(a, b, Rule::Normal);
    let mut first = Vec::new();
    let mut rest = Vec::new();
    for m in moves {
        let target = sorted(m.to);
        if m.kind == MoveKind::Both {
            first.push(target);
        } else {
            rest.push(target);
        }
    }
    rest.sort();
    first.extend(rest);
    let mut seen = Vec::with_capacity(first.len());
    for t in first {
        if !seen.contains(&t) {
            seen.push(t);
        }
    }
    seen
}

/// Reads the next number, or says what was expected.
fn expect<R: Read>(scan: &mut Scanner<R>, what: &str) -> Result<Natural, InputError> {
    match scan.natural()? {
        Some((v, _)) => Ok(v.to_natural()),
        None => Err(Error::input(format!("the input ended; expected {what}")).at_line(scan.line())),
    }
}

/// Reads a count and that many numbers.
fn heaps<R: Read>(scan: &mut Scanner<R>, count: &Natural, what: &str) -> Result<Vec<Natural>, InputError> {
    let line = scan.line();
    let count = usize::try_from(count).map_err(|_| {
        Error::limit(format!("{count} {what} are more than this machine can hold")).at_line(line)
    })?;
    let mut v = Vec::with_capacity(count.min(1 << 16));
    for i in 0..count {
        v.push(expect(scan, &format!("{count} {what}, found only {i}"))?);
    }
    Ok(v)
}

/// Reads one case of a problem; None where the input ends properly (end of
/// input, or the terminating 0). (The judge reads Wythoff problems' pairs on a
/// faster path of its own; this reads them too, for [`crate::stress`].)
pub fn read_case<R: Read>(problem: Problem, scan: &mut Scanner<R>) -> Result<Option<Case>, InputError> {
    let Some((first, _)) = scan.natural()? else { return Ok(None) };
    let first = first.to_natural();
    if problem.layout() == Layout::UntilZero && first == Natural::ZERO {
        return Ok(None);
    }
    Ok(Some(match problem.kind() {
        Kind::Wythoff(_) => {
            let second = expect(scan, "`a b`: the second pile b")?;
            if problem.layout() == Layout::UntilZeroZero && first == Natural::ZERO && second == Natural::ZERO
            {
                return Ok(None);
            }
            Case::Pair(first, second)
        }
        Kind::FibonacciStart => Case::Number(first),
        Kind::Bash => Case::Pair(first, expect(scan, "`n m`: the second number m")?),
        Kind::NimWinningMoveCount | Kind::MisereNim | Kind::NimWinningMoves | Kind::LaskerNim => {
            Case::Heaps(heaps(scan, &first, "heap sizes")?)
        }
        Kind::GeorgiaAndBob => Case::Heaps(heaps(scan, &first, "squares of chessmen")?),
        Kind::GrundysGame => Case::Number(first),
        Kind::SubtractionSums => {
            let line = scan.line();
            if first > Natural::from(u16::MAX) {
                return Err(
                    Error::limit(format!("a set of {first} elements is more than 65,535")).at_line(line)
                );
            }
            // The set, checked as every front end checks one (the registry's
            // validator).
            let elements = heaps(scan, &first, "elements of S")?;
            let set = wythoff_answer::registry::subtraction_set(&elements, "S")
                .map_err(|e| e.at_line(line))?
                .elements()
                .to_vec();
            let m = expect(scan, "the number of positions m")?;
            let m = usize::try_from(&m)
                .map_err(|_| Error::limit(format!("{m} positions are too many")).at_line(scan.line()))?;
            let mut positions = Vec::with_capacity(m.min(1 << 16));
            for i in 0..m {
                let l = expect(scan, &format!("{m} positions, found only {i}"))?;
                positions.push(heaps(scan, &l, "heap sizes")?);
            }
            Case::Sums { set, positions }
        }
    }))
}

/// Why a case could not be answered.
#[derive(Debug)]
pub enum CaseError {
    /// Writing failed.
    Output(io::Error),
    /// The case is not a valid instance (an empty or zero subtraction set), or its
    /// answer is beyond a limit (a period longer than the search limit).
    Unsolved(Error),
}

impl From<io::Error> for CaseError {
    fn from(e: io::Error) -> Self {
        CaseError::Output(e)
    }
}

/// Writes the judge's answer for one case of any problem. hdu1536 is a sum of
/// subtraction games ([`wythoff::sum`]): each heap's Grundy value comes through
/// the set's certified period, or directly where none is found within the search
/// limit of `limits` ([`Limits::values_for`]) and the heaps are below it.
pub fn answer_case(
    problem: Problem,
    case: &Case,
    out: &mut impl Write,
    limits: &Limits,
) -> Result<(), CaseError> {
    let wins = |o: wythoff::Outcome| o.mover_wins();
    let misfit = || CaseError::Unsolved(Error::input(format!("{problem} has no case {case:?}")));
    match problem.kind() {
        Kind::Wythoff(verdict) => {
            let Case::Pair(a, b) = case else { return Err(misfit()) };
            answer(verdict, &Value::Big(a.clone()), &Value::Big(b.clone()), out)?;
        }
        Kind::FibonacciStart => {
            let Case::Number(n) = case else { return Err(misfit()) };
            out.write_all(if is_fibonacci(n) { b"Second win\n" } else { b"First win\n" })?;
        }
        Kind::Bash => {
            let Case::Pair(n, m) = case else { return Err(misfit()) };
            // m = 0 allows no move at all: the player to move loses.
            let first =
                *m != Natural::ZERO && wins(Bash { max_take: m.clone(), rule: Rule::Normal }.outcome(n));
            out.write_all(if first { b"first\n" } else { b"second\n" })?;
        }
        Kind::NimWinningMoveCount => {
            let Case::Heaps(h) = case else { return Err(misfit()) };
            writeln!(out, "{}", Nim { rule: Rule::Normal }.winning_moves(h).len())?;
        }
        Kind::MisereNim => {
            let Case::Heaps(h) = case else { return Err(misfit()) };
            out.write_all(if wins(Nim { rule: Rule::Misere }.outcome(h)) {
                b"John\n"
            } else {
                b"Brother\n"
            })?;
        }
        Kind::NimWinningMoves => {
            let Case::Heaps(h) = case else { return Err(misfit()) };
            let moves = Nim { rule: Rule::Normal }.winning_moves(h);
            if moves.is_empty() {
                out.write_all(b"No\n")?;
            } else {
                out.write_all(b"Yes\n")?;
                for m in moves {
                    writeln!(out, "{} {}", m.from, m.to)?;
                }
            }
        }
        Kind::SubtractionSums => {
            let Case::Sums { set, positions } = case else { return Err(misfit()) };
            let set = SubtractionSet::new(set.clone()).map_err(|e| CaseError::Unsolved(e.into()))?;
            // One analysis for the case: the values up to the largest heap where
            // that is within the limit (the problem's heaps are at most 10^4:
            // cheaper than searching for a period), else the certified period.
            // No positions, no work.
            let largest = positions.iter().flatten().max().cloned().unwrap_or(Natural::ZERO);
            let limit = limits.values_for(&set);
            let game = match usize::try_from(&largest) {
                _ if positions.is_empty() => {
                    out.write_all(b"\n")?;
                    return Ok(());
                }
                Ok(n) if n < limit => {
                    SubtractionGame { sequence: Sequence::direct(&set, Rule::Normal, n + 1) }
                }
                _ => SubtractionGame::for_heap(&set, Rule::Normal, limit, &largest)
                    .map_err(|e| CaseError::Unsolved(e.into()))?,
            };
            let mut line = Vec::with_capacity(positions.len() + 1);
            for heaps in positions {
                let parts: Vec<SubtractionHeap> =
                    heaps.iter().map(|h| SubtractionHeap { game: &game, n: h.clone() }).collect();
                let parts: Vec<&dyn Component> = parts.iter().map(|p| p as &dyn Component).collect();
                line.push(if sum::nim_sum(&parts) != Natural::ZERO { b'W' } else { b'L' });
            }
            line.push(b'\n');
            out.write_all(&line)?;
        }
        Kind::LaskerNim => {
            let Case::Heaps(h) = case else { return Err(misfit()) };
            let x = h.iter().fold(Natural::ZERO, |x, n| x ^ lasker_nim::value(n));
            out.write_all(if x != Natural::ZERO { b"Alice\n" } else { b"Bob\n" })?;
        }
        Kind::GeorgiaAndBob => {
            let Case::Heaps(squares) = case else { return Err(misfit()) };
            let x = georgia_and_bob::nim_sum(squares)
                .map_err(|e| CaseError::Unsolved(Error::input(e.to_string())))?;
            out.write_all(if x != Natural::ZERO { b"Georgia will win\n" } else { b"Bob will win\n" })?;
        }
        Kind::GrundysGame => {
            let Case::Number(n) = case else { return Err(misfit()) };
            // One heap: its value is 0 exactly at the heaps listed (to 2^25),
            // else computed.
            let first = match u64::try_from(n).ok().and_then(grundys_game::one_heap_is_p) {
                Some(p) => !p,
                None => grundys_game_value(n, limits)? != 0,
            };
            out.write_all(if first { b"first\n" } else { b"second\n" })?;
        }
    }
    Ok(())
}

/// Grundy's game's values, computed as far as the cases so far needed and
/// kept for the rest of the run (a judge input asks for many heaps).
static GRUNDY_VALUES: std::sync::Mutex<Vec<u32>> = std::sync::Mutex::new(Vec::new());

/// G(n) in Grundy's game, from the values computed so far or, past them, from
/// values computed afresh to at least twice as far (at most
/// [`Limits::max_take_break_values`] values, within
/// [`Limits::take_break_work`] steps).
fn grundys_game_value(n: &Natural, limits: &Limits) -> Result<u32, CaseError> {
    let too_far = || {
        CaseError::Unsolved(Error::limit(format!(
            "Grundy's game has no known period: the heap {} is beyond the values computed here (at most {} values, within {} steps)",
            wythoff_answer::limits::brief(n),
            wythoff_answer::limits::grouped(limits.max_take_break_values as u64),
            wythoff_answer::limits::grouped(limits.take_break_work)
        )))
    };
    let n = usize::try_from(n).ok().filter(|&n| n < limits.max_take_break_values).ok_or_else(too_far)?;
    let mut values = GRUNDY_VALUES.lock().unwrap_or_else(|e| e.into_inner());
    if n >= values.len() {
        let len = (n + 1).max(2 * values.len()).min(limits.max_take_break_values);
        let game = GrundysGame::within(len, &mut Work::new(limits.take_break_work));
        // Kept even where the step limit stopped it short of n.
        if game.values().len() > values.len() {
            *values = game.values().to_vec();
        }
    }
    values.get(n).copied().ok_or_else(too_far)
}

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
        _ => Ok(()),
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
