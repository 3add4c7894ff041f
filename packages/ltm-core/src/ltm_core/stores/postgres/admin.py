"""Administration of the Postgres store: scopes, totals, logical backups and restore.

A backup is a folder like the embedded store's (named to the second, newest ``keep`` kept)
with ``memories.jsonl`` (one memory per line with its scope's raw ids and its vector, so a
restore needs no embedding model) and ``manifest.json``. It is a logical export of ltm's own
tables, read in one repeatable-read snapshot; for whole-database backups use ``pg_dump``.
"""

from __future__ import annotations

import base64
import json
import shutil
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from psycopg import sql

from ltm_core.models import MemoryItem, MemoryScope, as_utc, utc_now
from ltm_core.stores._backup import (
    EXPORT,
    MANIFEST,
    BackupError,
    BackupInfo,
    RestoreReport,
    prune,
    read_info,
)
from ltm_core.stores._backup import new_folder as new_backup_folder
from ltm_core.stores.base import ItemFilter
from ltm_core.stores.postgres.rows import ITEM_COLUMNS, ITEM_WIDTH, item_from_row
from ltm_core.stores.postgres.schema import read_meta, set_meta

if TYPE_CHECKING:
    from ltm_core.stores.postgres.provider import PostgresProvider

_RESTORE_BATCH = 500


