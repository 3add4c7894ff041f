"""The LongTermMemory behaviour suite. tests/backends re-runs it on every backend."""

from __future__ import annotations

import inspect
import json
import math
from datetime import timedelta

import pytest
from ltm_core import (
    ContentRejected,
    LongTermMemory,
    LTMSettings,
    MemoryClosed,
    MemoryNotFound,
)
from ltm_core.render import BLOCK_CLOSE, BLOCK_OPEN

from tests.textgen import sentences


def texts(recalled):
    return [r.item.text for r in recalled]


# -- remember / recall -----------------------------------------------------------------------


def test_recall_finds_the_relevant_memory_first(memory):
    memory.remember("Alice prefers metric units", kind="preference", importance=0.8)
    memory.remember("Alice's cat is called Miso", kind="fact")
    memory.remember("The ingestion project uses Postgres 16", kind="project")
    recalled = memory.recall("what units should I use?", k=3)
    assert recalled[0].item.text == "Alice prefers metric units"
    assert recalled[0].item.kind == "preference"
    assert len(recalled) == 3
    assert [r.score for r in recalled] == sorted((r.score for r in recalled), reverse=True)


def test_score_components_follow_the_documented_formula(memory):
    memory.remember("Alice prefers metric units", kind="preference", importance=0.8)
    (r,) = memory.recall("metric units", k=1)
    assert r.importance == pytest.approx(0.8)
    assert r.recency == pytest.approx(1.0)  # just stored
    s = memory.settings
    assert r.similarity == pytest.approx(
        1 - (1 - max(r.dense, 0)) * math.exp(-s.lexical_weight * r.lexical)
    )
    assert r.similarity >= r.dense  # lexical evidence only ever raises it
    expected = (
        s.weight_similarity * r.similarity
        + s.weight_recency * r.recency
        + s.weight_importance * r.importance
    )
    assert r.score == pytest.approx(expected)
    assert 0.5 < r.dense <= 1.0 and 0.5 < r.lexical <= 1.0


def test_weights_are_settings(make_memory):
    memory = make_memory(
        settings=LTMSettings(weight_similarity=1.0, weight_recency=0.0, weight_importance=0.0)
    )
    memory.remember("Alice prefers metric units", importance=1.0)
    (r,) = memory.recall("metric units", k=1)
    assert r.score == pytest.approx(r.similarity)


def test_recency_decays_with_the_kind_half_life(memory, clock):
    memory.remember("Alice is training for a half marathon", kind="event")
    clock.advance(days=30)
    (r,) = memory.recall("half marathon training", k=1)
    assert r.recency == pytest.approx(0.5, abs=1e-6)
    # Recall bumped last_accessed_at: age now counts from this access.
    clock.advance(days=30)
    (again,) = memory.recall("half marathon training", k=1)
    assert again.recency == pytest.approx(0.5, abs=1e-6)
    assert again.item.access_count == 2


def test_identity_and_protected_tags_never_decay(memory, clock):
    memory.remember("Alice is allergic to peanuts", kind="identity")
    memory.remember("Alice's build server is called hal", kind="fact", tags=["pinned"])
    clock.advance(days=3650)
    recalled = {r.item.text: r for r in memory.recall("Alice allergy build server", k=5)}
    assert recalled["Alice is allergic to peanuts"].recency == 1.0
    assert recalled["Alice's build server is called hal"].recency == 1.0


def test_recency_breaks_ties_between_equally_similar_memories(make_memory, clock):
    memory = make_memory(settings=LTMSettings(near_duplicate_threshold=1.0))
    older = memory.remember("Lunch meeting with the design team on Tuesday", kind="event")
    clock.advance(days=60)
    newer = memory.remember("Lunch meeting with the design team on Thursday", kind="event")
    first, second = memory.recall("lunch meeting with the design team", k=2)
    assert (first.item.id, second.item.id) == (newer.id, older.id)
    # Recency decided: the similarity gap is smaller than what recency adds.
    w = memory.settings
    assert abs(first.similarity - second.similarity) * w.weight_similarity < (
        (first.recency - second.recency) * w.weight_recency
    )


