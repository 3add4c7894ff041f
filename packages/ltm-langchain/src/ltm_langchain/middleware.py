"""``LongTermMemoryMiddleware``: long-term memory for ``langchain.agents.create_agent``."""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from langchain.agents.middleware import (
    AgentMiddleware,
    AgentState,
    ModelRequest,
    ModelResponse,
)
from langchain.agents.middleware.types import ModelCallResult
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import SystemMessage
from langgraph.runtime import Runtime
from ltm_core import ChatMessage, LongTermMemory, MemoryScope

from ltm_langchain._messages import latest_human_index, message_text, to_chat_messages
from ltm_langchain._scope import (
    MemoryFactory,
    ScopedMemories,
    current_config,
    thread_id_of,
)
from ltm_langchain.llms import ChatModelLLM, is_fake_chat_model
from ltm_langchain.tools import build_memory_tools

Placement = Literal["user_end", "system", "before_user"]
PLACEMENTS: tuple[Placement, ...] = ("user_end", "system", "before_user")

#: Recalled blocks kept for the tool loop of runs in flight; older entries are dropped.
RECALL_CACHE_SIZE = 1024

#: Scope, message id and text of a human message: what one recall is cached under.
_RecallKey = tuple[MemoryScope, str, str]

#: The extraction model: the agent's own (``None``), another chat model, or ``"rules"``.
ExtractionModel = BaseChatModel | Literal["rules"] | None


@dataclass
class _Recall:
    """What the model calls of one human message share: the block, the model that answered."""

    block: str
    model: BaseChatModel | None = None


@dataclass(frozen=True)
class _Turn:
    """The latest human message of a request or state: where it is, its cache key, the config."""

    index: int
    key: _RecallKey
    config: Mapping[str, Any]

    @property
    def scope(self) -> MemoryScope:
        return self.key[0]

    @property
    def query(self) -> str:
        return self.key[2]


class _Finished(NamedTuple):
    """A finished turn, ready for ``remember_conversation``."""

    memory: LongTermMemory
    messages: list[ChatMessage]
    metadata: dict[str, Any] | None
    model: ChatModelLLM | None


def _with_block(request: ModelRequest[Any], block: str, placement: Placement) -> ModelRequest[Any]:
    """``request`` with the recalled block placed as ``placement`` says (this call only)."""
    if not block:
        return request
    if placement == "user_end":
        return _at_user_end(request, block)
    if placement == "before_user":
        messages = list(request.messages)
        index = latest_human_index(messages)
        messages.insert(len(messages) if index is None else index, SystemMessage(block))
        return request.override(messages=messages)
    system = request.system_message
    if system is None:
        return request.override(system_message=SystemMessage(block))
    if isinstance(system.content, str):
        content: str | list[str | dict[str, Any]] = (
            f"{system.content}\n\n{block}" if system.content else block
        )
    else:
        content = [*system.content, {"type": "text", "text": f"\n\n{block}"}]
    return request.override(system_message=system.model_copy(update={"content": content}))


def _at_user_end(request: ModelRequest[Any], block: str) -> ModelRequest[Any]:
    """The block as the last content part of the latest human message (this call only)."""
    messages = list(request.messages)
    index = latest_human_index(messages)
    if index is None:
        return request
    human = messages[index]
    part = {"type": "text", "text": block}
    if isinstance(human.content, str):
        content: list[str | dict[str, Any]] = [{"type": "text", "text": human.content}, part]
    else:
        content = [*human.content, part]
    messages[index] = human.model_copy(update={"content": content})
    return request.override(messages=messages)


