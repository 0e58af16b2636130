"""The Python package against plain Python and gmpy2, like with like, in one
run (bench/python.sh): the bare P-test per call on small ints against a
pure-Python isqrt test; status (a whole answer object, its fields made when
first read) against pure Python building the same fields, and both with one
field read; nth at 10^5 digits against gmpy2."""
import json
import random
import sys
import timeit
from math import isqrt

import wythoff

random.seed(1)
pairs = [(random.randrange(10**6), random.randrange(10**6)) for _ in range(10_000)]


def is_p_py(a, b):
    if a > b:
        a, b = b, a
    k = b - a
    return a == (k + isqrt(5 * k * k)) // 2


def status_py(a, b):
    """The status answer's fields, built in plain Python."""
    small, large = (a, b) if a <= b else (b, a)
    k = large - small
    expected = (k + isqrt(5 * k * k)) // 2
    p = small == expected
    if p:
        text = f"the piles differ by k = {k} and ⌊{k}φ⌋ = {expected} is the smaller pile: ({small}, {large}) is P-position number {k}"
    else:
        text = f"the piles differ by k = {k} but ⌊{k}φ⌋ = {expected}, not the smaller pile {small}: not a P-position"
    return {
        "game": "wythoff", "parameters": {}, "rule": "normal", "position": (a, b),
        "outcome": "P" if p else "N", "grundy": None,
        "reason": {"kind": "wythoff_difference", "values": {"difference": k, "expected_smaller": expected, "smaller": small, "larger": large}, "text": text},
        "moves": None,
    }


assert all(is_p_py(a, b) == wythoff.is_p(a, b) for a, b in pairs[:2000])
# The same object: the answer's fields, read as attributes, are these.
assert all(status_py(a, b) == wythoff.status(a, b)._fields() for a, b in pairs[:2000])


def per_call(f, repeat=5):
    best = min(timeit.repeat(lambda: [f(a, b) for a, b in pairs], number=1, repeat=repeat))
    return best / len(pairs) * 1e9


results = {}
results["is_p (ns/call)"] = per_call(wythoff.is_p)
results["pure-Python is_p (ns/call)"] = per_call(is_p_py)
results["status (ns/call)"] = per_call(wythoff.status)
results["pure-Python status fields (ns/call)"] = per_call(status_py)
results["status, then .outcome read (ns/call)"] = per_call(lambda a, b: wythoff.status(a, b).outcome)
results["pure-Python status fields, then ['outcome'] (ns/call)"] = per_call(lambda a, b: status_py(a, b)["outcome"])

k = 10**100_000 // 7
t = min(timeit.repeat(lambda: wythoff.nth(k), number=1, repeat=5))
results["nth at 10^5 digits (ms)"] = t * 1e3
try:
    import gmpy2

    K = gmpy2.mpz(k)
    t = min(timeit.repeat(lambda: (K + gmpy2.isqrt(5 * K * K)) // 2, number=1, repeat=5))
    results["gmpy2 floor(k phi) at 10^5 digits (ms)"] = t * 1e3
    assert int((K + gmpy2.isqrt(5 * K * K)) // 2) == wythoff.nth(k).position[0]
except ImportError:
    results["gmpy2"] = "not installed"

for name, value in results.items():
    print(f"{name}: {value:.1f}" if isinstance(value, float) else f"{name}: {value}")
json.dump(results, sys.stderr)
