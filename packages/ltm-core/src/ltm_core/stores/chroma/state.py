"""What every part of ``ChromaProvider`` shares: the connection, the lock, model facts."""

from __future__ import annotations

from ltm_core.stores._remote import RemoteStore
from ltm_core.stores.chroma.connection import ChromaConnection


class ChromaState(RemoteStore):
    """The state the reads, the writes and the lifecycle of ``ChromaProvider`` work on.

    Args:
        conn: The (lazily opened) client and the scope collections on it.
    """

    def __init__(self, conn: ChromaConnection) -> None:
        super().__init__(conn.location)
        self._conn = conn
        self.path, self.host, self.port = conn.path, conn.host, conn.port
