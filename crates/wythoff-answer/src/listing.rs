//! The answers that are facts about a game rather than about one position: the
//! k-th P-position of Wythoff's game, the one that holds a number, a list of them,
//! a subtraction game's values and certified period, and an octal game's
//! period. Lists are written as they
//! are computed (constant memory), as text or as one JSON object.

use std::io::{self, Write};

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::game::{Arg, Rule};
use wythoff::generalized_wythoff::Generalized;
use wythoff::octal::{Certificate, Octal, OctalCode, Work};
use wythoff::subtraction::{SubtractionGame, SubtractionSet};
use wythoff::take_and_break::TakeBreak;
use wythoff::wythoff::{Coordinate, Wythoff, holder_for, p_position_for};

use crate::analysis::GameInfo;
use crate::json::{Count, Dec, Decs, game_entries, open_listing};
use crate::limits::brief;
use crate::octal_atlas::Status;
use crate::words::say;
use crate::{Answer, Error, ErrorKind, Format, Limits};

/// The P-position with difference k (the k-th) of Wythoff's game under a rule.
///
/// ```
/// use wythoff::game::Rule;
/// use wythoff_answer::{listing::PPosition, Answer};
/// let p = PPosition::new(3u8.into(), Rule::Normal);
/// assert_eq!(p.text(), "(4, 7)\n");
/// assert_eq!(
///     serde_json::to_string(&p).unwrap(),
///     r#"{"game":"wythoff","parameters":{},"rule":"normal","k":"3","position":["4","7"]}"#
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PPosition {
    /// Wythoff's game and its rule.
    pub game: GameInfo,
    /// The index k: the difference of the piles.
    pub k: Natural,
    /// (a, b), a ≤ b.
    pub position: [Natural; 2],
}

impl PPosition {
    /// The k-th P-position under `rule`.
    pub fn new(k: Natural, rule: Rule) -> PPosition {
        let (a, b) = p_position_for(&k, rule);
        PPosition { game: GameInfo::of(&Wythoff { rule }), k, position: [a, b] }
    }
}

impl PPosition {
    /// The n-th P-position of Fraenkel's a-Wythoff under its rule (see
    /// [`Generalized::p_position`]).
    ///
    /// ```
    /// use wythoff::{game::Rule, generalized_wythoff::Generalized};
    /// use wythoff_answer::listing::PPosition;
    /// let game = Generalized::new(2u8.into(), Rule::Normal).unwrap();
    /// assert_eq!(
    ///     serde_json::to_string(&PPosition::generalized(&game, 3u8.into())).unwrap(),
    ///     r#"{"game":"generalized","parameters":{"a":"2"},"rule":"normal","k":"3","position":["4","10"]}"#
    /// );
    /// ```
    pub fn generalized(game: &Generalized, k: Natural) -> PPosition {
        let (a, b) = game.p_position(&k);
        PPosition { game: GameInfo::of(game), k, position: [a, b] }
    }
}

impl Answer for PPosition {
    /// "(a, b)" and a newline.
    fn text(&self) -> String {
        format!("({}, {})\n", self.position[0], self.position[1])
    }
}

impl Serialize for PPosition {
    /// `{"game", "parameters", "rule", "k", "position"}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(5))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("k", &Dec(&self.k))?;
        map.serialize_entry("position", &Decs(&self.position))?;
        map.end()
    }
}

/// The P-position of Wythoff's game (under a rule) that holds a number.
///
/// ```
/// use wythoff::game::Rule;
/// use wythoff_answer::{listing::Pair, Answer};
/// assert_eq!(Pair::new(10u8.into(), Rule::Normal).text(), "10 = b_4 = ⌊4φ²⌋: P-position number 4 is (6, 10)\n");
/// assert_eq!(
///     Pair::new(2u8.into(), Rule::Misere).text(),
///     "2 is in misère P-position number 0, (2, 2), one of misère play's three exceptions (normal play has (0, 0))\n"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    /// Wythoff's game and its rule.
    pub game: GameInfo,
    /// The number asked about.
    pub n: Natural,
    /// The index (difference) of its P-position.
    pub k: Natural,
    /// The P-position (a, b), a ≤ b.
    pub position: [Natural; 2],
    /// Which coordinate n is (for a = b, the first).
    pub coordinate: Coordinate,
}

