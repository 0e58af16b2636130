#!/usr/bin/env bash
# Two commands timed as whole processes, in turn (A B A B …): a warm-up pair,
# then PAIRS counted pairs, each run's wall and user seconds and peak memory (GNU
# time), and the median of the A/B wall ratios taken pair by pair, so that the
# machine's drift cancels within a pair. The commands' output is thrown away.
#
#   bash bench/ab.sh [-n PAIRS] 'COMMAND A' 'COMMAND B'     (PAIRS defaults to 3)
set -euo pipefail
pairs=3
if [ "${1:-}" = "-n" ]; then
  pairs=$2
  shift 2
fi
a=${1:?usage: ab.sh [-n PAIRS] 'COMMAND A' 'COMMAND B'}
b=${2:?usage: ab.sh [-n PAIRS] 'COMMAND A' 'COMMAND B'}
# One run: "wall user peak-KiB".
once() { /usr/bin/time -f "%e %U %M" -o /dev/stdout bash -c "$1 >/dev/null 2>&1" | tail -1; }
once "$a" >/dev/null
once "$b" >/dev/null
ratios=()
for i in $(seq "$pairs"); do
  read -r wa ua ma < <(once "$a")
  read -r wb ub mb < <(once "$b")
  echo "pair $i: A ${wa} s wall, ${ua} s user, $((ma / 1024)) MiB; B ${wb} s wall, ${ub} s user, $((mb / 1024)) MiB"
  ratios+=("$(awk -v x="$wa" -v y="$wb" 'BEGIN { printf "%.3f", x / y }')")
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
echo "A: $a"
echo "B: $b"
echo "A/B wall, pair by pair: ${ratios[*]}; median $median"
