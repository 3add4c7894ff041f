"""The Pinecone client behind ``PineconeProvider``: the index, errors, paging and limits."""

from __future__ import annotations

import builtins
import contextlib
import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ltm_core.models import MemoryScope
from ltm_core.stores._codec import require_extra
from ltm_core.stores._filters import metadata_filter
from ltm_core.stores.base import ItemFilter, StoreError, StoreUnavailable

#: Pinecone's documented limits (with a margin where a request is estimated, not measured).
MAX_METADATA_BYTES = 40 * 1024
MAX_REQUEST_BYTES = 2 * 1024 * 1024 - 64 * 1024
MAX_VECTORS_PER_UPSERT = 1000
MAX_TOP_K_WITH_METADATA = 1000
MAX_TOP_K = 10_000
FETCH_IDS = 100  # ids per fetch (they travel in the URL)
LIST_PAGE = 100  # the most `list` returns per page
SELECT_PAGE = 1000  # records per fetch_by_metadata page
DELETE_IDS = 1000
#: Matches every memory record (each carries the layout version ``v``).
EVERY_RECORD: dict[str, Any] = {"v": {"$exists": True}}
#: (values, metadata) of one stored record.
Record = tuple[builtins.list[float], dict[str, Any]]


def pinecone_filter(where: ItemFilter) -> dict[str, Any] | None:
    """The Pinecone metadata filter of an ``ItemFilter`` (``None``: everything)."""
    return metadata_filter(
        where,
        active={"active": {"$eq": True}},
        any_tag=lambda tags: {"tag_list": {"$in": tags}},
    )


def chunks(values: Sequence[Any], size: int) -> Iterator[builtins.list[Any]]:
    """``values`` in lists of at most ``size``."""
    for start in range(0, len(values), size):
        yield builtins.list(values[start : start + size])


