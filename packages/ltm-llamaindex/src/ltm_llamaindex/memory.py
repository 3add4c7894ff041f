"""``create_memory``: a LlamaIndex ``Memory`` that recalls before and remembers after every turn."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from typing import Any

from llama_index.core.base.llms.types import ChatMessage as LIChatMessage
from llama_index.core.base.llms.types import ContentBlock, MessageRole, TextBlock
from llama_index.core.bridge.pydantic import PrivateAttr
from llama_index.core.llms import LLM
from llama_index.core.memory import BaseMemoryBlock, InsertMethod, Memory
from llama_index.core.memory.memory import DEFAULT_TOKEN_LIMIT
from llama_index.core.storage.chat_store.base_db import MessageStatus
from ltm_core import ChatMessage, LongTermMemory, MemoryCache, MemoryScope

from ltm_llamaindex._messages import is_final_reply, role_of, to_core
from ltm_llamaindex.block import DEFAULT_BLOCK_NAME, LongTermMemoryBlock, session_metadata
from ltm_llamaindex.chat_store import InMemoryChatStore
from ltm_llamaindex.llms import LlamaIndexLLM, is_mock_llm
from ltm_llamaindex.scopes import DEFAULT_NAMESPACE, as_scope, default_memories

# Marks the carrier message that takes a rendered block past LlamaIndex's template.
_RECALLED_KEY = "ltm_recalled_block"
# Messages kept of a turn that never ends (the extractor reads at most 12,000 characters).
_MAX_PENDING = 64
# Arguments of Memory.from_defaults that choose a chat store; none given: InMemoryChatStore.
_CHAT_STORE_ARGS = ("chat_store", "async_database_uri", "async_engine")


class LongTermChatMemory(Memory):
    """A LlamaIndex ``Memory`` that also mines every finished turn into long-term memory.

    Everything ``Memory`` does is kept (short-term queue, chat store, token limits, other
    memory blocks); two things are added:

    * **A turn is mined when it ends.** A turn ends when an assistant message that asks for no
      tool call is put after at least one user message. The messages put since the previous
      turn ended (the previous answer first, as context, then the user message, any tool
      calls and results, and the answer) go to ``remember_conversation`` of every
      :class:`LongTermMemoryBlock`'s memory in the background, so the chat turn does not
      wait. ``put``, ``aput``, ``put_messages`` and ``aput_messages`` all count; ``set`` and
      ``reset`` start afresh without mining the history they are given. Call
      :meth:`flush` (or :meth:`aflush`) to wait for the extraction.
    * **The recalled block is inserted verbatim.** ``Memory`` would put every block's text
      inside its ``<memory><block-name>...`` template; the core's rendered
      ``<recalled-memories>`` block is already complete and escaped, so it bypasses the
      template and is inserted as its own text block, first, where ``insert_method`` says:
      the system message (``"system"``, the default; one is created when the history has
      none), or the end of the latest user message (``"user"``: the system message and the
      history stay byte-identical from turn to turn, so a provider's prompt cache of the
      conversation prefix keeps hitting; ``"system"`` changes the first message every turn).
      Other blocks keep LlamaIndex's template.

    Build it with :func:`create_memory`.
    """

    _pending: list[ChatMessage] = PrivateAttr(default_factory=list)
    _pending_lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)
    _extraction_llm: LlamaIndexLLM | None = PrivateAttr(default=None)

    def mine_with(self, llm: LLM | None) -> None:
        """Mine finished turns with ``llm`` (``None``: the rules), unless the memory has its own.

        A mock LLM (``MockLLM`` and its subclasses) only echoes prompts, so the offline rule
        extractor mines instead. Whenever the LLM fails, times out or answers no usable
        JSON, the rule extractor mines the turn.

        Args:
            llm: The LlamaIndex LLM; one extra call per finished turn, in the background.
        """
        self._extraction_llm = None if llm is None or is_mock_llm(llm) else LlamaIndexLLM(llm)

    @classmethod
    def class_name(cls) -> str:
        """The class name LlamaIndex records when serialising."""
        return "LongTermChatMemory"

    @property
    def long_term_blocks(self) -> list[LongTermMemoryBlock]:
        """The :class:`LongTermMemoryBlock`s among this memory's blocks."""
        return [b for b in self.memory_blocks if isinstance(b, LongTermMemoryBlock)]

    # -- writes: mine each finished turn -------------------------------------------------

    async def aput(self, message: LIChatMessage) -> None:
        """Add a message; when it ends a turn, mine the turn in the background.

        Args:
            message: The message to add.
        """
        await super().aput(message)
        self._track([message])

    async def aput_messages(self, messages: list[LIChatMessage]) -> None:
        """Add messages; every turn they end is mined in the background.

        Args:
            messages: The messages to add, oldest first.
        """
        await super().aput_messages(messages)
        self._track(messages)

    async def aset(self, messages: list[LIChatMessage]) -> None:
        """Replace the chat history; the history given is not mined.

        Args:
            messages: The new history.
        """
        await super().aset(messages)
        self._restart()

    async def areset(self, status: MessageStatus | None = None) -> None:
        """Delete the chat history and forget the turn in progress.

        Args:
            status: Only delete messages with this status (all when ``None``).
        """
        await super().areset(status)
        self._restart()

    def _restart(self) -> None:
        with self._pending_lock:
            self._pending.clear()
        for block in self.long_term_blocks:
            block.clear_cache()

    def _track(self, messages: Sequence[LIChatMessage]) -> None:
        """Follow the turn in progress and hand each finished one to extraction."""
        blocks = self.long_term_blocks
        if not blocks:
            return
        turns: list[list[ChatMessage]] = []
        with self._pending_lock:
            for message in messages:
                core = to_core([message])
                if role_of(message) == "user":
                    for block in blocks:
                        block.clear_cache()  # a new user message: recall afresh
                self._pending.extend(core)
                if is_final_reply(message):
                    if any(m.role == "user" for m in self._pending):
                        turns.append(list(self._pending))
                    # The answer stays as context: "yes, remember that" needs its question.
                    self._pending[:] = core
                del self._pending[:-_MAX_PENDING]
        metadata = session_metadata(self.session_id)
        for turn in turns:
            for block in blocks:
                block.memory.remember_conversation(
                    turn, background=True, metadata=metadata, model=self._extraction_llm
                )

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the turns handed to extraction are stored.

        Args:
            timeout: Seconds to wait per long-term memory; ``None`` waits as long as needed.

        Returns:
            ``True`` when nothing is left pending.
        """
        return all([block.memory.flush(timeout) for block in self.long_term_blocks])

    async def aflush(self, timeout: float | None = None) -> bool:
        """Async twin of :meth:`flush`."""
        return await asyncio.to_thread(self.flush, timeout)

    # -- reads: the recalled block goes in verbatim ----------------------------------------

    async def _format_memory_blocks(
        self, content_per_memory_block: dict[str, Any]
    ) -> tuple[list[tuple[str, list[ContentBlock]]], list[LIChatMessage]]:
        """Keep long-term blocks out of the ``<memory>`` template; carry them as messages."""
        names = [b.name for b in self.long_term_blocks]
        others = {k: v for k, v in content_per_memory_block.items() if k not in names}
        template_data, chat_messages = await super()._format_memory_blocks(others)
        carriers = [
            LIChatMessage(
                role=MessageRole.SYSTEM,
                content=content_per_memory_block[name],
                additional_kwargs={_RECALLED_KEY: name},
            )
            for name in names
            if isinstance(content_per_memory_block.get(name), str)
            and content_per_memory_block[name]
        ]
        return template_data, [*carriers, *chat_messages]

    def _insert_memory_content(
        self,
        chat_history: list[LIChatMessage],
        memory_content: list[ContentBlock],
        chat_message_data: list[LIChatMessage],
    ) -> list[LIChatMessage]:
        """Insert recalled blocks first among the memory content, where ``insert_method`` says."""
        recalled: list[ContentBlock] = []
        others: list[LIChatMessage] = []
        for message in chat_message_data:
            if _RECALLED_KEY in message.additional_kwargs:
                recalled.append(TextBlock(text=message.content or ""))
            else:
                others.append(message)
        if self.insert_method == InsertMethod.USER and recalled:
            # At the END of the latest user message, on a copy: every earlier message (and
            # the stored history) stays byte-identical, so a prompt cache keeps hitting.
            result = super()._insert_memory_content(chat_history, memory_content, others)
            for index in range(len(result) - 1, -1, -1):
                if result[index].role == "user":
                    latest = result[index].model_copy(deep=True)
                    latest.blocks = [*latest.blocks, *recalled]
                    result[index] = latest
                    return result
            return [*result, LIChatMessage(role="user", blocks=recalled)]
        return super()._insert_memory_content(chat_history, [*recalled, *memory_content], others)


def create_memory(
    memory: LongTermMemory | MemoryScope | str | None,
    *,
    namespace: str = DEFAULT_NAMESPACE,
    memories: MemoryCache[MemoryScope] | None = None,
    session_id: str | None = None,
    token_limit: int = DEFAULT_TOKEN_LIMIT,
    insert_method: InsertMethod | str = InsertMethod.SYSTEM,
    top_k: int = 5,
    min_score: float | None = None,
    block_name: str = DEFAULT_BLOCK_NAME,
    memory_blocks: Sequence[BaseMemoryBlock[Any]] = (),
    llm: LLM | None = None,
    **memory_kwargs: Any,
) -> LongTermChatMemory:
    """A LlamaIndex ``Memory`` with long-term recall before, and extraction after, every turn.

    Pass it as ``memory=`` to ``SimpleChatEngine``, ``CondensePlusContextChatEngine``,
    ``FunctionAgent`` or ``AgentWorkflow``. Before each model call the memories recalled for
    the latest user message reach the model as one escaped ``<recalled-memories>`` block;
    after each finished turn the turn is mined in the background (see
    :class:`LongTermChatMemory` for what a finished turn is).

    Args:
        memory: The user's ``LongTermMemory`` (it decides whose memories these are), or
            ``None`` (e.g. ``create_default_long_term_memory`` when memory is not opted in):
            then a plain short-term memory that recalls and stores nothing long-term. A
            ``MemoryScope`` or a user id names the scope instead: its memory comes from
            ``memories`` (one per scope, least recently used closed first), so an app
            serving many users builds one per request without a memory per user forever.
        namespace: The namespace of a scope given as a bare user id.
        memories: The per-scope cache for a scope or user id; the process's default one
            (``LTM_SCOPE_CACHE_SIZE`` open at most, the core's default memories) when
            ``None``.
        session_id: The chat session (LlamaIndex's chat store key); a new id per
            conversation. Long-term memories are shared by all sessions of the same scope.
            A random id when omitted.
        token_limit: LlamaIndex's token budget for history plus memory blocks.
        insert_method: ``"system"`` puts the block in a system message, ``"user"`` at the
            end of the latest user message (cache-friendly: earlier messages never change).
        top_k: How many memories to recall per turn.
        min_score: Leave out memories whose hybrid score is below this.
        block_name: The name of the long-term block.
        memory_blocks: Further LlamaIndex memory blocks to include.
        llm: Mines each finished turn when the long-term memory has no extractor of its own
            (``LTM_LLM_*`` or ``extractor=``): pass the LLM the chat engine or agent already
            uses, so no new party sees the conversation. That is **one extra call per
            turn**, in the background. The offline rule extractor mines instead when it is
            ``None`` (the default) or a ``MockLLM``, and whenever the LLM fails, times out
            or answers no usable JSON.
        **memory_kwargs: Passed on to ``Memory.from_defaults`` (``chat_store``,
            ``async_database_uri``, ``tokenizer_fn``, ``chat_history``, ...). Without
            ``chat_store``, ``async_database_uri`` or ``async_engine`` the chat history is
            an :class:`~ltm_llamaindex.chat_store.InMemoryChatStore` of this memory's own
            (LlamaIndex's default, an in-memory database, held a thread per live memory).

    Returns:
        A :class:`LongTermChatMemory` (a ``Memory`` subclass).
    """
    if isinstance(memory, MemoryScope | str):
        cache = default_memories() if memories is None else memories
        memory = cache.get(as_scope(memory, namespace))
    blocks: list[BaseMemoryBlock[Any]] = []
    if memory is not None:
        # Every turn is mined already: blocks must not mine the overflow a second time.
        blocks.append(
            LongTermMemoryBlock(
                memory=memory,
                name=block_name,
                top_k=top_k,
                min_score=min_score,
                accept_short_term_memory=False,
            )
        )
    blocks.extend(memory_blocks)
    if all(memory_kwargs.get(name) is None for name in _CHAT_STORE_ARGS):
        # LlamaIndex's default is an aiosqlite database per Memory: one thread per session.
        memory_kwargs["chat_store"] = InMemoryChatStore()
    chat_memory = LongTermChatMemory.from_defaults(
        session_id=session_id,
        token_limit=token_limit,
        insert_method=InsertMethod(insert_method),
        memory_blocks=blocks,
        **memory_kwargs,
    )
    assert isinstance(chat_memory, LongTermChatMemory)  # from_defaults builds cls
    chat_memory.mine_with(llm)
    return chat_memory
