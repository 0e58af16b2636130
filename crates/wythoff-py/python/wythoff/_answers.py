"""The answers: each a value made from the library's answer as it is held in
Rust (``_wythoff.Reply``), its fields as attributes (numbers as ints, of any
length), its JSON and its text made when first asked. The classes name the
answers; the typed attributes are for type checkers (the values come from the
fields)."""

from __future__ import annotations

import typing as _typing
from html import escape as _escape

from ._wythoff import language as _language

if _typing.TYPE_CHECKING:
    from typing import Any, Dict, List, Optional, Tuple

__all__ = [
    "Fields", "Answer", "Analysis", "Moves", "ComputerMove", "CheckedMove", "PPosition", "Pair", "GrundyValue",
    "GrundyRows", "GValues", "Period", "Genus", "Quotient", "Sum",
]


def _freeze(value: Any) -> Any:
    """A value as a hashable one: dicts as sorted item tuples, lists as tuples."""
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    return value


def _plain(value: Any) -> Any:
    """A fresh copy of fields (dicts, lists, tuples of ints and strings)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, tuple):
        return tuple(_plain(v) for v in value)
    return value


def _short(value: Any, room: int = 40) -> str:
    """A value's repr, a long number or text cut in the middle."""
    text = repr(value)
    return text if len(text) <= room else f"{text[: room // 2]}…{text[-room // 2 :]} ({len(text)} chars)"


class _Record:
    """Fields of a JSON object as attributes (numbers as ints), each wrapped
    when first read; nothing can be set. The base of :class:`Fields` (an
    object inside an answer, whose fields a type checker does not know) and of
    :class:`Answer` (whose classes declare their fields, so that a misspelt
    one is a type checker's error)."""

    def __init__(self, values: Dict[str, Any]):
        self.__dict__["_values"] = values

    def _fields(self) -> Dict[str, Any]:
        values: Dict[str, Any] = self.__dict__.get("_values", {})
        return values

    if not _typing.TYPE_CHECKING:
        # (Hidden from type checkers, so that a misspelt field is their error:
        # each class declares its fields.)
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

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"an answer is a value: its field {name!r} cannot be set")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"an answer is a value: its field {name!r} cannot be deleted")

    def __dir__(self) -> List[str]:
        return sorted(set(super().__dir__()) | set(self._fields()))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Record) or type(self) is not type(other):
            return NotImplemented
        return bool(self._fields() == other._fields())

    def __hash__(self) -> int:
        return hash((type(self).__name__, _freeze(self._fields())))

    def to_dict(self) -> Dict[str, Any]:
        """The fields as a new dict: numbers as ints (of any length, never
        through decimal text), positions as tuples."""
        return _plain(self._fields())  # type: ignore[no-any-return]


class Fields(_Record):
    """A JSON object inside an answer (a reason, a move, a component): its
    fields as attributes (numbers as ints), each wrapped when first read."""

    if _typing.TYPE_CHECKING:

        def __getattr__(self, name: str) -> Any: ...

    def __repr__(self) -> str:
        return f"Fields({', '.join(f'{k}={_short(v)}' for k, v in self._fields().items())})"


def _wrap(value: Any) -> Any:
    """A field as an attribute: an object as Fields, a list as a tuple (an
    answer is a value: nothing in it can be changed)."""
    if isinstance(value, dict):
        return Fields(value)
    if isinstance(value, list):
        return tuple(_wrap(v) for v in value)
    return value


class _Stored:
    """An answer's three forms kept as Python values: what an answer is
    rebuilt from after pickling or copying (its JSON and text, enough to give
    every field again)."""

    def __init__(self, fields: Dict[str, Any], json: Dict[str, Any], text: str):
        self._values, self._json, self._text = fields, json, text

    def fields(self) -> Dict[str, Any]:
        return _plain(self._values)  # type: ignore[no-any-return]

    def to_dict(self) -> Dict[str, Any]:
        return _plain(self._json)  # type: ignore[no-any-return]

    def text(self, lang: Optional[str] = None) -> str:
        # Kept as it was written: a restored answer's words are not rebuilt.
        return self._text

    def to_dict_in(self, lang: Optional[str] = None) -> Dict[str, Any]:
        return self.to_dict()


def _restore(cls: type, fields: Dict[str, Any], json: Dict[str, Any], text: str) -> "Answer":
    return cls(_Stored(fields, json, text))  # type: ignore[no-any-return]


