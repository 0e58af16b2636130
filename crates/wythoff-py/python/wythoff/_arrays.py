"""Arrays in and out: what is an array, arrays of machine words checked by
NumPy's rules (ints only; negatives and numbers past 2^64 − 1 named), and
arrays of positions for a game's ``is_p`` and ``outcomes``."""

from __future__ import annotations

import typing as _typing

from . import _wythoff
from ._wythoff import InputError, LimitError

if _typing.TYPE_CHECKING:
    from typing import Any, Tuple

_WORD = 1 << 64


def _is_array(x: Any) -> bool:
    """A list, a tuple, a range or an array (a NumPy array, or what NumPy reads
    as one); NumPy's integer scalars are numbers, as ints are."""
    if isinstance(x, (int, list, tuple, range)):
        return not isinstance(x, int)
    kind = type(x)
    if kind.__module__ == "numpy":
        return kind.__name__ == "ndarray"
    return hasattr(x, "__array__")


def _typed(name: str, v: Any) -> None:
    """An array's kind checked: integers (or an object array, whose elements
    ``_object_ints`` checks), none negative."""
    import numpy as np

    if v.dtype == bool or not (np.issubdtype(v.dtype, np.integer) or v.dtype == object or v.size == 0):
        raise TypeError(f"{name}: expected integers, found {v.dtype}")
    if v.size and v.dtype.kind == "i" and v.min() < 0:
        raise InputError(f"{name}: a negative number is not allowed here")


def _object_ints(name: str, v: Any, beyond: str) -> None:
    """An object array's elements checked: ints only (NumPy would truncate
    3.9 to 3 and read "3" and True), none negative, each below 2^64 (past it,
    ``beyond`` says what to do)."""
    import numpy as np

    wrong = next((n for n in v.flat if not (type(n) is int or isinstance(n, np.integer))), None)
    if wrong is not None:
        raise TypeError(f"{name}: expected integers, found {type(wrong).__name__} in an object array")
    if any(int(n) < 0 for n in v.flat):
        raise InputError(f"{name}: a negative number is not allowed here")
    if any(int(n) >= _WORD for n in v.flat):
        raise LimitError(f"{name}: {beyond}")


def _vectorised(function: Any, a: Any, b: Any, **keywords: Any) -> Any:
    """`function` over two arrays of machine words, broadcast, its answer in
    their shape. Negative piles are an InputError, piles past 2^64 − 1 a
    LimitError, non-integers a TypeError."""
    import numpy as np

    x, y = np.asarray(a), np.asarray(b)
    for name, v in (("a", x), ("b", y)):
        _typed(name, v)
    try:
        x, y = np.broadcast_arrays(x, y)
    except ValueError as e:
        raise InputError(f"a and b: shapes {x.shape} and {y.shape} do not broadcast") from e
    words = []
    for name, v in (("a", x), ("b", y)):
        if v.dtype == object:
            _object_ints(name, v, "the arrays take piles below 2^64; larger ones one at a time")
        words.append(np.ascontiguousarray(v.ravel(), dtype=np.uint64))
    return function(words[0], words[1], **keywords).reshape(x.shape)


def _position_rows(game: Any, positions: Any) -> Tuple[Any, Tuple[int, ...]]:
    """Positions as a C-contiguous (n, k) uint64 array, and the shape the
    answers take: the array's shape without its last axis (with it, for a game
    whose positions are one number)."""
    import numpy as np

    x = np.asarray(positions)
    _typed("positions", x)
    if x.dtype == object:
        _object_ints("positions", x, "arrays take numbers below 2^64; larger ones one at a time (status)")
    single = game.__dict__.get("_single")
    if single is None:
        shape = next(g for g in _wythoff.games()["games"] if g["name"] == game.name)["shape"]
        single = game.__dict__["_single"] = shape.get("keys") is not None and len(shape["keys"]) == 1
    if single:
        x = x[..., None]
    if x.ndim == 0:
        raise InputError("positions: expected an array of positions, its last axis a position's numbers")
    shape = x.shape[:-1]
    rows = np.ascontiguousarray(x.reshape(-1, x.shape[-1]), dtype=np.uint64)
    return rows, shape
