"""A scripted chat model that records every input it gets and can emit tool calls."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

Reply = AIMessage | str | Callable[[list[BaseMessage]], AIMessage | str]


class ScriptedChatModel(BaseChatModel):
    """Answers from ``script`` in order (then ``default``) and keeps each call's input messages.

    Items of ``script`` may be an ``AIMessage`` (e.g. with ``tool_calls``), a string, or a
    function of the input messages.
    """

    script: list[Any] = Field(default_factory=list)
    default: str = "OK."
    calls: list[list[BaseMessage]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted-fake"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedChatModel:  # type: ignore[override]
        return self

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.calls.append(list(messages))
        step: Reply = self.script.pop(0) if self.script else self.default
        if callable(step) and not isinstance(step, AIMessage):
            step = step(list(messages))
        message = step if isinstance(step, AIMessage) else AIMessage(content=step)
        return ChatResult(generations=[ChatGeneration(message=message)])

    def prompt_text(self, call: int = -1) -> str:
        """Every message of one call's input, as one text."""
        return "\n".join(str(m.text) for m in self.calls[call])
