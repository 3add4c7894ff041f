"""The storage contract every ``VectorProvider`` keeps, checked on each backend.

Vectors here are random unit vectors (no model), so the expected answers are computed with
numpy on exactly the vectors stored.
"""

from __future__ import annotations

import multiprocessing
import random
import threading
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from ltm_core import DimensionMismatch, MemoryItem, MemoryScope
from ltm_core.models import text_hash
from ltm_core.scoring import eviction_order
from ltm_core.stores.base import HybridSearch, LexicalSearch
from ltm_core.text.lexical import query_terms
from ltm_core.vector.base import EvictionPolicy, ItemFilter, VectorProvider
from ltm_core.vector.records import facts_from_metadata, to_metadata

from tests.backends.workers import DIM, MODEL, unit_vectors, write_items

T0 = datetime(2026, 1, 15, 12, 0, 0, 123456, tzinfo=UTC)
ALICE = MemoryScope("alice")


def item(i: int, **fields) -> MemoryItem:
    fields.setdefault("created_at", T0 + timedelta(minutes=i))
    fields.setdefault("updated_at", fields["created_at"])
    return MemoryItem(id=f"m{i}", text=fields.pop("text", f"memory number {i}"), **fields)


def ready(store: VectorProvider) -> VectorProvider:
    store.ensure_embedding(MODEL, DIM)
    return store


def put(store, scope, items, seed=0, vectors=None):
    vectors = unit_vectors(seed, len(items)) if vectors is None else vectors
    store.upsert(scope, items, vectors)
    return vectors


def ids(items) -> list[str]:
    return [i.id for i in items]


def hit_ids(hits) -> list[str]:
    return [h.item.id for h in hits]


def numpy_top(matrix: np.ndarray, query: np.ndarray, k: int) -> list[tuple[int, float]]:
    sims = (matrix @ query) / (np.linalg.norm(matrix, axis=1) * np.linalg.norm(query))
    order = np.argsort(-sims, kind="stable")[:k]
    return [(int(i), float(sims[i])) for i in order]


# -- basic operations --------------------------------------------------------------------------


def test_upsert_get_count_delete(store):
    ready(store)
    items = [item(i) for i in range(4)]
    assert store.upsert(ALICE, items, unit_vectors(1, 4)) == []
    assert store.count(ALICE) == 4
    # get keeps the order asked and skips what is missing
    assert store.get(ALICE, ["m2", "nope", "m0"]) == [items[2], items[0]]
    assert store.get(ALICE, []) == []
    # upsert of an existing id replaces it, without adding a row
    changed = items[1].model_copy(update={"text": "memory number one, changed", "importance": 0.9})
    store.upsert(ALICE, [changed], unit_vectors(2, 1))
    assert store.count(ALICE) == 4
    assert store.get(ALICE, ["m1"]) == [changed]
    assert store.delete(ALICE, ["m0", "m0", "nope"]) == 1
    assert store.delete(ALICE, ["m0"]) == 0
    assert store.get(ALICE, ["m0"]) == []
    assert store.count(ALICE) == 3
    assert store.clear(ALICE) == 3
    assert store.count(ALICE) == 0
    assert store.search(ALICE, unit_vectors(1, 1), 5) == [[]]


def test_an_unknown_scope_reads_as_empty(store):
    ready(store)
    ghost = MemoryScope("nobody")
    assert store.count(ghost) == 0
    assert store.list(ghost) == []
    assert store.get(ghost, ["m1"]) == []
    assert store.find_by_hash(ghost, [text_hash("x")]) == {}
    assert store.search(ghost, unit_vectors(0, 2), 3) == [[], []]
    assert store.delete(ghost, ["m1"]) == 0
    assert store.clear(ghost) == 0
    assert store.update(ghost, item(1)) is False


