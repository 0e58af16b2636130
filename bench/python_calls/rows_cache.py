import sys, time, timeit, wythoff as w
t = lambda s: min(timeit.repeat(s, number=300, repeat=5, globals={'w': w})) / 300 * 1e3
SUM = 'w.sum("wythoff(3,10) + nim(7)")'
before = t('w.grundy(3, 10)')
s0 = t(SUM)
a = time.perf_counter(); w.grundy(60, 10**30); first = (time.perf_counter() - a) * 1e3
g1, s1, g45 = t('w.grundy(3, 10)'), t(SUM), t('w.grundy(45, 10**20)')
print(f"{sys.argv[1]}: grundy(3,10) {before:.4f} ms; sum {s0:.4f} ms; grundy(60, 10^30) first {first:.1f} ms; then grundy(3,10) {g1:.4f} ms, sum {s1:.4f} ms, grundy(45, 10^20) {g45:.4f} ms")
