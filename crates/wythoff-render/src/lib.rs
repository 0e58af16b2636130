//! Pictures of Wythoff's game and its family, as SVG (built with the `svg` crate) or PNG (the
//! SVG rasterised by `resvg`).
//!
//! - [`board_svg`] (or [`board`], which also says what it drew): the queen
//!   board. A position (x, y) is a queen on column x (pile 1) and row y (pile
//!   2); a move goes left, down, or diagonally toward the corner (0, 0) at the
//!   bottom left. The answers sheet marks the P-positions and draws the two
//!   lines they hug: y = φx and x = φy for Wythoff's game, and y = (β/α)x,
//!   x = (β/α)y for a-Wythoff (its P-positions are (⌊nα⌋, ⌊nβ⌋)); with a
//!   position given, its winning moves are arrows. The worksheets ([`Sheet`])
//!   leave the answers off: a blank board, or the queen on a position.
//! - [`grundy_svg`] (or [`heat_map`]): a heat map of Wythoff's Sprague–Grundy
//!   values G(a, b), with a legend; [`heat_map_of`] that of any two-pile game
//!   of the registry (a-Wythoff, restricted Wythoff).
//! - [`values_plot`]: a heap game's values G(0), G(1), … as bars, its period
//!   marked (every heap game of the registry).
//! - [`heaps_svg`]: a position as heaps of tokens, the frames of a learning
//!   environment (every game); [`rgb`] rasterises a frame.
//!
//! Each picture has a heading that wraps to its width, and the page's colours
//! ([`colours`]; a test of the web crate keeps them the same).
//!
//! Which positions are P is decided exactly by the `wythoff` crate; floating
//! point only places the lines on the picture.

mod board;
mod heaps;
mod heat;
mod values;

use svg::node::element::{Definitions, Group, Marker, Path, Text};

pub use board::{Board, BoardPicture, Sheet, board, board_svg};
pub use heaps::heaps_svg;
pub use heat::{HeatMap, grundy_svg, grundy_svg_for, heat_map, heat_map_of};
pub use values::{ValuesPlot, values_plot};

/// The largest board side drawn.
pub const MAX_BOARD: u64 = 200;
/// The largest heat map side drawn.
pub const MAX_HEAT: usize = wythoff_answer::drawn::MAX_SQUARE;

/// Room around a picture's squares, for the axes.
const MARGIN: f64 = 44.0;

/// The page's colours (`crates/wythoff-web/assets/app.css`), so that a
/// worksheet looks like the board the class has seen.
pub mod colours {
    /// A light square.
    pub const LIGHT: &str = "#f3e7d3";
    /// A dark square; (0, 0) is one.
    pub const DARK: &str = "#d2b48c";
    /// The ruling of a printed worksheet's squares (light on toner).
    pub const RULE: &str = "#8a8a8a";
    /// The board's edge.
    pub const EDGE: &str = "#3b2a1a";
    /// A P-position's dot.
    pub const P: &str = "#9b1c1c";
    /// The golden lines.
    pub const GOLDEN: &str = "#6b21a8";
    /// A winning move.
    pub const WIN: &str = "#166534";
    /// Text.
    pub const INK: &str = "#1b1b1b";
    /// The heat map's scale, from G = 0 to the largest value, as the page's.
    pub const SCALE: [[u8; 3]; 10] = [
        [68, 1, 84],
        [72, 40, 120],
        [62, 74, 137],
        [49, 104, 142],
        [38, 130, 142],
        [31, 158, 137],
        [53, 183, 121],
        [109, 205, 89],
        [180, 222, 44],
        [253, 231, 37],
    ];
}

/// Why a picture was not made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RenderError {
    /// A value that draws nothing: a side of 0, a = 0, a position off the board.
    Input(String),
    /// A side beyond the largest drawn ([`MAX_BOARD`], [`MAX_HEAT`]), or an
    /// engine box beyond its memory.
    TooLarge(String),
    /// The SVG could not be rasterised.
    Raster(String),
}

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RenderError::Input(s) | RenderError::TooLarge(s) | RenderError::Raster(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for RenderError {}

impl From<RenderError> for wythoff_answer::Error {
    /// The one place a picture's error gets its kind: a side beyond the limit
    /// is `limit`; a value that draws nothing, and a picture that cannot be
    /// rasterised, are `input`.
    fn from(e: RenderError) -> wythoff_answer::Error {
        match e {
            RenderError::TooLarge(s) => wythoff_answer::Error::limit(s),
            RenderError::Input(s) | RenderError::Raster(s) => wythoff_answer::Error::input(s),
        }
    }
}

/// The game a picture is of, in its heading: Wythoff's game (a = 1) or a-Wythoff.
fn game_name(a: u64) -> String {
    if a == 1 { "Wythoff's game".to_string() } else { format!("a-Wythoff, a = {a}") }
}

/// A heading line's kind: the picture's name, a line of text, or the task.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    Title,
    Text,
    Task,
}

impl Style {
    /// Font size, weight and line height.
    fn font(self) -> (f64, &'static str, f64) {
        match self {
            Style::Title => (16.0, "bold", 21.0),
            Style::Text => (12.0, "normal", 16.0),
            Style::Task => (13.0, "bold", 18.0),
        }
    }
}

/// How wide a character of text is taken to be, in ems. DejaVu Sans, the font
/// asked for, averages about 0.5 em over these headings (0.55 bold); the
/// margin keeps a line inside its picture in it and in the narrower fallbacks
/// (a test measures every heading in the real font).
fn em_width(weight: &str) -> f64 {
    if weight == "bold" { 0.6 } else { 0.54 }
}

