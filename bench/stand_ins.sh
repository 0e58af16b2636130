#!/usr/bin/env bash
# `wythoff stress` against the stand-ins for the failures seen in real
# solutions (crates/wythoff-judge/tests/programs): which case each is blamed on,
# inside the statement's constraints (the default) and with --beyond. The table
# in bench/RESULTS.md ("Stress against the stand-ins") is this script's output.
# Usage: bash bench/stand_ins.sh [path/to/wythoff]
set -euo pipefail
cd "$(dirname "$0")/.."
wythoff=${1:-target/release/wythoff}
[ -x "$wythoff" ] || cargo build --release -q -p wythoff-cli
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for entry in double_hdu1527:hdu1527 long_double_nod1185:nod1185 three_parts_nod1185:nod1185 \
    early_exit_hdu2177:hdu2177 missed_third_hdu2177:hdu2177 pile_by_pile_hdu2177:hdu2177 \
    crash_hdu1527:hdu1527 stops_at_zero_hdu1527:hdu1527 slow_hdu1527:hdu1527; do
    program=${entry%%:*} problem=${entry##*:}
    g++ -O2 -o "$dir/$program" "crates/wythoff-judge/tests/programs/$program.cpp"
    for mode in "" --strict --beyond; do
        [ "$mode" = --strict ] && [ "$problem" != hdu2177 ] && continue
        # The slow stand-in's 4 s case fits the default 10 s run: a 2 s time-out shows it.
        extra=""
        [ "$program" = slow_hdu1527 ] && extra="--timeout 2"
        verdict=$("$wythoff" stress "$problem" $mode $extra -- "$dir/$program" | head -1 || true)
        echo "| \`$program\` | \`stress $problem${mode:+ $mode}${extra:+ $extra}\` | ${verdict//|/\\|} |"
    done
done
