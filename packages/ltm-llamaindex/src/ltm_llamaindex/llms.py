"""``LlamaIndexLLM``: any LlamaIndex LLM as the small text-in, text-out model extraction uses."""

from __future__ import annotations

from llama_index.core.llms import LLM as LlamaIndexBaseLLM
from llama_index.core.llms.mock import MockLLM

#: LlamaIndex's mock LLMs (``MockFunctionCallingLLM`` is one) echo the prompt back: they
#: stand in for a model in an app's tests, and never mine memories.
MOCK_LLMS = (MockLLM,)


def is_mock_llm(llm: LlamaIndexBaseLLM) -> bool:
    """Whether ``llm`` is one of LlamaIndex's mock LLMs (or a subclass of one)."""
    return isinstance(llm, MOCK_LLMS)


class LlamaIndexLLM:
    """Adapts a LlamaIndex ``LLM`` to the core's extraction ``LLM`` protocol.

    Pass it to the core's ``LLMExtractor`` to mine memories with the model a LlamaIndex
    application already has, e.g. ``LLMExtractor(LlamaIndexLLM(Settings.llm))``.

    Args:
        llm: Any ``llama_index.core.llms.LLM`` (OpenAI, Ollama, Anthropic, ``MockLLM``...).
    """

    def __init__(self, llm: LlamaIndexBaseLLM) -> None:
        self.llm = llm

    def __repr__(self) -> str:
        return f"LlamaIndexLLM({type(self.llm).__name__})"

    def complete(self, prompt: str) -> str:
        """Answer one prompt.

        Args:
            prompt: The whole prompt, sent as a completion (chat models get one user message).

        Returns:
            The model's text.
        """
        return self.llm.complete(prompt).text or ""

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        return (await self.llm.acomplete(prompt)).text or ""
