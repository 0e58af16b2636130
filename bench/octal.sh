#!/usr/bin/env bash
# Octal games at scale (crates/wythoff/examples/octal_codes.rs): every two-digit
# code and 0.137 certified periodic by Guy and Smith's theorem or marked open up
# to 2^17 values, and 0.16 (Gangolli and Plambeck's period 149,459 after
# 105,351) up to 2^19, in one run, values by the definition (O(n^2) for codes
# that split). Outside the test command; the table goes to bench/RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet -p wythoff --example octal_codes
/usr/bin/time -f "%e s, %M KB peak" target/release/examples/octal_codes "${1:-131072}"
