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

The computation is the Rust library's (``wythoff._wythoff``); this layer only
names things.
"""

from __future__ import annotations

import html
from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple

from . import _wythoff
from ._wythoff import Error, InputError, IoError, LimitError, UsageError

__all__ = [
    "Answer", "Analysis", "ComputerMove", "CheckedMove", "PPosition", "Pair", "GrundyValue",
    "GrundyRows", "GValues", "grundy_positions", "Period", "Genus", "Quotient", "Sum", "Game", "Error", "InputError", "IoError", "LimitError", "UsageError",
    "is_p", "status", "moves", "nth", "pair", "positions", "zeckendorf", "grundy", "grundy_rows",
    "grundy_table", "game", "games", "sum", "Picture", "board", "heat_map",
] + [g["name"] for g in _wythoff.games()["games"] if g["python"]]


class Fields:
    """A JSON object's fields as attributes (numbers as ints), each wrapped when
    first read."""

    def __init__(self, values: Dict[str, Any]):
        self._values = values

    def _fields(self) -> Dict[str, Any]:
        return self.__dict__.get("_values", {})

    def __getattr__(self, name: str) -> Any:
        # Reached only when the attribute is not set yet: read it from the
        # fields, wrap it, and keep it.
        if name.startswith("__"):
            raise AttributeError(name)
        try:
            value = self._fields()[name]
        except KeyError:
            raise AttributeError(f"{type(self).__name__} has no field {name!r}") from None
        if type(value) is dict:
            value = Fields(value)
        elif type(value) is list:
            value = _wrap(value)
        self.__dict__[name] = value
        return value

    def __dir__(self) -> List[str]:
        return sorted(set(super().__dir__()) | set(self._fields()))

    def __repr__(self) -> str:
        return f"Fields({', '.join(sorted(self._fields()))})"


def _wrap(value: Any) -> Any:
    if isinstance(value, dict):
        return Fields(value)
    if isinstance(value, list):
        return [_wrap(v) for v in value]
    return value


class Answer(Fields):
    """An answer of the command: fields as attributes, ``to_dict()`` its JSON,
    ``repr`` its text.

    The answer stays in Rust as the library built it; its attributes (numbers
    as ints), its JSON and its text are made from it there, each when first
    asked."""

    def __init__(self, reply: "_wythoff.Reply"):
        self._reply = reply

    def _fields(self) -> Dict[str, Any]:
        d = self.__dict__
        values = d.get("_values")
        if values is None:
            values = d["_values"] = d["_reply"].fields()
        return values

    @property
    def _text(self) -> str:
        text = self.__dict__.get("_text_")
        if text is None:
            text = self.__dict__["_text_"] = self._reply.text()
        return text

    def to_dict(self) -> Dict[str, Any]:
        """The command's JSON for this answer, as ``json.loads`` of its
        ``--json`` gives it (numbers as decimal strings): built in Rust, a new
        dict each time."""
        return self._reply.to_dict()

    def __repr__(self) -> str:
        return f"<{type(self).__name__}\n{self._text.rstrip()}>"

    def __str__(self) -> str:
        return self._text.rstrip("\n")

    def _repr_html_(self) -> str:
        rows = []
        for key, value in self.to_dict().items():
            rows.append(f"<tr><th style='text-align:left'>{html.escape(key)}</th><td>{_html(value)}</td></tr>")
        return f"<table><caption>{html.escape(type(self).__name__)}</caption>{''.join(rows)}</table>"


def _html(value: Any) -> str:
    if isinstance(value, dict):
        if "text" in value:
            return html.escape(str(value["text"]))
        return ", ".join(f"{html.escape(k)}: {_html(v)}" for k, v in value.items())
    if isinstance(value, list):
        if value and isinstance(value[0], dict):
            return "<ul>" + "".join(f"<li>{_html(v)}</li>" for v in value) + "</ul>"
        return "(" + ", ".join(_html(v) for v in value) + ")"
    if value is None:
        return "—"
    return html.escape(str(value))


class Analysis(Answer):
    """Who wins from a position and why (``outcome``, ``reason``), and with
    ``moves()`` every winning move."""


class ComputerMove(Answer):
    """The computer's move: ``to`` (None when no move is left), ``text``, and
    when the game is over ``end`` (why, in words) and ``winner`` (``"you"``,
    ``"computer"``, ``"player1"`` or ``"player2"``).

    >>> r = game("wythoff").computer(0, 0)
    >>> r.to is None, r.end, r.winner
    (True, 'the computer cannot move, so it loses in normal play', 'you')
    """


class CheckedMove(Answer):
    """A player's move checked: ``to``, ``text``, ``end`` and ``winner``
    (None while the game goes on).

    >>> m = game("wythoff").check([1, 1], [0, 0], by="player2")
    >>> m.end, m.winner
    ('player 2 wins by taking the last object', 'player2')
    """


class PPosition(Answer):
    """The k-th P-position: ``k`` and ``position`` (a, b)."""


class Pair(Answer):
    """The P-position holding ``n``: ``k`` and ``position``."""


class GrundyValue(Answer):
    """G(a, b) of Wythoff's game: ``grundy`` and ``reason``."""