impl Pair {
    /// The P-position under `rule` that holds `n`.
    pub fn new(n: Natural, rule: Rule) -> Pair {
        let h = holder_for(&n, rule);
        Pair {
            game: GameInfo::of(&Wythoff { rule }),
            n,
            k: h.k,
            position: [h.a, h.b],
            coordinate: h.coordinate,
        }
    }

    /// The P-position of Fraenkel's a-Wythoff (under its rule) that holds `n`,
    /// numbered as [`Generalized::p_position`] numbers them.
    ///
    /// ```
    /// use wythoff::{game::Rule, generalized_wythoff::Generalized};
    /// use wythoff_answer::{listing::Pair, Answer};
    /// let game = Generalized::new(2u8.into(), Rule::Normal).unwrap();
    /// assert_eq!(Pair::generalized(&game, 10u8.into()).text(), "10 is in P-position number 3, (4, 10)\n");
    /// ```
    pub fn generalized(game: &Generalized, n: Natural) -> Pair {
        let (other, k) = game.partner(&n);
        let coordinate = if n <= other { Coordinate::Lower } else { Coordinate::Upper };
        let position = if n <= other { [n.clone(), other] } else { [other, n.clone()] };
        Pair { game: GameInfo::of(game), n, k, position, coordinate }
    }

    /// Is this one of misère play's exceptions, (0, 1) and (2, 2)?
    fn is_exception(&self) -> bool {
        self.game.rule == Rule::Misere && self.k <= Natural::ONE
    }
}

impl Answer for Pair {
    /// One line saying which coordinate of which P-position n is.
    fn text(&self) -> String {
        let Pair { n, k, position: [a, b], .. } = self;
        let number = |x: &Natural| Arg::Number(x.clone());
        let mut args = vec![
            ("n", number(n)),
            ("k", number(k)),
            ("a", number(a)),
            ("b", number(b)),
            ("rule", Arg::Case(self.game.rule.as_str())),
        ];
        let id = if self.game.name != "wythoff" {
            "pair_in"
        } else if self.is_exception() {
            let normal = wythoff::wythoff::p_position(k);
            args.extend([("normal_a", Arg::Number(normal.0)), ("normal_b", Arg::Number(normal.1))]);
            "pair_misere_exception"
        } else {
            let lower = self.coordinate == Coordinate::Lower;
            args.push(("coordinate", Arg::Case(if lower { "a" } else { "b" })));
            "pair_wythoff"
        };
        format!("{}\n", crate::words::say(id, &args))
    }
}

impl Serialize for Pair {
    /// `{"game", "parameters", "rule", "n", "k", "position", "coordinate"}`, with
    /// `coordinate` `"a"` (the smaller) or `"b"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(7))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("n", &Dec(&self.n))?;
        map.serialize_entry("k", &Dec(&self.k))?;
        map.serialize_entry("position", &Decs(&self.position))?;
        map.serialize_entry(
            "coordinate",
            match self.coordinate {
                Coordinate::Lower => "a",
                Coordinate::Upper => "b",
            },
        )?;
        map.end()
    }
}

/// The indices a listing of P-positions covers, `from..end`: from `from`, either
/// `count` of them or up to `to` (inclusive), one of the two, and at most the
/// item limit. `names` are what the front end calls from, count and to
/// (`--from`, …, or `from`, …), for its messages.
///
/// ```
/// use wythoff_answer::{listing::positions_range, Limits};
/// let names = ["from", "count", "to"];
/// let (from, end) = positions_range(2u8.into(), None, Some(5u8.into()), names, &Limits::default()).unwrap();
/// assert_eq!((from, end), (2u8.into(), 6u8.into()));
/// let e = positions_range(5u8.into(), None, Some(2u8.into()), names, &Limits::default()).unwrap_err();
/// assert_eq!(e.message, "to 2 is before from 5: the range is empty");
/// ```
pub fn positions_range(
    from: Natural,
    count: Option<Natural>,
    to: Option<Natural>,
    [from_name, count_name, to_name]: [&str; 3],
    limits: &Limits,
) -> Result<(Natural, Natural), Error> {
    let count = match (count, to) {
        (Some(count), None) => count,
        (None, Some(to)) if to < from => {
            return Err(Error::usage(format!(
                "{to_name} {} is before {from_name} {}: the range is empty",
                brief(&to),
                brief(&from)
            )));
        }
        (None, Some(to)) => to - &from + 1u8,
        _ => return Err(Error::usage(format!("give {count_name} or {to_name} (one of them)"))),
    };
    limits.check_items(&count, "P-positions")?;
    let end = &from + count;
    Ok((from, end))
}

