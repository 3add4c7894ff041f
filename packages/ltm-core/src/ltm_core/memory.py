"""``LongTermMemory``: the facade every adapter and the CLI use."""

from __future__ import annotations

import asyncio
import builtins
import functools
import logging
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future
from datetime import datetime
from typing import Any, TypeVar

import numpy as np
from pydantic import ValidationError

from ltm_core.embeddings.base import Embedder, normalise_rows
from ltm_core.extraction.base import (
    Extraction,
    ExtractionReport,
    Extractor,
    SupersedeJudge,
    arun_extractor,
    run_extractor,
)
from ltm_core.extraction.worker import BackgroundWorker
from ltm_core.guard import ContentGuard, ContentRejected, clean_metadata, clean_tags
from ltm_core.lexical import TermStatistics, bm25_similarity, cached_terms, query_terms
from ltm_core.models import (
    KINDS,
    ChatMessage,
    MemoryItem,
    MemoryScope,
    Recalled,
    WriteResult,
    as_utc,
    text_hash,
    utc_now,
)
from ltm_core.render import render_recalled
from ltm_core.scoring import (
    RetentionFacts,
    ScoreWeights,
    eviction_order,
    fused_similarity,
    hybrid_score,
    item_recency,
    mentions,
    reinforce,
)
from ltm_core.settings import LTMSettings
from ltm_core.vector.base import (
    EvictionPolicy,
    Hit,
    ItemFilter,
    LexicalSearch,
    Matrix,
    QuickEmptiness,
    VectorProvider,
)

logger = logging.getLogger("ltm")

T = TypeVar("T")

#: Items embedded and committed together by ``remember_many``/``import_``.
WRITE_BATCH = 256
#: Fewest dense (and lexical) candidates a recall re-ranks.
MIN_CANDIDATES = 40
#: Stored memories looked at when deciding whether a new one supersedes them.
SUPERSEDE_NEIGHBOURS = 5
#: Marks left by redaction; a candidate carrying one is about a secret, not a memory.
REDACTION_MARK = "[redacted:"

MessageLike = ChatMessage | Mapping[str, Any] | tuple[str, str]


@functools.cache
def _rule_judge() -> SupersedeJudge:
    """The deterministic supersede judgement, for extractors that cannot judge."""
    from ltm_core.extraction.rules import RuleExtractor

    return RuleExtractor()


class MemoryNotFound(KeyError):
    """No memory with that id in this scope."""

    def __str__(self) -> str:
        return f"no memory with id {self.args[0]!r} in this scope; list ids with memory.list()"


class MemoryClosed(RuntimeError):
    """The memory was closed; create a new one."""


def _rejected(index: int, exc: Exception) -> WriteResult:
    """The result for an item that may not be stored; its reason never quotes the input."""
    if isinstance(exc, ContentRejected):
        return WriteResult(index=index, status="rejected", reason=exc.pattern, pattern=exc.pattern)
    if isinstance(exc, ValidationError):
        # Field names only: a validation message can quote the input, which may be private.
        fields = sorted({".".join(str(p) for p in err["loc"]) or "item" for err in exc.errors()})
        return WriteResult(index=index, status="rejected", reason="invalid: " + ", ".join(fields))
    return WriteResult(index=index, status="rejected", reason=str(exc))


