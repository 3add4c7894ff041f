"""What only some backends have: the embedded lock, server outages, Pinecone's limits, wiring."""

from __future__ import annotations

import json
import multiprocessing
import os
import re
import signal
import sys
import uuid
from datetime import UTC, datetime

import httpx
import numpy as np
import pytest
from ltm_core import (
    LongTermMemory,
    LTMSettings,
    MemoryItem,
    MemoryScope,
    StoreError,
    StoreUnavailable,
    create_default_long_term_memory,
)
from ltm_core import factory as factory_module
from ltm_core.factory import default_store
from ltm_core.vector.chroma import ChromaProvider
from ltm_core.vector.pinecone import PineconeProvider

from tests.backends.pinecone_standin import PineconeStandIn, StandInProcess, matches
from tests.backends.servers import ChromaServer
from tests.backends.workers import DIM, MODEL, try_open, unit_vectors

T0 = datetime(2026, 1, 15, tzinfo=UTC)
CHROMA_NAME = re.compile(r"[a-zA-Z0-9][a-zA-Z0-9._-]{1,510}[a-zA-Z0-9]")


def in_child(fn, *args):
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        return pool.apply(fn, args)


def prefix() -> str:
    return f"s{uuid.uuid4().hex[:8]}-"


# -- embedded Chroma: one process at a time -----------------------------------------------------


def test_embedded_chroma_refuses_a_second_process_and_says_what_to_do(tmp_path):
    folder = tmp_path / "chroma"
    store = ChromaProvider(folder)
    store.ensure_embedding(MODEL, DIM)
    store.upsert(MemoryScope("alice"), [MemoryItem(id="m1", text="kept")], unit_vectors(0, 1))

    refused = in_child(try_open, "chroma-embedded", {"path": str(folder)})
    assert refused.startswith("StoreError")
    assert f"chroma run --path {folder}" in refused
    assert "LTM_CHROMA_HOST" in refused and "LTM_CHROMA_PORT" in refused
    assert f"process {os.getpid()}" in refused  # names the holder

    with pytest.raises(StoreError, match="another ChromaProvider in this process"):
        ChromaProvider(folder)

    store.close()  # gives the folder up
    assert in_child(try_open, "chroma-embedded", {"path": str(folder)}) == "opened"
    again = ChromaProvider(folder)
    assert [i.text for i in again.get(MemoryScope("alice"), ["m1"])] == ["kept"]
    again.close()


# -- Chroma server: outages --------------------------------------------------------------------


def test_chroma_server_killed_mid_run_gives_a_clear_error_then_recovers(chroma_server, embedder):
    store = ChromaProvider(
        host=chroma_server.host, port=chroma_server.port, collection_prefix=prefix()
    )
    memory = LongTermMemory(MemoryScope("ops"), embedder=embedder, store=store)
    memory.remember("Alice prefers metric units", kind="preference")
    memory.remember("Alice's cat is called Miso")
    before = memory.export()

    chroma_server.kill()  # SIGKILL, no goodbye
    with pytest.raises(StoreUnavailable) as info:
        memory.recall("which units?")
    message = str(info.value)
    assert f"{chroma_server.host}:{chroma_server.port}" in message
    assert "chroma run" in message and "LTM_CHROMA_HOST" in message
    with pytest.raises(StoreUnavailable):
        memory.remember("Alice moved to Berlin")

    chroma_server.start()  # same port, same folder
    assert memory.export() == before  # nothing lost
    assert memory.recall("which units?", k=1)[0].item.text == "Alice prefers metric units"
    memory.remember("Alice moved to Berlin")
    assert memory.count() == 3
    memory.close()


def test_a_hung_chroma_server_times_out_instead_of_hanging(chroma_server):
    store = ChromaProvider(
        host=chroma_server.host, port=chroma_server.port, collection_prefix=prefix(), timeout=2
    )
    store.ensure_embedding(MODEL, DIM)
    store.upsert(MemoryScope("alice"), [MemoryItem(id="m1", text="x")], unit_vectors(0, 1))
    os.kill(chroma_server.proc.pid, signal.SIGSTOP)
    try:
        with pytest.raises(StoreUnavailable, match="Timeout"):
            store.count(MemoryScope("alice"))
    finally:
        os.kill(chroma_server.proc.pid, signal.SIGCONT)
    assert store.count(MemoryScope("alice")) == 1
    store.close()


