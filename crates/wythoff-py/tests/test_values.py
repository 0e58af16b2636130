"""Answers and games as values (equality, hashing, pickling, copying, reprs,
ints of any length); NumPy in and out against a NumPy test written here from
the theorem; sums of games at positions; one error scheme."""
import concurrent.futures
import copy
import math
import pickle

import numpy as np
import json

import pytest
from hypothesis import given, settings, strategies as st

import wythoff
from conftest import PARAMETERS


# ---- value semantics ----

def every_kind_of_answer():
    g = wythoff.subtraction([1, 3, 4])
    return [
        wythoff.status(4, 7), wythoff.moves(4, 8), wythoff.nth(10**40), wythoff.pair(10),
        wythoff.grundy(3, 10), wythoff.grundy_rows(3), wythoff.grundy_positions(1, count=3),
        wythoff.sum("nim(3) + bash{3}(10)"), wythoff.sum("octal{0.75}(3) + octal{0.75}(4)", misere=True),
        g.period(), g.genus(5), g.quotient(6), g.computer(10), g.check([10], [9]),
        wythoff.game("wythoff").moves(10**30, 3),
    ]


def test_answers_are_values():
    for a in every_kind_of_answer():
        again = pickle.loads(pickle.dumps(a))
        assert again == a and hash(again) == hash(a) and type(again) is type(a)
        assert again.to_dict() == a.to_dict() and str(again) == str(a)
        assert copy.deepcopy(a) == a and copy.copy(a) == a
        assert a.to_dict(ints=True) == again.to_dict(ints=True)
    assert wythoff.status(4, 7) == wythoff.status(4, 7) != wythoff.status(4, 8)
    assert len({wythoff.status(4, 7), wythoff.status(4, 7), wythoff.status(3, 5)}) == 2
    assert wythoff.status(4, 7) != wythoff.status(4, 7, misere=True)


def test_answers_cross_processes():
    with concurrent.futures.ProcessPoolExecutor(2) as pool:
        got = list(pool.map(wythoff.nth, [1, 10**30, 7]))
    assert got == [wythoff.nth(1), wythoff.nth(10**30), wythoff.nth(7)]


def test_reprs_show_values():
    r = repr(wythoff.moves(4, 8).moves[0])
    assert "to=(4, 7)" in r and "text=" in r, r
    assert "wythoff_difference" in repr(wythoff.status(3, 5).reason)
    assert repr(wythoff.bash(3)) == "wythoff.game('bash', max_take=3)"


def test_ints_of_any_length_without_text():
    k = 10**5000 + 17
    d = wythoff.nth(k).to_dict(ints=True)
    a, b = d["position"]
    assert d["k"] == k and b - a == k  # past Python's 4,300-digit int() limit
    assert isinstance(a, int) and a == wythoff.nth(k).position[0]


def test_games_are_values():
    assert wythoff.nim() == wythoff.nim() and hash(wythoff.nim()) == hash(wythoff.nim())
    assert wythoff.bash(3) == wythoff.game("bash", max_take=3) != wythoff.bash(4)
    assert wythoff.nim(misere=True) != wythoff.nim()
    assert wythoff.octal(preset="kayles") == wythoff.octal("0.77")
    assert wythoff.subtraction((1, 3, 4)) == wythoff.subtraction([1, 3, 4])
    for name, params in PARAMETERS.items():
        g = wythoff.game(name, **params)
        assert pickle.loads(pickle.dumps(g)) == g and copy.deepcopy(g) == g


# ---- NumPy in and out ----

def is_p_numpy(a, b):
    """The P-test from the theorem, in NumPy integers: with x ≤ y and
    k = y − x, x = ⌊kφ⌋ iff (2x − k)² < 5k² < (2x − k + 2)² (exact in
    Python ints through object arrays for the squares)."""
    x, y = np.minimum(a, b).astype(object), np.maximum(a, b).astype(object)
    k = y - x
    t = 2 * x - k
    five = 5 * k * k
    return ((t * t < five) & (five < (t + 2) * (t + 2)) & (x >= k)) | ((x == 0) & (k == 0))


