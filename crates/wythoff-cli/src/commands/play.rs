//! `wythoff play`: a game against the computer in the terminal, line by line
//! (so it also works through a pipe). The game, its flags and its moves come
//! from the registry; the session is the answer model's ([`Turns`]).

use std::io::Write;

use clap::builder::{PossibleValue, PossibleValuesParser};
use clap::{Arg, ArgMatches, Args, FromArgMatches, ValueEnum};
use wythoff::Natural;
use wythoff_answer::Error;
use wythoff_answer::play::{Ending, Player, Said, Turns};
use wythoff_answer::registry::{self, Asked, Entry, GameSpec, Shape};
use wythoff_answer::words::say;

use crate::args::{NumberArg, PlayLevel, PlayRule, number};
use crate::context::Context;
use crate::games::{parameter_arg, preset_arg, read_game};

/// `--game` and the games' parameter flags, from the registry: every game's
/// flags, each once (a flag two games share, such as `--max-take`, means the
/// same in both).
#[derive(Debug)]
pub struct GameFlags(ArgMatches);

impl Args for GameFlags {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        let games = registry::entries().map(|e| {
            let mut value = PossibleValue::new(e.name).help(registry::capitalised(e.title));
            if e.name.contains('_') {
                value = value.alias(e.name.replace('_', "-"));
            }
            value
        });
        let mut cmd = cmd.arg(
            Arg::new("game")
                .long("game")
                .value_name("GAME")
                .default_value("wythoff")
                .help("Which game")
                .value_parser(PossibleValuesParser::new(games.collect::<Vec<_>>())),
        );
        let mut seen: Vec<&str> = Vec::new();
        for p in registry::entries().flat_map(|e| e.parameters) {
            if seen.contains(&p.key) {
                continue;
            }
            seen.push(p.key);
            let users: Vec<&str> = registry::entries()
                .filter(|e| e.parameters.iter().any(|q| q.key == p.key))
                .map(|e| e.name)
                .collect();
            let help = format!("{}, for --game {}", registry::capitalised(p.about), users.join(" and "));
            cmd = cmd.arg(parameter_arg(p, help));
        }
        let presets: Vec<&'static str> =
            registry::entries().flat_map(|e| e.presets).map(|p| p.name).collect();
        let games: Vec<&str> =
            registry::entries().filter(|e| !e.presets.is_empty()).map(|e| e.name).collect();
        let help =
            format!("A named form of the game instead of its parameters, for --game {}", games.join(" and "));
        cmd.arg(preset_arg(presets, help))
    }
    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

impl FromArgMatches for GameFlags {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Ok(GameFlags(matches.clone()))
    }
    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        self.0 = matches.clone();
        Ok(())
    }
}

/// `play --help`'s notes: every game's moves (games with the same moves
/// together), then the commands and the examples.
fn after_help() -> String {
    let mut groups: Vec<(Vec<&str>, &str)> = Vec::new();
    for e in registry::entries() {
        match groups.iter_mut().find(|(_, moves)| *moves == e.moves) {
            Some((names, _)) => names.push(e.name),
            None => groups.push((vec![e.name], e.moves)),
        }
    }
    let mut text = String::from("Moves, by game (help in the game shows them too):\n");
    for (names, moves) in groups {
        let line = format!("{}: {moves}", names.join(", "));
        for (i, part) in crate::wrap(&line, 84).lines().enumerate() {
            text += &format!("{}{part}\n", if i == 0 { "  " } else { "      " });
        }
    }
    text + PLAY_NOTES
}

/// `play --help` after the moves: the commands, and examples a test runs.
const PLAY_NOTES: &str = "Commands: hint (every winning move, with the reason), undo (your last move and the
reply), board (a text board or the heaps, up to 30), help, quit. End of input ends the
game.
At --level perfect the computer always moves to a P-position when it can; from a
P-position it takes one object from the larger pile, to keep the game long.

Examples:
  $ printf '2 2\\n' | wythoff play --start 3,7 --seed 1
  Wythoff's game, normal play (whoever takes the last object wins). Piles (3, 7); you move first.
  your move> you: take 2 from pile 2 → (3, 5)
  computer: take 1 from pile 2 → (3, 4)
  your move> end of input: the game stops at piles (3, 4)

  $ printf 'hint\\nb 1\\nto 0 0\\n' | wythoff play --game restricted -m 2 --start 2,2 --first computer --misere
  Restricted Wythoff (at most 2 from a pile), misère play (whoever takes the last object loses). Piles (2, 2); the computer moves first.
  computer: take 1 from pile 1 → (1, 2)
  your move> N: the player to move wins (misère play); 2 winning moves:
  take 1 from both piles → (0, 1)
  take 2 from pile 2 → (1, 0)
  why: a move takes at most 2 from a pile, so only the piles' remainders mod 3 count: (1, 2), but the P-position of Wythoff's misère game whose piles differ by 1 is (0, 1)
  your move> you: take 1 from both piles → (0, 1)
  computer: take 1 from pile 2 → (0, 0)
  you win, as the computer had to take the last object

  $ printf '1 1\\n3 4\\n' | wythoff play --game nim --start 3,5,7 --seed 1
  Nim, normal play (whoever takes the last object wins). Heaps 3 5 7; you move first.
  your move> you: take 1 from heap 1: 3 → 2
  computer: take 1 from heap 3: 7 → 6
  your move> you: take 4 from heap 3: 6 → 2
  computer: take 5 from heap 2: 5 → 0
  your move> end of input: the game stops at heaps 2 0 2";

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum First {
    /// You move first
    Me,
    /// The computer moves first
    Computer,
}

