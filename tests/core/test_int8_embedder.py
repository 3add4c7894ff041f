"""The int8 copy of the default model: built locally once, cached, close to float32, opt-out.

Also the batching every precision shares: texts are sorted by token length before padding,
so each vector must still belong to its own text.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import numpy as np
import pytest
from ltm_core import LTMSettings
from ltm_core.embeddings import EmbeddingError
from ltm_core.embeddings import quantize as quantize_module
from ltm_core.embeddings.onnx import OnnxEmbedder
from ltm_core.embeddings.resolve import local_embedder
from ltm_core.settings.errors import SettingsError

from tests.textgen import sentences

CACHE = Path(os.environ["LTM_MODEL_CACHE_PATH"])


@pytest.fixture(scope="module")
def fp32() -> OnnxEmbedder:
    return OnnxEmbedder(cache_root=CACHE)


@pytest.fixture(scope="module")
def int8(fp32: OnnxEmbedder) -> OnnxEmbedder:
    fp32.embed_query("make sure the float32 export exists")
    return OnnxEmbedder(cache_root=CACHE, onnx_path=fp32.onnx_path, precision="int8")


def test_int8_vectors_stay_close_to_float32_and_keep_the_ranking(fp32, int8):
    texts = [*sentences(80, seed=5), "The user is vegetarian.", "Ünïcödé and 東京", "x " * 400]
    exact, quantised = fp32.embed_documents(texts), int8.embed_documents(texts)
    assert quantised.shape == exact.shape == (len(texts), 384)
    assert np.allclose(np.linalg.norm(quantised, axis=1), 1.0, atol=1e-5)
    assert float(np.min(np.sum(exact * quantised, axis=1))) > 0.97
    query = "what does the user eat?"
    top_exact = np.argsort(-(exact @ fp32.embed_query(query)))[:1]
    top_quantised = np.argsort(-(quantised @ int8.embed_query(query)))[:1]
    assert texts[int(top_exact[0])] == texts[int(top_quantised[0])] == "The user is vegetarian."


def test_the_int8_file_is_built_once_in_the_cache_and_reused(int8, fp32):
    int8.embed_query("load")
    assert int8.precision == "int8"
    assert int8.run_path != fp32.onnx_path
    assert int8.run_path.is_file() and int8.run_path.is_relative_to(CACHE)
    assert int8.run_path.stat().st_size < fp32.onnx_path.stat().st_size / 2
    built = int8.run_path.stat().st_mtime_ns
    again = OnnxEmbedder(cache_root=CACHE, onnx_path=fp32.onnx_path, precision="int8")
    assert np.allclose(again.embed_query("tea"), int8.embed_query("tea"), atol=1e-6)
    assert again.run_path == int8.run_path
    assert again.run_path.stat().st_mtime_ns == built
    assert not list(again.run_path.parent.glob("*.partial"))


def test_the_setting_picks_the_precision_and_fp32_runs_the_published_file(tmp_path):
    # opt-in: int8 is within 1 point of R@10, but it loses a supersede the demo shows
    assert LTMSettings().embedding_precision == "fp32"
    chosen = local_embedder(LTMSettings(model_cache_path=CACHE, embedding_precision="int8"))
    assert isinstance(chosen, OnnxEmbedder)
    chosen.embed_query("load")
    assert (chosen.precision, chosen.run_path.name) == ("int8", "model.int8.onnx")
    plain = local_embedder(LTMSettings(model_cache_path=CACHE, embedding_precision="fp32"))
    assert isinstance(plain, OnnxEmbedder)
    plain.embed_query("load")
    assert plain.run_path == plain.onnx_path
    with pytest.raises(SettingsError, match="LTM_EMBEDDING_PRECISION"):
        LTMSettings(embedding_precision="int4")
    with pytest.raises(EmbeddingError, match="fp32 or int8"):
        OnnxEmbedder(cache_root=tmp_path, precision="int4")  # type: ignore[arg-type]


def test_without_onnx_int8_falls_back_to_float32_and_says_why(fp32, tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(quantize_module, "can_quantise", lambda: False)
    embedder = OnnxEmbedder(cache_root=tmp_path, onnx_path=fp32.onnx_path, precision="int8")
    with caplog.at_level(logging.INFO, logger="ltm"):
        vector = embedder.embed_query("tea")
    assert "pip install onnx" in caplog.text
    assert (embedder.precision, embedder.run_path) == ("fp32", fp32.onnx_path)
    assert np.allclose(vector, fp32.embed_query("tea"), atol=1e-6)
    assert not list(tmp_path.rglob("*.onnx"))


def test_each_vector_belongs_to_its_text_whatever_the_lengths_in_the_batch(tmp_path, fp32):
    texts = [
        "x " * 300,
        "tea",
        *sentences(40, seed=9),
        "",
        "The user moved to Lisbon in March and now walks to work.",
    ]
    small_batches = OnnxEmbedder(cache_root=CACHE, onnx_path=fp32.onnx_path, batch_size=4)
    together = small_batches.embed_documents(texts)
    for index in (0, 1, 5, len(texts) - 2, len(texts) - 1):
        alone = fp32.embed_documents([texts[index]])[0]
        assert float(together[index] @ alone) > 0.99999, index