/// Writes the P-positions with index k from `from` up to (not including) `end`:
/// as text "k a b" a line, or as `{"game", "parameters", "rule", "positions":
/// [{"k", "position"}, …]}`, one entry at a time.
///
/// ```
/// use wythoff::game::Rule;
/// use wythoff_answer::{listing::write_positions, Format};
/// let mut out = Vec::new();
/// write_positions(&mut out, Rule::Misere, &0u8.into(), &3u8.into(), Format::Text).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "0 2 2\n1 0 1\n2 3 5\n");
/// ```
pub fn write_positions(
    out: &mut impl Write,
    rule: Rule,
    from: &Natural,
    end: &Natural,
    format: Format,
) -> io::Result<()> {
    let mut k = from.clone();
    if format == Format::Json {
        open_listing(out, &GameInfo::of(&Wythoff { rule }), &[], "positions")?;
    }
    while k < *end {
        let (a, b) = p_position_for(&k, rule);
        match format {
            Format::Text => writeln!(out, "{k} {a} {b}")?,
            Format::Json => {
                if k != *from {
                    out.write_all(b",")?;
                }
                let entry = PositionEntry { k: &k, position: [a, b] };
                serde_json::to_writer(&mut *out, &entry).map_err(io::Error::other)?;
            }
        }
        k += 1u8;
    }
    if format == Format::Json {
        out.write_all(b"]}\n")?;
    }
    Ok(())
}

/// One entry of a positions listing: `{"k", "position"}`.
struct PositionEntry<'a> {
    k: &'a Natural,
    position: [Natural; 2],
}

impl Serialize for PositionEntry<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("k", &Dec(self.k))?;
        map.serialize_entry("position", &Decs(&self.position))?;
        map.end()
    }
}

/// Writes a subtraction game's first `count` values (Grundy values; in misère
/// play 0 for P and 1 for N): as text on one line separated by spaces, or as
/// `{"game", "parameters", "rule", "values": […]}`, one value at a time.
pub fn write_sequence(
    out: &mut impl Write,
    game: &SubtractionGame,
    count: u64,
    format: Format,
) -> io::Result<()> {
    let seq = &game.sequence;
    write_values(out, &GameInfo::of(game), count, |i| seq.value_at(i).to_string(), format)
}

/// Writes the values of heaps 0..count, `value(i)` each: as text on one line
/// separated by spaces, or as `{"game", "parameters", "rule", "values": […]}`,
/// one value at a time.
pub fn write_values(
    out: &mut impl Write,
    game: &GameInfo,
    count: u64,
    value: impl Fn(u64) -> String,
    format: Format,
) -> io::Result<()> {
    if format == Format::Json {
        open_listing(out, game, &[], "values")?;
    }
    for i in 0..count {
        let value = value(i);
        match (format, i) {
            (Format::Text, 0) => write!(out, "{value}")?,
            (Format::Text, _) => write!(out, " {value}")?,
            (Format::Json, 0) => write!(out, "\"{value}\"")?,
            (Format::Json, _) => write!(out, ",\"{value}\"")?,
        }
    }
    match format {
        Format::Text => writeln!(out),
        Format::Json => out.write_all(b"]}\n"),
    }
}

/// A subtraction game's certified period.
///
/// ```
/// use wythoff::{game::Rule, subtraction::{SubtractionGame, SubtractionSet}};
/// use wythoff_answer::{listing::PeriodAnswer, Answer};
/// let set = SubtractionSet::new(vec![1, 3, 7, 8]).unwrap();
/// let answer = PeriodAnswer::of(&SubtractionGame::new(&set, Rule::Misere, 1 << 20).unwrap()).unwrap();
/// assert_eq!(
///     answer.text(),
///     "period 15 from n = 0 (certified by a repeated window of 8 values)\n\
///      values from 0: 1 0 1 0 1 0 1 0 1 1 1 1 1 1 1\n"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeriodAnswer {
    /// The game.
    pub game: GameInfo,
    /// The least preperiod.
    pub preperiod: u64,
    /// The least period.
    pub period: u64,
    /// The window length whose repeat certified it: max(S).
    pub window: u64,
    /// The values from 0 through the first period.
    pub values: Vec<u16>,
}

