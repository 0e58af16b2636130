//! Times the vector-game engine on issue 9's two benchmark boxes:
//! `cargo run --release -p wythoff --example engine_speed -- one-or-all 512`
//! (three-pile one-or-all P-positions in the 512³ box) and
//! `... -- grundy 4096` (Wythoff's Grundy table through the generic path).
//! Prints the time and a checksum.

use std::time::Instant;

use wythoff::game::Rule;
use wythoff::vector_game::VectorRules;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map_or("one-or-all", String::as_str);
    let n: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(512);
    let start = Instant::now();
    match what {
        "one-or-all" | "one-or-any" => {
            let rules =
                if what == "one-or-all" { VectorRules::one_or_all(3) } else { VectorRules::one_or_any(3) };
            let solved = rules.outcomes(&[n, n, n], Rule::Normal).expect("box within the limit");
            let sorted = solved.p_positions().filter(|x| x[0] <= x[1] && x[1] <= x[2]).count();
            println!(
                "{what} {n}^3: {} P-positions, {sorted} with x <= y <= z, {:.3} s",
                solved.count_p(),
                start.elapsed().as_secs_f64()
            );
        }
        "grundy" => {
            let table = VectorRules::wythoff().grundy(&[n, n]).expect("box within the limit");
            let sum: u64 = table.values().iter().map(|&v| v as u64).sum();
            println!("wythoff grundy {n}x{n}: sum {sum}, {:.3} s", start.elapsed().as_secs_f64());
        }
        _ => eprintln!("usage: engine_speed one-or-all|one-or-any|grundy N"),
    }
}
