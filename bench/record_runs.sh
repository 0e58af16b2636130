#!/usr/bin/env bash
# Record runs of the rare/common engine (issue 32): each game to N values, one
# after the other, each on both cores (the engine's block marks on the second),
# with its time (wall and user) and peak memory (GNU time), a line at each
# power of two from 2^20 on (how fast, the largest value and the sparse heaps so
# far), then what it found (the sparse heaps, the largest value and where, the
# zeros) and the first values, for bench/RESULTS.md, "Record runs".
#
#   bash bench/record_runs.sh OUT GAME:N [GAME:N ...]
#       GAME is grundy (Grundy's game) or an octal code (0.6, 0.161, ...)
#   bash bench/record_runs.sh target/records grundy:4294967296 0.6:2147483648
#
# Each run writes OUT/GAME-N.txt; a run whose file is there is not run again.
# Memory: two bytes a value (8 GiB at 2^32) and about 30 MiB more.
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
  /usr/bin/time -f "wall %e s, user %U s, peak memory %M KB" target/release/examples/rare_common_speed "$game" "$n" \
    >"$file.part" 2>&1
  mv "$file.part" "$file"
  echo "done: $file"
done
cat "$out"/*.txt
