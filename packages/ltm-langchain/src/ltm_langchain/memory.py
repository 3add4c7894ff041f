"""``LongTermChatMemory``: long-term memory for classic chains (``langchain-classic``).

Needs the ``classic`` extra: ``pip install 'ltm-langchain[classic]'``.
"""

from __future__ import annotations

from typing import Any

try:
    from langchain_classic.base_memory import BaseMemory
except ImportError as exc:  # pragma: no cover - exercised in a subprocess test
    raise ImportError(
        "LongTermChatMemory needs langchain-classic; install it with "
        "pip install 'ltm-langchain[classic]'"
    ) from exc
from ltm_core import LongTermMemory
from pydantic import ConfigDict


def _only_key(values: dict[str, Any], exclude: list[str], what: str) -> str:
    keys = [key for key in values if key not in exclude and key != "stop"]
    if len(keys) != 1:
        raise ValueError(
            f"LongTermChatMemory expected one {what} key, got {sorted(keys)}; "
            f"set {what}_key=... to choose"
        )
    return keys[0]


class LongTermChatMemory(BaseMemory):
    """A classic ``BaseMemory`` backed by one scope of long-term memory.

    ``load_memory_variables`` recalls the memories relevant to the chain's input and puts
    the rendered ``<recalled-memories>`` block (or ``""``) under ``memory_key``;
    ``save_context`` mines the exchange for durable memories; ``clear`` deletes every memory
    of the scope.

    Example:
        ```python
        memory = create_default_long_term_memory("alice", enabled=True)
        prompt = PromptTemplate.from_template("{long_term_memory}  User: {input}  AI:")
        chain = ConversationChain(
            llm=model, memory=LongTermChatMemory(memory=memory), prompt=prompt
        )
        ```

    Attributes:
        memory: The ``LongTermMemory`` of the user.
        memory_key: The prompt variable that receives the recalled block.
        input_key: The chain input to recall for and mine; the only other input by default.
        output_key: The chain output to mine; the only output by default.
        k: How many memories to recall.
        background: Mine on the memory's worker thread (drained by ``memory.flush()``).
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    memory: LongTermMemory
    memory_key: str = "long_term_memory"
    input_key: str | None = None
    output_key: str | None = None
    k: int = 5
    background: bool = False

    @property
    def memory_variables(self) -> list[str]:
        """The one variable this memory adds to the chain inputs."""
        return [self.memory_key]

    def _query(self, inputs: dict[str, Any]) -> str:
        key = self.input_key or _only_key(inputs, [self.memory_key], "input")
        return str(inputs[key])

    def _exchange(self, inputs: dict[str, Any], outputs: dict[str, Any]) -> list[tuple[str, str]]:
        output_key = self.output_key or _only_key(outputs, [], "output")
        return [("user", self._query(inputs)), ("assistant", str(outputs[output_key]))]

    def load_memory_variables(self, inputs: dict[str, Any]) -> dict[str, Any]:
        """The recalled block for the chain input, under ``memory_key``."""
        recalled = self.memory.recall(self._query(inputs), self.k)
        return {self.memory_key: self.memory.render(recalled)}

    async def aload_memory_variables(self, inputs: dict[str, Any]) -> dict[str, Any]:
        """Async twin of :meth:`load_memory_variables`."""
        recalled = await self.memory.arecall(self._query(inputs), self.k)
        return {self.memory_key: self.memory.render(recalled)}

    def save_context(self, inputs: dict[str, Any], outputs: dict[str, Any]) -> None:
        """Mine the exchange (user input, model output) for durable memories."""
        self.memory.remember_conversation(
            self._exchange(inputs, outputs), background=self.background
        )

    async def asave_context(self, inputs: dict[str, Any], outputs: dict[str, Any]) -> None:
        """Async twin of :meth:`save_context`."""
        exchange = self._exchange(inputs, outputs)
        if self.background:
            self.memory.remember_conversation(exchange, background=True)
        else:
            await self.memory.aremember_conversation(exchange)

    def clear(self) -> None:
        """Delete every memory of the scope (the user's long-term memories, not a buffer)."""
        self.memory.clear()

    async def aclear(self) -> None:
        """Async twin of :meth:`clear`."""
        await self.memory.aclear()
