"""Every tool of ``ltm-mcp``, called through the SDK's stdio client on a real server process."""

from __future__ import annotations

import json
import re
import uuid
from datetime import UTC, datetime
from pathlib import Path

from ltm_core import KINDS

from tests.mcp.conftest import SECRET, Server

TOOLS = {
    "save_memory",
    "search_memory",
    "get_all_memories",
    "update_memory",
    "delete_memory",
    "delete_all_memories",
    "forget_source",
    "memory_stats",
    "search_by_type",
    "search_by_tags",
    "search_by_date_range",
    "create_backup",
}


#: A GitHub token shape the guard knows: results and errors must never repeat it.
GITHUB_TOKEN = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"


def tag() -> str:
    """A tag no other test uses: tests share one server and scope."""
    return f"t-{uuid.uuid4().hex[:8]}"


def test_lists_every_tool_with_typed_and_described_parameters(server_a: Server):
    tools = {t.name: t for t in server_a.tools()}
    assert set(tools) == TOOLS
    for tool in tools.values():
        assert tool.description and len(tool.description) > 20
        assert tool.output_schema is not None and tool.output_schema["type"] == "object"
        for name, prop in tool.input_schema.get("properties", {}).items():
            assert prop.get("description"), f"{tool.name}.{name} has no description"
            assert "type" in prop or "anyOf" in prop or "enum" in prop
    save = tools["save_memory"].input_schema
    assert save["required"] == ["text"]
    assert save["properties"]["kind"]["enum"] == list(KINDS)
    assert save["properties"]["kind"]["default"] == "fact"
    assert save["properties"]["importance"].items() >= {"minimum": 0.0, "maximum": 1.0}.items()
    assert save["properties"]["tags"]["type"] == "array"
    search = tools["search_memory"].input_schema["properties"]
    assert (search["limit"]["default"], search["threshold"]["default"]) == (5, 0.0)
    assert tools["get_all_memories"].input_schema["properties"]["offset"]["default"] == 0
    assert tools["delete_all_memories"].input_schema["properties"]["confirm"]["default"] is False
    assert tools["search_by_tags"].input_schema["required"] == ["tags"]
    assert tools["search_by_date_range"].input_schema["required"] == ["start_date"]
    assert set(tools["update_memory"].input_schema["properties"]) == {
        "id",
        "text",
        "kind",
        "importance",
        "tags",
        "metadata",
    }
    assert tools["search_memory"].annotations.read_only_hint is True
    assert tools["delete_all_memories"].annotations.destructive_hint is True


def test_save_stores_once_then_reinforces_the_duplicate(server_a: Server):
    label = tag()
    first = server_a.ok(
        "save_memory",
        text="The user keeps bees on a rooftop in Lyon.",
        kind="fact",
        importance=0.4,
        tags=[label],
    )
    assert first["status"] == "stored"
    assert first["memory"]["text"] == "The user keeps bees on a rooftop in Lyon."
    assert first["memory"]["tags"] == [label]
    again = server_a.ok(
        "save_memory", text="the user keeps bees on a  rooftop in Lyon.", importance=0.9
    )
    assert again["status"] == "duplicate"
    assert again["id"] == first["id"]
    assert "reinforced" in again["message"]
    assert again["memory"]["importance"] == 0.9  # reinforced: the higher importance wins
    listing = server_a.ok("search_by_tags", tags=[label])
    assert [m["id"] for m in listing["memories"]] == [first["id"]]


def test_private_spans_are_never_stored(server_a: Server):
    saved = server_a.ok(
        "save_memory",
        text="The user is learning the cello <private>because of the divorce</private>.",
        tags=[tag()],
    )
    assert saved["memory"]["text"] == "The user is learning the cello [private]."
    assert "divorce" not in json.dumps(saved)
    found = server_a.ok("search_memory", query="why is the user learning the cello", limit=10)
    assert "divorce" not in json.dumps(found)


