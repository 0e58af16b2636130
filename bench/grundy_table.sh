#!/usr/bin/env bash
# Wythoff's Grundy values: `wythoff grundy table N --format bin --out FILE` against
# the straightforward fast program (bench/grundy_table/peer.c, gcc -O2 -march=native:
# one mex per cell over row, column and diagonal word bitsets scanned from the lower
# bound), in one run, the two taken in turn, each writing the same little-endian u32
# file to local disk (checked byte for byte); then the proven rows, cold.
# `--threads 1` is one computing thread (a writer thread puts the bytes in the
# file); `taskset -c 0` holds the whole process to one core.
# Prints Markdown: best and median wall time of 5 runs, peak memory, the ratio.
# Usage: bench/grundy_table.sh [N] [RUNS]   (default 8192 5; the peer at 16384 takes
# over a minute: bench/grundy_table.sh 16384 1)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-8192}
runs=${2:-5}
out=bench/out/grundy
mkdir -p "$out"
cargo build --release --quiet -p wythoff-cli
gcc -O2 -march=native -o "$out/peer" bench/grundy_table/peer.c
w=target/release/wythoff
python3 - "$n" "$runs" "$out" "$w" <<'PY'
import hashlib, os, resource, subprocess, sys, time
n, runs, out, w = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
def run(cmd, path):
    if os.path.exists(path):
        os.remove(path)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    # Each in its own process tree, so that ru_maxrss is its own peak.
    r = subprocess.run(["python3", "-c", "import resource,subprocess,sys; subprocess.run(sys.argv[1:], check=True); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)", *cmd], capture_output=True, text=True, check=True)
    return time.perf_counter() - t, int(r.stdout.strip()) / 1024
commands = {
    "wythoff, 2 threads": lambda p: [w, "grundy", "table", str(n), "--format", "bin", "--out", p, "--threads", "2"],
    "wythoff, 1 thread": lambda p: [w, "grundy", "table", str(n), "--format", "bin", "--out", p, "--threads", "1"],
    "wythoff, 1 thread, 1 core": lambda p: ["taskset", "-c", "0", w, "grundy", "table", str(n), "--format", "bin", "--out", p, "--threads", "1"],
    "peer (C)": lambda p: [f"{out}/peer", str(n), p],
}
times = {k: [] for k in commands}
peaks = {k: 0 for k in commands}
for _ in range(runs):
    for name, cmd in commands.items():
        path = f"{out}/{name.split()[0].strip(',')}-{n}.bin"
        t, peak = run(cmd(path), path)
        times[name].append(t)
        peaks[name] = max(peaks[name], peak)
digests = {}
for name in ["wythoff", "peer"]:
    with open(f"{out}/{name}-{n}.bin", "rb") as f:
        digests[name] = hashlib.sha256(f.read()).hexdigest()
median = lambda v: sorted(v)[len(v) // 2]
peer = median(times["peer (C)"])
print(f"| program | N | best wall | median wall | peak memory | peer median / median |")
print("|---|---:|---:|---:|---:|---:|")
for name in commands:
    v = times[name]
    print(f"| {name} | {n} | {min(v):.3f} s | {median(v):.3f} s | {peaks[name]:.0f} MiB | {peer / median(v):.1f}x |")
print()
print(f"Outputs identical: {'yes' if digests['wythoff'] == digests['peer'] else 'NO'} (sha256 {digests['wythoff'][:16]}…, {4 * n * n} bytes each)")
PY
echo
echo "| proven rows | wall | peak memory |"
echo "|---|---:|---:|"
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
far=1000000000000000000000000000000
while read -r label cmd; do
  WYTHOFF_CACHE_DIR=$cache python3 - "$label" "$w" $cmd <<'PY'
import resource, subprocess, sys, time
t = time.perf_counter()
subprocess.run(sys.argv[2:], check=True, stdout=subprocess.DEVNULL)
wall = time.perf_counter() - t
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(f"| `wythoff {' '.join(sys.argv[3:])}` ({sys.argv[1].replace('_', ' ')}) | {wall:.2f} s | {peak:.0f} MiB |")
PY
done <<EOF
cold grundy rows --max-row 100
cold grundy 100 $far --no-cache
cold,_writes_the_cache grundy 100 $far
cached grundy 100 $far
cold grundy rows --max-row 200
cold grundy rows --max-row 256
EOF
