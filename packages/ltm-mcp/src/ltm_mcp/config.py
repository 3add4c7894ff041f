"""Command-line options of ``ltm-mcp``: whose memory, which file, which timezone.

This module stays light (standard library only) so that the server answers ``initialize``
before ltm's engine and the embedding model are imported.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Literal, cast
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]
LOG_LEVELS: tuple[LogLevel, ...] = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
#: The key of a tool call's request ``_meta`` that names its scope (``--many-scopes``).
SCOPE_META_KEY = "ltm/scope"


@dataclass(frozen=True)
class ServerConfig:
    """What one server process serves; ``None`` leaves a choice to ltm's settings.

    Attributes:
        user_id: The user whose memories these are (``None``: ``LTM_USER``, else the OS user).
        namespace: The partition of the user's memories (``None``: ``LTM_NAMESPACE``, whose
            default is ``personal``, shared with the ``ltm`` command).
        workspace_id: An optional narrower partition (``None``: ``LTM_WORKSPACE``, else none).
        db_path: The SQLite file (``None``: ``LTM_DB_PATH``, default ``~/.ltm/memories.db``).
        timezone: IANA name dates are read and shown in; ``None`` means the machine's local time.
        log_level: Level of the log lines written to stderr.
        many_scopes: Serve many users and namespaces: each tool call names its scope in its
            request's ``_meta`` (see :mod:`ltm_mcp.scopes`); ``user_id``, if given, pins the
            user.
    """

    user_id: str | None = None
    namespace: str | None = None
    workspace_id: str | None = None
    db_path: Path | None = None
    timezone: str | None = None
    log_level: LogLevel = "WARNING"
    many_scopes: bool = False

    def tz(self) -> tzinfo | None:
        """The ``tzinfo`` of ``timezone``, or ``None`` for the machine's local time."""
        return None if self.timezone is None else ZoneInfo(self.timezone)

    def timezone_label(self) -> str:
        """The timezone as a person reads it, e.g. ``Europe/Paris`` or ``local (CET, +01:00)``."""
        if self.timezone is not None:
            return self.timezone
        now = datetime.now().astimezone()
        return f"local ({now.tzname()}, {now.isoformat()[-6:]})"


def parser() -> argparse.ArgumentParser:
    """The ``ltm-mcp`` argument parser."""
    from ltm_mcp import __version__

    p = argparse.ArgumentParser(
        prog="ltm-mcp",
        description="An MCP server (stdio) giving MCP clients ltm's long-term memory: one "
        "personal memory for Claude Code, Claude Desktop and editors, on the same store as "
        "the ltm library and the ltm command.",
    )
    p.add_argument(
        "--user",
        help="Whose memories these are (default: $LTM_USER, else your OS user name).",
    )
    p.add_argument(
        "--namespace",
        help="Partition of the user's memories (default: $LTM_NAMESPACE, else 'personal', "
        "as for the ltm command).",
    )
    p.add_argument(
        "--workspace",
        help="Optional narrower partition, e.g. a project (default: $LTM_WORKSPACE, else none).",
    )
    p.add_argument(
        "--db",
        type=Path,
        help="The SQLite memory file (default: $LTM_DB_PATH, else ~/.ltm/memories.db).",
    )
    p.add_argument(
        "--timezone",
        help="IANA timezone that search_by_date_range days and shown times use, e.g. UTC or "
        "Europe/Paris (default: the machine's local time).",
    )
    p.add_argument(
        "--log-level",
        default="WARNING",
        type=str.upper,
        choices=LOG_LEVELS,
        help="Level of the log lines written to stderr (default: WARNING).",
    )
    p.add_argument(
        "--many-scopes",
        action="store_true",
        help="Serve many users and namespaces from one process: each tool call names its "
        'scope in its request\'s _meta, {"ltm/scope": {"user_id": ..., "namespace": ...}}; '
        "a call naming none is refused. --user, if given, pins the user. At most "
        "$LTM_SCOPE_CACHE_SIZE (128) memories stay open.",
    )
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return p


def parse_args(argv: Sequence[str] | None = None) -> ServerConfig:
    """Read the command line; what it leaves out, ltm's ``LTM_*`` settings decide later.

    Exits with status 2 and a message on stderr for a blank ``--user`` or ``--namespace`` or an
    unknown timezone.
    """
    p = parser()
    args = p.parse_args(argv)
    for flag, value in (("--user", args.user), ("--namespace", args.namespace)):
        if value is not None and not value.strip():
            p.error(f"{flag} must not be blank")
    if args.timezone is not None:
        try:
            ZoneInfo(args.timezone)
        except (ZoneInfoNotFoundError, ValueError):
            p.error(f"unknown timezone {args.timezone!r}; use an IANA name such as UTC")
    return ServerConfig(
        user_id=args.user,
        namespace=args.namespace,
        workspace_id=args.workspace,
        db_path=None if args.db is None else args.db.expanduser(),
        timezone=args.timezone,
        log_level=cast(LogLevel, args.log_level),
        many_scopes=args.many_scopes,
    )
