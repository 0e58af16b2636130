//! The vocabulary of a judge problem's input and answer: how the input is laid
//! out ([`Layout`]), one case of it ([`Case`]), what the problem asks of each
//! case ([`Kind`]) and the words a Wythoff problem answers with ([`Verdict`]).
//! [`crate::problem::PROBLEMS`] names them for each problem.

use wythoff::Natural;

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

impl Layout {
    /// Would the case, written as input, end it instead (`0 0` where the
    /// layout ends with it; `0`, or a count of 0, where it ends with `0`)?
    pub fn ends_input(self, case: &Case) -> bool {
        match (self, case) {
            (Layout::UntilZeroZero, Case::Pair(a, b)) => *a == Natural::ZERO && *b == Natural::ZERO,
            (Layout::UntilZero, Case::Number(n)) => *n == Natural::ZERO,
            (Layout::UntilZero, Case::Heaps(h)) => h.is_empty(),
            (Layout::UntilZero, Case::Sums { set, .. }) => set.is_empty(),
            (Layout::One | Layout::UntilEnd | Layout::UntilZeroZero | Layout::Counted, _)
            | (Layout::UntilZero, Case::Pair(..)) => false,
        }
    }
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
