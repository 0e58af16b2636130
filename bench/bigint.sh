#!/usr/bin/env bash
# Compares big-integer crates on the operations wythoff needs (isqrt, multiply)
# at 10^3, 10^5 and 10^6 decimal digits, all in one run. rug builds GMP from
# source, which needs m4.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v m4 >/dev/null || { apt-get update -qq && apt-get install -y -qq m4 >/dev/null; }
cargo run --quiet --release --manifest-path bench/bigint/Cargo.toml -- "$@"
