#!/usr/bin/env bash
# The rare/common engine (crates/wythoff/src/rare_common.rs) against peers, in
# one run each, with farm-bench (A against B in alternation, the ratio pair by
# pair). Outside the test command; figures in bench/RESULTS.md.
#
#   ROGALSKI=…/octal   Rogalski's `octal` (github.com/rogalski-wmii-uni-lodz-pl/octal),
#                      built with `cargo build --release` (its default features:
#                      u16 values, a bitvec mex, which 0.161's values up to 141 need)
#   BELING=…/ogsolve   Beling's `ogsolve` (github.com/beling/impartial-games),
#                      `cargo build --release -p ogsolve` (its README asks for
#                      RUSTFLAGS="-C target-cpu=native"; bench/RESULTS.md says which),
#                      run with its fastest method here, `-m rcs` (rebuilding the
#                      rare/common split at fixed moments)
#   OLD=…/wythoff      this project's command before the engine (e047931), built
#                      the same way
#
# Usage: ROGALSKI=… BELING=… OLD=… bench/rare_common.sh [N]   (N defaults to 2^20)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1048576}
cargo build --release --quiet -p wythoff --example rare_common_speed
cargo build --release --quiet -p wythoff-cli
ex=$PWD/target/release/examples/rare_common_speed
new=$PWD/target/release/wythoff
# What the engine finds, once, for the record (SKIP_RECORD=1 leaves it out).
[ -n "${SKIP_RECORD:-}" ] || for game in grundy 0.161 0.014; do "$ex" $game "$n"; done
# Grundy's game: the command, the engine against the sparse walk before it.
if [ -n "${OLD:-}" ]; then
  farm-bench -n 3 --timeout 900 --vs "$OLD grundys-game status $((n - 1)) --limit $n" -- \
    "$new" grundys-game status $((n - 1)) --limit "$n"
  farm-bench -n 3 --timeout 900 --vs "$OLD octal --code 0.014 status $((n - 1)) --limit $n" -- \
    "$new" octal --code 0.014 status $((n - 1)) --limit "$n"
fi
# Octal codes: the engine against Rogalski's program, the same code and n.
if [ -n "${ROGALSKI:-}" ]; then
  dir=$(mktemp -d)
  for code in 0.161 0.014; do
    # It writes its frequency files in the working directory.
    (cd "$dir" && farm-bench -n 3 --timeout 900 --vs "$ROGALSKI $code $n" -- "$ex" $code "$n")
  done
fi
# Octal codes: the engine against Beling's program (its -n is the last heap).
if [ -n "${BELING:-}" ]; then
  for code in 0.161 0.014; do
    farm-bench -n 3 --timeout 900 --vs "$BELING -m rcs -n $((n - 1)) $code" -- "$ex" $code "$n"
  done
fi
