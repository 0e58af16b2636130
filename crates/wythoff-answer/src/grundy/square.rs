//! The heat map's values: G(x, y) of Wythoff's game or a-Wythoff for a square
//! of the board from (0, 0).

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use wythoff::Natural;
use wythoff::game::Rule;

use super::wythoff_info;
use crate::analysis::GameInfo;
use crate::json::{Count, game_entries};
use crate::{Answer, Error};

/// The most squares a side of [`GrundySquare`] (the heat map's largest side).
pub const MAX_SQUARE: usize = 256;

/// The Grundy values G(x, y) of Wythoff's game (or of a-Wythoff) for x and y
/// below `size`: the values of the heat map, which the page draws on a canvas.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundySquare {
    /// The game's a (1 for Wythoff's game).
    pub a: u64,
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
    /// let square = wythoff_answer::grundy::GrundySquare::new(3, 1).unwrap();
    /// assert_eq!(square.values, vec![0, 1, 2, 1, 2, 0, 2, 0, 1]);
    /// ```
    pub fn new(size: usize, a: u64) -> Result<GrundySquare, Error> {
        if size == 0 {
            return Err(Error::input("size: a square of values has at least one square a side"));
        }
        if size > MAX_SQUARE {
            return Err(Error::limit(format!(
                "size: a square of values has at most {MAX_SQUARE} squares a side, not {size}"
            )));
        }
        if a == 0 {
            return Err(Error::input("a must be at least 1"));
        }
        let values = if a == 1 {
            let table = wythoff::wythoff_grundy::table(size);
            (0..size).flat_map(|x| (0..size).map(move |y| (x, y))).map(|(x, y)| table.get(x, y)).collect()
        } else {
            let side = size as u64;
            wythoff::vector_game::VectorRules::generalized(a).grundy(&[side, side])?.values().to_vec()
        };
        Ok(GrundySquare { a, size, values })
    }

    /// The game the values are of: Wythoff's game, or a-Wythoff (normal play).
    pub fn game(&self) -> GameInfo {
        match wythoff::generalized_wythoff::Generalized::new(Natural::from(self.a), Rule::Normal) {
            Some(g) if self.a > 1 => GameInfo::of(&g),
            _ => wythoff_info(),
        }
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
        game_entries(&mut map, &self.game())?;
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
