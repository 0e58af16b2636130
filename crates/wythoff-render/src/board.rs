//! The queen board, as a picture of the answers or as a worksheet.

use svg::Document;
use svg::node::element::{Circle, Group, Line, Rectangle, Text};
use wythoff::Natural;
use wythoff::game::{Rule, after};
use wythoff::generalized_wythoff::Generalized;

use crate::{MARGIN, MAX_BOARD, RenderError, Style, arrowhead, axes, colours, game_name, heading};

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
    /// The answers, or a worksheet without them.
    pub sheet: Sheet,
}

/// Which of a board's answers a picture shows. A lesson prints a worksheet
/// ([`Sheet::Blank`] or [`Sheet::Position`]) and, on a page of its own, its
/// key ([`Sheet::Answers`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Sheet {
    /// The key: every P-position, the two lines they hug and, from the marked
    /// position, its winning moves.
    #[default]
    Answers,
    /// The squares and the rule, nothing marked (not even a position given):
    /// "mark every P-position".
    Blank,
    /// The squares, the rule and the queen on the marked position: "is it a
    /// P-position? If not, draw every winning move".
    Position,
}

impl Sheet {
    /// Every sheet, in the order a lesson hands them out.
    pub const ALL: [Sheet; 3] = [Sheet::Blank, Sheet::Position, Sheet::Answers];

    /// The name the front ends take: `answers`, `blank` or `position`.
    pub fn name(self) -> &'static str {
        match self {
            Sheet::Answers => "answers",
            Sheet::Blank => "blank",
            Sheet::Position => "position",
        }
    }

    /// The sheet of a name, if it is one.
    ///
    /// ```
    /// use wythoff_render::Sheet;
    /// assert_eq!(Sheet::named("blank"), Some(Sheet::Blank));
    /// assert_eq!(Sheet::named("key"), None);
    /// ```
    pub fn named(name: &str) -> Option<Sheet> {
        Sheet::ALL.into_iter().find(|sheet| sheet.name() == name)
    }

    /// The sheet a front end was given by name, or a `usage` error keyed
    /// `sheet` that lists the names.
    ///
    /// ```
    /// use wythoff_render::Sheet;
    /// assert_eq!(Sheet::parse("position"), Ok(Sheet::Position));
    /// let refused = Sheet::parse("key").unwrap_err();
    /// assert_eq!(refused.key, Some("sheet"));
    /// assert!(refused.message.ends_with("a sheet is blank, position or answers"));
    /// ```
    pub fn parse(name: &str) -> Result<Sheet, wythoff_answer::Error> {
        Sheet::named(name).ok_or_else(|| {
            let shown: String = name.chars().take(20).collect();
            wythoff_answer::Error::usage(format!("{shown:?} is not a sheet: a sheet is {}", Sheet::names()))
                .keyed("sheet")
        })
    }

    /// The names, for a message: `blank, position or answers`.
    pub fn names() -> String {
        let names = Sheet::ALL.map(Sheet::name);
        format!("{} or {}", names[..names.len() - 1].join(", "), names[names.len() - 1])
    }
}

/// A board as drawn: the SVG, and what is on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPicture {
    /// The SVG document.
    pub svg: String,
    /// How many P-positions are marked (0 on a worksheet).
    pub p_positions: usize,
    /// How many winning moves are drawn from the marked position (0 without
    /// one, and on a worksheet).
    pub moves: usize,
}

const CELL: f64 = 24.0;
/// The narrowest picture: room for the heading and a name line on a small board.
const MIN_WIDTH: f64 = 400.0;

/// The board as an SVG document. On the answers sheet each P-position is a
/// circle of class `p` and each winning move a line of class `move` with an
/// arrowhead; the marked position is the queen, a text of class `at`.
///
/// ```
/// use wythoff::game::Rule;
/// use wythoff_render::{board_svg, Board, Sheet};
/// let key = Board { size: 8, a: 1, rule: Rule::Normal, at: None, sheet: Sheet::Answers };
/// // (0,0), (1,2), (2,1), (3,5), (5,3), (4,7), (7,4).
/// assert_eq!(board_svg(&key).unwrap().matches("class=\"p\"").count(), 7);
/// let blank = Board { sheet: Sheet::Blank, ..key };
/// assert_eq!(board_svg(&blank).unwrap().matches("class=\"p\"").count(), 0);
/// ```
pub fn board_svg(board: &Board) -> Result<String, RenderError> {
    self::board(board).map(|picture| picture.svg)
}