def test_guard_rejection_names_the_pattern_and_never_the_secret(server_a: Server):
    label = tag()
    info, text = server_a.error(
        "save_memory", text=f"My OpenAI key is {SECRET}, keep it handy.", tags=[label]
    )
    assert info["error"] == "content_rejected"
    assert info["pattern"] == "openai_api_key"
    assert "openai_api_key" in text
    assert SECRET not in text and SECRET not in json.dumps(info)
    assert server_a.ok("search_by_tags", tags=[label])["memories"] == []

    saved = server_a.ok("save_memory", text="The user's editor is Helix.", tags=[label])
    info, text = server_a.error("update_memory", id=saved["id"], text=f"Editor key {SECRET}")
    assert (info["error"], info["pattern"]) == ("content_rejected", "openai_api_key")
    assert SECRET not in text and SECRET not in json.dumps(info)
    (kept,) = server_a.ok("search_by_tags", tags=[label])["memories"]
    assert kept["text"] == "The user's editor is Helix."


def test_search_ranks_by_hybrid_score_with_its_components(server_a: Server):
    label = tag()
    units = server_a.ok(
        "save_memory",
        text="The user wants every recipe quantity in grams and millilitres.",
        kind="preference",
        importance=0.8,
        tags=[label, "cooking"],
    )
    server_a.ok("save_memory", text="The user's cat is called Miso.", tags=[label])
    server_a.ok("save_memory", text="The team deploys on Thursdays.", kind="project", tags=[label])

    found = server_a.ok("search_memory", query="recipe quantities in grams", limit=3)
    assert found["count"] == len(found["results"]) <= 3
    best = found["results"][0]
    assert best["id"] == units["id"]
    assert best["text"] == units["memory"]["text"]
    assert (best["kind"], best["tags"]) == ("preference", [label, "cooking"])
    assert datetime.fromisoformat(best["created_at"]).tzinfo is not None
    parts = best["components"]
    assert set(parts) == {"similarity", "dense", "lexical", "recency", "importance"}
    assert parts["importance"] == 0.8
    assert 0 < parts["dense"] <= 1 and 0 <= parts["lexical"] <= 1
    assert best["score"] > 0.5
    scores = [r["score"] for r in found["results"]]
    assert scores == sorted(scores, reverse=True)

    strict = server_a.ok("search_memory", query="recipe quantities in grams", threshold=0.5)
    assert strict["threshold"] == 0.5
    assert [r["id"] for r in strict["results"]] == [units["id"]]
    assert all(r["score"] >= 0.5 for r in strict["results"])
    assert server_a.ok("search_memory", query="recipe quantities in grams", limit=1)["count"] == 1


def test_get_all_memories_pages_newest_first_with_the_total(server_a: Server):
    for text in (
        "The user runs a half marathon every spring.",
        "The user's laptop is a ThinkPad X1.",
        "The user reads science fiction before bed.",
    ):
        server_a.ok("save_memory", text=text, tags=[tag()])
    everything = server_a.ok("get_all_memories", limit=500)
    total = everything["total"]
    assert total >= 3 and everything["count"] == total and everything["next_offset"] is None
    assert total == server_a.ok("memory_stats")["total"]
    created = [datetime.fromisoformat(m["created_at"]) for m in everything["memories"]]
    assert created == sorted(created, reverse=True)

    pages, offset = [], 0
    while offset is not None:
        page = server_a.ok("get_all_memories", limit=2, offset=offset)
        assert page["total"] == total and page["count"] == len(page["memories"]) <= 2
        pages.extend(m["id"] for m in page["memories"])
        offset = page["next_offset"]
    assert pages == [m["id"] for m in everything["memories"]]
    beyond = server_a.ok("get_all_memories", offset=total + 10)
    assert (beyond["count"], beyond["memories"], beyond["next_offset"]) == (0, [], None)


def test_update_memory_changes_only_the_given_fields(server_a: Server):
    label = tag()
    saved = server_a.ok(
        "save_memory", text="The user lives in Paris.", kind="fact", importance=0.5, tags=[label]
    )
    updated = server_a.ok(
        "update_memory", id=saved["id"], text="The user lives in Berlin.", kind="identity"
    )
    assert updated["changed"] == ["kind", "text"]
    memory = updated["memory"]
    assert (memory["id"], memory["text"], memory["kind"]) == (
        saved["id"],
        "The user lives in Berlin.",
        "identity",
    )
    assert (memory["importance"], memory["tags"]) == (0.5, [label])
    found = server_a.ok("search_memory", query="which city does the user live in", limit=10)
    texts = {r["id"]: r["text"] for r in found["results"]}
    assert texts[saved["id"]] == "The user lives in Berlin."

    retagged = server_a.ok("update_memory", id=saved["id"], importance=0.9, tags=["home"])
    assert (retagged["memory"]["importance"], retagged["memory"]["tags"]) == (0.9, ["home"])
    assert server_a.ok("search_by_tags", tags=[label])["memories"] == []


