//! `wythoff nth K`: the K-th P-position.

use std::io::{self, Write};

use clap::Args;
use serde::Serialize;
use wythoff::wythoff::p_position;
use wythoff::Natural;

use super::{natural, JsonFlag};
use crate::output::{dec, json};

/// The K-th P-position (⌊Kφ⌋, ⌊Kφ²⌋); K = 0 gives (0, 0)
#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  $ wythoff nth 3\n  (4, 7)\n\n  $ wythoff nth 102334155 --json\n  {\"k\":\"102334155\",\"a\":\"165580140\",\"b\":\"267914295\"}"
)]
pub struct NthArgs {
    /// The index K (a natural number of any length)
    #[arg(value_parser = natural, allow_negative_numbers = true)]
    k: Natural,
    #[command(flatten)]
    json: JsonFlag,
}

#[derive(Serialize)]
struct Report {
    k: String,
    a: String,
    b: String,
}

pub fn run(args: NthArgs, out: &mut impl Write) -> io::Result<()> {
    let (a, b) = p_position(&args.k);
    if args.json.json {
        return json(out, &Report { k: dec(&args.k), a: dec(&a), b: dec(&b) });
    }
    writeln!(out, "({a}, {b})")
}
