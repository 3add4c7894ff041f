"""Recall from sqlite-vec's candidate columns ranks exactly as recall from full hits does.

sqlite-vec hands recall raw columns and builds items only for the results
(``hybrid_candidates``); every other store hands over hits with items built. A user must get
the same memories, in the same order, with the same scores, whichever way the candidates
came: the store below is the same file, once seen without the columns capability.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from ltm_core import ChatMessage, LongTermMemory, MemoryScope
from ltm_core.models import Candidate
from ltm_core.stores.candidates import CandidateSearch
from ltm_core.vector.sqlite_vec import SqliteVecProvider


class HitsOnly:
    """The same store, without ``hybrid_candidates``: recall takes the hits path."""

    def __init__(self, inner: SqliteVecProvider) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        if name == "hybrid_candidates":
            raise AttributeError(name)
        return getattr(self._inner, name)


class OneFact:
    """Mines one fact per turn (the LLM is the only fake allowed)."""

    def extract(self, messages):
        return [Candidate(text="The user's sister lives in Porto.", kind="fact", importance=0.7)]

    async def aextract(self, messages):
        return self.extract(messages)


QUERIES = [
    "where does my sister live",
    "what do I drink in the morning",
    "which language do I use at work",
    "tell me about the lake trip",
    "coffee",
]


def fill(memory: LongTermMemory, clock) -> None:
    memory.remember("The user drinks black coffee every morning.", importance=0.8)
    memory.remember("The user writes Rust at work.", tags=["pinned"])
    memory.remember("The user prefers tea in the evening.", kind="preference")
    clock.advance(days=40)
    memory.remember("The user is learning the cello.", importance=0.3)
    memory.remember_conversation(
        [
            ChatMessage(role="assistant", content="Where does your sister live these days?"),
            ChatMessage(role="user", content="She moved to Porto last spring.", id="m1"),
        ],
        thread_id="t1",
        created_at=clock() - timedelta(days=1),
    )
    memory.remember_conversation(
        [ChatMessage(role="user", content="We went camping by the lake.", id="m2")],
        thread_id="t1",
        created_at=clock() - timedelta(hours=2),
    )
    memory.recall("coffee in the morning", k=2)  # owed access-time bumps, not yet written
    clock.advance(days=3)


def ranked(memory: LongTermMemory) -> list[list[tuple[str, float, float, float]]]:
    return [
        [(r.item.id, r.score, r.recency, r.lexical or 0.0) for r in memory.recall(q, touch=False)]
        for q in QUERIES
    ]


def test_columns_and_hits_give_the_same_results(store, embedder, clock):
    scope = MemoryScope("alice")
    writer = LongTermMemory(scope, embedder=embedder, store=store, clock=clock, extractor=OneFact())
    fill(writer, clock)
    assert isinstance(store, CandidateSearch)
    hits_only = HitsOnly(store)
    assert not isinstance(hits_only, CandidateSearch)
    reader = LongTermMemory(scope, embedder=embedder, store=hits_only, clock=clock)  # type: ignore[arg-type]

    by_columns, by_hits = ranked(writer), ranked(reader)

    assert by_columns == by_hits
    assert all(by_columns), "every query recalls something"
    # The fact mined from the Porto turn takes the slot of its episode in both paths.
    porto = writer.recall("where does my sister live", touch=False)
    assert sum("Porto" in r.item.text for r in porto) == 1
    reader.close()
    writer.close()


def test_recalled_items_are_whole_and_show_their_access(memory, clock):
    memory.remember("The user drinks black coffee every morning.", tags=["drinks"])
    first = memory.recall("coffee", k=1)[0]
    clock.advance(hours=1)
    again = memory.recall("coffee", k=1)[0]
    stored = memory.get(first.item.id)
    assert stored is not None
    assert again.item.model_dump(exclude={"last_accessed_at", "access_count"}) == (
        stored.model_dump(exclude={"last_accessed_at", "access_count"})
    )
    assert again.item.tags == ["drinks"]
    assert again.item.access_count == 2
    assert again.item.last_accessed_at == clock()
