"""Speed of the embedded default: ingest throughput and recall latency against the floor.

    python benchmarks/speed.py                  # 1k, 10k and 100k memories
    python benchmarks/speed.py --sizes 1000,10000 --queries 100

The floor is what any exact recall must pay in this process: one query embedding with the same
model plus a numpy brute-force top-k over the same vectors. Bulk memories get precomputed
random unit vectors (embedding 100k texts would take minutes and measures the model, not ltm);
queries always go through the real all-MiniLM-L6-v2. Ingest with the real model is measured
separately. Prints tables; asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ltm_core import LongTermMemory, LTMSettings, MemoryScope
from ltm_core.embeddings import Embedder
from ltm_core.factory import default_embedder
from ltm_core.vector.sqlite_vec import SqliteVecProvider

from tests.textgen import sentences

QUERIES = [
    "what units does the user prefer",
    "who repairs vintage cameras",
    "which database does the project use",
    "favourite food for dinner",
    "where does the user live",
    "upcoming travel plans in winter",
    "allergies and dietary restrictions",
    "what programming language is used at work",
]


class PrecomputedDocuments:
    """Real query embeddings, random unit vectors for bulk documents."""

    def __init__(self, real: Embedder, seed: int = 0) -> None:
        self.real = real
        self.rng = np.random.default_rng(seed)
        self.model_name = real.model_name
        self.dimension = real.dimension

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        v = self.rng.standard_normal((len(texts), self.dimension)).astype(np.float32)
        return v / np.linalg.norm(v, axis=1, keepdims=True)

    def embed_query(self, text: str) -> np.ndarray:
        return self.real.embed_query(text)

    async def aembed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return self.embed_documents(texts)

    async def aembed_query(self, text: str) -> np.ndarray:
        return self.embed_query(text)


def pct(values: list[float], q: float) -> float:
    return float(np.percentile(values, q))


def table(title: str, header: Sequence[str], rows: list[Sequence[str]]) -> None:
    print(f"\n### {title}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


def real_ingest(real: Embedder, tmp: Path, n: int) -> tuple[float, float]:
    store = SqliteVecProvider(tmp / "ingest.db")
    memory = LongTermMemory(
        MemoryScope("ingest"), embedder=real, store=store, settings=LTMSettings(max_items=0)
    )
    texts = sentences(n, seed=42)
    start = time.perf_counter()
    results = memory.remember_many(texts)
    elapsed = time.perf_counter() - start
    stored = sum(r.status == "stored" for r in results)
    start = time.perf_counter()
    real.embed_documents(texts)
    embed_only = time.perf_counter() - start
    memory.close()
    return stored / elapsed, n / embed_only


HOBBIES = (
    "coffee tea postgres cameras cycling chess guitar python rust kotlin hiking sailing "
    "baking opera tennis pottery jazz sushi climbing knitting"
).split()


def corpus(kind: str, n: int, queries: int) -> tuple[list[str], list[str]]:
    """Memory texts and queries: ``distinct`` words, or ``shared`` words in every memory.

    Extracted memories read "The user likes ...": words such as "user" and "like" are in
    nearly all of them, which is what the lexical side of recall must cope with.
    """
    if kind == "distinct":
        texts = [f"synthetic memory number {i} about topic {i % 97}" for i in range(n)]
        return texts, [QUERIES[i % len(QUERIES)] + f" #{i}" for i in range(queries)]
    h = HOBBIES
    texts = [f"The user likes {h[i % 20]} and {h[(i * 7 + 3) % 20]}, note {i}" for i in range(n)]
    return texts, [f"what does the user like about {h[(i * 3) % 20]}?" for i in range(queries)]


def run_size(real: Embedder, tmp: Path, n: int, queries: int, kind: str) -> list[str]:
    embedder = PrecomputedDocuments(real)
    store = SqliteVecProvider(tmp / f"speed-{kind}-{n}.db")
    memory = LongTermMemory(
        MemoryScope("bench"),
        embedder=embedder,
        store=store,
        settings=LTMSettings(max_items=0, near_duplicate_threshold=1.0),
    )
    texts, qs = corpus(kind, n, queries)
    start = time.perf_counter()
    memory.remember_many(texts)
    ingest = n / (time.perf_counter() - start)

    start = time.perf_counter()
    memory.recall(qs[0], k=10)  # first recall in this process: loads the scope's matrix
    first = (time.perf_counter() - start) * 1000

    # Same vectors as the store, for the floor.
    rows = store._connection().execute("SELECT embedding FROM memory_vectors")
    matrix = np.frombuffer(b"".join(r[0] for r in rows), dtype=np.float32).reshape(n, -1)

    recall_ms, floor_ms = [], []
    for q in qs:
        t = time.perf_counter()
        memory.recall(q, k=10)
        recall_ms.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        vec = real.embed_query(q)
        sims = matrix @ (vec / np.linalg.norm(vec))
        top = np.argpartition(-sims, 10)[:10]
        top[np.argsort(-sims[top])]
        floor_ms.append((time.perf_counter() - t) * 1000)
    memory.close()
    store.close()
    p50, floor = statistics.median(recall_ms), statistics.median(floor_ms)
    return [
        f"{n:,}",
        f"{ingest:,.0f}",
        f"{first:.1f}",
        f"{p50:.2f}",
        f"{pct(recall_ms, 95):.2f}",
        f"{floor:.2f}",
        f"{p50 / floor:.2f}x",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--ingest", type=int, default=1000, help="texts for the real-model ingest")
    parser.add_argument(
        "--backend", default="auto", choices=["auto", "onnx", "torch"], help="embedding backend"
    )
    args = parser.parse_args()
    real = default_embedder(LTMSettings(embedding_backend=args.backend))
    real.embed_query("warm up")
    print(f"embedder: {type(real).__name__} ({real.model_name})")
    with tempfile.TemporaryDirectory() as tmp:
        rate, embed_rate = real_ingest(real, Path(tmp), args.ingest)
        table(
            f"remember_many with the real model ({args.ingest:,} texts)",
            ["memories/s", "embedding alone (texts/s)"],
            [[f"{rate:,.0f}", f"{embed_rate:,.0f}"]],
        )
        for kind, title in (
            ("distinct", "recall latency, one scope, top-10 (ms)"),
            ("shared", 'the same, every memory "The user likes ..." (ms)'),
        ):
            rows = [
                run_size(real, Path(tmp), int(n), args.queries, kind) for n in args.sizes.split(",")
            ]
            table(
                title,
                [
                    "memories",
                    "ingest/s (precomputed)",
                    "first recall",
                    "recall p50",
                    "recall p95",
                    "floor p50",
                    "p50 / floor",
                ],
                rows,
            )


if __name__ == "__main__":
    main()
