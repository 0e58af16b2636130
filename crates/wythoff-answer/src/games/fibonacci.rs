//! The Fibonacci game in the registry ([`wythoff::fibonacci_game`]): a heap and
//! the most the next move may take; a sum component within a table of its
//! values, shared by the whole sum.

use rand_chacha::ChaCha8Rng;
use wythoff::Natural;
use wythoff::fibonacci_game::{FibonacciGame, GrundyPosition, Position as FibPosition};
use wythoff::game::Arg;

use crate::game_kind::{
    Asked, Entry, Example, GameKind, GameSpec, ReasonSpec, Refused, Shape, Solved, SumSyntax, ready,
};
use crate::game_kind::{Needs, Planned, SharedPart, Tables};
use crate::limits::grouped;
use crate::play::{Playable, amount, heaps_picture, not_a_move, number};
use crate::{Error, ErrorKind, Limits};

/// The Fibonacci game.
pub struct FibonacciKind;

/// The Fibonacci game, as the list holds it.
pub static FIBONACCI: FibonacciKind = FibonacciKind;

static ENTRY: Entry = Entry {
    name: "fibonacci",
    title: "the Fibonacci game",
    command: Some("fibonacci"),
    about: "The Fibonacci game: the first move takes 1..N−1, then up to twice the last take",
    help: r#"A position is the heap N and the most the next move may take (default N − 1,
the start); in JSON its coordinates are [N, T]. The first player loses from the start
iff N is a Fibonacci number. `status` answers for heaps of any size; `moves` lists
every winning move for heaps of up to 10,000 digits (the listing grows with the
square of the digits).

Examples:
  $ wythoff fibonacci moves 20
  N: the player to move wins (normal play); 1 winning move:
  take 2 → 18 (next move takes at most 4)
  why: the smallest Zeckendorf part of 20 is 2, which may be taken (at most 19)

  $ wythoff fibonacci status 18 --max-take 4 --json
  {"game":"fibonacci","parameters":{},"rule":"normal","position":["18","4"],"outcome":"P","grundy":null,"reason":{"kind":"fibonacci_smallest_part","values":{"n":"18","smallest_part":"5","max_take":"4"},"text":"the smallest Zeckendorf part of 18 is 5, more than the 4 that may be taken"},"moves":null}"#,
    numbers: "The heap (digits, `-`, or @FILE)",
    parameters: &[],
    shape: Shape::HeapAndLimit { heap: "n", limit: "max_take" },
    derived: &[],
    reasons: &[
        ReasonSpec {
            kinds: &["fibonacci_smallest_part"],
            values: Some(&["n", "smallest_part", "max_take"]),
            required: &["n", "smallest_part", "max_take"],
            dependent: &[],
            about: "Fibonacci game (Whinihan): the player to move wins iff the smallest Zeckendorf part of n is at most the most that may be taken.",
        },
        ReasonSpec {
            kinds: &["fibonacci_empty_heap"],
            values: Some(&[]),
            required: &[],
            dependent: &[],
            about: "Fibonacci game: an empty heap, no move is left.",
        },
    ],
    misere: false,
    sum: true,
    sum_syntax: &[
        SumSyntax {
            written: r#"fibonacci(N)"#,
            about: r#"the Fibonacci game from its start, heap N ≤ 10,000;"#,
            example: r#"fibonacci(10)"#,
        },
        SumSyntax {
            written: r#"fibonacci(N,T)"#,
            about: r#"or where the next move takes at most T (values computed)"#,
            example: r#"fibonacci(10,3)"#,
        },
    ],
    heavy: false,
    splits: false,
    takes: true,
    bounds: &["fibonacci_moves_digits"],
    moves: "`K` takes K (the first move may not take all; then at most twice the last move)",
    actions: &[],
    limit: None,
    examples: &[
        Example { parameters: &[], position: &["20"] },
        Example { parameters: &[], position: &["18", "4"] },
        Example { parameters: &[], position: &["13"] },
    ],
    refused: &[Refused {
        parameters: &[],
        position: &["13"],
        misere: true,
        kind: ErrorKind::Usage,
        says: "is played in normal play only here",
    }],
    presets: &[],
    python: ">>> fibonacci().status(13).outcome\n'P'",
};

