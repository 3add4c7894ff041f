"""Several server processes on one file, scopes, backups, and the LTM_ENABLED veto."""

from __future__ import annotations

import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tests.mcp.conftest import Server, run_server

FROM_A = [
    "The user's grandmother was born in Tbilisi.",
    "The user plays bass guitar in a jazz trio.",
    "The user is allergic to penicillin.",
    "The user's car is a green 2014 Volvo estate.",
    "The user volunteers at a food bank on Saturdays.",
    "The user studied marine biology in Plymouth.",
]
FROM_B = [
    "The user's favourite board game is Agricola.",
    "The user commutes by folding bicycle.",
    "The user speaks Portuguese with their in-laws.",
    "The user's home office faces a cherry tree.",
    "The user keeps a sourdough starter named Gerald.",
    "The user backs up photos to a NAS in the attic.",
]


def test_two_servers_on_one_file_see_each_others_writes_at_once(server_a: Server, server_b: Server):
    saved = server_b.ok("save_memory", text="The user's sister lives in Lisbon.", kind="fact")
    found = server_a.ok("search_memory", query="where does the user's sister live?")
    assert found["results"][0]["id"] == saved["id"]
    assert found["results"][0]["text"] == "The user's sister lives in Lisbon."

    server_a.ok("update_memory", id=saved["id"], text="The user's sister lives in Porto.")
    again = server_b.ok("search_memory", query="where does the user's sister live?")
    assert (again["results"][0]["id"], again["results"][0]["text"]) == (
        saved["id"],
        "The user's sister lives in Porto.",
    )
    dup = server_b.ok("save_memory", text="the user's sister lives in Porto.")
    assert (dup["status"], dup["id"]) == ("duplicate", saved["id"])

    server_a.ok("delete_memory", id=saved["id"])
    info, _ = server_b.error("delete_memory", id=saved["id"])
    assert info["error"] == "not_found"


def test_concurrent_saves_from_two_servers_lose_nothing(server_a: Server, server_b: Server):
    calls = [(server_a, text) for text in FROM_A] + [(server_b, text) for text in FROM_B]
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda c: c[0].ok("save_memory", text=c[1], tags=["race"]), calls))
    assert [r["status"] for r in results] == ["stored"] * 12
    ids = {r["id"] for r in results}
    assert len(ids) == 12
    for server in (server_a, server_b):
        listing = server.ok("search_by_tags", tags=["race"], limit=100)
        assert {m["id"] for m in listing["memories"]} == ids
        texts = {m["text"] for m in listing["memories"]}
        assert texts == set(FROM_A) | set(FROM_B)
    hit = server_b.ok("search_memory", query="which instrument does the user play?")
    assert hit["results"][0]["text"] == "The user plays bass guitar in a jazz trio."


def test_delete_all_needs_confirm_and_spares_other_scopes(tmp_path: Path, library):
    db = tmp_path / "memories.db"
    work = library(db, namespace="work", workspace="acme")
    work_ids = {
        work.remember(text).id
        for text in (
            "The Acme release train leaves every second Tuesday.",
            "Acme's staging database is read-only on Fridays.",
            "The Acme design system uses an 8-pixel grid.",
        )
    }
    personal = library(db).remember("The user's bicycle is a blue Brompton.")

    with run_server(
        tmp_path,
        "--workspace",
        "acme",
        db=db,
        user=None,
        env={"LTM_USER": "me", "LTM_NAMESPACE": "work"},
        name="work",
    ) as server:
        page = server.ok("get_all_memories")
        assert {m["id"] for m in page["memories"]} == work_ids and page["total"] == 3
        assert server.ok("memory_stats")["scope"] == {
            "user_id": "me",
            "namespace": "work",
            "workspace_id": "acme",
        }

        info, text = server.error("delete_all_memories")
        assert info["error"] == "confirmation_required"
        assert "confirm=true" in text and "3" in text
        info, _ = server.error("delete_all_memories", confirm=False)
        assert info["error"] == "confirmation_required"
        assert server.ok("get_all_memories")["total"] == 3

        done = server.ok("delete_all_memories", confirm=True)
        assert done["deleted"] == 3
        safety = Path(done["safety_backup"]["path"])
        assert {p.name for p in safety.iterdir()} == {
            "memories.db",
            "memories.jsonl",
            "manifest.json",
        }
        manifest = json.loads((safety / "manifest.json").read_text())
        counts = {(s["namespace"], s["workspace_id"]): s["memories"] for s in manifest["scopes"]}
        assert counts == {("work", "acme"): 3, ("personal", None): 1}
        assert server.ok("get_all_memories")["total"] == 0

    still = library(db)
    assert still.count() == 1 and still.get(personal.id).text == personal.text


