"""What every ``ltm`` command shares: the typer app, its options, opening the scope."""

from __future__ import annotations

import functools
import inspect
import json
import re
import typing
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
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
EXIT_UNAVAILABLE = 3  # a store, embedding or extraction server could not be reached or used

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
    from ltm_core.settings.errors import SettingsError

    try:
        settings = LTMSettings()
    except SettingsError as exc:
        _fail(str(exc), EXIT_REFUSED)
        raise
    if db is not None:
        settings = settings.model_copy(update={"db_path": db.expanduser()})
    _check_backend(settings)
    _check_paths(settings)
    return settings


def _check_backend(settings: LTMSettings) -> None:
    """A one-line error for an ``LTM_VECTOR_PROVIDER`` the registry does not know."""
    from ltm_core.registry import BACKENDS, backend_name

    if backend_name(settings.vector_provider) is None:
        _fail(
            f"LTM_VECTOR_PROVIDER names no known backend; set it to one of {', '.join(BACKENDS)}",
            EXIT_REFUSED,
        )


def _check_paths(settings: LTMSettings) -> None:
    """One-line errors for a store path, backup folder or model cache that ltm cannot use."""
    from ltm_core.stores.base import StoreError
    from ltm_core.stores.sqlite.files import check_store_file

    db = settings.db_path
    if db.is_dir():
        _fail(f"{db} is a folder; name the store file, e.g. --db {db / 'memories.db'}", 2)
    try:
        check_store_file(db)
    except StoreError as exc:
        _fail(str(exc), 2)
    backups = settings.backup_path
    if backups is not None and backups.exists() and not backups.is_dir():
        _fail(f"LTM_BACKUP_PATH {backups} is a file; point it at a folder", 2)
    models = settings.model_cache_path
    if models.exists() and not models.is_dir():
        _fail(f"LTM_MODEL_CACHE_PATH {models} is not a folder; point it at a folder", 2)


@dataclass(frozen=True)
class Scope:
    """The scope options every memory command takes (``--user``, ``--namespace``...)."""

    user: str | None = None
    namespace: str | None = None
    workspace: str | None = None
    db: Path | None = None


#: No scope option given: the environment's defaults (``LTM_USER``...).
NO_OPTIONS = Scope()


def scoped(command: Callable[..., None]) -> Callable[..., None]:
    """Give ``command`` the four scope options, declared here once, as ``scope: Scope``."""
    options = [
        inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=kind)
        for name, kind in (("user", User), ("namespace", Namespace), ("workspace", Workspace))
    ]
    options.append(
        inspect.Parameter("db", inspect.Parameter.KEYWORD_ONLY, default=None, annotation=Db)
    )
    hints = typing.get_type_hints(command, include_extras=True)  # typer reads the Annotated
    own = [
        p.replace(annotation=hints.get(p.name, p.annotation))
        for p in inspect.signature(command).parameters.values()
        if p.name != "scope"
    ]

    @functools.wraps(command)
    def with_scope(
        *args: Any,
        user: str | None = None,
        namespace: str | None = None,
        workspace: str | None = None,
        db: Path | None = None,
        **kwargs: Any,
    ) -> None:
        command(*args, scope=Scope(user, namespace, workspace, db), **kwargs)

    own_positional = [p for p in own if p.kind is not inspect.Parameter.KEYWORD_ONLY]
    own_keyword = [p for p in own if p.kind is inspect.Parameter.KEYWORD_ONLY]
    with_scope.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [*own_positional, *own_keyword, *options]
    )
    return with_scope


def _open(scope: Scope, *, create: bool = True) -> LongTermMemory | None:
    """The scope's memory, or ``None`` when ``create`` is off and there is no store yet."""
    from ltm_core.factory import create_default_long_term_memory, store_missing

    settings = _settings(scope.db)
    if not create and store_missing(settings):
        return None  # never create a store just to read it
    personal = settings.personal_scope(scope.user, scope.namespace, scope.workspace)
    with _refused("nothing read or stored", "not opened"):
        memory = create_default_long_term_memory(
            personal.user_id,
            personal.namespace,
            personal.workspace_id,
            enabled=True,
            settings=settings,
        )
    if memory is None:  # LTM_ENABLED=0 vetoes even the command line
        _fail("memory is switched off (LTM_ENABLED=0); unset it to use ltm", EXIT_REFUSED)
    assert memory is not None
    return memory


