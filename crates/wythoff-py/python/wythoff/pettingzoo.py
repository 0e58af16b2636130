"""Two-player environments by PettingZoo's convention for turn-based games (AEC):
``wythoff.pettingzoo.env(game, **parameters)`` for every registry game, both
seats played by agents (self-play), ``player_0`` moving first.

>>> from wythoff.pettingzoo import env
>>> e = env("nim", max_size=8, heaps=3)
>>> e.reset(seed=1, options={"start": (1, 2, 3)})
>>> e.agent_selection, e.observe("player_0")["observation"].tolist()
('player_0', [1, 2, 3])
>>> e.step(e.unwrapped.action_of((1, 2, 0)))  # take heap 3 whole
>>> e.agent_selection, e.terminations["player_1"]
('player_1', False)

Each observation is a dict: ``observation``, the position's numbers padded to a
fixed width (as :class:`wythoff.env.WythoffEnv` gives them), and
``action_mask``, an ``int8`` array with 1 for every legal action of the agent
to move (all 0 for the other). An action names the position moved to, as in
``WythoffEnv``. At the end the winner gets +1 and the loser −1 (in misère play
the player who cannot move wins); ``infos[agent]["action_mask"]`` holds the mask
too. ``env`` wraps ``raw_env`` in PettingZoo's order and bounds checks;
parameters left out take the registry's example values, so ``env("bash")``
works. Needs ``pip install pettingzoo``.
"""

from __future__ import annotations

import typing as _typing

try:
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv  # type: ignore[import-untyped]
    from pettingzoo.utils import wrappers  # type: ignore[import-untyped]
except ImportError as e:  # pragma: no cover - the message is the point
    raise ImportError("wythoff.pettingzoo needs pettingzoo: pip install pettingzoo") from e

from ._pictures import _frame
from . import Game, _starts, _wythoff, games
from ._parameters import _read_parameter

if _typing.TYPE_CHECKING:
    from typing import Any, Dict, List, Optional, Sequence, Tuple

__all__ = ["env", "raw_env"]

AGENTS = ["player_0", "player_1"]


def _defaults(name: str, given: Dict[str, Any]) -> Dict[str, Any]:
    """The registry example's parameters, read as Python values, where none
    is given."""
    entry = next((g for g in games() if g["name"] == name), None)
    if entry is None or given:
        return given
    written = zip(entry["parameters"], entry["examples"][0]["parameters"])
    return {p["key"]: _read_parameter(name, p["key"], value) for p, value in written}


