"""Types: the package and every Python example a user copies (the README's
blocks, the notebook's cells) pass `mypy --strict`, so an editor knows what
each answer holds."""
import doctest
import subprocess
import sys

import pytest

from conftest import ROOT

pytest.importorskip("mypy")
nbformat = pytest.importorskip("nbformat")


def examples():
    """The README's Python blocks (their `>>>` lines) and the notebook's
    code cells, as one module."""
    text = (ROOT / "README.md").read_text()
    blocks = [b.split("```", 1)[0] for b in text.split("```python\n")[1:]]
    parser = doctest.DocTestParser()
    lines = []
    for block in blocks:
        for example in parser.get_examples(block):
            lines.append(example.source)
    notebook = nbformat.read(ROOT / "examples" / "wythoff-in-class.ipynb", as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            lines.append(cell.source + "\n")
    return "".join(lines)


def mypy(*args):
    return subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", *args], capture_output=True, text=True)


def test_the_package_and_the_examples_pass_mypy_strict(tmp_path):
    source = examples()
    assert "wythoff.status" in source and "WythoffEnv" in source
    path = tmp_path / "examples.py"
    path.write_text(source)
    done = mypy(str(path))
    assert done.returncode == 0, done.stdout + done.stderr
    done = mypy("-p", "wythoff")
    assert done.returncode == 0, done.stdout + done.stderr
    # The answers' fields are typed, not Any.
    probe = tmp_path / "probe.py"
    probe.write_text(
        "import wythoff\n"
        "reveal_type(wythoff.status(3, 5).outcome)\n"
        "reveal_type(wythoff.nth(3).position)\n"
        "reveal_type(wythoff.grundy_table(4))\n"
        "from wythoff.env import WythoffEnv\n"
        "reveal_type(WythoffEnv().step(0))\n"
    )
    done = mypy(str(probe))
    revealed = [line.split("Revealed type is ", 1)[1] for line in done.stdout.splitlines() if "Revealed type" in line]
    assert revealed[0] in ('"str"', '"builtins.str"'), revealed
    assert revealed[1] in ('"tuple[int, int]"', '"tuple[builtins.int, builtins.int]"'), revealed
    assert "numpy.ndarray" in revealed[2], revealed
    assert "numpy.ndarray" in revealed[3] and "bool, bool, " in revealed[3], revealed


def test_every_public_name_is_an_export_and_fields_are_typed(tmp_path):
    # Each public name imported by name (mypy refuses names a module does not
    # export explicitly); a misspelt field is mypy's error, a declared one is not.
    import wythoff

    names = [n for n in wythoff.__all__ if n != "sum"]
    path = tmp_path / "names.py"
    path.write_text(
        f"from wythoff import {', '.join(names)}\n"
        "import wythoff\n"
        "a: str = wythoff.status(3, 5).outcome\n"
        "g: int = wythoff.octal('0.77').genus(8).birthday\n"
        "q: int = wythoff.octal('0.75').quotient(9).order\n"
    )
    done = mypy(str(path))
    assert done.returncode == 0, done.stdout + done.stderr
    path.write_text("import wythoff\nwythoff.status(3, 5).outcom\n")
    done = mypy(str(path))
    assert done.returncode == 1 and "outcom" in done.stdout, done.stdout
