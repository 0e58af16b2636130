//! Misère answers about heap games ([`wythoff::misere`]): a heap's genus and
//! misère canonical form (`genus H`), and the misère quotient of heaps 1 to N
//! (`quotient N`), for every game played on heaps one at a time (the
//! take-and-break games, Nim, Bash, subtraction games), through
//! [`crate::game_kind::GameKind::misere_heaps`].

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::game::Arg;
use wythoff::misere::{
    Checked, Forms, Genus, HeapOptions, LONGEST_NAME, NotFound, Presentation, Quotient, Witnesses, heap_forms,
};

use crate::analysis::GameInfo;
use crate::game_kind::{Acted, ActionSpec, Request};
use crate::json::{Count, Dec, game_entries};
use crate::limits::{brief, grouped};
use crate::words::say;
use crate::{Answer, Error};

/// `genus H`, which every heap game answers.
pub const GENUS: ActionSpec = ActionSpec {
    name: "genus",
    about: "Heap H's genus g^(γ0γ1…) and misère canonical form, as CGSuite writes them",
    numbers: 1,
    flags: &[],
};

/// `quotient N`, which every heap game answers.
pub const QUOTIENT: ActionSpec = ActionSpec {
    name: "quotient",
    about: "The misère quotient of heaps 1 to N (Plambeck and Siegel): its presentation, order, P-portion and each heap's element, and whether it holds for every heap",
    numbers: 1,
    flags: &[],
};

/// The misère actions, answered for every game with heaps.
pub const ACTIONS: [ActionSpec; 2] = [GENUS, QUOTIENT];

/// A misère action for the request's game, whose heaps move as `moves` does.
pub fn act(action: &ActionSpec, moves: &dyn HeapOptions, request: &Request) -> Result<Acted, Error> {
    if action.name == QUOTIENT.name {
        let game =
            GameInfo { name: request.game.name(), rule: request.rule, parameters: request.game.parameters() };
        let answer = HeapQuotient::compute(game, moves, &request.numbers[0], request.limits)?;
        return Ok(Acted::Answer(Box::new(answer)));
    }
    genus(moves, request)
}

/// A heap's genus and misère canonical form.
///
/// ```
/// use wythoff::misere::Forms;
/// use wythoff::nim::Nim;
/// use wythoff_answer::{Answer, Limits, misere::HeapGenus};
/// let limits = Limits::default();
/// let info = wythoff_answer::analysis::GameInfo { name: "nim", rule: wythoff::Rule::Normal, parameters: vec![] };
/// let answer = HeapGenus::compute(info, &Nim::default(), &2u8.into(), &limits).unwrap();
/// assert_eq!(answer.text(), "heap 2: genus 2^20, misère canonical form *[2] (birthday 2), a nim-heap's genus\nmisère value 2: N, the player to move wins this heap alone in misère play\n");
/// ```
#[derive(Clone, Debug)]
pub struct HeapGenus {
    /// The game (its rule is the one asked; the genus holds both).
    pub game: GameInfo,
    /// The heap.
    pub heap: Natural,
    /// Its genus.
    pub genus: Genus,
    /// Its misère canonical form, as CGSuite writes it; None where that is
    /// longer than [`LONGEST_NAME`] characters.
    pub form: Option<String>,
    /// The form's birthday.
    pub birthday: u32,
    /// The canonical forms made on the way (heaps 0 to H and their sums).
    pub forms: usize,
}

impl HeapGenus {
    /// Heap `heap`'s genus and form in `game`, under the misère step limit.
    pub fn compute(
        game: GameInfo,
        moves: &dyn HeapOptions,
        heap: &Natural,
        limits: &crate::Limits,
    ) -> Result<HeapGenus, Error> {
        let refused = || {
            Error::limit(format!(
                "the misère canonical forms of heaps 0 to {} take more than {} steps (the misère step limit; a heap of n needs at least n)",
                brief(heap),
                grouped(limits.misere_steps)
            ))
            .keyed("misere_steps")
        };
        let n = u64::try_from(heap).ok().filter(|&n| n < limits.misere_steps).ok_or_else(refused)?;
        let mut forms = Forms::new(limits.misere_steps);
        let heaps = heap_forms(&mut forms, moves, n).map_err(|_| refused())?;
        let form = heaps[heaps.len() - 1];
        let genus = forms.genus(form);
        let name = forms.name(form);
        Ok(HeapGenus {
            game,
            heap: heap.clone(),
            genus,
            form: name,
            birthday: forms.birthday(form),
            forms: forms.len(),
        })
    }
}

