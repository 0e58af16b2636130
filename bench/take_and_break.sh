#!/usr/bin/env bash
# Take-and-break games at scale (crates/wythoff/examples/take_and_break_scale.rs):
# 0.16 certified with the sparse-space method (against the O(n^2) loop on the
# first 2^16 values, same run), and Grundy's game to 2^25 values (the same
# comparison; about 7 minutes here). Outside the test command; figures in
# bench/RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet -p wythoff --example take_and_break_scale
bin=target/release/examples/take_and_break_scale
/usr/bin/time -f "%e s, %M KB peak" "$bin" octal 0.16 524288
/usr/bin/time -f "%e s, %M KB peak" "$bin" grundy "${1:-33554432}"
