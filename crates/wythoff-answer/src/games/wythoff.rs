//! Wythoff's game in the registry ([`wythoff::wythoff`]): two piles, its
//! questions the command's own (`wythoff status 4 7`), a sum component through
//! the proven Grundy rows where one pile is within them.

use wythoff::Natural;
use wythoff::wythoff::Wythoff;
use wythoff::wythoff_grundy::{DirectPosition, WythoffPosition, window_steps};

use crate::game_kind::{Entry, Example, GameKind, GameSpec, ReasonSpec, Shape, Solved, SumSyntax, ready};
use crate::game_kind::{Needs, Planned, SharedPart, Tables};
use crate::grundy::direct_within_limits;
use crate::play::two_pile_playable;
use crate::{Error, Limits};

/// Wythoff's game.
pub struct WythoffKind;

/// Wythoff's game, as the list holds it.
pub static WYTHOFF: WythoffKind = WythoffKind;

static ENTRY: Entry = Entry {
    name: "wythoff",
    title: "Wythoff's game",
    command: None,
    about: "Wythoff's game: two piles; a move takes any positive number from one pile, or the same positive number from both",
    help: "",
    numbers: "The two piles",
    parameters: &[],
    shape: Shape::Named(&["a", "b"]),
    derived: &[],
    reasons: &[ReasonSpec {
        kinds: &["wythoff_difference", "wythoff_misere_exception"],
        values: Some(&["difference", "expected_smaller", "smaller", "larger"]),
        required: &["difference", "expected_smaller", "smaller", "larger"],
        dependent: &[],
        about: "Wythoff: with x <= y the piles and k = y - x, the position is P iff x is the smaller pile of the P-position with difference k (floor(k phi), or misere play's exceptions for k <= 1).",
    }],
    misere: true,
    sum: true,
    sum_syntax: &[SumSyntax {
        written: r#"wythoff(A,B)"#,
        about: r#"Wythoff's game, as `grundy A B` answers it (one pile at most 100, else 10^9 steps)"#,
        example: r#"wythoff(3,5)"#,
    }],
    heavy: false,
    splits: false,
    takes: true,
    bounds: &[],
    moves: "`1 K` takes K from pile 1, `2 K` from pile 2, `b K` K from both, `to X Y` names the position to move to",
    actions: &[],
    limit: None,
    examples: &[
        Example { parameters: &[], position: &["4", "7"] },
        Example { parameters: &[], position: &["5", "5"] },
        Example { parameters: &[], position: &["0", "0"] },
        Example { parameters: &[], position: &["123456789012345678901234567890", "3"] },
    ],
    // Two piles of any size are always a position: nothing for the registry to refuse.
    refused: &[],
    presets: &[],
    python: "",
};

two_pile_playable!(Wythoff);

impl GameKind for WythoffKind {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }

    fn build(&self, spec: &GameSpec, _: &Limits) -> Result<Box<dyn Solved>, Error> {
        let p = &spec.position;
        Ok(ready(Wythoff { rule: spec.rule }, [p[0].clone(), p[1].clone()]))
    }

    fn grundy_square(&self, _: &crate::game_kind::Game, side: usize) -> Option<Result<Vec<u32>, Error>> {
        Some(Ok(grundy_square(side)))
    }

    /// As `grundy` answers: through the proven rows where one pile is within
    /// them (one set of rows for the whole sum), else from the rules within
    /// the limit on a direct value's steps.
    fn component(&self, spec: &GameSpec, limits: &Limits) -> Result<Planned, Error> {
        let p = &spec.position;
        let small = p[0].clone().min(p[1].clone());
        match usize::try_from(&small).ok().filter(|&r| r <= limits.grundy_period_rows) {
            Some(row) => Ok(Planned::Shared(Box::new(OnRows { row, piles: [p[0].clone(), p[1].clone()] }))),
            None => {
                let (lo, hi) = direct_within_limits(&p[0], &p[1], limits, window_steps)?;
                let piles = if p[0] <= p[1] { [lo, hi] } else { [hi, lo] };
                Ok(Planned::Ready(Box::new(DirectPosition::new(piles))))
            }
        }
    }
}

/// A position whose smaller pile is within the proven rows.
struct OnRows {
    row: usize,
    piles: [Natural; 2],
}

impl SharedPart for OnRows {
    fn need(&self, needs: &mut Needs) {
        needs.rows = Some(needs.rows.map_or(self.row, |r| r.max(self.row)));
    }

    fn place<'a>(&'a self, tables: &'a Tables) -> Box<dyn wythoff::sum::Component + 'a> {
        let rows = tables.rows.as_ref().expect("proven for the rows needed");
        Box::new(WythoffPosition::new(rows, self.piles.clone()).expect("within the rows"))
    }
}

/// G(x, y) of Wythoff's game for x, y below `side`, at `x * side + y`, from
/// its table ([`wythoff::wythoff_grundy::table()`]).
pub fn grundy_square(side: usize) -> Vec<u32> {
    let table = wythoff::wythoff_grundy::table(side);
    (0..side).flat_map(|x| (0..side).map(move |y| (x, y))).map(|(x, y)| table.get(x, y)).collect()
}
