"""Pictures drawn by the render crate: the queen board with its P-positions and
golden lines, and the Grundy heat map (``wythoff.board``, ``wythoff.heat_map``)."""

from __future__ import annotations

import typing as _typing

from . import _wythoff

if _typing.TYPE_CHECKING:
    from typing import Any, Dict, Optional, Sequence, Tuple

    import numpy as np
    import numpy.typing as npt

    from . import Game

__all__ = ["Picture", "board", "heat_map"]


def _rule(misere: Any) -> bool:
    from . import _misere

    return _misere(misere)


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
    size: int = 20, at: Optional[Tuple[int, int]] = None, *, misere: bool = False, a: int = 1, sheet: str = "answers"
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
    svg = _wythoff.board_svg(size, a, at, _rule(misere), sheet)
    return Picture(svg, f"the {size} × {size} {what}{where}")


def heat_map(size: int = 64, a: int = 1) -> Picture:
    """The Grundy values G(x, y) below ``size`` as a heat map with a legend.

    >>> heat_map(16)
    <Picture: the Grundy heat map, 16 × 16>
    """
    return Picture(_wythoff.heat_map_svg(size, a), f"the Grundy heat map, {size} × {size}")


def _frame(game: "Game", entry: Dict[str, Any], position: Sequence[int], max_size: int, width: int, caption: str) -> npt.NDArray[np.uint8]:
    """A frame: the position's heaps as tokens under the game's title and
    ``caption`` (a heap and a limit: the heap, the limit in the caption),
    with room for ``width`` heaps (the observation's), so that every frame
    of an environment has one size."""
    heaps = list(position)
    if entry["shape"]["kind"] == "heap_and_limit" and len(heaps) == 2:
        caption += f"; the next take at most {heaps[1]}"
        heaps = heaps[:1]
    return _wythoff.frame(game.name, game._parameters, heaps, max_size - 1, width, caption)

