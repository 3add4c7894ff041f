"""``ChatModelLLM``: any LangChain chat model as the extraction model of the core."""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel
from langchain_core.language_models.fake_chat_models import (
    FakeChatModel,
    FakeListChatModel,
    FakeMessagesListChatModel,
    GenericFakeChatModel,
    ParrotFakeChatModel,
)
from langchain_core.messages import HumanMessage
from langchain_core.runnables import RunnableConfig

from ltm_langchain._messages import message_text

#: LangChain's own fake chat models: scripted for an app's tests, never a miner of memories
#: (calling one would also use up the answers its test scripted for the agent).
FAKE_CHAT_MODELS = (
    FakeChatModel,
    FakeListChatModel,
    FakeMessagesListChatModel,
    GenericFakeChatModel,
    ParrotFakeChatModel,
)

#: Tags of the extraction call: LangGraph never streams a "nostream" run into the agent's
#: ``stream_mode="messages"`` output, and a trace shows what the call was for.
EXTRACTION_CONFIG: RunnableConfig = {
    "tags": ["nostream", "ltm-extraction"],
    "run_name": "ltm_extraction",
}


def is_fake_chat_model(model: BaseChatModel) -> bool:
    """Whether ``model`` is one of LangChain's fake chat models (or a subclass of one)."""
    return isinstance(model, FAKE_CHAT_MODELS)


class ChatModelLLM:
    """Turns a ``BaseChatModel`` into the core's ``LLM`` (``complete``/``acomplete``).

    Each prompt is sent as one human message; the answer's text content is returned, with
    content blocks flattened (non-text blocks such as reasoning are left out). The call is
    tagged ``nostream``, so inside an agent run it never shows in the streamed messages.

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
        return message_text(self.chat_model.invoke([HumanMessage(prompt)], EXTRACTION_CONFIG))

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        answer = await self.chat_model.ainvoke([HumanMessage(prompt)], EXTRACTION_CONFIG)
        return message_text(answer)
