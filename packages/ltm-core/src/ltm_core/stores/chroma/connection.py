"""The Chroma client behind ``ChromaProvider``: opening, locking, timeouts, errors, batches."""

from __future__ import annotations

import builtins
import os
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from ltm_core.models import MemoryScope
from ltm_core.stores._codec import require_extra, scope_tag, tag_key
from ltm_core.stores._filters import metadata_filter
from ltm_core.stores.base import (
    DimensionMismatch,
    ItemFilter,
    StoreError,
    StoreUnavailable,
)
from ltm_core.stores.chroma.folder_lock import FileLock, LockHeld
from ltm_core.stores.chroma.records import RecordCache

LOCK_FILE = "ltm.lock"
_PREFIX = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,400}")
#: (record id, metadata, document, embedding) of one stored record.
Rows = builtins.list[tuple[str, dict[str, Any], Any, Any]]


def chroma_where(where: ItemFilter) -> dict[str, Any] | None:
    """The Chroma ``where`` clause of a filter: a tag is a boolean key per tag."""
    return metadata_filter(where, active={"active": True}, any_tag=_any_tag_key)


def _any_tag_key(tags: builtins.list[str]) -> dict[str, Any]:
    keys: builtins.list[dict[str, Any]] = [{tag_key(t): True} for t in tags]
    return keys[0] if len(keys) == 1 else {"$or": keys}


