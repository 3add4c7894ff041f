"""What the Chroma and Pinecone providers share around their own calls.

- :class:`RemoteStore`: their state (lock, insertion order, model and dimension) and the
  public ``upsert``/``count``/``list``/``search``/``hybrid_search``: the argument checks are
  :mod:`ltm_core.stores.checked`'s, as on every backend, and each backend does only what it
  must itself (``_upsert``, ``_count``, ``_list``, ``_neighbours``, ``_item``);
- deferred access times: ``touch`` only notes the bump (:mod:`ltm_core.stores._touches`);
  it is written before the next write or item-returning read, within ``TOUCH_DELAY`` by a
  timer, and by ``flush_touches`` (``flush``/``close``, exit); searches show it meanwhile.
  On embedded Chroma the write is a metadata update of 10 ms or more, on a server or
  Pinecone two round trips: none of it is on the recall's path any more, and the provider's
  lock is not held across those round trips (``_gate`` keeps writes out instead), so a
  search that arrives meanwhile runs and shows the bumps in flight, each once;
- :func:`read_filter`: the filter a read uses, or none when it cannot match anything;
- the pool of a hybrid search on a Chroma server: ids and similarities first, texts from
  :class:`ltm_core.stores._pool.PoolTexts` (records without a hint read once, in full), and
  records read only for the at most ``2 k`` chosen that this search did not just read
  (``_pool_by_ids``);
- :func:`top_active`: dense search with history left out *after* the nearest neighbours are
  found. A metadata filter on every query makes both stores pre-filter the whole scope
  (Chroma scans its metadata, about 50 ms at 10k records), while superseded history is a
  few records: asking for the nearest ``k`` unfiltered and dropping history, widening only
  when history took some of the places, gives the same top ``k`` at the cost of the index.

Nothing here talks to a store: each provider passes its own query as a callable.
"""

from __future__ import annotations

import atexit
import builtins
import logging
import threading
import time
import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NamedTuple

from ltm_core.models import MemoryItem, MemoryScope
from ltm_core.stores._codec import (
    InsertionOrder,
    from_micros,
    matches_nothing,
    newest_first_key,
    record_id,
    search_filter,
    to_micros,
    unique_last,
)
from ltm_core.stores._pool import PoolChoice, PoolTexts, choose_from_pool
from ltm_core.stores._touches import Bump, DeferredTouchWrites, PendingTouches, ScopeTouches
from ltm_core.stores.base import (
    EvictionPolicy,
    Hit,
    ItemFilter,
    LexicalResult,
    Matrix,
    RefCounted,
    checked_vectors,
)
from ltm_core.stores.checked import (
    CheckedHybridSearch,
    CheckedProvider,
    Eviction,
    StemQuery,
    no_matches,
)
from ltm_core.stores.checks import SearchArguments

logger = logging.getLogger("ltm")
#: Seconds a recall's access-time bump may wait before a timer writes it (at least).
TOUCH_DELAY = 1.0
#: The timer waits this many times as long as the last write of bumps took: a slow store
#: (embedded Chroma under load takes seconds per update) then spends at most a tenth of its
#: time writing bumps, instead of holding the lock against every recall.
TOUCH_BACKOFF = 9.0
#: Nearest records a hybrid search ranks by their words (the default of ``LTM_LEXICAL_POOL``).
LEXICAL_POOL = 200

#: (item, vector) pairs of an upsert, each id once (the last one given).
Pairs = list[tuple[MemoryItem, Any]]
#: Times a pool is chosen again when a chosen record changed under its hint, before the
#: search falls back to reading the whole pool.
POOL_ATTEMPTS = 3
#: The key of a hinted neighbour's record id in its ``meta``.
RID = "_rid"
#: (metadata, document) of one record by record id, as the store holds it now.
Records = dict[str, tuple[dict[str, Any], str]]


class Neighbour(NamedTuple):
    """One record a store's nearest-neighbour query returned, before it becomes an item.

    Building a ``MemoryItem`` costs more than the rest of a candidate's trip: a search keeps
    records like this and builds items only for what it returns.
    """

    similarity: float
    meta: dict[str, Any]
    document: str


#: Rows of a ranked query: for each asked query row, its records best first (history
#: included).
Ranked = Callable[[Sequence[int], int], list[list[Neighbour]]]


