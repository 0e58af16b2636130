//! What the take-and-break games' registry files share
//! ([`wythoff::take_and_break`]): the game built over its heap rule and checked
//! against the position, the limit on heaps whose moves are tried one by one,
//! the sum component, the values of heaps 0..N (`sequence N`), and playing
//! moves that split a heap.

use std::any::Any;
use std::sync::{Arc, Mutex};

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;
use wythoff::Natural;
use wythoff::game::{Arg, Rule, Said, after};
use wythoff::take_and_break::{BreakHeaps, BreakMove, HeapRule, MISERE_TOKENS, TakeBreak, tokens};

use crate::analysis::GameInfo;
use crate::game_kind::Planned;
use crate::game_kind::{
    Acted, ActionSpec, Asked, Entry, Game, GameKind, GameSpec, LimitFlag, Listing, ReasonSpec, Request,
    Solved, ready,
};
use crate::limits::{brief, grouped};
use crate::listing::write_values;
use crate::play::{Playable, heaps_picture, not_a_move, number, show_heaps};
use crate::{Error, ErrorKind, Format, Limits};
use wythoff::misere::HeapOptions;

/// What `--limit` sets for a take-and-break game: the values computed.
pub const VALUES_LIMIT: LimitFlag = LimitFlag {
    about: "Values computed (an octal code's period search; Grundy's game up to the largest heap) [default: 16384, at most 16777216]",
    apply: Limits::with_take_break_values,
};

/// The reasons of the take-and-break games' answers.
pub const REASONS: &[ReasonSpec] = &[ReasonSpec {
    kinds: &["take_break_nim_sum", "take_break_misere_search"],
    values: None,
    required: &[],
    dependent: &[],
    about: "A take-and-break game: in normal play P iff the heaps' values XOR to 0; in misere play, every position reachable was searched.",
}];

/// `sequence N`, which every take-and-break game answers (through
/// [`BreakKind`]'s one `act`).
pub const SEQUENCE: ActionSpec =
    ActionSpec { name: "sequence", about: "The Grundy values of heaps 0..N-1", numbers: 1, flags: &[] };

/// What the command's numbers are for a take-and-break game.
pub const HEAPS: &str = "The heaps (for sequence: how many values; none for period)";

/// A take-and-break game's registry file: its entry, its heap rule made for
/// positions whose largest heap is given (the values known up to it, or a
/// period), and any action besides `sequence`. The rest of [`GameKind`] is the
/// same for each, below.
pub trait BreakKind: Sync {
    /// The heap rule.
    type Rule: HeapRule + Send + Sync + 'static;

    /// The game's data.
    fn entry(&self) -> &'static Entry;

    /// The rule of `game` with the values known for heaps up to `largest`
    /// (normal play); `misere` when only the moves are needed.
    fn rule(
        &self,
        game: &Game,
        largest: &Natural,
        misere: bool,
        limits: &Limits,
    ) -> Result<Self::Rule, Error>;

    /// An action of the entry's besides `sequence` (an octal game's period).
    fn other(&self, action: &ActionSpec, request: &Request) -> Result<Acted, Error> {
        let _ = request;
        let args = vec![
            ("game", Arg::Notation(self.entry().name.into())),
            ("action", Arg::Notation(action.name.into())),
        ];
        Err(Error::of(ErrorKind::Usage, "error_no_action", args))
    }

    /// The game as the rare/common engine runs it ([`GameKind::engine`]), if
    /// it does.
    fn engine(&self) -> Option<fn(&Game) -> crate::values_file::EngineGame> {
        None
    }

    /// A heap's moves alone, for misère play's canonical forms (`genus H`):
    /// by default the rule made for misère play.
    fn heap_moves(&self, game: &Game, limits: &Limits) -> Result<Box<dyn HeapOptions>, Error> {
        let heaps = self.rule(game, &Natural::ZERO, true, limits)?;
        Ok(Box::new(TakeBreak { heaps, rule: Rule::Misere, misere: None }))
    }
}

