//! Nim in the registry ([`wythoff::nim`]): any number of heaps, normal and
//! misère play, a sum component of one or several heaps.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;
use wythoff::Natural;
use wythoff::game::Arg;
use wythoff::nim::{Heaps, Nim};

use crate::game_kind::Planned;
use crate::game_kind::{Entry, Example, GameKind, GameSpec, ReasonSpec, Shape, Solved, SumSyntax, ready};
use crate::play::{Playable, amount, heaps_picture, not_a_move, number, show_heaps};
use crate::{Error, Limits};

/// Nim.
pub struct NimKind;

/// Nim, as the list holds it.
pub static NIM: NimKind = NimKind;

static ENTRY: Entry = Entry {
    name: "nim",
    title: "Nim",
    command: Some("nim"),
    about: "Nim: any number of heaps, a move takes any positive number from one heap",
    help: r#"Examples:
  $ wythoff nim moves 3 5 7
  N: the player to move wins (normal play); 3 winning moves:
  take 1 from heap 1: 3 → 2
  take 1 from heap 2: 5 → 4
  take 1 from heap 3: 7 → 6
  why: the nim-sum (XOR of the heaps) is 1, not 0

  $ wythoff nim --misere status 1 1 1 --json
  {"game":"nim","parameters":{},"rule":"misere","position":["1","1","1"],"outcome":"P","grundy":null,"reason":{"kind":"nim_misere_heaps_at_most_one","values":{"heaps_of_one":"3"},"text":"misère play with every heap at most 1: 3 heaps of one, an odd number, so the player to move loses"},"moves":null}"#,
    numbers: "The heap sizes (each digits, `-`, or @FILE)",
    parameters: &[],
    shape: Shape::List { key: "heaps", min: 1, max: None },
    derived: &[],
    reasons: &[
        ReasonSpec {
            kinds: &["nim_sum"],
            values: Some(&["nim_sum"]),
            required: &["nim_sum"],
            dependent: &[],
            about: "Nim (Bouton): P iff the nim-sum (XOR) of the heaps is 0.",
        },
        ReasonSpec {
            kinds: &["nim_misere_heaps_at_most_one"],
            values: Some(&["heaps_of_one"]),
            required: &["heaps_of_one"],
            dependent: &[],
            about: "Misere Nim with every heap at most 1: P iff the number of heaps of one is odd.",
        },
        ReasonSpec {
            kinds: &["nim_misere_large_heap"],
            values: Some(&["nim_sum", "heaps_above_one"]),
            required: &["nim_sum", "heaps_above_one"],
            dependent: &[],
            about: "Misere Nim with a heap above 1: P iff the nim-sum is 0, as in normal play (Bouton).",
        },
    ],
    misere: true,
    sum: true,
    sum_syntax: &[SumSyntax {
        written: r#"nim(H) or nim(H1,H2,…)"#,
        about: r#"Nim: one heap, or several heaps as one component"#,
        example: r#"nim(3,4)"#,
    }],
    heavy: false,
    splits: false,
    takes: true,
    bounds: &[],
    moves: "`H K` takes K from heap H, `to A B C` names the heaps",
    actions: &crate::misere::ACTIONS,
    limit: None,
    examples: &[
        Example { parameters: &[], position: &["3", "4", "5"] },
        Example { parameters: &[], position: &["1", "1", "1"] },
        Example { parameters: &[], position: &["0", "0"] },
    ],
    // Any heaps within the heap limit are a position: nothing for the registry to refuse.
    refused: &[],
    presets: &[],
    python: ">>> nim().status(1, 2, 3).outcome\n'P'",
};

impl GameKind for NimKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn misere_heaps(
        &self,
        _: &crate::game_kind::Request,
    ) -> Option<Result<Box<dyn wythoff::misere::HeapOptions>, Error>> {
        Some(Ok(Box::new(wythoff::nim::Nim::default())))
    }

    fn build(&self, spec: &GameSpec, _: &Limits) -> Result<Box<dyn Solved>, Error> {
        Ok(ready(Nim { rule: spec.rule }, spec.position.clone()))
    }

    fn component(&self, spec: &GameSpec, _: &Limits) -> Result<Planned, Error> {
        Ok(Planned::Ready(Box::new(Heaps(spec.position.clone()))))
    }
}

