"""Mining a finished turn: messages in, candidates through the write path, a report out.

The facade's ``remember_conversation`` (and its async twin) are :func:`remember_turn` (and
:func:`aremember_turn`) here: run an extractor (:func:`turn_extractor` picks it), then
:func:`mine_turn` (the turn's episodes, then the facts linked to them); with
``background=True`` that runs on the memory's scope's lane of the process's shared worker
pool (:mod:`.lifecycle`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from ltm_core.extraction.base import (
    Extraction,
    ExtractionReport,
    Extractor,
    arun_extractor,
    run_extractor,
)
from ltm_core.guard import ContentRejected
from ltm_core.memory.episodes import TurnSource, store_episodes
from ltm_core.memory.prepare import check_fields, prepare_item
from ltm_core.memory.writes import write_prepared
from ltm_core.models import ChatMessage, MemoryItem

if TYPE_CHECKING:
    from ltm_core.extraction.model import ModelLike
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


def rule_extractor(memory: LongTermMemory) -> Extractor:
    """The memory's offline ``RuleExtractor``, built on first use and kept."""
    if memory._rules is None:
        from ltm_core.extraction.rules import RuleExtractor

        memory._rules = RuleExtractor()
    return memory._rules


def turn_extractor(memory: LongTermMemory, model: ModelLike | None) -> Extractor:
    """The given extractor; else ``model`` (falling back to the rules); else the rules."""
    if model is None or memory._extractor is not None:
        return memory.extractor
    from ltm_core.extraction.model import model_extractor

    timeout = memory.settings.llm_timeout
    return model_extractor(model, guard=memory.guard, timeout=timeout, fallback=memory.extractor)


def remember_turn(
    memory: LongTermMemory,
    messages: Iterable[MessageLike],
    source: TurnSource,
    background: bool,
    model: ModelLike | None,
) -> ExtractionReport | Future[ExtractionReport]:
    """See :meth:`LongTermMemory.remember_conversation`; :func:`turn_extractor` mines the turn."""
    extractor = turn_extractor(memory, model)
    chat = chat_messages(messages)
    if background:
        return memory._submit(lambda: extract_and_mine(memory, chat, source, extractor))
    return extract_and_mine(memory, chat, source, extractor)


async def aremember_turn(
    memory: LongTermMemory,
    messages: Iterable[MessageLike],
    source: TurnSource,
    background: bool,
    model: ModelLike | None,
) -> ExtractionReport:
    """See :meth:`LongTermMemory.aremember_conversation`: an async extractor is awaited."""
    extractor = turn_extractor(memory, model)
    chat = chat_messages(messages)
    if background:
        job = memory._submit(lambda: extract_and_mine(memory, chat, source, extractor))
        return await asyncio.wrap_future(job)
    extraction = await arun_extractor(extractor, chat)
    return await asyncio.to_thread(mine_turn, memory, chat, extraction, source)


def extract_and_mine(
    memory: LongTermMemory,
    messages: Sequence[ChatMessage],
    source: TurnSource,
    extractor: Extractor,
) -> ExtractionReport:
    """Run ``extractor`` on the turn, then :func:`mine_turn`."""
    return mine_turn(memory, messages, run_extractor(extractor, messages), source)


def mine_turn(
    memory: LongTermMemory,
    messages: Sequence[ChatMessage],
    extraction: Extraction,
    source: TurnSource,
) -> ExtractionReport:
    """The turn's episodes first, then the extracted facts linked to them; never raises."""
    report = ExtractionReport()
    episode_ids = store_episodes(memory, messages, source, report)
    user_ids = [m.id for m in messages if m.role == "user" and m.id]
    return store_candidates(
        memory,
        extraction,
        source,
        episode_ids=episode_ids,
        message_id=user_ids[-1] if user_ids else None,
        report=report,
    )


def store_candidates(
    memory: LongTermMemory,
    extraction: Extraction,
    source: TurnSource | Mapping[str, Any],
    *,
    episode_ids: Sequence[str] = (),
    message_id: str | None = None,
    report: ExtractionReport | None = None,
) -> ExtractionReport:
    """Run extracted candidates through the write path; never raises.

    Args:
        memory: Where they go.
        extraction: What the extractor produced.
        source: The turn's thread, time and metadata (or the metadata alone).
        episode_ids: The turn's episodes, recorded as each fact's ``source_ids``.
        message_id: The turn's (last) user message id.
        report: Added to (a new one when ``None``).
    """
    if not isinstance(source, TurnSource):
        source = TurnSource.of(None, None, source)
    report = report or ExtractionReport()
    report.dropped_invalid += extraction.dropped_invalid
    report.repaired += int(extraction.repaired)
    report.error = report.error or extraction.error
    report.fallback = report.fallback or extraction.fallback
    if extraction.error:
        logger.warning("ltm extraction failed: %s", extraction.error)
    if extraction.fallback:
        logger.info("ltm: the rule extractor mined the turn: %s", extraction.fallback)
    now = memory._now()
    try:  # the caller's metadata goes with every candidate: check it once
        metadata = check_fields(memory.guard, (), source.metadata)[1]
    except ContentRejected as exc:
        report.rejected_secrets += len(extraction.candidates)
        report.error = f"nothing stored: {exc}"
        return report
    except (TypeError, ValueError) as exc:
        report.dropped_invalid += len(extraction.candidates)
        report.error = f"nothing stored: invalid metadata: {exc}"
        return report
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
            "created_at": source.created_at,
            "thread_id": source.thread_id,
            "message_id": message_id,
            "source_ids": list(episode_ids),
        }
        try:
            prepared.append((index, prepare_item(memory.guard, memory.settings, entry, now)))
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
        results = write_prepared(memory, prepared, now, near_duplicates=True, supersede=True)
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
