"""What only the Postgres backend has: many writers, crashes, restarts, its errors and admin.

Every test runs on a real PostgreSQL 18 with pgvector (the session server of conftest.py, or
``LTM_TEST_POSTGRES_URL``), each in a Postgres schema of its own.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import subprocess
import sys
import uuid
from datetime import UTC, datetime, timedelta

import numpy as np
import psycopg
import pytest
from ltm_core import (
    LongTermMemory,
    LTMSettings,
    MemoryItem,
    MemoryScope,
    StoreError,
    StoreUnavailable,
)
from ltm_core.factory import default_store
from ltm_core.stores.postgres import PostgresProvider
from ltm_core.vector.base import ItemFilter

from tests.backends.servers import PostgresTestServer
from tests.backends.workers import (
    DIM,
    MODEL,
    drop_schema,
    unit_vectors,
    write_then_wait_for_all,
)

T0 = datetime(2026, 1, 15, tzinfo=UTC)
EVERYTHING = ItemFilter(include_superseded=True)


@pytest.fixture
def schema(postgres_url):
    name = f"p{uuid.uuid4().hex[:10]}"
    yield name
    drop_schema(postgres_url, name)


@pytest.fixture
def provider(postgres_url, schema):
    store = PostgresProvider(postgres_url, schema=schema)
    store.ensure_embedding(MODEL, DIM)
    yield store
    store.close()


def items(n: int, prefix: str = "m", **fields) -> list[MemoryItem]:
    return [
        MemoryItem(id=f"{prefix}{i}", text=f"{prefix} memory {i}", created_at=T0 + timedelta(i))
        for i in range(n)
    ]


# -- many processes ----------------------------------------------------------------------------


@pytest.mark.parametrize("shared_scope", [True, False], ids=["one-scope", "own-scopes"])
def test_four_processes_write_1000_each_and_lose_nothing(postgres_url, schema, shared_scope):
    spec = {"url": postgres_url, "schema": schema}
    PostgresProvider(postgres_url, schema=schema).close()  # migrated once, before the race
    users = ["shared"] * 4 if shared_scope else [f"user{s}" for s in range(4)]
    per_scope = 4000 if shared_scope else 1000
    with multiprocessing.get_context("spawn").Pool(4) as pool:
        jobs = [
            pool.apply_async(
                write_then_wait_for_all, ("postgres", spec, users[s], s, 1000, 50, per_scope)
            )
            for s in range(4)
        ]
        results = [job.get(timeout=600) for job in jobs]
    for result in results:
        assert not isinstance(result, str), result
    store = PostgresProvider(postgres_url, schema=schema)
    store.ensure_embedding(MODEL, DIM)
    for seed, (written, seen, found) in enumerate(results):
        scope = MemoryScope(users[seed])
        assert len(written) == 1000
        assert len(store.get(scope, written)) == 1000  # 0 lost
        assert seen == per_scope
        if shared_scope:  # each process found the other three writers' first vectors
            assert sorted(found) == sorted(f"w{o}-0" for o in range(4) if o != seed)
    total = sum(store.count(MemoryScope(u)) for u in set(users))
    assert total == 4000
    store.close()


def test_a_writer_killed_mid_batch_keeps_every_write_it_returned(postgres_url, schema):
    spec = json.dumps({"url": postgres_url, "schema": schema})
    code = (
        "import json, sys; from tests.backends.workers import write_and_report; "
        f"write_and_report('postgres', json.loads({spec!r}), 'crash', 10_000, 25)"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code],
        stdout=subprocess.PIPE,
        text=True,
        cwd=os.path.dirname(os.path.dirname(os.path.dirname(__file__))),
    )
    reported: list[str] = []
    assert child.stdout is not None
    while len(reported) < 30 * 25:
        line = child.stdout.readline()
        assert line, "the writer died before writing 30 batches"
        reported.extend(line.split())
    child.send_signal(signal.SIGKILL)  # mid-run: a batch is usually in flight
    child.wait(timeout=30)
    reported.extend(child.stdout.read().split())  # batches returned before the kill landed

    store = PostgresProvider(postgres_url, schema=schema)
    store.ensure_embedding(MODEL, DIM)
    scope = MemoryScope("crash")
    assert len(store.get(scope, reported)) == len(reported)
    # A batch is all or nothing: the count is a whole number of batches, none half-written.
    assert store.count(scope) % 25 == 0 and store.count(scope) >= len(reported)
    store.close()


# -- outages and errors ------------------------------------------------------------------------


def test_a_server_restart_raises_store_unavailable_once_then_works(embedder):
    server = PostgresTestServer().start()
    try:
        store = PostgresProvider(server.url, schema="outage", timeout=3)
        memory = LongTermMemory(MemoryScope("ops"), embedder=embedder, store=store)
        memory.remember("Alice prefers metric units", kind="preference")
        memory.remember("Alice's cat is called Miso")
        before = memory.export()

        server.stop()
        with pytest.raises(StoreUnavailable) as info:
            memory.recall("which units?")
        assert "LTM_POSTGRES_URL" in str(info.value)
        with pytest.raises(StoreUnavailable):
            memory.remember("Alice moved to Berlin")

        server.resume()
        assert memory.export() == before  # nothing lost, nothing half-written
        assert memory.recall("which units?", k=1)[0].item.text == "Alice prefers metric units"

        server.stop()
        server.resume()  # restarted while the app was idle: its pooled connection is dead
        with pytest.raises(StoreUnavailable):
            memory.count()
        memory.remember("Alice moved to Berlin")  # the call after works
        assert memory.count() == 3
        memory.close()
        store.close()
    finally:
        server.close()


def test_unreachable_server_and_unknown_user_say_what_to_do(postgres_url):
    with pytest.raises(StoreUnavailable) as info:
        PostgresProvider("postgresql://ltm:secret-pw@127.0.0.1:1/ltm", timeout=2)
    message = str(info.value)
    assert "127.0.0.1:1" in message and "LTM_POSTGRES_URL" in message
    assert "secret-pw" not in message  # the password is never shown

    host = psycopg.conninfo.conninfo_to_dict(postgres_url)["host"]
    with pytest.raises(StoreUnavailable, match="user does not exist"):
        PostgresProvider(f"postgresql://nosuchuser:pw@/postgres?host={host}")


def test_a_user_who_may_not_enable_pgvector_is_told_who_can(postgres_url):
    name = f"ltm_plain_{uuid.uuid4().hex[:6]}"
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        admin.execute(f"CREATE ROLE {name} LOGIN")
        admin.execute(f"CREATE DATABASE {name} OWNER postgres")
        admin.execute(f"GRANT CREATE ON DATABASE {name} TO {name}")
    host = psycopg.conninfo.conninfo_to_dict(postgres_url)["host"]
    try:
        with pytest.raises(StoreUnavailable, match="CREATE EXTENSION vector"):
            PostgresProvider(f"postgresql://{name}@/{name}?host={host}")
    finally:
        with psycopg.connect(postgres_url, autocommit=True) as admin:
            admin.execute(f"DROP DATABASE {name}")
            admin.execute(f"DROP ROLE {name}")


def test_a_newer_schema_is_refused_and_a_model_change_names_both(postgres_url, schema, provider):
    with pytest.raises(
        StoreError, match=r"384-d vectors from 'all-MiniLM-L6-v2'.*'other' produces 8"
    ):
        provider.ensure_embedding("other", 8)
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute(f"UPDATE {schema}.meta SET value = '99' WHERE key = 'schema_version'")
    with pytest.raises(StoreError, match=r"schema version 99.*upgrade ltm-core"):
        PostgresProvider(postgres_url, schema=schema)


# -- PgBouncer, TLS, wiring ----------------------------------------------------------------------


def test_no_server_side_prepared_statements_unless_asked(postgres_url, schema):
    scope = MemoryScope("alice")

    def prepared_after_repeats(store: PostgresProvider) -> int:
        store.ensure_embedding(MODEL, DIM)
        store.upsert(scope, items(3), unit_vectors(0, 3))
        with store.transaction() as conn:
            for _ in range(8):  # psycopg prepares a query after 5 runs by default
                conn.execute("SELECT count(*) FROM pg_class WHERE relname = %s", ("x",))
            return int(conn.execute("SELECT count(*) FROM pg_prepared_statements").fetchone()[0])

    default = PostgresProvider(postgres_url, schema=schema, max_size=1)
    assert prepared_after_repeats(default) == 0  # safe behind PgBouncer in transaction mode
    default.close()
    asked = PostgresProvider(postgres_url, schema=schema, max_size=1, prepare_threshold=5)
    assert prepared_after_repeats(asked) > 0
    asked.close()


def test_url_parameters_reach_libpq_untouched(postgres_url, schema):
    url = postgres_url + "&application_name=ltm-replica-7&sslmode=prefer"
    store = PostgresProvider(url, schema=schema)
    with store.transaction() as conn:
        assert conn.execute("SHOW application_name").fetchone()[0] == "ltm-replica-7"
    store.close()


def test_ltm_vector_provider_postgres_builds_it_from_settings(postgres_url, schema):
    settings = LTMSettings(
        vector_provider="postgres", postgres_url=postgres_url, postgres_schema=schema
    )
    store = default_store(settings)
    assert isinstance(store, PostgresProvider) and store.schema == schema
    with pytest.raises(ValueError, match="LTM_POSTGRES_URL"):
        default_store(LTMSettings(vector_provider="postgres"))


# -- storage shape -----------------------------------------------------------------------------


def test_every_row_carries_its_raw_scope_ids(postgres_url, schema, provider):
    a = MemoryScope("a_b", "c")
    b = MemoryScope("a", "b_c", "")
    provider.upsert(a, items(2, "x"), unit_vectors(1, 2))
    provider.upsert(b, items(3, "y"), unit_vectors(2, 3))
    with psycopg.connect(postgres_url) as conn:
        rows = conn.execute(
            f"SELECT user_id, namespace, workspace_id, count(*) FROM {schema}.memories "
            "GROUP BY 1, 2, 3 ORDER BY 1 DESC"
        ).fetchall()
    assert rows == [("a_b", "c", None, 2), ("a", "b_c", "", 3)]


@pytest.mark.parametrize("hnsw_min_items", [10**9, 100], ids=["exact", "hnsw"])
def test_dense_search_matches_numpy_on_both_paths(postgres_url, schema, hnsw_min_items):
    store = PostgresProvider(postgres_url, schema=schema, hnsw_min_items=hnsw_min_items)
    store.ensure_embedding(MODEL, DIM)
    scope = MemoryScope("big")
    vectors = unit_vectors(7, 600)
    kinds = ["fact"] * 590 + ["event"] * 10
    batch = [
        MemoryItem(id=f"m{i}", text=f"memory {i}", kind=kinds[i], created_at=T0) for i in range(600)
    ]
    store.upsert(scope, batch, vectors)
    store.upsert(MemoryScope("small"), items(5), unit_vectors(8, 5))
    queries = unit_vectors(9, 5)
    for query, hits in zip(queries, store.search(scope, queries, 10), strict=True):
        expected = np.argsort(-(vectors @ query), kind="stable")[:10]
        assert [h.item.id for h in hits] == [f"m{i}" for i in expected]
        assert np.allclose([h.similarity for h in hits], (vectors @ query)[expected], atol=1e-5)
    # A narrow filter in a big scope still finds every match (the exact query backs HNSW up).
    [events] = store.search(scope, queries[:1], 20, where=ItemFilter.of(kinds=["event"]))
    assert sorted(h.item.id for h in events) == sorted(f"m{i}" for i in range(590, 600))
    store.close()


def test_backup_and_restore_keep_scopes_history_and_vectors(postgres_url, schema, tmp_path):
    source = PostgresProvider(postgres_url, schema=schema)
    source.ensure_embedding(MODEL, DIM)
    alice, bob = MemoryScope("alice"), MemoryScope("bob", "work", "p1")
    old, new = (
        MemoryItem(id="old", text="Alice lives in Paris"),
        MemoryItem(id="new", text="Alice lives in Berlin"),
    )
    old.superseded_by = "new"
    source.upsert(alice, [old, new], unit_vectors(1, 2))
    source.upsert(bob, items(3, "b"), unit_vectors(2, 3))
    assert source.last_backup() == (None, 0)
    made = source.create_backup(tmp_path / "backups")
    assert (made.memories, made.scopes) == (5, 2)
    assert source.last_backup() == (made.created_at, 5)
    assert source.maybe_backup(tmp_path / "backups") is None  # never automatic on a server

    target_schema = schema + "_restored"
    target = PostgresProvider(postgres_url, schema=target_schema)
    try:
        report = target.restore(made.path)
        assert (report.memories, report.scopes) == (5, 2)
        for scope in (alice, bob):
            assert target.list(scope, EVERYTHING, limit=-1) == source.list(
                scope, EVERYTHING, limit=-1
            )
        [hits] = target.search(bob, unit_vectors(2, 3)[1:2], 1)
        assert hits[0].item.id == "b1" and hits[0].similarity == pytest.approx(1.0, abs=1e-5)
        with pytest.raises(StoreError, match="already holds memories"):
            target.restore(made.path)  # never merged into, never overwritten
        assert target.count(alice, EVERYTHING) == 2
    finally:
        target.close()
        drop_schema(postgres_url, target_schema)
        source.close()


def test_nul_characters_are_refused_with_the_field_named(provider):
    with pytest.raises(ValueError, match="text contains a NUL character"):
        provider.upsert(
            MemoryScope("a"), [MemoryItem(id="m", text="bad\x00text")], unit_vectors(0, 1)
        )
    assert provider.count(MemoryScope("a")) == 0


# -- the LangChain adapters on Postgres ----------------------------------------------------------


def test_langgraph_store_and_middleware_share_memories_on_postgres(provider, embedder):
    from langchain.agents import create_agent
    from ltm_langchain import LongTermMemoryMiddleware, LongTermMemoryStore

    from tests.conftest import FakeClock
    from tests.langchain.conftest import Context, RecordingFactory
    from tests.langchain.fakes import ScriptedChatModel

    factory = RecordingFactory(provider, embedder, FakeClock())
    model = ScriptedChatModel()
    agent = create_agent(
        model,
        middleware=[LongTermMemoryMiddleware(factory, background=False)],
        context_schema=Context,
    )
    agent.invoke({"messages": [("user", "I'm allergic to peanuts.")]}, context=Context("alice"))

    store = LongTermMemoryStore(factory)
    [item] = store.search(("chat", "alice"), query="allergies")
    assert item.value["content"] == "The user is allergic to peanuts."
    store.put(("chat", "alice"), "diet", {"content": "The user is vegetarian."})
    assert store.search(("chat", "bob"), query="allergies") == []  # another user sees nothing

    agent.invoke({"messages": [("user", "What should I cook?")]}, context=Context("alice"))
    prompt = model.prompt_text()
    assert "The user is allergic to peanuts." in prompt and "The user is vegetarian." in prompt
    with provider.transaction() as conn:  # it really is in Postgres, under alice's raw ids
        rows = conn.execute(
            f"SELECT user_id, namespace, kind, text FROM {provider.schema}.memories ORDER BY seq"
        ).fetchall()
    # the mined fact, the stored one, and each user message of the two turns as an episode
    assert sorted(rows) == [
        ("alice", "chat", "episode", "I'm allergic to peanuts."),
        ("alice", "chat", "episode", "What should I cook?"),
        ("alice", "chat", "fact", "The user is allergic to peanuts."),
        ("alice", "chat", "fact", "The user is vegetarian."),
    ]
    store.close()
    factory.close()


def test_ltm_backup_and_restore_commands_on_postgres(postgres_url, schema, tmp_path, monkeypatch):
    from ltm_core.cli import app
    from typer.testing import CliRunner

    source = PostgresProvider(postgres_url, schema=schema)
    source.ensure_embedding(MODEL, DIM)
    source.upsert(MemoryScope("alice", "chat"), items(4), unit_vectors(3, 4))
    source.close()
    monkeypatch.setenv("LTM_VECTOR_PROVIDER", "postgres")
    monkeypatch.setenv("LTM_POSTGRES_URL", postgres_url)
    monkeypatch.setenv("LTM_POSTGRES_SCHEMA", schema)
    monkeypatch.setenv("LTM_BACKUP_PATH", str(tmp_path / "backups"))
    runner = CliRunner()

    made = runner.invoke(app, ["backup"])
    assert made.exit_code == 0, made.output
    assert "backed up 4 memories (1 scopes)" in made.stdout
    [folder] = (tmp_path / "backups").iterdir()
    listed = runner.invoke(app, ["backups"])
    assert str(folder) in listed.stdout and "4 memories" in listed.stdout

    refused = runner.invoke(app, ["restore", str(folder)])  # the scope is not empty here
    assert refused.exit_code != 0 and "already holds memories" in refused.output

    monkeypatch.setenv("LTM_POSTGRES_SCHEMA", schema + "_copy")
    try:
        restored = runner.invoke(app, ["restore", str(folder)])
        assert restored.exit_code == 0, restored.output
        assert "restored 4 memories (1 scopes)" in restored.stdout
        copy = PostgresProvider(postgres_url, schema=schema + "_copy")
        assert sorted(i.id for i in copy.list(MemoryScope("alice", "chat"))) == [
            "m0",
            "m1",
            "m2",
            "m3",
        ]
        copy.close()
    finally:
        drop_schema(postgres_url, schema + "_copy")


def test_a_pool_of_your_own_is_used_and_left_open(postgres_url, schema):
    from psycopg_pool import ConnectionPool

    pool = ConnectionPool(postgres_url, min_size=1, max_size=2, open=True)
    try:
        store = PostgresProvider(pool=pool, schema=schema)
        store.ensure_embedding(MODEL, DIM)
        store.upsert(MemoryScope("alice"), items(3), unit_vectors(4, 3))
        [hits] = store.search(MemoryScope("alice"), unit_vectors(4, 3)[2:], 1)
        assert hits[0].item.id == "m2"
        store.close()
        with pool.connection() as conn:  # still the caller's, still open
            assert conn.execute(f"SELECT count(*) FROM {schema}.memories").fetchone()[0] == 3
    finally:
        pool.close()
    with pytest.raises(ValueError, match="exactly one of url"):
        PostgresProvider(postgres_url, pool=pool)
