"""LoCoMo turn retrieval through the public API: how often recall finds the evidence.

Every turn of a conversation is stored as one memory ("speaker: text", created at its
session's date) in the conversation's own scope, with the clock at the last session; every
question of categories 1-4 is asked through ``recall``. A hit is an evidence turn among the
top k. Several retrieval configurations are measured on the same stored turns in one run.
"""

from __future__ import annotations

import math
import re
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from ltm_core.embeddings.base import Embedder, Matrix
from ltm_core.memory import LongTermMemory
from ltm_core.models import MemoryScope
from ltm_core.settings import LTMSettings
from ltm_core.stores.base import VectorProvider
from ltm_core.stores.sqlite.store import SqliteVecProvider

#: Where the development half lives, relative to a checkout of the repository.
DEFAULT_PATH = Path("../shared/data/locomo/locomo-dev.json")
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
_SESSION = re.compile(r"session_(\d+)")


@dataclass
class Question:
    """One LoCoMo question with the dialogue ids of its evidence turns."""

    text: str
    evidence: frozenset[str]
    category: int


@dataclass
class Conversation:
    """One LoCoMo conversation: its turns (id, text, session date) and questions."""

    sample_id: str
    turns: list[tuple[str, str, datetime]]
    questions: list[Question]


@dataclass(frozen=True)
class Configuration:
    """A named retrieval setting measured in the run (settings field overrides)."""

    name: str
    overrides: dict[str, Any] = field(default_factory=dict)


#: The rows of the report: the default, what it is made of, and the baselines.
CONFIGURATIONS = (
    Configuration("ltm default"),
    Configuration("ltm default, no FTS5 (Chroma/Pinecone path)", {"lexical_index": False}),
    Configuration(
        "fusion only (no recency, no importance)",
        {"weight_similarity": 1.0, "weight_recency": 0.0, "weight_importance": 0.0},
    ),
    Configuration(
        "dense only (cosine)",
        {
            "lexical_weight": 0.0,
            "weight_similarity": 1.0,
            "weight_recency": 0.0,
            "weight_importance": 0.0,
        },
    ),
    Configuration(
        "BM25 only",
        {
            "dense_weight": 0.0,
            "weight_similarity": 1.0,
            "weight_recency": 0.0,
            "weight_importance": 0.0,
        },
    ),
)


def recency_study() -> list[Configuration]:
    """How recency should act: its weight and half-life, everything else at the default."""
    rows = []
    for weight in (0.2, 0.1, 0.05, 0.03, 0.02, 0.0):
        for half_life in (30.0, 90.0, 365.0):
            if weight == 0.0 and half_life != 30.0:
                continue
            rows.append(
                Configuration(
                    f"recency weight {weight}, half-life {half_life:g} d",
                    {
                        "weight_recency": weight,
                        "weight_similarity": 1.0 - weight - 0.05,
                        "weight_importance": 0.05,
                        "half_life_days": half_life,
                    },
                )
            )
    for lexical in (1.0, 1.5, 2.0, 2.5, 3.0):
        rows.append(
            Configuration(
                f"lexical weight {lexical} (no recency)",
                {
                    "lexical_weight": lexical,
                    "weight_similarity": 1.0,
                    "weight_recency": 0.0,
                    "weight_importance": 0.0,
                },
            )
        )
    return rows


def _fixed(at: datetime) -> Callable[[], datetime]:
    """A clock stopped at ``at`` (the conversation's last session)."""
    return lambda: at


def _session_date(text: str) -> datetime:
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def _evidence(raw: Sequence[str], known: set[str]) -> frozenset[str]:
    # Malformed ids exist ("D8:6; D9:17", "D:11:26"): split, repair, drop unknown ones.
    found = set()
    for entry in raw:
        for part in re.split(r"[;\s,]+", entry):
            part = part.replace("D:", "D")
            if part in known:
                found.add(part)
    return frozenset(found)


