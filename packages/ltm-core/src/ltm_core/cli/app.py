"""The ``ltm`` command. Heavy imports stay inside commands so each one starts fast.

The memory commands (writes and reads) are here; files, backups, the demo and the
benchmarks are in :mod:`.files` and :mod:`.showcase`, registered on the same app.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

if TYPE_CHECKING:
    from ltm_core.memory import LongTermMemory
    from ltm_core.models import MemoryItem
from ltm_core.cli.common import (
    EXIT_NOTHING,
    EXIT_REFUSED,
    EXIT_UNAVAILABLE,
    NO_OPTIONS,
    Json,
    Kinds,
    Scope,
    Tags,
    _after_write,
    _day,
    _fail,
    _kinds,
    _line,
    _open,
    _print_json,
    _refused,
    _row,
    _settings,
    _timezone,
    app,
    scoped,
)


def _shown_id(memory_id: str) -> str:
    """The id quoted only when it looks like one: a pasted secret is never echoed."""
    from ltm_core.quoting import shown_id

    return shown_id(memory_id)


def _backed_up(scope: Scope) -> LongTermMemory:
    """The scope's memory, backed up first (before a command that deletes)."""
    from ltm_core.ops.backups import safety_backup

    memory = _open(scope)
    assert memory is not None
    made = safety_backup(memory)
    if made is not None:
        typer.echo(f"backed up to {made.path}", err=True)
    return memory


# -- writes ----------------------------------------------------------------------------------


@app.command()
@scoped
def remember(
    text: Annotated[str, typer.Argument(help="The memory, one self-contained sentence.")],
    kind: Annotated[str, typer.Option(help="identity, preference, fact, project, ...")] = "fact",
    importance: Annotated[float, typer.Option(min=0.0, max=1.0)] = 0.5,
    tag: Tags = None,
    scope: Scope = NO_OPTIONS,
    as_json: Json = False,
) -> None:
    """Store a memory (secrets are refused, naming the rule: exit code 2)."""
    memory = _open(scope)
    assert memory is not None
    before = memory.count()
    with _refused("not stored", "not stored"):
        item = memory.remember(text, kind=kind, importance=importance, tags=tag or (), source="cli")
    stored = memory.count() > before
    if as_json:
        _print_json({"status": "stored" if stored else "duplicate", "memory": _row(item)})
    else:
        typer.echo(f"{'stored' if stored else 'already known (reinforced)'}: {item.id}")
    _after_write(memory)


@app.command()
@scoped
def update(
    memory_id: Annotated[str, typer.Argument(metavar="ID")],
    text: Annotated[str | None, typer.Option(help="New text (re-embedded).")] = None,
    kind: Annotated[str | None, typer.Option()] = None,
    importance: Annotated[float | None, typer.Option(min=0.0, max=1.0)] = None,
    tag: Tags = None,
    scope: Scope = NO_OPTIONS,
) -> None:
    """Change a memory's text, kind, importance or tags."""
    from ltm_core.memory import MemoryNotFound

    memory = _open(scope)
    assert memory is not None
    with _refused("nothing changed", "not changed"):
        try:
            item = memory.update(memory_id, text=text, kind=kind, importance=importance, tags=tag)
        except MemoryNotFound:
            _fail(f"no memory with id {_shown_id(memory_id)}", EXIT_REFUSED)
            raise
    typer.echo(f"updated: {item.id}")
    _after_write(memory)


@app.command()
@scoped
def forget(
    memory_id: Annotated[str, typer.Argument(metavar="ID")],
    scope: Scope = NO_OPTIONS,
) -> None:
    """Delete one memory."""
    memory = _open(scope)
    assert memory is not None
    if not memory.forget(memory_id):
        _fail(f"no memory with id {_shown_id(memory_id)}", EXIT_REFUSED)
    typer.echo(f"forgotten: {memory_id}")


