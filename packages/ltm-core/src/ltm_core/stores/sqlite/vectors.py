"""Reading vectors back: exact cosines, a scope's matrix, vec0 KNN, exact top-k."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ltm_core.embeddings.base import normalise_rows
from ltm_core.stores.base import Matrix
from ltm_core.stores.sqlite.driver import chunks, marks
from ltm_core.stores.sqlite.matrix_cache import MatrixCache, ScopeMatrix


def similarities(conn: Any, query: Matrix, rowids: Sequence[int], dim: int) -> dict[int, float]:
    """Exact cosine of ``query`` to the stored vectors of ``rowids``."""
    ids: list[int] = []
    blobs: list[bytes] = []
    for part in chunks(list(rowids)):
        for r in conn.execute(
            f"SELECT rowid, embedding FROM memory_vectors WHERE rowid IN ({marks(len(part))})",
            tuple(part),
        ):
            ids.append(int(r[0]))
            blobs.append(r[1])
    if not ids:
        return {}
    vectors = normalise_rows(np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(-1, dim))
    sims = vectors @ normalise_rows(query)
    return {rowid: float(sim) for rowid, sim in zip(ids, sims, strict=True)}


def scope_matrix(
    cache: MatrixCache, conn: Any, scope_id: int, version: int, dim: int
) -> ScopeMatrix:
    """The scope's vectors as one matrix, from ``cache`` when its version is current."""
    matrix = cache.get(scope_id, version)
    if matrix is None:
        rows = conn.execute(
            "SELECT rowid, embedding FROM memory_vectors WHERE scope_id = ?", (scope_id,)
        ).fetchall()
        rowids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        blob = b"".join(r[1] for r in rows)
        vectors = np.frombuffer(blob, dtype=np.float32).reshape(len(rows), dim)
        matrix = ScopeMatrix(rowids, vectors, version)
        cache.put(scope_id, matrix)
    return matrix


def knn(conn: Any, scope_id: int, query: Matrix, k: int) -> list[tuple[int, float]]:
    """vec0's own k-nearest search inside the scope's partition."""
    rows = conn.execute(
        "SELECT rowid, distance FROM memory_vectors "
        "WHERE embedding MATCH ? AND scope_id = ? AND k = ?",
        (query.tobytes(), scope_id, k),
    ).fetchall()
    return [(int(r[0]), 1.0 - float(r[1])) for r in rows]


def exact_over(
    conn: Any, rowids: Any, queries: Matrix, k: int, dim: int
) -> list[list[tuple[int, float]]]:
    """Exact top-k over the vectors of ``rowids`` (a filtered scope)."""
    ids: list[int] = []
    blobs: list[bytes] = []
    for part in chunks([int(r) for r in rowids]):
        for r in conn.execute(
            f"SELECT rowid, embedding FROM memory_vectors WHERE rowid IN ({marks(len(part))})",
            tuple(part),
        ):
            ids.append(int(r[0]))
            blobs.append(r[1])
    vectors = np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(ids), dim)
    return ScopeMatrix(np.asarray(ids, dtype=np.int64), vectors, 0).top_k(queries, k)
