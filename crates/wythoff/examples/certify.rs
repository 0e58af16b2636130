use std::time::Instant;
fn main() {
    let a: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let t = Instant::now();
    let rows = wythoff::wythoff_grundy::prove_rows(a, &mut |_| {});
    println!("A={a}: first {} second {} ({} s)", rows.first, rows.second, t.elapsed().as_secs_f64());
    let total: u64 = rows.rows.iter().map(|r| r.preperiod + r.period).sum();
    for (i, r) in rows.rows.iter().enumerate() {
        if i <= 12 || i % 25 == 0 || i == a {
            println!("row {i}: ({}, {})", r.preperiod, r.period);
        }
    }
    println!("values a query would keep: {total}");
}
