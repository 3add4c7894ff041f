"""``LongTermMemoryStore``: ltm as a LangGraph ``BaseStore`` (extra ``ltm-langchain[langgraph]``).

Namespaces map to scopes as ``(namespace, user_id, *workspace)``: ``("memories", "alice")``
is ``MemoryScope("alice", "memories")`` and ``("memories", "alice", "project-x")`` is
``MemoryScope("alice", "memories", "project-x")``; deeper labels join the workspace with
``"."``, which LangGraph forbids inside a label, so two namespaces never share a scope.
"""

from __future__ import annotations

import asyncio
import json
import operator
import threading
import warnings
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from langgraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    validate_op_namespace,
)
from ltm_core import ContentRejected, LongTermMemory, MemoryItem, MemoryScope, WriteResult

from ltm_langchain._scope import MemoryFactory, ScopedMemories

#: Metadata key recording how a value was turned into text (absent: the content is the text).
FORMAT_KEY = "langgraph_value_format"
#: ``value[content_key]`` was not a string and is stored as JSON text.
JSON_CONTENT = "json-content"
#: The value had no ``content_key`` and is stored whole as JSON text.
JSON_VALUE = "json-value"
#: Candidates recalled per wanted result grow by this factor until a filter is satisfied.
WIDEN = 4

Namespace = tuple[str, ...]


def namespace_to_scope(namespace: Namespace) -> MemoryScope:
    """The scope of a namespace ``(namespace, user_id, *workspace)``.

    Raises:
        InvalidNamespaceError: The namespace has fewer than two labels.
    """
    if len(namespace) < 2:
        raise InvalidNamespaceError(
            f"LongTermMemoryStore namespaces are (namespace, user_id, *workspace), e.g. "
            f"('memories', user_id); got {namespace!r}"
        )
    workspace = ".".join(namespace[2:]) or None
    return MemoryScope(namespace[1], namespace[0], workspace)


def one_user_prefix(prefix: Namespace, call: str) -> Namespace:
    """``prefix`` when it names one user: ``(namespace, user_id, *workspace)``.

    A search or a namespace listing under a shorter prefix (or with ``"*"`` for the user)
    would put several users' memories, or their names, in one answer: it is refused like a
    get or put without a user.

    Args:
        prefix: The namespace prefix of the call.
        call: How the caller writes the call, for the message (``"search"``...).

    Raises:
        InvalidNamespaceError: The prefix does not name exactly one user.
    """
    if len(prefix) >= 2 and prefix[1] != "*":
        return prefix
    namespace = repr(prefix[0]) if prefix and prefix[0] != "*" else "'memories'"
    raise InvalidNamespaceError(
        f"LongTermMemoryStore {call} needs a namespace prefix naming one user, "
        f"(namespace, user_id, *workspace): add the user_id label, e.g. "
        f"({namespace}, user_id); one answer never mixes several users"
    )


def scope_to_namespace(scope: MemoryScope) -> Namespace:
    """The namespace of a scope; the inverse of :func:`namespace_to_scope`."""
    workspace = tuple(scope.workspace_id.split(".")) if scope.workspace_id else ()
    return (scope.namespace, scope.user_id, *workspace)


_OPERATORS: dict[str, Callable[[Any, Any], Any]] = {
    "$eq": operator.eq,
    "$ne": operator.ne,
    "$gt": operator.gt,
    "$gte": operator.ge,
    "$lt": operator.lt,
    "$lte": operator.le,
}


def _compare(actual: Any, expected: Any) -> bool:
    if not isinstance(expected, Mapping) or not any(k.startswith("$") for k in expected):
        return bool(actual == expected)
    for name, operand in expected.items():
        compare = _OPERATORS.get(name)
        if compare is None:
            raise ValueError(f"unsupported filter operator {name!r}; use {', '.join(_OPERATORS)}")
        try:
            if not compare(actual, operand):
                return False
        except TypeError:
            return False
    return True


def matches_filter(value: Mapping[str, Any], where: Mapping[str, Any] | None) -> bool:
    """Whether ``value`` passes a LangGraph ``filter`` (exact values or ``$eq``/``$gt``...)."""
    return all(key in value and _compare(value[key], exp) for key, exp in (where or {}).items())


def _path_matches(labels: Namespace, path: tuple[str, ...]) -> bool:
    return len(labels) >= len(path) and all(
        p == "*" or p == label for p, label in zip(path, labels, strict=False)
    )


def _condition_holds(namespace: Namespace, condition: MatchCondition) -> bool:
    path = tuple(condition.path)
    if condition.match_type == "prefix":
        return _path_matches(namespace, path)
    if not path:
        return True
    return _path_matches(namespace[-len(path) :], path)