impl PeriodAnswer {
    /// The subtraction game `set` under `rule` searched for its period, within
    /// the limits' search ([`Limits::values_for`]): the period, or the limit
    /// error that says how far the search went.
    pub fn search(set: &SubtractionSet, rule: Rule, limits: &Limits) -> Result<PeriodAnswer, Error> {
        let game = SubtractionGame::new(set, rule, limits.values_for(set))?;
        Ok(PeriodAnswer::of(&game).expect("SubtractionGame::new certifies the period"))
    }

    /// The period of an analysed game; None if it has none certified.
    pub fn of(game: &SubtractionGame) -> Option<PeriodAnswer> {
        let seq = &game.sequence;
        let certified = seq.period?;
        let (preperiod, period) = (certified.preperiod, certified.period);
        let shown = usize::try_from(preperiod + period).unwrap_or(usize::MAX).min(seq.values.len());
        Some(PeriodAnswer {
            game: GameInfo::of(game),
            preperiod,
            period,
            window: seq.set.max(),
            values: seq.values[..shown].to_vec(),
        })
    }
}

impl Answer for PeriodAnswer {
    /// Two lines: the period, and the values through the first period (the first
    /// 200 of them, then "…").
    fn text(&self) -> String {
        let shown: Vec<String> = self.values.iter().take(200).map(u16::to_string).collect();
        let period = [
            ("period", Arg::number(self.period)),
            ("preperiod", Arg::number(self.preperiod)),
            ("window", Arg::number(self.window)),
        ];
        let line = values_line(say("period-values", &[]), shown, self.values.len() > 200);
        format!("{}\n{line}\n", say("period-certified", &period))
    }
}

impl Serialize for PeriodAnswer {
    /// `{"game", "parameters", "rule", "preperiod", "period", "window", "values"}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let values: Vec<Count> = self.values.iter().map(|&v| Count(v as u64)).collect();
        let mut map = serializer.serialize_map(Some(7))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("preperiod", &Count(self.preperiod))?;
        map.serialize_entry("period", &Count(self.period))?;
        map.serialize_entry("window", &Count(self.window))?;
        map.serialize_entry("values", &values)?;
        map.end()
    }
}

/// An octal game's period, proven by Guy and Smith's theorem from the values
/// computed ([`wythoff::octal::certify`]), or none proven in them.
///
/// ```
/// use wythoff::{game::Rule, octal::{Octal, Work}, take_and_break::TakeBreak};
/// use wythoff_answer::{listing::OctalPeriod, Answer};
/// let dawson = TakeBreak { heaps: Octal::search("0.07".parse().unwrap(), 1 << 14, Work::unlimited()), rule: Rule::Normal, misere: None };
/// let text = OctalPeriod::of(&dawson).text();
/// assert!(text.starts_with("period 34 from heap 53, proven by Guy and Smith's theorem"), "{text}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalPeriod {
    /// The game.
    pub game: GameInfo,
    /// The period proven, if one was.
    pub certificate: Option<Certificate>,
    /// How many values were computed (heaps 0 to computed − 1).
    pub computed: u64,
    /// The values from heap 0 through the first period (with a period), or
    /// none.
    pub values: Vec<u32>,
    /// The code's largest removal k.
    pub max_take: u64,
    /// Did the step limit stop the search (before the values asked for)?
    pub stopped: bool,
    /// Where the period comes from, and what the atlas says of the code.
    pub source: PeriodSource,
}

/// Where an octal period comes from: proven here, or read from the atlas
/// ([`crate::octal_atlas`]) where the search here stopped short of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeriodSource {
    /// Proven (or not) by the search here; `atlas_open` is how many values the
    /// atlas searched without proving a period, when it has the code open.
    Computed {
        /// See above.
        atlas_open: Option<u64>,
    },
    /// The atlas's row, proven when the atlas was built.
    Atlas,
    /// Searched here as the atlas was, and the atlas's row agrees.
    Rechecked,
}

