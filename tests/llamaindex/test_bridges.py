"""LlamaIndexLLM and LlamaIndexEmbedder: LlamaIndex models behind the core's protocols."""

from __future__ import annotations

import json

import numpy as np
import pytest
from llama_index.core.base.embeddings.base import BaseEmbedding
from llama_index.core.bridge.pydantic import PrivateAttr
from llama_index.core.embeddings import MockEmbedding
from llama_index.core.llms import MockLLM
from ltm_core.embeddings import Embedder, EmbeddingError
from ltm_core.extraction import LLM, LLMExtractor
from ltm_core.vector.sqlite_vec import SqliteVecProvider
from ltm_llamaindex import LlamaIndexEmbedder, LlamaIndexLLM, create_memory

from tests.llamaindex.conftest import CapturingLLM, ScriptedLLM


class WrappedMiniLM(BaseEmbedding):
    """A LlamaIndex embedding model around the real MiniLM of the test session."""

    _inner: object = PrivateAttr()

    def __init__(self, inner: Embedder) -> None:
        super().__init__(model_name="minilm-via-llama-index")
        self._inner = inner

    def _get_query_embedding(self, query: str) -> list[float]:
        return [float(x) * 3.0 for x in self._inner.embed_query(query)]  # not unit length

    async def _aget_query_embedding(self, query: str) -> list[float]:
        return self._get_query_embedding(query)

    def _get_text_embedding(self, text: str) -> list[float]:
        return self._get_query_embedding(text)


# -- LlamaIndexLLM ----------------------------------------------------------------------------


async def test_llm_bridge_answers_with_the_models_text():
    model = CapturingLLM(reply="[]")
    bridge = LlamaIndexLLM(model)

    assert isinstance(bridge, LLM)
    assert bridge.complete("first prompt") == "[]"
    assert await bridge.acomplete("second prompt") == "[]"
    assert model.prompts == ["first prompt", "second prompt"]
    assert LlamaIndexLLM(MockLLM()).complete("echo me") == "echo me"  # MockLLM echoes


def test_llm_bridge_drives_the_core_extractor_in_a_chat(make_memory, llm):
    model = ScriptedLLM(
        answers=[json.dumps([{"text": "The user keeps bees.", "kind": "fact", "importance": 0.6}])]
    )
    alice = make_memory("alice", "chat", extractor=LLMExtractor(LlamaIndexLLM(model), timeout=10))
    chat_memory = create_memory(alice)

    from llama_index.core.chat_engine import SimpleChatEngine

    SimpleChatEngine.from_defaults(llm=llm, memory=chat_memory).chat("I keep bees on my roof.")
    assert chat_memory.flush()

    assert "I keep bees on my roof." in model.prompts[0]
    assert [i.text for i in alice.list()] == ["The user keeps bees."]


def test_a_broken_model_answer_loses_nothing_and_does_not_break_the_chat(make_memory, llm):
    model = ScriptedLLM(answers=["this is not json"])
    alice = make_memory("alice", "chat", extractor=LLMExtractor(LlamaIndexLLM(model), timeout=10))
    alice.remember("The user is allergic to peanuts.")
    chat_memory = create_memory(alice)

    from llama_index.core.chat_engine import SimpleChatEngine

    response = SimpleChatEngine.from_defaults(llm=llm, memory=chat_memory).chat("I keep bees.")
    assert chat_memory.flush()

    assert str(response) == llm.reply
    assert [i.text for i in alice.list()] == ["The user is allergic to peanuts."]


# -- LlamaIndexEmbedder ---------------------------------------------------------------------


async def test_embedder_bridge_returns_unit_float32_vectors_and_probes_the_dimension():
    bridge = LlamaIndexEmbedder(MockEmbedding(embed_dim=8))

    assert isinstance(bridge, Embedder)
    assert bridge.model_name == "llama-index:MockEmbedding"  # MockEmbedding reports "unknown"
    assert bridge.dimension == 8
    docs = bridge.embed_documents(["a", "b", "c"])
    query = bridge.embed_query("a")
    adocs = await bridge.aembed_documents(["a", "b"])
    aquery = await bridge.aembed_query("a")
    assert (
        docs.shape == (3, 8)
        and query.shape == (8,)
        and adocs.shape == (2, 8)
        and aquery.shape == (8,)
    )
    assert {docs.dtype, query.dtype, adocs.dtype, aquery.dtype} == {np.dtype(np.float32)}
    assert np.allclose(np.linalg.norm(docs, axis=1), 1.0) and np.isclose(np.linalg.norm(query), 1.0)
    assert bridge.embed_documents([]).shape == (0, 8)


def test_embedder_bridge_names_and_dimension_can_be_given_and_are_checked():
    bridge = LlamaIndexEmbedder(MockEmbedding(embed_dim=8), model_name="my-model", dimension=16)

    assert bridge.model_name == "my-model" and bridge.dimension == 16
    with pytest.raises(EmbeddingError, match="8-d vectors, expected 16-d"):
        bridge.embed_query("a")


def test_embedder_bridge_backs_a_long_term_memory(make_memory, embedder, tmp_path):
    store = SqliteVecProvider(tmp_path / "bridged.db")
    try:
        bridged = LlamaIndexEmbedder(WrappedMiniLM(embedder))
        alice = make_memory("alice", "chat", embedder=bridged, store=store)
        alice.remember("The user is allergic to peanuts.")
        alice.remember("The user lives in Lisbon.")

        [top] = alice.recall("Which city is my home?", k=1)

        assert bridged.model_name == "minilm-via-llama-index" and bridged.dimension == 384
        assert top.item.text == "The user lives in Lisbon."
        assert 0.0 < top.similarity <= 1.0 + 1e-6  # cosine, although the model is not unit length
    finally:
        store.close()
