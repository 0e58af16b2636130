//! Subtraction games in the registry ([`wythoff::subtraction`]): one heap, a
//! move takes one of the amounts of a set; the values (`sequence N`) and the
//! certified period (`period`).

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;
use wythoff::Natural;
use wythoff::game::{Arg, Rule};
use wythoff::subtraction::{Heap, SubtractionGame};
use wythoff::sum::{Component, ComponentMove};

use crate::game_kind::Planned;
use crate::game_kind::{
    Acted, ActionSpec, Entry, Example, GameKind, GameSpec, LimitFlag, Listing, ParameterKind, ParameterSpec,
    ReasonSpec, Refused, Request, Shape, Solved, SumSyntax, ready,
};
use crate::listing::{PeriodAnswer, write_sequence};
use crate::play::{ONE_HEAP_SYNTAX, Playable, heaps_picture, one_heap_parse};
use crate::{Error, ErrorKind, Format, Limits};

/// Subtraction games.
pub struct SubtractionKind;

/// Subtraction games, as the list holds them.
pub static SUBTRACTION: SubtractionKind = SubtractionKind;

static ENTRY: Entry = Entry {
    name: "subtraction",
    title: "the subtraction game",
    command: Some("subtraction"),
    about: "A subtraction game: one heap, a move takes s objects for some s in the set",
    help: r#"The period is certified: a repeated window of max(S) values proves it, and it is
then used for heaps of any size. The search computes at most --limit values (and at
most 2^33 values x set elements); in misère play the sequence shows outcomes (0 = P).

Examples:
  $ wythoff subtraction --set 1,3,7,8 --misere period
  period 15 from n = 0 (certified by a repeated window of 8 values)
  values from 0: 1 0 1 0 1 0 1 0 1 1 1 1 1 1 1

  $ wythoff subtraction --set 1,3,7,8 --misere moves 1000000000000000000000000000000
  N: the player to move wins (misère play); 2 winning moves:
  take 3 → 999999999999999999999999999997
  take 7 → 999999999999999999999999999993
  why: 1000000000000000000000000000000 has the misère outcome of 10, N: the outcomes repeat with period 15 from n = 0, and 1000000000000000000000000000000 ≡ 10 (mod 15)

  $ wythoff subtraction --set 1,3,4 sequence 20
  0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 1 0 1 2 3

  $ wythoff subtraction --set 2,5 sequence 4 --json
  {"game":"subtraction","parameters":{"set":["2","5"]},"rule":"normal","values":["0","0","1","1"]}"#,
    numbers: "The heap (for sequence: how many values; none for period)",
    parameters: &[ParameterSpec {
        key: "set",
        flag: "--set",
        short: Some('s'),
        kind: ParameterKind::Set,
        about: "the amounts a move may take",
        default: "1,3,4",
    }],
    shape: Shape::Named(&["n"]),
    derived: &[],
    reasons: &[ReasonSpec {
        kinds: &["subtraction_grundy", "subtraction_misere_outcome", "subtraction_misere_no_move"],
        values: Some(&["n", "grundy", "index", "preperiod", "period"]),
        required: &["n"],
        dependent: &[("index", &["preperiod", "period"])],
        about: "Subtraction game: P iff G(n) = 0 (normal) or the misere outcome is P; index, preperiod and period are present where n is beyond the values computed and its value comes through the certified period (n = index mod period).",
    }],
    misere: true,
    sum: true,
    sum_syntax: &[SumSyntax {
        written: r#"subtraction{S1,S2,…}(N)"#,
        about: r#"the subtraction game with set S, heap N"#,
        example: r#"subtraction{1,3,4}(10)"#,
    }],
    heavy: true,
    splits: false,
    takes: true,
    bounds: &[],
    moves: "`K` takes K, `to N` leaves N",
    actions: &[
        ActionSpec {
            name: "sequence",
            about: "The values for heaps 0..N-1 (Grundy values; misère: 0 = P, 1 = N)",
            numbers: 1,
            flags: &[],
        },
        ActionSpec { name: "period", about: "The certified preperiod and period", numbers: 0, flags: &[] },
        crate::misere::GENUS,
        crate::misere::QUOTIENT,
    ],
    limit: Some(LimitFlag {
        about: "Values the period search may compute [default: 16777216, at most 1073741824]",
        apply: Limits::with_search_limit,
    }),
    examples: &[
        Example { parameters: &["1,3,4"], position: &["10"] },
        Example { parameters: &["70"], position: &["80"] },
        Example { parameters: &["1,3,7,8"], position: &["1000000000000000000000"] },
    ],
    refused: &[Refused {
        parameters: &["0,2"],
        position: &["10"],
        misere: false,
        kind: ErrorKind::Input,
        says: "0 cannot be",
    }],
    presets: &[],
    python: ">>> subtraction([2, 5]).status(10**40).outcome\n'P'",
};

