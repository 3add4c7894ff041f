"""Episodes: each finished turn's user messages, kept as said, with their provenance.

A user's message becomes an ``episode`` memory after the ``<private>`` rule and the guard
(a message holding a secret is not kept at all). Assistant, tool and system text never
does: it is generated content. Episodes decay faster than facts
(``LTM_EPISODE_HALF_LIFE_DAYS``), have their own cap per scope (``LTM_EPISODE_MAX_ITEMS``)
and reinforce on exact and near duplicates like every memory. Facts mined from the same
turn list the episode ids in ``source_ids``, so :func:`forget_source` can remove a whole
conversation: its episodes and every fact mined only from them.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from ltm_core.extraction.base import ExtractionReport
from ltm_core.guard import ContentRejected
from ltm_core.memory.prepare import check_not_future, prepare_item
from ltm_core.memory.provenance import matches_source, remaining_sources
from ltm_core.memory.reads import scan
from ltm_core.memory.thread_context import (
    CONTEXT_OF_KEY,
    CONVERSATIONAL,
    Said,
    anchored,
    answered_message,
    depends_on,
    recent_with,
    secret_with_context,
    still_anchored,
    without_context,
)
from ltm_core.memory.writes import write_prepared
from ltm_core.models import ChatMessage, MemoryItem, MemoryKind, RetentionFacts
from ltm_core.retrieval.scoring import eviction_order
from ltm_core.stores.base import ItemFilter
from ltm_core.text.lexical_text import CONTEXT_KEY

if TYPE_CHECKING:
    from ltm_core.memory.facade import LongTermMemory

logger = logging.getLogger("ltm")

EPISODE = MemoryKind.EPISODE.value


@dataclass(frozen=True)
class TurnSource:
    """Where a finished turn comes from: stamped on its episodes and on the facts mined.

    Args:
        thread_id: The conversation thread (a chat session).
        created_at: When the turn happened (``None``: the memory's clock).
        metadata: Stored with every memory of the turn.
    """

    thread_id: str | None = None
    created_at: datetime | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(
        cls,
        thread_id: str | None,
        created_at: datetime | None,
        metadata: Mapping[str, Any] | None,
        now: datetime | None = None,
    ) -> TurnSource:
        """A turn's source; the thread id may also come as ``metadata["thread_id"]``.

        Raises:
            ValueError: ``created_at`` more than a day after ``now`` (when given), checked
                before any work is queued, so a bad replay time fails at the call.
        """
        if now is not None:
            check_not_future("created_at", created_at, now)
        extra = dict(metadata or {})
        if thread_id is None and isinstance(extra.get("thread_id"), str):
            thread_id = extra["thread_id"]
        return cls(thread_id=thread_id, created_at=created_at, metadata=extra)


class SourceForgotten(BaseModel):
    """What ``forget_source`` removed.

    Attributes:
        episodes: Episodes of the thread or message deleted.
        facts: Memories deleted because they were mined only from those episodes (or, with
            no episode recorded, from that thread or message).
        relinked: Memories kept because another source still backs them; the forgotten
            episodes were taken out of their ``source_ids``.
        ids: The ids deleted.
    """

    episodes: int = 0
    facts: int = 0
    relinked: int = 0
    ids: list[str] = []


def store_episodes(
    memory: LongTermMemory,
    messages: Sequence[ChatMessage],
    source: TurnSource,
    report: ExtractionReport,
) -> list[str]:
    """Keep the turn's user messages as episodes; returns their ids (new or reinforced).

    Never raises: a message with a secret is counted in ``report.rejected_secrets`` and
    dropped, a storage failure is reported in ``report.error``.
    """
    settings = memory.settings
    if not settings.episodes:
        return []
    now = memory._now()
    prepared: list[tuple[int, MemoryItem]] = []
    previous = still_anchored(memory, memory._threads.last(source.thread_id))
    for index, message in enumerate(messages):
        said = previous
        if message.role in CONVERSATIONAL and message.content.strip():
            text = answered_message(memory, message.content)
            anchor = previous.anchor if previous is not None else None
            if text:
                recent = recent_with(previous, message.role, text)
                previous = Said(text, message.id, anchor, recent)
        if message.role != "user" or not message.content.strip():
            continue
        metadata = dict(source.metadata)
        # Judged whether or not the context is stored (a caller may bring its own): the
        # reply must not complete a secret the thread began.
        if said is not None and secret_with_context(memory, said.recent, message.content):
            report.rejected_secrets += 1  # a credential only beside what it answers
            continue
        if said is not None and CONTEXT_KEY not in metadata:
            metadata[CONTEXT_KEY] = said.text
            if said.message_id is not None:
                metadata[CONTEXT_OF_KEY] = said.message_id
        entry = {
            "text": message.content[: settings.max_text_chars],
            "kind": EPISODE,
            "importance": settings.episode_importance,
            "source": "conversation",
            "metadata": metadata,
            "created_at": source.created_at,
            "thread_id": source.thread_id,
            "message_id": message.id,
        }
        try:
            prepared.append((index, prepare_item(memory.guard, memory.settings, entry, now)))
        except ContentRejected as exc:
            if exc.pattern != "empty":  # nothing left once the private spans are out
                report.rejected_secrets += 1
        except (TypeError, ValueError):
            report.dropped_invalid += 1
    if not prepared:
        if previous is not None:
            memory._threads.said(source.thread_id, previous)
        return []
    try:
        results = write_prepared(memory, prepared, now, near_duplicates=True)
        cap_episodes(memory, now)
    except Exception as exc:  # storage trouble is reported, not raised into the turn
        logger.exception("ltm could not store episodes")
        report.error = f"{type(exc).__name__}: {exc}"
        return []
    ids = [r.item.id for r in results if r.item is not None]
    if previous is not None:
        memory._threads.said(source.thread_id, anchored(previous, ids[-1] if ids else None))
    report.episodes += sum(r.status == "stored" for r in results)
    report.episode_ids.extend(ids)
    return ids


def cap_episodes(memory: LongTermMemory, now: datetime) -> int:
    """Evict the episodes least worth keeping above ``episode_max_items``; returns how many."""
    cap = memory.settings.episode_max_items
    if cap <= 0:
        return 0
    where = ItemFilter.of(kinds=[EPISODE])
    excess = memory.store.count(memory.scope, where) - cap
    if excess <= 0:
        return 0
    episodes = scan(memory, kinds=[EPISODE], include_superseded=False)
    facts = [
        RetentionFacts(
            id=e.id,
            kind=e.kind,
            importance=e.importance,
            tags=tuple(e.tags),
            created_at=e.created_at,
            last_accessed_at=e.last_accessed_at,
        )
        for e in episodes
    ]
    victims = eviction_order(facts, now, memory.settings.half_life)[:excess]
    return memory.store.delete(memory.scope, victims) if victims else 0


def forget_source(
    memory: LongTermMemory, *, thread_id: str | None = None, message_id: str | None = None
) -> SourceForgotten:
    """See :meth:`LongTermMemory.forget_source`."""
    if (thread_id is None) == (message_id is None):
        raise ValueError("forget_source needs exactly one of thread_id= or message_id=")
    for name, value in (("thread_id", thread_id), ("message_id", message_id)):
        if value is not None and (not isinstance(value, str) or not value):
            raise ValueError(f"{name} must be a non-empty string")
    items = scan(memory)
    gone_episodes = {i.id for i in items if i.episode and matches_source(i, thread_id, message_id)}
    memory._threads.forget(thread_id=thread_id, message_id=message_id)
    deleted: list[str] = []
    relinked: list[MemoryItem] = []
    facts = 0
    for item in items:
        if item.id in gone_episodes:
            deleted.append(item.id)
            continue
        if message_id is not None and depends_on(item, message_id=message_id, text=None):
            without_context(item)  # the forgotten message's words leave its reply's index
            if not matches_source(item, thread_id, message_id):
                memory.store.update(memory.scope, item)
        from_source = matches_source(item, thread_id, message_id)
        touched = not gone_episodes.isdisjoint(item.source_ids)
        if not (from_source or touched):
            continue
        others = remaining_sources(item, gone_episodes)
        # A memory saved by hand (or by a tool) that a chat only repeated is the user's own:
        # it loses the forgotten source and stays.
        if others or item.source != "conversation":
            # Another conversation still backs it: keep it, without the forgotten source.
            item.source_ids = others
            if from_source:
                item.thread_id = item.message_id = None
            item.updated_at = memory._now()
            relinked.append(item)
        else:
            deleted.append(item.id)
            facts += 1
    for item in relinked:
        memory.store.update(memory.scope, item)
    if deleted:
        memory.store.delete(memory.scope, deleted)
    return SourceForgotten(
        episodes=len(gone_episodes), facts=facts, relinked=len(relinked), ids=deleted
    )


def forget_one(memory: LongTermMemory, id: str) -> bool:
    """See :meth:`LongTermMemory.forget`: an episode's words also leave the contexts they gave."""
    found = memory.store.get(memory.scope, [id])
    if not found:
        return False
    item = found[0]
    if item.episode:
        words = answered_message(memory, item.text)
        memory._threads.forget(message_id=item.message_id, text=words)
        for other in scan(memory, kinds=[EPISODE]):
            if other.id != id and depends_on(other, message_id=item.message_id, text=words):
                without_context(other)
                memory.store.update(memory.scope, other)
    return memory.store.delete(memory.scope, [id]) > 0


def clear_scope(memory: LongTermMemory) -> int:
    """See :meth:`LongTermMemory.clear`: this process forgets the scope's threads too."""
    memory._threads.clear()
    return memory.store.clear(memory.scope)
