//! Restricted Wythoff in the registry ([`wythoff::restricted_wythoff`]):
//! Wythoff's moves taking at most M from a pile.

use wythoff::restricted_wythoff::Restricted;

use crate::game_kind::{
    Entry, Example, Game, GameKind, GameSpec, ParameterKind, ParameterSpec, ReasonSpec, Refused, Shape,
    Solved, ready,
};
use crate::play::two_pile_playable;
use crate::{Error, ErrorKind, Limits};

/// Restricted Wythoff.
pub struct RestrictedKind;

/// Restricted Wythoff, as the list holds it.
pub static RESTRICTED: RestrictedKind = RestrictedKind;

/// `--max-take`: the most one move may take (the Bash game, restricted Wythoff).
pub const MAX_TAKE: ParameterSpec = ParameterSpec {
    key: "max_take",
    flag: "--max-take",
    short: Some('m'),
    kind: ParameterKind::Positive,
    about: "M: the most one move may take",
    default: "3",
};

static ENTRY: Entry = Entry {
    name: "restricted",
    title: "restricted Wythoff",
    command: Some("restricted"),
    about: "Restricted Wythoff: Wythoff's moves, at most M from a pile",
    help: r#"Proved (the proofs are in the library's restricted_wythoff module): (x, y) is a
P-position iff (x mod (M+1), y mod (M+1)) is a P-position of Wythoff's game; in misère
play the same with Wythoff's misère P-positions for M ≥ 2, and for M = 1: one pile 0
and the other odd, or both even and at least 2. Also checked against the brute-force
engine for every M ≤ 20.

Examples:
  $ wythoff restricted --max-take 3 moves 9 9
  N: the player to move wins (normal play); 3 winning moves:
  take 1 from both piles → (8, 8)
  take 3 from pile 1 → (6, 9)
  take 3 from pile 2 → (9, 6)
  why: a move takes at most 3 from a pile, so only the piles' remainders mod 4 count: (1, 1), but the P-position of Wythoff's game whose piles differ by 0 is (0, 0)

  $ wythoff restricted -m 1 --misere status 4 6 --json
  {"game":"restricted","parameters":{"max_take":"1"},"rule":"misere","position":["4","6"],"outcome":"P","grundy":null,"reason":{"kind":"restricted_misere_one","values":{"pile1":"4","pile2":"6"},"text":"with m = 1 in misère play, (x, y) is P iff one pile is 0 and the other odd, or both are even and at least 2: for (4, 6) it is"},"moves":null}"#,
    numbers: "The piles X Y (digits, `-`, or @FILE)",
    parameters: &[MAX_TAKE],
    shape: Shape::List { key: "piles", min: 2, max: Some(2) },
    derived: &[],
    reasons: &[
        ReasonSpec {
            kinds: &["restricted_residues", "restricted_misere_residues"],
            values: Some(&["modulus", "residue1", "residue2"]),
            required: &["modulus", "residue1", "residue2"],
            dependent: &[],
            about: "Restricted Wythoff: P iff the piles mod (m + 1) are a Wythoff P-position (misere: a misere one for m >= 2).",
        },
        ReasonSpec {
            kinds: &["restricted_misere_one"],
            values: Some(&["pile1", "pile2"]),
            required: &["pile1", "pile2"],
            dependent: &[],
            about: "Restricted Wythoff, m = 1, misere: P iff one pile is 0 and the other odd, or both are even and at least 2.",
        },
    ],
    misere: true,
    sum: false,
    sum_syntax: &[],
    heavy: false,
    splits: false,
    takes: true,
    bounds: &[],
    moves: "as Wythoff's game",
    actions: &[],
    limit: None,
    examples: &[
        Example { parameters: &["3"], position: &["9", "9"] },
        Example { parameters: &["1"], position: &["4", "6"] },
    ],
    refused: &[Refused {
        parameters: &["0"],
        position: &["4", "6"],
        misere: false,
        kind: ErrorKind::Input,
        says: "must be at least 1",
    }],
    presets: &[],
    python: ">>> restricted(2).status(3, 3).outcome\n'P'",
};

two_pile_playable!(Restricted);

impl GameKind for RestrictedKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn build(&self, spec: &GameSpec, _: &Limits) -> Result<Box<dyn Solved>, Error> {
        let game = Restricted::new(spec.game.number(0).clone(), spec.rule).expect("m ≥ 1 (validated)");
        let p = &spec.position;
        Ok(ready(game, [p[0].clone(), p[1].clone()]))
    }

    /// By the mex rule ([`wythoff::restricted_grundy::table`]).
    fn grundy_square(&self, game: &Game, side: usize) -> Option<Result<Vec<u32>, Error>> {
        let m = u64::try_from(game.number(0)).unwrap_or(u64::MAX);
        Some(Ok(wythoff::restricted_grundy::table(m, side)))
    }
}