/// `genus H` for the request's game, whose heaps move as `moves` does.
pub fn genus(moves: &dyn HeapOptions, request: &Request) -> Result<Acted, Error> {
    let game =
        GameInfo { name: request.game.name(), rule: request.rule, parameters: request.game.parameters() };
    let answer = HeapGenus::compute(game, moves, &request.numbers[0], request.limits)?;
    Ok(Acted::Answer(Box::new(answer)))
}

impl Answer for HeapGenus {
    fn text(&self) -> String {
        let form = match &self.form {
            Some(form) => form.clone(),
            None => say("genus-form-long", &[("n", Arg::Notation(grouped(LONGEST_NAME as u64)))]),
        };
        let g = self.genus.misere(0);
        let line = [
            ("heap", Arg::Notation(brief(&self.heap))),
            ("genus", Arg::Notation(self.genus.to_string())),
            ("form", Arg::Notation(form)),
            ("birthday", Arg::Notation(self.birthday.to_string())),
            ("nim", Arg::Case(if self.genus.is_nim_heap() { "yes" } else { "no" })),
        ];
        let value =
            [("g", Arg::Notation(g.to_string())), ("outcome", Arg::Case(if g == 0 { "P" } else { "N" }))];
        format!("{}\n{}\n", say("genus-line", &line), say("genus-value", &value))
    }
}

impl Serialize for HeapGenus {
    /// `{"game", "parameters", "rule", "heap", "genus", "normal_value",
    /// "misere_values", "misere_value", "outcome", "canonical_form", "birthday",
    /// "forms"}`: the misère values γ₀, γ₁, … up to where the last two repeat.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(12))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("heap", &Dec(&self.heap))?;
        map.serialize_entry("genus", &self.genus.to_string())?;
        map.serialize_entry("normal_value", &Count(self.genus.normal().into()))?;
        let digits: Vec<Count> = self.genus.digits().iter().map(|&d| Count(d.into())).collect();
        map.serialize_entry("misere_values", &digits)?;
        map.serialize_entry("misere_value", &Count(self.genus.misere(0).into()))?;
        map.serialize_entry("outcome", if self.genus.misere(0) == 0 { "P" } else { "N" })?;
        map.serialize_entry("canonical_form", &self.form)?;
        map.serialize_entry("birthday", &Count(self.birthday.into()))?;
        map.serialize_entry("forms", &Count(self.forms as u64))?;
        map.end()
    }
}

/// The game's misère quotient that covers heap `n`, from the stored atlas
/// where it holds this game's quotient (proven again when loaded; grown on
/// from its last heap for more heaps), else from heap 1; within the misère
/// budgets either way. `exact`: the quotient of heaps 1 to n, or certified
/// for every heap sooner (as [`Quotient::covering`] finds it; read off a
/// stored one of more heaps); else any quotient that covers heap n (a
/// stored one of more heaps as it is), which answers every sum up to n.
pub fn quotient_covering(
    key: &str,
    moves: &dyn HeapOptions,
    n: u64,
    exact: bool,
    limits: &crate::Limits,
) -> Result<Quotient, NotFound> {
    let mut budget = limits.misere_steps;
    let start = crate::misere_atlas::MisereAtlas::embedded()
        .and_then(|atlas| atlas.quotient(key, moves))
        .unwrap_or_else(Quotient::trivial);
    if start.covers(n) {
        return Ok(if exact && n < start.last() { start.restricted(moves, n) } else { start });
    }
    start.grown_to(moves, n, &mut budget, limits.misere_memory)
}

/// Why a misère quotient stopped short (at the heap `why` names), in words,
/// with the limit's key (a front end names the flag or keyword that raises
/// it).
pub fn stopped_words(why: NotFound, limits: &crate::Limits) -> (String, &'static str) {
    match why {
        NotFound::Work { .. } => {
            (say("stopped-work", &[("limit", Arg::Notation(grouped(limits.misere_steps)))]), "misere_steps")
        }
        NotFound::Memory { bytes, .. } => {
            let args = [
                ("bytes", Arg::Notation(grouped(bytes))),
                ("limit", Arg::Notation(grouped(limits.misere_memory))),
            ];
            (say("stopped-memory", &args), "misere_memory")
        }
        NotFound::NoCandidate { .. } => (say("stopped-no-candidate", &[]), "misere_steps"),
    }
}