class LongTermMemory:
    """Durable memories of one scope (user, namespace, workspace).

    Args:
        scope: Whose memories these are; every read and write is confined to it.
        embedder: Turns texts into vectors.
        store: The ``VectorProvider`` holding items and vectors (may be shared by scopes).
        extractor: Mines memories from conversations (``remember_conversation``); the
            offline ``RuleExtractor`` when omitted.
        guard: The ``ContentGuard``; the default one refuses every built-in secret shape.
        settings: Weights, half-lives, limits; ``LTMSettings()`` (the environment) by default.
        clock: Returns the current aware datetime; for tests and replays.
    """

    def __init__(
        self,
        scope: MemoryScope,
        *,
        embedder: Embedder,
        store: VectorProvider,
        extractor: Extractor | None = None,
        guard: ContentGuard | None = None,
        settings: LTMSettings | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        if not isinstance(scope, MemoryScope):
            raise TypeError("scope must be a MemoryScope, e.g. MemoryScope(user_id='alice')")
        self.scope = scope
        self.embedder = embedder
        self.store = store
        self._extractor = extractor
        self.settings = settings or LTMSettings()
        self.guard = guard or ContentGuard(
            disable=self.settings.guard_disable,
            extra_patterns=self.settings.guard_extra_patterns,
        )
        self.clock = clock or utc_now
        self.weights = ScoreWeights(
            similarity=self.settings.weight_similarity,
            recency=self.settings.weight_recency,
            importance=self.settings.weight_importance,
        )
        self._embedding_checked = False
        self._worker: BackgroundWorker[ExtractionReport] | None = None
        self._worker_lock = threading.Lock()
        self._closed = False
        self._close_lock = threading.Lock()
        store.retain()

    def __repr__(self) -> str:
        return f"LongTermMemory(scope={self.scope!r}, store={self.store.name!r})"

    @property
    def extractor(self) -> Extractor:
        """What mines conversations: the one given, else the offline ``RuleExtractor``."""
        if self._extractor is None:
            from ltm_core.extraction.rules import RuleExtractor

            self._extractor = RuleExtractor()
        return self._extractor

    def for_scope(self, scope: MemoryScope) -> LongTermMemory:
        """Another scope's memory sharing this one's embedder, store, guard and settings."""
        return LongTermMemory(
            scope,
            embedder=self.embedder,
            store=self.store,
            extractor=self._extractor,
            guard=self.guard,
            settings=self.settings,
            clock=self.clock,
        )

    # -- helpers ---------------------------------------------------------------------------

    def _now(self) -> datetime:
        return as_utc(self.clock())

    def _check_open(self) -> None:
        if self._closed:
            raise MemoryClosed(f"{self!r} is closed; create a new LongTermMemory")

    def _ensure_embedding(self) -> None:
        if not self._embedding_checked:
            self.store.ensure_embedding(self.embedder.model_name, self.embedder.dimension)
            self._embedding_checked = True

    def _embed(self, texts: Sequence[str]) -> Matrix:
        self._ensure_embedding()
        # Unit length whatever the embedder: dot products below are cosines.
        return normalise_rows(self.embedder.embed_documents(texts))

    def _half_life(self, kind: str) -> float | None:
        return self.settings.half_life(kind)

    def _eviction(self, now: datetime) -> EvictionPolicy | None:
        if self.settings.max_items <= 0:
            return None

        def order(facts: Sequence[RetentionFacts]) -> list[str]:
            return eviction_order(facts, now, self._half_life)

        return EvictionPolicy(max_items=self.settings.max_items, order=order)

    def _clean_text(self, text: str) -> str:
        if not isinstance(text, str):
            raise TypeError(f"memory text must be a str, got {type(text).__name__}")
        cleaned = self.guard.clean(text)
        limit = self.settings.max_text_chars
        if len(cleaned) > limit:
            raise ValueError(
                f"memory text has {len(cleaned):,} characters, over the {limit:,} limit "
                "(LTM_MAX_TEXT_CHARS); store a short summary instead"
            )
        return cleaned

    def _check_fields(
        self, tags: Iterable[str], metadata: Mapping[str, Any]
    ) -> tuple[list[str], dict[str, Any]]:
        """Tags and metadata are stored too: each string is checked on its own, spans replaced."""
        return clean_tags(tags, self.guard), clean_metadata(metadata, self.guard)

    def _prepare(self, entry: str | Mapping[str, Any], now: datetime) -> MemoryItem:
        fields: dict[str, Any] = {"text": entry} if isinstance(entry, str) else dict(entry)
        unknown = set(fields) - {
            "text",
            "kind",
            "importance",
            "tags",
            "metadata",
            "source",
            "created_at",
        }
        if unknown:
            raise TypeError(f"unknown memory fields {sorted(unknown)}")
        if "text" not in fields:
            raise TypeError("a memory needs a 'text'")
        fields["text"] = self._clean_text(fields["text"])
        fields["tags"] = list(fields.get("tags") or ())
        fields["metadata"] = dict(fields.get("metadata") or {})
        fields["tags"], fields["metadata"] = self._check_fields(fields["tags"], fields["metadata"])
        if fields.get("created_at") is None:
            fields["created_at"] = now
        fields["updated_at"] = now
        return MemoryItem(**fields)

    # -- writes ----------------------------------------------------------------------------

    def remember(
        self,
        text: str,
        *,
        kind: str = "fact",
        importance: float = 0.5,
        tags: Iterable[str] = (),
        metadata: Mapping[str, Any] | None = None,
        source: str = "manual",
        created_at: datetime | None = None,
    ) -> MemoryItem:
        """Store one memory, or reinforce the one it duplicates.

        ``<private>`` spans are removed first; a secret raises ``ContentRejected`` naming the
        pattern (never the value). An exact or near duplicate (cosine >= 0.92) is not added:
        the existing item's importance and ``last_accessed_at`` are raised instead.

        Returns:
            The stored item, or the existing item it reinforced.

        Raises:
            ContentRejected: The text holds a secret or nothing is left of it.
            ValueError: Invalid kind or importance, or the text is too long.
        """
        self._check_open()
        now = self._now()
        item = self._prepare(
            {
                "text": text,
                "kind": kind,
                "importance": importance,
                "tags": list(tags),
                "metadata": dict(metadata or {}),
                "source": source,
                "created_at": created_at,
            },
            now,
        )
        result = self._write_prepared([(0, item)], now, near_duplicates=True)[0]
        assert result.item is not None
        return result.item

    def remember_many(self, items: Iterable[str | Mapping[str, Any]]) -> list[WriteResult]:
        """Store many memories with batched embedding; one bad item never stops the rest.

        Args:
            items: Strings, or dicts with the keyword fields of :meth:`remember`.

        Returns:
            One ``WriteResult`` per item, in order: ``stored``, ``duplicate`` (with the
            existing item it reinforced) or ``rejected`` (with the guard pattern or the
            invalid field names as ``reason``).
        """
        self._check_open()
        now = self._now()
        results: list[WriteResult] = []
        prepared: list[tuple[int, MemoryItem]] = []
        for index, entry in enumerate(items):
            try:
                prepared.append((index, self._prepare(entry, now)))
            except (TypeError, ValueError) as exc:  # ContentRejected and ValidationError too
                results.append(_rejected(index, exc))
        for start in range(0, len(prepared), WRITE_BATCH):
            chunk = prepared[start : start + WRITE_BATCH]
            results.extend(self._write_prepared(chunk, now, near_duplicates=True))
        return sorted(results, key=lambda r: r.index)

    def _write_prepared(
        self,
        batch: Sequence[tuple[int, MemoryItem]],
        now: datetime,
        *,
        near_duplicates: bool,
        keep_ids: bool = False,
        supersede: bool = False,
    ) -> list[WriteResult]:
        """Dedupe, embed and store one batch; duplicates reinforce what is stored.

        With ``supersede``, a stored item that is about the same subject as an older memory
        but says something different marks the older one superseded.
        """
        results: list[WriteResult] = []
        reinforced: dict[str, MemoryItem] = {}
        fresh: list[tuple[int, MemoryItem]] = []
        seen_hashes: dict[str, MemoryItem] = {}
        existing = self.store.find_by_hash(self.scope, [text_hash(i.text) for _, i in batch])
        if keep_ids:
            known = {i.id for i in self.store.get(self.scope, [i.id for _, i in batch])}
        for index, item in batch:
            digest = text_hash(item.text)
            # History never deduplicates: an imported superseded row is restored as it was.
            twin = None if item.superseded else existing.get(digest) or seen_hashes.get(digest)
            if keep_ids and item.id in known:
                results.append(WriteResult(index=index, status="duplicate", item=item))
            elif twin is not None and keep_ids:
                results.append(WriteResult(index=index, status="duplicate", item=twin))
            elif twin is not None:
                results.append(self._duplicate(index, twin, item, now, reinforced))
            else:
                if not item.superseded:
                    seen_hashes[digest] = item
                fresh.append((index, item))
        if not fresh:
            self._save_reinforced(reinforced)
            return results
        vectors = self._embed([item.text for _, item in fresh])
        keep = np.ones(len(fresh), dtype=bool)
        threshold = self.settings.near_duplicate_threshold
        check_near = near_duplicates and threshold < 1.0  # 1.0 switches the check off
        nearest: list[list[Hit]] = []
        if check_near or supersede:
            nearest = self.store.search(
                self.scope, vectors, SUPERSEDE_NEIGHBOURS if supersede else 1
            )
        if check_near:
            sims_in_batch = vectors @ vectors.T
            for pos, (index, item) in enumerate(fresh):
                twin = None
                if nearest[pos] and nearest[pos][0].similarity >= threshold:
                    twin = nearest[pos][0].item
                else:
                    earlier = np.nonzero(keep[:pos] & (sims_in_batch[pos, :pos] >= threshold))[0]
                    if len(earlier):
                        twin = fresh[int(earlier[0])][1]
                if twin is not None:
                    keep[pos] = False
                    results.append(self._duplicate(index, twin, item, now, reinforced))
        stored = [pair for pair, k in zip(fresh, keep, strict=True) if k]
        replaced: dict[str, list[MemoryItem]] = {}
        if supersede:
            for pos, (_, item) in enumerate(fresh):
                if keep[pos]:
                    replaced[item.id] = self._outdated_by(item, nearest[pos], reinforced)
        if stored:
            self.store.upsert(
                self.scope,
                [item for _, item in stored],
                vectors[keep],
                eviction=self._eviction(now),
            )
            for index, item in stored:
                olds = replaced.get(item.id, [])
                for old in olds:
                    old.superseded_by = item.id
                    old.updated_at = now
                    self.store.update(self.scope, old)
                results.append(
                    WriteResult(
                        index=index, status="stored", item=item, supersedes=[o.id for o in olds]
                    )
                )
        # A batch twin that was itself just stored needs no separate update.
        stored_ids = {item.id for _, item in stored}
        self._save_reinforced({k: v for k, v in reinforced.items() if k not in stored_ids})
        return results

    def _outdated_by(
        self, item: MemoryItem, neighbours: Sequence[Hit], reinforced: Mapping[str, MemoryItem]
    ) -> list[MemoryItem]:
        """Stored memories ``item`` replaces: close in meaning, judged to conflict."""
        low = self.settings.supersede_min_similarity
        high = self.settings.near_duplicate_threshold
        band = [
            h.item
            for h in neighbours
            if low <= h.similarity < high and not h.item.superseded and h.item.id not in reinforced
        ]
        if not band:
            return []
        texts = [old.text for old in band]
        indexes: list[int] | None = None
        if isinstance(self.extractor, SupersedeJudge):
            try:
                indexes = self.extractor.judge_supersede(item.text, texts)
            except Exception as exc:
                logger.warning(
                    "supersede judgement failed (%s); using the rules", type(exc).__name__
                )
        if indexes is None:
            indexes = _rule_judge().judge_supersede(item.text, texts)
        return [band[i] for i in indexes if 0 <= i < len(band)]

    def _duplicate(
        self,
        index: int,
        twin: MemoryItem,
        item: MemoryItem,
        now: datetime,
        reinforced: dict[str, MemoryItem],
    ) -> WriteResult:
        target = reinforced.setdefault(twin.id, twin)
        reinforce(target, item.importance, item.tags, now)
        return WriteResult(index=index, status="duplicate", item=target)

    def _save_reinforced(self, reinforced: Mapping[str, MemoryItem]) -> None:
        for item in reinforced.values():
            self.store.update(self.scope, item)

    def update(
        self,
        id: str,
        *,
        text: str | None = None,
        kind: str | None = None,
        importance: float | None = None,
        tags: Iterable[str] | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> MemoryItem:
        """Change fields of a stored memory; it is re-embedded only when the text changes.

        Raises:
            MemoryNotFound: No memory with that id in this scope.
            ContentRejected: The new text holds a secret.
        """
        self._check_open()
        current = self.get(id)
        if current is None:
            raise MemoryNotFound(id)
        changes: dict[str, Any] = {"updated_at": self._now()}
        vector = None
        if text is not None:
            cleaned = self._clean_text(text)
            if cleaned != current.text:
                changes["text"] = cleaned
                vector = self._embed([cleaned])[0]
        if kind is not None:
            changes["kind"] = kind
        if importance is not None:
            changes["importance"] = importance
        if tags is not None:
            changes["tags"] = list(tags)
        if metadata is not None:
            changes["metadata"] = dict(metadata)
        if "tags" in changes or "metadata" in changes:
            tags_, metadata_ = self._check_fields(
                changes.get("tags", ()), changes.get("metadata", {})
            )
            if "tags" in changes:
                changes["tags"] = tags_
            if "metadata" in changes:
                changes["metadata"] = metadata_
        updated = MemoryItem.model_validate({**current.model_dump(), **changes})
        if not self.store.update(self.scope, updated, vector):
            raise MemoryNotFound(id)
        return updated

    def forget(self, id: str) -> bool:
        """Delete one memory; ``False`` when there was none with that id."""
        self._check_open()
        return self.store.delete(self.scope, [id]) > 0

    def clear(self) -> int:
        """Delete every memory of this scope; returns how many."""
        self._check_open()
        return self.store.clear(self.scope)

    def import_(self, rows: Iterable[Mapping[str, Any]]) -> list[WriteResult]:
        """Restore rows of :meth:`export`, keeping ids and timestamps; idempotent.

        A row whose id or exact text is already stored is reported as ``duplicate``; rows
        still go through the guard. Near duplicates are kept, so a store round-trips whole.
        """
        self._check_open()
        now = self._now()
        results: list[WriteResult] = []
        prepared: list[tuple[int, MemoryItem]] = []
        for index, row in enumerate(rows):
            try:
                fields = dict(row)
                for stamp in ("created_at", "updated_at"):
                    if fields.get(stamp) is None:
                        fields[stamp] = now
                item = MemoryItem.model_validate(fields)
                item.text = self._clean_text(item.text)
                item.tags, item.metadata = self._check_fields(item.tags, item.metadata)
                prepared.append((index, item))
            except (TypeError, ValueError) as exc:  # ContentRejected and ValidationError too
                results.append(_rejected(index, exc))
        for start in range(0, len(prepared), WRITE_BATCH):
            chunk = prepared[start : start + WRITE_BATCH]
            results.extend(self._write_prepared(chunk, now, near_duplicates=False, keep_ids=True))
        return sorted(results, key=lambda r: r.index)

    # -- conversations ---------------------------------------------------------------------

    @staticmethod
    def _messages(messages: Iterable[MessageLike]) -> builtins.list[ChatMessage]:
        out = []
        for m in messages:
            if isinstance(m, ChatMessage):
                out.append(m)
            elif isinstance(m, tuple):
                out.append(ChatMessage.model_validate({"role": m[0], "content": m[1]}))
            else:
                out.append(ChatMessage.model_validate(dict(m)))
        return out

    def remember_conversation(
        self,
        messages: Iterable[MessageLike],
        *,
        background: bool = False,
        metadata: Mapping[str, Any] | None = None,
    ) -> ExtractionReport | Future[ExtractionReport]:
        """Mine a finished turn for durable memories and store them through the write path.

        Only what the user stated or confirmed is kept; ``tool`` and ``system`` messages never
        reach the extractor's model, nor do private spans or secrets. A failing or confused
        model never raises here: the report says what happened.

        Args:
            messages: The conversation (``ChatMessage``, ``{"role", "content"}`` dicts, or
                ``(role, content)`` pairs), newest last.
            background: Return a ``Future`` at once and extract on this memory's worker
                thread (jobs run in order; ``flush``/``close`` wait for them).
            metadata: Stored with every memory mined from this turn (e.g. a thread id).

        Returns:
            An ``ExtractionReport``, or a ``Future`` of one when ``background``.
        """
        self._check_open()
        chat = self._messages(messages)
        extra = dict(metadata or {})
        if background:
            return self._background().submit(
                lambda: self._mine(run_extractor(self.extractor, chat), extra)
            )
        return self._mine(run_extractor(self.extractor, chat), extra)

    def _background(self) -> BackgroundWorker[ExtractionReport]:
        with self._worker_lock:
            if self._worker is None:
                self._worker = BackgroundWorker(
                    on_error=lambda exc: ExtractionReport(error=f"{type(exc).__name__}: {exc}"),
                    name=f"ltm-extract-{self.scope.user_id[:16]}",
                )
            return self._worker

    def _mine(self, extraction: Extraction, metadata: Mapping[str, Any]) -> ExtractionReport:
        """Run extracted candidates through the write path; never raises."""
        report = ExtractionReport(
            dropped_invalid=extraction.dropped_invalid, error=extraction.error
        )
        if extraction.error:
            logger.warning("ltm extraction failed: %s", extraction.error)
        now = self._now()
        prepared: builtins.list[tuple[int, MemoryItem]] = []
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
                prepared.append((index, self._prepare(entry, now)))
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
            results = self._write_prepared(prepared, now, near_duplicates=True, supersede=True)
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

    # -- reads -----------------------------------------------------------------------------

    def recall(
        self,
        query: str,
        k: int = 5,
        *,
        kinds: Iterable[str] | None = None,
        tags: Iterable[str] | None = None,
        min_score: float | None = None,
        touch: bool = True,
        prefer: str | Iterable[str] | None = None,
    ) -> list[Recalled]:
        """The ``k`` memories most worth knowing for ``query``, best first.

        Candidates come from dense search and, when the query has meaningful words, from
        lexical search (the store's full-text index, or BM25 over a widened dense pool).
        Each is scored ``w_s*similarity + w_r*recency + w_i*importance`` (weights from
        settings), where similarity fuses cosine and bounded BM25 (``LTM_LEXICAL_WEIGHT``).

        Args:
            query: What the agent is about to answer. Blank queries recall nothing.
            k: How many memories to return at most; ``k <= 0`` returns none.
            kinds: Only these kinds.
            tags: Only items carrying any of these tags.
            min_score: Drop results whose hybrid score is below this.
            touch: Bump ``last_accessed_at`` and ``access_count`` of the returned items (a
                recalled memory counts as used); ``False`` only looks.
            prefer: Names (a project, a person) whose memories rank a little higher
                (``LTM_PREFER_BONUS``) without being added to the query text.
        """
        self._check_open()
        if k <= 0 or not isinstance(query, str) or not query.strip():
            return []
        if isinstance(self.store, QuickEmptiness) and self.store.is_empty(self.scope):
            return []  # no need to load the embedding model
        self._ensure_embedding()
        query = query[: self.settings.max_text_chars]
        query_vector = normalise_rows(self.embedder.embed_query(query))
        where = ItemFilter.of(kinds=kinds, tags=tags)
        now = self._now()
        scored = [
            self._score(hit, lexical, now)
            for hit, lexical in self._candidates(query, query_vector, k, where)
        ]
        if prefer:
            names = [prefer] if isinstance(prefer, str) else list(prefer)
            bonus = self.settings.prefer_bonus
            scored = [
                (s[0] + bonus, *s[1:]) if mentions(s[4].item.text, s[4].item.tags, names) else s
                for s in scored
            ]
        scored.sort(key=lambda s: s[0], reverse=True)
        if min_score is not None:
            scored = [s for s in scored if s[0] >= min_score]
        chosen = [
            Recalled.model_construct(  # every part is already a checked number or item
                item=hit.item,
                score=score,
                similarity=similarity,
                recency=rec,
                importance=hit.item.importance,
                dense=hit.similarity,
                lexical=lexical,
            )
            for score, similarity, rec, lexical, hit in scored[:k]
        ]
        if chosen and touch:
            self.store.touch(self.scope, [r.item.id for r in chosen], now)
            for r in chosen:
                r.item.last_accessed_at = now
                r.item.access_count += 1
        return chosen

    def _candidates(
        self, query: str, vector: Matrix, k: int, where: ItemFilter | None
    ) -> list[tuple[Hit, float]]:
        """Dense and lexical candidates, each with its bounded BM25 score."""
        fetch = max(k * self.settings.recall_overfetch, MIN_CANDIDATES)
        wanted = query_terms(query) if self.settings.lexical_weight > 0 else []
        if not wanted:
            return [
                (h, 0.0) for h in self.store.search(self.scope, vector[None], fetch, where=where)[0]
            ]
        if self.settings.lexical_index and isinstance(self.store, LexicalSearch):
            dense = self.store.search(self.scope, vector[None], fetch, where=where)[0]
            found = self.store.lexical_search(
                self.scope,
                vector,
                wanted,
                fetch,
                where=where,
                max_postings=self.settings.lexical_max_postings,
            )
            pool = {h.item.id: h for h in dense}
            for hit in found.hits:
                pool.setdefault(hit.item.id, hit)
            hits = list(pool.values())
            documents = [cached_terms(h.item.text) for h in hits]
            stats = TermStatistics(
                document_frequency=found.document_frequency,
                documents=found.documents,
                average_length=found.average_length,
            )
        else:
            pool_size = max(fetch, self.settings.lexical_pool)
            hits = self.store.search(self.scope, vector[None], pool_size, where=where)[0]
            documents = [cached_terms(h.item.text) for h in hits]
            stats = TermStatistics.of(wanted, documents)
        scores = bm25_similarity(
            wanted, documents, stats, k1=self.settings.bm25_k1, b=self.settings.bm25_b
        )
        return list(zip(hits, scores, strict=True))

    def _score(
        self, hit: Hit, lexical: float, now: datetime
    ) -> tuple[float, float, float, float, Hit]:
        """``(score, similarity, recency, lexical, hit)``: plain numbers, cheap to sort."""
        item = hit.item
        rec = item_recency(
            item.kind, item.tags, item.created_at, item.last_accessed_at, now, self._half_life
        )
        similarity = fused_similarity(
            hit.similarity, lexical, self.settings.lexical_weight, self.settings.dense_weight
        )
        score = hybrid_score(similarity, rec, item.importance, self.weights)
        return score, similarity, rec, lexical, hit

    def get(self, id: str) -> MemoryItem | None:
        """One memory by id, or ``None``."""
        self._check_open()
        found = self.store.get(self.scope, [id])
        return found[0] if found else None

    def list(
        self,
        *,
        kinds: Iterable[str] | None = None,
        tags: Iterable[str] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        limit: int = 50,
        offset: int = 0,
        include_superseded: bool = False,
    ) -> builtins.list[MemoryItem]:
        """Memories newest first, optionally filtered by kind, tag and creation time.

        Superseded memories (history) are left out unless ``include_superseded``.
        """
        self._check_open()
        where = ItemFilter.of(
            kinds=kinds,
            tags=tags,
            since=None if since is None else as_utc(since),
            until=None if until is None else as_utc(until),
            include_superseded=include_superseded,
        )
        return self.store.list(self.scope, where, limit=limit, offset=offset)

    def count(self, *, kinds: Iterable[str] | None = None, include_superseded: bool = False) -> int:
        """How many memories this scope holds (of these kinds; history only when asked)."""
        self._check_open()
        where = ItemFilter.of(kinds=kinds, include_superseded=include_superseded)
        return self.store.count(self.scope, where)

    def count_by_kind(self) -> dict[str, int]:
        """Active memories per kind, most common first (kinds with none left out)."""
        counts = {kind: self.count(kinds=[kind]) for kind in KINDS}
        return dict(sorted(((k, n) for k, n in counts.items() if n), key=lambda kv: -kv[1]))

    def export(self) -> builtins.list[dict[str, Any]]:
        """Every memory of this scope, history included, as JSON-ready dicts, oldest first."""
        self._check_open()
        rows: builtins.list[dict[str, Any]] = []
        page = 1000
        offset = 0
        everything = ItemFilter(include_superseded=True)
        while True:
            items = self.store.list(self.scope, everything, limit=page, offset=offset)
            rows.extend(item.model_dump(mode="json") for item in items)
            if len(items) < page:
                break
            offset += page
        rows.reverse()
        return rows

    def render(self, recalled: Iterable[Recalled | MemoryItem]) -> str:
        """The ``<recalled-memories>`` block for a prompt (empty string for no memories)."""
        return render_recalled(recalled)

    def recall_block(self, query: str, k: int = 5, *, min_score: float | None = None) -> str:
        """What an adapter puts in the prompt: the rendered block for ``query`` (or "")."""
        return self.render(self.recall(query, k, min_score=min_score))

    # -- lifecycle -------------------------------------------------------------------------

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for background extraction; ``True`` when nothing is left pending."""
        worker = self._worker
        return True if worker is None else worker.flush(timeout)

    @property
    def background_errors(self) -> int:
        """Background jobs that failed (each was logged to the ``ltm`` logger)."""
        worker = self._worker
        return 0 if worker is None else worker.errors

    def close(self) -> None:
        """Finish background work and release the store. Safe to call twice."""
        with self._close_lock:
            if self._closed:
                return
            worker = self._worker
            if worker is not None:
                worker.close()
            self._closed = True
        self.store.release()

    def __enter__(self) -> LongTermMemory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- async twins -----------------------------------------------------------------------

    @staticmethod
    async def _thread(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        return await asyncio.to_thread(fn, *args, **kwargs)

    async def arecall(
        self,
        query: str,
        k: int = 5,
        *,
        kinds: Iterable[str] | None = None,
        tags: Iterable[str] | None = None,
        min_score: float | None = None,
        touch: bool = True,
        prefer: str | Iterable[str] | None = None,
    ) -> builtins.list[Recalled]:
        """Async twin of :meth:`recall`."""
        return await self._thread(
            self.recall,
            query,
            k,
            kinds=kinds,
            tags=tags,
            min_score=min_score,
            touch=touch,
            prefer=prefer,
        )

    async def arecall_block(self, query: str, k: int = 5, *, min_score: float | None = None) -> str:
        """Async twin of :meth:`recall_block`."""
        return self.render(await self.arecall(query, k, min_score=min_score))

    async def aremember(
        self,
        text: str,
        *,
        kind: str = "fact",
        importance: float = 0.5,
        tags: Iterable[str] = (),
        metadata: Mapping[str, Any] | None = None,
        source: str = "manual",
        created_at: datetime | None = None,
    ) -> MemoryItem:
        """Async twin of :meth:`remember`."""
        return await self._thread(
            self.remember,
            text,
            kind=kind,
            importance=importance,
            tags=tags,
            metadata=metadata,
            source=source,
            created_at=created_at,
        )

    async def aremember_many(
        self, items: Iterable[str | Mapping[str, Any]]
    ) -> builtins.list[WriteResult]:
        """Async twin of :meth:`remember_many`."""
        return await self._thread(self.remember_many, builtins.list(items))

    async def aget(self, id: str) -> MemoryItem | None:
        """Async twin of :meth:`get`."""
        return await self._thread(self.get, id)

    async def aupdate(
        self,
        id: str,
        *,
        text: str | None = None,
        kind: str | None = None,
        importance: float | None = None,
        tags: Iterable[str] | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> MemoryItem:
        """Async twin of :meth:`update`."""
        return await self._thread(
            self.update,
            id,
            text=text,
            kind=kind,
            importance=importance,
            tags=tags,
            metadata=metadata,
        )

    async def aforget(self, id: str) -> bool:
        """Async twin of :meth:`forget`."""
        return await self._thread(self.forget, id)

    async def aclear(self) -> int:
        """Async twin of :meth:`clear`."""
        return await self._thread(self.clear)

    async def alist(
        self,
        *,
        kinds: Iterable[str] | None = None,
        tags: Iterable[str] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        limit: int = 50,
        offset: int = 0,
        include_superseded: bool = False,
    ) -> builtins.list[MemoryItem]:
        """Async twin of :meth:`list`."""
        return await self._thread(
            self.list,
            kinds=kinds,
            tags=tags,
            since=since,
            until=until,
            limit=limit,
            offset=offset,
            include_superseded=include_superseded,
        )

    async def acount(
        self, *, kinds: Iterable[str] | None = None, include_superseded: bool = False
    ) -> int:
        """Async twin of :meth:`count`."""
        return await self._thread(self.count, kinds=kinds, include_superseded=include_superseded)

    async def acount_by_kind(self) -> dict[str, int]:
        """Async twin of :meth:`count_by_kind`."""
        return await self._thread(self.count_by_kind)

    async def aexport(self) -> builtins.list[dict[str, Any]]:
        """Async twin of :meth:`export`."""
        return await self._thread(self.export)

    async def aimport_(self, rows: Iterable[Mapping[str, Any]]) -> builtins.list[WriteResult]:
        """Async twin of :meth:`import_`."""
        return await self._thread(self.import_, builtins.list(rows))

    async def aremember_conversation(
        self,
        messages: Iterable[MessageLike],
        *,
        background: bool = False,
        metadata: Mapping[str, Any] | None = None,
    ) -> ExtractionReport:
        """Async twin of :meth:`remember_conversation`.

        With ``background=True`` the work runs on the memory's worker thread and this
        coroutine resolves when it is done; schedule it as a task to not wait at all.
        """
        self._check_open()
        chat = self._messages(messages)
        extra = dict(metadata or {})
        if background:
            future = self._background().submit(
                lambda: self._mine(run_extractor(self.extractor, chat), extra)
            )
            return await asyncio.wrap_future(future)
        extraction = await arun_extractor(self.extractor, chat)
        return await self._thread(self._mine, extraction, extra)

    async def aflush(self, timeout: float | None = None) -> bool:
        """Async twin of :meth:`flush`."""
        return await self._thread(self.flush, timeout)

    async def aclose(self) -> None:
        """Async twin of :meth:`close`."""
        await self._thread(self.close)
