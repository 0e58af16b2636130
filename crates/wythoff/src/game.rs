//! What every impartial game in this crate shares: outcomes, play rules, and the
//! [`ImpartialGame`] trait through which adapters (the command line, judge modes,
//! sums of games, a web API) handle "a game and a position" without knowing which
//! game it is.
//!
//! Terms follow Berlekamp, Conway and Guy, *Winning Ways for your Mathematical
//! Plays* (1982): a **P-position** is one the **P**revious player wins (the player
//! to move loses with best play); an **N-position** is one the **N**ext player wins.
//!
//! A game answers three questions about a position: who wins ([`outcome`]), every
//! move that wins ([`winning_moves`]), and why ([`reason`]). The reason is data: a
//! stable kind and the numbers that were compared ([`Explain`]), with the English
//! sentence as its `Display`. A move is data too: the piles it takes from, how much,
//! and the coordinates it changes ([`GameMove`]), with a readable `Display`.
//!
//! [`outcome`]: ImpartialGame::outcome
//! [`winning_moves`]: ImpartialGame::winning_moves
//! [`reason`]: ImpartialGame::reason

use std::borrow::Cow;
use std::fmt;

use crate::nat::Natural;

/// Who wins from a position with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The previous player wins: the player to move loses.
    P,
    /// The next player (the one to move) wins.
    N,
}

impl Outcome {
    /// `"P"` or `"N"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
        }
    }

    /// Does the player to move win?
    pub fn mover_wins(self) -> bool {
        self == Outcome::N
    }

    /// P if `is_p`, else N.
    pub fn of(is_p: bool) -> Outcome {
        if is_p { Outcome::P } else { Outcome::N }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which player the last move makes the winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Normal play: whoever makes the last move wins.
    #[default]
    Normal,
    /// Misère play: whoever makes the last move loses.
    Misere,
}

impl Rule {
    /// `"normal"` or `"misere"`: the identifier used in JSON and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Rule::Normal => "normal",
            Rule::Misere => "misere",
        }
    }

    /// `"normal"` or `"misère"`: the word used in sentences.
    pub fn word(self) -> &'static str {
        match self {
            Rule::Normal => "normal",
            Rule::Misere => "misère",
        }
    }
}

impl fmt::Display for Rule {
    /// The word used in sentences: `normal` or `misère`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// A parameter of a game (beside its play rule): a number, such as the Bash game's
/// largest take, or a list of numbers, such as a subtraction set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parameter {
    /// One number.
    Number(Natural),
    /// Several, in order.
    Numbers(Vec<Natural>),
    /// A choice among named variants, such as a multi-pile rule set
    /// (`"one-or-all"`).
    Name(&'static str),
    /// A word the game is given by, such as an octal code (`"0.07"`).
    Text(String),
}

/// Why a position has its outcome, as data: what kind of argument it is and the
/// numbers it compares. `Display` gives the one-line English sentence, written from
/// these numbers alone.
pub trait Explain: fmt::Display {
    /// A stable identifier of the argument, such as `"nim_sum"` or
    /// `"wythoff_difference"`: the same for every position the argument covers.
    fn kind(&self) -> &'static str;

    /// The numbers the argument is made of, by name, in the order the sentence uses
    /// them.
    fn values(&self) -> Vec<(&'static str, Natural)>;

    /// Everything the sentence uses, by name: the numbers of
    /// [`values`](Self::values) and the cases it says (whether a pile is the
    /// expected one, the play rule), so that a sentence in any language can be
    /// written from the data alone.
    fn args(&self) -> Vec<(&'static str, Arg)>;
}

/// One thing a reason's sentence uses ([`Explain::args`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number, written in decimal.
    Number(Natural),
    /// Which of a few cases holds, by a stable name (`"yes"`, `"misere"`): a
    /// sentence chooses its words by it.
    Case(&'static str),
    /// Notation that reads the same in every language: an element of a misère
    /// quotient (`a²b`), a list of values joined by ⊕.
    Notation(String),
    /// A clause of its own (where a heap game's values come from, what a misère
    /// quotient covers), written from its data in the same language.
    Said(Box<Said>),
}

/// A clause as data: its kind, as a reason's, and what it uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// A stable identifier, such as `"octal_period_proven"`.
    pub kind: &'static str,
    /// What the clause uses, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Said {
    /// The clause `kind` of `args`.
    pub fn new(kind: &'static str, args: Vec<(&'static str, Arg)>) -> Said {
        Said { kind, args }
    }

