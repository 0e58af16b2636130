//! A position drawn as heaps of tokens: what a learning environment shows
//! frame by frame, for every game (two piles are two heaps).

use svg::Document;
use svg::node::element::{Circle, Group, Rectangle, Text};

use crate::{Style, colours, heading};

/// The heaps of a position as columns of tokens, each heap's size under it,
/// below a heading of `lines` (the game, whose move it is). Each column is
/// `tallest` tokens high (at least the largest heap), there is room for
/// `columns` heaps (at least those given), and the heading's room is that of
/// a title and two lines, so that the frames of one environment have one size.
///
/// ```
/// let svg = wythoff_render::heaps_svg(&["Nim", "the agent to move"], &[3, 0, 5], 8, 4);
/// assert_eq!(svg.matches("class=\"token\"").count(), 8);
/// assert!(svg.contains("Nim"));
/// ```
pub fn heaps_svg(lines: &[&str], heaps: &[u64], tallest: u64, columns: usize) -> String {
    let tallest = tallest.max(heaps.iter().copied().max().unwrap_or(0)).max(1);
    // Tokens shrink to keep a frame within about 480 units.
    let token = (360.0 / tallest as f64).clamp(2.0, 22.0);
    let column = (token + 14.0).max(34.0);
    let columns = columns.max(heaps.len());
    let width = (columns as f64 * column + 40.0).max(320.0);
    let heading_lines: Vec<(String, Style)> = lines
        .iter()
        .enumerate()
        .map(|(i, line)| (line.to_string(), if i == 0 { Style::Title } else { Style::Text }))
        .collect();
    let (head, top) = heading(&heading_lines, width);
    // A title (21) and two lines (16 each) below the heading's 6, and its 14.
    let top = top.max(6.0 + 21.0 + 2.0 * 16.0 + 14.0);
    let bottom = top + tallest as f64 * token + 4.0;
    let left = (width - heaps.len() as f64 * column) / 2.0;
    let mut tokens =
        Group::new().set("fill", colours::DARK).set("stroke", colours::EDGE).set("stroke-width", 0.8);
    let mut labels = Group::new().set("font-size", 12).set("fill", colours::INK).set("text-anchor", "middle");
    for (i, &h) in heaps.iter().enumerate() {
        let cx = left + (i as f64 + 0.5) * column;
        for k in 0..h.min(tallest) {
            tokens = tokens.add(
                Circle::new()
                    .set("class", "token")
                    .set("cx", cx)
                    .set("cy", bottom - (k as f64 + 0.5) * token)
                    .set("r", token * 0.42),
            );
        }
        labels = labels.add(Text::new(h.to_string()).set("x", cx).set("y", bottom + 16.0));
    }
    Document::new()
        .set("viewBox", (0, 0, width, bottom + 26.0))
        .set("width", width)
        .set("height", bottom + 26.0)
        .set("font-family", "DejaVu Sans, sans-serif")
        .add(Rectangle::new().set("width", "100%").set("height", "100%").set("fill", "white"))
        .add(head)
        .add(tokens)
        .add(labels)
        .to_string()
}
