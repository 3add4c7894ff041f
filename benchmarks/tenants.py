"""Many tenants in one process: threads, RSS, open files and turn latency as users grow.

    python benchmarks/tenants.py                     # 20,000 users, then 50 concurrent over 1,000
    python benchmarks/tenants.py --users 2000 --concurrent-users 200 --skip llamaindex

Every turn goes through the real path on the embedded defaults (sqlite-vec in a temp folder,
the local all-MiniLM-L6-v2, the offline rule extractor); only the chat model is a fake that
answers at once. Sections:

- ``langchain``: distinct users one after another through ``create_agent`` with the default
  ``LongTermMemoryMiddleware()``; then ``--concurrency`` concurrent ``ainvoke`` calls spread
  over ``--concurrent-users`` users, against the same turns run one by one.
- ``llamaindex``: ``create_memory(user_id)`` per turn, the block's recall and the turn mined;
  then the same turns concurrently (each turn's chat memory is dropped after it).
- ``mcp``: one in-process ``ltm-mcp --many-scopes`` server, each call naming its user in the
  request's ``_meta``; a turn is ``search_memory`` then ``save_memory``; then concurrently.

Afterwards every user's memory is checked (0 lost). Prints tables; asserts nothing.

The store lives in a ``/tmp/ltm-tenants-*`` folder (about 200 KB a user: each scope holds a
sqlite-vec chunk), with ``ltm-mcp``'s automatic backups beside it (on, as by default, keeping
``LTM_BACKUP_KEEP=2`` unless set). The folder is deleted at exit, also on Ctrl-C, SIGTERM or
an exception; a run killed outright leaves it, and the next run deletes it.
"""

from __future__ import annotations

import argparse
import asyncio
import atexit
import logging
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import psutil

#: Who made a temp folder: a later run deletes the folders of runs that died (killed, OOM).
OWNER_FILE = "owner.pid"


def remove_dead_runs_folders() -> list[Path]:
    """Delete the ``ltm-tenants-*`` folders whose run is no longer alive; return them.

    Only a folder with an ``owner.pid`` naming a process that no longer exists is touched:
    another run going at the same time keeps its store.
    """
    removed: list[Path] = []
    for folder in Path(tempfile.gettempdir()).glob("ltm-tenants-*"):
        try:
            owner = int((folder / OWNER_FILE).read_text())
        except (OSError, ValueError):
            continue
        if owner != os.getpid() and not psutil.pid_exists(owner):
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
    return removed


def _exit_on_sigterm(signum: int, frame: Any) -> None:
    # SystemExit unwinds like Ctrl-C does, so the atexit cleanup below runs.
    sys.exit(128 + signum)


_REMOVED = remove_dead_runs_folders()
_TMP = tempfile.mkdtemp(prefix="ltm-tenants-")
(Path(_TMP) / OWNER_FILE).write_text(str(os.getpid()))
# Registered before ltm is imported, so it runs last: after the memories' own exit drain.
atexit.register(shutil.rmtree, _TMP, ignore_errors=True)
signal.signal(signal.SIGTERM, _exit_on_sigterm)
os.environ["LTM_DB_PATH"] = str(Path(_TMP) / "memories.db")
os.environ["LTM_ENABLED"] = "1"
# ltm-mcp backs the shared file up automatically (every 100 memories or daily), each backup a
# full copy: at the default 10 kept, the backups folder (in _TMP, beside the store) grows to
# ten times the store. Two are enough to measure the cost of making them.
os.environ.setdefault("LTM_BACKUP_KEEP", "2")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from langchain_core.language_models import BaseChatModel  # noqa: E402
from langchain_core.messages import AIMessage, BaseMessage  # noqa: E402
from langchain_core.outputs import ChatGeneration, ChatResult  # noqa: E402


class InstantChatModel(BaseChatModel):
    """A chat model that answers "Noted." at once (the model is not what is measured)."""

    @property
    def _llm_type(self) -> str:
        return "instant-fake"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> InstantChatModel:  # type: ignore[override]
        return self

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content="Noted."))])


def line(i: int) -> str:
    return f"My name is Person{i} and I live in Town{i}."


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def latency_row(label: str, values: Sequence[float], wall: float) -> str:
    return (
        f"| {label} | {len(values)} | {len(values) / wall:.1f} | {pct(values, 0.5):.1f} "
        f"| {pct(values, 0.95):.1f} | {pct(values, 0.99):.1f} |"
    )