def test_arrays_in_and_out():
    rng = np.random.default_rng(5)
    for high in [20, 10**6, 2**62, 2**64 - 1]:
        a = rng.integers(0, high, size=2000, dtype=np.uint64, endpoint=True)
        b = a + rng.integers(0, 3, size=2000, dtype=np.uint64) if high < 2**63 else rng.integers(0, high, size=2000, dtype=np.uint64)
        # Near the P-positions too.
        ks = rng.integers(0, min(high, 2**62) // 2, size=500)
        pa = np.array([wythoff.nth(int(k)).position[0] for k in ks], dtype=np.uint64)
        pb = pa + ks.astype(np.uint64)
        for x, y in [(a, b), (pa, pb), (pb, pa), (pa + 1, pb)]:
            got = wythoff.is_p(x, y)
            assert got.dtype == bool and got.shape == x.shape
            assert (got == is_p_numpy(x, y)).all()
            assert (wythoff.outcomes(x, y) == np.where(got, "P", "N")).all()
    grid = np.arange(12)
    x, y = np.meshgrid(grid, grid)
    assert (wythoff.is_p(x, y) == np.array([[wythoff.is_p(int(i), int(j)) for i in grid] for j in grid])).all()
    assert (wythoff.is_p(x, y, misere=True) == np.array([[wythoff.is_p(int(i), int(j), misere=True) for i in grid] for j in grid])).all()
    g = wythoff.grundy(x, y)
    assert g.shape == (12, 12) and (g == wythoff.grundy_table(12).T).all()
    assert wythoff.is_p(np.array([3]), 5).tolist() == [True]  # broadcast


def test_positions_from_any_sequence():
    for position in [np.array([1, 2, 3]), (1, 2, 3), [np.int64(1), np.uint8(2), 3], range(1, 4)]:
        assert wythoff.nim().status(position).outcome == "P"
        assert wythoff.nim().status(*list(position)).outcome == "P"
    assert wythoff.game("wythoff").moves(np.array([4, 8])).moves[0].to == (4, 7)


def test_uint16_tables():
    t = wythoff.grundy_table(64, dtype=np.uint16)
    assert t.dtype == np.uint16 and (t == wythoff.grundy_table(64)).all()
    with pytest.raises(TypeError, match="dtype"):
        wythoff.grundy_table(4, dtype=np.float32)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1), st.booleans())
def test_the_array_test_is_the_scalar_one(a, b, misere):
    got = wythoff.is_p(np.array([a], dtype=np.uint64), np.array([b], dtype=np.uint64), misere=misere)
    assert bool(got[0]) == wythoff.is_p(a, b, misere=misere) == (wythoff.status(a, b, misere=misere).outcome == "P")


# ---- sums of games ----

def test_sums_of_games_at_positions():
    s = wythoff.nim().at(3) + wythoff.bash(3).at(10) + wythoff.game("wythoff").at(3, 5)
    assert s.status() == wythoff.sum("nim(3) + bash{3}(10) + wythoff(3,5)")
    assert wythoff.sum(s) == s.status()
    big = 10**5000
    huge = wythoff.nim().at(big) + wythoff.nim().at(big)
    assert huge.status().outcome == "P"  # no decimal text between
    m = wythoff.octal("0.75", misere=True)
    assert (m.at(30) + m.at(10**12)).status() == wythoff.sum("octal{0.75}(30) + octal{0.75}(1000000000000)", misere=True)
    with pytest.raises(wythoff.UsageError):
        (wythoff.nim().at(1) + wythoff.nim(misere=True).at(1)).status()
    with pytest.raises(TypeError):
        wythoff.nim().at(1) + 3
    assert "sum" not in wythoff.__all__


# ---- one error scheme ----

