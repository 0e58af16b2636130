//! The learning environment's rules (`wythoff.env.WythoffEnv`): the action
//! numbering, the masks and a whole step (the agent's move checked, the
//! computer's reply), for every game of the registry, in Rust, so that a step
//! costs microseconds. The Python class only adds Gymnasium's spaces and
//! randomness; the games' rules are the registry's ([`Solved`]).
//!
//! The numbering, for a board of side S = `max_size` (every heap below S):
//! - a game that never splits a heap: an action names the position moved to,
//!   its coordinates as the digits of a number in base S, first coordinate
//!   first (Wythoff's game: action x·S + y moves to (x, y)); every move of
//!   every such game is one (Moore's Nim and multi-pile moves that take from
//!   several heaps included). For the Fibonacci game the heap alone: the next
//!   limit follows from the take.
//! - a game that splits heaps (the take-and-break games): action
//!   (i·S + x)·S + y, x ≤ y, leaves x and y in heap i's place (x = 0: the heap
//!   becomes y; x = y = 0: it is taken whole). The observation is the heaps
//!   padded with zeros to `heaps`·S numbers, as many as splits can ever make.

use numpy::{IntoPyArray, PyArray1};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use wythoff::Natural;
use wythoff::game::Rule;
use wythoff_answer::Limits;
use wythoff_answer::play::{Level, Player};
use wythoff_answer::registry::{Game, GameSpec, Shape, Solved};

use crate::{InputError, UsageError, detached, raise};

/// The most actions an environment may have (its masks are this long).
const MOST_ACTIONS: u64 = 1 << 24;

/// How a game's actions are numbered (see the module).
#[derive(Clone, Copy)]
enum Numbering {
    /// The position moved to, `coordinates` digits in base S.
    Targets { coordinates: usize },
    /// Heap i left as x and y.
    Splits,
}

/// One game's environment rules.
#[pyclass(frozen, module = "wythoff._wythoff")]
pub struct Env {
    game: Game,
    rule: Rule,
    size: u64,
    /// Heaps at the start.
    heaps: usize,
    numbering: Numbering,
    /// The observation's length.
    #[pyo3(get)]
    width: usize,
    /// How many actions there are.
    #[pyo3(get)]
    actions: usize,
    limits: Limits,
}

/// A step's position after it, its outcome and its words (see [`Env::step`]).
type Stepped = (Vec<u64>, i8, Option<String>, Option<String>);

/// The outcome of a step, for the Python side.
const GOES_ON: i8 = 0;
const WON: i8 = 1;
const LOST: i8 = -1;
const ILLEGAL: i8 = -2;

#[pymethods]
impl Env {
    /// The environment of `game` with `parameters`, checked now: the game and
    /// its parameters, its rule, and that `max_size` and `heaps` make a space
    /// of at most 2^24 actions. `heaps` (for the games played on any number
    /// of heaps) is 3 by default.
    #[new]
    #[pyo3(signature = (game, parameters, misere, max_size, heaps))]
    fn new(
        game: &str,
        parameters: &Bound<'_, PyDict>,
        misere: bool,
        max_size: &Bound<'_, PyAny>,
        heaps: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Env> {
        let limits = Limits::default();
        let game = crate::spec_game(game, parameters, &limits)?;
        let entry = game.entry();
        let rule = crate::rule(misere);
        if misere && !entry.misere {
            return Err(UsageError::new_err(format!("{} is played in normal play only here", entry.title)));
        }
        let small = |ob: &Bound<'_, PyAny>, what: &str, least: u64| -> PyResult<u64> {
            let n = crate::natural(ob, what, &limits)?;
            match u64::try_from(&n) {
                Ok(n) if n >= least => Ok(n),
                _ => Err(InputError::new_err(format!("{what}: at least {least} and at most {MOST_ACTIONS}"))),
            }
        };
        let size = small(max_size, "max_size", 2)?;
        let asked_heaps = heaps.map(|h| small(h, "heaps", 1)).transpose()?.map(|h| h as usize);
        let (heaps, coordinates) = match entry.shape {
            Shape::Named(keys) => (keys.len(), keys.len()),
            Shape::HeapAndLimit { .. } => (1, 1),
            Shape::List { min, max, .. } => {
                let max = max.unwrap_or(usize::MAX);
                // By default the game's own count where it has one, else 3.
                let asked_heaps = asked_heaps.unwrap_or(if min == max { min } else { 3.clamp(min, max) });
                if asked_heaps < min || asked_heaps > max {
                    return Err(InputError::new_err(format!(
                        "heaps: {} is played with {min} to {} heaps, not {asked_heaps}",
                        entry.title,
                        if max == usize::MAX { "any number of".to_string() } else { max.to_string() }
                    )));
                }
                (asked_heaps, asked_heaps)
            }
        };
        let (numbering, width, actions) = if entry.splits {
            let width = heaps as u64 * size;
            (Numbering::Splits, width, width.saturating_mul(size).saturating_mul(size))
        } else {
            let width =
                if matches!(entry.shape, Shape::HeapAndLimit { .. }) { 2 } else { coordinates as u64 };
            let actions = (0..coordinates).try_fold(1u64, |a, _| a.checked_mul(size)).unwrap_or(u64::MAX);
            (Numbering::Targets { coordinates }, width, actions)
        };
        if actions > MOST_ACTIONS {
            return Err(InputError::new_err(format!(
                "max_size: {size} with {heaps} heaps makes {} actions, more than {MOST_ACTIONS} (2^24); take a smaller max_size",
                if actions == u64::MAX { "too many".to_string() } else { actions.to_string() }
            )));
        }
        Ok(Env {
            game,
            rule,
            size,
            heaps,
            numbering,
            width: width as usize,
            actions: actions as usize,
            limits,
        })
    }