class LongTermMemoryMiddleware(AgentMiddleware[AgentState[Any], Any, Any]):
    """Recall memories into every model call of an agent, and mine each finished turn.

    Before a model call, the memories relevant to the latest human message are recalled and
    the rendered ``<recalled-memories>`` block is added to that request only: it never
    enters the agent state, so a checkpointer never saves it. The recall happens once per
    human message, however many times the tool loop calls the model. After the agent
    finishes, the turn (the latest human message and everything after it) is mined for
    durable memories, on a background thread by default so the reply is not delayed.

    Each call's scope comes from ``runtime.context`` (attribute or key) or
    ``config["configurable"]``: ``user_id`` (required: without one the call gets no memory
    and a ``MissingUserIdWarning``), ``namespace`` (else the constructor's) and
    ``workspace_id`` (else none: memories are user-wide, so a new thread sees what earlier
    threads learnt; ``workspace_from_thread=True`` makes them per thread instead).

    Args:
        memory_factory: ``memory_factory(scope) -> LongTermMemory | None``; by default the
            core's ``create_default_long_term_memory(..., enabled=True)``, which the
            ``LTM_ENABLED=0`` veto still turns off. ``None`` from the factory means no memory
            for that scope.
        namespace: The namespace of the memories unless the context or config names one.
        placement: ``"user_end"`` (the default) adds the block as a last content part of
            the latest human message, in this request only: the system message and every
            earlier message stay byte-identical from turn to turn, so a provider's prompt
            cache of the conversation prefix keeps hitting. ``"system"`` appends it to the
            system message (which then changes every turn: no cache hit past the block's
            position); ``"before_user"`` puts it in a system message just before the latest
            user message (the system prompt stays cacheable, but some providers, such as
            Anthropic, reject a non-leading system message).
        background: Mine finished turns on the memory's worker thread (drained by
            :meth:`flush` and :meth:`close`) instead of before the run returns.
        extraction_model: What mines each finished turn when the memory has no extractor of
            its own (``LTM_LLM_*`` or the factory's ``extractor=``). ``None`` (the default):
            the chat model the agent itself just called, so no new party sees the
            conversation; that is **one extra model call per turn**, in the background by
            default. A LangChain fake model (``FakeListChatModel``,
            ``GenericFakeChatModel``...) is never called: the offline rule extractor mines
            instead. Another ``BaseChatModel``: that model (say a small, cheap one).
            ``"rules"``: the offline rule extractor only, no model call. Whenever the model
            fails, times out or answers no usable JSON, the rule extractor mines the turn
            (the report's ``fallback`` says why).
        tools: Also give the agent ``remember``, ``recall`` and ``forget`` tools.
        k: How many memories to recall per human message.
        workspace_from_thread: Use the thread id as the workspace when no ``workspace_id``
            is given, so memories stay within their thread.

    Example:
        ```python
        from dataclasses import dataclass

        from langchain.agents import create_agent
        from ltm_langchain import LongTermMemoryMiddleware


        @dataclass
        class Context:
            user_id: str


        agent = create_agent(
            "openai:gpt-4o-mini",
            tools=[],
            middleware=[LongTermMemoryMiddleware()],
            context_schema=Context,
        )
        agent.invoke({"messages": [("user", "I'm vegetarian")]}, context=Context("alice"))
        ```
    """

    def __init__(
        self,
        memory_factory: MemoryFactory | None = None,
        *,
        namespace: str = "chat",
        placement: Placement = "user_end",
        background: bool = True,
        tools: bool = False,
        k: int = 5,
        workspace_from_thread: bool = False,
        extraction_model: ExtractionModel = None,
    ) -> None:
        super().__init__()
        if placement not in PLACEMENTS:
            raise ValueError(f"placement must be one of {', '.join(PLACEMENTS)}, got {placement!r}")
        if not (extraction_model in (None, "rules") or isinstance(extraction_model, BaseChatModel)):
            raise ValueError(
                "extraction_model must be None (the agent's own model), a LangChain chat "
                f"model, or 'rules' (offline only), got {extraction_model!r}"
            )
        self.extraction_model: ExtractionModel = extraction_model
        self.memories = ScopedMemories(
            memory_factory, namespace=namespace, workspace_from_thread=workspace_from_thread
        )
        self.placement: Placement = placement
        self.background = background
        self.k = k
        self.tools = build_memory_tools(self.memories) if tools else []
        self._recalls: OrderedDict[_RecallKey, _Recall] = OrderedDict()
        self._recalls_lock = threading.Lock()

    # -- scope and cache -------------------------------------------------------------------

    def _turn(self, messages: list[Any], runtime: Runtime[Any] | None) -> _Turn | None:
        """The latest human message with its scope, or ``None`` (no message, text or user)."""
        index = latest_human_index(messages)
        if index is None:
            return None
        human = messages[index]
        query = message_text(human)
        if not query.strip():
            return None
        config = current_config()
        scope = self.memories.scope(getattr(runtime, "context", None), config, runtime)
        if scope is None:
            return None
        return _Turn(index, (scope, str(human.id or ""), query), config)

    def _cached(self, key: _RecallKey, model: BaseChatModel) -> str | None:
        """The block recalled for this human message, noting the model now answering it."""
        with self._recalls_lock:
            found = self._recalls.get(key)
            if found is None:
                return None
            found.model = model
            return found.block

    def _cache(self, key: _RecallKey, block: str, model: BaseChatModel) -> None:
        with self._recalls_lock:
            self._recalls[key] = _Recall(block, model)
            while len(self._recalls) > RECALL_CACHE_SIZE:
                self._recalls.popitem(last=False)

    def _forget_recall(self, key: _RecallKey) -> BaseChatModel | None:
        """Drop the turn's cached block; the model that answered the turn, if known."""
        with self._recalls_lock:
            found = self._recalls.pop(key, None)
        return None if found is None else found.model

    def _miner(self, agent_model: BaseChatModel | None) -> ChatModelLLM | None:
        """The model that mines a finished turn, or ``None`` for the rule extractor."""
        if self.extraction_model == "rules":
            return None
        if isinstance(self.extraction_model, BaseChatModel):
            return ChatModelLLM(self.extraction_model)
        if agent_model is None or is_fake_chat_model(agent_model):
            return None
        return ChatModelLLM(agent_model)

    # -- the request -----------------------------------------------------------------------

    def _block(self, request: ModelRequest[Any]) -> str:
        turn = self._turn(request.messages, request.runtime)
        if turn is None:
            return ""
        block = self._cached(turn.key, request.model)
        if block is None:
            memory = self.memories.get(turn.scope)
            block = ""
            if memory is not None:
                block = memory.recall_block(turn.query, self.k)
            self._cache(turn.key, block, request.model)
        return block

    async def _ablock(self, request: ModelRequest[Any]) -> str:
        turn = self._turn(request.messages, request.runtime)
        if turn is None:
            return ""
        block = self._cached(turn.key, request.model)
        if block is None:
            memory = await asyncio.to_thread(self.memories.get, turn.scope)
            block = ""
            if memory is not None:
                block = await memory.arecall_block(turn.query, self.k)
            self._cache(turn.key, block, request.model)
        return block

    def wrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], ModelResponse[Any]],
    ) -> ModelCallResult[Any]:
        """Call the model with the recalled block added to this request only.

        Args:
            request: The model request (its state and runtime name the user).
            handler: Runs the model.

        Returns:
            The model's response, unchanged.
        """
        return handler(_with_block(request, self._block(request), self.placement))

    async def awrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]],
    ) -> ModelCallResult[Any]:
        """Async twin of :meth:`wrap_model_call` (recalls with ``arecall``)."""
        return await handler(_with_block(request, await self._ablock(request), self.placement))

    # -- after the turn --------------------------------------------------------------------

    def _finished_turn(self, state: AgentState[Any], runtime: Runtime[Any]) -> _Finished | None:
        """The memory, messages, metadata and mining model of the turn, or ``None``."""
        messages = list(state.get("messages") or [])
        turn = self._turn(messages, runtime)
        if turn is None:
            return None
        agent_model = self._forget_recall(turn.key)
        memory = self.memories.get(turn.scope)
        if memory is None:
            return None
        thread_id = thread_id_of(turn.config, runtime)
        metadata = {"thread_id": thread_id} if thread_id else None
        chat = to_chat_messages(messages[turn.index :])
        return _Finished(memory, chat, metadata, self._miner(agent_model))

    def after_agent(self, state: AgentState[Any], runtime: Runtime[Any]) -> dict[str, Any] | None:
        """Mine the finished turn for durable memories (in the background by default).

        Args:
            state: The final agent state.
            runtime: The run's runtime (its context names the user).

        Returns:
            ``None``: the state is never changed.
        """
        finished = self._finished_turn(state, runtime)
        if finished is not None:
            finished.memory.remember_conversation(
                finished.messages,
                background=self.background,
                metadata=finished.metadata,
                model=finished.model,
            )
        return None

    async def aafter_agent(
        self, state: AgentState[Any], runtime: Runtime[Any]
    ) -> dict[str, Any] | None:
        """Async twin of :meth:`after_agent`."""
        finished = await asyncio.to_thread(self._finished_turn, state, runtime)
        if finished is None:
            return None
        memory, turn, metadata, model = finished
        if self.background:
            memory.remember_conversation(turn, background=True, metadata=metadata, model=model)
        else:
            await memory.aremember_conversation(turn, metadata=metadata, model=model)
        return None

    # -- lifecycle -------------------------------------------------------------------------

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every turn mined in the background is stored.

        Args:
            timeout: Seconds to wait per memory; ``None`` waits as long as it takes.

        Returns:
            ``True`` when nothing is left pending.
        """
        return self.memories.flush(timeout)

    def close(self) -> None:
        """Finish background mining and close every memory this middleware opened."""
        self.memories.close()
