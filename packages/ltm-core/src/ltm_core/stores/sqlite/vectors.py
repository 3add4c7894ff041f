"""Reading vectors back: exact cosines, a scope's matrix, vec0 KNN, exact top-k.

Every read here costs what the scope holds, never what the file holds. sqlite-vec 0.1 plans
only a KNN (``MATCH ... AND scope_id = ? AND k = ?``) and a single ``rowid = ?`` as direct
lookups: ``rowid IN (...)`` and a plain ``scope_id = ?`` scan every vector in the file (60 ms
for 40 rows, 0.9 s for one scope, with 2,000 users of 40 memories in the file). So rows are
read one ``rowid = ?`` at a time, and a scope's whole matrix from its own chunks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ltm_core.embeddings.base import normalise_rows
from ltm_core.stores.base import Matrix
from ltm_core.stores.sqlite.matrix_cache import ScopeMatrix

#: The most rows vec0 returns from one KNN (its ``k`` limit).
VEC0_MAX_K = 4096

_POINT_SQL = "SELECT embedding FROM memory_vectors WHERE rowid = ?"
# The partition's chunks (indexed since schema v6) with their vectors: sqlite-vec 0.1's own
# layout, read directly and checked against the scope's count (see ``_chunked_vectors``).
_CHUNKS_SQL = (
    "SELECT c.size, c.rowids, c.validity, v.vectors FROM memory_vectors_chunks AS c "
    "JOIN memory_vectors_vector_chunks00 AS v ON v.rowid = c.chunk_id "
    "WHERE c.partition00 = ? ORDER BY c.chunk_id"
)


def vectors_of(conn: Any, rowids: Sequence[int], dim: int) -> tuple[list[int], Matrix]:
    """The stored vectors of ``rowids`` (missing rows left out), by point lookups."""
    ids: list[int] = []
    blobs: list[bytes] = []
    for rowid in rowids:
        row = conn.execute(_POINT_SQL, (int(rowid),)).fetchone()
        if row is not None:
            ids.append(int(rowid))
            blobs.append(row[0])
    vectors = np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(ids), dim)
    return ids, vectors


def similarities(conn: Any, query: Matrix, rowids: Sequence[int], dim: int) -> dict[int, float]:
    """Exact cosine of ``query`` to the stored vectors of ``rowids``."""
    ids, vectors = vectors_of(conn, rowids, dim)
    if not ids:
        return {}
    sims = normalise_rows(vectors) @ normalise_rows(query)
    return {rowid: float(sim) for rowid, sim in zip(ids, sims, strict=True)}


def _chunked_vectors(
    conn: Any, scope_id: int, count: int, dim: int
) -> tuple[np.ndarray, Matrix] | None:
    """The partition's rows and vectors from its chunks, or ``None`` if they do not add up.

    ``None`` also when the layout is not sqlite-vec 0.1's (a later release may change it):
    the caller then asks vec0 itself.
    """
    try:
        chunks = conn.execute(_CHUNKS_SQL, (scope_id,)).fetchall()
    except Exception:  # another sqlite-vec layout (no such table): use the generic read
        return None
    id_parts: list[np.ndarray] = []
    vector_parts: list[Matrix] = []
    for size, rowid_blob, validity, vector_blob in chunks:
        size = int(size)
        if len(rowid_blob) != 8 * size or len(vector_blob) != 4 * dim * size:
            return None
        valid = np.unpackbits(np.frombuffer(validity, dtype=np.uint8), bitorder="little")
        live = valid[:size].astype(bool)
        id_parts.append(np.frombuffer(rowid_blob, dtype=np.int64)[live])
        vector_parts.append(np.frombuffer(vector_blob, dtype=np.float32).reshape(size, dim)[live])
    rowids = np.concatenate(id_parts) if id_parts else np.zeros(0, np.int64)
    if len(rowids) != count:
        return None
    vectors = np.vstack(vector_parts) if vector_parts else np.zeros((0, dim), np.float32)
    return rowids, vectors


def scope_vectors(conn: Any, scope_id: int, count: int, dim: int) -> tuple[np.ndarray, Matrix]:
    """Row ids and vectors of the scope's ``count`` active memories."""
    found = _chunked_vectors(conn, scope_id, count, dim)
    if found is not None:
        return found
    if count <= VEC0_MAX_K:  # a KNN over the partition returns each row once, with its vector
        rows = conn.execute(
            "SELECT rowid, embedding FROM memory_vectors "
            "WHERE embedding MATCH ? AND scope_id = ? AND k = ?",
            (np.ones(dim, np.float32).tobytes(), scope_id, max(count, 1)),  # any non-zero query
        ).fetchall()
        rowids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
    else:  # point lookups of the scope's rows: still the scope's size, not the file's
        listed = conn.execute(
            "SELECT rowid FROM memories WHERE scope_id = ? AND superseded_by IS NULL",
            (scope_id,),
        )
        ids, vectors = vectors_of(conn, [r[0] for r in listed], dim)
        return np.asarray(ids, dtype=np.int64), vectors
    blob = b"".join(r[1] for r in rows)
    return rowids, np.frombuffer(blob, dtype=np.float32).reshape(len(rows), dim)


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
    ids, vectors = vectors_of(conn, [int(r) for r in rowids], dim)
    found = ScopeMatrix(np.asarray(ids, dtype=np.int64), vectors, 0).top_k(queries, k)
    assert found is not None  # a matrix of its own: no version asked
    return found