    /// Heaps at the start, and the side S.
    #[getter]
    fn heaps(&self) -> usize {
        self.heaps
    }

    #[getter]
    fn size(&self) -> u64 {
        self.size
    }

    /// A start: the position as the game keeps it (a Fibonacci heap alone
    /// gets its first limit), and whether a move is left. An input error for a
    /// position the game does not have or one beyond the board.
    fn start(&self, py: Python<'_>, position: Vec<u64>) -> PyResult<(Vec<u64>, bool)> {
        if position.len() != self.heaps {
            return Err(InputError::new_err(format!(
                "start: this environment starts from {} number{}, not {}",
                self.heaps,
                if self.heaps == 1 { "" } else { "s" },
                position.len()
            )));
        }
        if let Some(i) = position.iter().position(|&p| p >= self.size) {
            return Err(InputError::new_err(format!(
                "start[{i}]: {} is beyond the board (max_size = {}: every heap below it)",
                position[i], self.size
            )));
        }
        let answer =
            detached(py, || Ok(self.solved(&position)?.computer(Level::Perfect, 0, Player::Computer)))?
                .map_err(raise)?;
        Ok((words(&answer.position), answer.to.is_some()))
    }

    /// The observation of a position: its numbers, padded with zeros.
    fn observe<'py>(&self, py: Python<'py>, position: Vec<u64>) -> Bound<'py, PyArray1<i64>> {
        let mut out: Vec<i64> = position.iter().map(|&p| p as i64).collect();
        out.resize(self.width.max(out.len()), 0);
        out.into_pyarray(py)
    }

    /// The position action `action` moves to from `position`, or None where
    /// it names none (a heap that is not there, a part larger than the heap).
    fn target(&self, position: Vec<u64>, action: u64) -> Option<Vec<u64>> {
        self.decode(&position, action)
    }

    /// Which actions are legal moves from `position`: a bool array.
    /// Where the game lists its moves, in time proportional to them (each
    /// move's position numbered); else every action the numbering can name
    /// below the position, checked.
    fn mask<'py>(&self, py: Python<'py>, position: Vec<u64>) -> PyResult<Bound<'py, PyArray1<bool>>> {
        let mut mask = vec![false; self.actions];
        let options =
            detached(py, || self.solved(&position).map(|solved| solved.options()))?.map_err(raise)?;
        if let Some(options) = options {
            for to in options {
                if let Some(action) = self.encode(&position, &words(&to)) {
                    mask[action as usize] = true;
                }
            }
            return Ok(mask.into_pyarray(py));
        }
        let (index, tos) = self.candidates(&position);
        let legal = detached(py, || Ok(self.solved(&position)?.legal(&tos)))?.map_err(raise)?;
        for (i, ok) in index.into_iter().zip(legal) {
            mask[i] = ok;
        }
        Ok(mask.into_pyarray(py))
    }

    /// A step from `position`: the agent's action checked, then the computer's
    /// reply at `level` (its choices fixed by `seed`). Returns the position
    /// after both, the outcome (0 the game goes on, 1 the agent won, -1 it
    /// lost, -2 the action is not a legal move) and the words: the
    /// computer's reply (none when the agent's move ended the game) or why the
    /// action is illegal, and the end.
    fn step(
        &self,
        py: Python<'_>,
        position: Vec<u64>,
        action: u64,
        level: &str,
        seed: u64,
    ) -> PyResult<Stepped> {
        let level = Level::from_name(level, "opponent").map_err(raise)?;
        let Some(to) = self.decode(&position, action).filter(|to| to.iter().all(|&h| h < self.size)) else {
            let why = format!("action {action} names no position reachable from {position:?}");
            return Ok((position, ILLEGAL, Some(why), None));
        };
        let to = to.iter().map(|&h| Natural::from(h)).collect();
        let checked = detached(py, || self.solved(&position)?.check(to, Player::Human))?;
        let checked = match checked {
            Ok(checked) => checked,
            Err(e) => return Ok((position, ILLEGAL, Some(e.message), None)),
        };
        let after = words(&checked.to);
        let won = |winner: Player| if winner == Player::Human { WON } else { LOST };
        if let Some(end) = checked.end {
            return Ok((after, won(end.winner), None, Some(end.text)));
        }
        let reply = detached(py, || Ok(self.solved(&after)?.computer(level, seed, Player::Computer)))?
            .map_err(raise)?;
        let position = reply.to.as_deref().map_or(after, words);
        match reply.end {
            Some(end) => Ok((position, won(end.winner), reply.text, Some(end.text))),
            None => Ok((position, GOES_ON, reply.text, None)),
        }
    }
}

