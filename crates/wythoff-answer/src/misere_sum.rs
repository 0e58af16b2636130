//! `sum --misere`: a sum of heap games' heaps in misère play, answered through
//! the misère quotient of their heaps (Plambeck and Siegel: the sum is lost
//! for the player to move exactly when the product of its heaps' elements is
//! in the P-portion; several games' heaps numbered together as one family,
//! [`Union`]), at any size the quotient covers; otherwise by the definition,
//! for sums of at most [`MISERE_TOKENS`] tokens.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::game::{Arg, Rule, Said};
use wythoff::misere::{
    Form, Forms, HeapOptions, LONGEST_NAME, MisereSearch, Presentation, Quotient, Union, heap_forms,
};
use wythoff::take_and_break::MISERE_TOKENS;

use crate::analysis::ReasonAnswer;
use crate::game_kind::Request;
use crate::limits::grouped;
use crate::misere::json_word;
use crate::sum::{ComponentSpec, at, game_spec, parse};
use crate::words::say;
use crate::{Answer, Error, Limits};

/// The largest heap a game in a misère sum of several games is capped at:
/// past it the games whose heaps' elements may repeat are taken uncapped,
/// to be answered through a certificate for every heap.
pub const CAPPED_HEAPS: u64 = 1 << 12;

/// How the sum was answered.
#[derive(Clone, Debug)]
pub enum Through {
    /// The game's misère quotient of heaps 1 to N (or of every heap).
    Quotient(Box<(Quotient, Presentation)>),
    /// The heaps' misère canonical forms, added: each component's heaps'
    /// forms, as CGSuite writes them (None where longer than
    /// [`LONGEST_NAME`] characters), each with its birthday.
    Forms(Vec<Vec<(Option<String>, u32)>>),
    /// The definition, every sum reachable searched.
    Search,
}

/// Why a sum's winning moves are not listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unlisted {
    /// A heap is above the limit on heaps whose moves are tried one by one
    /// (`take_break_moves_heap`).
    HeapTooLarge,
    /// Working out the moves' results through the heaps' canonical forms
    /// passed the misère step limit (`misere_steps`), of `limit` steps.
    Steps {
        /// The limit.
        limit: u64,
    },
}

/// A move that wins: in component `component`, heap `from` becomes `parts`.
#[derive(Clone, Debug)]
pub struct MisereMove {
    /// The component (0-based).
    pub component: usize,
    /// The heap moved in.
    pub from: u64,
    /// The heaps left in its place.
    pub parts: Vec<u64>,
    /// The sum's element after it, written (through the quotient).
    pub element: Option<String>,
}

impl MisereMove {
    fn text(&self) -> String {
        let left = if self.parts.is_empty() {
            say("misere-move-nothing", &[])
        } else {
            self.parts.iter().map(u64::to_string).collect::<Vec<_>>().join(" + ")
        };
        let took = self.from - self.parts.iter().sum::<u64>();
        let element = self
            .element
            .as_ref()
            .map_or(String::new(), |e| say("misere-move-element", &[("element", Arg::Notation(e.clone()))]));
        let args = [
            ("from", Arg::number(self.from)),
            ("left", Arg::Notation(left)),
            ("took", Arg::number(took)),
            ("element", Arg::Notation(element)),
        ];
        say("misere-move", &args)
    }
}

/// A misère sum's answer.
#[derive(Clone, Debug)]
pub struct MisereSumAnswer {
    /// The components as written.
    pub components: Vec<ComponentSpec>,
    /// Each component's heaps, numbered among all the games' heaps
    /// ([`Union`]; a heap's own size where the sum has one game).
    pub heaps: Vec<Vec<u64>>,
    /// Each component's heaps, by size.
    pub sizes: Vec<Vec<u64>>,
    /// How it was answered.
    pub through: Through,
    /// Is the sum a misère P-position (lost for the player to move)?
    pub p: bool,
    /// Every winning move; None where they are not listed, for the reason
    /// in `unlisted`.
    pub moves: Option<Vec<MisereMove>>,
    /// Why the winning moves are not listed, where they are not.
    pub unlisted: Option<Unlisted>,
    /// Why.
    pub reason: ReasonAnswer,
}

