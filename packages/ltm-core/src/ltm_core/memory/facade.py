"""``LongTermMemory``: the facade every adapter, the CLI and MCP use.

Longer than 400 lines (and its class than 300) on purpose: it is the public API, one method
per operation with its full signature and docs, each delegating in a few lines to
:mod:`.writes` (the write pipeline), :mod:`.recall` or :mod:`.conversation`; the async twins
are one line each (:func:`ltm_core.twins.to_thread`). Splitting it further would scatter the
one page a user reads to learn the API.
"""

from __future__ import annotations

import asyncio
import builtins
import logging
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future
from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeVar

from ltm_core.embeddings.base import Embedder, normalise_rows
from ltm_core.extraction.base import (
    Extraction,
    ExtractionReport,
    Extractor,
    arun_extractor,
    run_extractor,
)
from ltm_core.extraction.worker import BackgroundWorker
from ltm_core.guard import ContentGuard
from ltm_core.memory import conversation, episodes, writes
from ltm_core.memory import profile as profiles
from ltm_core.memory import recall as recalling
from ltm_core.memory.conversation import MessageLike
from ltm_core.memory.episodes import SourceForgotten, TurnSource
from ltm_core.models import (
    KINDS,
    ChatMessage,
    MemoryItem,
    MemoryScope,
    Recalled,
    WriteResult,
    as_utc,
    utc_now,
)
from ltm_core.retrieval.render import render_recalled
from ltm_core.retrieval.scoring import (
    ScoreWeights,
)
from ltm_core.settings import LTMSettings
from ltm_core.stores.base import (
    DeferredTouches,
    ItemFilter,
    Matrix,
    VectorProvider,
)
from ltm_core.twins import to_thread

if TYPE_CHECKING:
    from ltm_core.extraction.model import ModelLike

logger = logging.getLogger("ltm")

T = TypeVar("T")


class MemoryNotFound(KeyError):
    """No memory with that id in this scope."""

    def __str__(self) -> str:
        return f"no memory with id {self.args[0]!r} in this scope; list ids with memory.list()"