impl<K: BreakKind> GameKind for K {
    fn entry(&self) -> &'static Entry {
        BreakKind::entry(self)
    }

    fn build(&self, spec: &GameSpec, limits: &Limits) -> Result<Box<dyn Solved>, Error> {
        let heaps = kept_rule(self, &spec.game, &largest(&spec.position), spec.rule == Rule::Misere, limits)?;
        let misere = if spec.rule == Rule::Misere && tokens(&spec.position) > Natural::from(MISERE_TOKENS) {
            let key = crate::misere_atlas::game_key(spec.game.name(), &spec.game.parameters());
            misere_quotient(&key, &*self.heap_moves(&spec.game, limits)?, &spec.position, limits)
        } else {
            None
        };
        let game = checked(TakeBreak { heaps, rule: spec.rule, misere }, &spec.position, limits)?;
        Ok(ready(game, spec.position.clone()))
    }

    /// Every question but `status` tries a heap's moves one by one (a heap of
    /// n has about n/2 splits): every heap within the limit on them.
    fn check_asked(&self, spec: &GameSpec, asked: Asked, limits: &Limits) -> Result<(), Error> {
        if asked == Asked::Status {
            return Ok(());
        }
        let most = Natural::from(limits.take_break_moves_heap);
        // A sum lists every winning move, so its heaps' moves are tried too;
        // a game's own status answers without them.
        let instead = if asked == Asked::Sum { "error_moves_heap_sum" } else { "error_moves_heap_status" };
        match spec.position.iter().position(|h| *h > most) {
            Some(i) => {
                let args = vec![
                    ("heap", Arg::number(i as u64 + 1)),
                    ("n", Arg::Notation(brief(&spec.position[i]))),
                    ("limit", Arg::Notation(grouped(limits.take_break_moves_heap))),
                    ("instead", Arg::Said(Box::new(Said::new(instead, Vec::new())))),
                ];
                Err(Error::of(ErrorKind::Limit, "error_moves_heap", args).keyed("take_break_moves_heap"))
            }
            None => Ok(()),
        }
    }

    /// The heaps as one component of a sum.
    fn component(&self, spec: &GameSpec, limits: &Limits) -> Result<Planned, Error> {
        let heaps = kept_rule(self, &spec.game, &largest(&spec.position), false, limits)?;
        let game = checked(TakeBreak { heaps, rule: Rule::Normal, misere: None }, &spec.position, limits)?;
        Ok(Planned::Ready(Box::new(BreakHeaps { heaps: game.heaps, position: spec.position.clone() })))
    }

    fn act(&self, action: &ActionSpec, request: &Request) -> Result<Acted, Error> {
        if action.name == SEQUENCE.name { sequence(self, request) } else { self.other(action, request) }
    }

    fn engine(&self) -> Option<fn(&Game) -> crate::values_file::EngineGame> {
        BreakKind::engine(self)
    }

    fn misere_heaps(&self, request: &Request) -> Option<Result<Box<dyn HeapOptions>, Error>> {
        Some(self.heap_moves(request.game, request.limits))
    }
}

/// The heap rules with a proven period made so far in this process, kept for
/// every later question about the same game under the same limits, from any
/// front end: at most [`KEPT_RULES`] of them, the oldest forgotten first.
static KEPT: Mutex<Vec<(String, Arc<dyn Any + Send + Sync>)>> = Mutex::new(Vec::new());

/// How many games' heap rules [`KEPT`] holds (each at most the values limit's
/// values: 16,384 at the default, some 128 KiB).
pub const KEPT_RULES: usize = 32;

/// [`BreakKind::rule`], kept where it answers every heap (a period proven):
/// made once for a game and the limits its values depend on, in normal play.
fn kept_rule<K: BreakKind + ?Sized>(
    kind: &K,
    game: &Game,
    largest: &Natural,
    misere: bool,
    limits: &Limits,
) -> Result<K::Rule, Error> {
    if misere {
        // Misère play needs only the moves: nothing is kept.
        return kind.rule(game, largest, misere, limits);
    }
    // (Whether the largest heap is within the values computed is part of the
    // key: an octal game's period beyond them is the atlas's, its answers say.)
    let key = format!(
        "{}|{:?}|{}|{}|{}",
        game.name(),
        game.parameters(),
        limits.take_break_values,
        limits.take_break_work,
        *largest < Natural::from(limits.take_break_values)
    );
    let kept = KEPT
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, r)| r.clone());
    if let Some(rule) = kept.as_ref().and_then(|r| r.downcast_ref::<K::Rule>()) {
        return Ok(rule.clone());
    }
    let rule = kind.rule(game, largest, misere, limits)?;
    // Only a rule that answers every heap (a period proven) is kept: one that
    // knows the values up to a heap says so in its answers, which must not
    // depend on the questions asked before.
    if rule.value(&Natural::from(u64::MAX)).is_none() {
        return Ok(rule);
    }
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    kept.retain(|(k, _)| *k != key);
    if kept.len() >= KEPT_RULES {
        kept.remove(0);
    }
    kept.push((key, Arc::new(rule.clone())));
    Ok(rule)
}

