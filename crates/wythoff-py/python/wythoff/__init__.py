"""Wythoff's game and its family of impartial games, solved exactly.

Numbers are Python ints of any size; every answer is the command's
(``wythoff ... --json``): ``to_dict()`` is that JSON, the attributes are the
same fields with ints, and ``repr`` is the command's text.

>>> import wythoff
>>> wythoff.status(4, 7).outcome
'P'
>>> [m.to for m in wythoff.moves(4, 8).moves]
[(4, 7)]
>>> wythoff.nth(10**30).position[0]
1618033988749894848204586834365
>>> wythoff.game("subtraction", set=[1, 3, 4]).status(10).outcome
'N'
>>> wythoff.sum("wythoff(3,5) + nim(7)").outcome
'N'
>>> wythoff.is_p(3, 5), wythoff.is_p(3, 6), wythoff.is_p(2, 2, misere=True)
(True, False, True)
>>> import numpy as np
>>> wythoff.is_p(np.array([3, 4, 5]), np.array([5, 7, 5])).tolist()
[True, True, False]

The computation is the Rust library's (``wythoff._wythoff``); this layer only
names things.
"""

from __future__ import annotations

import typing as _typing

from . import _wythoff
from ._answers import (  # (X as X: each an explicit export, for type checkers)
    Analysis as Analysis,
    Moves as Moves,
    Answer as Answer,
    CheckedMove as CheckedMove,
    ComputerMove as ComputerMove,
    Fields as Fields,
    Genus as Genus,
    GrundyRows as GrundyRows,
    GrundyValue as GrundyValue,
    GValues as GValues,
    Pair as Pair,
    Period as Period,
    PPosition as PPosition,
    Quotient as Quotient,
    Sum as Sum,
    _freeze,
)
from ._wythoff import Error as Error, InputError as InputError, IoError as IoError
from ._wythoff import LimitError as LimitError, UsageError as UsageError
from ._wythoff import language as language, set_language as set_language
from ._cache import cache_clear as cache_clear, cache_info as cache_info, set_cache_dir as set_cache_dir
from ._parameters import _read_parameter, _written
from ._arrays import _is_array, _position_rows, _vectorised
from ._components import Component as Component, Components as Components
from ._pictures import Picture as Picture, board as board, heat_map as heat_map
from ._values import HeapValues as HeapValues, write_table as write_table

# The answers are wythoff's own (their docstrings run as its doctests; pickles
# name them here).
for _class in (Fields, Answer, Analysis, Moves, ComputerMove, CheckedMove, PPosition, Pair, GrundyValue, GrundyRows,
               GValues, Period, Genus, Quotient, Sum):
    _class.__module__ = __name__
del _class
cache_info.__module__ = cache_clear.__module__ = set_cache_dir.__module__ = __name__
Component.__module__ = Components.__module__ = __name__
Picture.__module__ = board.__module__ = heat_map.__module__ = __name__
HeapValues.__module__ = write_table.__module__ = __name__
_TWO_PILES = frozenset(g["name"] for g in _wythoff.games()["games"] if g["board"])

if _typing.TYPE_CHECKING:
    from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple, Union

    import numpy as np
    import numpy.typing as npt

__version__: str = _wythoff.__version__

__all__ = [
    "Answer", "Fields", "Analysis", "Moves", "ComputerMove", "CheckedMove", "PPosition", "Pair", "GrundyValue",
    "GrundyRows", "GValues", "grundy_positions", "Period", "Genus", "Quotient", "Sum", "Game", "Component",
    "Components", "Error", "InputError", "IoError", "LimitError", "UsageError",
    "is_p", "outcomes", "status", "moves", "nth", "pair", "positions", "zeckendorf", "grundy", "grundy_rows",
    "grundy_table", "game", "games", "Picture", "board", "heat_map", "HeapValues", "write_table", "cache_info", "cache_clear", "set_cache_dir",
    "set_language", "language",
] + [g["name"] for g in _wythoff.games()["games"] if g["python"]]


Limit = int


def _misere(misere: Any) -> bool:
    if isinstance(misere, bool):
        return misere
    kind = type(misere)
    if kind.__module__ == "numpy" and kind.__name__ in ("bool", "bool_"):
        return bool(misere)
    raise TypeError(f"misere: expected a bool, found {kind.__name__}")


_WORD = 1 << 64

