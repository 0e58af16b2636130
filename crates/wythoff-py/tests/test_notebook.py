"""The example notebook runs clean from top to bottom (nbclient), so it
cannot rot, and it is committed with the outputs it makes (so that it reads
on GitHub without running): each code cell's text as a fresh run prints it."""
import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

from conftest import ROOT

PATH = ROOT / "examples" / "wythoff-in-class.ipynb"


def texts(notebook):
    """Each code cell's printed text and plain-text results."""
    out = []
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        # A cell's printed text as one string: the kernel may flush it in one
        # chunk or several (a loaded machine split "start: [9, 1]" in two).
        stream = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
        parts = [stream] if stream else []
        parts += [o["data"].get("text/plain", "") for o in cell.outputs if "data" in o]
        out.append(parts)
    return out


def test_the_notebook_runs_clean_and_is_committed_with_its_outputs():
    committed = nbformat.read(PATH, as_version=4)
    fresh = nbformat.read(PATH, as_version=4)
    nbclient.NotebookClient(fresh, timeout=120, kernel_name="python3").execute()
    outputs = [o for cell in fresh.cells if cell.cell_type == "code" for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    # The pictures came out as SVG, the big number whole.
    assert any("image/svg+xml" in o.get("data", {}) for o in outputs)
    text = "".join(o.get("text", "") for o in outputs)
    assert "reward: 1.0" in text, text
    assert "np.int64" not in text  # NumPy 2 reprs stay out of what it prints
    assert all(texts(committed)), "a code cell is committed without its output"
    assert texts(committed) == texts(fresh), "the committed outputs are not what the notebook prints now"
