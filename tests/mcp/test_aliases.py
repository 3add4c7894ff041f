"""LongtermMemory-MCP's argument names, sent to a real ``ltm-mcp`` through the MCP client.

Every tool is called twice: once as a LongtermMemory-MCP skill calls it (``content``,
``memory_type``, ``importance`` 1-10, ``metadata``, ``date_from``/``date_to``) and once with
ltm's own names; both must give the same result.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from ltm_mcp.aliases import translate

from tests.mcp.conftest import LOCAL_TZ, Server, run_server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    home: Path = tmp_path_factory.mktemp("alias-home")
    with run_server(home, db=home / ".ltm" / "memories.db", name="aliases") as running:
        yield running


def ids(listing: dict) -> set[str]:
    return {m["id"] for m in listing["memories"]}


def test_schemas_document_our_names_and_descriptions_list_the_aliases(server: Server):
    tools = {t.name: t for t in server.tools()}
    save = tools["save_memory"]
    assert set(save.input_schema["properties"]) == {
        "text",
        "kind",
        "importance",
        "tags",
        "metadata",
    }
    for alias in ("content", "memory_type", "importance 1-10", "general→fact", "metadata"):
        assert alias in save.description and alias in tools["update_memory"].description
    assert set(tools["search_by_type"].input_schema["properties"]) == {"kind", "limit"}
    assert "memory_type" in tools["search_by_type"].description
    dated = tools["search_by_date_range"]
    assert set(dated.input_schema["properties"]) == {"start_date", "end_date", "limit"}
    assert "date_from" in dated.description and "date_to" in dated.description


def test_every_tool_answers_both_spellings_alike(server: Server):
    theirs = server.ok(
        "save_memory",
        content="The user prefers dark mode in every editor.",
        memory_type="preference",
        importance=8,
        tags=["ui"],
        metadata={"topic": "editor"},
    )["memory"]
    ours = server.ok(
        "save_memory",
        text="The user prefers tabs over spaces in every editor.",
        kind="preference",
        importance=0.8,
        tags=["ui"],
        metadata={"topic": "editor"},
    )["memory"]
    for memory in (theirs, ours):
        assert (memory["kind"], memory["importance"], memory["tags"]) == ("preference", 0.8, ["ui"])
        assert memory["metadata"] == {"topic": "editor"}
    talk = server.ok(
        "save_memory", content="We discussed the Lisbon offsite.", memory_type="conversation"
    )
    assert (talk["memory"]["kind"], talk["memory"]["importance"]) == ("event", 0.5)
    low = server.ok(
        "save_memory", content="The user once used Vim.", memory_type="general", importance=1
    )
    assert (low["memory"]["kind"], low["memory"]["importance"]) == ("fact", 0.1)

    found = server.ok("search_memory", query="dark mode editor", limit=5, threshold=0.3)
    assert found["results"][0]["id"] == theirs["id"]
    page = server.ok("get_all_memories", limit=50, offset=0)
    assert page["total"] == 4

    changed = server.ok(
        "update_memory",
        id=theirs["id"],
        content="The user prefers light mode in every editor.",
        memory_type="fact",
        importance=6,
        metadata={"topic": "themes"},
    )
    assert changed["changed"] == ["importance", "kind", "metadata", "text"]
    assert (changed["memory"]["kind"], changed["memory"]["importance"]) == ("fact", 0.6)
    assert changed["memory"]["metadata"] == {"topic": "themes"}
    again = server.ok("update_memory", id=ours["id"], text="The user prefers tabs.", kind="fact")
    assert again["changed"] == ["kind", "text"]

    assert ids(server.ok("search_by_type", memory_type="conversation")) == {talk["id"]}
    assert ids(server.ok("search_by_type", kind="event")) == {talk["id"]}
    assert ids(server.ok("search_by_type", memory_type="general")) == ids(
        server.ok("search_by_type", kind="fact")
    )
    assert ids(server.ok("search_by_tags", tags=["ui"], limit=20)) == {theirs["id"], ours["id"]}

    everything = {theirs["id"], ours["id"], talk["id"], low["id"]}
    hour_ago = (datetime.now(UTC) - timedelta(hours=1)).isoformat(timespec="seconds")
    assert ids(server.ok("search_by_date_range", date_from=hour_ago)) == everything  # until now
    today = datetime.now(ZoneInfo(LOCAL_TZ)).date().isoformat()
    assert ids(server.ok("search_by_date_range", date_from=today, date_to=today)) == everything
    assert ids(server.ok("search_by_date_range", start_date=today)) == everything
    now = datetime.now(UTC).isoformat()
    assert ids(server.ok("search_by_date_range", start_date=hour_ago, end_date=now)) == everything
    assert (
        ids(server.ok("search_by_date_range", date_from="2020-01-01", date_to="2020-12-31"))
        == set()
    )

    assert server.ok("memory_stats")["total"] == 4
    assert server.ok("create_backup")["backup"]["memories"] >= 4
    assert server.ok("delete_memory", id=low["id"])["deleted"] is True

    # LongtermMemory-MCP wipes everything on a bare call; ltm asks for confirm=true first.
    info, text = server.error("delete_all_memories")
    assert info["error"] == "confirmation_required" and "confirm" in text
    assert server.ok("delete_all_memories", confirm=True)["deleted"] == 3
    assert server.ok("get_all_memories")["total"] == 0


def test_misused_aliases_are_clear_error_results(server: Server):
    info, text = server.error("save_memory", content="The user likes jazz.", memory_type="music")
    assert info["error"] == "invalid_argument" and "general" in text and "preference" in text
    info, text = server.error("save_memory", content="The user likes jazz.", importance=11)
    assert info["error"] == "invalid_argument" and "1 to 10" in text
    info, text = server.error("save_memory", text="The user likes jazz.", content="Or blues.")
    assert info["error"] == "invalid_argument" and "not both" in text
    info, text = server.error("search_by_date_range", date_from="last tuesday")
    assert info["error"] == "invalid_date" and "YYYY-MM-DD" in text
    assert server.ok("get_all_memories")["total"] == 0  # nothing was saved on the way


def test_misused_aliases_never_quote_a_secret(server: Server):
    # Promise: errors never repeat a secret. A token passed as memory_type (arguments mixed
    # up) used to come back verbatim in the error, and so did one passed as date_from.
    token = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"
    info, text = server.error("save_memory", content="The user likes jazz.", memory_type=token)
    assert info["error"] == "invalid_argument" and "general" in text and "preference" in text
    assert token not in text and token[4:16] not in str(info)
    info, text = server.error("search_by_date_range", date_from=token)
    assert info["error"] == "invalid_date" and "YYYY-MM-DD" in text
    assert token not in text and token[4:16] not in str(info)
    assert server.ok("get_all_memories")["total"] == 0  # nothing was saved on the way


def test_importance_scale_follows_the_spelling_of_the_call():
    def importance(**arguments: object) -> object:
        return translate("save_memory", {"text": "x", **arguments})["importance"]

    assert importance(importance=7) == 0.7  # above 1: only their scale has it
    assert importance(importance=0.7) == 0.7
    assert importance(importance=1) == 1  # our scale's top, in our spelling
    assert translate("save_memory", {"content": "x", "importance": 1})["importance"] == 0.1
    assert translate("search_memory", {"query": "q", "limit": 5}) == {"query": "q", "limit": 5}
