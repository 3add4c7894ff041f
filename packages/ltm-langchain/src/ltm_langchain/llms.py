"""``ChatModelLLM``: any LangChain chat model as the extraction model of the core."""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage

from ltm_langchain._messages import message_text


class ChatModelLLM:
    """Turns a ``BaseChatModel`` into the core's ``LLM`` (``complete``/``acomplete``).

    Each prompt is sent as one human message; the answer's text content is returned, with
    content blocks flattened (non-text blocks such as reasoning are left out).

    Example:
        ```python
        from langchain.chat_models import init_chat_model
        from ltm_core.extraction.llm import LLMExtractor

        llm = ChatModelLLM(init_chat_model("openai:gpt-4o-mini", temperature=0))
        memory = create_default_long_term_memory("alice", extractor=LLMExtractor(llm))
        ```

    Args:
        chat_model: The chat model that mines memories from conversations.
    """

    def __init__(self, chat_model: BaseChatModel) -> None:
        self.chat_model = chat_model

    def __repr__(self) -> str:
        return f"ChatModelLLM({type(self.chat_model).__name__})"

    def complete(self, prompt: str) -> str:
        """Answer one prompt with the chat model."""
        return message_text(self.chat_model.invoke([HumanMessage(prompt)]))

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        return message_text(await self.chat_model.ainvoke([HumanMessage(prompt)]))
