"""Translation between LlamaIndex chat messages and the core's framework-neutral ``ChatMessage``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.base.llms.types import MessageRole, ToolCallBlock
from ltm_core import ChatMessage

# LlamaIndex roles -> the core's four roles. Chatbot (Cohere) and model (Gemini) are assistants.
_ROLES: dict[str, str] = {
    MessageRole.USER.value: "user",
    MessageRole.ASSISTANT.value: "assistant",
    MessageRole.CHATBOT.value: "assistant",
    MessageRole.MODEL.value: "assistant",
    MessageRole.SYSTEM.value: "system",
    MessageRole.DEVELOPER.value: "system",
    MessageRole.TOOL.value: "tool",
    MessageRole.FUNCTION.value: "tool",
}


def role_of(message: LIChatMessage) -> str:
    """The core role of a LlamaIndex message (unknown roles count as ``tool``: never mined)."""
    role = message.role.value if isinstance(message.role, MessageRole) else str(message.role)
    return _ROLES.get(role, "tool")


def text_of(message: LIChatMessage) -> str:
    """The text of a message: its text blocks joined, ``""`` when it has none."""
    return message.content or ""


def has_tool_calls(message: LIChatMessage) -> bool:
    """Whether a message asks for tool calls (OpenAI-style kwargs or ``ToolCallBlock``s)."""
    if message.additional_kwargs.get("tool_calls"):
        return True
    return any(isinstance(block, ToolCallBlock) for block in message.blocks)


def is_final_reply(message: LIChatMessage) -> bool:
    """An assistant message that asks for no tool call: the answer that ends a turn."""
    return role_of(message) == "assistant" and not has_tool_calls(message)


def to_core(messages: Iterable[LIChatMessage]) -> list[ChatMessage]:
    """Core messages for the extractor; messages without text are left out."""
    out: list[ChatMessage] = []
    for message in messages:
        text = text_of(message)
        if text.strip():
            out.append(ChatMessage.model_validate({"role": role_of(message), "content": text}))
    return out


def latest_user_text(messages: Sequence[LIChatMessage] | None) -> str:
    """The text of the newest user message that has text, ``""`` when there is none."""
    for message in reversed(messages or ()):
        if role_of(message) == "user":
            text = text_of(message)
            if text.strip():
                return text
    return ""
