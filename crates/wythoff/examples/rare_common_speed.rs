//! The rare/common engine on one game to N values, with what it found
//! (bench/rare_common.sh times it against peers):
//!
//!     rare_common_speed grundy N      Grundy's game
//!     rare_common_speed CODE N        an octal code (0.161, 0.014, …)
//!
//! With COUNTS=DIR, it writes DIR/m for every power of two m < N: how often each
//! value occurs among G(1), …, G(m), a line "value count" each, as Rogalski's
//! `octal` lays out its results/ files (bench/octal_frequencies.sh compares them).
//! With CORES=1 or 2 the run uses that many cores (by default two where the
//! machine has them), and with KERNEL=portable, avx2 or avx512 that scan kernel
//! (by default the best this processor has).
//! With CERTIFY=1 (an octal code), it says what period Guy and Smith's theorem
//! proves from the values, if one (no step budget: for codes past the command's).
use std::time::Instant;
use wythoff::octal::{OctalCode, Work};
use wythoff::rare_common::{Cores, Engine, HeapMoves, Kernel};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (game, len) = match &args[..] {
        [game, len] => (game.as_str(), len.parse::<usize>().expect("N, a number")),
        _ => panic!("usage: rare_common_speed grundy|CODE N"),
    };
    let moves = match game {
        "grundy" => HeapMoves::grundys_game(),
        code => code.parse::<OctalCode>().expect("an octal code").engine_moves(),
    };
    let t = Instant::now();
    let mut engine = Engine::new(moves);
    match std::env::var("CORES").as_deref() {
        Ok("1") => engine.set_cores(Cores::One),
        Ok("2") => engine.set_cores(Cores::Two),
        Ok(other) => panic!("CORES is 1 or 2, not {other}"),
        Err(_) => {}
    }
    if let Ok(kernel) = std::env::var("KERNEL") {
        let kernel = match kernel.as_str() {
            "portable" => Kernel::Portable,
            "avx2" => Kernel::Avx2,
            "avx512" => Kernel::Avx512,
            other => panic!("KERNEL is portable, avx2 or avx512, not {other}"),
        };
        engine.set_kernel(kernel).expect("a kernel this processor has");
    }
    let mut work = Work::unlimited();
    // In rounds to each power of two from 2^20 on, with a line on standard
    // error for each: how far, how fast, the largest value and the sparse
    // heaps so far (a long run's progress, and its records at every size).
    engine.reserve(len);
    let mut to = len.min(1 << 20);
    loop {
        engine.run(to, &mut work).expect("no value above 65,535");
        if to == len {
            break;
        }
        let g = engine.values();
        let largest = g.iter().max().copied().unwrap_or(0);
        eprintln!(
            "{to}: {:.0} s, {:.0} values/s; largest value {largest} (last at {:?}), {} sparse positions (the last at {:?}), {:?}",
            t.elapsed().as_secs_f64(),
            to as f64 / t.elapsed().as_secs_f64(),
            g.iter().rposition(|&v| v == largest),
            engine.sparse_count(),
            engine.sparse_positions().last(),
            engine.space(),
        );
        to = (2 * to).min(len);
    }
    let time = t.elapsed().as_secs_f64();
    let g = engine.values();
    let largest = g.iter().max().copied().unwrap_or(0);
    let zeros = g.iter().filter(|&&v| v == 0).count();
    println!(
        "{game} to {len}: {time:.2} s, {:.0} values/s, {:.0} steps a value; {:?}, {} sparse positions (the last at {:?}), {} heaps below the candidate; largest value {largest} (last at {:?}); {zeros} zeros, the last at {:?}",
        len as f64 / time,
        (u64::MAX - work.left) as f64 / len as f64,
        engine.space(),
        engine.sparse_count(),
        engine.sparse_positions().last(),
        engine.below_candidate(),
        g.iter().rposition(|&v| v == largest),
        g.iter().rposition(|&v| v == 0),
    );
    // What the published records list: the first values, the first sparse
    // (rare) heaps, and every zero where there are few.
    let first: Vec<String> = g.iter().take(20).map(|v| v.to_string()).collect();
    println!("G(0..{}) = {}", first.len().saturating_sub(1), first.join(" "));
    let rare: Vec<String> = engine.sparse_positions().iter().take(12).map(|n| n.to_string()).collect();
    println!("the first sparse heaps: {}", rare.join(" "));
    if let Some(dir) = std::env::var_os("COUNTS").map(std::path::PathBuf::from) {
        std::fs::create_dir_all(&dir).expect("COUNTS is a directory");
        let mut counts = vec![0u64; largest as usize + 1];
        for (n, &v) in g.iter().enumerate().skip(1) {
            counts[v as usize] += 1;
            if n.is_power_of_two() {
                let seen = counts.iter().rposition(|&c| c > 0).map_or(0, |v| v + 1);
                let lines: String =
                    counts[..seen].iter().enumerate().map(|(v, c)| format!("{v} {c}\n")).collect();
                std::fs::write(dir.join(n.to_string()), lines).expect("COUNTS/m is written");
            }
        }
    }
    if std::env::var_os("CERTIFY").is_some() {
        let code: OctalCode = game.parse().expect("CERTIFY is for an octal code");
        let values: Vec<u32> = g.iter().map(|&v| v.into()).collect();
        match wythoff::octal::certify(&code, &values) {
            Some(c) => println!(
                "period {} from heap {}, proven by Guy and Smith's theorem (checked to heap {})",
                c.period.period, c.period.preperiod, c.checked_to
            ),
            None => println!("no period proven in these values"),
        }
    }
    if zeros <= 100 {
        let at: Vec<String> = (0..g.len()).filter(|&n| g[n] == 0).map(|n| n.to_string()).collect();
        println!("zeros at {}", at.join(" "));
    }
}