/// The board as [`board_svg`] draws it, with how many P-positions and winning
/// moves are on it.
///
/// ```
/// use wythoff::game::Rule;
/// use wythoff_render::{board, Board, Sheet};
/// let drawn = board(&Board { size: 8, a: 1, rule: Rule::Normal, at: Some([4, 5]), sheet: Sheet::Answers }).unwrap();
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
    if board.sheet == Sheet::Position && board.at.is_none() {
        return Err(RenderError::Input("a position sheet needs a position for the queen".into()));
    }
    let game = Generalized::new(board.a.into(), board.rule).expect("a ≥ 1");
    let answers = board.sheet == Sheet::Answers;
    // The key's arrows, found once for the heading and the picture.
    let winning = match board.at {
        Some([x, y]) if answers => game.winning_moves_at(&x.into(), &y.into()),
        _ => Vec::new(),
    };
    let side = n as f64 * CELL;
    let width = (side + 2.0 * MARGIN).max(MIN_WIDTH);
    let (head, top) = heading(&sheet_heading(board, winning.len()), width);
    let name_line = if answers { 0.0 } else { 30.0 };
    let height = top + side + 40.0 + name_line;
    // Pile coordinates (x right, y up) to pixels, cell centres at integers.
    let left = (width - side) / 2.0;
    let px = |x: f64| left + (x + 0.5) * CELL;
    let py = |y: f64| top + (n as f64 - 0.5 - y) * CELL;
    let mut squares = Group::new().set("class", "squares");
    // A worksheet is printed to be written on: light on toner, its squares
    // white and ruled; the answer key has the page's chequer.
    let ruled = board.sheet != Sheet::Answers;
    for x in 0..n {
        for y in 0..n {
            // As on the page: (0, 0) is a dark square.
            let shade = if (x + y) % 2 == 0 { colours::DARK } else { colours::LIGHT };
            let square = Rectangle::new()
                .set("x", px(x as f64) - CELL / 2.0)
                .set("y", py(y as f64) - CELL / 2.0)
                .set("width", CELL)
                .set("height", CELL);
            squares = squares.add(if ruled {
                square.set("fill", "#fff").set("stroke", colours::RULE).set("stroke-width", 0.6)
            } else {
                square.set("fill", shade)
            });
        }
    }
    let edge = Rectangle::new()
        .set("class", "edge")
        .set("x", left)
        .set("y", top)
        .set("width", side)
        .set("height", side)
        .set("fill", "none")
        .set("stroke", colours::EDGE)
        .set("stroke-width", 2);
    let mut document = Document::new()
        .set("viewBox", (0, 0, width, height))
        .set("width", width)
        .set("height", height)
        .set("font-family", "DejaVu Sans, sans-serif")
        .add(arrowhead())
        .add(Rectangle::new().set("width", "100%").set("height", "100%").set("fill", "white"))
        .add(head)
        .add(squares)
        .add(edge);
    let mut p_positions = 0;
    if answers {
        let mut marks = Group::new().set("class", "p-positions");
        for x in 0..n {
            for y in 0..n {
                if game.is_p(&x.into(), &y.into()) {
                    p_positions += 1;
                    // Under the queen, as on the page: a smaller dot in the corner.
                    let (shift, r) = if board.at == Some([x, y]) { (0.32, 0.1) } else { (0.0, 0.17) };
                    marks = marks.add(
                        Circle::new()
                            .set("class", "p")
                            .set("cx", px(x as f64) + CELL * shift)
                            .set("cy", py(y as f64) + CELL * shift)
                            .set("r", CELL * r)
                            .set("fill", colours::P),
                    );
                }
            }
        }
        document = document.add(golden_lines(board.a, n, &px, &py)).add(marks);
    }
    document = document.add(axes(n, &px, &py));
    if let Some([x, y]) = board.at
        && answers
    {
        let position = [Natural::from(x), Natural::from(y)];
        let mut moves = Group::new().set("class", "winning-moves");
        for m in &winning {
            let to = after(&position, m);
            let [tx, ty] = [&to[0], &to[1]].map(|v| u64::try_from(v).expect("inside the board") as f64);
            moves = moves.add(
                Line::new()
                    .set("class", "move")
                    .set("x1", px(x as f64))
                    .set("y1", py(y as f64))
                    .set("x2", px(tx))
                    .set("y2", py(ty))
                    .set("stroke", colours::WIN)
                    .set("stroke-width", 3)
                    .set("marker-end", "url(#arrow)"),
            );
        }
        document = document.add(moves);
    }
    if let Some([x, y]) = board.at.filter(|_| board.sheet != Sheet::Blank) {
        document = document.add(
            Text::new("♛")
                .set("class", "at")
                .set("x", px(x as f64))
                .set("y", py(y as f64) + CELL * 0.36)
                .set("text-anchor", "middle")
                .set("font-size", CELL * 1.05)
                .set("fill", "#000")
                .set("stroke", "#fff")
                .set("stroke-width", 1.2)
                .set("paint-order", "stroke"),
        );
    }
    if !answers {
        document = document.add(
            Text::new("Name: ______________________________")
                .set("class", "name")
                .set("x", width / 2.0)
                .set("y", height - 14.0)
                .set("text-anchor", "middle")
                .set("font-size", 12)
                .set("fill", colours::INK),
        );
    }
    Ok(BoardPicture { svg: document.to_string(), p_positions, moves: winning.len() })
}

