"""Mining a finished turn: messages in, candidates through the write path, a report out.

The facade's ``remember_conversation`` (and its async twin) run an extractor, then
:func:`store_candidates` here; with ``background=True`` that runs on the memory's
scope's lane of the process's shared worker pool.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ltm_core.extraction.base import Extraction, ExtractionReport
from ltm_core.extraction.worker import BackgroundWorker
from ltm_core.guard import ContentRejected
from ltm_core.models import ChatMessage, MemoryItem

if TYPE_CHECKING:
    from ltm_core.memory.facade import LongTermMemory

logger = logging.getLogger("ltm")

#: Marks left by redaction; a candidate carrying one is about a secret, not a memory.
REDACTION_MARK = "[redacted:"

MessageLike = ChatMessage | Mapping[str, Any] | tuple[str, str]


def chat_messages(messages: Iterable[MessageLike]) -> list[ChatMessage]:
    """``ChatMessage``s, ``{"role", "content"}`` dicts or ``(role, content)`` pairs, checked."""
    out = []
    for m in messages:
        if isinstance(m, ChatMessage):
            out.append(m)
        elif isinstance(m, tuple):
            out.append(ChatMessage.model_validate({"role": m[0], "content": m[1]}))
        else:
            out.append(ChatMessage.model_validate(dict(m)))
    return out


def new_worker(memory: LongTermMemory) -> BackgroundWorker[ExtractionReport]:
    """The memory's jobs on its scope's lane of the shared pool; an error becomes a report.

    The lane is keyed by the scope, so a memory rebuilt for the same scope (after an LRU
    eviction) queues behind whatever the evicted one still has pending.
    """
    return BackgroundWorker(
        on_error=lambda exc: ExtractionReport(error=f"{type(exc).__name__}: {exc}"),
        key=("scope", memory.scope.key),
    )


def store_candidates(
    memory: LongTermMemory, extraction: Extraction, metadata: Mapping[str, Any]
) -> ExtractionReport:
    """Run extracted candidates through the write path; never raises."""
    report = ExtractionReport(
        dropped_invalid=extraction.dropped_invalid,
        repaired=int(extraction.repaired),
        error=extraction.error,
    )
    if extraction.error:
        logger.warning("ltm extraction failed: %s", extraction.error)
    now = memory._now()
    prepared: list[tuple[int, MemoryItem]] = []
    for index, candidate in enumerate(extraction.candidates):
        if REDACTION_MARK in candidate.text:
            report.rejected_secrets += 1
            continue
        entry = {
            "text": candidate.text,
            "kind": candidate.kind,
            "importance": candidate.importance,
            "source": "conversation",
            "metadata": dict(metadata),
        }
        try:
            prepared.append((index, memory._prepare(entry, now)))
        except ContentRejected as exc:
            if exc.pattern == "empty":
                report.dropped_invalid += 1
            else:
                report.rejected_secrets += 1
        except (TypeError, ValueError):
            report.dropped_invalid += 1
    if not prepared:
        return report
    try:
        results = memory._write_prepared(prepared, now, near_duplicates=True, supersede=True)
    except Exception as exc:  # storage trouble is reported, not raised into the turn
        logger.exception("ltm could not store extracted memories")
        report.error = f"{type(exc).__name__}: {exc}"
        return report
    for result in results:
        if result.status == "stored":
            report.stored += 1
        elif result.status == "duplicate":
            report.duplicates += 1
        report.superseded += len(result.supersedes)
        if result.item is not None:
            report.ids.append(result.item.id)
    return report
