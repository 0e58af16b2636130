"""Writes the two benchmark inputs, exact P-positions from math.isqrt:
random.txt: N random pairs up to 10^18; half_p.txt: N pairs, half P-positions."""
import math
import random
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000_000
out = sys.argv[2] if len(sys.argv) > 2 else "."
rng = random.Random(20261129)
top = 10**18

with open(f"{out}/random.txt", "w") as f:
    f.write("".join(f"{rng.randint(0, top)} {rng.randint(0, top)}\n" for _ in range(n)))

kmax = int(top / 2.618033988749895) - 10  # b_k stays below 10^18
lines = []
for i in range(n):
    k = rng.randint(0, kmax)
    a = (k + math.isqrt(5 * k * k)) // 2
    b = a + k
    if i % 2:
        b += rng.randint(1, 3)  # a near miss
    lines.append(f"{b} {a}\n" if rng.random() < 0.5 else f"{a} {b}\n")
with open(f"{out}/half_p.txt", "w") as f:
    f.write("".join(lines))
