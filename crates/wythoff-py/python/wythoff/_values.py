"""A heap game's values with its period (``Game.values``), and tables and
sequences written as CSV or TSV (``write_table``)."""

from __future__ import annotations

import typing as _typing

if _typing.TYPE_CHECKING:
    from typing import Any, Optional, Tuple

    import numpy as np
    import numpy.typing as npt

    from . import Game
    from ._pictures import Picture

__all__ = ["HeapValues", "write_table"]


class HeapValues:
    """A heap game's Grundy values G(0..n-1) (``values``, a ``uint64``
    array) with the ``preperiod`` and ``period`` its game proves (None where
    none is proven); ``title`` names the game."""

    _game: "Game"
    title: str
    values: "npt.NDArray[np.uint64]"
    preperiod: Optional[int]
    period: Optional[int]

    def __init__(self, game: "Game", values: "npt.NDArray[np.uint64]", period: Optional[Tuple[int, int]], title: str):
        values.flags.writeable = False
        preperiod, repeat = period if period is not None else (None, None)
        self.__dict__.update(_game=game, title=title, values=values, preperiod=preperiod, period=repeat)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"values are values: {name!r} cannot be set")

    def __len__(self) -> int:
        return len(self.values)

    def picture(self) -> "Picture":
        """The values as bars, the period marked (as ``Game.picture``)."""
        picture: "Picture" = self._game.picture(len(self.values))
        return picture

    def write(self, path: str, sep: Optional[str] = None) -> None:
        """Writes ``n,G`` rows with a header: CSV, or TSV where the name ends
        in .tsv (or ``sep`` says)."""
        write_table(path, self.values, sep=sep)

    def __repr__(self) -> str:
        period = f", period {self.period} from heap {self.preperiod}" if self.period is not None else ""
        return f"<HeapValues: {self.title}, G(0) to G({len(self.values) - 1}){period}>"


def write_table(path: str, table: Any, *, sep: Optional[str] = None) -> None:
    """Writes a sequence (``n,G`` rows) or a square table (a header of y,
    then a row per x: ``x,G(x,0),G(x,1),…``) as CSV, or as TSV where the
    name ends in .tsv or ``sep="\\t"``; numbers as written, no quoting.

    >>> import tempfile, os, wythoff
    >>> d = tempfile.mkdtemp(); p = os.path.join(d, "t.csv")
    >>> wythoff.write_table(p, wythoff.restricted(2).grundy_table(3))
    >>> print(open(p).read(), end="")
    x\\y,0,1,2
    0,0,1,2
    1,1,2,0
    2,2,0,1
    >>> wythoff.write_table(os.path.join(d, "s.tsv"), wythoff.nim().values(3).values)
    >>> open(os.path.join(d, "s.tsv")).read()
    'n\\tG\\n0\\t0\\n1\\t1\\n2\\t2\\n'
    """
    import numpy as np

    if sep is None:
        sep = "\t" if str(path).lower().endswith(".tsv") else ","
    if not isinstance(sep, str) or len(sep) != 1 or sep.isdigit():
        raise TypeError(f"sep: one character that is not a digit, not {sep!r}")
    array = np.asarray(table)
    if array.dtype.kind not in "iub":
        raise TypeError(f"table: an array of integers, not {array.dtype}")
    lines = []
    if array.ndim == 1:
        lines.append(sep.join(["n", "G"]))
        lines.extend(f"{i}{sep}{v}" for i, v in enumerate(array.tolist()))
    elif array.ndim == 2:
        lines.append(sep.join(["x\\y"] + [str(y) for y in range(array.shape[1])]))
        lines.extend(sep.join([str(x)] + [str(v) for v in row]) for x, row in enumerate(array.tolist()))
    else:
        raise TypeError(f"table: a sequence or a square table (1 or 2 axes), not {array.ndim} axes")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