def _fail(message: str, code: int) -> None:
    typer.echo(message, err=True)
    raise typer.Exit(code)


@contextmanager
def _refused(guard_note: str, invalid: str) -> Iterator[None]:
    """Exit 2 with one line when the guard or a field check refuses a write.

    Args:
        guard_note: What the guard's refusal left undone (``"not stored"``); the rule and
            the field are named, never the value.
        invalid: The prefix of an invalid field's message (``"not changed"``).
    """
    from ltm_core.guard import ContentRejected

    try:
        yield
    except ContentRejected as exc:
        _fail(f"refused by the guard: {exc.pattern} in {exc.field} ({guard_note})", EXIT_REFUSED)
    except ValueError as exc:
        _fail(f"{invalid}: {exc}", EXIT_REFUSED)


def _after_write(memory: LongTermMemory) -> None:
    """Automatic backups (every 100 memories or daily) for a store that keeps them."""
    from ltm_core.ops.backups import after_write

    done = after_write(memory)
    if done.error is not None:
        typer.echo(f"warning: automatic backup failed: {done.error}", err=True)
    elif done.made is not None:
        typer.echo(f"backed up to {done.made.path}", err=True)


def _row(item: MemoryItem) -> dict[str, Any]:
    return item.model_dump(mode="json")


def _line(item: MemoryItem, tz: tzinfo | None = None) -> str:
    """One memory per line; its day is the day in ``tz`` (``None``: local time)."""
    day = item.created_at.astimezone(tz)
    return f"{day:%Y-%m-%d}  {item.kind:<10}  {item.text}  [{item.id}]"


def _timezone(name: str | None) -> tzinfo | None:
    from ltm_core.dates import timezone
    from ltm_core.quoting import ZONE_SHAPE

    try:
        return timezone(name)
    except ValueError as exc:
        _fail(
            _unechoed(
                exc,
                name,
                ZONE_SHAPE,
                "unknown timezone {}; use an IANA name such as UTC or Europe/Paris",
            ),
            EXIT_REFUSED,
        )
        raise


def _day(value: str | None, *, end: bool, tz: tzinfo | None) -> datetime | None:
    """A ``YYYY-MM-DD`` (a whole day in ``tz``) or an ISO time; ``end`` means the day's end."""
    if value is None:
        return None
    from ltm_core.dates import moment
    from ltm_core.quoting import DATE_SHAPE

    try:
        return moment(value, end=end, tz=tz)
    except ValueError as exc:
        option = "--until" if end else "--since"
        how = " is not a date: use YYYY-MM-DD (e.g. 2026-03-09) or an ISO time (2026-03-09T14:30)"
        _fail(_unechoed(exc, value, DATE_SHAPE, option + " {}" + how), EXIT_REFUSED)
        raise


def _unechoed(exc: ValueError, value: str | None, shape: re.Pattern[str], template: str) -> str:
    """``exc``'s message when ``value`` has the plain ``shape``, else ``template`` without it.

    The parsers quote what they were given; a token pasted into the wrong option must not
    come back on stderr, so only a value shaped like a date or a zone name is repeated.
    """
    from ltm_core.quoting import NOT_SHOWN, shown

    quoted = shown(value, shape)
    return str(exc) if quoted != NOT_SHOWN else template.format(quoted)


def _kinds(kinds: list[str] | None) -> None:
    """Exit 2 on a ``--kind`` that is not a kind, listing the kinds (a secret is not shown)."""
    from ltm_core.memory.errors import check_kind

    for kind in kinds or ():
        try:
            check_kind(kind)
        except ValueError as exc:
            _fail(str(exc), EXIT_REFUSED)


def _print_json(value: Any) -> None:
    typer.echo(json.dumps(value, ensure_ascii=False, indent=2))
