//! Lasker's Nim in the registry ([`wythoff::lasker_nim`]): heaps, a move takes
//! from one heap or splits it in two; values by Lasker's closed form.

use wythoff::Natural;
use wythoff::lasker_nim::LaskerNim;

use super::take_break::{BreakKind, MOVES, SEQUENCE, VALUES_LIMIT};
use crate::game_kind::{Entry, Example, Game, Refused, Shape, SumSyntax};
use crate::{Error, ErrorKind, Limits};

/// Lasker's Nim.
pub struct LaskerNimKind;

/// Lasker's Nim, as the list holds it.
pub static LASKER_NIM: LaskerNimKind = LaskerNimKind;

static ENTRY: Entry = Entry {
    name: "lasker_nim",
    title: "Lasker's Nim",
    command: Some("lasker-nim"),
    about: "Lasker's Nim: heaps; a move takes any positive number from one heap, or splits a heap in two",
    help: r#"The values follow Lasker's closed form (G(n) = n for n = 1, 2 mod 4, n + 1 for 3, n - 1
for 0), so status answers heaps of any size; moves tries every split, for heaps up to
1,000,000. Misère play: positions of at most 40 tokens by the definition, larger ones
through the game's misère quotient where it reaches every heap within the misère step
limit (--misere-steps); genus H and quotient N as for every heap game.

Examples:
  $ wythoff lasker-nim moves 2 2 3
  N: the player to move wins (normal play); 1 winning move:
  take 3 from heap 3: 3 → 0
  why: the heaps' values XOR to 2 ⊕ 2 ⊕ 4 = 4, not 0: the player to move loses exactly when it is 0 (Lasker's Nim's values: G(n) = n for n ≡ 1, 2 (mod 4), n + 1 for n ≡ 3, n − 1 for n ≡ 0 (Lasker 1931))

  $ wythoff lasker-nim --misere moves 2 3
  N: the player to move wins (misère play); 1 winning move:
  take 1 from heap 2: 3 → 2
  why: every position reachable from these 5 tokens was searched (misère play has no rule by values): a move leads to a position the next player loses, or no move is left

  $ wythoff lasker-nim sequence 12
  0 1 2 4 3 5 6 8 7 9 10 12"#,
    numbers: "The heaps (for sequence: how many values)",
    parameters: &[],
    shape: Shape::List { key: "heaps", min: 1, max: None },
    derived: &[],
    reasons: super::take_break::REASONS,
    misere: true,
    sum: true,
    sum_syntax: &[SumSyntax {
        written: r#"lasker_nim(H1,H2,…)"#,
        about: r#"Lasker's Nim: take from a heap, or split one in two"#,
        example: r#"lasker_nim(3,4)"#,
    }],
    heavy: true,
    splits: true,
    takes: true,
    bounds: &["take_break_moves_heap"],
    moves: MOVES,
    actions: &[SEQUENCE, crate::misere::GENUS, crate::misere::QUOTIENT],
    limit: Some(VALUES_LIMIT),
    examples: &[
        Example { parameters: &[], position: &["2", "2", "3"] },
        Example { parameters: &[], position: &["3", "3"] },
        Example { parameters: &[], position: &["10", "3"] },
    ],
    refused: &[Refused {
        parameters: &[],
        position: &["60", "60"],
        misere: true,
        kind: ErrorKind::Limit,
        says: "at most 40 tokens",
    }],
    presets: &[],
    python: ">>> lasker_nim().status(2, 2, 3).grundy\n4",
};

impl BreakKind for LaskerNimKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    type Rule = LaskerNim;

    fn rule(&self, _: &Game, _: &Natural, _: bool, _: &Limits) -> Result<LaskerNim, Error> {
        Ok(LaskerNim)
    }
}
