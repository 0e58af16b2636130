//! Pictures of Wythoff's game, as SVG (built with the `svg` crate) or PNG (the
//! SVG rasterised by `resvg`).
//!
//! - [`board_svg`] (or [`board`], which also says what it drew): the queen board. A position (x, y) is a queen on column x
//!   (pile 1) and row y (pile 2); a move goes left, down, or diagonally toward
//!   the corner (0, 0) at the bottom left. The P-positions are marked, and the
//!   two lines they hug are drawn: y = φx and x = φy for Wythoff's game, and
//!   y = (β/α)x, x = (β/α)y for a-Wythoff (its P-positions are (⌊nα⌋, ⌊nβ⌋)).
//!   With a position given, it is marked and its winning moves drawn as arrows.
//! - [`grundy_svg`] (or [`heat_map`]): a heat map of Wythoff's Sprague–Grundy
//!   values G(a, b), with a legend.
//!
//! Which positions are P is decided exactly by the `wythoff` crate; floating
//! point only places the lines on the picture.

use svg::Document;
use svg::node::element::{
    Circle, Definitions, Group, Line, LinearGradient, Marker, Path, Rectangle, Stop, Text,
};
use wythoff::Natural;
use wythoff::game::{Rule, after};
use wythoff::generalized_wythoff::Generalized;

/// The largest board side drawn.
pub const MAX_BOARD: u64 = 200;
/// The largest heat map side drawn.
pub const MAX_HEAT: usize = wythoff_answer::grundy::MAX_SQUARE;

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

/// What to draw on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Positions 0..size on each side.
    pub size: u64,
    /// a = 1 is Wythoff's game; a ≥ 2 Fraenkel's a-Wythoff.
    pub a: u64,
    /// Normal or misère play.
    pub rule: Rule,
    /// A position to mark, with its winning moves.
    pub at: Option<[u64; 2]>,
}

/// A board as drawn: the SVG, and what is on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPicture {
    /// The SVG document.
    pub svg: String,
    /// How many P-positions are marked.
    pub p_positions: usize,
    /// How many winning moves are drawn from the marked position (0 without one).
    pub moves: usize,
}

/// A heat map as drawn: the SVG, and the largest value on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeatMap {
    /// The SVG document.
    pub svg: String,
    /// The largest G on the map (the top of the legend).
    pub max: u32,
}

const CELL: f64 = 24.0;
const MARGIN: f64 = 44.0;

/// The board as an SVG document. Each P-position is a circle of class `p`; the
/// marked position a square of class `at`; each winning move a line of class
/// `move` with an arrowhead.
///
/// ```
/// use wythoff::game::Rule;
/// use wythoff_render::{board_svg, Board};
/// let svg = board_svg(&Board { size: 8, a: 1, rule: Rule::Normal, at: None }).unwrap();
/// // (0,0), (1,2), (2,1), (3,5), (5,3), (4,7), (7,4).
/// assert_eq!(svg.matches("class=\"p\"").count(), 7);
/// ```
pub fn board_svg(board: &Board) -> Result<String, RenderError> {
    self::board(board).map(|picture| picture.svg)
}

