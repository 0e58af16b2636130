//! Take-and-break games as one game: octal codes ([`crate::octal::Octal`]),
//! Grundy's game ([`crate::grundys_game::GrundysGame`]) and Lasker's Nim
//! ([`crate::lasker_nim::LaskerNim`]) are each a [`HeapRule`], and
//! [`TakeBreak`] plays any of them on a row of heaps.
//!
//! **Rule.** A position is a list of heaps. A move picks one heap, removes some
//! tokens from it (perhaps none) and leaves what the heap rule allows in its
//! place: nothing (the heap becomes 0), one heap, or two non-empty heaps. In
//! normal play whoever cannot move loses; in misère play whoever cannot move
//! wins.
//!
//! **Theorem** (Sprague 1935–36, Grundy 1939). In normal play a position's value
//! is the XOR of its heaps' values, and the player to move loses exactly when it
//! is 0; a winning move changes one heap to a position of value G(h) ⊕ X (its
//! old value XOR the total). So the heap rule supplies each heap's value and its
//! moves, and this module does the rest.
//!
//! **Misère play** has no such rule (a misère take-and-break position is not
//! decided by its heaps' values: Conway, *On Numbers and Games*, ch. 12;
//! Plambeck's misère quotients). It is answered here by the definition alone,
//! searching every position reachable, for positions of at most
//! [`MISERE_TOKENS`] tokens in all; nothing larger is answered.
//!
//! References: R. P. Sprague, *Über mathematische Kampfspiele*, Tôhoku Math. J.
//! 41 (1935–36); P. M. Grundy, *Mathematics and games*, Eureka 2 (1939);
//! E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways*, ch. 4 and 13.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use crate::game::{Arg, Explain, GameMove, ImpartialGame, Outcome, Parameter, Rule, Said, number_args};
use crate::misere::{Presentation, Quotient};
use crate::nat::Natural;
use crate::sum::{Component, ComponentMove};

/// The most tokens, all heaps together, of a position answered in misère play
/// (every position reachable is searched: the partitions of 40 number 37,338,
/// each searched once).
pub const MISERE_TOKENS: u64 = 40;

/// What one heap can do: its moves and, where known, its value.
pub trait HeapRule: Clone + fmt::Debug {
    /// The game's identifier (`"octal"`, `"grundys_game"`, `"lasker_nim"`).
    fn name(&self) -> &'static str;

    /// The game's parameters, by name (an octal game's code).
    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        Vec::new()
    }

    /// Calls `f(take, parts)` for every move from a heap of n: `take` tokens
    /// removed, `parts` left (none, one heap, or two, smaller first), in the
    /// order the moves are listed (by take, then none, one, two parts, then by
    /// the smaller part).
    fn each_move(&self, n: u64, f: &mut dyn FnMut(u64, &[u64]));

    /// Is removing `take` from a heap of n and leaving `parts` (none, one, or
    /// two heaps in either order, each at least 1) one move?
    fn allows(&self, n: u64, take: u64, parts: &[u64]) -> bool;

    /// G(n), where it is known here (a period proven, or n within the values
    /// computed).
    fn value_u64(&self, n: u64) -> Option<u64>;

    /// G(n) for a heap of any size, where it is known here.
    fn value(&self, n: &Natural) -> Option<Natural> {
        u64::try_from(n).ok().and_then(|n| self.value_u64(n)).map(Natural::from)
    }

    /// Where the values come from, as a clause: "the values of 0.77 repeat with
    /// period 12 from heap 71 (proven by Guy and Smith's theorem)".
    fn source(&self) -> String;

    /// The same clause as data, for a sentence in any language.
    fn origin(&self) -> Said;

    /// Did a step budget stop the values short of those asked for (so that a
    /// larger budget, not more values, would reach further)?
    fn stopped(&self) -> bool {
        false
    }

    /// Can a move take objects (not only split a heap)? Not in Grundy's game.
    fn takes(&self) -> bool {
        true
    }

    /// Some(k) when every move takes at most k tokens and leaves at most two
    /// heaps, alike from heap k + 1 on (an octal code with k digits): what a
    /// misère quotient's periodicity argument needs
    /// ([`crate::misere::HeapOptions::move_reach`]).
    fn move_reach(&self) -> Option<u64> {
        None
    }
}