impl Env {
    /// The game made ready at `position`.
    fn solved(&self, position: &[u64]) -> Result<Box<dyn Solved>, wythoff_answer::Error> {
        let position = position.iter().map(|&p| Natural::from(p)).collect();
        GameSpec::new(self.game.clone(), self.rule, position, &self.limits)?.build(&self.limits)
    }

    fn decode(&self, position: &[u64], action: u64) -> Option<Vec<u64>> {
        let s = self.size;
        if action >= self.actions as u64 {
            return None;
        }
        match self.numbering {
            Numbering::Targets { coordinates } => {
                let mut to = vec![0; coordinates];
                let mut rest = action;
                for place in to.iter_mut().rev() {
                    *place = rest % s;
                    rest /= s;
                }
                Some(to)
            }
            Numbering::Splits => {
                let (i, x, y) = ((action / (s * s)) as usize, action / s % s, action % s);
                let heap = *position.get(i)?;
                if x > y || x + y > heap {
                    return None;
                }
                let mut to = position.to_vec();
                if x == 0 {
                    to[i] = y;
                } else {
                    to.splice(i..=i, [x, y]);
                }
                Some(to)
            }
        }
    }

    /// The action that moves from `from` to `to` (as `check` takes it), None
    /// where the numbering has none (a heap at or past the side).
    fn encode(&self, from: &[u64], to: &[u64]) -> Option<u64> {
        let s = self.size;
        if to.iter().any(|&h| h >= s) {
            return None;
        }
        let action = match self.numbering {
            Numbering::Targets { coordinates } => to.get(..coordinates)?.iter().fold(0u64, |a, &d| a * s + d),
            Numbering::Splits => {
                // Heap i is the first that differs: left as y alone, or as x ≤ y.
                let i = from.iter().zip(to).position(|(a, b)| a != b).unwrap_or(from.len().min(to.len()));
                let (x, y) =
                    if to.len() == from.len() { (0, *to.get(i)?) } else { (*to.get(i)?, *to.get(i + 1)?) };
                (i as u64 * s + x) * s + y
            }
        };
        (action < self.actions as u64).then_some(action)
    }

    /// The actions worth checking from `position` (those whose positions take
    /// only), with the positions they move to.
    fn candidates(&self, position: &[u64]) -> (Vec<usize>, Vec<Vec<Natural>>) {
        let s = self.size;
        let (mut index, mut tos) = (Vec::new(), Vec::new());
        let natural = |v: &[u64]| v.iter().map(|&h| Natural::from(h)).collect::<Vec<_>>();
        match self.numbering {
            Numbering::Targets { coordinates } => {
                // Every position at most `position` in each coordinate (the
                // Fibonacci game's heap alone), but itself.
                let Some(position) = position.get(..coordinates) else { return (index, tos) };
                let top: Vec<u64> = position.iter().map(|&p| p.min(s - 1)).collect();
                let mut to = vec![0u64; coordinates];
                'all: loop {
                    if to != top {
                        index.push(to.iter().fold(0u64, |a, &d| a * s + d) as usize);
                        tos.push(natural(&to));
                    }
                    for j in (0..coordinates).rev() {
                        if to[j] < top[j] {
                            to[j] += 1;
                            continue 'all;
                        }
                        to[j] = 0;
                    }
                    break;
                }
            }
            Numbering::Splits => {
                for (i, &heap) in position.iter().enumerate().take(self.width) {
                    for x in 0..=heap.min(s - 1) {
                        for y in x..=(heap - x).min(s - 1) {
                            let action = (i as u64 * s + x) * s + y;
                            if let Some(to) = self.decode(position, action) {
                                index.push(action as usize);
                                tos.push(natural(&to));
                            }
                        }
                    }
                }
            }
        }
        (index, tos)
    }
}

/// Small coordinates as machine words (an environment's are below its side).
fn words(position: &[Natural]) -> Vec<u64> {
    position.iter().map(|p| u64::try_from(p).unwrap_or(u64::MAX)).collect()
}
