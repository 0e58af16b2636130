//! A position's legal moves, every one, for every game of the registry: what a
//! board or a heap offers to click (the page's previews), an environment's
//! action mask, and `options` in every front end.
//!
//! From the game's own list of its moves where it has one
//! ([`Solved::options`]: the two-pile games,
//! Nim, Bash, subtraction and take-and-break games), in time proportional to
//! the moves; else every position the game could reach, each tested by the
//! game's own check ([`Solved::legal`]): the
//! box below the position, and for a heap and a limit the heaps below it.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;

use crate::analysis::GameInfo;
use crate::json::{Decs, game_entries};
use crate::limits::grouped;
use crate::play::Player;
use crate::registry::{Asked, GameSpec, Shape, Solved};
use crate::{Answer, Error, Limits};

/// The most positions tested one by one for a game that does not list its
/// moves (the box below the position).
pub const MAX_TESTED: u64 = 1 << 18;

/// The most moves listed.
pub const MAX_LISTED: usize = 1 << 16;

impl GameSpec {
    /// Every position one move away, each once, as
    /// [`check`](GameSpec::check) takes them (see the module).
    ///
    /// ```
    /// use wythoff::Rule;
    /// use wythoff_answer::{Limits, registry::GameSpec};
    /// let limits = Limits::default();
    /// let mut query = vec![("max_take", "2"), ("n", "5")];
    /// let spec = GameSpec::from_query("bash", Rule::Normal, &mut query, &limits).unwrap();
    /// let to: Vec<String> = spec.options(&limits).unwrap().iter().map(|p| p[0].to_string()).collect();
    /// assert_eq!(to, ["4", "3"]);
    /// ```
    pub fn options(&self, limits: &Limits) -> Result<Vec<Vec<Natural>>, Error> {
        self.options_of(&*self.solved_for_options(limits)?)
    }

    /// The game built for listing its moves, once the question is allowed.
    fn solved_for_options(&self, limits: &Limits) -> Result<Box<dyn Solved>, Error> {
        self.check_asked(Asked::Check, limits)?;
        self.build(limits)
    }

    /// [`options`](GameSpec::options), from the game built.
    fn options_of(&self, solved: &dyn Solved) -> Result<Vec<Vec<Natural>>, Error> {
        let options = match solved.options() {
            Some(options) => options,
            None => {
                let candidates = self.below()?;
                let legal = solved.legal(&candidates);
                candidates.into_iter().zip(legal).filter_map(|(to, ok)| ok.then_some(to)).collect()
            }
        };
        if options.len() > MAX_LISTED {
            return Err(Error::limit(format!(
                "the position has {} moves; at most {} are listed",
                grouped(options.len() as u64),
                grouped(MAX_LISTED as u64)
            )));
        }
        Ok(options)
    }

    /// Every position a move could reach in a game that does not list its
    /// moves: each coordinate at most the position's (and not all equal); a
    /// heap and a limit give the heaps below. A limit error past
    /// [`MAX_TESTED`] positions.
    fn below(&self) -> Result<Vec<Vec<Natural>>, Error> {
        let heap_only = matches!(self.game.entry().shape, Shape::HeapAndLimit { .. });
        let top = if heap_only { &self.position[..1] } else { &self.position[..] };
        let too_many = || {
            Error::limit(format!(
                "{}: its moves are found by testing each position below this one, at most {} of them",
                self.game.entry().title,
                grouped(MAX_TESTED)
            ))
        };
        let top: Vec<u64> =
            top.iter().map(|n| u64::try_from(n).map_err(|_| too_many())).collect::<Result<_, _>>()?;
        let count = top.iter().try_fold(1u64, |c, &t| c.checked_mul(t + 1)).filter(|&c| c <= MAX_TESTED + 1);
        count.ok_or_else(too_many)?;
        let mut positions = Vec::new();
        let mut to = vec![0u64; top.len()];
        'all: loop {
            if to != top {
                positions.push(to.iter().map(|&n| Natural::from(n)).collect());
            }
            for j in (0..to.len()).rev() {
                if to[j] < top[j] {
                    to[j] += 1;
                    continue 'all;
                }
                to[j] = 0;
            }
            break;
        }
        Ok(positions)
    }
}

/// A position's legal moves, each with its words: the answer of `options`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionsAnswer {
    /// The game.
    pub game: GameInfo,
    /// The position.
    pub position: Vec<Natural>,
    /// The position in the game's words.
    pub shown: String,
    /// Each move: the whole position it leads to (a heap with its limit), and
    /// the move in words.
    pub moves: Vec<(Vec<Natural>, String)>,
}

impl OptionsAnswer {
    /// Every legal move from `spec`'s position (see [`GameSpec::options`]),
    /// each in the words `check` gives it.
    ///
    /// ```
    /// use wythoff::Rule;
    /// use wythoff_answer::{Answer, Limits, options::OptionsAnswer, registry::GameSpec};
    /// let limits = Limits::default();
    /// let mut query = vec![("preset", "kayles"), ("heaps", "3")];
    /// let spec = GameSpec::from_query("octal", Rule::Normal, &mut query, &limits).unwrap();
    /// let answer = OptionsAnswer::new(&spec, &limits).unwrap();
    /// assert_eq!(answer.moves.len(), 3); // 2, 1 and 1, 1
    /// assert!(answer.text().starts_with("3 legal moves from heaps 3:\n"), "{}", answer.text());
    /// ```
    pub fn new(spec: &GameSpec, limits: &Limits) -> Result<OptionsAnswer, Error> {
        let solved = spec.solved_for_options(limits)?;
        let options = spec.options_of(&*solved)?;
        let mut moves = Vec::with_capacity(options.len());
        for to in options {
            // The whole position after the move (a heap and its limit).
            let checked = solved.check(to, Player::Human)?;
            moves.push((checked.to, checked.text));
        }
        Ok(OptionsAnswer {
            game: solved.info(),
            position: spec.position.clone(),
            shown: solved.shown(),
            moves,
        })
    }
}

impl Serialize for OptionsAnswer {
    /// `{game, parameters, rule, position, moves: [{to, text}]}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Move<'a>(&'a [Natural], &'a str);
        impl Serialize for Move<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(2))?;
                map.serialize_entry("to", &Decs(self.0))?;
                map.serialize_entry("text", self.1)?;
                map.end()
            }
        }
        let mut map = serializer.serialize_map(Some(5))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("position", &Decs(&self.position))?;
        let moves: Vec<Move<'_>> = self.moves.iter().map(|(to, text)| Move(to, text)).collect();
        map.serialize_entry("moves", &moves)?;
        map.end()
    }
}

impl Answer for OptionsAnswer {
    /// A line saying how many, then one line a move.
    fn text(&self) -> String {
        let n = self.moves.len();
        let mut text = format!("{n} legal move{} from {}:\n", if n == 1 { "" } else { "s" }, self.shown);
        for (_, words) in &self.moves {
            text.push_str(words);
            text.push('\n');
        }
        text
    }
}