impl<R: HeapRule> HeapRule for &R {
    fn name(&self) -> &'static str {
        (*self).name()
    }
    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        (*self).parameters()
    }
    fn each_move(&self, n: u64, f: &mut dyn FnMut(u64, &[u64])) {
        (*self).each_move(n, f)
    }
    fn allows(&self, n: u64, take: u64, parts: &[u64]) -> bool {
        (*self).allows(n, take, parts)
    }
    fn value_u64(&self, n: u64) -> Option<u64> {
        (*self).value_u64(n)
    }
    fn value(&self, n: &Natural) -> Option<Natural> {
        (*self).value(n)
    }
    fn source(&self) -> String {
        (*self).source()
    }
    fn origin(&self) -> Said {
        (*self).origin()
    }
    fn stopped(&self) -> bool {
        (*self).stopped()
    }
    fn takes(&self) -> bool {
        (*self).takes()
    }
    fn move_reach(&self) -> Option<u64> {
        (*self).move_reach()
    }
}

/// A take-and-break game: a heap rule, played under a play rule.
///
/// Positions are lists of heaps. In normal play every heap's value must be
/// known ([`TakeBreak::covers`]); [`ImpartialGame::winning_moves`] tries every
/// move of every heap, so its callers bound the heaps (the registry's limit).
/// In misère play positions hold at most [`MISERE_TOKENS`] tokens.
///
/// ```
/// use wythoff::game::{ImpartialGame, Rule};
/// use wythoff::octal::{Octal, OctalCode, Work};
/// use wythoff::take_and_break::TakeBreak;
/// let kayles = TakeBreak { heaps: Octal::search("0.77".parse::<OctalCode>().unwrap(), 1 << 12, Work::unlimited()), rule: Rule::Normal, misere: None };
/// let position = vec![4u8.into(), 5u8.into()];
/// let moves = kayles.winning_moves(&position);
/// assert_eq!(moves[0].to_string(), "take 1 from heap 2: 5 → 4");
/// assert_eq!(kayles.grundy(&position), Some(5u8.into()));
/// ```
#[derive(Clone, Debug)]
pub struct TakeBreak<R> {
    /// What a heap can do.
    pub heaps: R,
    /// Normal or misère play.
    pub rule: Rule,
    /// In misère play, the game's misère quotient where one is known
    /// ([`crate::misere::Quotient`]): it answers every position whose heaps
    /// it covers, at any size, where the search stops at [`MISERE_TOKENS`].
    pub misere: Option<Arc<Quotient>>,
}

/// A move: from heap `heap` (counting from 0) of `from` tokens, remove `take`
/// and leave `parts` (none, one heap, or two, smaller first).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BreakMove {
    /// Which heap.
    pub heap: usize,
    /// Its size before.
    pub from: Natural,
    /// How many tokens are removed (0 for a split that takes nothing).
    pub take: Natural,
    /// What is left in its place.
    pub parts: Vec<Natural>,
}

impl fmt::Display for BreakMove {
    /// "take 1 from heap 2: 5 → 4", "take 2 from heap 1: 7 → 1 + 4",
    /// "split heap 1: 7 → 3 + 4", "take 3 from heap 1: 3 → 0".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (h, from) = (self.heap + 1, &self.from);
        match (self.parts.as_slice(), self.take == Natural::ZERO) {
            ([x, y], true) => write!(f, "split heap {h}: {from} → {x} + {y}"),
            ([x, y], false) => write!(f, "take {} from heap {h}: {from} → {x} + {y}", self.take),
            ([x], _) => write!(f, "take {} from heap {h}: {from} → {x}", self.take),
            _ => write!(f, "take {} from heap {h}: {from} → 0", self.take),
        }
    }
}

impl GameMove for BreakMove {
    fn takes(&self) -> Vec<(usize, Natural)> {
        vec![(self.heap, self.take.clone())]
    }

    fn changes(&self) -> Vec<(usize, Natural)> {
        match self.parts.as_slice() {
            [] => vec![(self.heap, Natural::ZERO)],
            [x] => vec![(self.heap, x.clone())],
            _ => Vec::new(),
        }
    }

    fn split(&self) -> Option<(usize, [Natural; 2])> {
        match self.parts.as_slice() {
            [x, y] => Some((self.heap, [x.clone(), y.clone()])),
            _ => None,
        }
    }

    fn said(&self) -> Said {
        let n = |x: &Natural| Arg::Number(x.clone());
        let mut args = vec![
            ("take", n(&self.take)),
            ("heap", Arg::number(self.heap as u64 + 1)),
            ("from", n(&self.from)),
            ("parts", Arg::number(self.parts.len() as u64)),
        ];
        args.extend(self.parts.iter().zip(["part1", "part2"]).map(|(p, name)| (name, n(p))));
        Said::new("move_break", args)
    }
}

