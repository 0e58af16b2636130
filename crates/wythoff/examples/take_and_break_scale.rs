//! Take-and-break games at scale, the sparse-space method against the
//! definition's O(n²) loop in the same run (bench/take_and_break.sh):
//!
//!     take_and_break_scale grundy N      Grundy's game to N values
//!     take_and_break_scale octal CODE N  an octal code to N values, certified
//!
//! The space (SparseSpace::choose) is chosen from the first 2^16 values, which
//! the O(n²) loop computes; both methods are timed there, and their values
//! compared; the sparse method then runs to N.
use std::time::Instant;
use wythoff::grundys_game;
use wythoff::octal::{OctalCode, SparseSpace, certify, values_sparse};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = |i: usize| -> usize { args[i].parse().expect("a number") };
    let prefix = 1 << 16;
    match args[0].as_str() {
        "grundy" => {
            let len = n(1);
            let t = Instant::now();
            let exact = grundys_game::values(prefix.min(len));
            let naive = t.elapsed().as_secs_f64();
            let space = SparseSpace::choose(&exact);
            let t = Instant::now();
            let (small, _) = grundys_game::values_sparse(exact.len(), space);
            let sparse_small = t.elapsed().as_secs_f64();
            assert_eq!(small, exact, "the two methods differ");
            let t = Instant::now();
            let (values, sparse) = grundys_game::values_sparse(len, space);
            let time = t.elapsed().as_secs_f64();
            // The library's list of zeros (grundys_game::ZEROS), checked over
            // the whole range computed here.
            let zeros: Vec<u64> = (0..len as u64).filter(|&n| values[n as usize] == 0).collect();
            let listed: Vec<u64> = grundys_game::ZEROS.iter().copied().filter(|&n| n < len as u64).collect();
            assert_eq!(zeros, listed, "grundys_game::ZEROS differs from the values computed");
            if len as u64 >= grundys_game::ZEROS_COMPUTED_TO {
                println!("grundys_game::ZEROS checked to {len}: complete");
            }
            println!("Grundy's game, {space:?}");
            println!(
                "first {} values: O(n^2) loop {naive:.2} s, sparse {sparse_small:.2} s (equal)",
                exact.len()
            );
            println!(
                "to {len}: {time:.1} s; largest value {}; {} sparse positions, the last at {:?}; {} zeros, the last at {:?}",
                values.iter().max().unwrap(),
                sparse.len(),
                sparse.last(),
                values.iter().filter(|&&v| v == 0).count(),
                values.iter().rposition(|&v| v == 0)
            );
        }
        "octal" => {
            let code: OctalCode = args[1].parse().expect("a code");
            let len = n(2);
            let t = Instant::now();
            let exact = code.values(prefix.min(len));
            let naive = t.elapsed().as_secs_f64();
            let space = SparseSpace::choose(&exact);
            let t = Instant::now();
            let (values, sparse) = values_sparse(&code, len, space);
            let time = t.elapsed().as_secs_f64();
            assert_eq!(values[..exact.len()], exact[..], "the two methods differ");
            println!("{code}, {space:?}: first {} values O(n^2) {naive:.2} s", exact.len());
            println!(
                "sparse to {len}: {time:.1} s; {} sparse positions, the last at {:?}; certificate {:?}",
                sparse.len(),
                sparse.last(),
                certify(&code, &values)
            );
        }
        _ => panic!("grundy N | octal CODE N"),
    }
}
