"""The command whose answers the package must equal: WYTHOFF_BIN, or the
workspace's release build."""
import os
import pathlib
import subprocess
import json

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
BINARY = os.environ.get("WYTHOFF_BIN", str(ROOT / "target" / "release" / "wythoff"))


# A parameter set for each registry game, as keywords (the tests turn them into
# the command's flags through the registry's list).
PARAMETERS = {
    "wythoff": {},
    "generalized": {"a": 2},
    "restricted": {"max_take": 3},
    "multipile": {"moves": "one-or-all"},
    "nim": {},
    "bash": {"max_take": 4},
    "subtraction": {"set": [1, 3, 4]},
    "fibonacci": {},
    "octal": {"code": "0.77"},
    "grundys_game": {},
    "lasker_nim": {},
}


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
