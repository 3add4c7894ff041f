"""Build a provider from a plain spec, here or in a child process (importable under spawn)."""

from __future__ import annotations

import os
import time
import traceback
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np

MODEL = "all-MiniLM-L6-v2"
DIM = 384


def build(kind: str, spec: dict[str, Any]):
    """A new provider object for the backend ``kind`` at the location ``spec`` describes."""
    if kind == "sqlite-vec":
        from ltm_core.vector.sqlite_vec import SqliteVecProvider

        return SqliteVecProvider(spec["path"])
    if kind == "chroma-embedded":
        from ltm_core.vector.chroma import ChromaProvider

        return ChromaProvider(spec["path"])
    if kind == "chroma-server":
        from ltm_core.vector.chroma import ChromaProvider

        return ChromaProvider(
            host=spec["host"],
            port=spec["port"],
            collection_prefix=spec["prefix"],
            timeout=spec.get("timeout", 30.0),
        )
    if kind == "postgres":
        from ltm_core.stores.postgres import PostgresProvider

        return PostgresProvider(
            spec["url"],
            schema=spec["schema"],
            timeout=spec.get("timeout", 10.0),
            hnsw_min_items=spec.get("hnsw_min_items", 10_000),
        )
    if kind in ("pinecone", "pinecone-live"):
        from ltm_core.vector.pinecone import PineconeProvider

        cls = PineconeProvider if kind == "pinecone" else _settling(PineconeProvider)
        return cls(
            api_key=spec["api_key"],
            host=spec.get("host"),
            index_name=spec.get("index", "ltm-memories"),
            namespace_prefix=spec["prefix"],
        )
    raise ValueError(kind)


def drop_schema(url: str, schema: str) -> None:
    """Drop a test's Postgres schema (the one it created) and everything in it."""
    import psycopg
    from psycopg import sql

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(schema)))


def _settling(base):
    """The live service shows writes to reads after a short delay: wait it out after each."""
    pause = float(os.environ.get("PINECONE_SETTLE_SECONDS", "2"))

    class Settling(base):
        pass

    for name in ("upsert", "update", "delete", "clear", "touch", "ensure_embedding"):

        def wrapped(self, *args, _name=name, **kwargs):
            result = getattr(base, _name)(self, *args, **kwargs)
            time.sleep(pause)
            return result

        setattr(Settling, name, wrapped)
    return Settling


def unit_vectors(seed: int, n: int, dim: int = DIM) -> np.ndarray:
    rng = np.random.default_rng(seed)
    v = rng.standard_normal((n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def write_items(kind: str, spec: dict[str, Any], user: str, seed: int, n: int, batch: int):
    """Write ``n`` items with distinct vectors in batches; return their ids (or the error)."""
    from ltm_core.models import MemoryItem, MemoryScope

    try:
        store = build(kind, spec)
        store.ensure_embedding(MODEL, DIM)
        scope = MemoryScope(user)
        vectors = unit_vectors(seed, n)
        start = datetime(2026, 1, 1, tzinfo=UTC)
        ids = []
        for first in range(0, n, batch):
            items = [
                MemoryItem(
                    id=f"w{seed}-{i}",
                    text=f"writer {seed} memory {i}",
                    created_at=start + timedelta(seconds=i),
                )
                for i in range(first, min(n, first + batch))
            ]
            store.upsert(scope, items, vectors[first : first + batch])
            ids.extend(item.id for item in items)
        store.close()
        return ids
    except Exception:
        return "ERROR " + traceback.format_exc()


def try_open(kind: str, spec: dict[str, Any]) -> str:
    """Open a provider in this (child) process; the error message, or 'opened'."""
    try:
        store = build(kind, spec)
    except Exception as exc:
        return f"{type(exc).__name__} in pid {os.getpid()}: {exc}"
    store.close()
    return "opened"


def write_then_wait_for_all(
    kind: str, spec: dict[str, Any], user: str, seed: int, n: int, batch: int, total: int
):
    """Write ``n`` items, then read until ``total`` items of ``user`` are visible.

    Returns ``(ids written, count seen, ids of other writers found by similarity)`` or the
    error. The other writers' first vectors are searched for, so a hit proves this process
    reads what the others wrote, vectors included.
    """
    from ltm_core.models import MemoryScope

    written = write_items(kind, spec, user, seed, n, batch)
    if isinstance(written, str):
        return written
    try:
        store = build(kind, spec)
        store.ensure_embedding(MODEL, DIM)
        scope = MemoryScope(user)
        deadline = time.monotonic() + 120
        while store.count(scope) < total and time.monotonic() < deadline:
            time.sleep(0.2)
        seen = store.count(scope)
        others = [s for s in range(total // n) if s != seed]
        found = []
        for other in others:
            [hits] = store.search(scope, unit_vectors(other, 1), 1)
            found.extend(h.item.id for h in hits)
        store.close()
        return written, seen, found
    except Exception:
        return "ERROR " + traceback.format_exc()


def write_and_report(kind: str, spec: dict[str, Any], user: str, batches: int, batch: int) -> None:
    """Write batches forever-ish, printing each batch's ids once ``upsert`` has returned.

    The parent kills this process with SIGKILL partway; every id printed must be stored.
    """
    import sys

    from ltm_core.models import MemoryItem, MemoryScope

    store = build(kind, spec)
    store.ensure_embedding(MODEL, DIM)
    scope = MemoryScope(user)
    for b in range(batches):
        items = [MemoryItem(id=f"k{b}-{i}", text=f"batch {b} item {i}") for i in range(batch)]
        store.upsert(scope, items, unit_vectors(b, batch))
        sys.stdout.write(" ".join(i.id for i in items) + "\n")
        sys.stdout.flush()