LATENCY_HEAD = "| run | turns | turns/s | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|---|"


class Probe:
    """Threads, RSS and open files of this process, sampled every ``every`` users."""

    def __init__(self, every: int) -> None:
        self.every = every
        self.rows: list[str] = []
        self.process = psutil.Process()
        self.most_threads = 0

    def sample(self, users: int, latencies: Sequence[float]) -> None:
        threads = threading.active_count()
        self.most_threads = max(self.most_threads, threads)
        rss = self.process.memory_info().rss / 2**20
        files = len(self.process.open_files())
        recent = latencies[-self.every :]
        row = (
            f"| {users} | {threads} | {rss:.0f} | {files} | {folder_mb(Path(_TMP)):.0f} "
            f"| {pct(recent, 0.5):.1f} | {pct(recent, 0.99):.1f} | {os.getloadavg()[0]:.1f} |"
        )
        self.rows.append(row)
        # Printed as it comes too: a long run on a loaded machine shows its progress.
        print(f"sampled {row} ({time.strftime('%H:%M:%S')})", flush=True)

    def table(self, title: str) -> None:
        print(f"\n### {title}\n")
        print(
            "| users | threads | RSS MB | open files | temp folder MB "
            "| p50 ms (last batch) | p99 ms | load |"
        )
        print("|---|---|---|---|---|---|---|---|")
        print("\n".join(self.rows))


def folder_mb(folder: Path) -> float:
    """Size of the files under ``folder`` (the store, its WAL, any backups), in MB."""
    total = 0
    for path in folder.rglob("*"):
        try:
            total += path.stat().st_size if path.is_file() else 0
        except OSError:  # a backup rotated away between listing and stat
            continue
    return total / 2**20


def lost(users: int, prefix: str, namespace: str = "chat") -> int:
    """Users whose mined turn is not in their own memory."""
    from ltm_core import create_default_long_term_memory

    missing = 0
    for i in range(users):
        memory = create_default_long_term_memory(f"{prefix}{i}", namespace)
        assert memory is not None
        if not any(f"Town{i}" in item.text for item in memory.list(limit=20)):
            missing += 1
        memory.close()
    return missing


async def timed_turns(
    turns: Sequence[tuple[str, str]],
    run_turn: Any,
    concurrency: int,
) -> tuple[list[float], float]:
    """Run ``run_turn(user, text)`` for every turn, ``concurrency`` at a time (1: in order)."""
    out: list[float] = []
    gate = asyncio.Semaphore(concurrency)

    async def one(user: str, text: str) -> None:
        async with gate:
            t0 = time.perf_counter()
            await run_turn(user, text)
            out.append(time.perf_counter() - t0)

    t0 = time.perf_counter()
    if concurrency == 1:
        for user, text in turns:
            await one(user, text)
    else:
        await asyncio.gather(*(one(u, t) for u, t in turns))
    return out, time.perf_counter() - t0


def concurrent_table(
    title: str, seq: tuple[list[float], float], conc: tuple[list[float], float], n: int
) -> None:
    print(f"\n### {title}\n")
    print(LATENCY_HEAD)
    print(latency_row("one at a time", *seq))
    print(latency_row(f"{n} concurrent", *conc))
    print(f"\nthreads after: {threading.active_count()}; load now {os.getloadavg()[0]:.1f}")