@app.command(name="forget-source")
@scoped
def forget_source(
    thread: Annotated[
        str | None, typer.Option("--thread", help="Forget what was taken from this thread.")
    ] = None,
    message: Annotated[
        str | None, typer.Option("--message", help="Forget what was taken from this message.")
    ] = None,
    scope: Scope = NO_OPTIONS,
) -> None:
    """Forget a conversation: its episodes and every memory mined only from them."""
    if (thread is None) == (message is None):
        _fail("give exactly one of --thread ID or --message ID", EXIT_REFUSED)
    memory = _backed_up(scope)
    gone = memory.forget_source(thread_id=thread, message_id=message)
    typer.echo(
        f"forgotten: {gone.episodes} episodes, {gone.facts} facts "
        f"({gone.relinked} kept: another conversation backs them)"
    )


@app.command()
@scoped
def clear(
    yes: Annotated[bool, typer.Option("--yes", help="Really delete every memory of the scope.")],
    scope: Scope = NO_OPTIONS,
) -> None:
    """Delete every memory of the scope (a backup is made first when there are any)."""
    if not yes:
        _fail("clear deletes every memory of this scope; pass --yes to do it", EXIT_REFUSED)
    memory = _backed_up(scope)
    typer.echo(f"deleted {memory.clear()} memories")


# -- reads -----------------------------------------------------------------------------------


@app.command()
@scoped
def recall(
    query: Annotated[
        str | None, typer.Argument(help="What you are about to work on or ask.")
    ] = None,
    k: Annotated[int, typer.Option("--k", min=1, help="At most this many memories.")] = 5,
    threshold: Annotated[float, typer.Option(help="Minimum hybrid score.")] = 0.3,
    max_tokens: Annotated[int, typer.Option(help="Budget for the printed list.")] = 400,
    project: Annotated[
        str | None,
        typer.Option(help="Rank memories naming this project a little higher [current folder]."),
    ] = None,
    scope: Scope = NO_OPTIONS,
    as_json: Json = False,
    hook: Annotated[
        bool,
        typer.Option(
            "--hook",
            help="Answer a Claude Code UserPromptSubmit event from stdin, once per session "
            "(always exit code 0).",
        ),
    ] = False,
) -> None:
    """Print the memories relevant to QUERY (exit code 1 when none reaches the threshold)."""
    if hook:
        from ltm_core.hook import main as hook_main

        raise typer.Exit(hook_main())
    if query is None:
        _fail("give a QUERY (or --hook to read a Claude Code hook event)", EXIT_REFUSED)
    assert query is not None
    memory = _open(scope, create=False)
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
    from ltm_core.hook import fit_lines, memory_line

    # The same escaped lines the Claude Code hook injects: recall output is meant for prompts.
    for line in fit_lines([memory_line(r.item, r.item.text) for r in found], max_tokens):
        typer.echo(line)


@app.command(name="list")
@scoped
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
    scope: Scope = NO_OPTIONS,
    as_json: Json = False,
) -> None:
    """List memories, newest first."""
    _kinds(kind)
    tz = _timezone(timezone)
    since_at, until_at = _day(since, end=False, tz=tz), _day(until, end=True, tz=tz)
    memory = _open(scope, create=False)
    items: list[MemoryItem] = []
    if memory is not None:
        items = memory.list(
            kinds=kind, tags=tag, since=since_at, until=until_at, limit=limit, offset=offset
        )
    if as_json:
        _print_json([_row(i) for i in items])
        return
    if not items:
        _fail("No memories.", EXIT_NOTHING)
    for item in items:
        typer.echo(_line(item, tz))


@app.command()
@scoped
def show(
    memory_id: Annotated[str, typer.Argument(metavar="ID")],
    scope: Scope = NO_OPTIONS,
    as_json: Json = False,
) -> None:
    """Show one memory with every field."""
    memory = _open(scope, create=False)
    item = None if memory is None else memory.get(memory_id)
    if item is None:
        _fail(f"no memory with id {_shown_id(memory_id)}", EXIT_REFUSED)
    assert item is not None
    if as_json:
        _print_json(_row(item))
        return
    for key, value in _row(item).items():
        typer.echo(f"{key:>16}: {value}")


