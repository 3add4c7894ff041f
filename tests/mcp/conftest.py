"""Drive ``ltm-mcp`` server processes through the SDK's stdio client, from plain sync tests.

Each server runs as a real subprocess (the console script or ``python -m ltm_mcp``) with a
temp HOME and database. The client session lives in an anyio blocking portal (its own event
loop thread), so one server can serve many tests and two servers can be called at once.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from anyio.from_thread import BlockingPortal, start_blocking_portal
from ltm_core import LongTermMemory, LTMSettings, MemoryScope
from ltm_core.factory import default_embedder
from ltm_core.vector.sqlite_vec import SqliteVecProvider
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.types import CallToolResult, Tool

BIN = Path(sys.executable).parent
#: A key shaped like an OpenAI project key: the guard must refuse it and never echo it.
SECRET = "sk-proj-AbCdEf0123456789AbCdEf0123456789AbCdEf01"
#: India has no daylight saving: local midnight is always 18:30 UTC the day before.
LOCAL_TZ = "Asia/Kolkata"
USER = "me"


class Server:
    """One running ``ltm-mcp`` process and its client session."""

    def __init__(self, portal: BlockingPortal, session: ClientSession, db: Path, log: Path) -> None:
        self.portal = portal
        self.session = session
        self.db = db
        self.log = log

    def tools(self) -> list[Tool]:
        return self.portal.call(self.session.list_tools).tools

    def call(self, tool: str, **arguments: Any) -> CallToolResult:
        return self.portal.call(partial(self.session.call_tool, tool, arguments))

    def ok(self, tool: str, **arguments: Any) -> dict[str, Any]:
        """The structured result of a successful call (its text is the same data as JSON)."""
        result = self.call(tool, **arguments)
        text = result.content[0].text
        assert not result.is_error, f"{tool} failed: {text}"
        assert json.loads(text) == result.structured_content
        return result.structured_content

    def error(self, tool: str, **arguments: Any) -> tuple[dict[str, Any], str]:
        """The structured error and the text of a call that must fail as a tool result."""
        result = self.call(tool, **arguments)
        assert result.is_error, f"{tool} should have failed: {result.content[0].text}"
        return result.structured_content or {}, result.content[0].text


@asynccontextmanager
async def _session(params: StdioServerParameters, log: Path) -> AsyncIterator[ClientSession]:
    with log.open("w") as errlog:
        async with (
            stdio_client(params, errlog=errlog) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            yield session


@contextmanager
def run_server(
    home: Path,
    *args: str,
    db: Path,
    env: dict[str, str] | None = None,
    user: str | None = USER,
    console_script: bool = False,
    name: str = "server",
) -> Iterator[Server]:
    """Start ``ltm-mcp --user USER --db DB *args`` with HOME=home; stop it on exit."""
    command = str(BIN / "ltm-mcp") if console_script else sys.executable
    prefix = [] if console_script else ["-m", "ltm_mcp"]
    params = StdioServerParameters(
        command=command,
        args=[*prefix, *(["--user", user] if user else []), "--db", str(db), *args],
        env={
            "HOME": str(home),
            "HF_HUB_OFFLINE": "1",
            "TOKENIZERS_PARALLELISM": "false",
            "TZ": LOCAL_TZ,
            # The checkout's ONNX export of the model (tests/conftest.py), not one per HOME.
            "LTM_MODEL_CACHE_PATH": os.environ["LTM_MODEL_CACHE_PATH"],
            # A worktree's sources first, as for the test process itself.
            **({"PYTHONPATH": os.environ["PYTHONPATH"]} if "PYTHONPATH" in os.environ else {}),
            **(env or {}),
        },
        cwd=str(home),
    )
    log = home / f"{name}.stderr.log"
    with (
        start_blocking_portal() as portal,
        portal.wrap_async_context_manager(_session(params, log)) as session,
    ):
        yield Server(portal, session, db, log)


@pytest.fixture(scope="session")
def shared_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("mcp-home")


@pytest.fixture(scope="session")
def shared_db(shared_home: Path) -> Path:
    return shared_home / ".ltm" / "memories.db"


@pytest.fixture(scope="session")
def server_a(shared_home: Path, shared_db: Path) -> Iterator[Server]:
    """The console script, local time (Asia/Kolkata), namespace left to its default."""
    with run_server(shared_home, db=shared_db, console_script=True, name="a") as server:
        yield server


@pytest.fixture(scope="session")
def server_b(shared_home: Path, shared_db: Path) -> Iterator[Server]:
    """``python -m ltm_mcp`` on the same file and scope as ``server_a``, days in UTC."""
    with run_server(
        shared_home, "--namespace", "personal", "--timezone", "UTC", db=shared_db, name="b"
    ) as server:
        yield server


@pytest.fixture(scope="session")
def local_embedder():
    """The embedder the servers use (the real MiniLM, on onnxruntime where it can)."""
    return default_embedder(LTMSettings())


@pytest.fixture
def library(local_embedder):
    """Open the library on a database file, in this test process."""
    opened: list[LongTermMemory] = []

    def open_(db: Path, namespace: str = "personal", workspace: str | None = None):
        memory = LongTermMemory(
            MemoryScope(USER, namespace, workspace),
            embedder=local_embedder,
            store=SqliteVecProvider(db),
        )
        opened.append(memory)
        return memory

    yield open_
    for memory in opened:
        memory.close()
        memory.store.close()