def test_cosine_similarity_equals_numpy(store):
    ready(store)
    n = 60
    rng = np.random.default_rng(7)
    # Not unit length: a backend computing a dot product instead of the cosine would fail.
    vectors = unit_vectors(3, n) * rng.uniform(0.2, 5.0, size=(n, 1)).astype(np.float32)
    store.upsert(ALICE, [item(i) for i in range(n)], vectors)
    queries = unit_vectors(4, 5) * 3.0
    results = store.search(ALICE, queries, 10)
    assert len(results) == 5
    for query, hits in zip(queries, results, strict=True):
        expected = numpy_top(vectors.astype(np.float64), query.astype(np.float64), 10)
        assert [h.item.id for h in hits] == [f"m{i}" for i, _ in expected]
        for hit, (_, sim) in zip(hits, expected, strict=True):
            assert hit.similarity == pytest.approx(sim, abs=1e-5)
    # A vector finds itself with similarity 1; k beyond the size returns everything.
    (self_hits,) = store.search(ALICE, vectors[5:6], n + 10)
    assert self_hits[0].item.id == "m5"
    assert self_hits[0].similarity == pytest.approx(1.0, abs=1e-5)
    assert len(self_hits) == n
    assert store.search(ALICE, queries[:1], 0) == [[]]


def test_metadata_round_trip_is_exact(store):
    ready(store)
    when = datetime(2026, 1, 15, 12, 0, 0, 123456, tzinfo=UTC)
    full = MemoryItem(
        id="full",
        text='Ünïcödé ✓ 👩‍💻 用户 مستخدم <tag> & "quotes" \\ \n new line',
        kind="preference",
        importance=1 / 3,
        tags=["units", "ünï", "a:b", "core"],
        metadata={
            "unicode": "ünïcödé ✓ 👩‍💻",
            "list": [1, "b", None, [2.5, {"x": []}]],
            "null": None,
            "big": 2**53 + 1,
            "huge": -(2**70),
            "float": 0.1,
            "bool": False,
            "nested": {"a": {"b": [True, None]}, "": "empty key"},
            "when": when,
        },
        source="chat",
        created_at=when,
        updated_at=when + timedelta(seconds=1),
        last_accessed_at=when + timedelta(days=2, microseconds=7),
        access_count=7,
    )
    bare = MemoryItem(id="bare", text="x", created_at=when, updated_at=when)
    store.upsert(ALICE, [full, bare], unit_vectors(5, 2))
    got_full, got_bare = store.get(ALICE, ["full", "bare"])
    # A datetime in metadata comes back as its ISO 8601 str(), as sqlite-vec stores it.
    assert got_full.metadata["when"] == "2026-01-15 12:00:00.123456+00:00"
    expected = full.model_copy(update={"metadata": {**full.metadata, "when": str(when)}})
    assert got_full == expected
    assert got_full.metadata["big"] == 2**53 + 1 and got_full.importance == 1 / 3
    assert got_bare == bare and got_bare.last_accessed_at is None
    assert got_bare.superseded_by is None and got_bare.tags == [] and got_bare.metadata == {}
    # The same through list and search.
    assert expected in store.list(ALICE)
    hits = store.search(ALICE, unit_vectors(5, 1), 2)[0]
    assert {h.item.id: h.item for h in hits}["full"] == expected


# -- filters and paging ------------------------------------------------------------------------


def test_filters_on_kinds_tags_and_dates(store):
    ready(store)
    spec = [
        ("fact", ["a"]),
        ("preference", ["b", "a:b"]),
        ("event", []),
        ("fact", ["ü b"]),
        ("task", ["b"]),
    ]
    items = [
        item(i, kind=k, tags=t, created_at=T0 + timedelta(days=i)) for i, (k, t) in enumerate(spec)
    ]
    vectors = put(store, ALICE, items)
    every = ids(items)

    def listed(**kw):
        return sorted(ids(store.list(ALICE, ItemFilter.of(**kw), limit=-1)))

    def counted(**kw):
        return store.count(ALICE, ItemFilter.of(**kw))

    def searched(**kw):
        return sorted(
            h.item.id for h in store.search(ALICE, vectors[:1], 10, where=ItemFilter.of(**kw))[0]
        )

    cases = [
        ({"kinds": ["fact"]}, ["m0", "m3"]),
        ({"kinds": ["fact", "task"]}, ["m0", "m3", "m4"]),
        ({"kinds": []}, []),
        ({"tags": ["b"]}, ["m1", "m4"]),
        ({"tags": ["a", "ü b"]}, ["m0", "m3"]),
        ({"tags": ["a:b"]}, ["m1"]),
        ({"tags": ["a:"]}, []),
        ({"tags": []}, []),
        ({"since": T0 + timedelta(days=1), "until": T0 + timedelta(days=3)}, ["m1", "m2", "m3"]),
        ({"since": T0 + timedelta(days=4)}, ["m4"]),
        ({"until": T0 - timedelta(microseconds=1)}, []),
        ({"kinds": ["fact"], "tags": ["a"], "since": T0}, ["m0"]),
        ({}, every),
    ]
    for kw, expected in cases:
        assert listed(**kw) == expected, kw
        assert counted(**kw) == len(expected), kw
        assert searched(**kw) == expected, kw


