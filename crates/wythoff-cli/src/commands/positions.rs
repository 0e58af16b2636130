//! `wythoff positions`: P-positions, one a line.

use std::io::{self, Write};

use clap::Args;
use serde::Serialize;
use wythoff::wythoff::p_position;
use wythoff::Natural;

use super::{natural, JsonFlag};
use crate::output::dec;

/// The P-positions (k, aₖ, bₖ) for k in a range, one a line: "k a b"
#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  $ wythoff positions --count 4\n  0 0 0\n  1 1 2\n  2 3 5\n  3 4 7\n\n  $ wythoff positions --from 1000000000000 --count 2 --json"
)]
pub struct PositionsArgs {
    /// How many P-positions to list
    #[arg(long, short = 'n', value_parser = natural, allow_negative_numbers = true, required_unless_present = "to")]
    count: Option<Natural>,
    /// The first index k
    #[arg(long, value_parser = natural, allow_negative_numbers = true, default_value = "0")]
    from: Natural,
    /// The last index k (inclusive), instead of --count
    #[arg(long, value_parser = natural, allow_negative_numbers = true, conflicts_with = "count")]
    to: Option<Natural>,
    #[command(flatten)]
    json: JsonFlag,
}

#[derive(Serialize)]
struct Row {
    k: String,
    a: String,
    b: String,
}

pub fn run(args: PositionsArgs, out: &mut impl Write) -> io::Result<()> {
    let end = match (&args.count, &args.to) {
        (Some(count), _) => &args.from + count,
        (None, Some(to)) if *to >= args.from => to + 1u8,
        _ => args.from.clone(),
    };
    let mut k = args.from.clone();
    if args.json.json {
        // One object, streamed: {"positions":[{"k":..,"a":..,"b":..},...]}
        write!(out, "{{\"positions\":[")?;
        let mut first = true;
        while k < end {
            let (a, b) = p_position(&k);
            if !first {
                write!(out, ",")?;
            }
            first = false;
            serde_json::to_writer(&mut *out, &Row { k: dec(&k), a: dec(&a), b: dec(&b) })
                .map_err(io::Error::other)?;
            k += 1u8;
        }
        return writeln!(out, "]}}");
    }
    while k < end {
        let (a, b) = p_position(&k);
        writeln!(out, "{k} {a} {b}")?;
        k += 1u8;
    }
    Ok(())
}