class LongTermMemoryStore(BaseStore):
    """A LangGraph ``BaseStore`` whose items are long-term memories.

    A ``PutOp`` stores ``value[content_key]`` as the memory text under the memory id
    ``key`` (the other value fields become the memory's metadata; a non-string content is
    kept as JSON); ``value=None`` deletes. Every write goes through the core's write path,
    so a secret raises ``ContentRejected`` naming the rule. A ``SearchOp`` with a ``query``
    recalls by the hybrid score (``SearchItem.score``); without one it lists items newest
    first. ``filter`` applies to the item values. Items come back as LangGraph ``Item`` /
    ``SearchItem`` with the ``created_at``/``updated_at`` of the memory.

    Namespaces are ``(namespace, user_id, *workspace)`` (see :func:`namespace_to_scope`), so
    LangMem's ``("memories", "{langgraph_user_id}")`` is the user's ``"memories"`` scope,
    and ``("chat", user_id)`` is what ``LongTermMemoryMiddleware`` recalls from.
    A search, like a get or a put, names one user: its prefix is at least
    ``(namespace, user_id)``, and it covers that user's deeper namespaces (workspaces) this
    store has written or read in this process (the core has no scope listing yet).
    ``list_namespaces`` needs a ``prefix`` naming the user too (``("*", user_id)`` for every
    namespace of one user). Anything shorter raises ``InvalidNamespaceError``: no answer
    ever mixes two users.

    Args:
        memory_factory: ``memory_factory(scope) -> LongTermMemory | None``; the core default
            (opted in, ``LTM_ENABLED=0`` still vetoes) when ``None``. When it returns
            ``None`` the store holds nothing: puts are skipped with a warning.
        content_key: The value field that holds the memory text.
    """

    supports_ttl = False

    def __init__(
        self, memory_factory: MemoryFactory | None = None, *, content_key: str = "content"
    ) -> None:
        self.memories = ScopedMemories(memory_factory)
        self.content_key = content_key
        self._known: set[Namespace] = set()
        self._known_lock = threading.Lock()

    # -- mapping ---------------------------------------------------------------------------

    def _memory(self, namespace: Namespace) -> LongTermMemory | None:
        return self.memories.get(namespace_to_scope(namespace))

    def _note(self, namespace: Namespace) -> None:
        with self._known_lock:
            self._known.add(namespace)

    def _value(self, item: MemoryItem) -> dict[str, Any]:
        metadata = dict(item.metadata)
        form = metadata.pop(FORMAT_KEY, None)
        if form in (JSON_CONTENT, JSON_VALUE):
            try:
                decoded = json.loads(item.text)
            except ValueError:
                decoded = item.text
            if form == JSON_VALUE and isinstance(decoded, dict):
                return decoded
            return {**metadata, self.content_key: decoded}
        return {**metadata, self.content_key: item.text}

    def _text(self, value: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        if self.content_key not in value:
            return json.dumps(dict(value), ensure_ascii=False), {FORMAT_KEY: JSON_VALUE}
        content = value[self.content_key]
        extra = {k: v for k, v in value.items() if k != self.content_key}
        if isinstance(content, str):
            return content, extra
        return json.dumps(content, ensure_ascii=False), {**extra, FORMAT_KEY: JSON_CONTENT}

    def _item(self, namespace: Namespace, item: MemoryItem) -> Item:
        return Item(
            value=self._value(item),
            key=item.id,
            namespace=namespace,
            created_at=item.created_at,
            updated_at=item.updated_at,
        )

    def _search_item(
        self, namespace: Namespace, item: MemoryItem, score: float | None
    ) -> SearchItem:
        return SearchItem(
            namespace=namespace,
            key=item.id,
            value=self._value(item),
            created_at=item.created_at,
            updated_at=item.updated_at,
            score=score,
        )

    # -- operations ------------------------------------------------------------------------

    def _get(self, op: GetOp) -> Item | None:
        memory = self._memory(op.namespace)
        item = None if memory is None else memory.get(op.key)
        if item is None:
            return None
        self._note(op.namespace)
        return self._item(op.namespace, item)

    @staticmethod
    def _check_written(key: str, result: WriteResult) -> None:
        if result.status == "rejected":
            reason = result.reason or "invalid"
            if reason.startswith("invalid") or " " in reason:
                # never quote the key: a refused key may be the secret itself
                raise ValueError(f"LongTermMemoryStore could not store this item: {reason}")
            raise ContentRejected(reason, field=result.field)
        if result.item is not None and result.item.id != key:
            raise ValueError(
                f"the same memory is already stored under key {result.item.id!r}; "
                f"update that key instead of adding {key!r}"
            )

    def _put(self, op: PutOp) -> None:
        memory = self._memory(op.namespace)
        if memory is None:
            warnings.warn(
                "LongTermMemoryStore: long-term memory is disabled (LTM_ENABLED=0 or the "
                "memory factory returned None); the write was skipped",
                stacklevel=4,
            )
            return
        if op.value is None:
            memory.forget(op.key)
            return
        text, metadata = self._text(op.value)
        if memory.get(op.key) is not None:
            memory.update(op.key, text=text, metadata=metadata)
        else:
            now = memory.clock()
            row = {
                "id": op.key,
                "text": text,
                "metadata": metadata,
                "source": "langgraph-store",
                "created_at": now,
                "updated_at": now,
            }
            self._check_written(op.key, memory.import_([row])[0])
        self._note(op.namespace)

    def _namespaces_under(self, prefix: Namespace) -> list[Namespace]:
        with self._known_lock:
            found = {ns for ns in self._known if ns[: len(prefix)] == prefix}
        if len(prefix) >= 2:
            found.add(prefix)
        return sorted(found)

    def _recall(
        self, memory: LongTermMemory, query: str, need: int, where: Mapping[str, Any] | None
    ) -> list[tuple[MemoryItem, float | None]]:
        total = memory.count()
        k = need
        while True:
            recalled = memory.recall(query, k)
            hits = [r for r in recalled if matches_filter(self._value(r.item), where)]
            if not where or len(hits) >= need or k >= total:
                return [(r.item, r.score) for r in hits[:need]]
            k = min(total, k * WIDEN)

    def _listed(
        self, memory: LongTermMemory, need: int, where: Mapping[str, Any] | None
    ) -> list[tuple[MemoryItem, float | None]]:
        limit = memory.count() if where else need
        items = memory.list(limit=max(limit, 1))
        hits: list[tuple[MemoryItem, float | None]] = [
            (i, None) for i in items if matches_filter(self._value(i), where)
        ]
        return hits[:need]

    def _search(self, op: SearchOp) -> list[SearchItem]:
        prefix = one_user_prefix(tuple(op.namespace_prefix), "search")
        need = op.offset + op.limit
        found: list[tuple[Namespace, MemoryItem, float | None]] = []
        for namespace in self._namespaces_under(prefix):
            memory = self._memory(namespace)
            if memory is None or need <= 0:
                continue
            if op.query is None:
                hits = self._listed(memory, need, op.filter)
            else:
                hits = self._recall(memory, op.query, need, op.filter)
            if hits:
                self._note(namespace)
            found.extend((namespace, item, score) for item, score in hits)
        if op.query is None:
            found.sort(key=lambda hit: hit[1].created_at, reverse=True)
        else:
            found.sort(key=lambda hit: hit[2] or 0.0, reverse=True)
        return [self._search_item(ns, item, score) for ns, item, score in found[op.offset : need]]

    @staticmethod
    def _listed_user(conditions: Iterable[MatchCondition]) -> None:
        """Refuse a listing whose conditions do not pin one user (see :func:`one_user_prefix`)."""
        prefixes = [tuple(c.path) for c in conditions if c.match_type == "prefix"]
        if not any(len(p) >= 2 and p[1] != "*" for p in prefixes):
            one_user_prefix(max(prefixes, key=len, default=()), "list_namespaces")

    def _list_namespaces(self, op: ListNamespacesOp) -> list[Namespace]:
        self._listed_user(op.match_conditions or ())
        with self._known_lock:
            known = sorted(self._known)
        listed: list[Namespace] = []
        for namespace in known:
            if not all(_condition_holds(namespace, c) for c in op.match_conditions or ()):
                continue
            memory = self._memory(namespace)
            if memory is None or memory.count() == 0:
                continue
            shown = namespace if op.max_depth is None else namespace[: op.max_depth]
            if shown not in listed:
                listed.append(shown)
        return listed[op.offset : op.offset + op.limit]

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run Get/Put/Search/ListNamespaces operations in order; one result per operation.

        Args:
            ops: The operations.

        Returns:
            ``Item | None`` for a get, ``None`` for a put, ``list[SearchItem]`` for a search,
            ``list[tuple[str, ...]]`` for a namespace listing.

        Raises:
            InvalidNamespaceError: A namespace is not ``(namespace, user_id, *workspace)``,
                or a search or listing prefix does not name one user.
            ContentRejected: A put holds a secret (the message names the rule).
        """
        results: list[Result] = []
        for op in ops:
            validate_op_namespace(op)
            if isinstance(op, GetOp):
                results.append(self._get(op))
            elif isinstance(op, PutOp):
                self._put(op)
                results.append(None)
            elif isinstance(op, SearchOp):
                results.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list_namespaces(op))
            else:
                raise TypeError(f"LongTermMemoryStore cannot run {type(op).__name__}")
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Async twin of :meth:`batch` (the work runs on a worker thread)."""
        return await asyncio.to_thread(self.batch, list(ops))

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for background work of every memory this store opened."""
        return self.memories.flush(timeout)

    def close(self) -> None:
        """Close every memory this store opened."""
        self.memories.close()
