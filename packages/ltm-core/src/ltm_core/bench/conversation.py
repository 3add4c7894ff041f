"""LoCoMo through the main path: every turn fed to ``remember_conversation``, then recall.

Each conversation is one scope; each turn (both speakers', as user turns, with the
speaker's name as in the raw-turn benchmark) goes through ``remember_conversation`` with its
``dia_id`` as the message id, its session as the thread and the session date as the turn's
time: episodes are kept, the offline rule extractor mines facts linked to them. A recalled
memory counts as a hit when its provenance (its own message id, or its source episodes')
is an evidence turn. Two rows: episodes only (what the raw-turn default stores) and
episodes with facts fused.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ltm_core.bench.locomo import Report, Scores, _CachedQueries, _fixed, load
from ltm_core.embeddings.base import Embedder
from ltm_core.memory import LongTermMemory
from ltm_core.models import ChatMessage, MemoryItem, MemoryScope
from ltm_core.settings import LTMSettings
from ltm_core.stores.sqlite.store import SqliteVecProvider

ROWS = {"episodes only": ["episode"], "episodes + facts fused": None}


@dataclass
class ConversationReport:
    """The R@k rows, and what the main path kept."""

    report: Report
    turns: int
    per_kind: dict[str, int]
    evidence_covered: float


def provenance(items: list[MemoryItem]) -> dict[str, frozenset[str]]:
    """Each memory's evidence turns: its own message id and its source episodes'."""
    message = {i.id: i.message_id for i in items}
    out: dict[str, frozenset[str]] = {}
    for item in items:
        ids = {item.message_id, *(message.get(s) for s in item.source_ids)}
        out[item.id] = frozenset(i for i in ids if i)
    return out


def run_conversation_path(
    path: Path,
    embedder: Embedder,
    *,
    k: int = 10,
    progress: Callable[[Iterator[Any], int, str], Iterator[Any]] | None = None,
) -> ConversationReport:
    """Feed every turn through ``remember_conversation``, then ask every question."""
    conversations = load(path)
    cached = _CachedQueries(embedder)
    settings = LTMSettings(max_items=0, episode_max_items=0, enabled=True)
    scores = {name: Scores() for name in ROWS}
    per_kind: dict[str, int] = {}
    turns = covered = questions = 0
    with tempfile.TemporaryDirectory(prefix="ltm-locomo-conv-") as tmp:
        store = SqliteVecProvider(Path(tmp) / "locomo.db")
        store.retain()
        iterator: Iterator[Any] = iter(conversations)
        if progress is not None:
            iterator = progress(iterator, len(conversations), "conversation path")
        for conversation in iterator:
            last = max(t[2] for t in conversation.turns)
            memory = LongTermMemory(
                MemoryScope(conversation.sample_id, "locomo"),
                embedder=cached,
                store=store,
                settings=settings,
                clock=_fixed(last),
            )
            for dia_id, text, when in conversation.turns:
                session = dia_id.split(":")[0]
                memory.remember_conversation(
                    [ChatMessage(role="user", content=text, id=dia_id)],
                    thread_id=f"{conversation.sample_id}/{session}",
                    created_at=when,
                )
            turns += len(conversation.turns)
            items = memory.list(limit=100_000)
            for item in items:
                per_kind[item.kind] = per_kind.get(item.kind, 0) + 1
            ids = provenance(items)
            produced = set().union(*ids.values()) if ids else set()
            for question in conversation.questions:
                questions += 1
                covered += bool(question.evidence & produced)
                for name, kinds in ROWS.items():
                    started = time.perf_counter()
                    recalled = memory.recall(question.text, k=k, kinds=kinds, touch=False)
                    millis = (time.perf_counter() - started) * 1000
                    ranked = [ids.get(r.item.id, frozenset()) for r in recalled]
                    scores[name].add(ranked, question, millis)
            memory.close()
        store.release()
    report = Report(
        rows={name: s.row() for name, s in scores.items()},
        questions=questions,
        memories=sum(per_kind.values()),
        rejected=0,
    )
    return ConversationReport(report, turns, per_kind, covered / max(questions, 1))