    /// The items as one list, "a, b, c" (the clause `list_comma`, nested: each
    /// of its `first` and the `rest`).
    pub fn list(items: Vec<Arg>) -> Arg {
        Said::list_of("list_comma", "list_comma", items)
    }

    /// The items as one list of clauses `{first, rest}`: `last` joins the last
    /// two items, `more` each item before them ("a, b and c").
    pub fn list_of(last: &'static str, more: &'static str, items: Vec<Arg>) -> Arg {
        let mut items = items.into_iter().rev();
        let Some(mut list) = items.next() else { return Arg::Notation(String::new()) };
        for (i, first) in items.enumerate() {
            let kind = if i == 0 { last } else { more };
            list = Arg::Said(Box::new(Said::new(kind, vec![("first", first), ("rest", list)])));
        }
        list
    }
}

impl Arg {
    /// `"yes"` or `"no"`.
    pub fn yes(b: bool) -> Arg {
        Arg::Case(if b { "yes" } else { "no" })
    }

    /// The number `n`.
    pub fn number(n: impl Into<Natural>) -> Arg {
        Arg::Number(n.into())
    }
}

/// The numbers of [`Explain::values`] as arguments, for [`Explain::args`].
pub fn number_args(values: Vec<(&'static str, Natural)>) -> Vec<(&'static str, Arg)> {
    values.into_iter().map(|(name, n)| (name, Arg::Number(n))).collect()
}

/// A move: what it takes, and what it leaves. `Display` describes it in one line.
///
/// Positions are read as lists of natural numbers (their coordinates, see
/// [`ImpartialGame::coordinates`]); a move names which coordinates it changes,
/// and, in a take-and-break game, which heap it breaks in two.
pub trait GameMove: fmt::Display {
    /// The piles or heaps (coordinates, counting from 0) the move takes from, each
    /// with how many objects it takes there (at least 1, except a split that
    /// takes nothing, as in Lasker's Nim and Grundy's game, which takes 0).
    fn takes(&self) -> Vec<(usize, Natural)>;

    /// The coordinates the move changes, each with its new value. Applied to the
    /// position the move was made from, they give the position it leads to
    /// (before a [`split`](Self::split)).
    fn changes(&self) -> Vec<(usize, Natural)>;

    /// The heap the move breaks in two, with the two heaps it leaves, smaller
    /// first: in the position the move leads to they stand in that heap's place.
    /// None (the default) for a move that leaves every heap where it was.
    fn split(&self) -> Option<(usize, [Natural; 2])> {
        None
    }

    /// The move's sentence as data (what `Display` writes, for any language).
    fn said(&self) -> Said;
}

/// A move of a one-heap game (the Bash game, subtraction games): take `take`
/// objects, leaving `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HeapMove {
    /// How many objects the move takes.
    pub take: Natural,
    /// The heap after the move.
    pub to: Natural,
}

impl fmt::Display for HeapMove {
    /// "take 2 → 8".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take {} → {}", self.take, self.to)
    }
}

impl GameMove for HeapMove {
    fn takes(&self) -> Vec<(usize, Natural)> {
        vec![(0, self.take.clone())]
    }

    fn said(&self) -> Said {
        Said::new(
            "move_heap",
            vec![("take", Arg::Number(self.take.clone())), ("to", Arg::Number(self.to.clone()))],
        )
    }

    fn changes(&self) -> Vec<(usize, Natural)> {
        vec![(0, self.to.clone())]
    }
}

