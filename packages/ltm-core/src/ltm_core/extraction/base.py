"""Protocols of extraction: the extractor, the small LLM it calls, and what a run reports."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ValidationError

from ltm_core.models import Candidate, ChatMessage


@runtime_checkable
class LLM(Protocol):
    """The only thing extraction needs from a language model: text in, text out."""

    def complete(self, prompt: str) -> str:
        """Answer one prompt."""
        ...

    async def acomplete(self, prompt: str) -> str:
        """Async twin of :meth:`complete`."""
        ...


@runtime_checkable
class Extractor(Protocol):
    """Mines candidate memories from a finished conversation turn."""

    def extract(self, messages: Sequence[ChatMessage]) -> list[Candidate]:
        """Candidates stated or confirmed by the user, at most a handful."""
        ...

    async def aextract(self, messages: Sequence[ChatMessage]) -> list[Candidate]:
        """Async twin of :meth:`extract`."""
        ...


@runtime_checkable
class SupersedeJudge(Protocol):
    """Decides whether a new memory replaces stored ones about the same subject."""

    def judge_supersede(self, new_text: str, existing_texts: Sequence[str]) -> list[int]:
        """Indexes of ``existing_texts`` that ``new_text`` makes out of date."""
        ...


@dataclass
class Extraction:
    """What one extractor run produced, including what it had to throw away.

    ``fallback`` is set when a ``FallbackExtractor`` used its fallback: why the first
    extractor's result was unusable.
    """

    candidates: list[Candidate] = field(default_factory=list)
    dropped_invalid: int = 0
    error: str | None = None
    repaired: bool = False
    fallback: str | None = None


class ExtractionReport(BaseModel):
    """The outcome of ``remember_conversation``: nothing here is ever raised into a chat turn.

    Attributes:
        stored: Candidates stored as new memories.
        duplicates: Candidates that reinforced an existing memory instead.
        rejected_secrets: Candidates refused by the guard (or carrying a redaction marker).
        dropped_invalid: Candidates the model got wrong (no text, too long, not an object...).
        superseded: Stored memories marked out of date by a new one.
        repaired: Model answers that were not valid JSON and were repaired (json-repair)
            before their candidates were read.
        error: Why extraction failed as a whole (model error, timeout, unparseable answer).
        ids: Ids of the stored (and reinforced) memories.
        episodes: The turn's user messages stored as new episodes.
        episode_ids: Ids of the turn's episodes (new or reinforced).
        fallback: Why the model's extraction was not used and the rule extractor mined the
            turn instead (the model failed, timed out or answered no usable JSON).
    """

    stored: int = 0
    duplicates: int = 0
    rejected_secrets: int = 0
    dropped_invalid: int = 0
    superseded: int = 0
    repaired: int = 0
    error: str | None = None
    ids: list[str] = []
    episodes: int = 0
    episode_ids: list[str] = []
    fallback: str | None = None


def describe_error(exc: BaseException) -> str:
    """An exception's type and own words (never the conversation, which may be private)."""
    text = str(exc)[:200]
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _as_extraction(found: Iterable[Any]) -> Extraction:
    """Candidates as given; dicts are validated, anything else is counted as invalid."""
    result = Extraction()
    for raw in found:
        if isinstance(raw, Candidate):
            result.candidates.append(raw)
            continue
        try:
            result.candidates.append(Candidate.model_validate(raw))
        except ValidationError:
            result.dropped_invalid += 1
    return result


def run_extractor(extractor: Extractor, messages: Sequence[ChatMessage]) -> Extraction:
    """Run any extractor; an exception becomes ``Extraction.error``, never a raise."""
    run = getattr(extractor, "run", None)
    try:
        if callable(run):
            result = run(messages)
            if isinstance(result, Extraction):
                return result
        return _as_extraction(extractor.extract(messages))
    except Exception as exc:
        return Extraction(error=describe_error(exc))


async def arun_extractor(extractor: Extractor, messages: Sequence[ChatMessage]) -> Extraction:
    """Async twin of :func:`run_extractor`."""
    arun = getattr(extractor, "arun", None)
    try:
        if callable(arun):
            result = await arun(messages)
            if isinstance(result, Extraction):
                return result
        return _as_extraction(await extractor.aextract(messages))
    except Exception as exc:
        return Extraction(error=describe_error(exc))
