//! One module per subcommand, each holding its clap `Args`, its serde report and a
//! `run` function.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Args, Subcommand};
use wythoff::nat::{parse_natural, Natural};
use wythoff::Rule;
use wythoff_judge::problem::Problem;

mod bash;
mod fibonacci;
mod gen;
mod judge;
mod moves;
mod nim;
mod nth;
mod pair;
mod positions;
mod status;
mod stress;
mod subtraction;

#[derive(Subcommand, Debug)]
pub enum Command {
    Status(status::StatusArgs),
    Moves(moves::MovesArgs),
    Nth(nth::NthArgs),
    Pair(pair::PairArgs),
    Positions(positions::PositionsArgs),
    Judge(judge::JudgeArgs),
    Gen(gen::GenArgs),
    Stress(stress::StressArgs),
    Nim(nim::NimArgs),
    Subtraction(subtraction::SubtractionArgs),
    Bash(bash::BashArgs),
    Fibonacci(fibonacci::FibonacciArgs),
}

/// What to ask about a position.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Who wins, and why
    Status,
    /// Every winning move
    Moves,
}

pub fn run(command: Command, out: &mut impl Write) -> io::Result<ExitCode> {
    let done = |r: io::Result<()>| r.map(|()| ExitCode::SUCCESS);
    // false: a usage error already reported on stderr.
    let usage = |r: io::Result<bool>| r.map(|ok| if ok { ExitCode::SUCCESS } else { ExitCode::from(2) });
    match command {
        Command::Status(args) => done(status::run(args, out)),
        Command::Moves(args) => done(moves::run(args, out)),
        Command::Nth(args) => done(nth::run(args, out)),
        Command::Pair(args) => done(pair::run(args, out)),
        Command::Positions(args) => done(positions::run(args, out)),
        Command::Judge(args) => judge::run(args, out),
        Command::Gen(args) => gen::run(args, out),
        Command::Stress(args) => stress::run(args, out),
        Command::Nim(args) => done(nim::run(args, out)),
        Command::Subtraction(args) => usage(subtraction::run(args, out)),
        Command::Bash(args) => usage(bash::run(args, out)),
        Command::Fibonacci(args) => done(fibonacci::run(args, out)),
    }
}

/// Parses a judge problem's name for clap.
pub fn problem(name: &str) -> Result<Problem, String> {
    Problem::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Problem::ALL.iter().map(|p| p.name()).collect();
        format!("unknown problem; the problems are {}", names.join(", "))
    })
}

/// Parses a natural number argument (decimal, any length) for clap.
pub fn natural(text: &str) -> Result<Natural, String> {
    parse_natural(text).map_err(|e| e.to_string())
}

/// A two-pile position and the play rule: shared by `status` and `moves`.
#[derive(Args, Debug)]
pub struct PositionArgs {
    /// Size of the first pile
    #[arg(value_parser = natural, allow_negative_numbers = true)]
    pub a: Natural,
    /// Size of the second pile
    #[arg(value_parser = natural, allow_negative_numbers = true)]
    pub b: Natural,
    #[command(flatten)]
    pub play: PlayRule,
    #[command(flatten)]
    pub json: JsonFlag,
}

/// `--misere`, for every game that has both play rules.
#[derive(Args, Debug)]
pub struct PlayRule {
    /// Misère play: whoever makes the last move loses
    #[arg(long)]
    pub misere: bool,
}

impl PlayRule {
    pub fn rule(&self) -> Rule {
        if self.misere {
            Rule::Misere
        } else {
            Rule::Normal
        }
    }
}

/// `--json`, for every subcommand that prints a result.
#[derive(Args, Debug)]
pub struct JsonFlag {
    /// Print one JSON object (every number a decimal string)
    #[arg(long)]
    pub json: bool,
}
