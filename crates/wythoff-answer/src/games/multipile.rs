//! Multi-pile Wythoff in the registry ([`wythoff::multipile_wythoff`]): two to
//! twelve piles, solved by the engine below the position asked about; its
//! P-positions listed (`positions --max M --piles K`).

use rand_chacha::ChaCha8Rng;
use wythoff::Natural;
use wythoff::game::{Arg, Rule};
use wythoff::multipile_wythoff::{MAX_PILES, MultiPile, MultiRule, PilesMove};
use wythoff::nim::Nim;

use crate::analysis::GameInfo;
use crate::game_kind::{
    Acted, ActionSpec, Choice, Entry, Example, FlagSpec, Game, GameKind, GameSpec, Listing, ParameterKind,
    ParameterSpec, ReasonSpec, Refused, Request, Shape, Solved, ready,
};
use crate::listing::write_box_positions;
use crate::play::{Playable, heaps_picture, not_a_move, number};
use crate::{Error, ErrorKind, Format, Limits};

/// Multi-pile Wythoff.
pub struct MultipileKind;

/// Multi-pile Wythoff, as the list holds it.
pub static MULTIPILE: MultipileKind = MultipileKind;

const RULES: [Choice; 2] = [
    Choice { name: "one-or-all", about: "Any amount from one pile, or the same amount from every pile" },
    Choice { name: "one-or-any", about: "The same amount from each pile of any nonempty set of piles" },
];

static ENTRY: Entry = Entry {
    name: "multipile",
    title: "multi-pile Wythoff",
    command: Some("multipile"),
    about: "Multi-pile Wythoff (two to twelve piles), solved exactly by retrograde analysis",
    help: r#"No closed form is known: each answer solves every position below the one asked
about (the box of (x₁+1)·…·(xₙ+1) positions, at most 268,435,456; for positions,
(--max+1)^piles).

Examples:
  $ wythoff multipile --rule one-or-all moves 3 5 7
  N: the player to move wins (normal play); 4 winning moves:
  take 1 from pile 1 → (2, 5, 7)
  take 1 from pile 2 → (3, 4, 7)
  take 1 from pile 3 → (3, 5, 6)
  take 1 from piles 1, 2, 3 → (2, 4, 6)
  why: the 192 positions below it solved by retrograde analysis: 4 of its 18 moves lead to P-positions

  $ wythoff multipile --rule one-or-any positions --max 3
  0 0 0
  0 1 2
  1 3 3

  $ wythoff multipile --rule one-or-any --misere status 1 1 1 --json
  {"game":"multipile","parameters":{"moves":"one-or-any","piles":"3"},"rule":"misere","position":["1","1","1"],"outcome":"N","grundy":null,"reason":{"kind":"retrograde_analysis","values":{"positions_solved":"8","moves":"7","moves_to_p":"3"},"text":"the 8 positions below it solved by retrograde analysis: 3 of its 7 moves lead to P-positions"},"moves":null}"#,
    numbers: "The piles, two to twelve (status, moves, computer)",
    parameters: &[ParameterSpec {
        key: "moves",
        flag: "--rule",
        short: None,
        kind: ParameterKind::Choice(&RULES),
        about: "which moves besides one pile: one-or-all or one-or-any",
        default: "one-or-all",
    }],
    shape: Shape::List { key: "piles", min: 2, max: Some(MAX_PILES) },
    derived: &[("piles", "how many piles")],
    reasons: &[ReasonSpec {
        kinds: &["retrograde_analysis"],
        values: Some(&["positions_solved", "moves", "moves_to_p"]),
        required: &["positions_solved", "moves", "moves_to_p"],
        dependent: &[],
        about: "Multi-pile Wythoff: the box below the position solved by retrograde analysis; P iff no move leads to a P-position (a position with no move: P in normal play, N in misere play).",
    }],
    misere: true,
    sum: false,
    sum_syntax: &[],
    heavy: true,
    splits: false,
    takes: true,
    bounds: &["engine_cells"],
    moves: "`P K` takes K from pile P, `P Q K` from piles P and Q, `all K` from every pile, `to A B C` names the piles",
    actions: &[ActionSpec {
        name: "positions",
        about: "Every P-position with piles x ≤ y ≤ … ≤ --max",
        numbers: 0,
        flags: &[
            FlagSpec {
                long: "max",
                value: "M",
                about: "positions: the largest pile",
                default: None,
                switch: false,
            },
            FlagSpec {
                long: "piles",
                value: "K",
                about: "positions: how many piles (2 to 12)",
                default: Some("3"),
                switch: false,
            },
        ],
    }],
    limit: None,
    examples: &[
        Example { parameters: &["one-or-all"], position: &["3", "5", "7"] },
        Example { parameters: &["one-or-any"], position: &["1", "1", "1"] },
    ],
    refused: &[Refused {
        parameters: &["one-or-some"],
        position: &["1", "2"],
        misere: false,
        kind: ErrorKind::Usage,
        says: "'one-or-some'",
    }],
    presets: &[],
    python: ">>> multipile().status(1, 1, 1).outcome\n'N'",
};

/// The rule set a game's parameter names.
fn rule_set(game: &Game) -> MultiRule {
    match game.choice(0) {
        "one-or-any" => MultiRule::OneOrAny,
        _ => MultiRule::OneOrAll,
    }
}

/// Multi-pile Wythoff's box of sides `sides` solved, after its size and its
/// cost (memory and steps) are checked against `limits`: what `status`,
/// `moves`, `computer`, `positions` and `play` all solve.
pub fn solve_multipile(
    moves: MultiRule,
    rule: Rule,
    sides: &[Natural],
    limits: &Limits,
) -> Result<MultiPile, Error> {
    let sides = limits.check_engine_box(sides)?;
    limits.check_engine_cost(&MultiPile::cost(moves, &sides)?)?;
    Ok(MultiPile::solve_box(moves, rule, &sides)?)
}

