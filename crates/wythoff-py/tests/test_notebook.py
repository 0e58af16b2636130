"""The example notebook runs clean from top to bottom (nbclient), so it
cannot rot."""
import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

from conftest import ROOT


def test_the_notebook_runs_clean():
    path = ROOT / "examples" / "wythoff-in-class.ipynb"
    notebook = nbformat.read(path, as_version=4)
    nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    # The pictures came out as SVG, the big number whole.
    assert any("image/svg+xml" in o.get("data", {}) for o in outputs)
    text = "".join(o.get("text", "") for o in outputs)
    assert "reward: 1.0" in text, text