def test_recency_never_outranks_a_clearly_better_match(memory, clock):
    old = memory.remember("Alice's passport expires in March 2027", kind="fact")
    clock.advance(days=365)
    memory.remember("Alice had pasta for lunch", kind="event")
    assert memory.recall("when does the passport expire?", k=1)[0].item.id == old.id


def test_recall_bumps_access_without_reembedding(memory, clock, embedder, monkeypatch):
    item = memory.remember("Alice prefers metric units")
    clock.advance(hours=1)
    calls = []
    monkeypatch.setattr(
        embedder, "embed_documents", lambda texts: calls.append(texts) or pytest.fail("re-embedded")
    )
    memory.recall("units", k=1)
    stored = memory.get(item.id)
    assert stored.access_count == 1
    assert stored.last_accessed_at == clock.now
    assert calls == []


def test_recall_filters_by_kind_and_tag(memory):
    memory.remember("Alice prefers tea over coffee", kind="preference", tags=["drinks"])
    memory.remember("Alice drank coffee at the meetup", kind="event", tags=["meetup"])
    assert texts(memory.recall("coffee", kinds=["event"])) == ["Alice drank coffee at the meetup"]
    assert texts(memory.recall("coffee", tags=["drinks"])) == ["Alice prefers tea over coffee"]
    assert memory.recall("coffee", kinds=["task"]) == []


def test_min_score_drops_weak_matches(memory):
    memory.remember("Alice prefers metric units", importance=0.5)
    memory.remember("The office plant needs water on Fridays", importance=0.5)
    recalled = memory.recall("metric units", k=5, min_score=0.6)
    assert texts(recalled) == ["Alice prefers metric units"]


def test_recall_edge_cases(memory):
    assert memory.recall("anything") == []  # empty store
    memory.remember("Alice prefers metric units")
    assert memory.recall("") == []
    assert memory.recall("   ") == []
    assert memory.recall("units", k=0) == []
    with pytest.raises(ValueError, match="k must be from 0"):  # was [] silently
        memory.recall("units", k=-3)
    huge = "units " * 200_000  # 1.2 MB query: cut before embedding, still answers
    assert texts(memory.recall(huge, k=1)) == ["Alice prefers metric units"]


def test_a_megabyte_memory_is_refused_with_a_clear_error_and_nothing_lost(memory):
    memory.remember("Alice prefers metric units")
    with pytest.raises(ValueError, match="LTM_MAX_TEXT_CHARS"):
        memory.remember("x" * 1_048_576)
    assert memory.count() == 1


def test_render_gives_the_block(memory):
    memory.remember("Alice prefers metric units", kind="preference")
    block = memory.render(memory.recall("units"))
    assert block.startswith(BLOCK_OPEN) and block.endswith(BLOCK_CLOSE)
    assert "- [preference] Alice prefers metric units" in block
    assert memory.render([]) == ""


# -- guard and private spans -----------------------------------------------------------------


def test_secret_is_refused_by_name_and_never_stored(memory):
    secret = "sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5dE2gK"
    with pytest.raises(ContentRejected) as info:
        memory.remember(f"my key is {secret}")
    assert info.value.pattern
    assert secret not in str(info.value)
    assert memory.count() == 0


def test_private_spans_are_removed_before_storage(memory):
    item = memory.remember("I live in Lisbon <private>near the hospital on Rua X</private>.")
    assert item.text.startswith("I live in Lisbon") and "hospital" not in item.text
    assert "hospital" not in json.dumps(memory.export())
    with pytest.raises(ContentRejected) as info:
        memory.remember("<private>only secret stuff</private>")
    assert info.value.pattern == "empty"


def test_secret_in_metadata_is_refused(memory):
    with pytest.raises(ContentRejected):
        memory.remember("deploy notes", metadata={"note": "password=Xk9#mQ2$vL7!"})
    assert memory.count() == 0


# -- dedupe ----------------------------------------------------------------------------------


