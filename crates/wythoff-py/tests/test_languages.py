"""Python in English and Chinese: set_language for the process, lang= where an
answer becomes text; the words are the command's, in either language."""
import pytest

import wythoff
from conftest import keywords, run
from test_api import command_args


@pytest.fixture(autouse=True)
def english_after():
    yield
    wythoff.set_language("en")


def test_lang_writes_the_words_in_a_language_and_set_language_for_the_process():
    a = wythoff.status(3, 5)
    assert wythoff.language() == "en"
    english = str(a)
    assert english.startswith("P: the player to move loses (normal play)")
    assert a.as_text(lang="zh-CN").startswith("P：先手必败（正常规则）\n理由：两堆相差 k = 2")
    assert a.to_dict(lang="zh-CN")["reason"]["text"].startswith("两堆相差 k = 2")
    # Keys, kinds and numbers are the same in every language.
    zh, en = a.to_dict(lang="zh-CN"), a.to_dict()
    zh["reason"].pop("text"), en["reason"].pop("text")
    assert zh == en
    wythoff.set_language("zh-CN")
    assert wythoff.language() == "zh-CN"
    assert str(wythoff.moves(10, 15)).splitlines()[1] == "从两堆各取 2 个 → (8, 13)"
    assert wythoff.status(3, 5).as_text(lang="en") == english + "\n"
    assert str(a) != english  # str follows the process's language
    with pytest.raises(wythoff.InputError, match="heaps\\[0\\]：这里不能是负数"):
        wythoff.nim().status(-3)
    with pytest.raises(ValueError, match="the languages are en, zh-CN"):
        wythoff.set_language("fr")
    with pytest.raises(ValueError, match="lang"):
        a.as_text(lang="fr")


def test_every_games_answers_are_the_commands_in_chinese():
    compared = 0
    for entry in wythoff.games():
        for example in entry["examples"]:
            words, args = command_args(entry, example["parameters"], example["position"])
            g = wythoff.game(entry["name"], **keywords(entry, example["parameters"]))
            position = [int(n) for n in example["position"]]
            for question in ["status", "moves"]:
                ours = getattr(g, question)(*position).as_text(lang="zh-CN")
                done = run("--lang", "zh-CN", *words, question, *args)
                assert done.returncode == 0, done.stderr
                assert ours == done.stdout, (entry["name"], question, example)
                assert "先手" in ours
                compared += 1
    assert compared > 60, compared
