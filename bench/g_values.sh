#!/usr/bin/env bash
# Wythoff's g-values at record scale (crates/wythoff/examples/g_value_strips.rs):
# the row walk (wythoff_grundy::strips) for every g ≤ 20 over 10^8 rows and
# every g ≤ 10 over 10^9 rows, recording per g how far its n-th g-value strays
# from the n-th 0-value, and where the spread last widened. First the walk
# against the table way on the same g-values (a ratio, same run). Outside the
# test command: about 4 + 10 minutes, 3.5 GB. Figures in bench/RESULTS.md.
#
#   bench/g_values.sh           runs into target/strips/
#   bench/g_values.sh install   then writes docs/atlas/wythoff-g-value-strips.tsv
set -euo pipefail
cd "$(dirname "$0")/.."
install=${1:-}
cargo build --release --quiet -p wythoff --example g_value_strips
bin=target/release/examples/g_value_strips
mkdir -p target/strips
"$bin" compare
for spec in "20 100000000" "10 1000000000"; do
  set -- $spec
  /usr/bin/time -f "%e s, %M KB peak" "$bin" "$1" "$2" > "target/strips/g$1-r$2.tsv"
done
merge() {
  # Per g, the line of the run with the most rows.
  echo "# Wythoff's g-values walked from the rules (wythoff_grundy::strips; bench/g_values.sh):"
  echo "# per g, the n-th g-value (a_n, b_n), a_n <= b_n, by increasing a_n, against the n-th"
  echo "# 0-value (A_n, B_n) = (floor(n phi), floor(n phi) + n) over rows 0..rows: the least and"
  echo "# greatest a_n - A_n, b_n - B_n and (b_n - a_n) - n, and the last n that widened any of them."
  grep -h '^g	' target/strips/g10-r1000000000.tsv
  { grep -hv '^[#g]' target/strips/g10-r1000000000.tsv; grep -hv '^[#g]' target/strips/g20-r100000000.tsv; } |
    awk -F '\t' '!seen[$1]++' | sort -n -k1,1
}
merge > target/strips/strips.tsv
cat target/strips/strips.tsv
if [ "$install" = install ]; then
  cp target/strips/strips.tsv docs/atlas/wythoff-g-value-strips.tsv
  echo "installed: docs/atlas/wythoff-g-value-strips.tsv"
fi