impl GameKind for MultipileKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn build(&self, spec: &GameSpec, limits: &Limits) -> Result<Box<dyn Solved>, Error> {
        let sides: Vec<Natural> = spec.position.iter().map(|x| x + 1u8).collect();
        let game = solve_multipile(rule_set(&spec.game), spec.rule, &sides, limits)?;
        Ok(ready(game, spec.position.clone()))
    }

    fn act(&self, _: &ActionSpec, request: &Request) -> Result<Acted, Error> {
        let Some(max) = request.flag("max") else {
            return Err(Error::of(ErrorKind::Usage, "error_positions_max", Vec::new()));
        };
        let piles = request
            .flag("piles")
            .and_then(|k| usize::try_from(k).ok())
            .filter(|k| (2..=MAX_PILES).contains(k));
        let Some(piles) = piles else {
            return Err(Error::of(
                ErrorKind::Usage,
                "error_piles",
                vec![("most", Arg::number(MAX_PILES as u64))],
            ));
        };
        let side = max + 1u8;
        let game = solve_multipile(rule_set(request.game), request.rule, &vec![side; piles], request.limits)?;
        Ok(Acted::Listing(Box::new(SortedPositions(game))))
    }
}

/// The P-positions of a solved box with piles in order.
struct SortedPositions(MultiPile);

impl Listing for SortedPositions {
    fn write(&self, mut out: &mut dyn std::io::Write, format: Format) -> std::io::Result<()> {
        let sorted = self.0.outcomes().p_positions().filter(|x| x.windows(2).all(|w| w[0] <= w[1]));
        write_box_positions(&mut out, &GameInfo::of(&self.0), sorted, format)
    }
}

impl Playable for MultiPile {
    fn check(&self, from: &Vec<Natural>, to: &Vec<Natural>) -> Result<String, String> {
        if to.len() != from.len() {
            let args = [("count", Arg::number(from.len() as u64)), ("given", Arg::number(to.len() as u64))];
            return Err(crate::words::say("refuse-pile-count", &args));
        }
        if (0..from.len()).any(|i| to[i] > from[i]) {
            return Err(crate::words::say("refuse-only-takes", &[]));
        }
        let takes: Vec<Natural> = (0..from.len()).map(|i| &from[i] - &to[i]).collect();
        if !self.multi().allows(&takes) {
            let rule = match self.multi() {
                MultiRule::OneOrAll => "one-or-all",
                MultiRule::OneOrAny => "one-or-any",
            };
            return Err(crate::words::say("refuse-multipile-rule", &[("rule", Arg::Case(rule))]));
        }
        let m = PilesMove { take: takes, to: to.clone() };
        Ok(crate::words::said(&wythoff::game::GameMove::said(&m)))
    }
    fn can_move(&self, at: &Vec<Natural>) -> bool {
        at.iter().any(|h| *h > Natural::ZERO)
    }
    fn patient(&self, at: &Vec<Natural>) -> Vec<Natural> {
        Nim { rule: Rule::Normal }.patient(at)
    }
    fn random(&self, at: &Vec<Natural>, rng: &mut ChaCha8Rng) -> Vec<Natural> {
        Nim { rule: Rule::Normal }.random(at, rng)
    }
    fn parse(&self, words: &[&str], at: &Vec<Natural>) -> Result<Vec<Natural>, String> {
        let take_from = |piles: &[usize], k: Natural| -> Result<Vec<Natural>, String> {
            let mut to = at.clone();
            for &i in piles {
                if k > at[i] {
                    let args = [
                        ("pile", Arg::number((i + 1) as u64)),
                        ("at", Arg::Number(at[i].clone())),
                        ("k", Arg::Number(k.clone())),
                    ];
                    return Err(crate::words::say("refuse-pile-holds-only", &args));
                }
                to[i] = &at[i] - &k;
            }
            Ok(to)
        };
        match words {
            ["to", rest @ ..] if rest.len() == at.len() => rest.iter().map(|w| number(w)).collect(),
            ["to", rest @ ..] => Err(crate::words::say(
                "refuse-to-piles",
                &[("count", Arg::number(at.len() as u64)), ("given", Arg::number(rest.len() as u64))],
            )),
            ["all", k] => take_from(&(0..at.len()).collect::<Vec<_>>(), number(k)?),
            [piles @ .., k] if !piles.is_empty() => {
                let mut chosen = Vec::new();
                for p in piles {
                    let i: usize = p.parse().map_err(|_| not_a_move(words, "refuse-hint-multipile"))?;
                    if !(1..=at.len()).contains(&i) {
                        return Err(crate::words::say(
                            "refuse-no-such-pile",
                            &[("count", Arg::number(at.len() as u64)), ("pile", Arg::number(i as u64))],
                        ));
                    }
                    if chosen.contains(&(i - 1)) {
                        let args =
                            [("words", Arg::Notation(words.join(" "))), ("pile", Arg::number(i as u64))];
                        return Err(crate::words::say("refuse-pile-twice", &args));
                    }
                    chosen.push(i - 1);
                }
                take_from(&chosen, number(k)?)
            }
            _ => Err(not_a_move(words, "refuse-hint-multipile")),
        }
    }
    fn syntax(&self) -> &'static str {
        "syntax-multipile"
    }
    fn show(&self, at: &Vec<Natural>) -> String {
        crate::play::show_piles(at)
    }
    fn picture(&self, at: &Vec<Natural>) -> Option<String> {
        heaps_picture("pile", at)
    }
    fn position_of(&self, c: &[Natural]) -> Vec<Natural> {
        c.to_vec()
    }
}
