#!/usr/bin/env bash
# Grundy sequences of subtraction games with |S| = 10, to 10^8 values: the library
# against the straightforward loop (one stored-array read per element of S), in
# one run, results checked equal. Prints a Markdown table.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --release --quiet -p wythoff --example grundy_speed -- "${1:-100000000}"