class Answer(_Record):
    """An answer of the command: fields as attributes (numbers as ints),
    ``to_dict()`` its JSON (``to_dict(ints=True)``: the fields with ints),
    ``str`` its text.

    The answer stays in Rust as the library built it; its attributes, its JSON
    and its text are made from it there, each when first asked. Answers are
    values: equal when their fields are, hashable, and they pickle and copy
    (as their fields, JSON and text).

    >>> import pickle
    >>> a = status(4, 7)
    >>> a == status(4, 7), a == status(4, 8), pickle.loads(pickle.dumps(a)) == a
    (True, False, True)
    >>> moves(4, 8).to_dict(ints=True)["moves"][0]["to"]
    (4, 7)
    """

    def __init__(self, reply: Any, lazy: Optional[Tuple[Any, ...]] = None):
        # `lazy`: the call that makes the reply, made only when a field other
        # than those given is read.
        self.__dict__["_reply"] = reply
        self.__dict__["_lazy"] = lazy

    def _native(self) -> Any:
        d = self.__dict__
        reply = d["_reply"]
        if reply is None:
            call, args = d["_lazy"]
            reply = d["_reply"] = call(*args)
        return reply

    def _fields(self) -> Dict[str, Any]:
        d = self.__dict__
        values = d.get("_values")
        if values is None:
            values = d["_values"] = self._native().fields()
        return values  # type: ignore[no-any-return]

    @property
    def _text(self) -> str:
        return self.as_text()

    def as_text(self, lang: Optional[str] = None) -> str:
        """The answer as the command writes it (``str`` of it), its words in
        ``lang`` (``"en"``, ``"zh-CN"``) or else the language
        :func:`set_language` chose (English unless set).

        >>> print(status(3, 5).as_text(lang="zh-CN"))
        P：先手必败（正常规则）
        理由：两堆相差 k = 2，且 ⌊2φ⌋ = 3 正是较小的一堆：(3, 5) 是第 2 个奇异局势
        <BLANKLINE>
        """
        texts = self.__dict__.setdefault("_texts", {})
        key = lang or _language()
        text = texts.get(key)
        if text is None:
            text = texts[key] = self._native().text(key)
        return text  # type: ignore[no-any-return]

    def to_dict(self, ints: bool = False, lang: Optional[str] = None) -> Dict[str, Any]:
        """The command's JSON for this answer, as ``json.loads`` of its
        ``--json`` gives it (numbers as decimal strings), built in Rust, a new
        dict each time, its words (each ``text``) in ``lang`` or the language
        :func:`set_language` chose; with ``ints=True`` the same fields with
        every number an int (any length, never through text) and positions as
        tuples (the words as first read)."""
        if ints:
            return _plain(self._fields())  # type: ignore[no-any-return]
        return self._native().to_dict_in(lang)  # type: ignore[no-any-return]

    def __reduce__(self) -> Tuple[Any, ...]:
        return (_restore, (type(self), self._fields(), self.to_dict(), self._text))

    def __repr__(self) -> str:
        return f"<{type(self).__name__}\n{self._text.rstrip()}>"

    def __str__(self) -> str:
        return self._text.rstrip("\n")

    def _repr_html_(self) -> str:
        """The verdict in a line, then the fields; long numbers wrap."""
        rows = []
        for key, value in self.to_dict().items():
            rows.append(
                "<tr><th style='text-align:left;vertical-align:top;white-space:nowrap;padding-right:1em'>"
                f"{_escape(key)}</th><td style='overflow-wrap:anywhere'>{_html(value)}</td></tr>"
            )
        first = _escape(self._text.split("\n", 1)[0])
        return (
            f"<div style='max-width:100%'><p><b>{_escape(type(self).__name__)}</b>: {first}</p>"
            f"<table style='max-width:100%'>{''.join(rows)}</table></div>"
        )


def _html(value: Any) -> str:
    if isinstance(value, dict):
        if "text" in value:
            return _escape(str(value["text"]))
        return ", ".join(f"{_escape(k)}: {_html(v)}" for k, v in value.items())
    if isinstance(value, list):
        if value and isinstance(value[0], dict):
            return "<ul>" + "".join(f"<li>{_html(v)}</li>" for v in value) + "</ul>"
        return "(" + ", ".join(_html(v) for v in value) + ")"
    if value is None:
        return "—"
    return _escape(str(value))


