#!/usr/bin/env bash
# The rare/common engine (crates/wythoff/src/rare_common/) against peers and its
# own earlier builds, in one run each, whole processes timed in turn with
# bench/ab.sh (the median of the A/B wall ratios, pair by pair). Outside the test
# command; figures in bench/RESULTS.md.
#
#   ROGALSKI=…/octal   Rogalski's `octal` (github.com/rogalski-wmii-uni-lodz-pl/octal),
#                      built with `cargo build --release` (its default features:
#                      u16 values, a bitvec mex, which 0.161's values up to 141 need)
#   BELING=…/ogsolve   Beling's `ogsolve` (github.com/beling/impartial-games),
#                      `cargo build --release -p ogsolve` with the
#                      RUSTFLAGS="-C target-cpu=native" its README asks for, run
#                      with its fastest method here, `-m rcs` (rebuilding the
#                      rare/common split at fixed moments)
#   OLD=…/rare_common_speed   this example built at an earlier commit (the
#                      previous step of the engine), for the same games
#
# Usage: ROGALSKI=… BELING=… OLD=… bench/rare_common.sh [N]   (N defaults to 2^20)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1048576}
cargo build --release --quiet -p wythoff --example rare_common_speed
ex=$PWD/target/release/examples/rare_common_speed
# What the engine finds, once, for the record (SKIP_RECORD=1 leaves it out).
[ -n "${SKIP_RECORD:-}" ] || for game in grundy 0.161 0.014; do "$ex" $game "$n" 2>/dev/null; done
# One core against two, the same engine.
for game in grundy 0.161; do
  bash bench/ab.sh "CORES=2 $ex $game $n" "CORES=1 $ex $game $n"
done
# The engine against its previous step.
if [ -n "${OLD:-}" ]; then
  for game in grundy 0.014; do
    bash bench/ab.sh "$ex $game $n" "$OLD $game $n"
  done
fi
# Octal codes: the engine against Rogalski's program, the same code and n (it
# writes its frequency files in the working directory).
if [ -n "${ROGALSKI:-}" ]; then
  dir=$(mktemp -d)
  for code in 0.161 0.014; do
    (cd "$dir" && bash "$OLDPWD/bench/ab.sh" "$ex $code $n" "$ROGALSKI $code $n")
  done
fi
# Octal codes: the engine against Beling's program (its -n is the last heap).
if [ -n "${BELING:-}" ]; then
  for code in 0.161 0.014; do
    bash bench/ab.sh "$ex $code $n" "$BELING -m rcs -n $((n - 1)) $code"
  done
fi
