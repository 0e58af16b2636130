"""The Python package per call, per array element, per environment step and
per Ctrl-C (issue 34), like with like in one run (bench/python.sh):

1. `is_p`, `status` and `status(...).outcome` against the pure-Python test
   floor(k phi) = (k + isqrt(5k^2)) // 2, at 2, 20, 100, 1,000 and 10,000
   digits (half the pairs P-positions, half one off);
2. the vectorised `is_p` and `grundy` per position against NumPy
   implementations written here: the P-test in float64 (exact only below
   k = 102,334,155, so on piles below 10^6 here) and in exact object arrays;
   G(a, b) looked up in `grundy_table`;
3. environment steps per second with masks, per game (a random legal action
   each step, `max_size` 20 for the board games);
4. the time from SIGINT to KeyboardInterrupt for each long call (the test's
   script, tests/test_interrupt.py).
"""
import json
import random
import subprocess
import sys
import time
import timeit
from math import isqrt
from pathlib import Path

import numpy as np

import wythoff
from wythoff.env import WythoffEnv

random.seed(3)
results = {}


def is_p_py(a, b):
    if a > b:
        a, b = b, a
    k = b - a
    return a == (k + isqrt(5 * k * k)) // 2


def status_outcome_py(a, b):
    return "P" if is_p_py(a, b) else "N"


def per_call(f, pairs, repeat=5):
    best = min(timeit.repeat(lambda: [f(a, b) for a, b in pairs], number=1, repeat=repeat))
    return best / len(pairs) * 1e9


# 1. Per call, by size.
for digits in [2, 20, 100, 1000, 10000]:
    count = 20000 if digits <= 100 else 2000 if digits <= 1000 else 200
    pairs = []
    for i in range(count):
        k = random.randrange(10 ** (digits - 1), 10**digits) // 2
        a = (k + isqrt(5 * k * k)) // 2
        pairs.append((a, a + k) if i % 2 else (a + 1, a + k))
    assert all(wythoff.is_p(a, b) == is_p_py(a, b) for a, b in pairs[:100])
    row = {
        "is_p": per_call(wythoff.is_p, pairs),
        "pure is_p": per_call(is_p_py, pairs),
        "status": per_call(wythoff.status, pairs),
        "status().outcome": per_call(lambda a, b: wythoff.status(a, b).outcome, pairs),
        "pure outcome": per_call(status_outcome_py, pairs),
    }
    results[f"per call at {digits} digits (ns)"] = row

# 2. Arrays.
n = 1_000_000
rng = np.random.default_rng(1)
k = rng.integers(0, 300_000, size=n, dtype=np.uint64)
a = np.floor(k * ((1 + 5**0.5) / 2)).astype(np.uint64) + (rng.integers(0, 2, size=n, dtype=np.uint64))
b = a + k


def numpy_float(a, b):
    x, y = np.minimum(a, b), np.maximum(a, b)
    k = (y - x).astype(np.float64)
    return np.floor(k * ((1 + 5**0.5) / 2)).astype(np.uint64) == x


def numpy_exact(a, b):
    x, y = np.minimum(a, b).astype(object), np.maximum(a, b).astype(object)
    k = y - x
    t = 2 * x - k
    five = 5 * k * k
    return ((t * t < five) & (five < (t + 2) * (t + 2)) & (x >= k)) | ((x == 0) & (k == 0))


assert (wythoff.is_p(a, b) == numpy_float(a, b)).all()
assert (wythoff.is_p(a[:20000], b[:20000]) == numpy_exact(a[:20000], b[:20000])).all()
best = lambda f, reps=5: min(timeit.repeat(f, number=1, repeat=reps))  # noqa: E731
ours = best(lambda: wythoff.is_p(a, b)) / n * 1e9
flt = best(lambda: numpy_float(a, b)) / n * 1e9
exact = best(lambda: numpy_exact(a[:100_000], b[:100_000]), 3) / 100_000 * 1e9
scalar = per_call(wythoff.is_p, list(zip(a[:20000].tolist(), b[:20000].tolist())))
results["arrays: is_p per position (ns)"] = {
    "wythoff.is_p(array)": ours,
    "NumPy float64 test (exact below 10^8)": flt,
    "NumPy exact test (object ints)": exact,
    "wythoff.is_p per call": scalar,
}
side = 2048
ga = rng.integers(0, side, size=n, dtype=np.uint64)
gb = rng.integers(0, side, size=n, dtype=np.uint64)
table = wythoff.grundy_table(side)
assert (wythoff.grundy(ga, gb) == table[ga, gb]).all()
results["arrays: grundy per position, side 2048 (ns)"] = {
    "wythoff.grundy(array) (its table included)": best(lambda: wythoff.grundy(ga, gb), 3) / n * 1e9,
    "NumPy lookup in grundy_table (table made before)": best(lambda: table[ga, gb], 3) / n * 1e9,
}

# 3. Environment steps.
parameters = {g["name"]: g["examples"][0]["parameters"] for g in wythoff.games()}


def keywords(name):
    entry = next(g for g in wythoff.games() if g["name"] == name)
    out = {}
    for p, value in zip(entry["parameters"], parameters[name]):
        out[p["key"]] = int(value) if p["kind"] == "positive" else [int(x) for x in value.split(",")] if p["kind"] == "set" else value
    return out


steps = {}
for entry in wythoff.games():
    name = entry["name"]
    size = 20 if entry["board"] else 10
    env = WythoffEnv(game=name, max_size=size, heaps=2 if entry["shape"]["kind"] == "list" and not entry["board"] and name != "multipile" else None, **keywords(name))
    r = np.random.default_rng(0)
    done_steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < 1.5:
        env.reset()
        while True:
            mask = env.action_masks()
            _, _, done, _, _ = env.step(int(r.choice(np.flatnonzero(mask))))
            done_steps += 1
            if done:
                break
    steps[f"{name} (max_size {size}, {env.action_space.n} actions)"] = done_steps / (time.perf_counter() - start)
results["environment steps per second, with masks"] = steps

# 4. Ctrl-C.
script = Path(__file__).resolve().parents[1] / "crates" / "wythoff-py" / "tests" / "test_interrupt.py"
source = script.read_text().split('SCRIPT = textwrap.dedent(\n    """', 1)[1].split('"""', 1)[0]
import textwrap  # noqa: E402

source = textwrap.dedent(source)
latency = {}
for call in ["table", "rows", "grundy", "period", "quotient", "engine"]:
    times = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", source, call], capture_output=True, text=True, timeout=120).stdout
        times.append(int(out.split()[1]) if out.startswith("interrupted") else None)
    latency[call] = times
results["SIGINT to KeyboardInterrupt (ms, three runs)"] = latency

for section, rows in results.items():
    print(f"## {section}")
    for key, value in rows.items():
        print(f"  {key}: {value:.1f}" if isinstance(value, float) else f"  {key}: {value}")
json.dump(results, sys.stderr)
