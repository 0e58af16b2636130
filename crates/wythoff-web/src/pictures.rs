//! The values the page's pictures draw, for every game that has them: a
//! two-pile game's square of Grundy values (`/api/{game}/grundy_table`, the
//! heat map) and a heap game's values G(0), G(1), … with their period where
//! one is proven (`/api/{game}/values`, the table of values), and each drawn
//! as an SVG (`grundy.svg`, `values.svg`: the download beside them). Wythoff's
//! own square and picture (with `a` for a-Wythoff) stay among its endpoints.

use wythoff_answer::drawn::{GrundySquare, HeapValues, MAX_HEAP_VALUES, MAX_SQUARE};
use wythoff_answer::registry::{self, Game};
use wythoff_answer::{Error, Limits};

use super::{Body, Params, json};

/// A two-pile game's square of G(x, y), from (0, 0).
pub const SQUARE: &str = "grundy_table";
/// A heap game's values G(0..n).
pub const VALUES: &str = "values";
/// The square as a heat map (SVG).
pub const SQUARE_SVG: &str = "grundy.svg";
/// The values as a plot (SVG).
pub const VALUES_SVG: &str = "values.svg";

/// Is `/api/{game}/{question}` one of these, for a game that has it?
pub(crate) fn is_picture(game: &str, question: &str) -> bool {
    registry::entry(game).is_some_and(|e| match question {
        SQUARE | SQUARE_SVG => e.on_board() && game != "wythoff",
        VALUES | VALUES_SVG => e.heap_game(),
        _ => false,
    })
}

/// The answer: the game's parameters, then `size` (the square's side, 64 when
/// left out) or `n` (how many values, 64 when left out).
pub(crate) fn picture(
    game: &str,
    question: &str,
    mut params: Params,
    limits: &Limits,
) -> Result<Body, Error> {
    let game = Game::from_query(game, &mut params, limits)?;
    // The bounds checked here, before any work, to name this API's keys.
    let square = matches!(question, SQUARE | SQUARE_SVG);
    let (key, most) = if square { ("size", MAX_SQUARE as u64) } else { ("n", MAX_HEAP_VALUES) };
    let count = params.small(key, limits, 64)?;
    params.done()?;
    if !(1..=most).contains(&count) {
        let what = if square { "squares a side" } else { "values" };
        let message = format!("{key} must be 1 to {most} ({what}), not {count}");
        return Err(if count == 0 { Error::input(message) } else { Error::limit(message) }.keyed(key));
    }
    Ok(match question {
        SQUARE => json(&GrundySquare::of(&game, count as usize)?),
        SQUARE_SVG => Body::Svg(wythoff_render::heat_map_of(&GrundySquare::of(&game, count as usize)?).svg),
        VALUES_SVG => Body::Svg(wythoff_render::values_plot(&HeapValues::of(&game, count, limits)?).svg),
        _ => json(&HeapValues::of(&game, count, limits)?),
    })
}
