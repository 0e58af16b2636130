//! What a Wythoff status answer costs, step by step, per answer over 10,000
//! positions below 10^6: the game and position checked, the analysis, its JSON
//! through `serde_json::Value` and directly, and its text. The figures the Python
//! package's design rests on (bench/RESULTS.md):
//! `cargo run --release -p wythoff-answer --example answer_cost`.

use std::time::Instant;
use wythoff::Natural;
use wythoff::game::Rule;
use wythoff_answer::registry::{Game, GameSpec};
use wythoff_answer::{Answer, Limits, Question};
fn main() {
    let limits = Limits::default();
    let pairs: Vec<(u64, u64)> =
        (0..10000u64).map(|i| ((i * 7919 + 13) % 1_000_000, (i * 104729 + 7) % 1_000_000)).collect();
    let n = pairs.len() as f64;
    let t = Instant::now();
    let mut specs = Vec::new();
    for &(a, b) in &pairs {
        let game = Game::new("wythoff", vec![], |p| p.key.to_string()).unwrap();
        specs.push(
            GameSpec::new(game, Rule::Normal, vec![Natural::from(a), Natural::from(b)], &limits).unwrap(),
        );
    }
    println!("spec {:.2} us", t.elapsed().as_secs_f64() / n * 1e6);
    let t = Instant::now();
    let answers: Vec<_> = specs.iter().map(|s| s.analysis(Question::Status, &limits).unwrap()).collect();
    println!("analysis {:.2} us", t.elapsed().as_secs_f64() / n * 1e6);
    let t = Instant::now();
    let values: Vec<_> = answers.iter().map(|a| serde_json::to_value(a).unwrap()).collect();
    println!("to_value {:.2} us", t.elapsed().as_secs_f64() / n * 1e6);
    let t = Instant::now();
    let s: usize = values.iter().map(|v| v.to_string().len()).sum();
    println!("value to_string {:.2} us {s}", t.elapsed().as_secs_f64() / n * 1e6);
    let t = Instant::now();
    let s: usize = answers.iter().map(|a| serde_json::to_string(a).unwrap().len()).sum();
    println!("to_string {:.2} us {s}", t.elapsed().as_secs_f64() / n * 1e6);
    let t = Instant::now();
    let s: usize = answers.iter().map(|a| a.text().len()).sum();
    println!("text {:.2} us {s}", t.elapsed().as_secs_f64() / n * 1e6);
}
