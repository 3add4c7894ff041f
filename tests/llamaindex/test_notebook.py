"""The LlamaIndex example notebook runs offline and shows a second session recalling the first."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOK = Path(__file__).resolve().parents[2] / "examples" / "llamaindex_chat_engine.ipynb"


def _stdout(notebook: nbformat.NotebookNode, tag: str) -> str:
    [cell] = [c for c in notebook.cells if tag in c.get("metadata", {}).get("tags", [])]
    return "".join(o.get("text", "") for o in cell.outputs if o.get("name") == "stdout")


@pytest.mark.slow
def test_notebook_runs_offline_and_the_second_session_recalls_the_first(tmp_path, monkeypatch):
    db_path = tmp_path / "ltm" / "memories.db"
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("LTM_DB_PATH", str(db_path))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    notebook = nbformat.read(NOTEBOOK, as_version=4)

    NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    ).execute()

    monday = _stdout(notebook, "session-1")
    assert "<recalled-memories>" not in monday  # nothing known yet
    assert "The user is allergic to peanuts." in monday
    assert "The user prefers metric units." in monday

    tuesday = _stdout(notebook, "session-2")
    assert tuesday.count("<recalled-memories>") == 1
    block = tuesday[tuesday.index("<recalled-memories>") : tuesday.index("</recalled-memories>")]
    assert "The user is allergic to peanuts." in block
    assert "Hi! I'm allergic to peanuts" not in tuesday  # a new session: no Monday history

    bob = _stdout(notebook, "bob")
    assert "What should I cook tonight?" in bob and "<recalled-memories>" not in bob
    assert db_path.exists()  # stored where LTM_DB_PATH says, not in the real home
