"""The errors every storage backend raises; each message says what to do next."""

from __future__ import annotations

__all__ = ["BackupError", "DimensionMismatch", "StoreError", "StoreUnavailable"]


class StoreError(RuntimeError):
    """A storage backend failed; the message says what to do next."""


class DimensionMismatch(StoreError, ValueError):
    """The store holds vectors of another length than the embedder produces."""


class StoreUnavailable(StoreError, ConnectionError):
    """A storage server could not be reached."""


class BackupError(StoreError):
    """A backup or restore could not be made; the message says why and what to do."""
