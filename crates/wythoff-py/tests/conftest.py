"""The command whose answers the package must equal: $WYTHOFF_BIN, else the
workspace's ci build, else its release build. The cache of proven rows writes
no files in the tests (WYTHOFF_CACHE_DIR=off, for the package and the command),
except in the test about it."""
import os
import pathlib
import subprocess
import json

import pytest

os.environ["WYTHOFF_CACHE_DIR"] = "off"
# The command in English, whatever the machine's locale (the tests of Chinese
# ask for it with --lang).
for _locale in ("LC_ALL", "LC_MESSAGES", "LANG"):
    os.environ.pop(_locale, None)

ROOT = pathlib.Path(__file__).resolve().parents[3]


def _binary() -> str:
    given = os.environ.get("WYTHOFF_BIN")
    if given:
        return given
    for build in ("ci", "release"):
        path = ROOT / "target" / build / "wythoff"
        if path.exists():
            return str(path)
    raise pytest.UsageError(
        "the tests compare the package with the command: build it (cargo build --release) or set WYTHOFF_BIN"
    )


BINARY = _binary()


def keywords(entry, written):
    """A request's parameters (as the registry writes them) as Python
    keywords: numbers as ints, a set as a list of ints, a name or a code as
    it is."""
    out = {}
    for p, value in zip(entry["parameters"], written):
        if p["kind"] == "positive":
            out[p["key"]] = int(value)
        elif p["kind"] == "set":
            out[p["key"]] = [int(x) for x in value.split(",")]
        else:
            out[p["key"]] = value
    return out


# Every registry game's first example's parameters, as keywords: the tests
# take the games and their parameters from the registry, not from a list here.
import wythoff  # noqa: E402

PARAMETERS = {g["name"]: keywords(g, g["examples"][0]["parameters"]) for g in wythoff.games()}


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([BINARY, *args], capture_output=True, text=True, check=False)


@pytest.fixture
def command():
    """Runs the command with --json and returns its parsed answer."""

    def ask(*args: str):
        done = run(*args, "--json")
        assert done.returncode == 0, f"{args}: {done.stderr}"
        return json.loads(done.stdout)

    return ask
