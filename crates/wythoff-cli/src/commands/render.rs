//! `wythoff render board|grundy|values --out FILE`: pictures, SVG or PNG by the file's
//! extension.

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use wythoff_answer::drawn::{GrundySquare, HeapValues};
use wythoff_answer::listing::Written;
use wythoff_answer::registry::Game;
use wythoff_answer::{Answer, Error};
use wythoff_render::{Board, Sheet, board, heat_map, heat_map_of, png, values_plot};

use crate::args::{JsonFlag, NumberArg, PlayRule, number};
use crate::context::Context;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Picture {
    /// The queen board: P-positions marked, the two golden lines drawn
    Board,
    /// A heat map of a two-pile game's Sprague-Grundy values, with a legend
    Grundy,
    /// A heap game's values G(0), G(1), ... as bars, its period marked
    Values,
}

/// Draw the queen board, a Grundy heat map or a heap game's values, as SVG or PNG
#[derive(Args, Debug)]
#[command(after_help = "The format follows the file's extension: .svg or .png. On the board, pile 1 runs
across and pile 2 up; the queen moves left, down or diagonally toward (0, 0).
A worksheet leaves the answers off: --sheet blank asks for every P-position,
--sheet position for the winning moves from --at; --sheet answers is its key.

Examples:
  $ wythoff render board --size 20 --at 9,14 --out board.svg
  wrote board.svg: a 20 × 20 board, Wythoff's game (normal play), 15 P-positions, 1 winning move from (9, 14)

  $ wythoff render board --size 12 --at 4,7 --sheet position --out sheet.svg
  wrote sheet.svg: a 12 × 12 worksheet, Wythoff's game (normal play), position: the queen on (4, 7)

  $ wythoff render board --size 30 --a 2 --misere --out board.png
  wrote board.png: a 30 × 30 board, a-Wythoff with a = 2 (misère play), 18 P-positions

  $ wythoff render grundy --size 64 --out grundy.png
  wrote grundy.png: a 64 × 64 heat map of G(a, b), values 0 to 95

  $ wythoff render grundy --game 'restricted{3}' --size 32 --out restricted.svg
  wrote restricted.svg: Restricted Wythoff (at most 3 from a pile), a 32 × 32 heat map of G(a, b), values 0 to 8

  $ wythoff render values --game 'octal{0.07}' --size 120 --out dawson.svg
  wrote dawson.svg: The octal game 0.07, values G(0) to G(119) from 0 to 9, period 34 from heap 53

--game names a game with its parameters in braces: restricted{3}, generalized{2},
octal{0.07}, subtraction{1,3,4}, bash{3}, nim, grundys_game, lasker_nim, or a
preset such as kayles. grundy draws the two-pile games (wythoff, generalized,
restricted); values draws the heap games.")]
pub struct RenderArgs {
    /// board or grundy
    #[arg(value_enum)]
    picture: Picture,
    /// The file to write: .svg or .png
    #[arg(long)]
    out: PathBuf,
    /// Positions 0..N on each side, or heaps 0..N [default: 20 for board, 64 for grundy, 100 for values]
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    size: Option<NumberArg>,
    /// board: a position to mark, with its winning moves, as X,Y
    #[arg(long)]
    at: Option<String>,
    /// board: the answers, or a worksheet without them: blank, or the queen on --at
    #[arg(long, default_value = "answers", value_parser = sheet())]
    sheet: Sheet,
    /// Fraenkel's a-Wythoff with this a (1 is Wythoff's game)
    #[arg(long = "a", short = 'a', value_parser = number, allow_negative_numbers = true)]
    a: Option<NumberArg>,
    /// grundy, values: the game, with its parameters in braces (restricted{3}, octal{0.07}, kayles)
    #[arg(long)]
    game: Option<String>,
    /// PNG: pixels per SVG unit
    #[arg(long, default_value_t = 1.0)]
    scale: f32,
    #[command(flatten)]
    play: PlayRule,
    #[command(flatten)]
    json: JsonFlag,
}

/// An error of the answer crate about the picture's `size` in the command's
/// words: `--size`.
fn flag_words(e: Error) -> Error {
    match e.message.strip_prefix("size:") {
        Some(rest) => Error { message: format!("--size:{rest}"), ..e },
        None => e,
    }
}

/// A sheet, by the names the render crate gives them (clap lists them).
fn sheet() -> impl clap::builder::TypedValueParser<Value = Sheet> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(Sheet::ALL.map(Sheet::name))
        .try_map(|name: String| Sheet::named(&name).ok_or_else(|| format!("a sheet is {}", Sheet::names())))
}