class MemoryClosed(RuntimeError):
    """The memory was closed; create a new one."""


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
        self._rules: Extractor | None = None
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
        if self._extractor is not None:
            return self._extractor
        if self._rules is None:
            from ltm_core.extraction.rules import RuleExtractor

            self._rules = RuleExtractor()
        return self._rules

    def _turn_extractor(self, model: ModelLike | None) -> Extractor:
        """The given extractor; else ``model`` (falling back to the rules); else the rules."""
        if model is None or self._extractor is not None:
            return self.extractor
        from ltm_core.extraction.model import model_extractor

        timeout = self.settings.llm_timeout
        return model_extractor(model, guard=self.guard, timeout=timeout, fallback=self.extractor)

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

    def _clean_text(self, text: str) -> str:
        return writes.clean_text(self.guard, self.settings, text)

    def _check_fields(
        self, tags: Iterable[str], metadata: Mapping[str, Any]
    ) -> tuple[builtins.list[str], dict[str, Any]]:
        return writes.check_fields(self.guard, tags, metadata)

    def _prepare(self, entry: str | Mapping[str, Any], now: datetime) -> MemoryItem:
        return writes.prepare_item(self.guard, self.settings, entry, now)

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

        ``<private>`` spans become ``[private]`` first, in every field; a secret in the text,
        a tag, a metadata key or value or the source raises ``ContentRejected`` naming the
        pattern and the field (never the value). An exact or near duplicate (cosine >= 0.92)
        is not added: the existing item's importance and ``last_accessed_at`` are raised
        instead.

        Returns:
            The stored item, or the existing item it reinforced.

        Raises:
            ContentRejected: A field holds a secret, or nothing is left of the text.
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
        return writes.write_all(
            self, items, lambda entry: self._prepare(entry, now), now, near_duplicates=True
        )

    def _write_prepared(
        self,
        batch: Sequence[tuple[int, MemoryItem]],
        now: datetime,
        *,
        near_duplicates: bool,
        keep_ids: bool = False,
        supersede: bool = False,
    ) -> list[WriteResult]:
        """One batch through the write pipeline (see :mod:`ltm_core.memory.writes`)."""
        pipeline = writes.WritePipeline(
            self, now, near_duplicates=near_duplicates, keep_ids=keep_ids, supersede=supersede
        )
        return pipeline.run(batch)

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
            ContentRejected: The new text, a tag or the metadata holds a secret.
        """
        self._check_open()
        current = self.get(id)
        if current is None:
            raise MemoryNotFound(id)
        changes = {"text": text, "kind": kind, "importance": importance}
        updated, vector = writes.changed_item(
            self, current, {**changes, "tags": tags, "metadata": metadata}
        )
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
        still go through the guard, every field, and an ``id`` or ``superseded_by`` that does
        not look like an id is ``rejected``. Near duplicates are kept, so a store round-trips whole.
        """
        self._check_open()
        now = self._now()
        return writes.write_all(
            self,
            rows,
            lambda row: writes.restored_item(self.guard, self.settings, row, now),
            now,
            near_duplicates=False,
            keep_ids=True,
        )

    # -- conversations ---------------------------------------------------------------------

    _messages = staticmethod(conversation.chat_messages)

    def remember_conversation(
        self,
        messages: Iterable[MessageLike],
        *,
        background: bool = False,
        metadata: Mapping[str, Any] | None = None,
        thread_id: str | None = None,
        created_at: datetime | None = None,
        model: ModelLike | None = None,
    ) -> ExtractionReport | Future[ExtractionReport]:
        """Mine a finished turn for durable memories and store them through the write path.

        Only what the user stated or confirmed is kept; ``tool`` and ``system`` messages never
        reach the extractor's model, nor do private spans or secrets. A failing or confused
        model never raises here: the report says what happened.

        Args:
            messages: The conversation (``ChatMessage``, ``{"role", "content"}`` dicts, or
                ``(role, content)`` pairs), newest last.
            background: Return a ``Future`` at once and extract on the process's shared
                worker pool (jobs of one scope run in order; ``flush``/``close`` wait for
                this memory's jobs).
            metadata: Stored with every memory mined from this turn.
            thread_id: The conversation thread (else ``metadata["thread_id"]``): the
                provenance of the turn's episodes and facts, what :meth:`forget_source`
                forgets by. Each message's ``id`` is its ``message_id``.
            created_at: When the turn happened (replays); else now.
            model: The model that just answered this turn (``LLM`` or ``prompt -> text``):
                it mines the turn when this memory was given no extractor, and the rule
                extractor takes over when it fails or answers no usable JSON.

        Each user message is also kept as an ``episode`` (unless ``LTM_EPISODES=0``), and
        every fact mined from the turn lists those episodes in ``source_ids``.

        Returns:
            An ``ExtractionReport``, or a ``Future`` of one when ``background``.
        """
        self._check_open()
        chat = self._messages(messages)
        source = TurnSource.of(thread_id, created_at, metadata)
        extractor = self._turn_extractor(model)
        if background:
            return self._background().submit(
                lambda: self._mine(chat, run_extractor(extractor, chat), source)
            )
        return self._mine(chat, run_extractor(extractor, chat), source)

    def _background(self) -> BackgroundWorker[ExtractionReport]:
        with self._worker_lock:
            if self._worker is None:
                self._worker = conversation.new_worker(self)
            return self._worker

    def _mine(
        self, chat: Sequence[ChatMessage], extraction: Extraction, source: TurnSource
    ) -> ExtractionReport:
        return conversation.mine_turn(self, chat, extraction, source)

    def forget_source(
        self, *, thread_id: str | None = None, message_id: str | None = None
    ) -> SourceForgotten:
        """Forget a conversation: its episodes and every memory mined only from them.

        A fact that another conversation also backs is kept, without the forgotten source.

        Args:
            thread_id: Forget everything taken from this thread...
            message_id: ...or from this one message (give exactly one of the two).

        Returns:
            How many episodes and facts were deleted, and how many facts were kept.

        Raises:
            ValueError: Neither or both given, or an empty id.
        """
        self._check_open()
        return episodes.forget_source(self, thread_id=thread_id, message_id=message_id)

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
            query: What the agent is about to answer. Private spans are removed and secrets
                redacted before it is embedded or matched; a query with nothing left (or a
                blank one) recalls nothing.
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
        return recalling.recall(
            self,
            query,
            k,
            kinds=kinds,
            tags=tags,
            min_score=min_score,
            touch=touch,
            prefer=prefer,
        )

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
        """What an adapter puts in the prompt: the rendered block for ``query`` (or "").

        The profile (identity memories, those tagged ``pinned``/``core`` and those with
        importance >= ``LTM_PROFILE_MIN_IMPORTANCE``) comes first whatever the query, then
        up to ``k`` recalled memories that are not in it; episodes and facts say where they
        came from. The whole block stays within ``LTM_BLOCK_MAX_TOKENS``.
        """
        self._check_open()
        return profiles.recall_block(self, query, k, min_score)

    def profile(self) -> builtins.list[MemoryItem]:
        """The memories always in the block, most important first (within its token cap)."""
        self._check_open()
        return profiles.profile(self)

    # -- lifecycle -------------------------------------------------------------------------

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for background extraction and write deferred access times.

        Returns:
            ``True`` when nothing is left pending.
        """
        worker = self._worker
        done = True if worker is None else worker.flush(timeout)
        if isinstance(self.store, DeferredTouches):
            self.store.flush_touches()
        return done

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
        if isinstance(self.store, DeferredTouches):
            self.store.flush_touches()  # even when another holder keeps the store open
        self.store.release()

    def close_when_idle(self) -> Future[None]:
        """Close once this memory's pending background jobs have landed, without waiting.

        What an LRU of memories calls on the one it evicts: the close runs on the scope's
        lane of the shared pool, after every job this memory queued (nothing is cut short),
        and no thread is started for it.

        Returns:
            A future that resolves once the memory is closed.
        """
        with self._worker_lock:
            worker = self._worker
        if worker is None:
            done: Future[None] = Future()
            self.close()
            done.set_result(None)
            return done
        return worker.close_when_idle(self.close)

    def __enter__(self) -> LongTermMemory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- async twins: each runs its sync method on a worker thread (see ltm_core.twins) ----

    arecall = to_thread(recall)
    arecall_block = to_thread(recall_block)
    aremember = to_thread(remember)
    aremember_many = to_thread(remember_many)
    aget = to_thread(get)
    aupdate = to_thread(update)
    aforget = to_thread(forget)
    aforget_source = to_thread(forget_source)
    aclear = to_thread(clear)
    alist = to_thread(list)
    acount = to_thread(count)
    acount_by_kind = to_thread(count_by_kind)
    aprofile = to_thread(profile)
    aexport = to_thread(export)
    aimport_ = to_thread(import_)
    aflush = to_thread(flush)
    aclose = to_thread(close)
    aclose_when_idle = to_thread(close_when_idle)

    # The one twin with a real async path: an async extractor is awaited, not threaded.
    async def aremember_conversation(
        self,
        messages: Iterable[MessageLike],
        *,
        background: bool = False,
        metadata: Mapping[str, Any] | None = None,
        thread_id: str | None = None,
        created_at: datetime | None = None,
        model: ModelLike | None = None,
    ) -> ExtractionReport:
        """Async twin of :meth:`remember_conversation`.

        With ``background=True`` the work runs on the shared worker pool and this
        coroutine resolves when it is done; schedule it as a task to not wait at all.
        """
        self._check_open()
        chat = self._messages(messages)
        source = TurnSource.of(thread_id, created_at, metadata)
        extractor = self._turn_extractor(model)
        if background:
            future = self._background().submit(
                lambda: self._mine(chat, run_extractor(extractor, chat), source)
            )
            return await asyncio.wrap_future(future)
        extraction = await arun_extractor(extractor, chat)
        return await asyncio.to_thread(self._mine, chat, extraction, source)
