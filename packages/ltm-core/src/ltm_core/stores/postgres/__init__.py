"""The Postgres backend (pgvector): one store shared by every replica of an app."""

from ltm_core.stores.postgres.provider import HNSW_MIN_ITEMS, PostgresProvider, default_backup_root

__all__ = ["HNSW_MIN_ITEMS", "PostgresProvider", "default_backup_root"]