def test_list_pages_newest_first(store):
    ready(store)
    order = list(range(25))
    random.Random(3).shuffle(order)
    # Items 20..24 share one creation time: ties come newest-written first, as in sqlite.
    items = [item(i, created_at=T0 + timedelta(hours=min(i, 20))) for i in order]
    for start in range(0, 25, 7):
        store.upsert(
            ALICE, items[start : start + 7], unit_vectors(start, len(items[start : start + 7]))
        )
    tied = [i for i in order if i >= 20]
    expected = [f"m{i}" for i in reversed(tied)] + [f"m{i}" for i in range(19, -1, -1)]
    assert ids(store.list(ALICE, limit=-1)) == expected
    pages = [ids(store.list(ALICE, limit=10, offset=o)) for o in (0, 10, 20, 30)]
    assert pages == [expected[:10], expected[10:20], expected[20:], []]
    assert ids(store.list(ALICE, limit=3, offset=-5)) == expected[:3]
    assert store.list(ALICE, limit=0) == []


# -- superseded items --------------------------------------------------------------------------


def test_superseded_items_are_history(store):
    ready(store)
    old, new = item(1, text="Alice lives in Paris"), item(2, text="Alice moved to Berlin")
    vectors = put(store, ALICE, [old, new])
    replaced = old.model_copy(update={"superseded_by": new.id})
    assert store.update(ALICE, replaced) is True
    assert store.get(ALICE, [old.id]) == [replaced]
    everything = ItemFilter(include_superseded=True)
    for where in (None, everything, ItemFilter.of(kinds=["fact"], include_superseded=True)):
        hits = store.search(ALICE, vectors, 5, where=where)
        assert all(h.item.id != old.id for row in hits for h in row)
    assert store.count(ALICE) == 1
    assert store.count(ALICE, everything) == 2
    assert ids(store.list(ALICE)) == [new.id]
    assert ids(store.list(ALICE, everything)) == [new.id, old.id]
    assert store.find_by_hash(ALICE, [text_hash(old.text)]) == {}
    # Active again: searchable again.
    assert store.update(ALICE, replaced.model_copy(update={"superseded_by": None}))
    assert store.search(ALICE, vectors[:1], 1)[0][0].item.id == old.id
    assert store.count(ALICE) == 2


def test_history_nearest_to_the_query_takes_no_place_in_the_results(store):
    ready(store)
    n = 40
    vectors = unit_vectors(11, n)
    items = [item(i) for i in range(n)]
    put(store, ALICE, items, vectors=vectors)
    query = vectors[:1]
    order = [i for i, _ in numpy_top(vectors.astype(np.float64), query[0].astype(np.float64), n)]
    # The 12 nearest (the query's own record among them) become history.
    for i in order[:12]:
        store.update(ALICE, items[i].model_copy(update={"superseded_by": "m-new"}))
    (hits,) = store.search(ALICE, query, 5)
    assert [h.item.id for h in hits] == [f"m{i}" for i in order[12:17]]
    (every,) = store.search(ALICE, query, n)
    assert [h.item.id for h in every] == [f"m{i}" for i in order[12:]]
    # With a filter the store filters: the same answer.
    (kinds,) = store.search(ALICE, query, 5, where=ItemFilter.of(kinds=["fact"]))
    assert [h.item.id for h in kinds] == [f"m{i}" for i in order[12:17]]


