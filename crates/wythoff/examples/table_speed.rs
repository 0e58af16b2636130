use std::io::Write;
use std::time::Instant;
fn main() {
    let n: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let threads: usize = std::env::args().nth(2).map(|t| t.parse().unwrap()).unwrap_or(2);
    let out = std::env::args().nth(3);
    let t = Instant::now();
    let mut file = out.map(|p| std::fs::File::create(p).unwrap());
    let mut bytes = Vec::new();
    let _table = wythoff::wythoff_grundy::table_with(n, threads, &mut |table, rows| {
        if let Some(f) = file.as_mut() {
            bytes.clear();
            for a in rows {
                table.row_le_u32(a, &mut bytes);
            }
            f.write_all(&bytes).unwrap();
        }
    });
    println!("n={n} threads={threads}: total {:.3} s", t.elapsed().as_secs_f64());
}