impl MisereSumAnswer {
    /// Parses and answers a sum in misère play.
    ///
    /// ```
    /// use wythoff_answer::{Answer, Limits, misere_sum::MisereSumAnswer};
    /// let answer = MisereSumAnswer::new("octal{0.75}(30) + octal{0.75}(1000000000000)", &Limits::default()).unwrap();
    /// assert!(answer.p);
    /// ```
    pub fn new(expression: &str, limits: &Limits) -> Result<MisereSumAnswer, Error> {
        MisereSumAnswer::of(parse(expression, limits)?, limits)
    }

    /// [`new`](Self::new) of components already read.
    pub fn of(components: Vec<ComponentSpec>, limits: &Limits) -> Result<MisereSumAnswer, Error> {
        // The games, each once, with how their heaps move.
        let mut games: Vec<crate::registry::Game> = Vec::new();
        let mut moves: Vec<Box<dyn HeapOptions>> = Vec::new();
        let mut names: Vec<String> = Vec::new();
        let mut of_component = Vec::new();
        let mut sizes = Vec::new();
        for c in &components {
            let spec = game_spec(c, limits).map_err(|e| at(c, e))?;
            let g = match games.iter().position(|g| *g == spec.game) {
                Some(g) => g,
                None => {
                    let request =
                        Request { game: &spec.game, rule: Rule::Misere, numbers: &[], flags: &[], limits };
                    let heaps = spec.game.kind().misere_heaps(&request).ok_or_else(|| {
                        at(
                            c,
                            Error::input(format!(
                                "{} is not a heap game: misère sums are answered for octal codes, Grundy's game, Lasker's Nim, Nim, Bash and subtraction games",
                                name(c)
                            )),
                        )
                    })?;
                    moves.push(heaps.map_err(|e| at(c, e))?);
                    games.push(spec.game.clone());
                    names.push(name(c));
                    games.len() - 1
                }
            };
            of_component.push(g);
            let mut these = Vec::new();
            for h in &spec.position {
                these.push(u64::try_from(h).map_err(|_| {
                    at(
                        c,
                        Error::limit(format!("heap {h} is beyond 2^64, the largest heap a misère sum takes")),
                    )
                })?);
            }
            sizes.push(these);
        }
        // Each game capped at its largest heap in the sum, so the family is
        // only the heaps the sum can reach; where a heap is too large to grow
        // the quotient to, the games whose heaps' elements may repeat are left
        // uncapped, to be answered through a certificate for every heap.
        let mut caps: Vec<Option<u64>> = vec![Some(0); games.len()];
        for (these, &g) in sizes.iter().zip(&of_component) {
            for &h in these {
                caps[g] = caps[g].max(Some(h));
            }
        }
        let far = caps.iter().flatten().any(|&c| c > CAPPED_HEAPS);
        if far || games.len() == 1 {
            for (cap, m) in caps.iter_mut().zip(&moves) {
                if m.move_reach().is_some() || games.len() == 1 {
                    *cap = None;
                }
            }
        }
        let union = Union::capped(moves.iter().map(|m| &**m).collect(), caps);
        let mut heaps = Vec::new();
        for ((c, these), &g) in components.iter().zip(&sizes).zip(&of_component) {
            let numbered: Option<Vec<u64>> = these.iter().map(|&h| union.number(g, h)).collect();
            heaps.push(numbered.ok_or_else(|| {
                at(c, Error::limit("a heap is too large to number beside the other games' heaps".to_string()))
            })?);
        }
        let all: Vec<u64> = heaps.iter().flatten().copied().collect();
        let largest = all.iter().copied().max().unwrap_or(0);
        let listed = sizes.iter().flatten().all(|&h| h <= limits.take_break_moves_heap);
        // The quotient, until it covers the largest heap: one game's from the
        // stored atlas where it is there.
        let reached = match games.as_slice() {
            [one] => crate::misere::quotient_covering(
                &crate::misere_atlas::game_key(one.name(), &one.parameters()),
                &union,
                largest,
                false,
                limits,
            ),
            _ => Quotient::trivial().grown_to(
                &union,
                largest,
                &mut limits.misere_steps.clone(),
                limits.misere_memory,
            ),
        };
        let games = crate::words::and_list(names.iter().map(|n| Arg::Notation(n.clone())).collect());
        let owners = crate::words::and_list(
            names
                .iter()
                .map(|n| Said { kind: "possessive", args: vec![("name", Arg::Notation(n.clone()))] })
                .map(|s| Arg::Said(Box::new(s)))
                .collect(),
        );
        let largest_size = sizes.iter().flatten().copied().max().unwrap_or(0);
        let why = match reached {
            Err(why) => why,
            Ok(q) => {
                let presentation = Presentation::of(&q);
                let x = q.element(&all);
                let p = q.in_p(x);
                let p_portion = presentation.p_portion(&q);
                let winning = listed.then(|| {
                    let mut found = Vec::new();
                    each_move(&heaps, &union, |component, k, parts| {
                        let rest: Vec<u64> =
                            all.iter().enumerate().filter(|&(i, _)| i != k).map(|(_, &h)| h).collect();
                        let y = q.product(q.element(&rest), q.element(parts));
                        if q.in_p(y) {
                            found.push(MisereMove {
                                component,
                                from: union.heap(all[k]).1,
                                parts: parts.iter().map(|&p| union.heap(p).1).collect(),
                                element: Some(presentation.name(y)),
                            });
                        }
                    });
                    found
                });
                let scope = match (names.len(), q.stable()) {
                    (1, _) => q.scope_said(),
                    (_, Some(_)) => Said { kind: "quotient_games_every_heap", args: Vec::new() },
                    (_, None) => Said { kind: "quotient_games_heaps_in_sum", args: Vec::new() },
                };
                let reason = ReasonAnswer::new(
                    "misere_quotient",
                    vec![("order", Natural::from(q.order() as u64))],
                    vec![
                        ("games", games.clone()),
                        ("owners", owners),
                        ("game_count", Arg::number(names.len() as u64)),
                        ("scope", Arg::Said(Box::new(scope))),
                        ("element", Arg::Notation(presentation.name(x))),
                        ("p", Arg::yes(p)),
                        ("p_portion", Arg::Notation(p_portion.join(", "))),
                    ],
                );
                return Ok(MisereSumAnswer {
                    components,
                    heaps,
                    sizes,
                    through: Through::Quotient(Box::new((q, presentation))),
                    p,
                    unlisted: (!listed).then_some(Unlisted::HeapTooLarge),
                    moves: winning,
                    reason,
                });
            }
        };
        // No quotient: the definition for small sums, else the heaps' misère
        // canonical forms, added (Conway).
        let tokens: u64 = sizes.iter().flatten().sum();
        if tokens > MISERE_TOKENS {
            if largest < limits.misere_steps
                && let Some((p, moves, written, tame)) =
                    by_forms(&union, &heaps, &all, largest, listed, limits.misere_steps)
            {
                let mut more = vec![("p", Arg::yes(p))];
                if let Some(values) = &tame {
                    let ones = values.iter().filter(|&&v| v == 1).count();
                    let x = values.iter().fold(0, |x, &v| x ^ v);
                    let sizes: Vec<String> = values.iter().map(|v| format!("*{v}")).collect();
                    more.push(("forms", Arg::Notation(sizes.join(", "))));
                    more.push(("small", Arg::yes(values.iter().all(|&v| v <= 1))));
                    more.push(("ones", Arg::number(ones as u64)));
                    more.push(("parity", Arg::Case(if ones % 2 == 1 { "odd" } else { "even" })));
                    more.push(("nim_sum", Arg::number(x)));
                } else {
                    more.push(("games", games.clone()));
                    more.push(("largest", Arg::number(largest_size)));
                }
                let reason = ReasonAnswer::new(
                    if tame.is_some() { "misere_tame" } else { "misere_forms" },
                    vec![("heaps", Natural::from(all.len() as u64))],
                    more,
                );
                let moves = moves.map(|found| {
                    found
                        .into_iter()
                        .map(|(component, k, parts)| MisereMove {
                            component,
                            from: union.heap(all[k]).1,
                            parts: parts.iter().map(|&p| union.heap(p).1).collect(),
                            element: None,
                        })
                        .collect()
                });
                let unlisted = match (&moves, listed) {
                    (Some(_), _) => None,
                    (None, false) => Some(Unlisted::HeapTooLarge),
                    (None, true) => Some(Unlisted::Steps { limit: limits.misere_steps }),
                };
                return Ok(MisereSumAnswer {
                    components,
                    heaps,
                    sizes,
                    through: Through::Forms(written),
                    p,
                    moves,
                    unlisted,
                    reason,
                });
            }
            let (stopped, limit) = crate::misere::stopped_words(why, limits);
            let at = match union.heap(why.heap().max(1)) {
                (_, h) if names.len() == 1 => format!("heap {h}"),
                (g, h) => format!("{}'s heap {h}", names[g]),
            };
            return Err(Error::limit(format!(
                "no misère quotient of {} reaches heap {largest_size}: its search {stopped} at {at}; the sum has {tokens} tokens, more than the {MISERE_TOKENS} the search by the definition takes; and the heaps' canonical forms passed the misère step limit",
                names.join(" and ")
            ))
            .keyed(limit));
        }
        let mut search = MisereSearch::new(&union, 1 << 24);
        let too_large = |_| Error::limit("the search by the definition passed 2^24 sums".to_string());
        let p = search.is_p(&all).map_err(too_large)?;
        let mut found = Vec::new();
        let mut failed = None;
        each_move(&heaps, &union, |component, k, parts| {
            let mut to: Vec<u64> = all.iter().enumerate().filter(|&(i, _)| i != k).map(|(_, &h)| h).collect();
            to.extend_from_slice(parts);
            match search.is_p(&to) {
                Ok(true) => found.push(MisereMove {
                    component,
                    from: union.heap(all[k]).1,
                    parts: parts.iter().map(|&p| union.heap(p).1).collect(),
                    element: None,
                }),
                Ok(false) => {}
                Err(e) => failed = Some(e),
            }
        });
        if let Some(e) = failed {
            return Err(too_large(e));
        }
        let reason = ReasonAnswer::new(
            "misere_search",
            vec![("tokens", Natural::from(tokens))],
            vec![("games", games), ("largest", Arg::number(largest_size))],
        );
        Ok(MisereSumAnswer {
            components,
            heaps,
            sizes,
            through: Through::Search,
            p,
            moves: Some(found),
            unlisted: None,
            reason,
        })
    }
}

