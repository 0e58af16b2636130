#!/usr/bin/env bash
# Runs every fuzz target for SECONDS (default 600) each, JOBS at a time (default
# 2), on the stable toolchain: cargo-fuzz with --sanitizer none (libFuzzer's
# coverage without a sanitizer; RUSTC_BOOTSTRAP=1 lets stable rustc take the
# -Z flags cargo-fuzz passes). Prints, per target, the runs, the coverage
# (libFuzzer's "cov" edges) and the corpus size at the end; exits 1 if any
# target found a crash (kept in fuzz/artifacts/TARGET/). The inputs in
# fuzz/regressions/ (TARGET-what: inputs that once failed) run first, once each.
# Usage: fuzz/run.sh [SECONDS] [JOBS]
set -uo pipefail
cd "$(dirname "$0")"
seconds=${1:-600}
jobs=${2:-2}
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
export RUSTC_BOOTSTRAP=1
cargo fuzz build --sanitizer none -O >/dev/null 2>&1 || cargo fuzz build --sanitizer none -O
logs=logs/$seconds
mkdir -p "$logs"
targets=$(cargo fuzz list)
# First the inputs that once failed (fuzz/regressions/TARGET-what), once each.
for input in regressions/*; do
  t=$(basename "$input" | cut -d- -f1)
  if ! cargo fuzz run --sanitizer none -O "$t" "$input" -- -timeout=10 >"$logs/regression-$(basename "$input").log" 2>&1; then
    echo "the regression input $input fails again (fuzz/$logs/regression-$(basename "$input").log)"
    exit 1
  fi
done
run() {
  local t=$1
  mkdir -p "corpus/$t"
  cargo fuzz run --sanitizer none -O "$t" "corpus/$t" -- -max_total_time="$seconds" -print_final_stats=1 \
    -rss_limit_mb=4096 -timeout=10 >"$logs/$t.log" 2>&1
  echo $? >"$logs/$t.rc"
}
export -f run
export seconds logs
printf '%s\n' $targets | xargs -P "$jobs" -I{} bash -c 'run {}'
status=0
printf '| target | runs | coverage (edges) | corpus | result |\n|---|---:|---:|---:|---|\n'
for t in $targets; do
  runs=$(grep -a -o 'stat::number_of_executed_units: *[0-9]*' "$logs/$t.log" | grep -o '[0-9]*$')
  cov=$(grep -a -o 'cov: [0-9]*' "$logs/$t.log" | tail -1 | grep -o '[0-9]*')
  corpus=$(ls "corpus/$t" | wc -l)
  rc=$(cat "$logs/$t.rc")
  result=clean
  if [ "$rc" != 0 ]; then result="FOUND A CRASH (exit $rc, see fuzz/$logs/$t.log)"; status=1; fi
  printf '| %s | %s | %s | %s | %s |\n' "$t" "${runs:-?}" "${cov:-?}" "$corpus" "$result"
done
exit $status