def test_one_pass_hybrid_search_finds_the_active_word_matches_beside_the_nearest(store):
    if not isinstance(store, HybridSearch):
        pytest.skip("this backend has no one-pass hybrid search")
    ready(store)
    n = 30
    items = [item(i, text=f"memory {i} about a zebra") if i % 3 == 0 else item(i) for i in range(n)]
    vectors = put(store, ALICE, items, seed=21)
    store.update(ALICE, items[3].model_copy(update={"superseded_by": "m-new"}))
    put(store, MemoryScope("bob"), [item(i, text=f"zebra zebra {i}") for i in range(5)], seed=22)
    stems = query_terms("zebra")
    dense, found = store.hybrid_search(ALICE, vectors[0], stems, 10)
    assert hit_ids(dense) == hit_ids(store.search(ALICE, vectors[:1], 10)[0])
    zebras = {f"m{i}" for i in range(0, n, 3)} - {"m3"}  # history and Bob's records never
    assert set(hit_ids(found.hits)) == zebras
    assert found.documents == n - 1
    assert dict(found.document_frequency) == {stems[0]: len(zebras)}


def test_recall_on_a_store_without_full_text_scores_the_pool_as_it_always_did(
    store, make_memory, settings
):
    if not isinstance(store, HybridSearch) or isinstance(store, LexicalSearch):
        pytest.skip("this backend has its own full-text index")
    hobbies = ["chess", "cycling", "baking", "hiking", "painting", "sailing", "tennis", "jazz"]
    texts = [f"The user likes {h} and {hobbies[(i * 3 + 1) % 8]}, note {i}"
             for i, h in enumerate(hobbies * 6)]  # fmt: skip
    one_pass = make_memory(settings=settings.model_copy(update={"max_items": 0}))
    one_pass.remember_many(texts)
    whole_pool = make_memory(
        settings=settings.model_copy(update={"max_items": 0, "lexical_index": False})
    )
    for query in ["what does the user like about sailing?", "jazz and chess", "note 7 baking"]:
        got = one_pass.recall(query, k=10, touch=False)
        assert got, query
        assert [(r.item.id, r.score) for r in got] == [
            (r.item.id, r.score) for r in whole_pool.recall(query, k=10, touch=False)
        ]


def test_a_hybrid_search_shows_what_another_provider_changed_since_its_last_one(backend):
    if backend.embedded:
        pytest.skip("one provider at a time holds an embedded Chroma folder")
    reader = ready(backend.open())
    if not isinstance(reader, HybridSearch):
        pytest.skip("this backend has no one-pass hybrid search")
    items = [item(i, text=f"memory {i} about a zebra") for i in range(12)]
    vectors = put(reader, ALICE, items, seed=31)
    zebra, giraffe = query_terms("zebra"), query_terms("giraffe")
    dense, found = reader.hybrid_search(ALICE, vectors[0], zebra, 5)
    assert "m0" in hit_ids(dense) and "m0" in hit_ids(found.hits)
    writer = ready(backend.open())  # another process, as far as the reader can tell
    writer.update(ALICE, items[0].model_copy(update={"text": "now about a giraffe"}))
    writer.update(ALICE, items[1].model_copy(update={"superseded_by": "m0"}))
    writer.delete(ALICE, ["m2"])
    writer.close()
    dense, found = reader.hybrid_search(ALICE, vectors[0], zebra, 5)
    assert hit_ids(dense) == hit_ids(reader.search(ALICE, vectors[:1], 5)[0])
    assert {"m1", "m2"}.isdisjoint(hit_ids(dense) + hit_ids(found.hits))
    assert dense[0].item.text == "now about a giraffe"
    assert "m0" not in hit_ids(found.hits) and found.documents == 10
    _, found = reader.hybrid_search(ALICE, vectors[0], giraffe, 5)
    assert hit_ids(found.hits) == ["m0"]


