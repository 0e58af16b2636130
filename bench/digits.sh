#!/usr/bin/env bash
# Numbers of a million digits: `wythoff nth -` and `wythoff status - -` (numbers
# on standard input, parse and print included) against the same formulas in Python
# with gmpy2 (GMP 6), bench/digits/peer.py. Both outputs are checked equal; each
# command runs 5 times, the two in turn, and the table gives the best wall time of
# each and the ratio (ours / GMP's: above 1 means slower). Installs gmpy2 with pip
# if it is missing. Usage: bench/digits.sh [DIGITS]
set -euo pipefail
cd "$(dirname "$0")/.."
digits=${1:-1000000}
out=bench/out/digits
mkdir -p "$out"
python3 -c 'import gmpy2' 2>/dev/null || pip install --quiet gmpy2
cargo build --release --quiet -p wythoff-cli
python3 bench/digits/inputs.py "$digits" "$out"
w=target/release/wythoff

python3 - "$out" "$w" <<'PY'
import subprocess, sys, time
out, w = sys.argv[1], sys.argv[2]
peer = ["python3", "bench/digits/peer.py"]
cases = [
    ("nth K", "k.txt", [w, "nth", "-"], peer + ["nth"]),
    ("status (P-position)", "p.txt", [w, "status", "-", "-"], peer + ["status"]),
    ("status (N-position)", "n.txt", [w, "status", "-", "-"], peer + ["status"]),
]
def run(cmd, path):
    with open(f"{out}/{path}", "rb") as f:
        t = time.perf_counter()
        r = subprocess.run(cmd, stdin=f, stdout=subprocess.PIPE, check=True)
        return time.perf_counter() - t, r.stdout
print("| command | digits | wythoff | gmpy2 (GMP) | ratio wythoff/gmpy2 | outputs equal |")
print("|---|---:|---:|---:|---:|---|")
for name, path, ours, theirs in cases:
    a, b = [], []
    for _ in range(5):
        ta, oa = run(ours, path)
        tb, ob = run(theirs, path)
        a.append(ta); b.append(tb)
    digits = len(open(f"{out}/k.txt").read().strip())
    print(f"| `{name}` | {digits} | {min(a):.3f} s | {min(b):.3f} s | {min(a)/min(b):.1f} | {'yes' if oa == ob else 'NO'} |")
PY
