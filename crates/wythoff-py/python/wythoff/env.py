"""A Gymnasium environment for every game of the registry.

``WythoffEnv(game="wythoff", max_size=20, rule="normal", opponent="perfect",
**parameters)``: the agent moves, then the opponent (the library's computer, at
level perfect or casual) replies. Every rule is the library's: which actions are
legal (``action_masks()``), the opponent's reply, and who has won.

- The observation is the position as an int64 array (for the Fibonacci game the
  heap and the most the next move may take).
- For the board games (Wythoff's game, a-Wythoff, restricted Wythoff) an action
  names the square moved to: action ``x * max_size + y`` for the position (x, y),
  so ``Discrete(max_size ** 2)``.
- For the heap games an action takes ``t`` (1 to ``max_size``) from heap ``i``:
  action ``i * max_size + (t - 1)``, so ``Discrete(heaps * max_size)``. (A
  multi-pile move that takes from several piles at once is not among them.)
- The reward is +1 when the agent wins, -1 when it loses, 0 otherwise; an
  illegal action ends the episode with -1.

>>> env = WythoffEnv(max_size=8)
>>> obs, info = env.reset(seed=1)
>>> mask = env.action_masks()
>>> bool(mask.any())
True
>>> obs, reward, done, truncated, info = env.step(int(mask.nonzero()[0][0]))
>>> reward in (-1, 0, 1)
True

gymnasium is optional: ``pip install wythoff[env]``.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import numpy as np

try:
    import gymnasium as gym
    from gymnasium import spaces
except ImportError as e:  # pragma: no cover - depends on the environment
    raise ImportError("wythoff.env needs gymnasium: pip install gymnasium (or wythoff[env])") from e

from . import Game, _wythoff, games


class WythoffEnv(gym.Env):
    """Any registry game against the library's computer (see the module)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: str = "wythoff",
        max_size: int = 20,
        rule: str = "normal",
        opponent: str = "perfect",
        heaps: int = 3,
        render_mode: Optional[str] = None,
        **parameters: Any,
    ):
        entry = next((g for g in games() if g["name"] == game), None)
        if entry is None:
            raise _wythoff.UsageError(f"no game {game}; the games are {', '.join(g['name'] for g in games())}")
        if rule not in ("normal", "misere"):
            raise _wythoff.UsageError(f"rule: normal or misere, not {rule}")
        if opponent not in ("perfect", "casual"):
            raise _wythoff.UsageError(f"opponent: perfect or casual, not {opponent}")
        self.entry = entry
        self.game = Game(game, misere=rule == "misere", **parameters)
        self.max_size = max_size
        self.opponent = opponent
        self.render_mode = render_mode
        shape = entry["shape"]
        if entry["board"]:
            self.heaps = 2
            self.action_space = spaces.Discrete(max_size * max_size)
        elif shape["kind"] == "list":
            self.heaps = heaps
            self.action_space = spaces.Discrete(heaps * max_size)
        else:
            self.heaps = 1
            self.action_space = spaces.Discrete(max_size)
        width = 2 if shape["kind"] == "heap_and_limit" else self.heaps
        self.observation_space = spaces.Box(0, max_size, shape=(width,), dtype=np.int64)
        self.position: Tuple[int, ...] = ()

    # ---- the action numbering ----
    def _to(self, action: int) -> List[int]:
        """The position (or, for the Fibonacci game, the heap) an action moves to."""
        n = self.max_size
        if self.entry["board"]:
            return [action // n, action % n]
        heap, take = divmod(action, n)
        take += 1
        heaps = list(self.position[: self.heaps])
        heaps[heap] -= take
        return heaps

    def action_masks(self) -> np.ndarray:
        """Which actions are legal moves now (the library's check of each)."""
        candidates = []
        index = []
        for action in range(self.action_space.n):
            to = self._to(action)
            if min(to) >= 0:
                candidates.append(to)
                index.append(action)
        mask = np.zeros(self.action_space.n, dtype=bool)
        if candidates:
            ok = _wythoff.legal(self.game.name, self.game.parameters, list(self.position), candidates, self.game.misere)
            mask[[a for a, good in zip(index, ok) if good]] = True
        return mask

    def optimal_moves(self, state: Optional[Any] = None) -> List[Tuple[int, ...]]:
        """Every winning move from ``state`` (the current position if none),
        as the positions they lead to: an exact label."""
        position = list(state) if state is not None else list(self.position)
        return [m.to for m in self.game.moves(position).moves]

    def _observation(self) -> np.ndarray:
        return np.array(self.position, dtype=np.int64)

    def reset(self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None):
        super().reset(seed=seed)
        start = options.get("start") if options else None
        while True:
            if start is not None:
                position = list(start)
            else:
                position = [int(x) for x in self.np_random.integers(0, self.max_size, size=self.heaps)]
            try:
                answer = self.game.computer(position)
            except _wythoff.Error:
                if start is not None:
                    raise
                continue  # a start the game does not have (a Fibonacci heap of 0)
            # A start with a move left (the position as the game keeps it).
            if answer.to is not None or start is not None:
                self.position = tuple(answer.position)
                break
        return self._observation(), {}

    def step(self, action: int):
        to = self._to(int(action))
        try:
            checked = self.game.check(list(self.position), to)
        except _wythoff.Error as e:
            return self._observation(), -1.0, True, False, {"illegal": str(e)}
        self.position = tuple(checked.to)
        if checked.end:
            return self._observation(), (1.0 if checked.winner == "you" else -1.0), True, False, {"end": checked.end}
        seed = int(self.np_random.integers(0, 2**31))
        reply = self.game.computer(list(self.position), level=self.opponent, seed=seed)
        if reply.to is not None:
            self.position = tuple(reply.to)
        if reply.end:
            return self._observation(), (1.0 if reply.winner == "you" else -1.0), True, False, {"end": reply.end, "reply": reply.text}
        return self._observation(), 0.0, False, False, {"reply": reply.text}

    def render(self):
        return f"{self.game.name} at {self.position}"
