"""One translator from an ``ItemFilter`` to Chroma's and Pinecone's metadata filters.

Both speak ``$and``/``$in``/``$gte``; each backend says only how it spells "active" and
"carries one of these tags".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ltm_core.stores._codec import to_micros
from ltm_core.stores.base import ItemFilter

Clause = dict[str, Any]


def metadata_filter(
    where: ItemFilter,
    *,
    active: Mapping[str, Any],
    any_tag: Callable[[list[str]], Clause],
) -> Clause | None:
    """The filter of ``where`` (``None``: everything; ``$and`` only for two clauses or more).

    Args:
        where: What to keep.
        active: The backend's clause for "not superseded".
        any_tag: The backend's clause for "carries one of these tags" (given sorted).
    """
    clauses: list[Clause] = []
    if not where.include_superseded:
        clauses.append(dict(active))
    if where.kinds is not None:
        clauses.append({"kind": {"$in": sorted(where.kinds)}})
    if where.tags is not None:
        clauses.append(any_tag(sorted(where.tags)))
    if where.since is not None:
        clauses.append({"created_at": {"$gte": to_micros(where.since)}})
    if where.until is not None:
        clauses.append({"created_at": {"$lte": to_micros(where.until)}})
    if not clauses:
        return None
    return clauses[0] if len(clauses) == 1 else {"$and": clauses}