/// A word as JSON writes it: the identity, which text writes 1, is the empty
/// word "" (a decimal string would read as a number).
pub fn json_word(word: &str) -> String {
    if word == "1" { String::new() } else { word.to_string() }
}

/// The misère quotient of a heap game's heaps 1 to N.
///
/// ```
/// use wythoff::octal::OctalCode;
/// use wythoff_answer::{Answer, Limits, misere::HeapQuotient};
/// let info = wythoff_answer::analysis::GameInfo { name: "octal", rule: wythoff::Rule::Misere, parameters: vec![] };
/// let code: OctalCode = "0.75".parse().unwrap();
/// let answer = HeapQuotient::compute(info, &code, &30u8.into(), &Limits::default()).unwrap();
/// assert!(answer.text().starts_with("misère quotient of heaps 1 to 30: order 8, P-portion {a, b²}\n"));
/// ```
#[derive(Clone, Debug)]
pub struct HeapQuotient {
    /// The game.
    pub game: GameInfo,
    /// N, as asked.
    pub last: Natural,
    /// The quotient, computed to N or until certified for every heap.
    pub quotient: Quotient,
    /// Its presentation.
    pub presentation: Presentation,
    /// Test sums that tell every two elements apart, and how many of the
    /// sums they rest on were checked by the definition here; None past
    /// [`WITNESSED_ORDER`] elements or the misère step limit.
    pub witnesses: Option<(Witnesses, Checked)>,
}

/// The largest order whose witnesses `quotient N` finds (their search costs
/// about the order cubed over 64).
pub const WITNESSED_ORDER: usize = 4096;

impl HeapQuotient {
    /// The quotient of heaps 1 to `last` of `game`, under the misère step
    /// limit (its units of work); stops early where the heaps' elements are
    /// certified periodic, since then it is every heap's.
    pub fn compute(
        game: GameInfo,
        moves: &dyn HeapOptions,
        last: &Natural,
        limits: &crate::Limits,
    ) -> Result<HeapQuotient, Error> {
        let target = u64::try_from(last).unwrap_or(u64::MAX);
        let key = crate::misere_atlas::game_key(game.name, &game.parameters);
        let q = quotient_covering(&key, moves, target, true, limits).map_err(|e| {
            let heap = e.heap();
            let (why, limit) = stopped_words(e, limits);
            Error::limit(format!(
                "the misère quotient of heaps 1 to {} was found, but adding heap {heap} {why}; quotient {} answers",
                heap - 1,
                heap - 1
            ))
            .keyed(limit)
        })?;
        let presentation = Presentation::of(&q);
        let witnesses = (q.order() <= WITNESSED_ORDER)
            .then(|| Witnesses::of(&q, limits.misere_steps).ok())
            .flatten()
            .map(|w| {
                // (The definition's searches remember at most 2^20 sums.)
                let checked = w.check(&q, moves, limits.misere_steps.min(1 << 20));
                (w, checked)
            });
        Ok(HeapQuotient { game, last: last.clone(), quotient: q, presentation, witnesses })
    }

    fn p_portion(&self) -> Vec<String> {
        self.presentation.p_portion(&self.quotient)
    }
}

