"""2,000 users through ``create_memory``, 50 at a time, every chat memory kept alive: bounded
threads, every turn in its own user's memory, and the in-memory chat history a ``Memory`` of
LlamaIndex's would keep."""

from __future__ import annotations

import asyncio
import threading

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.memory import Memory
from llama_index.core.storage.chat_store.base_db import MessageStatus
from ltm_core import MemoryCache, MemoryScope
from ltm_core.extraction.worker import shared_pool
from ltm_llamaindex import InMemoryChatStore, LongTermChatMemory, create_memory

USERS = 2000
OPEN = 50
AT_ONCE = 50
SPARE_THREADS = 2  # room for a thread some library may start once; never one per user


async def test_two_thousand_users_kept_alive_leave_threads_bounded(make_memory):
    cache: MemoryCache[MemoryScope] = MemoryCache(
        lambda scope: make_memory(scope.user_id, scope.namespace), max_open=OPEN
    )
    before = threading.active_count()
    most = before
    # An app that keeps one chat memory per live session: LlamaIndex's default chat store
    # held an aiosqlite thread for each of them.
    sessions: list[LongTermChatMemory] = []

    async def turn(i: int) -> None:
        chat_memory = create_memory(f"user-{i}", memories=cache)
        sessions.append(chat_memory)
        await chat_memory.aput_messages(
            [
                ChatMessage(role="user", content=f"I live in Town{i} and I grow tomatoes."),
                ChatMessage(role="assistant", content="Noted."),
            ]
        )

    for start in range(0, USERS, AT_ONCE):
        await asyncio.gather(*(turn(i) for i in range(start, start + AT_ONCE)))
        most = max(most, threading.active_count())
        assert len(cache) <= OPEN
    assert cache.flush(timeout=600) is True
    most = max(most, threading.active_count())
    assert most <= before + shared_pool().max_workers + SPARE_THREADS
    histories = [await s.aget_all() for s in sessions[:20]]  # each session keeps its own
    assert len(sessions) == USERS and all(len(history) == 2 for history in histories)
    missing = []
    for i in range(USERS):
        memory = make_memory(f"user-{i}", "chat")
        if not any(f"Town{i}" in item.text for item in memory.list()):
            missing.append(i)
    assert missing == []
    cache.close()


def message(text: str, role: str = "user") -> ChatMessage:
    return ChatMessage(role=role, content=text)


async def test_the_in_memory_chat_store_keeps_a_history_as_the_sql_one_does():
    store = InMemoryChatStore()
    await store.add_messages("a", [message("one"), message("two"), message("three")])
    await store.add_message("b", message("other session"))
    kept = message("four")
    await store.add_message("a", kept)
    kept.content = "changed after"  # the store holds a copy
    assert [m.content for m in await store.get_messages("a")] == ["one", "two", "three", "four"]
    assert [m.content for m in await store.get_messages("a", limit=2, offset=1)] == [
        "two",
        "three",
    ]
    archived = await store.archive_oldest_messages("a", 2)
    assert [m.content for m in archived] == ["one", "two"]
    assert await store.count_messages("a") == 2
    assert await store.count_messages("a", status=MessageStatus.ARCHIVED) == 2
    assert await store.count_messages("a", status=None) == 4
    assert [m.content for m in await store.delete_oldest_messages("a", 1)] == ["three"]
    await store.delete_messages("a", status=MessageStatus.ARCHIVED)
    assert [m.content for m in await store.get_messages("a", status=None)] == ["four"]
    assert sorted(await store.get_keys()) == ["a", "b"]
    await store.set_messages("b", [message("fresh")])
    assert [m.content for m in await store.get_messages("b")] == ["fresh"]
    assert await store.delete_message("b", 10_000) is None
    assert [m.content for m in await store.get_messages("b")] == ["fresh"]


async def test_a_long_chat_archives_its_oldest_turns_with_the_in_memory_store(make_memory):
    # LlamaIndex's own flushing (token_limit) runs on the store: old messages are archived,
    # the recent ones stay in the active queue, and the long-term memory still mines them.
    alice = make_memory("alice", "chat")
    chat_memory = create_memory(alice, token_limit=200, token_flush_size=50)
    assert isinstance(chat_memory.sql_store, InMemoryChatStore)
    for i in range(12):
        await chat_memory.aput_messages(
            [
                message(f"Turn {i}: I have visited city number {i} this year and liked it."),
                message("Noted, that sounds like a lovely trip.", role="assistant"),
            ]
        )
    active = await chat_memory.sql_store.get_messages(chat_memory.session_id)
    archived = await chat_memory.sql_store.get_messages(
        chat_memory.session_id, status=MessageStatus.ARCHIVED
    )
    assert archived and active and len(active) + len(archived) == 24
    assert active[-1].content == "Noted, that sounds like a lovely trip."
    assert chat_memory.flush(timeout=120) is True


def test_a_chat_store_given_is_used_as_given(make_memory):
    shared = InMemoryChatStore()
    first = create_memory(make_memory("alice", "chat"), chat_store=shared, session_id="s1")
    second = create_memory(make_memory("alice", "chat"), chat_store=shared, session_id="s2")
    assert first.sql_store is shared and second.sql_store is shared
    plain = Memory.from_defaults()  # LlamaIndex's own default is untouched
    assert not isinstance(plain.sql_store, InMemoryChatStore)
