"""Ingest throughput with the real model: the model alone, ``remember_many`` and ``remember()``.

    python benchmarks/ingest.py                      # 1,000 texts, fp32 and int8, 3 rounds
    python benchmarks/ingest.py --texts 500 --rounds 5 --batch-sizes 8,16,32,64

Every figure comes from one process and one run, so they compare; rounds are interleaved
(fp32, int8, fp32, int8, ...) and the best round is reported, because on a shared machine the
noise only ever slows a round down. Each figure is given per wall-clock second and per CPU
second of the process (all its threads): on a machine other jobs crowd, the CPU figure is the
one that compares. Rows:

- *model, naive*: the tokenizer pads each batch of 32 texts in the order given, then
  onnxruntime float32 and mean pooling: the rate the issue calls the model's naive one;
- *model, as ltm runs it*: ``OnnxEmbedder.embed_documents`` at that precision (texts sorted by
  token length, each batch padded to its own longest);
- *remember_many* and *remember() one at a time*: the whole write path into a fresh
  sqlite-vec file (guard, prepare, exact dedupe, embed, near-duplicate search, upsert).

Prints tables; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from ltm_core import LongTermMemory, LTMSettings, MemoryScope
from ltm_core.embeddings.onnx import BATCH_SIZE, OnnxEmbedder
from ltm_core.embeddings.resolve import locate_onnx
from ltm_core.stores.sqlite.store import SqliteVecProvider

from tests.textgen import sentences


def table(title: str, header: Sequence[str], rows: list[Sequence[str]]) -> None:
    print(f"\n### {title}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


def naive(embedder: OnnxEmbedder) -> Callable[[Sequence[str]], object]:
    """Pad every batch of 32 in the given order to its longest, run, mean-pool."""
    session, _ = embedder._load()
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(embedder.model_dir / "tokenizer.json"))
    tokenizer.enable_truncation(256)
    tokenizer.enable_padding()

    def run(texts: Sequence[str]) -> object:
        parts = []
        for start in range(0, len(texts), 32):
            encodings = tokenizer.encode_batch(list(texts[start : start + 32]))
            ids = np.array([e.ids for e in encodings], dtype=np.int64)
            mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
            feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
            hidden = session.run(None, feed)[0]
            weights = mask[..., None].astype(np.float32)
            parts.append((hidden * weights).sum(axis=1) / weights.sum(axis=1))
        return np.vstack(parts)

    return run


def rate(texts: Sequence[str], work: Callable[[Sequence[str]], object]) -> tuple[float, float]:
    """Texts per wall-clock second and per CPU second of this process (all its threads)."""
    started, cpu = time.perf_counter(), time.process_time()
    work(texts)
    return len(texts) / (time.perf_counter() - started), len(texts) / (time.process_time() - cpu)


def store_rate(
    embedder: OnnxEmbedder, texts: Sequence[str], tmp: Path, one_by_one: bool
) -> tuple[float, float]:
    """Memories stored per second through the facade into a fresh sqlite-vec file."""
    path = tmp / f"ingest-{time.monotonic_ns()}.db"
    store = SqliteVecProvider(path)
    memory = LongTermMemory(
        MemoryScope("ingest"), embedder=embedder, store=store, settings=LTMSettings(max_items=0)
    )
    memory.remember("warm the guard and the store up")
    started, cpu = time.perf_counter(), time.process_time()
    if one_by_one:
        for text in texts:
            memory.remember(text)
    else:
        memory.remember_many(texts)
    elapsed, cpu_elapsed = time.perf_counter() - started, time.process_time() - cpu
    stored = memory.count() - 1
    memory.close()
    store.close()
    return stored / elapsed, stored / cpu_elapsed


def main(tmp: Path) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--texts", type=int, default=1000)
    parser.add_argument("--single", type=int, default=300, help="texts for remember() one by one")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--batch-sizes", default="", help="also time embed_documents at these")
    args = parser.parse_args()
    settings = LTMSettings()
    found = locate_onnx(settings.embedding_model, settings.model_cache_path)
    embedders = {
        precision: OnnxEmbedder(
            settings.embedding_model,
            cache_root=settings.model_cache_path,
            model_dir=found.model_dir,
            onnx_path=found.onnx_path,
            precision=precision,
        )
        for precision in ("fp32", "int8")
    }
    texts = sentences(args.texts, seed=42)
    single = sentences(args.single, seed=7)
    for embedder in embedders.values():
        embedder.embed_documents(texts[:64])  # build, load and warm each model
    naive_fp32 = naive(embedders["fp32"])
    best: dict[str, tuple[float, float]] = {}
    sizes = [int(s) for s in args.batch_sizes.split(",") if s]
    print(f"\nonnx: fp32 {embedders['fp32'].run_path}\n      int8 {embedders['int8'].run_path}")
    print(f"{args.texts:,} texts for batches, {args.single:,} one at a time; batch {BATCH_SIZE}")
    for done in range(args.rounds):
        for precision, embedder in embedders.items():
            figures = {
                "model, naive (fp32, batches of 32 in order)": lambda: rate(texts, naive_fp32),
                f"model, as ltm runs it ({precision})": lambda e=embedder: rate(
                    texts, e.embed_documents
                ),
                f"model, one text per call ({precision})": lambda e=embedder: rate(
                    single, lambda ts: [e.embed_documents([t]) for t in ts]
                ),
                f"remember_many ({precision})": lambda e=embedder: store_rate(
                    e, texts, tmp, one_by_one=False
                ),
                f"remember() one at a time ({precision})": lambda e=embedder: store_rate(
                    e, single, tmp, one_by_one=True
                ),
            }
            for size in sizes:
                sized = OnnxEmbedder(
                    settings.embedding_model,
                    cache_root=settings.model_cache_path,
                    model_dir=found.model_dir,
                    onnx_path=found.onnx_path,
                    precision=precision,
                    batch_size=size,
                )
                sized.embed_documents(texts[:8])
                figures[f"model, batch {size} ({precision})"] = lambda s=sized: rate(
                    texts, s.embed_documents
                )
            for name, measure in figures.items():
                wall, cpu = measure()
                old_wall, old_cpu = best.get(name, (0.0, 0.0))
                best[name] = (max(old_wall, wall), max(old_cpu, cpu))
        # After every round: a long run on a busy machine still leaves a table behind.
        table(
            f"ingest, best of {done + 1} interleaved rounds (per second)",
            ["figure", "per wall-clock second", "per CPU second"],
            [[name, f"{wall:,.0f}", f"{cpu:,.0f}"] for name, (wall, cpu) in sorted(best.items())],
        )
        sys.stdout.flush()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory(prefix="ltm-ingest-") as folder:
        main(Path(folder))
