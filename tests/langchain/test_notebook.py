"""examples/langchain_agent.ipynb runs offline from top to bottom and tells its story."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from ltm_core import LongTermMemory, MemoryScope
from ltm_core.vector.sqlite_vec import SqliteVecProvider
from nbclient import NotebookClient

NOTEBOOK = Path(__file__).resolve().parents[2] / "examples" / "langchain_agent.ipynb"


def output_of(notebook, tag: str) -> str:
    [cell] = [c for c in notebook.cells if tag in c.get("metadata", {}).get("tags", [])]
    return "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")


@pytest.mark.slow
def test_the_notebook_runs_offline_and_session_2_benefits(tmp_path, monkeypatch, embedder):
    db = tmp_path / "notebook.db"
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("LTM_DB_PATH", str(db))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    notebook = nbformat.read(NOTEBOOK, as_version=4)

    NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    ).execute()

    assert "Noted!" in output_of(notebook, "session-1")
    learnt = output_of(notebook, "learnt")
    assert "[preference] The user is vegetarian." in learnt
    assert "The user is allergic to peanuts." in learnt
    session_2 = output_of(notebook, "session-2")
    assert "The user is vegetarian." in session_2 and "peanuts" in session_2
    assert output_of(notebook, "history").splitlines() == [
        "['human', 'ai']",
        "block saved in history: False",
    ]
    assert "know your tastes yet" in output_of(notebook, "bob")
    # The memories went to the configured file, not to the user's ~/.ltm.
    store = SqliteVecProvider(db)
    with LongTermMemory(MemoryScope("alice", "chat"), embedder=embedder, store=store) as alice:
        assert {i.text for i in alice.list()} == {
            "The user is vegetarian.",
            "The user is allergic to peanuts.",
        }
    store.close()
    assert not (tmp_path / ".ltm").exists()
