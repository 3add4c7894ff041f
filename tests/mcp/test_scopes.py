"""``ltm-mcp --many-scopes``: one server, many users and namespaces, each call naming its scope.

Most tests run the real server in this process (the SDK's in-memory client), on a real
sqlite-vec file and the real MiniLM, so the open memories and threads can be counted; one
runs it as a subprocess over stdio, to show the scope travels in a real request's ``_meta``.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from contextlib import ExitStack
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from anyio.from_thread import BlockingPortal, start_blocking_portal
from ltm_core.extraction.worker import shared_pool
from ltm_mcp.config import SCOPE_META_KEY, ServerConfig, parse_args
from ltm_mcp.holder import MemoryHolder
from ltm_mcp.server import build_server
from ltm_mcp.tools import TOOL_THREADS
from mcp import Client

from tests.mcp.conftest import SECRET, run_server

#: Ids that a careless key derivation (joining, trimming, case-folding, normalising) would
#: merge; each must be a scope of its own.
ADVERSARIAL: list[dict[str, Any]] = [
    {"user_id": "a_b", "namespace": "c"},
    {"user_id": "a", "namespace": "b_c"},
    {"user_id": "a", "namespace": "b", "workspace_id": "c"},
    {"user_id": "alice"},
    {"user_id": "Alice"},
    {"user_id": "alice "},
    {"user_id": "alice\u200b"},
    {"user_id": "Jos\u00e9"},  # é composed
    {"user_id": "Jose\u0301"},  # e + combining accent: looks the same
    {"user_id": "../alice"},
    {"user_id": "alice", "namespace": "chat"},
    {"user_id": "alice", "namespace": "chat", "workspace_id": "w"},
    {"user_id": "x" * 512},
    {"user_id": "' OR 1=1 --"},
]


def meta(scope: dict[str, Any]) -> Any:
    return {SCOPE_META_KEY: scope}


class InProcess:
    """A ``build_server`` server and an in-memory client, driven from sync tests."""

    def __init__(self, client: Client, holder: MemoryHolder, portal: BlockingPortal) -> None:
        self.client = client
        self.holder = holder
        self.portal = portal

    def call(self, tool: str, named: Any, **arguments: Any) -> Any:
        """Call ``tool`` with ``named`` as the request's whole ``_meta``."""
        return self.portal.call(partial(self.client.call_tool, tool, arguments, meta=named))

    def ok(self, tool: str, scope: dict[str, Any] | None, **arguments: Any) -> dict[str, Any]:
        result = self.call(tool, None if scope is None else meta(scope), **arguments)
        assert not result.is_error, result.content[0].text
        return result.structured_content

    def error(self, tool: str, named: Any, **arguments: Any) -> tuple[dict[str, Any], str]:
        result = self.call(tool, named, **arguments)
        assert result.is_error, result.content[0].text
        return result.structured_content, result.content[0].text