/// Why a position has its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BreakReason {
    /// Normal play: the heaps' values and their XOR.
    NimSum {
        /// Each heap's value.
        values: Vec<Natural>,
        /// Their XOR.
        nim_sum: Natural,
        /// Where the values come from ([`HeapRule::source`]).
        source: String,
        /// The same, as data ([`HeapRule::origin`]).
        origin: Said,
    },
    /// Misère play: every position reachable searched.
    Searched {
        /// The tokens of the position.
        tokens: Natural,
        /// Is it a P-position?
        p: bool,
    },
    /// Misère play: the position's element in the game's misère quotient
    /// (Plambeck and Siegel).
    Quotient {
        /// The element, by its normal form.
        element: String,
        /// Is it in the P-portion?
        p: bool,
        /// The quotient's order.
        order: usize,
        /// The P-portion, by normal forms.
        p_portion: Vec<String>,
        /// What it covers: every heap, or heaps up to N.
        scope: String,
        /// The same, as data ([`Quotient::scope_said`]).
        covers: Said,
    },
}

impl fmt::Display for BreakReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BreakReason::NimSum { values, nim_sum, source, .. } => {
                let not = if *nim_sum == Natural::ZERO { "" } else { ", not 0" };
                match values.as_slice() {
                    [one] => write!(
                        f,
                        "the heap's value is {one}{not}: the player to move loses exactly when it is 0 ({source})"
                    ),
                    _ => {
                        let shown: Vec<String> = values.iter().map(Natural::to_string).collect();
                        write!(
                            f,
                            "the heaps' values XOR to {} = {nim_sum}{not}: the player to move loses exactly when it is 0 ({source})",
                            shown.join(" ⊕ ")
                        )
                    }
                }
            }
            BreakReason::Searched { tokens, p } => write!(
                f,
                "every position reachable from these {tokens} tokens was searched (misère play has no rule by values): {}",
                if *p {
                    "every move leads to a position the next player wins"
                } else {
                    "a move leads to a position the next player loses, or no move is left"
                }
            ),
            BreakReason::Quotient { element, p, order, p_portion, scope, .. } => write!(
                f,
                "the position's element in the game's misère quotient (order {order}, {scope}) is {element}, {} its P-portion {{{}}}: a position in misère play is lost for the player to move exactly when its element is in the P-portion (Plambeck and Siegel)",
                if *p { "in" } else { "not in" },
                p_portion.join(", ")
            ),
        }
    }
}

impl Explain for BreakReason {
    fn kind(&self) -> &'static str {
        match self {
            BreakReason::NimSum { .. } => "take_break_nim_sum",
            BreakReason::Searched { .. } => "take_break_misere_search",
            BreakReason::Quotient { .. } => "take_break_misere_quotient",
        }
    }

    fn values(&self) -> Vec<(&'static str, Natural)> {
        match self {
            BreakReason::NimSum { nim_sum, .. } => vec![("nim_sum", nim_sum.clone())],
            BreakReason::Searched { tokens, .. } => vec![("tokens", tokens.clone())],
            BreakReason::Quotient { order, .. } => vec![("order", Natural::from(*order as u64))],
        }
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let mut args = number_args(self.values());
        match self {
            BreakReason::NimSum { values, origin, .. } => {
                let shown: Vec<String> = values.iter().map(Natural::to_string).collect();
                args.push(("heaps", Arg::number(values.len() as u64)));
                args.push(("values", Arg::Notation(shown.join(" ⊕ "))));
                args.push(("source", Arg::Said(Box::new(origin.clone()))));
            }
            BreakReason::Searched { p, .. } => args.push(("p", Arg::yes(*p))),
            BreakReason::Quotient { element, p, p_portion, covers, .. } => {
                args.push(("scope", Arg::Said(Box::new(covers.clone()))));
                args.push(("element", Arg::Notation(element.clone())));
                args.push(("p", Arg::yes(*p)));
                args.push(("p_portion", Arg::Notation(p_portion.join(", "))));
            }
        }
        args
    }
}

impl<R: HeapRule> TakeBreak<R> {
    /// Does it answer `heaps`: in normal play every heap's value known, in
    /// misère play at most [`MISERE_TOKENS`] tokens in all, or every heap
    /// covered by the misère quotient?
    pub fn covers(&self, heaps: &[Natural]) -> bool {
        match self.rule {
            Rule::Normal => heaps.iter().all(|h| self.heaps.value(h).is_some()),
            Rule::Misere => {
                tokens(heaps) <= Natural::from(MISERE_TOKENS) || self.quotient_for(heaps).is_some()
            }
        }
    }

