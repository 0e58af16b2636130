//! The pictures parsed back: the SVG is well-formed XML with one mark per
//! P-position (counted by the library, not by the picture code), one arrow per
//! winning move, the heat map's values are the table's, and the PNG decodes at
//! the size asked for.

use wythoff::game::Rule;
use wythoff::generalized_wythoff::Generalized;
use wythoff_render::{Board, Sheet, board, board_svg, grundy_svg, heat_map, png};

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
        let drawn = board(&Board { size, a, rule, at: Some([x, y]), sheet: Sheet::Answers }).unwrap();
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
    let svg =
        board(&Board { size: 10, a: 1, rule: Rule::Normal, at: None, sheet: Sheet::Answers }).unwrap().svg;
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
    assert!(
        board_svg(&Board { size: 0, a: 1, rule: Rule::Normal, at: None, sheet: Sheet::Answers }).is_err()
    );
    assert!(
        board_svg(&Board { size: 201, a: 1, rule: Rule::Normal, at: None, sheet: Sheet::Answers }).is_err()
    );
    assert!(
        board_svg(&Board { size: 5, a: 1, rule: Rule::Normal, at: Some([5, 0]), sheet: Sheet::Answers })
            .is_err()
    );
    assert!(
        board_svg(&Board { size: 5, a: 0, rule: Rule::Normal, at: None, sheet: Sheet::Answers }).is_err()
    );
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

#[test]
fn worksheets_leave_the_answers_off() {
    let base = Board { size: 12, a: 1, rule: Rule::Normal, at: Some([6, 9]), sheet: Sheet::Answers };
    let count = |sheet: Sheet, class: &str| {
        let drawn = board(&Board { sheet, ..base.clone() }).unwrap();
        let doc = roxmltree::Document::parse(&drawn.svg).unwrap();
        with_class(&doc, class).len()
    };
    // The key draws every winning move from (6, 9); there is at least one.
    let moves =
        Generalized::new(1u8.into(), Rule::Normal).unwrap().winning_moves_at(&6u8.into(), &9u8.into()).len();
    assert!(moves > 0);
    for (sheet, p, golden, arrows, queen, name) in
        [(Sheet::Answers, 9, 2, moves, 1, 0), (Sheet::Blank, 0, 0, 0, 0, 1), (Sheet::Position, 0, 0, 0, 1, 1)]
    {
        let what = sheet.name();
        assert_eq!(count(sheet, "p"), p, "{what}: P-positions");
        assert_eq!(count(sheet, "golden"), golden, "{what}: golden lines");
        assert_eq!(count(sheet, "move"), arrows, "{what}: winning moves");
        assert_eq!(count(sheet, "at"), queen, "{what}: the queen");
        assert_eq!(count(sheet, "name"), name, "{what}: a line for the student's name");
        let drawn = board(&Board { sheet, ..base.clone() }).unwrap();
        assert_eq!((drawn.p_positions, drawn.moves), (p, arrows), "{what}: what the picture says it drew");
    }
    let position_without_one = Board { at: None, sheet: Sheet::Position, ..base };
    assert!(matches!(board(&position_without_one), Err(wythoff_render::RenderError::Input(_))));
    for sheet in Sheet::ALL {
        assert_eq!(Sheet::named(sheet.name()), Some(sheet));
    }
}

/// Every text's box, measured with the system's fonts (the heading, the axes,
/// the name line), and the box the squares are drawn in.
fn text_boxes(
    svg: &str,
    options: &resvg::usvg::Options,
) -> (Vec<resvg::tiny_skia::Rect>, resvg::tiny_skia::Size) {
    fn walk(group: &resvg::usvg::Group, boxes: &mut Vec<resvg::tiny_skia::Rect>) {
        for node in group.children() {
            match node {
                resvg::usvg::Node::Group(g) => walk(g, boxes),
                resvg::usvg::Node::Text(text) => boxes.push(text.abs_bounding_box()),
                _ => {}
            }
        }
    }
    let tree = resvg::usvg::Tree::from_str(svg, options).unwrap();
    let mut boxes = Vec::new();
    walk(tree.root(), &mut boxes);
    (boxes, tree.size())
}

#[test]
fn every_heading_fits_its_picture_in_the_real_font() {
    let mut pictures = Vec::new();
    for size in [1, 2, 5, 12, 20, 45] {
        for (a, rule) in [(1, Rule::Normal), (1, Rule::Misere), (12345, Rule::Misere)] {
            for sheet in Sheet::ALL {
                let at = Some([size - 1, size - 1]);
                pictures.push(board_svg(&Board { size, a, rule, at, sheet }).unwrap());
            }
        }
        pictures.push(wythoff_render::grundy_svg_for(size as usize, if size < 20 { 7 } else { 1 }).unwrap());
    }
    let mut options = resvg::usvg::Options::default();
    options.fontdb_mut().load_system_fonts();
    for svg in &pictures {
        let doc = roxmltree::Document::parse(svg).unwrap();
        let texts = doc.descendants().filter(|n| n.has_tag_name("text")).count();
        let (boxes, size) = text_boxes(svg, &options);
        assert_eq!(boxes.len(), texts, "every text laid out: is a font (DejaVu Sans) installed?");
        let heading: String = with_class(&doc, "heading")[0]
            .descendants()
            .filter_map(|n| n.text())
            .collect::<Vec<_>>()
            .join(" / ");
        for b in &boxes {
            assert!(
                b.left() >= 0.0 && b.top() >= 0.0 && b.right() <= size.width() && b.bottom() <= size.height(),
                "{heading}: a text at {b:?} leaves the {size:?} picture"
            );
        }
        // The heading ends above the squares.
        let heading_bottom =
            boxes.iter().take(with_class(&doc, "heading")[0].children().filter(|n| n.is_element()).count());
        let bottom = heading_bottom.map(|b| b.bottom()).fold(0.0f32, f32::max);
        let squares_top = doc
            .descendants()
            .filter(|n| n.has_tag_name("rect") && n.attribute("class").is_none_or(|c| c != "edge"))
            .filter_map(|n| n.attribute("y")?.parse::<f32>().ok())
            .fold(f32::INFINITY, f32::min);
        assert!(
            bottom < squares_top,
            "{heading}: the heading ({bottom}) runs into the picture ({squares_top})"
        );
    }
}
