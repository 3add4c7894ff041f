from __future__ import annotations

import numpy as np
import pytest
from ltm_core.embeddings import EmbedderBridge, EmbeddingError


class Lists(EmbedderBridge):
    """A bridge over a plain function returning lists of floats, as frameworks do."""

    def __init__(self, dimension=None, broken=False):
        super().__init__("fake-model", dimension)
        self.calls = 0
        self.broken = broken

    def _vector(self, text):
        self.calls += 1
        base = [float(len(text)), 3.0, 4.0]
        return base[:2] if self.broken and text != "dimension probe" else base

    def _documents(self, texts):
        return [self._vector(t) for t in texts]

    def _query(self, text):
        return self._vector(text)

    async def _adocuments(self, texts):
        return self._documents(texts)

    async def _aquery(self, text):
        return self._query(text)


def test_bridge_returns_unit_float32_and_learns_the_dimension():
    bridge = Lists()
    assert bridge.dimension == 3 and bridge.calls == 1  # one probe embedding
    matrix = bridge.embed_documents(["a", "bb"])
    assert matrix.dtype == np.float32 and matrix.shape == (2, 3)
    assert np.allclose(np.linalg.norm(matrix, axis=1), 1.0)
    assert bridge.embed_documents([]).shape == (0, 3)
    assert np.isclose(np.linalg.norm(bridge.embed_query("q")), 1.0)


async def test_bridge_async_twins_match():
    bridge = Lists(dimension=3)
    assert np.allclose(await bridge.aembed_documents(["a"]), bridge.embed_documents(["a"]))
    assert np.allclose(await bridge.aembed_query("q"), bridge.embed_query("q"))


def test_bridge_refuses_vectors_of_the_wrong_length():
    bridge = Lists(broken=True)
    assert bridge.dimension == 3
    with pytest.raises(EmbeddingError, match="2-d vectors, expected 3-d"):
        bridge.embed_documents(["x"])