/// Moves found by forms: (component, index in all heaps, parts numbered).
type FormMoves = Vec<(usize, usize, Vec<u64>)>;

/// What the forms give: the outcome, the winning moves, each component's
/// heaps' forms written, the heaps' sizes where every one is a nim-heap.
type ByForms = (bool, Option<FormMoves>, Vec<Vec<(Option<String>, u32)>>, Option<Vec<u32>>);

/// The outcome through the heaps' canonical forms, every winning move (where
/// `listed`), each component's heaps' forms written, and, where every heap is
/// a nim-heap, their sizes; None past the step limit.
fn by_forms(
    union: &Union,
    heaps: &[Vec<u64>],
    all: &[u64],
    largest: u64,
    listed: bool,
    limit: u64,
) -> Option<ByForms> {
    let mut forms = Forms::new(limit);
    let of = heap_forms(&mut forms, union, largest).ok()?;
    // A sum of nim-heaps is played as misère Nim (Bouton); any other sum's
    // forms are added and the sum's form read.
    let outcome = |forms: &mut Forms, heaps: &mut dyn Iterator<Item = u64>| {
        let parts: Vec<Form> = heaps.map(|h| of[h as usize]).collect();
        if parts.iter().all(|&f| forms.is_nim_heap(f)) {
            let values: Vec<u32> = parts.iter().map(|&f| forms.normal_value(f)).collect();
            return Ok(if values.iter().all(|&v| v <= 1) {
                values.iter().filter(|&&v| v == 1).count() % 2 == 1
            } else {
                values.iter().fold(0, |x, &v| x ^ v) == 0
            });
        }
        let mut sum = Form::ZERO;
        for f in parts {
            sum = forms.add(sum, f)?;
        }
        Ok::<bool, wythoff::misere::TooLarge>(forms.is_p(sum))
    };
    let p = outcome(&mut forms, &mut all.iter().copied()).ok()?;
    let tame = all
        .iter()
        .map(|&h| forms.is_nim_heap(of[h as usize]).then(|| forms.normal_value(of[h as usize])))
        .collect::<Option<Vec<u32>>>();
    let names: Vec<Vec<(Option<String>, u32)>> = heaps
        .iter()
        .map(|these| {
            these.iter().map(|&h| (forms.name(of[h as usize]), forms.birthday(of[h as usize]))).collect()
        })
        .collect();
    let moves = if listed {
        let mut found = Vec::new();
        let mut failed = false;
        each_move(heaps, union, |component, k, parts| {
            let mut after =
                all.iter().enumerate().filter(|&(i, _)| i != k).map(|(_, &h)| h).chain(parts.iter().copied());
            match outcome(&mut forms, &mut after) {
                Ok(true) => found.push((component, k, parts.to_vec())),
                Ok(false) => {}
                Err(_) => failed = true,
            }
        });
        if failed { None } else { Some(found) }
    } else {
        None
    };
    Some((p, moves, names, tame))
}

