"""Running the example notebooks offline, in a throwaway home, as the tests do."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def run_notebook(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, db: Path
) -> nbformat.NotebookNode:
    """Execute ``examples/<name>`` top to bottom with HOME and LTM_DB_PATH under ``tmp_path``."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("LTM_DB_PATH", str(db))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    notebook = nbformat.read(EXAMPLES / name, as_version=4)
    NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    ).execute()
    return notebook


def cell_output(notebook: nbformat.NotebookNode, tag: str) -> str:
    """What the cell tagged ``tag`` printed."""
    [cell] = [c for c in notebook.cells if tag in c.get("metadata", {}).get("tags", [])]
    return "".join(o.get("text", "") for o in cell.outputs if o.get("name") == "stdout")
