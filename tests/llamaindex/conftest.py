"""Fixtures of the LlamaIndex adapter tests: scripted LLMs that capture what they were given."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import pytest
from llama_index.core.base.llms.types import (
    ChatMessage,
    ChatResponse,
    ChatResponseGen,
    CompletionResponse,
    CompletionResponseGen,
    LLMMetadata,
    MessageRole,
    ToolCallBlock,
)
from llama_index.core.bridge.pydantic import Field
from llama_index.core.llms import CustomLLM
from llama_index.core.llms.callbacks import llm_chat_callback, llm_completion_callback
from llama_index.core.llms.mock import MockFunctionCallingLLM
from ltm_core.render import BLOCK_CLOSE, BLOCK_OPEN

ROLE_LINE = re.compile(r"^(system|user|assistant|tool|developer|human|ai)\s*:", re.I | re.M)


@pytest.fixture(autouse=True)
def _facts_only(monkeypatch):
    """These tests are about the facts mined from each turn, so episodes are off here;
    tests/core/test_episodes.py and tests/langchain/test_placement.py switch them on."""
    monkeypatch.setenv("LTM_EPISODES", "0")


class CapturingLLM(CustomLLM):
    """A chat model that records every message list it is given and answers ``reply``."""

    reply: str = "Noted."
    calls: list[list[ChatMessage]] = Field(default_factory=list)
    prompts: list[str] = Field(default_factory=list)

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(is_chat_model=True, model_name="capturing")

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        self.prompts.append(prompt)
        return CompletionResponse(text=self.reply)

    @llm_completion_callback()
    def stream_complete(
        self, prompt: str, formatted: bool = False, **kwargs: Any
    ) -> CompletionResponseGen:
        self.prompts.append(prompt)
        yield CompletionResponse(text=self.reply, delta=self.reply)

    @llm_chat_callback()
    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        self.calls.append([m.model_copy(deep=True) for m in messages])
        return ChatResponse(message=ChatMessage(role="assistant", content=self.reply))

    @llm_chat_callback()
    def stream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseGen:
        self.calls.append([m.model_copy(deep=True) for m in messages])

        def gen() -> ChatResponseGen:
            yield ChatResponse(
                message=ChatMessage(role="assistant", content=self.reply), delta=self.reply
            )

        return gen()


class ScriptedLLM(CapturingLLM):
    """Answers completions from a queue (``"[]"`` once it is empty), recording each prompt."""

    answers: list[str] = Field(default_factory=list)

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        self.prompts.append(prompt)
        return CompletionResponse(text=self.answers.pop(0) if self.answers else "[]")


class ToolCallingLLM:
    """A function-calling mock: calls the first tool once, then answers; records each call."""

    def __init__(self, reply: str = "Here you are.") -> None:
        self.calls: list[list[ChatMessage]] = []
        self.reply = reply
        self.llm = MockFunctionCallingLLM(response_generator=self._respond, is_chat_model=True)

    def _respond(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatMessage:
        self.calls.append([m.model_copy(deep=True) for m in messages])
        if messages and messages[-1].role == MessageRole.TOOL:
            return ChatMessage(role="assistant", content=self.reply)
        tools = kwargs.get("tools") or []
        if not tools:
            return ChatMessage(role="assistant", content=self.reply)
        call = ToolCallBlock(
            tool_call_id=f"call-{len(self.calls)}",
            tool_name=tools[0].metadata.name,
            tool_kwargs={"city": "Lisbon"},
        )
        return ChatMessage(role="assistant", blocks=[call])


def block_messages(messages: Sequence[ChatMessage]) -> list[ChatMessage]:
    """The messages carrying a recalled-memories block."""
    return [m for m in messages if BLOCK_OPEN in (m.content or "")]


def the_block(messages: Sequence[ChatMessage], role: str = "system") -> str:
    """The one recalled-memories block among ``messages``; it must sit in a ``role`` message.

    Fails unless exactly one block opens and closes in the whole prompt, and the block is one
    text block of its own (not wrapped in LlamaIndex's ``<memory>`` template).
    """
    everything = "\n".join(m.content or "" for m in messages)
    assert everything.count(BLOCK_OPEN) == 1, everything
    assert everything.count(BLOCK_CLOSE) == 1, everything
    [carrier] = block_messages(messages)
    assert carrier.role.value == role
    texts = [b.text for b in carrier.blocks if hasattr(b, "text") and BLOCK_OPEN in b.text]
    assert len(texts) == 1
    text: str = texts[0]
    assert text.startswith(BLOCK_OPEN) and text.endswith(BLOCK_CLOSE), text
    assert "<memory>" not in text
    return text


@pytest.fixture
def alice(make_memory):
    return make_memory("alice", "chat")


@pytest.fixture
def bob(make_memory):
    return make_memory("bob", "chat")


@pytest.fixture
def llm() -> CapturingLLM:
    return CapturingLLM()


@pytest.fixture
def tool_llm() -> ToolCallingLLM:
    return ToolCallingLLM()