@app.command()
@scoped
def stats(
    scope: Scope = NO_OPTIONS,
    as_json: Json = False,
) -> None:
    """Counts per kind, the store's path and size, the embedding model, the last backup."""
    memory = _open(scope, create=False)
    report: dict[str, Any] = {
        "store": str(_settings(scope.db).db_path),
        "exists": memory is not None,
    }
    if memory is not None:
        from ltm_core.ops.backups import store_admin
        from ltm_core.ops.stats import scope_stats

        counted = scope_stats(memory)
        report.update(
            store=counted.store.location,
            scope=memory.scope.as_dict(),
            memories=counted.total,
            superseded=counted.superseded,
            kinds=counted.by_kind,
            size_bytes=counted.store.size_bytes,
            embedding_model=counted.store.embedding_model,
            dimension=counted.store.dimension,
        )
        admin = store_admin(memory)
        if admin is not None:
            at, _ = admin.last_backup()
            report["last_backup"] = None if at is None else at.isoformat()
    if as_json:
        _print_json(report)
        return
    for key, value in report.items():
        typer.echo(f"{key:>16}: {value}")


# The file, backup, demo and bench commands register on the same app, listed after these.
from ltm_core.cli import files as _files  # noqa: E402, F401
from ltm_core.cli import showcase as _showcase  # noqa: E402, F401


def main() -> None:
    """Entry point of the ``ltm`` console script.

    Usage errors are shown without the words that caused them: click would echo unexpected
    arguments, and a careless ``ltm remember my token is ghp_...`` (no quotes) would print the
    token to the terminal and to whatever captures it.
    """
    try:
        code = app(standalone_mode=False)
    except typer.Abort:
        typer.echo("Aborted!", err=True)
        raise SystemExit(1) from None
    except typer.TyperException as exc:  # click's usage and parameter errors
        _show_without_values(exc)
        raise SystemExit(getattr(exc, "exit_code", 2)) from None
    except Exception as exc:
        failure = _outside_failure(exc)
        if failure is None:
            raise  # a bug: its traceback is what a report needs
        message, exit_code = failure
        typer.echo(message, err=True)
        raise SystemExit(exit_code) from None
    raise SystemExit(code if isinstance(code, int) else 0)


def _outside_failure(exc: Exception) -> tuple[str, int] | None:
    """One line and an exit code for a failure outside ltm's code, else ``None``.

    An unreachable store, embedding or extraction server and settings that cannot be used
    are the user's to fix: their messages name the server or the variable and what to do
    (never a password), so a traceback would only bury that line.
    """
    from ltm_core.embeddings.base import EmbeddingError
    from ltm_core.extraction.llm import LLMError
    from ltm_core.guard.shared import shared_guard
    from ltm_core.settings.errors import SettingsError
    from ltm_core.stores.errors import StoreError

    if isinstance(exc, SettingsError):
        code = EXIT_REFUSED
    elif isinstance(exc, OSError) and exc.filename is not None and exc.strerror:
        # a store path or folder the file system refuses (missing, read-only, not a folder)
        return (
            shared_guard().redact(
                f"cannot use {exc.filename}: {exc.strerror}; check LTM_DB_PATH (or --db) and "
                "that its folder exists and is writable"
            ),
            EXIT_REFUSED,
        )
    elif isinstance(exc, StoreError | EmbeddingError | LLMError):
        code = EXIT_UNAVAILABLE
    else:
        return None
    lines = str(exc).strip().splitlines() or [type(exc).__name__]
    return shared_guard().redact(" ".join(line.strip() for line in lines)), code


def _show_without_values(exc: Any) -> None:
    """Print a click error the way typer does, its echoed values replaced."""
    message = str(getattr(exc, "message", exc))
    if message.startswith("Got unexpected extra"):
        exc.message = (
            "got more words than the command takes: put the text in quotes, "
            'e.g. ltm remember "I prefer metric units"'
        )
    else:
        from ltm_core.guard.shared import shared_guard

        exc.message = shared_guard().redact(message)
    try:
        from typer import rich_utils

        rich_utils.rich_format_error(exc)
    except ImportError:  # typer without rich
        exc.show()


if __name__ == "__main__":  # pragma: no cover
    main()
