"""What every part of ``ChromaProvider`` shares: the connection, the lock, model facts."""

from __future__ import annotations

import threading

from ltm_core.stores._codec import InsertionOrder
from ltm_core.stores.base import Matrix, RefCounted, checked_vectors
from ltm_core.stores.chroma.connection import ChromaConnection


class ChromaState(RefCounted):
    """The state the reads, the writes and the lifecycle of ``ChromaProvider`` work on.

    Args:
        conn: The (lazily opened) client and the scope collections on it.
    """

    def __init__(self, conn: ChromaConnection) -> None:
        super().__init__()
        self._conn = conn
        self.path, self.host, self.port = conn.path, conn.host, conn.port
        self.location = conn.location
        self._lock = threading.RLock()
        self._order = InsertionOrder()
        self._model: str | None = None
        self._dimension: int | None = None

    def _check_vectors(self, vectors: Matrix, n: int) -> Matrix:
        return checked_vectors(vectors, n, self._dimension, self.location)
