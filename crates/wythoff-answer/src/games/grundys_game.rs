//! Grundy's game in the registry ([`wythoff::grundys_game`]): heaps, a move
//! splits a heap into two of different sizes; values computed up to the
//! largest heap (no period is known), and listed (`sequence N`).

use wythoff::Natural;
use wythoff::game::Arg;
use wythoff::grundys_game::GrundysGame;
use wythoff::octal::Work;

use super::take_break::{BreakKind, MOVES, SEQUENCE, VALUES_LIMIT};
use crate::analysis::GameInfo;
use crate::game_kind::{Entry, Example, Game, Refused, Shape, SumSyntax};
use crate::limits::{brief, grouped};
use crate::values_file::EngineGame;
use crate::{Error, ErrorKind, Limits};
use wythoff::rare_common::HeapMoves;

/// Grundy's game.
pub struct GrundysGameKind;

/// Grundy's game, as the list holds it.
pub static GRUNDYS_GAME: GrundysGameKind = GrundysGameKind;

static ENTRY: Entry = Entry {
    name: "grundys_game",
    title: "Grundy's game",
    command: Some("grundys-game"),
    about: "Grundy's game: heaps; a move splits a heap into two heaps of different sizes",
    help: r#"No period of Grundy's game is known, so its values are computed up to the largest heap
(--limit, at most 16,777,216; by the rare/common engine) and nothing beyond is
answered. Misère play: positions of at most 40 tokens by the definition, larger ones
through the game's misère quotient where it reaches every heap within the misère step
limit (--misere-steps). A long
run goes to a file: `sequence N --out FILE` writes the values (a short header,
then a byte or two each) as they are computed, saving as the count doubles, and
`--resume FILE` goes on from one (at most 4,294,967,296 values; about 300 MiB
of memory whatever N, the rest read back from the file).

Examples:
  $ wythoff grundys-game moves 5 6
  N: the player to move wins (normal play); 2 winning moves:
  split heap 1: 5 → 2 + 3
  split heap 2: 6 → 1 + 5
  why: the heaps' values XOR to 2 ⊕ 1 = 3, not 0: the player to move loses exactly when it is 0 (Grundy's game's values computed for heaps 0 to 6; no period is known, so nothing beyond is answered)

  $ wythoff grundys-game sequence 20
  0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3

  $ wythoff grundys-game sequence 100000 --out grundy.values
  wrote G(0) to G(99999) to grundy.values (100,000 values, 1 byte each)
  largest value 230, last at heap 45,668; last zero at heap 1,222; 1,273 sparse heaps in the space 254 flip (as the atlas writes it), the last at heap 82,860

  $ wythoff grundys-game status 1000000
  wythoff: error: Grundy's game has no known period, so its values are computed up to the largest heap, here 1000000: beyond the values limit of 16,384 values, which may be raised to 16,777,216 (raise it with --limit)"#,
    numbers: "The heaps (for sequence: how many values)",
    parameters: &[],
    shape: Shape::List { key: "heaps", min: 1, max: None },
    derived: &[],
    reasons: super::take_break::REASONS,
    misere: true,
    sum: true,
    sum_syntax: &[SumSyntax {
        written: r#"grundys_game(H1,H2,…)"#,
        about: r#"Grundy's game: split a heap into two unequal heaps (heaps within the values computed)"#,
        example: r#"grundys_game(7)"#,
    }],
    heavy: true,
    splits: true,
    takes: false,
    bounds: &["take_break_moves_heap", "take_break_values"],
    moves: MOVES,
    actions: &[SEQUENCE, crate::misere::GENUS, crate::misere::QUOTIENT],
    limit: Some(VALUES_LIMIT),
    examples: &[
        Example { parameters: &[], position: &["7"] },
        Example { parameters: &[], position: &["5", "6"] },
    ],
    refused: &[Refused {
        parameters: &[],
        position: &["1000000"],
        misere: false,
        kind: ErrorKind::Limit,
        says: "beyond the values limit",
    }],
    presets: &[],
    python: ">>> grundys_game().moves(5, 6).moves[1].to\n(5, 1, 5)",
};

impl BreakKind for GrundysGameKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    type Rule = GrundysGame;

    fn engine(&self) -> Option<fn(&Game) -> EngineGame> {
        Some(|_| EngineGame {
            info: GameInfo { name: ENTRY.name, rule: wythoff::Rule::Normal, parameters: vec![] },
            moves: HeapMoves::grundys_game(),
        })
    }

    /// The values computed up to `largest` (none in misère play, which
    /// searches the moves alone), under the values limit and the step budget.
    fn rule(&self, _: &Game, largest: &Natural, misere: bool, limits: &Limits) -> Result<GrundysGame, Error> {
        let len = usize::try_from(largest).ok().and_then(|n| n.checked_add(1));
        let len = match (misere, len) {
            (true, _) => 0,
            (false, Some(len)) if len <= limits.take_break_values => len,
            (false, _) => {
                let args = vec![
                    ("largest", Arg::Notation(brief(largest))),
                    ("now", Arg::Notation(grouped(limits.take_break_values as u64))),
                    ("most", Arg::Notation(grouped(limits.max_take_break_values as u64))),
                ];
                return Err(
                    Error::of(ErrorKind::Limit, "error_grundys_values", args).keyed("take_break_values")
                );
            }
        };
        let heaps = GrundysGame::within(len, &mut Work::new(limits.take_break_work));
        if heaps.values().len() < len {
            let args = vec![
                ("largest", Arg::Notation(brief(largest))),
                ("limit", Arg::Notation(grouped(limits.take_break_work))),
                ("last", Arg::number(heaps.values().len().saturating_sub(1) as u64)),
            ];
            return Err(Error::of(ErrorKind::Limit, "error_grundys_work", args).keyed("take_break_work"));
        }
        Ok(heaps)
    }
}
