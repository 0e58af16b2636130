#!/usr/bin/env bash
# The misère quotient of every two-digit octal code, heap by heap, until it is
# certified for every heap or a code's time (first argument, seconds; 50 by
# default, so about an hour in all) or work (2^second argument units; 30) runs
# out: docs/atlas/misere-quotients.tsv, with the time and peak memory of the
# whole run on standard error.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-50}"
work="${2:-30}"
cargo build --release --example misere_quotients
/usr/bin/time -f "%e s wall, %M KiB peak" target/release/examples/misere_quotients "$seconds" "$work" \
  > docs/atlas/misere-quotients.tsv