def test_a_fresh_provider_reads_what_the_writer_read_after_every_kind_of_write(backend):
    writer = ready(backend.open())
    items = [item(i, tags=["t"] if i % 2 else []) for i in range(12)]
    vectors = put(writer, ALICE, items)
    writer.update(ALICE, items[0].model_copy(update={"text": "renamed", "tags": ["x"]}))
    writer.update(ALICE, items[1].model_copy(update={"superseded_by": "m2"}))
    writer.touch(ALICE, ["m3", "m4"], T0 + timedelta(days=2))
    writer.delete(ALICE, ["m5"])
    policy = EvictionPolicy(max_items=10, order=lambda facts: ["m6"])
    put(writer, ALICE, [item(20, text="late")], seed=5)
    writer.upsert(ALICE, [item(21)], unit_vectors(6, 1), eviction=policy)

    def seen(store):
        everything = ItemFilter(include_superseded=True)
        return (
            store.list(ALICE, everything, limit=-1),
            store.get(ALICE, [f"m{i}" for i in range(22)]),
            [
                [(h.item, round(h.similarity, 4)) for h in row]
                for row in store.search(ALICE, vectors, 4)
            ],
            store.count(ALICE),
        )

    before = seen(writer)
    assert before[3] == 11 and "m6" not in ids(before[1]) and "m5" not in ids(before[1])
    writer.close()
    reader = ready(backend.open())
    assert seen(reader) == before


def test_find_by_hash_returns_the_oldest_active_copy(store):
    ready(store)
    a = item(1, text="Alice prefers metric units")
    b = item(2, text="  alice PREFERS metric units ")
    c = item(3, text="something else")
    put(store, ALICE, [a, b, c])
    found = store.find_by_hash(ALICE, [text_hash(a.text), text_hash("missing"), text_hash(a.text)])
    assert list(found) == [text_hash(a.text)]
    assert found[text_hash(a.text)] == a


def test_touch_bumps_access_and_update_replaces_fields(store):
    ready(store)
    it = item(1, tags=["old", "pinned"], metadata={"k": 1})
    vectors = put(store, ALICE, [it, item(2)])
    later = T0 + timedelta(days=1)
    store.touch(ALICE, [it.id, it.id, "nope"], later)
    store.touch(ALICE, [it.id], later + timedelta(hours=1))
    (got,) = store.get(ALICE, [it.id])
    assert (got.access_count, got.last_accessed_at) == (2, later + timedelta(hours=1))
    assert got.model_copy(update={"access_count": 0, "last_accessed_at": None}) == it
    # Removed tags and metadata keys are gone, not merged (Chroma and Pinecone merge by default).
    changed = got.model_copy(update={"tags": ["new"], "metadata": {}, "text": "renamed"})
    assert store.update(ALICE, changed) is True
    assert store.get(ALICE, [it.id]) == [changed]
    assert store.count(ALICE, ItemFilter.of(tags=["old"])) == 0
    assert store.count(ALICE, ItemFilter.of(tags=["new"])) == 1
    # Without a vector the old one stays; with one it is replaced.
    assert store.search(ALICE, vectors[:1], 1)[0][0].similarity == pytest.approx(1.0, abs=1e-5)
    fresh = unit_vectors(99, 1)
    assert store.update(ALICE, changed, fresh[0]) is True
    (top,) = store.search(ALICE, fresh, 1)[0]
    assert top.item.id == it.id and top.similarity == pytest.approx(1.0, abs=1e-5)
    assert store.update(ALICE, item(77)) is False


def test_a_touch_shows_in_searches_at_once_and_close_writes_it(backend):
    store = ready(backend.open())
    vectors = put(store, ALICE, [item(1), item(2)])
    at = T0 + timedelta(days=3)
    store.touch(ALICE, ["m1"], at)
    (hit,) = store.search(ALICE, vectors[:1], 1)[0]
    assert (hit.item.id, hit.item.access_count, hit.item.last_accessed_at) == ("m1", 1, at)
    store.close()
    again = ready(backend.open())
    (got,) = again.get(ALICE, ["m1"])
    assert (got.access_count, got.last_accessed_at) == (1, at)
    assert again.get(ALICE, ["m2"])[0].access_count == 0


