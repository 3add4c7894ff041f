"""create_memory for many users: memories come from one bounded per-scope LRU."""

from __future__ import annotations

import threading

from llama_index.core.base.llms.types import ChatMessage
from ltm_core import MemoryCache, MemoryScope
from ltm_core.extraction.worker import shared_pool
from ltm_llamaindex import create_memory

USERS = 300
OPEN = 8


async def test_many_users_share_a_bounded_cache_and_every_turn_lands(make_memory):
    cache: MemoryCache[MemoryScope] = MemoryCache(
        lambda scope: make_memory(scope.user_id, scope.namespace), max_open=OPEN
    )
    before = threading.active_count()
    for i in range(USERS):
        chat_memory = create_memory(f"user-{i}", memories=cache)
        await chat_memory.aput_messages(
            [
                ChatMessage(role="user", content=f"I live in Town{i} and I grow tomatoes."),
                ChatMessage(role="assistant", content="Noted."),
            ]
        )
        assert len(cache) <= OPEN
    assert cache.flush(timeout=300) is True
    assert threading.active_count() <= before + shared_pool().max_workers + 2
    check: MemoryCache[MemoryScope] = MemoryCache(
        lambda scope: make_memory(scope.user_id, scope.namespace), max_open=1
    )
    for i in range(USERS):
        memory = check.get(MemoryScope(f"user-{i}", "chat"))
        assert memory is not None
        assert any(f"Town{i}" in item.text for item in memory.list()), (i, memory.list())
    cache.close()
    check.close()


def test_a_scope_object_and_a_user_id_name_the_same_memory(make_memory):
    cache: MemoryCache[MemoryScope] = MemoryCache(
        lambda scope: make_memory(scope.user_id, scope.namespace), max_open=4
    )
    by_id = create_memory("alice", memories=cache).long_term_blocks[0].memory
    by_scope = create_memory(MemoryScope("alice", "chat"), memories=cache)
    assert by_scope.long_term_blocks[0].memory is by_id
    other = create_memory("alice", namespace="work", memories=cache).long_term_blocks[0].memory
    assert other is not by_id and other.scope == MemoryScope("alice", "work")
    cache.close()


async def test_a_chat_memory_kept_while_other_users_evict_its_scope_still_mines(make_memory):
    # An app keeps one chat memory per session; other users' turns push its long-term memory
    # out of a small cache meanwhile. The block still holds it, and the next turn lands.
    cache: MemoryCache[MemoryScope] = MemoryCache(
        lambda scope: make_memory(scope.user_id, scope.namespace), max_open=2
    )
    alice = create_memory("alice", memories=cache)
    for i in range(6):
        create_memory(f"user-{i}", memories=cache)
    assert alice.long_term_blocks[0].memory not in cache.opened()
    await alice.aput_messages(
        [
            ChatMessage(role="user", content="I live in Porto and I grow tomatoes."),
            ChatMessage(role="assistant", content="Noted."),
        ]
    )
    assert alice.flush(timeout=60) is True
    found = cache.get(MemoryScope("alice", "chat"))
    assert found is not None and any("Porto" in item.text for item in found.list())
    cache.close()