impl OctalPeriod {
    /// The code's values searched for a period within the limits
    /// ([`Limits::take_break_values`]).
    ///
    /// Where it proves none and the atlas has the code's period, the answer
    /// is the atlas's (its values those computed here, through the first
    /// period as far as they reach); where the atlas has the code open, the
    /// answer says how far the atlas searched.
    pub fn search(code: &OctalCode, limits: &Limits) -> OctalPeriod {
        let heaps = Octal::search(code.clone(), limits.take_break_values, Work::new(limits.take_break_work));
        let game = TakeBreak { heaps, rule: Rule::Normal, misere: None };
        let mut answer = OctalPeriod::of(&game);
        let row = crate::octal_atlas::OctalAtlas::embedded().and_then(|a| a.row(code));
        match (answer.certificate, row.map(|r| (r.status, r.values))) {
            (None, Some((Status::Period(c), _))) => {
                let shown = (c.period.preperiod + c.period.period).min(answer.computed);
                answer.certificate = Some(c);
                answer.source = PeriodSource::Atlas;
                answer.values = game.heaps.values()[..shown as usize].to_vec();
            }
            (None, Some((Status::Open { .. }, values))) => {
                answer.source = PeriodSource::Computed { atlas_open: Some(values) }
            }
            _ => {}
        }
        answer
    }

    /// The code searched again as the atlas searched it, its row compared
    /// with the atlas's: an error if the atlas has no row for the code or the
    /// rows differ.
    pub fn recheck(code: &OctalCode, limits: &Limits) -> Result<OctalPeriod, Error> {
        use crate::octal_atlas::{OCTAL_ATLAS_PATH, OctalAtlas, OctalRow};
        let atlas = OctalAtlas::embedded().ok_or_else(|| {
            Error::new(ErrorKind::Io, format!("the atlas ({OCTAL_ATLAS_PATH}) was refused when built in"))
        })?;
        if limits.take_break_recheck_work < atlas.budget.steps {
            return Err(Error::limit(format!(
                "a recheck searches as the atlas did, up to {} steps: above the recheck limit ({})",
                crate::limits::grouped(atlas.budget.steps),
                crate::limits::grouped(limits.take_break_recheck_work)
            ))
            .keyed("take_break_recheck_work"));
        }
        let row = atlas.row(code).ok_or_else(|| {
            Error::usage(format!(
                "the atlas ({OCTAL_ATLAS_PATH}) has the codes 0.d1d2d3, not {code}: --recheck is for them"
            ))
        })?;
        let budget = atlas.budget;
        let surveyed = wythoff::octal::survey(code, budget.values, &mut Work::new(budget.steps));
        let found = OctalRow::of(code.clone(), &surveyed, budget);
        if found != row.unlinked() {
            return Err(Error::new(
                ErrorKind::Io,
                format!(
                    "the atlas ({OCTAL_ATLAS_PATH}) disagrees with the search here for {code}: its row is '{}', the search's '{}'",
                    row.unlinked().line(),
                    found.line()
                ),
            ));
        }
        let heaps = Octal::surveyed(code.clone(), surveyed, budget.values);
        let answer = OctalPeriod::of(&TakeBreak { heaps, rule: Rule::Normal, misere: None });
        Ok(OctalPeriod { source: PeriodSource::Rechecked, ..answer })
    }

    /// The period of the game's values, as searched when it was built.
    pub fn of(game: &TakeBreak<Octal>) -> OctalPeriod {
        let octal = &game.heaps;
        let certificate = octal.certificate();
        let shown = certificate.map_or(0, |c| (c.period.preperiod + c.period.period) as usize);
        OctalPeriod {
            game: GameInfo::of(game),
            certificate,
            computed: octal.values().len() as u64,
            values: octal.values()[..shown].to_vec(),
            max_take: octal.code.max_take() as u64,
            stopped: octal.stopped(),
            source: PeriodSource::Computed { atlas_open: None },
        }
    }
}

