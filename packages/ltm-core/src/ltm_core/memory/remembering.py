"""The facade's write calls: ``remember``, ``remember_many``, ``import_`` and ``update``.

Each turns what the caller gave into checked items (stage 1, :mod:`.prepare`) and puts them
through the pipeline of :mod:`.writes`. A bad entry among many is ``rejected``, never fatal,
and its reason never quotes the input.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import ValidationError

from ltm_core.guard import ContentRejected
from ltm_core.memory.errors import MemoryNotFound, UnknownKind, check_kind
from ltm_core.memory.prepare import (
    check_fields,
    check_importance,
    check_joined,
    clean_text,
    not_in_future,
    prepare_item,
    restored_item,
    tag_list,
)
from ltm_core.memory.vectors import embed_documents
from ltm_core.memory.writes import WRITE_BATCH, Numbered, write_prepared
from ltm_core.models import MemoryItem, WriteResult
from ltm_core.stores.base import Matrix

if TYPE_CHECKING:
    from ltm_core.memory.facade import LongTermMemory

__all__ = ["changed_item", "import_rows", "rejected", "remember", "remember_many", "update"]

T = TypeVar("T")


def remember(memory: LongTermMemory, text: str, fields: Mapping[str, Any]) -> MemoryItem:
    """See :meth:`LongTermMemory.remember`; ``fields`` are its keyword arguments."""
    now = memory._now()
    check_kind(fields.get("kind", "fact"))
    entry = {
        **fields,
        "text": text,
        "tags": tag_list(fields.get("tags")),
        "metadata": dict(fields.get("metadata") or {}),
    }
    item = prepare_item(memory.guard, memory.settings, entry, now)
    result = write_prepared(memory, [(0, item)], now, near_duplicates=True)[0]
    assert result.item is not None
    return result.item


def remember_many(
    memory: LongTermMemory, items: Iterable[str | Mapping[str, Any]]
) -> list[WriteResult]:
    """See :meth:`LongTermMemory.remember_many`."""
    now = memory._now()
    return write_all(
        memory,
        items,
        lambda entry: prepare_item(memory.guard, memory.settings, _kind_checked(entry), now),
        now,
        near_duplicates=True,
    )


def _kind_checked(entry: T) -> T:
    """``entry``, once its ``kind`` (if it gives one) is known; see :func:`check_kind`."""
    if isinstance(entry, Mapping) and entry.get("kind") is not None:
        check_kind(entry["kind"])
    return entry


def import_rows(memory: LongTermMemory, rows: Iterable[Mapping[str, Any]]) -> list[WriteResult]:
    """See :meth:`LongTermMemory.import_`."""
    now = memory._now()
    return write_all(
        memory,
        rows,
        lambda row: not_in_future(restored_item(memory.guard, memory.settings, row, now), now),
        now,
        near_duplicates=False,
        keep_ids=True,
    )


def update(memory: LongTermMemory, id: str, changes: Mapping[str, Any]) -> MemoryItem:
    """See :meth:`LongTermMemory.update`; ``changes`` maps field names to new values or ``None``.

    Raises:
        MemoryNotFound: No memory with that id in this scope (or it vanished meanwhile).
    """
    current = memory.get(id)
    if current is None:
        raise MemoryNotFound(id)
    updated, vector = changed_item(memory, current, changes)
    if not memory.store.update(memory.scope, updated, vector):
        raise MemoryNotFound(id)
    return updated


def rejected(index: int, exc: Exception) -> WriteResult:
    """The result for an item that may not be stored; its reason never quotes the input."""
    if isinstance(exc, ContentRejected):
        return WriteResult(
            index=index, status="rejected", reason=exc.pattern, pattern=exc.pattern, field=exc.field
        )
    if isinstance(exc, UnknownKind):  # the field, like a validation error, and the kinds
        return WriteResult(index=index, status="rejected", reason=f"invalid: kind ({exc})")
    if isinstance(exc, ValidationError):
        # Field names only: a validation message can quote the input, which may be private.
        fields = sorted({".".join(str(p) for p in err["loc"]) or "item" for err in exc.errors()})
        return WriteResult(index=index, status="rejected", reason="invalid: " + ", ".join(fields))
    return WriteResult(index=index, status="rejected", reason=str(exc))


def write_all(
    memory: LongTermMemory,
    entries: Iterable[T],
    prepare: Callable[[T], MemoryItem],
    now: datetime,
    *,
    near_duplicates: bool,
    keep_ids: bool = False,
) -> list[WriteResult]:
    """Prepare every entry (a bad one is ``rejected``, never fatal), then write in batches.

    Returns:
        One result per entry, in the entries' order.
    """
    results: list[WriteResult] = []
    prepared: list[Numbered] = []
    kept_ids: set[str] = set()
    for index, entry in enumerate(entries):
        try:
            item = prepare(entry)
            if keep_ids and item.id in kept_ids:
                raise ValueError("the id is repeated: an earlier row of this import has it")
        except (TypeError, ValueError) as exc:  # ContentRejected and ValidationError too
            results.append(rejected(index, exc))
            continue
        kept_ids.add(item.id)
        prepared.append((index, item))
    for start in range(0, len(prepared), WRITE_BATCH):
        chunk = prepared[start : start + WRITE_BATCH]
        results.extend(
            write_prepared(memory, chunk, now, near_duplicates=near_duplicates, keep_ids=keep_ids)
        )
    return sorted(results, key=lambda r: r.index)


def changed_item(
    memory: LongTermMemory, current: MemoryItem, changes: Mapping[str, Any]
) -> tuple[MemoryItem, Matrix | None]:
    """``current`` with the non-``None`` ``changes``, and its new vector if the text changed."""
    fields: dict[str, Any] = {"updated_at": memory._now()}
    vector = None
    text = changes.get("text")
    if text is not None:
        cleaned = clean_text(memory.guard, memory.settings, text)
        if cleaned != current.text:
            fields["text"] = cleaned
            vector = embed_documents(memory, [cleaned])[0]
    if changes.get("kind") is not None:
        check_kind(changes["kind"])
        fields["kind"] = changes["kind"]
    if changes.get("importance") is not None:
        fields["importance"] = check_importance(changes["importance"])
    if changes.get("tags") is not None:
        fields["tags"] = tag_list(changes["tags"])
    if changes.get("metadata") is not None:
        fields["metadata"] = dict(changes["metadata"])
    if "tags" in fields or "metadata" in fields:
        tags, metadata = check_fields(
            memory.guard, fields.get("tags", ()), fields.get("metadata", {})
        )
        if "tags" in fields:
            fields["tags"] = tags
        if "metadata" in fields:
            fields["metadata"] = metadata
    if "tags" in fields or "text" in fields or "metadata" in fields:
        check_joined(
            memory.guard,
            fields.get("text", current.text),
            fields.get("tags", current.tags),
            fields.get("metadata", current.metadata),
        )
    return MemoryItem.model_validate({**current.model_dump(), **fields}), vector