def test_writes_back_up_automatically_and_old_backups_are_pruned(tmp_path: Path, library):
    db = tmp_path / "memories.db"
    memory = library(db)
    first = memory.remember("The user's passport expires in 2031.")
    second = memory.remember("The user prefers aisle seats on long flights.")
    backups = tmp_path / "snapshots"

    with run_server(
        tmp_path,
        db=db,
        env={"LTM_BACKUP_PATH": str(backups), "LTM_BACKUP_KEEP": "2"},
        name="backups",
    ) as server:
        assert server.ok("memory_stats")["backups"]["last"] is None
        deleted = server.ok("delete_memory", id=first.id)  # a store never backed up: now
        automatic = Path(deleted["auto_backup"]["path"])
        assert automatic.parent == backups and (automatic / "memories.db").is_file()

        made = [Path(server.ok("create_backup")["backup"]["path"]) for _ in range(2)]
        assert sorted(p.name for p in backups.iterdir()) == sorted(p.name for p in made)
        stats = server.ok("memory_stats")["backups"]
        assert (stats["count"], stats["keep"], stats["root"]) == (2, 2, str(backups))
        assert stats["last"]["path"] == str(made[-1])

        # Neither 100 memories crossed nor a day passed: no backup on this write.
        assert server.ok("delete_memory", id=second.id)["auto_backup"] is None


def test_ltm_enabled_0_makes_every_tool_say_memory_is_disabled(tmp_path: Path):
    db = tmp_path / "never" / "memories.db"
    calls = {
        "save_memory": {"text": "The user likes figs."},
        "search_memory": {"query": "figs"},
        "get_all_memories": {},
        "update_memory": {"id": "x", "text": "y"},
        "delete_memory": {"id": "x"},
        "delete_all_memories": {"confirm": True},
        "memory_stats": {},
        "search_by_type": {"kind": "fact"},
        "search_by_tags": {"tags": ["a"]},
        "search_by_date_range": {"start_date": "2025-01-01"},
        "create_backup": {},
        "forget_source": {"thread_id": "t1"},
    }
    with run_server(tmp_path, db=db, env={"LTM_ENABLED": "0"}, name="disabled") as server:
        assert {t.name for t in server.tools()} == set(calls)
        for tool, arguments in calls.items():
            info, text = server.error(tool, **arguments)
            assert info["error"] == "disabled", tool
            assert "LTM_ENABLED" in text
    assert not db.parent.exists()


def test_bad_settings_are_reported_by_every_tool_call(tmp_path: Path):
    db = tmp_path / "memories.db"
    with run_server(
        tmp_path, db=db, env={"LTM_KIND_HALF_LIFE_DAYS": '{"gossip": 3}'}, name="bad"
    ) as server:
        for tool, arguments in (("memory_stats", {}), ("search_memory", {"query": "x"})):
            info, text = server.error(tool, **arguments)
            assert info["error"] == "unavailable"
            assert "LTM_" in text


def test_a_failed_backup_never_loses_a_write_and_blocks_delete_all(tmp_path: Path, library):
    db = tmp_path / "memories.db"
    memory = library(db)
    first = memory.remember("The user's gym closes at 22:00 on weekdays.")
    memory.remember("The user's niece turns seven in April.")
    not_a_folder = tmp_path / "backups-file"
    not_a_folder.write_text("in the way")

    with run_server(
        tmp_path, db=db, env={"LTM_BACKUP_PATH": str(not_a_folder)}, name="broken-backups"
    ) as server:
        deleted = server.ok("delete_memory", id=first.id)
        assert deleted["deleted"] is True and deleted["auto_backup"] is None
        assert "automatic backup failed" in deleted["warning"]
        assert server.ok("get_all_memories")["total"] == 1

        info, _ = server.error("create_backup")
        assert info["error"] == "backup_failed"
        info, text = server.error("delete_all_memories", confirm=True)
        assert info["error"] == "backup_failed" and "Nothing deleted" in text
        assert server.ok("get_all_memories")["total"] == 1


def test_the_command_line_refuses_a_blank_user_and_an_unknown_timezone(tmp_path: Path):
    for args, complaint in (
        (["--user", " "], "--user must not be blank"),
        (["--user", "me", "--timezone", "Mars/Olympus"], "unknown timezone 'Mars/Olympus'"),
    ):
        done = subprocess.run(
            [sys.executable, "-m", "ltm_mcp", *args],
            capture_output=True,
            text=True,
            timeout=60,
            stdin=subprocess.DEVNULL,
        )
        assert done.returncode == 2
        assert complaint in done.stderr and done.stdout == ""