def test_delete_memory_removes_it(server_a: Server):
    label = tag()
    saved = server_a.ok("save_memory", text="The user's locker code changes monthly.", tags=[label])
    deleted = server_a.ok("delete_memory", id=saved["id"])
    assert (deleted["id"], deleted["deleted"]) == (saved["id"], True)
    assert server_a.ok("search_by_tags", tags=[label])["memories"] == []
    info, _ = server_a.error("delete_memory", id=saved["id"])
    assert info["error"] == "not_found"


def test_a_secret_passed_as_an_id_is_never_quoted_back(server_a: Server):
    token = "ghp_" + "u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d"
    for tool, arguments in (
        ("delete_memory", {"id": token}),
        ("update_memory", {"id": f"my password is {token}", "text": "Anything at all."}),
    ):
        info, text = server_a.error(tool, **arguments)
        assert info["error"] == "not_found"
        assert token not in text and "u8jz" not in str(info)


def test_bad_ids_and_empty_updates_are_error_results(server_a: Server):
    for tool, arguments in (
        ("delete_memory", {"id": "0" * 32}),
        ("update_memory", {"id": "no-such-memory", "text": "Anything at all."}),
    ):
        info, text = server_a.error(tool, **arguments)
        assert info["error"] == "not_found"
        assert arguments["id"] in text and "get_all_memories" in text
    saved = server_a.ok("save_memory", text="The user drinks green tea.", tags=[tag()])
    info, text = server_a.error("update_memory", id=saved["id"])
    assert info["error"] == "invalid_argument" and "nothing to update" in text


def test_search_by_type_and_by_tags(server_a: Server):
    a, b = tag(), tag()
    decision = server_a.ok(
        "save_memory",
        text="We chose PostgreSQL for the billing service.",
        kind="decision",
        tags=[a, b],
    )
    task = server_a.ok("save_memory", text="Renew the passport before June.", kind="task", tags=[a])

    decisions = server_a.ok("search_by_type", kind="decision", limit=500)
    assert decisions["filter"] == {"kind": "decision"}
    assert decision["id"] in {m["id"] for m in decisions["memories"]}
    assert {m["kind"] for m in decisions["memories"]} == {"decision"}
    one = server_a.ok("search_by_type", kind="task", limit=1)
    assert one["count"] == 1 and one["memories"][0]["id"] == task["id"]  # newest task

    any_tag = server_a.ok("search_by_tags", tags=[a, b])
    assert [m["id"] for m in any_tag["memories"]] == [task["id"], decision["id"]]
    every_tag = server_a.ok("search_by_tags", tags=[a, b], match_all=True)
    assert [m["id"] for m in every_tag["memories"]] == [decision["id"]]
    assert every_tag["filter"] == {"tags": [a, b], "match_all": True}
    first = server_a.ok("search_by_tags", tags=[a], limit=1)
    assert (first["count"], first["has_more"]) == (1, True)
    assert server_a.ok("search_by_tags", tags=[tag()])["memories"] == []


