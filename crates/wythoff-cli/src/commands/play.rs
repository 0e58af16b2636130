//! `wythoff play`: a game against the computer in the terminal, line by line
//! (so it also works through a pipe).

use std::io::Write;

use clap::{Args, ValueEnum};
use wythoff::bash::Bash;
use wythoff::fibonacci_game::{FibonacciGame, Position as FibPosition};
use wythoff::generalized_wythoff::Generalized;
use wythoff::multipile_wythoff::{MultiPile, MultiRule, MAX_PILES};
use wythoff::nim::Nim;
use wythoff::restricted_wythoff::Restricted;
use wythoff::subtraction::{SubtractionGame, SubtractionSet};
use wythoff::wythoff::Wythoff;
use wythoff::Natural;
use wythoff_answer::play::{parse_input, Input, Level, Playable, Player, Session, COMMANDS};
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
    /// Nim (--start A,B,C,...)
    Nim,
    /// The Bash game: one heap, take 1 to --max-take
    Bash,
    /// A subtraction game (--set)
    Subtraction,
    /// The Fibonacci game: one heap; the first move may not take all, later ones at most twice the last
    Fibonacci,
    /// Multi-pile Wythoff (--rule one-or-all|one-or-any; --start A,B,C)
    Multipile,
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
#[command(after_help = "Moves, by game (help in the game shows them too):
  wythoff, generalized, restricted   `1 K` takes K from pile 1, `2 K` from pile 2, `b K`
      K from both, `b K L` K from pile 1 and L from pile 2 (a-Wythoff), `to X Y` names
      the position to move to
  nim                                `H K` takes K from heap H, `to A B C` names the heaps
  multipile                          `P K` takes K from pile P, `P Q K` from piles P and Q,
      `all K` from every pile, `to A B C` names the piles
  bash, subtraction                  `K` takes K, `to N` leaves N
  fibonacci                          `K` takes K (the first move may not take all; then
      at most twice the last move)
Commands: hint (every winning move, with the reason), undo (your last move and the
reply), board (a text board or the heaps, up to 30), help, quit. End of input ends the
game.
At --level perfect the computer always moves to a P-position when it can; from a
P-position it takes one object from the larger pile, to keep the game long.

Examples:
  $ printf '2 2\\n' | wythoff play --start 3,7 --seed 1
  Wythoff's game, normal play (whoever takes the last object wins). Piles (3, 7); you move first.
  your move> you: take 2 from pile 2 -> (3, 5)
  computer: take 1 from pile 2 -> (3, 4)
  your move> end of input: the game stops at piles (3, 4)

  $ printf 'hint\\nb 1\\nto 0 0\\n' | wythoff play --game restricted -m 2 --start 2,2 --first computer --misere
  Restricted Wythoff (at most 2 from a pile), misère play (whoever takes the last object loses). Piles (2, 2); the computer moves first.
  computer: take 1 from pile 1 -> (1, 2)
  your move> N: the player to move wins (misère play); 2 winning moves:
  take 1 from both piles -> (0, 1)
  take 2 from pile 2 -> (1, 0)
  why: the piles mod 3 are (1, 2), not a misère Wythoff P-position
  your move> you: take 1 from both piles -> (0, 1)
  computer: take 1 from pile 2 -> (0, 0)
  you win: the computer had to take the last object

  $ printf '1 1\\n3 4\\n' | wythoff play --game nim --start 3,5,7 --seed 1
  Nim, normal play (whoever takes the last object wins). Heaps 3 5 7; you move first.
  your move> you: take 1 from heap 1: 3 -> 2
  computer: take 1 from heap 3: 7 -> 6
  your move> you: take 4 from heap 3: 6 -> 2
  computer: take 5 from heap 2: 5 -> 0
  your move> end of input: the game stops at heaps 2 0 2")]