/// Calls `f(component, index in all heaps, parts)` for every move of every
/// heap (a heap repeated in the sum moved once).
fn each_move(heaps: &[Vec<u64>], moves: &dyn HeapOptions, mut f: impl FnMut(usize, usize, &[u64])) {
    let mut seen = std::collections::HashSet::new();
    let mut k = 0;
    for (component, these) in heaps.iter().enumerate() {
        for &h in these {
            if seen.insert(h) {
                moves.heap_options(h, &mut |parts| f(component, k, parts));
            }
            k += 1;
        }
    }
}

/// A component and what its heaps are: "nim(1,2): heap 1 is a, heap 2 is b".
fn component_line(c: &ComponentSpec, heaps: Vec<String>) -> String {
    let args = [("component", Arg::Notation(c.to_string())), ("heaps", Arg::Notation(heaps.join(", ")))];
    format!("{}\n", say("misere-component", &args))
}

/// A component's game as written: `octal{0.77}`.
fn name(c: &ComponentSpec) -> String {
    let text = c.to_string();
    text[..text.find('(').unwrap_or(text.len())].to_string()
}

impl Answer for MisereSumAnswer {
    fn text(&self) -> String {
        let mut out = String::new();
        if let Through::Quotient(qp) = &self.through {
            let (q, presentation) = &**qp;
            for ((c, heaps), sizes) in self.components.iter().zip(&self.heaps).zip(&self.sizes) {
                let elements: Vec<String> = heaps
                    .iter()
                    .zip(sizes)
                    .map(|(&h, n)| {
                        let element = Arg::Notation(presentation.name(q.heap(h)).to_string());
                        say("misere-heap-is", &[("n", Arg::Notation(n.to_string())), ("element", element)])
                    })
                    .collect();
                out += &component_line(c, elements);
            }
        }
        if let Through::Forms(written) = &self.through {
            for ((c, sizes), forms) in self.components.iter().zip(&self.sizes).zip(written) {
                let each: Vec<String> = sizes
                    .iter()
                    .zip(forms)
                    .map(|(n, (f, birthday))| {
                        let (n, birthday) =
                            (Arg::Notation(n.to_string()), Arg::Notation(birthday.to_string()));
                        match f.as_ref().map(|f| f.chars().count()) {
                            Some(0..=100) => {
                                let form = Arg::Notation(f.clone().unwrap_or_default());
                                say("misere-heap-is", &[("n", n), ("element", form)])
                            }
                            Some(long) => {
                                let length = Arg::Notation(grouped(long as u64));
                                say(
                                    "misere-form-long",
                                    &[("n", n), ("birthday", birthday), ("length", length)],
                                )
                            }
                            None => {
                                let limit = Arg::Notation(grouped(LONGEST_NAME as u64));
                                say(
                                    "misere-form-unwritten",
                                    &[("n", n), ("birthday", birthday), ("limit", limit)],
                                )
                            }
                        }
                    })
                    .collect();
                out += &component_line(c, each);
            }
        }
        let rule = ("rule", Arg::Case("misere"));
        let verdict = say(if self.p { "analysis_p" } else { "analysis_n" }, std::slice::from_ref(&rule));
        match &self.moves {
            Some(moves) if !self.p => {
                out += &format!(
                    "{}\n",
                    say("analysis_n_moves", &[rule, ("count", Arg::number(moves.len() as u64))])
                );
                for m in moves {
                    let args = [
                        ("component", Arg::Notation(self.components[m.component].to_string())),
                        ("move", Arg::Notation(m.text())),
                    ];
                    out += &format!("{}\n", say("sum_move_misere", &args));
                }
            }
            Some(_) => out += &format!("{verdict}\n"),
            None => {
                let why = match self.unlisted {
                    Some(Unlisted::Steps { limit }) => format!(
                        "working out each move's result through the heaps' canonical forms passed the misère step limit of {}, a budget spent as they are worked out: --misere-steps raises it, or misere_steps in Python",
                        grouped(limit)
                    ),
                    _ => "a heap is above the limit on heaps whose moves are tried one by one".to_string(),
                };
                out += &format!("{verdict} (winning moves not listed: {why})\n")
            }
        }
        out += &format!("{}\n", say("why", &[("reason", Arg::Notation(self.reason.text()))]));
        out
    }
}