impl Answer for HeapQuotient {
    fn text(&self) -> String {
        let q = &self.quotient;
        let text = |s: String| Arg::Notation(s);
        let head = [
            ("last", text(brief(&self.last))),
            ("order", Arg::number(q.order() as u64)),
            ("p", text(self.p_portion().join(", "))),
        ];
        let mut out = format!(
            "{}\n{}\n",
            say("quotient-head", &head),
            say("quotient-presentation", &[("presentation", text(self.presentation.to_string()))])
        );
        let shown: Vec<String> =
            (1..=q.last()).map(|h| format!("{h}:{}", self.presentation.name(q.heap(h)))).collect();
        out += &format!("{}\n", say("quotient-heaps", &[("list", text(shown.join(" ")))]));
        let last = ("last", Arg::number(q.last()));
        out += &match q.stable() {
            Some(s) => {
                let args = [("period", Arg::number(s.period)), ("pre", Arg::number(s.preperiod)), last];
                say("quotient-stable", &args)
            }
            None => say("quotient-holds", &[last]),
        };
        out.push('\n');
        if !q.expansions().is_empty() {
            let grew: Vec<String> = q.expansions().iter().map(u64::to_string).collect();
            out += &format!("{}\n", say("quotient-grew", &[("list", text(grew.join(", ")))]));
        }
        out += &match &self.witnesses {
            Some((w, checked)) => {
                let all = if checked.checked == checked.of {
                    say("quotient-all-checked", &[])
                } else {
                    say("quotient-some-checked", &[("checked", text(grouped(checked.checked as u64)))])
                };
                let args = [
                    ("tests", Arg::number(w.tests.len() as u64)),
                    ("order", Arg::number(q.order() as u64)),
                    ("sums", text(grouped(checked.of as u64))),
                    ("tokens", Arg::number(w.tokens)),
                    ("checked", text(all)),
                ];
                say("quotient-told", &args)
            }
            None => say("quotient-told-moore", &[("order", text(grouped(WITNESSED_ORDER as u64)))]),
        };
        out.push('\n');
        out
    }
}

impl Serialize for HeapQuotient {
    /// `{"game", "parameters", "rule", "last", "order", "generators",
    /// "relations", "p_portion", "heaps", "stable", "expansions",
    /// "witnesses"}`: the
    /// generators as letters with the heap that first made each, relations as
    /// `[word, normal form]` written, each heap's element by its normal form,
    /// and `stable` `{"preperiod", "period", "checked_to"}` or null.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let q = &self.quotient;
        let mut map = serializer.serialize_map(Some(13))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("last", &Dec(&self.last))?;
        map.serialize_entry("order", &Count(q.order() as u64))?;
        let letters: Vec<String> =
            (0..self.presentation.generators.len()).map(Presentation::letter).collect();
        map.serialize_entry("generators", &letters)?;
        let relations: Vec<[String; 2]> = self
            .presentation
            .relations
            .iter()
            .map(|(w, n)| [json_word(&Presentation::write(w)), json_word(&Presentation::write(n))])
            .collect();
        map.serialize_entry("relations", &relations)?;
        let p: Vec<String> = self.p_portion().iter().map(|w| json_word(w)).collect();
        map.serialize_entry("p_portion", &p)?;
        let heaps: Vec<String> =
            (1..=q.last()).map(|h| json_word(&self.presentation.name(q.heap(h)))).collect();
        map.serialize_entry("heaps", &heaps)?;
        let stable = q.stable().map(|s| {
            serde_json::json!({
                "preperiod": s.preperiod.to_string(),
                "period": s.period.to_string(),
                "checked_to": q.last().to_string()
            })
        });
        map.serialize_entry("stable", &stable)?;
        let grew: Vec<Count> = q.expansions().iter().map(|&h| Count(h)).collect();
        map.serialize_entry("expansions", &grew)?;
        let witnesses = self.witnesses.as_ref().map(|(w, checked)| {
            let numbers = |heaps: Vec<u64>| heaps.iter().map(u64::to_string).collect::<Vec<_>>();
            let elements: Vec<serde_json::Value> = (0..q.order() as u32)
                .map(|x| {
                    let outcomes: String = w.outcomes[x as usize]
                        .iter()
                        .map(|o| match o {
                            Some(true) => 'P',
                            Some(false) => 'N',
                            None => '-',
                        })
                        .collect();
                    serde_json::json!({
                        "element": json_word(&self.presentation.name(x)),
                        "sum": numbers(q.word(x)),
                        "outcomes": outcomes,
                    })
                })
                .collect();
            serde_json::json!({
                "tests": w.tests.iter().map(|&t| numbers(q.word(t))).collect::<Vec<_>>(),
                "elements": elements,
                "tokens": w.tokens.to_string(),
                "sums": checked.of.to_string(),
                "checked": checked.checked.to_string(),
            })
        });
        map.serialize_entry("witnesses", &witnesses)?;
        map.end()
    }
}