pub struct PlayArgs {
    /// Which game
    #[arg(long, value_enum, default_value = "wythoff")]
    game: PlayGame,
    /// a for --game generalized (at least 1)
    #[arg(long = "a", short = 'a', value_parser = number, allow_negative_numbers = true)]
    a: Option<NumberArg>,
    /// The most a move may take (from a pile), for --game restricted and bash
    #[arg(long, short = 'm', value_parser = number, allow_negative_numbers = true)]
    max_take: Option<NumberArg>,
    /// Which moves besides one pile, for --game multipile
    #[arg(long, value_enum)]
    rule: Option<crate::commands::multipile::RuleSet>,
    /// The subtraction set for --game subtraction, as 1,3,4
    #[arg(long, short = 's')]
    set: Option<String>,
    /// The start: X,Y (two piles), A,B,C (Nim's heaps), N (one heap), or `random` (each 0..=--max)
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
    let level = match args.level {
        PlayLevel::Perfect => Level::Perfect,
        PlayLevel::Casual => Level::Casual,
    };
    let name = args.game.to_possible_value().expect("a value").get_name().to_string();
    let positive = |context: &mut Context, arg: &Option<NumberArg>, flag: &str| -> Result<Natural, Error> {
        let Some(arg) = arg else {
            return Err(Error::usage(format!("--game {name} needs {flag}")));
        };
        let n = context.number(arg, flag)?;
        if n == Natural::ZERO {
            return Err(Error::input(format!("{flag} must be at least 1")));
        }
        Ok(n)
    };
    let rules = match rule {
        wythoff::Rule::Normal => "normal play (whoever takes the last object wins)",
        wythoff::Rule::Misere => "misère play (whoever takes the last object loses)",
    };
    let first = args.first;
    let mut start = Start::new(&args, context, seed)?;
    match args.game {
        PlayGame::Wythoff => {
            let title = format!("Wythoff's game, {rules}");
            let at = start.piles(2, context)?;
            game_loop(Session::new(Wythoff { rule }, two(at), level, seed), &title, first, context, out)
        }
        PlayGame::Generalized => {
            let a = positive(context, &args.a, "--a")?;
            let title = format!("Fraenkel's a-Wythoff with a = {a}, {rules}");
            let at = start.piles(2, context)?;
            let game = Generalized::new(a, rule).expect("a ≥ 1");
            game_loop(Session::new(game, two(at), level, seed), &title, first, context, out)
        }
        PlayGame::Restricted => {
            let m = positive(context, &args.max_take, "--max-take")?;
            let title = format!("Restricted Wythoff (at most {m} from a pile), {rules}");
            let at = start.piles(2, context)?;
            let game = Restricted::new(m, rule).expect("m ≥ 1");
            game_loop(Session::new(game, two(at), level, seed), &title, first, context, out)
        }
        PlayGame::Nim => {
            let title = format!("Nim, {rules}");
            let at = start.piles(0, context)?;
            context.limits.check_heaps(at.len())?;
            game_loop(Session::new(Nim { rule }, at, level, seed), &title, first, context, out)
        }
        PlayGame::Bash => {
            let max_take = positive(context, &args.max_take, "--max-take")?;
            let title = format!("The Bash game (take 1 to {max_take}), {rules}");
            let at = start.piles(1, context)?.remove(0);
            game_loop(Session::new(Bash { max_take, rule }, at, level, seed), &title, first, context, out)
        }
        PlayGame::Subtraction => {
            let Some(text) = &args.set else {
                return Err(Error::usage("--game subtraction needs --set"));
            };
            let elements: Result<Vec<u64>, Error> = text
                .split(',')
                .map(|part| {
                    let n = context.limits.number(part.trim()).map_err(|e| e.about("--set"))?;
                    u64::try_from(&n).map_err(|_| {
                        Error::input(format!("--set: {} is too large", wythoff_answer::limits::brief(&n)))
                    })
                })
                .collect();
            let set = SubtractionSet::new(elements?).map_err(|e| Error::input(format!("--set: {e}")))?;
            let at = start.piles(1, context)?.remove(0);
            let game = SubtractionGame::for_heap(&set, rule, context.limits.values_for(&set), &at)
                .map_err(|e| Error::limit(e.to_string()))?;
            let title = format!("The subtraction game with the set {{{text}}}, {rules}");
            game_loop(Session::new(game, at, level, seed), &title, first, context, out)
        }
        PlayGame::Multipile => {
            use crate::commands::multipile::RuleSet;
            let Some(set) = args.rule else {
                return Err(Error::usage("--game multipile needs --rule one-or-all or one-or-any"));
            };
            let multi = match set {
                RuleSet::OneOrAll => MultiRule::OneOrAll,
                RuleSet::OneOrAny => MultiRule::OneOrAny,
            };
            let at = start.piles(0, context)?;
            if !(2..=MAX_PILES).contains(&at.len()) {
                return Err(Error::usage(format!("--start: give two to {MAX_PILES} piles")));
            }
            let sides: Vec<Natural> = at.iter().map(|x| x + 1u8).collect();
            let sides = context.limits.check_engine_box(&sides)?;
            let game = MultiPile::solve_box(multi, rule, &sides).map_err(|e| Error::limit(e.to_string()))?;
            let title = format!("Multi-pile Wythoff ({}), {rules}", multi.as_str());
            game_loop(Session::new(game, at, level, seed), &title, first, context, out)
        }
        PlayGame::Fibonacci => {
            if rule == wythoff::Rule::Misere {
                return Err(Error::usage("the Fibonacci game is played in normal play only here"));
            }
            let title = "The Fibonacci game, normal play (whoever takes the last object wins)".to_string();
            let at = FibPosition::start(start.piles(1, context)?.remove(0));
            game_loop(Session::new(FibonacciGame, at, level, seed), &title, first, context, out)
        }
    }
}

