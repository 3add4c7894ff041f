"""``ltm`` commands for files and backups: export, import, backup, backups, restore."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

if TYPE_CHECKING:
    from ltm_core.models import MemoryScope
from ltm_core.cli.common import (
    EXIT_NOTHING,
    EXIT_REFUSED,
    NO_OPTIONS,
    Db,
    Json,
    Scope,
    _after_write,
    _fail,
    _open,
    _print_json,
    _settings,
    app,
    scoped,
)

# -- files -----------------------------------------------------------------------------------


@app.command()
@scoped
def export(
    file: Annotated[Path, typer.Argument(help="Where to write one JSON memory per line.")],
    force: Annotated[
        bool, typer.Option("--force", help="Replace FILE if it exists (never a database).")
    ] = False,
    scope: Scope = NO_OPTIONS,
) -> None:
    """Export the scope's memories (history included) to a new JSONL file.

    Never onto the store itself, onto any SQLite database, or onto an existing file without
    ``--force``.
    """
    import os
    import tempfile

    from ltm_core.stores.base import BackupError
    from ltm_core.stores.sqlite.files import check_export_target

    try:
        target = check_export_target(file, _settings(scope.db).db_path, force=force)
    except BackupError as exc:
        _fail(str(exc), EXIT_REFUSED)
        raise
    memory = _open(scope, create=False)
    rows = [] if memory is None else memory.export()
    try:  # a new file renamed into place: a failed export leaves the old file whole
        handle, staged = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
        os.replace(staged, target)
    except OSError as exc:
        _fail(f"cannot write {file}: {exc}", EXIT_REFUSED)
    typer.echo(f"exported {len(rows)} memories to {file}")


@app.command(name="import")
@scoped
def import_memories(
    file: Annotated[
        Path | None,
        typer.Argument(
            help="A JSONL file written by `ltm export`, or with --from the other system's "
            "database (default ~/.longterm-memory-mcp/memories.db)."
        ),
    ] = None,
    source: Annotated[
        str | None,
        typer.Option("--from", help="Read another system's store: longterm-memory-mcp."),
    ] = None,
    all_scopes: Annotated[
        bool,
        typer.Option(
            "--all-scopes",
            help="Keep each row's own scope (a backup's memories.jsonl holds every user's).",
        ),
    ] = False,
    scope: Scope = NO_OPTIONS,
    as_json: Json = False,
) -> None:
    """Import a JSONL export into the scope; importing the same file twice changes nothing.

    A file holding several scopes (a backup's export) needs ``--all-scopes``, so no user's
    memories land in another user's scope.
    """
    from collections import Counter

    from rich.progress import Progress

    if source is not None:
        _import_from(source, file, scope, as_json)
        return
    if file is None:
        _fail("give the JSONL FILE to import (or --from longterm-memory-mcp)", EXIT_REFUSED)
    assert file is not None
    rows = _read_rows(file)
    scopes = {json.dumps(row.get("scope"), sort_keys=True) for row in rows if "scope" in row}
    if len(scopes) > 1 and not all_scopes:
        _fail(
            f"{file} holds memories of {len(scopes)} scopes (a backup's export); pass "
            "--all-scopes to keep each memory's own scope, or import one scope's `ltm export`",
            EXIT_REFUSED,
        )
    memory = _open(scope)
    assert memory is not None
    by_scope: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        # Without --all-scopes the target scope is the command's (a one-scope file).
        key = json.dumps(row.pop("scope", None), sort_keys=True) if all_scopes else "null"
        by_scope.setdefault(key, []).append(row)
    counts: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    with Progress(transient=True, disable=as_json or not sys.stderr.isatty()) as progress:
        task = progress.add_task("importing", total=len(rows))
        for key, scope_rows in by_scope.items():
            target = memory if key == "null" else memory.for_scope(_row_scope(file, key))
            for start in range(0, len(scope_rows), 256):
                for result in target.import_(scope_rows[start : start + 256]):
                    counts[result.status] += 1
                    if result.reason:
                        reasons[result.reason] += 1
                progress.advance(task, min(256, len(scope_rows) - start))
    summary = {s: counts.get(s, 0) for s in ("stored", "duplicate", "rejected")}
    if as_json:
        _print_json({**summary, "reasons": dict(reasons)})
    else:
        typer.echo(", ".join(f"{v} {k}" for k, v in summary.items()))
        for reason, n in reasons.items():
            typer.echo(f"  rejected {n}: {reason}", err=True)
    _after_write(memory)


#: Longest line ``ltm import`` reads: far above any exported memory (text, tags, metadata).
MAX_IMPORT_LINE_CHARS = 4_000_000


def _read_rows(file: Path) -> list[dict[str, Any]]:
    """The JSON objects of a JSONL file, or a one-line error naming the first bad line.

    A byte-order mark (Windows editors write one) is skipped. A device or a pipe is refused
    before it is read: ``/dev/zero`` would never end.
    """
    if not file.is_file():
        what = "a folder" if file.is_dir() else "not a regular file" if file.exists() else "missing"
        _fail(
            f"{file} is {what}: give the path of a JSONL file, as `ltm export FILE` writes it",
            EXIT_REFUSED,
        )
    try:
        lines = file.read_text(encoding="utf-8-sig").splitlines()
    except (OSError, ValueError) as exc:
        _fail(f"cannot read {file}: {exc}", EXIT_REFUSED)
        raise
    rows: list[dict[str, Any]] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        if len(line) > MAX_IMPORT_LINE_CHARS:  # refused before parsing: 50 MB took ~30 s
            _fail(
                f"line {number} of {file} has {len(line):,} characters; a memory as `ltm export` "
                f"writes it is a few KB (at most {MAX_IMPORT_LINE_CHARS:,}): is this an export?",
                EXIT_REFUSED,
            )
        try:
            row = json.loads(line)
        except ValueError:
            row = None
        if not isinstance(row, dict):
            _fail(
                f"line {number} of {file} is not a JSON object; each line must be one memory "
                "as `ltm export` writes it",
                EXIT_REFUSED,
            )
        rows.append(row)
    return rows


def _row_scope(file: Path, key: str) -> MemoryScope:
    """The scope a backup row names (``{"user_id", "namespace", "workspace_id"}``)."""
    from ltm_core.models import MemoryScope

    raw = json.loads(key)
    try:
        return MemoryScope(raw["user_id"], raw.get("namespace", "default"), raw.get("workspace_id"))
    except (KeyError, TypeError, ValueError, AttributeError):
        _fail(f"{file} has a row whose scope is malformed; fix or remove it", EXIT_REFUSED)
        raise


def _import_from(source: str, path: Path | None, scope: Scope, as_json: bool) -> None:
    """``ltm import --from longterm-memory-mcp [PATH]`` (see :mod:`ltm_core.migrate_lmm`)."""
    from ltm_core import migrate_lmm

    if source != migrate_lmm.SOURCE_NAME:
        _fail(f"cannot import from {source!r}; supported: {migrate_lmm.SOURCE_NAME}", EXIT_REFUSED)
    database = path or migrate_lmm.DEFAULT_PATH
    try:
        migrate_lmm.read_memories(database)  # a bad path fails before a store is created
    except migrate_lmm.MigrationError as exc:
        _fail(str(exc), EXIT_REFUSED)
    memory = _open(scope)
    assert memory is not None
    report = migrate_lmm.import_database(memory, database)
    if as_json:
        _print_json({**report.summary(), "rejected_rows": dict(report.rejected)})
    else:
        typer.echo(", ".join(f"{v} {k}" for k, v in report.summary().items()))
        for label, reason in report.rejected:
            typer.echo(f"  rejected {label}: {reason}", err=True)
    _after_write(memory)


@app.command()
def backup(db: Db = None) -> None:
    """Back up the whole store now (SQLite snapshot + JSONL; Postgres: a JSONL export)."""
    from ltm_core.factory import store_missing
    from ltm_core.ops.backups import BackupError, backup_store

    settings = _settings(db)
    if store_missing(settings):
        _fail(f"no store at {settings.db_path}", EXIT_NOTHING)
    try:
        made = backup_store(settings)
    except (BackupError, OSError, ValueError) as exc:
        _fail(str(exc), EXIT_REFUSED)
        raise
    typer.echo(f"backed up {made.memories} memories ({made.scopes} scopes) to {made.path}")


@app.command()
def backups(db: Db = None, as_json: Json = False) -> None:
    """List backups, newest first."""
    from ltm_core.factory import provider_name
    from ltm_core.ops.backups import no_backups, stored_backups

    settings = _settings(db)
    listing = stored_backups(settings)
    if listing is None and not as_json:
        _fail(str(no_backups(provider_name(settings))), EXIT_NOTHING)
    found = [] if listing is None else listing.found
    if as_json:
        _print_json(
            [
                {
                    "path": str(b.path),
                    "created_at": b.created_at.isoformat(),
                    "memories": b.memories,
                }
                for b in found
            ]
        )
        return
    if not found:
        _fail("No backups.", EXIT_NOTHING)
    for b in found:
        typer.echo(f"{b.created_at:%Y-%m-%d %H:%M:%S}  {b.memories:>6} memories  {b.path}")


@app.command()
def restore(
    backup_folder: Annotated[Path, typer.Argument(metavar="BACKUP", help="A backup folder.")],
    db: Db = None,
) -> None:
    """Restore a backup into a new or empty store, and verify its counts."""
    from ltm_core.ops.backups import BackupError, restore_store
    from ltm_core.stores.errors import StoreError

    settings = _settings(db)
    try:
        report = restore_store(settings, backup_folder)
    except (BackupError, StoreError, OSError, ValueError) as exc:  # one line, never a traceback
        _fail(str(exc), EXIT_REFUSED)
        raise
    typer.echo(f"restored {report.memories} memories ({report.scopes} scopes) into {report.target}")
