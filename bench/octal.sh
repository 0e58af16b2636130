#!/usr/bin/env bash
# Octal games at scale (crates/wythoff/examples/octal_codes.rs): every two-digit
# code, 0.137 and 0.16 (Gangolli and Plambeck's period 149,459 after 105,351)
# certified periodic by Guy and Smith's theorem or marked open up to 2^20 values,
# in one run: the definition's O(n^2) loop to 2^14 values, then the sparse-space
# method. Outside the test command; the table goes to bench/RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet -p wythoff --example octal_codes --example octal_naive_check
/usr/bin/time -f "%e s, %M KB peak" target/release/examples/octal_codes "${1:-1048576}"
# 0.56, certified by the sparse method above, checked by the definition alone (about 5 minutes).
/usr/bin/time -f "%e s, %M KB peak" target/release/examples/octal_naive_check 0.56 653570