/// The game's misère quotient that covers every heap of `position` (of heaps
/// up to its largest, or certified for every heap), from the stored atlas
/// where it has the game, within the misère step limit; None where it is not
/// reached.
fn misere_quotient(
    key: &str,
    moves: &dyn HeapOptions,
    position: &[Natural],
    limits: &Limits,
) -> Option<std::sync::Arc<wythoff::misere::Quotient>> {
    let largest = u64::try_from(&largest(position)).unwrap_or(u64::MAX);
    let q = crate::misere::quotient_covering(key, moves, largest, false, limits).ok()?;
    Some(std::sync::Arc::new(q))
}

/// The largest heap of a position (0 for none).
fn largest(heaps: &[Natural]) -> Natural {
    heaps.iter().max().cloned().unwrap_or(Natural::ZERO)
}

/// A take-and-break game checked against the position it answers: in normal
/// play every heap's value known (a period proven, or the heap within the
/// values computed), in misère play at most [`MISERE_TOKENS`] tokens in all.
fn checked<R: HeapRule>(
    game: TakeBreak<R>,
    heaps: &[Natural],
    limits: &Limits,
) -> Result<TakeBreak<R>, Error> {
    if game.covers(heaps) {
        return Ok(game);
    }
    if game.rule == Rule::Misere {
        let args =
            vec![("most", Arg::number(MISERE_TOKENS)), ("tokens", Arg::Notation(brief(&tokens(heaps))))];
        return Err(Error::of(ErrorKind::Limit, "error_misere_reach", args).keyed("misere_steps"));
    }
    let i = heaps.iter().position(|h| game.heaps.value(h).is_none()).expect("a heap not covered");
    if game.heaps.stopped() {
        // The step limit stopped the values, not the values limit: more values
        // would not help, a larger budget would.
        let args = vec![
            ("heap", Arg::number(i as u64 + 1)),
            ("n", Arg::Notation(brief(&heaps[i]))),
            ("source", Arg::Said(Box::new(game.heaps.origin()))),
            ("limit", Arg::Notation(grouped(limits.take_break_work))),
        ];
        return Err(Error::of(ErrorKind::Limit, "error_values_work", args).keyed("take_break_work"));
    }
    let args = vec![
        ("heap", Arg::number(i as u64 + 1)),
        ("n", Arg::Notation(brief(&heaps[i]))),
        ("source", Arg::Said(Box::new(game.heaps.origin()))),
        ("now", Arg::Notation(grouped(limits.take_break_values as u64))),
        ("most", Arg::Notation(grouped(limits.max_take_break_values as u64))),
    ];
    Err(Error::of(ErrorKind::Limit, "error_values_known", args).keyed("take_break_values"))
}

/// `sequence N`: the Grundy values of heaps 0..N (normal play), computed for
/// the largest, or refused as that heap is.
fn sequence<K: BreakKind>(kind: &K, request: &Request) -> Result<Acted, Error> {
    if request.rule == Rule::Misere {
        return Err(Error::of(ErrorKind::Usage, "error_sequence_misere", Vec::new()));
    }
    let count = request.limits.check_items(&request.numbers[0], "values")?;
    let last = [Natural::from(count.saturating_sub(1))];
    // The values asked for, no more (a period search would compute the
    // values limit's 16,384 first).
    let values = usize::try_from(count).unwrap_or(usize::MAX).clamp(1, request.limits.take_break_values);
    let limits = Limits { take_break_values: values, ..request.limits.clone() };
    let heaps = kind.rule(request.game, &last[0], false, &limits)?;
    let game = checked(TakeBreak { heaps, rule: Rule::Normal, misere: None }, &last, &limits)?;
    Ok(Acted::Listing(Box::new(Values { game, count })))
}

/// The values of heaps 0..count.
struct Values<R: HeapRule> {
    game: TakeBreak<R>,
    count: u64,
}

