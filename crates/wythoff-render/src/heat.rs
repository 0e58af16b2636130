//! The heat map of Sprague–Grundy values.

use svg::Document;
use svg::node::element::{Definitions, Group, LinearGradient, Rectangle, Stop, Text};

use wythoff_answer::drawn::GrundySquare;

use crate::{MARGIN, MAX_HEAT, RenderError, Style, axes, colours, heading};

/// A heat map as drawn: the SVG, and the largest value on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeatMap {
    /// The SVG document.
    pub svg: String,
    /// The largest G on the map (the top of the legend).
    pub max: u32,
}

/// The colour of t ∈ [0, 1] on the page's scale ([`colours::SCALE`], viridis:
/// dark purple through teal to yellow), its stops evenly spaced.
fn colour(t: f64) -> String {
    let stops = &colours::SCALE;
    let f = t.clamp(0.0, 1.0) * (stops.len() - 1) as f64;
    let i = (f.floor() as usize).min(stops.len() - 2);
    let u = f - i as f64;
    let c: Vec<u8> = (0..3)
        .map(|k| (stops[i][k] as f64 + (stops[i + 1][k] as f64 - stops[i][k] as f64) * u).round() as u8)
        .collect();
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
/// assert!(svg.contains("a-Wythoff with a = 2"));
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
    let square = GrundySquare::new(size, a).map_err(|e| RenderError::Input(e.message))?;
    Ok(heat_map_of(&square))
}

/// The heat map of a two-pile game's square of values (any game of the
/// registry that has one: [`GrundySquare::of`]).
///
/// ```
/// use wythoff_answer::{drawn::GrundySquare, registry::{Game, RawParameter}};
/// let m = RawParameter::Numbers(vec![3u8.into()]);
/// let game = Game::new("restricted", vec![m], |p| p.key.to_string()).unwrap();
/// let map = wythoff_render::heat_map_of(&GrundySquare::of(&game, 16).unwrap());
/// assert!(map.svg.contains("Restricted Wythoff (at most 3 from a pile)"));
/// assert_eq!(map.max, 7);
/// ```
pub fn heat_map_of(square: &GrundySquare) -> HeatMap {
    let (size, values) = (square.size, &square.values);
    let max = values.iter().copied().max().unwrap_or(0);
    let cell = (640.0 / size as f64).clamp(2.0, 40.0);
    let side = cell * size as f64;
    let content = side + 2.0 * MARGIN + 90.0;
    let width = content.max(320.0);
    let (head, top) = heading(
        &[
            (square.title.clone(), Style::Title),
            (format!("Sprague–Grundy values G(x, y) for x, y below {size}"), Style::Text),
        ],
        width,
    );
    let height = top + side + 40.0;
    let left = (width - content) / 2.0 + MARGIN;
    let px = |x: f64| left + (x + 0.5) * cell;
    let py = |y: f64| top + (size as f64 - 0.5 - y) * cell;
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
    let legend_x = left + side + 24.0;
    let mut gradient =
        LinearGradient::new().set("id", "scale").set("x1", 0).set("y1", 1).set("x2", 0).set("y2", 0);
    let last = colours::SCALE.len() - 1;
    for k in 0..=last {
        let t = k as f64 / last as f64;
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
        .add(head)
        .add(cells)
        .add(outlines)
        .add(legend)
        .add(axes(size as u64, &px, &py));
    HeatMap { svg: document.to_string(), max }
}
