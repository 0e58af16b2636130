//! The API's endpoints as a list: every game's questions and actions from the
//! registry, the board window of the two-pile games, and Wythoff's own; the
//! README's table and `serve --help` are made from it.

use wythoff_answer::drawn::{MAX_HEAP_VALUES, MAX_SQUARE};
use wythoff_answer::registry;

use crate::pictures::{SQUARE, SQUARE_SVG, VALUES, VALUES_SVG};

/// The questions every game answers (`/api/{game}/{question}`), from the
/// registry.
pub const GAME_QUESTIONS: [&str; 5] = ["status", "moves", "computer", "check", "options"];

/// The question the two-pile games also answer: a board window
/// (`/api/{game}/window`), for the page's board at any size.
pub const WINDOW: &str = "window";

/// The sums of games: `/api/sum?expr=…` (its path's one word, as the router
/// hands it on with an empty question).
pub const SUM: &str = "sum";

/// An endpoint only Wythoff's game has.
#[derive(Clone, Copy, Debug)]
pub struct WythoffOnly {
    /// The question: `/api/wythoff/{question}`.
    pub question: &'static str,
    /// Its query parameters, in words.
    pub parameters: &'static str,
    /// What it answers.
    pub answer: &'static str,
    /// Is it computed on the heavy thread?
    pub heavy: bool,
}

/// The endpoints only Wythoff's game has.
pub const WYTHOFF_ONLY: [WythoffOnly; 7] = [
    WythoffOnly {
        question: "nth",
        parameters: "`k`, `misere`",
        answer: "the k-th P-position (`wythoff nth`)",
        heavy: false,
    },
    WythoffOnly {
        question: "pair",
        parameters: "`n`, `misere`",
        answer: "the P-position holding n (`wythoff pair`)",
        heavy: false,
    },
    WythoffOnly {
        question: "positions",
        parameters: "`from`, `count` or `to` (at most 10,000 positions), `misere`",
        answer: "P-positions by index (`wythoff positions`)",
        heavy: false,
    },
    WythoffOnly {
        question: "grundy",
        parameters: "`a`, `b`",
        answer: "G(a, b) (`wythoff grundy`)",
        heavy: true,
    },
    WythoffOnly {
        question: "grundy_table",
        parameters: "`size` (at most 256), `a` (a-Wythoff, at most 20)",
        answer: "G(x, y) for x, y below size, as `values[x][y]` (the page's heat map)",
        heavy: true,
    },
    WythoffOnly {
        question: "board.svg",
        parameters: "`size`, `a` (a-Wythoff), `at=x,y`, `misere`, `sheet` (`answers`, or a worksheet: `blank`, `position`)",
        answer: "the queen board (SVG): the answers, or a worksheet without them",
        heavy: true,
    },
    WythoffOnly {
        question: "grundy.svg",
        parameters: "`size`, `a` (a-Wythoff, at most 20)",
        answer: "the Grundy heat map (SVG)",
        heavy: true,
    },
];

