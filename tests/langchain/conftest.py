"""Fixtures of the LangChain adapter tests: memory factories on the temp store, a context."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from ltm_core import LongTermMemory, MemoryScope, create_default_long_term_memory

SECRET = "sk-proj-AbCdEf0123456789AbCdEf0123456789AbCdEf01"


@pytest.fixture(autouse=True)
def _facts_only(monkeypatch):
    """These tests are about the facts mined from each turn, so episodes are off here;
    tests/core/test_episodes.py and tests/langchain/test_placement.py switch them on."""
    monkeypatch.setenv("LTM_EPISODES", "0")


@dataclass
class Context:
    """The ``context_schema`` of the test agents."""

    user_id: str | None = None


class RecordingFactory:
    """The core factory on the test store and MiniLM; records every scope it was asked for."""

    def __init__(self, store, embedder, clock) -> None:
        self.store = store
        self.embedder = embedder
        self.clock = clock
        self.scopes: list[MemoryScope] = []
        self.made: list[LongTermMemory] = []

    def __call__(self, scope: MemoryScope) -> LongTermMemory | None:
        self.scopes.append(scope)
        memory = create_default_long_term_memory(
            scope.user_id,
            scope.namespace,
            scope.workspace_id,
            enabled=True,
            embedder=self.embedder,
            store=self.store,
            clock=self.clock,
        )
        if memory is not None:
            self.made.append(memory)
        return memory

    def memory(self, user_id: str, namespace: str = "chat", workspace_id: str | None = None):
        """A memory of that scope for the test itself (seeding, inspecting)."""
        memory = LongTermMemory(
            MemoryScope(user_id, namespace, workspace_id),
            embedder=self.embedder,
            store=self.store,
            clock=self.clock,
        )
        self.made.append(memory)
        return memory

    def texts(self, user_id: str, namespace: str = "chat", workspace_id: str | None = None):
        """The distilled memories of a scope (episodes, the user's own words, left out)."""
        memory = self.memory(user_id, namespace, workspace_id)
        return sorted(i.text for i in memory.list() if not i.episode)

    def episodes(self, user_id: str, namespace: str = "chat", workspace_id: str | None = None):
        """The user's messages kept as episodes."""
        memory = self.memory(user_id, namespace, workspace_id)
        return sorted(i.text for i in memory.list(kinds=["episode"]))

    def close(self) -> None:
        for memory in self.made:
            memory.close()


@pytest.fixture
def factory(store, embedder, clock):
    made = RecordingFactory(store, embedder, clock)
    yield made
    made.close()
