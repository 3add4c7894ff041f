"""Data types shared by every layer: scopes, memory items, recall results, chat messages."""

from __future__ import annotations

import functools
import hashlib
import json
import unicodedata
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator


class MemoryKind(StrEnum):
    """What a memory is about; each kind has its own recency half-life."""

    IDENTITY = "identity"
    PREFERENCE = "preference"
    FACT = "fact"
    PROJECT = "project"
    DECISION = "decision"
    EVENT = "event"
    TASK = "task"
    EPHEMERAL = "ephemeral"
    #: A user's own message, kept as said (with its thread and message id).
    EPISODE = "episode"


KINDS: tuple[str, ...] = tuple(k.value for k in MemoryKind)
#: What an extractor may propose: every kind but ``episode``, which only a user's own
#: message becomes.
FACT_KINDS: tuple[str, ...] = tuple(k for k in KINDS if k != MemoryKind.EPISODE.value)

#: Tags that exempt an item from decay and from eviction.
PROTECTED_TAGS: frozenset[str] = frozenset({"core", "identity", "pinned"})


def utc_now() -> datetime:
    """The default clock: the current time, timezone-aware UTC."""
    return datetime.now(UTC)


def as_utc(value: datetime) -> datetime:
    """Return ``value`` as an aware UTC datetime (naive values are taken to be UTC)."""
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def normalise_for_hash(text: str) -> str:
    """Normal form used for exact dedupe: NFKC, case-folded, whitespace collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def text_hash(text: str) -> str:
    """SHA-256 of the normalised text; two texts with the same hash are exact duplicates."""
    return hashlib.sha256(normalise_for_hash(text).encode("utf-8")).hexdigest()


def new_memory_id() -> str:
    """A fresh, random memory id."""
    return uuid.uuid4().hex


@functools.lru_cache(maxsize=4096)  # every store call asks; a hash per call adds up
def _scope_key(user_id: str, namespace: str, workspace_id: str | None) -> str:
    raw = json.dumps([user_id, namespace, workspace_id], ensure_ascii=False)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:40]


@dataclass(frozen=True, slots=True)
class MemoryScope:
    """Whose memories these are: every read and write is confined to one scope.

    Ids are opaque: they are compared exactly, never trimmed or case-folded, so two different
    strings are always two different scopes.

    Args:
        user_id: The end user the memories belong to. Must be a non-blank string.
        namespace: A partition inside the user's memories (e.g. ``"chat"``, an app name).
        workspace_id: Optional narrower partition, e.g. a project or a thread.
    """

    user_id: str
    namespace: str = "default"
    workspace_id: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.user_id, str):
            raise TypeError(
                f"MemoryScope.user_id must be a str, got {type(self.user_id).__name__}; "
                "pass the id of the end user whose memories these are"
            )
        if not self.user_id.strip():
            raise ValueError(
                "MemoryScope.user_id must not be empty or blank; pass the id of the end user "
                "(memories are never stored in a shared bucket)"
            )
        if not isinstance(self.namespace, str) or not self.namespace.strip():
            raise ValueError("MemoryScope.namespace must be a non-blank string, e.g. 'chat'")
        if self.workspace_id is not None and not isinstance(self.workspace_id, str):
            raise TypeError("MemoryScope.workspace_id must be a str or None")
        for name, value in (
            ("user_id", self.user_id),
            ("namespace", self.namespace),
            ("workspace_id", self.workspace_id),
        ):
            if value is not None and "\x00" in value:
                raise ValueError(f"MemoryScope.{name} must not contain NUL characters")
            if value is not None and not value.isascii():
                try:
                    value.encode("utf-8")
                except UnicodeEncodeError:  # a lone surrogate: bytes decoded with surrogateescape
                    raise ValueError(
                        f"MemoryScope.{name} is not valid Unicode (it holds a lone surrogate); "
                        "decode the id as UTF-8 before passing it"
                    ) from None

    @property
    def key(self) -> str:
        """A collision-free storage key: a hash of the exact ids (``None`` differs from ``""``)."""
        return _scope_key(self.user_id, self.namespace, self.workspace_id)

    def as_dict(self) -> dict[str, str | None]:
        """The raw ids, as stored beside each record."""
        return {
            "user_id": self.user_id,
            "namespace": self.namespace,
            "workspace_id": self.workspace_id,
        }


class MemoryItem(BaseModel):
    """One durable memory.

    ``superseded_by`` holds the id of the newer memory that replaced this one; superseded
    items stay in the store as history but are never recalled.
    """

    # A validation error never repeats the input: a misplaced argument may be a secret.
    model_config = ConfigDict(validate_assignment=True, hide_input_in_errors=True)

    id: str = Field(default_factory=new_memory_id)
    text: str
    kind: str = MemoryKind.FACT.value
    importance: float = Field(default=0.5, ge=0.0, le=1.0)
    tags: list[str] = Field(default_factory=list)
    metadata: dict[str, Any] = Field(default_factory=dict)
    source: str = "manual"
    created_at: datetime = Field(default_factory=utc_now)
    updated_at: datetime = Field(default_factory=utc_now)
    last_accessed_at: datetime | None = None
    access_count: int = 0
    superseded_by: str | None = None
    #: Provenance: the conversation thread and message the memory was taken from, and for
    #: a fact mined from a conversation the ids of the episodes it came from. Empty for
    #: memories written directly and for rows of stores older than provenance.
    thread_id: str | None = None
    message_id: str | None = None
    source_ids: list[str] = Field(default_factory=list)

    @field_validator("kind")
    @classmethod
    def _known_kind(cls, value: str) -> str:
        if value not in KINDS:
            raise ValueError(f"unknown memory kind; use one of {', '.join(KINDS)}")
        return value

    @field_validator("created_at", "updated_at", "last_accessed_at")
    @classmethod
    def _aware(cls, value: datetime | None) -> datetime | None:
        return None if value is None else as_utc(value)

    @field_validator("tags")
    @classmethod
    def _tags(cls, value: list[str]) -> list[str]:
        seen: list[str] = []
        for tag in value:
            tag = tag.strip()
            if tag and tag not in seen:
                seen.append(tag)
        return seen

    @field_validator("source_ids")
    @classmethod
    def _source_ids(cls, value: list[str]) -> list[str]:
        return list(dict.fromkeys(v for v in value if v))

    @classmethod
    def from_trusted(cls, values: dict[str, Any]) -> MemoryItem:
        """An item from every field of a row the store validated on write, as is.

        What ``model_construct`` does for a complete row, at a fifth of its cost: recall
        builds dozens of candidates per query. ``values`` becomes the item's own dict.
        """
        item = cls.__new__(cls)
        object.__setattr__(item, "__dict__", values)
        object.__setattr__(item, "__pydantic_fields_set__", set(values))
        object.__setattr__(item, "__pydantic_extra__", None)
        object.__setattr__(item, "__pydantic_private__", None)
        return item

    @property
    def protected(self) -> bool:
        """Whether a tag exempts this item from decay and eviction."""
        return not PROTECTED_TAGS.isdisjoint(self.tags)

    @property
    def episode(self) -> bool:
        """Whether this is an episode (a user's message as said), not a distilled memory."""
        return self.kind == MemoryKind.EPISODE.value

    @property
    def superseded(self) -> bool:
        """Whether a newer memory replaced this one (kept as history, never recalled)."""
        return self.superseded_by is not None


class Recalled(BaseModel):
    """A recalled memory with its hybrid score and the components behind it."""

    item: MemoryItem
    score: float
    similarity: float
    recency: float
    importance: float
    dense: float | None = None
    lexical: float | None = None

    @classmethod
    def from_trusted(
        cls,
        *,
        item: MemoryItem,
        score: float,
        similarity: float,
        recency: float,
        importance: float,
        dense: float | None,
        lexical: float | None,
    ) -> Recalled:
        """A result from parts recall computed and checked, as ``model_construct`` builds it.

        At a third of ``model_construct``'s cost: every recall builds one per result.
        """
        result = cls.__new__(cls)
        object.__setattr__(
            result,
            "__dict__",
            {
                "item": item,
                "score": score,
                "similarity": similarity,
                "recency": recency,
                "importance": importance,
                "dense": dense,
                "lexical": lexical,
            },
        )
        object.__setattr__(result, "__pydantic_fields_set__", set(_RECALLED_FIELDS))
        object.__setattr__(result, "__pydantic_extra__", None)
        object.__setattr__(result, "__pydantic_private__", None)
        return result


_RECALLED_FIELDS = frozenset(Recalled.model_fields)


class Candidate(BaseModel):
    """A memory proposed by an extractor, before it goes through the write path."""

    text: str
    kind: str = MemoryKind.FACT.value
    importance: float = Field(default=0.5, ge=0.0, le=1.0)


Role = Literal["user", "assistant", "system", "tool"]


class ChatMessage(BaseModel):
    """One message of a conversation, framework-neutral."""

    role: Role
    content: str
    #: The framework's message id, kept as the provenance of what is mined from it.
    id: str | None = None

    @field_validator("role", mode="before")
    @classmethod
    def _role(cls, value: object) -> object:
        aliases = {"human": "user", "ai": "assistant", "function": "tool", "developer": "system"}
        if isinstance(value, str):
            return aliases.get(value.lower(), value.lower())
        return value


WriteStatus = Literal["stored", "duplicate", "rejected"]


class WriteResult(BaseModel):
    """The outcome of one item of ``remember_many``/``import_``.

    ``item`` is the stored item, or the existing item a duplicate reinforced; ``reason`` names
    the guard pattern (never the value) or the validation problem for a rejected item, and
    ``pattern`` is set only when the guard refused it, and ``field`` then names the stored
    string that held it (``text``, ``tags[0]``, ``metadata.notes``, ``source``, ``id``...);
    ``supersedes`` lists the ids of older memories a stored item replaced.
    """

    index: int
    status: WriteStatus
    item: MemoryItem | None = None
    reason: str | None = None
    pattern: str | None = None
    field: str | None = None
    supersedes: list[str] = Field(default_factory=list)


@dataclass(frozen=True, slots=True)
class RetentionFacts:
    """What eviction needs to know about an item (no text, no vector)."""

    id: str
    kind: str
    importance: float
    tags: tuple[str, ...]
    created_at: datetime
    last_accessed_at: datetime | None
    superseded: bool = False