def test_a_provider_made_while_the_server_is_down_works_once_it_is_up(tmp_path):
    server = ChromaServer(tmp_path / "data", tmp_path / "chroma.log")
    store = ChromaProvider(host=server.host, port=server.port, timeout=5)  # nothing listens yet
    with pytest.raises(StoreUnavailable, match=f"{server.host}:{server.port}"):
        store.ensure_embedding(MODEL, DIM)
    server.start()
    try:
        store.ensure_embedding(MODEL, DIM)
        assert store.count(MemoryScope("alice")) == 0
        store.close()
    finally:
        server.stop()


# -- Pinecone: outages and limits --------------------------------------------------------------


def pinecone(
    standin: PineconeStandIn | StandInProcess, namespace_prefix: str = "", **kw
) -> PineconeProvider:
    store = PineconeProvider(
        api_key="stand-in", host=standin.url, namespace_prefix=namespace_prefix or prefix(), **kw
    )
    store.ensure_embedding(MODEL, DIM)
    return store


def test_pinecone_host_down_gives_a_clear_error_then_recovers(local_standin, embedder):
    pinecone_standin = local_standin  # stopped and started again with its data kept
    memory = LongTermMemory(MemoryScope("ops"), embedder=embedder, store=pinecone(pinecone_standin))
    memory.remember("Alice prefers metric units", kind="preference")
    before = memory.export()
    pinecone_standin.stop()
    try:
        with pytest.raises(StoreUnavailable) as info:
            memory.recall("which units?")
        assert pinecone_standin.url in str(info.value)
        assert "LTM_PINECONE_HOST" in str(info.value)
    finally:
        pinecone_standin.start()
    assert memory.export() == before
    assert memory.recall("which units?", k=1)[0].item.text == "Alice prefers metric units"
    memory.close()


def test_pinecone_upserts_stay_within_the_request_limits(pinecone_standin):
    store = pinecone(pinecone_standin)
    scope = MemoryScope("bulk")
    n = 1500
    items = [MemoryItem(id=f"m{i:04d}", text=f"memory {i} " + "é" * 500) for i in range(n)]
    seen = len(pinecone_standin.requests)
    store.upsert(scope, items, unit_vectors(1, n))
    upserts = [
        size for method, path, size in pinecone_standin.requests[seen:] if path == "/vectors/upsert"
    ]
    assert len(upserts) > 1 and max(upserts) < 2 * 1024 * 1024
    assert store.count(scope) == n  # paged through `list` (100 ids a page)
    assert len(store.list(scope, limit=-1)) == n
    # Past 1,000 matches Pinecone returns no metadata: ids first, then fetched.
    (hits,) = store.search(scope, unit_vectors(1, 1), 1200)
    assert len(hits) == 1200 and hits[0].item.id == "m0000"
    assert [h.similarity for h in hits] == sorted((h.similarity for h in hits), reverse=True)
    store.close()

    small = PineconeStandIn(dimension=4).start()  # tiny vectors: the 1,000-vector cap binds
    try:
        store = PineconeProvider(api_key="stand-in", host=small.url)
        store.ensure_embedding("tiny", 4)
        many = [MemoryItem(id=f"t{i}", text="t") for i in range(2500)]
        store.upsert(scope, many, np.ones((2500, 4), dtype=np.float32))
        assert small.upsert_sizes[-3:] == [1000, 1000, 500]
        assert store.count(scope) == 2500
        store.close()
    finally:
        small.stop()


def test_pinecone_refuses_a_record_over_40kb_and_writes_nothing(pinecone_standin):
    store = pinecone(pinecone_standin)
    scope = MemoryScope("alice")
    fine = MemoryItem(id="ok", text="fine")
    huge = MemoryItem(id="huge", text="😀" * 8000, metadata={"blob": "x" * 12000})
    with pytest.raises(StoreError, match=r"'huge'.*40,960-byte limit"):
        store.upsert(scope, [fine, huge], unit_vectors(2, 2))
    assert store.count(scope) == 0
    store.close()


