"""How a run names its scope: context first, then the configurable; never a shared bucket."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from ltm_core import MemoryScope
from ltm_langchain import MissingUserIdWarning
from ltm_langchain._scope import ScopedMemories


@dataclass
class Ctx:
    user_id: object = None
    namespace: str | None = None
    workspace_id: str | None = None


def scope_of(context=None, configurable=None, **options):
    memories = ScopedMemories(lambda scope: None, **options)
    return memories.scope(context, {"configurable": configurable or {}})


def test_the_context_wins_over_the_configurable():
    assert scope_of(Ctx("alice"), {"user_id": "bob"}) == MemoryScope("alice", "chat")
    assert scope_of({"user_id": "alice"}, {"user_id": "bob"}) == MemoryScope("alice", "chat")
    assert scope_of(None, {"user_id": "bob"}) == MemoryScope("bob", "chat")
    assert scope_of(Ctx(None), {"user_id": "bob"}) == MemoryScope("bob", "chat")


def test_namespace_and_workspace_can_be_chosen_per_call():
    assert scope_of(Ctx("alice", "work", "proj"), namespace="notes") == MemoryScope(
        "alice", "work", "proj"
    )
    assert scope_of(None, {"user_id": "a", "workspace_id": "w"}, namespace="notes") == MemoryScope(
        "a", "notes", "w"
    )


def test_the_thread_is_the_workspace_only_when_asked():
    config = {"user_id": "alice", "thread_id": "t-9"}
    assert scope_of(None, config) == MemoryScope("alice", "chat", None)
    assert scope_of(None, config, workspace_from_thread=True) == MemoryScope("alice", "chat", "t-9")
    assert (
        scope_of(None, {**config, "workspace_id": "w"}, workspace_from_thread=True).workspace_id
        == "w"
    )


def test_integer_user_ids_are_used_as_text():
    assert scope_of(Ctx(42)) == MemoryScope("42", "chat")


@pytest.mark.parametrize("user_id", [None, "", "   ", True, 3.5, ["alice"]])
def test_no_usable_user_id_means_no_scope_and_a_warning(user_id):
    with pytest.warns(MissingUserIdWarning):
        assert scope_of(Ctx(user_id)) is None


def test_each_scope_gets_its_own_memory_built_once():
    built: list[MemoryScope] = []
    memories = ScopedMemories(lambda scope: built.append(scope) or None)

    for _ in range(3):
        memories.get(MemoryScope("alice", "chat"))
    memories.get(MemoryScope("bob", "chat"))

    assert built == [MemoryScope("alice", "chat"), MemoryScope("bob", "chat")]


def test_the_memory_cache_is_bounded_and_lets_go_of_what_it_evicts(factory):
    from ltm_core import ChatMessage, MemoryClosed

    memories = ScopedMemories(factory, max_open=2)
    alice = memories.get(MemoryScope("alice", "chat"))
    bob = memories.get(MemoryScope("bob", "chat"))
    alice.remember("The user keeps bees.")
    assert memories.get(MemoryScope("alice", "chat")) is alice  # alice is now the most recent
    # Bob has mining still queued when a third user pushes him out: it lands, then he lets go.
    future = bob.remember_conversation(
        [ChatMessage(role="user", content="I live in Porto and I love hiking.")], background=True
    )
    carol = memories.get(MemoryScope("carol", "chat"))
    assert memories.flush(timeout=60) is True
    assert future.result(timeout=0).stored >= 1
    assert bob.count() >= 1  # whoever still holds bob's memory can use it: never closed
    assert alice.count() == 1 and carol.count() == 0  # still open
    assert set(memories.opened()) == {alice, carol}
    # Bob comes back: a fresh memory of his scope, with what he had stored.
    bob_again = memories.get(MemoryScope("bob", "chat"))
    assert bob_again is not bob and any("Porto" in m.text for m in bob_again.list())
    assert len(memories.opened()) == 2
    memories.close()
    for closed in (alice, bob_again):
        with pytest.raises(MemoryClosed):
            closed.count()


def test_the_cache_size_comes_from_the_settings(monkeypatch):
    monkeypatch.setenv("LTM_SCOPE_CACHE_SIZE", "7")
    assert ScopedMemories(lambda scope: None).max_open == 7
    with pytest.raises(ValueError, match="max_open"):
        ScopedMemories(lambda scope: None, max_open=0)
