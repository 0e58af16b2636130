//! Prints the first k (below 2^62) at which each floating-point method is wrong.
use wythoff_judge::float::{failures, Method};

fn main() {
    for m in Method::ALL {
        let first = failures(m, 1, (1 << 62) - 1, 1);
        println!("{:45} first wrong at k = {:?}", m.describe(), first.first());
    }
}