_MappingProxy = __import__("types").MappingProxyType


def _limits(limits: Dict[str, Any]) -> Dict[str, Any]:
    """A call's keywords, which are limits: ``misere`` among them is a
    mistake worth its own words (a game's rule is chosen when it is made)."""
    if "misere" in limits:
        raise UsageError("misere: a game's rule is part of the game: make it with misere=True (for example nim(misere=True))")
    return limits


def _word(n: Any, what: str) -> int:
    """A number given to a call that takes machine words (a seed)."""
    word = _count(n, what)
    if word >= _WORD:
        raise LimitError(f"{what}: at most 2^64 − 1")
    return word


def _remade_game(name: str, misere: bool, position: Optional[Tuple[int, ...]], parameters: Dict[str, Any]) -> "Game":
    return Game(name, misere=misere, position=position, **parameters)


def status(a: int, b: int, *, misere: bool = False, **limits: Limit) -> Analysis:
    """Who wins Wythoff's game from (a, b), and why. ``outcome`` is answered
    at once by the bare test; the rest of the answer is made when first read.

    >>> status(3, 5).reason.kind
    'wythoff_difference'
    >>> status(4, 7).outcome
    'P'
    """
    if misere is not False:
        misere = _misere(misere)
    if not limits and type(a) is int and type(b) is int:
        p = _wythoff.is_p(a, b, misere=True) if misere else _wythoff.is_p(a, b)
        answer = _new(Analysis)
        d = answer.__dict__
        d["_reply"] = None
        d["_lazy"] = (_wythoff.analysis, ("wythoff", {}, [a, b], misere, False, limits))
        d["outcome"] = "P" if p else "N"
        return answer
    if _is_array(a) or _is_array(b):
        found = type(a if _is_array(a) else b).__name__
        raise TypeError(f"{'a' if _is_array(a) else 'b'}: expected an int, found {found} (for arrays: outcomes(a, b) or is_p(a, b))")
    return Analysis(_wythoff.analysis("wythoff", {}, [a, b], misere, False, limits))


_new = object.__new__


is_p = _wythoff.is_p


def _is_p_arrays(a: Any, b: Any, misere: bool) -> Any:
    """``is_p`` over arrays (the native ``is_p`` hands them here)."""
    return _vectorised(_wythoff.is_p_array, a, b, misere=misere)


def outcomes(a: Any, b: Any, *, misere: bool = False) -> Any:
    """The outcome, ``'P'`` or ``'N'``, of each position (a[i], b[i]) of
    Wythoff's game: a NumPy array of one-letter strings.

    >>> outcomes([0, 1, 3], [0, 2, 3]).tolist()
    ['P', 'P', 'N']
    """
    import numpy as np

    return np.where(_vectorised(_wythoff.is_p_array, a, b, misere=_misere(misere)), "P", "N")


def moves(a: int, b: int, *, misere: bool = False, **limits: Limit) -> Moves:
    """Every winning move of Wythoff's game from (a, b).

    >>> [m.text for m in moves(4, 8).moves]
    ['take 1 from pile 2 → (4, 7)']
    """
    return Moves(_wythoff.analysis("wythoff", {}, [a, b], _misere(misere), True, limits))


def nth(k: int, *, misere: bool = False, **limits: Limit) -> PPosition:
    """The k-th P-position (⌊kφ⌋, ⌊kφ⌋ + k).

    >>> nth(3).position
    (4, 7)
    """
    return PPosition(_wythoff.nth(k, _misere(misere), limits))


def pair(n: int, *, misere: bool = False, **limits: Limit) -> Pair:
    """The P-position holding n, and its index.

    >>> p = pair(10)
    >>> p.position, p.k
    ((6, 10), 4)
    """
    return Pair(_wythoff.pair(n, _misere(misere), limits))


def _count(n: Any, what: str) -> int:
    """A count given by the caller: an int (not a bool), at least 0."""
    if isinstance(n, bool) or not hasattr(n, "__index__"):
        raise TypeError(f"{what}: expected an int, found {type(n).__name__}")
    n = n.__index__()
    if n < 0:
        raise InputError(f"{what}: a negative number is not allowed here")
    return int(n)


