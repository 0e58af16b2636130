//! Octal games in the registry ([`wythoff::octal`]): heaps, a code; values by
//! the period proven by Guy and Smith's theorem where the search finds one;
//! the values (`sequence N`) and the period (`period`); Kayles and Dawson's
//! Kayles by name.

use wythoff::Natural;
use wythoff::octal::{Octal, Work};

use super::take_break::{BreakKind, HEAPS, MOVES, SEQUENCE, VALUES_LIMIT};
use crate::analysis::GameInfo;
use crate::game_kind::{
    Acted, ActionSpec, Entry, Example, FlagSpec, Game, ParameterKind, ParameterSpec, Preset, Refused,
    Request, Shape, SumSyntax,
};
use crate::limits::grouped;
use crate::listing::OctalPeriod;
use crate::misere::{GENUS, QUOTIENT};
use crate::octal_atlas::{OCTAL_ATLAS_PATH, OctalAtlas};
use crate::values_file::EngineGame;
use crate::{Error, ErrorKind, Limits};
use wythoff::game::{Arg, Parameter};

/// How a period from the atlas was proven, as a reason gives it after
/// "checked to heap N".
const ATLAS_PROOF: &str = "when the atlas (docs/atlas/octal.tsv) was built";

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
computed (--limit). Past them, a period the atlas (docs/atlas/octal.tsv) proved
answers, from the values through its first period (--limit raised to that many). A
heap's moves (every split) are tried one by one up to heaps of 1,000,000. Misère
play: positions of at most 40 tokens by the definition, larger ones through the
game's misère quotient where it reaches every heap within the misère step limit
(--misere-steps; any size where it is certified): the quotients of the misère atlas
(docs/atlas/misere-quotients.txt: every certified two-digit code, Kayles among them,
and Dawson's Kayles to heap 33) answer at once; `wythoff sum --misere` the same for
sums. genus H: heap H's genus and misère canonical form (Conway), written as CGSuite
writes them. quotient N: the misère quotient of heaps 1 to N (Plambeck and Siegel),
proven: presentation, P-portion, each heap's element, whether it holds for every heap,
and test sums that tell every two elements apart.
Named codes: --preset kayles (0.77) and --preset dawsons_kayles (0.07).

Examples:
  $ wythoff octal --code 0.77 moves 4 5
  N: the player to move wins (normal play); 1 winning move:
  take 1 from heap 2: 5 → 4
  why: the heaps' values XOR to 1 ⊕ 4 = 5, not 0: the player to move loses exactly when it is 0 (the values of 0.77 repeat with period 12 from heap 71, proven by Guy and Smith's theorem, checked to heap 167)

  $ wythoff octal --code .07 status 1000000000000000000000000000000
  N: the player to move wins (normal play)
  why: the heap's value is 1, not 0: the player to move loses exactly when it is 0 (the values of 0.07 repeat with period 34 from heap 53, proven by Guy and Smith's theorem, checked to heap 175)

  $ wythoff octal --code 0.16 status 1000000000000000000000000000000 --limit 254810
  N: the player to move wins (normal play)
  why: the heap's value is 4, not 0: the player to move loses exactly when it is 0 (the values of 0.16 repeat with period 149459 from heap 105351, proven by Guy and Smith's theorem, checked to heap 509621 when the atlas (docs/atlas/octal.tsv) was built; the values through its first period computed here)

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

  $ wythoff octal --preset dawsons_kayles genus 12
  heap 12: genus 2^0520, misère canonical form *[(2[2]21)2[3]0] (birthday 6)
  misère value 0: P, the player to move loses this heap alone in misère play

  $ wythoff octal --code 0.75 quotient 30
  misère quotient of heaps 1 to 30: order 8, P-portion {a, b²}
  presentation ⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩
  heaps 1:a 2:b 3:a 4:b 5:c 6:b 7:c 8:b 9:ab² 10:b 11:ab² 12:b 13:ab² 14:b 15:ab² 16:b 17:ab² 18:b 19:ab² 20:b 21:ab²
  for every heap: the heaps' elements repeat with period 2 from heap 8, checked to heap 21 (Guy and Smith's argument carried to the quotient), so every sum of any heaps is answered by it
  grew at heaps 1, 2, 5
  told apart: 5 test sums tell every two of the 8 elements apart, in 40 sums of at most 10 tokens; all checked by the definition here, so the order is exact

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
    sum_syntax: &[SumSyntax {
        written: r#"octal{CODE}(H1,H2,…)"#,
        about: r#"the octal game with code CODE (octal{0.07}: Dawson's Kayles), its heaps as one component"#,
        example: r#"octal{0.07}(20)"#,
    }],
    heavy: true,
    splits: true,
    takes: true,
    bounds: &["take_break_moves_heap", "take_break_values"],
    moves: MOVES,
    actions: &[
        SEQUENCE,
        GENUS,
        QUOTIENT,
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
        Preset {
            name: "kayles",
            title: "Kayles",
            parameters: &["0.77"],
            about: "rows of pins; a move knocks down one pin, or two neighbouring pins, and may leave a row split in two",
        },
        Preset {
            name: "dawsons_kayles",
            title: "Dawson's Kayles",
            parameters: &["0.07"],
            about: "rows of pins; a move knocks down two neighbouring pins, and may leave a row split in two",
        },
    ],
    python: ">>> octal(\"0.77\").moves(4, 5).moves[0].to\n(4, 4)\n>>> octal(\"0.07\").status(10**30).outcome\n'N'\n>>> octal(preset=\"kayles\").status(4, 5).outcome\n'N'",
};