/// Every endpoint: its path, its query parameters and what it answers, in
/// words; made from the registry (every game's questions) and
/// [`WYTHOFF_ONLY`]. The router has one wildcard route, so this is the list.
pub fn endpoints() -> Vec<[String; 3]> {
    let mut rows = Vec::new();
    for entry in registry::entries() {
        let mut keys: Vec<String> = match entry.shape {
            registry::Shape::Named(keys) => keys.iter().map(|k| format!("`{k}`")).collect(),
            registry::Shape::List { key, max: Some(2), .. } => vec![format!("`{key}=x,y`")],
            registry::Shape::List { key, .. } => vec![format!("`{key}=x,y,…`")],
            registry::Shape::HeapAndLimit { heap, limit } => {
                vec![format!("`{heap}`"), format!("`{limit}` (optional)")]
            }
        };
        keys.extend(entry.parameters.iter().map(|p| format!("`{}`", p.key)));
        if entry.misere {
            keys.push("`misere`".into());
        }
        rows.push([
            format!("GET /api/{}/{{{}}}", entry.name, GAME_QUESTIONS.join(",")),
            keys.join(", "),
            format!(
                "{}: analysis, computer (`level`, `seed`, `by`), check (`to`, `by`), options (every legal move)",
                entry.title
            ),
        ]);
        for action in entry.actions {
            let mut keys: Vec<String> = entry.parameters.iter().map(|p| format!("`{}`", p.key)).collect();
            if action.numbers == 1 {
                keys.push("`n`".into());
            }
            keys.extend(action.flags.iter().map(|f| format!("`{}`", f.long)));
            if entry.misere {
                keys.push("`misere`".into());
            }
            rows.push([
                format!("GET /api/{}/{}", entry.name, action.name),
                keys.join(", "),
                format!(
                    "{} (`wythoff {} {}`)",
                    action.about,
                    entry.command.unwrap_or(entry.name),
                    action.name
                ),
            ]);
        }
    }
    rows.push([
        "GET /api/games".into(),
        "`lang` (the prose's language)".into(),
        "every game: its name, title, parameters (query keys), position shape, misère and board support, its moves (takes, splits) and the limits that bound it (bounds); the server's values of those limits (limits)"
            .into(),
    ]);
    rows.push([
        format!("GET /api/{SUM}"),
        "`expr` (the sum, as `wythoff sum` reads it), `misere`".into(),
        "a sum of games: each component's value, the nim-sum, the outcome and every winning move (`wythoff sum`); in misère play through the misère quotient (`wythoff sum --misere`)".into(),
    ]);
    let boards: Vec<&str> = registry::entries().filter(|e| e.on_board()).map(|e| e.name).collect();
    rows.push([
        format!("GET /api/{{{}}}/{WINDOW}", boards.join(",")),
        "the game's parameters and position, `corner=x,y`, `size` (at most 40)".into(),
        "a board window: its P-positions (`p`) and the squares the position moves to (`moves`)".into(),
    ]);
    let squares: Vec<&str> =
        registry::entries().filter(|e| crate::pictures::is_picture(e.name, SQUARE)).map(|e| e.name).collect();
    rows.push([
        format!("GET /api/{{{}}}/{{{SQUARE},{SQUARE_SVG}}}", squares.join(",")),
        format!("the game's parameters, `size` (at most {MAX_SQUARE})"),
        "G(x, y) for x, y below size, as `values[x][y]` (the page's heat map), or drawn as an SVG".into(),
    ]);
    let heaps: Vec<&str> =
        registry::entries().filter(|e| crate::pictures::is_picture(e.name, VALUES)).map(|e| e.name).collect();
    rows.push([
        format!("GET /api/{{{}}}/{{{VALUES},{VALUES_SVG}}}", heaps.join(",")),
        format!("the game's parameters, `n` (at most {})", wythoff_answer::limits::grouped(MAX_HEAP_VALUES)),
        "G(0), …, G(n − 1) as `values`, with `preperiod`, `period` and its `proof` where one is proven (the page's table of values), or drawn as an SVG plot".into(),
    ]);
    for only in &WYTHOFF_ONLY {
        rows.push([
            format!("GET /api/wythoff/{}", only.question),
            only.parameters.into(),
            only.answer.into(),
        ]);
    }
    rows
}

/// The API as a markdown table ([`endpoints`]): the README and this crate's
/// documentation show it, and a test keeps both equal to it.
pub fn api_table() -> String {
    let mut table = String::from("| endpoint | parameters | answer |\n|---|---|---|\n");
    for [path, parameters, answer] in endpoints() {
        table += &format!("| `{path}` | {parameters} | {answer} |\n");
    }
    table
}

/// The API as `wythoff serve --help` lists it ([`endpoints`]).
pub fn api_help() -> String {
    let mut text = String::new();
    for [path, parameters, _] in endpoints() {
        text += &format!("  {path}\n      {}\n", parameters.replace('`', ""));
    }
    text
}

/// Is `/api/{game}/{question}` computed on the heavy thread? Unknown
/// endpoints are cheap (they are refused at once).
pub(crate) fn is_heavy(game: &str, question: &str) -> bool {
    if GAME_QUESTIONS.contains(&question) {
        return registry::entry(game).is_some_and(|e| e.heavy);
    }
    // A game's own action lists or searches: heavy.
    if registry::entry(game).is_some_and(|e| e.action(question).is_some()) {
        return true;
    }
    // A window is up to 1,600 squares, each a position analysed; a sum may
    // prove Grundy rows or a misère quotient.
    if question == WINDOW
        || (game == SUM && question.is_empty())
        || crate::pictures::is_picture(game, question)
    {
        return true;
    }
    game == "wythoff" && WYTHOFF_ONLY.iter().any(|only| only.question == question && only.heavy)
}