/// Words into lines of at most `room` pixels (a word longer than that has a line
/// of its own), as even in length as that many lines can be: no word left alone
/// on the last.
fn wrap(text: &str, size: f64, weight: &str, room: f64) -> Vec<String> {
    let widest = (room / (size * em_width(weight))).floor().max(1.0) as usize;
    let lines = greedy(text, widest);
    // The narrowest measure that needs no more lines.
    let longest_word = words(text).map(|w| w.chars().count()).max().unwrap_or(0);
    (longest_word.max(1)..=widest)
        .map(|fits| greedy(text, fits))
        .find(|even| even.len() <= lines.len())
        .unwrap_or(lines)
}

/// The words of a text, between spaces (not between the no-break spaces that
/// hold "(4, 7)" together).
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(' ').filter(|word| !word.is_empty())
}

/// Words into lines of at most `fits` characters, each as full as it can be.
fn greedy(text: &str, fits: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in words(text) {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= fits => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// A heading centred across `width`, each line wrapped to fit, and the height
/// it takes (where the picture below it starts).
fn heading(lines: &[(String, Style)], width: f64) -> (Group, f64) {
    let mut group = Group::new().set("class", "heading").set("fill", colours::INK);
    let mut y = 6.0;
    for (text, style) in lines {
        let (size, weight, step) = style.font();
        for line in wrap(text, size, weight, width - 24.0) {
            y += step;
            group = group.add(
                Text::new(line)
                    .set("x", width / 2.0)
                    .set("y", y - (step - size) / 2.0 - 2.0)
                    .set("text-anchor", "middle")
                    .set("font-size", size)
                    .set("font-weight", weight),
            );
        }
    }
    (group, y + 14.0)
}

/// An arrowhead for the moves.
fn arrowhead() -> Definitions {
    Definitions::new().add(
        Marker::new()
            .set("id", "arrow")
            .set("viewBox", (0, 0, 10, 10))
            .set("refX", 9)
            .set("refY", 5)
            .set("markerWidth", 5)
            .set("markerHeight", 5)
            .set("orient", "auto")
            .add(Path::new().set("d", "M 0 0 L 10 5 L 0 10 z").set("fill", "#196f3d")),
    )
}

/// Numbers along both sides, every 1, 5 or 10 cells, and the piles' names.
fn axes(n: u64, px: &dyn Fn(f64) -> f64, py: &dyn Fn(f64) -> f64) -> Group {
    let every = if n <= 20 {
        1
    } else if n <= 100 {
        5
    } else {
        10
    };
    let mut group = Group::new().set("class", "axes").set("font-size", 10).set("fill", "#333");
    for i in (0..n).step_by(every) {
        let v = i as f64;
        group = group
            .add(
                Text::new(i.to_string())
                    .set("x", px(v))
                    .set("y", py(-0.5) + 12.0)
                    .set("text-anchor", "middle"),
            )
            .add(
                Text::new(i.to_string())
                    .set("x", px(-0.5) - 4.0)
                    .set("y", py(v) + 3.5)
                    .set("text-anchor", "end"),
            );
    }
    let bottom = py(-0.5) + 26.0;
    group
        .add(
            Text::new("pile 1 →")
                .set("x", px((n as f64 - 1.0) / 2.0))
                .set("y", bottom)
                .set("text-anchor", "middle"),
        )
        .add(
            Text::new("pile 2 →")
                .set(
                    "transform",
                    format!("translate({}, {}) rotate(-90)", px(-0.5) - 24.0, py((n as f64 - 1.0) / 2.0)),
                )
                .set("text-anchor", "middle"),
        )
}

/// The options every raster uses: the system's fonts, loaded once a process.
fn raster_options() -> &'static resvg::usvg::Options<'static> {
    static OPTIONS: std::sync::OnceLock<resvg::usvg::Options<'static>> = std::sync::OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut options = resvg::usvg::Options::default();
        options.fontdb_mut().load_system_fonts();
        options
    })
}

/// An SVG document drawn on pixels, `scale` pixels per SVG unit.
fn raster(svg: &str, scale: f32) -> Result<resvg::tiny_skia::Pixmap, RenderError> {
    let tree =
        resvg::usvg::Tree::from_str(svg, raster_options()).map_err(|e| RenderError::Raster(e.to_string()))?;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(scale)
        .ok_or_else(|| RenderError::Raster("empty picture".into()))?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).ok_or_else(|| {
        RenderError::Raster(format!("a {}×{} picture is too large", size.width(), size.height()))
    })?;
    resvg::render(&tree, resvg::tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// Rasterises an SVG document to PNG bytes, `scale` pixels per SVG unit; text
/// uses the system's fonts (without any, the picture is drawn without text).
pub fn png(svg: &str, scale: f32) -> Result<Vec<u8>, RenderError> {
    raster(svg, scale)?.encode_png().map_err(|e| RenderError::Raster(e.to_string()))
}

/// Rasterises an SVG document to RGB pixels, `scale` pixels per SVG unit:
/// (width, height, 3 bytes a pixel, row by row) on white, what a video
/// frame is.
///
/// ```
/// let svg = wythoff_render::heaps_svg(&["Nim"], &[2, 1], 4, 2);
/// let (w, h, rgb) = wythoff_render::rgb(&svg, 1.0).unwrap();
/// assert_eq!(rgb.len(), (w * h * 3) as usize);
/// ```
pub fn rgb(svg: &str, scale: f32) -> Result<(u32, u32, Vec<u8>), RenderError> {
    let pixmap = raster(svg, scale)?;
    // The pictures paint a white background, so every pixel is opaque.
    let rgb = pixmap.data().chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
    Ok((pixmap.width(), pixmap.height(), rgb))
}