fn two(mut at: Vec<Natural>) -> [Natural; 2] {
    let y = at.pop().expect("two piles");
    let x = at.pop().expect("two piles");
    [x, y]
}

/// The start as given, or random.
struct Start {
    given: Option<String>,
    max: u64,
    state: u64,
}

impl Start {
    fn new(args: &PlayArgs, context: &mut Context, seed: u64) -> Result<Start, Error> {
        let given = (args.start.trim() != "random").then(|| args.start.clone());
        let max = context.small(&args.max, "--max")?;
        if given.is_none() && max == 0 {
            return Err(Error::input("--max must be at least 1 for a random start"));
        }
        Ok(Start { given, max, state: seed ^ 0x9E37_79B9_7F4A_7C15 })
    }

    /// `count` piles (0: any number, for Nim), not all empty.
    fn piles(&mut self, count: usize, context: &mut Context) -> Result<Vec<Natural>, Error> {
        if let Some(text) = &self.given {
            let piles: Result<Vec<Natural>, Error> = text
                .split(',')
                .map(|p| context.limits.number(p.trim()).map_err(|e| e.about("--start")))
                .collect();
            let piles = piles?;
            if count != 0 && piles.len() != count {
                let shape = if count == 1 { "one heap, N" } else { "two piles as X,Y" };
                return Err(Error::usage(format!("--start {text}: give {shape}, or random")));
            }
            return Ok(piles);
        }
        let count = if count == 0 { 3 } else { count };
        loop {
            let piles: Vec<u64> = (0..count).map(|_| self.next()).collect();
            if piles.iter().any(|&p| p > 1) {
                return Ok(piles.into_iter().map(Natural::from).collect());
            }
        }
    }

    /// A small generator of our own for the start, apart from the session's.
    fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.state >> 33) % (self.max + 1)
    }
}

fn game_loop<G: Playable>(
    mut session: Session<G>,
    title: &str,
    first: First,
    context: &mut Context,
    out: &mut impl Write,
) -> Result<(), Error> {
    let who = if first == First::Me { "you move first" } else { "the computer moves first" };
    let shown = session.game().show(session.position());
    let mut shown_upper = shown.clone();
    shown_upper[..1].make_ascii_uppercase();
    writeln!(out, "{title}. {shown_upper}; {who}.")?;
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
            writeln!(out, "no move is possible from {}", session.game().show(session.position()))?;
            return Ok(());
        }
        write!(out, "your move> ")?;
        out.flush()?;
        bytes.clear();
        if context.stdin().read_until(b'\n', &mut bytes).map_err(Error::from)? == 0 {
            writeln!(out, "end of input: the game stops at {}", session.game().show(session.position()))?;
            return Ok(());
        }
        // Bytes that are not UTF-8 are just an unparsable line.
        let line = String::from_utf8_lossy(&bytes);
        match parse_input(session.game(), &line, session.position()) {
            Err(e) => writeln!(out, "{e}")?,
            Ok(Input::Quit) => {
                writeln!(out, "bye")?;
                return Ok(());
            }
            Ok(Input::Help) => writeln!(out, "{}\n{COMMANDS}", session.game().syntax())?,
            Ok(Input::Board) => match session.game().picture(session.position()) {
                Some(picture) => write!(out, "{picture}")?,
                None => writeln!(out, "the board is drawn for piles up to 30")?,
            },
            Ok(Input::Hint) => {
                let position = session.position().clone();
                write!(out, "{}", analyse(session.game(), &position, Question::Moves).text())?
            }
            Ok(Input::Undo) => {
                if session.undo() {
                    writeln!(out, "undone: {}", session.game().show(session.position()))?;
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