/// Play against the computer: type moves, get replies, ask for hints
#[derive(Args, Debug)]
#[command(after_help = after_help())]
pub struct PlayArgs {
    #[command(flatten)]
    game: GameFlags,
    /// The start: X,Y (two piles), A,B,C (heaps), N (one heap), or `random` (each 0..=--max)
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
    let flags = &args.game.0;
    let name = flags.get_one::<String>("game").expect("defaulted");
    let kind = registry::find(name).expect("every --game is a registry game");
    let entry = kind.entry();
    let game = read_game(kind, flags, context)?;
    let title = game.title();
    let rule_said = rule_words(rule, entry)?;
    let at = Opening::new(&args, context, seed)?.piles(start_count(entry), context)?;
    let spec = GameSpec::new(game, rule, at, &context.limits).map_err(|e| e.about("--start"))?;
    spec.check_asked(Asked::Play, &context.limits).map_err(|e| e.about("--start"))?;
    let session = spec.build(&context.limits)?.session(args.level.level(), seed);
    game_loop(session, (&title, &rule_said), args.first, context, out)
}

/// How many numbers a start gives (0: any number, for heaps).
fn start_count(entry: &Entry) -> usize {
    match entry.shape {
        Shape::Named(keys) => keys.len(),
        Shape::List { min, max, .. } if Some(min) == max => min,
        Shape::List { .. } => 0,
        Shape::HeapAndLimit { .. } => 1,
    }
}

/// The rule in words, for the title; a game without a misère form refuses it.
fn rule_words(rule: wythoff::Rule, entry: &Entry) -> Result<String, Error> {
    if rule == wythoff::Rule::Misere && !entry.misere {
        return Err(Error::usage("this game is played in normal play only here"));
    }
    // Grundy's game's moves split, never take: its last move is what counts.
    let takes = if entry.takes { "yes" } else { "no" };
    Ok(say("terminal-rule", &[("rule", case(rule.as_str())), ("takes", case(takes))]))
}

/// A case of a message (`you`, `normal`, …), or a word or number as written.
fn case(name: &'static str) -> wythoff::game::Arg {
    wythoff::game::Arg::Case(name)
}

fn text(words: &str) -> wythoff::game::Arg {
    wythoff::game::Arg::Notation(words.to_string())
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

fn game_loop(
    mut session: Box<dyn Turns>,
    (title, rule): (&str, &str),
    first: First,
    context: &mut Context,
    out: &mut impl Write,
) -> Result<(), Error> {
    let who = if first == First::Me { "you" } else { "computer" };
    let shown = registry::capitalised(&session.shown());
    let banner =
        [("title", text(title)), ("rule", text(rule)), ("position", text(&shown)), ("who", case(who))];
    writeln!(out, "{}", say("terminal-title", &banner))?;
    let said = |id: &str, what: &str, words: String| say(id, &[(what, text(&words))]);
    if first == First::Computer
        && let Some(reply) = session.computer_move()
    {
        writeln!(out, "{}", said("terminal-computer", "move", reply))?;
    }
    let mut lines = Lines::new(context);
    loop {
        if let Some(end) = session.ending() {
            writeln!(out, "{}", end.text)?;
            return Ok(());
        }
        if !session.can_move() {
            // Only at the start (a finished game has an ending): nobody has
            // moved, and the rule says what that means for the player to move.
            let mover = if first == First::Me { Player::Human } else { Player::Computer };
            writeln!(out, "{}", Ending::stuck(session.rule(), mover).text)?;
            return Ok(());
        }
        let Some(line) = lines.next(&say("terminal-prompt", &[]), context, out)? else {
            writeln!(out, "{}", said("terminal-end-of-input", "position", session.shown()))?;
            return Ok(());
        };
        // A move typed with a Chinese input method reads as typed in ASCII.
        match session.line(&wythoff_answer::words::halfwidth(&line)) {
            Said::Refused(e) => writeln!(out, "{e}")?,
            Said::Quit => {
                writeln!(out, "{}", say("terminal-bye", &[]))?;
                return Ok(());
            }
            Said::Help(help) => writeln!(out, "{help}")?,
            Said::Board(Some(picture)) => write!(out, "{picture}")?,
            Said::Board(None) => writeln!(out, "{}", say("terminal-board-limit", &[]))?,
            Said::Hint(hint) => write!(out, "{hint}")?,
            Said::Undone(Some(shown)) => writeln!(out, "{}", said("terminal-undone", "position", shown))?,
            Said::Undone(None) => writeln!(out, "{}", say("terminal-nothing-to-undo", &[]))?,
            Said::Played { you, computer } => {
                writeln!(out, "{}", said("terminal-you", "move", you))?;
                if let Some(reply) = computer {
                    writeln!(out, "{}", said("terminal-computer", "move", reply))?;
                }
            }
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