def read_filter(where: ItemFilter | None) -> ItemFilter | None:
    """The filter of a ``count`` or ``list`` (``None``: nothing can match)."""
    flt = where or ItemFilter()
    return None if matches_nothing(flt) else flt


@dataclass(frozen=True, slots=True)
class SearchPlan:
    """A checked nearest-neighbour query of one scope.

    Attributes:
        queries: The query rows as float32.
        k: Hits wanted per row.
        where: The filter, history always excluded; it can match something.
    """

    queries: Matrix
    k: int
    where: ItemFilter

    @property
    def active_only(self) -> bool:
        """Whether the only constraint is "not superseded" (left to :func:`top_active`)."""
        return self.where == ItemFilter()


def similarity(value: float) -> float:
    """A cosine similarity clipped to ``[-1, 1]`` (float32 rounding can pass the bounds)."""
    return min(1.0, max(-1.0, float(value)))  # np.clip costs 20x as much per scalar


def _as_hinted(hinted: Neighbour, fresh: Records) -> bool:
    """Whether a chosen record is still there with the text and state of its hint."""
    record = fresh.get(hinted.meta[RID])
    if record is None:
        return False
    return record[1] == hinted.document and bool(record[0]["active"]) == hinted.meta["active"]


def _landed(item: MemoryItem, bump: Bump) -> bool:
    """Whether a record read while its bump was being written already shows that write."""
    seen = item.last_accessed_at
    return seen is not None and to_micros(seen) == bump.at


def top_active(rows: int, k: int, ranked: Ranked, *, most: int) -> list[list[Neighbour]]:
    """The ``k`` nearest active items per query row, history dropped after the search.

    Args:
        rows: How many query rows.
        k: Hits wanted per row.
        ranked: Runs the store's unfiltered query for some rows and a depth ``n``.
        most: The deepest query the store answers (its size, or its ``top_k`` limit).

    Each row asks for ``k`` first; a row whose answer was full but lost places to history
    asks again twice as deep, until it has ``k`` active hits or the store has no more.
    """
    results: list[list[Neighbour]] = [[] for _ in range(rows)]
    pending = list(range(rows))
    depth = min(k, most)
    while pending and depth > 0:
        again = []
        for row, hits in zip(pending, ranked(pending, depth), strict=True):
            active = [h for h in hits if h.meta["active"]]
            results[row] = active[:k]
            if len(active) < k and len(hits) >= depth and depth < most:
                again.append(row)
        pending, depth = again, min(depth * 2, most)
    return results


