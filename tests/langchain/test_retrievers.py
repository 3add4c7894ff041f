"""LongTermMemoryRetriever: the langchain-tests standard suite, and what its Documents carry."""

from __future__ import annotations

import pytest
from langchain_tests.integration_tests import RetrieversIntegrationTests
from ltm_core import LongTermMemory
from ltm_langchain import LongTermMemoryRetriever

FACTS = [
    ("The user is vegetarian.", "preference", 0.9),
    ("The user cooks Italian food on Sundays.", "fact", 0.5),
    ("The user is allergic to peanuts.", "fact", 0.95),
    ("The user prefers metric units.", "preference", 0.6),
    ("The user lives in Berlin.", "fact", 0.5),
]


def seed(memory: LongTermMemory) -> None:
    for text, kind, importance in FACTS:
        memory.remember(text, kind=kind, importance=importance, tags=["seed"])


class TestLongTermMemoryRetrieverStandard(RetrieversIntegrationTests):
    @pytest.fixture(autouse=True)
    def _memory(self, make_memory):
        self.memory = make_memory("alice", "chat")
        seed(self.memory)

    @property
    def retriever_constructor(self) -> type[LongTermMemoryRetriever]:
        return LongTermMemoryRetriever

    @property
    def retriever_constructor_params(self) -> dict:
        return {"memory": self.memory, "k": 2}

    @property
    def retriever_query_example(self) -> str:
        return "what food does the user eat?"


def test_documents_carry_the_memory_text_id_and_scores(make_memory):
    memory = make_memory("alice", "chat")
    seed(memory)
    retriever = LongTermMemoryRetriever(memory=memory)
    query = "does the user have a food allergy?"

    docs = retriever.invoke(query)
    expected = memory.recall(query, 5)

    assert [(d.id, d.page_content) for d in docs] == [(r.item.id, r.item.text) for r in expected]
    for doc, recalled in zip(docs, expected, strict=True):
        assert doc.metadata == {
            "score": pytest.approx(recalled.score),
            "similarity": pytest.approx(recalled.similarity),
            "recency": pytest.approx(recalled.recency),
            "importance": recalled.importance,
            "kind": recalled.item.kind,
            "tags": ["seed"],
            "created_at": recalled.item.created_at.isoformat(),
        }
    allergy = next(d for d in docs if d.page_content == "The user is allergic to peanuts.")
    assert (allergy.metadata["kind"], allergy.metadata["importance"]) == ("fact", 0.95)
    scores = [d.metadata["score"] for d in docs]
    assert scores == sorted(scores, reverse=True)


def test_k_is_set_per_retriever_and_per_call(make_memory):
    memory = make_memory("alice", "chat")
    seed(memory)
    retriever = LongTermMemoryRetriever(memory=memory, k=2)

    assert len(retriever.invoke("food")) == 2
    assert len(retriever.invoke("food", k=4)) == 4
    assert len(retriever.invoke("food")) == 2


def test_a_retriever_sees_only_its_own_scope(make_memory):
    seed(make_memory("alice", "chat"))
    make_memory("bob", "chat").remember("The user loves steak.")

    docs = LongTermMemoryRetriever(memory=make_memory("bob", "chat")).invoke("food")

    assert [d.page_content for d in docs] == ["The user loves steak."]


async def test_ainvoke_uses_the_async_recall(make_memory, monkeypatch):
    memory = make_memory("alice", "chat")
    seed(memory)
    awaited: list[str] = []
    original = LongTermMemory.arecall

    async def spy(self, query, k=5, **kwargs):
        awaited.append(query)
        return await original(self, query, k, **kwargs)

    monkeypatch.setattr(LongTermMemory, "arecall", spy)

    docs = await LongTermMemoryRetriever(memory=memory).ainvoke("peanuts", k=1)

    assert awaited == ["peanuts"]
    assert [d.page_content for d in docs] == ["The user is allergic to peanuts."]


def test_the_retriever_composes_in_lcel(make_memory):
    memory = make_memory("alice", "chat")
    seed(memory)
    chain = LongTermMemoryRetriever(memory=memory, k=1) | (lambda docs: docs[0].page_content)

    best = memory.recall("where does the user live?", 1)[0].item.text
    assert chain.invoke("where does the user live?") == best
