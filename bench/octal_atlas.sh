#!/usr/bin/env bash
# Builds docs/atlas/octal.tsv, the atlas of every octal code 0.d1d2d3
# (crates/wythoff-answer/src/octal_atlas.rs), with a checkpoint: each code's
# row and values are kept in DIR as it is searched, so a stopped build goes on
# where it was. Two shards, one a core; the atlas is written when both are
# done. Outside the test command; its time is in bench/RESULTS.md.
#
# Usage: bench/octal_atlas.sh [DIR]   (DIR defaults to target/octal-atlas)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-target/octal-atlas}
cargo build --release --quiet -p wythoff-answer --example octal_atlas
bin=$PWD/target/release/examples/octal_atlas
start=$(date +%s)
mkdir -p "$dir"
"$bin" "$dir" docs/atlas/octal.tsv 1/2 2> "$dir.1.log" &
one=$!
"$bin" "$dir" docs/atlas/octal.tsv 2/2 2> "$dir.2.log" &
two=$!
# The shards are uneven (the hard codes cluster): the core whose shard is done
# first takes the other's codes from the far end (REVERSE=1), meeting it.
wait -n "$one" "$two"
if kill -0 "$one" 2>/dev/null; then rest=1/2; else rest=2/2; fi
REVERSE=1 "$bin" "$dir" docs/atlas/octal.tsv "$rest" 2> "$dir.3.log" || true
wait
# Both shards done: the atlas from every row (the last shard to finish may
# have written it already; this writes it once more from the whole directory).
"$bin" "$dir" docs/atlas/octal.tsv 2>/dev/null
echo "octal atlas: $(( $(date +%s) - start )) s; $(grep -c '	open' docs/atlas/octal.tsv) codes open"
