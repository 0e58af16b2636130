"""Where an environment's game starts, for the Gymnasium and the PettingZoo
environments alike: a start given (``options["start"]``) checked, or starts
with a move left drawn at random below ``max_size``."""

from __future__ import annotations

import typing as _typing

from . import _wythoff

if _typing.TYPE_CHECKING:
    from typing import Any, Callable, Dict, Iterator, List, Tuple


def given(rules: Any, start: Any) -> Tuple[List[int], bool]:
    """``start`` as the game keeps it, and whether a move is left (an
    InputError naming ``options['start']`` for a position it does not have)."""
    import numpy as np

    numbers = [int(x) for x in np.asarray(start).ravel()]
    if any(n < 0 for n in numbers):
        raise _wythoff.InputError("options['start']: a negative number is not allowed here")
    start_of: Tuple[List[int], bool] = rules.start(numbers)
    return start_of


def drawn(rules: Any, entry: Dict[str, Any], integers: Callable[..., Any]) -> Iterator[List[int]]:
    """Random starts with a move left for the registry game ``entry``, drawn
    by ``integers(low, high, size)`` (a NumPy generator's), from 1000 tries;
    then a UsageError. A heap and a limit (the Fibonacci game) start from a
    heap of at least 1."""
    name = entry["name"]
    low = 1 if entry["shape"]["kind"] == "heap_and_limit" else 0
    for _ in range(1000):
        position, can_move = rules.start(integers(low, rules.size, size=rules.heaps).tolist())
        if can_move:
            yield position
    raise _wythoff.UsageError(f"{name}: no start with a move left below max_size {rules.size}")