@pytest.mark.parametrize("call,error,words", [
    (lambda: wythoff.grundy_table(-1), wythoff.InputError, "n: a negative"),
    (lambda: wythoff.grundy_rows(-1), wythoff.InputError, "max_row: a negative"),
    (lambda: wythoff.board(-1), wythoff.InputError, "size: a negative"),
    (lambda: wythoff.grundy_table(10**5000), wythoff.LimitError, "n:"),
    (lambda: wythoff.bash(3.0), TypeError, "max_take: expected an int, found float"),
    (lambda: wythoff.bash("3"), TypeError, "max_take: expected an int, found str"),
    (lambda: wythoff.status(3, 5, 7), TypeError, "positional"),
    (lambda: wythoff.game("bash", k=3), wythoff.UsageError, "unknown parameter k"),
    (lambda: wythoff.positions(-1), wythoff.InputError, "count: a negative"),
    (lambda: wythoff.status(True, 3), TypeError, "a: expected an int, found bool"),
    (lambda: wythoff.nim().status(1, False), TypeError, "found bool"),
    (lambda: wythoff.status(3, 5, misere=1), TypeError, "misere: expected a bool"),
    (lambda: wythoff.grundy_rows(600, recheck=True), wythoff.LimitError, "max_row=600"),
    (lambda: wythoff.status(10**5, 5, max_digits=2), wythoff.LimitError, "6 digits"),
    (lambda: wythoff.nth(10**1_000_000), wythoff.LimitError, "1,000,001 digits"),
    (lambda: wythoff.is_p(np.array([-1]), np.array([2])), wythoff.InputError, "negative"),
    (lambda: wythoff.is_p(np.array([1.5]), np.array([2])), TypeError, "expected integers"),
    (lambda: wythoff.is_p([2**64], [0]), wythoff.LimitError, "2^64"),
    # Issue 48's list: each error in the library's classes, naming its keyword.
    (lambda: wythoff.nim().moves(1, 2, misere=True), wythoff.UsageError, "misere: a game's rule is part of the game"),
    (lambda: wythoff.sum(wythoff.nim().at(3) + wythoff.nim().at(2), misere=True), wythoff.UsageError,
     "this sum's games are normal-play games"),
    (lambda: wythoff.grundy_table(10**6), wythoff.LimitError, "n: a table of side 1000000"),
    (lambda: wythoff.grundy_table(100, grundy_table=50), wythoff.LimitError, "raise it with grundy_table="),
    (lambda: wythoff.status(np.array([3]), np.array([5])), TypeError, "a: expected an int, found ndarray"),
    (lambda: wythoff.game("nim").status(np.array([[1, 2]]), np.array([3])), TypeError, "expected an int"),
    (lambda: wythoff.grundy_positions(2**70, count=1), wythoff.LimitError, "value: at most 2^64"),
    (lambda: wythoff.game("wythoff").computer(3, 5, seed=-1), wythoff.InputError, "seed: a negative"),
    (lambda: wythoff.subtraction(5), TypeError, "set: expected a sequence of ints, found int"),
    (lambda: wythoff.status(3, 5, max_digits=True), TypeError, "max_digits: expected an int, found bool"),
    (lambda: wythoff.status(3, 5, max_digits=-1), wythoff.InputError, "max_digits: a negative"),
    (lambda: wythoff.status(3, 5, max_digits=2**64), wythoff.LimitError, "max_digits: a limit is at most 2^64"),
    (lambda: wythoff.is_p(np.array([3.9], dtype=object), np.array([5], dtype=object)), TypeError,
     "a: expected integers, found float in an object array"),
    (lambda: wythoff.is_p(np.array([3], dtype=object), np.array(["5"], dtype=object)), TypeError,
     "b: expected integers, found str"),
    (lambda: wythoff.outcomes(np.array([True], dtype=object), np.array([5], dtype=object)), TypeError,
     "found bool in an object array"),
    (lambda: wythoff.bash(3, True), TypeError, "positional"),
])
def test_one_error_scheme(call, error, words):
    with pytest.raises(error) as e:
        call()
    assert words in str(e.value)
    assert "--" not in str(e.value), "a message names a command flag"


def test_max_digits_is_exact_at_every_size():
    for digits in [1, 2, 5, 19, 20, 21, 100, 4300]:
        fits, over = 10**digits - 1, 10**digits
        assert wythoff.nth(fits, max_digits=digits).k == fits
        with pytest.raises(wythoff.LimitError):
            wythoff.nth(over, max_digits=digits)
    assert wythoff.status(3, 5, misere=np.bool_(True)).outcome == "P"


def test_every_limit_is_a_keyword():
    with pytest.raises(wythoff.LimitError, match="take_break_work="):
        wythoff.grundys_game().status(50000, take_break_values=10**6, take_break_work=10**5)
    stopped = wythoff.octal("0.6").period(take_break_values=10**6, take_break_work=10**6)
    assert stopped.period is None and "take_break_work" in str(stopped)
    with pytest.raises(wythoff.UsageError, match="unknown limit"):
        wythoff.status(3, 5, no_such_limit=3)
    # The misère budgets, each named by its keyword where it stops the work.
    with pytest.raises(wythoff.LimitError, match=r"misere_steps=\)$"):
        wythoff.octal("0.07").quotient(40, misere_steps=10**5)
    with pytest.raises(wythoff.LimitError, match=r"misere_memory=\)$"):
        wythoff.octal("0.16").quotient(17, misere_memory=10**5)
    assert wythoff.octal("0.16").quotient(10, misere_memory=10**8).order > 1


def test_version_and_a_clean_namespace():
    assert wythoff.__version__.count(".") == 2
    public = [n for n in dir(wythoff) if not n.startswith("_")]
    for leaked in ["Any", "Dict", "List", "Optional", "html", "typing"]:
        assert leaked not in public
    assert set(wythoff.__all__) <= set(public)
    for name in wythoff.__all__:
        item = getattr(wythoff, name)
        if callable(item) and not isinstance(item, type):
            assert item.__doc__, name
    for method in ["status", "moves", "computer", "check", "at", "period", "sequence", "genus", "quotient"]:
        assert getattr(wythoff.Game, method).__doc__, method


