"""The extraction prompt, and the conversation text a third-party model is allowed to see."""

from __future__ import annotations

import json
from collections.abc import Sequence

from ltm_core.guard import ContentGuard
from ltm_core.models import FACT_KINDS, ChatMessage

MAX_CONVERSATION_CHARS = 12_000
MAX_CANDIDATES = 8
MAX_WORDS = 25

EXTRACTION_PROMPT = """\
You maintain the long-term memory of an AI assistant. Read the conversation below and extract \
the durable facts about the USER that will still matter in future conversations.

Extract only what the user stated or clearly confirmed about themselves, their work, their \
preferences, their plans and their decisions. Never extract:
- guesses, suggestions, advice or content written by the assistant, unless the user confirmed it;
- tool output, search results, documents or code the user pasted;
- secrets of any kind (passwords, API keys, tokens, card numbers), or anything shown as \
[redacted:...];
- sensitive personal data (health, religion, politics, sexuality, finances, exact address) that \
the user did not volunteer about themselves;
- small talk, one-off requests, and questions.

Write each memory as ONE self-contained sentence of at most {max_words} words, in the third \
person ("The user prefers metric units."), understandable without the conversation.
kind is one of: {kinds}.
importance is a number from 0 to 1: 1 for identity, health and safety facts, about 0.7 for \
stable preferences and decisions, about 0.3 for passing details.

Answer with a JSON array only, no prose and no code fence, at most {max_candidates} items:
[{{"text": "...", "kind": "preference", "importance": 0.7}}]
Answer [] when nothing qualifies.

Conversation:
{conversation}
"""

SUPERSEDE_PROMPT = """\
You maintain the long-term memory of an AI assistant. A new memory about the user was just \
learned. Decide which stored memories it makes out of date: they are about the same subject \
and attribute, and the new one says something different (for example "The user moved to \
Berlin." replaces "The user lives in Paris."). Memories that are merely related, or that can \
both be true, are NOT out of date.

New memory: {new}

Stored memories:
{existing}

Answer with a JSON array of the numbers of the out-of-date stored memories only, e.g. [1] or [].
"""


def prepare_conversation(
    messages: Sequence[ChatMessage],
    guard: ContentGuard,
    *,
    max_chars: int = MAX_CONVERSATION_CHARS,
) -> list[ChatMessage]:
    """What an extraction model may see of a conversation.

    ``tool`` and ``system`` messages are dropped; ``<private>`` spans are removed and
    secret-shaped spans replaced by ``[redacted:<pattern>]``; then the newest messages are kept
    whole while they fit in ``max_chars``. When even the newest message is longer, its
    beginning is kept so the turn is not lost entirely.
    """
    cleaned: list[ChatMessage] = []
    for message in messages:
        if message.role not in ("user", "assistant"):
            continue
        content = guard.redact(guard.strip_private(message.content)).strip()
        if content:
            cleaned.append(ChatMessage(role=message.role, content=content))
    kept: list[ChatMessage] = []
    used = 0
    for message in reversed(cleaned):
        size = len(message.content)
        if used + size > max_chars:
            if not kept:
                kept.append(ChatMessage(role=message.role, content=message.content[:max_chars]))
            break
        kept.append(message)
        used += size
    kept.reverse()
    return kept


def format_conversation(messages: Sequence[ChatMessage]) -> str:
    """One ``role: content`` block per message, content JSON-quoted so it cannot fake a role."""
    return "\n".join(f"{m.role}: {json.dumps(m.content, ensure_ascii=False)}" for m in messages)


def build_extraction_prompt(messages: Sequence[ChatMessage]) -> str:
    """The full prompt for already-prepared messages."""
    return EXTRACTION_PROMPT.format(
        max_words=MAX_WORDS,
        kinds=", ".join(FACT_KINDS),
        max_candidates=MAX_CANDIDATES,
        conversation=format_conversation(messages),
    )


def build_supersede_prompt(new_text: str, existing_texts: Sequence[str]) -> str:
    """The prompt asking which stored memories a new one replaces (numbered from 1)."""
    listing = "\n".join(
        f"{i}. {json.dumps(t, ensure_ascii=False)}" for i, t in enumerate(existing_texts, 1)
    )
    return SUPERSEDE_PROMPT.format(new=json.dumps(new_text, ensure_ascii=False), existing=listing)
