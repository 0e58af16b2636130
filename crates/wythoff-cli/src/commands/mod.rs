//! One module per subcommand, each holding its clap `Args` (with `--help` examples
//! that a test runs) and a `run` function that reads numbers through the
//! [`Context`], asks the library, and writes an answer of `wythoff-answer`.

use std::io::Write;

use clap::Subcommand;
use wythoff_answer::Error;

use crate::context::Completion;
use crate::context::Context;

mod bash;
mod computer;
mod fibonacci;
mod generalized;
mod generate;
mod grundy;
mod grundys_game;
mod judge;
mod lasker_nim;
mod moves;
pub mod multipile;
mod nim;
mod nth;
mod octal;
mod pair;
mod play;
mod positions;
mod render;
mod restricted;
mod serve;
mod status;
mod stress;
mod subtraction;
mod sum;
mod take_break;
mod verify;

#[derive(Subcommand, Debug)]
pub enum Command {
    Status(status::StatusArgs),
    Moves(moves::MovesArgs),
    Computer(computer::ComputerArgs),
    Nth(nth::NthArgs),
    Pair(pair::PairArgs),
    Positions(positions::PositionsArgs),
    Nim(nim::NimArgs),
    Subtraction(subtraction::SubtractionArgs),
    Bash(bash::BashArgs),
    Fibonacci(fibonacci::FibonacciArgs),
    Octal(octal::OctalArgs),
    GrundysGame(grundys_game::GrundysGameArgs),
    LaskerNim(lasker_nim::LaskerNimArgs),
    Generalized(generalized::GeneralizedArgs),
    Restricted(restricted::RestrictedArgs),
    Multipile(multipile::MultipileArgs),
    Play(play::PlayArgs),
    Render(render::RenderArgs),
    Serve(serve::ServeArgs),
    Verify(verify::VerifyArgs),
    Grundy(grundy::GrundyArgs),
    Sum(sum::SumArgs),
    Judge(judge::JudgeArgs),
    Gen(generate::GenArgs),
    Stress(stress::StressArgs),
}

impl Command {
    /// Does the subcommand have `--json` (so that an error is also written as a
    /// JSON object)?
    pub fn speaks_json(&self) -> bool {
        !matches!(
            self,
            Command::Judge(_)
                | Command::Gen(_)
                | Command::Stress(_)
                | Command::Play(_)
                | Command::Verify(_)
                | Command::Serve(_)
        )
    }
}

/// Runs a subcommand.
pub fn run(command: Command, context: &mut Context, out: &mut impl Write) -> Result<Completion, Error> {
    let answered = |r: Result<(), Error>| r.map(|()| Completion::Answered);
    match command {
        Command::Status(args) => answered(status::run(args, context, out)),
        Command::Moves(args) => answered(moves::run(args, context, out)),
        Command::Computer(args) => answered(computer::run(args, context, out)),
        Command::Nth(args) => answered(nth::run(args, context, out)),
        Command::Pair(args) => answered(pair::run(args, context, out)),
        Command::Positions(args) => answered(positions::run(args, context, out)),
        Command::Nim(args) => answered(nim::run(args, context, out)),
        Command::Subtraction(args) => answered(subtraction::run(args, context, out)),
        Command::Bash(args) => answered(bash::run(args, context, out)),
        Command::Fibonacci(args) => answered(fibonacci::run(args, context, out)),
        Command::Octal(args) => answered(octal::run(args, context, out)),
        Command::GrundysGame(args) => answered(grundys_game::run(args, context, out)),
        Command::LaskerNim(args) => answered(lasker_nim::run(args, context, out)),
        Command::Generalized(args) => answered(generalized::run(args, context, out)),
        Command::Restricted(args) => answered(restricted::run(args, context, out)),
        Command::Multipile(args) => answered(multipile::run(args, context, out)),
        Command::Play(args) => answered(play::run(args, context, out)),
        Command::Render(args) => answered(render::run(args, context, out)),
        Command::Serve(args) => answered(serve::run(args, context, out)),
        Command::Verify(args) => verify::run(args, context, out),
        Command::Grundy(args) => answered(grundy::run(args, context, out)),
        Command::Sum(args) => answered(sum::run(args, context, out)),
        Command::Judge(args) => answered(judge::run(args, context, out)),
        Command::Gen(args) => answered(generate::run(args, context, out)),
        Command::Stress(args) => stress::run(args, context, out),
    }
}
