//! `wythoff subtraction --set S status|moves|sequence|period N`: subtraction games.

use std::io::{self, Write};

use clap::{Args, ValueEnum};
use wythoff::subtraction::{SubtractionGame, SubtractionSet};
use wythoff::{ImpartialGame, Natural, Rule};

use super::{natural, JsonFlag, PlayRule};
use crate::output::{dec, json, Verdict};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SubtractionAction {
    /// Who wins from heap N
    Status,
    /// Every winning move from heap N
    Moves,
    /// The values for heaps 0..N (Grundy values; misère: 0 = P, 1 = N)
    Sequence,
    /// The certified preperiod and period
    Period,
}

/// A subtraction game: one heap, a move takes s objects for some s in the set
#[derive(Args, Debug)]
#[command(after_help = "The period is certified: a repeated window of max(S) values proves it, and it is
then used for heaps of any size. In misère play the sequence shows outcomes (0 = P).

Examples:
  $ wythoff subtraction --set 1,3,7,8 --misere period
  period 15 from n = 0 (certified by a repeated window of 8 values)

  $ wythoff subtraction --set 1,3,7,8 --misere moves 1000000000000000000000000000000
  $ wythoff subtraction --set 1,3,4 sequence 20")]
pub struct SubtractionArgs {
    /// status, moves, sequence or period
    #[arg(value_enum)]
    action: SubtractionAction,
    /// The heap (for sequence: how many values; not needed for period)
    #[arg(value_parser = natural, allow_negative_numbers = true)]
    n: Option<Natural>,
    /// The subtraction set, as a comma-separated list: 1,3,7,8
    #[arg(long, short = 's', value_parser = set, allow_negative_numbers = true)]
    set: SubtractionSet,
    #[command(flatten)]
    play: PlayRule,
    /// The most values to compute while looking for the period
    #[arg(long, default_value_t = 10_000_000)]
    limit: usize,
    #[command(flatten)]
    json: JsonFlag,
}

fn set(text: &str) -> Result<SubtractionSet, String> {
    let mut elements = Vec::new();
    for part in text.split(',') {
        let n = natural(part.trim())?;
        elements
            .push(u64::try_from(&n).map_err(|_| format!("{n} is too large for a subtraction set element"))?);
    }
    SubtractionSet::new(elements).map_err(|e| e.to_string())
}

pub fn run(args: SubtractionArgs, out: &mut impl Write) -> io::Result<bool> {
    let rule = args.play.rule();
    let game = match SubtractionGame::new(&args.set, rule, args.limit) {
        Ok(game) => game,
        Err(e) => {
            eprintln!("wythoff subtraction: error: {e}");
            return Ok(false);
        }
    };
    let seq = &game.sequence;
    let (pre, per) = (seq.period.preperiod, seq.period.period);
    let n = match (args.action, args.n) {
        (SubtractionAction::Period, _) => Natural::ZERO,
        (_, Some(n)) => n,
        (_, None) => {
            eprintln!("wythoff subtraction: error: the heap N is missing");
            return Ok(false);
        }
    };
    match args.action {
        SubtractionAction::Period => {
            if args.json.json {
                let report = serde_json::json!({
                    "game": "subtraction", "set": args.set.elements(), "rule": rule.as_str(),
                    "preperiod": pre.to_string(), "period": per.to_string(),
                    "values": seq.values[..(pre + per) as usize].to_vec(),
                });
                json(out, &report)?;
            } else {
                writeln!(
                    out,
                    "period {per} from n = {pre} (certified by a repeated window of {} values)",
                    args.set.max()
                )?;
                let shown: Vec<String> =
                    seq.values[..(pre + per).min(200) as usize].iter().map(u16::to_string).collect();
                writeln!(
                    out,
                    "values from 0: {}{}",
                    shown.join(" "),
                    if pre + per > 200 { " …" } else { "" }
                )?;
            }
        }
        SubtractionAction::Sequence => {
            let Ok(count) = u64::try_from(&n) else {
                eprintln!("wythoff subtraction: error: {n} values are too many to print");
                return Ok(false);
            };
            let mut k = 0u64;
            if args.json.json {
                let values: Vec<u16> = (0..count).map(|i| game.value(&i.into())).collect();
                json(
                    out,
                    &serde_json::json!({"set": args.set.elements(), "rule": rule.as_str(), "values": values}),
                )?;
            } else {
                while k < count {
                    write!(out, "{}{}", if k > 0 { " " } else { "" }, game.value(&k.into()))?;
                    k += 1;
                }
                writeln!(out)?;
            }
        }
        SubtractionAction::Status | SubtractionAction::Moves => {
            let moves = (args.action == SubtractionAction::Moves).then(|| {
                game.winning_moves(&n)
                    .into_iter()
                    .map(|m| {
                        (
                            format!("take {} -> {}", m.take, m.to),
                            serde_json::json!({"take": m.take.to_string(), "to": dec(&m.to)}),
                        )
                    })
                    .collect()
            });
            let mut extra = vec![
                ("set", serde_json::json!(args.set.elements())),
                ("preperiod", pre.to_string().into()),
                ("period", per.to_string().into()),
            ];
            if rule == Rule::Normal {
                extra.push(("grundy", game.value(&n).to_string().into()));
            }
            Verdict {
                game: Some("subtraction"),
                position: dec(&n).into(),
                rule,
                outcome: game.outcome(&n),
                reason: game.reason(&n),
                moves,
                extra,
            }
            .write(out, args.json.json)?;
        }
    }
    Ok(true)
}
