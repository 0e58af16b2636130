//! The misère quotient of every two-digit octal code, heap by heap, until it
//! is certified for every heap, or the work or time given to a code runs out:
//! `cargo run --release --example misere_quotients -- SECONDS WORK_LOG2 > docs/atlas/misere-quotients.tsv`.
use std::time::Instant;

use wythoff::misere::{NotFound, Presentation, Quotient};
use wythoff::octal::OctalCode;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seconds: f64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(60.0);
    let work: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(30);
    // Published quotients this reproduces (see the misère tests).
    let published = [("0.75", "R8 (Plambeck 2005): order 8, P-portion {a, b²}")];
    println!(
        "code\tlast\torder\tp_portion\tstable_from\tperiod\tgrew_at\tstopped\tseconds\tpublished\tpresentation"
    );
    for d in 1..64 {
        let text = format!("0.{}{}", d / 8, d % 8);
        let code: OctalCode = text.parse().expect("a code");
        let start = Instant::now();
        let mut budget = 1u64 << work;
        let mut q = Quotient::trivial();
        let stopped = loop {
            if q.stable().is_some() {
                break "stable".to_string();
            }
            if start.elapsed().as_secs_f64() > seconds {
                break "time".to_string();
            }
            match q.grow(&code, &mut budget) {
                Ok(next) => q = next,
                Err(NotFound::Work { heap }) => break format!("work at heap {heap}"),
                Err(NotFound::NoCandidate { heap }) => break format!("no candidate at heap {heap}"),
            }
        };
        let p = Presentation::of(&q);
        let p_portion = (0..q.order() as u32).filter(|&x| q.in_p(x)).count();
        let (from, period) =
            q.stable().map_or(("".into(), "".into()), |s| (s.preperiod.to_string(), s.period.to_string()));
        let grew: Vec<String> = q.expansions().iter().map(u64::to_string).collect();
        let shown = if q.order() <= 64 { p.to_string() } else { String::new() };
        let source = published.iter().find(|(c, _)| *c == text).map_or("", |(_, s)| s);
        println!(
            "{text}\t{}\t{}\t{p_portion}\t{from}\t{period}\t{}\t{stopped}\t{:.2}\t{source}\t{shown}",
            q.last(),
            q.order(),
            grew.join(","),
            start.elapsed().as_secs_f64()
        );
    }
}