def test_date_range_is_whole_local_days_inclusive(server_a: Server, server_b: Server, library):
    """Server A reads days in its local time (Asia/Kolkata, UTC+05:30); B was told UTC."""
    memory = library(server_a.db)
    at = {
        "mar8_late": datetime(2025, 3, 8, 18, 29, 59, tzinfo=UTC),  # 23:59:59 on Mar 8 local
        "mar9_first": datetime(2025, 3, 8, 18, 30, 0, tzinfo=UTC),  # 00:00:00 on Mar 9 local
        "mar9_last": datetime(2025, 3, 9, 18, 29, 59, 999999, tzinfo=UTC),  # 23:59:59.999999
        "mar10_first": datetime(2025, 3, 9, 18, 30, 0, tzinfo=UTC),  # 00:00:00 on Mar 10 local
    }
    texts = {
        "mar8_late": "The user adopted a greyhound named Comet.",
        "mar9_first": "The user started a pottery class downtown.",
        "mar9_last": "The user booked flights to Reykjavik for the summer.",
        "mar10_first": "The user switched the phone plan to a cheaper carrier.",
    }
    ids = {
        key: memory.remember(texts[key], created_at=when, tags=["dated"]).id
        for key, when in at.items()
    }

    def days(server: Server, start: str, end: str | None = None) -> set[str]:
        found = server.ok("search_by_date_range", start_date=start, end_date=end, limit=500)
        return {key for key, id in ids.items() if id in {m["id"] for m in found["memories"]}}

    assert days(server_a, "2025-03-09", "2025-03-09") == {"mar9_first", "mar9_last"}
    assert days(server_a, "2025-03-09") == {"mar9_first", "mar9_last"}
    assert days(server_a, "2025-03-08", "2025-03-09") == {"mar8_late", "mar9_first", "mar9_last"}
    assert days(server_a, "2025-03-10", "2025-03-31") == {"mar10_first"}
    assert days(server_a, "2025-03-07") == set()
    shown = server_a.ok("search_by_date_range", start_date="2025-03-09")
    assert shown["filter"]["from"] == "2025-03-09T00:00:00+05:30"
    assert shown["filter"]["to"] == "2025-03-09T23:59:59.999999+05:30"
    assert {m["created_at"] for m in shown["memories"]} >= {
        "2025-03-09T00:00:00+05:30",
        "2025-03-09T23:59:59+05:30",
    }
    # The same memories by UTC days, from a server started with --timezone UTC.
    assert days(server_b, "2025-03-08") == {"mar8_late", "mar9_first"}
    assert days(server_b, "2025-03-09") == {"mar9_last", "mar10_first"}
    assert server_b.ok("search_by_date_range", start_date="2025-03-09")["filter"]["timezone"] == (
        "UTC"
    )


def test_bad_dates_are_error_results(server_a: Server):
    for start, end in (
        ("2025/03/09", None),
        ("March 9, 2025", None),
        ("20250309", None),
        ("2025-02-30", None),
        ("2025-03-09", "2025-3-10"),
    ):
        info, text = server_a.error("search_by_date_range", start_date=start, end_date=end)
        assert info["error"] == "invalid_date"
        assert "YYYY-MM-DD" in text or "not a calendar date" in text
    info, text = server_a.error(
        "search_by_date_range", start_date="2025-03-10", end_date="2025-03-09"
    )
    assert info["error"] == "invalid_date"
    assert "before start_date" in text


def test_a_secret_passed_as_a_date_is_never_quoted_back(server_a: Server):
    # Promise: errors never repeat a secret (ids already are "not shown"). A token pasted as
    # start_date used to come back verbatim in the error result, kept in the transcript.
    for arguments in (
        {"start_date": GITHUB_TOKEN},
        {"start_date": "2025-03-09", "end_date": GITHUB_TOKEN},
        {"start_date": f"2025-03-09T10:00 {GITHUB_TOKEN}"},
        {"start_date": f" {GITHUB_TOKEN} ", "end_date": f"my password is {GITHUB_TOKEN}"},
    ):
        info, text = server_a.error("search_by_date_range", **arguments)
        assert info["error"] == "invalid_date"
        assert "YYYY-MM-DD" in text and "not shown" in text  # what to send instead
        assert GITHUB_TOKEN not in text and GITHUB_TOKEN[4:16] not in json.dumps(info)
    # A value shaped like a day or a time is still quoted: it cannot hold a secret.
    info, text = server_a.error("search_by_date_range", start_date="2025-02-30")
    assert info["error"] == "invalid_date" and "2025-02-30 is not a calendar date" in text
    info, text = server_a.error("search_by_date_range", start_date="2025-03-09T25:00")
    assert info["error"] == "invalid_date" and "2025-03-09T25:00 is not a valid ISO time" in text