impl GameKind for SubtractionKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    /// The values known for the heap: its period, or (for a heap below the
    /// search limit) the values up to it.
    fn build(&self, spec: &GameSpec, limits: &Limits) -> Result<Box<dyn Solved>, Error> {
        let set = spec.game.set(0);
        let game = SubtractionGame::for_heap(set, spec.rule, limits.values_for(set), &spec.position[0])?;
        Ok(ready(game, spec.position[0].clone()))
    }

    fn component(&self, spec: &GameSpec, limits: &Limits) -> Result<Planned, Error> {
        let set = spec.game.set(0);
        let game = SubtractionGame::for_heap(set, Rule::Normal, limits.values_for(set), &spec.position[0])?;
        Ok(Planned::Ready(Box::new(OwnHeap(game, spec.position[0].clone()))))
    }

    fn misere_heaps(
        &self,
        request: &Request,
    ) -> Option<Result<Box<dyn wythoff::misere::HeapOptions>, Error>> {
        Some(Ok(Box::new(request.game.set(0).clone())))
    }

    fn act(&self, action: &ActionSpec, request: &Request) -> Result<Acted, Error> {
        let (set, limits) = (request.game.set(0), request.limits);
        if action.name == "period" {
            return Ok(Acted::Answer(Box::new(PeriodAnswer::search(set, request.rule, limits)?)));
        }
        // A count below the search limit is answered even where no period is
        // certified.
        let count = limits.check_items(&request.numbers[0], "values")?;
        let values = limits.values_for(set);
        let game = match count.checked_sub(1) {
            Some(highest) => SubtractionGame::for_heap(set, request.rule, values, &Natural::from(highest)),
            None => SubtractionGame::new(set, request.rule, values),
        }?;
        Ok(Acted::Listing(Box::new(Sequence { game, count })))
    }
}

/// A heap with its game's values held, as a sum component.
struct OwnHeap(SubtractionGame, Natural);

impl Component for OwnHeap {
    fn grundy(&self) -> Natural {
        Heap { game: &self.0, n: self.1.clone() }.grundy()
    }
    fn moves_to_value(&self, target: &Natural) -> Vec<ComponentMove> {
        Heap { game: &self.0, n: self.1.clone() }.moves_to_value(target)
    }
}

/// The values of heaps 0..count.
struct Sequence {
    game: SubtractionGame,
    count: u64,
}

impl Listing for Sequence {
    fn write(&self, mut out: &mut dyn std::io::Write, format: Format) -> std::io::Result<()> {
        write_sequence(&mut out, &self.game, self.count, format)
    }
    fn values(&self) -> Option<Vec<u64>> {
        Some((0..self.count).map(|i| u64::from(self.game.sequence.value_at(i))).collect())
    }
}

impl Playable for SubtractionGame {
    fn check(&self, from: &Natural, to: &Natural) -> Result<String, String> {
        if to >= from {
            return Err(crate::words::say("refuse-at-least-one", &[("n", Arg::Number(from.clone()))]));
        }
        let k = from - to;
        let set = self.sequence.set.elements();
        if !u64::try_from(&k).is_ok_and(|k| set.contains(&k)) {
            let shown: Vec<String> = set.iter().map(u64::to_string).collect();
            let args = [("set", Arg::Notation(shown.join(", "))), ("k", Arg::Number(k))];
            return Err(crate::words::say("refuse-subtraction-set", &args));
        }
        Ok(crate::words::say("move_heap", &[("take", Arg::number(k)), ("to", Arg::Number(to.clone()))]))
    }
    fn can_move(&self, at: &Natural) -> bool {
        self.sequence.set.elements().iter().any(|&s| Natural::from(s) <= *at)
    }
    fn patient(&self, at: &Natural) -> Natural {
        let least = self.sequence.set.elements().iter().copied().filter(|&s| Natural::from(s) <= *at).min();
        at - least.expect("a move is possible")
    }
    fn random(&self, at: &Natural, rng: &mut ChaCha8Rng) -> Natural {
        let fits: Vec<u64> =
            self.sequence.set.elements().iter().copied().filter(|&s| Natural::from(s) <= *at).collect();
        at - fits[(rng.next_u64() % fits.len() as u64) as usize]
    }
    fn options(&self, at: &Natural) -> Option<Vec<Natural>> {
        let n = u64::try_from(at).ok()?;
        Some(
            self.sequence.set.elements().iter().filter(|&&k| k <= n).map(|&k| Natural::from(n - k)).collect(),
        )
    }
    fn parse(&self, words: &[&str], at: &Natural) -> Result<Natural, String> {
        one_heap_parse(words, at)
    }
    fn syntax(&self) -> &'static str {
        ONE_HEAP_SYNTAX
    }
    fn show(&self, at: &Natural) -> String {
        crate::play::show_heap(at)
    }
    fn picture(&self, at: &Natural) -> Option<String> {
        heaps_picture("heap", std::slice::from_ref(at))
    }
    fn position_of(&self, c: &[Natural]) -> Natural {
        c[0].clone()
    }
}
