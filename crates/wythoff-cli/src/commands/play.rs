//! `wythoff play`: a game against the computer in the terminal, line by line
//! (so it also works through a pipe).

use std::io::Write;

use clap::{Args, ValueEnum};
use wythoff::Natural;
use wythoff_answer::play::{COMMANDS, Input, Level, Playable, Session, ending, parse_input};
use wythoff_answer::registry::{self, Game, GameSpec, ParameterKind, RawParameter, Shape, Visit};
use wythoff_answer::{Answer, Error, Question, analyse};

use crate::args::{NumberArg, PlayLevel, PlayRule, number};
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
    /// An octal game (--code, such as 0.77 for Kayles; --start A,B,C)
    Octal,
    /// Grundy's game: split a heap into two unequal heaps (--start A,B,C)
    #[value(name = "grundys_game", alias = "grundys-game")]
    GrundysGame,
    /// Lasker's Nim: take from a heap, or split it in two (--start A,B,C)
    #[value(name = "lasker_nim", alias = "lasker-nim")]
    LaskerNim,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum First {
    /// You move first
    Me,
    /// The computer moves first
    Computer,
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
  octal, grundys_game, lasker_nim    `H K` takes K from heap H, `H K X` takes K and splits
      the rest into X and what remains, `split H X` splits without taking, `to A B C`
      names the heaps (a split heap's two parts in its place)
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
    /// The octal code for --game octal, as 0.77
    #[arg(long)]
    code: Option<String>,
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
    let name = args.game.to_possible_value().expect("a value").get_name().to_string();
    let entry = registry::entry(&name).expect("every --game is a registry game");
    // The game's parameters, from the flags its entry names.
    let mut raw = Vec::new();
    for p in entry.parameters {
        let missing = || Error::usage(format!("--game {name} needs {}", p.flag));
        raw.push(match p.kind {
            ParameterKind::Positive => {
                let arg = match p.key {
                    "a" => &args.a,
                    _ => &args.max_take,
                };
                RawParameter::Numbers(vec![context.number(arg.as_ref().ok_or_else(missing)?, p.flag)?])
            }
            ParameterKind::Set => {
                let text = args.set.as_deref().ok_or_else(missing)?;
                RawParameter::Numbers(registry::number_list(text, p.flag, &context.limits)?)
            }
            ParameterKind::MultiRule => {
                RawParameter::Name(args.rule.ok_or_else(missing)?.multi().as_str().to_string())
            }
            ParameterKind::Code => RawParameter::Name(args.code.clone().ok_or_else(missing)?),
        });
    }
    let game = Game::new(&name, raw, |p| p.flag.to_string())?;
    let title = format!("{}, {}", game.title(), rule_words(rule, entry.misere)?);
    let count = match entry.shape {
        Shape::Named(keys) => keys.len(),
        Shape::List { min, max, .. } if Some(min) == max => min,
        Shape::List { .. } => 0,
        Shape::HeapAndLimit { .. } => 1,
    };
    let at = Opening::new(&args, context, seed)?.piles(count, context)?;
    let spec = GameSpec::new(game, rule, at, &context.limits).map_err(|e| e.about("--start"))?;
    spec.check_moves_listed(&context.limits).map_err(|e| e.about("--start"))?;
    let play = Play { title, first: args.first, level: args.level.level(), seed, context, out };
    spec.build(&play.context.limits)?.visit(play)
}

/// The rule in words, for the title; a game without a misère form refuses it.
fn rule_words(rule: wythoff::Rule, has_misere: bool) -> Result<&'static str, Error> {
    match rule {
        wythoff::Rule::Normal => Ok("normal play (whoever takes the last object wins)"),
        wythoff::Rule::Misere if has_misere => Ok("misère play (whoever takes the last object loses)"),
        wythoff::Rule::Misere => Err(Error::usage("this game is played in normal play only here")),
    }
}

/// A game in the terminal, for whichever game the registry built.
struct Play<'a, W: Write> {
    title: String,
    first: First,
    level: Level,
    seed: u64,
    context: &'a mut Context,
    out: &'a mut W,
}

