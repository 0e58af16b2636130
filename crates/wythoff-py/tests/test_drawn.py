"""Tables, sequences, values and pictures for every game of the registry: a
two-pile game's square of Grundy values and heat map, a heap game's values with
its period and their plot, vectorised Grundy values, CSV/TSV export; each
against the game's own answers position by position (which test_api checks
against the command, and the command's tests against the slow solvers)."""
import csv
import itertools

import numpy as np
import pytest

import wythoff
from conftest import PARAMETERS

GAMES = {g["name"]: g for g in wythoff.games()}
TWO_PILE = [name for name, g in GAMES.items() if "heat_map" in g["pictures"]]
HEAPS = [name for name, g in GAMES.items() if "values" in g["pictures"]]


def made(name):
    return wythoff.game(name, **PARAMETERS[name])


def test_the_catalogue_names_a_picture_for_every_two_pile_and_heap_game():
    assert set(TWO_PILE) == {"wythoff", "generalized", "restricted"}
    assert set(HEAPS) >= {"nim", "bash", "subtraction", "octal", "grundys_game", "lasker_nim"}
    assert not set(TWO_PILE) & set(HEAPS)


@pytest.mark.parametrize("name", TWO_PILE)
def test_a_two_pile_games_table_is_its_answers(name):
    g = made(name)
    n = 12
    table = g.grundy_table(n)
    assert table.shape == (n, n) and table.dtype == np.uint32
    cells = np.array(list(itertools.product(range(n), repeat=2)))
    assert (g.is_p(cells) == (table[cells[:, 0], cells[:, 1]] == 0)).all()
    for x, y in itertools.product(range(n), repeat=2):
        known = g.status(x, y).grundy
        if known is not None:
            assert known == table[x, y], (name, x, y)
    picture = g.picture(16)
    assert "Grundy heat map, 16 × 16" in repr(picture) and picture.svg.count('class="g"') == 256


def test_restricted_wythoffs_values_are_its_closed_forms_at_any_size():
    assert wythoff.restricted(2).grundy(np.array([[2**64 - 1, 2], [5, 5]], dtype=np.uint64)).tolist() == [(2**64 + 1) % 3, 1]
    assert wythoff.restricted(2).status(10**30, 2).grundy == (10**30 + 2) % 3
    assert wythoff.restricted(1).status(10**20 + 1, 4).grundy == 1  # a even below b odd
    with pytest.raises(wythoff.UsageError, match=r"positions\[0\]: restricted knows no Grundy value"):
        wythoff.restricted(3).grundy([[5, 5]])
    assert wythoff.restricted(3).grundy_table(40).max() == 8


@pytest.mark.parametrize("name", HEAPS)
def test_a_heap_games_values_are_its_answers(name):
    g = made(name)
    v = g.values(40)
    assert v.values.dtype == np.uint64 and len(v) == 40
    assert v.values.tolist() == [g.status(n).grundy for n in range(40)]
    assert (g.grundy(np.arange(40)[:, None]).ravel() == v.values).all()
    if v.period is not None:
        assert all(v.values[n] == v.values[n + v.period] for n in range(v.preperiod, 40 - v.period))
    with pytest.raises(ValueError):
        v.values[0] = 7
    picture = v.picture()
    assert picture.svg.count('class="v"') == 40


def test_a_period_is_marked_where_the_game_proves_one():
    v = wythoff.octal("0.07").values(120)
    assert (v.preperiod, v.period) == (53, 34)
    assert "period 34 from heap 53" in repr(v.picture())
    assert wythoff.subtraction([1, 3, 4]).values(10).period == 7
    assert wythoff.nim().values(10).period is None


def test_sequences_are_numpy_arrays_of_the_values():
    s = wythoff.grundys_game().sequence(12)
    assert s.dtype == np.uint64 and s.tolist() == wythoff.grundys_game().values(12).values.tolist()


def test_vectorised_grundy_values_keep_the_arrays_shape():
    nim = wythoff.nim()
    heaps = np.array([[[1, 2, 3], [4, 4, 1]], [[7, 0, 0], [5, 6, 7]]])
    assert nim.grundy(heaps).tolist() == [[0, 1], [7, 4]]
    with pytest.raises(wythoff.UsageError, match="normal play"):
        wythoff.nim(misere=True).grundy([[1, 2]])


def test_tables_and_sequences_are_written_as_csv_and_tsv(tmp_path):
    table = wythoff.generalized(2).grundy_table(9)
    wythoff.write_table(tmp_path / "t.csv", table)
    rows = list(csv.reader(open(tmp_path / "t.csv")))
    assert rows[0] == ["x\\y"] + [str(y) for y in range(9)]
    assert [[int(c) for c in row[1:]] for row in rows[1:]] == table.tolist()
    values = wythoff.octal("0.77").values(30)
    values.write(str(tmp_path / "k.tsv"))
    back = np.loadtxt(tmp_path / "k.tsv", delimiter="\t", skiprows=1, dtype=np.uint64)
    assert (back[:, 0] == np.arange(30)).all() and (back[:, 1] == values.values).all()
    with pytest.raises(TypeError, match="table: a sequence or a square table"):
        wythoff.write_table(tmp_path / "x.csv", np.zeros((2, 2, 2), dtype=int))
    with pytest.raises(TypeError, match="table: an array of integers"):
        wythoff.write_table(tmp_path / "x.csv", [0.5, 1.5])


def test_a_game_without_the_picture_is_told_which_games_have_it():
    with pytest.raises(wythoff.UsageError, match=r"nim: a square of Grundy values .* \(wythoff, generalized, restricted\)"):
        wythoff.nim().grundy_table(5)
    with pytest.raises(wythoff.UsageError, match="wythoff: values G"):
        wythoff.game("wythoff").values(5)
    with pytest.raises(wythoff.UsageError, match="fibonacci: values G"):
        wythoff.fibonacci().picture(5)
    with pytest.raises(wythoff.LimitError, match="^n: a square of values has at most 256"):
        wythoff.restricted(3).grundy_table(300)
    with pytest.raises(wythoff.InputError, match="^count: a plot of values has 1 to 4096"):
        wythoff.nim().values(0)
    with pytest.raises(wythoff.LimitError, match="^size: a plot of values"):
        wythoff.nim().picture(5000)


@pytest.mark.parametrize("name", HEAPS)
def test_kept_values_answer_as_the_whole_analysis(name):
    # status() without limits looks a heap's value up in the game's kept
    # values (any heap where a period is proven); with a limit given it takes
    # the whole analysis.
    g = made(name)
    rng = np.random.default_rng(7)
    heaps = 1 if GAMES[name]["shape"]["kind"] == "named" else 3
    big = 10**6 if g.values(200).period is not None else 3000
    for _ in range(60):
        position = [int(h) for h in rng.integers(0, 5000, size=heaps)]
        position[-1] = big + int(rng.integers(0, 50))
        slow = g.status(position, max_digits=1000).outcome
        assert g.status(position).outcome == slow, (name, position)
        assert bool(g.is_p(np.array([position], dtype=np.uint64))[0]) == (slow == "P"), (name, position)
