"""``LongTermMemory``: the facade every adapter, the CLI and MCP use.

The public API, one method per operation with its full signature and docs, each delegating
in one line: writes to :mod:`.remembering` (the pipeline itself is :mod:`.writes`), recall
to :mod:`.recall`, the block to :mod:`.profile`, turns to :mod:`.conversation` and
provenance to :mod:`.episodes`. It inherits the plain reads (``get``, ``list``, ``count``,
``export``, ``profile``: :class:`~.reads.MemoryReads`) and, under them, background jobs and
closing (:class:`~.lifecycle.MemoryLifecycle`). The async twins are one line each
(:func:`ltm_core.twins.to_thread`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import Future
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_core.embeddings.base import Embedder
from ltm_core.extraction.base import ExtractionReport, Extractor
from ltm_core.guard import ContentGuard
from ltm_core.guard.fields import check_scope_ids
from ltm_core.guard.shared import shared_guard
from ltm_core.memory import conversation, episodes, remembering
from ltm_core.memory import profile as profiles
from ltm_core.memory import recall as recalling
from ltm_core.memory.conversation import MessageLike
from ltm_core.memory.episodes import SourceForgotten, TurnSource
from ltm_core.memory.errors import MemoryClosed, MemoryNotFound
from ltm_core.memory.reads import MemoryReads
from ltm_core.memory.thread_context import ThreadContext
from ltm_core.models import MemoryItem, MemoryScope, Recalled, WriteResult, as_utc, utc_now
from ltm_core.retrieval.scoring import ScoreWeights
from ltm_core.settings import LTMSettings
from ltm_core.stores.base import VectorProvider
from ltm_core.twins import to_thread

__all__ = ["LongTermMemory", "MemoryClosed", "MemoryNotFound"]

if TYPE_CHECKING:
    from ltm_core.extraction.model import ModelLike


def score_weights(settings: LTMSettings) -> ScoreWeights:
    """The hybrid score's weights: ``LTM_WEIGHT_SIMILARITY``, ``_RECENCY``, ``_IMPORTANCE``."""
    return ScoreWeights(
        similarity=settings.weight_similarity,
        recency=settings.weight_recency,
        importance=settings.weight_importance,
    )


