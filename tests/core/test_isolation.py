"""No read or write ever crosses scopes, whatever the ids look like."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ltm_core import LongTermMemory, LTMSettings, MemoryScope

ADVERSARIAL_PARTS = [
    "a",
    "a_b",
    "b_c",
    "a_b_c",
    "a:b",
    "a/b",
    "a\\b",
    "../a",
    "a%2Fb",
    "*",
    "%",
    "_",
    "alice",
    "alice ",
    " alice",
    "Alice",
    "ALICE",
    "alic",
    "alice2",
    "ali",
    "al",
    "a" * 300,
    "\u200b",
    "\u200balice",
    "alicé",
    "alice\u0301",
    "ａｌｉｃｅ",
    "👩‍💻",
    "用户",
    "مستخدم",
    "null",
    "None",
    "undefined",
    "0",
    "-1",
    "'; DROP TABLE memories; --",
    '{"a":1}',
    "a\nb",
]

part = st.sampled_from(ADVERSARIAL_PARTS) | st.text(min_size=1, max_size=12).filter(
    lambda s: s.strip() and "\x00" not in s
)
scope_strategy = st.builds(
    MemoryScope,
    user_id=part,
    namespace=st.sampled_from(["default", "chat", "chat_x", "c", "b_c"]) | part,
    workspace_id=st.none() | st.sampled_from(["", "w", "w_1", "thread-42"]) | part,
)

counter = itertools.count()


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(a=scope_strategy, b=scope_strategy)
def test_no_operation_crosses_scopes(a, b, store, embedder):
    if a == b:
        return
    n = next(counter)
    cfg = LTMSettings(near_duplicate_threshold=1.0, max_items=0)
    mem_a = LongTermMemory(a, embedder=embedder, store=store, settings=cfg)
    mem_b = LongTermMemory(b, embedder=embedder, store=store, settings=cfg)
    shared_text = f"the secret project codename is Bluebird {n}"
    item_a = mem_a.remember(shared_text)
    item_b = mem_b.remember(shared_text)  # the same text is a new item, not A's duplicate
    assert item_a.id != item_b.id
    before_b = mem_b.count()

    assert {r.item.id for r in mem_a.recall("project codename", k=50)}.isdisjoint({item_b.id})
    assert item_b.id not in {m.id for m in mem_a.list(limit=-1)}
    assert mem_a.get(item_b.id) is None
    assert mem_a.forget(item_b.id) is False
    assert mem_a.count() == 1
    mem_a.clear()
    assert mem_b.count() == before_b
    assert mem_b.get(item_b.id) is not None
    assert [r.item.id for r in mem_b.recall(shared_text, k=50)] == [item_b.id]
    mem_b.clear()
    mem_a.close()
    mem_b.close()


def test_same_text_in_two_scopes_and_export_import_across_users(make_memory):
    alice = make_memory("alice")
    bob = make_memory("bob")
    a = alice.remember("My locker code habit: I always pick the same one")
    rows = alice.export()
    assert [r.status for r in bob.import_(rows)] == ["stored"]  # same id, other scope
    assert bob.get(a.id) is not None
    assert bob.forget(a.id) is True
    assert alice.get(a.id) is not None
