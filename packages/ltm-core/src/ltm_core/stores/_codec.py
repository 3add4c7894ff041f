"""``MemoryItem`` <-> flat record metadata, shared by the Chroma and Pinecone backends.

Chroma and Pinecone store one flat dict of scalars per vector, and neither has nulls. Every
field of a ``MemoryItem`` is kept so that a round trip is exact:

- ``kind``, ``source``, ``text_hash`` and the raw ``id`` as strings;
- ``importance`` as a float, ``access_count`` as an int;
- ``created_at``, ``updated_at`` and ``last_accessed_at`` as integer microseconds since the
  epoch (exact in a float64 until the year 2255, so Pinecone's numbers keep them too), with
  ``accessed`` telling a real ``last_accessed_at`` from ``None``;
- ``tags`` as a JSON list (order kept) plus a filterable form chosen by the backend;
- the item's own ``metadata`` dict as one JSON string, encoded exactly as the sqlite-vec
  store encodes it (large ints, nulls, nesting and unicode survive; a ``datetime`` value
  becomes its ``str()``, an ISO 8601 string);
- ``superseded_by`` as ``""`` when ``None``, with ``active`` for filtering;
- ``seq``, the insertion order, which breaks ties of ``created_at`` like sqlite's rowid;
- provenance (``thread_id``, ``message_id``, ``source_ids``) as one JSON string, ``"{}"``
  when there is none; records of version 1 have no such key and read back with none. The
  sqlite-vec store keeps the same string in its ``provenance`` column.

Nothing here knows about scoring: only storage shapes.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import re
import threading
import time
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime, timedelta
from types import ModuleType
from typing import Any

from ltm_core.models import MemoryItem, MemoryScope, RetentionFacts, text_hash
from ltm_core.stores.base import ItemFilter

#: Version of the record layout, stored on every record as ``v`` (2: provenance).
RECORD_VERSION = 2

#: The ``MemoryItem`` fields kept together as provenance.
PROVENANCE_FIELDS = ("thread_id", "message_id", "source_ids")

Metadata = dict[str, Any]

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def to_micros(value: datetime) -> int:
    """An aware datetime as integer microseconds since the epoch (exact round trip)."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    delta = value - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


def from_micros(value: int) -> datetime:
    """Inverse of :func:`to_micros`."""
    return _EPOCH + timedelta(microseconds=int(value))


_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:@+=-]{0,199}")
_HASHED_ID = "~"
_TAG_KEY = "tag_"


def require_extra(module: str, extra: str) -> ModuleType:
    """Import an optional dependency, or fail with the pip command that installs it.

    Raises:
        ImportError: The package is missing; the message names ``pip install 'ltm-core[extra]'``.
    """
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise ImportError(
            f"the {extra} backend of ltm needs the {module!r} package, which is not "
            f"installed: pip install 'ltm-core[{extra}]'"
        ) from exc


def record_id(memory_id: str) -> str:
    """The backend's record id for a memory id.

    Plain ASCII ids (every id ltm generates) are used as they are; any other id (empty,
    non-ASCII, very long) becomes ``~`` plus its SHA-256, which cannot collide with a plain id
    because plain ids start with a letter or digit. The raw id is always kept in the record.
    """
    if _SAFE_ID.fullmatch(memory_id):
        return memory_id
    return _HASHED_ID + hashlib.sha256(memory_id.encode("utf-8")).hexdigest()


def tag_key(tag: str) -> str:
    """A metadata key that is ``True`` on every record carrying ``tag`` (collision-free)."""
    return _TAG_KEY + hashlib.sha256(tag.encode("utf-8")).hexdigest()[:32]


def scope_tag(scope: MemoryScope) -> str:
    """The raw scope ids as one exact JSON string (``None`` and ``""`` stay different)."""
    return json.dumps([scope.user_id, scope.namespace, scope.workspace_id], ensure_ascii=False)


def encode_json(value: Any) -> str:
    """JSON exactly as the sqlite-vec store writes it (``str()`` for datetimes and the like)."""
    return json.dumps(value, ensure_ascii=False, default=str)


def provenance_json(item: MemoryItem) -> str:
    """The item's provenance as one JSON string; ``"{}"`` when it has none."""
    values: dict[str, Any] = {}
    if item.thread_id is not None:
        values["thread_id"] = item.thread_id
    if item.message_id is not None:
        values["message_id"] = item.message_id
    if item.source_ids:
        values["source_ids"] = list(item.source_ids)
    return encode_json(values) if values else "{}"


def provenance_fields(raw: str | None) -> dict[str, Any]:
    """Inverse of :func:`provenance_json`: every provenance field, empty for old records."""
    values = json.loads(raw) if raw and raw != "{}" else {}
    return {
        "thread_id": values.get("thread_id"),
        "message_id": values.get("message_id"),
        "source_ids": list(values.get("source_ids") or []),
    }