/// The board as [`board_svg`] draws it, with how many P-positions and winning
/// moves are on it.
///
/// ```
/// use wythoff::game::Rule;
/// use wythoff_render::{board, Board};
/// let drawn = board(&Board { size: 8, a: 1, rule: Rule::Normal, at: Some([4, 5]) }).unwrap();
/// assert_eq!(drawn.p_positions, 7);
/// // (4, 5) → (3, 5), or both piles less 3: (1, 2).
/// assert_eq!(drawn.moves, 2);
/// assert_eq!(drawn.svg.matches("class=\"move\"").count(), 2);
/// ```
pub fn board(board: &Board) -> Result<BoardPicture, RenderError> {
    let n = board.size;
    if !(1..=MAX_BOARD).contains(&n) {
        let message = format!("a board side must be 1 to {MAX_BOARD}, not {n}");
        return Err(if n == 0 { RenderError::Input(message) } else { RenderError::TooLarge(message) });
    }
    if board.a == 0 {
        return Err(RenderError::Input("a must be at least 1".into()));
    }
    if let Some([x, y]) = board.at
        && (x >= n || y >= n)
    {
        return Err(RenderError::Input(format!("({x}, {y}) is off a board of side {n} (0 to {})", n - 1)));
    }
    let game = Generalized::new(board.a.into(), board.rule).expect("a ≥ 1");
    let side = n as f64 * CELL;
    let (width, height) = (side + 2.0 * MARGIN, side + 2.0 * MARGIN + 18.0);
    // Pile coordinates (x right, y up) to pixels, cell centres at integers.
    let px = |x: f64| MARGIN + (x + 0.5) * CELL;
    let py = |y: f64| MARGIN + 18.0 + (n as f64 - 0.5 - y) * CELL;
    let mut squares = Group::new().set("class", "squares");
    for x in 0..n {
        for y in 0..n {
            let shade = if (x + y) % 2 == 0 { "#f0d9b5" } else { "#b58863" };
            squares = squares.add(
                Rectangle::new()
                    .set("x", px(x as f64) - CELL / 2.0)
                    .set("y", py(y as f64) - CELL / 2.0)
                    .set("width", CELL)
                    .set("height", CELL)
                    .set("fill", shade),
            );
        }
    }
    let mut marks = Group::new().set("class", "p-positions");
    let mut p_positions = 0;
    for x in 0..n {
        for y in 0..n {
            if game.is_p(&x.into(), &y.into()) {
                p_positions += 1;
                marks = marks.add(
                    Circle::new()
                        .set("class", "p")
                        .set("cx", px(x as f64))
                        .set("cy", py(y as f64))
                        .set("r", CELL * 0.3)
                        .set("fill", "#c0392b"),
                );
            }
        }
    }
    // The lines y = s·x and x = s·y, s = β/α = 1 + a/α, α = (2 − a + √(a² + 4))/2.
    let a = board.a as f64;
    let alpha = (2.0 - a + (a * a + 4.0).sqrt()) / 2.0;
    let slope = 1.0 + a / alpha;
    let far = n as f64 - 0.5;
    let mut lines = Group::new().set("class", "golden-lines");
    for (x2, y2) in [(far / slope, far), (far, far / slope)] {
        lines = lines.add(
            Line::new()
                .set("class", "golden")
                .set("x1", px(0.0))
                .set("y1", py(0.0))
                .set("x2", px(x2))
                .set("y2", py(y2))
                .set("stroke", "#1f6fb2")
                .set("stroke-width", 2)
                .set("stroke-dasharray", "6 4"),
        );
    }
    let mut document = Document::new()
        .set("viewBox", (0, 0, width, height))
        .set("width", width)
        .set("height", height)
        .set("font-family", "DejaVu Sans, sans-serif")
        .add(arrowhead())
        .add(Rectangle::new().set("width", "100%").set("height", "100%").set("fill", "white"))
        .add(title(&board_title(board), width))
        .add(squares)
        .add(lines)
        .add(marks)
        .add(axes(n, &px, &py));
    let mut drawn_moves = 0;
    if let Some([x, y]) = board.at {
        let position = [Natural::from(x), Natural::from(y)];
        let mut moves = Group::new().set("class", "winning-moves");
        for m in game.winning_moves_at(&x.into(), &y.into()) {
            drawn_moves += 1;
            let to = after(&position, &m);
            let [tx, ty] = [&to[0], &to[1]].map(|v| u64::try_from(v).expect("inside the board") as f64);
            moves = moves.add(
                Line::new()
                    .set("class", "move")
                    .set("x1", px(x as f64))
                    .set("y1", py(y as f64))
                    .set("x2", px(tx))
                    .set("y2", py(ty))
                    .set("stroke", "#196f3d")
                    .set("stroke-width", 3)
                    .set("marker-end", "url(#arrow)"),
            );
        }
        document = document.add(moves).add(
            Rectangle::new()
                .set("class", "at")
                .set("x", px(x as f64) - CELL * 0.4)
                .set("y", py(y as f64) - CELL * 0.4)
                .set("width", CELL * 0.8)
                .set("height", CELL * 0.8)
                .set("fill", "none")
                .set("stroke", "#111")
                .set("stroke-width", 3),
        );
    }
    Ok(BoardPicture { svg: document.to_string(), p_positions, moves: drawn_moves })
}