    /// The misère quotient, where it covers every heap and the position has
    /// more than [`MISERE_TOKENS`] tokens (smaller ones are searched, as they
    /// always were).
    fn quotient_for(&self, heaps: &[Natural]) -> Option<&Quotient> {
        let q = self.misere.as_deref()?;
        (tokens(heaps) > Natural::from(MISERE_TOKENS) && heaps.iter().all(|h| q.heap_natural(h).is_some()))
            .then_some(q)
    }

    /// Every move from `position` (heaps within u64: the questions that list
    /// moves bound them) to a sum that `is_p` says is a misère P-position.
    fn misere_moves(&self, position: &[Natural], mut is_p: impl FnMut(&[u64]) -> bool) -> Vec<BreakMove> {
        let small: Vec<u64> = position
            .iter()
            .map(|h| u64::try_from(h).expect("moves are listed for heaps within the limit"))
            .collect();
        self.all_moves(&small)
            .into_iter()
            .filter(|(heap, _, parts)| {
                let mut to = small.clone();
                to.splice(*heap..=*heap, parts.iter().copied());
                is_p(&to)
            })
            .map(|(heap, take, parts)| BreakMove {
                heap,
                from: position[heap].clone(),
                take: take.into(),
                parts: parts.into_iter().map(Natural::from).collect(),
            })
            .collect()
    }

    /// The element of `heaps` in the quotient `q` (which covers them).
    fn element(q: &Quotient, heaps: &[Natural]) -> u32 {
        heaps.iter().fold(0, |x, h| q.product(x, q.heap_natural(h).expect("covered")))
    }

    /// The value of one heap (known: see [`TakeBreak::covers`]).
    fn heap_value(&self, n: &Natural) -> Natural {
        self.heaps.value(n).expect("the heap's value is known (TakeBreak::covers)")
    }

    /// Every move from `heaps` after which the heaps' values XOR to `target`
    /// (normal play), by heap, then in the heap rule's order.
    pub fn moves_to_value(&self, heaps: &[Natural], target: &Natural) -> Vec<BreakMove> {
        let values: Vec<Natural> = heaps.iter().map(|h| self.heap_value(h)).collect();
        let total = values.iter().fold(Natural::ZERO, |x, v| x ^ v);
        let mut moves = Vec::new();
        for (heap, n) in heaps.iter().enumerate() {
            let want = &values[heap] ^ &total ^ target;
            let Ok(want) = u64::try_from(&want) else { continue };
            let size = u64::try_from(n).expect("a heap whose moves are listed is below 2^64");
            let value = |x: u64| self.heaps.value_u64(x).expect("a part is smaller than its heap");
            self.heaps.each_move(size, &mut |take, parts| {
                if parts.iter().fold(0, |x, &p| x ^ value(p)) == want {
                    moves.push(BreakMove {
                        heap,
                        from: n.clone(),
                        take: take.into(),
                        parts: parts.iter().map(|&p| Natural::from(p)).collect(),
                    });
                }
            });
        }
        moves
    }

    /// Is `heaps` (at most [`MISERE_TOKENS`] tokens) a misère P-position? By
    /// the definition, over positions as sorted lists of the heaps that can
    /// still move.
    fn misere_p(&self, heaps: &[Natural], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let small: Vec<u64> =
            heaps.iter().map(|h| u64::try_from(h).expect("at most MISERE_TOKENS")).collect();
        self.misere_search(&small, memo)
    }

    fn misere_search(&self, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| self.has_move(h)).collect();
        key.sort_unstable();
        if let Some(&p) = memo.get(&key) {
            return p;
        }
        if memo.len().is_multiple_of(4096) {
            crate::cancel::check();
        }
        let mut p = !key.is_empty();
        for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue;
            }
            let mut options = Vec::new();
            self.heaps.each_move(key[i], &mut |_, parts| options.push(parts.to_vec()));
            for parts in options {
                let mut to: Vec<u64> = key.clone();
                to.splice(i..=i, parts);
                if self.misere_search(&to, memo) {
                    p = false;
                    break;
                }
            }
            if !p {
                break;
            }
        }
        memo.insert(key, p);
        p
    }

    fn has_move(&self, n: u64) -> bool {
        let mut any = false;
        self.heaps.each_move(n, &mut |_, _| any = true);
        any
    }

    /// Every move from `heaps`, in the order winning moves are listed.
    pub fn all_moves(&self, heaps: &[u64]) -> Vec<(usize, u64, Vec<u64>)> {
        let mut moves = Vec::new();
        for (heap, &n) in heaps.iter().enumerate() {
            self.heaps.each_move(n, &mut |take, parts| moves.push((heap, take, parts.to_vec())));
        }
        moves
    }
}

