"""Provenance: where a memory came from (thread, message, source episodes), and its rules.

An episode is a user's message as said; a fact is distilled from one or more episodes and
lists them in ``source_ids``. The two layers never deduplicate or supersede one another, a
recalled fact and its own episode never both take a slot, and forgetting a source removes
its episodes and every fact mined only from them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from ltm_core.guard import ContentGuard, ContentRejected
from ltm_core.models import MemoryItem

#: A UUID, as frameworks write message and thread ids (LangChain, LlamaIndex, ltm's own).
UUID_RE = re.compile(
    r"[0-9a-fA-F]{32}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
)

T = TypeVar("T")


def check_provenance(guard: ContentGuard, item: MemoryItem) -> None:
    """Thread, message and source ids are stored too: the same guard applies to them.

    Raises:
        ContentRejected: One of them matches a secret shape (the rule is named, not the id).
    """
    named = [("thread_id", item.thread_id), ("message_id", item.message_id)]
    named += [(f"source_ids[{i}]", value) for i, value in enumerate(item.source_ids)]
    for field, value in named:  # each string on its own: a JSON dump's escaping hides quotes
        if value and not UUID_RE.fullmatch(value):  # frameworks' message ids: never a secret
            pattern = guard.check(value, as_field=True)
            if pattern is not None:
                raise ContentRejected(pattern, field=field)


def same_layer(a: MemoryItem, b: MemoryItem) -> bool:
    """Episodes and distilled memories never deduplicate or supersede one another."""
    return a.episode == b.episode


def linked(a: MemoryItem, b: MemoryItem) -> bool:
    """Whether one of the two was mined from the other (a fact and its own episode)."""
    return a.id in b.source_ids or b.id in a.source_ids


def matches_source(item: MemoryItem, thread_id: str | None, message_id: str | None) -> bool:
    """Whether ``item`` was taken from that thread or message."""
    if thread_id is not None and item.thread_id == thread_id:
        return True
    return message_id is not None and item.message_id == message_id


def where_from(item: MemoryItem) -> str:
    """A short "where it came from" for the rendered block; ``""`` without provenance."""
    parts = []
    if item.thread_id:
        parts.append(f"thread {item.thread_id}")
    if item.episode or item.thread_id:
        parts.append(item.created_at.date().isoformat())
    return ", ".join(parts)


def remaining_sources(item: MemoryItem, removed: Iterable[str]) -> list[str]:
    """``item``'s source episodes that are not among ``removed``."""
    gone = set(removed)
    return [s for s in item.source_ids if s not in gone]


def distinct_slots(ranked: Sequence[T], k: int, item_of: Callable[[T], MemoryItem]) -> list[T]:
    """The first ``k`` of ``ranked`` (best first) with no fact beside its own episode.

    The fact takes the slot (it says the same thing, distilled): it replaces its episode
    where the episode ranked higher, and an episode ranked below its fact is skipped.
    """
    chosen: list[T] = []
    for entry in ranked:
        item = item_of(entry)
        slot = next((i for i, c in enumerate(chosen) if linked(item, item_of(c))), None)
        if slot is None:
            if len(chosen) < k:
                chosen.append(entry)
        elif item_of(chosen[slot]).episode and not item.episode:
            chosen[slot] = entry
    return chosen