class GrundyRows(Answer):
    """Rows of Wythoff's Grundy table proven periodic: ``records``, each row's
    ``(row, preperiod, period)``, ``proof``, the columns whose equal states
    prove them all, and ``source``: the atlas in the repository, or proven
    here (``recheck=True``), compared with the atlas.

    >>> r = grundy_rows(3)
    >>> r.records
    [(0, 0, 1), (1, 0, 3), (2, 0, 3), (3, 8, 6)]
    >>> r.source
    'atlas'
    >>> grundy_rows(3, recheck=True).proof.period
    6
    """

    @property
    def records(self) -> List[Tuple[int, int, int]]:
        return [(r["row"], r["preperiod"], r["period"]) for r in self._fields()["rows"]]


class GValues(Answer):
    """g-values of Wythoff's game: ``value``, ``basis`` ("proven"), ``reason``,
    and ``positions`` (each ``n`` and ``position``), or for one, ``n`` and
    ``position``."""


class Period(Answer):
    """A subtraction game's certified ``preperiod`` and ``period``, the
    ``window`` whose repeat certified it, and the ``values`` through the first
    period; or an octal game's ``preperiod``, ``period`` and ``checked_to``
    (the last heap Guy and Smith's check compared; all None when no period is
    proven), the values ``computed`` and the ``values`` through the first
    period."""


class Genus(Answer):
    """A heap's ``genus`` (g^(γ0γ1…), as Winning Ways and CGSuite write it),
    its ``normal_value`` g and ``misere_values`` γ0, γ1, … (the last two
    alternating for ever), its ``misere_value`` and ``outcome`` alone, and its
    misère ``canonical_form`` as CGSuite writes it (None where too long to
    write) with its ``birthday``."""


class Quotient(Answer):
    """The misère quotient of a heap game's heaps 1 to N (Plambeck and
    Siegel): its ``order``, ``generators``, ``relations`` ([word, normal
    form]; the identity is the empty word ''), ``p_portion``, each heap's
    element (``heaps``, from heap 1), and ``stable`` (its period, when
    certified for every heap) or None."""


class Sum(Answer):
    """A sum of games: the components' values, the nim-sum, the outcome and the
    winning moves (in misère play: the sum's ``element`` in the quotient,
    the ``p_portion`` and the winning moves)."""


Limit = int


def _misere(misere: bool) -> bool:
    if not isinstance(misere, bool):
        raise TypeError(f"misere: expected a bool, found {type(misere).__name__}")
    return misere


def status(a: int, b: int, misere: bool = False, **limits: Limit) -> Analysis:
    """Who wins Wythoff's game from (a, b), and why.

    >>> status(3, 5).reason.kind
    'wythoff_difference'
    """
    return Analysis(_wythoff.analysis("wythoff", {}, [a, b], _misere(misere), False, limits))


def is_p(a: int, b: int, misere: bool = False) -> bool:
    """Is (a, b) a P-position of Wythoff's game? The bare test: a bool.

    >>> is_p(3, 5), is_p(3, 6), is_p(2, 2, misere=True)
    (True, False, True)
    """
    return _wythoff.is_p(a, b, _misere(misere))


def moves(a: int, b: int, misere: bool = False, **limits: Limit) -> Analysis:
    """Every winning move of Wythoff's game from (a, b).

    >>> [m.text for m in moves(4, 8).moves]
    ['take 1 from pile 2 → (4, 7)']
    """
    return Analysis(_wythoff.analysis("wythoff", {}, [a, b], _misere(misere), True, limits))


def nth(k: int, misere: bool = False, **limits: Limit) -> PPosition:
    """The k-th P-position (⌊kφ⌋, ⌊kφ⌋ + k).

    >>> nth(3).position
    (4, 7)
    """
    return PPosition(_wythoff.nth(k, _misere(misere), limits))