def test_a_search_runs_while_access_times_are_written_and_counts_them_once(store):
    from ltm_core.stores._remote import RemoteStore

    if not isinstance(store, RemoteStore):
        pytest.skip("this backend writes access times under its own lock")
    ready(store)
    vectors = put(store, ALICE, [item(1), item(2)])
    at = T0 + timedelta(days=4)
    store.touch(ALICE, ["m1"], at)
    started, go, landed, release = (threading.Event() for _ in range(4))
    write = store._write_touches

    def slow_write(scope, bumps):
        started.set()
        assert go.wait(60)
        write(scope, bumps)  # the bump is in the store now, and still in flight
        landed.set()
        assert release.wait(60)

    store._write_touches = slow_write
    flushing = threading.Thread(target=store.flush_touches)
    flushing.start()

    def seen():
        (hit,) = store.search(ALICE, vectors[:1], 1)[0]
        (dense,), _ = store.hybrid_search(ALICE, vectors[0], ["memory"], 1)
        return [(h.item.id, h.item.access_count, h.item.last_accessed_at) for h in (hit, dense)]

    try:
        assert started.wait(60)
        assert seen() == [("m1", 1, at)] * 2  # in flight, not yet written: shown
        store.touch(ALICE, ["m1"], at + timedelta(hours=1))  # owed again meanwhile
        go.set()
        assert landed.wait(60)
        assert seen() == [("m1", 2, at + timedelta(hours=1))] * 2  # written: not counted twice
    finally:
        go.set()
        release.set()
        flushing.join(60)
    del store._write_touches
    assert seen() == [("m1", 2, at + timedelta(hours=1))] * 2
    (got,) = store.get(ALICE, ["m1"])  # writes what was owed meanwhile
    assert (got.access_count, got.last_accessed_at) == (2, at + timedelta(hours=1))


def test_eviction_keeps_max_items_and_follows_the_core_order(store):
    ready(store)
    now = T0 + timedelta(days=100)

    def half_life(kind):
        return 30.0

    policy = EvictionPolicy(max_items=4, order=lambda facts: eviction_order(facts, now, half_life))
    items = [
        item(0, importance=0.1),
        item(1, importance=0.1, tags=["pinned"]),
        item(2, importance=0.9),
        item(3, importance=0.2, created_at=T0 + timedelta(days=90)),
        item(4, importance=0.8, superseded_by="m2"),
    ]
    store.upsert(ALICE, items[:3], unit_vectors(1, 3), eviction=policy)
    expected_order = eviction_order(
        [
            facts_from_metadata(to_metadata(i, seq=0, with_text=False, tag_keys=True))
            for i in [*items, item(5)]
        ],
        now,
        half_life,
    )
    evicted = store.upsert(
        ALICE, [items[3], items[4], item(5)], unit_vectors(2, 3), eviction=policy
    )
    assert evicted == expected_order[:2]
    assert evicted[0] == "m4"  # history goes first
    assert "m1" not in evicted  # protected
    assert store.count(ALICE, ItemFilter(include_superseded=True)) == 4
    assert sorted(ids(store.list(ALICE, ItemFilter(include_superseded=True)))) == sorted(
        {"m0", "m1", "m2", "m3", "m5"} - set(evicted)
    )


# -- isolation ---------------------------------------------------------------------------------

ADVERSARIAL_PAIRS = [
    (MemoryScope("a_b", "c"), MemoryScope("a", "b_c")),
    (MemoryScope("a", "default", None), MemoryScope("a", "default", "")),
    (MemoryScope("alice"), MemoryScope("alic")),
    (MemoryScope("alice"), MemoryScope("alice ")),
    (MemoryScope("alice"), MemoryScope("Alice")),
    (MemoryScope("a:b"), MemoryScope("a", "b")),
    (MemoryScope("a/b"), MemoryScope("a\\b")),
    (MemoryScope("用户", "👩‍💻"), MemoryScope("مستخدم", "\u200b")),
    (MemoryScope("'; DROP TABLE memories; --"), MemoryScope('{"a":1}', "null", "None")),
    (MemoryScope("a" * 300), MemoryScope("a" * 299)),
]


