#!/usr/bin/env bash
# The Fibonacci game at size: the smallest Zeckendorf part of a 100,000-digit heap
# (what `status` needs) and every winning move from a 3,000-digit heap (`moves`),
# the library against the straightforward methods, in one run, answers checked
# equal; then the whole commands, parse and print included. Prints Markdown.
# Usage: bench/fibonacci.sh [STATUS_DIGITS] [MOVES_DIGITS]
set -euo pipefail
cd "$(dirname "$0")/.."
status=${1:-100000}
moves=${2:-3000}
cargo run --release --quiet -p wythoff --example fibonacci_speed -- "$status" "$moves"
cargo build --release --quiet -p wythoff-cli
out=bench/out/fibonacci
mkdir -p "$out"
python3 - "$status" "$moves" "$out" <<'PY'
import random, subprocess, sys, time
status, moves, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
random.seed(7)
for name, digits in [("status", status), ("moves", moves)]:
    with open(f"{out}/{name}.txt", "w") as f:
        f.write(str(random.randint(1, 9)) + "".join(random.choice("0123456789") for _ in range(digits - 1)) + "\n")
print()
print("| command | heap | best of 5 | output |")
print("|---|---:|---:|---:|")
for name, digits in [("status", status), ("moves", moves)]:
    best, size = None, 0
    for _ in range(5):
        with open(f"{out}/{name}.txt", "rb") as f:
            t = time.perf_counter()
            r = subprocess.run(["target/release/wythoff", "fibonacci", name, "-"], stdin=f,
                               stdout=subprocess.PIPE, check=True)
            e = time.perf_counter() - t
        best = e if best is None else min(best, e)
        size = len(r.stdout)
    print(f"| `wythoff fibonacci {name} -` | {digits} digits | {best:.3f} s | {size / 1e6:.1f} MB |")
PY