def to_metadata(
    item: MemoryItem,
    *,
    seq: int,
    with_text: bool,
    tag_keys: bool,
    extra: Mapping[str, Any] | None = None,
) -> Metadata:
    """The flat metadata of one record.

    Args:
        item: The memory.
        seq: Its insertion order (kept across updates, like a rowid).
        with_text: Also store the text (Pinecone has no document field; Chroma does).
        tag_keys: Add one ``tag_<hash>: True`` key per tag (Chroma); otherwise a
            ``tag_list`` list of strings, left out when empty (Pinecone).
        extra: More fields, e.g. the raw scope ids.
    """
    meta: Metadata = {
        "v": RECORD_VERSION,
        "id": item.id,
        "kind": item.kind,
        "importance": float(item.importance),
        "tags": encode_json(item.tags),
        "metadata": encode_json(item.metadata),
        "source": item.source,
        "text_hash": text_hash(item.text),
        "created_at": to_micros(item.created_at),
        "updated_at": to_micros(item.updated_at),
        "last_accessed_at": 0
        if item.last_accessed_at is None
        else to_micros(item.last_accessed_at),
        "accessed": item.last_accessed_at is not None,
        "access_count": int(item.access_count),
        "superseded_by": item.superseded_by or "",
        "active": item.superseded_by is None,
        "seq": int(seq),
        "provenance": provenance_json(item),
    }
    if with_text:
        meta["text"] = item.text
    if tag_keys:
        meta.update({tag_key(tag): True for tag in item.tags})
    elif item.tags:
        meta["tag_list"] = list(item.tags)
    if extra:
        meta.update(extra)
    return meta


def from_metadata(meta: Mapping[str, Any], text: str | None = None) -> MemoryItem:
    """Inverse of :func:`to_metadata` (numbers may come back as floats, as from Pinecone).

    Every field was validated when the item was written, so the item is built as is
    (:meth:`MemoryItem.from_trusted`): a search builds a couple of hundred per query.
    """
    accessed = bool(meta["accessed"])
    active = bool(meta["active"])
    return MemoryItem.from_trusted(
        {
            "id": str(meta["id"]),
            "text": str(meta["text"]) if text is None else text,
            "kind": str(meta["kind"]),
            "importance": float(meta["importance"]),
            "tags": json.loads(meta["tags"]),
            "metadata": json.loads(meta["metadata"]),
            "source": str(meta["source"]),
            "created_at": from_micros(int(meta["created_at"])),
            "updated_at": from_micros(int(meta["updated_at"])),
            "last_accessed_at": from_micros(int(meta["last_accessed_at"])) if accessed else None,
            "access_count": int(meta["access_count"]),
            "superseded_by": None if active else str(meta["superseded_by"]),
            **provenance_fields(meta.get("provenance")),
        }
    )


def stale_keys(old: Mapping[str, Any], new: Mapping[str, Any]) -> Metadata:
    """``None`` for every key of ``old`` that ``new`` drops (Chroma deletes keys set to None)."""
    return {key: None for key in old if key not in new}


def seq_of(meta: Mapping[str, Any] | None) -> int | None:
    """The stored insertion order of a record, if any."""
    if meta is None or "seq" not in meta:
        return None
    return int(meta["seq"])


def newest_first_key(meta: Mapping[str, Any]) -> tuple[int, int]:
    """Sort key of ``list``: ``created_at`` then insertion order (use with ``reverse=True``)."""
    return int(meta["created_at"]), int(meta.get("seq", 0))


def facts_from_metadata(meta: Mapping[str, Any]) -> RetentionFacts:
    """Eviction facts straight from record metadata (no text, no vector needed)."""
    accessed = bool(meta["accessed"])
    return RetentionFacts(
        id=str(meta["id"]),
        kind=str(meta["kind"]),
        importance=float(meta["importance"]),
        tags=tuple(json.loads(meta["tags"])),
        created_at=from_micros(int(meta["created_at"])),
        last_accessed_at=from_micros(int(meta["last_accessed_at"])) if accessed else None,
        superseded=not bool(meta["active"]),
    )


def unique_last(items: Iterable[tuple[MemoryItem, Any]]) -> list[tuple[MemoryItem, Any]]:
    """Pairs with a repeated item id collapsed to the last one (what sequential upserts leave)."""
    by_id: dict[str, tuple[MemoryItem, Any]] = {}
    for item, vector in items:
        by_id.pop(item.id, None)
        by_id[item.id] = (item, vector)
    return list(by_id.values())


def search_filter(where: ItemFilter | None) -> ItemFilter:
    """The filter a search uses: history (superseded items) is never searched."""
    if where is None:
        return ItemFilter()
    return ItemFilter(kinds=where.kinds, tags=where.tags, since=where.since, until=where.until)


def matches_nothing(where: ItemFilter | None) -> bool:
    """Whether the filter admits no item at all (an empty set of kinds or tags)."""
    if where is None:
        return False
    return (where.kinds is not None and not where.kinds) or (
        where.tags is not None and not where.tags
    )


class InsertionOrder:
    """Increasing integers for ``seq``: microseconds since the epoch, never repeated here.

    Across processes the order is the order of the clocks, which is what a user sees anyway.
    """

    def __init__(self) -> None:
        self._last = 0
        self._lock = threading.Lock()

    def take(self, n: int) -> int:
        """Reserve ``n`` consecutive values; returns the first."""
        with self._lock:
            start = max(time.time_ns() // 1000, self._last + 1)
            self._last = start + max(n, 1) - 1
            return start
