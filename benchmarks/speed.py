"""Speed of the embedded default: ingest throughput and recall latency against the floor.

    python benchmarks/speed.py                  # 1k, 10k and 100k memories
    python benchmarks/speed.py --sizes 1000,10000 --queries 100
    python benchmarks/speed.py --only tenants,threads   # a part: ingest, synthetic, locomo,
                                                         # r10, tenants, threads

Parts: ingest with the real model (the model alone and ``remember_many``, float32 and
int8; ``remember()`` one at a time below ``max_items`` and at it, where each call evicts);
recall p50/p95 against the floor's p50/p95 on the peers' synthetic query sets and on the
LoCoMo questions (one LoCoMo conversation's turns, embedded with the real model, plus random
filler up to the size); LoCoMo R@10 on the dev half (the default configuration, float32 and
int8); a 40-memory user's recall with 100 to 5,000 other tenants in the file; and concurrent
recall throughput, threads 1/2/4/8, each thread its own user (query vectors precomputed, so
the store's own serialisation shows).

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
from collections.abc import Callable, Sequence
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


def _timed(work: Callable[[], int]) -> tuple[float, float]:
    """What ``work`` returns (a count) per wall-clock second and per CPU second (all threads)."""
    started, cpu = time.perf_counter(), time.process_time()
    done = work()
    return done / (time.perf_counter() - started), done / (time.process_time() - cpu)


def _fresh_memory(embedder: Embedder, tmp: Path, settings: LTMSettings) -> LongTermMemory:
    store = SqliteVecProvider(tmp / f"ingest-{time.monotonic_ns()}.db")
    memory = LongTermMemory(
        MemoryScope("ingest"), embedder=embedder, store=store, settings=settings
    )
    memory.remember("warm the guard and the store up")
    return memory


def ingest_rows(embedders: dict[str, Embedder], tmp: Path, n: int, single: int) -> list[list[str]]:
    """The model alone, ``remember_many``, and ``remember()`` below and at ``max_items``.

    ``remember()`` runs with the default settings (``max_items`` 500): ``single`` calls into an
    empty scope (none evicts), then ``single`` calls into a scope already holding
    ``max_items`` (each evicts one). The cap is filled with ``remember_many``, untimed.
    """
    texts = sentences(n, seed=42)
    singles = sentences(single, seed=7)
    fill = sentences(2 * LTMSettings().max_items, seed=1)
    rows: list[list[str]] = []

    def row(name: str, figures: tuple[float, float]) -> None:
        rows.append([name, f"{figures[0]:,.0f}", f"{figures[1]:,.0f}"])

    for precision, embedder in embedders.items():
        row(
            f"model alone, `embed_documents` ({precision}, {n:,} texts)",
            _timed(lambda e=embedder: len(e.embed_documents(texts))),
        )
        memory = _fresh_memory(embedder, tmp, LTMSettings(max_items=0))
        row(
            f"`remember_many` ({precision}, {n:,} texts)",
            _timed(lambda m=memory: sum(r.status == "stored" for r in m.remember_many(texts))),
        )
        memory.close()
        for at_cap in (False, True):
            memory = _fresh_memory(embedder, tmp, LTMSettings())
            cap = memory.settings.max_items
            start = 0
            while at_cap and memory.count() < cap and start < len(fill):
                memory.remember_many(fill[start : start + cap - memory.count()])
                start += cap
            held = memory.count()

            def one_by_one(m: LongTermMemory = memory) -> int:
                for text in singles:
                    m.remember(text)
                return len(singles)

            where = f"at the cap ({held} of {cap} held)" if at_cap else "below the cap"
            row(f"`remember()` one at a time, {where} ({precision})", _timed(one_by_one))
            memory.close()
    return rows


def ingest_embedders(backend: str, real: Embedder) -> dict[str, Embedder]:
    """The default (float32) embedder, and the int8 one where onnxruntime runs."""
    found = {"fp32": real}
    if backend != "torch":
        int8 = default_embedder(LTMSettings(embedding_backend=backend, embedding_precision="int8"))
        int8.embed_query("warm up")
        if getattr(int8, "precision", "fp32") == "int8":
            found["int8"] = int8
    return found


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
    return [f"{n:,}", f"{ingest:,.0f}", f"{first:.1f}", *against_floor(recall_ms, floor_ms)]


def against_floor(recall_ms: list[float], floor_ms: list[float]) -> list[str]:
    """p50, p95, the floor's p50 and p95, and the two ratios."""
    p50, floor = statistics.median(recall_ms), statistics.median(floor_ms)
    p95, floor95 = pct(recall_ms, 95), pct(floor_ms, 95)
    return [
        f"{p50:.2f}",
        f"{p95:.2f}",
        f"{floor:.2f}",
        f"{floor95:.2f}",
        f"{p50 / floor:.2f}x",
        f"{p95 / floor95:.2f}x",
    ]


