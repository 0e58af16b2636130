//! `wythoff play`: a game against the computer in the terminal, line by line
//! (so it also works through a pipe).

use std::io::Write;

use clap::{Args, ValueEnum};
use wythoff::game::{ImpartialGame, TwoPileRule};
use wythoff::generalized_wythoff::Generalized;
use wythoff::restricted_wythoff::Restricted;
use wythoff::wythoff::Wythoff;
use wythoff::Natural;
use wythoff_answer::play::{board, parse_input, Input, Level, Player, Session, MOVE_SYNTAX};
use wythoff_answer::{analyse, Answer, Error, Question};

use crate::args::{number, NumberArg, PlayRule};
use crate::context::Context;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayGame {
    /// Wythoff's game
    Wythoff,
    /// Fraenkel's a-Wythoff (--a)
    Generalized,
    /// Restricted Wythoff (--max-take)
    Restricted,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum First {
    /// You move first
    Me,
    /// The computer moves first
    Computer,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayLevel {
    /// Always a winning move when there is one
    Perfect,
    /// A winning move half of the time, else any move
    Casual,
}

/// Play against the computer: type moves, get replies, ask for hints
#[derive(Args, Debug)]
#[command(after_help = "Moves: `1 K` takes K from pile 1, `2 K` from pile 2, `b K` K from both, `b K L` K
from pile 1 and L from pile 2 (a-Wythoff), `to X Y` names the position to move to.
Commands: hint (every winning move, with the reason), undo (your last move and the
reply), board (a text board, piles up to 30), help, quit. End of input ends the game.
At --level perfect the computer always moves to a P-position when it can; from a
P-position it takes one object from the larger pile, to keep the game long.

Examples:
  $ printf '2 2\\n' | wythoff play --start 3,7 --seed 1
  Wythoff's game, normal play (whoever takes the last object wins). Piles (3, 7); you move first.
  your move> you: take 2 from pile 2 -> (3, 5)
  computer: take 1 from pile 2 -> (3, 4)
  your move> end of input: the game stops at (3, 4)

  $ printf 'hint\\nb 1\\nto 0 0\\n' | wythoff play --game restricted -m 2 --start 2,2 --first computer --misere
  Restricted Wythoff (at most 2 from a pile), misère play (whoever takes the last object loses). Piles (2, 2); the computer moves first.
  computer: take 1 from pile 1 -> (1, 2)
  your move> N: the player to move wins (misère play); 2 winning moves:
  take 1 from both piles -> (0, 1)
  take 2 from pile 2 -> (1, 0)
  why: the piles mod 3 are (1, 2), not a misère Wythoff P-position
  your move> you: take 1 from both piles -> (0, 1)
  computer: take 1 from pile 2 -> (0, 0)
  you win: the computer had to take the last object")]
pub struct PlayArgs {
    /// Which game
    #[arg(long, value_enum, default_value = "wythoff")]
    game: PlayGame,
    /// a for --game generalized (at least 1)
    #[arg(long = "a", short = 'a', value_parser = number, allow_negative_numbers = true)]
    a: Option<NumberArg>,
    /// The most a move may take from a pile, for --game restricted
    #[arg(long, short = 'm', value_parser = number, allow_negative_numbers = true)]
    max_take: Option<NumberArg>,
    /// The starting piles, as X,Y, or `random` (each pile 0..=--max)
    #[arg(long, default_value = "random")]
    start: String,
    /// The largest pile of a random start
    #[arg(long, value_parser = number, allow_negative_numbers = true, default_value = "20")]
    max: NumberArg,
    /// Who moves first
    #[arg(long, value_enum, default_value = "me")]
    first: First,
    /// How well the computer plays
    #[arg(long, value_enum, default_value = "perfect")]
    level: PlayLevel,
    /// The seed of the computer's choices and of a random start (default: from the clock)
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    seed: Option<NumberArg>,
    #[command(flatten)]
    play: PlayRule,
}

pub fn run(args: PlayArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let rule = args.play.rule();
    let seed = match &args.seed {
        Some(seed) => context.small(seed, "--seed")?,
        None => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64),
    };
    let start = start(&args, context, seed)?;
    let level = match args.level {
        PlayLevel::Perfect => Level::Perfect,
        PlayLevel::Casual => Level::Casual,
    };
    let positive = |context: &mut Context, arg: &Option<NumberArg>, name: &str| -> Result<Natural, Error> {
        let Some(arg) = arg else {
            return Err(Error::usage(format!(
                "--game {} needs {name}",
                args.game.to_possible_value().unwrap().get_name()
            )));
        };
        let n = context.number(arg, name)?;
        if n == Natural::ZERO {
            return Err(Error::input(format!("{name} must be at least 1")));
        }
        Ok(n)
    };
    let rules = match rule {
        wythoff::Rule::Normal => "normal play (whoever takes the last object wins)",
        wythoff::Rule::Misere => "misère play (whoever takes the last object loses)",
    };
    match args.game {
        PlayGame::Wythoff => {
            let title = format!("Wythoff's game, {rules}");
            game_loop(Session::new(Wythoff { rule }, start, level, seed), &title, args.first, context, out)
        }
        PlayGame::Generalized => {
            let a = positive(context, &args.a, "--a")?;
            let title = format!("Fraenkel's a-Wythoff with a = {a}, {rules}");
            let game = Generalized::new(a, rule).expect("a ≥ 1");
            game_loop(Session::new(game, start, level, seed), &title, args.first, context, out)
        }
        PlayGame::Restricted => {
            let m = positive(context, &args.max_take, "--max-take")?;
            let title = format!("Restricted Wythoff (at most {m} from a pile), {rules}");
            let game = Restricted::new(m, rule).expect("m ≥ 1");
            game_loop(Session::new(game, start, level, seed), &title, args.first, context, out)
        }
    }
}

/// The starting piles: X,Y as given, or random in 0..=--max (not both 0).
fn start(args: &PlayArgs, context: &mut Context, seed: u64) -> Result<[Natural; 2], Error> {
    if args.start.trim() != "random" {
        let parts: Vec<&str> = args.start.split(',').collect();
        let [x, y] = parts.as_slice() else {
            return Err(Error::usage(format!("--start {}: give two piles as X,Y, or random", args.start)));
        };
        let read = |text: &str| context.limits.number(text.trim()).map_err(|e| e.about("--start"));
        return Ok([read(x)?, read(y)?]);
    }
    let max = context.small(&args.max, "--max")?;
    if max == 0 {
        return Err(Error::input("--max must be at least 1 for a random start"));
    }
    // A small generator of our own for the start, separate from the session's.
    let mut state = seed ^ 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) % (max + 1)
    };
    loop {
        let (x, y) = (next(), next());
        if x + y > 0 {
            return Ok([x.into(), y.into()]);
        }
    }
}

