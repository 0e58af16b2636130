//! A heap game's values G(0), G(1), … with its period where one is proven:
//! what a plot of the values draws, for every game played on heaps.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::game::Rule;

use crate::analysis::GameInfo;
use crate::json::{Count, game_entries};
use crate::registry::{Acted, Game, GameSpec, Request};
use crate::{Error, Limits, Question};

/// The most heaps a plot of values draws.
pub const MAX_HEAP_VALUES: u64 = 4096;

/// G(0..count) of a heap game (normal play), with its period where the game
/// proves one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapValues {
    /// The game in words, with its parameters ("The octal game 0.07").
    pub title: String,
    /// G(0), G(1), …
    pub values: Vec<u64>,
    /// The preperiod and the period, where the game's `period` action proves
    /// them (a subtraction game, an octal game with a period found).
    pub period: Option<(u64, u64)>,
    /// How the period is proven, in the `period` action's words ("period 34
    /// from heap 53, proven by Guy and Smith's theorem: …").
    pub proof: Option<String>,
    /// The game's fields (name, parameters, rule) as answers give them.
    pub game: GameInfo,
}

impl HeapValues {
    /// The values of heaps 0 to `count` − 1 (1 to [`MAX_HEAP_VALUES`]) of a
    /// game played on heaps: from its `sequence` action where it has one, else
    /// heap by heap as a position; its period from its `period` action where
    /// it has one.
    ///
    /// ```
    /// use wythoff_answer::registry::{Game, RawParameter};
    /// use wythoff_answer::{Limits, drawn::HeapValues};
    /// let set = RawParameter::Numbers(vec![1u8.into(), 3u8.into(), 4u8.into()]);
    /// let game = Game::new("subtraction", vec![set], |p| p.key.to_string()).unwrap();
    /// let values = HeapValues::of(&game, 10, &Limits::default()).unwrap();
    /// assert_eq!(values.values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
    /// assert_eq!(values.period, Some((0, 7)));
    /// ```
    pub fn of(game: &Game, count: u64, limits: &Limits) -> Result<HeapValues, Error> {
        let entry = game.entry();
        if !entry.heap_game() {
            let heap_games = crate::registry::names(|e| e.heap_game());
            return Err(Error::usage(format!(
                "{}: values G(0), G(1), … are of a game played on heaps ({heap_games})",
                game.name()
            )));
        }
        if !(1..=MAX_HEAP_VALUES).contains(&count) {
            let message = format!("size: a plot of values has 1 to {MAX_HEAP_VALUES} heaps, not {count}");
            return Err(if count == 0 { Error::input(message) } else { Error::limit(message) });
        }
        let kind = game.kind();
        let act = |name: &str, numbers: &[Natural]| -> Option<Result<Acted, Error>> {
            let action = entry.actions.iter().find(|a| a.name == name)?;
            let request = Request { game, rule: Rule::Normal, numbers, flags: &[], limits };
            Some(crate::act::answer(kind, action, &request))
        };
        let values = match act("sequence", &[Natural::from(count)]) {
            Some(acted) => match acted? {
                Acted::Listing(listing) => listing.values(),
                Acted::Answer(_) => None,
            },
            None => None,
        };
        let values = match values {
            Some(values) => values,
            None => (0..count).map(|n| heap_value(game, n, limits)).collect::<Result<_, _>>()?,
        };
        let (period, proof) = match act("period", &[]) {
            Some(Ok(Acted::Answer(answer))) => match period_of(&*answer) {
                Some(period) => (Some(period), answer.text().lines().next().map(str::to_string)),
                None => (None, None),
            },
            _ => (None, None),
        };
        let origin = GameSpec::new(game.clone(), Rule::Normal, vec![Natural::ZERO], limits)?;
        let game_info = origin.build(limits)?.info();
        Ok(HeapValues { title: super::picture_title(game), values, period, proof, game: game_info })
    }
}