class ChromaConnection:
    """One lazily opened Chroma client (embedded or HTTP) and the scope collections on it.

    Not thread-safe by itself: ``ChromaProvider`` calls it under its lock.

    Args:
        path: The embedded folder, or ``None`` for a server.
        host: The server host, or ``None`` for an embedded folder.
        port: The server port.
        ssl: Use https.
        headers: Extra HTTP headers.
        timeout: Seconds before a server request is given up.
        prefix: Start of every collection name.
        ef_search: HNSW search breadth of new collections (Chroma's default when ``None``).
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None,
        host: str | None,
        port: int,
        ssl: bool,
        headers: Mapping[str, str] | None,
        timeout: float,
        prefix: str,
        ef_search: int | None,
    ) -> None:
        if (path is None) == (host is None):
            raise ValueError("pass either path= (embedded Chroma) or host= (a Chroma server)")
        if not _PREFIX.fullmatch(prefix):
            raise ValueError(
                f"collection_prefix {prefix!r} must start with a letter or digit and hold only "
                "letters, digits, '.', '_' and '-'"
            )
        self.chromadb = require_extra("chromadb", "chroma")
        self.path = None if path is None else Path(path).expanduser()
        self.host, self.port, self.ssl = host, int(port), bool(ssl)
        # A host given as "user:password@host" must not reach a message.
        self.shown_host = (host or "").rpartition("@")[2]
        self.headers = dict(headers or {})
        self.timeout = float(timeout)
        self.prefix = prefix
        self.ef_search = ef_search
        scheme = "https" if ssl else "http"
        self.location = str(self.path) if self.path is not None else f"{scheme}://{host}:{port}"
        self.shown_location = self.location.replace(host or "", self.shown_host)
        self.batch = 1000
        self._client: Any = None
        self._collections: dict[str, Any] = {}
        self._lock_file: FileLock | None = None
        #: The folder's records, embedded only (a server has other writers).
        self.records: RecordCache | None = None
        if self.path is not None:
            self.path.mkdir(parents=True, exist_ok=True)
            self._lock_file = FileLock(self.path / LOCK_FILE)
            self.records = RecordCache()

    # -- the client ------------------------------------------------------------------------

    def client(self) -> Any:
        """The open client; opens (and, embedded, locks the folder) when needed."""
        if self._client is None:
            settings = self.chromadb.config.Settings(anonymized_telemetry=False)
            if self.path is not None:
                self._take_folder()
                try:
                    client = self.chromadb.PersistentClient(path=str(self.path), settings=settings)
                except BaseException:
                    self._give_folder_up()
                    raise
            else:
                self._heartbeat()
                client = self.chromadb.HttpClient(
                    host=self.host,
                    port=self.port,
                    ssl=self.ssl,
                    headers=self.headers or None,
                    settings=settings,
                )
                # chromadb's HTTP client waits forever by default: bound every request.
                session = getattr(getattr(client, "_server", None), "_session", None)
                if isinstance(session, httpx.Client):
                    session.timeout = httpx.Timeout(self.timeout, connect=min(self.timeout, 5.0))
            self.batch = int(client.get_max_batch_size())
            self._client = client
        return self._client

    def _take_folder(self) -> None:
        assert self._lock_file is not None
        try:
            self._lock_file.acquire()
        except LockHeld as exc:
            if exc.owner == str(os.getpid()):
                who = "by another ChromaProvider in this process"
            else:
                who = f"by process {exc.owner}" if exc.owner else "by another process"
            raise StoreError(
                f"the Chroma folder {self.path} is already open {who}. Embedded Chroma loses "
                "vectors silently when two processes write one folder, so ltm refuses a second "
                f"writer. To share the memories, run a server: `chroma run --path {self.path}` "
                "and set LTM_CHROMA_HOST=localhost and LTM_CHROMA_PORT=8000 (with "
                "LTM_VECTOR_PROVIDER=chroma) in every process."
            ) from None

    def _give_folder_up(self) -> None:
        if self._lock_file is not None:
            self._lock_file.release()

    def _heartbeat(self) -> None:
        url = f"{self.location}/api/v2/heartbeat"
        try:
            response = httpx.get(url, headers=self.headers, timeout=min(self.timeout, 5.0))
            response.raise_for_status()
        except httpx.HTTPStatusError as exc:
            raise StoreError(f"the Chroma server at {self.shown_location} answered {exc}") from exc
        except httpx.HTTPError as exc:
            raise self.unavailable(exc) from exc

    def unavailable(self, exc: BaseException) -> StoreUnavailable:
        """The error for a server that cannot be reached, saying what to do."""
        reason = str(exc).replace(self.host or "", self.shown_host)
        return StoreUnavailable(
            f"cannot reach the Chroma server at {self.shown_host}:{self.port} "
            f"({type(exc).__name__}: {reason}). Start it "
            "(`chroma run --path <folder> --host "
            f"{self.shown_host} --port {self.port}`) or check LTM_CHROMA_HOST and LTM_CHROMA_PORT; "
            "this provider reconnects by itself once the server answers."
        )

    @contextmanager
    def guard(self, scope: MemoryScope | None = None) -> Iterator[None]:
        """Turn Chroma and transport errors into ``StoreError``s that say what to do."""
        try:
            yield
        except StoreError:
            raise
        except Exception as exc:
            errors = self.chromadb.errors
            if scope is not None:
                self._collections.pop(scope.key, None)  # re-check the collection next time
                if self.records is not None:  # a failed write may have landed in part
                    self.records.drop_scope(scope.key)
            if isinstance(exc, httpx.TransportError) or "Could not connect" in str(exc):
                raise self.unavailable(exc) from exc
            if isinstance(exc, errors.InvalidArgumentError) and "dimension" in str(exc):
                raise DimensionMismatch(f"Chroma at {self.shown_location}: {exc}") from exc
            if isinstance(exc, errors.ChromaError):
                raise StoreError(f"Chroma at {self.shown_location} failed: {exc}") from exc
            raise

    def close(self) -> None:
        """Close the client and, embedded, give the folder up; the next call reopens."""
        client, self._client = self._client, None
        self._collections.clear()
        if self.records is not None:
            self.records.clear()
        try:
            if client is not None:
                client.close()
        finally:
            self._give_folder_up()

    # -- collections -----------------------------------------------------------------------

    def meta(self, model: str | None = None, dimension: int | None = None) -> dict[str, Any]:
        """The ``<prefix>meta`` collection's metadata; created with model and dimension if given."""
        client = self.client()
        name = self.prefix + "meta"
        if model is None or dimension is None:
            try:
                col = client.get_collection(name, embedding_function=None)
            except self.chromadb.errors.NotFoundError:
                return {}
        else:
            col = client.get_or_create_collection(
                name,
                metadata={"embedding_model": model, "dimension": int(dimension)},
                embedding_function=None,
            )
        return dict(col.metadata or {})

    def collection(self, scope: MemoryScope, *, create: bool) -> Any:
        """The scope's collection (checked to belong to it), or ``None`` when absent."""
        col = self._collections.get(scope.key)
        if col is not None:
            return col
        client = self.client()
        name = self.prefix + scope.key
        expected = scope_tag(scope)
        try:
            col = client.get_collection(name, embedding_function=None)
        except self.chromadb.errors.NotFoundError:
            if not create:
                return None
            hnsw: dict[str, Any] = {"space": "cosine"}
            if self.ef_search is not None:
                hnsw["ef_search"] = int(self.ef_search)
            col = client.get_or_create_collection(
                name,
                configuration={"hnsw": hnsw},
                metadata={
                    "ltm_scope": expected,
                    "user_id": scope.user_id,
                    "namespace": scope.namespace,
                    "workspace_id": scope.workspace_id or "",
                    "has_workspace": scope.workspace_id is not None,
                },
                embedding_function=None,
            )
        found = (col.metadata or {}).get("ltm_scope")
        if found != expected:
            raise StoreError(
                f"Chroma collection {name} at {self.location} belongs to scope {found!r}, not "
                f"{expected!r}; refusing to mix scopes"
            )
        self._collections[scope.key] = col
        return col

    # -- batches ---------------------------------------------------------------------------

    def chunks(self, values: Sequence[Any]) -> Iterator[builtins.list[Any]]:
        """``values`` in pieces Chroma accepts in one call."""
        for start in range(0, len(values), self.batch):
            yield builtins.list(values[start : start + self.batch])

    def rows(
        self, col: Any, scope: MemoryScope, rids: Sequence[str], include: builtins.list[str]
    ) -> Rows:
        """Like :meth:`fetch`, from the record cache where it holds them (embedded mode).

        Embeddings always come from Chroma. A record missing from the cache is read with its
        metadata and document, and cached.
        """
        cache = self.records
        if cache is None or "embeddings" in include:
            return self.fetch(col, rids, include)
        found, missing = cache.lookup(scope.key, rids)
        rows: Rows = [(rid, meta, doc, None) for rid, (meta, doc) in found.items()]
        if missing:
            fetched = self.fetch(col, missing, ["metadatas", "documents"])
            for rid, meta, doc, _ in fetched:
                cache.put(scope.key, rid, meta, doc)
            rows.extend(fetched)
        return rows

    def fetch(self, col: Any, rids: Sequence[str], include: builtins.list[str]) -> Rows:
        """The records with these ids that exist (each id once)."""
        rows: Rows = []
        for part in self.chunks(builtins.list(dict.fromkeys(rids))):
            got = col.get(ids=part, include=include)
            n = len(got["ids"])
            docs = got.get("documents") or [None] * n
            embs = got.get("embeddings")
            embs = [None] * n if embs is None else embs
            metas = got.get("metadatas") or [{}] * n
            rows.extend(zip(got["ids"], metas, docs, embs, strict=True))
        return rows
