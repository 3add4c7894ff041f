"""LangChain messages as the core's ``ChatMessage``, and where the current turn starts."""

from __future__ import annotations

from collections.abc import Sequence

from langchain_core.messages import BaseMessage
from ltm_core import ChatMessage
from pydantic import ValidationError

#: LangChain message types and the core roles they map to.
ROLES = {
    "human": "user",
    "ai": "assistant",
    "system": "system",
    "developer": "system",
    "tool": "tool",
    "function": "tool",
}


def message_text(message: BaseMessage) -> str:
    """The text of a message, content blocks flattened (images and tool calls left out)."""
    return str(message.text)


def latest_human_index(messages: Sequence[BaseMessage]) -> int | None:
    """Index of the latest human message, or ``None`` when there is none."""
    for index in range(len(messages) - 1, -1, -1):
        if messages[index].type == "human":
            return index
    return None


def to_chat_messages(messages: Sequence[BaseMessage]) -> list[ChatMessage]:
    """Map messages to ``ChatMessage``; messages without text or with an unknown role are left out.

    A ``ChatMessage`` of LangChain (type ``"chat"``) keeps its own ``role``.
    """
    out: list[ChatMessage] = []
    for message in messages:
        role = ROLES.get(message.type) or getattr(message, "role", None)
        text = message_text(message)
        if not role or not text.strip():
            continue
        try:
            out.append(
                ChatMessage.model_validate({"role": role, "content": text, "id": message.id})
            )
        except ValidationError:
            continue
    return out