def test_search_results_repeat_the_query_redacted_never_the_secret(server_a: Server):
    # Promise: a recall query's secrets become [redacted:<rule>] before anything is done with
    # it. search_memory's result used to repeat the raw query, token included, and
    # search_by_tags its raw tags in "filter": both stay in the client's transcript.
    label = tag()
    kept = server_a.ok(
        "save_memory", text="The user keeps every access token in a password manager.", tags=[label]
    )

    search = server_a.call("search_memory", query=f"my token {GITHUB_TOKEN} <private>x9</private>")
    assert not search.is_error and GITHUB_TOKEN not in search.content[0].text
    found = search.structured_content
    assert re.fullmatch(r"my token \[redacted:[\w-]+\]", found["query"])
    assert "x9" not in search.content[0].text  # a private span is not repeated either
    assert server_a.ok("search_memory", query="password manager")["query"] == "password manager"

    by_tags = server_a.call("search_by_tags", tags=[GITHUB_TOKEN, label])
    assert not by_tags.is_error and GITHUB_TOKEN not in by_tags.content[0].text
    listing = by_tags.structured_content
    [redacted, plain] = listing["filter"]["tags"]
    assert re.fullmatch(r"\[redacted:[\w-]+\]", redacted) and plain == label
    assert [m["id"] for m in listing["memories"]] == [kept["id"]]  # the search itself still ran


def test_memory_stats_counts_kinds_and_names_the_store_and_model(server_a: Server):
    server_a.ok("save_memory", text="The user's name is Sam Okafor.", kind="identity", tags=[tag()])
    stats = server_a.ok("memory_stats")
    assert stats["scope"] == {"user_id": "me", "namespace": "personal", "workspace_id": None}
    assert stats["by_kind"]["identity"] >= 1
    assert set(stats["by_kind"]) <= set(KINDS)
    assert sum(stats["by_kind"].values()) == stats["total"]
    assert stats["total"] == server_a.ok("get_all_memories", limit=1)["total"]
    assert stats["store"]["provider"] == "sqlite-vec"
    assert Path(stats["store"]["location"]) == server_a.db
    assert stats["store"]["size_bytes"] > 0
    assert stats["embedding"] == {
        "model": "all-MiniLM-L6-v2",
        "stored_model": "all-MiniLM-L6-v2",
        "dimension": 384,
    }
    assert stats["timezone"].startswith("local (IST")
    assert stats["backups"]["root"] == str(server_a.db.parent / "backups" / server_a.db.name)
    assert stats["backups"]["keep"] == 10 and stats["backups"]["automatic"] is True


def test_create_backup_writes_a_snapshot_an_export_and_a_manifest(server_a: Server):
    saved = server_a.ok("save_memory", text="The user's dentist is Dr. Ferreira.", tags=[tag()])
    made = server_a.ok("create_backup")
    folder = Path(made["backup"]["path"])
    assert folder.parent == server_a.db.parent / "backups" / server_a.db.name
    assert made["files"] == ["manifest.json", "memories.db", "memories.jsonl"]
    assert {p.name for p in folder.iterdir()} == set(made["files"])
    manifest = json.loads((folder / "manifest.json").read_text())
    assert sum(s["memories"] for s in manifest["scopes"]) == made["backup"]["memories"]
    rows = [json.loads(line) for line in (folder / "memories.jsonl").read_text().splitlines()]
    assert saved["id"] in {row["id"] for row in rows}
    assert (folder / "memories.db").stat().st_size > 0
    assert server_a.ok("memory_stats")["backups"]["last"]["path"] == str(folder)


def test_forget_source_needs_one_id_and_leaves_other_memories(server_a: Server):
    label = tag()
    server_a.ok("save_memory", text="The user's bike is a green Brompton.", tags=[label])
    info, _ = server_a.error("forget_source", thread_id="t", message_id="m")
    assert info["error"] == "invalid_argument"
    gone = server_a.ok("forget_source", thread_id=f"thread-{label}")
    assert (gone["episodes"], gone["facts"]) == (0, 0)
    assert len(server_a.ok("search_by_tags", tags=[label])["memories"]) == 1


def test_a_token_cut_across_two_tags_is_refused(server_a: Server):
    # Promise (docs/mcp.md "No secrets"): a token split in two tags is not stored or echoed.
    token = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"
    info, text = server_a.error("save_memory", text="note", tags=[token[:33], token[33:]])
    assert (info["error"], info["pattern"]) == ("content_rejected", "github_token")
    assert "tags" in text
    assert token[33:] not in text and token[33:] not in json.dumps(info)
    assert server_a.ok("search_by_tags", tags=[token[:33]])["memories"] == []
