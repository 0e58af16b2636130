//! The pictures parsed back: the SVG is well-formed XML with one mark per
//! P-position (counted by the library, not by the picture code), one arrow per
//! winning move, the heat map's values are the table's, and the PNG decodes at
//! the size asked for.

use wythoff::game::Rule;
use wythoff::generalized_wythoff::Generalized;
use wythoff_render::{Board, board, board_svg, grundy_svg, heat_map, png};

fn with_class<'a>(doc: &'a roxmltree::Document, class: &str) -> Vec<roxmltree::Node<'a, 'a>> {
    doc.descendants().filter(|n| n.attribute("class") == Some(class)).collect()
}

#[test]
fn boards_mark_every_p_position_and_every_winning_move() {
    for (size, a, rule) in [
        (1, 1, Rule::Normal),
        (8, 1, Rule::Normal),
        (30, 1, Rule::Misere),
        (40, 3, Rule::Normal),
        (200, 2, Rule::Misere),
    ] {
        let [x, y] = [size - 1, size / 2];
        let drawn = board(&Board { size, a, rule, at: Some([x, y]) }).unwrap();
        let doc = roxmltree::Document::parse(&drawn.svg).expect("well-formed XML");
        let game = Generalized::new(a.into(), rule).unwrap();
        let expected = (0..size)
            .flat_map(|x| (0..size).map(move |y| (x, y)))
            .filter(|&(x, y)| game.is_p(&x.into(), &y.into()))
            .count();
        assert_eq!(with_class(&doc, "p").len(), expected, "size {size} a {a} {rule}");
        assert_eq!(drawn.p_positions, expected, "what the picture says it drew");
        let moves = game.winning_moves_at(&x.into(), &y.into()).len();
        assert_eq!(with_class(&doc, "move").len(), moves, "size {size} a {a} {rule}");
        assert_eq!(drawn.moves, moves, "what the picture says it drew");
        assert_eq!(with_class(&doc, "at").len(), 1);
        assert_eq!(with_class(&doc, "golden").len(), 2);
    }
}

#[test]
fn the_heat_map_holds_the_table() {
    let n = 50;
    let svg = grundy_svg(n).unwrap();
    let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let cells = with_class(&doc, "g");
    assert_eq!(cells.len(), n * n);
    let table = wythoff::wythoff_grundy::table(n);
    // Written pile 1 by pile 1, pile 2 within.
    for (i, cell) in cells.iter().enumerate() {
        let g: u32 = cell.attribute("data-g").unwrap().parse().unwrap();
        assert_eq!(g, table.get(i / n, i % n), "cell {i}");
    }
    let largest = (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).map(|(a, b)| table.get(a, b)).max();
    assert_eq!(Some(heat_map(n, 1).unwrap().max), largest);
}

#[test]
fn pngs_decode_at_the_size_asked_for() {
    let svg = board(&Board { size: 10, a: 1, rule: Rule::Normal, at: None }).unwrap().svg;
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let width: f32 = doc.root_element().attribute("width").unwrap().parse().unwrap();
    let height: f32 = doc.root_element().attribute("height").unwrap().parse().unwrap();
    for scale in [1.0f32, 2.0] {
        let bytes = png(&svg, scale).unwrap();
        let pixmap = resvg::tiny_skia::Pixmap::decode_png(&bytes).expect("a PNG");
        assert_eq!(
            (pixmap.width(), pixmap.height()),
            ((width * scale).round() as u32, (height * scale).round() as u32)
        );
    }
}

#[test]
fn sizes_and_positions_out_of_range_are_refused() {
    assert!(board_svg(&Board { size: 0, a: 1, rule: Rule::Normal, at: None }).is_err());
    assert!(board_svg(&Board { size: 201, a: 1, rule: Rule::Normal, at: None }).is_err());
    assert!(board_svg(&Board { size: 5, a: 1, rule: Rule::Normal, at: Some([5, 0]) }).is_err());
    assert!(board_svg(&Board { size: 5, a: 0, rule: Rule::Normal, at: None }).is_err());
    assert!(grundy_svg(0).is_err() && grundy_svg(257).is_err());
    assert!(png("<not svg", 1.0).is_err());
}

#[test]
fn the_a_wythoff_heat_map_holds_the_reference_values() {
    let n = 24;
    for a in [2u64, 3] {
        let svg = wythoff_render::grundy_svg_for(n, a).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let reference =
            wythoff_reference::solve(&wythoff_reference::GeneralizedWythoff(a), &[n as u64, n as u64]);
        let cells = with_class(&doc, "g");
        assert_eq!(cells.len(), n * n);
        for (i, cell) in cells.iter().enumerate() {
            let g: u32 = cell.attribute("data-g").unwrap().parse().unwrap();
            assert_eq!(g, reference.grundy(&[(i / n) as u64, (i % n) as u64]), "a = {a}, cell {i}");
        }
    }
}
