"""The LlamaIndex example notebook runs offline and shows a second session recalling the first."""

from __future__ import annotations

import pytest

from tests.notebooks import cell_output as _stdout
from tests.notebooks import run_notebook


@pytest.mark.slow
def test_notebook_runs_offline_and_the_second_session_recalls_the_first(tmp_path, monkeypatch):
    db_path = tmp_path / "ltm" / "memories.db"
    notebook = run_notebook("llamaindex_chat_engine.ipynb", tmp_path, monkeypatch, db_path)

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
