//! `wythoff options A B`: every legal move, as the web API's options.

use std::io::Write;

use clap::Args;
use wythoff_answer::options::OptionsAnswer;
use wythoff_answer::{Answer, Error};

use crate::args::TwoPiles;
use crate::context::Context;

/// Every legal move from a position, each in words
#[derive(Args, Debug)]
#[command(
    after_help = "Every position one move away, as the web API's /api/wythoff/options lists them (the page's
previews); every game's subcommand has it too (`wythoff nim options 3 4 5`).

Examples:
  $ wythoff options 1 2
  4 legal moves from piles (1, 2):
  take 1 from pile 1 → (0, 2)
  take 1 from pile 2 → (1, 1)
  take 2 from pile 2 → (1, 0)
  take 1 from both piles → (0, 1)

  $ wythoff options 1 1 --json
  {\"game\":\"wythoff\",\"parameters\":{},\"rule\":\"normal\",\"position\":[\"1\",\"1\"],\"moves\":[{\"to\":[\"0\",\"1\"],\"text\":\"take 1 from pile 1 → (0, 1)\"},{\"to\":[\"1\",\"0\"],\"text\":\"take 1 from pile 2 → (1, 0)\"},{\"to\":[\"0\",\"0\"],\"text\":\"take 1 from both piles → (0, 0)\"}]}"
)]
pub struct OptionsArgs {
    #[command(flatten)]
    piles: TwoPiles,
}

pub fn run(args: OptionsArgs, context: &mut Context, out: &mut impl Write) -> Result<(), Error> {
    let spec = args.piles.spec(context)?;
    Ok(OptionsAnswer::new(&spec, &context.limits)?.write(out, args.piles.json.format())?)
}
