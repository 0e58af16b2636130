//! A heap game's values G(0), G(1), … as a bar plot, its period marked.

use svg::Document;
use svg::node::element::{Group, Line, Rectangle, Text};
use wythoff_answer::drawn::HeapValues;

use crate::{MARGIN, Style, colours, heading};

/// The plot's height, in SVG units.
const PLOT: f64 = 240.0;

/// A plot as drawn: the SVG, and what it shows in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValuesPlot {
    /// The SVG document.
    pub svg: String,
    /// The largest value drawn.
    pub max: u64,
}

/// The values of heaps 0 to N − 1 as bars (class `v`, with `data-n` and
/// `data-g`), the heap across and G up; where the game proves a period, the
/// heaps before it (the preperiod) are left plain and each period after it
/// is shaded in turn (class `period`), with the period in the heading.
///
/// ```
/// use wythoff_answer::{Limits, drawn::HeapValues, registry::{Game, RawParameter}};
/// let code = RawParameter::Name("0.07".into());
/// let game = Game::new("octal", vec![code], |p| p.key.to_string()).unwrap();
/// let values = HeapValues::of(&game, 120, &Limits::default()).unwrap();
/// let plot = wythoff_render::values_plot(&values);
/// assert_eq!(plot.svg.matches("class=\"v\"").count(), 120);
/// assert!(plot.svg.contains("period\u{a0}34 from\u{a0}heap\u{a0}53"));
/// // Heaps 53 to 119: the first period shaded, then every other one.
/// assert_eq!(plot.svg.matches("class=\"period\"").count(), 1);
/// ```
pub fn values_plot(values: &HeapValues) -> ValuesPlot {
    let n = values.values.len();
    let max = values.values.iter().copied().max().unwrap_or(0);
    let cell = (720.0 / n.max(1) as f64).clamp(0.2, 24.0);
    let side = cell * n as f64;
    let content = side + 2.0 * MARGIN;
    let width = content.max(360.0);
    let period = match values.period {
        Some((pre, period)) => {
            // No-break spaces hold the period's words on one line.
            format!("period\u{a0}{period} from\u{a0}heap\u{a0}{pre}: shaded, every other period")
        }
        None => "no period marked".to_string(),
    };
    let (head, top) = heading(
        &[
            (values.title.clone(), Style::Title),
            (
                format!(
                    "Sprague–Grundy values G(n) for heaps 0 to {}, red under the axis where G(n) = 0; {period}",
                    n.saturating_sub(1)
                ),
                Style::Text,
            ),
        ],
        width,
    );
    let left = (width - content) / 2.0 + MARGIN;
    let unit = PLOT / max.max(1) as f64;
    let bottom = top + PLOT;
    let height = bottom + 46.0;
    let x_of = |i: f64| left + i * cell;
    // Each period after the preperiod, every other one shaded.
    let mut shading = Group::new().set("fill", "#ece4f5");
    if let Some((pre, period)) = values.period
        && period > 0
    {
        let mut start = pre;
        let mut shaded = true;
        while (start as usize) < n {
            let end = (start + period).min(n as u64);
            if shaded {
                shading = shading.add(
                    Rectangle::new()
                        .set("class", "period")
                        .set("x", x_of(start as f64))
                        .set("y", top)
                        .set("width", (end - start) as f64 * cell)
                        .set("height", PLOT),
                );
            }
            shaded = !shaded;
            start = end;
        }
        shading = shading.add(
            Line::new()
                .set("x1", x_of(pre as f64))
                .set("x2", x_of(pre as f64))
                .set("y1", top - 4.0)
                .set("y2", bottom)
                .set("stroke", colours::GOLDEN)
                .set("stroke-width", 1.5),
        );
    }
    let mut bars = Group::new().set("class", "bars").set("fill", colours::EDGE);
    for (i, &g) in values.values.iter().enumerate() {
        // A value of 0 (a P-position) is a red mark under the axis.
        let (y, h) = if g == 0 { (bottom + 1.5, 4.0) } else { (bottom - g as f64 * unit, g as f64 * unit) };
        bars = bars.add(
            Rectangle::new()
                .set("class", "v")
                .set("data-n", i)
                .set("data-g", g)
                .set("x", x_of(i as f64) + cell * 0.1)
                .set("y", y)
                .set("width", cell * 0.8)
                .set("height", h)
                .set("fill", if g == 0 { colours::P } else { colours::EDGE }),
        );
    }
    let mut axes = Group::new().set("class", "axes").set("font-size", 10).set("fill", "#333");
    axes = axes.add(
        Line::new()
            .set("x1", left)
            .set("x2", left + side)
            .set("y1", bottom)
            .set("y2", bottom)
            .set("stroke", "#333"),
    );
    let every = [1u64, 2, 5, 10, 20, 50, 100, 200, 500, 1000]
        .into_iter()
        .find(|e| n as u64 / e <= 16)
        .unwrap_or(1000);
    for i in (0..n as u64).step_by(every as usize) {
        axes = axes.add(
            Text::new(i.to_string())
                .set("x", x_of(i as f64 + 0.5))
                .set("y", bottom + 17.0)
                .set("text-anchor", "middle"),
        );
    }
    let g_every = [1u64, 2, 5, 10, 20, 50, 100].into_iter().find(|e| max / e <= 8).unwrap_or(100);
    for g in (0..=max).step_by(g_every as usize) {
        axes = axes.add(
            Text::new(g.to_string())
                .set("x", left - 4.0)
                .set("y", bottom - g as f64 * unit + 3.5)
                .set("text-anchor", "end"),
        );
    }
    axes = axes
        .add(
            Text::new("heap n →")
                .set("x", left + side / 2.0)
                .set("y", bottom + 32.0)
                .set("text-anchor", "middle"),
        )
        .add(
            Text::new("G(n) →")
                .set("transform", format!("translate({}, {}) rotate(-90)", left - 26.0, top + PLOT / 2.0))
                .set("text-anchor", "middle"),
        );
    let document = Document::new()
        .set("viewBox", (0, 0, width, height))
        .set("width", width)
        .set("height", height)
        .set("font-family", "DejaVu Sans, sans-serif")
        .add(Rectangle::new().set("width", "100%").set("height", "100%").set("fill", "white"))
        .add(head)
        .add(shading)
        .add(bars)
        .add(axes);
    ValuesPlot { svg: document.to_string(), max }
}