def positions(count: Optional[int] = None, start: int = 0, *, misere: bool = False) -> Iterator[Tuple[int, int, int]]:
    """The P-positions from index ``start`` on, as ``(k, a, b)``: ``count`` of
    them, or without end.

    >>> list(positions(4))
    [(0, 0, 0), (1, 1, 2), (2, 3, 5), (3, 4, 7)]
    """
    misere = _misere(misere)
    left = None if count is None else _count(count, "count")
    k = _count(start, "start")

    def listed() -> Iterator[Tuple[int, int, int]]:
        nonlocal k, left
        while left is None or left > 0:
            chunk = 256 if left is None else min(left, 256)
            yield from _wythoff.positions(k, chunk, misere)
            k += chunk
            if left is not None:
                left -= chunk

    return listed()


def zeckendorf(n: int) -> List[int]:
    """The Fibonacci numbers, no two consecutive, that sum to n, largest first.

    >>> zeckendorf(100)
    [89, 8, 3]
    """
    return _wythoff.zeckendorf(n)


def grundy(a: Any, b: Any, **limits: Limit) -> Any:
    """G(a, b) of Wythoff's game, with how it was found; for arrays of
    machine-word piles, a ``uint32`` array of the values (from one table, within
    the ``grundy_table`` limit), or where a pile is past that side (and
    ``grundy_table=`` is not given), each value found as for one position, in a
    ``uint64`` array.

    Where both piles are large and no row is proven, the value is searched by
    walking the rows for each candidate value: ``grundy_walk_steps`` is a budget
    spent during that search (up to a few seconds at its default), not a cost
    checked before it; past it, LimitError says what was tried. Ctrl-C stops it.

    >>> grundy(3, 10).grundy
    8
    >>> grundy([3, 0], [10, 5]).tolist()
    [8, 5]
    """
    if _is_array(a) or _is_array(b):
        try:
            return _vectorised(_wythoff.grundy_array, a, b, limits=limits)
        except LimitError:
            if "grundy_table" in limits:
                raise
        # Piles past the table's side: each value as grundy(a, b) finds it.
        import numpy as np

        x, y = np.broadcast_arrays(np.asarray(a, dtype=object), np.asarray(b, dtype=object))
        values = [_wythoff.grundy(int(p), int(q), limits).fields()["grundy"] for p, q in zip(x.flat, y.flat)]
        kind = np.uint64 if all(v < _WORD for v in values) else object
        return np.array(values, dtype=kind).reshape(x.shape)
    return GrundyValue(_wythoff.grundy(a, b, limits))


def grundy_rows(max_row: int, recheck: bool = False, **limits: Limit) -> GrundyRows:
    """Rows 0..max_row of the Grundy table, each proven periodic (least
    preperiod and period), with the proof: from the atlas where it holds them,
    or with ``recheck`` proven here and compared with it."""
    return GrundyRows(_wythoff.grundy_rows(max_row, recheck, limits))


def grundy_positions(value: int, count: Optional[int] = None, nth: Optional[int] = None, **limits: Limit) -> GValues:
    """The g-values: the positions (a, b), a <= b, with G(a, b) = ``value``, by
    increasing a from n = 0; the first ``count``, or the one of index ``nth``.
    Computed exactly from the rules, walking the rows (rows * (value + 1)**2
    steps, within ``grundy_walk_steps``); past it, LimitError.

    >>> [p.position for p in grundy_positions(1, count=3).positions]
    [(0, 1), (2, 2), (3, 6)]
    >>> grundy_positions(2, nth=1000).position
    (1618, 2617)
    """
    value = _word(value, "value")
    count = None if count is None else _word(count, "count")
    nth = None if nth is None else _word(nth, "nth")
    return GValues(_wythoff.grundy_positions(value, count, nth, limits))


def grundy_table(n: int, dtype: Any = None, **limits: Limit) -> "npt.NDArray[Any]":
    """G(a, b) for a, b below n: an (n, n) NumPy array, row a, column b,
    computed on every core without the GIL and handed over without a copy
    (``uint32``); ``dtype=numpy.uint16`` halves it, for n up to 32,768 (every
    value is below 2n).

    >>> grundy_table(4)[3].tolist()
    [3, 4, 5, 6]
    >>> import numpy as np
    >>> grundy_table(4, dtype=np.uint16).dtype
    dtype('uint16')
    """
    table = _wythoff.grundy_table(n, limits)
    if dtype is None:
        return table
    import numpy as np

    dtype = np.dtype(dtype)
    if dtype == np.uint32:
        return table
    if dtype != np.uint16:
        raise TypeError(f"dtype: uint32 or uint16, not {dtype}")
    if 2 * len(table) - 1 > 0xFFFF:
        raise LimitError(f"dtype: a table of side {len(table)} has values past 65,535; uint16 holds sides up to 32,768")
    return table.astype(np.uint16)


