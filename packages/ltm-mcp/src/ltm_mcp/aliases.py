"""LongtermMemory-MCP's argument names and ranges, accepted as aliases of ltm's own.

Agents and skills written for LongtermMemory-MCP (npm ``longterm-memory-mcp``) call the same
tool names with other arguments: ``content`` for ``text``, ``memory_type`` (``general``,
``fact``, ``preference``, ``conversation``, ``task``, ``ephemeral``) for ``kind``,
``importance`` from 1 to 10, and ``date_from``/``date_to``. :func:`translate` rewrites such a
call into ltm's names before the SDK validates it, so each tool keeps one schema that documents
ltm's names; the descriptions list the aliases (:data:`ALIAS_NOTES`).

Light on purpose: the server imports it before the engine.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, get_args

from ltm_core.migrate_lmm import KIND_OF_TYPE

from ltm_mcp.mcp_server import MemoryMCPServer, to_result
from ltm_mcp.schemas import ErrorInfo, Kind

KINDS: tuple[str, ...] = get_args(Kind)

#: Per tool: alias -> ltm's name.
RENAMES: dict[str, dict[str, str]] = {
    "save_memory": {"content": "text", "memory_type": "kind"},
    "update_memory": {"content": "text", "memory_type": "kind"},
    "search_by_type": {"memory_type": "kind"},
    "search_by_date_range": {"date_from": "start_date", "date_to": "end_date"},
}
#: Arguments only LongtermMemory-MCP's callers send: their presence settles the importance scale.
LEGACY_NAMES = frozenset({"content", "memory_type", "date_from", "date_to"})
_IMPORTANCE_TOOLS = ("save_memory", "update_memory")

_TYPES = ", ".join(f"{theirs}→{ours}" for theirs, ours in KIND_OF_TYPE.items() if theirs != ours)
ALIAS_NOTES: dict[str, str] = {
    "save_memory": (
        " LongtermMemory-MCP's names work too: content (text), memory_type (kind; "
        f"{_TYPES}), importance 1-10 (divided by 10), metadata."
    ),
    "update_memory": (
        " LongtermMemory-MCP's names work too: content (text), memory_type (kind; "
        f"{_TYPES}), importance 1-10 (divided by 10), metadata."
    ),
    "search_by_type": f" LongtermMemory-MCP's memory_type works too ({_TYPES}).",
    "search_by_date_range": (
        " LongtermMemory-MCP's date_from/date_to work too, with ISO dates or times; without "
        "date_to the range ends now."
    ),
}


class AliasError(ValueError):
    """A call mixing or misusing aliases; the message says what to send instead."""


def kind_of(value: Any, name: str) -> Any:
    """The kind of a LongtermMemory-MCP ``memory_type`` (ltm's own kinds pass unchanged)."""
    if not isinstance(value, str):
        return value  # the schema's own validation reports it
    key = value.strip().lower()
    if key in KINDS:
        return key
    if key in KIND_OF_TYPE:
        return KIND_OF_TYPE[key]
    raise AliasError(  # the value is not quoted: it may be anything, a secret included
        f"{name} is not a memory type; use one of {', '.join(KINDS)} "
        f"(or LongtermMemory-MCP's {', '.join(KIND_OF_TYPE)})"
    )


def importance_of(value: Any, legacy: bool) -> Any:
    """The 0-1 importance of a 1-10 one.

    Above 1 the value can only be on LongtermMemory-MCP's scale; exactly 1 is read on that
    scale (the lowest, 0.1) only when the call uses LongtermMemory-MCP's other names too.
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        return value
    if value > 10:
        raise AliasError(f"importance {value} is out of range; use 0 to 1 (or 1 to 10)")
    if value > 1 or (legacy and value == 1):
        return value / 10
    return value


def translate(tool: str, arguments: dict[str, Any], now: datetime | None = None) -> dict[str, Any]:
    """``arguments`` in ltm's names, with LongtermMemory-MCP's values mapped onto ltm's.

    Raises:
        AliasError: an alias and its ltm name both given with different values, an unknown
            ``memory_type``, or an importance above 10.
    """
    renames = RENAMES.get(tool, {})
    legacy = any(name in arguments for name in LEGACY_NAMES)
    out = dict(arguments)
    for alias, ours in renames.items():
        if alias not in out:
            continue
        value = out.pop(alias)
        if ours in out and out[ours] != value:
            raise AliasError(f"give {ours} or {alias}, not both ({alias} is {ours}'s alias)")
        out[ours] = kind_of(value, alias) if alias == "memory_type" else value
    dated = tool == "search_by_date_range" and "date_from" in arguments
    if dated and out.get("end_date") is None:  # LongtermMemory-MCP's range ends now
        out["end_date"] = (now or datetime.now(UTC)).isoformat()
    if tool in _IMPORTANCE_TOOLS and "importance" in out:
        out["importance"] = importance_of(out["importance"], legacy)
    return out


class AliasingServer(MemoryMCPServer):
    """An MCP server that reads LongtermMemory-MCP's argument names as ltm's."""

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Any = None
    ) -> Any:  # the SDK's own return type
        """Call ``name`` with ``arguments`` in ltm's names (aliases rewritten first)."""
        try:
            arguments = translate(name, arguments)
        except AliasError as exc:
            return to_result(ErrorInfo(error="invalid_argument", message=str(exc)))
        return await super().call_tool(name, arguments, context)