def test_pinecone_index_is_created_lazily_with_the_embedder_dimension(
    pinecone_standin, monkeypatch
):
    import pinecone as sdk

    calls = []

    class ControlPlane:
        def __init__(self, exists: bool) -> None:
            self.exists = exists

        def has_index(self, name):
            calls.append(("has_index", name))
            return self.exists

        def create_index(self, **kw):
            calls.append(("create_index", kw))
            self.exists = True

        def Index(self, name="", host=""):
            calls.append(("Index", name))
            return sdk.Pinecone(api_key="stand-in").Index(host=pinecone_standin.url)

        def close(self):
            pass

    plane = ControlPlane(exists=False)
    store = PineconeProvider(client=plane, index_name="mem", cloud="gcp", region="europe-west4")
    assert store.count(MemoryScope("alice")) == 0  # reads never create an index
    assert not any(c[0] == "create_index" for c in calls)
    store.ensure_embedding(MODEL, DIM)
    (create,) = [c[1] for c in calls if c[0] == "create_index"]
    assert create["name"] == "mem" and create["dimension"] == DIM and create["metric"] == "cosine"
    assert (create["spec"].cloud, create["spec"].region) == ("gcp", "europe-west4")
    store.close()

    refusing = PineconeProvider(
        client=ControlPlane(exists=False), index_name="m", create_index=False
    )
    with pytest.raises(StoreError, match="LTM_PINECONE_CREATE_INDEX"):
        refusing.ensure_embedding(MODEL, DIM)


def test_the_standin_refuses_what_pinecone_refuses(pinecone_standin):
    url, headers = pinecone_standin.url, {"Api-Key": "k"}
    vec = [0.1] * DIM

    def upsert(vectors):
        return httpx.post(f"{url}/vectors/upsert", json={"vectors": vectors}, headers=headers)

    assert upsert([{"id": "a", "values": vec, "metadata": {"n": 1}}]).status_code == 200
    for bad in (
        {"id": "a", "values": vec, "metadata": {"x": None}},
        {"id": "a", "values": vec, "metadata": {"x": {"nested": 1}}},
        {"id": "a", "values": vec, "metadata": {"x": [1, 2]}},
        {"id": "a", "values": vec, "metadata": {"x": "y" * 41000}},
        {"id": "a", "values": vec[:-1]},
        {"id": "a", "values": [0.0] * DIM},
        {"id": "", "values": vec},
        {"id": "ü", "values": vec},
    ):
        assert upsert([bad]).status_code == 400, bad
    assert upsert([{"id": str(i), "values": vec} for i in range(1001)]).status_code == 400
    query = {"vector": vec, "topK": 2000, "includeMetadata": True}
    assert httpx.post(f"{url}/query", json=query, headers=headers).status_code == 400
    query = {"vector": vec, "topK": 5, "filter": {"n": {"$regex": "x"}}}
    assert httpx.post(f"{url}/query", json=query, headers=headers).status_code == 400
    assert httpx.get(f"{url}/vectors/list?limit=101", headers=headers).status_code == 400
    assert httpx.post(f"{url}/describe_index_stats", json={}).status_code == 401  # no key
    fetched = httpx.get(f"{url}/vectors/fetch?ids=a", headers=headers).json()
    assert fetched["vectors"]["a"]["metadata"] == {"n": 1.0}  # numbers come back as floats


@pytest.mark.parametrize(
    ("flt", "expected"),
    [
        ({"k": "a"}, True),
        ({"k": {"$eq": "b"}}, False),
        ({"tags": {"$in": ["x", "z"]}}, True),
        ({"tags": "y"}, True),
        ({"tags": {"$nin": ["x"]}}, False),
        ({"missing": {"$ne": 1}}, True),
        ({"missing": {"$in": [1]}}, False),
        ({"missing": {"$exists": False}}, True),
        ({"n": {"$gte": 2, "$lt": 3}}, True),
        ({"n": {"$gt": 2}}, False),
        ({"flag": {"$eq": 1}}, False),  # a boolean is not a number
        ({"$or": [{"k": "b"}, {"n": 2}]}, True),
        ({"$and": [{"k": "a"}, {"n": {"$lte": 1}}]}, False),
    ],
)
def test_the_standin_filter_language(flt, expected):
    meta = {"k": "a", "tags": ["x", "y"], "n": 2.0, "flag": True}
    assert matches(meta, flt) is expected


# -- scope checks, names, embedding functions, extras ------------------------------------------


