"""Bad requests get a clear answer that quotes nothing: wrong arguments, huge offsets, bad Unicode."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcp.types import INVALID_PARAMS

from tests.mcp.conftest import LOCAL_TZ, SECRET, USER, Server

# -- arguments that fail a tool's input schema --------------------------------------------


@pytest.mark.parametrize(
    ("tool", "arguments", "field"),
    [
        ("save_memory", {"text": "The user likes tea", "importance": SECRET}, "importance"),
        ("save_memory", {"text": "The user likes tea", "kind": SECRET}, "kind"),
        ("save_memory", {"text": [SECRET]}, "text"),
        ("save_memory", {"text": "The user likes tea", "tags": [{"key": SECRET}]}, "tags.0"),
        ("search_memory", {"query": "tea", "limit": SECRET}, "limit"),
        ("search_memory", {"query": "tea", "threshold": SECRET}, "threshold"),
        ("update_memory", {"id": "x", "importance": SECRET}, "importance"),
        ("search_by_tags", {"tags": SECRET}, "tags"),
        ("delete_all_memories", {"confirm": SECRET}, "confirm"),
    ],
)
def test_an_argument_error_names_the_field_and_never_echoes_the_value(
    server_a: Server, tool: str, arguments: dict[str, Any], field: str
):
    info, text = server_a.error(tool, **arguments)

    assert SECRET not in text and SECRET not in json.dumps(info)
    assert info["error"] == "invalid_argument" and info["fields"] == [field]
    assert text.startswith(f"{tool} was not run") and f"{field}: " in text
    assert "call the tool again" in text


def test_a_missing_argument_is_named(server_a: Server):
    info, text = server_a.error("search_memory", limit=3)
    assert info["fields"] == ["query"] and "query: required" in text


@pytest.mark.parametrize("offset", [10**30, 2**63])
def test_a_huge_offset_gets_a_clear_error(server_a: Server, offset: int):
    server_a.ok("save_memory", text="The user keeps bees on the roof.")

    info, text = server_a.error("get_all_memories", offset=offset)

    assert info["error"] == "invalid_argument" and info["fields"] == ["offset"]
    assert "less than or equal to 1000000000" in text


def test_an_offset_past_the_end_is_an_empty_last_page(server_a: Server):
    server_a.ok("save_memory", text="The user keeps bees on the roof.")
    page = server_a.ok("get_all_memories", offset=1_000_000_000)
    assert page["memories"] == [] and page["next_offset"] is None and page["total"] >= 1


# -- requests the transport cannot parse ----------------------------------------------------


class RawClient:
    """JSON-RPC lines straight to an ``ltm-mcp`` process: the SDK client cannot send bad Unicode."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self.process = process
        self.next_id = 100

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line.encode() + b"\n")
        self.process.stdin.flush()

    def reply(self, wait: float = 60.0) -> dict[str, Any] | None:
        """The next line the server writes, or None if it writes none within ``wait`` s."""
        assert self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], wait)
        return json.loads(self.process.stdout.readline()) if ready else None

    def request(self, method: str, params: dict[str, Any]) -> dict[str, Any] | None:
        self.next_id += 1
        self.send(
            json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        )
        return self.reply()


@pytest.fixture
def raw_client(tmp_path: Path) -> Iterator[RawClient]:
    env = {
        **{
            k: v
            for k, v in os.environ.items()
            if k in ("PATH", "PYTHONPATH", "LTM_MODEL_CACHE_PATH")
        },
        "HOME": str(tmp_path),
        "HF_HUB_OFFLINE": "1",
        "TZ": LOCAL_TZ,
    }
    command = [sys.executable, "-m", "ltm_mcp", "--user", USER, "--db", str(tmp_path / "m.db")]
    with (tmp_path / "stderr.log").open("w") as errlog:
        process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errlog, env=env
        )
        client = RawClient(process)
        try:
            hello = client.request(
                "initialize",
                {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "raw", "version": "1"},
                },
            )
            assert hello is not None and "result" in hello
            client.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))
            yield client
        finally:
            assert process.stdin is not None
            process.stdin.close()
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def with_lone_surrogate(request_id: int | str, arguments: dict[str, Any], surrogate: str) -> str:
    """A tools/call line whose ``LONE`` placeholder is the JSON escape of a lone surrogate."""
    params = {"name": "save_memory", "arguments": arguments}
    line = json.dumps(
        {"jsonrpc": "2.0", "id": request_id, "method": "tools/call", "params": params}
    )
    return line.replace("LONE", surrogate)


LONE_HIGH = with_lone_surrogate(7, {"text": "my pin is 4711 LONE ok"}, "\\ud800")
LONE_LOW_IN_LIST = with_lone_surrogate(
    "req-8", {"text": "hi", "tags": ["fine", "LONEx"]}, "\\udc00"
)


@pytest.mark.parametrize(
    ("line", "request_id", "where"),
    [
        (LONE_HIGH, 7, "params.arguments.text"),
        (LONE_LOW_IN_LIST, "req-8", "params.arguments.tags[1]"),
    ],
)
def test_a_lone_surrogate_gets_an_error_answer_not_silence(
    raw_client: RawClient, line: str, request_id: int | str, where: str
):
    raw_client.send(line)
    answer = raw_client.reply()

    assert answer is not None, "the server never answered: the client would hang"
    assert answer["id"] == request_id and "result" not in answer
    assert answer["error"]["code"] == INVALID_PARAMS
    message = answer["error"]["message"]
    assert where in message and "lone UTF-16 surrogate" in message
    assert "4711" not in message and "fine" not in message  # no value is quoted
    # The connection is still served, and nothing was stored.
    listing = raw_client.request("tools/call", {"name": "get_all_memories", "arguments": {}})
    assert listing is not None and listing["result"]["structuredContent"]["total"] == 0


def test_a_notification_with_a_lone_surrogate_is_ignored_and_the_server_goes_on(
    raw_client: RawClient,
):
    raw_client.send(
        '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"reason":"\\ud800"}}'
    )
    tools = raw_client.request("tools/list", {})
    assert tools is not None and "save_memory" in {t["name"] for t in tools["result"]["tools"]}