def test_exact_duplicate_reinforces_instead_of_adding(memory, clock):
    first = memory.remember("Alice prefers metric units", importance=0.3)
    clock.advance(days=2)
    again = memory.remember("  alice PREFERS   metric units ", importance=0.9, tags=["units"])
    assert again.id == first.id
    assert memory.count() == 1
    stored = memory.get(first.id)
    assert stored.importance == pytest.approx(0.9)
    assert stored.last_accessed_at == clock.now
    assert "units" in stored.tags
    assert stored.text == "Alice prefers metric units"


def test_near_duplicate_reinforces(memory):
    first = memory.remember("Alice prefers metric units.", importance=0.4)
    again = memory.remember("Alice prefers the metric units", importance=0.7)
    assert again.id == first.id
    assert memory.count() == 1
    assert memory.get(first.id).importance == pytest.approx(0.7)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Alice's flight leaves at 10:00 on Friday", "Alice's flight leaves at 14:00 on Friday"),
        ("Alice's favourite number is 3", "Alice's favourite number is 8"),
        ("Alice's dentist appointment is on March 3", "Alice's dentist appointment is on March 30"),
        ("Alice's project runs on Python 3.11", "Alice's project runs on Python 3.12"),
        ("Alice's phone number is 555-123-4567", "Alice's phone number is 555-123-4568"),
        ("Alice's rent is $1200 a month", "Alice's rent is $1500 a month"),
        ("Alice's flight leaves on Friday", "Alice's flight leaves on Monday"),
        ("Alice is vegetarian", "Alice is not vegetarian"),
        ("Alice is always late", "Alice is never late"),
    ],
)
def test_a_new_fact_close_to_an_old_one_is_not_silently_dropped(memory, old, new):
    # Promise: bad input loses nothing, and this input is not even bad. These pairs score
    # above the near-duplicate threshold (0.92 to 0.999), yet a number, time, date, amount,
    # version, weekday or a "not" differs: the newer value must be stored, not taken for a
    # duplicate that only reinforces the stale memory (found by the attack session).
    first = memory.remember(old)
    second = memory.remember(new)
    assert second.id != first.id
    assert {item.text for item in memory.list()} == {old, new}


def test_near_duplicates_with_the_same_values_still_reinforce(memory):
    # Word order, punctuation, case, filler words and number formatting change no fact.
    first = memory.remember("Alice's meeting is at 10:00 on March 3")
    assert memory.remember("alice's meeting is on March 3, at 10:00.").id == first.id
    phone = memory.remember("Alice's phone number is (555) 123-4567")
    assert memory.remember("Alice's phone number is 555-123-4567").id == phone.id
    assert memory.count() == 2


def test_remember_many_keeps_both_values_given_in_one_batch(memory):
    results = memory.remember_many(
        ["Alice's flight leaves at 10:00 on Friday", "Alice's flight leaves at 14:00 on Friday"]
    )
    assert [r.status for r in results] == ["stored", "stored"]
    assert memory.count() == 2


def test_related_but_different_memories_are_both_kept(memory):
    memory.remember("Alice prefers metric units")
    memory.remember("Alice prefers imperial units for cooking")
    assert memory.count() == 2


# -- remember_many ---------------------------------------------------------------------------


def test_remember_many_reports_each_item_and_one_bad_item_stops_nothing(memory):
    results = memory.remember_many(
        [
            "Alice prefers metric units",
            {"text": "Alice's cat is Miso", "kind": "fact", "tags": ["pets"]},
            {"text": "token ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"},
            "alice prefers metric units",
            {"text": "bad kind", "kind": "nonsense"},
            {"text": "bad importance", "importance": 7},
            "The ingestion project uses Postgres 16",
        ]
    )
    assert [r.status for r in results] == [
        "stored",
        "stored",
        "rejected",
        "duplicate",
        "rejected",
        "rejected",
        "stored",
    ]
    assert results[2].reason and "ghp_" not in results[2].reason
    assert results[3].item.id == results[0].item.id
    assert results[4].reason.startswith("invalid")
    assert memory.count() == 3
    assert memory.get(results[1].item.id).tags == ["pets"]


