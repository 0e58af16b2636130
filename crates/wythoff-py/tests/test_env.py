"""The learning environment: every registry game, in both plays, played to the
end by random and by perfect agents through the masks; every live state has a
legal action and every observation lies in its space; the masks equal the
rules written here from scratch (Wythoff's game, Nim) and the registry's own
check of each move; Gymnasium's checker, registration and vector form."""
import signal

import numpy as np
import pytest

gym = pytest.importorskip("gymnasium")
from gymnasium.utils.env_checker import check_env  # noqa: E402

import wythoff  # noqa: E402
from wythoff.env import WythoffEnv  # noqa: E402
from conftest import PARAMETERS  # noqa: E402

GAMES = [(g["name"], rule) for g in wythoff.games() for rule in (["normal", "misere"] if g["misere"] else ["normal"])]


def any_count(name):
    """Is the game played on any number of heaps (so that heaps= chooses it)?"""
    shape = next(g for g in wythoff.games() if g["name"] == name)["shape"]
    return shape["kind"] == "list" and shape["min"] != shape["max"]


def wythoff_legal(a, b, x, y):
    """Wythoff's rule, from its statement."""
    return (x < a and y == b) or (x == a and y < b) or (0 < a - x == b - y)


def nim_legal(heaps, to):
    """Nim's rule: one heap made smaller, the others as they are."""
    changed = [i for i in range(len(heaps)) if heaps[i] != to[i]]
    return len(changed) == 1 and to[changed[0]] < heaps[changed[0]]


def play(env, agent, episodes, check_mask=None):
    """Plays `episodes` games with `agent(env, mask)` choosing; checks every
    state; returns the rewards."""
    rewards = []
    for episode in range(episodes):
        obs, _ = env.reset(seed=episode)
        for _ in range(500):
            assert env.observation_space.contains(obs), (env.game, obs)
            mask = env.action_masks()
            assert mask.dtype == bool and mask.shape == (env.action_space.n,)
            assert mask.any(), (env.game, env.position, "a live state with no legal action")
            if check_mask:
                check_mask(env, mask)
            obs, reward, done, truncated, info = env.step(agent(env, mask))
            assert "illegal" not in info, info
            if done:
                assert reward in (1.0, -1.0) and "end" in info
                assert env.observation_space.contains(obs)
                rewards.append(reward)
                break
        else:
            pytest.fail("the game did not end")
    return rewards


def random_agent(seed):
    rng = np.random.default_rng(seed)
    return lambda env, mask: int(rng.choice(np.flatnonzero(mask)))


def perfect_agent(env, mask):
    """A winning move where there is one (the library's label), else any."""
    winning = env.optimal_moves()
    for action in np.flatnonzero(mask):
        if winning and tuple(env._to(int(action))) in winning:
            return int(action)
    return int(np.flatnonzero(mask)[0])


