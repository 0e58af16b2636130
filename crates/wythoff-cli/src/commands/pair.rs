//! `wythoff pair N`: the P-position that holds N.

use std::io::{self, Write};

use clap::Args;
use serde::Serialize;
use wythoff::wythoff::{holder, Coordinate};
use wythoff::Natural;

use super::{natural, JsonFlag};
use crate::output::{dec, json};

/// The P-position that holds N, its index k, and which coordinate N is
#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  $ wythoff pair 10\n  10 = b_4 = ⌊4φ²⌋: P-position number 4 is (6, 10)\n\n  $ wythoff pair 6 --json\n  {\"n\":\"6\",\"k\":\"4\",\"a\":\"6\",\"b\":\"10\",\"coordinate\":\"a\"}"
)]
pub struct PairArgs {
    /// Any natural number N
    #[arg(value_parser = natural, allow_negative_numbers = true)]
    n: Natural,
    #[command(flatten)]
    json: JsonFlag,
}

#[derive(Serialize)]
struct Report {
    n: String,
    k: String,
    a: String,
    b: String,
    /// "a" if N = aₖ, "b" if N = bₖ (for N = 0 both; "a" is printed).
    coordinate: &'static str,
}

pub fn run(args: PairArgs, out: &mut impl Write) -> io::Result<()> {
    let h = holder(&args.n);
    let coordinate = match h.coordinate {
        Coordinate::Lower => "a",
        Coordinate::Upper => "b",
    };
    if args.json.json {
        let report = Report { n: dec(&args.n), k: dec(&h.k), a: dec(&h.a), b: dec(&h.b), coordinate };
        return json(out, &report);
    }
    let formula = match h.coordinate {
        _ if h.k == Natural::ZERO => "0 = a_0 = b_0: P-position number 0 is (0, 0)".to_string(),
        Coordinate::Lower => {
            format!("{} = a_{} = ⌊{}φ⌋: P-position number {} is ({}, {})", args.n, h.k, h.k, h.k, h.a, h.b)
        }
        Coordinate::Upper => {
            format!("{} = b_{} = ⌊{}φ²⌋: P-position number {} is ({}, {})", args.n, h.k, h.k, h.k, h.a, h.b)
        }
    };
    writeln!(out, "{formula}")
}
