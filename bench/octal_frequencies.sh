#!/usr/bin/env bash
# The value frequencies of the rare/common engine against the files Rogalski's
# `octal` publishes (results/CODE/m: how often each value occurs among G(1..m),
# for m = 2, 4, 8, ...), for every code and power of two both have, up to 2^K.
#
#   bash bench/octal_frequencies.sh ROGALSKI_REPO K [CODE ...]
#   bash bench/octal_frequencies.sh /work/.mirror/rogalski-wmii-uni-lodz-pl+octal/repo 24
#
# (the repository's git directory or work tree; codes default to every code it
# has). Prints a line per code: the powers compared, and each that differs.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=${1:?usage: octal_frequencies.sh ROGALSKI_REPO K [CODE ...]}
k=${2:?the largest power of two, K}
shift 2
peer() { git -C "$repo" show "HEAD:results/$1/$2" 2>/dev/null; }
codes=("$@")
[ ${#codes[@]} -gt 0 ] || mapfile -t codes < <(git -C "$repo" ls-tree --name-only HEAD results/ | sed 's|results/||')
cargo build -q --release --example rare_common_speed -p wythoff
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for code in "${codes[@]}"; do
  n=$(((1 << k) + 1))
  COUNTS="$work/$code" target/release/examples/rare_common_speed "$code" "$n" >"$work/$code.txt"
  same=0
  differ=""
  for file in "$work/$code"/*; do
    m=$(basename "$file")
    theirs=$(peer "$code" "$m") || continue
    if [ "$theirs" = "$(cat "$file")" ]; then same=$((same + 1)); else differ="$differ $m"; fi
  done
  echo "$code to 2^$k: $same powers of two the same as the peer's files${differ:+; differ at$differ} ($(head -c 60 "$work/$code.txt")...)"
done