pub fn run(args: RenderArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let extension = args.out.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    let as_png = match extension.as_deref() {
        Some("svg") => false,
        Some("png") => true,
        _ => {
            return Err(Error::usage(format!(
                "--out {}: the name must end in .svg or .png",
                args.out.display()
            )));
        }
    };
    if !(args.scale > 0.0 && args.scale <= 8.0) {
        return Err(Error::usage("--scale must be above 0 and at most 8"));
    }
    let (svg, what) = match args.picture {
        Picture::Board if args.game.is_some() => {
            return Err(Error::usage(
                "--game is for grundy and values; the board draws Wythoff's game and a-Wythoff (--a)",
            ));
        }
        Picture::Board => {
            let size = match &args.size {
                Some(size) => context.small(size, "--size")?,
                None => 20,
            };
            let a = match &args.a {
                Some(a) => context.small(a, "--a")?,
                None => 1,
            };
            let at = match &args.at {
                Some(text) => Some(context.limits.point(text, "--at")?),
                None => None,
            };
            let sheet = args.sheet;
            if sheet == Sheet::Position && at.is_none() {
                return Err(Error::usage("--sheet position needs --at X,Y: the queen's square").keyed("at"));
            }
            let drawn = board(&Board { size, a, rule: args.play.rule(), at, sheet }).map_err(Error::from)?;
            let (marks, moves) = (drawn.p_positions, drawn.moves);
            let game = if a == 1 { "Wythoff's game".to_string() } else { format!("a-Wythoff with a = {a}") };
            let play = args.play.rule().word();
            let mut what = match sheet {
                Sheet::Answers => {
                    format!("a {size} × {size} board, {game} ({play} play), {marks} P-positions")
                }
                Sheet::Blank | Sheet::Position => {
                    format!("a {size} × {size} worksheet, {game} ({play} play), {}", sheet.name())
                }
            };
            match at {
                Some([x, y]) if sheet == Sheet::Answers => {
                    let s = if moves == 1 { "" } else { "s" };
                    what += &format!(", {moves} winning move{s} from ({x}, {y})");
                }
                Some([x, y]) if sheet == Sheet::Position => what += &format!(": the queen on ({x}, {y})"),
                _ => {}
            }
            (drawn.svg, what)
        }
        Picture::Grundy | Picture::Values
            if args.at.is_some() || args.play.misere || args.sheet != Sheet::Answers =>
        {
            return Err(Error::usage(
                "--at, --misere and --sheet are for the board (Grundy values are of normal play)",
            ));
        }
        Picture::Grundy if args.game.is_some() => {
            if args.a.is_some() {
                return Err(Error::usage(
                    "--a and --game: give a-Wythoff as --game 'generalized{A}', or --a alone",
                ));
            }
            let game = Game::written(args.game.as_deref().unwrap_or_default(), "--game", &context.limits)?;
            let size = match &args.size {
                Some(size) => context.small(size, "--size")?,
                None => 64,
            };
            let size = usize::try_from(size).unwrap_or(usize::MAX);
            let square = GrundySquare::of(&game, size).map_err(flag_words)?;
            let map = heat_map_of(&square);
            (
                map.svg,
                format!("{}, a {size} × {size} heat map of G(a, b), values 0 to {}", square.title, map.max),
            )
        }
        Picture::Values => {
            let Some(game) = &args.game else {
                return Err(Error::usage(
                    "values needs --game: a heap game, as --game 'octal{0.07}' or --game kayles",
                ));
            };
            let game = Game::written(game, "--game", &context.limits)?;
            let count = match &args.size {
                Some(size) => context.small(size, "--size")?,
                None => 100,
            };
            let values = HeapValues::of(&game, count, &context.limits).map_err(flag_words)?;
            let plot = values_plot(&values);
            let period = match values.period {
                Some((pre, period)) => format!(", period {period} from heap {pre}"),
                None => String::new(),
            };
            let what =
                format!("{}, values G(0) to G({}) from 0 to {}{period}", values.title, count - 1, plot.max);
            (plot.svg, what)
        }
        Picture::Grundy => {
            let a = match &args.a {
                Some(a) => context.small(a, "--a")?,
                None => 1,
            };
            let size = match &args.size {
                Some(size) => context.small(size, "--size")?,
                None => 64,
            };
            let size = usize::try_from(size).unwrap_or(usize::MAX);
            let map = heat_map(size, a)?;
            let game = if a == 1 { String::new() } else { format!(" for a-Wythoff with a = {a}") };
            (map.svg, format!("a {size} × {size} heat map of G(a, b){game}, values 0 to {}", map.max))
        }
    };
    let bytes = if as_png { png(&svg, args.scale)? } else { svg.into_bytes() };
    std::fs::write(&args.out, bytes)
        .map_err(|e| Error::from(e).about(&format!("--out {}", args.out.display())))?;
    let picture = match args.picture {
        Picture::Board => "board",
        Picture::Grundy => "grundy",
        Picture::Values => "values",
    };
    let written = Written { picture, file: args.out.display().to_string(), text: what };
    Ok(written.write(out, args.json.format())?)
}
