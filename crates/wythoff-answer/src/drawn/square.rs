//! The heat map's values: G(x, y) of Wythoff's game or a-Wythoff for a square
//! of the board from (0, 0).

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::game::Rule;

use crate::analysis::GameInfo;
use crate::json::{Count, game_entries};
use crate::registry::{Game, GameSpec, RawParameter};
use crate::{Answer, Error};

/// The most squares a side of [`GrundySquare`] (the heat map's largest side).
pub const MAX_SQUARE: usize = 256;

/// The Grundy values G(x, y) of a two-pile game (Wythoff's game, a-Wythoff,
/// restricted Wythoff) for x and y below `size`: the values of the heat map,
/// which the page draws on a canvas.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundySquare {
    /// The game in words, with its parameters ("Restricted Wythoff (at most 3
    /// from a pile)").
    pub title: String,
    /// The game's fields (name, parameters, rule) as answers give them.
    pub game: GameInfo,
    /// The side.
    pub size: usize,
    /// G(x, y) at `x * size + y`.
    pub values: Vec<u32>,
}

impl GrundySquare {
    /// The values below `size` (1 to [`MAX_SQUARE`]) for a-Wythoff with this
    /// `a` (1: Wythoff's game, from its table; above: by the engine, which
    /// knows only the moves).
    ///
    /// ```
    /// let square = wythoff_answer::drawn::GrundySquare::new(3, 1).unwrap();
    /// assert_eq!(square.values, vec![0, 1, 2, 1, 2, 0, 2, 0, 1]);
    /// ```
    pub fn new(size: usize, a: u64) -> Result<GrundySquare, Error> {
        if a == 0 {
            return Err(Error::input("a must be at least 1"));
        }
        let game = if a == 1 {
            Game::new("wythoff", Vec::new(), |p| p.key.to_string())
        } else {
            let a = RawParameter::Numbers(vec![Natural::from(a)]);
            Game::new("generalized", vec![a], |p| p.key.to_string())
        }?;
        GrundySquare::of(&game, size)
    }

    /// The values below `size` (1 to [`MAX_SQUARE`]) of a two-pile game of
    /// the registry, as its [`GameKind::grundy_square`](crate::registry::GameKind::grundy_square) gives them.
    ///
    /// ```
    /// use wythoff_answer::registry::{Game, RawParameter};
    /// let m = RawParameter::Numbers(vec![2u8.into()]);
    /// let game = Game::new("restricted", vec![m], |p| p.key.to_string()).unwrap();
    /// let square = wythoff_answer::drawn::GrundySquare::of(&game, 3).unwrap();
    /// assert_eq!(square.values, vec![0, 1, 2, 1, 2, 0, 2, 0, 1]); // (x + y) mod 3
    /// assert_eq!(square.title, "Restricted Wythoff (at most 2 from a pile)");
    /// ```
    pub fn of(game: &Game, size: usize) -> Result<GrundySquare, Error> {
        if size == 0 {
            return Err(Error::input("size: a square of values has at least one square a side"));
        }
        if size > MAX_SQUARE {
            return Err(Error::limit(format!(
                "size: a square of values has at most {MAX_SQUARE} squares a side, not {size}"
            )));
        }
        let kind = game.kind();
        let values = kind.grundy_square(game, size).ok_or_else(|| {
            let two_pile = crate::registry::names(|e| e.on_board());
            Error::usage(format!(
                "{}: a square of Grundy values G(x, y) is of a two-pile game ({two_pile})",
                game.name()
            ))
        })??;
        let limits = crate::Limits::default();
        let origin = vec![Natural::ZERO, Natural::ZERO];
        let info = GameSpec::new(game.clone(), Rule::Normal, origin, &limits)?.build(&limits)?.info();
        Ok(GrundySquare { title: super::picture_title(game), game: info, size, values })
    }

    /// The largest value.
    pub fn max(&self) -> u32 {
        self.values.iter().copied().max().unwrap_or(0)
    }
}

impl Serialize for GrundySquare {
    /// `{game, parameters, rule, size, max, values}`, `values[x][y]` = G(x, y).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(6))?;
        game_entries(&mut map, &self.game)?;
        map.serialize_entry("size", &Count(self.size as u64))?;
        map.serialize_entry("max", &Count(u64::from(self.max())))?;
        let rows: Vec<Vec<Count>> = self
            .values
            .chunks(self.size)
            .map(|row| row.iter().map(|&g| Count(u64::from(g))).collect())
            .collect();
        map.serialize_entry("values", &rows)?;
        map.end()
    }
}

impl Answer for GrundySquare {
    /// One line per x, the values G(x, 0), G(x, 1), … separated by spaces.
    fn text(&self) -> String {
        self.values
            .chunks(self.size)
            .map(|row| row.iter().map(u32::to_string).collect::<Vec<_>>().join(" ") + "\n")
            .collect()
    }
}
