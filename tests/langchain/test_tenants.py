"""2,000 users through one create_agent app: bounded threads, bounded open memories, nothing lost."""

from __future__ import annotations

import threading

from langchain.agents import create_agent
from ltm_core.extraction.worker import shared_pool
from ltm_langchain import LongTermMemoryMiddleware

from tests.langchain.conftest import Context
from tests.langchain.fakes import ScriptedChatModel

USERS = 2000
OPEN = 50
SPARE_THREADS = 2  # room for a thread some library may start once; never one per user


def test_two_thousand_users_leave_threads_and_open_memories_bounded(factory, monkeypatch, store):
    monkeypatch.setenv("LTM_SCOPE_CACHE_SIZE", str(OPEN))
    middleware = LongTermMemoryMiddleware(factory)
    agent = create_agent(
        ScriptedChatModel(), tools=[], middleware=[middleware], context_schema=Context
    )
    before = threading.active_count()
    most = before
    for i in range(USERS):
        agent.invoke(
            {"messages": [("user", f"My name is Person{i} and I live in Town{i}.")]},
            context=Context(f"user-{i}"),
        )
        if i % 100 == 0:
            most = max(most, threading.active_count())
        assert len(middleware.memories.opened()) <= OPEN
    assert middleware.flush(timeout=600) is True
    most = max(most, threading.active_count())
    # Each worker mines with the agent's model, which LLMExtractor calls on a thread of its
    # own (so a hung model cannot block the lane): at most one per worker, never per user.
    assert most <= before + 2 * shared_pool().max_workers + SPARE_THREADS
    # Every user's turn landed in that user's own memory, and only there.
    missing = [
        i for i in range(USERS) if not any(f"Town{i}" in t for t in factory.texts(f"user-{i}"))
    ]
    assert missing == []
    assert all(memory.background_errors == 0 for memory in factory.made)
    middleware.close()