def sum(expression: Any, *, misere: bool = False, **limits: Limit) -> Sum:  # noqa: A001 - the command's name
    """A sum of games in the command's notation, or of games at positions
    (``nim().at(3) + bash(4).at(20)``, whose numbers never become text);
    with ``misere=True``, in misère play, through the misère quotient of the
    heaps. Not in ``from wythoff import *`` (it would hide Python's ``sum``).

    >>> sum("nim(3) + nim(3)").outcome
    'P'
    >>> s = sum("octal{0.75}(30) + octal{0.75}(1000000000000)", misere=True)
    >>> s.outcome, s.element, s.p_portion
    ('P', 'b²', ('a', 'b²'))
    >>> sum(nim().at(3) + subtraction([1, 3, 4]).at(10)).outcome
    'N'
    """
    misere = _misere(misere)
    if isinstance(expression, (Component, Components)):
        return Components.of(expression).status(misere=misere, **limits)
    if not isinstance(expression, str):
        raise TypeError(f"expression: a sum's text or games at positions, not {type(expression).__name__}")
    return Sum(_wythoff.sum(expression, limits, misere))


def games() -> List[Dict[str, Any]]:
    """Every game of the registry: name, title, parameters, position shape."""
    return _wythoff.games()["games"]


def _as_position(position: Sequence[Any]) -> List[Any]:
    """A position given as numbers, or as one sequence of them (a list, a
    tuple, a NumPy array)."""
    if len(position) == 1 and not isinstance(position[0], (str, bytes)) and hasattr(position[0], "__iter__"):
        position = position[0]
    return list(position)