impl GameKind for FibonacciKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn build(&self, spec: &GameSpec, _: &Limits) -> Result<Box<dyn Solved>, Error> {
        let p = &spec.position;
        Ok(ready(FibonacciGame, FibPosition { n: p[0].clone(), max_take: p[1].clone() }))
    }

    /// Listing every winning move grows with the square of the heap's digits.
    fn check_asked(&self, spec: &GameSpec, asked: Asked, limits: &Limits) -> Result<(), Error> {
        match asked {
            Asked::Moves => limits.check_fibonacci_moves(&spec.position[0]),
            _ => Ok(()),
        }
    }

    /// Within one table of the values, for the largest heap of the sum: they
    /// have no closed form.
    fn component(&self, spec: &GameSpec, limits: &Limits) -> Result<Planned, Error> {
        let p = &spec.position;
        let heap = usize::try_from(&p[0]).ok().filter(|&n| n <= limits.fibonacci_grundy_heap).ok_or_else(|| {
            Error::limit(format!(
                "a Fibonacci component's heap must be at most {} (its Grundy values have no closed form and are computed); found {}",
                grouped(limits.fibonacci_grundy_heap as u64),
                crate::limits::brief(&p[0])
            ))
        })?;
        Ok(Planned::Shared(Box::new(InTable {
            heap,
            position: FibPosition { n: p[0].clone(), max_take: p[1].clone() },
        })))
    }
}

/// A position within the table of values.
struct InTable {
    heap: usize,
    position: FibPosition,
}

impl SharedPart for InTable {
    fn need(&self, needs: &mut Needs) {
        needs.fibonacci = Some(needs.fibonacci.map_or(self.heap, |n| n.max(self.heap)));
    }

    fn place<'a>(&'a self, tables: &'a Tables) -> Box<dyn wythoff::sum::Component + 'a> {
        let table = tables.fibonacci.as_ref().expect("built for the largest heap");
        Box::new(GrundyPosition::new(table, &self.position).expect("within the table"))
    }
}

/// After taking `k` from `n`: the next move may take at most 2k, and never
/// more than the heap holds (the library's positions are kept that way).
fn fib_after(n: &Natural, k: &Natural) -> FibPosition {
    let rest = n - k;
    let max_take = (k * 2u8).min(rest.clone());
    FibPosition { n: rest, max_take }
}

impl Playable for FibonacciGame {
    fn check(&self, from: &FibPosition, to: &FibPosition) -> Result<String, String> {
        if to.n >= from.n {
            return Err(crate::words::say("refuse-at-least-one", &[("n", Arg::Number(from.n.clone()))]));
        }
        let k = &from.n - &to.n;
        if k > from.max_take {
            let args = [("limit", Arg::Number(from.max_take.clone())), ("k", Arg::Number(k))];
            return Err(crate::words::say("refuse-fibonacci-at-most", &args));
        }
        let next = fib_after(&from.n, &k);
        if *to != next {
            let args = [("k", Arg::Number(k)), ("limit", Arg::Number(next.max_take.clone()))];
            return Err(crate::words::say("refuse-fibonacci-next", &args));
        }
        let args = [
            ("take", Arg::number(k)),
            ("to", Arg::Number(to.n.clone())),
            ("next_max", Arg::Number(to.max_take.clone())),
        ];
        Ok(crate::words::say("move_fibonacci", &args))
    }
    fn can_move(&self, at: &FibPosition) -> bool {
        at.n > Natural::ZERO && at.max_take > Natural::ZERO
    }
    fn patient(&self, at: &FibPosition) -> FibPosition {
        fib_after(&at.n, &Natural::ONE)
    }
    fn random(&self, at: &FibPosition, rng: &mut ChaCha8Rng) -> FibPosition {
        fib_after(&at.n, &amount(rng, (&at.n).min(&at.max_take)))
    }
    fn parse(&self, words: &[&str], at: &FibPosition) -> Result<FibPosition, String> {
        let k = match words {
            ["take", k] | [k] => number(k)?,
            _ => return Err(not_a_move(words, "refuse-hint-fibonacci")),
        };
        if k > at.n {
            return Err(crate::words::say(
                "refuse-heap-holds-only",
                &[("at", Arg::Number(at.n.clone())), ("k", Arg::Number(k))],
            ));
        }
        Ok(fib_after(&at.n, &k))
    }
    fn syntax(&self) -> &'static str {
        "syntax-fibonacci"
    }
    fn show(&self, at: &FibPosition) -> String {
        let args = [("n", Arg::Number(at.n.clone())), ("limit", Arg::Number(at.max_take.clone()))];
        crate::words::say("terminal-heap-limit", &args)
    }
    fn picture(&self, at: &FibPosition) -> Option<String> {
        heaps_picture("heap", std::slice::from_ref(&at.n))
    }
    fn position_of(&self, c: &[Natural]) -> FibPosition {
        FibPosition { n: c[0].clone(), max_take: c[1].clone() }
    }
    /// The heap after the move: the next move's limit follows from the take
    /// (a heap that did not shrink is kept as it is, for `check` to refuse).
    fn reached(&self, from: &FibPosition, heaps: &[Natural]) -> FibPosition {
        match heaps {
            [n] if *n < from.n => fib_after(&from.n, &(&from.n - n)),
            [n] => FibPosition { n: n.clone(), max_take: from.max_take.clone() },
            c => self.position_of(c),
        }
    }
}
