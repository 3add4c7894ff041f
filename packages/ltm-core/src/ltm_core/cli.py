"""The ``ltm`` command. Heavy imports stay inside commands so each one starts fast."""

from __future__ import annotations

import json
import sys
from datetime import datetime, tzinfo
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

if TYPE_CHECKING:
    from ltm_core.memory import LongTermMemory
    from ltm_core.models import MemoryItem
    from ltm_core.settings import LTMSettings

app = typer.Typer(
    name="ltm",
    help="Long-term memory for LLM agents: inspect and manage a memory store.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

EXIT_NOTHING = 1  # a read found nothing
EXIT_REFUSED = 2  # bad input: a guard rule, an unknown id, a malformed date

User = Annotated[str | None, typer.Option("--user", help="Whose memories [LTM_USER].")]
Namespace = Annotated[str | None, typer.Option(help="Namespace [LTM_NAMESPACE].")]
Workspace = Annotated[str | None, typer.Option(help="Workspace [LTM_WORKSPACE].")]
Db = Annotated[Path | None, typer.Option("--db", help="Store file [LTM_DB_PATH].")]
Json = Annotated[bool, typer.Option("--json", help="Print JSON.")]
Kinds = Annotated[list[str] | None, typer.Option("--kind", help="Only this kind (repeatable).")]
Tags = Annotated[list[str] | None, typer.Option("--tag", help="Tag (repeatable).")]


@app.callback()
def _root() -> None:
    """Long-term memory for LLM agents: inspect and manage a memory store."""


# -- plumbing --------------------------------------------------------------------------------


def _settings(db: Path | None) -> LTMSettings:
    from ltm_core.settings import LTMSettings

    settings = LTMSettings()
    return settings if db is None else settings.model_copy(update={"db_path": db.expanduser()})


def _open(
    user: str | None,
    namespace: str | None,
    workspace: str | None,
    db: Path | None,
    *,
    create: bool = True,
) -> LongTermMemory | None:
    """The scope's memory, or ``None`` when ``create`` is off and there is no store yet."""
    from ltm_core.factory import create_default_long_term_memory, provider_name

    settings = _settings(db)
    embedded = provider_name(settings) == "sqlite-vec"
    if not create and embedded and not settings.db_path.exists():
        return None  # never create a store just to read it
    scope = settings.personal_scope(user, namespace, workspace)
    memory = create_default_long_term_memory(
        scope.user_id, scope.namespace, scope.workspace_id, enabled=True, settings=settings
    )
    if memory is None:  # LTM_ENABLED=0 vetoes even the command line
        _fail("memory is switched off (LTM_ENABLED=0); unset it to use ltm", EXIT_REFUSED)
    assert memory is not None
    return memory


def _fail(message: str, code: int) -> None:
    typer.echo(message, err=True)
    raise typer.Exit(code)


def _after_write(memory: LongTermMemory) -> None:
    """Automatic backups (every 100 memories or daily) for the embedded store."""
    from ltm_core.vector.sqlite_vec import SqliteVecProvider

    settings = memory.settings
    if settings.auto_backup and isinstance(memory.store, SqliteVecProvider):
        from ltm_core.backup import maybe_backup

        try:
            made = maybe_backup(memory.store, settings.backup_path, keep=settings.backup_keep)
        except Exception as exc:  # a failed backup must not fail the write that succeeded
            typer.echo(f"warning: automatic backup failed: {exc}", err=True)
            return
        if made is not None:
            typer.echo(f"backed up to {made.path}", err=True)


def _row(item: MemoryItem) -> dict[str, Any]:
    return item.model_dump(mode="json")


def _line(item: MemoryItem, tz: tzinfo | None = None) -> str:
    """One memory per line; its day is the day in ``tz`` (``None``: local time)."""
    day = item.created_at.astimezone(tz)
    return f"{day:%Y-%m-%d}  {item.kind:<10}  {item.text}  [{item.id}]"


def _timezone(name: str | None) -> tzinfo | None:
    from ltm_core.dates import timezone

    try:
        return timezone(name)
    except ValueError as exc:
        _fail(str(exc), EXIT_REFUSED)
        raise


def _day(value: str | None, *, end: bool, tz: tzinfo | None) -> datetime | None:
    """A ``YYYY-MM-DD`` (a whole day in ``tz``) or an ISO time; ``end`` means the day's end."""
    if value is None:
        return None
    from ltm_core.dates import moment

    try:
        return moment(value, end=end, tz=tz)
    except ValueError as exc:
        _fail(str(exc), EXIT_REFUSED)
        raise


def _print_json(value: Any) -> None:
    typer.echo(json.dumps(value, ensure_ascii=False, indent=2))


# -- writes ----------------------------------------------------------------------------------


@app.command()
def remember(
    text: Annotated[str, typer.Argument(help="The memory, one self-contained sentence.")],
    kind: Annotated[str, typer.Option(help="identity, preference, fact, project, ...")] = "fact",
    importance: Annotated[float, typer.Option(min=0.0, max=1.0)] = 0.5,
    tag: Tags = None,
    user: User = None,
    namespace: Namespace = None,
    workspace: Workspace = None,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Store a memory (secrets are refused, naming the rule: exit code 2)."""
    from ltm_core.guard import ContentRejected

    memory = _open(user, namespace, workspace, db)
    assert memory is not None
    before = memory.count()
    try:
        item = memory.remember(text, kind=kind, importance=importance, tags=tag or (), source="cli")
    except ContentRejected as exc:
        _fail(f"refused by the guard: {exc.pattern} (the text was not stored)", EXIT_REFUSED)
        raise
    except ValueError as exc:
        _fail(f"not stored: {exc}", EXIT_REFUSED)
        raise
    stored = memory.count() > before
    if as_json:
        _print_json({"status": "stored" if stored else "duplicate", "memory": _row(item)})
    else:
        typer.echo(f"{'stored' if stored else 'already known (reinforced)'}: {item.id}")
    _after_write(memory)


@app.command()
def update(
    memory_id: Annotated[str, typer.Argument(metavar="ID")],
    text: Annotated[str | None, typer.Option(help="New text (re-embedded).")] = None,
    kind: Annotated[str | None, typer.Option()] = None,
    importance: Annotated[float | None, typer.Option(min=0.0, max=1.0)] = None,
    tag: Tags = None,
    user: User = None,
    namespace: Namespace = None,
    workspace: Workspace = None,
    db: Db = None,
) -> None:
    """Change a memory's text, kind, importance or tags."""
    from ltm_core.guard import ContentRejected
    from ltm_core.memory import MemoryNotFound

    memory = _open(user, namespace, workspace, db)
    assert memory is not None
    try:
        item = memory.update(memory_id, text=text, kind=kind, importance=importance, tags=tag)
    except MemoryNotFound:
        _fail(f"no memory with id {memory_id}", EXIT_REFUSED)
        raise
    except ContentRejected as exc:
        _fail(f"refused by the guard: {exc.pattern} (nothing changed)", EXIT_REFUSED)
        raise
    except ValueError as exc:
        _fail(f"not changed: {exc}", EXIT_REFUSED)
        raise
    typer.echo(f"updated: {item.id}")
    _after_write(memory)


@app.command()
def forget(
    memory_id: Annotated[str, typer.Argument(metavar="ID")],
    user: User = None,
    namespace: Namespace = None,
    workspace: Workspace = None,
    db: Db = None,
) -> None:
    """Delete one memory."""
    memory = _open(user, namespace, workspace, db)
    assert memory is not None
    if not memory.forget(memory_id):
        _fail(f"no memory with id {memory_id}", EXIT_REFUSED)
    typer.echo(f"forgotten: {memory_id}")


@app.command()
def clear(
    yes: Annotated[bool, typer.Option("--yes", help="Really delete every memory of the scope.")],
    user: User = None,
    namespace: Namespace = None,
    workspace: Workspace = None,
    db: Db = None,
) -> None:
    """Delete every memory of the scope (a backup is made first when there are any)."""
    if not yes:
        _fail("clear deletes every memory of this scope; pass --yes to do it", EXIT_REFUSED)
    memory = _open(user, namespace, workspace, db)
    assert memory is not None
    from ltm_core.vector.sqlite_vec import SqliteVecProvider

    if memory.count(include_superseded=True) and isinstance(memory.store, SqliteVecProvider):
        from ltm_core.backup import create_backup

        made = create_backup(
            memory.store, memory.settings.backup_path, keep=memory.settings.backup_keep
        )
        typer.echo(f"backed up to {made.path}", err=True)
    typer.echo(f"deleted {memory.clear()} memories")


# -- reads -----------------------------------------------------------------------------------


def _fits(lines: list[str], max_tokens: int) -> list[str]:
    """The first lines within a token budget (about four characters a token)."""
    kept: list[str] = []
    used = 0
    for line in lines:
        cost = max(1, (len(line) + 3) // 4)
        if kept and used + cost > max_tokens:
            break
        kept.append(line)
        used += cost
    return kept


@app.command()
def recall(
    query: Annotated[str, typer.Argument(help="What you are about to work on or ask.")],
    k: Annotated[int, typer.Option("--k", min=1, help="At most this many memories.")] = 5,
    threshold: Annotated[float, typer.Option(help="Minimum hybrid score.")] = 0.3,
    max_tokens: Annotated[int, typer.Option(help="Budget for the printed list.")] = 400,
    project: Annotated[
        str | None,
        typer.Option(help="Rank memories naming this project a little higher [current folder]."),
    ] = None,
    user: User = None,
    namespace: Namespace = None,
    workspace: Workspace = None,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Print the memories relevant to QUERY (exit code 1 when none reaches the threshold)."""
    memory = _open(user, namespace, workspace, db, create=False)
    prefer = project if project is not None else Path.cwd().name
    found = [] if memory is None else memory.recall(query, k, min_score=threshold, prefer=prefer)
    if not found:
        _fail("No relevant memories found.", EXIT_NOTHING)
    if as_json:
        _print_json(
            [
                {
                    **_row(r.item),
                    "score": r.score,
                    "similarity": r.similarity,
                    "recency": r.recency,
                }
                for r in found
            ]
        )
        return
    for line in _fits([_line(r.item) for r in found], max_tokens):
        typer.echo(line)


@app.command(name="list")
def list_memories(
    kind: Kinds = None,
    tag: Tags = None,
    since: Annotated[str | None, typer.Option(help="YYYY-MM-DD (inclusive) or ISO time.")] = None,
    until: Annotated[str | None, typer.Option(help="YYYY-MM-DD (inclusive) or ISO time.")] = None,
    timezone: Annotated[
        str | None,
        typer.Option(help="IANA name the days are read in, e.g. UTC [default: local time]."),
    ] = None,
    limit: Annotated[int, typer.Option(min=1)] = 50,
    offset: Annotated[int, typer.Option(min=0)] = 0,
    user: User = None,
    namespace: Namespace = None,
    workspace: Workspace = None,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """List memories, newest first."""
    tz = _timezone(timezone)
    since_at, until_at = _day(since, end=False, tz=tz), _day(until, end=True, tz=tz)
    memory = _open(user, namespace, workspace, db, create=False)
    items = (
        []
        if memory is None
        else memory.list(
            kinds=kind,
            tags=tag,
            since=since_at,
            until=until_at,
            limit=limit,
            offset=offset,
        )
    )
    if as_json:
        _print_json([_row(i) for i in items])
        return
    if not items:
        _fail("No memories.", EXIT_NOTHING)
    for item in items:
        typer.echo(_line(item, tz))


@app.command()
def show(
    memory_id: Annotated[str, typer.Argument(metavar="ID")],
    user: User = None,
    namespace: Namespace = None,
    workspace: Workspace = None,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Show one memory with every field."""
    memory = _open(user, namespace, workspace, db, create=False)
    item = None if memory is None else memory.get(memory_id)
    if item is None:
        _fail(f"no memory with id {memory_id}", EXIT_REFUSED)
    assert item is not None
    if as_json:
        _print_json(_row(item))
        return
    for key, value in _row(item).items():
        typer.echo(f"{key:>16}: {value}")


@app.command()
def stats(
    user: User = None,
    namespace: Namespace = None,
    workspace: Workspace = None,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Counts per kind, the store's path and size, the embedding model, the last backup."""
    memory = _open(user, namespace, workspace, db, create=False)
    report: dict[str, Any] = {"store": str(_settings(db).db_path), "exists": memory is not None}
    if memory is not None:
        report["store"] = memory.store.info().location
        kinds = memory.count_by_kind()
        active = sum(kinds.values())
        info = memory.store.info()
        report.update(
            scope=memory.scope.as_dict(),
            memories=active,
            superseded=memory.count(include_superseded=True) - active,
            kinds=kinds,
            size_bytes=info.size_bytes,
            embedding_model=info.embedding_model,
            dimension=info.dimension,
        )
        last = getattr(memory.store, "last_backup", None)
        if callable(last):
            at, _ = last()
            report["last_backup"] = None if at is None else at.isoformat()
    if as_json:
        _print_json(report)
        return
    for key, value in report.items():
        typer.echo(f"{key:>16}: {value}")


# -- files -----------------------------------------------------------------------------------


@app.command()
def export(
    file: Annotated[Path, typer.Argument(help="Where to write one JSON memory per line.")],
    user: User = None,
    namespace: Namespace = None,
    workspace: Workspace = None,
    db: Db = None,
) -> None:
    """Export the scope's memories (history included) to a JSONL file."""
    memory = _open(user, namespace, workspace, db, create=False)
    rows = [] if memory is None else memory.export()
    with file.open("w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    typer.echo(f"exported {len(rows)} memories to {file}")


@app.command(name="import")
def import_memories(
    file: Annotated[Path, typer.Argument(help="A JSONL file written by `ltm export`.")],
    user: User = None,
    namespace: Namespace = None,
    workspace: Workspace = None,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Import a JSONL export into the scope; importing the same file twice changes nothing."""
    from collections import Counter

    from rich.progress import Progress

    try:
        lines = [ln for ln in file.read_text(encoding="utf-8").splitlines() if ln.strip()]
        rows = [json.loads(ln) for ln in lines]
    except (OSError, ValueError) as exc:
        _fail(f"cannot read {file}: {exc}", EXIT_REFUSED)
        raise
    for row in rows:
        row.pop("scope", None)  # backups carry it; the target scope is the command's
    memory = _open(user, namespace, workspace, db)
    assert memory is not None
    counts: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    with Progress(transient=True, disable=as_json or not sys.stderr.isatty()) as progress:
        task = progress.add_task("importing", total=len(rows))
        for start in range(0, len(rows), 256):
            for result in memory.import_(rows[start : start + 256]):
                counts[result.status] += 1
                if result.reason:
                    reasons[result.reason] += 1
            progress.advance(task, min(256, len(rows) - start))
    summary = {s: counts.get(s, 0) for s in ("stored", "duplicate", "rejected")}
    if as_json:
        _print_json({**summary, "reasons": dict(reasons)})
    else:
        typer.echo(", ".join(f"{v} {k}" for k, v in summary.items()))
        for reason, n in reasons.items():
            typer.echo(f"  rejected {n}: {reason}", err=True)
    _after_write(memory)


@app.command()
def backup(db: Db = None) -> None:
    """Back up the whole store now (SQLite snapshot + JSONL; Postgres: a JSONL export)."""
    from ltm_core.backup import create_backup
    from ltm_core.factory import provider_name
    from ltm_core.vector.sqlite_vec import SqliteVecProvider

    settings = _settings(db)
    if provider_name(settings) == "postgres":
        from ltm_core.stores.postgres import PostgresProvider, default_backup_root

        server = PostgresProvider.from_settings(settings)
        root = settings.backup_path or default_backup_root(settings.postgres_schema)
        made = server.create_backup(root, keep=settings.backup_keep)
        server.close()
        typer.echo(f"backed up {made.memories} memories ({made.scopes} scopes) to {made.path}")
        return
    if not settings.db_path.exists():
        _fail(f"no store at {settings.db_path}", EXIT_NOTHING)
    store = SqliteVecProvider(settings.db_path)
    made = create_backup(store, settings.backup_path, keep=settings.backup_keep)
    store.close()
    typer.echo(f"backed up {made.memories} memories ({made.scopes} scopes) to {made.path}")


@app.command()
def backups(db: Db = None, as_json: Json = False) -> None:
    """List backups, newest first."""
    from ltm_core.backup import default_backup_root, list_backups
    from ltm_core.factory import provider_name

    settings = _settings(db)
    root = settings.backup_path or default_backup_root(settings.db_path)
    if provider_name(settings) == "postgres" and settings.backup_path is None:
        from ltm_core.stores.postgres import default_backup_root as postgres_root

        root = postgres_root(settings.postgres_schema)
    found = list_backups(root)
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
    from ltm_core.backup import BackupError, restore_backup
    from ltm_core.factory import provider_name

    settings = _settings(db)
    target = settings.db_path
    try:
        if provider_name(settings) == "postgres":
            from ltm_core.stores.postgres import PostgresProvider

            server = PostgresProvider.from_settings(settings)
            try:
                report = server.restore(backup_folder)
            finally:
                server.close()
            target = Path(server.location)
        else:
            report = restore_backup(backup_folder, target)
    except BackupError as exc:
        _fail(str(exc), EXIT_REFUSED)
        raise
    typer.echo(f"restored {report.memories} memories ({report.scopes} scopes) into {target}")


# -- demo and benchmarks ---------------------------------------------------------------------


@app.command()
def demo(
    db: Annotated[
        Path | None,
        typer.Option(help="Store to use; a fresh temporary file when omitted."),
    ] = None,
    user: Annotated[str, typer.Option(help="The demo user's id.")] = "alice",
) -> None:
    """Two scripted chat sessions on the embedded default (sqlite-vec + local MiniLM)."""
    from ltm_core.demo import run_demo

    run_demo(db, user)


bench_app = typer.Typer(help="Benchmarks: they print tables and assert nothing.")
app.add_typer(bench_app, name="bench")


@bench_app.command("locomo")
def bench_locomo(
    path: Annotated[
        Path | None,
        typer.Argument(help="A LoCoMo-format JSON file (default: ../shared/data/locomo/...)."),
    ] = None,
    k: Annotated[int, typer.Option(help="Results per question.")] = 10,
    study: Annotated[
        bool, typer.Option(help="Also measure recency and lexical weights (slower).")
    ] = False,
    backend: Annotated[
        str,
        typer.Option(
            help="sqlite-vec (a temp file), postgres (LTM_POSTGRES_URL, in a new schema "
            "ltm_bench_<random> whose scopes are cleared at the end), or both in one run."
        ),
    ] = "sqlite-vec",
) -> None:
    """LoCoMo turn retrieval: R@1/5/10, evidence@10, nDCG@10, MRR, per category."""
    from ltm_core.bench.locomo import (
        CONFIGURATIONS,
        DEFAULT_PATH,
        markdown,
        recency_study,
        rich_progress,
        run,
    )
    from ltm_core.factory import default_embedder

    data = path or DEFAULT_PATH
    if not data.exists():
        _fail(f"no LoCoMo file at {data}; pass its path", EXIT_REFUSED)
    configurations = [*CONFIGURATIONS, *(recency_study() if study else [])]
    backends = ["sqlite-vec", "postgres"] if backend == "both" else [backend]
    if any(b not in ("sqlite-vec", "postgres") for b in backends):
        _fail(f"unknown --backend {backend!r}: sqlite-vec, postgres or both", EXIT_REFUSED)
    settings = _settings(None)
    for name in backends:
        store = None
        if name == "postgres":
            import uuid

            from ltm_core.stores.postgres import PostgresProvider

            bench = settings.model_copy(
                update={"postgres_schema": f"ltm_bench_{uuid.uuid4().hex[:8]}"}
            )
            store = PostgresProvider.from_settings(bench)
        report = run(
            data,
            default_embedder(settings),
            configurations=configurations,
            k=k,
            progress=rich_progress,
            store=store,
        )
        if store is not None:
            store.close()
        if len(backends) > 1:
            typer.echo(f"\n### {name}\n")
        typer.echo(markdown(report))


def main() -> None:
    """Entry point of the ``ltm`` console script."""
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
