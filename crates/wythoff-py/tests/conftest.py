"""The command whose answers the package must equal: WYTHOFF_BIN, or the
workspace's release build."""
import os
import pathlib
import subprocess
import json

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
BINARY = os.environ.get("WYTHOFF_BIN", str(ROOT / "target" / "release" / "wythoff"))


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
