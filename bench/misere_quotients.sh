#!/usr/bin/env bash
# The misère atlas: every two-digit octal code's quotient, heap by heap, until
# it is certified for every heap or a code's time (first argument, seconds; 50
# by default) or work (2^second argument units; 34) runs out, its witnesses
# checked by the definition: docs/atlas/misere-quotients.tsv (a row a code,
# with its time and peak memory) and docs/atlas/misere-quotients.txt (the
# quotients kept for questions at the default limits). Each code runs in a
# process of its own, JOBS (third argument, 1) at a time; the whole run's
# time and peak memory on standard error.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-50}"
work="${2:-34}"
jobs="${3:-1}"
cargo build --release --quiet -p wythoff-answer --example misere_quotients
/usr/bin/time -f "%e s wall, %M KiB peak (the largest code's process)" \
  target/release/examples/misere_quotients "$seconds" "$work" "$jobs"