@pytest.mark.parametrize("pair", range(len(ADVERSARIAL_PAIRS)))
def test_scopes_never_see_each_other(store, pair):
    ready(store)
    a, b = ADVERSARIAL_PAIRS[pair]
    shared = item(1, text="the same id and text in both scopes")
    v = unit_vectors(pair, 1)
    store.upsert(a, [shared], v)
    store.upsert(b, [shared.model_copy(update={"importance": 0.9}), item(2)], np.vstack([v, v]))
    assert store.count(a) == 1 and store.count(b) == 2
    assert ids(store.list(a)) == ["m1"] and store.get(a, ["m2"]) == []
    assert store.get(a, ["m1"])[0].importance == 0.5
    assert [h.item.id for h in store.search(a, v, 10)[0]] == ["m1"]
    assert store.search(a, v, 10)[0][0].item.importance == 0.5  # a's own record, not b's
    assert {h.item.id: h.item.importance for h in store.search(b, v, 10)[0]}["m1"] == 0.9
    assert store.delete(a, ["m2"]) == 0
    assert store.clear(a) == 1
    assert store.count(b) == 2 and store.get(b, ["m1"])[0].importance == 0.9


def test_odd_memory_ids_round_trip(store):
    ready(store)
    odd = ["", "ü", "a b", "~x", "x" * 600, "a/b?c=d#e", "m1", "😀"]
    items = [MemoryItem(id=i, text=f"odd id {n}", created_at=T0) for n, i in enumerate(odd)]
    put(store, ALICE, items)
    assert ids(store.get(ALICE, odd)) == odd
    assert sorted(ids(store.list(ALICE, limit=-1))) == sorted(odd)
    assert store.delete(ALICE, ["", "😀"]) == 2
    assert store.count(ALICE) == len(odd) - 2


# -- model, dimension, persistence -------------------------------------------------------------


def test_another_dimension_is_refused_naming_both(backend):
    first = ready(backend.open())
    put(first, ALICE, [item(1)])
    with pytest.raises(DimensionMismatch):
        first.upsert(ALICE, [item(2)], np.ones((1, 5), dtype=np.float32))
    with pytest.raises(DimensionMismatch):
        first.search(ALICE, np.ones((1, 5), dtype=np.float32), 3)
    if backend.embedded:
        first.close()  # one holder at a time
    second = backend.open()
    with pytest.raises(DimensionMismatch) as info:
        second.ensure_embedding("all-mpnet-base-v2", 768)
    message = str(info.value)
    assert "384" in message and "768" in message
    assert MODEL in message and "all-mpnet-base-v2" in message
    assert second.count(ALICE) == 1  # nothing lost


def test_a_new_provider_sees_everything(backend):
    first = ready(backend.open())
    items = [item(i, tags=["t"]) for i in range(3)]
    vectors = put(first, ALICE, items)
    first.update(ALICE, items[0].model_copy(update={"superseded_by": "m1"}))
    first.close()
    second = ready(backend.open())
    assert store_state(second) == store_state_of(items, superseded={"m0": "m1"})
    assert second.search(ALICE, vectors[1:2], 1)[0][0].item.id == "m1"
    info = second.info()
    assert info.provider == second.name and info.dimension == DIM and info.embedding_model == MODEL


def store_state(store):
    everything = store.list(ALICE, ItemFilter(include_superseded=True), limit=-1)
    return sorted((i.id, i.text, i.superseded_by) for i in everything)


def store_state_of(items, superseded):
    return sorted((i.id, i.text, superseded.get(i.id)) for i in items)


def test_a_reopened_provider_reconnects_by_itself(store):
    ready(store)
    put(store, ALICE, [item(1)])
    store.close()
    assert store.count(ALICE) == 1  # the next call reopens
    store.close()
    store.close()  # twice is fine


# -- several processes -------------------------------------------------------------------------


def test_two_writer_processes_lose_nothing(backend):
    if backend.embedded:
        pytest.skip("embedded Chroma refuses a second process: see the lock test")
    ready(backend.open()).close()
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(2) as pool:
        runs = [
            pool.apply_async(write_items, (backend.kind, backend.spec, "shared", seed, 120, 12))
            for seed in (1, 2)
        ]
        written = [r.get(timeout=300) for r in runs]
    for result in written:
        assert isinstance(result, list), result
    store = ready(backend.open())
    assert store.count(MemoryScope("shared")) == 240
    for seed, result in zip((1, 2), written, strict=True):
        assert len(store.get(MemoryScope("shared"), result)) == 120
        vectors = unit_vectors(seed, 120)
        hits = store.search(MemoryScope("shared"), vectors, 1)
        assert [h[0].item.id for h in hits] == result  # every vector is found by similarity
