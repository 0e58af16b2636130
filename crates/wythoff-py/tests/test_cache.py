"""The cache of proven Grundy rows: kept in memory for the process, written to
disk only from 20 rows on, read at most once for each larger set of rows, and
never read where proving is quicker (bench/RESULTS.md, "The rows cache")."""
import pytest

import wythoff


@pytest.fixture
def cache_dir(tmp_path):
    wythoff.set_cache_dir(str(tmp_path))
    yield tmp_path
    wythoff.set_cache_dir(None)


def test_rows_are_kept_in_memory_and_files_only_where_they_save_work(cache_dir):
    assert wythoff.cache_info() == {"dir": str(cache_dir), "files": 0, "bytes": 0, "kept_rows": None, "kept_bytes": 0}
    assert wythoff.grundy(3, 10).grundy == 8
    info = wythoff.cache_info()
    assert (info["files"], info["kept_rows"]) == (0, 3), info  # few rows: proven, no file
    assert info["kept_bytes"] > 0
    big = wythoff.grundy(45, 10**30).grundy
    info = wythoff.cache_info()
    assert (info["files"], info["kept_rows"]) == (1, 45), info
    assert info["bytes"] == sum(f.stat().st_size for f in cache_dir.iterdir())
    # Fewer rows are read from those kept, with nothing proven or read again.
    assert wythoff.grundy(7, 30).grundy == int(wythoff.grundy_table(31)[7][30])
    assert wythoff.cache_info()["kept_rows"] == 45
    # A new process (here: memory forgotten) reads the file once for rows it
    # covers from 40 on, and proves fewer rows without reading it.
    assert wythoff.cache_clear(files=False) == 0
    assert wythoff.grundy(5, 100).grundy == wythoff.grundy(100, 5).grundy
    assert wythoff.cache_info()["kept_rows"] == 5
    assert wythoff.grundy(41, 10**30).grundy == wythoff.grundy(10**30, 41).grundy
    assert wythoff.cache_info()["kept_rows"] == 45  # the file of 45 rows, read
    wythoff.cache_clear(files=False)
    assert wythoff.grundy(45, 10**30).grundy == big  # from the file, checked
    # A file much larger than the rows asked is not read: they are proven.
    wythoff.cache_clear(files=False)
    assert wythoff.grundy(25, 10**9).grundy == wythoff.grundy(10**9, 25).grundy
    assert wythoff.cache_info()["kept_rows"] == 25 and wythoff.cache_info()["files"] == 2
    assert wythoff.cache_clear() == 2
    assert wythoff.cache_info() == {"dir": str(cache_dir), "files": 0, "bytes": 0, "kept_rows": None, "kept_bytes": 0}


def test_no_files_when_off(tmp_path):
    wythoff.set_cache_dir(None)
    wythoff.grundy(50, 10**20)
    info = wythoff.cache_info()
    assert info["dir"] is None and info["files"] == 0 and info["kept_rows"] == 50
    with pytest.raises(TypeError, match="dir: expected a path or None"):
        wythoff.set_cache_dir(3)
    with pytest.raises(TypeError, match="files: expected a bool"):
        wythoff.cache_clear(files="yes")
