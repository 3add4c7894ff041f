"""ChatModelLLM and LangChainEmbedder: LangChain models and embeddings driving the core."""

from __future__ import annotations

import json

import numpy as np
import pytest
from langchain_core.embeddings import DeterministicFakeEmbedding
from langchain_core.language_models import FakeListChatModel, GenericFakeChatModel
from langchain_core.messages import AIMessage
from ltm_core.embeddings.base import Embedder
from ltm_core.extraction.base import LLM
from ltm_core.extraction.llm import LLMExtractor
from ltm_core.vector.sqlite_vec import SqliteVecProvider
from ltm_langchain import ChatModelLLM, LangChainEmbedder

ANSWER = json.dumps([{"text": "The user is vegan.", "kind": "preference", "importance": 0.8}])


def test_chat_model_llm_is_the_cores_llm_and_drives_extraction(make_memory):
    llm = ChatModelLLM(FakeListChatModel(responses=[ANSWER]))
    memory = make_memory("alice", "chat", extractor=LLMExtractor(llm))

    report = memory.remember_conversation(
        [("user", "I went vegan last year."), ("assistant", "Great!")]
    )

    assert isinstance(llm, LLM)
    assert report.stored == 1 and report.error is None
    assert [i.text for i in memory.list()] == ["The user is vegan."]


async def test_chat_model_llm_async_flattens_content_blocks():
    blocks = [
        {"type": "reasoning", "reasoning": "thinking..."},
        {"type": "text", "text": "Hello, "},
        {"type": "text", "text": "world."},
    ]
    model = GenericFakeChatModel(
        messages=iter([AIMessage(content=blocks), AIMessage(content=blocks)])
    )
    llm = ChatModelLLM(model)

    assert llm.complete("hi") == "Hello, world."
    assert await llm.acomplete("hi") == "Hello, world."


def test_chat_model_llm_sends_the_prompt_as_one_human_message():
    from tests.langchain.fakes import ScriptedChatModel

    model = ScriptedChatModel(script=["[]"])
    ChatModelLLM(model).complete("extract memories from this")

    [sent] = model.calls
    assert [(m.type, m.text) for m in sent] == [("human", "extract memories from this")]


class NamedEmbeddings(DeterministicFakeEmbedding):
    model: str = "text-embedding-3-small"


def test_langchain_embedder_learns_its_dimension_and_returns_unit_float32():
    embedder = LangChainEmbedder(DeterministicFakeEmbedding(size=16))

    docs = embedder.embed_documents(["a", "b", "c"])
    query = embedder.embed_query("a")

    assert isinstance(embedder, Embedder)
    assert embedder.model_name == "DeterministicFakeEmbedding"
    assert embedder.dimension == 16
    assert docs.dtype == np.float32 and docs.shape == (3, 16)
    assert query.dtype == np.float32 and query.shape == (16,)
    assert np.allclose(np.linalg.norm(docs, axis=1), 1.0)
    assert np.allclose(docs[0], query)
    assert embedder.embed_documents([]).shape == (0, 16)
    assert LangChainEmbedder(NamedEmbeddings(size=8)).model_name == "text-embedding-3-small"
    assert (
        LangChainEmbedder(NamedEmbeddings(size=8), model_name="mine", dimension=8).model_name
        == "mine"
    )


async def test_langchain_embedder_async_twins():
    embedder = LangChainEmbedder(DeterministicFakeEmbedding(size=8))

    docs = await embedder.aembed_documents(["x", "y"])
    query = await embedder.aembed_query("y")

    assert docs.shape == (2, 8) and docs.dtype == np.float32
    assert np.allclose(docs[1], query)


def test_a_memory_runs_on_langchain_embeddings(make_memory, tmp_path):
    store = SqliteVecProvider(tmp_path / "lc.db")
    memory = make_memory(
        "alice",
        "chat",
        embedder=LangChainEmbedder(DeterministicFakeEmbedding(size=32)),
        store=store,
    )
    memory.remember("The user lives in Berlin.")
    memory.remember("The user is vegetarian.")

    [best] = memory.recall("The user is vegetarian.", k=1)

    assert best.item.text == "The user is vegetarian."
    assert best.dense == pytest.approx(1.0)  # the same text embeds to the same vector
    assert store.info().embedding_model == "DeterministicFakeEmbedding"
    store.close()