class LongTermMemory(MemoryReads):
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

    Raises:
        ContentRejected: A scope id holds a credential (it would be stored beside every row).
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
        self.embedder, self._extractor = embedder, extractor
        self._rules: Extractor | None = None
        self._threads = ThreadContext()
        settings = settings or LTMSettings()
        self.guard = guard or shared_guard(settings.guard_disable, settings.guard_extra_patterns)
        check_scope_ids(scope.as_dict(), self.guard)  # the ids are stored beside every row
        self.clock = clock or utc_now
        self.weights = score_weights(settings)
        self._embedding_checked = False
        super().__init__(scope, store, settings)  # retains the store until close()

    def __repr__(self) -> str:
        return f"LongTermMemory(scope={self.scope!r}, store={self.store.name!r})"

    @property
    def extractor(self) -> Extractor:
        """What mines conversations: the one given, else the offline ``RuleExtractor``."""
        given = self._extractor
        return given if given is not None else conversation.rule_extractor(self)

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

    def _now(self) -> datetime:
        return as_utc(self.clock())

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
        """Store one memory and return it, or reinforce and return the one it duplicates.

        ``<private>`` spans become ``[private]`` in every field first. An exact or near
        duplicate (cosine >= 0.92) is not added: the stored one's importance and
        ``last_accessed_at`` are raised instead.

        Raises:
            ContentRejected: The text, a tag, a metadata key or value or the source holds a
                secret (the rule and field are named, never the value), or no text is left.
            ValueError: Invalid kind or importance, or the text is too long.
        """
        fields: dict[str, Any] = {"kind": kind, "importance": importance, "tags": tags}
        fields |= {"metadata": metadata, "source": source, "created_at": created_at}
        with self._in_use() as memory:
            return remembering.remember(memory, text, fields)

    def remember_many(self, items: Iterable[str | Mapping[str, Any]]) -> list[WriteResult]:
        """Store strings, or dicts of :meth:`remember`'s fields, embedded in batches.

        Returns:
            One ``WriteResult`` per item, in order: ``stored``, ``duplicate`` (with the item it
            reinforced) or ``rejected`` (``reason``: the guard rule or the invalid fields); one
            bad item never stops the rest.
        """
        with self._in_use() as memory:
            return remembering.remember_many(memory, items)

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
        changes = {"text": text, "kind": kind, "importance": importance}
        with self._in_use() as memory:
            return remembering.update(memory, id, {**changes, "tags": tags, "metadata": metadata})

    def forget(self, id: str) -> bool:
        """Delete one memory; ``False`` when there was none with that id."""
        with self._in_use() as memory:
            return episodes.forget_one(memory, id)

    def clear(self) -> int:
        """Delete every memory of this scope; returns how many."""
        with self._in_use() as memory:
            return episodes.clear_scope(memory)

    def import_(self, rows: Iterable[Mapping[str, Any]]) -> list[WriteResult]:
        """Restore rows of :meth:`export`, keeping ids and timestamps; idempotent.

        A row whose id or exact text is stored is a ``duplicate``; every field goes through the
        guard, and an ``id`` or ``superseded_by`` that does not look like one is ``rejected``.
        Near duplicates are kept, so a store round-trips whole.
        """
        with self._in_use() as memory:
            return remembering.import_rows(memory, rows)

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

        Only what the user stated or confirmed is kept; ``tool`` and ``system`` messages,
        private spans and secrets never reach the extractor's model. Each user message is
        also kept as an ``episode`` (unless ``LTM_EPISODES=0``), listed in the ``source_ids``
        of every fact mined from the turn. A failing model never raises here.

        Args:
            messages: ``ChatMessage``s, ``{"role", "content"}`` dicts or ``(role, content)``
                pairs, newest last; a message's ``id`` is its ``message_id``.
            background: Return a ``Future`` at once and extract on the shared worker pool
                (one scope's jobs run in order; ``flush``/``close`` wait for them).
            metadata: Stored with every memory mined from this turn.
            thread_id: The thread (else ``metadata["thread_id"]``): the provenance that
                :meth:`forget_source` forgets by.
            created_at: When the turn happened (replays); else now.
            model: The model that just answered this turn (``LLM`` or ``prompt -> text``):
                it mines the turn when this memory was given no extractor, and the rule
                extractor takes over when it fails or answers no usable JSON.

        Returns:
            An ``ExtractionReport`` (what was stored, dropped, or went wrong), or its future.
        """
        source = TurnSource.of(thread_id, created_at, metadata, now=self._now())
        with self._in_use() as memory:
            return conversation.remember_turn(memory, messages, source, background, model)

    def forget_source(
        self, *, thread_id: str | None = None, message_id: str | None = None
    ) -> SourceForgotten:
        """Forget a thread, or one message: its episodes and every memory mined only from them.

        A fact that another conversation also backs is kept, without the forgotten source.

        Returns:
            How many episodes and facts were deleted, and how many facts were kept.

        Raises:
            ValueError: Not exactly one of ``thread_id`` and ``message_id``, or an empty id.
        """
        with self._in_use() as memory:
            return episodes.forget_source(memory, thread_id=thread_id, message_id=message_id)

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

        Dense and lexical candidates (full-text index, or BM25 over a wider dense pool) are
        scored ``w_s*similarity + w_r*recency + w_i*importance`` (weights from settings),
        where similarity fuses cosine and bounded BM25 (``LTM_LEXICAL_WEIGHT``).

        Args:
            query: What the agent is about to answer. Private spans are removed and secrets
                redacted before it is embedded or matched; a query with nothing left (or a
                blank one) recalls nothing.
            k: How many memories to return at most (0: none; a negative k is an error).
            kinds: Only these kinds.
            tags: Only items carrying any of these tags.
            min_score: Drop results whose hybrid score is below this.
            touch: Bump ``last_accessed_at`` and ``access_count`` of the returned items (a
                recalled memory counts as used); ``False`` only looks.
            prefer: Names (a project, a person) whose memories rank a little higher
                (``LTM_PREFER_BONUS``) without being added to the query text.
        """
        with self._in_use() as memory:
            return recalling.recall(memory, query, k, kinds, tags, min_score, touch, prefer)

    def recall_block(self, query: str, k: int = 5, *, min_score: float | None = None) -> str:
        """What an adapter puts in the prompt: the rendered block for ``query`` (or "").

        The profile (identity, ``pinned`` or ``core`` tags, importance from
        ``LTM_PROFILE_MIN_IMPORTANCE``) comes first whatever the query, then up to ``k``
        recalled memories not in it, saying where they came from; within LTM_BLOCK_MAX_TOKENS.
        """
        with self._in_use() as memory:
            return profiles.recall_block(memory, query, k, min_score)

    # -- async twins: each runs its sync method on a worker thread (see ltm_core.twins) ----

    arecall = to_thread(recall)
    arecall_block = to_thread(recall_block)
    aremember = to_thread(remember)
    aremember_many = to_thread(remember_many)
    aupdate = to_thread(update)
    aforget = to_thread(forget)
    aforget_source = to_thread(forget_source)
    aclear = to_thread(clear)
    aimport_ = to_thread(import_)

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
        """Async twin of :meth:`remember_conversation`; an async extractor is awaited.

        With ``background=True`` the work runs on the shared worker pool and this coroutine
        resolves when it is done; schedule it as a task to not wait at all.
        """
        source = TurnSource.of(thread_id, created_at, metadata, now=self._now())
        with self._in_use() as memory:
            return await conversation.aremember_turn(memory, messages, source, background, model)
