from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from ltm_core.scoring import (
    RetentionFacts,
    ScoreWeights,
    age_days,
    eviction_order,
    hybrid_score,
    item_recency,
    recency,
)

NOW = datetime(2026, 6, 1, tzinfo=UTC)


def half_life(kind: str) -> float | None:
    return {"identity": None, "task": 7.0}.get(kind, 30.0)


def test_recency_halves_every_half_life():
    assert recency(0, 30) == 1.0
    assert recency(30, 30) == pytest.approx(0.5)
    assert recency(60, 30) == pytest.approx(0.25)
    assert recency(10, None) == 1.0
    assert recency(-5, 30) == 1.0  # clock skew never boosts above fresh


def test_age_counts_from_the_later_of_created_and_accessed():
    created = NOW - timedelta(days=40)
    assert age_days(created, None, NOW) == pytest.approx(40)
    assert age_days(created, NOW - timedelta(days=10), NOW) == pytest.approx(10)
    assert age_days(created, created - timedelta(days=5), NOW) == pytest.approx(40)


def test_kind_and_tags_control_decay():
    old = NOW - timedelta(days=14)
    assert item_recency("task", (), old, None, NOW, half_life) == pytest.approx(0.25)
    assert item_recency("fact", (), old, None, NOW, half_life) == pytest.approx(0.5 ** (14 / 30))
    assert item_recency("identity", (), old, None, NOW, half_life) == 1.0
    assert item_recency("task", ("core",), old, None, NOW, half_life) == 1.0


def test_hybrid_score_weights_and_negative_cosine():
    w = ScoreWeights()
    assert hybrid_score(0.8, 0.5, 1.0, w) == pytest.approx(0.7 * 0.8 + 0.2 * 0.5 + 0.1)
    assert hybrid_score(-0.4, 1.0, 0.0, w) == pytest.approx(0.2)
    assert hybrid_score(0.5, 0.5, 0.5, ScoreWeights(1, 0, 0)) == 0.5


def facts(id: str, importance: float, days_old: float, tags=(), kind="fact") -> RetentionFacts:
    return RetentionFacts(id, kind, importance, tuple(tags), NOW - timedelta(days=days_old), None)


def test_eviction_order_lowest_retention_first_protected_never():
    rows = [
        facts("fresh-unimportant", 0.0, 0),  # 1.0
        facts("old-important", 0.9, 60),  # 0.25 + 0.9
        facts("old-unimportant", 0.1, 60),  # 0.35
        facts("ancient-pinned", 0.0, 999, ["pinned"]),
        facts("identity", 0.0, 999, kind="identity"),  # never decays: 1.0
    ]
    order = eviction_order(rows, NOW, half_life)
    assert order[0] == "old-unimportant"
    assert "ancient-pinned" not in order
    assert order.index("fresh-unimportant") < order.index("old-important")


def test_eviction_ties_go_oldest_first():
    rows = [facts("newer", 0.5, 0, kind="identity"), facts("older", 0.5, 10, kind="identity")]
    assert eviction_order(rows, NOW, half_life) == ["older", "newer"]


def test_fused_similarity_is_cosine_without_lexical_and_only_rises_with_it():
    from ltm_core.scoring import fused_similarity

    assert fused_similarity(0.6, 0.0, 2.0) == pytest.approx(0.6)
    assert fused_similarity(-0.3, 0.0, 2.0) == 0.0
    assert fused_similarity(0.6, 0.5, 2.0) > fused_similarity(0.6, 0.2, 2.0) > 0.6
    assert fused_similarity(0.6, 0.5, 0.0) == pytest.approx(0.6)  # dense only
    assert fused_similarity(0.9, 0.5, 2.0, dense_weight=0.0) == pytest.approx(
        fused_similarity(0.1, 0.5, 2.0, dense_weight=0.0)
    )  # lexical only
    assert 0.0 <= fused_similarity(1.0, 1.0, 50.0) <= 1.0