class PineconeConnection:
    """One Pinecone client and index handle, opened lazily; not thread-safe by itself.

    Args:
        api_key: The API key (ignored when ``client`` is given).
        host: The index host; skips the control plane.
        index_name: The index to find, or create, when no host is given.
        cloud: Cloud of a new serverless index.
        region: Region of a new serverless index.
        create_index: Whether a missing index may be created.
        prefix: Start of every namespace.
        timeout: Seconds per request attempt.
        client: A ready ``pinecone.Pinecone`` client to use instead of building one.
    """

    def __init__(
        self,
        api_key: str,
        host: str | None,
        index_name: str,
        cloud: str,
        region: str,
        create_index: bool,
        prefix: str,
        timeout: float,
        client: Any = None,
    ) -> None:
        self.sdk = require_extra("pinecone", "pinecone")
        if not api_key and client is None:
            raise StoreError("the Pinecone backend needs an API key: set PINECONE_API_KEY")
        if not prefix or not prefix.isascii():
            raise ValueError("namespace_prefix must be a non-empty ASCII string")
        self.api_key, self.host, self.index_name = api_key, host, index_name
        self.cloud, self.region, self.create_index = cloud, region, create_index
        self.prefix, self.timeout = prefix, float(timeout)
        self.location = host or f"index {index_name!r}"
        self._given = client
        self._pc: Any = client
        self._index: Any = None

    def client(self) -> Any:
        """The control-plane client (no network call to make it)."""
        if self._pc is None:
            self._pc = self.sdk.Pinecone(api_key=self.api_key, timeout=self.timeout)
        return self._pc

    def index(self, create_dimension: int | None = None) -> Any:
        """The data-plane index, or ``None`` when it does not exist and is not created here.

        With a host, no control-plane call is made. By name, a missing index is created
        (serverless, cosine) only when ``create_dimension`` is given and creation is allowed.
        """
        if self._index is not None:
            return self._index
        pc = self.client()
        if self.host:
            self._index = pc.Index(host=self.host)
            return self._index
        if not pc.has_index(self.index_name):
            if create_dimension is None:
                return None
            if not self.create_index:
                raise StoreError(
                    f"the Pinecone index {self.index_name!r} does not exist; create it "
                    f"(serverless, metric cosine, dimension {create_dimension}) or set "
                    "LTM_PINECONE_CREATE_INDEX=1"
                )
            with contextlib.suppress(self.sdk.ConflictError):  # another process was first
                pc.create_index(
                    name=self.index_name,
                    spec=self.sdk.ServerlessSpec(cloud=self.cloud, region=self.region),
                    dimension=int(create_dimension),
                    metric="cosine",
                    timeout=300,
                )
        self._index = pc.Index(name=self.index_name)
        return self._index

    @contextmanager
    def guard(self) -> Iterator[None]:
        """Turn SDK errors into ``StoreError``s that say what to do."""
        sdk = self.sdk
        try:
            yield
        except StoreError:
            raise
        except (sdk.PineconeConnectionError, sdk.PineconeTimeoutError, sdk.ServiceError) as exc:
            raise StoreUnavailable(
                f"cannot reach Pinecone at {self.location} ({type(exc).__name__}: {exc}). "
                "Check LTM_PINECONE_HOST (or LTM_PINECONE_INDEX) and the network; this "
                "provider carries on by itself once Pinecone answers."
            ) from exc
        except (sdk.UnauthorizedError, sdk.ForbiddenError) as exc:
            raise StoreError(
                f"Pinecone at {self.location} refused the API key ({exc}); check PINECONE_API_KEY"
            ) from exc
        except sdk.PineconeError as exc:
            raise StoreError(f"Pinecone at {self.location} failed: {exc}") from exc

    def namespace(self, scope: MemoryScope) -> str:
        """The scope's namespace: the prefix and the collision-free scope key."""
        return self.prefix + scope.key

    def close(self) -> None:
        """Close the HTTP connections (a client passed in stays open); the next call reopens."""
        index, self._index = self._index, None
        pc, self._pc = self._pc, self._given
        with contextlib.suppress(Exception):
            if index is not None:
                index.close()
            if pc is not None and pc is not self._given:
                pc.close()

    # -- paging ----------------------------------------------------------------------------

    def fetch(self, index: Any, ns: str, rids: Sequence[str]) -> dict[str, Record]:
        """The records with these ids that exist."""
        found: dict[str, Record] = {}
        for part in chunks(builtins.list(dict.fromkeys(rids)), FETCH_IDS):
            for rid, vec in index.fetch(ids=part, namespace=ns).vectors.items():
                found[rid] = (builtins.list(vec.values), dict(vec.metadata or {}))
        return found

    def ids(self, index: Any, ns: str) -> builtins.list[str]:
        """Every record id of the namespace, page by page."""
        ids: builtins.list[str] = []
        token = None
        while True:
            page = index.list_paginated(namespace=ns, limit=LIST_PAGE, pagination_token=token)
            ids.extend(str(v.id) for v in page.vectors)
            token = page.pagination.next if page.pagination is not None else None
            if not token:
                return ids

    def select(self, index: Any, ns: str, flt: dict[str, Any]) -> dict[str, Record]:
        """Every record matching a metadata filter, page by page."""
        found: dict[str, Record] = {}
        token = None
        while True:
            page = index.fetch_by_metadata(
                filter=flt, namespace=ns, limit=SELECT_PAGE, pagination_token=token
            )
            for rid, vec in page.vectors.items():
                found[rid] = (builtins.list(vec.values), dict(vec.metadata or {}))
            token = page.pagination.next if page.pagination is not None else None
            if not token:
                return found

    def query(
        self, index: Any, ns: str, vector: Any, k: int, flt: dict[str, Any] | None
    ) -> builtins.list[tuple[float, dict[str, Any]]]:
        """(score, metadata) of the ``k`` best records, best first.

        Pinecone returns metadata with at most 1,000 matches; beyond that (up to 10,000) the
        ids come first and their metadata is fetched.
        """
        top = min(k, MAX_TOP_K)
        with_meta = top <= MAX_TOP_K_WITH_METADATA
        matches = index.query(
            vector=[float(x) for x in vector],
            top_k=top,
            namespace=ns,
            filter=flt,
            include_metadata=with_meta,
        ).matches
        if with_meta:
            return [(float(m.score), dict(m.metadata or {})) for m in matches]
        metas = self.fetch(index, ns, [m.id for m in matches])
        return [(float(m.score), metas[m.id][1]) for m in matches if m.id in metas]

    def records(self, index: Any, ns: str, flt: dict[str, Any] | None) -> dict[str, Record]:
        """Records matching ``flt``, or every record for ``None`` (1,000 a request)."""
        return self.select(index, ns, EVERY_RECORD if flt is None else flt)

    def put(self, index: Any, ns: str, records: Sequence[dict[str, Any]]) -> None:
        """Upsert within Pinecone's limits: 40 KB metadata each, 1,000 and < 2 MB a request.

        Every record is checked before the first request, so a refused one writes nothing.
        """
        sizes = []
        for rec in records:
            meta_bytes = len(json.dumps(rec["metadata"], ensure_ascii=False).encode("utf-8"))
            if meta_bytes > MAX_METADATA_BYTES:
                raise StoreError(
                    f"memory {rec['metadata']['id']!r} needs {meta_bytes:,} bytes of Pinecone "
                    f"metadata, over its {MAX_METADATA_BYTES:,}-byte limit per record; shorten "
                    "its text or its metadata"
                )
            sizes.append(meta_bytes + 24 * len(rec["values"]) + 256)
        batch: builtins.list[dict[str, Any]] = []
        total = 0
        for rec, cost in zip(records, sizes, strict=True):
            full = len(batch) >= MAX_VECTORS_PER_UPSERT or total + cost > MAX_REQUEST_BYTES
            if batch and full:
                index.upsert(vectors=batch, namespace=ns)
                batch, total = [], 0
            batch.append(rec)
            total += cost
        if batch:
            index.upsert(vectors=batch, namespace=ns)
