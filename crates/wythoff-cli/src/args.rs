//! Arguments shared by the subcommands: the play rule, `--json`, `--max-take`, the
//! question asked about a position and the computer's flags, judge problems (and,
//! from [`crate::numbers`], numbers as written). One definition each, so that every
//! subcommand spells the same thing the same way.

use clap::{Args, ValueEnum};
use wythoff::Rule;
use wythoff_answer::grundy::RowsCache;
use wythoff_answer::play::{Level, Player};
use wythoff_answer::registry::GameSpec;
use wythoff_answer::{Error, Format, Question};
use wythoff_judge::generate::{Options, check};
use wythoff_judge::problem::Problem;

use crate::context::Context;
pub use crate::numbers::{NumberArg, TextArg, number, text};

/// Parses a judge problem's name for clap.
pub fn problem(name: &str) -> Result<Problem, String> {
    Problem::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Problem::ALL.iter().map(|p| p.name()).collect();
        format!("unknown problem; the problems are {}", names.join(", "))
    })
}

/// `--misere`, for every game that has both play rules.
#[derive(Args, Debug)]
pub struct PlayRule {
    /// Misère play: whoever makes the last move loses
    #[arg(long)]
    pub misere: bool,
}

impl PlayRule {
    /// Normal, or misère with `--misere`.
    pub fn rule(&self) -> Rule {
        if self.misere { Rule::Misere } else { Rule::Normal }
    }
}

/// `--json`, for every subcommand that answers about a game.
#[derive(Args, Debug)]
pub struct JsonFlag {
    /// Print one JSON object (every number a decimal string; errors too)
    #[arg(long)]
    pub json: bool,
}

impl JsonFlag {
    /// Text, or JSON with `--json`.
    pub fn format(&self) -> Format {
        if self.json { Format::Json } else { Format::Text }
    }
}

/// `--no-cache`, for every subcommand that may prove Wythoff's Grundy rows.
#[derive(Args, Debug)]
pub struct CacheFlag {
    /// Neither read nor write the cache of proven rows
    #[arg(long)]
    pub no_cache: bool,
}

impl CacheFlag {
    /// The documented cache directory, or none with `--no-cache` (or where no
    /// directory can be named).
    pub fn cache(&self) -> RowsCache {
        match (self.no_cache, RowsCache::default_dir()) {
            (false, Some(dir)) => RowsCache::at(dir),
            _ => RowsCache::none(),
        }
    }
}

/// What to ask about a position.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Who wins, and why
    Status,
    /// Every winning move
    Moves,
    /// The computer's move (--level, --seed), as `play` and the web API make it
    Computer,
}

/// How the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayLevel {
    /// Always a winning move when there is one
    Perfect,
    /// A winning move half of the time, else any move
    Casual,
}

impl PlayLevel {
    /// The answer model's level.
    pub fn level(self) -> Level {
        match self {
            PlayLevel::Perfect => Level::Perfect,
            PlayLevel::Casual => Level::Casual,
        }
    }
}

/// `--level` and `--seed`: how the computer chooses its move (`computer`).
#[derive(Args, Debug)]
pub struct ComputerFlags {
    /// computer: how well it plays
    #[arg(long, value_enum, default_value = "perfect")]
    pub level: PlayLevel,
    /// computer: the seed of its choices
    #[arg(long, value_parser = number, allow_negative_numbers = true, default_value = "1")]
    pub seed: NumberArg,
}

/// `--by`: who makes the move `check` checks, or for whom the computer plays
/// (`computer`); the end of the game names them.
#[derive(Args, Debug)]
pub struct ByFlag {
    /// check, computer: who moves, as the end of the game names them [default: you for check, computer for computer]
    #[arg(long, value_name = "PLAYER", value_parser = clap::builder::PossibleValuesParser::new(Player::ALL.map(Player::key)))]
    pub by: Option<String>,
}

impl ByFlag {
    /// The player named, or `default`.
    pub fn player(&self, default: Player) -> Player {
        self.by.as_deref().map_or(Ok(default), |key| Player::from_key(key, "--by")).unwrap_or(default)
    }
}

/// What is asked of a game through the registry, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Who wins (and every winning move).
    Analysis(Question),
    /// The computer's move at a level, with a seed, for a player.
    Computer(Level, u64, Player),
    /// A player's move, to the position with these coordinates, checked.
    Check(Vec<wythoff::Natural>, Player),
}

/// `--to`: the position a move leads to, for `check`.
#[derive(Args, Debug)]
pub struct MoveTo {
    /// check: the position after the move, as X,Y (two piles) or A,B,C (heaps; a split heap's two parts in its place)
    #[arg(long, value_name = "POSITION")]
    pub to: Option<String>,
}