impl<R: HeapRule> Values<R> {
    fn value(&self, i: u64) -> u64 {
        self.game.heaps.value_u64(i).expect("built for the largest heap listed")
    }
}

impl<R: HeapRule + Send> Listing for Values<R> {
    fn write(&self, mut out: &mut dyn std::io::Write, format: Format) -> std::io::Result<()> {
        write_values(&mut out, &GameInfo::of(&self.game), self.count, |i| self.value(i).to_string(), format)
    }
    fn values(&self) -> Option<Vec<u64>> {
        Some((0..self.count).map(|i| self.value(i)).collect())
    }
}

/// What a move from `from` to `to` is in a take-and-break game: the heap it
/// plays, what it takes, and what it leaves (none, one or two heaps, smaller
/// first), read from the two lists (`to` is one longer after a split).
fn break_move(from: &[Natural], to: &[Natural]) -> Result<BreakMove, String> {
    let first = (0..from.len()).find(|&i| to.get(i) != Some(&from[i]));
    let Some(i) = first.or((to.len() > from.len()).then(|| from.len() - 1)) else {
        return Err(crate::words::say("refuse-take-or-split", &[]));
    };
    let parts: Vec<Natural> = match to.len() as i64 - from.len() as i64 {
        0 if to[i + 1..] == from[i + 1..] => vec![to[i].clone()],
        1 if to[i + 2..] == from[i + 1..] => {
            let (x, y) = (to[i].clone(), to[i + 1].clone());
            if x == Natural::ZERO || y == Natural::ZERO {
                return Err(crate::words::say("refuse-split-two", &[]));
            }
            if x <= y { vec![x, y] } else { vec![y, x] }
        }
        0 | 1 => return Err(crate::words::say("refuse-one-heap-plays", &[])),
        _ => {
            let args = [("count", Arg::number(from.len() as u64)), ("given", Arg::number(to.len() as u64))];
            return Err(crate::words::say("refuse-break-count", &args));
        }
    };
    let left = parts.iter().fold(Natural::ZERO, |t, p| t + p);
    if left > from[i] {
        return Err(crate::words::say(
            "refuse-heap-only-takes",
            &[("heap", Arg::number((i + 1) as u64)), ("n", Arg::Number(from[i].clone()))],
        ));
    }
    let parts = if parts == [Natural::ZERO] { Vec::new() } else { parts };
    Ok(BreakMove { heap: i, from: from[i].clone(), take: &from[i] - left, parts })
}