/// The lines y = s·x and x = s·y, s = β/α = 1 + a/α, α = (2 − a + √(a² + 4))/2
/// (for a = 1, s = φ). Floating point only places them on the picture.
fn golden_lines(a: u64, n: u64, px: &dyn Fn(f64) -> f64, py: &dyn Fn(f64) -> f64) -> Group {
    let a = a as f64;
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
                .set("stroke", colours::GOLDEN)
                .set("stroke-width", 2)
                .set("stroke-dasharray", "6 4"),
        );
    }
    lines
}

/// The heading: the game, its rule in words, and what the sheet asks or shows
/// (on the key, how many winning moves its arrows draw).
fn sheet_heading(board: &Board, winning_moves: usize) -> Vec<(String, Style)> {
    let name = game_name(board.a);
    let (play, last) = match board.rule {
        Rule::Normal => ("normal play", "The last to move wins."),
        Rule::Misere => ("misère play", "The last to move loses."),
    };
    let both = if board.a == 1 {
        "the same positive number from both: on the board, the queen goes left, down or diagonally toward (0,\u{a0}0)"
            .to_string()
    } else {
        format!(
            "k\u{a0}≥\u{a0}1 from one and l\u{a0}≥\u{a0}1 from the other with |k\u{a0}−\u{a0}l|\u{a0}<\u{a0}{}: on the board, left, down, or down and left",
            board.a
        )
    };
    let rule = format!("A move takes any positive number from one pile, or {both}. {last}");
    let mut lines = vec![(format!("{name} ({play})"), Style::Title)];
    match (board.sheet, board.at) {
        (Sheet::Blank, _) => {
            lines.push((rule, Style::Text));
            lines.push((
                "Mark every P-position: a square from which the player to move loses.".into(),
                Style::Task,
            ));
        }
        (Sheet::Position, Some([x, y])) => {
            lines.push((rule, Style::Text));
            lines.push((
                format!(
                    "The queen is on ({x},\u{a0}{y}). Is it a P-position? If not, draw every winning move from it."
                ),
                Style::Task,
            ));
        }
        (_, at) => {
            let lines_are = if board.a == 1 {
                "the golden lines y\u{a0}=\u{a0}φx and x\u{a0}=\u{a0}φy"
            } else {
                "the lines they hug"
            };
            let key = match at {
                None => format!("The P-positions (dots) and {lines_are}."),
                Some([x, y]) => {
                    let from = match winning_moves {
                        0 => format!("({x},\u{a0}{y}) is one: no winning move"),
                        1 => format!("the winning move from ({x},\u{a0}{y})"),
                        k => format!("the {k} winning moves from ({x},\u{a0}{y})"),
                    };
                    format!("The P-positions (dots), {lines_are}, and {from}.")
                }
            };
            lines.push((key, Style::Task));
        }
    }
    lines
}