def pair(n: int, misere: bool = False, **limits: Limit) -> Pair:
    """The P-position holding n, and its index.

    >>> p = pair(10)
    >>> p.position, p.k
    ((6, 10), 4)
    """
    return Pair(_wythoff.pair(n, _misere(misere), limits))


def positions(count: Optional[int] = None, start: int = 0, misere: bool = False) -> Iterator[Tuple[int, int, int]]:
    """The P-positions from index ``start`` on, as ``(k, a, b)``: ``count`` of
    them, or without end.

    >>> list(positions(4))
    [(0, 0, 0), (1, 1, 2), (2, 3, 5), (3, 4, 7)]
    """
    k = start
    left = count
    while left is None or left > 0:
        chunk = 256 if left is None else min(left, 256)
        for entry in _wythoff.positions(k, chunk, _misere(misere)):
            yield entry
        k += chunk
        if left is not None:
            left -= chunk


def zeckendorf(n: int) -> List[int]:
    """The Fibonacci numbers, no two consecutive, that sum to n, largest first.

    >>> zeckendorf(100)
    [89, 8, 3]
    """
    return _wythoff.zeckendorf(n)


def grundy(a: int, b: int, **limits: Limit) -> GrundyValue:
    """G(a, b) of Wythoff's game, with how it was found.

    >>> grundy(3, 10).grundy
    8
    """
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
    return GValues(_wythoff.grundy_positions(value, count, nth, limits))


def grundy_table(n: int, **limits: Limit) -> "Any":
    """G(a, b) for a, b below n: an (n, n) ``uint32`` NumPy array, row a, column
    b, computed on every core without the GIL and handed over without a copy.

    >>> grundy_table(4)[3].tolist()
    [3, 4, 5, 6]
    """
    return _wythoff.grundy_table(n, limits)


def sum(expression: str, misere: bool = False, **limits: Limit) -> Sum:  # noqa: A001 - the command's name
    """A sum of games in the command's notation; with ``misere=True``, of one
    heap game's heaps in misère play, through its misère quotient.

    >>> sum("nim(3) + nim(3)").outcome
    'P'
    >>> s = sum("octal{0.75}(30) + octal{0.75}(1000000000000)", misere=True)
    >>> s.outcome, s.element, s.p_portion
    ('P', 'b²', ['a', 'b²'])
    """
    return Sum(_wythoff.sum(expression, limits, _misere(misere)))


def games() -> List[Dict[str, Any]]:
    """Every game of the registry: name, title, parameters, position shape."""
    return _wythoff.games()["games"]


