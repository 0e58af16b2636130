"""The learning environment: every registry game played to the end through
masks, the masks checked against the rules written here from scratch (for
Wythoff's game and Nim), and the perfect opponent's replies."""
import numpy as np
import pytest

gym = pytest.importorskip("gymnasium")

import wythoff
from wythoff.env import WythoffEnv
from conftest import PARAMETERS



def wythoff_legal(a, b, x, y):
    """Wythoff's rule, from its statement."""
    return (x < a and y == b) or (x == a and y < b) or (0 < a - x == b - y)


@pytest.mark.parametrize("name", list(PARAMETERS))
def test_a_random_game_to_the_end(name):
    env = WythoffEnv(game=name, max_size=8, **PARAMETERS[name])
    rng = np.random.default_rng(7)
    for episode in range(3):
        obs, _ = env.reset(seed=episode)
        assert env.observation_space.contains(obs) or name == "fibonacci"
        for _ in range(200):
            mask = env.action_masks()
            assert mask.shape == (env.action_space.n,)
            if not mask.any():
                break
            if name == "wythoff":
                a, b = obs
                n = env.max_size
                expected = np.array([wythoff_legal(a, b, i // n, i % n) for i in range(n * n)])
                assert (mask == expected).all(), (obs, np.nonzero(mask != expected))
            if name == "nim":
                n = env.max_size
                expected = np.array([1 + i % n <= obs[i // n] for i in range(env.action_space.n)])
                assert (mask == expected).all()
            action = int(rng.choice(np.nonzero(mask)[0]))
            obs, reward, done, truncated, info = env.step(action)
            assert "illegal" not in info, info
            if done:
                assert reward in (1.0, -1.0)
                break
        else:
            pytest.fail("the game did not end")


@pytest.mark.parametrize("rule", ["normal", "misere"])
@pytest.mark.parametrize("name", ["wythoff", "generalized", "restricted", "nim", "bash", "subtraction"])
def test_the_perfect_opponent_leaves_p_positions(name, rule):
    env = WythoffEnv(game=name, max_size=10, rule=rule, **PARAMETERS[name])
    g = env.game
    rng = np.random.default_rng(11)
    replies = 0
    for episode in range(6):
        obs, _ = env.reset(seed=100 + episode)
        while True:
            mask = env.action_masks()
            if not mask.any():
                break
            action = int(rng.choice(np.nonzero(mask)[0]))
            to = env._to(action)
            after = g.status(to)
            obs, reward, done, _, info = env.step(action)
            if done:
                break
            if after.outcome == "N":
                assert g.status(list(obs)).outcome == "P", (name, rule, to, obs)
                replies += 1
    assert replies > 0


def test_illegal_actions_and_labels():
    env = WythoffEnv(max_size=10)
    env.reset(options={"start": (4, 8)})
    assert env.optimal_moves() == [(4, 7)]
    obs, reward, done, _, info = env.step(9 * 10 + 9)  # (9, 9): not a move
    assert done and reward == -1.0 and "illegal" in info
    with pytest.raises(wythoff.UsageError):
        WythoffEnv(game="chess")


def test_the_modules_docstrings_run():
    import doctest

    import wythoff.env

    result = doctest.testmod(wythoff.env)
    assert result.failed == 0 and result.attempted >= 5, result
