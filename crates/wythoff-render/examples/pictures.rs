//! Writes a board and a heat map to /tmp for a look: `cargo run -p wythoff-render --example pictures`.
fn main() {
    use wythoff::game::Rule;
    use wythoff_render::{Board, Sheet, board_svg, grundy_svg, png};
    let svg =
        board_svg(&Board { size: 20, a: 1, rule: Rule::Normal, at: Some([9, 14]), sheet: Sheet::Answers })
            .unwrap();
    std::fs::write("/tmp/board.png", png(&svg, 1.0).unwrap()).unwrap();
    let svg = grundy_svg(64).unwrap();
    std::fs::write("/tmp/grundy.png", png(&svg, 1.0).unwrap()).unwrap();
}
