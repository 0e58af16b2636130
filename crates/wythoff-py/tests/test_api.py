"""The package against the command: the same answers for every registry game,
the same table bytes, the same refusals; and properties of its own."""
import doctest
import json
import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import wythoff
from conftest import PARAMETERS, keywords, run



def flags(name):
    entry = next(g for g in wythoff.games() if g["name"] == name)
    out = []
    for p in entry["parameters"]:
        value = PARAMETERS[name][p["key"]]
        out += [p["flag"], ",".join(map(str, value)) if isinstance(value, list) else str(value)]
    return out


def grid(name):
    """A grid of positions for the game's shape."""
    entry = next(g for g in wythoff.games() if g["name"] == name)
    shape = entry["shape"]
    if shape["kind"] == "named" and len(shape["keys"]) == 2 or entry["board"]:
        return [list(p) for p in itertools.product(range(0, 7), repeat=2)] + [[10**25, 3], [7, 10**30 + 1]]
    if shape["kind"] == "list":
        return [list(p) for p in itertools.product(range(0, 4), repeat=3)]
    return [[n] for n in range(1, 30)] + [[10**20 + 7]]


def as_ints(value, key=""):
    """The command's JSON as the attributes give it: numbers (outside
    sentences) as ints, positions as tuples."""
    if isinstance(value, dict):
        return {k: as_ints(v, k) for k, v in value.items()}
    if isinstance(value, list):
        items = [as_ints(v, key) for v in value]
        return tuple(items) if key in ("position", "to", "corner") else items
    if isinstance(value, str) and key != "text" and value.isdigit():
        return int(value)
    return value


def test_every_game_answers_as_the_command(command):
    compared = 0
    for entry in wythoff.games():
        name = entry["name"]
        words = [entry["command"]] if entry["command"] else []
        for misere in [False, True] if entry["misere"] else [False]:
            g = wythoff.game(name, misere=misere, **PARAMETERS[name])
            for position in grid(name):
                for question in ["status", "moves"]:
                    try:
                        ours = getattr(g, question)(*position)
                    except wythoff.Error as e:
                        done = run(*words, question, *map(str, position), *flags(name), *(["--misere"] if misere else []))
                        assert done.returncode == 2 and str(e) in done.stderr, (name, position, str(e), done.stderr)
                        continue
                    theirs = command(*words, question, *map(str, position), *flags(name), *(["--misere"] if misere else []))
                    assert ours.to_dict() == theirs, (name, question, position, misere)
                    assert ours._fields() == as_ints(theirs), (name, question, position, misere)
                    compared += 1
    assert compared > 1000, compared


def test_the_wythoff_answers_as_the_command(command):
    for k in [0, 1, 7, 10**40]:
        assert wythoff.nth(k).to_dict() == command("nth", str(k))
        assert wythoff.nth(k)._fields() == as_ints(command("nth", str(k)))
        assert wythoff.nth(k, misere=True).to_dict() == command("nth", str(k), "--misere")
        assert wythoff.pair(k).to_dict() == command("pair", str(k))
    assert wythoff.grundy(3, 10).to_dict() == command("grundy", "3", "10")
    assert wythoff.sum("wythoff(3,5) + nim(7) + subtraction{1,3,4}(10)").to_dict() == command(
        "sum", "wythoff(3,5) + nim(7) + subtraction{1,3,4}(10)"
    )
    rows = wythoff.grundy_rows(5)
    theirs = command("grundy", "rows", "--max-row", "5")
    assert rows.to_dict() == theirs
    assert rows.records == [(int(r["row"]), int(r["preperiod"]), int(r["period"])) for r in theirs["rows"]]
    assert len(rows.records) == 6 and rows.records[3] == (3, 8, 6)
    for value, flag, number in [(3, "--count", 20), (1, "--nth", 500)]:
        theirs = command("grundy", "positions", "--value", str(value), flag, str(number))
        kw = {"count": number} if flag == "--count" else {"nth": number}
        ours = wythoff.grundy_positions(value, **kw)
        assert ours.to_dict() == theirs and ours._fields() == as_ints(theirs)
    with pytest.raises(wythoff.LimitError, match="nothing is guessed"):
        wythoff.grundy_positions(1, nth=10**9)
    # The walk's limit is a keyword like every limit: lowered, it refuses sooner.
    with pytest.raises(wythoff.LimitError, match="rows"):
        wythoff.grundy_positions(1, nth=10**6, grundy_walk_steps=10**6)
    here = wythoff.grundy_rows(5, recheck=True)
    assert here.to_dict() == command("grundy", "rows", "--max-row", "5", "--recheck")
    assert (here.source, here.records) == ("rechecked", rows.records)
    assert list(wythoff.positions(5, start=10)) == [
        (k, *wythoff.nth(k).position) for k in range(10, 15)
    ]
    assert wythoff.zeckendorf(100) == [89, 8, 3]


