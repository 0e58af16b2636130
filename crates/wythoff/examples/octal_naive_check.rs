//! A certificate found by the sparse-space method, checked by the definition's
//! O(n²) loop alone (bench/octal.sh's second step):
//!
//!     octal_naive_check CODE N
use wythoff::octal::{OctalCode, certify};

fn main() {
    let mut args = std::env::args().skip(1);
    let code: OctalCode = args.next().expect("a code").parse().expect("a code");
    let n: usize = args.next().expect("N").parse().expect("N");
    let t = std::time::Instant::now();
    let values = code.values(n);
    println!(
        "{code}: {n} values by the definition in {:.1} s; {:?}",
        t.elapsed().as_secs_f64(),
        certify(&code, &values)
    );
}
