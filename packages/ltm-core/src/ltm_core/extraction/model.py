"""Mining a turn with a model the application already calls, with the rules as a safety net.

An agent has just called its chat model for the turn, so asking that same model to mine
the turn shows the conversation to no new party. Whatever goes wrong with that call (an
exception, a timeout, prose instead of JSON, a fake model that answers anything) is not a
lost turn: the offline rule extractor mines it instead, and the report says why.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

from ltm_core.extraction.base import (
    LLM,
    Extraction,
    Extractor,
    arun_extractor,
    run_extractor,
)
from ltm_core.extraction.llm import LLMExtractor
from ltm_core.guard import ContentGuard
from ltm_core.models import Candidate, ChatMessage

#: A model as extraction takes it: the ``LLM`` protocol, or a plain ``prompt -> text`` function.
ModelLike = LLM | Callable[[str], str]


class CallableLLM:
    """A plain ``prompt -> text`` function as the ``LLM`` protocol (async runs it on a thread).

    Args:
        complete: Answers one prompt.
    """

    def __init__(self, complete: Callable[[str], str]) -> None:
        self._complete = complete

    def __repr__(self) -> str:
        return f"CallableLLM({getattr(self._complete, '__name__', type(self._complete).__name__)})"

    def complete(self, prompt: str) -> str:
        """Answer one prompt."""
        return self._complete(prompt)

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        return await asyncio.to_thread(self._complete, prompt)


def as_llm(model: ModelLike) -> LLM:
    """``model`` as the ``LLM`` protocol: as it is, or a function wrapped in ``CallableLLM``.

    Raises:
        TypeError: ``model`` is neither.
    """
    if isinstance(model, LLM):
        return model
    if callable(model):
        return CallableLLM(model)
    raise TypeError(
        "an extraction model needs complete(prompt) -> str and acomplete(prompt), or is a "
        f"function prompt -> str; got {type(model).__name__}"
    )


def unusable(result: Extraction) -> str | None:
    """Why a model's extraction cannot be used (then the fallback mines the turn), or ``None``.

    An error (exception, timeout, no JSON in the answer) is unusable, and so is JSON holding
    nothing but invalid items: a model that did not follow the prompt. An empty list is an
    answer ("nothing here is worth keeping").
    """
    if result.error:
        return result.error
    if not result.candidates and result.dropped_invalid:
        return f"the model's answer held no usable memory ({result.dropped_invalid} invalid items)"
    return None


class FallbackExtractor:
    """Extraction by ``primary``; when its result is unusable, by ``fallback`` instead.

    The fallback's result carries the reason in ``Extraction.fallback`` (and so in the
    ``ExtractionReport``), so a model that fails every turn is visible, not silent.

    Args:
        primary: The extractor tried first (typically an ``LLMExtractor``).
        fallback: The extractor that mines the turn when the primary fails.
    """

    def __init__(self, primary: Extractor, fallback: Extractor) -> None:
        self.primary = primary
        self.fallback = fallback

    def __repr__(self) -> str:
        return f"FallbackExtractor({self.primary!r}, fallback={self.fallback!r})"

    def run(self, messages: Sequence[ChatMessage]) -> Extraction:
        """Extract with the primary, else the fallback; never raises."""
        result = run_extractor(self.primary, messages)
        why = unusable(result)
        if why is None:
            return result
        backup = run_extractor(self.fallback, messages)
        backup.fallback = why
        return backup

    async def arun(self, messages: Sequence[ChatMessage]) -> Extraction:
        """Async twin of :meth:`run`."""
        result = await arun_extractor(self.primary, messages)
        why = unusable(result)
        if why is None:
            return result
        backup = await arun_extractor(self.fallback, messages)
        backup.fallback = why
        return backup

    def extract(self, messages: Sequence[ChatMessage]) -> list[Candidate]:
        """Candidates for the finished turn."""
        return self.run(messages).candidates

    async def aextract(self, messages: Sequence[ChatMessage]) -> list[Candidate]:
        """Async twin of :meth:`extract`."""
        return (await self.arun(messages)).candidates


def model_extractor(
    model: ModelLike,
    *,
    guard: ContentGuard | None = None,
    timeout: float = 60.0,
    fallback: Extractor | None = None,
) -> FallbackExtractor:
    """An extractor that mines with ``model`` and falls back to the rules when it fails.

    The model sees what ``LLMExtractor`` lets through only: no ``tool`` or ``system``
    message, no ``<private>`` span, every secret-shaped span redacted by ``guard``.

    Args:
        model: The model (``LLM`` protocol or a ``prompt -> text`` function).
        guard: Redacts secrets before the prompt is built; the default guard if omitted.
        timeout: Seconds to wait for the model before the fallback takes the turn.
        fallback: Mines the turn when the model fails; the offline ``RuleExtractor`` if
            omitted.

    Returns:
        A :class:`FallbackExtractor`.
    """
    if fallback is None:
        from ltm_core.extraction.rules import RuleExtractor

        fallback = RuleExtractor()
    return FallbackExtractor(LLMExtractor(as_llm(model), guard=guard, timeout=timeout), fallback)