impl Serialize for MisereSumAnswer {
    /// `{"components", "rule", "outcome", "through", "element", "p_portion",
    /// "quotient", "winning_moves", "unlisted", "forms", "reason"}`: `through` "quotient"
    /// (with "quotient": order, last heap, stable), "forms" (with "forms":
    /// each component's heaps' canonical forms) or "search"; `element` and
    /// `p_portion` by normal forms (null but through the quotient);
    /// `winning_moves` null where not listed, `unlisted` then the limit that
    /// stopped the list (`take_break_moves_heap` or `misere_steps`).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(12))?;
        let components: Vec<String> = self.components.iter().map(ToString::to_string).collect();
        map.serialize_entry("components", &components)?;
        map.serialize_entry("rule", "misere")?;
        map.serialize_entry("outcome", if self.p { "P" } else { "N" })?;
        match &self.through {
            Through::Quotient(qp) => {
                let (q, presentation) = &**qp;
                map.serialize_entry("through", "quotient")?;
                let all: Vec<u64> = self.heaps.iter().flatten().copied().collect();
                map.serialize_entry("element", &json_word(&presentation.name(q.element(&all))))?;
                let p: Vec<String> = presentation.p_portion(q).iter().map(|w| json_word(w)).collect();
                map.serialize_entry("p_portion", &p)?;
                map.serialize_entry(
                    "quotient",
                    &serde_json::json!({
                        "order": q.order().to_string(),
                        "last": q.last().to_string(),
                        "stable": q.stable().map(|s| serde_json::json!({
                            "preperiod": s.preperiod.to_string(),
                            "period": s.period.to_string(),
                        })),
                    }),
                )?;
            }
            Through::Forms(_) | Through::Search => {
                let through = if matches!(self.through, Through::Search) { "search" } else { "forms" };
                map.serialize_entry("through", through)?;
                map.serialize_entry("element", &None::<String>)?;
                map.serialize_entry("p_portion", &None::<Vec<String>>)?;
                map.serialize_entry("quotient", &None::<()>)?;
            }
        }
        let moves = self.moves.as_ref().map(|moves| {
            moves
                .iter()
                .map(|m| {
                    serde_json::json!({
                        "component": self.components[m.component].to_string(),
                        "heap": m.from.to_string(),
                        "to": m.parts.iter().map(u64::to_string).collect::<Vec<_>>(),
                        "element": m.element.as_deref().map(json_word),
                        "text": m.text(),
                    })
                })
                .collect::<Vec<_>>()
        });
        map.serialize_entry("winning_moves", &moves)?;
        let unlisted = match self.unlisted {
            None => None,
            Some(Unlisted::HeapTooLarge) => Some("take_break_moves_heap"),
            Some(Unlisted::Steps { .. }) => Some("misere_steps"),
        };
        map.serialize_entry("unlisted", &unlisted)?;
        let forms = match &self.through {
            Through::Forms(written) => Some(
                written
                    .iter()
                    .map(|these| these.iter().map(|(f, _)| f.clone()).collect::<Vec<_>>())
                    .collect::<Vec<_>>(),
            ),
            _ => None,
        };
        map.serialize_entry("forms", &forms)?;
        map.serialize_entry("reason", &self.reason)?;
        map.end()
    }
}
