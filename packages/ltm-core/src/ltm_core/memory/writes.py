"""The write pipeline, as named stages.

prepare -> exact dedupe -> embed -> near-duplicate -> supersede -> upsert -> reinforce ->
evict. A neighbour above the near-duplicate threshold that states a different value or
negation (:mod:`.distinct`) is no duplicate: the new item is stored, and with ``supersede``
the judge decides whether it replaces that neighbour.

:func:`prepare_item` (stage 1, in :mod:`.prepare`, re-exported here) turns a caller's entry
into a checked ``MemoryItem`` (private spans, guard, length, every field's strings);
:class:`WritePipeline` (through :func:`write_prepared`) takes one batch of prepared items the
rest of the way. Eviction runs inside the store's upsert transaction, ordered by the policy
:func:`eviction_policy` hands in. The facade's write calls that feed it live in
:mod:`.remembering`; the provenance rules the stages apply live in :mod:`.provenance`.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ltm_core.extraction.base import SupersedeJudge
from ltm_core.memory.distinct import state_different_facts
from ltm_core.memory.prepare import (
    check_fields,
    check_source,
    clean_text,
    prepare_item,
    restored_item,
)
from ltm_core.memory.provenance import same_layer
from ltm_core.memory.vectors import embed_documents
from ltm_core.models import MemoryItem, RetentionFacts, WriteResult, text_hash
from ltm_core.retrieval.scoring import eviction_order, reinforce
from ltm_core.settings import LTMSettings
from ltm_core.stores.base import EvictionPolicy, Hit, Matrix

if TYPE_CHECKING:
    from ltm_core.memory.facade import LongTermMemory

#: The ``source`` of what the conversation path stores (episodes and mined facts).
MINED = "conversation"

logger = logging.getLogger("ltm")

#: Items embedded and committed together by ``remember_many``/``import_``.
WRITE_BATCH = 256
#: Stored memories looked at when deciding whether a new one supersedes them.
SUPERSEDE_NEIGHBOURS = 5

__all__ = [
    "WRITE_BATCH",
    "Numbered",
    "WritePipeline",
    "check_fields",
    "check_source",
    "clean_text",
    "eviction_policy",
    "prepare_item",
    "restored_item",
    "write_prepared",
]

Numbered = tuple[int, MemoryItem]


@functools.cache
def _rule_judge() -> SupersedeJudge:
    """The deterministic supersede judgement, for extractors that cannot judge."""
    from ltm_core.extraction.rules import RuleExtractor

    return RuleExtractor()


def write_prepared(
    memory: LongTermMemory,
    batch: Sequence[Numbered],
    now: datetime,
    *,
    near_duplicates: bool,
    keep_ids: bool = False,
    supersede: bool = False,
) -> list[WriteResult]:
    """One batch of prepared items through stages 2-8; one result per item."""
    pipeline = WritePipeline(
        memory, now, near_duplicates=near_duplicates, keep_ids=keep_ids, supersede=supersede
    )
    return pipeline.run(batch)


# -- stage 8: evict (inside the store's upsert) ----------------------------------------------


def eviction_policy(settings: LTMSettings, now: datetime) -> EvictionPolicy | None:
    """Above ``max_items`` the store drops what :func:`eviction_order` ranks first."""
    if settings.max_items <= 0:
        return None

    def order(facts: Sequence[RetentionFacts]) -> list[str]:
        return eviction_order(facts, now, settings.half_life)

    # ``grouped`` holds for eviction_order: protected items are never listed, and within one
    # kind (one half-life), importance and superseded state the retention score only falls
    # with age, its ties going to the older reference time, then the smaller id. So a store
    # at the cap scores a handful of rows instead of the whole scope.
    return EvictionPolicy(max_items=settings.max_items, order=order, grouped=True)


@dataclass
class WritePipeline:
    """Stages 2-7 for one batch of prepared items of one memory's scope.

    Args:
        memory: Whose scope, store, embedder and settings.
        now: The batch's timestamp.
        near_duplicates: Reinforce a stored item with cosine >= the threshold instead of adding.
        keep_ids: Imports: an id already stored is a duplicate, and ids are kept.
        supersede: Mark older memories that the new one contradicts as superseded.
    """

    memory: LongTermMemory
    now: datetime
    near_duplicates: bool
    keep_ids: bool = False
    supersede: bool = False
    results: list[WriteResult] = field(default_factory=list)
    reinforced: dict[str, MemoryItem] = field(default_factory=dict)

    def run(self, batch: Sequence[Numbered]) -> list[WriteResult]:
        """Dedupe, embed and store ``batch``; duplicates reinforce what is stored."""
        fresh = self.exact_dedupe(batch)
        if not fresh:
            self.save_reinforced(set())
            return self.results
        vectors = self.embed(fresh)
        nearest = self.neighbours(vectors)
        keep = self.near_duplicate(fresh, vectors, nearest)
        replaced = self.superseded(fresh, keep, nearest)
        stored = self.upsert(fresh, vectors, keep, replaced)
        # A batch twin that was itself just stored needs no separate update.
        self.save_reinforced({item.id for _, item in stored})
        return self.results

    # -- stage 2 -------------------------------------------------------------------------

    def exact_dedupe(self, batch: Sequence[Numbered]) -> list[Numbered]:
        """Items whose normalised text is new to the scope and to the batch."""
        memory = self.memory
        fresh: list[Numbered] = []
        seen_hashes: dict[tuple[bool, str], MemoryItem] = {}
        existing = memory.store.find_by_hash(memory.scope, [text_hash(i.text) for _, i in batch])
        known: set[str] = set()
        if self.keep_ids:
            known = {i.id for i in memory.store.get(memory.scope, [i.id for _, i in batch])}
        for index, item in batch:
            digest = text_hash(item.text)
            # History never deduplicates: an imported superseded row is restored as it was.
            twin = None if item.superseded else existing.get(digest)
            if twin is not None and not same_layer(twin, item):
                twin = None  # an episode and the fact said in its very words are both kept
            if twin is None and not item.superseded:
                twin = seen_hashes.get((item.episode, digest))
            if self.keep_ids and item.id in known:
                self.results.append(WriteResult(index=index, status="duplicate", item=item))
            elif twin is not None and self.keep_ids:
                self.results.append(WriteResult(index=index, status="duplicate", item=twin))
            elif twin is not None:
                self.results.append(self.reinforce(index, twin, item))
            else:
                if not item.superseded:
                    seen_hashes[(item.episode, digest)] = item
                fresh.append((index, item))
        return fresh

    # -- stage 3 -------------------------------------------------------------------------

    def embed(self, fresh: Sequence[Numbered]) -> Matrix:
        """Unit vectors of the fresh items, in one call."""
        return embed_documents(self.memory, [item.text for _, item in fresh])

    def neighbours(self, vectors: Matrix) -> list[list[Hit]]:
        """The stored neighbours the near-duplicate and supersede stages look at."""
        if not (self._check_near or self.supersede):
            return []
        memory = self.memory
        # Several, even without supersede: the nearest may be of the other layer.
        k = SUPERSEDE_NEIGHBOURS
        return memory.store.search(memory.scope, vectors, k)

    # -- stage 4 -------------------------------------------------------------------------

    @property
    def _check_near(self) -> bool:
        # A threshold of 1.0 switches the check off.
        return self.near_duplicates and self.memory.settings.near_duplicate_threshold < 1.0

    def near_duplicate(
        self, fresh: Sequence[Numbered], vectors: Matrix, nearest: Sequence[Sequence[Hit]]
    ) -> npt.NDArray[np.bool_]:
        """Which fresh items to store: a near twin, stored or earlier in the batch, reinforces.

        A twin must state the same facts: "flight at 14:00" never reinforces "flight at 10:00"
        (that would drop the new time silently), however close the vectors are.
        """
        keep = np.ones(len(fresh), dtype=bool)
        if not self._check_near:
            return keep
        threshold = self.memory.settings.near_duplicate_threshold
        sims_in_batch = vectors @ vectors.T
        for pos, (index, item) in enumerate(fresh):
            stored = [
                h.item
                for h in nearest[pos]
                if h.similarity >= threshold
                and same_layer(h.item, item)
                and not state_different_facts(h.item.text, item.text)
            ]
            twin = stored[0] if stored else None
            if twin is None:
                earlier = np.nonzero(keep[:pos] & (sims_in_batch[pos, :pos] >= threshold))[0]
                layered = [
                    int(e)
                    for e in earlier
                    if same_layer(fresh[int(e)][1], item)
                    and not state_different_facts(fresh[int(e)][1].text, item.text)
                ]
                if layered:
                    twin = fresh[layered[0]][1]
            if twin is not None:
                keep[pos] = False
                self.results.append(self.reinforce(index, twin, item))
        return keep

    # -- stage 5 -------------------------------------------------------------------------

    def superseded(
        self,
        fresh: Sequence[Numbered],
        keep: npt.NDArray[np.bool_],
        nearest: Sequence[Sequence[Hit]],
    ) -> dict[str, list[MemoryItem]]:
        """For each item to store, the stored memories it replaces."""
        replaced: dict[str, list[MemoryItem]] = {}
        if self.supersede:
            for pos, (_, item) in enumerate(fresh):
                if keep[pos]:
                    replaced[item.id] = self.outdated_by(item, nearest[pos])
        return replaced

    def outdated_by(self, item: MemoryItem, neighbours: Sequence[Hit]) -> list[MemoryItem]:
        """Stored memories ``item`` replaces: close in meaning, judged to conflict.

        Above the near-duplicate threshold only neighbours stating other facts are candidates
        (the rest were twins); they are the likeliest to be replaced: "at 14:00" after "at 10:00".
        """
        settings = self.memory.settings
        low, high = settings.supersede_min_similarity, settings.near_duplicate_threshold
        band = [
            h.item
            for h in neighbours
            if low <= h.similarity
            and (h.similarity < high or state_different_facts(h.item.text, item.text))
            and not h.item.superseded
            and same_layer(h.item, item)
            and h.item.id not in self.reinforced
        ]
        if not band:
            return []
        texts = [old.text for old in band]
        indexes: list[int] | None = None
        extractor = self.memory.extractor
        if isinstance(extractor, SupersedeJudge):
            try:
                indexes = extractor.judge_supersede(item.text, texts)
            except Exception as exc:
                logger.warning(
                    "supersede judgement failed (%s); using the rules", type(exc).__name__
                )
        if indexes is None:
            indexes = _rule_judge().judge_supersede(item.text, texts)
        return [band[i] for i in indexes if 0 <= i < len(band)]

    # -- stage 6 (and 8, inside the store) ----------------------------------------------

    def upsert(
        self,
        fresh: Sequence[Numbered],
        vectors: Matrix,
        keep: npt.NDArray[np.bool_],
        replaced: Mapping[str, list[MemoryItem]],
    ) -> list[Numbered]:
        """Store the kept items (evicting above ``max_items``) and mark what they replace."""
        stored = [pair for pair, k in zip(fresh, keep, strict=True) if k]
        if not stored:
            return stored
        memory = self.memory
        memory.store.upsert(
            memory.scope,
            [item for _, item in stored],
            vectors[keep],
            eviction=eviction_policy(memory.settings, self.now),
        )
        for index, item in stored:
            olds = replaced.get(item.id, [])
            # The episodes an outdated fact came from are outdated with it (kept as history).
            sources = [s for old in olds for s in old.source_ids if s not in item.source_ids]
            found = memory.store.get(memory.scope, sources) if sources else []
            episodes = [e for e in found if e.episode and not e.superseded]
            for old in [*olds, *episodes]:
                old.superseded_by = item.id
                old.updated_at = self.now
                memory.store.update(memory.scope, old)
            self.results.append(
                WriteResult(
                    index=index, status="stored", item=item, supersedes=[o.id for o in olds]
                )
            )
        return stored

    # -- stage 7 -------------------------------------------------------------------------

    def reinforce(self, index: int, twin: MemoryItem, item: MemoryItem) -> WriteResult:
        """``item`` duplicates ``twin``: raise the twin's importance and access time instead."""
        target = self.reinforced.setdefault(twin.id, twin)
        reinforce(target, item.importance, item.tags, self.now)
        if item.source_ids:
            # A fact mined again from another episode: both are now its sources.
            target.source_ids = [*target.source_ids, *item.source_ids]
        if target.source == MINED and item.source != MINED:
            # Saved again by hand (or by a tool): forgetting the chat must not delete it now.
            target.source = item.source
        return WriteResult(index=index, status="duplicate", item=target)

    def save_reinforced(self, skip: set[str]) -> None:
        """Write back every reinforced item not just stored by this batch."""
        memory = self.memory
        for item_id, item in self.reinforced.items():
            if item_id not in skip:
                memory.store.update(memory.scope, item)