def test_chroma_collections_hold_the_raw_scope_ids_and_refuse_another(tmp_path):
    scope = MemoryScope("用户 a_b", "chat:x", "")
    store = ChromaProvider(tmp_path / "c")
    store.ensure_embedding(MODEL, DIM)
    store.upsert(scope, [MemoryItem(id="m1", text="x")], unit_vectors(0, 1))
    client = store.client
    (name,) = [c.name for c in client.list_collections() if c.name != "ltm-meta"]
    assert name == "ltm-" + scope.key and CHROMA_NAME.fullmatch(name)
    meta = client.get_collection(name, embedding_function=None).metadata
    assert json.loads(meta["ltm_scope"]) == ["用户 a_b", "chat:x", ""]
    assert (meta["user_id"], meta["namespace"], meta["workspace_id"]) == ("用户 a_b", "chat:x", "")
    client.get_collection(name, embedding_function=None).modify(
        metadata={**meta, "ltm_scope": json.dumps(["mallory", "default", None])}
    )
    store.close()  # forget the checked collection
    with pytest.raises(StoreError, match="refusing to mix scopes"):
        store.get(scope, ["m1"])
    store.close()


def test_pinecone_records_hold_the_raw_scope_ids_and_refuse_another(local_standin):
    pinecone_standin = local_standin  # its records are edited in place
    store = pinecone(pinecone_standin, namespace_prefix="tamper-")
    scope = MemoryScope("alice", "chat", None)
    store.upsert(scope, [MemoryItem(id="m1", text="x")], unit_vectors(0, 1))
    ns = "tamper-" + scope.key
    (record,) = pinecone_standin.index.namespaces[ns].values()
    assert json.loads(record[1]["scope"]) == ["alice", "chat", None]
    record[1]["scope"] = json.dumps(["mallory", "chat", None])
    with pytest.raises(StoreError, match="refusing to mix scopes"):
        store.get(scope, ["m1"])
    store.close()


def test_chroma_never_runs_its_default_embedding_function(tmp_path, monkeypatch):
    from chromadb.utils import embedding_functions

    def refuse(*args, **kwargs):
        raise AssertionError("Chroma's default embedding function ran (it downloads a model)")

    for cls in (embedding_functions.DefaultEmbeddingFunction, embedding_functions.ONNXMiniLM_L6_V2):
        monkeypatch.setattr(cls, "__call__", refuse)
    store = ChromaProvider(tmp_path / "c")
    assert store.client.get_settings().anonymized_telemetry is False
    store.ensure_embedding(MODEL, DIM)
    scope = MemoryScope("alice")
    item = MemoryItem(id="m1", text="first text")
    store.upsert(scope, [item], unit_vectors(0, 1))
    store.update(scope, item.model_copy(update={"text": "second text"}))  # new text, no vector
    assert store.get(scope, ["m1"])[0].text == "second text"
    assert store.search(scope, unit_vectors(0, 1), 1)[0][0].similarity == pytest.approx(
        1.0, abs=1e-5
    )
    store.close()


@pytest.mark.parametrize(("module", "extra"), [("chromadb", "chroma"), ("pinecone", "pinecone")])
def test_a_missing_extra_names_the_pip_command(monkeypatch, tmp_path, module, extra):
    monkeypatch.setitem(sys.modules, module, None)  # `import module` now fails
    settings = LTMSettings(
        vector_provider=extra, chroma_path=tmp_path / "c", pinecone_api_key="k", pinecone_host="h"
    )
    with pytest.raises(ImportError, match=re.escape(f"pip install 'ltm-core[{extra}]'")):
        default_store(settings)


# -- the factory -------------------------------------------------------------------------------


@pytest.fixture
def shared_stores():
    before = dict(factory_module._shared_stores)
    yield
    for key, store in list(factory_module._shared_stores.items()):
        if key not in before:
            del factory_module._shared_stores[key]
            store.close()


def test_default_store_wires_every_backend(
    shared_stores, tmp_path, chroma_server, pinecone_standin
):
    embedded = default_store(LTMSettings(vector_provider="chroma", chroma_path=tmp_path / "c"))
    assert isinstance(embedded, ChromaProvider) and embedded.path == tmp_path / "c"
    assert (
        default_store(LTMSettings(vector_provider="chroma", chroma_path=tmp_path / "c")) is embedded
    )

    server = default_store(
        LTMSettings(
            vector_provider="chroma",
            chroma_host=chroma_server.host,
            chroma_port=chroma_server.port,
            chroma_auth_header="X-Chroma-Token: not-checked-here",
        )
    )
    assert server.info().extra["mode"] == "server" and server.count(MemoryScope("x")) == 0
    with pytest.raises(ValueError, match="Name: value"):
        default_store(
            LTMSettings(vector_provider="chroma", chroma_host="h", chroma_auth_header="x")
        )

    pc = default_store(
        LTMSettings(
            vector_provider="pinecone", pinecone_host=pinecone_standin.url, pinecone_api_key="k"
        )
    )
    assert isinstance(pc, PineconeProvider) and pc.count(MemoryScope("x")) == 0


