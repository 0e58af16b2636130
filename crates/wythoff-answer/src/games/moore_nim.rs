//! Moore's Nim_k in the registry ([`wythoff::moore_nim`]): heaps, a move takes
//! from one to k of them; P-positions by Moore's theorem at any size, normal
//! and misère; a sum component by Nim's values for k = 1, by search for k ≥ 2.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;
use wythoff::Natural;
use wythoff::game::Arg;
use wythoff::moore_nim::{GRUNDY_WORK, Heaps, MooreNim, SearchError};
use wythoff::nim::Nim;

use crate::game_kind::{
    Entry, Example, GameKind, GameSpec, ParameterKind, ParameterSpec, Planned, ReasonSpec, Refused, Shape,
    Solved, SumSyntax, ready,
};
use crate::limits::{brief, grouped};
use crate::play::{Playable, amount, not_a_move, number};
use crate::{Error, ErrorKind, Limits};

/// Moore's Nim.
pub struct MooreNimKind;

/// Moore's Nim, as the list holds it.
pub static MOORE_NIM: MooreNimKind = MooreNimKind;

const K: ParameterSpec = ParameterSpec {
    key: "k",
    flag: "--k",
    short: None,
    kind: ParameterKind::Positive,
    about: "k: the most heaps one move takes from",
    default: "2",
};

static ENTRY: Entry = Entry {
    name: "moore_nim",
    title: "Moore's Nim",
    command: Some("moore-nim"),
    about: "Moore's Nim_k: heaps; a move takes any positive number from each of 1 to k heaps",
    help: r#"P-positions follow Moore's theorem (every binary digit is 1 in a multiple of k + 1
heaps), so status, moves and computer answer heaps of any size, in normal and misère
play. moves lists every winning move where there are at most 1,000 (a position can
have a great many), else 1,000 of them, and says so. k = 1 is Nim. As a sum's
component its Grundy values are the nim-sum for k = 1 and are searched for k ≥ 2,
within 50,000,000 moves examined.

Examples:
  $ wythoff moore-nim --k 2 moves 3 5 6
  N: the player to move wins (normal play); 1 winning move:
  take 2 from heap 2, 3 from heap 3: 5 → 3, 6 → 3
  why: binary digit 2 is 1 in 2 heaps, not a multiple of k + 1 = 3

  $ wythoff moore-nim --k 2 --misere status 1 1 1 1 --json
  {"game":"moore_nim","parameters":{"k":"2"},"rule":"misere","position":["1","1","1","1"],"outcome":"P","grundy":null,"reason":{"kind":"moore_nim_misere_heaps_at_most_one","values":{"modulus":"3","heaps_of_one":"4"},"text":"misère play with every heap at most 1: 4 heaps of one, which is 1 more than a multiple of k + 1 = 3, so the player to move loses"},"moves":null}"#,
    numbers: "The heap sizes (each digits, `-`, or @FILE)",
    parameters: &[K],
    shape: Shape::List { key: "heaps", min: 1, max: None },
    derived: &[],
    reasons: &[
        ReasonSpec {
            kinds: &["moore_nim_digit_counts", "moore_nim_digit_counts_many_moves"],
            values: Some(&["modulus", "digit", "ones", "moves_listed"]),
            required: &["modulus"],
            dependent: &[("ones", &["digit"]), ("moves_listed", &["digit", "ones"])],
            about: "Moore's Nim_k (Moore 1910): P iff every binary digit is 1 in a multiple of k + 1 heaps; digit and ones name the highest digit that is not, and moves_listed says there are more winning moves than are listed.",
        },
        ReasonSpec {
            kinds: &["moore_nim_misere_heaps_at_most_one"],
            values: Some(&["modulus", "heaps_of_one"]),
            required: &["modulus", "heaps_of_one"],
            dependent: &[],
            about: "Misere Moore's Nim_k with every heap at most 1: P iff the heaps of one are 1 more than a multiple of k + 1.",
        },
    ],
    misere: true,
    sum: true,
    sum_syntax: &[SumSyntax {
        written: r#"moore_nim{K}(H1,H2,…)"#,
        about: r#"Moore's Nim_K: take from up to K heaps at once"#,
        example: r#"moore_nim{2}(1,2,3)"#,
    }],
    heavy: true,
    splits: false,
    takes: true,
    bounds: &[],
    moves: "`H K` takes K from heap H, `H K H K …` from several (at most k), `to A B C` names the heaps",
    actions: &[],
    limit: None,
    examples: &[
        Example { parameters: &["2"], position: &["3", "5", "6"] },
        Example { parameters: &["2"], position: &["1", "1", "1"] },
        Example { parameters: &["3"], position: &["9", "12", "7", "30"] },
        Example { parameters: &["1"], position: &["3", "4", "5"] },
        // More than 1,000 winning moves.
        Example {
            parameters: &["4"],
            position: &["1000", "2000", "3000", "4000", "5000", "6000", "7000", "8000"],
        },
    ],
    refused: &[Refused {
        parameters: &["0"],
        position: &["3", "5"],
        misere: false,
        kind: ErrorKind::Input,
        says: "must be at least 1",
    }],
    presets: &[],
    python: ">>> moore_nim(2).status(1, 1, 1).outcome\n'P'",
};

fn game(spec: &GameSpec) -> MooreNim {
    MooreNim { k: spec.game.number(0).clone(), rule: spec.rule }
}