fn game_loop<G>(
    mut session: Session<G>,
    title: &str,
    first: First,
    context: &mut Context,
    out: &mut impl Write,
) -> Result<(), Error>
where
    G: ImpartialGame<Position = [Natural; 2]> + TwoPileRule,
{
    let [x, y] = session.position().clone();
    let who = if first == First::Me { "you move first" } else { "the computer moves first" };
    writeln!(out, "{title}. Piles ({x}, {y}); {who}.")?;
    if first == First::Computer {
        if let Some(reply) = session.computer_move() {
            writeln!(out, "computer: {}", reply.text)?;
        }
    }
    let mut bytes = Vec::new();
    loop {
        if let Some(winner) = session.winner() {
            let text = match (session.game().rule(), winner) {
                (wythoff::Rule::Normal, Player::Human) => "you win: you took the last object",
                (wythoff::Rule::Normal, Player::Computer) => "the computer wins: it took the last object",
                (wythoff::Rule::Misere, Player::Human) => "you win: the computer had to take the last object",
                (wythoff::Rule::Misere, Player::Computer) => {
                    "the computer wins: you had to take the last object"
                }
            };
            writeln!(out, "{text}")?;
            return Ok(());
        }
        if !session.can_move() {
            writeln!(out, "no move is possible from (0, 0)")?;
            return Ok(());
        }
        write!(out, "your move> ")?;
        out.flush()?;
        bytes.clear();
        if context.stdin().read_until(b'\n', &mut bytes).map_err(Error::from)? == 0 {
            let [x, y] = session.position();
            writeln!(out, "end of input: the game stops at ({x}, {y})")?;
            return Ok(());
        }
        // Bytes that are not UTF-8 are just an unparsable line.
        let line = String::from_utf8_lossy(&bytes);
        match parse_input(&line, session.position()) {
            Err(e) => writeln!(out, "{e}")?,
            Ok(Input::Quit) => {
                writeln!(out, "bye")?;
                return Ok(());
            }
            Ok(Input::Help) => writeln!(out, "{MOVE_SYNTAX}")?,
            Ok(Input::Board) => match board(session.position()) {
                Some(board) => write!(out, "{board}")?,
                None => writeln!(out, "the board is drawn for piles up to 30")?,
            },
            Ok(Input::Hint) => {
                let position = session.position().clone();
                write!(out, "{}", analyse(session.game(), &position, Question::Moves).text())?
            }
            Ok(Input::Undo) => {
                if session.undo() {
                    let [x, y] = session.position();
                    writeln!(out, "undone: piles ({x}, {y})")?;
                } else {
                    writeln!(out, "nothing to undo")?;
                }
            }
            Ok(Input::Move(to)) => match session.play(to) {
                Err(e) => writeln!(out, "{e}")?,
                Ok(played) => {
                    writeln!(out, "you: {}", played.text)?;
                    if let Some(reply) = session.computer_move() {
                        writeln!(out, "computer: {}", reply.text)?;
                    }
                }
            },
        }
    }
}
