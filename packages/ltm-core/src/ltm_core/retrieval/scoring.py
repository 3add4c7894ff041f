"""Hybrid score, recency decay, reinforcement and eviction order: pure functions, no storage."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from ltm_core.models import PROTECTED_TAGS, MemoryItem, RetentionFacts

SECONDS_PER_DAY = 86_400.0

HalfLife = Callable[[str], float | None]


@dataclass(frozen=True, slots=True)
class ScoreWeights:
    """Weights of the hybrid score ``similarity*s + recency*r + importance*i``."""

    similarity: float = 0.7
    recency: float = 0.2
    importance: float = 0.1


def is_protected(tags: Iterable[str]) -> bool:
    """Whether any tag exempts the item from decay and eviction."""
    return not PROTECTED_TAGS.isdisjoint(tags)


def recency(age_days: float, half_life_days: float | None) -> float:
    """Exponential decay ``0.5 ** (age / half_life)``; 1.0 for no half-life or a future time."""
    if half_life_days is None or math.isinf(half_life_days):
        return 1.0
    return float(0.5 ** (max(0.0, age_days) / half_life_days))


def reference_time(created_at: datetime, last_accessed_at: datetime | None) -> datetime:
    """Age counts from the later of creation and last access."""
    if last_accessed_at is None or last_accessed_at < created_at:
        return created_at
    return last_accessed_at


def age_days(created_at: datetime, last_accessed_at: datetime | None, now: datetime) -> float:
    """Days since :func:`reference_time`."""
    delta = now - reference_time(created_at, last_accessed_at)
    return delta.total_seconds() / SECONDS_PER_DAY


def item_recency(
    kind: str,
    tags: Iterable[str],
    created_at: datetime,
    last_accessed_at: datetime | None,
    now: datetime,
    half_life: HalfLife,
) -> float:
    """Recency of one item: protected tags and kinds without a half-life never decay."""
    if is_protected(tags):
        return 1.0
    return recency(age_days(created_at, last_accessed_at, now), half_life(kind))


def recency_of_micros(
    kind: str,
    tags: Iterable[str],
    created_us: int,
    accessed_us: int | None,
    now_us: int,
    half_life: HalfLife,
) -> float:
    """:func:`item_recency` of times given as microseconds since the epoch (the same float).

    Recall scores candidates straight from stored columns, before any ``datetime`` exists;
    ``(now - ref) / 10**6`` is exactly what ``timedelta.total_seconds`` computes.
    """
    if is_protected(tags):
        return 1.0
    ref = created_us if accessed_us is None or accessed_us < created_us else accessed_us
    return recency((now_us - ref) / 1_000_000 / SECONDS_PER_DAY, half_life(kind))


def hybrid_score(
    similarity: float, recency_value: float, importance: float, weights: ScoreWeights
) -> float:
    """``w.similarity*max(similarity, 0) + w.recency*recency + w.importance*importance``.

    Negative cosine means "unrelated", not "less than unrelated", so it counts as zero.
    """
    return (
        weights.similarity * max(0.0, similarity)
        + weights.recency * recency_value
        + weights.importance * importance
    )


def fused_similarity(
    cosine: float, lexical: float, lexical_weight: float, dense_weight: float = 1.0
) -> float:
    """Dense and lexical evidence in one ``[0, 1]`` similarity, a "noisy or".

    ``1 - (1 - d * max(cosine, 0)) * exp(-w * lexical)``, with ``lexical`` the bounded BM25
    of ``retrieval.lexical``. Without lexical evidence it is the cosine itself; each kind of
    evidence can only raise it; and both parts are absolute (they do not depend on the other
    candidates), so a score means the same for every query and every backend and a
    ``min_score`` threshold keeps its meaning. ``w = 0`` is dense only, ``d = 0`` lexical only.
    """
    dense = dense_weight * max(0.0, cosine)
    return 1.0 - (1.0 - dense) * math.exp(-lexical_weight * lexical)


def mentions(text: str, tags: Iterable[str], names: Iterable[str]) -> bool:
    """Whether a memory names any of ``names`` (whole words, any case) or is tagged with one."""
    folded = text.casefold()
    tag_set = {t.casefold() for t in tags}
    for name in names:
        key = name.strip().casefold()
        if key and (key in tag_set or re.search(rf"(?<!\w){re.escape(key)}(?!\w)", folded)):
            return True
    return False


def reinforce(existing: MemoryItem, importance: float, tags: Iterable[str], now: datetime) -> None:
    """Fold a repeated memory into the stored one: importance max, tags union, access bumped."""
    existing.importance = max(existing.importance, importance)
    merged = list(existing.tags)
    merged.extend(t for t in tags if t not in merged)
    existing.tags = merged
    existing.last_accessed_at = now
    existing.updated_at = now


def retention_score(facts: RetentionFacts, now: datetime, half_life: HalfLife) -> float:
    """What eviction keeps: recency plus importance."""
    rec = item_recency(
        facts.kind, facts.tags, facts.created_at, facts.last_accessed_at, now, half_life
    )
    return rec + facts.importance


def eviction_order(rows: Sequence[RetentionFacts], now: datetime, half_life: HalfLife) -> list[str]:
    """Ids of evictable items, lowest retention first (oldest first on ties).

    Superseded items (history) go before any active one; items with a protected tag are
    never listed.
    """
    candidates = [r for r in rows if not is_protected(r.tags)]
    candidates.sort(
        key=lambda r: (
            not r.superseded,
            retention_score(r, now, half_life),
            reference_time(r.created_at, r.last_accessed_at),
            r.id,
        )
    )
    return [r.id for r in candidates]
