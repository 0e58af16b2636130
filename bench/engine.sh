#!/usr/bin/env bash
# The vector-game engine (issue 9): three-pile one-or-all and one-or-any P-positions
# in the 512³ box, and Wythoff's 4096 × 4096 Grundy table through the generic path,
# beside the specialised table code (`table_speed`, one thread) in the same run.
# Prints wall time and peak memory (GNU time) for each.
# Usage: bench/engine.sh [RUNS]   (default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
cargo build --release --quiet -p wythoff --example engine_speed --example table_speed
e=target/release/examples/engine_speed
t=target/release/examples/table_speed
for i in $(seq "$runs"); do
  for cmd in "$e one-or-all 512" "$e one-or-any 512" "$e grundy 4096" "$t 4096 1"; do
    /usr/bin/time -f "  wall %e s, peak %M KiB" $cmd
  done
done
