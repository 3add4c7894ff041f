"""``ltm`` commands for files and backups (export, import, backup, restore), demo, bench."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    pass
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
    scope: Scope = NO_OPTIONS,
) -> None:
    """Export the scope's memories (history included) to a JSONL file."""
    memory = _open(scope, create=False)
    rows = [] if memory is None else memory.export()
    with file.open("w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    typer.echo(f"exported {len(rows)} memories to {file}")


@app.command(name="import")
@scoped
def import_memories(
    file: Annotated[Path, typer.Argument(help="A JSONL file written by `ltm export`.")],
    scope: Scope = NO_OPTIONS,
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
    memory = _open(scope)
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
    """Back up the whole store now (SQLite snapshot + JSONL export)."""
    from ltm_core.stores.sqlite.store import SqliteVecProvider

    settings = _settings(db)
    if not settings.db_path.exists():
        _fail(f"no store at {settings.db_path}", EXIT_NOTHING)
    store = SqliteVecProvider(settings.db_path)  # --db names a store file: always sqlite-vec
    made = store.create_backup(settings.backup_path, keep=settings.backup_keep)
    store.close()
    typer.echo(f"backed up {made.memories} memories ({made.scopes} scopes) to {made.path}")


@app.command()
def backups(db: Db = None, as_json: Json = False) -> None:
    """List backups, newest first."""
    from ltm_core.ops.backups import file_backups

    found = file_backups(_settings(db)).found
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
    from ltm_core.ops.backups import BackupError, restore_backup

    target = _settings(db).db_path
    try:
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
    from ltm_core.cli.demo import run_demo

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
    through: Annotated[
        str,
        typer.Option(
            "--path",
            help="turns: store each turn as it is; conversation: feed each turn through "
            "remember_conversation (episodes and facts) and score by provenance.",
        ),
    ] = "turns",
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
    if through not in ("turns", "conversation"):
        _fail("--path is turns or conversation", EXIT_REFUSED)
    if through == "conversation":
        from ltm_core.bench.conversation import run_conversation_path

        result = run_conversation_path(
            data, default_embedder(_settings(None)), k=k, progress=rich_progress
        )
        typer.echo(markdown(result.report))
        kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(result.per_kind.items()))
        typer.echo(
            f"\n{result.turns} turns -> {result.report.memories} memories "
            f"({result.report.memories / max(result.turns, 1):.2f} per turn: {kinds}); "
            f"questions whose evidence produced any memory: {result.evidence_covered:.3f}"
        )
        return
    configurations = [*CONFIGURATIONS, *(recency_study() if study else [])]
    report = run(
        data,
        default_embedder(_settings(None)),
        configurations=configurations,
        k=k,
        progress=rich_progress,
    )
    typer.echo(markdown(report))