class RemoteStore(DeferredTouchWrites, CheckedProvider, CheckedHybridSearch, RefCounted):
    """The part of ``ChromaProvider`` and ``PineconeProvider`` that does not talk to a store.

    Args:
        location: Where the store is, for messages.
    """

    def __init__(self, location: str) -> None:
        super().__init__()
        self.location = location
        self._lock = threading.RLock()
        #: Held by every write and by the writing of bumps, for as long as they take; taken
        #: before ``_lock``. Searches take ``_lock`` only, so none waits for a bump's round trip.
        self._gate = threading.RLock()
        #: Bumps being written (scope key -> item id -> bump), shown by searches meanwhile.
        self._in_flight: dict[str, dict[str, Bump]] = {}
        self._order = InsertionOrder()
        self._model: str | None = None
        self._dimension: int | None = None
        self._touches = PendingTouches()
        self._touch_timer: threading.Timer | None = None
        self._touch_seconds = 0.0  # how long the last write of bumps took
        #: Nearest records a hybrid search scores lexically (``LTM_LEXICAL_POOL``).
        self.lexical_pool = LEXICAL_POOL
        #: Texts of pooled records, on a backend whose pool is read by ids (``_nearest_ids``).
        self._pool_texts: PoolTexts | None = None
        drain = weakref.WeakMethod(self.flush_touches)
        atexit.register(lambda: (method := drain()) is not None and method())

    def _described(self) -> tuple[str, str | None]:
        return self.location, self._model

    def close(self) -> None:
        """Write pending access times, then close the client; the next call reopens it."""
        with self._gate:
            self._flush_touches_before_close()
            with self._lock:
                if self._pool_texts is not None:
                    self._pool_texts.clear()
                self._close_connection()

    # -- access times ----------------------------------------------------------------------

    def touch(self, scope: MemoryScope, ids: Sequence[str], at: datetime) -> None:
        """Owe ``ids`` one access at ``at``: written within ``TOUCH_DELAY`` seconds, or sooner."""
        if ids:
            delay = max(TOUCH_DELAY, TOUCH_BACKOFF * self._touch_seconds)
            self._owe_touches(scope, ids, at, delay)

    def _touches_location(self) -> str:
        return self.location

    def flush_touches(self) -> None:
        """Write every pending access-time bump now (``flush``, ``close``, exit, the timer).

        The provider's lock is held only to take the bumps and to update what this process
        keeps of the records: a search that arrives during the round trips runs, and shows
        the bumps being written (:meth:`_shown`). Writes wait (``_gate``).
        """
        with self._gate:
            with self._lock:
                timer, self._touch_timer = self._touch_timer, None
                if timer is not None and timer is not threading.current_thread():
                    timer.cancel()
                if not self._touches:
                    return
                taken = self._touches.take()
                self._in_flight = {entry.scope.key: entry.bumps for entry in taken}
            self._write_taken(taken)

    def _write_taken(self, taken: builtins.list[ScopeTouches]) -> None:
        started = time.perf_counter()
        written = 0
        try:
            for entry in taken:
                self._write_touches(entry.scope, entry.bumps)
                written += 1
        except BaseException:
            with self._lock:  # pending again and no longer in flight, in one step
                self._touches.restore(taken[written:])  # what was written stays written
                self._in_flight = {}
            raise
        with self._lock:
            self._in_flight = {}
        self._touch_seconds = time.perf_counter() - started

    def _settle(self) -> None:
        """Write pending bumps before a write, or a read whose items must show them."""
        if self._touches or self._in_flight:
            self.flush_touches()  # waits for bumps in flight (``_gate``)

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """A write: pending bumps written first, none written meanwhile, under the lock."""
        with self._gate:
            self._settle()
            with self._lock:
                yield

    def _shown(self, scope: MemoryScope, rows: builtins.list[builtins.list[Hit]]) -> None:
        """Search hits as if the pending bumps of the scope, and those in flight, were written.

        A bump in flight counts unless the record read already shows it (its access time is
        the bump's): the write may land before or after the search reads the record.
        """
        owed = self._touches.owed(scope)
        flying = self._in_flight.get(scope.key)
        if not owed and not flying:
            return
        for row in rows:
            for hit in row:
                item = hit.item
                at, count = None, 0
                bump = flying.get(item.id) if flying else None
                if bump is not None and not _landed(item, bump):
                    at, count = bump.at, bump.count
                bump = owed.get(item.id) if owed else None
                if bump is not None:
                    at, count = bump.at, count + bump.count
                if at is not None:
                    fields = item.__dict__  # a fresh item built by from_trusted
                    fields["last_accessed_at"] = from_micros(at)
                    fields["access_count"] = item.access_count + count

    def _check_vectors(self, vectors: Matrix, n: int) -> Matrix:
        return checked_vectors(vectors, n, self._dimension, self.location)

    # -- the checked operations' hooks (see CheckedProvider) -------------------------------

    def _write_items(
        self, scope: MemoryScope, items: Sequence[MemoryItem], vectors: Matrix, evict: Eviction
    ) -> builtins.list[str]:
        """Insert or replace items (the last of an id wins), then evict beyond ``max_items``."""
        with self._writing():
            self._written(scope, [record_id(item.id) for item in items])
            return self._upsert(scope, unique_last(zip(items, vectors, strict=True)), evict)

    def _written(self, scope: MemoryScope, rids: Sequence[str] | None) -> None:
        """Records this provider writes or deletes (``None``: the whole scope) lose their hint."""
        texts = self._pool_texts
        if texts is not None:
            texts.drop_scope(scope.key) if rids is None else texts.drop(scope.key, rids)

    def find_by_hash(self, scope: MemoryScope, hashes: Sequence[str]) -> dict[str, MemoryItem]:
        """Active items by normalised text hash (the oldest wins)."""
        wanted = builtins.list(dict.fromkeys(hashes))
        found: dict[str, MemoryItem] = {}
        if not wanted:
            return found
        self._settle()
        rows = self._by_hash(scope, wanted)
        for meta, item in sorted(rows, key=lambda r: newest_first_key(r[0]), reverse=True):
            found[meta["text_hash"]] = item  # older ones overwrite newer
        return found

    def count(self, scope: MemoryScope, where: ItemFilter | None = None) -> int:
        """Items in the scope (active ones unless the filter includes history)."""
        flt = read_filter(where)
        return 0 if flt is None else self._count(scope, flt)

    def _newest_first(
        self, scope: MemoryScope, where: ItemFilter | None, limit: int, offset: int
    ) -> builtins.list[MemoryItem]:
        """Sorted here: neither store keeps an order."""
        flt = read_filter(where)
        if flt is None:
            return []
        self._settle()
        return self._list(scope, flt, limit, offset)

    def _search_rows(
        self, scope: MemoryScope, args: SearchArguments, k: int, where: ItemFilter | None
    ) -> builtins.list[builtins.list[Hit]]:
        """Top-k per query row by cosine similarity, history excluded."""
        flt = search_filter(where)
        if matches_nothing(flt):
            return args.empty
        with self._lock:
            found = self._neighbours(scope, SearchPlan(args.queries, k, flt))
            rows = [[self._hit(scope, n) for n in row] for row in found]
            self._shown(scope, rows)
            return rows

    def _hybrid(
        self, scope: MemoryScope, query: StemQuery
    ) -> tuple[builtins.list[Hit], LexicalResult]:
        """The ``k`` nearest items and the ``k`` best word matches among the pool, in one query.

        The lexical side is BM25 over the ``lexical_pool`` nearest records with that pool's
        statistics, as the core computes without a full-text index; only the records chosen
        become items (:mod:`ltm_core.stores._pool`). ``max_postings`` has no meaning here.
        """
        flt = search_filter(query.where)
        if matches_nothing(flt):
            return [], no_matches()
        plan = SearchPlan(query.vector.reshape(1, -1), max(query.k, self.lexical_pool), flt)
        with self._lock:
            chosen = None if self._pool_texts is None else self._pool_by_ids(scope, plan, query)
            if chosen is None:
                pool = self._neighbours(scope, plan)[0]
                choice = choose_from_pool(query.stems, [n.document for n in pool], query.k)
                hits = {i: self._hit(scope, pool[i]) for i in [*choice.dense, *choice.lexical]}
            else:
                choice, hits = chosen
            self._shown(scope, [builtins.list(hits.values())])  # each item once
        stats = choice.statistics
        return [hits[i] for i in choice.dense], LexicalResult(
            [hits[i] for i in choice.lexical],
            stats.document_frequency,
            stats.documents,
            stats.average_length,
        )

    def _pool_by_ids(
        self, scope: MemoryScope, plan: SearchPlan, query: StemQuery
    ) -> tuple[PoolChoice, dict[int, Hit]] | None:
        """The pool ranked by ids and hinted texts; only the chosen records read in full.

        A chosen record that is gone, or whose text or state differs from its hint (another
        process changed it), gets a fresh hint and the pool is chosen again; after
        ``POOL_ATTEMPTS`` tries ``None`` sends the caller to the full read.
        """
        texts = self._pool_texts
        assert texts is not None
        for _ in range(POOL_ATTEMPTS):
            read: Records = {}  # records this attempt read in full: current, not read again
            pool = self._hinted_pool(scope, plan, texts, read)
            choice = choose_from_pool(query.stems, [n.document for n in pool], query.k)
            wanted = builtins.list(dict.fromkeys([*choice.dense, *choice.lexical]))
            rids = [pool[i].meta[RID] for i in wanted]
            fresh = {rid: read[rid] for rid in rids if rid in read}
            unread = [rid for rid in rids if rid not in fresh]
            if unread:
                fresh.update(self._records(scope, unread, plan.queries[0]))
            changed = [pool[i].meta[RID] for i in wanted if not _as_hinted(pool[i], fresh)]
            if not changed:
                hits = {
                    i: Hit(self._item(scope, *fresh[pool[i].meta[RID]]), pool[i].similarity)
                    for i in wanted
                }
                return choice, hits
            texts.drop(scope.key, changed)
            for rid in changed:
                if rid in fresh:
                    meta, document = fresh[rid]
                    texts.put(scope.key, rid, bool(meta["active"]), document)
        return None

    def _hinted_pool(
        self, scope: MemoryScope, plan: SearchPlan, texts: PoolTexts, read: Records
    ) -> builtins.list[Neighbour]:
        """The nearest ``plan.k`` records of one query row, each with its hinted text.

        ``meta`` holds only ``active`` and the record id (``RID``); records without a hint
        are read (metadata and document), hinted first and kept in ``read``: the caller
        need not read them again (on a cold cache most chosen records are among them, and
        a recall then makes two requests instead of three).
        """
        where = None if plan.active_only else plan.where

        def ranked(rows: Sequence[int], n: int) -> builtins.list[builtins.list[Neighbour]]:
            found = self._nearest_ids(scope, plan.queries[builtins.list(rows)], n, where)
            hints = {rid: texts.get(scope.key, rid) for row in found for rid, _ in row}
            missing = [rid for rid, hint in hints.items() if hint is None]
            if missing:
                near = plan.queries[0]
                for rid, (meta, document) in self._records(scope, missing, near).items():
                    hints[rid] = texts.put(scope.key, rid, bool(meta["active"]), document)
                    read[rid] = (meta, document)
            out = []
            for row in found:
                hinted = []
                for rid, sim in row:
                    hint = hints[rid]
                    if hint is not None:  # else deleted since the query
                        hinted.append(Neighbour(sim, {"active": hint.active, RID: rid}, hint.text))
                out.append(hinted)
            return out

        if plan.active_only:
            return top_active(1, plan.k, ranked, most=self._deepest)[0]
        return ranked([0], plan.k)[0]

    def _hit(self, scope: MemoryScope, found: Neighbour) -> Hit:
        return Hit(self._item(scope, found.meta, found.document), found.similarity)

    # -- what each backend does ------------------------------------------------------------

    def _upsert(
        self, scope: MemoryScope, pairs: Pairs, eviction: EvictionPolicy | None
    ) -> builtins.list[str]:
        raise NotImplementedError

    def _close_connection(self) -> None:
        """Close the client (under the lock); the next call opens a new one."""
        raise NotImplementedError

    def _write_touches(self, scope: MemoryScope, bumps: dict[str, Bump]) -> None:
        """Write one scope's bumps (item id -> last access, accesses to add).

        Called holding ``_gate`` but not ``_lock``: take ``_lock`` only around what this
        process keeps (caches, the client handle), not around a round trip.
        """
        raise NotImplementedError

    def _by_hash(
        self, scope: MemoryScope, hashes: builtins.list[str]
    ) -> builtins.list[tuple[dict[str, Any], MemoryItem]]:
        """(metadata, item) of every active record with one of these text hashes."""
        raise NotImplementedError

    def _count(self, scope: MemoryScope, where: ItemFilter) -> int:
        raise NotImplementedError

    def _list(
        self, scope: MemoryScope, where: ItemFilter, limit: int, offset: int
    ) -> builtins.list[MemoryItem]:
        raise NotImplementedError

    def _neighbours(
        self, scope: MemoryScope, plan: SearchPlan
    ) -> builtins.list[builtins.list[Neighbour]]:
        """The ``plan.k`` nearest records of the scope per query row (history excluded)."""
        raise NotImplementedError

    def _item(self, scope: MemoryScope, meta: dict[str, Any], document: str) -> MemoryItem:
        """The item of one record of ``scope``."""
        raise NotImplementedError

    #: The deepest nearest-ids query the store answers (see :func:`top_active`).
    _deepest = LEXICAL_POOL

    def _nearest_ids(
        self, scope: MemoryScope, queries: Matrix, n: int, where: ItemFilter | None
    ) -> builtins.list[builtins.list[tuple[str, float]]]:
        """(record id, similarity) of the ``n`` nearest records per query row, best first.

        ``where=None`` is unfiltered (history included); only backends that set
        ``_pool_texts`` implement this.
        """
        raise NotImplementedError

    def _records(self, scope: MemoryScope, rids: Sequence[str], near: Matrix) -> Records:
        """(metadata, document) of the records of ``rids`` that exist, checked to be ``scope``'s.

        ``near`` is the query vector they were found near (a store may read them by it).
        """
        raise NotImplementedError
