"""The cache of proven Grundy rows (``wythoff.cache_info()``, ``cache_clear()``,
``set_cache_dir()``): kept in the native part, one per process."""

from __future__ import annotations

import os as _os
import typing as _typing

from . import _wythoff

if _typing.TYPE_CHECKING:
    from typing import Any, Dict, Optional

__all__ = ["cache_info", "cache_clear", "set_cache_dir"]


def cache_info() -> Dict[str, Any]:
    """What the cache of proven Grundy rows holds: ``dir`` (where its files
    are; None: no files), ``files`` and ``bytes`` on disk, ``kept_rows`` and
    ``kept_bytes`` in memory.

    The rows behind ``grundy(a, b)`` with a small pile are proven once and kept
    in memory for the rest of the process (the most rows asked so far: about
    9.4 MB at 100 rows, the ``grundy_period_rows`` limit). From 20 rows on
    (below, proving is quicker than reading) they are also written to disk, in
    ``$WYTHOFF_CACHE_DIR`` (``off``: no files), else
    ``$XDG_CACHE_HOME/wythoff``, else ``~/.cache/wythoff``, one file per
    number of rows (1.2 MB at 60 rows, 9.4 MB at 100), read at most once a
    process where it saves work (a file of at most half as many rows again)
    and checked when read.

    >>> import wythoff
    >>> set_cache_dir(None)
    >>> wythoff.grundy(3, 10).grundy
    8
    >>> info = cache_info()
    >>> info["dir"], info["files"], info["kept_rows"]
    (None, 0, 3)
    """
    return _wythoff.cache_info()


def cache_clear(files: bool = True) -> int:
    """Forgets the rows kept in memory and, with ``files``, removes the cache's
    own files (``wythoff-grundy-rows-*.bin``): how many were removed.

    >>> cache_clear(), cache_info()["kept_rows"]
    (0, None)
    """
    if not isinstance(files, bool):
        raise TypeError(f"files: expected a bool, found {type(files).__name__}")
    removed: int = _wythoff.cache_clear(files)
    return removed


def set_cache_dir(dir: Optional[str]) -> None:  # noqa: A002 - the directory
    """Keeps the cache's files in ``dir`` from now on (a path), or none
    (``None``); the rows kept in memory are forgotten."""
    if dir is not None and not isinstance(dir, (str, _os.PathLike)):
        raise TypeError(f"dir: expected a path or None, found {type(dir).__name__}")
    _wythoff.set_cache_dir(None if dir is None else _os.fspath(dir))
