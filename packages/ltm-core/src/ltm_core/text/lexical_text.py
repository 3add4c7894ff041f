"""What the lexical index reads of a memory: its text, and for conversation memories more.

A memory taken from a conversation (an episode, or a fact mined from one) is indexed with
the day it was said, in words ("Monday 8 May 2023"), so "what did I do in May?" finds it,
and with the message it answered (``metadata["ltm_context"]``), so a short reply such as
"Yes, last Sunday!" is found by the words of the question it replies to. The stored text
stays the user's words; only the lexical index and BM25 read the rest. Measured on the
LoCoMo dev half through ``remember_conversation``: R@10 0.747 -> 0.805, 0.808 with facts (see
docs/benchmarks.md). Dense vectors embed the text alone: the same context in the embedding
lowered R@10 (0.741).

Every lexical index (sqlite-vec's FTS5, Postgres) reads :func:`lexical_text` and the BM25 of
a recall :func:`lexical_terms` (the same stems, from cached parts), so they agree word for
word.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from functools import lru_cache
from typing import Any, Protocol

from ltm_core.text.lexical import TermCounts, cached_term_counts, cached_terms


class Indexed(Protocol):
    """What the index reads of a memory (a ``MemoryItem``; this layer imports no models)."""

    @property
    def text(self) -> str:
        """The memory's own words."""
        ...

    @property
    def source(self) -> str:
        """Where it came from: ``conversation`` for episodes and mined facts."""
        ...

    @property
    def created_at(self) -> datetime:
        """When it was said."""
        ...

    @property
    def metadata(self) -> Mapping[str, Any]:
        """Its metadata, where the answered message is kept."""
        ...


#: Metadata key of the message an episode answered (the previous message of its thread).
CONTEXT_KEY = "ltm_context"
#: Longest context kept: enough for the question a reply answers.
MAX_CONTEXT_CHARS = 400
#: The ``source`` of memories taken from a conversation.
CONVERSATION = "conversation"

# English names, whatever the process's locale (``%A`` and ``%B`` follow it).
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def said_on(when: datetime) -> str:
    """The day ``when`` falls on, in words: ``"Monday 8 May 2023"``."""
    return f"{_DAYS[when.weekday()]} {when.day} {_MONTHS[when.month - 1]} {when.year}"


def lexical_text(item: Indexed) -> str:
    """The text the lexical index and BM25 read for ``item``.

    Args:
        item: A stored memory.

    Returns:
        ``item.text`` itself, except for a memory from a conversation: its text, the day it
        was said in words, and the message it answered when one was recorded.
    """
    if item.source != CONVERSATION:
        return item.text
    context = item.metadata.get(CONTEXT_KEY) if item.metadata else None
    day = said_on(item.created_at)
    if isinstance(context, str) and context:
        return f"{item.text}\n{day}\n{context}"
    return f"{item.text}\n{day}"


@lru_cache(maxsize=4096)
def _day_terms(day: date) -> tuple[str, ...]:
    return cached_terms(said_on(datetime(day.year, day.month, day.day)))


def lexical_terms(item: Indexed) -> tuple[str, ...]:
    """The stems of :func:`lexical_text`, from cached parts: what BM25 scores in a recall.

    A recall scores up to a few hundred candidates; joining and re-stemming each one's parts
    would cost several times the stems of the text alone, so each part is cached by itself.
    """
    text = cached_terms(item.text)
    if item.source != CONVERSATION:
        return text
    context = item.metadata.get(CONTEXT_KEY) if item.metadata else None
    day = _day_terms(item.created_at.date())
    if isinstance(context, str) and context:
        return text + day + cached_terms(context)
    return text + day


def lexical_counts(item: Indexed) -> TermCounts:
    """:func:`lexical_terms` counted, as BM25 reads them; cached like the terms themselves."""
    terms = lexical_terms(item)
    if len(terms) == len(cached_terms(item.text)):  # the text alone: its cached counts
        return cached_term_counts(item.text)
    return _counted(terms)


@lru_cache(maxsize=32_768)
def _counted(terms: tuple[str, ...]) -> TermCounts:
    return TermCounts.of(terms)