def test_the_table_is_the_commands_bytes_and_not_copied(tmp_path):
    table = wythoff.grundy_table(256)
    assert table.dtype == np.uint32 and table.shape == (256, 256) and table.flags.c_contiguous
    # Handed over from Rust: NumPy does not own a copy.
    assert not table.flags.owndata and table.base is not None
    out = tmp_path / "t.bin"
    done = run("grundy", "table", "256", "--format", "bin", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert table.tobytes() == out.read_bytes()


def test_refusals_have_the_right_class_and_message():
    with pytest.raises(wythoff.InputError, match="negative"):
        wythoff.status(-1, 3)
    with pytest.raises(TypeError, match="expected an int, found float"):
        wythoff.status(1.5, 3)
    with pytest.raises(TypeError):
        wythoff.nth("12")
    with pytest.raises(wythoff.LimitError, match="digits"):
        wythoff.status(10**50, 3, max_digits=20)
    with pytest.raises(wythoff.LimitError):
        wythoff.grundy_table(10**6)
    with pytest.raises(wythoff.UsageError, match="chess"):
        wythoff.game("chess").status(1)
    with pytest.raises(wythoff.UsageError, match="unknown limit"):
        wythoff.status(1, 2, max_pies=3)
    # A limit's value refused is named by its keyword, with no advice to raise it.
    with pytest.raises(wythoff.LimitError, match=r"^take_break_values: a take-and-break game computes 64 to [0-9,]+ values, not 5$"):
        wythoff.octal("0.07").period(take_break_values=5)
    # A recheck is refused below the atlas's step budget, by its keyword.
    with pytest.raises(wythoff.LimitError, match=r"above the recheck limit \(10\) \(raise it with take_break_recheck_work=\)$"):
        wythoff.octal("0.16").period(recheck=True, take_break_recheck_work=10)
    # Each limit is read by its own name (one table in the library).
    assert wythoff.game("nim").status(1, 2, 3, max_heaps=3).outcome == "P"
    with pytest.raises(wythoff.LimitError, match="max_heaps"):
        wythoff.game("nim").status(1, 2, 3, max_heaps=2)
    with pytest.raises(wythoff.InputError, match="a move takes one of 70, not 69"):
        wythoff.game("subtraction", set=[70]).check([150], [81])
    # Every class is a wythoff.Error and a ValueError.
    for cls in [wythoff.InputError, wythoff.LimitError, wythoff.UsageError]:
        assert issubclass(cls, wythoff.Error) and issubclass(cls, ValueError)


def test_the_docstrings_run():
    result = doctest.testmod(wythoff)
    assert result.failed == 0 and result.attempted >= 15, result


naturals = st.integers(min_value=0, max_value=10**12) | st.integers(min_value=0, max_value=10**60)


@settings(max_examples=300, deadline=None)
@given(naturals, naturals, st.booleans())
def test_status_agrees_with_moves_and_every_move_leads_to_p(a, b, misere):
    s = wythoff.status(a, b, misere=misere)
    m = wythoff.moves(a, b, misere=misere)
    assert s.outcome == m.outcome
    assert wythoff.is_p(a, b, misere=misere) == (s.outcome == "P")
    # A P-position has no winning move; an N-position has one, but for the
    # misère end (0, 0), won without moving.
    assert (m.outcome == "P") == (not m.moves) or (misere and (a, b) == (0, 0) and m.outcome == "N")
    for move in m.moves:
        assert wythoff.status(*move.to, misere=misere).outcome == "P"
        assert sum(move.take) > 0


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.large_base_example])
@given(st.integers(min_value=10**9999, max_value=10**10000))
def test_big_numbers_round_trip_at_ten_thousand_digits(k):
    p = wythoff.nth(k)
    assert p.k == k
    a, b = p.position
    assert b - a == k
    assert wythoff.pair(a).k == k
    assert wythoff.status(a, b).outcome == "P"
    assert wythoff.status(a, b + 1).outcome == "N"


