"""Per call, after the first, over 1,000 distinct positions (issue 48's measure)."""
import random, timeit, sys
import wythoff as w
random.seed(1)
N = 1000
def rate(label, stmt, setup_globals, n=N):
    t = min(timeit.repeat(stmt, number=1, repeat=5, globals=setup_globals)) / n
    print(f"{label:48s} {t*1e6:8.2f} µs/call  {1/t/1e3:10.1f} k/s")
    return t
kay = w.octal("0.77"); sub = w.subtraction([1, 3, 4]); nim = w.nim()
pos2 = [(random.randrange(1, 60), random.randrange(1, 60)) for _ in range(N)]
pos1 = [random.randrange(0, 1000) for _ in range(N)]
pos3 = [(random.randrange(0, 1 << 20), random.randrange(0, 1 << 20), random.randrange(0, 1 << 20)) for _ in range(N)]
wy = [(random.randrange(0, 10**6), random.randrange(0, 10**6)) for _ in range(N)]
kay.status(20, 30); sub.status(10); nim.status(1, 2, 3)
G = [int(v) for v in kay.sequence(64)]; S = [int(v) for v in sub.sequence(1000)]
g = dict(kay=kay, sub=sub, nim=nim, pos2=pos2, pos1=pos1, pos3=pos3, wy=wy, G=G, S=S, w=w)
rate("octal 0.77 status(a, b).outcome", "for a, b in pos2: kay.status(a, b).outcome", g)
rate("  Python table lookup (G[a] ^ G[b])", "for a, b in pos2: 'P' if G[a] ^ G[b] == 0 else 'N'", g)
rate("subtraction {1,3,4} status(n).outcome", "for n in pos1: sub.status(n).outcome", g)
rate("  Python table lookup (S[n])", "for n in pos1: 'P' if S[n] == 0 else 'N'", g)
rate("nim status(a, b, c).outcome", "for a, b, c in pos3: nim.status(a, b, c).outcome", g)
rate("  Python XOR", "for a, b, c in pos3: 'P' if a ^ b ^ c == 0 else 'N'", g)
rate("wythoff status(a, b).outcome", "for a, b in wy: w.status(a, b).outcome", g)
rate("wythoff is_p(a, b)", "for a, b in wy: w.is_p(a, b)", g)
import numpy as np, time
arr = np.random.default_rng(1).integers(1, 60, size=(100_000, 2)).astype(np.uint64)
kay.is_p(arr[:10])
best = min((lambda t: (kay.is_p(arr), time.perf_counter() - t)[1])(time.perf_counter()) for _ in range(3))
print(f"{'octal 0.77 is_p(array), per position':48s} {best / len(arr) * 1e6:8.3f} µs/position")