impl<R: HeapRule + 'static> Playable for TakeBreak<R> {
    fn check(&self, from: &Vec<Natural>, to: &Vec<Natural>) -> Result<String, String> {
        let m = break_move(from, to)?;
        let small = |n: &Natural| u64::try_from(n).map_err(|_| crate::words::say("refuse-too-large", &[]));
        let parts: Vec<u64> = m.parts.iter().map(small).collect::<Result<_, _>>()?;
        if !self.heaps.allows(small(&m.from)?, small(&m.take)?, &parts) {
            let said = crate::words::said(&wythoff::game::GameMove::said(&m));
            return Err(crate::words::say("refuse-not-this-game", &[("move", Arg::Notation(said))]));
        }
        Ok(crate::words::said(&wythoff::game::GameMove::said(&m)))
    }
    fn takes(&self) -> bool {
        self.heaps.takes()
    }
    fn can_move(&self, at: &Vec<Natural>) -> bool {
        at.iter().any(|h| u64::try_from(h).map_or(true, |h| first_move(self, h).is_some()))
    }
    fn patient(&self, at: &Vec<Natural>) -> Vec<Natural> {
        // The first move (by the rule's order, the least take) of the largest
        // heap that has one.
        let mut order: Vec<usize> = (0..at.len()).collect();
        order.sort_by(|&i, &j| at[j].cmp(&at[i]));
        for i in order {
            let h = u64::try_from(&at[i]).expect("play keeps heaps within the limit");
            if let Some((take, parts)) = first_move(self, h) {
                return leave(at, i, take, &parts);
            }
        }
        unreachable!("a move is possible")
    }
    fn random(&self, at: &Vec<Natural>, rng: &mut ChaCha8Rng) -> Vec<Natural> {
        let small: Vec<u64> =
            at.iter().map(|h| u64::try_from(h).expect("play keeps heaps within the limit")).collect();
        let moves = self.all_moves(&small);
        let (i, take, parts) = &moves[(rng.next_u64() % moves.len() as u64) as usize];
        leave(at, *i, *take, parts)
    }
    fn options(&self, at: &Vec<Natural>) -> Option<Vec<Vec<Natural>>> {
        let small: Vec<u64> = at.iter().map(|h| u64::try_from(h).ok()).collect::<Option<_>>()?;
        // Two takes may leave the same heaps (an octal digit allowing both):
        // each position once, in the moves' order.
        let mut seen = std::collections::HashSet::new();
        let options = self
            .all_moves(&small)
            .iter()
            .map(|(i, take, parts)| leave(at, *i, *take, parts))
            .filter(|to| seen.insert(to.clone()))
            .collect();
        Some(options)
    }
    fn parse(&self, words: &[&str], at: &Vec<Natural>) -> Result<Vec<Natural>, String> {
        let hint = "refuse-hint-take-break";
        let heap = |w: &str| -> Result<usize, String> {
            let h: usize = w.parse().map_err(|_| not_a_move(words, hint))?;
            if !(1..=at.len()).contains(&h) {
                return Err(crate::words::say(
                    "refuse-no-such-heap",
                    &[("count", Arg::number(at.len() as u64)), ("heap", Arg::number(h as u64))],
                ));
            }
            Ok(h - 1)
        };
        // Take k from heap i and leave x and the rest (or just the rest).
        let take = |i: usize, k: Natural, x: Option<Natural>| -> Result<Vec<Natural>, String> {
            if k > at[i] {
                let args = [
                    ("heap", Arg::number((i + 1) as u64)),
                    ("at", Arg::Number(at[i].clone())),
                    ("k", Arg::Number(k)),
                ];
                return Err(crate::words::say("refuse-heap-i-holds-only", &args));
            }
            let rest = &at[i] - k;
            let mut to = at.clone();
            match x {
                None => to[i] = rest,
                Some(x) if x == Natural::ZERO || x >= rest => {
                    return Err(crate::words::say(
                        "refuse-split-left",
                        &[("rest", Arg::Number(rest)), ("x", Arg::Number(x))],
                    ));
                }
                Some(x) => {
                    let y = &rest - &x;
                    to.splice(i..=i, if x <= y { [x, y] } else { [y, x] });
                }
            }
            Ok(to)
        };
        match words {
            ["to", rest @ ..] => rest.iter().map(|w| number(w)).collect(),
            ["split", h, x] => take(heap(h)?, Natural::ZERO, Some(number(x)?)),
            [h, k] => take(heap(h)?, number(k)?, None),
            [h, k, x] => take(heap(h)?, number(k)?, Some(number(x)?)),
            _ => Err(not_a_move(words, hint)),
        }
    }
    fn syntax(&self) -> &'static str {
        "syntax-take-break"
    }
    fn show(&self, at: &Vec<Natural>) -> String {
        show_heaps(at)
    }
    fn picture(&self, at: &Vec<Natural>) -> Option<String> {
        heaps_picture("heap", at)
    }
    fn position_of(&self, c: &[Natural]) -> Vec<Natural> {
        c.to_vec()
    }
}

/// The moves of the take-and-break games in `play`, for `play --help`.
pub const MOVES: &str = "`H K` takes K from heap H, `H K X` takes K and splits the rest into X and what remains, `split H X` splits without taking, `to A B C` names the heaps (a split heap's two parts in its place)";

/// The first move from a heap of n, by the heap rule's order (the least take).
fn first_move<R: HeapRule>(game: &TakeBreak<R>, n: u64) -> Option<(u64, Vec<u64>)> {
    let mut first = None;
    game.heaps.each_move(n, &mut |take, parts| {
        if first.is_none() {
            first = Some((take, parts.to_vec()));
        }
    });
    first
}

/// The heaps after taking `take` from heap i and leaving `parts` there
/// ([`after`] of that [`BreakMove`]).
fn leave(at: &[Natural], i: usize, take: u64, parts: &[u64]) -> Vec<Natural> {
    let m = BreakMove {
        heap: i,
        from: at[i].clone(),
        take: take.into(),
        parts: parts.iter().map(|&p| Natural::from(p)).collect(),
    };
    after(at, &m)
}
