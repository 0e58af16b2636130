//! Octal games in the registry ([`wythoff::octal`]): heaps, a code; values by
//! the period proven by Guy and Smith's theorem where the search finds one;
//! the values (`sequence N`) and the period (`period`); Kayles and Dawson's
//! Kayles by name.

use wythoff::Natural;
use wythoff::octal::{Octal, Work};

use super::take_break::{BreakKind, HEAPS, MOVES, SEQUENCE, VALUES_LIMIT};
use crate::game_kind::{
    Acted, ActionSpec, Entry, Example, FlagSpec, Game, ParameterKind, ParameterSpec, Preset, Refused,
    Request, Shape,
};
use crate::listing::OctalPeriod;
use crate::{Error, ErrorKind, Limits};

/// Octal games.
pub struct OctalKind;

/// Octal games, as the list holds them.
pub static OCTAL: OctalKind = OctalKind;

static ENTRY: Entry = Entry {
    name: "octal",
    title: "an octal game",
    command: Some("octal"),
    about: "An octal game: heaps; a move removes i tokens from a heap where digit i of the code allows what is left",
    help: r#"Codes as CGSuite writes them, normalised (.07 and 0.070 are 0.07); octal digits only (a
hexadecimal digit, three heaps, is refused). A period is proven by Guy and Smith's
theorem and then answers heaps of any size; without one, heaps within the values
computed (--limit). A heap's moves (every split) are tried one by one up to heaps of
1,000,000. Misère play: positions of at most 40 tokens, by the definition; no sums.
Named codes: --preset kayles (0.77) and --preset dawsons_kayles (0.07).

Examples:
  $ wythoff octal --code 0.77 moves 4 5
  N: the player to move wins (normal play); 1 winning move:
  take 1 from heap 2: 5 → 4
  why: the heaps' values XOR to 1 ⊕ 4 = 5, not 0: the player to move loses exactly when it is 0 (the values of 0.77 repeat with period 12 from heap 71, proven by Guy and Smith's theorem, checked to heap 167)

  $ wythoff octal --code .07 status 1000000000000000000000000000000
  N: the player to move wins (normal play)
  why: the heap's value is 1, not 0: the player to move loses exactly when it is 0 (the values of 0.07 repeat with period 34 from heap 53, proven by Guy and Smith's theorem, checked to heap 175)

  $ wythoff octal --code 0.07 period
  period 34 from heap 53, proven by Guy and Smith's theorem: G(n + 34) = G(n) checked for every n from 53 to 141 (2n0 + p + k - 1, k = 2)
  values from 0: 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3 0 2 1 1 0 4 5 2 7 4 0 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 2 3 3 0 1 1 3 0 2 1 1 0 4 5 3 7 4 8 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 9

  $ wythoff octal --code 0.6 period
  no period proven in the values of heaps 0 to 16383 (the values limit raises how many are computed: --limit, or take_break_values in Python); the atlas (docs/atlas/octal.tsv) searched heaps 0 to 1048575 and proved none either

  $ wythoff octal --code 0.77 --misere moves 3 4 5
  N: the player to move wins (misère play); 2 winning moves:
  take 1 from heap 1: 3 → 1 + 1
  take 1 from heap 3: 5 → 1 + 3
  why: every position reachable from these 12 tokens was searched (misère play has no rule by values): a move leads to a position the next player loses, or no move is left

  $ wythoff octal --preset kayles status 4 5
  N: the player to move wins (normal play)
  why: the heaps' values XOR to 1 ⊕ 4 = 5, not 0: the player to move loses exactly when it is 0 (the values of 0.77 repeat with period 12 from heap 71, proven by Guy and Smith's theorem, checked to heap 167)

  $ wythoff octal -c 0.07 sequence 12 --json
  {"game":"octal","parameters":{"code":"0.07"},"rule":"normal","values":["0","0","1","1","2","0","3","1","1","0","3","3"]}"#,
    numbers: HEAPS,
    parameters: &[ParameterSpec {
        key: "code",
        flag: "--code",
        short: Some('c'),
        kind: ParameterKind::Code,
        about: "the octal code d0.d1d2…: digit i says what taking i may leave (1 nothing, 2 one heap, 4 two heaps)",
        default: "0.77",
    }],
    shape: Shape::List { key: "heaps", min: 1, max: None },
    derived: &[],
    reasons: super::take_break::REASONS,
    misere: true,
    sum: true,
    heavy: true,
    splits: true,
    takes: true,
    bounds: &["take_break_moves_heap", "take_break_values"],
    moves: MOVES,
    actions: &[
        SEQUENCE,
        ActionSpec {
            name: "period",
            about: "The period proven by Guy and Smith's theorem, or that none is in the values computed",
            numbers: 0,
            flags: &[FlagSpec {
                long: "recheck",
                value: "",
                about: "period: search the code again as the atlas did (docs/atlas/octal.tsv, up to a minute or two) and compare its row",
                default: None,
                switch: true,
            }],
        },
    ],
    limit: Some(VALUES_LIMIT),
    examples: &[
        Example { parameters: &["0.77"], position: &["4", "5"] },
        Example { parameters: &["0.07"], position: &["20"] },
        Example { parameters: &["4.7"], position: &["9", "7"] },
    ],
    refused: &[Refused {
        parameters: &["0.8"],
        position: &["5"],
        misere: false,
        kind: ErrorKind::Input,
        says: "'0.8'",
    }],
    presets: &[
        Preset { name: "kayles", title: "Kayles", parameters: &["0.77"] },
        Preset { name: "dawsons_kayles", title: "Dawson's Kayles", parameters: &["0.07"] },
    ],
    python: ">>> octal(\"0.77\").moves(4, 5).moves[0].to\n(4, 4)\n>>> octal(\"0.07\").status(10**30).outcome\n'N'\n>>> octal(preset=\"kayles\").status(4, 5).outcome\n'N'",
};

impl BreakKind for OctalKind {
    type Rule = Octal;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn title(&self, game: &Game) -> String {
        format!("The octal game {}", game.code(0))
    }

    /// The code's values searched for a period, under the values limit and the
    /// step budget (the same search, whichever heaps are asked about).
    fn rule(&self, game: &Game, _: &Natural, _: bool, limits: &Limits) -> Result<Octal, Error> {
        Ok(Octal::search(game.code(0).clone(), limits.take_break_values, Work::new(limits.take_break_work)))
    }

    /// `period`: of the normal-play values.
    fn other(&self, _: &ActionSpec, request: &Request) -> Result<Acted, Error> {
        if request.rule == wythoff::Rule::Misere {
            return Err(Error::usage(
                "period is of the normal-play values (misère play has no rule by values)",
            ));
        }
        let code = request.game.code(0);
        let answer = if request.switch("recheck") {
            OctalPeriod::recheck(code, request.limits)?
        } else {
            OctalPeriod::search(code, request.limits)
        };
        Ok(Acted::Answer(Box::new(answer)))
    }
}
