"""The profile, and the recalled block that opens with it, within a token budget.

The profile is what an assistant should always know about the user, whatever the
question: memories of kind ``identity``, those tagged ``pinned`` or ``core``, and those at
least ``LTM_PROFILE_MIN_IMPORTANCE`` important (0.9). It is capped at
``LTM_PROFILE_MAX_TOKENS`` and comes first in the block; the memories recalled for the
query follow, never repeating a profile memory, until ``LTM_BLOCK_MAX_TOKENS`` is reached.
This is how Letta's core memory and ChatGPT's saved memories behave: "suggest dinner"
then carries "allergic to peanuts" although the two share no words.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ltm_core.memory.provenance import where_from
from ltm_core.models import FACT_KINDS, MemoryItem, MemoryKind
from ltm_core.retrieval.render import PREAMBLE, render_line, render_lines
from ltm_core.stores.base import ItemFilter

if TYPE_CHECKING:
    from ltm_core.memory.facade import LongTermMemory
    from ltm_core.memory.reads import ScopedStore

#: Tags that put a memory in the profile.
PROFILE_TAGS = frozenset({"pinned", "core"})
#: Newest memories looked at for the profile.
PROFILE_SCAN = 1000
#: Characters per token of the budget's estimate (English text, common tokenizers).
CHARS_PER_TOKEN = 4


def estimate_tokens(text: str) -> int:
    """A tokenizer-free estimate: one token per 4 characters, rounded up."""
    return math.ceil(len(text) / CHARS_PER_TOKEN)


def in_profile(item: MemoryItem, min_importance: float) -> bool:
    """Whether ``item`` belongs in the profile."""
    if item.episode or item.superseded:
        return False
    return (
        item.kind == MemoryKind.IDENTITY.value
        or not PROFILE_TAGS.isdisjoint(item.tags)
        or item.importance >= min_importance
    )


def profile(memory: ScopedStore) -> list[MemoryItem]:
    """The profile memories, most important first, within ``profile_max_tokens``."""
    settings = memory.settings
    if settings.profile_max_tokens <= 0:
        return []
    where = ItemFilter.of(kinds=FACT_KINDS)
    newest = memory.store.list(memory.scope, where, limit=PROFILE_SCAN, offset=0)
    members = [i for i in newest if in_profile(i, settings.profile_min_importance)]
    members.sort(key=lambda i: (-i.importance, -i.created_at.timestamp()))
    chosen: list[MemoryItem] = []
    used = 0
    for item in members:
        cost = estimate_tokens(render_line(item)) + 1
        if used + cost > settings.profile_max_tokens:
            continue  # a shorter one may still fit
        chosen.append(item)
        used += cost
    return chosen


def recall_block(memory: LongTermMemory, query: str, k: int, min_score: float | None) -> str:
    """The profile, then up to ``k`` recalled memories, rendered within the token budget."""
    settings = memory.settings
    members = profile(memory)
    seen = {i.id for i in members}
    recalled = [
        r.item
        for r in memory.recall(query, k + len(members), min_score=min_score)
        if r.item.id not in seen
    ][:k]
    lines: list[str] = []
    budget = settings.block_max_tokens - estimate_tokens(render_lines(["-"], preamble=PREAMBLE))
    for item in [*members, *recalled]:
        line = render_line(item, where_from(item))
        cost = estimate_tokens(line) + 1
        if not line or cost > budget:
            continue
        lines.append(line)
        budget -= cost
    return render_lines(lines)
