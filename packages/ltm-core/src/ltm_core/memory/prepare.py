"""Stage 1 of the write pipeline: a caller's entry (or an imported row) as a checked item.

Every string that will be stored goes through the guard on its own: the text, each tag, each
metadata key and value at any depth, the source, and an imported row's ``id`` and
``superseded_by`` (which must look like ids). Private spans become ``[private]`` everywhere.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from ltm_core.guard import (
    ContentGuard,
    ContentRejected,
    check_id,
    check_text,
    clean_metadata,
    clean_tags,
)
from ltm_core.memory.provenance import check_provenance
from ltm_core.models import MemoryItem
from ltm_core.settings import LTMSettings

__all__ = ["check_fields", "check_source", "clean_text", "prepare_item", "restored_item"]

_FIELDS = frozenset(
    {
        "text",
        "kind",
        "importance",
        "tags",
        "metadata",
        "source",
        "created_at",
        "thread_id",
        "message_id",
        "source_ids",
    }
)


def clean_text(guard: ContentGuard, settings: LTMSettings, text: str) -> str:
    """Private spans removed, secrets refused, the length checked."""
    if not isinstance(text, str):
        raise TypeError(f"memory text must be a str, got {type(text).__name__}")
    try:
        cleaned = guard.clean(text)
    except ContentRejected as exc:
        raise ContentRejected(exc.pattern, field="text") from None
    limit = settings.max_text_chars
    if len(cleaned) > limit:
        raise ValueError(
            f"memory text has {len(cleaned):,} characters, over the {limit:,} limit "
            "(LTM_MAX_TEXT_CHARS); store a short summary instead"
        )
    return cleaned


def check_fields(
    guard: ContentGuard, tags: Iterable[str], metadata: Mapping[str, Any]
) -> tuple[list[str], dict[str, Any]]:
    """Tags and metadata are stored too: each string is checked on its own, spans replaced.

    Raises:
        ContentRejected: A secret in a tag, a metadata key or value (at any depth), or a
            metadata key naming a credential with a value.
    """
    return clean_tags(tags, guard), clean_metadata(metadata, guard)


def check_source(guard: ContentGuard, source: Any) -> str:
    """The ``source`` label is stored too: checked like text, private spans replaced.

    Raises:
        TypeError: It is not a string.
        ContentRejected: It holds a secret (field ``source``).
    """
    if not isinstance(source, str):
        raise TypeError(f"source must be a str, got {type(source).__name__}")
    return check_text(source, guard, "source").strip()


def prepare_item(
    guard: ContentGuard, settings: LTMSettings, entry: str | Mapping[str, Any], now: datetime
) -> MemoryItem:
    """A caller's string or field dict as a checked item, stamped ``now``.

    Raises:
        TypeError: Unknown fields, or no text.
        ContentRejected: A secret in the text, a tag or the metadata.
        ValueError: An invalid field, or the text is too long.
    """
    fields: dict[str, Any] = {"text": entry} if isinstance(entry, str) else dict(entry)
    unknown = set(fields) - _FIELDS
    if unknown:
        raise TypeError(f"unknown memory fields {sorted(unknown)}")
    if "text" not in fields:
        raise TypeError("a memory needs a 'text'")
    fields["text"] = clean_text(guard, settings, fields["text"])
    fields["tags"] = list(fields.get("tags") or ())
    fields["metadata"] = dict(fields.get("metadata") or {})
    fields["tags"], fields["metadata"] = check_fields(guard, fields["tags"], fields["metadata"])
    if fields.get("source") is not None:
        fields["source"] = check_source(guard, fields["source"])
    if fields.get("created_at") is None:
        fields["created_at"] = now
    fields["updated_at"] = now
    item = MemoryItem(**fields)
    check_provenance(guard, item)
    return item


def restored_item(
    guard: ContentGuard, settings: LTMSettings, row: Mapping[str, Any], now: datetime
) -> MemoryItem:
    """A row of ``export`` as an item, ids and timestamps kept, through the guard again.

    Every stored string is checked: text, tags, metadata, source, and the ``id`` and
    ``superseded_by``, which must look like ids (:func:`ltm_core.guard.check_id`).
    """
    if not isinstance(row, Mapping):
        raise TypeError(f"an imported row must be an object, got {type(row).__name__}")
    fields = dict(row)
    for name in ("id", "superseded_by"):
        if fields.get(name) is not None:
            fields[name] = check_id(fields[name], name, guard)
    for stamp in ("created_at", "updated_at"):
        if fields.get(stamp) is None:
            fields[stamp] = now
    item = MemoryItem.model_validate(fields)
    if not 0 <= item.access_count < 2**63:  # SQLite's integers are 64-bit
        raise ValueError("access_count must be a whole number from 0 to 2**63 - 1")
    item.text = clean_text(guard, settings, item.text)
    item.tags, item.metadata = check_fields(guard, item.tags, item.metadata)
    item.source = check_source(guard, item.source)
    check_provenance(guard, item)
    return item