def load(path: Path) -> list[Conversation]:
    """Conversations of a LoCoMo-format JSON file (categories 1-4 questions only)."""
    import json

    data = json.loads(path.read_text(encoding="utf-8"))
    conversations = []
    for sample in data:
        conv = sample["conversation"]
        turns: list[tuple[str, str, datetime]] = []
        for key in sorted((k for k in conv if _SESSION.fullmatch(k)), key=lambda k: int(k[8:])):
            when = _session_date(conv[f"{key}_date_time"])
            for turn in conv[key]:
                turns.append((turn["dia_id"], f"{turn['speaker']}: {turn['text']}", when))
        known = {t[0] for t in turns}
        questions = []
        for qa in sample["qa"]:
            category = int(qa.get("category", 0))
            evidence = _evidence(qa.get("evidence", []), known)
            if category in CATEGORIES and evidence:
                questions.append(Question(qa["question"], evidence, category))
        conversations.append(Conversation(sample["sample_id"], turns, questions))
    return conversations


class _CachedQueries:
    """Embeds each question once for all configurations."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.model_name = inner.model_name
        self.dimension = inner.dimension
        self._queries: dict[str, Matrix] = {}

    def embed_documents(self, texts: Sequence[str]) -> Matrix:
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> Matrix:
        if text not in self._queries:
            self._queries[text] = self.inner.embed_query(text)
        return self._queries[text]

    async def aembed_documents(self, texts: Sequence[str]) -> Matrix:
        return self.embed_documents(texts)

    async def aembed_query(self, text: str) -> Matrix:
        return self.embed_query(text)


@dataclass
class Scores:
    """Accumulated metrics of one configuration."""

    hits: dict[int, list[bool]] = field(default_factory=lambda: {1: [], 5: [], 10: []})
    fraction: list[float] = field(default_factory=list)
    ndcg: list[float] = field(default_factory=list)
    reciprocal: list[float] = field(default_factory=list)
    by_category: dict[int, list[bool]] = field(default_factory=dict)
    millis: list[float] = field(default_factory=list)

    def add(self, ranked: list[frozenset[str]], question: Question, millis: float) -> None:
        """Score one question's ranked results (each result's dialogue ids)."""
        relevant = [bool(ids & question.evidence) for ids in ranked]
        for k in self.hits:
            self.hits[k].append(any(relevant[:k]))
        found = set().union(*ranked[:10]) & question.evidence if ranked else set()
        self.fraction.append(len(found) / len(question.evidence))
        dcg = sum(1 / math.log2(i + 2) for i, rel in enumerate(relevant[:10]) if rel)
        ideal = sum(1 / math.log2(i + 2) for i in range(min(len(question.evidence), 10)))
        self.ndcg.append(dcg / ideal)
        first = next((i for i, rel in enumerate(relevant[:10]) if rel), None)
        self.reciprocal.append(0.0 if first is None else 1 / (first + 1))
        self.by_category.setdefault(question.category, []).append(any(relevant[:10]))
        self.millis.append(millis)

    def row(self) -> dict[str, float]:
        """The figures of the report table."""
        row = {f"R@{k}": float(np.mean(v)) for k, v in self.hits.items()}
        row["evidence@10"] = float(np.mean(self.fraction))
        row["nDCG@10"] = float(np.mean(self.ndcg))
        row["MRR"] = float(np.mean(self.reciprocal))
        for category, name in CATEGORIES.items():
            values = self.by_category.get(category, [])
            row[f"R@10 {name}"] = float(np.mean(values)) if values else float("nan")
        row["ms/query"] = statistics.median(self.millis)
        return row


@dataclass
class Report:
    """The measured rows, in the order of the configurations."""

    rows: dict[str, dict[str, float]]
    questions: int
    memories: int
    rejected: int
    embed_ms: float = 0.0


def run(
    path: Path,
    embedder: Embedder,
    *,
    configurations: Sequence[Configuration] = CONFIGURATIONS,
    k: int = 10,
    progress: Callable[[Iterator[Any], int, str], Iterator[Any]] | None = None,
    store: VectorProvider | None = None,
) -> Report:
    """Store every conversation once, then ask every question in each configuration.

    Args:
        path: A LoCoMo-format JSON file.
        embedder: The embedding model (each question is embedded once).
        configurations: The retrieval settings to measure, each on the same stored turns.
        k: Results per question.
        progress: Wraps each configuration's questions (a progress bar).
        store: Where the turns are stored (default: a temporary sqlite-vec file). The
            conversations' scopes are cleared at the end, so they must not hold data.
    """
    conversations = load(path)
    cached = _CachedQueries(embedder)
    scores = {c.name: Scores() for c in configurations}
    memories = rejected = 0
    with tempfile.TemporaryDirectory(prefix="ltm-locomo-") as tmp:
        own = store is None
        if store is None:
            store = SqliteVecProvider(Path(tmp) / "locomo.db")
        store.retain()
        storage = LTMSettings(max_items=0, near_duplicate_threshold=1.0, enabled=True)
        stored: list[tuple[Conversation, MemoryScope, datetime, dict[str, frozenset[str]]]] = []
        for conversation in conversations:
            scope = MemoryScope(conversation.sample_id, "locomo")
            last = max(t[2] for t in conversation.turns)
            writer = LongTermMemory(
                scope, embedder=cached, store=store, settings=storage, clock=_fixed(last)
            )
            results = writer.remember_many(
                [
                    {"text": text, "created_at": when, "source": "locomo"}
                    for _, text, when in conversation.turns
                ]
            )
            turn_ids: dict[str, set[str]] = {}
            for (dia_id, _, _), result in zip(conversation.turns, results, strict=True):
                if result.item is None:
                    rejected += 1
                else:
                    turn_ids.setdefault(result.item.id, set()).add(dia_id)
            memories += writer.count()
            writer.close()
            stored.append(
                (conversation, scope, last, {m: frozenset(v) for m, v in turn_ids.items()})
            )
        jobs = [(c, s, last, ids, q) for c, s, last, ids in stored for q in c.questions]
        # Embed every question once up front: ms/query then compares ranking, not the model.
        embed_ms = []
        for job in jobs:
            started = time.perf_counter()
            cached.embed_query(job[4].text)
            embed_ms.append((time.perf_counter() - started) * 1000)
        for configuration in configurations:
            settings = storage.model_copy(update=configuration.overrides)
            readers: dict[str, LongTermMemory] = {}
            iterator: Iterator[Any] = iter(jobs)
            if progress is not None:
                iterator = progress(iterator, len(jobs), configuration.name)
            for conversation, scope, last, ids, question in iterator:
                reader = readers.get(conversation.sample_id)
                if reader is None:
                    reader = readers[conversation.sample_id] = LongTermMemory(
                        scope,
                        embedder=cached,
                        store=store,
                        settings=settings,
                        clock=_fixed(last),
                    )
                started = time.perf_counter()
                recalled = reader.recall(question.text, k=k, touch=False)
                millis = (time.perf_counter() - started) * 1000
                ranked: list[frozenset[str]] = [ids.get(r.item.id, frozenset()) for r in recalled]
                scores[configuration.name].add(ranked, question, millis)
            for reader in readers.values():
                reader.close()
        if not own:
            for _, scope, _, _ in stored:
                store.clear(scope)  # what this run wrote, and nothing else
        store.release()
    return Report(
        rows={name: s.row() for name, s in scores.items()},
        questions=len(jobs),
        memories=memories,
        rejected=rejected,
        embed_ms=statistics.median(embed_ms) if embed_ms else 0.0,
    )


def rich_progress(iterator: Iterator[Any], total: int, label: str) -> Iterator[Any]:
    """A rich progress bar over the questions of one configuration."""
    from rich.progress import track

    yield from track(iterator, total=total, description=f"{label[:40]:40s}", transient=True)


def markdown(report: Report) -> str:
    """The report as a markdown table (one row per configuration)."""
    columns = list(next(iter(report.rows.values())).keys())
    lines = [
        "| configuration | " + " | ".join(columns) + " |",
        "|---|" + "---|" * len(columns),
    ]
    for name, row in report.rows.items():
        cells = [f"{row[c]:.2f}" if c == "ms/query" else f"{row[c]:.3f}" for c in columns]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    dense = report.rows.get("dense only (cosine)", {}).get("R@10")
    default = report.rows.get("ltm default", {}).get("R@10")
    footer = (
        f"\n{report.questions} questions (categories 1-4), {report.memories} memories stored, "
        f"{report.rejected} turns refused by the guard. ms/query is recall without the query "
        f"embedding (embedding one question: {report.embed_ms:.1f} ms p50)."
    )
    if dense and default:
        footer += f" Default R@10 is {default / dense:.2f}x dense-only."
    return "\n".join(lines) + footer