def test_remember_many_keeps_created_at(memory, clock):
    when = clock.now - timedelta(days=400)
    (r,) = memory.remember_many([{"text": "Alice moved to Lisbon", "created_at": when}])
    assert memory.get(r.item.id).created_at == when


# -- get / update / forget / clear / list / count ---------------------------------------------


def test_update_changes_fields_and_reembeds_only_for_new_text(memory, embedder, monkeypatch, clock):
    item = memory.remember("Alice prefers metric units", kind="preference")
    clock.advance(minutes=5)
    calls = []
    original = embedder.embed_documents
    monkeypatch.setattr(embedder, "embed_documents", lambda t: calls.append(t) or original(t))
    updated = memory.update(item.id, importance=0.95, tags=["units"], metadata={"src": "chat"})
    assert calls == []
    assert updated.importance == 0.95 and updated.tags == ["units"]
    assert updated.updated_at == clock.now and updated.created_at == item.created_at
    memory.update(item.id, text="Alice prefers imperial units")
    assert len(calls) == 1
    assert texts(memory.recall("imperial", k=1)) == ["Alice prefers imperial units"]
    with pytest.raises(MemoryNotFound):
        memory.update("no-such-id", importance=0.1)
    with pytest.raises(ContentRejected):
        memory.update(item.id, text="AKIAIOSFODNN7EXAMPLQ is the key")
    assert memory.get(item.id).text == "Alice prefers imperial units"


def test_forget_and_clear(memory):
    a = memory.remember("Alice prefers metric units")
    memory.remember("Alice's cat is called Miso")
    assert memory.forget(a.id) is True
    assert memory.forget(a.id) is False
    assert memory.get(a.id) is None
    assert texts(memory.recall("metric units")) == ["Alice's cat is called Miso"]
    assert memory.clear() == 1
    assert memory.count() == 0
    assert memory.recall("cat") == []


def test_list_is_newest_first_and_filters(memory, clock):
    start = clock.now
    for i, kind in enumerate(["fact", "preference", "event", "fact"]):
        memory.remember(f"memory number {i} about topic {'abcd'[i]}", kind=kind, tags=[f"t{i}"])
        clock.advance(days=1)
    listed = memory.list()
    assert [m.text[:15] for m in listed] == [f"memory number {i}" for i in (3, 2, 1, 0)]
    assert [m.kind for m in memory.list(kinds=["fact"])] == ["fact", "fact"]
    assert [m.tags for m in memory.list(tags=["t2"])] == [["t2"]]
    since = memory.list(since=start + timedelta(days=1), until=start + timedelta(days=2))
    assert [m.text[:15] for m in since] == ["memory number 2", "memory number 1"]
    assert len(memory.list(limit=2)) == 2
    assert [m.text[:15] for m in memory.list(limit=2, offset=3)] == ["memory number 0"]
    assert memory.count() == 4


# -- export / import -------------------------------------------------------------------------


def test_export_import_round_trips_every_field(make_memory, clock):
    source = make_memory("alice")
    source.remember(
        "Alice prefers metric units ünïcödé ✓",
        kind="preference",
        importance=0.8,
        tags=["units", "core"],
        metadata={"n": 2**53 + 1, "nested": {"a": [1, "b"]}, "none": None},
        source="chat",
    )
    clock.advance(days=1)
    source.recall("units")
    source.remember("Alice's cat is called Miso")
    rows = source.export()
    json.dumps(rows)  # JSON-serialisable
    target = make_memory("bob")
    results = target.import_(rows)
    assert [r.status for r in results] == ["stored", "stored"]
    assert target.export() == rows
    # Idempotent: importing again changes nothing.
    again = target.import_(rows)
    assert [r.status for r in again] == ["duplicate", "duplicate"]
    assert target.export() == rows


def test_import_applies_the_guard(memory):
    results = memory.import_(
        [
            {"text": "ok memory"},
            {"text": "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"},
        ]
    )
    assert [r.status for r in results] == ["stored", "rejected"]
    assert memory.count() == 1


# -- eviction --------------------------------------------------------------------------------


