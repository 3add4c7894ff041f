"""``ltm import --from longterm-memory-mcp``, on databases built here with that system's schema."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
from ltm_core.cli import app
from typer.testing import CliRunner

SECRET = "sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5dE2gK"
PIN = "4471"
#: LongtermMemory-MCP's table, with a column a newer version added, in another column order.
SCHEMA = """
CREATE TABLE memories (
    id TEXT PRIMARY KEY,
    access_count INTEGER NOT NULL DEFAULT 0,
    content TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    metadata TEXT NOT NULL DEFAULT '{}',
    embedding TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    importance REAL NOT NULL DEFAULT 5.0,
    memory_type TEXT NOT NULL DEFAULT 'general',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_accessed TEXT NOT NULL
)
"""
ROWS = [
    # id, content, metadata, tags, importance, memory_type, created_at
    (
        "0b7e3c52-1d4f-4a8e-9c21-6f0a1b2c3d4e",
        "The user prefers metric units",
        {"topic": "ui"},
        ["units", "core"],
        8.0,
        "preference",
        "2026-03-01T09:30:00.000Z",
    ),
    (
        "1c8f4d63-2e5a-4b9f-8d32-7a1b2c3d4e5f",
        "The atlas service is deployed on Fridays",
        {},
        ["atlas"],
        5.0,
        "general",
        "2026-03-02T10:00:00.000Z",
    ),
    (
        "2d9a5e74-3f6b-4cae-9e43-8b2c3d4e5f60",
        "We talked about moving the team offsite to Lisbon",
        {},
        [],
        3.0,
        "conversation",
        "2026-03-03T11:00:00.000Z",
    ),
    (
        "3eab6f85-4a7c-4dbf-af54-9c3d4e5f6071",
        f"The OpenAI key for staging is {SECRET}",
        {},
        ["keys"],
        9.0,
        "fact",
        "2026-03-04T12:00:00.000Z",
    ),
    (
        "4fbc7a96-5b8d-4ec0-b065-ad4e5f607182",
        f"The user's locker code is <private>{PIN}</private> and the user drinks tea",
        {},
        [],
        5.0,
        "preference",
        "2026-03-05T13:00:00.000Z",
    ),
    (
        "5acd8ba7-6c9e-4fd1-8176-be5f60718293",
        "The user keeps credentials in a vault",
        {"note": f"key {SECRET}"},
        [],
        5.0,
        "fact",
        "2026-03-06T14:00:00.000Z",
    ),
]


def build_database(path: Path, rows=ROWS, broken_tags: bool = True) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.execute(SCHEMA)
    for ident, content, metadata, tags, importance, memory_type, created in rows:
        conn.execute(
            "INSERT INTO memories (id, content, content_hash, metadata, embedding, tags, "
            "importance, memory_type, created_at, updated_at, last_accessed) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                ident,
                content,
                hashlib.sha256(content.encode()).hexdigest(),
                json.dumps(metadata),
                json.dumps([0.1] * 384),
                json.dumps(tags),
                importance,
                memory_type,
                created,
                created.replace(":00.000Z", ":30.000Z"),
                created,
            ),
        )
    if broken_tags:
        conn.execute(
            "INSERT INTO memories (id, content, content_hash, metadata, embedding, tags, "
            "created_at, updated_at, last_accessed) VALUES ('6bde9cb8-7daf-40e2-9287-cf60718293a4',"
            " 'The user likes jazz', 'h', '{}', '[]', '[not json', '2026-03-07T00:00:00Z', "
            "'2026-03-07T00:00:00Z', '2026-03-07T00:00:00Z')"
        )
    conn.commit()
    conn.close()
    return path


@pytest.fixture
def ltm(tmp_path, monkeypatch):
    monkeypatch.setenv("LTM_DB_PATH", str(tmp_path / "store" / "memories.db"))
    monkeypatch.setenv("LTM_USER", "alice")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    runner = CliRunner()

    def run(*args: str, code: int = 0):
        result = runner.invoke(app, list(args))
        assert result.exit_code == code, (result.stdout, result.stderr)
        return result

    run.store = tmp_path / "store" / "memories.db"
    return run


def test_import_keeps_ids_times_tags_metadata_and_refuses_secrets(ltm, tmp_path):
    source = build_database(tmp_path / "lmm" / "memories.db")
    before = source.read_bytes()
    result = ltm("import", "--from", "longterm-memory-mcp", str(source))
    assert result.stdout.strip() == "4 stored, 0 duplicate, 3 rejected"
    assert "id 3eab6f85-4a7c-4dbf-af54-9c3d4e5f6071: openai_api_key" in result.stderr
    assert "id 5acd8ba7-6c9e-4fd1-8176-be5f60718293: openai_api_key" in result.stderr
    assert "id 6bde9cb8-7daf-40e2-9287-cf60718293a4: tags is not valid JSON" in result.stderr
    assert SECRET not in result.stdout + result.stderr and PIN not in result.stdout + result.stderr
    assert source.read_bytes() == before  # read-only: the old store is untouched

    listed = {m["id"]: m for m in json.loads(ltm("list", "--json").stdout)}
    assert sorted(listed) == sorted(r[0] for r in ROWS if r[0][0] in "0124")
    units = listed["0b7e3c52-1d4f-4a8e-9c21-6f0a1b2c3d4e"]
    assert (units["kind"], units["importance"], units["tags"]) == (
        "preference",
        0.8,
        ["units", "core"],
    )
    assert units["metadata"] == {"topic": "ui", "longterm_memory_type": "preference"}
    assert units["created_at"].startswith("2026-03-01T09:30:00")
    assert units["updated_at"].startswith("2026-03-01T09:30:30")
    assert units["source"] == "longterm-memory-mcp"
    kinds = {m["id"][0]: m["kind"] for m in listed.values()}
    assert kinds == {"0": "preference", "1": "fact", "2": "event", "4": "preference"}
    locker = listed["4fbc7a96-5b8d-4ec0-b065-ad4e5f607182"]["text"]
    assert PIN not in locker and "drinks tea" in locker
    # Embedded again with ltm's model: meaning finds it.
    assert "0b7e3c52" in ltm("recall", "which measurement system should I use?").stdout


def test_importing_the_same_file_twice_changes_nothing(ltm, tmp_path):
    source = build_database(tmp_path / "lmm" / "memories.db")
    ltm("import", "--from", "longterm-memory-mcp", str(source))
    first = json.loads(ltm("list", "--json").stdout)
    again = ltm("import", "--from", "longterm-memory-mcp", str(source), "--json")
    report = json.loads(again.stdout)
    assert (report["stored"], report["duplicate"], report["rejected"]) == (0, 4, 3)
    assert json.loads(ltm("list", "--json").stdout) == first


def test_the_default_path_is_the_one_longterm_memory_mcp_uses(ltm, tmp_path):
    build_database(tmp_path / "home" / ".longterm-memory-mcp" / "memories.db", broken_tags=False)
    result = ltm("import", "--from", "longterm-memory-mcp")
    assert result.stdout.strip() == "4 stored, 0 duplicate, 2 rejected"


def test_a_missing_or_foreign_database_is_a_clear_error_and_creates_no_store(ltm, tmp_path):
    result = ltm("import", "--from", "longterm-memory-mcp", str(tmp_path / "nope.db"), code=2)
    assert "no LongtermMemory-MCP database" in result.stderr
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE notes (body TEXT)").connection.close()
    result = ltm("import", "--from", "longterm-memory-mcp", str(other), code=2)
    assert "missing columns: id, content" in result.stderr
    result = ltm("import", "--from", "mem0", str(other), code=2)
    assert "supported: longterm-memory-mcp" in result.stderr
    assert not ltm.store.exists()


def test_a_plain_jsonl_import_still_needs_its_file(ltm):
    assert "give the JSONL FILE" in ltm("import", code=2).stderr
