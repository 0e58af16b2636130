//! Multi-pile Wythoff: n ≥ 2 piles, with two rule sets, solved by the engine.
//!
//! **Rules** (seed 000, variant 2).
//! - *one or all*: take any positive amount from one pile, or the same positive
//!   amount from every pile;
//! - *one or any*: take the same positive amount from each pile of any nonempty
//!   set of piles.
//!
//! With two piles both are Wythoff's game. For three or more we know of no
//! closed form (the issue that asked for them says none is known). So a
//! position is answered by solving the whole box
//! below it with [`crate::vector_game`]: every move lowers piles, so the box
//! 0..=x₁ × … × 0..=xₙ holds every position play can reach. Its size is the
//! product of (xᵢ + 1); front ends limit it.
//!
//! ```
//! use wythoff::{game::{ImpartialGame, Outcome, Rule}, multipile_wythoff::{MultiPile, MultiRule}};
//! let game = MultiPile::solve(MultiRule::OneOrAll, Rule::Normal, &[3, 5, 7]).unwrap();
//! let position = vec![3u8.into(), 5u8.into(), 7u8.into()];
//! assert_eq!(game.outcome(&position), Outcome::N);
//! let moves: Vec<String> = game.winning_moves(&position).iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, [
//!     "take 1 from pile 1 → (2, 5, 7)",
//!     "take 1 from pile 2 → (3, 4, 7)",
//!     "take 1 from pile 3 → (3, 5, 6)",
//!     "take 1 from piles 1, 2, 3 → (2, 4, 6)",
//! ]);
//! ```

use std::borrow::Cow;
use std::fmt;

use crate::game::{Arg, Explain, GameMove, ImpartialGame, Outcome, Parameter, Rule, Said, number_args};
use crate::nat::Natural;
use crate::vector_game::{EngineError, Outcomes, VectorRules};

/// Which multi-pile rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MultiRule {
    /// One pile, or every pile.
    OneOrAll,
    /// Any nonempty set of piles.
    OneOrAny,
}

impl MultiRule {
    /// `"one-or-all"` or `"one-or-any"`.
    pub fn as_str(self) -> &'static str {
        match self {
            MultiRule::OneOrAll => "one-or-all",
            MultiRule::OneOrAny => "one-or-any",
        }
    }

    /// May one move take `takes[i]` from pile i? (Some amount t ≥ 1 from each
    /// pile of a set of piles, nothing from the others; the set one pile or all
    /// of them for one-or-all, any nonempty set for one-or-any.)
    ///
    /// ```
    /// use wythoff::multipile_wythoff::MultiRule;
    /// let t = |v: &[u8]| v.iter().map(|&x| x.into()).collect::<Vec<wythoff::Natural>>();
    /// assert!(MultiRule::OneOrAny.allows(&t(&[2, 0, 2])) && !MultiRule::OneOrAll.allows(&t(&[2, 0, 2])));
    /// assert!(MultiRule::OneOrAll.allows(&t(&[3, 3, 3])) && !MultiRule::OneOrAll.allows(&t(&[3, 2, 3])));
    /// ```
    pub fn allows(self, takes: &[Natural]) -> bool {
        let taken: Vec<&Natural> = takes.iter().filter(|t| **t > Natural::ZERO).collect();
        let Some(first) = taken.first() else {
            return false;
        };
        let same = taken.iter().all(|t| t == first);
        same && match self {
            MultiRule::OneOrAll => taken.len() == 1 || taken.len() == takes.len(),
            MultiRule::OneOrAny => true,
        }
    }

    /// The engine's rules for `piles` piles.
    pub fn rules(self, piles: usize) -> VectorRules {
        match self {
            MultiRule::OneOrAll => VectorRules::one_or_all(piles),
            MultiRule::OneOrAny => VectorRules::one_or_any(piles),
        }
    }
}

/// The most piles: one-or-any has 2ⁿ − 1 directions.
pub const MAX_PILES: usize = 12;

/// Multi-pile Wythoff under a play rule, with every position of one box solved.
/// A position is the list of piles; it must lie in the box (see
/// [`MultiPile::solve`]).
#[derive(Clone, Debug)]
pub struct MultiPile {
    multi: MultiRule,
    rules: VectorRules,
    solved: Outcomes,
}

