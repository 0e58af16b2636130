//! What the pictures draw, for every game of the registry that has it: a
//! two-pile game's square of Grundy values G(x, y) ([`GrundySquare`], the
//! heat map) and a heap game's values G(0), G(1), … with its period
//! ([`HeapValues`], the plot). The render crate and the page draw them; the
//! web API and Python hand them over as arrays.

mod heaps;
mod square;

pub use heaps::{HeapTable, HeapValues, MAX_HEAP_VALUES};
pub use square::{GrundySquare, MAX_SQUARE};

/// A picture's title: the game's name in English, whatever the answer's
/// language (the PNG renderer's fonts have no CJK glyphs; the title is also
/// a file's caption that tools read).
pub fn picture_title(game: &crate::registry::Game) -> String {
    crate::words::Lang::En.scope(|| game.title())
}