class Game:
    """A game of the registry with its parameters and play rule: a value
    (equal when name, parameters, rule and position are; hashable; it
    pickles). Its parameters are checked when it is made.

    >>> g = game("bash", max_take=3)
    >>> g.status(8).outcome
    'P'
    >>> g.moves(10).moves[0].to
    (8,)
    >>> Game.parse("bash{3}(10)").position
    (10,)
    >>> bash(3) == game("bash", max_take=3), len({nim(), nim()})
    (True, 1)
    """

    name: str
    misere: bool
    position: Optional[Tuple[int, ...]]
    _parameters: Dict[str, Any]

    def __init__(self, name: str, misere: bool = False, position: Optional[Sequence[int]] = None, **parameters: Any):
        if not isinstance(name, str):
            raise TypeError(f"name: expected a game's name, found {type(name).__name__}")
        d = self.__dict__
        d["name"] = name = name.lower()  # as presets are: game("Nim") is nim
        d["misere"] = _misere(misere)
        # The parameters as the library checked them (passed to it as they
        # are), and as the game shows them: read-only, lists as tuples.
        d["_parameters"] = _wythoff.check_game(name, parameters, self.misere)
        d["position"] = tuple(_as_position([position])) if position is not None else None

    @property
    def parameters(self) -> "_typing.Mapping[str, Any]":
        """The game's parameters, read-only (a game is a value)."""
        shown: "_typing.Mapping[str, Any]" = _MappingProxy(
            {k: tuple(v) if isinstance(v, list) else v for k, v in self._parameters.items()}
        )
        return shown

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a game is a value: make another (game(...)) rather than set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a game is a value: {name!r} cannot be deleted")

    def __reduce__(self) -> Tuple[Any, ...]:
        return (_remade_game, (self.name, self.misere, self.position, dict(self._parameters)))

    def to_dict(self) -> Dict[str, Any]:
        """The game as the command's JSON writes it: ``game``, ``parameters``
        (numbers as decimal strings, a set as "1,3,4"), ``rule`` and, where it
        has one, ``position``; :meth:`from_dict` makes it again."""
        out: Dict[str, Any] = {
            "game": self.name,
            "parameters": {k: _written(v) for k, v in self._parameters.items()},
            "rule": "misere" if self.misere else "normal",
        }
        if self.position is not None:
            out["position"] = [str(n) for n in self.position]
        return out

    @classmethod
    def from_dict(cls, d: "_typing.Mapping[str, Any]") -> "Game":
        """A game from :meth:`to_dict`'s form, or from an answer's JSON
        (``status(...).to_dict()``: its ``game``, ``parameters``, ``rule`` and
        ``position``), numbers as ints or decimal strings.

        >>> g = bash(3).at(10).game
        >>> Game.from_dict(bash(3, misere=True).to_dict()) == bash(3, misere=True)
        True
        >>> Game.from_dict(nim().status(1, 2).to_dict())
        wythoff.game('nim', position=(1, 2))
        """
        if not hasattr(d, "keys") or "game" not in d:
            raise TypeError("d: expected a dict with a 'game' key (Game.to_dict() or an answer's to_dict())")
        rule = d.get("rule", "normal")
        if rule not in ("normal", "misere"):
            raise UsageError(f"rule: 'normal' or 'misere', not {rule!r}")
        position = d.get("position")
        if position is not None:
            position = [int(n) if isinstance(n, str) else n for n in position]
        parameters = {k: _read_parameter(d["game"], k, v) for k, v in dict(d.get("parameters") or {}).items()}
        return cls(d["game"], misere=rule == "misere", position=position, **parameters)

    @classmethod
    def parse(cls, text: str, misere: bool = False) -> "Game":
        """A game and a position in the sum's notation: ``bash{4}(20)``,
        ``subtraction{1,3,4}(10)``, ``wythoff(3,5)``."""
        name, parameters, position = _wythoff.parse_game(text)
        return cls(name, misere=misere, position=position, **parameters)

    def _key(self) -> Tuple[Any, ...]:
        return (self.name, _freeze(self._parameters), self.misere, self.position)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _position(self, position: Sequence[Any]) -> List[Any]:
        if not position:
            if self.position is None:
                raise UsageError(f"{self.name}: give a position")
            return list(self.position)
        return _as_position(position)

    def at(self, *position: Any) -> "Component":
        """This game at a position: a component of a sum (``+`` adds them).

        >>> (nim().at(3) + nim().at(3)).status().outcome
        'P'
        """
        return Component(self, tuple(self._position(position)))

    def status(self, *position: Any, **limits: Limit) -> Analysis:
        """Who wins from the position (its numbers, or one sequence of them:
        a list, a tuple, a NumPy array), and why.

        >>> nim().status(1, 2, 3).outcome
        'P'
        """
        where = self._position(position)
        if not limits:
            # The outcome at once, through the game kept in Rust (its
            # parameters read once; the library keeps the values behind it);
            # the rest of the answer is made when first read.
            outcome = self._kept().outcome(where)
            if outcome is not None:
                answer = _new(Analysis)
                d = answer.__dict__
                d["_reply"] = None
                d["_lazy"] = (_wythoff.analysis, (self.name, self._parameters, where, self.misere, False, limits))
                d["outcome"] = outcome
                return answer
        return Analysis(_wythoff.analysis(self.name, self._parameters, where, self.misere, False, _limits(limits)))

    def is_p(self, positions: Any, **limits: Limit) -> "npt.NDArray[np.bool_]":
        """Whether each position is a P-position, for an array of positions
        of machine-word numbers (its last axis a position; for a game of one
        number, any array of them): a bool array of the other axes' shape,
        answered in Rust in one call.

        >>> nim().is_p([[1, 2, 3], [1, 2, 4]]).tolist()
        [True, False]
        >>> subtraction([1, 3, 4]).is_p(range(8)).tolist()
        [True, False, True, False, False, False, False, True]
        """
        rows, shape = _position_rows(self, positions)
        answered: "npt.NDArray[np.bool_]" = self._kept().is_p_rows(rows, _limits(limits)).reshape(shape)
        return answered

    def _kept(self) -> Any:
        # The game kept in Rust: its parameters read once.
        kept = self.__dict__.get("_in_rust")
        if kept is None:
            kept = self.__dict__["_in_rust"] = _wythoff.Kept(self.name, self._parameters, self.misere)
        return kept

    def outcomes(self, positions: Any, **limits: Limit) -> "npt.NDArray[np.str_]":
        """``'P'`` or ``'N'`` for each position of an array of positions (as
        :meth:`is_p` takes them).

        >>> octal("0.77").outcomes([[1, 1], [1, 2]]).tolist()
        ['P', 'N']
        """
        import numpy as np

        return np.where(self.is_p(positions, **limits), "P", "N")

    def moves(self, *position: Any, **limits: Limit) -> Moves:
        """Who wins from the position, and every winning move (``moves``, each
        with ``to`` and ``text``).

        >>> [m.to for m in nim().moves(1, 2, 4).moves]
        [(1, 2, 3)]
        """
        return Moves(_wythoff.analysis(self.name, self._parameters, self._position(position), self.misere, True, _limits(limits)))

    def options(self, *position: Any, **limits: Limit) -> Answer:
        """Every legal move from the position: ``moves``, each with ``to``
        (the position it leads to) and ``text`` (the move in words).

        >>> [m.to for m in bash(2).options(5).moves]
        [(4,), (3,)]
        >>> octal(preset="kayles").options(3).moves[1].text
        'take 1 from heap 1: 3 → 1 + 1'
        """
        return Answer(_wythoff.options(self.name, self._parameters, self._position(position), self.misere, _limits(limits)))

    def computer(self, *position: Any, level: str = "perfect", seed: int = 1, by: str = "computer", **limits: Limit) -> ComputerMove:
        """The computer's move from the position at ``level`` (``"perfect"``
        or ``"casual"``, its choices fixed by ``seed``), made for ``by``
        (whom the end names).

        >>> game("wythoff").computer(4, 8).to
        (4, 7)
        """
        return ComputerMove(_wythoff.computer(self.name, self._parameters, self._position(position), self.misere, level, _word(seed, "seed"), by, _limits(limits)))

    def period(self, recheck: bool = False, **limits: Limit) -> Period:
        """A subtraction game's certified preperiod and period, or an octal
        game's period proven by Guy and Smith's theorem (``preperiod``,
        ``period`` and ``checked_to`` are None when none is proven in the
        values computed; ``take_break_values=`` computes more). An octal
        game's ``source`` says whether the period was proven here or read from
        the atlas (docs/atlas/octal.tsv); ``recheck=True`` searches the code
        again as the atlas did and compares its row.

        >>> subtraction([1, 3, 4]).period().period
        7
        >>> octal("0.07").period().preperiod
        53
        >>> octal("0.16").period().source, octal("0.16").period(recheck=True).source
        ('atlas', 'rechecked')
        """
        return Period(self._act("period", flags={"recheck": True} if recheck else None, **limits))

    def sequence(self, count: int, **limits: Limit) -> "npt.NDArray[np.uint64]":
        """The values for heaps 0..count-1 as a NumPy ``uint64`` array: a
        subtraction game's (Grundy values; in misère play 0 for P and 1 for
        N), or a take-and-break game's Grundy values.

        >>> subtraction([1, 3, 4]).sequence(10).tolist()
        [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
        >>> grundys_game().sequence(10).tolist()
        [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
        """
        import numpy as np

        values = self._act("sequence", count, flags=None, **limits)
        return np.asarray(values, dtype=np.uint64)

    def values(self, count: int, **limits: Limit) -> "HeapValues":
        """A heap game's Grundy values G(0..count-1) (every game played on
        heaps: Nim, Bash, subtraction and take-and-break games), with its
        ``preperiod`` and ``period`` where the game proves one (else None);
        ``write("x.csv")`` exports them, ``picture()`` plots them.

        >>> v = octal("0.07").values(60)
        >>> v.values[:8].tolist(), v.preperiod, v.period
        ([0, 0, 1, 1, 2, 0, 3, 1], 53, 34)
        """
        values, period, title = _wythoff.heap_values(self.name, self._parameters, count, _limits(limits))
        return HeapValues(self, values, period, title)

    def grundy(self, positions: Any, **limits: Limit) -> "npt.NDArray[np.uint64]":
        """The Sprague–Grundy value of each position of an array of positions
        (as :meth:`is_p` takes them), where the game knows it without a search
        (normal play): a ``uint64`` array, in one call.

        >>> nim().grundy([[1, 2], [3, 3]]).tolist()
        [3, 0]
        >>> restricted(2).grundy([[4, 7], [10**6, 5]]).tolist()
        [2, 0]
        """
        rows, shape = _position_rows(self, positions)
        answered: "npt.NDArray[np.uint64]" = self._kept().grundy_rows(rows, _limits(limits)).reshape(shape)
        return answered

    def grundy_table(self, n: int) -> "npt.NDArray[np.uint32]":
        """A two-pile game's values G(x, y) for x, y below n (at most 256): an
        (n, n) ``uint32`` array, row x, column y (Wythoff's game, a-Wythoff,
        restricted Wythoff).

        >>> restricted(3).grundy_table(4)[1].tolist()
        [1, 2, 0, 4]
        """
        table: "npt.NDArray[np.uint32]" = _wythoff.grundy_square(self.name, self._parameters, n)[0]
        return table

    def picture(self, size: Optional[int] = None, **limits: Limit) -> Picture:
        """The game's picture: a two-pile game's Grundy heat map (side
        ``size``, 32 by default), a heap game's values G(0..size-1) as bars
        with the period marked (100 by default).

        >>> octal("0.07").picture(120)
        <Picture: The octal game 0.07, G(0) to G(119), period 34 from heap 53>
        >>> restricted(3).picture(16)
        <Picture: Restricted Wythoff (at most 3 from a pile), the Grundy heat map, 16 × 16>
        """
        if size is None:
            size = 32 if self.name in _TWO_PILES else 100
        svg, what = _wythoff.picture_svg(self.name, self._parameters, size, _limits(limits))
        return Picture(svg, what)

    def genus(self, heap: int, **limits: Limit) -> Genus:
        """A heap's genus and misère canonical form (every heap game: the
        take-and-break games, Nim, Bash, subtraction games).

        >>> g = octal("0.77").genus(8)
        >>> g.genus, g.canonical_form, g.misere_values
        ('1^13', '*[2[3]]', (1, 3))
        """
        return Genus(self._act("genus", heap, flags=None, **limits))

    def quotient(self, last: int, **limits: Limit) -> Quotient:
        """The misère quotient of heaps 1 to ``last`` (every heap game),
        proven; it stops early where it is certified for every heap.

        >>> q = octal("0.75").quotient(30)
        >>> q.order, q.relations[0], q.p_portion, q.stable.period
        (8, ('a²', ''), ('a', 'b²'), 2)
        """
        return Quotient(self._act("quotient", last, flags=None, **limits))

    def act(self, action: str, *numbers: int, flags: Optional[Dict[str, int]] = None, **limits: Limit) -> Any:
        """One of the game's own actions (``games()``' ``actions``), as the
        command's ``wythoff GAME ACTION NUMBERS``: its answer (an
        :class:`Answer`), or a listing's values as ints (or, for a listing of
        positions, its JSON).

        >>> multipile().act("positions", flags={"max": 3})["positions"][1]["position"]
        ['0', '1', '1']
        """
        answer = self._act(action, *numbers, flags=flags, **limits)
        return Answer(answer) if isinstance(answer, _wythoff.Reply) else answer

    def _act(self, action: str, *numbers: int, flags: Optional[Dict[str, int]] = None, **limits: Limit) -> Any:
        return _wythoff.act(self.name, self._parameters, action, self.misere, list(numbers), flags or {}, _limits(limits))

    def check(self, position: Sequence[int], to: Sequence[int], by: str = "you", **limits: Limit) -> CheckedMove:
        """``by``'s move from ``position`` to ``to`` checked: its words and,
        when it ends the game, who won (an InputError if it is not a move).

        >>> nim().check([3, 4], [3, 1]).text
        'take 3 from heap 2: 4 → 1'
        """
        return CheckedMove(_wythoff.check(self.name, self._parameters, _as_position([position]), _as_position([to]), self.misere, by, _limits(limits)))

    def __repr__(self) -> str:
        params = "".join(f", {k}={v!r}" for k, v in self._parameters.items())
        where = f", position={self.position!r}" if self.position is not None else ""
        return f"wythoff.game({self.name!r}{params}{', misere=True' if self.misere else ''}{where})"


def game(name: str, misere: bool = False, **parameters: Any) -> Game:
    """A game of the registry by name, with its parameters as keywords.

    >>> game("nim").moves(3, 4, 5).moves[0].text
    'take 2 from heap 1: 3 → 1'
    """
    return Game(name, misere=misere, **parameters)


# The named helpers, one per game of the registry (nim, bash, subtraction,
# …): made from its catalogue (see _helpers.py; their types are _helpers.pyi).
from . import _helpers  # noqa: E402

_helpers.install(Game)
from ._helpers import *  # noqa: E402,F401,F403

