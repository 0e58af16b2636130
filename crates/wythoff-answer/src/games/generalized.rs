//! Fraenkel's a-Wythoff in the registry ([`wythoff::generalized_wythoff`]): two
//! piles, the parameter a, and its P-positions by index (`nth`) and by the
//! number they hold (`pair`).

use wythoff::generalized_wythoff::Generalized;

use crate::game_kind::{
    Acted, ActionSpec, Entry, Example, GameKind, GameSpec, ParameterKind, ParameterSpec, ReasonSpec, Refused,
    Request, Shape, Solved, ready,
};
use crate::listing::{PPosition, Pair};
use crate::play::two_pile_playable;
use crate::{Error, ErrorKind, Limits};

/// Fraenkel's a-Wythoff.
pub struct GeneralizedKind;

/// Fraenkel's a-Wythoff, as the list holds it.
pub static GENERALIZED: GeneralizedKind = GeneralizedKind;

static ENTRY: Entry = Entry {
    name: "generalized",
    title: "Fraenkel's a-Wythoff",
    command: Some("generalized"),
    about: "Fraenkel's a-Wythoff: take any positive number from one pile, or k ≥ 1 from one and l ≥ 1 from the other with |k - l| < a",
    help: r#"The P-positions are (A_n, A_n + a·n) with A_n = ⌊nα⌋, α = (2 - a + √(a² + 4))/2
(Fraenkel 1982), computed in integers for piles and a of any size. In misère play, for
a ≥ 2 they are (0, 1) and (A'_n, A'_n + a·n + 1) with A'_n the mex of the earlier pairs,
= ⌊nα + 1/α⌋ (proved in the library's generalized_wythoff module, and checked against
the brute-force engine); for a = 1 it is Wythoff's game.

Examples:
  $ wythoff generalized --a 2 nth 3
  (4, 10)

  $ wythoff generalized --a 2 pair 10
  10 is in P-position number 3, (4, 10)

  $ wythoff generalized --a 2 moves 5 10
  N: the player to move wins (normal play); 2 winning moves:
  take 1 from pile 1 → (4, 10)
  take 3 from pile 1 and 4 from pile 2 → (2, 6)
  why: with a = 2 the P-positions' piles differ by 2·n: here by 5, which is not of that form, so this is not a P-position

  $ wythoff generalized --a 3 --misere status 3 10 --json
  {"game":"generalized","parameters":{"a":"3"},"rule":"misere","position":["3","10"],"outcome":"P","grundy":null,"reason":{"kind":"generalized_misere_difference","values":{"a":"3","difference":"7","index":"2","expected_smaller":"3","smaller":"3","larger":"10"},"text":"with a = 3 the P-positions' piles differ by 3·n + 1: here by 7 = 3·2 + 1, and P-position number 2 is (3, 10), as here"},"moves":null}"#,
    numbers: "The piles X Y (digits, `-`, or @FILE), or for nth and pair the number N",
    parameters: &[ParameterSpec {
        key: "a",
        flag: "--a",
        short: Some('a'),
        kind: ParameterKind::Positive,
        about: "a: a move takes k and l from the piles with |k − l| < a",
        default: "2",
    }],
    shape: Shape::List { key: "piles", min: 2, max: Some(2) },
    derived: &[],
    reasons: &[ReasonSpec {
        kinds: &[
            "generalized_difference",
            "generalized_misere_difference",
            "generalized_difference_residue",
            "generalized_misere_difference_residue",
        ],
        values: Some(&["a", "difference", "index", "expected_smaller", "smaller", "larger"]),
        required: &["a", "difference", "smaller", "larger"],
        dependent: &[],
        about: "Generalized (a-Wythoff): with x <= y, P iff the difference is a P-position's (a*n, or a*n + 1 in misere play with a >= 2) and x is that position's smaller pile; index and expected_smaller are present when the difference is one.",
    }],
    misere: true,
    sum: false,
    sum_syntax: &[],
    heavy: false,
    splits: false,
    takes: true,
    bounds: &[],
    moves: "as Wythoff's game, and `b K L` takes K from pile 1 and L from pile 2",
    actions: &[
        ActionSpec { name: "nth", about: "The N-th P-position", numbers: 1, flags: &[] },
        ActionSpec { name: "pair", about: "The P-position that holds the number N", numbers: 1, flags: &[] },
    ],
    limit: None,
    examples: &[
        Example { parameters: &["2"], position: &["5", "10"] },
        Example { parameters: &["3"], position: &["3", "10"] },
    ],
    refused: &[Refused {
        parameters: &["0"],
        position: &["5", "10"],
        misere: false,
        kind: ErrorKind::Input,
        says: "must be at least 1",
    }],
    presets: &[],
    python: ">>> generalized(2).status(2, 6).outcome\n'P'",
};

two_pile_playable!(Generalized);

fn game(request_a: &wythoff::Natural, rule: wythoff::Rule) -> Generalized {
    Generalized::new(request_a.clone(), rule).expect("a ≥ 1 (validated)")
}

impl GameKind for GeneralizedKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn build(&self, spec: &GameSpec, _: &Limits) -> Result<Box<dyn Solved>, Error> {
        let p = &spec.position;
        Ok(ready(game(spec.game.number(0), spec.rule), [p[0].clone(), p[1].clone()]))
    }

    /// By the engine, which knows only the moves (a = 1 from Wythoff's table).
    fn grundy_square(&self, game: &crate::game_kind::Game, side: usize) -> Option<Result<Vec<u32>, Error>> {
        let a = u64::try_from(game.number(0)).unwrap_or(u64::MAX);
        if a == 1 {
            return Some(Ok(crate::games::wythoff::grundy_square(side)));
        }
        let sides = [side as u64, side as u64];
        Some(
            wythoff::vector_game::VectorRules::generalized(a)
                .grundy(&sides)
                .map(|values| values.values().to_vec())
                .map_err(Error::from),
        )
    }

    fn act(&self, action: &ActionSpec, request: &Request) -> Result<Acted, Error> {
        let g = game(request.game.number(0), request.rule);
        let n = request.numbers[0].clone();
        Ok(Acted::Answer(match action.name {
            "nth" => Box::new(PPosition::generalized(&g, n)),
            _ => Box::new(Pair::generalized(&g, n)),
        }))
    }
}
