//! Arguments shared by the subcommands: numbers (inline, `-` or `@FILE`), the play
//! rule, `--json`, the question asked about a position, judge problems. One
//! definition each, so that every subcommand spells the same thing the same way.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use wythoff::nat::parse_natural;
use wythoff::Rule;
use wythoff_answer::grundy::RowsCache;
use wythoff_answer::play::Level;
use wythoff_answer::registry::GameSpec;
use wythoff_answer::{Error, Format, Question};
use wythoff_judge::gen::{check, Options};
use wythoff_judge::problem::Problem;

use crate::context::Context;

/// What a placeholder for `-` looks like after [`mark_stdin`]: this prefix, then
/// the index of the `-` among the command's arguments.
pub const STDIN_MARK: &str = "\u{1}stdin:";

/// Replaces each argument that is exactly `-` (before a `--`) by a numbered
/// placeholder, so that the numbers read from standard input are assigned in the
/// order the arguments were written, whichever options they belong to.
pub fn mark_stdin(args: impl IntoIterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    let mut seen_end = false;
    let mut count = 0;
    args.into_iter()
        .map(|arg| {
            if arg == "--" {
                seen_end = true;
            }
            if arg == "-" && !seen_end {
                count += 1;
                return format!("{STDIN_MARK}{}", count - 1).into();
            }
            arg
        })
        .collect()
}

/// Puts `-` back where a placeholder appears in a message.
pub fn unmark(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(STDIN_MARK) {
        out.push_str(&rest[..at]);
        out.push('-');
        rest = rest[at + STDIN_MARK.len()..].trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    out
}

/// A natural number as written on the command line: the digits, `-` (the next
/// number on standard input), or `@FILE` (the number a file holds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberArg {
    /// Decimal digits, checked to be a natural number (not yet converted).
    Text(String),
    /// The i-th `-` of the command line: the i-th number on standard input.
    Stdin(usize),
    /// The whole content of a file.
    File(PathBuf),
}

/// Parses a number argument for clap: its syntax is checked here (so that the
/// error names the argument), its length and value when it is read.
pub fn number(text: &str) -> Result<NumberArg, String> {
    if let Some(index) = text.strip_prefix(STDIN_MARK) {
        return index.parse().map(NumberArg::Stdin).map_err(|_| "malformed argument".into());
    }
    if let Some(path) = text.strip_prefix('@') {
        if path.is_empty() {
            return Err("expected a file name after @".into());
        }
        return Ok(NumberArg::File(path.into()));
    }
    // The syntax only: a digit string of any length is converted later, under
    // the digit limit.
    let trimmed = text.trim();
    let digits = trimmed.strip_prefix('+').unwrap_or(trimmed);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(NumberArg::Text(text.to_string()));
    }
    parse_natural(text).map(|_| NumberArg::Text(text.to_string())).map_err(|e| e.to_string())
}

/// A text argument that may be long: as written, `-` (all of standard input) or
/// `@FILE` (a file's content).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextArg {
    /// As written.
    Text(String),
    /// All of standard input.
    Stdin,
    /// A file's content.
    File(PathBuf),
}

/// Parses a text argument for clap.
pub fn text(text: &str) -> Result<TextArg, String> {
    if text.starts_with(STDIN_MARK) {
        return Ok(TextArg::Stdin);
    }
    if let Some(path) = text.strip_prefix('@') {
        if path.is_empty() {
            return Err("expected a file name after @".into());
        }
        return Ok(TextArg::File(path.into()));
    }
    Ok(TextArg::Text(text.to_string()))
}

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
        if self.misere {
            Rule::Misere
        } else {
            Rule::Normal
        }
    }
}

/// `--max-take/-m M`, M ≥ 1: the most one move may take (the Bash game,
/// restricted Wythoff).
#[derive(Args, Debug)]
pub struct MaxTake {
    /// The most one move may take (at least 1)
    #[arg(long = "max-take", short = 'm', value_parser = number, allow_negative_numbers = true)]
    pub max_take: NumberArg,
}

impl MaxTake {
    /// M, read and checked to be at least 1.
    pub fn read(&self, context: &mut Context) -> Result<wythoff::Natural, Error> {
        wythoff_answer::registry::positive(context.number(&self.max_take, "--max-take")?, "--max-take")
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
        if self.json {
            Format::Json
        } else {
            Format::Text
        }
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

/// What is asked of a game through the registry, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Who wins (and every winning move).
    Analysis(Question),
    /// The computer's move at a level, with a seed.
    Computer(Level, u64),
}

impl Action {
    /// The question, with the computer's flags read where it is `computer`.
    pub fn ask(self, computer: &ComputerFlags, context: &mut Context) -> Result<Ask, Error> {
        Ok(match self {
            Action::Status => Ask::Analysis(Question::Status),
            Action::Moves => Ask::Analysis(Question::Moves),
            Action::Computer => {
                Ask::Computer(computer.level.level(), context.small(&computer.seed, "--seed")?)
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
        Ask::Computer(level, seed) => spec.computer(level, seed, limits)?.write(out, format)?,
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

/// The seed and bound of the cases `gen` and `stress` make.
#[derive(Args, Debug)]
pub struct CaseArgs {
    /// The random seed for the cases after the hard ones
    #[arg(long, value_parser = number, allow_negative_numbers = true, default_value = "1")]
    pub seed: NumberArg,
    /// The largest pile (default: the problem's own limit, 10^9, 10^18 or 10^4)
    #[arg(long, value_parser = number, allow_negative_numbers = true)]
    pub max: Option<NumberArg>,
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
            None => problem.judge_max(),
        };
        context.limits.check_generated(&max)?;
        let options = Options { cases, seed, max, hard };
        check(problem, &options).map_err(Error::usage)?;
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stdin_marks_are_numbered_in_order_and_stop_at_double_dash() {
        let args = mark_stdin(["wythoff", "status", "-", "-", "--", "-"].map(Into::into));
        let args: Vec<String> = args.into_iter().map(|a| a.into_string().unwrap()).collect();
        assert_eq!(args[2], format!("{STDIN_MARK}0"));
        assert_eq!(args[3], format!("{STDIN_MARK}1"));
        assert_eq!(args[5], "-");
        assert_eq!(unmark(&format!("invalid value '{STDIN_MARK}12' for")), "invalid value '-' for");
        assert_eq!(number(&args[3]), Ok(NumberArg::Stdin(1)));
        assert_eq!(number("@n.txt"), Ok(NumberArg::File("n.txt".into())));
        assert!(number("-3").unwrap_err().contains("negative"));
        assert!(number("12a").is_err());
        assert_eq!(number("+0012"), Ok(NumberArg::Text("+0012".into())));
    }
}
