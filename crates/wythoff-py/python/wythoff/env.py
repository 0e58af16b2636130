"""A Gymnasium environment for every game of the registry.

``WythoffEnv(game="wythoff", max_size=20, rule="normal", opponent="perfect",
heaps=None, **parameters)`` (``heaps``: how many, for the games played on any
number of them; 3 by default): the agent moves, then the opponent replies: the
library's computer at level perfect or casual, or any function
``opponent(observation, action_mask) -> action`` (another agent, for self-play
against a frozen copy). ``first="opponent"`` gives the opponent the first move,
so the agent plays the second seat. (For two learning agents taking turns, see
:mod:`wythoff.pettingzoo`.) Every rule is the library's,
applied in Rust: which actions are legal (``action_masks()``, a NumPy bool
array), the opponent's reply, and who has won. The parameters are checked when
the environment is made.

Every heap (pile) is below ``max_size`` = S, at the start and so for ever.

- **Games that never split a heap** (Wythoff's game and its variants, Nim,
  Bash, subtraction games, Moore's Nim, multi-pile Wythoff, the Fibonacci
  game): an action names the position moved to, its numbers as the digits of
  a number in base S, first number first. For Wythoff's game action
  ``x * S + y`` moves to (x, y): ``Discrete(S ** 2)``; for Nim with three heaps
  ``Discrete(S ** 3)``. Every move is an action, those that take from several
  heaps at once included. The Fibonacci game's action is the heap after the
  take (the limit on the next take follows); its observation is the heap and
  that limit.
- **Take-and-break games** (octal codes, Grundy's game, Lasker's Nim): action
  ``(i * S + x) * S + y`` with x ≤ y leaves heaps x and y in heap i's place
  (x = 0: heap i becomes y, so x = y = 0 takes it whole). The observation is
  the heaps padded with zeros to ``heaps * S`` numbers, as many as splits can
  ever make: ``Discrete(heaps * S ** 3)``.
- The observation is a ``Box(0, S, (width,), int64)``; the reward is +1 when
  the agent wins, -1 when it loses, 0 otherwise; an illegal action ends the
  episode with -1.

Every game is registered with Gymnasium as ``wythoff/NAME-v0`` when this
module is imported (``gym.make("wythoff/nim-v0", max_size=10)``, or without
importing it first, ``gym.make("wythoff.env:wythoff/nim-v0")``).

>>> env = WythoffEnv(max_size=8)
>>> obs, info = env.reset(seed=1)
>>> mask = env.action_masks()
>>> bool(mask.any())
True
>>> obs, reward, done, truncated, info = env.step(int(mask.nonzero()[0][0]))
>>> reward in (-1, 0, 1)
True
>>> WythoffEnv(game="grundys_game", max_size=10, heaps=2).action_space
Discrete(2000)

gymnasium is optional: ``pip install wythoff[env]``.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Sequence, SupportsFloat, Tuple, Union

import numpy as np
import numpy.typing as npt

try:
    import gymnasium as gym
    from gymnasium import spaces
except ImportError as e:  # pragma: no cover - depends on the environment
    raise ImportError("wythoff.env needs gymnasium: pip install gymnasium (or wythoff[env])") from e

from . import Game, _starts, _wythoff, games
from ._pictures import _frame

__all__ = ["WythoffEnv", "register"]

Observation = npt.NDArray[np.int64]
# An opponent given as a function: (observation, int8 action mask) -> action.
Opponent = Callable[[Observation, npt.NDArray[np.int8]], int]


class WythoffEnv(gym.Env[Observation, np.int64]):
    """Any registry game against the library's computer (see the module)."""

    metadata = {"render_modes": ["ansi", "rgb_array"], "render_fps": 4}

    def __init__(
        self,
        game: str = "wythoff",
        max_size: int = 20,
        rule: str = "normal",
        opponent: Union[str, Opponent] = "perfect",
        heaps: Optional[int] = None,
        render_mode: Optional[str] = None,
        first: str = "agent",
        **parameters: Any,
    ):
        if rule not in ("normal", "misere"):
            raise _wythoff.UsageError(f"rule: normal or misere, not {rule!r}")
        if not callable(opponent) and opponent not in ("perfect", "casual"):
            raise _wythoff.UsageError(f"opponent: perfect, casual or a function, not {opponent!r}")
        if first not in ("agent", "opponent"):
            raise _wythoff.UsageError(f"first: agent or opponent, not {first!r}")
        self.first = first
        if render_mode not in (None, "ansi", "rgb_array"):
            raise _wythoff.UsageError(f"render_mode: None, 'ansi' or 'rgb_array', not {render_mode!r}")
        # The game and its parameters, checked now (the library's own errors).
        self.game = Game(game, misere=rule == "misere", **parameters)
        game = self.game.name
        self.rules = _wythoff.Env(game, self.game._parameters, self.game.misere, max_size, heaps)
        self.entry = next(g for g in games() if g["name"] == game)
        shape = self.entry["shape"]
        fixed = not (shape["kind"] == "list" and shape["min"] != shape["max"])
        if heaps is not None and fixed and heaps != self.rules.heaps:
            raise _wythoff.UsageError(
                f"heaps: {game} is played on {'one heap' if self.rules.heaps == 1 else f'{self.rules.heaps} piles'},"
                f" not {heaps}; heaps= chooses how many for the games played on any number of heaps (nim, octal, …)"
            )
        self.max_size = self.rules.size
        self.heaps = self.rules.heaps
        self.opponent = opponent
        self.render_mode = render_mode
        self.action_space = spaces.Discrete(self.rules.actions)
        self.observation_space = spaces.Box(0, self.max_size, shape=(self.rules.width,), dtype=np.int64)
        self.position: Tuple[int, ...] = ()
        self.over = True

    def _to(self, action: int) -> Optional[List[int]]:
        """The position an action moves to (None if it names none here)."""
        return self.rules.target(list(self.position), int(action))

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """Which actions are legal moves now: a bool array, built in Rust
        (the registry's check of every move the numbering can name), made
        once a position (``info["action_mask"]`` is the same, as int8); all
        False before the first ``reset``."""
        if not self.position:
            return np.zeros(self.rules.actions, dtype=bool)
        kept = self.__dict__.get("_masked")
        if kept is None or kept[0] != self.position:
            kept = self._masked = (self.position, self.rules.mask(list(self.position)))
        return kept[1].copy()

    def optimal_moves(self, state: Optional[Sequence[int]] = None) -> List[Tuple[int, ...]]:
        """Every winning move from ``state`` (the current position if none),
        as the positions they lead to: an exact label."""
        position = list(state) if state is not None else list(self.position)
        return [m.to for m in self.game.moves(position).moves]

    def _opening(self) -> bool:
        """The opponent's first move (``first="opponent"``): whether the agent
        has a move after it."""
        reward, _ = self._opponent_moves()
        return reward is None and bool(self.action_masks().any())

    def _opponent_moves(self) -> Tuple[Optional[float], Optional[str]]:
        """The opponent's move from the position: the agent's reward if it
        ended the game (+1 or -1) and why, else (None, its words)."""
        if callable(self.opponent):
            mask = self.action_masks().astype(np.int8)
            action = self.opponent(self._observation(), mask)
            if isinstance(action, bool) or not hasattr(action, "__index__") or not (0 <= action.__index__() < len(mask)):
                raise TypeError(f"opponent: returned {action!r}, not an action of this environment")
            if not mask[action.__index__()]:
                raise _wythoff.InputError(f"opponent: action {action.__index__()} is not a legal move from {self.position}")
            to = self.rules.target(list(self.position), action.__index__()) or []
            checked = self.game.check(list(self.position), to, by="computer")
            self.position = tuple(checked.to)
            if checked.winner is not None:
                return (1.0 if checked.winner == "you" else -1.0), checked.end
            return None, checked.text
        seed = _seed(self.np_random)
        reply = self.game.computer(list(self.position), level=self.opponent, seed=seed)
        if reply.to is not None:
            self.position = tuple(reply.to)
        if reply.winner is not None:
            return (1.0 if reply.winner == "you" else -1.0), reply.end
        return None, reply.text

    def _step_against(self, number: int, opponent: Opponent) -> Tuple[Observation, SupportsFloat, bool, bool, Dict[str, Any]]:
        """A step against an opponent given as a function: the agent's move
        checked by the game, then the opponent's."""
        if not self.action_masks()[number]:
            self.over = True
            return self._observation(), -1.0, True, False, self._info({"illegal": f"action {number} is not a legal move from {self.position}"})
        to = self.rules.target(list(self.position), number) or []
        checked = self.game.check(list(self.position), to, by="you")
        self.position = tuple(checked.to)
        if checked.winner is not None:
            self.over = True
            won = 1.0 if checked.winner == "you" else -1.0
            return self._observation(), won, True, False, self._info({"end": checked.end})
        reward, words = self._opponent_moves()
        self.over = reward is not None
        info: Dict[str, Any] = {"reply": words} if reward is None else {"end": words}
        return self._observation(), reward or 0.0, self.over, False, self._info(info)

    def _info(self, info: Dict[str, Any]) -> Dict[str, Any]:
        """``info`` with ``action_mask``: the legal actions now as ``int8``
        (Gymnasium's ``sample(mask)`` form), which reaches the caller through
        any wrapper; all 0 once the game is over."""
        if self.over:
            info["action_mask"] = np.zeros(self.rules.actions, dtype=np.int8)
        else:
            # The kept mask's copy, seen as int8 (a bool is one byte, 0 or 1).
            info["action_mask"] = self.action_masks().view(np.int8)
        return info

    def _observation(self) -> Observation:
        return self.rules.observe(list(self.position))

    def reset(self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> Tuple[Observation, Dict[str, Any]]:
        """A new game: from ``options["start"]`` (a position below
        ``max_size``, checked), or from a random position with a move left,
        drawn by the environment's generator (``seed``)."""
        super().reset(seed=seed)
        start = options.get("start") if options else None
        if start is not None:
            position, _ = _starts.given(self.rules, start)
            self.position = tuple(position)
            self.over = False
            if self.first == "opponent" and not self._opening():
                raise _wythoff.UsageError("options['start']: the opponent's first move from it leaves the agent no move")
            return self._observation(), self._info({})
        for position in _starts.drawn(self.rules, self.entry, self.np_random.integers):
            self.position = tuple(position)
            self.over = False
            if self.first == "opponent" and not self._opening():
                continue
            return self._observation(), self._info({})
        raise AssertionError("drawn() raises when no start is left")

    def step(self, action: Union[int, np.integer[Any]]) -> Tuple[Observation, SupportsFloat, bool, bool, Dict[str, Any]]:
        """The agent's action, then the opponent's reply: (observation,
        reward, terminated, truncated, info). ``info`` says why the game
        ended (``end``), what the opponent did (``reply``), or why the action
        was not a legal move (``illegal``)."""
        if self.over:
            raise _wythoff.UsageError("step: the game is over (or not begun): call reset() first")
        if isinstance(action, bool) or not hasattr(action, "__index__"):
            raise TypeError(f"action: expected an int, found {type(action).__name__}")
        number = action.__index__()
        if not 0 <= number < self.rules.actions:
            raise _wythoff.InputError(f"action: {number} is not one of this environment's actions, 0 to {self.rules.actions - 1}")
        if callable(self.opponent):
            return self._step_against(number, self.opponent)
        seed = _seed(self.np_random)
        position, code, words, end = self.rules.step(list(self.position), number, self.opponent, seed)
        self.position = tuple(position)
        if code == -2:
            self.over = True
            return self._observation(), -1.0, True, False, self._info({"illegal": words})
        info: Dict[str, Any] = {"reply": words} if words is not None else {}
        if end is not None:
            info["end"] = end
        self.over = code != 0
        return self._observation(), float(code), code != 0, False, self._info(info)

    def render(self) -> Any:
        """The position in words (render mode ``"ansi"``), or drawn as heaps
        of tokens by the render crate, an (h, w, 3) ``uint8`` array (render
        mode ``"rgb_array"``, ``render_fps`` frames a second, for
        ``RecordVideo``)."""
        if self.render_mode == "rgb_array":
            return _frame(self.game, self.entry, self.position, self.max_size, self.rules.width, "the game is over" if self.over else "the agent to move")
        return f"{self.game.name} at {self.position}"


def _seed(generator: np.random.Generator) -> int:
    """The opponent's seed for a move, drawn from the environment's generator
    (31 bits of its next raw word: cheaper than ``integers``)."""
    return int(generator.bit_generator.random_raw()) >> 33


def register() -> None:
    """Registers every registry game with Gymnasium as ``wythoff/NAME-v0``
    (done when this module is imported)."""
    for entry in games():
        env_id = f"wythoff/{entry['name']}-v0"
        if env_id not in gym.registry:
            gym.register(id=env_id, entry_point="wythoff.env:WythoffEnv", kwargs={"game": entry["name"]})


register()