impl Serialize for HeapValues {
    /// `{game, parameters, rule, title, values, preperiod, period, proof}`:
    /// `values[n]` = G(n); the period's fields null where none is proven.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(8))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("title", &self.title)?;
        map.serialize_entry("values", &self.values.iter().map(|&g| Count(g)).collect::<Vec<_>>())?;
        map.serialize_entry("preperiod", &self.period.map(|(from, _)| Count(from)))?;
        map.serialize_entry("period", &self.period.map(|(_, p)| Count(p)))?;
        map.serialize_entry("proof", &self.proof)?;
        map.end()
    }
}

impl crate::Answer for HeapValues {
    /// The values, separated by spaces, and the period's proof where there is one.
    fn text(&self) -> String {
        let values: Vec<String> = self.values.iter().map(u64::to_string).collect();
        let proof = self.proof.as_ref().map(|p| format!("{p}\n")).unwrap_or_default();
        format!("{}\n{proof}", values.join(" "))
    }
}

/// G(n) of the one-heap position n, as its analysis gives it.
fn heap_value(game: &Game, n: u64, limits: &Limits) -> Result<u64, Error> {
    let spec = GameSpec::new(game.clone(), Rule::Normal, vec![Natural::from(n)], limits)?;
    let grundy = spec.analysis(Question::Status, limits)?.grundy;
    grundy
        .and_then(|g| u64::try_from(&g).ok())
        .ok_or_else(|| Error::usage(format!("{}: heap {n} has no Grundy value here", game.name())))
}

/// The preperiod and period of a `period` answer (its JSON's keys; null where
/// none is proven).
fn period_of(answer: &dyn crate::Reply) -> Option<(u64, u64)> {
    let json = serde_json::to_value(answer).ok()?;
    let read = |key: &str| json.get(key)?.as_str()?.parse::<u64>().ok();
    Some((read("preperiod")?, read("period")?))
}

/// A heap game's values kept for lookups (normal play): G(n) for every n
/// below the table, and for every n where the game proves a period. By the
/// Sprague–Grundy theorem a position of several heaps is P exactly when the
/// values' nim-sum is 0: what answers many positions of one game in a
/// lookup each (Python's `Game.status` and arrays).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapTable {
    values: Vec<u64>,
    period: Option<(u64, u64)>,
}

impl HeapTable {
    /// The values of heaps 0 to `count` − 1, with the period where proven
    /// ([`HeapValues::of`]).
    ///
    /// ```
    /// use wythoff_answer::registry::{Game, RawParameter};
    /// use wythoff_answer::{Limits, drawn::HeapTable};
    /// let kayles = Game::written("kayles", "game", &Limits::default()).unwrap();
    /// let table = HeapTable::of(&kayles, 100, &Limits::default()).unwrap();
    /// assert_eq!(table.value(10u64.pow(18)), Some(1)); // period 12 from heap 71
    /// assert_eq!(table.is_p(&[1, 1]), Some(true));
    /// ```
    pub fn of(game: &Game, count: u64, limits: &Limits) -> Result<HeapTable, Error> {
        let values = HeapValues::of(game, count, limits)?;
        Ok(HeapTable { values: values.values, period: values.period })
    }

    /// G(n), where the table or the period gives it.
    pub fn value(&self, n: u64) -> Option<u64> {
        if let Some(&g) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Some(g);
        }
        let (pre, period) = self.period?;
        let shown = pre + period;
        if n < pre || period == 0 || (self.values.len() as u64) < shown {
            return None;
        }
        self.values.get((pre + (n - pre) % period) as usize).copied()
    }

    /// Is the sum of these heaps a P-position (its values' nim-sum 0)? None
    /// where a heap is past what the table answers.
    pub fn is_p(&self, heaps: &[u64]) -> Option<bool> {
        heaps.iter().try_fold(0u64, |sum, &h| Some(sum ^ self.value(h)?)).map(|sum| sum == 0)
    }
}
