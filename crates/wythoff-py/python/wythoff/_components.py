"""Games at positions as parts of a sum: ``game.at(position)`` is a
:class:`Component`; ``+`` (and the builtin ``sum``) adds them into
:class:`Components`, whose order does not matter."""

from __future__ import annotations

from collections import Counter as _Counter
import typing as _typing

from . import _wythoff
from ._answers import Moves, Sum
from ._wythoff import UsageError

if _typing.TYPE_CHECKING:
    from typing import Any, Optional, Sequence, Tuple, Union

    from . import Game

__all__ = ["Component", "Components"]

Limit = int


def _misere(misere: Any) -> bool:
    from . import _misere as read

    return read(misere)


class Component:
    """A game at a position, as a part of a sum: ``game.at(position)``.
    Components add with ``+`` into :class:`Components`; a lone one answers
    as its game does.

    >>> from wythoff import bash, nim, game
    >>> c = bash(3).at(10)
    >>> c
    bash(max_take=3).at(10)
    >>> (c + nim().at(2)).status().outcome
    'P'
    """

    game: Game
    position: Tuple[int, ...]

    def __init__(self, game: Game, position: Tuple[int, ...]):
        self.__dict__.update(game=game, position=position)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a component is a value: {name!r} cannot be set")

    def __add__(self, other: Union["Component", "Components"]) -> "Components":
        return Components.of(self) + other

    def __radd__(self, other: Any) -> "Components":
        # Python's own sum() starts from 0.
        if isinstance(other, int) and not isinstance(other, bool) and other == 0:
            return Components.of(self)
        return NotImplemented

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Component):
            return NotImplemented
        return (self.game, self.position) == (other.game, other.position)

    def __hash__(self) -> int:
        return hash((self.game, self.position))

    def status(self, **limits: Limit) -> Moves:
        """The game's answer at this position (with its winning moves)."""
        return self.game.moves(self.position, **limits)

    def __repr__(self) -> str:
        params = ", ".join(f"{k}={v!r}" for k, v in self.game._parameters.items())
        misere = (", " if params else "") + "misere=True" if self.game.misere else ""
        return f"{self.game.name}({params}{misere}).at({', '.join(map(str, self.position))})"


class Components:
    """A sum of games at positions (``a + b``): ``status()`` answers as
    :func:`sum` does, in misère play when its games are misère ones.

    >>> from wythoff import nim, game
    >>> s = nim().at(3) + nim().at(5) + game("wythoff").at(3, 5)
    >>> s.status().outcome, len(s)
    ('N', 3)
    """

    parts: Tuple[Component, ...]

    def __init__(self, parts: Sequence[Component]):
        self.__dict__["parts"] = tuple(parts)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a sum is a value: {name!r} cannot be set")

    def __radd__(self, other: Any) -> "Components":
        if isinstance(other, int) and not isinstance(other, bool) and other == 0:
            return self
        return NotImplemented

    @classmethod
    def of(cls, value: Union[Component, "Components"]) -> "Components":
        if isinstance(value, Components):
            return value
        if isinstance(value, Component):
            return cls([value])
        raise TypeError(f"a sum adds games at positions (game.at(...)), not {type(value).__name__}")

    def __add__(self, other: Union[Component, "Components"]) -> "Components":
        if not isinstance(other, (Component, Components)):
            return NotImplemented
        return Components(self.parts + Components.of(other).parts)

    def __len__(self) -> int:
        return len(self.parts)

    def __eq__(self, other: object) -> bool:
        # A sum of games does not depend on their order.
        if not isinstance(other, Components):
            return NotImplemented
        return _Counter(self.parts) == _Counter(other.parts)

    def __hash__(self) -> int:
        return hash(frozenset(_Counter(self.parts).items()))

    def status(self, *, misere: Optional[bool] = None, **limits: Limit) -> Sum:
        """The sum's answer (its values, outcome and winning moves), in the
        play of its games (``misere`` may say it, and must agree)."""
        rules = {p.game.misere for p in self.parts}
        if misere is not None:
            rules.add(_misere(misere))
        if len(rules) > 1:
            if misere is not None and len({p.game.misere for p in self.parts}) == 1:
                made = "misère" if self.parts[0].game.misere else "normal-play"
                raise UsageError(
                    f"misere={bool(misere)}: this sum's games are {made} games; a game's rule is chosen when it"
                    " is made (for example nim(misere=True)), so leave misere out or make the games again"
                )
            raise UsageError("a sum is played in one rule: some of its games are misère ones and some are not")
        rule = rules.pop() if rules else False
        parts = [(p.game.name, p.game._parameters, list(p.position)) for p in self.parts]
        return Sum(_wythoff.sum_of(parts, rule, limits))

    def __repr__(self) -> str:
        return " + ".join(map(repr, self.parts))
