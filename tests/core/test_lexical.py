"""Lexical recall: tokens, stems that agree with FTS5, bounded BM25, fusion in recall."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ltm_core import LongTermMemory, LTMSettings, MemoryScope
from ltm_core.lexical import TermStatistics, bm25_similarity, query_terms, terms, tokens
from ltm_core.porter import stem
from ltm_core.vector import sqlite_driver
from ltm_core.vector.sqlite_vec import SqliteVecProvider

from tests.core.guard_corpus import BENIGN
from tests.core.rule_corpus import CORPUS

# -- tokens and stems ------------------------------------------------------------------------


def test_tokens_fold_case_diacritics_and_split_any_script():
    assert tokens("Café CRÈME, naïve—Zoë's!") == ["cafe", "creme", "naive", "zoe", "s"]
    assert tokens("Санкт-Петербург 2024") == ["санкт", "петербург", "2024"]
    assert tokens("東京タワー と 富士山") == ["東京タワー", "と", "富士山"]
    assert tokens("snake_case a.b@c") == ["snake", "case", "a", "b", "c"]


def test_terms_drop_stop_words_and_stem():
    assert terms("I was running to the supporting groups") == ["run", "support", "group"]


@pytest.mark.parametrize(
    "query",
    ['"AND" OR NEAR(', "NOT", "*", "a:b", '"""', "^(x)", "col : value", "NEAR(a b, 2)", "-", ""],
)
def test_query_terms_never_carry_search_syntax(query):
    for token in query_terms(query).values():
        assert token.isalnum()


def _vocabulary() -> list[str]:
    words = set()
    texts = [*BENIGN, *(content for case in CORPUS for _, content in case.messages)]
    for text in texts:
        words.update(t for t in tokens(text) if t.isascii() and t.isalpha())
    words.update(
        "relational conditional generalizations oscillators ecology psychology incredibly "
        "hopefulness callousness sensibility adjustable replacement controlling".split()
    )
    return sorted(words)


def test_porter_stems_agree_with_sqlite_fts5():
    """Python scores terms the way the FTS5 index matched them, word for word."""
    module = sqlite_driver.sqlite_module()
    conn = module.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE f USING fts5(t, tokenize='porter unicode61')")
    conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(f, 'instance')")
    words = _vocabulary()
    assert len(words) > 500
    conn.executemany("INSERT INTO f(rowid, t) VALUES (?, ?)", list(enumerate(words, 1)))
    fts = {words[doc - 1]: term for term, doc in conn.execute("SELECT term, doc FROM v")}
    mismatches = {w: (fts[w], stem(w)) for w in words if fts[w] != stem(w)}
    assert mismatches == {}


# -- bounded BM25 ----------------------------------------------------------------------------


def test_bm25_is_bounded_and_rewards_rare_matching_terms():
    docs = [terms(t) for t in ["the cat sat", "a dog barked at the cat", "quantum chromodynamics"]]
    stems = list(query_terms("cat quantum"))
    scores = bm25_similarity(stems, docs, TermStatistics.of(stems, docs))
    assert all(0.0 <= s <= 1.0 for s in scores)
    assert scores[2] > scores[0] > 0.0  # "quantum" is rarer than "cat"
    assert bm25_similarity([], docs, TermStatistics.of([], docs)) == [0.0, 0.0, 0.0]


@given(st.lists(st.text(max_size=40), min_size=1, max_size=8), st.text(max_size=30))
@settings(max_examples=60)
def test_bm25_never_leaves_the_unit_interval(texts, query):
    docs = [terms(t) for t in texts]
    stems = list(query_terms(query))
    for score in bm25_similarity(stems, docs, TermStatistics.of(stems, docs)):
        assert 0.0 <= score <= 1.0


# -- fusion in recall ------------------------------------------------------------------------


def test_a_rare_exact_word_is_found_by_lexical_matching(make_memory):
    facts = [
        "The cabin wifi network is called BLUEFJORD and the router is in the attic",
        "Alice prefers window seats on long flights",
        "The team standup moved to 9:30 on Tuesdays",
        "Alice's favourite pasta is cacio e pepe",
        "The staging database runs Postgres 16",
        "Alice is learning to play the cello",
    ]
    fused = make_memory("fused")
    fused.remember_many(facts)
    (best,) = fused.recall("bluefjord", k=1)
    assert best.item.text.startswith("The cabin wifi network")
    assert best.lexical > 0.9  # every query term matched: a full lexical match
    w = fused.settings.lexical_weight
    expected = 1 - (1 - max(best.dense, 0)) * math.exp(-w * best.lexical)
    assert best.similarity == pytest.approx(expected)
    assert best.similarity > max(best.dense, 0)
    # Unmatched words dilute the lexical part, but the rare exact word still wins.
    (best,) = fused.recall("what is the bluefjord password hint?", k=1)
    assert best.item.text.startswith("The cabin wifi network") and 0 < best.lexical < 0.5