impl GameKind for MooreNimKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn build(&self, spec: &GameSpec, _: &Limits) -> Result<Box<dyn Solved>, Error> {
        Ok(ready(game(spec), spec.position.clone()))
    }

    fn component(&self, spec: &GameSpec, _: &Limits) -> Result<Planned, Error> {
        let k = spec.game.number(0);
        if *k == Natural::ONE {
            return Ok(Planned::Ready(Box::new(wythoff::nim::Heaps(spec.position.clone()))));
        }
        let k = usize::try_from(k).unwrap_or(usize::MAX);
        let refused = |why: String| {
            Error::limit(format!(
                "Moore's Nim with k = {}: its Grundy values have no closed form for k ≥ 2 and are searched over the positions below the heaps, within {} moves examined; {why}",
                spec.game.number(0),
                grouped(GRUNDY_WORK)
            ))
        };
        let heaps = spec
            .position
            .iter()
            .map(|h| u64::try_from(h).map_err(|_| refused(format!("the heap {} is too large", brief(h)))))
            .collect::<Result<Vec<u64>, Error>>()?;
        let component = Heaps::new(k, heaps, GRUNDY_WORK).map_err(|e| match e {
            SearchError::TooLarge => refused("the positions below these heaps are too many".into()),
            SearchError::Work(_) => refused("these heaps need more".into()),
        })?;
        Ok(Planned::Ready(Box::new(component)))
    }
}

impl Playable for MooreNim {
    fn check(&self, from: &Vec<Natural>, to: &Vec<Natural>) -> Result<String, String> {
        if to.len() != from.len() {
            let args = [("count", Arg::number(from.len() as u64)), ("given", Arg::number(to.len() as u64))];
            return Err(crate::words::say("refuse-heap-count", &args));
        }
        let changed: Vec<usize> = (0..from.len()).filter(|&i| from[i] != to[i]).collect();
        if let Some(&i) = changed.iter().find(|&&i| to[i] > from[i]) {
            return Err(crate::words::say(
                "refuse-heap-only-takes",
                &[("heap", Arg::number((i + 1) as u64)), ("n", Arg::Number(from[i].clone()))],
            ));
        }
        if changed.is_empty() {
            return Err(crate::words::say("refuse-take-something", &[]));
        }
        if Natural::from(changed.len()) > self.k {
            let args = [("k", Arg::Number(self.k.clone())), ("count", Arg::number(changed.len() as u64))];
            return Err(crate::words::say("refuse-moore-at-most", &args));
        }
        let m = wythoff::moore_nim::Move {
            changes: changed.iter().map(|&i| (i, from[i].clone(), to[i].clone())).collect(),
        };
        Ok(crate::words::said(&wythoff::game::GameMove::said(&m)))
    }
    // A move of Nim is one of Nim_k: the least one (the patient move) and
    // the positions are Nim's.
    fn can_move(&self, at: &Vec<Natural>) -> bool {
        nim(self).can_move(at)
    }
    fn patient(&self, at: &Vec<Natural>) -> Vec<Natural> {
        nim(self).patient(at)
    }
    fn random(&self, at: &Vec<Natural>, rng: &mut ChaCha8Rng) -> Vec<Natural> {
        let mut open: Vec<usize> = (0..at.len()).filter(|&i| at[i] > Natural::ZERO).collect();
        let most = usize::try_from(&self.k).unwrap_or(usize::MAX).min(open.len());
        let count = 1 + (rng.next_u64() % most as u64) as usize;
        let mut to = at.clone();
        for _ in 0..count {
            let i = open.swap_remove((rng.next_u64() % open.len() as u64) as usize);
            to[i] -= amount(rng, &at[i]);
        }
        to
    }
    fn parse(&self, words: &[&str], at: &Vec<Natural>) -> Result<Vec<Natural>, String> {
        const HINT: &str = "refuse-hint-moore";
        match words {
            ["to", rest @ ..] if rest.len() == at.len() => rest.iter().map(|w| number(w)).collect(),
            ["to", rest @ ..] => Err(crate::words::say(
                "refuse-to-heaps",
                &[("count", Arg::number(at.len() as u64)), ("given", Arg::number(rest.len() as u64))],
            )),
            pairs if !pairs.is_empty() && pairs.len() % 2 == 0 => {
                let mut to = at.clone();
                for pair in pairs.chunks(2) {
                    let heap: usize = pair[0].parse().map_err(|_| not_a_move(words, HINT))?;
                    if !(1..=at.len()).contains(&heap) {
                        return Err(crate::words::say(
                            "refuse-no-such-heap",
                            &[("count", Arg::number(at.len() as u64)), ("heap", Arg::number(heap as u64))],
                        ));
                    }
                    if to[heap - 1] != at[heap - 1] {
                        return Err(crate::words::say(
                            "refuse-heap-twice",
                            &[("heap", Arg::number(heap as u64))],
                        ));
                    }
                    let k = number(pair[1])?;
                    if k > at[heap - 1] {
                        let args = [
                            ("heap", Arg::number(heap as u64)),
                            ("at", Arg::Number(at[heap - 1].clone())),
                            ("k", Arg::Number(k)),
                        ];
                        return Err(crate::words::say("refuse-heap-i-holds-only", &args));
                    }
                    to[heap - 1] -= k;
                }
                Ok(to)
            }
            _ => Err(not_a_move(words, HINT)),
        }
    }
    fn syntax(&self) -> &'static str {
        "syntax-moore-nim"
    }
    fn show(&self, at: &Vec<Natural>) -> String {
        nim(self).show(at)
    }
    fn picture(&self, at: &Vec<Natural>) -> Option<String> {
        nim(self).picture(at)
    }
    fn position_of(&self, c: &[Natural]) -> Vec<Natural> {
        nim(self).position_of(c)
    }
}

/// Nim under the same rule, whose positions and single-heap moves Nim_k shares.
fn nim(game: &MooreNim) -> Nim {
    Nim { rule: game.rule }
}