impl BreakKind for OctalKind {
    type Rule = Octal;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    /// The code's values searched for a period, under the values limit and the
    /// step budget; or, for a heap past the values limit where the search
    /// cannot reach the proof the atlas made, the atlas's period with the
    /// values through its first period computed here (refused, naming the
    /// limit it needs, where they are above the values limit).
    fn rule(&self, game: &Game, largest: &Natural, _: bool, limits: &Limits) -> Result<Octal, Error> {
        let code = game.code(0);
        let search =
            || Octal::search(code.clone(), limits.take_break_values, Work::new(limits.take_break_work));
        let within = *largest < Natural::from(limits.take_break_values);
        let Some(c) =
            OctalAtlas::period(code).filter(|c| !within && c.checked_to >= limits.take_break_values as u64)
        else {
            return Ok(search());
        };
        let need = c.period.preperiod + c.period.period;
        if need > limits.take_break_values as u64 {
            let args = vec![
                ("path", Arg::Notation(OCTAL_ATLAS_PATH.into())),
                ("code", Arg::Notation(code.to_string())),
                ("period", Arg::Notation(grouped(c.period.period))),
                ("pre", Arg::Notation(grouped(c.period.preperiod))),
                ("need", Arg::Notation(grouped(need))),
                ("now", Arg::Notation(grouped(limits.take_break_values as u64))),
                ("most", Arg::Notation(grouped(limits.max_take_break_values as u64))),
            ];
            return Err(Error::of(ErrorKind::Limit, "error_atlas_values", args).keyed("take_break_values"));
        }
        let from_atlas =
            Octal::with_period(code.clone(), c, ATLAS_PROOF, &mut Work::new(limits.take_break_work));
        Ok(from_atlas.unwrap_or_else(search))
    }

    fn engine(&self) -> Option<fn(&Game) -> EngineGame> {
        Some(|game| EngineGame {
            info: GameInfo {
                name: ENTRY.name,
                rule: wythoff::Rule::Normal,
                parameters: vec![("code", Parameter::Text(game.code(0).to_string()))],
            },
            moves: game.code(0).engine_moves(),
        })
    }

    /// The code's moves alone: no values are needed.
    fn heap_moves(&self, game: &Game, _: &Limits) -> Result<Box<dyn wythoff::misere::HeapOptions>, Error> {
        Ok(Box::new(game.code(0).clone()))
    }

    /// `period`: of the normal-play values.
    fn other(&self, _: &ActionSpec, request: &Request) -> Result<Acted, Error> {
        if request.rule == wythoff::Rule::Misere {
            return Err(Error::of(ErrorKind::Usage, "error_period_misere", Vec::new()));
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
