#!/usr/bin/env bash
# Batch speed: `wythoff judge hdu1527` against the classic C++ solution
# (bench/judge/classic.cpp, g++ -O2) on 2,000,000 pairs up to 10^18, random and
# half P-positions, in one run; best of 5 wall-clock times each, with `wc -l` on
# the same file as the reading limit. Prints a Markdown table.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-2000000}
out=bench/out
mkdir -p "$out"
command -v g++ >/dev/null || { apt-get update -qq && apt-get install -y -qq g++ >/dev/null; }
cargo build --release --quiet -p wythoff-cli
g++ -O2 -o "$out/classic" bench/judge/classic.cpp
python3 bench/judge/inputs.py "$n" "$out"

best() { # best wall time in seconds of 5 runs of: "$@" < file > /dev/null
  local file=$1; shift
  python3 - "$file" "$@" <<'PY'
import subprocess, sys, time
file, cmd = sys.argv[1], sys.argv[2:]
times = []
for _ in range(5):
    with open(file, "rb") as f:
        t = time.perf_counter()
        subprocess.run(cmd, stdin=f, stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - t)
print(f"{min(times):.4f}")
PY
}

echo "| input | size | wc -l | wythoff judge | classic C++ | speed-up | wythoff MB/s | wc -l MB/s | answers agree |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---|"
for name in random half_p; do
  f="$out/$name.txt"
  mb=$(python3 -c "import os; print(os.path.getsize('$f') / 1e6)")
  wc=$(best "$f" wc -l)
  ours=$(best "$f" target/release/wythoff judge hdu1527)
  peer=$(best "$f" "$out/classic")
  agree=$(cmp -s <(target/release/wythoff judge hdu1527 < "$f") <("$out/classic" < "$f") && echo yes || echo "no ($(diff <(target/release/wythoff judge hdu1527 < "$f") <("$out/classic" < "$f") | grep -c '^<') lines differ)")
  python3 -c "
mb, wc, ours, peer = $mb, $wc, $ours, $peer
print(f'| {\"$name\"}.txt | {mb:.1f} MB | {wc:.3f} s | {ours:.3f} s | {peer:.3f} s | {peer/ours:.2f}x | {mb/ours:.0f} | {mb/wc:.0f} | $agree |')"
done