impl MoveTo {
    /// The move to check, read, made by `by`'s player; `check` needs it.
    pub fn ask(&self, by: &ByFlag, context: &Context) -> Result<Ask, Error> {
        let text = self
            .to
            .as_deref()
            .ok_or_else(|| Error::usage("check needs --to, the position after the move"))?;
        let to = wythoff_answer::registry::number_list(text, "--to", &context.limits)?;
        Ok(Ask::Check(to, by.player(Player::Human)))
    }
}

impl Action {
    /// `status` or `moves`, which take no flags.
    pub fn ask_plainly(self) -> Ask {
        match self {
            Action::Moves => Ask::Analysis(Question::Moves),
            _ => Ask::Analysis(Question::Status),
        }
    }

    /// The question, with the computer's flags read where it is `computer`.
    pub fn ask(self, computer: &ComputerFlags, by: &ByFlag, context: &mut Context) -> Result<Ask, Error> {
        Ok(match self {
            Action::Status => Ask::Analysis(Question::Status),
            Action::Moves => Ask::Analysis(Question::Moves),
            Action::Computer => {
                let seed = context.small(&computer.seed, "--seed")?;
                Ask::Computer(computer.level.level(), seed, by.player(Player::Computer))
            }
        })
    }
}

/// Answers `ask` about `spec` through the registry, under `limits`.
pub fn answer(
    spec: &GameSpec,
    ask: Ask,
    limits: &wythoff_answer::Limits,
    format: Format,
    out: &mut impl std::io::Write,
) -> Result<(), Error> {
    use wythoff_answer::Answer;
    match ask {
        Ask::Analysis(question) => spec.analysis(question, limits)?.write(out, format)?,
        Ask::Computer(level, seed, by) => spec.computer(level, seed, by, limits)?.write(out, format)?,
        Ask::Check(to, by) => spec.check(to, by, limits)?.write(out, format)?,
    }
    Ok(())
}

/// Two piles of Wythoff's game, the rule and the format: `status`, `moves` and
/// `computer`.
#[derive(Args, Debug)]
pub struct TwoPiles {
    /// Size of the first pile (digits, `-` for the next number on standard input, or @FILE)
    #[arg(value_parser = number, allow_negative_numbers = true)]
    pub a: NumberArg,
    /// Size of the second pile (digits, `-`, or @FILE)
    #[arg(value_parser = number, allow_negative_numbers = true)]
    pub b: NumberArg,
    #[command(flatten)]
    pub play: PlayRule,
    #[command(flatten)]
    pub json: JsonFlag,
}

impl TwoPiles {
    /// Wythoff's game at these piles, read.
    pub fn spec(&self, context: &mut Context) -> Result<GameSpec, Error> {
        let position = vec![context.number(&self.a, "<A>")?, context.number(&self.b, "<B>")?];
        // Wythoff's game: the command's own questions are about it.
        let game = wythoff_answer::registry::Game::new("wythoff", vec![], |p| p.key.to_string())?;
        GameSpec::new(game, self.play.rule(), position, &context.limits)
    }
}

/// The numbers of a position, each read and named in messages by `name(i)`.
pub fn numbers(
    args: &[NumberArg],
    name: impl Fn(usize) -> String,
    context: &mut Context,
) -> Result<Vec<wythoff::Natural>, Error> {
    context.limits.check_heaps(args.len())?;
    args.iter().enumerate().map(|(i, arg)| context.number(arg, &name(i))).collect()
}

/// The seed and bounds of the cases `gen` and `stress` make.
#[derive(Args, Debug)]
pub struct CaseArgs {
    /// The random seed for the cases after the hard ones
    #[arg(long, value_parser = number, allow_negative_numbers = true, default_value = "1")]
    pub seed: NumberArg,
    /// The largest number in a case (default: the largest the problem's
    /// statement allows; with --beyond, 10^9 or the statement's if larger, and
    /// for cses2207 at most 33,554,431, the heaps whose outcome is known)
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    pub max: Option<NumberArg>,
    /// Go past the statement's constraints: numbers from 0 to --max, pairs in
    /// either order, any number of heaps and cases
    #[arg(long)]
    pub beyond: bool,
}

impl CaseArgs {
    /// The generator's options for `cases` cases of `problem`, read and checked.
    pub fn options(
        &self,
        problem: Problem,
        cases: usize,
        hard: bool,
        context: &mut Context,
    ) -> Result<Options, Error> {
        let seed = context.small(&self.seed, "--seed")?;
        let max = match &self.max {
            Some(max) => context.number(max, "--max")?,
            None if self.beyond => problem.beyond_max(),
            None => problem.judge_max(),
        };
        context.limits.check_generated(&max)?;
        let options = Options { cases, seed, max, hard, beyond: self.beyond };
        check(problem, &options).map_err(Error::usage)?;
        Ok(options)
    }
}
