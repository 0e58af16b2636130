import sys, time
import numpy as np
from wythoff.env import WythoffEnv
def steps_per_second(env, seconds=2.0):
    rng = np.random.default_rng(1)
    env.reset(seed=1)
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        mask = env.action_masks()
        legal = np.flatnonzero(mask)
        obs, r, done, trunc, info = env.step(int(rng.choice(legal)))
        n += 1
        if done:
            env.reset()
    return n / (time.perf_counter() - t0)
for label, env in [("wythoff max_size=20", WythoffEnv(max_size=20)),
                   ("kayles two heaps of 12", WythoffEnv(game="octal", code="0.77", max_size=13, heaps=2))]:
    print(f"{sys.argv[1]}: {label}: {steps_per_second(env):,.0f} steps/s (with masks)")
for size in (20, 100, 1000):
    # A new mask each time (the environment keeps one per position): positions
    # near the far corner, where a move has the most choices.
    env = WythoffEnv(max_size=size); env.reset(seed=1)
    corner = [(size - 1 - i % 7, size - 2 - i // 7 % 7) for i in range(49)]
    t = time.perf_counter(); k = 0; legal = 0
    while time.perf_counter() - t < 1.0:
        env.position = corner[k % 49]
        legal = int(env.action_masks().sum()); k += 1
    print(f"{sys.argv[1]}: action_masks at max_size={size}: {(time.perf_counter()-t)/k*1e6:,.0f} µs ({legal} legal moves, {size * size} actions)")
try:
    from wythoff.pettingzoo import raw_env
except ImportError:
    raw_env = None
if raw_env is not None:
    for label, make in [("wythoff max_size=20", lambda: raw_env("wythoff", max_size=20)),
                        ("kayles two heaps of 12", lambda: raw_env("octal", code="0.77", max_size=13, heaps=2))]:
        e = make(); e.reset(seed=1); rng = np.random.default_rng(1)
        n, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < 2.0:
            if all(e.terminations.values()):
                e.reset()
            mask = e.observe(e.agent_selection)["action_mask"]
            e.step(int(rng.choice(np.flatnonzero(mask))))
            n += 1
        print(f"{sys.argv[1]}: PettingZoo {label}: {n / (time.perf_counter() - t0):,.0f} steps/s (raw_env, masks)")