@pytest.fixture
def serve(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Start in-process servers on one temp file; ``serve("--many-scopes", open=2)``."""
    with ExitStack() as stack:
        portal = stack.enter_context(start_blocking_portal())

        def start(*args: str, open: int | None = None) -> InProcess:
            if open is not None:
                monkeypatch.setenv("LTM_SCOPE_CACHE_SIZE", str(open))
            config = parse_args([*args, "--db", str(tmp_path / "memories.db")])
            holder = MemoryHolder(config)
            client = Client(build_server(config, holder))
            stack.enter_context(portal.wrap_async_context_manager(client))
            return InProcess(client, holder, portal)

        yield start


def test_adversarial_ids_are_separate_scopes_with_exactly_their_own_memories(serve):
    server = serve("--many-scopes")
    for i, scope in enumerate(ADVERSARIAL):
        saved = server.ok("save_memory", scope, text=f"Scope number {i} grows heirloom tomatoes.")
        assert saved["status"] == "stored"  # not a duplicate of another scope's memory
    for i, scope in enumerate(ADVERSARIAL):
        page = server.ok("get_all_memories", scope)
        assert [m["text"] for m in page["memories"]] == [
            f"Scope number {i} grows heirloom tomatoes."
        ], scope
        found = server.ok("search_memory", scope, query="who grows heirloom tomatoes?", limit=50)
        assert [r["text"] for r in found["results"]] == [
            f"Scope number {i} grows heirloom tomatoes."
        ]
        stats = server.ok("memory_stats", scope)["scope"]
        assert stats["user_id"] == scope["user_id"]
        assert stats["namespace"] == scope.get("namespace", "personal")
        assert stats["workspace_id"] == scope.get("workspace_id")
    # Deleting everything of one scope leaves every other one whole.
    assert server.ok("delete_all_memories", ADVERSARIAL[0], confirm=True)["deleted"] == 1
    assert [server.ok("memory_stats", s)["total"] for s in ADVERSARIAL] == [0] + [1] * (
        len(ADVERSARIAL) - 1
    )


def test_a_call_naming_no_scope_or_a_malformed_one_is_refused_and_writes_nothing(serve):
    server = serve("--many-scopes")
    info, text = server.error("save_memory", None, text="The user likes jazz.")
    assert info["error"] == "scope_refused" and SCOPE_META_KEY in text
    for bad in [
        {SCOPE_META_KEY: "alice"},
        {SCOPE_META_KEY: {"user_id": 42}},
        {SCOPE_META_KEY: {"user_id": "   "}},
        {SCOPE_META_KEY: {"user_id": "al\x00ice"}},
        {SCOPE_META_KEY: {"user_id": "x" * 513}},
        {SCOPE_META_KEY: {"user": "alice"}},
        {SCOPE_META_KEY: {"user_id": SECRET, "tenant": SECRET}},
    ]:
        info, text = server.error("save_memory", bad, text="The user likes jazz.")
        assert info["error"] == "invalid_argument", text
        assert SECRET not in text and "x" * 100 not in text
    info, _ = server.error("save_memory", {SCOPE_META_KEY: {"namespace": "chat"}}, text="Jazz.")
    assert info["error"] == "scope_refused"  # a namespace alone names nobody
    assert server.ok("get_all_memories", {"user_id": "alice"})["total"] == 0
    info, _ = server.error("create_backup", meta({"user_id": "alice"}))
    assert info["error"] == "unsupported"  # a backup holds every tenant's memories


def test_a_scope_id_holding_a_credential_is_refused_as_content_and_the_server_goes_on(serve):
    server = serve("--many-scopes")
    for scope in [{"user_id": SECRET}, {"user_id": "alice", "namespace": f"token={SECRET}"}]:
        info, text = server.error("save_memory", meta(scope), text="The user likes jazz.")
        # The caller can correct this: it is a refusal of the id, not a server that is down.
        assert info["error"] == "content_rejected", text
        assert info["pattern"] and "scope id" in text and "could not start" not in text
        assert SECRET not in text
    # The refusal stored nothing and broke nothing: the next call with a clean id works.
    assert server.ok("save_memory", {"user_id": "alice"}, text="Alice likes jazz.")["status"] == (
        "stored"
    )
    assert server.ok("get_all_memories", {"user_id": "alice"})["total"] == 1


def test_a_pinned_user_chooses_only_among_their_own_namespaces(serve):
    server = serve("--many-scopes", "--user", "me")
    server.ok("save_memory", {"namespace": "work"}, text="The user ships on Fridays.")
    server.ok("save_memory", {"user_id": "me", "namespace": "home"}, text="The user has a cat.")
    info, _ = server.error("get_all_memories", meta({"user_id": "you", "namespace": "work"}))
    assert info["error"] == "scope_refused"
    work = server.ok("get_all_memories", {"namespace": "work"})["memories"]
    assert [m["text"] for m in work] == ["The user ships on Fridays."]
    # No namespace named: the server's default (personal), empty here.
    assert server.ok("get_all_memories", None)["total"] == 0


def test_a_one_scope_server_refuses_a_call_naming_another_scope(serve):
    server = serve("--user", "me", "--namespace", "notes")
    server.ok("save_memory", None, text="The user reads sci-fi.")
    assert server.ok("get_all_memories", {"user_id": "me", "namespace": "notes"})["total"] == 1
    for other in [{"user_id": "you"}, {"user_id": "me", "namespace": "work"}]:
        info, text = server.error("get_all_memories", meta(other))
        assert info["error"] == "scope_refused" and "--many-scopes" in text


def test_open_memories_stay_within_the_cache_and_an_evicted_ones_work_lands(serve):
    server = serve("--many-scopes", open=2)
    alice = {"user_id": "alice", "namespace": "chat"}
    saved = server.ok("save_memory", alice, text="The user climbs in Fontainebleau.")
    found = server.ok("search_memory", alice, query="where does the user climb?")
    assert found["results"][0]["id"] == saved["id"]  # its access time is written later
    for user in ["bob", "carol", "dave"]:
        server.ok("save_memory", {"user_id": user, "namespace": "chat"}, text=f"{user} sings.")
    memories = server.holder.get().memories
    assert len(memories) == 2 and memories.flush(timeout=60)
    page = server.ok("get_all_memories", alice)  # alice's memory was evicted and reopened
    assert [m["text"] for m in page["memories"]] == ["The user climbs in Fontainebleau."]
    assert page["memories"][0]["access_count"] == 1  # the evicted memory's deferred write


def test_two_thousand_scopes_leave_threads_and_open_memories_bounded(serve):
    server = serve("--many-scopes", open=16)
    server.ok("memory_stats", {"user_id": "warm-up"})  # the model and store are loaded
    before = threading.active_count()
    most = before
    users = 2000

    async def turn(gate: asyncio.Semaphore, i: int) -> None:
        nonlocal most
        scope = meta({"user_id": f"user-{i}", "namespace": "chat"})
        async with gate:
            if i % 10 == 0:
                text = f"User {i} lives in Town{i}."
                result = await server.client.call_tool("save_memory", {"text": text}, meta=scope)
            else:
                result = await server.client.call_tool("get_all_memories", {}, meta=scope)
            assert not result.is_error, result.content[0].text
            most = max(most, threading.active_count())

    async def run() -> None:
        gate = asyncio.Semaphore(40)  # more calls at once than tool threads
        await asyncio.gather(*(turn(gate, i) for i in range(users)))

    server.portal.call(run)
    memories = server.holder.get().memories
    assert len(memories) <= 16
    assert memories.flush(timeout=300)
    assert most <= before + TOOL_THREADS + shared_pool().max_workers
    for i in range(0, users, 10):
        page = server.ok("get_all_memories", {"user_id": f"user-{i}", "namespace": "chat"})
        assert [m["text"] for m in page["memories"]] == [f"User {i} lives in Town{i}."]


def test_the_scope_travels_in_the_request_meta_over_stdio(tmp_path: Path):
    db = tmp_path / "memories.db"
    with run_server(tmp_path, "--many-scopes", db=db, user=None, name="many") as server:

        def call(tool: str, scope: dict[str, Any] | None, **arguments: Any) -> Any:
            named = None if scope is None else meta(scope)
            return server.portal.call(
                partial(server.session.call_tool, tool, arguments, meta=named)
            )

        assert not call("save_memory", {"user_id": "ann"}, text="Ann bakes bread.").is_error
        assert not call("save_memory", {"user_id": "ben"}, text="Ben fixes bikes.").is_error
        assert call("get_all_memories", None).is_error
        ann = call("get_all_memories", {"user_id": "ann"}).structured_content
        assert [m["text"] for m in ann["memories"]] == ["Ann bakes bread."]


def test_many_scopes_is_a_command_line_switch():
    assert parse_args(["--many-scopes"]) == ServerConfig(many_scopes=True)
    assert parse_args([]).many_scopes is False
