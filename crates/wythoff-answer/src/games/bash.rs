//! The Bash game in the registry ([`wythoff::bash`]): one heap, a move takes 1
//! to M.

use rand_chacha::ChaCha8Rng;
use wythoff::Natural;
use wythoff::bash::{Bash, BashHeap};
use wythoff::game::Arg;

use super::restricted::MAX_TAKE;
use crate::game_kind::Planned;
use crate::game_kind::{
    Entry, Example, GameKind, GameSpec, ReasonSpec, Refused, Shape, Solved, SumSyntax, ready,
};
use crate::play::{ONE_HEAP_SYNTAX, Playable, amount, heaps_picture, one_heap_parse};
use crate::{Error, ErrorKind, Limits};

/// The Bash game.
pub struct BashKind;

/// The Bash game, as the list holds it.
pub static BASH: BashKind = BashKind;

static ENTRY: Entry = Entry {
    name: "bash",
    title: "the Bash game",
    command: Some("bash"),
    about: "The Bash game: one heap, a move takes 1 to M objects",
    help: r#"Examples:
  $ wythoff bash --max-take 3 moves 10
  N: the player to move wins (normal play); 1 winning move:
  take 2 → 8
  why: 10 mod 4 = 2: the player to move loses iff it is 0

  $ wythoff bash -m 3 --misere status 9 --json
  {"game":"bash","parameters":{"max_take":"3"},"rule":"misere","position":["9"],"outcome":"P","grundy":null,"reason":{"kind":"bash_misere_residue","values":{"n":"9","modulus":"4","residue":"1"},"text":"9 mod 4 = 1: in misère play the player to move loses iff it is 1"},"moves":null}"#,
    numbers: "The heap (digits, `-`, or @FILE)",
    parameters: &[MAX_TAKE],
    shape: Shape::Named(&["n"]),
    derived: &[],
    reasons: &[ReasonSpec {
        kinds: &["bash_residue", "bash_misere_residue"],
        values: Some(&["n", "modulus", "residue"]),
        required: &["n", "modulus", "residue"],
        dependent: &[],
        about: "Bash: P iff n mod (m + 1) is 0 (normal) or 1 (misere).",
    }],
    misere: true,
    sum: true,
    sum_syntax: &[SumSyntax {
        written: r#"bash{M}(N)"#,
        about: r#"the Bash game taking 1 to M, heap N"#,
        example: r#"bash{4}(20)"#,
    }],
    heavy: false,
    splits: false,
    takes: true,
    bounds: &[],
    moves: "`K` takes K, `to N` leaves N",
    actions: &crate::misere::ACTIONS,
    limit: None,
    examples: &[
        Example { parameters: &["3"], position: &["10"] },
        Example { parameters: &["3"], position: &["9"] },
    ],
    refused: &[Refused {
        parameters: &["0"],
        position: &["10"],
        misere: false,
        kind: ErrorKind::Input,
        says: "must be at least 1",
    }],
    presets: &[],
    python: ">>> bash(3).status(8).outcome\n'P'",
};

fn game(spec: &GameSpec) -> Bash {
    Bash { max_take: spec.game.number(0).clone(), rule: spec.rule }
}

impl GameKind for BashKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn misere_heaps(
        &self,
        request: &crate::game_kind::Request,
    ) -> Option<Result<Box<dyn wythoff::misere::HeapOptions>, Error>> {
        let rule = request.rule;
        Some(Ok(Box::new(wythoff::bash::Bash { max_take: request.game.number(0).clone(), rule })))
    }

    fn build(&self, spec: &GameSpec, _: &Limits) -> Result<Box<dyn Solved>, Error> {
        Ok(ready(game(spec), spec.position[0].clone()))
    }

    fn component(&self, spec: &GameSpec, _: &Limits) -> Result<Planned, Error> {
        let heap = BashHeap { max_take: spec.game.number(0).clone(), n: spec.position[0].clone() };
        Ok(Planned::Ready(Box::new(heap)))
    }
}

impl Playable for Bash {
    fn check(&self, from: &Natural, to: &Natural) -> Result<String, String> {
        if to >= from {
            return Err(crate::words::say("refuse-at-least-one", &[("n", Arg::Number(from.clone()))]));
        }
        let k = from - to;
        if k > self.max_take {
            return Err(crate::words::say(
                "refuse-bash-at-most",
                &[("most", Arg::Number(self.max_take.clone())), ("k", Arg::Number(k))],
            ));
        }
        Ok(crate::words::say("move_heap", &[("take", Arg::number(k)), ("to", Arg::Number(to.clone()))]))
    }
    fn can_move(&self, at: &Natural) -> bool {
        *at > Natural::ZERO
    }
    fn patient(&self, at: &Natural) -> Natural {
        at - 1u8
    }
    fn random(&self, at: &Natural, rng: &mut ChaCha8Rng) -> Natural {
        at - amount(rng, at.min(&self.max_take))
    }
    fn options(&self, at: &Natural) -> Option<Vec<Natural>> {
        let n = u64::try_from(at).ok()?;
        let most = u64::try_from(&self.max_take).unwrap_or(u64::MAX).min(n);
        Some((1..=most).map(|k| Natural::from(n - k)).collect())
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
