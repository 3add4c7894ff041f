"""Raw ``memories`` rows as a recall's candidate columns (see :mod:`ltm_core.stores.candidates`).

Only the columns the hybrid score reads are decoded (tags, and the metadata of conversation
memories for their lexical text); the full ``MemoryItem`` of a row is built when recall asks
for it, which is for the ten or so it returns.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ltm_core.stores._codec import from_micros
from ltm_core.stores.candidates import CandidateRows
from ltm_core.stores.sqlite.rows import item_from_row
from ltm_core.text.lexical import TermCounts, TermStatistics, cached_term_counts
from ltm_core.text.lexical_text import CONVERSATION, lexical_counts

__all__ = ["candidate_columns"]


@dataclass(frozen=True, slots=True)
class _Indexed:
    """What the lexical text of a conversation memory reads (``lexical_text.Indexed``)."""

    text: str
    source: str
    created_at: datetime
    metadata: Mapping[str, Any]


def _counts(row: Sequence[Any]) -> TermCounts:
    if row[7] != CONVERSATION:
        return cached_term_counts(row[2])  # what ``lexical_counts`` gives for the text alone
    metadata = {} if row[6] == "{}" else json.loads(row[6])
    return lexical_counts(_Indexed(row[2], row[7], from_micros(row[8]), metadata))


def candidate_columns(
    rows: Sequence[tuple[Any, ...]],
    cosines: Sequence[float],
    statistics: TermStatistics | None,
) -> CandidateRows:
    """Columns of ``SELECT COLUMNS`` rows (bumps applied), each with its cosine to the query.

    Args:
        rows: The candidates' rows, in rank order.
        cosines: Each row's cosine to the query.
        statistics: The scope's term statistics, or ``None`` when no lexical score is asked
            (then no terms are counted).
    """
    return CandidateRows(
        ids=[r[1] for r in rows],
        dense=list(cosines),
        texts=[r[2] for r in rows],
        kinds=[r[3] for r in rows],
        importance=[r[4] for r in rows],
        tags=[[] if r[5] == "[]" else json.loads(r[5]) for r in rows],
        created=[r[8] for r in rows],
        accessed=[r[10] for r in rows],
        has_sources=[bool(r[13]) and '"source_ids"' in r[13] for r in rows],
        counts=[] if statistics is None else [_counts(r) for r in rows],
        statistics=statistics,
        build=lambda index: item_from_row(rows[index]),
    )
