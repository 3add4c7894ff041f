"""The onnxruntime path gives sentence-transformers' vectors without importing torch."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from ltm_core import LTMSettings
from ltm_core.embeddings.local import resolve_model_path
from ltm_core.embeddings.onnx import OnnxEmbedder, available, supported
from ltm_core.factory import default_embedder

from tests.textgen import sentences

CACHE = Path(os.environ["LTM_MODEL_CACHE_PATH"])


@pytest.fixture(scope="module")
def onnx_embedder():
    return OnnxEmbedder(cache_root=CACHE)


def test_same_vectors_as_sentence_transformers(onnx_embedder, embedder):
    texts = [*sentences(60, seed=11), "", "Ünïcödé and 東京", "x " * 400]
    fast = onnx_embedder.embed_documents(texts)
    reference = embedder.embed_documents(texts)
    assert fast.shape == reference.shape == (len(texts), 384)
    assert float(np.min(np.sum(fast * reference, axis=1))) > 0.9999
    assert np.allclose(np.linalg.norm(fast, axis=1), 1.0, atol=1e-5)
    assert float(onnx_embedder.embed_query("tea") @ embedder.embed_query("tea")) > 0.9999


async def test_async_twins(onnx_embedder):
    assert np.allclose(await onnx_embedder.aembed_query("tea"), onnx_embedder.embed_query("tea"))
    docs = await onnx_embedder.aembed_documents(["a", "b"])
    assert docs.shape == (2, 384)
    assert onnx_embedder.embed_documents([]).shape == (0, 384)


def test_the_default_model_runs_on_onnx_and_never_imports_torch(onnx_embedder):
    onnx_embedder.embed_query("warm the export")  # the export itself needs torch, once
    code = (
        "import sys\n"
        "from ltm_core import LTMSettings\n"
        "from ltm_core.factory import default_embedder\n"
        "e = default_embedder(LTMSettings())\n"
        "v = e.embed_query('hello')\n"
        "print(type(e).__name__, v.shape[0], 'torch' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=os.environ
    )
    assert out.stdout.split() == ["OnnxEmbedder", "384", "False"], out.stderr


def test_backend_setting_and_support_checks(tmp_path):
    assert type(default_embedder(LTMSettings(embedding_backend="torch"))).__name__ == (
        "SentenceTransformerEmbedder"
    )
    assert supported(Path(resolve_model_path("all-MiniLM-L6-v2")))
    assert not available("some/hub-model-not-on-disk", tmp_path)
    assert not supported(tmp_path)


def test_batches_run_side_by_side_give_each_text_its_own_vector(onnx_embedder):
    """Several forward passes at once (one per core) and one text at a time agree."""
    texts = [*sentences(45, seed=3), "tea", "", "x " * 300, "Ünïcödé and 東京"]
    side_by_side = OnnxEmbedder(cache_root=CACHE, onnx_path=onnx_embedder.onnx_path, parallel=3)
    one_pass_at_a_time = OnnxEmbedder(
        cache_root=CACHE, onnx_path=onnx_embedder.onnx_path, parallel=1
    )
    together = side_by_side.embed_documents(texts)
    assert together.shape == (len(texts), 384)
    assert np.allclose(together, one_pass_at_a_time.embed_documents(texts), atol=1e-6)
    alone = np.vstack([onnx_embedder.embed_documents([text]) for text in texts])
    assert float(np.min(np.sum(together * alone, axis=1))) > 0.99999
    assert np.allclose(onnx_embedder.embed_query(texts[7]), alone[7], atol=1e-6)
