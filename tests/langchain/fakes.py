"""A scripted chat model that records every input it gets and can emit tool calls.

It also answers the core's extraction prompt (which the middleware sends to the agent's own
model after each turn) from a separate script, so an agent test's chat script and its calls
are never consumed by the background extraction.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from ltm_core.extraction import EXTRACTION_PROMPT
from pydantic import Field

#: How every extraction prompt begins (the conversation follows).
EXTRACTION_HEAD = EXTRACTION_PROMPT[:80]

Reply = AIMessage | str | Callable[[list[BaseMessage]], AIMessage | str]


class ScriptedChatModel(BaseChatModel):
    """Answers from ``script`` in order (then ``default``) and keeps each call's input messages.

    Items of ``script`` may be an ``AIMessage`` (e.g. with ``tool_calls``), a string, or a
    function of the input messages.

    An extraction prompt is answered by ``extraction`` instead (a string, or a function of
    the prompt; it may raise) and recorded in ``extraction_prompts``; the default answer is
    prose, as a chat model that ignores the JSON instruction would give.
    """

    script: list[Any] = Field(default_factory=list)
    default: str = "OK."
    calls: list[list[BaseMessage]] = Field(default_factory=list)
    extraction: Any = "Sure! Happy to help with that."
    extraction_prompts: list[str] = Field(default_factory=list)

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
        if len(messages) == 1 and str(messages[0].text).startswith(EXTRACTION_HEAD):
            prompt = str(messages[0].text)
            self.extraction_prompts.append(prompt)
            answer = self.extraction(prompt) if callable(self.extraction) else self.extraction
            return ChatResult(generations=[ChatGeneration(message=AIMessage(content=answer))])
        self.calls.append(list(messages))
        step: Reply = self.script.pop(0) if self.script else self.default
        if callable(step) and not isinstance(step, AIMessage):
            step = step(list(messages))
        message = step if isinstance(step, AIMessage) else AIMessage(content=step)
        return ChatResult(generations=[ChatGeneration(message=message)])

    def prompt_text(self, call: int = -1) -> str:
        """Every message of one call's input, as one text."""
        return "\n".join(str(m.text) for m in self.calls[call])