impl<W: Write> Visit for Play<'_, W> {
    type Out = Result<(), Error>;
    fn visit<G: Playable>(self, game: &G, position: &G::Position) -> Result<(), Error> {
        let session = Session::new(game.clone(), position.clone(), self.level, self.seed);
        game_loop(session, &self.title, self.first, self.context, self.out)
    }
}

/// The opening position: as given with --start, or drawn at random.
struct Opening {
    given: Option<String>,
    max: u64,
    state: u64,
}

impl Opening {
    fn new(args: &PlayArgs, context: &mut Context, seed: u64) -> Result<Opening, Error> {
        let given = (args.start.trim() != "random").then(|| args.start.clone());
        let max = context.small(&args.max, "--max")?;
        if given.is_none() && max == 0 {
            return Err(Error::input("--max must be at least 1 for a random start"));
        }
        Ok(Opening { given, max, state: seed ^ 0x9E37_79B9_7F4A_7C15 })
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
    if first == First::Computer
        && let Some(reply) = session.computer_move()
    {
        writeln!(out, "computer: {}", reply.text)?;
    }
    let mut lines = Lines::new(context);
    loop {
        if let Some(winner) = session.winner() {
            writeln!(out, "{}", ending(session.game().rule(), winner))?;
            return Ok(());
        }
        if !session.can_move() {
            // Only at the start (a finished game has a winner): nobody has
            // moved, and the rule says what that means for the player to move.
            let meaning = match session.game().rule() {
                wythoff::Rule::Normal => "in normal play the player to move has lost",
                wythoff::Rule::Misere => "in misère play the player to move has won",
            };
            let mover = if first == First::Me { "you" } else { "the computer" };
            writeln!(
                out,
                "no move is possible from {}: {meaning} (that is {mover})",
                session.game().show(session.position())
            )?;
            return Ok(());
        }
        let Some(line) = lines.next("your move> ", context, out)? else {
            writeln!(out, "end of input: the game stops at {}", session.game().show(session.position()))?;
            return Ok(());
        };
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

/// Where the player's lines come from: at a terminal, a line editor (arrow
/// keys, history); otherwise standard input line by line, exactly as typed.
enum Lines {
    Editor(Box<rustyline::DefaultEditor>),
    Plain(Vec<u8>),
}

impl Lines {
    fn new(context: &mut Context) -> Lines {
        use std::io::IsTerminal;
        let terminal = context.stdin_is_terminal() && std::io::stdout().is_terminal();
        match rustyline::DefaultEditor::new() {
            Ok(editor) if terminal => Lines::Editor(Box::new(editor)),
            _ => Lines::Plain(Vec::new()),
        }
    }

    /// The next line after `prompt`, or `None` at the end of input (Ctrl-D;
    /// Ctrl-C at the editor also ends the game).
    fn next(
        &mut self,
        prompt: &str,
        context: &mut Context,
        out: &mut impl Write,
    ) -> Result<Option<String>, Error> {
        match self {
            Lines::Editor(editor) => match editor.readline(prompt) {
                Ok(line) => {
                    if !line.trim().is_empty() {
                        let _ = editor.add_history_entry(line.as_str());
                    }
                    Ok(Some(line))
                }
                Err(rustyline::error::ReadlineError::Eof | rustyline::error::ReadlineError::Interrupted) => {
                    Ok(None)
                }
                Err(e) => Err(Error::new(wythoff_answer::ErrorKind::Io, e.to_string())),
            },
            Lines::Plain(bytes) => {
                write!(out, "{prompt}")?;
                out.flush()?;
                bytes.clear();
                if context.stdin().read_until(b'\n', bytes).map_err(Error::from)? == 0 {
                    return Ok(None);
                }
                // Bytes that are not UTF-8 are just an unparsable line.
                Ok(Some(String::from_utf8_lossy(bytes).into_owned()))
            }
        }
    }
}
