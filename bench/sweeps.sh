#!/usr/bin/env bash
# The sweeps the test command leaves out for its time (tests marked #[ignore],
# each the larger form of a test it runs): the genus of every two-digit octal
# code to heap 30 (the test command: 26) and every Wythoff position below
# 1000 × 1000 against the game tree (the test command: 700 × 700).
# Usage: bench/sweeps.sh (from anywhere; about a minute on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --profile ci -p wythoff --test it -- --ignored
