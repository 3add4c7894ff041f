"""Many users in one process share one compiled guard per configuration."""

from __future__ import annotations

import pytest
from ltm_core import ContentRejected, LTMSettings, create_default_long_term_memory
from ltm_core.guard.shared import shared_guard


def test_memories_of_many_users_share_one_guard(tmp_path, embedder):
    settings = LTMSettings(db_path=tmp_path / "m.db")
    memories = [
        create_default_long_term_memory(
            f"user-{i}", enabled=True, settings=settings, embedder=embedder
        )
        for i in range(3)
    ]
    assert all(m is not None for m in memories)
    assert len({id(m.guard) for m in memories if m is not None}) == 1
    for memory in memories:
        assert memory is not None
        with pytest.raises(ContentRejected):
            memory.remember("my token is ghp_" + "a1B2c3D4e5" * 4)
        memory.close()


def test_a_different_configuration_gets_its_own_guard():
    default = shared_guard()
    relaxed = shared_guard(["github_token"], {})
    extra = shared_guard((), {"ticket_id": r"TCK-\d{6}"})
    assert default is shared_guard([], None)
    assert len({id(default), id(relaxed), id(extra)}) == 3
    assert extra.check("see TCK-123456") == "ticket_id"
    assert default.check("see TCK-123456") is None
    token = "ghp_" + "a1B2c3D4e5" * 4
    assert default.check(token) is not None and relaxed.check(token) is None