def test_values_stay_values():
    a = wythoff.status(4, 7)
    with pytest.raises(AttributeError, match="an answer is a value"):
        a.outcome = "N"
    with pytest.raises(AttributeError):
        del a.outcome
    m = wythoff.moves(4, 8)
    assert isinstance(m.moves, tuple) and m.moves[0].to == (4, 7)
    with pytest.raises(AttributeError):
        m.moves[0].text = "x"
    g = wythoff.bash(3)
    before = hash(g)
    with pytest.raises(TypeError):
        g.parameters["max_take"] = 5
    with pytest.raises(AttributeError, match="a game is a value"):
        g.misere = True
    assert hash(g) == before and g.status(8).outcome == "P"
    s = wythoff.subtraction([1, 3, 4])
    assert s.parameters["set"] == (1, 3, 4)
    # One round trip through JSON, from the game's dict or an answer's.
    for game in [g, s, wythoff.octal("0.77", misere=True), wythoff.generalized(2), wythoff.game("Nim")]:
        assert wythoff.Game.from_dict(json.loads(json.dumps(game.to_dict()))) == game
    answer = wythoff.subtraction([1, 3, 4]).status(10)
    assert wythoff.Game.from_dict(answer.to_dict()) == wythoff.Game("subtraction", position=(10,), set=[1, 3, 4])
    nth = wythoff.generalized(2).act("nth", 10)
    assert isinstance(nth, wythoff.Answer) and str(nth) == "(14, 34)" and nth.to_dict(ints=True)["position"] == (14, 34)


def test_sums_of_components_are_commutative_and_builtin_sum_adds_them():
    a, b, c = wythoff.nim().at(2), wythoff.bash(3).at(10), wythoff.game("wythoff").at(3, 5)
    assert a + b == b + a and hash(a + b) == hash(b + a)
    assert a + b != a + a
    assert sum([a, b, c]) == c + b + a
    assert sum([a, b]).status().outcome == (a + b).status().outcome == "P"
    with pytest.raises(TypeError):
        1 + a


def test_numpy_integer_scalars_are_ints():
    three, ten, five = np.int64(3), np.uint32(10), np.int8(5)
    assert type(wythoff.grundy(three, ten)) is wythoff.GrundyValue and wythoff.grundy(three, ten).grundy == 8
    assert wythoff.is_p(three, five) is True and type(wythoff.is_p(three, np.int64(6))) is bool
    assert wythoff.status(three, five).outcome == "P"
    assert wythoff.is_p(np.array(3), np.array(5)).shape == ()  # a 0-d array stays an array
    assert wythoff.grundy(np.array([3, 2**40]), np.array([10, 7])).tolist() == [8, wythoff.grundy(2**40, 7).grundy]


@pytest.mark.parametrize("name", [g["name"] for g in wythoff.games() if g["python"]])
def test_the_quick_outcome_is_the_whole_answers(name):
    # status() with no limits reads the outcome through the game kept in Rust
    # (the rest made when read); with a limit given, the whole answer is made.
    for misere in [False, True]:
        try:
            game = wythoff.game(name, misere=misere, **PARAMETERS[name])
        except wythoff.Error:
            continue
        width = 2 if name in ("wythoff", "generalized", "restricted", "multipile", "fibonacci") else 3
        if name in ("bash", "subtraction"):
            width = 1
        for n in range(60):
            position = [n % 7 + 1, n % 5 + 2, n // 7][:width]
            try:
                whole = game.status(position, max_digits=1000)
            except wythoff.Error as e:
                with pytest.raises(type(e)):
                    game.status(position)
                continue
            quick = game.status(position)
            assert quick.outcome == whole.outcome, (name, misere, position)
            assert quick == whole and str(quick) == str(whole)


@pytest.mark.parametrize("name", [g["name"] for g in wythoff.games()])
def test_arrays_of_positions_are_the_scalar_answers(name):
    game = wythoff.game(name, **PARAMETERS.get(name, {}))
    width = {"bash": 1, "subtraction": 1}.get(name, 2 if name in ("wythoff", "generalized", "restricted",
                                                                   "multipile", "fibonacci") else 3)
    positions = [[(7 * i + 3 * j) % 9 + (1 if name == "fibonacci" else 0) for j in range(width)] for i in range(40)]
    if name == "fibonacci":
        positions = [[n, max(1, k)] for n, k in positions]
    expected = []
    for p in positions:
        try:
            expected.append(game.status(p).outcome == "P")
        except wythoff.Error:
            pytest.skip(f"{name} refuses {p}")  # (none does today)
    flat = [p[0] for p in positions] if width == 1 else positions
    assert game.is_p(np.array(flat, dtype=np.uint32)).tolist() == expected
    assert game.outcomes(flat).tolist() == ["P" if e else "N" for e in expected]
    assert game.is_p(np.array(flat).reshape((4, 10) + ((width,) if width > 1 else ()))).shape == (4, 10)
    with pytest.raises(wythoff.InputError, match="positions: a negative"):
        game.is_p(np.array(flat, dtype=np.int64) - 10)
