"""``InMemoryChatStore``: the chat history of one ``Memory``, in plain Python, without a thread.

LlamaIndex's default chat store is a SQLAlchemy store on a fresh in-memory aiosqlite
database per ``Memory``, and aiosqlite runs one thread per connection until that ``Memory``
is collected: an app building a chat memory per request or per session held one thread per
live session (measured: 27 threads before 50 concurrent turns, 108 after). The history of
such a store lives and dies with its ``Memory`` anyway, so :func:`~ltm_llamaindex.create_memory`
uses this store instead, with the same behaviour: messages per key in insertion order, an
``active``/``archived`` status, row ids for ``delete_message``, copies in and out.

Pass ``chat_store=`` (or ``async_database_uri=``/``async_engine=``) to ``create_memory`` for a
history that outlives the process.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.bridge.pydantic import PrivateAttr
from llama_index.core.storage.chat_store.base_db import AsyncDBChatStore, MessageStatus

__all__ = ["InMemoryChatStore"]


@dataclass
class _Row:
    id: int
    key: str
    message: ChatMessage
    status: MessageStatus


def _copy(message: ChatMessage) -> ChatMessage:
    # What the SQL store does by serialising: a caller's later edits never reach the store.
    return message.model_copy(deep=True)


class InMemoryChatStore(AsyncDBChatStore):
    """LlamaIndex's ``AsyncDBChatStore`` on a list: no database, no connection, no thread.

    Thread-safe (LlamaIndex's sync methods run the async ones on other event loops).
    """

    _rows: list[_Row] = PrivateAttr(default_factory=list)
    _ids: itertools.count[int] = PrivateAttr(default_factory=lambda: itertools.count(1))
    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)

    @classmethod
    def class_name(cls) -> str:
        """The class name LlamaIndex records when serialising."""
        return "InMemoryChatStore"

    def _of(self, key: str, status: MessageStatus | None) -> list[_Row]:
        return [r for r in self._rows if r.key == key and (status is None or r.status == status)]

    async def get_messages(
        self,
        key: str,
        status: MessageStatus | None = MessageStatus.ACTIVE,
        limit: int | None = None,
        offset: int | None = None,
    ) -> list[ChatMessage]:
        """The messages of ``key`` with ``status`` (all when ``None``), oldest first."""
        with self._lock:
            rows = self._of(key, status)
        start = offset or 0
        chosen = rows[start:] if limit is None else rows[start : start + limit]
        return [_copy(r.message) for r in chosen]

    async def count_messages(
        self, key: str, status: MessageStatus | None = MessageStatus.ACTIVE
    ) -> int:
        """How many messages ``key`` has with ``status`` (all when ``None``)."""
        with self._lock:
            return len(self._of(key, status))

    async def add_message(
        self, key: str, message: ChatMessage, status: MessageStatus = MessageStatus.ACTIVE
    ) -> None:
        """Add one message to ``key``, newest."""
        await self.add_messages(key, [message], status)

    async def add_messages(
        self, key: str, messages: list[ChatMessage], status: MessageStatus = MessageStatus.ACTIVE
    ) -> None:
        """Add messages to ``key`` in the order given, after the ones it has."""
        with self._lock:
            self._rows.extend(
                _Row(next(self._ids), key, _copy(m), MessageStatus(status)) for m in messages
            )

    async def set_messages(
        self, key: str, messages: list[ChatMessage], status: MessageStatus = MessageStatus.ACTIVE
    ) -> None:
        """Replace every message of ``key`` (any status) by ``messages``."""
        with self._lock:
            self._rows = [r for r in self._rows if r.key != key]
            self._rows.extend(
                _Row(next(self._ids), key, _copy(m), MessageStatus(status)) for m in messages
            )

    async def delete_message(self, key: str, idx: int) -> ChatMessage | None:
        """Delete the message of ``key`` with row id ``idx``; ``None`` when there is none."""
        with self._lock:
            for index, row in enumerate(self._rows):
                if row.key == key and row.id == idx:
                    del self._rows[index]
                    return _copy(row.message)
        return None

    async def delete_messages(self, key: str, status: MessageStatus | None = None) -> None:
        """Delete the messages of ``key`` with ``status`` (all when ``None``)."""
        with self._lock:
            gone = {id(r) for r in self._of(key, status)}
            self._rows = [r for r in self._rows if id(r) not in gone]

    async def delete_oldest_messages(self, key: str, n: int) -> list[ChatMessage]:
        """Delete the ``n`` oldest active messages of ``key`` and return them."""
        with self._lock:
            oldest = self._of(key, MessageStatus.ACTIVE)[: max(0, n)]
            gone = {id(r) for r in oldest}
            self._rows = [r for r in self._rows if id(r) not in gone]
        return [_copy(r.message) for r in oldest]

    async def archive_oldest_messages(self, key: str, n: int) -> list[ChatMessage]:
        """Mark the ``n`` oldest active messages of ``key`` archived and return them."""
        with self._lock:
            oldest = self._of(key, MessageStatus.ACTIVE)[: max(0, n)]
            for row in oldest:
                row.status = MessageStatus.ARCHIVED
        return [_copy(r.message) for r in oldest]

    async def get_keys(self) -> list[str]:
        """Every key holding a message, first used first."""
        with self._lock:
            return list(dict.fromkeys(r.key for r in self._rows))