impl MultiPile {
    /// Solves the box below `position` (each side xᵢ + 1).
    pub fn solve(multi: MultiRule, rule: Rule, position: &[u64]) -> Result<MultiPile, EngineError> {
        let sizes: Vec<u64> = position.iter().map(|&x| x.saturating_add(1)).collect();
        MultiPile::solve_box(multi, rule, &sizes)
    }

    /// Solves the box whose sides are `sizes` (positions x with each xᵢ below its side; 2 to [`MAX_PILES`] piles).
    pub fn solve_box(multi: MultiRule, rule: Rule, sizes: &[u64]) -> Result<MultiPile, EngineError> {
        if !(2..=MAX_PILES).contains(&sizes.len()) {
            return Err(EngineError::Rules(format!(
                "multi-pile Wythoff takes 2 to {MAX_PILES} piles, not {}",
                sizes.len()
            )));
        }
        let rules = multi.rules(sizes.len());
        let solved = rules.outcomes(sizes, rule)?;
        Ok(MultiPile { multi, rules, solved })
    }

    /// What solving the box of sides `sizes` costs, computed without solving
    /// it ([`crate::vector_game::VectorRules::outcomes_cost`]).
    pub fn cost(multi: MultiRule, sizes: &[u64]) -> Result<crate::vector_game::Cost, EngineError> {
        if !(2..=MAX_PILES).contains(&sizes.len()) {
            return Err(EngineError::Rules(format!(
                "multi-pile Wythoff takes 2 to {MAX_PILES} piles, not {}",
                sizes.len()
            )));
        }
        multi.rules(sizes.len()).outcomes_cost(sizes)
    }

    /// The rule set.
    pub fn multi(&self) -> MultiRule {
        self.multi
    }

    /// The solved box.
    pub fn outcomes(&self) -> &Outcomes {
        &self.solved
    }

    fn small(position: &[Natural]) -> Vec<u64> {
        position.iter().map(|x| u64::try_from(x).unwrap_or(u64::MAX)).collect()
    }

    fn is_p(&self, x: &[u64]) -> bool {
        self.solved.is_p(x)
    }
}

/// A move of a many-pile game: what it takes from each pile (0 from some), and
/// the position it leads to.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PilesMove {
    /// Taken from each pile.
    pub take: Vec<Natural>,
    /// The position after the move.
    pub to: Vec<Natural>,
}

impl fmt::Display for PilesMove {
    /// "take 2 from piles 1, 3 → (1, 5, 5)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let piles: Vec<usize> = (0..self.take.len()).filter(|&i| self.take[i] > Natural::ZERO).collect();
        let amount = piles.first().map_or(Natural::ZERO, |&i| self.take[i].clone());
        let names: Vec<String> = piles.iter().map(|i| (i + 1).to_string()).collect();
        let word = if piles.len() == 1 { "pile" } else { "piles" };
        let to: Vec<String> = self.to.iter().map(Natural::to_string).collect();
        write!(f, "take {amount} from {word} {} → ({})", names.join(", "), to.join(", "))
    }
}

impl GameMove for PilesMove {
    fn takes(&self) -> Vec<(usize, Natural)> {
        (0..self.take.len())
            .filter(|&i| self.take[i] > Natural::ZERO)
            .map(|i| (i, self.take[i].clone()))
            .collect()
    }

    fn changes(&self) -> Vec<(usize, Natural)> {
        (0..self.take.len())
            .filter(|&i| self.take[i] > Natural::ZERO)
            .map(|i| (i, self.to[i].clone()))
            .collect()
    }

    fn said(&self) -> Said {
        let piles: Vec<usize> = (0..self.take.len()).filter(|&i| self.take[i] > Natural::ZERO).collect();
        let amount = piles.first().map_or(Natural::ZERO, |&i| self.take[i].clone());
        let names: Vec<String> = piles.iter().map(|i| (i + 1).to_string()).collect();
        let to: Vec<String> = self.to.iter().map(Natural::to_string).collect();
        let args = vec![
            ("take", Arg::Number(amount)),
            ("count", Arg::number(piles.len() as u64)),
            ("piles", Arg::Notation(names.join(", "))),
            ("to", Arg::Notation(to.join(", "))),
        ];
        Said::new("move_piles", args)
    }
}