impl Answer for OctalPeriod {
    /// The period and what was checked, and the values through the first period
    /// (the first 200, then "…"); or that none was proven.
    fn text(&self) -> String {
        let path = || ("path", Arg::Notation(crate::octal_atlas::OCTAL_ATLAS_PATH.to_string()));
        let Some(c) = self.certificate else {
            let atlas = match self.source {
                PeriodSource::Computed { atlas_open: Some(n) } => {
                    say("period-none-atlas", &[path(), ("last", Arg::number(n.saturating_sub(1)))])
                }
                _ => String::new(),
            };
            let why = say(if self.stopped { "period-none-stopped" } else { "period-none-limit" }, &[]);
            let args = [
                ("last", Arg::number(self.computed.saturating_sub(1))),
                ("why", Arg::Notation(why)),
                ("atlas", Arg::Notation(atlas)),
            ];
            return format!("{}\n", say("period-none", &args));
        };
        let (pre, p) = (c.period.preperiod, c.period.period);
        let shown: Vec<String> = self.values.iter().take(200).map(u32::to_string).collect();
        let (proven, values) = match self.source {
            PeriodSource::Atlas => (
                say("period-octal-atlas", &[path()]),
                say(
                    "period-values-computed",
                    &[("last", Arg::number(self.values.len().saturating_sub(1) as u64))],
                ),
            ),
            PeriodSource::Rechecked => (say("period-octal-rechecked", &[path()]), say("period-values", &[])),
            PeriodSource::Computed { .. } => (String::new(), say("period-values", &[])),
        };
        let args = [
            ("p", Arg::number(p)),
            ("pre", Arg::number(pre)),
            ("proven", Arg::Notation(proven)),
            ("from", Arg::number(pre.max(1))),
            ("to", Arg::number(c.checked_to - p)),
            ("k", Arg::number(self.max_take)),
        ];
        let line = values_line(values, shown, self.values.len() > 200);
        format!("{}\n{line}\n", say("period-octal", &args))
    }
}

/// "values from 0: 0 1 2 …": `values` says which, then the first 200.
fn values_line(values: String, shown: Vec<String>, more: bool) -> String {
    let args = [
        ("values", Arg::Notation(values)),
        ("list", Arg::Notation(shown.join(" "))),
        ("more", Arg::Notation(if more { " …" } else { "" }.to_string())),
    ];
    say("period-values-line", &args)
}

impl Serialize for OctalPeriod {
    /// `{"game", "parameters", "rule", "preperiod", "period", "checked_to",
    /// "computed", "values", "source", "atlas_open"}`: the first three of them
    /// null when no period was proven, `checked_to` the last heap whose value
    /// the check compared; `source` "computed" or "atlas", `atlas_open` how
    /// many values the atlas searched when it has the code open (else null).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let values: Vec<Count> = self.values.iter().map(|&v| Count(v.into())).collect();
        let c = self.certificate;
        let mut map = serializer.serialize_map(Some(10))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("preperiod", &c.map(|c| Count(c.period.preperiod)))?;
        map.serialize_entry("period", &c.map(|c| Count(c.period.period)))?;
        map.serialize_entry("checked_to", &c.map(|c| Count(c.checked_to)))?;
        map.serialize_entry("computed", &Count(self.computed))?;
        map.serialize_entry("values", &values)?;
        let (source, atlas_open) = match self.source {
            PeriodSource::Computed { atlas_open } => ("computed", atlas_open.map(Count)),
            PeriodSource::Atlas => ("atlas", None),
            PeriodSource::Rechecked => ("rechecked", None),
        };
        map.serialize_entry("source", source)?;
        map.serialize_entry("atlas_open", &atlas_open)?;
        map.end()
    }
}