@pytest.mark.parametrize(
    "query", ['"AND" OR NEAR(', "NOT *", "col:value", "(((", '"', "^", "AND", "🙂", "   x   "]
)
def test_queries_with_search_operators_never_raise(memory, query):
    memory.remember("Alice prefers metric units")
    assert isinstance(memory.recall(query), list)


def test_other_scripts_and_diacritics_are_matched(memory):
    memory.remember("Любимый город Алисы — Санкт-Петербург")
    memory.remember("Alice orders a café crème every morning")
    memory.remember("Alice's favourite tower is 東京タワー")
    assert memory.recall("Санкт-Петербург", k=1)[0].lexical > 0
    top = memory.recall("cafe creme", k=1)[0]
    assert top.item.text == "Alice orders a café crème every morning" and top.lexical > 0
    assert memory.recall("東京タワー", k=1)[0].item.text.endswith("東京タワー")


def test_the_fallback_without_a_full_text_index_still_fuses(make_memory):
    memory = make_memory(settings=LTMSettings(lexical_index=False))
    memory.remember_many(["The cabin wifi is called BLUEFJORD", "Alice likes tea"])
    best = memory.recall("bluefjord", k=1)[0]
    assert best.item.text == "The cabin wifi is called BLUEFJORD" and best.lexical > 0


def test_lexical_statistics_never_depend_on_other_users(make_memory):
    alice = make_memory("alice")
    alice.remember_many(["Alice keeps bees on the roof", "Alice's bike is blue"])
    before = {r.item.id: (r.lexical, r.score) for r in alice.recall("bees", k=2, touch=False)}
    bob = make_memory("bob")
    bob.remember_many([f"Bob saw bees number {i} near hive {i * 7}" for i in range(30)])
    after = {r.item.id: (r.lexical, r.score) for r in alice.recall("bees", k=2, touch=False)}
    assert after == before


# -- the FTS5 index never drifts from the memories ---------------------------------------------


def index_state(db_path):
    conn = sqlite_driver.connect(str(db_path), busy_timeout_ms=5000)
    indexed = dict(conn.execute("SELECT rowid, text FROM memory_fts").fetchall())
    active = dict(
        conn.execute("SELECT rowid, text FROM memories WHERE superseded_by IS NULL").fetchall()
    )
    counts = conn.execute(
        "SELECT s.id, s.item_count, s.total_count, s.term_total,"
        " (SELECT COUNT(*) FROM memories m WHERE m.scope_id = s.id AND superseded_by IS NULL),"
        " (SELECT COUNT(*) FROM memories m WHERE m.scope_id = s.id),"
        " (SELECT COALESCE(SUM(n_terms), 0) FROM memories m"
        "  WHERE m.scope_id = s.id AND superseded_by IS NULL) FROM scopes s"
    ).fetchall()
    conn.close()
    return indexed, active, counts


WORDS = "apple river cello tower bee kayak granite violet ember harbor quartz lantern".split()


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(st.tuples(st.integers(0, 6), st.integers(0, 10**6)), min_size=4, max_size=14))
def test_index_and_counts_stay_in_step_with_every_write(tmp_path_factory, embedder, ops):
    db = tmp_path_factory.mktemp("fts") / "m.db"
    store = SqliteVecProvider(db)
    cfg = LTMSettings(max_items=5, near_duplicate_threshold=1.0)
    memories = [
        LongTermMemory(MemoryScope(u), embedder=embedder, store=store, settings=cfg)
        for u in ("a", "b")
    ]
    for op, seed in ops:
        rng = random.Random(seed)
        memory = memories[seed % 2]
        text = " ".join(rng.sample(WORDS, 3)) + f" {seed}"
        ids = [m.id for m in memory.list(limit=-1, include_superseded=True)]
        if op in (0, 1):
            memory.remember(text)  # may evict (max_items=5)
        elif op == 2:
            memory.remember_many([text, text + " again", "x " + text])
        elif op == 3 and ids:
            memory.update(rng.choice(ids), text=text)
        elif op == 4 and ids:
            memory.forget(rng.choice(ids))
        elif op == 5 and len(ids) >= 2:
            old, new = rng.sample(ids, 2)
            item = memory.get(old)
            item.superseded_by = new
            store.update(memory.scope, item)
        elif op == 6:
            memory.clear()
        indexed, active, counts = index_state(db)
        assert indexed == active
        for _, item_count, total_count, term_total, n_active, n_total, n_terms in counts:
            assert (item_count, total_count, term_total) == (n_active, n_total, n_terms)
    store.close()
