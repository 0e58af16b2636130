"""The PettingZoo AEC environments: PettingZoo's own API test for every registry
game in both rules, self-play to the end with rewards that follow the rule, and
the optimal actions as an exact label (a perfect agent from an N-position wins)."""
import numpy as np
import pytest

import wythoff

pettingzoo = pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test  # noqa: E402

from wythoff.pettingzoo import env, raw_env  # noqa: E402

# (PettingZoo's api_test warns of a dict observation, as every masked game has.)
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")

SMALL = {"nim": dict(heaps=3, max_size=6), "octal": dict(code="0.77", heaps=2, max_size=9),
         "grundys_game": dict(heaps=1, max_size=9), "lasker_nim": dict(heaps=2, max_size=6),
         "moore_nim": dict(heaps=3, max_size=5, k=2), "multipile": dict(max_size=5)}


def cases():
    for g in wythoff.games():
        for rule in ("normal", "misere") if g["misere"] else ("normal",):
            yield g["name"], rule


@pytest.mark.parametrize("name, rule", list(cases()))
def test_pettingzoos_api_test_passes(name, rule):
    api_test(env(name, rule=rule, **SMALL.get(name, dict(max_size=9))), num_cycles=60)


def test_registry_defaults_stand_for_missing_parameters():
    e = env("bash")
    e.reset(seed=3)
    assert e.unwrapped.game.parameters["max_take"] > 0
    assert e.observation_space("player_0")["action_mask"].dtype == np.int8


@pytest.mark.parametrize("rule", ["normal", "misere"])
def test_perfect_self_play_wins_from_n_positions(rule):
    for seed in range(20):
        e = raw_env("wythoff", max_size=12, rule=rule)
        e.reset(seed=seed)
        mover = e.agent_selection
        first_is_n = e.game.status(list(e.position)).outcome == "N"
        while not all(e.terminations.values()):
            agent = e.agent_selection
            mask = e.observe(agent)["action_mask"]
            assert (mask == e.infos[agent]["action_mask"]).all()
            best = e.optimal_actions()
            assert not (best & ~mask.astype(bool)).any()  # optimal actions are legal
            choices = np.flatnonzero(best) if best.any() else np.flatnonzero(mask)
            e.step(int(choices[0]))
        assert sum(e._cumulative_rewards.values()) == 0
        winner = max(e._cumulative_rewards, key=e._cumulative_rewards.get)
        assert (winner == mover) == first_is_n, (seed, rule, e.position)


def test_an_illegal_action_loses_and_bad_input_is_named():
    e = raw_env("nim", heaps=2, max_size=5)
    e.reset(options={"start": (1, 1)})
    illegal = int(np.flatnonzero(e.observe("player_0")["action_mask"] == 0)[0])
    e.step(illegal)
    assert e.rewards == {"player_0": -1.0, "player_1": 1.0} and "illegal" in e.infos["player_0"]
    with pytest.raises(wythoff.InputError, match=r"options\['start'\]: a negative"):
        e.reset(options={"start": (-1, 1)})
    with pytest.raises(wythoff.UsageError, match="rule"):
        raw_env("nim", rule="misère")


def test_frames_name_the_agent_to_move_and_keep_one_size():
    e = raw_env("octal", code="0.77", max_size=8, heaps=2, render_mode="rgb_array")
    e.reset(seed=2)
    rng = np.random.default_rng(2)
    shapes = {e.render().shape}
    while not all(e.terminations.values()):
        mask = e.observe(e.agent_selection)["action_mask"]
        e.step(int(rng.choice(np.flatnonzero(mask))))
        shapes.add(e.render().shape)
    assert len(shapes) == 1 and e.metadata["render_fps"] > 0
