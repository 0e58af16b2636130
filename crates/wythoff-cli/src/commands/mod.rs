//! One module per subcommand, each holding its clap `Args` (with `--help` examples
//! that a test runs) and a `run` function that reads numbers through the
//! [`Context`], asks the library, and writes an answer of `wythoff-answer`.

use std::io::Write;

use clap::Subcommand;
use wythoff_answer::Error;

use crate::context::Completion;
use crate::context::Context;
use crate::games::GameCommand;

mod check;
mod computer;
mod generate;
mod grundy;
mod judge;
mod moves;
mod nth;
mod options;
mod pair;
mod play;
mod positions;
mod render;
mod serve;
mod status;
mod stress;
mod sum;
pub mod values_file;
mod verify;

#[derive(Subcommand, Debug)]
pub enum Command {
    Status(status::StatusArgs),
    Moves(moves::MovesArgs),
    Computer(computer::ComputerArgs),
    Check(check::CheckArgs),
    Options(options::OptionsArgs),
    Nth(nth::NthArgs),
    Pair(pair::PairArgs),
    Positions(positions::PositionsArgs),
    #[command(flatten)]
    Game(GameCommand),
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
        Command::Check(args) => answered(check::run(args, context, out)),
        Command::Options(args) => answered(options::run(args, context, out)),
        Command::Nth(args) => answered(nth::run(args, context, out)),
        Command::Pair(args) => answered(pair::run(args, context, out)),
        Command::Positions(args) => answered(positions::run(args, context, out)),
        Command::Game(game) => answered(game.run(context, out)),
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