def registry_check(env, mask):
    """Each action's verdict equals the registry's check through the answer
    path (some of them: every legal one and as many illegal ones)."""
    legal = np.flatnonzero(mask)
    illegal = np.flatnonzero(~mask)[:: max(1, (~mask).sum() // max(1, len(legal)))]
    for action in list(legal) + list(illegal):
        to = env._to(int(action))
        if to is None or max(to) >= env.max_size:
            assert not mask[action]
            continue
        try:
            env.game.check(list(env.position), to)
            ok = True
        except wythoff.InputError:
            ok = False
        assert ok == bool(mask[action]), (env.game, env.position, to)


@pytest.mark.parametrize("name,rule", GAMES)
def test_every_game_plays_to_the_end_with_masks(name, rule):
    env = WythoffEnv(game=name, max_size=7, rule=rule, heaps=2 if any_count(name) else None, **PARAMETERS[name])
    play(env, random_agent(7), 4, registry_check)
    play(env, perfect_agent, 3)


@pytest.mark.parametrize("name,rule", GAMES)
def test_the_checker_passes_and_the_game_is_registered(name, rule):
    env = gym.make(f"wythoff/{name}-v0", max_size=6, rule=rule, **PARAMETERS[name])
    check_env(env.unwrapped, skip_render_check=True)
    assert env.spec.id == f"wythoff/{name}-v0"


def test_the_masks_are_the_rules_from_scratch():
    env = WythoffEnv(max_size=12)
    n = env.max_size
    for episode in range(10):
        env.reset(seed=episode)
        a, b = env.position
        expected = np.array([wythoff_legal(a, b, i // n, i % n) for i in range(n * n)])
        assert (env.action_masks() == expected).all()
    nim = WythoffEnv(game="nim", max_size=6, heaps=3)
    for episode in range(10):
        nim.reset(seed=episode)
        heaps = nim.position
        targets = [(i // 36, i // 6 % 6, i % 6) for i in range(6**3)]
        expected = np.array([nim_legal(heaps, t) for t in targets])
        assert (nim.action_masks() == expected).all()


def test_moves_that_take_from_several_heaps_are_actions():
    env = WythoffEnv(game="moore_nim", max_size=6, heaps=3, k=2)
    env.reset(options={"start": (3, 4, 5)})
    assert env.action_masks()[(2 * 6 + 3) * 6 + 5]  # (2, 3, 5): from heaps 1 and 2
    env = WythoffEnv(game="multipile", max_size=6, heaps=2, moves="one-or-all")
    env.reset(options={"start": (3, 4)})
    assert env.action_masks()[1 * 6 + 2]  # (1, 2): from both


def test_take_and_break_splits_are_actions_and_observations_are_padded():
    env = WythoffEnv(game="grundys_game", max_size=10, heaps=1)
    obs, _ = env.reset(options={"start": [9]})
    assert obs.shape == (10,) and obs.tolist() == [9] + [0] * 9
    mask = env.action_masks()
    assert sorted(tuple(env._to(int(a))) for a in np.flatnonzero(mask)) == [(1, 8), (2, 7), (3, 6), (4, 5)]
    obs, reward, done, _, info = env.step((0 * 10 + 4) * 10 + 5)
    assert len(env.position) in (2, 3) and env.observation_space.contains(obs)


@pytest.mark.parametrize("rule", ["normal", "misere"])
@pytest.mark.parametrize("name", ["wythoff", "generalized", "restricted", "nim", "bash", "subtraction", "octal"])
def test_the_perfect_opponent_leaves_p_positions(name, rule):
    env = WythoffEnv(game=name, max_size=10, rule=rule, heaps=2 if any_count(name) else None, **PARAMETERS[name])
    g = env.game
    rng = np.random.default_rng(11)
    replies = 0
    for episode in range(20):
        obs, _ = env.reset(seed=100 + episode)
        while True:
            mask = env.action_masks()
            action = int(rng.choice(np.flatnonzero(mask)))
            to = env._to(action)
            after = g.status(to)
            obs, reward, done, _, info = env.step(action)
            if done:
                break
            if after.outcome == "N":
                assert g.status(list(env.position)).outcome == "P", (name, rule, to, env.position)
                replies += 1
    assert replies > 0


def test_bad_parameters_are_refused_at_once():
    # Each used to send reset() into an endless loop.
    signal.alarm(20)
    try:
        for bad, error in [
            (dict(gmae="nim"), wythoff.UsageError),
            (dict(game="bash"), wythoff.UsageError),
            (dict(game="subtraction", set=[0, 2]), wythoff.InputError),
            (dict(game="octal", code="0.7x"), wythoff.InputError),
            (dict(game="chess"), wythoff.UsageError),
            (dict(max_size=1), wythoff.InputError),
            (dict(game="nim", max_size=100, heaps=5), wythoff.InputError),
            (dict(rule="misère"), wythoff.UsageError),
            (dict(game="wythoff", heaps=3), wythoff.UsageError),
            (dict(game="bash", max_take=3, heaps=2), wythoff.UsageError),
        ]:
            with pytest.raises(error):
                WythoffEnv(**bad)
        env = WythoffEnv(max_size=20)
        with pytest.raises(wythoff.UsageError, match="reset"):
            env.step(0)  # before reset
        with pytest.raises(wythoff.InputError, match="start"):
            env.reset(options={"start": (30, 40)})
        with pytest.raises(wythoff.InputError, match=r"options\['start'\]: a negative"):
            env.reset(options={"start": (-1, 3)})
        env.reset(options={"start": (3, 4)})
        with pytest.raises(wythoff.InputError, match="action: -1 is not one of"):
            env.step(-1)
        with pytest.raises(TypeError, match="action: expected an int"):
            env.step(1.5)
    finally:
        signal.alarm(0)


def test_illegal_actions_and_labels():
    env = WythoffEnv(max_size=10)
    env.reset(options={"start": np.array([4, 8])})
    assert env.optimal_moves() == [(4, 7)]
    obs, reward, done, _, info = env.step(9 * 10 + 9)  # (9, 9): not a move
    assert done and reward == -1.0 and "illegal" in info
    assert env.game.status(obs).outcome == "N"  # an observation is a position
    with pytest.raises(wythoff.UsageError, match="the game is over"):
        env.step(0)


def test_a_vector_of_environments_steps_together():
    envs = gym.make_vec("wythoff/nim-v0", num_envs=3, vectorization_mode="sync", max_size=6)
    obs, _ = envs.reset(seed=3)
    assert obs.shape == (3, 3)
    for _ in range(30):
        masks = np.stack([e.unwrapped.action_masks() for e in envs.envs])
        # A finished game's next step is its reset (Gymnasium's next-step
        # autoreset): its action is not read.
        actions = np.array([np.flatnonzero(m)[0] if m.any() else 0 for m in masks])
        obs, rewards, done, truncated, _ = envs.step(actions)
        assert obs.shape == (3, 3) and set(rewards) <= {-1.0, 0.0, 1.0}
    envs.close()


def test_the_modules_docstrings_run():
    import doctest

    import wythoff.env

    result = doctest.testmod(wythoff.env)
    assert result.failed == 0 and result.attempted >= 6, result


def test_masks_reach_the_caller_through_wrappers_in_info():
    import gymnasium as gym

    env = gym.make("wythoff/nim-v0", max_size=5, heaps=2)
    obs, info = env.reset(seed=4)
    mask = info["action_mask"]
    assert mask.dtype == np.int8 and (mask == env.unwrapped.action_masks()).all() and mask.any()
    action = env.action_space.sample(mask)  # Gymnasium's own masked sample
    assert mask[action] == 1
    obs, reward, done, _, info = env.step(action)
    assert info["action_mask"].dtype == np.int8
    if done:
        assert not info["action_mask"].any()
    else:
        assert (info["action_mask"] == env.unwrapped.action_masks()).all()


def test_the_agent_may_move_second_against_any_opponent():
    moved = []

    def greedy(observation, mask):
        moved.append(observation.tolist())
        return int(np.flatnonzero(mask)[-1])

    env = WythoffEnv(game="nim", max_size=6, heaps=2, opponent=greedy, first="opponent")
    obs, info = env.reset(seed=2)
    assert len(moved) == 1 and info["action_mask"].any()  # the opponent moved first
    rewards = []
    for episode in range(20):
        done = False
        while not done:
            action = int(np.flatnonzero(info["action_mask"])[0])
            obs, reward, done, _, info = env.step(action)
        rewards.append(reward)
        obs, info = env.reset()
    assert set(rewards) <= {1.0, -1.0} and len(moved) > 20
    # Against the perfect computer from a P-position of the agent's, the agent loses.
    env = WythoffEnv(max_size=10, first="opponent")
    obs, info = env.reset(options={"start": (5, 9)})  # N: the computer moves to a P-position
    assert env.game.status(list(env.position)).outcome == "P"
    with pytest.raises(wythoff.UsageError, match="first"):
        WythoffEnv(first="second")
    with pytest.raises(wythoff.UsageError, match="opponent"):
        WythoffEnv(opponent="random")


@pytest.mark.parametrize("name", sorted({name for name, _ in GAMES}))
def test_frames_are_pictures_of_one_size_for_video(name):
    env = WythoffEnv(game=name, max_size=9, heaps=2 if any_count(name) else None, render_mode="rgb_array", **PARAMETERS[name])
    assert env.metadata["render_fps"] > 0 and "rgb_array" in env.metadata["render_modes"]
    rng = np.random.default_rng(5)
    env.reset(seed=5)
    frames = [env.render()]
    done = False
    while not done:
        _, _, done, _, _ = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        frames.append(env.render())
    assert len({f.shape for f in frames}) == 1, name
    frame = frames[0]
    assert frame.dtype == np.uint8 and frame.ndim == 3 and frame.shape[2] == 3
    # Ink on white: tokens and words are drawn, and the page is mostly white.
    white = (frame == 255).all(axis=2).mean()
    assert 0.5 < white < 0.995, (name, white)
    assert not (frames[0] == frames[-1]).all(), name


def test_the_checker_passes_with_rendering_and_masks_before_reset_are_empty():
    env = WythoffEnv(max_size=6, render_mode="rgb_array")
    mask = env.action_masks()
    assert mask.shape == (36,) and not mask.any()
    check_env(env)
