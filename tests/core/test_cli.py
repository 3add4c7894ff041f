"""The ltm command, driven through typer's runner with a temporary store."""

from __future__ import annotations

import json
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from ltm_core.cli import app
from typer.testing import CliRunner

SECRET = "sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5dE2gK"


@pytest.fixture
def ltm(tmp_path, monkeypatch):
    db = tmp_path / "store" / "memories.db"
    monkeypatch.setenv("LTM_DB_PATH", str(db))
    monkeypatch.setenv("LTM_USER", "alice")
    runner = CliRunner()

    def run(*args: str, code: int = 0):
        result = runner.invoke(app, list(args))
        assert result.exit_code == code, (result.stdout, result.stderr)
        return result

    run.db = db
    return run


def test_remember_recall_list_show_update_forget(ltm):
    out = ltm("remember", "Alice prefers metric units", "--kind", "preference", "--tag", "units")
    memory_id = out.stdout.strip().split(": ")[1]
    ltm("remember", "The staging database runs Postgres 16", "--kind", "project")
    assert "already known" in ltm("remember", "alice prefers metric units").stdout
    recalled = ltm("recall", "which units should I use?").stdout.splitlines()
    assert "preference" in recalled[0] and memory_id in recalled[0]
    listed = json.loads(ltm("list", "--json").stdout)
    assert [m["kind"] for m in listed] == ["project", "preference"]
    assert json.loads(ltm("list", "--kind", "project", "--json").stdout)[0]["text"].startswith(
        "The staging"
    )
    assert json.loads(ltm("show", memory_id, "--json").stdout)["tags"] == ["units"]
    ltm("update", memory_id, "--text", "Alice prefers imperial units")
    assert "imperial" in ltm("show", memory_id).stdout
    ltm("forget", memory_id)
    ltm("show", memory_id, code=2)
    ltm("forget", memory_id, code=2)


def test_guard_refusal_names_the_rule_and_exits_2(ltm):
    result = ltm("remember", f"my key is {SECRET}", code=2)
    assert "openai_api_key" in result.stderr and SECRET not in result.stdout + result.stderr
    assert json.loads(ltm("list", "--json").stdout) == []


def test_recall_never_creates_a_store_and_says_when_nothing_is_relevant(ltm):
    result = ltm("recall", "anything", code=1)
    assert result.stderr.strip() == "No relevant memories found."
    assert not ltm.db.exists()
    ltm("remember", "Alice prefers metric units")
    result = ltm("recall", "the migration habits of arctic terns", code=1)
    assert "No relevant memories found." in result.stderr


def test_recall_output_respects_the_token_budget(ltm):
    for i, topic in enumerate(["tea", "coffee", "cocoa", "mate", "chai"]):
        ltm("remember", f"Alice drinks {topic} every morning, a habit since year {2000 + i}")
    full = ltm("recall", "what does Alice drink in the morning?", "--threshold", "0").stdout
    short = ltm(
        "recall", "what does Alice drink in the morning?", "--threshold", "0", "--max-tokens", "30"
    ).stdout
    assert len(full.splitlines()) == 5
    assert 1 <= len(short.splitlines()) < 5


def test_project_ranks_its_memories_higher_without_changing_the_query(ltm, monkeypatch):
    monkeypatch.setenv("LTM_NEAR_DUPLICATE_THRESHOLD", "1.0")  # keep the two twins apart
    # The twins must score within the bonus of each other: int8's noise (about 0.03 on
    # these two) can exceed it, and the bonus, not the precision, is under test here.
    monkeypatch.setenv("LTM_EMBEDDING_PRECISION", "fp32")
    ltm("remember", "Code is formatted with black", "--tag", "atlas")
    ltm("remember", "Code is formatted with black!", "--tag", "zephyr")
    ltm("remember", "The atlas project deploys on Fridays")

    def ranked(project):
        out = ltm(
            "recall",
            "which formatter?",
            "--project",
            project,
            "--json",
            "--k",
            "3",
            "--threshold",
            "0",
        )
        return {tuple(r["tags"]) or r["text"]: r["score"] for r in json.loads(out.stdout)}

    plain, atlas, zephyr = ranked("none"), ranked("atlas"), ranked("zephyr")
    bonus = 0.03
    assert atlas[("atlas",)] == pytest.approx(plain[("atlas",)] + bonus)
    assert atlas[("zephyr",)] == pytest.approx(plain[("zephyr",)])
    assert atlas[("atlas",)] > atlas[("zephyr",)]
    assert zephyr[("zephyr",)] > zephyr[("atlas",)]
    # Naming the project in the text counts too (whole words, any case).
    assert atlas["The atlas project deploys on Fridays"] == pytest.approx(
        plain["The atlas project deploys on Fridays"] + bonus
    )