class Game:
    """A game of the registry with its parameters and play rule.

    >>> g = game("bash", max_take=3)
    >>> g.status(8).outcome
    'P'
    >>> g.moves(10).moves[0].to
    (8,)
    >>> Game.parse("bash{3}(10)").position
    (10,)
    """

    def __init__(self, name: str, misere: bool = False, position: Optional[Sequence[int]] = None, **parameters: Any):
        self.name = name
        self.misere = _misere(misere)
        self.parameters = parameters
        self.position = tuple(position) if position is not None else None

    @classmethod
    def parse(cls, text: str, misere: bool = False) -> "Game":
        """A game and a position in the sum's notation: ``bash{4}(20)``,
        ``subtraction{1,3,4}(10)``, ``wythoff(3,5)``."""
        name, parameters, position = _wythoff.parse_game(text)
        entry = next(g for g in games() if g["name"] == name)
        for p in entry["parameters"]:
            if p["kind"] == "positive" and isinstance(parameters.get(p["key"]), list):
                parameters[p["key"]] = parameters[p["key"]][0]
        return cls(name, misere=misere, position=position, **parameters)

    def _position(self, position: Sequence[Any]) -> List[Any]:
        if len(position) == 1 and isinstance(position[0], (list, tuple)):
            position = position[0]
        if not position:
            if self.position is None:
                raise UsageError(f"{self.name}: give a position")
            position = self.position
        return list(position)

    def status(self, *position: Any, **limits: Limit) -> Analysis:
        return Analysis(_wythoff.analysis(self.name, self.parameters, self._position(position), self.misere, False, limits))

    def moves(self, *position: Any, **limits: Limit) -> Analysis:
        return Analysis(_wythoff.analysis(self.name, self.parameters, self._position(position), self.misere, True, limits))

    def computer(self, *position: Any, level: str = "perfect", seed: int = 1, by: str = "computer", **limits: Limit) -> ComputerMove:
        """The computer's move, made for ``by`` (whom the end names)."""
        return ComputerMove(_wythoff.computer(self.name, self.parameters, self._position(position), self.misere, level, seed, by, limits))

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
        return Period(self.act("period", flags={"recheck": True} if recheck else None, **limits))

    def sequence(self, count: int, **limits: Limit) -> List[int]:
        """The values for heaps 0..count-1: a subtraction game's (Grundy values;
        in misère play 0 for P and 1 for N), or a take-and-break game's Grundy
        values.

        >>> subtraction([1, 3, 4]).sequence(10)
        [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
        >>> grundys_game().sequence(10)
        [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
        """
        return self.act("sequence", count, **limits)

    def genus(self, heap: int, **limits: Limit) -> Genus:
        """A heap's genus and misère canonical form (every heap game: the
        take-and-break games, Nim, Bash, subtraction games).

        >>> g = octal("0.77").genus(8)
        >>> g.genus, g.canonical_form, g.misere_values
        ('1^13', '*[2[3]]', [1, 3])
        """
        return Genus(self.act("genus", heap, **limits))

    def quotient(self, last: int, **limits: Limit) -> Quotient:
        """The misère quotient of heaps 1 to ``last`` (every heap game),
        proven; it stops early where it is certified for every heap.

        >>> q = octal("0.75").quotient(30)
        >>> q.order, q.relations[0], q.p_portion, q.stable.period
        (8, ['a²', ''], ['a', 'b²'], 2)
        """
        return Quotient(self.act("quotient", last, **limits))

    def act(self, action: str, *numbers: int, flags: Optional[Dict[str, int]] = None, **limits: Limit) -> Any:
        """One of the game's own actions (``games()``' ``actions``), as the
        command's ``wythoff GAME ACTION NUMBERS``: the answer's raw reply, or a
        listing's values as ints (or, for a listing of positions, its JSON).

        >>> multipile().act("positions", flags={"max": 3})["positions"][1]["position"]
        ['0', '1', '1']
        """
        return _wythoff.act(self.name, self.parameters, action, self.misere, list(numbers), flags or {}, limits)

    def check(self, position: Sequence[int], to: Sequence[int], by: str = "you", **limits: Limit) -> CheckedMove:
        """``by``'s move from ``position`` to ``to`` checked."""
        return CheckedMove(_wythoff.check(self.name, self.parameters, list(position), list(to), self.misere, by, limits))

    def __repr__(self) -> str:
        params = "".join(f", {k}={v!r}" for k, v in self.parameters.items())
        return f"wythoff.game({self.name!r}{params}{', misere=True' if self.misere else ''})"


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


class Picture:
    """A picture drawn by the render crate: shown inline in a notebook
    (``_repr_svg_``), written with ``save("x.svg")`` or ``save("x.png")``."""

    def __init__(self, svg: str, what: str):
        self.svg = svg
        self._what = what

    def _repr_svg_(self) -> str:
        return self.svg

    def save(self, path: str, scale: float = 2.0) -> None:
        """Writes the picture: PNG when the name ends in .png, else SVG."""
        if str(path).lower().endswith(".png"):
            data = _wythoff.png(self.svg, scale)
            with open(path, "wb") as f:
                f.write(data)
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(self.svg)

    def __repr__(self) -> str:
        return f"<Picture: {self._what}>"


def board(
    size: int = 20, at: Optional[Tuple[int, int]] = None, misere: bool = False, a: int = 1, sheet: str = "answers"
) -> Picture:
    """The queen board: P-positions, the golden lines, and with ``at`` that
    position's winning moves as arrows. A worksheet leaves them off:
    ``sheet="blank"`` asks for every P-position, ``sheet="position"`` for
    the winning moves from ``at``; ``sheet="answers"`` is its key.

    >>> board(12, at=(5, 9))
    <Picture: the 12 × 12 board, at (5, 9)>
    >>> board(12, at=(5, 9), sheet="position")
    <Picture: the 12 × 12 worksheet (position), at (5, 9)>
    >>> 'svg' in board(12)._repr_svg_()
    True
    """
    where = f", at ({at[0]}, {at[1]})" if at is not None and sheet != "blank" else ""
    what = "board" if sheet == "answers" else f"worksheet ({sheet})"
    svg = _wythoff.board_svg(size, a, at, _misere(misere), sheet)
    return Picture(svg, f"the {size} × {size} {what}{where}")


def heat_map(size: int = 64, a: int = 1) -> Picture:
    """The Grundy values G(x, y) below ``size`` as a heat map with a legend.

    >>> heat_map(16)
    <Picture: the Grundy heat map, 16 × 16>
    """
    return Picture(_wythoff.heat_map_svg(size, a), f"the Grundy heat map, {size} × {size}")