/// The coordinates of the position a move leads to: `from` with the move's
/// [`changes`](GameMove::changes) applied, and its [`split`](GameMove::split)
/// heap replaced by the two parts.
///
/// ```
/// use wythoff::{game::{after, ImpartialGame, Rule}, wythoff::Wythoff};
/// let from = [6u8.into(), 6u8.into()];
/// let m = &Wythoff { rule: Rule::Normal }.winning_moves(&from)[0];
/// assert_eq!(after(&from, m), [0u8.into(), 0u8.into()]);
/// ```
pub fn after(from: &[Natural], m: &impl GameMove) -> Vec<Natural> {
    apply(from, &m.changes(), m.split())
}

/// `from` with `changes` made and the heap of `split` replaced by its parts:
/// [`after`] for a move given by its parts.
pub fn apply(
    from: &[Natural],
    changes: &[(usize, Natural)],
    split: Option<(usize, [Natural; 2])>,
) -> Vec<Natural> {
    let mut to = from.to_vec();
    for (i, value) in changes {
        to[*i] = value.clone();
    }
    if let Some((i, [x, y])) = split {
        to.splice(i..=i, [x, y]);
    }
    to
}

/// An impartial game: both players have the same moves from every position, and
/// every play ends.
///
/// A value of the implementing type carries the game's parameters (its play rule,
/// a subtraction set, …); positions are separate values.
pub trait ImpartialGame {
    /// A position of the game.
    type Position: Clone + fmt::Debug;
    /// A move, described so that a person can read it and the resulting position
    /// can be recovered from it.
    type Move: GameMove + Clone + fmt::Debug;
    /// Why a position has its outcome.
    type Reason: Explain + Clone + fmt::Debug;

    /// The game's identifier: `"wythoff"`, `"nim"`, `"subtraction"`, …
    fn name(&self) -> &'static str;

    /// Normal or misère play.
    fn rule(&self) -> Rule;

    /// The game's parameters besides the rule, by name (none by default).
    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        Vec::new()
    }

    /// The position as a list of natural numbers: the piles or heaps, in order
    /// (and for a game with more state, that state after them; each game's
    /// documentation says).
    fn coordinates<'a>(&self, position: &'a Self::Position) -> Cow<'a, [Natural]>;

    /// Who wins from `position` with perfect play.
    fn outcome(&self, position: &Self::Position) -> Outcome;

    /// Every move from `position` that leads to a P-position: empty exactly when
    /// `position` is a P-position (or no move is possible).
    fn winning_moves(&self, position: &Self::Position) -> Vec<Self::Move>;

    /// Why [`outcome`](Self::outcome) is what it is, in terms a person can check.
    fn reason(&self, position: &Self::Position) -> Self::Reason;

    /// The outcome and its reason together. The default asks for each; a game
    /// whose reason already decides the outcome answers with one computation.
    fn outcome_and_reason(&self, position: &Self::Position) -> (Outcome, Self::Reason) {
        (self.outcome(position), self.reason(position))
    }

    /// The Sprague–Grundy value of `position`, where the game knows it without a
    /// search (normal play only); `None` otherwise.
    fn grundy(&self, _position: &Self::Position) -> Option<Natural> {
        None
    }
}

/// The move rule of a two-pile game, as a test: may one move take `k` from
/// pile 1 and `l` from pile 2 (one of them may be 0, not both)? What a player's
/// move is checked against.
pub trait TwoPileRule {
    /// Is taking (k, l) one move?
    fn allows(&self, k: &Natural, l: &Natural) -> bool;

    /// The l that may go with taking k ≥ 1 from pile 1 in a move that takes
    /// from both piles (each still to be tested by [`allows`](Self::allows)):
    /// what lists a position's moves in time proportional to them. By default
    /// l = k, the diagonal.
    fn both_piles(&self, k: u64) -> std::ops::RangeInclusive<u64> {
        k..=k
    }
}