def test_scopes_are_options(ltm):
    ltm("remember", "Bob keeps bees", "--user", "bob")
    ltm("recall", "bees", code=1)  # alice (LTM_USER) has none
    assert "bees" in ltm("recall", "bees", "--user", "bob").stdout
    ltm("recall", "bees", "--user", "bob", "--namespace", "work", code=1)


def test_stats_and_json(ltm):
    ltm("remember", "Alice prefers metric units", "--kind", "preference")
    ltm("remember", "Alice's cat is called Miso")
    stats = json.loads(ltm("stats", "--json").stdout)
    assert stats["memories"] == 2
    assert stats["kinds"] == {"preference": 1, "fact": 1}
    assert stats["embedding_model"] == "all-MiniLM-L6-v2" and stats["size_bytes"] > 0
    assert stats["store"] == str(ltm.db)


def test_export_import_is_idempotent_and_reports(ltm, tmp_path):
    ltm("remember", "Alice prefers metric units")
    ltm("remember", "Alice's cat is called Miso")
    file = tmp_path / "out.jsonl"
    ltm("export", str(file))
    assert len(file.read_text().splitlines()) == 2
    with file.open("a") as out:
        out.write(json.dumps({"text": f"token {SECRET}"}) + "\n")
    first = json.loads(ltm("import", str(file), "--user", "bob", "--json").stdout)
    assert (first["stored"], first["duplicate"], first["rejected"]) == (2, 0, 1)
    assert first["reasons"] == {"openai_api_key": 1}
    again = json.loads(ltm("import", str(file), "--user", "bob", "--json").stdout)
    assert (again["stored"], again["duplicate"]) == (0, 2)
    ltm("import", str(tmp_path / "missing.jsonl"), code=2)


def test_clear_needs_yes_and_backs_up_first(ltm):
    ltm("remember", "Alice prefers metric units")
    ltm("clear", code=2)
    result = ltm("clear", "--yes")
    assert "deleted 1 memories" in result.stdout and "backed up to" in result.stderr
    assert json.loads(ltm("list", "--json").stdout) == []


def test_backup_and_restore_commands(ltm, tmp_path):
    ltm("remember", "Alice prefers metric units", "--kind", "preference")
    ltm("backup")
    folders = json.loads(ltm("backups", "--json").stdout)
    assert folders and folders[0]["memories"] == 1
    target = tmp_path / "restored.db"
    assert "restored 1 memories" in ltm("restore", folders[0]["path"], "--db", str(target)).stdout
    assert "metric" in ltm("recall", "units", "--db", str(target)).stdout
    refused = ltm("restore", folders[0]["path"], "--db", str(target), code=2)
    assert "already holds 1 memories" in refused.stderr


def test_bad_dates_are_clear_errors(ltm):
    ltm("remember", "Alice prefers metric units")
    assert "not a date" in ltm("list", "--since", "yesterday", code=2).stderr
    assert "not a calendar date" in ltm("list", "--since", "2025-02-30", code=2).stderr
    assert "unknown timezone" in ltm("list", "--timezone", "Mars/Olympus", code=2).stderr
    today = json.loads(ltm("list", "--json").stdout)[0]["created_at"][:10]
    assert len(json.loads(ltm("list", "--since", today, "--until", today, "--json").stdout)) == 1


def test_the_veto_holds_on_the_command_line(ltm, monkeypatch):
    monkeypatch.setenv("LTM_ENABLED", "0")
    assert "switched off" in ltm("remember", "x y z", code=2).stderr