def test_one_setting_switches_the_backend_end_to_end(
    shared_stores, chroma_server, embedder, monkeypatch
):
    monkeypatch.setenv("LTM_VECTOR_PROVIDER", "chroma")
    monkeypatch.setenv("LTM_CHROMA_HOST", chroma_server.host)
    monkeypatch.setenv("LTM_CHROMA_PORT", str(chroma_server.port))
    memory = create_default_long_term_memory(
        f"user-{uuid.uuid4().hex[:6]}", enabled=True, embedder=embedder
    )
    assert isinstance(memory.store, ChromaProvider) and memory.store.host == chroma_server.host
    memory.remember("Alice prefers metric units", kind="preference")
    assert memory.recall("units", k=1)[0].item.text == "Alice prefers metric units"
    memory.close()


def test_a_chroma_server_recall_reads_the_pool_once_then_only_what_it_returns(
    chroma_server, monkeypatch
):
    from chromadb.api.models.Collection import Collection

    documents_read: list[int] = []
    for name in ("get", "query"):
        original = getattr(Collection, name)

        def counting(self, *args, _original=original, **kwargs):
            got = _original(self, *args, **kwargs)
            docs = got.get("documents") or []
            documents_read.append(sum(len(d) if isinstance(d, list) else 1 for d in docs))
            return got

        monkeypatch.setattr(Collection, name, counting)
    store = ChromaProvider(
        host=chroma_server.host, port=chroma_server.port, collection_prefix=prefix()
    )
    store.ensure_embedding(MODEL, DIM)
    scope = MemoryScope("alice")
    n = 300
    items = [MemoryItem(id=f"m{i}", text=f"memory {i} about topic {i % 7}") for i in range(n)]
    vectors = unit_vectors(41, n)
    store.upsert(scope, items, vectors)
    stems = ["topic", "3"]
    documents_read.clear()
    first = store.hybrid_search(scope, vectors[0], stems, 10)
    cold = sum(documents_read)
    documents_read.clear()
    again = store.hybrid_search(scope, vectors[0], stems, 10)
    assert cold >= store.lexical_pool  # the pool's texts, read once
    assert 0 < sum(documents_read) <= 20  # then the chosen records only (k nearest + k words)
    assert [h.item for h in again[0]] == [h.item for h in first[0]]
    assert [h.item for h in again[1].hits] == [h.item for h in first[1].hits]
    store.close()


def test_a_cold_chroma_server_recall_reads_no_record_twice(chroma_server, monkeypatch):
    from chromadb.api.models.Collection import Collection

    calls: list[list[str]] = []  # the ids of each read that carried records
    original = Collection.get

    def counting(self, *args, **kwargs):
        got = original(self, *args, **kwargs)
        if got.get("documents"):
            calls.append(list(got["ids"]))
        return got

    monkeypatch.setattr(Collection, "get", counting)
    store = ChromaProvider(
        host=chroma_server.host, port=chroma_server.port, collection_prefix=prefix()
    )
    store.ensure_embedding(MODEL, DIM)
    scope = MemoryScope("alice")
    n = 60
    items = [MemoryItem(id=f"m{i}", text=f"memory {i} about topic {i % 7}") for i in range(n)]
    vectors = unit_vectors(43, n)
    store.upsert(scope, items, vectors)
    calls.clear()
    dense, lexical = store.hybrid_search(scope, vectors[0], ["topic", "3"], 5)
    read = [rid for call in calls for rid in call]
    assert len(calls) == 1 and len(read) == len(set(read)) == n  # the pool, once: no second read
    assert [h.item for h in dense] == [h.item for h in store.search(scope, vectors[:1], 5)[0]]
    topic3 = {f"m{i}" for i in range(3, n, 7)}  # "3" and "topic" both: the best word matches
    assert len(lexical.hits) == 5 and {h.item.id for h in lexical.hits} <= topic3
    calls.clear()
    again, _ = store.hybrid_search(scope, vectors[0], ["topic", "3"], 5)
    assert len(calls) == 1 and len(calls[0]) <= 10  # warm: the chosen records only
    assert [h.item for h in again] == [h.item for h in dense]
    store.close()