def langchain_section(users: int, every: int, concurrency: int, concurrent_users: int) -> None:
    from langchain.agents import create_agent
    from ltm_langchain import LongTermMemoryMiddleware

    middleware = LongTermMemoryMiddleware()
    agent = create_agent(InstantChatModel(), tools=[], middleware=[middleware])

    def config(user: str) -> dict[str, Any]:
        return {"configurable": {"user_id": user}}

    probe = Probe(every)
    latencies: list[float] = []
    start = time.perf_counter()
    for i in range(users):
        t0 = time.perf_counter()
        agent.invoke({"messages": [("user", line(i))]}, config(f"lc-{i}"))
        latencies.append(time.perf_counter() - t0)
        if (i + 1) % every == 0 or i + 1 == users:
            probe.sample(i + 1, latencies)
    wall = time.perf_counter() - start
    drained = middleware.flush(timeout=1800)
    probe.table(f"LangChain create_agent + LongTermMemoryMiddleware, {users} users in sequence")
    print(f"\n{LATENCY_HEAD}\n{latency_row('sequential, one user per turn', latencies, wall)}")
    print(
        f"\nmost threads: {probe.most_threads}; drained: {drained}; "
        f"open memories: {len(middleware.memories.opened())}; "
        f"lost: {lost(users, 'lc-')} of {users}"
    )

    # Concurrent: the same agent, `concurrency` ainvokes at a time across `concurrent_users`.
    turns = [(f"lcc-{i % concurrent_users}", line(i)) for i in range(concurrent_users * 2)]

    async def one(user: str, text: str, out: list[float]) -> None:
        t0 = time.perf_counter()
        await agent.ainvoke({"messages": [("user", text)]}, config(user))
        out.append(time.perf_counter() - t0)

    async def run_concurrent() -> tuple[list[float], float]:
        out: list[float] = []
        gate = asyncio.Semaphore(concurrency)

        async def bounded(user: str, text: str) -> None:
            async with gate:
                await one(user, text, out)

        t0 = time.perf_counter()
        await asyncio.gather(*(bounded(u, t) for u, t in turns))
        return out, time.perf_counter() - t0

    async def run_sequential() -> tuple[list[float], float]:
        out: list[float] = []
        t0 = time.perf_counter()
        for user, text in turns:
            await one(user.replace("lcc-", "lcs-"), text, out)
        return out, time.perf_counter() - t0

    seq, seq_wall = asyncio.run(run_sequential())
    middleware.flush(timeout=1800)
    conc, conc_wall = asyncio.run(run_concurrent())
    middleware.flush(timeout=1800)
    print(f"\n### {len(turns)} ainvoke turns over {concurrent_users} users\n")
    print(LATENCY_HEAD)
    print(latency_row("ainvoke one at a time", seq, seq_wall))
    print(latency_row(f"{concurrency} concurrent ainvoke", conc, conc_wall))
    print(f"\nthreads after: {threading.active_count()}; load now {os.getloadavg()[0]:.1f}")
    middleware.close()


def llamaindex_section(users: int, every: int, concurrency: int, concurrent_users: int) -> None:
    from llama_index.core.base.llms.types import ChatMessage
    from ltm_llamaindex import create_memory, default_memories

    probe = Probe(every)
    latencies: list[float] = []

    async def turn(user: str, text: str) -> None:
        chat_memory = create_memory(user)
        await chat_memory.aget(input=text)  # what an engine does before the model
        await chat_memory.aput_messages(
            [
                ChatMessage(role="user", content=text),
                ChatMessage(role="assistant", content="Noted."),
            ]
        )

    async def run() -> float:
        start = time.perf_counter()
        for i in range(users):
            t0 = time.perf_counter()
            await turn(f"li-{i}", line(i))
            latencies.append(time.perf_counter() - t0)
            if (i + 1) % every == 0 or i + 1 == users:
                probe.sample(i + 1, latencies)
        return time.perf_counter() - start

    wall = asyncio.run(run())
    drained = default_memories().flush(timeout=1800)
    probe.table(f"LlamaIndex create_memory(user_id), {users} users in sequence")
    print(f"\n{LATENCY_HEAD}\n{latency_row('create_memory + recall + put', latencies, wall)}")
    seq_turns = [(f"lis-{i % concurrent_users}", line(i)) for i in range(concurrent_users * 2)]
    conc_turns = [(u.replace("lis-", "lic-"), t) for u, t in seq_turns]
    seq = asyncio.run(timed_turns(seq_turns, turn, 1))
    default_memories().flush(timeout=1800)
    conc = asyncio.run(timed_turns(conc_turns, turn, concurrency))
    default_memories().flush(timeout=1800)
    concurrent_table(
        f"LlamaIndex: {len(seq_turns)} turns over {concurrent_users} users", seq, conc, concurrency
    )
    print(
        f"\nmost threads: {probe.most_threads}; drained: {drained}; "
        f"lost: {lost(users, 'li-')} of {users}"
    )


