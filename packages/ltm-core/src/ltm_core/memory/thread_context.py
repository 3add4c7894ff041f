"""What an episode answered: the previous message of its thread, kept for the lexical index.

A reply such as "Yes, last Sunday!" means little alone; the question it answers goes into the
episode's lexical index as ``metadata["ltm_context"]`` (:mod:`ltm_core.text.lexical_text`),
never into its text. Three rules keep that context from becoming a way around the promises:

- only the conversation's own words count: a user or assistant message, never a system
  prompt (the operator's, shared by every user) nor a tool result (data about anyone);
- the pair is judged whole: an answer that is a credential only beside its question ("What's
  the wifi password?" then "it's marmalade"), or a secret split over two messages, refuses
  the episode, although each half alone is clean;
- what is forgotten stays forgotten: ``forget``, ``forget_source`` and ``clear`` take the
  forgotten words out of the contexts stored and out of this process's memory of the thread,
  and a thread whose last stored episode is gone (deleted by another process) has no context.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ltm_core.text.lexical_text import CONTEXT_KEY, MAX_CONTEXT_CHARS

if TYPE_CHECKING:
    from ltm_core.memory.facade import LongTermMemory
    from ltm_core.models import MemoryItem

#: Metadata key of the message id the stored context was taken from, so ``forget_source``
#: can take it back out.
CONTEXT_OF_KEY = "ltm_context_of"
#: How many of a thread's last messages a reply is judged beside.
RECENT = 3
#: Roles whose words may be the context of the next user message.
CONVERSATIONAL = frozenset({"user", "assistant"})

_REDACTED = re.compile(r"\[redacted:[^\]]*\]")


@dataclass(frozen=True)
class Said:
    """The last message of a thread, as an episode's index may use it.

    Attributes:
        text: The message, private spans out and secrets dropped, cut short.
        message_id: Its id, when the framework gave one.
        anchor: The id of the thread's last episode stored before or with it: once that
            episode is gone the thread was forgotten or cleared, and so is this.
    """

    text: str
    message_id: str | None = None
    anchor: str | None = None
    #: The thread's last few messages (this one last), ``(role, cleaned text)``: a reply is
    #: judged beside each of them, so a filler ("ok") between question and answer, or an
    #: interjection inside a split secret, hides nothing.
    recent: tuple[tuple[str, str], ...] = ()


class ThreadContext:
    """The last message said on each of the most recent ``max_threads`` threads, per memory.

    Kept in this process only: after a restart a thread's first turn has no context.
    """

    def __init__(self, max_threads: int = 1024) -> None:
        self.max_threads = max_threads
        self._last: OrderedDict[str, Said] = OrderedDict()

    def last(self, thread_id: str | None) -> Said | None:
        """The last message of ``thread_id`` seen by this memory, if any."""
        return self._last.get(thread_id or "")

    def said(self, thread_id: str | None, said: Said) -> None:
        """Record ``said`` as the thread's latest message."""
        key = thread_id or ""
        self._last[key] = said
        self._last.move_to_end(key)
        while len(self._last) > self.max_threads:
            self._last.popitem(last=False)

    def forget(
        self,
        *,
        thread_id: str | None = None,
        message_id: str | None = None,
        text: str | None = None,
    ) -> None:
        """Drop what came from that thread, that message, or that (cleaned) text."""
        for key, said in list(self._last.items()):
            if (
                (thread_id is not None and key == thread_id)
                or (message_id is not None and said.message_id == message_id)
                or (text is not None and said.text == text)
            ):
                del self._last[key]

    def clear(self) -> None:
        """Forget every thread (the scope was cleared)."""
        self._last.clear()


def answered_message(memory: LongTermMemory, text: str | None) -> str | None:
    """``text`` fit for an episode's index: private spans out, secrets dropped, cut short."""
    if not text or not text.strip():
        return None
    cleaned = _REDACTED.sub(" ", memory.guard.clean_query(text[: MAX_CONTEXT_CHARS * 2]))
    cleaned = " ".join(cleaned.split())[:MAX_CONTEXT_CHARS]
    return cleaned or None


def secret_with_context(
    memory: LongTermMemory, recent: tuple[tuple[str, str], ...], text: str
) -> str | None:
    """The rule a message breaks only beside the messages before it, or ``None``.

    ``recent`` is already clean and ``text`` is judged alone elsewhere. The reply is read after
    each recent message (a question and its answer, as two lines and as one sentence), and
    after the user's own last messages joined (a secret said in parts).
    """
    reply = memory.guard.clean_query(text)
    readings = [f"{said}{glue}{reply}" for _, said in recent for glue in ("\n", " ")]
    users = [said for role, said in recent if role == "user"]
    if len(users) > 1:
        readings.append(" ".join([*users, reply]))
    for reading in dict.fromkeys(readings):
        rule = memory.guard.check(reading)
        if rule is not None:
            return rule
    return None


def recent_with(said: Said | None, role: str, text: str) -> tuple[tuple[str, str], ...]:
    """The thread's recent messages once ``text`` is said."""
    before = said.recent if said is not None else ()
    return (*before, (role, text))[-RECENT:]


def still_anchored(memory: LongTermMemory, said: Said | None) -> Said | None:
    """``said`` if the thread it belongs to still has its last episode, else ``None``."""
    if said is None or said.anchor is None:
        return said
    return said if memory.store.get(memory.scope, [said.anchor]) else None


def anchored(said: Said, anchor: str | None) -> Said:
    """``said`` re-anchored on the thread's newest stored episode."""
    if anchor is None:
        return said
    return replace(said, anchor=anchor)


def without_context(item: MemoryItem) -> None:
    """Take the stored context out of ``item``'s metadata."""
    item.metadata = {
        k: v for k, v in item.metadata.items() if k not in (CONTEXT_KEY, CONTEXT_OF_KEY)
    }


def depends_on(item: MemoryItem, *, message_id: str | None, text: str | None) -> bool:
    """Whether ``item``'s stored context was taken from that message (by id or by words)."""
    if CONTEXT_KEY not in item.metadata:
        return False
    if message_id is not None and item.metadata.get(CONTEXT_OF_KEY) == message_id:
        return True
    return text is not None and item.metadata.get(CONTEXT_KEY) == text
