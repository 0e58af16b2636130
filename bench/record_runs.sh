#!/usr/bin/env bash
# Record runs of the rare/common engine (issue 32): each game to N values on one
# core, with its time (wall and user: the user time holds when the machine is
# busy) and peak memory (GNU time), what it found (the sparse
# heaps, the largest value and where, the zeros) and the first values, for
# bench/RESULTS.md, "Record runs". The runs go side by side, one a core.
#
#   bash bench/record_runs.sh OUT GAME:N [GAME:N ...]
#       GAME is grundy (Grundy's game) or an octal code (0.6, 0.161, ...)
#   bash bench/record_runs.sh target/records grundy:268435456 0.6:268435456
#
# Each run writes OUT/GAME-N.txt; a run whose file is there is not run again.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: record_runs.sh OUT GAME:N ...}
shift
mkdir -p "$out"
cargo build -q --release --example rare_common_speed -p wythoff
for run in "$@"; do
  game=${run%%:*}
  n=${run##*:}
  file="$out/$game-$n.txt"
  [ -s "$file" ] && { echo "$file is there"; continue; }
  (
    /usr/bin/time -f "wall %e s, user %U s, peak memory %M KB" target/release/examples/rare_common_speed "$game" "$n" \
      >"$file.part" 2>&1
    mv "$file.part" "$file"
    echo "done: $file"
  ) &
done
wait
cat "$out"/*.txt