class BackupsMade(logging.Handler):
    """Counts the MCP server's "automatic backup made" log lines."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += record.getMessage().startswith("automatic backup made")


def mcp_section(users: int, every: int, concurrency: int, concurrent_users: int) -> None:
    from ltm_mcp.config import SCOPE_META_KEY, ServerConfig
    from ltm_mcp.server import build_server
    from mcp import Client

    server = build_server(ServerConfig(many_scopes=True))
    made = BackupsMade()
    logging.getLogger("ltm.mcp").addHandler(made)
    logging.getLogger("ltm.mcp").setLevel(logging.INFO)
    probe = Probe(every)
    latencies: list[float] = []
    errors = 0

    async def run() -> tuple[float, tuple[list[float], float], tuple[list[float], float]]:
        nonlocal errors
        async with Client(server) as client:

            async def turn(user: str, text: str) -> None:
                nonlocal errors
                meta: Any = {SCOPE_META_KEY: {"user_id": user, "namespace": "chat"}}
                found = await client.call_tool("search_memory", {"query": text}, meta=meta)
                saved = await client.call_tool("save_memory", {"text": text}, meta=meta)
                errors += bool(found.is_error) + bool(saved.is_error)

            start = time.perf_counter()
            for i in range(users):
                t0 = time.perf_counter()
                await turn(f"mcp-{i}", line(i))
                latencies.append(time.perf_counter() - t0)
                if (i + 1) % every == 0 or i + 1 == users:
                    probe.sample(i + 1, latencies)
            wall = time.perf_counter() - start
            seq_turns = [
                (f"mcps-{i % concurrent_users}", line(i)) for i in range(concurrent_users * 2)
            ]
            conc_turns = [(u.replace("mcps-", "mcpc-"), t) for u, t in seq_turns]
            seq = await timed_turns(seq_turns, turn, 1)
            conc = await timed_turns(conc_turns, turn, concurrency)
        return wall, seq, conc

    wall, seq, conc = asyncio.run(run())
    probe.table(f"ltm-mcp --many-scopes, {users} users (namespaces) in sequence, in process")
    print(f"\n{LATENCY_HEAD}\n{latency_row('search_memory + save_memory', latencies, wall)}")
    concurrent_table(
        f"ltm-mcp: {len(seq[0])} turns over {concurrent_users} users", seq, conc, concurrency
    )
    backups = Path(_TMP) / "backups"
    kept = [p for p in backups.glob("*/*") if p.is_dir()]
    print(
        f"\nautomatic backups on (LTM_AUTO_BACKUP): {made.count} made during the run, the "
        f"newest {os.environ['LTM_BACKUP_KEEP']} kept (LTM_BACKUP_KEEP) in the temp folder: "
        f"{len(kept)} there at the end, {folder_mb(backups):.0f} MB; "
        f"store {folder_mb(Path(_TMP)) - folder_mb(backups):.0f} MB"
    )
    print(
        f"\nmost threads: {probe.most_threads}; tool errors: {errors}; "
        f"lost: {lost(users, 'mcp-')} of {users}"
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=20_000)
    parser.add_argument("--every", type=int, default=None, help="sample every N users")
    parser.add_argument("--concurrency", type=int, default=50)
    parser.add_argument("--concurrent-users", type=int, default=1000)
    parser.add_argument("--skip", default="", help="comma-separated sections to skip")
    args = parser.parse_args(argv)
    every = args.every or max(1, args.users // 10)
    skip = {s.strip() for s in args.skip.split(",") if s.strip()}
    from ltm_core import LTMSettings

    settings = LTMSettings()
    print(
        f"# tenants: {args.users} users, pool {settings.worker_threads} threads, "
        f"{settings.scope_cache_size} open memories, store {settings.db_path} "
        f"(deleted at exit); {len(_REMOVED)} folders of dead runs deleted; "
        f"{shutil.disk_usage(_TMP).free / 2**30:.1f} GB free there"
    )
    if "langchain" not in skip:
        langchain_section(args.users, every, args.concurrency, args.concurrent_users)
    if "llamaindex" not in skip:
        llamaindex_section(args.users, every, args.concurrency, args.concurrent_users)
    if "mcp" not in skip:
        mcp_section(args.users, every, args.concurrency, args.concurrent_users)


if __name__ == "__main__":
    main()