class Analysis(Answer):
    """Who wins from a position and why (``outcome``, ``reason``), and with
    ``moves()`` every winning move."""

    game: str
    rule: str
    parameters: Fields
    position: Tuple[int, ...]
    grundy: Optional[int]
    reason: Fields
    moves: Optional[Tuple[Fields, ...]]

    outcome: str

    def __init__(self, reply: Any, lazy: Optional[Tuple[Any, ...]] = None):
        super().__init__(reply, lazy)
        # The outcome at once, without the answer's other fields (made when
        # they are read).
        read = getattr(reply, "outcome", None)
        outcome = read() if read is not None else None
        if outcome is not None:
            self.__dict__["outcome"] = outcome


class Moves(Analysis):
    """Who wins from a position, why, and every winning move: ``moves``, each
    with ``to`` (the position it leads to) and ``text``."""

    moves: Tuple[Fields, ...]


class ComputerMove(Answer):
    """The computer's move: ``to`` (None when no move is left), ``text``, and
    when the game is over ``end`` (why, in words) and ``winner`` (``"you"``,
    ``"computer"``, ``"player1"`` or ``"player2"``).

    >>> r = game("wythoff").computer(0, 0)
    >>> r.to is None, r.end, r.winner
    (True, 'the computer cannot move, so it loses in normal play', 'you')
    """

    game: str
    position: Tuple[int, ...]
    to: Optional[Tuple[int, ...]]
    text: Optional[str]
    level: str
    seed: int
    end: Optional[str]
    winner: Optional[str]


class CheckedMove(Answer):
    """A player's move checked: ``to``, ``text``, ``end`` and ``winner``
    (None while the game goes on).

    >>> m = game("wythoff").check([1, 1], [0, 0], by="player2")
    >>> m.end, m.winner
    ('player 2 wins by taking the last object', 'player2')
    """

    game: str
    position: Tuple[int, ...]
    to: Tuple[int, ...]
    text: str
    end: Optional[str]
    winner: Optional[str]


class PPosition(Answer):
    """The k-th P-position: ``k`` and ``position`` (a, b)."""

    k: int
    position: Tuple[int, int]


class Pair(Answer):
    """The P-position holding ``n``: ``k`` and ``position``."""

    n: int
    k: int
    position: Tuple[int, int]


class GrundyValue(Answer):
    """G(a, b) of Wythoff's game: ``grundy`` and ``reason``."""

    position: Tuple[int, int]
    grundy: int
    reason: Fields


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

    preperiod: Optional[int]
    period: Optional[int]
    values: Tuple[int, ...]


class Genus(Answer):
    """A heap's ``genus`` (g^(γ0γ1…), as Winning Ways and CGSuite write it),
    its ``normal_value`` g and ``misere_values`` γ0, γ1, … (the last two
    alternating for ever), its ``misere_value`` and ``outcome`` alone, and its
    misère ``canonical_form`` as CGSuite writes it (None where too long to
    write) with its ``birthday``."""

    game: str
    parameters: Fields
    rule: str
    heap: int
    genus: str
    normal_value: int
    misere_values: Tuple[int, ...]
    misere_value: int
    outcome: str
    canonical_form: Optional[str]
    birthday: int
    forms: int


class Quotient(Answer):
    """The misère quotient of a heap game's heaps 1 to N (Plambeck and
    Siegel): its ``order``, ``generators``, ``relations`` ([word, normal
    form]; the identity is the empty word ''), ``p_portion``, each heap's
    element (``heaps``, from heap 1), and ``stable`` (its period, when
    certified for every heap) or None; ``witnesses``, the test sums that
    tell every two elements apart, with how many of their sums were checked."""

    game: str
    parameters: Fields
    rule: str
    last: int
    order: int
    generators: Tuple[str, ...]
    relations: Tuple[Tuple[str, str], ...]
    p_portion: Tuple[str, ...]
    heaps: Tuple[str, ...]
    stable: Optional[Fields]
    expansions: Tuple[Any, ...]
    witnesses: Optional[Fields]


class Sum(Answer):
    """A sum of games: the components' values, the nim-sum, the outcome and the
    winning moves (in misère play: the sum's ``element`` in the quotient,
    the ``p_portion`` and the winning moves)."""

    outcome: str
    reason: Fields
    components: Tuple[Fields, ...]
    moves: Tuple[Fields, ...]
    element: str
    p_portion: Tuple[str, ...]
