"""A game's parameters as the command's JSON writes them, and read back from
it by their kinds in the registry (``Game.to_dict()`` and ``Game.from_dict()``)."""

from __future__ import annotations

import typing as _typing

from . import _wythoff

if _typing.TYPE_CHECKING:
    from typing import Any


def _written(value: Any) -> Any:
    """A parameter as the command's JSON writes it."""
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value


def _read_parameter(name: str, key: str, value: Any) -> Any:
    """A parameter read back from JSON by its kind in the registry: a positive
    number's digits as an int, a set's "1,3,4" as a list of ints."""
    kinds = {p["key"]: p["kind"] for g in _wythoff.games()["games"] if g["name"] == name for p in g["parameters"]}
    kind = kinds.get(key)
    if kind == "positive" and isinstance(value, str) and value.isdigit():
        return int(value)
    if kind == "set" and isinstance(value, (list, tuple)):
        return [int(n) if isinstance(n, str) and n.isdigit() else n for n in value]
    if kind == "set" and isinstance(value, str):
        try:
            return [int(part) for part in value.split(",")]
        except ValueError:
            raise _wythoff.InputError(f"{key}: expected numbers separated by commas, found {value!r}") from None
    return value