impl Playable for Nim {
    fn check(&self, from: &Vec<Natural>, to: &Vec<Natural>) -> Result<String, String> {
        if to.len() != from.len() {
            let args = [("count", Arg::number(from.len() as u64)), ("given", Arg::number(to.len() as u64))];
            return Err(crate::words::say("refuse-heap-count", &args));
        }
        let changed: Vec<usize> = (0..from.len()).filter(|&i| from[i] != to[i]).collect();
        match changed.as_slice() {
            [i] if to[*i] < from[*i] => {
                let i = *i;
                let m = wythoff::nim::Move { heap: i, from: from[i].clone(), to: to[i].clone() };
                Ok(crate::words::said(&wythoff::game::GameMove::said(&m)))
            }
            [i] => Err(crate::words::say(
                "refuse-heap-only-takes",
                &[("heap", Arg::number((*i + 1) as u64)), ("n", Arg::Number(from[*i].clone()))],
            )),
            [] => Err(crate::words::say("refuse-take-something", &[])),
            _ => Err(crate::words::say("refuse-one-heap", &[])),
        }
    }
    fn can_move(&self, at: &Vec<Natural>) -> bool {
        at.iter().any(|h| *h > Natural::ZERO)
    }
    fn patient(&self, at: &Vec<Natural>) -> Vec<Natural> {
        let mut to = at.clone();
        let i = (0..at.len()).max_by_key(|&i| &at[i]).expect("a heap");
        to[i] -= 1u8;
        to
    }
    fn random(&self, at: &Vec<Natural>, rng: &mut ChaCha8Rng) -> Vec<Natural> {
        let open: Vec<usize> = (0..at.len()).filter(|&i| at[i] > Natural::ZERO).collect();
        let i = open[(rng.next_u64() % open.len() as u64) as usize];
        let mut to = at.clone();
        to[i] -= amount(rng, &at[i]);
        to
    }
    fn options(&self, at: &Vec<Natural>) -> Option<Vec<Vec<Natural>>> {
        let heaps: Vec<u64> = at.iter().map(|h| u64::try_from(h).ok()).collect::<Option<_>>()?;
        let mut options = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for left in 0..h {
                let mut to = at.clone();
                to[i] = left.into();
                options.push(to);
            }
        }
        Some(options)
    }
    fn parse(&self, words: &[&str], at: &Vec<Natural>) -> Result<Vec<Natural>, String> {
        match words {
            ["to", rest @ ..] if rest.len() == at.len() => rest.iter().map(|w| number(w)).collect(),
            ["to", rest @ ..] => Err(crate::words::say(
                "refuse-to-heaps",
                &[("count", Arg::number(at.len() as u64)), ("given", Arg::number(rest.len() as u64))],
            )),
            [heap, k] => {
                let heap: usize = heap.parse().map_err(|_| not_a_move(words, "refuse-hint-nim"))?;
                if !(1..=at.len()).contains(&heap) {
                    return Err(crate::words::say(
                        "refuse-no-such-heap",
                        &[("count", Arg::number(at.len() as u64)), ("heap", Arg::number(heap as u64))],
                    ));
                }
                let k = number(k)?;
                if k > at[heap - 1] {
                    let args = [
                        ("heap", Arg::number(heap as u64)),
                        ("at", Arg::Number(at[heap - 1].clone())),
                        ("k", Arg::Number(k)),
                    ];
                    return Err(crate::words::say("refuse-heap-i-holds-only", &args));
                }
                let mut to = at.clone();
                to[heap - 1] -= k;
                Ok(to)
            }
            _ => Err(not_a_move(words, "refuse-hint-nim")),
        }
    }
    fn syntax(&self) -> &'static str {
        "syntax-nim"
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
