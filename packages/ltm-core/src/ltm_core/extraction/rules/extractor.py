"""``RuleExtractor``: the extractor ltm uses when no language model is configured."""

from __future__ import annotations

from collections.abc import Sequence

from ltm_core.extraction.rules.sentences import _from_text
from ltm_core.extraction.rules.slots import _slot_and_value
from ltm_core.extraction.rules.statements import _Found
from ltm_core.models import Candidate, ChatMessage

__all__ = ["RuleExtractor"]


class RuleExtractor:
    """Offline extractor for explicit first-person statements.

    Reads only ``user`` messages and turns explicit statements about the user ("I'm allergic
    to peanuts", "my name is Alice", "we decided to use Postgres 16", "never use emojis in
    replies") into third-person candidates ("The user is allergic to peanuts."). Questions,
    hypotheticals, requests, reported speech, quotes, pasted code, ``<private>`` spans and
    chit-chat about the conversation give nothing. No I/O, no model, deterministic.

    Args:
        max_candidates: Most candidates returned per call; when a turn states more, the most
            important ones are kept (in the order they were said).

    Raises:
        ValueError: If ``max_candidates`` is negative.
    """

    def __init__(self, max_candidates: int = 8) -> None:
        if isinstance(max_candidates, bool) or not isinstance(max_candidates, int):
            raise TypeError("max_candidates must be an int, e.g. 8")
        if max_candidates < 0:
            raise ValueError("max_candidates must be >= 0")
        self.max_candidates = max_candidates

    def __repr__(self) -> str:
        return f"RuleExtractor(max_candidates={self.max_candidates})"

    def extract(self, messages: Sequence[ChatMessage]) -> list[Candidate]:
        """Candidates stated by the user in a finished chat turn.

        Args:
            messages: The turn, in order; only ``user`` messages are mined.

        Returns:
            At most ``max_candidates`` candidates, each one third-person sentence of at most
            ``MAX_WORDS`` words, without duplicates, in the order the user said them.
        """
        found: list[_Found] = []
        seen: set[str] = set()
        for message in messages:
            if message.role != "user" or not message.content:
                continue
            for item in _from_text(message.content):
                key = " ".join(item.text.casefold().split())
                if key not in seen:
                    seen.add(key)
                    found.append(item)
        if len(found) > self.max_candidates:
            ranked = sorted(range(len(found)), key=lambda i: (-found[i].importance, i))
            keep = set(ranked[: self.max_candidates])
            found = [item for i, item in enumerate(found) if i in keep]
        return [Candidate(text=f.text, kind=f.kind, importance=f.importance) for f in found]

    async def aextract(self, messages: Sequence[ChatMessage]) -> list[Candidate]:
        """Async twin of :meth:`extract` (no I/O: the same result, computed inline).

        Args:
            messages: The turn, in order; only ``user`` messages are mined.

        Returns:
            The same candidates as :meth:`extract`.
        """
        return self.extract(messages)

    def judge_supersede(self, new_text: str, existing_texts: Sequence[str]) -> list[int]:
        """Indexes of stored memories that ``new_text`` makes out of date.

        A stored memory is out of date when it has the same :func:`memory_slot` as the new
        one (not ``None``) and a different value: "The user moved to Berlin." replaces "The
        user lives in Paris." but not "The user works in Paris." nor "The user's sister
        lives in Rome.", and not "The user lives in Berlin." (which agrees).

        Args:
            new_text: The memory just learned.
            existing_texts: Stored memories to check.

        Returns:
            Indexes into ``existing_texts``, ascending.
        """
        new = _slot_and_value(new_text)
        if new is None:
            return []
        out: list[int] = []
        for index, text in enumerate(existing_texts):
            old = _slot_and_value(text)
            if old is not None and old[0] == new[0] and old[1] != new[1]:
                out.append(index)
        return out
