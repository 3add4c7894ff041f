"""examples/langchain_agent.ipynb runs offline from top to bottom and tells its story."""

from __future__ import annotations

import pytest
from ltm_core import LongTermMemory, MemoryScope
from ltm_core.vector.sqlite_vec import SqliteVecProvider

from tests.notebooks import cell_output as output_of
from tests.notebooks import run_notebook


@pytest.mark.slow
def test_the_notebook_runs_offline_and_session_2_benefits(tmp_path, monkeypatch, embedder):
    db = tmp_path / "notebook.db"
    notebook = run_notebook("langchain_agent.ipynb", tmp_path, monkeypatch, db)

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