/// Why a position has its outcome: the engine solved the box below it, and
/// either some move leads to a P-position or none does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// The play rule.
    pub rule: Rule,
    /// How many positions the box holds.
    pub cells: Natural,
    /// The number of moves from the position.
    pub moves: Natural,
    /// How many of them lead to P-positions.
    pub to_p: Natural,
}

impl Reason {
    /// Is the position a P-position?
    pub fn is_p(&self) -> bool {
        if self.moves == Natural::ZERO { self.rule == Rule::Normal } else { self.to_p == Natural::ZERO }
    }
}

impl Explain for Reason {
    fn kind(&self) -> &'static str {
        "retrograde_analysis"
    }

    fn values(&self) -> Vec<(&'static str, Natural)> {
        vec![
            ("positions_solved", self.cells.clone()),
            ("moves", self.moves.clone()),
            ("moves_to_p", self.to_p.clone()),
        ]
    }

    fn args(&self) -> Vec<(&'static str, Arg)> {
        let mut args = number_args(self.values());
        args.push(("rule", Arg::Case(self.rule.as_str())));
        args
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let solved = format!("the {} positions below it solved by retrograde analysis", self.cells);
        if self.moves == Natural::ZERO {
            let who = if self.rule == Rule::Normal { "loses" } else { "wins (misère play)" };
            return write!(f, "no move is possible, so the player to move {who}");
        }
        let one = Natural::ONE;
        match (self.to_p == Natural::ZERO, self.moves == one, self.to_p == one) {
            (true, true, _) => write!(f, "{solved}: its one move leads to an N-position"),
            (true, false, _) => write!(f, "{solved}: all {} moves lead to N-positions", self.moves),
            (false, true, _) => write!(f, "{solved}: its one move leads to a P-position"),
            (false, false, true) => {
                write!(f, "{solved}: 1 of its {} moves leads to a P-position", self.moves)
            }
            (false, false, false) => {
                write!(f, "{solved}: {} of its {} moves lead to P-positions", self.to_p, self.moves)
            }
        }
    }
}

impl ImpartialGame for MultiPile {
    type Position = Vec<Natural>;
    type Move = PilesMove;
    type Reason = Reason;

    fn name(&self) -> &'static str {
        "multipile"
    }

    fn rule(&self) -> Rule {
        self.solved.rule()
    }

    fn parameters(&self) -> Vec<(&'static str, Parameter)> {
        vec![
            ("moves", Parameter::Name(self.multi.as_str())),
            ("piles", Parameter::Number(Natural::from(self.rules.dims()))),
        ]
    }

    fn coordinates<'a>(&self, position: &'a Vec<Natural>) -> Cow<'a, [Natural]> {
        Cow::Borrowed(position)
    }

    /// # Panics
    ///
    /// If the position is outside the solved box.
    fn outcome(&self, position: &Vec<Natural>) -> Outcome {
        Outcome::of(self.is_p(&Self::small(position)))
    }

    /// Each target once (two rays may reach the same position), in the engine's
    /// ray order: one pile at a time, then sets of piles.
    fn winning_moves(&self, position: &Vec<Natural>) -> Vec<PilesMove> {
        let x = Self::small(position);
        let mut targets: Vec<Vec<u64>> = Vec::new();
        self.rules.moves(&x, &mut |to, _, _| {
            if self.is_p(to) && !targets.iter().any(|t| t == to) {
                targets.push(to.to_vec());
            }
        });
        targets
            .into_iter()
            .map(|to| PilesMove {
                take: x.iter().zip(&to).map(|(&a, &b)| Natural::from(a - b)).collect(),
                to: to.into_iter().map(Natural::from).collect(),
            })
            .collect()
    }

    fn reason(&self, position: &Vec<Natural>) -> Reason {
        let x = Self::small(position);
        let (mut moves, mut to_p) = (0u64, 0u64);
        self.rules.moves(&x, &mut |to, _, _| {
            moves += 1;
            to_p += u64::from(self.is_p(to));
        });
        let cells: u64 = self.solved.sizes().iter().product();
        Reason { rule: self.rule(), cells: cells.into(), moves: moves.into(), to_p: to_p.into() }
    }
}
