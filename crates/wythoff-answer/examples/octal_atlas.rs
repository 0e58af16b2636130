//! Builds the atlas of the octal games 0.d1d2d3 (docs/atlas/octal.tsv) with a
//! checkpoint: each code's row and values are kept in DIR as it is searched,
//! so a stopped build goes on from where it was (bench/octal_atlas.sh).
//!
//!     octal_atlas DIR OUT [SHARD/SHARDS]
//!
//! With a shard (1/2, 2/2), only every SHARDS-th code is searched, the
//! SHARD-th first, and the atlas is written only when every code's row is in
//! DIR (two shards can run side by side, one a core; with REVERSE=1 a
//! process takes its codes from the last).
use std::fs;
use std::path::Path;
use wythoff_answer::octal_atlas::{BUDGET, OctalAtlas, OctalRow, codes};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (dir, out, shard) = match &args[..] {
        [dir, out] => (dir, out, (1, 1)),
        [dir, out, s] => {
            let (a, b) = s.split_once('/').expect("SHARD/SHARDS");
            (dir, out, (a.parse::<usize>().expect("a shard"), b.parse::<usize>().expect("shards")))
        }
        _ => panic!("usage: octal_atlas DIR OUT [SHARD/SHARDS]"),
    };
    let dir = Path::new(dir);
    fs::create_dir_all(dir).expect("the checkpoint directory");
    let all = codes();
    // A second process on a shard may take its codes from the end
    // (REVERSE=1), meeting the first in the middle.
    let mut order: Vec<usize> = (0..all.len()).collect();
    if std::env::var_os("REVERSE").is_some() {
        order.reverse();
    }
    let mut found = Vec::new();
    let mut missing = 0;
    for i in order {
        let code = &all[i];
        let (row_file, values_file) = (dir.join(format!("{code}.row")), dir.join(format!("{code}.values")));
        let mine = i % shard.1 == shard.0 - 1;
        if !row_file.exists() && mine {
            let t = std::time::Instant::now();
            let (row, values) = OctalRow::search(code.clone(), BUDGET);
            let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
            fs::write(&values_file, bytes).expect("the values file");
            // The row is written last: its file says the code is done.
            let one = OctalAtlas { budget: BUDGET, rows: vec![row] };
            fs::write(&row_file, one.text()).expect("the row file");
            eprintln!("{code}: {:.1} s, {} values", t.elapsed().as_secs_f64(), values.len());
        }
        if !row_file.exists() {
            missing += 1;
            continue;
        }
        let one = OctalAtlas::parse(&fs::read_to_string(&row_file).expect("a row file")).expect("a row");
        let bytes = fs::read(&values_file).expect("a values file");
        let values = bytes.chunks(4).map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes"))).collect();
        found.push((one.rows.into_iter().next().expect("one row"), values));
    }
    if missing > 0 {
        eprintln!("{missing} codes still to search; the atlas is written when every code is done");
        return;
    }
    found.sort_by_key(|(row, _)| all.iter().position(|c| *c == row.code));
    fs::write(out, OctalAtlas::of(BUDGET, found).text()).expect("the atlas");
}
