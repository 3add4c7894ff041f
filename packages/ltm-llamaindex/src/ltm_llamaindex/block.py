"""``LongTermMemoryBlock``: ltm as a LlamaIndex ``BaseMemoryBlock``."""

from __future__ import annotations

from typing import Any

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.bridge.pydantic import Field, PrivateAttr
from llama_index.core.memory import BaseMemoryBlock
from ltm_core import LongTermMemory

from ltm_llamaindex._messages import latest_user_text, to_core

DEFAULT_BLOCK_NAME = "recalled-memories"


def session_metadata(session_id: object) -> dict[str, str] | None:
    """The metadata stored with memories mined from one chat session."""
    return {"session_id": session_id} if isinstance(session_id, str) and session_id else None


class LongTermMemoryBlock(BaseMemoryBlock[str]):
    """Recalls long-term memories for the latest user message; mines what it is given.

    ``aget`` recalls on the newest *user* message (never on the assistant's) and returns the
    core's rendered ``<recalled-memories>`` block, escaped, or ``""`` when nothing is recalled
    (LlamaIndex then leaves the block out). The result is cached per session and user
    message, because agents call ``aget`` several times in one turn; the cache is dropped by
    :meth:`clear_cache`, which :class:`~ltm_llamaindex.LongTermChatMemory` calls whenever a
    new user message is put.

    ``aput`` mines the messages it is given (``aremember_conversation``). A plain LlamaIndex
    ``Memory`` only calls it with messages that overflow its short-term queue, so on its own
    the block remembers little; use :func:`~ltm_llamaindex.create_memory`, which mines every
    finished turn.

    Args:
        memory: The user's ``LongTermMemory``; it decides the scope, and so whose memories
            are recalled.
        name: The block's name, unique within one ``Memory``.
        priority: LlamaIndex truncation priority; 0 (the default) is never truncated.
        top_k: How many memories to recall at most.
        min_score: Leave out memories whose hybrid score is below this.

    Example:
        >>> block = LongTermMemoryBlock(memory=ltm)  # doctest: +SKIP
        >>> Memory.from_defaults(memory_blocks=[block])  # doctest: +SKIP
    """

    name: str = Field(default=DEFAULT_BLOCK_NAME, description="The name of the memory block.")
    description: str | None = Field(
        default="Long-term memories about the user, recalled from earlier conversations.",
        description="A description of the memory block.",
    )
    memory: LongTermMemory = Field(
        exclude=True, description="The user's long-term memory (decides the scope)."
    )
    top_k: int = Field(default=5, ge=0, description="How many memories to recall at most.")
    min_score: float | None = Field(
        default=None, description="Leave out memories whose hybrid score is below this."
    )

    _cache_key: tuple[str | None, str] | None = PrivateAttr(default=None)
    _cache_text: str = PrivateAttr(default="")

    async def _aget(self, messages: list[LIChatMessage] | None = None, **block_kwargs: Any) -> str:
        """Recall for the newest user message and render the block.

        Args:
            messages: The conversation so far, newest last (LlamaIndex appends the pending
                input as a user message).
            **block_kwargs: Passed by ``Memory``; ``session_id`` keys the cache.

        Returns:
            The escaped ``<recalled-memories>`` block, or ``""`` when nothing is recalled.
        """
        query = latest_user_text(messages)
        if not query:
            return ""
        session_id = block_kwargs.get("session_id")
        key = (session_id if isinstance(session_id, str) else None, query)
        if key == self._cache_key:
            return self._cache_text
        text = await self.memory.arecall_block(query, self.top_k, min_score=self.min_score)
        self._cache_key, self._cache_text = key, text
        return text

    async def _aput(self, messages: list[LIChatMessage]) -> None:
        """Mine the given messages for memories and wait until they are stored.

        Args:
            messages: Messages handed over by ``Memory`` (tagged with ``session_id``).
        """
        self.clear_cache()
        session_id = next(
            (m.additional_kwargs.get("session_id") for m in messages if m.additional_kwargs),
            None,
        )
        await self.memory.aremember_conversation(
            to_core(messages), metadata=session_metadata(session_id)
        )

    def clear_cache(self) -> None:
        """Forget the cached recall, so the next ``aget`` recalls afresh."""
        self._cache_key, self._cache_text = None, ""