/// Writes positions of a many-pile game, one a line as "x y z" (text), or as
/// `{"game", "parameters", "rule", "positions": [{"position": […]}, …]}`.
///
/// ```
/// use wythoff::{game::Rule, multipile_wythoff::{MultiPile, MultiRule}};
/// use wythoff_answer::{analysis::GameInfo, listing::write_box_positions, Format};
/// let game = MultiPile::solve_box(MultiRule::OneOrAll, Rule::Normal, &[3, 3, 3]).unwrap();
/// let sorted = game.outcomes().p_positions().filter(|x| x.windows(2).all(|w| w[0] <= w[1]));
/// let mut out = Vec::new();
/// write_box_positions(&mut out, &GameInfo::of(&game), sorted, Format::Text).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "0 0 0\n0 1 1\n0 2 2\n");
/// ```
pub fn write_box_positions(
    out: &mut impl Write,
    game: &GameInfo,
    positions: impl Iterator<Item = Vec<u64>>,
    format: Format,
) -> io::Result<()> {
    if format == Format::Json {
        open_listing(out, game, &[], "positions")?;
    }
    for (i, x) in positions.enumerate() {
        match format {
            Format::Text => {
                let line: Vec<String> = x.iter().map(u64::to_string).collect();
                writeln!(out, "{}", line.join(" "))?;
            }
            Format::Json => {
                if i > 0 {
                    out.write_all(b",")?;
                }
                let x: Vec<Natural> = x.into_iter().map(Natural::from).collect();
                write!(out, "{{\"position\":")?;
                serde_json::to_writer(&mut *out, &Decs(&x)).map_err(io::Error::other)?;
                out.write_all(b"}")?;
            }
        }
    }
    if format == Format::Json {
        out.write_all(b"]}\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use wythoff::subtraction::SubtractionSet;

    use super::*;

    fn written(f: impl FnOnce(&mut Vec<u8>) -> io::Result<()>) -> String {
        let mut out = Vec::new();
        f(&mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn streamed_listings_are_one_json_object() {
        let text = written(|o| write_positions(o, Rule::Normal, &1u8.into(), &3u8.into(), Format::Json));
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"game": "wythoff", "parameters": {}, "rule": "normal",
                "positions": [{"k": "1", "position": ["1", "2"]}, {"k": "2", "position": ["3", "5"]}]})
        );
        let empty = written(|o| write_positions(o, Rule::Normal, &3u8.into(), &3u8.into(), Format::Json));
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&empty).unwrap()["positions"],
            serde_json::json!([])
        );

        let set = SubtractionSet::new(vec![1, 3, 4]).unwrap();
        let game = SubtractionGame::new(&set, Rule::Normal, 1 << 20).unwrap();
        assert_eq!(written(|o| write_sequence(o, &game, 8, Format::Text)), "0 1 0 1 2 3 2 0\n");
        let v: serde_json::Value =
            serde_json::from_str(&written(|o| write_sequence(o, &game, 3, Format::Json))).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"game": "subtraction", "parameters": {"set": ["1", "3", "4"]}, "rule": "normal", "values": ["0", "1", "0"]})
        );
    }

    #[test]
    fn pairs_in_both_rules() {
        let p = |n: u8, rule| Pair::new(n.into(), rule).text();
        assert_eq!(p(0, Rule::Normal), "0 = a_0 = b_0: P-position number 0 is (0, 0)\n");
        assert_eq!(p(6, Rule::Normal), "6 = a_4 = ⌊4φ⌋: P-position number 4 is (6, 10)\n");
        assert_eq!(p(6, Rule::Misere), "6 = a_4 = ⌊4φ⌋: misère P-position number 4 is (6, 10)\n");
        assert!(p(1, Rule::Misere).starts_with("1 is in misère P-position number 1, (0, 1),"));
        assert!(p(0, Rule::Misere).starts_with("0 is in misère P-position number 1, (0, 1),"));
        let v = serde_json::to_value(Pair::new(1u8.into(), Rule::Misere)).unwrap();
        assert_eq!(
            (v["position"].clone(), v["coordinate"].as_str()),
            (serde_json::json!(["0", "1"]), Some("b"))
        );
    }
}

/// A picture written to a file: which, where, and what it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// `"board"` or `"grundy"`.
    pub picture: &'static str,
    /// The file, as given.
    pub file: String,
    /// What the picture shows, in words.
    pub text: String,
}

impl Answer for Written {
    /// `wrote board.svg: a 20 × 20 board, …`.
    fn text(&self) -> String {
        format!("wrote {}: {}\n", self.file, self.text)
    }
}

impl Serialize for Written {
    /// `{"picture", "file", "text"}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(3))?;
        map.serialize_entry("picture", self.picture)?;
        map.serialize_entry("file", &self.file)?;
        map.serialize_entry("text", &self.text)?;
        map.end()
    }
}