FLOOR_HEADER = ["recall p50", "p95", "floor p50", "floor p95", "p50 / floor", "p95 / floor p95"]


PARTS = ("ingest", "synthetic", "locomo", "r10", "tenants", "threads")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--ingest", type=int, default=1000, help="texts for the real-model ingest")
    parser.add_argument("--single", type=int, default=300, help="remember() calls per row")
    parser.add_argument("--only", default=",".join(PARTS), help="comma-separated parts to run")
    parser.add_argument("--tenants", default="100,1000,5000", help="other users in the file")
    parser.add_argument(
        "--backend", default="auto", choices=["auto", "onnx", "torch"], help="embedding backend"
    )
    args = parser.parse_args()
    parts = set(args.only.split(","))
    sizes = [int(n) for n in args.sizes.split(",")]
    real = default_embedder(LTMSettings(embedding_backend=args.backend))
    real.embed_query("warm up")
    print(f"embedder: {type(real).__name__} ({real.model_name})")
    from benchmarks import speed_cases as cases

    with tempfile.TemporaryDirectory() as tmp:
        if "ingest" in parts:
            table(
                "ingest with the real model (memories or texts per second)",
                ["figure", "per wall-clock second", "per CPU second"],
                ingest_rows(
                    ingest_embedders(args.backend, real), Path(tmp), args.ingest, args.single
                ),
            )
        for kind, title in (
            ("distinct", "recall latency, one scope, top-10 (ms)"),
            ("shared", 'the same, every memory "The user likes ..." (ms)'),
        ):
            if "synthetic" not in parts:
                break
            rows = [run_size(real, Path(tmp), n, args.queries, kind) for n in sizes]
            header = ["memories", "ingest/s (precomputed)", "first recall", *FLOOR_HEADER]
            table(title, header, rows)
        if "locomo" in parts:
            rows = [cases.locomo_size(real, Path(tmp), n, args.queries) for n in sizes]
            table(
                "LoCoMo questions: one conversation's turns (real vectors) + filler, top-10 (ms)",
                ["memories", "questions", *FLOOR_HEADER],
                rows,
            )
        if "r10" in parts:
            table(
                "LoCoMo dev half, default configuration (same run)",
                ["precision", "questions", "R@10", "R@5", "ms/query (after embedding)"],
                [
                    [precision, *cases.locomo_r10(embedder)]
                    for precision, embedder in ingest_embedders(args.backend, real).items()
                ],
            )
        if "tenants" in parts:
            rows = [
                cases.tenants_row(real, Path(tmp), int(t), 20, args.queries)
                for t in args.tenants.split(",")
            ]
            table(
                "a 40-memory user's recall with other tenants in the file, top-10 (ms)",
                ["other users (20 memories each)", "memories in file", "ingest/s", *FLOOR_HEADER],
                rows,
            )
        if "threads" in parts:
            table(
                "concurrent recall, each thread its own user (8 users x 2,000 memories, "
                "query vectors precomputed)",
                ["threads", "recalls/s", "vs 1 thread", "p50 ms", "p95 ms"],
                cases.threads_rows(Path(tmp), 8, 2000, 6.0),
            )


if __name__ == "__main__":
    main()