fn board_title(board: &Board) -> String {
    let game =
        if board.a == 1 { "Wythoff's game".to_string() } else { format!("a-Wythoff, a = {}", board.a) };
    let rule = if board.rule == Rule::Misere { "misère" } else { "normal" };
    let at = board.at.map_or(String::new(), |[x, y]| format!(", winning moves from ({x}, {y})"));
    format!("{game}: P-positions ({rule} play){at}")
}

fn title(text: &str, width: f64) -> Text {
    Text::new(text).set("x", width / 2.0).set("y", 20).set("text-anchor", "middle").set("font-size", 15)
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

/// The colour of t ∈ [0, 1] on a dark-blue to yellow scale.
fn colour(t: f64) -> String {
    const STOPS: [(f64, [f64; 3]); 5] = [
        (0.0, [68.0, 1.0, 84.0]),
        (0.25, [59.0, 82.0, 139.0]),
        (0.5, [33.0, 145.0, 140.0]),
        (0.75, [94.0, 201.0, 98.0]),
        (1.0, [253.0, 231.0, 37.0]),
    ];
    let t = t.clamp(0.0, 1.0);
    let i = STOPS.iter().rposition(|&(s, _)| s <= t).unwrap_or(0).min(STOPS.len() - 2);
    let ((s0, c0), (s1, c1)) = (STOPS[i], STOPS[i + 1]);
    let f = (t - s0) / (s1 - s0);
    let c: Vec<u8> = (0..3).map(|k| (c0[k] + f * (c1[k] - c0[k])).round() as u8).collect();
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// A heat map of G(a, b) for 0 ≤ a, b < size (row a = pile 1 across, pile 2
/// up, as on the board), each cell a rectangle of class `g` with its value in a
/// `data-g` attribute, the P-positions (G = 0) outlined by rectangles of class
/// `p`, and a legend from 0 to the largest value.
///
/// ```
/// let svg = wythoff_render::grundy_svg(4).unwrap();
/// assert_eq!(svg.matches("class=\"g\"").count(), 16);
/// assert!(svg.contains("data-g=\"6\"")); // G(3, 3) = 6
/// // (0, 0), (1, 2) and (2, 1): the P-positions below 4.
/// assert_eq!(svg.matches("class=\"p\"").count(), 3);
/// ```
pub fn grundy_svg(size: usize) -> Result<String, RenderError> {
    grundy_svg_for(size, 1)
}

/// The heat map of Fraenkel's a-Wythoff (a = 1: Wythoff's game, from the
/// specialised table; a ≥ 2 from the engine, [`wythoff::vector_game`]).
///
/// ```
/// let svg = wythoff_render::grundy_svg_for(6, 2).unwrap();
/// assert_eq!(svg.matches("class=\"g\"").count(), 36);
/// assert!(svg.contains("a-Wythoff, a = 2"));
/// ```
pub fn grundy_svg_for(size: usize, a: u64) -> Result<String, RenderError> {
    heat_map(size, a).map(|map| map.svg)
}

/// The heat map as [`grundy_svg_for`] draws it, with its largest value.
///
/// ```
/// let map = wythoff_render::heat_map(4, 1).unwrap();
/// assert_eq!(map.max, 6); // G(3, 3)
/// ```
pub fn heat_map(size: usize, a: u64) -> Result<HeatMap, RenderError> {
    if !(1..=MAX_HEAT).contains(&size) {
        let message = format!("a heat map side must be 1 to {MAX_HEAT}, not {size}");
        return Err(if size == 0 { RenderError::Input(message) } else { RenderError::TooLarge(message) });
    }
    if a == 0 {
        return Err(RenderError::Input("a must be at least 1".into()));
    }
    let values = wythoff_answer::grundy::GrundySquare::new(size, a)
        .map_err(|e| RenderError::TooLarge(e.message))?
        .values;
    let game = if a == 1 { "Wythoff's game".to_string() } else { format!("a-Wythoff, a = {a}") };
    let max = values.iter().copied().max().unwrap_or(0);
    let cell = (640.0 / size as f64).clamp(2.0, 40.0);
    let side = cell * size as f64;
    let (width, height) = (side + 2.0 * MARGIN + 90.0, side + 2.0 * MARGIN + 18.0);
    let px = |x: f64| MARGIN + (x + 0.5) * cell;
    let py = |y: f64| MARGIN + 18.0 + (size as f64 - 0.5 - y) * cell;
    let mut cells = Group::new().set("class", "cells");
    for a in 0..size {
        for b in 0..size {
            let g = values[a * size + b];
            let t = if max == 0 { 0.0 } else { g as f64 / max as f64 };
            cells = cells.add(
                Rectangle::new()
                    .set("class", "g")
                    .set("data-g", g)
                    .set("x", px(a as f64) - cell / 2.0)
                    .set("y", py(b as f64) - cell / 2.0)
                    .set("width", cell)
                    .set("height", cell)
                    .set("fill", colour(t)),
            );
        }
    }
    // The P-positions (G = 0) outlined in white, as on the page.
    let mut outlines = Group::new()
        .set("class", "p-outlines")
        .set("fill", "none")
        .set("stroke", "white")
        .set("stroke-width", (cell / 6.0).max(0.6));
    for a in 0..size {
        for b in 0..size {
            if values[a * size + b] == 0 {
                let inset = (cell / 12.0).max(0.3);
                outlines = outlines.add(
                    Rectangle::new()
                        .set("class", "p")
                        .set("x", px(a as f64) - cell / 2.0 + inset)
                        .set("y", py(b as f64) - cell / 2.0 + inset)
                        .set("width", cell - 2.0 * inset)
                        .set("height", cell - 2.0 * inset),
                );
            }
        }
    }
    let legend_x = MARGIN + side + 24.0;
    let mut gradient =
        LinearGradient::new().set("id", "scale").set("x1", 0).set("y1", 1).set("x2", 0).set("y2", 0);
    for k in 0..=4 {
        let t = k as f64 / 4.0;
        gradient = gradient.add(Stop::new().set("offset", t).set("stop-color", colour(t)));
    }
    let top = py(size as f64 - 0.5);
    let legend = Group::new()
        .set("class", "legend")
        .set("font-size", 11)
        .add(
            Rectangle::new()
                .set("x", legend_x)
                .set("y", top)
                .set("width", 16)
                .set("height", side)
                .set("fill", "url(#scale)"),
        )
        .add(Text::new(max.to_string()).set("x", legend_x + 22.0).set("y", top + 9.0))
        .add(Text::new("0").set("x", legend_x + 22.0).set("y", top + side))
        .add(Text::new("G").set("x", legend_x).set("y", top - 6.0));
    let document = Document::new()
        .set("viewBox", (0, 0, width, height))
        .set("width", width)
        .set("height", height)
        .set("font-family", "DejaVu Sans, sans-serif")
        .add(Definitions::new().add(gradient))
        .add(Rectangle::new().set("width", "100%").set("height", "100%").set("fill", "white"))
        .add(title(&format!("Sprague–Grundy values of {game}, {size} × {size}"), width))
        .add(cells)
        .add(outlines)
        .add(legend)
        .add(axes(size as u64, &px, &py));
    Ok(HeatMap { svg: document.to_string(), max })
}

/// Rasterises an SVG document to PNG bytes, `scale` pixels per SVG unit; text
/// uses the system's fonts (without any, the picture is drawn without text).
pub fn png(svg: &str, scale: f32) -> Result<Vec<u8>, RenderError> {
    let mut options = resvg::usvg::Options::default();
    options.fontdb_mut().load_system_fonts();
    let tree = resvg::usvg::Tree::from_str(svg, &options).map_err(|e| RenderError::Raster(e.to_string()))?;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(scale)
        .ok_or_else(|| RenderError::Raster("empty picture".into()))?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).ok_or_else(|| {
        RenderError::Raster(format!("a {}×{} picture is too large", size.width(), size.height()))
    })?;
    resvg::render(&tree, resvg::tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    pixmap.encode_png().map_err(|e| RenderError::Raster(e.to_string()))
}
