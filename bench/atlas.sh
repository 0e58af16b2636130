#!/usr/bin/env bash
# The atlas of Wythoff's rows (docs/atlas/wythoff-rows.tsv): rows 0..R proven
# together by `wythoff grundy rows --max-row R --format atlas`, outside the test
# command (minutes at 512, hours beyond). Resumable: the proof's progress is
# saved to target/atlas/rows-R.ckpt about once a minute, and a run started
# again picks up from it. Time and peak memory go to target/atlas/rows-R.log;
# figures in bench/RESULTS.md.
#
#   bench/atlas.sh [R]        prove rows 0..R (default 512) into target/atlas/rows-R.tsv
#   bench/atlas.sh R install  then copy it over docs/atlas/wythoff-rows.tsv
set -euo pipefail
cd "$(dirname "$0")/.."
R=${1:-512}
cargo build --release --quiet -p wythoff-cli
mkdir -p target/atlas
# A copy of the binary, so that rebuilding during an hours-long run is safe.
cp target/release/wythoff "target/atlas/wythoff-$R"
out=target/atlas/rows-$R.tsv
/usr/bin/time -v "target/atlas/wythoff-$R" grundy rows --max-row "$R" --limit "$R" --format atlas \
  --checkpoint "target/atlas/rows-$R.ckpt" > "$out.partial" 2> "target/atlas/rows-$R.log"
mv "$out.partial" "$out"
grep -E "Elapsed|Maximum resident" "target/atlas/rows-$R.log"
grep -E "^# (rows|proof|state)" "$out"
if [ "${2:-}" = install ]; then
  cp "$out" docs/atlas/wythoff-rows.tsv
  echo "installed: docs/atlas/wythoff-rows.tsv (rebuild to build it in)"
fi