def test_the_readmes_python_examples_run():
    # Every ```python block of the README, run as a doctest.
    from conftest import ROOT

    text = (ROOT / "README.md").read_text()
    blocks = [b.split("```", 1)[0] for b in text.split("```python\n")[1:]]
    assert blocks, "the README has no Python example"
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for i, block in enumerate(blocks):
        test = parser.get_doctest(block, {}, f"README block {i + 1}", "README.md", 0)
        runner.run(test)
    assert runner.failures == 0 and runner.tries >= 6, (runner.failures, runner.tries)


def test_pictures_are_the_render_crates(tmp_path):
    svg = wythoff.board(20, at=(9, 14)).svg
    out = tmp_path / "board.svg"
    done = run("render", "board", "--size", "20", "--at", "9,14", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert svg == out.read_text()
    for sheet in ["blank", "position", "answers"]:
        out = tmp_path / f"{sheet}.svg"
        done = run("render", "board", "--size", "12", "--at", "4,7", "--sheet", sheet, "--out", str(out))
        assert done.returncode == 0, done.stderr
        assert wythoff.board(12, at=(4, 7), sheet=sheet).svg == out.read_text()
    assert 'class="p"' not in wythoff.board(12, at=(4, 7), sheet="position").svg
    with pytest.raises(wythoff.UsageError, match="a sheet is blank, position or answers"):
        wythoff.board(12, sheet="key")
    png = tmp_path / "heat.png"
    wythoff.heat_map(16).save(str(png))
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    with pytest.raises(wythoff.LimitError):
        wythoff.heat_map(10**4)


def test_subtraction_periods_and_sequences_are_the_commands(command):
    for subtraction_set, misere in [([1, 3, 4], False), ([1, 3, 7, 8], True), ([2, 5], False), ([4, 9, 11], True)]:
        g = wythoff.subtraction(subtraction_set, misere=misere)
        flags = ["--set", ",".join(map(str, subtraction_set))] + (["--misere"] if misere else [])
        period = g.period()
        assert period.to_dict() == command("subtraction", "period", *flags)
        assert period._fields() == as_ints(command("subtraction", "period", *flags))
        values = command("subtraction", "sequence", "60", *flags)["values"]
        assert g.sequence(60).tolist() == [int(v) for v in values]
        # The values repeat as the period says.
        p, q = period.preperiod, period.period
        assert all(g.sequence(60)[n] == g.sequence(60)[n + q] for n in range(p, 60 - q))
    with pytest.raises(wythoff.UsageError, match="nim has the actions genus, quotient, not period"):
        wythoff.nim().period()
    with pytest.raises(wythoff.UsageError, match="restricted has no action period"):
        wythoff.restricted(3).period()
    with pytest.raises(wythoff.LimitError, match="search limit"):
        wythoff.subtraction([1, 2]).period(search_limit=10**12)


def test_every_registry_game_has_its_named_helper():
    for entry in wythoff.games():
        name = entry["name"]
        if not entry["python"]:
            continue  # Wythoff's game: the module's own functions
        helper = getattr(wythoff, name)
        g = helper(**PARAMETERS[name])
        assert isinstance(g, wythoff.Game) and g.name == name
        frozen = {k: tuple(v) if isinstance(v, list) else v for k, v in PARAMETERS[name].items()}
        assert g.parameters == frozen


def test_the_extension_is_built_for_the_stable_abi():
    # abi3 (CPython 3.9 and later): one wheel for every interpreter.
    assert wythoff._wythoff.__file__.endswith(".abi3.so"), wythoff._wythoff.__file__


def command_args(entry, written, position):
    """The command's arguments for a request, as the registry spells it
    (the Rust crate's ``Entry::args``)."""
    words = [entry["command"]] if entry["command"] else []
    args = []
    for p, value in zip(entry["parameters"], written):
        args += [p["flag"], value]
    if entry["shape"]["kind"] == "heap_and_limit" and len(position) == 2:
        args += [position[0], "--max-take", position[1]]
    else:
        args += list(position)
    return words, args


ERRORS = {"usage": wythoff.UsageError, "input": wythoff.InputError, "limit": wythoff.LimitError}


def test_every_entrys_examples_and_refusals_are_the_commands(command):
    """Every game's examples answer status, moves, computer and check as the
    command does (the Rust tests compare the command with the web API); its
    refused requests get the documented kind of error from both."""
    compared = 0
    for entry in wythoff.games():
        for example in entry["examples"]:
            words, args = command_args(entry, example["parameters"], example["position"])
            for misere in [False, True] if entry["misere"] else [False]:
                rule = ["--misere"] if misere else []
                g = wythoff.game(entry["name"], misere=misere, **keywords(entry, example["parameters"]))
                position = [int(n) for n in example["position"]]
                for question in ["status", "moves"]:
                    ours = getattr(g, question)(*position)
                    assert ours.to_dict() == command(*words, question, *args, *rule), (entry["name"], example)
                computer = g.computer(*position)
                assert computer.to_dict() == command(*words, "computer", *args, *rule)
                if computer.to is not None:
                    to = ",".join(str(n) for n in computer.to)
                    checked = g.check(position, list(computer.to))
                    assert checked.to_dict() == command(*words, "check", *args, "--to", to, *rule)
                compared += 1
        for refused in entry["refused"]:
            words, args = command_args(entry, refused["parameters"], refused["position"])
            rule = ["--misere"] if refused["misere"] else []
            done = run(*words, "status", *args, *rule, "--json")
            assert done.returncode == 2, (entry["name"], refused, done.stdout)
            error = json.loads(done.stdout)["error"]
            assert error["kind"] == refused["kind"] and refused["says"] in error["message"], (entry["name"], error)
            with pytest.raises(ERRORS[refused["kind"]]) as raised:
                g = wythoff.game(entry["name"], misere=refused["misere"], **keywords(entry, refused["parameters"]))
                g.status(*[int(n) for n in refused["position"]])
            assert refused["says"] in str(raised.value), (entry["name"], str(raised.value))
    assert compared >= 40, compared


def test_the_helpers_stub_is_the_registrys():
    """python/wythoff/_helpers.pyi is what `python -m wythoff._helpers` prints."""
    from conftest import ROOT

    committed = (ROOT / "crates" / "wythoff-py" / "python" / "wythoff" / "_helpers.pyi").read_text()
    assert committed == wythoff._helpers.stub(), "regenerate it: python -m wythoff._helpers > _helpers.pyi"


def test_every_games_options_are_the_commands(command):
    """``Game.options`` lists every legal move as ``wythoff GAME options``
    does, for every game in both rules, on a few positions of its grid."""
    compared = 0  # moves
    for entry in wythoff.games():
        name = entry["name"]
        words = [entry["command"]] if entry["command"] else []
        for misere in [False, True] if entry["misere"] else [False]:
            g = wythoff.game(name, misere=misere, **PARAMETERS[name])
            for position in grid(name)[5:8]:
                theirs = command(*words, "options", *map(str, position), *flags(name), *(["--misere"] if misere else []))
                ours = g.options(*position)
                assert ours.to_dict() == theirs, (name, position, misere)
                compared += len(ours.moves)
    assert compared >= 200, compared