def test_eviction_drops_lowest_retention_and_never_protected(make_memory, clock):
    memory = make_memory(settings=LTMSettings(max_items=3))
    memory.remember("Old unimportant note about lunch", importance=0.1)
    memory.remember("Alice's passport number is stored at home", importance=0.1, tags=["pinned"])
    clock.advance(days=90)
    memory.remember("Alice prefers metric units", importance=0.9)
    memory.remember("Alice's cat is called Miso", importance=0.6)
    kept = {m.text for m in memory.list()}
    assert memory.count() == 3
    assert "Old unimportant note about lunch" not in kept
    assert "Alice's passport number is stored at home" in kept


def test_max_items_zero_never_evicts(make_memory):
    memory = make_memory(settings=LTMSettings(max_items=0, near_duplicate_threshold=1.0))
    results = memory.remember_many(sentences(600, seed=1))
    assert all(r.status == "stored" for r in results)
    assert memory.count() == 600


# -- lifecycle and async ---------------------------------------------------------------------


def test_closed_memory_refuses_work_clearly(make_memory):
    memory = make_memory()
    memory.close()
    memory.close()  # twice is fine
    with pytest.raises(MemoryClosed):
        memory.recall("x")


def test_context_manager_closes(make_memory):
    with make_memory() as memory:
        memory.remember("Alice prefers metric units")
    with pytest.raises(MemoryClosed):
        memory.count()


async def test_async_twins(memory):
    item = await memory.aremember("Alice prefers metric units", kind="preference")
    results = await memory.aremember_many(["Alice's cat is called Miso"])
    assert results[0].status == "stored"
    assert texts(await memory.arecall("units", k=1)) == ["Alice prefers metric units"]
    assert (await memory.aget(item.id)).kind == "preference"
    assert (await memory.aupdate(item.id, importance=0.2)).importance == 0.2
    assert await memory.acount() == 2
    assert await memory.acount(kinds=["preference"]) == 1
    assert await memory.acount_by_kind() == {"preference": 1, "fact": 1}
    assert len(await memory.alist()) == 2
    assert [i.kind for i in await memory.alist(kinds=["preference"])] == ["preference"]
    rows = await memory.aexport()
    assert await memory.aforget(item.id) is True
    assert await memory.aclear() == 1
    assert [r.status for r in await memory.aimport_(rows)] == ["stored", "stored"]
    assert await memory.aflush() is True
    await memory.aclose()


def test_every_io_method_has_an_async_twin_taking_the_same_arguments():
    pure = {"render", "for_scope"}  # no I/O: nothing to await
    public = [
        name
        for name, fn in inspect.getmembers(LongTermMemory, inspect.isfunction)
        if not name.startswith(("_", "a")) and name not in pure
    ]
    assert {"recall", "remember", "list", "count", "count_by_kind"} <= set(public)
    for name in public:
        twin = getattr(LongTermMemory, "a" + name)
        assert inspect.iscoroutinefunction(twin), name
        assert inspect.signature(twin).parameters.keys() == (
            inspect.signature(getattr(LongTermMemory, name)).parameters.keys()
        ), name


def test_secrets_in_tags_are_refused_too(memory):
    key = "sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5dE2gK"
    with pytest.raises(ContentRejected):
        memory.remember("deploy notes", tags=[key])
    item = memory.remember("deploy notes")
    with pytest.raises(ContentRejected):
        memory.update(item.id, tags=["ok", key])
    results = memory.remember_many([{"text": "other notes", "tags": [key]}])
    assert results[0].status == "rejected" and results[0].pattern == "openai_api_key"
    assert key not in json.dumps(memory.export())


def test_counts_per_kind(memory):
    memory.remember_many(
        [
            {"text": "Alice prefers tea", "kind": "preference"},
            {"text": "Alice prefers window seats", "kind": "preference"},
            {"text": "Alice's cat is Miso", "kind": "fact"},
        ]
    )
    assert memory.count_by_kind() == {"preference": 2, "fact": 1}
    assert memory.count(kinds=["fact", "preference"]) == 3