class PostgresAdmin:
    """Whole-store operations of one ``PostgresProvider``: ``store.admin``."""

    def __init__(self, store: PostgresProvider) -> None:
        self.store = store

    def list_scopes(self) -> list[tuple[MemoryScope, int]]:
        """Every scope holding memories (history included), with how many."""
        with self.store.transaction() as conn:
            rows = conn.execute(
                sql.SQL(
                    "SELECT user_id, namespace, workspace_id, total_count FROM {}.scopes "
                    "WHERE total_count > 0 ORDER BY id"
                ).format(self.store.sql_schema)
            ).fetchall()
        return [(MemoryScope(r[0], r[1], r[2]), int(r[3])) for r in rows]

    def total_memories(self) -> int:
        """Memories in the whole store, every scope and history included."""
        with self.store.transaction() as conn:
            row = conn.execute(
                sql.SQL("SELECT COALESCE(sum(total_count), 0) FROM {}.scopes").format(
                    self.store.sql_schema
                )
            ).fetchone()
        return int(row[0])

    def _export_rows(self) -> Iterator[tuple[MemoryScope, dict[str, Any]]]:
        """Every memory with its scope and vector, oldest first, from one snapshot."""
        with self.store.transaction() as conn:
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            cur = conn.cursor(name="ltm_export")  # server-side: memory stays flat
            cur.execute(
                sql.SQL(
                    f"SELECT {ITEM_COLUMNS}, m.user_id, m.namespace, m.workspace_id, "
                    "embedding FROM {}.memories m ORDER BY scope_id, seq"
                ).format(self.store.sql_schema)
            )
            for row in cur:
                item = item_from_row(row)
                vector = np.asarray(row[ITEM_WIDTH + 3].to_numpy(), dtype="<f4")
                record = item.model_dump(mode="json")
                record["vector"] = base64.b64encode(vector.tobytes()).decode("ascii")
                yield MemoryScope(row[ITEM_WIDTH], row[ITEM_WIDTH + 1], row[ITEM_WIDTH + 2]), record

    def backup(self, root: Path, *, keep: int = 10, now: datetime | None = None) -> BackupInfo:
        """Export every scope into a new backup folder under ``root``; keep the newest ``keep``.

        Raises:
            BackupError: The folder cannot be written or the export failed (nothing is kept).
        """
        when = as_utc(now or utc_now())
        try:
            folder = new_backup_folder(Path(root).expanduser(), when)
        except OSError as exc:
            raise BackupError(
                f"cannot create a backup folder in {root} ({exc}); set LTM_BACKUP_PATH to a "
                "writable folder"
            ) from exc
        counts: dict[MemoryScope, int] = {}
        try:
            with (folder / EXPORT).open("w", encoding="utf-8") as out:
                for scope, record in self._export_rows():
                    counts[scope] = counts.get(scope, 0) + 1
                    out.write(json.dumps({"scope": scope.as_dict(), **record}, ensure_ascii=False))
                    out.write("\n")
            manifest = {
                "created_at": when.isoformat(),
                "source": self.store.location,
                "provider": "postgres",
                "embedding_model": self.store.embedding_model,
                "scopes": [{**s.as_dict(), "memories": n} for s, n in counts.items()],
            }
            (folder / MANIFEST).write_text(json.dumps(manifest, indent=2, ensure_ascii=False))
        except Exception as exc:
            shutil.rmtree(folder, ignore_errors=True)
            raise BackupError(
                f"backup of {self.store.location} into {folder} failed: {exc}"
            ) from exc
        prune(Path(root).expanduser(), keep)
        return read_info(folder)

    def restore(self, backup: Path) -> RestoreReport:
        """Load a backup's ``memories.jsonl`` into this store, scopes kept, and verify counts.

        Only scopes that hold nothing here are restored into: a scope that already holds
        memories is refused before anything is written, so no memory is overwritten.

        Raises:
            BackupError: The backup is damaged, has no vectors, or a scope is not empty.
        """
        folder = Path(backup).expanduser()
        info = read_info(folder)
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        everything = ItemFilter(include_superseded=True)
        scopes = [
            MemoryScope(s["user_id"], s["namespace"], s["workspace_id"]) for s in manifest["scopes"]
        ]
        busy = [s.as_dict() for s in scopes if self.store.count(s, everything)]
        if busy:
            raise BackupError(
                f"{self.store.location} already holds memories of {len(busy)} scope(s) of this "
                f"backup (first: {busy[0]}); restore into another LTM_POSTGRES_SCHEMA, or "
                "clear those scopes first"
            )
        if not (folder / EXPORT).is_file():
            raise BackupError(f"{folder} has no {EXPORT}")
        pending: dict[MemoryScope, list[tuple[MemoryItem, np.ndarray]]] = {}
        with (folder / EXPORT).open(encoding="utf-8") as rows:
            for line in rows:
                if not line.strip():
                    continue
                record = json.loads(line)
                scope = MemoryScope(**record.pop("scope"))
                if "vector" not in record:
                    raise BackupError(
                        f"{folder} holds no vectors (an embedded-store backup?): load its "
                        f"{EXPORT} with ltm import instead"
                    )
                vector = np.frombuffer(base64.b64decode(record.pop("vector")), dtype="<f4")
                batch = pending.setdefault(scope, [])
                batch.append((MemoryItem.model_validate(record), vector))
                if len(batch) >= _RESTORE_BATCH:
                    self._restore_batch(scope, pending.pop(scope), manifest)
        for scope, batch in pending.items():
            self._restore_batch(scope, batch, manifest)
        for entry, scope in zip(manifest["scopes"], scopes, strict=True):
            if self.store.count(scope, everything) != int(entry["memories"]):
                raise BackupError(
                    f"restored {self.store.location} does not match the backup manifest for scope "
                    f"{scope.as_dict()}; the backup may be damaged"
                )
        return RestoreReport(
            target=Path(self.store.location), memories=info.memories, scopes=info.scopes
        )

    def _restore_batch(
        self,
        scope: MemoryScope,
        batch: list[tuple[MemoryItem, np.ndarray]],
        manifest: dict[str, Any],
    ) -> None:
        vectors = np.stack([v for _, v in batch]).astype(np.float32)
        self.store.ensure_embedding(
            str(manifest.get("embedding_model") or "unknown"), vectors.shape[1]
        )
        self.store.upsert(scope, [i for i, _ in batch], vectors)

    def record_backup(self, made: BackupInfo) -> None:
        """Remember when the last backup was made and how many memories it held."""
        with self.store.transaction() as conn:
            set_meta(
                conn,
                self.store.sql_schema,
                {
                    "last_backup_at": made.created_at.isoformat(),
                    "last_backup_count": str(made.memories),
                },
            )

    def last_backup(self) -> tuple[datetime | None, int]:
        """When the last backup was made here (``None``: never) and how many it held."""
        with self.store.reading() as conn:
            meta = read_meta(conn, self.store.sql_schema)
        at = meta.get("last_backup_at")
        when = None if at is None else datetime.fromisoformat(at)
        return when, int(meta.get("last_backup_count", 0))