class raw_env(AECEnv):  # type: ignore[misc]
    """A registry game for two agents (see the module)."""

    metadata = {"render_modes": ["ansi", "rgb_array"], "name": "wythoff_v0", "is_parallelizable": False, "render_fps": 4}

    def __init__(
        self,
        game: str = "wythoff",
        max_size: int = 20,
        rule: str = "normal",
        heaps: Optional[int] = None,
        render_mode: Optional[str] = None,
        **parameters: Any,
    ):
        super().__init__()
        if rule not in ("normal", "misere"):
            raise _wythoff.UsageError(f"rule: normal or misere, not {rule!r}")
        if render_mode not in (None, "ansi", "rgb_array"):
            raise _wythoff.UsageError(f"render_mode: None, 'ansi' or 'rgb_array', not {render_mode!r}")
        self.game = Game(game, misere=rule == "misere", **_defaults(game.lower(), parameters))
        self.rules = _wythoff.Env(self.game.name, self.game._parameters, self.game.misere, max_size, heaps)
        self.entry = next(g for g in games() if g["name"] == self.game.name)
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        actions, width = self.rules.actions, self.rules.width
        self.action_spaces = {a: spaces.Discrete(actions) for a in AGENTS}
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0, self.rules.size, shape=(width,), dtype=np.int64),
                    "action_mask": spaces.Box(0, 1, shape=(actions,), dtype=np.int8),
                }
            )
            for a in AGENTS
        }
        self.position: Tuple[int, ...] = ()
        self._mask = np.zeros(actions, dtype=np.int8)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def action_of(self, to: Sequence[int]) -> int:
        """The action that moves to ``to`` from the position now (an
        InputError if none does)."""
        wanted = [int(x) for x in to]
        for action in np.flatnonzero(self._mask):
            if self.rules.target(list(self.position), int(action)) == wanted:
                return int(action)
        raise _wythoff.InputError(f"to: {tuple(wanted)} is not one move from {self.position}")

    def optimal_actions(self) -> np.ndarray[Any, np.dtype[np.int8]]:
        """A mask of the winning actions of the agent to move (all 0 from a
        P-position): an exact label."""
        best = np.zeros_like(self._mask)
        winning = {tuple(m.to) for m in self.game.moves(list(self.position)).moves or ()}
        for action in np.flatnonzero(self._mask):
            if tuple(self.rules.target(list(self.position), int(action)) or ()) in winning:
                best[action] = 1
        return best

    def observe(self, agent: str) -> Dict[str, Any]:
        mask = self._mask if agent == self.agent_selection else np.zeros_like(self._mask)
        return {"observation": self.rules.observe(list(self.position)), "action_mask": mask.copy()}

    def _new_mask(self) -> None:
        self._mask = self.rules.mask(list(self.position)).astype(np.int8)
        for a in self.agents:
            self.infos[a] = {"action_mask": self._mask if a == self.agent_selection else np.zeros_like(self._mask)}

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """A new game from ``options["start"]`` (checked), or from a random
        position with a move left, drawn from ``seed``."""
        if seed is not None or not hasattr(self, "_rng"):
            self._rng = np.random.default_rng(seed)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in AGENTS}
        self.agent_selection = AGENTS[0]
        start = options.get("start") if options else None
        if start is not None:
            position, _ = _starts.given(self.rules, start)
        else:
            position = next(_starts.drawn(self.rules, self.entry, self._rng.integers))
        self.position = tuple(position)
        self._new_mask()
        if not self._mask.any():  # a start with no move: the agent to move has lost (or won, misère)
            self._end(winner=AGENTS[1] if not self.game.misere else AGENTS[0])

    def _end(self, winner: str) -> None:
        for a in AGENTS:
            self.rewards[a] = 1.0 if a == winner else -1.0
            self.terminations[a] = True
        self._mask = np.zeros_like(self._mask)
        for a in AGENTS:
            self.infos[a] = {"action_mask": self._mask.copy(), "winner": winner}

    def step(self, action: Any) -> None:
        """The agent to move plays ``action``; the turn passes to the other.
        An illegal action loses the game for its agent."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        other = AGENTS[1 - AGENTS.index(agent)]
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in AGENTS}
        number = int(action)
        if not (0 <= number < len(self._mask)) or not self._mask[number]:
            self._end(winner=other)
            self.infos[agent]["illegal"] = f"action {number} is not a legal move from {self.position}"
        else:
            to = self.rules.target(list(self.position), number) or []
            by = "player1" if agent == AGENTS[0] else "player2"
            checked = self.game.check(list(self.position), to, by=by)
            self.position = tuple(checked.to)
            self.agent_selection = other
            if checked.winner is not None:
                self._end(winner=agent if checked.winner == by else other)
            else:
                self._new_mask()
        self._accumulate_rewards()

    def render(self) -> Any:
        """The position and whose turn it is, in words (render mode
        ``"ansi"``), or drawn as heaps of tokens, an (h, w, 3) ``uint8``
        array (render mode ``"rgb_array"``)."""
        if self.render_mode is None:
            return None
        over = not self.agents or all(self.terminations.values())
        if self.render_mode == "rgb_array":
            caption = "the game is over" if over else f"{self.agent_selection} to move"
            return _frame(self.game, self.entry, self.position, self.rules.size, self.rules.width, caption)
        return f"{self.game.name} at {self.position}: {self.agent_selection} to move"

    def close(self) -> None:
        pass


def env(game: str = "wythoff", **kwargs: Any) -> AECEnv:
    """``raw_env`` in PettingZoo's usual wrappers (an action outside the
    space, or a step before ``reset``, is an error).

    >>> env("octal", code="0.77", max_size=10, heaps=2).metadata["name"]
    'wythoff_v0'
    """
    wrapped: AECEnv = raw_env(game, **kwargs)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    wrapped = wrappers.OrderEnforcingWrapper(wrapped)
    return wrapped