/// The tokens of a position, all heaps together.
pub fn tokens(heaps: &[Natural]) -> Natural {
    heaps.iter().fold(Natural::ZERO, |t, h| t + h)
}

impl<R: HeapRule> ImpartialGame for TakeBreak<R> {
    type Position = Vec<Natural>;
    type Move = BreakMove;
    type Reason = BreakReason;

    fn name(&self) -> &'static str {
        self.heaps.name()
    }

    fn rule(&self) -> Rule {
        self.rule
    }

    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        self.heaps.parameters()
    }

    fn coordinates<'a>(&self, position: &'a Vec<Natural>) -> Cow<'a, [Natural]> {
        Cow::Borrowed(position)
    }

    fn outcome(&self, position: &Vec<Natural>) -> Outcome {
        self.outcome_and_reason(position).0
    }

    fn winning_moves(&self, position: &Vec<Natural>) -> Vec<BreakMove> {
        match self.rule {
            Rule::Normal => match self.grundy(position) {
                Some(x) if x != Natural::ZERO => self.moves_to_value(position, &Natural::ZERO),
                _ => Vec::new(),
            },
            Rule::Misere => match self.quotient_for(position) {
                Some(q) => self.misere_moves(position, |to| q.is_p(to)),
                None => {
                    let mut memo = HashMap::new();
                    self.misere_moves(position, |to| self.misere_search(to, &mut memo))
                }
            },
        }
    }

    fn reason(&self, position: &Vec<Natural>) -> BreakReason {
        self.outcome_and_reason(position).1
    }

    fn outcome_and_reason(&self, position: &Vec<Natural>) -> (Outcome, BreakReason) {
        match self.rule {
            Rule::Normal => {
                let values: Vec<Natural> = position.iter().map(|h| self.heap_value(h)).collect();
                let nim_sum = values.iter().fold(Natural::ZERO, |x, v| x ^ v);
                let outcome = Outcome::of(nim_sum == Natural::ZERO);
                (
                    outcome,
                    BreakReason::NimSum {
                        values,
                        nim_sum,
                        source: self.heaps.source(),
                        origin: self.heaps.origin(),
                    },
                )
            }
            Rule::Misere if self.quotient_for(position).is_some() => {
                let q = self.quotient_for(position).expect("checked");
                let presentation = Presentation::of(q);
                let x = Self::element(q, position);
                let p = q.in_p(x);
                let p_portion = presentation.p_portion(q);
                let (scope, covers) = (q.scope(), q.scope_said());
                let element = presentation.name(x);
                (
                    Outcome::of(p),
                    BreakReason::Quotient { element, p, order: q.order(), p_portion, scope, covers },
                )
            }
            Rule::Misere => {
                let p = self.misere_p(position, &mut HashMap::new());
                (Outcome::of(p), BreakReason::Searched { tokens: tokens(position), p })
            }
        }
    }

    fn grundy(&self, position: &Vec<Natural>) -> Option<Natural> {
        (self.rule == Rule::Normal)
            .then(|| position.iter().fold(Natural::ZERO, |x, h| x ^ self.heap_value(h)))
    }
}

/// Heaps of a take-and-break game as one component of a sum (normal play;
/// every heap's value known, and the heaps bounded by the caller, since every
/// move is tried).
#[derive(Clone, Debug)]
pub struct BreakHeaps<R> {
    /// The heap rule.
    pub heaps: R,
    /// The heaps.
    pub position: Vec<Natural>,
}

impl<R: HeapRule> Component for BreakHeaps<R> {
    fn grundy(&self) -> Natural {
        let game = TakeBreak { heaps: &self.heaps, rule: Rule::Normal, misere: None };
        game.grundy(&self.position).expect("normal play")
    }

    fn moves_to_value(&self, target: &Natural) -> Vec<ComponentMove> {
        let game = TakeBreak { heaps: &self.heaps, rule: Rule::Normal, misere: None };
        game.moves_to_value(&self.position, target)
            .into_iter()
            .map(|m| ComponentMove {
                said: m.said(),
                takes: m.takes(),
                to: crate::game::after(&self.position, &m),
            })
            .collect()
    }
}

/// A heap's moves for its misère canonical forms: the heap rule's, each
/// leaving its parts.
impl<R: HeapRule> crate::misere::HeapOptions for TakeBreak<R> {
    fn heap_options(&self, n: u64, f: &mut dyn FnMut(&[u64])) {
        self.heaps.each_move(n, &mut |_, parts| f(parts));
    }

    fn move_reach(&self) -> Option<u64> {
        self.heaps.move_reach()
    }
}