def test_every_read_command_speaks_json(ltm, tmp_path):
    ltm("remember", "Alice prefers metric units")
    memory_id = json.loads(ltm("list", "--json").stdout)[0]["id"]
    for args in (
        ("recall", "units", "--json"),
        ("list", "--json"),
        ("show", memory_id, "--json"),
        ("stats", "--json"),
        ("backups", "--json"),
    ):
        json.loads(ltm(*args).stdout)


def test_help_lists_every_command():
    text = CliRunner().invoke(app, ["--help"]).stdout
    for command in (
        "remember",
        "recall",
        "list",
        "show",
        "update",
        "forget",
        "clear",
        "stats",
        "export",
        "import",
        "backup",
        "backups",
        "restore",
        "demo",
        "bench",
    ):
        assert command in text


def test_ltm_recall_imports_neither_torch_nor_httpx(tmp_path):
    """What keeps `ltm recall` fast to start (timings: benchmarks/cold_start.py)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "LTM_DB_PATH": str(tmp_path / "m.db"), "LTM_USER": "alice"}
    code = (
        "import sys, runpy\n"
        "sys.argv = ['ltm', 'remember', 'Alice prefers metric units']\n"
        "try:\n    runpy.run_module('ltm_core.cli', run_name='__main__')\n"
        "except SystemExit: pass\n"
    )
    subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True)
    probe = code.replace("'remember', 'Alice prefers metric units'", "'recall', 'units'") + (
        "print(sorted(m for m in ('torch', 'httpx', 'sentence_transformers', 'transformers')"
        " if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True)
    assert out.stdout.strip().splitlines()[-1] == "[]", out.stderr
    assert Path(tmp_path / "m.db").exists()


def test_list_days_are_days_in_the_chosen_timezone(ltm, monkeypatch):
    ltm("remember", "Alice prefers metric units")
    # UTC+14 and UTC-12 never share a calendar day: a memory made now is "today" in only one.
    east = datetime.now(ZoneInfo("Pacific/Kiritimati")).date().isoformat()
    west = datetime.now(ZoneInfo("Etc/GMT+12")).date().isoformat()
    assert east != west

    def listed(day: str, *options: str) -> list[dict]:
        args = ("list", "--since", day, "--until", day, "--json", *options)
        return json.loads(ltm(*args).stdout)

    assert len(listed(east, "--timezone", "Pacific/Kiritimati")) == 1
    assert listed(east, "--timezone", "Etc/GMT+12") == []
    assert len(listed(west, "--timezone", "Etc/GMT+12")) == 1
    # Without --timezone a day is a day of the machine's local time, as in ltm-mcp.
    monkeypatch.setenv("TZ", "Pacific/Kiritimati")
    time.tzset()
    try:
        assert len(listed(east)) == 1
        assert listed(west) == []
        assert ltm("list").stdout.startswith(east)
    finally:
        monkeypatch.undo()  # puts the old TZ back before the process re-reads it
        time.tzset()


GITHUB_TOKEN = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["list", "--since", GITHUB_TOKEN], "use YYYY-MM-DD"),
        (["list", "--timezone", GITHUB_TOKEN], "use an IANA name"),
        (["list", "--kind", GITHUB_TOKEN], "use one of identity"),
        (["remember", "--kind", GITHUB_TOKEN, "about my kind"], "use one of identity"),
        (["show", GITHUB_TOKEN], "not shown"),
        (["update", GITHUB_TOKEN, "--text", "a new text"], "not shown"),
    ],
)
def test_cli_errors_never_quote_a_credential(ltm, args: list[str], expected: str) -> None:
    # Promise (docs/cli.md): a refusal names the rule, never the value, and exits 2. A token
    # pasted into the wrong option was printed back whole on stderr; the error now says what
    # shape is expected instead, and nothing is stored or changed.
    ltm("remember", "Alice likes green tea")
    result = ltm(*args, code=2)
    assert GITHUB_TOKEN not in result.stdout + result.stderr
    assert expected in result.stderr
    assert [m["text"] for m in json.loads(ltm("list", "--json").stdout)] == [
        "Alice likes green tea"
    ]
