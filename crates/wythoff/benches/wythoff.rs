//! Criterion benches for the Wythoff core: `cargo bench -p wythoff`.
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use wythoff::Natural;
use wythoff::game::Rule;
use wythoff::wythoff::{by_zeckendorf, holder, is_p_position_u64, lower, winning_moves};

fn k_of_digits(digits: usize) -> Natural {
    "7".repeat(digits).parse().unwrap()
}

fn bench_lower(c: &mut Criterion) {
    let mut g = c.benchmark_group("lower ⌊kφ⌋");
    for digits in [18, 100, 10_000, 100_000] {
        let k = k_of_digits(digits);
        g.bench_with_input(BenchmarkId::new("isqrt", digits), &k, |b, k| b.iter(|| lower(black_box(k))));
        if digits <= 10_000 {
            g.bench_with_input(BenchmarkId::new("zeckendorf", digits), &k, |b, k| {
                b.iter(|| by_zeckendorf::lower(black_box(k)))
            });
        }
    }
    g.finish();
}

fn bench_moves(c: &mut Criterion) {
    let (a, b): (Natural, Natural) =
        ("123456789012345678".parse().unwrap(), "987654321098765432".parse().unwrap());
    c.bench_function("winning_moves 18 digits", |bch| {
        bch.iter(|| winning_moves(black_box(&a), &b, Rule::Normal))
    });
    let n = k_of_digits(1000);
    c.bench_function("holder 1000 digits", |bch| bch.iter(|| holder(black_box(&n))));
    c.bench_function("is_p_position_u64", |bch| {
        bch.iter(|| is_p_position_u64(black_box(72723460248141), black_box(117669030460994)))
    });
}

fn bench_fibonacci_game(c: &mut Criterion) {
    use wythoff::fibonacci_game::{FibonacciGame, Position};
    use wythoff::game::ImpartialGame;
    let mut g = c.benchmark_group("fibonacci game");
    g.sample_size(10);
    for digits in [1_000, 100_000] {
        let n = k_of_digits(digits);
        g.bench_with_input(BenchmarkId::new("smallest Zeckendorf part", digits), &n, |b, n| {
            b.iter(|| wythoff::zeckendorf::lowest_index(black_box(n)))
        });
    }
    let start = Position::start(k_of_digits(3_000));
    g.bench_function("every winning move, 3000 digits", |b| {
        b.iter(|| FibonacciGame.winning_moves(black_box(&start)))
    });
    g.finish();
}

criterion_group!(benches, bench_lower, bench_moves, bench_fibonacci_game);
criterion_main!(benches);
