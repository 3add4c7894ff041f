"""The Postgres backend (pgvector): one store shared by every replica of an app."""

from pathlib import Path

from ltm_core.stores.postgres.provider import HNSW_MIN_ITEMS, PostgresProvider


def default_backup_root(schema: str) -> Path:
    """``~/.ltm/backups/postgres-<schema>``: where ``ltm backup`` puts a server's backups."""
    return Path("~/.ltm/backups").expanduser() / f"postgres-{schema}"


__all__ = ["HNSW_MIN_ITEMS", "PostgresProvider", "default_backup_root"]
