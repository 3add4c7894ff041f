"""Lexical recall: tokens, stems that agree with FTS5, bounded BM25, fusion in recall."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ltm_core import LongTermMemory, LTMSettings, MemoryScope
from ltm_core.lexical import (
    TermStatistics,
    affordable_terms,
    bm25_similarity,
    query_terms,
    terms,
    tokens,
)
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
    for term in query_terms(query):
        assert term.isalnum()


def _vocabulary() -> list[str]:
    words = set()
    texts = [
        *(text for text, _ in BENIGN),
        *(content for case in CORPUS for _, content in case.messages),
    ]
    for text in texts:
        words.update(t for t in tokens(text) if t.isascii() and t.isalpha())
    words.update(
        "relational conditional generalizations oscillators ecology psychology incredibly "
        "hopefulness callousness sensibility adjustable replacement controlling".split()
    )
    # Step 1a/1b edge cases: "sses", "ies", "eed" (with and without a vowel-consonant
    # measure before it), doubled consonants, short words and "y" after a consonant.
    words.update(
        "caresses caress dresses glasses passes bosses kisses classes misses possesses "
        "ponies ties dies lies flies skies cries studies babies series species pies "
        "feed agreed agreement disagreed bleed proceed exceed succeeded speed need deed greed "
        "freed seed breed eed feeding indeed steed refereed guaranteed "
        "cats caress gas is as us was this yes bus plus "
        "plastered bled motoring sing conflated troubled sized hopping tanned falling "
        "hissing fizzed failing filing hoped hoping filled "
        "happy sky cry dry say toy by spying flying dying lying enjoy "
        "rational valency hesitancy digitizer conformably radically differently vilely "
        "analogously vietnamization predication operator feudalism decisiveness formality "
        "sensitivity triplicate formative formalize electricity electrical hopeful goodness "
        "revival allowance inference airliner gyroscopic defensible irritant adjustment "
        "dependent adoption homologous communism activate angularity effective bowdlerize "
        "probate rate cease roll generate national nation oed ied ssed seas".split()
    )
    # Every suffix the rules know, alone and after a few stems: the length limits FTS5
    # puts on "sses", "ies" and "eed" show only on words this short.
    suffixes = (
        "sses ies ss s eed eeds ed ing at bl iz y ational tional enci anci izer bli alli entli "
        "eli ousli ization ation ator alism iveness fulness ousness aliti iviti biliti logi "
        "icate ative alize iciti ical ful ness al ance ence er ic able ible ant ement ment ent "
        "ion sion tion ou ism ate iti ous ive ize e ll"
    ).split()
    words.update(
        p + s for p in ("", "b", "e", "a", "y", "tr", "hop", "fil", "sy") for s in suffixes
    )
    return sorted(words)


def test_porter_stems_agree_with_sqlite_fts5():
    """The stemmer is Porter's, word for word the same as SQLite's own porter tokenizer."""
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


def test_affordable_terms_are_the_rarest_present_terms_within_the_budget():
    df = {"user": 900, "zanzibar": 1, "ferry": 40, "likes": 700, "absent": 0}
    assert affordable_terms(df, None) == ["zanzibar", "ferry", "likes", "user"]
    assert affordable_terms(df, 1000) == ["zanzibar", "ferry", "likes"]
    assert affordable_terms(df, 41) == ["zanzibar", "ferry"]
    assert affordable_terms(df, 0) == []
    assert affordable_terms({"user": 5000}, 2000) == []  # only common words: dense candidates


def test_near_universal_terms_stop_nominating_once_a_rarer_term_fills_the_search():
    df = {"user": 1000, "like": 950, "coffee": 100, "zanzibar": 3}
    # "coffee" alone matches more than the 40 the search keeps: "user" and "like" (in over
    # 90% of the scope) would only add memories ranked below those 40.
    assert affordable_terms(df, None, documents=1000, enough=40) == ["zanzibar", "coffee"]
    # Without a rarer term that fills the search, the common ones still nominate...
    few = {"user": 1000, "zanzibar": 3}
    assert affordable_terms(few, None, documents=1000, enough=40) == ["zanzibar", "user"]
    # ...and so does a term in only half the scope (a speaker's name), full or not.
    half = {"caroline": 500, "coffee": 100}
    assert affordable_terms(half, None, documents=1000, enough=40) == ["coffee", "caroline"]


def test_a_rare_word_ranks_the_same_memories_first_whatever_the_common_words(make_memory):
    texts = [f"The user likes topic number {i}" for i in range(200)]
    texts += [f"The user likes the ferry number {i}" for i in range(60)]
    memory = make_memory(settings=LTMSettings(near_duplicate_threshold=1.0))
    memory.remember_many(texts)
    found = memory.recall("does the user like the ferry?", k=10, touch=False)
    assert len(found) == 10 and all("ferry" in r.item.text for r in found)
    assert all(r.lexical > 0.5 for r in found)


def test_common_words_do_not_nominate_but_still_score(make_memory):
    texts = [f"The user likes topic number {i}" for i in range(300)]
    texts.append("The user likes the Zanzibar ferry at dawn")
    query = "does the user like the zanzibar ferry?"
    kept = {"near_duplicate_threshold": 1.0}  # keep all 301, however alike
    wide = make_memory("wide", settings=LTMSettings(lexical_max_postings=10**9, **kept))
    tight = make_memory("tight", settings=LTMSettings(lexical_max_postings=50, **kept))
    for memory in (wide, tight):
        memory.remember_many(texts)
    store, vector = tight.store, tight.embedder.embed_query(query)
    stems = query_terms(query)
    found = store.lexical_search(tight.scope, vector, stems, 40, max_postings=50)
    # "user" and "like" are in all 301 memories: only the rare words nominate candidates...
    assert [h.item.text for h in found.hits] == [texts[-1]]
    assert found.document_frequency == {"user": 301, "like": 301, "zanzibar": 1, "ferri": 1}
    assert len(store.lexical_search(tight.scope, vector, stems, 40).hits) == 40
    # ...and the scores, which count every word, are the same as without the budget.
    best = [m.recall(query, k=1, touch=False)[0] for m in (wide, tight)]
    assert [b.item.text for b in best] == [texts[-1]] * 2
    assert best[0].lexical == pytest.approx(best[1].lexical)


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
    indexed = dict(conn.execute("SELECT rowid, terms FROM memory_terms").fetchall())
    active = {
        rowid: " ".join(f"s{scope_id}_{t}" for t in terms(text))
        for rowid, text, scope_id in conn.execute(
            "SELECT rowid, text, scope_id FROM memories WHERE superseded_by IS NULL"
        )
    }
    term_counts = dict(
        ((scope_id, term), docs)
        for scope_id, term, docs in conn.execute("SELECT * FROM memory_term_counts")
    )
    counts = conn.execute(
        "SELECT s.id, s.item_count, s.total_count, s.term_total,"
        " (SELECT COUNT(*) FROM memories m WHERE m.scope_id = s.id AND superseded_by IS NULL),"
        " (SELECT COUNT(*) FROM memories m WHERE m.scope_id = s.id),"
        " (SELECT COALESCE(SUM(n_terms), 0) FROM memories m"
        "  WHERE m.scope_id = s.id AND superseded_by IS NULL) FROM scopes s"
    ).fetchall()
    conn.close()
    return indexed, active, term_counts, counts


def counted(indexed: dict[int, str]) -> dict[tuple[int, str], int]:
    """Document frequencies per scope and stem, recounted from the index itself."""
    found: Counter[tuple[int, str]] = Counter()
    for text in indexed.values():
        for term in set(text.split()):
            scope, _, stem = term.partition("_")
            found[(int(scope[1:]), stem)] += 1
    return dict(found)


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
        indexed, active, term_counts, counts = index_state(db)
        assert indexed == active
        assert term_counts == counted(indexed)
        for _, item_count, total_count, term_total, n_active, n_total, n_terms in counts:
            assert (item_count, total_count, term_total) == (n_active, n_total, n_terms)
    store.close()


_POOL_WORDS = ["tea", "teas", "coffee", "café", "Über", "naïve", "the", "user", "likes", "3", "x"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.lists(st.sampled_from(_POOL_WORDS), max_size=8).map(" ".join), max_size=30),
    st.lists(st.sampled_from(_POOL_WORDS), min_size=1, max_size=4).map(" ".join),
    st.integers(min_value=1, max_value=12),
)
def test_a_pool_is_chosen_as_the_core_would_score_its_texts(texts, query, k):
    """Cached term counts pick the same records with the same statistics as the texts' stems."""
    from ltm_core.stores._pool import choose_from_pool

    stems = query_terms(query)
    documents = [terms(text) for text in texts]
    statistics = TermStatistics.of(stems, documents)
    scores = bm25_similarity(stems, documents, statistics)
    best = sorted((i for i, s in enumerate(scores) if s > 0), key=lambda i: -scores[i])[:k]
    choice = choose_from_pool(stems, texts, k)
    assert choice.statistics == statistics
    assert list(choice.statistics.document_frequency) == list(statistics.document_frequency)
    assert choice.lexical == best
    assert choice.dense == list(range(min(k, len(texts))))
