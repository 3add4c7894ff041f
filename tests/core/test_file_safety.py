"""Files that are not ours: restore and export refuse them, and leave them as they were."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import numpy as np
import pytest
from ltm_core import MemoryScope
from ltm_core.backup import BackupError, create_backup, restore_backup
from ltm_core.cli import app
from ltm_core.models import MemoryItem
from ltm_core.vector.sqlite_vec import SqliteVecProvider
from typer.testing import CliRunner


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def backup(tmp_path) -> Path:
    source = SqliteVecProvider(tmp_path / "source.db")
    source.ensure_embedding("test", 4)
    for user in ("alice", "bob"):
        source.upsert(
            MemoryScope(user),
            [MemoryItem(text=f"{user} keeps bees", id=f"{user}-1")],
            np.ones((1, 4), np.float32),
        )
    info = create_backup(source, tmp_path / "backups")
    source.close()
    return info.path


@pytest.fixture
def places(tmp_path) -> Path:
    """A browser's history database: SQLite, not ours."""
    path = tmp_path / "places.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT)")
    conn.execute("INSERT INTO moz_places (url) VALUES ('https://example.org')")
    conn.commit()
    conn.close()
    return path


def test_restore_never_overwrites_a_foreign_sqlite_database(backup, places):
    before = _digest(places)
    with pytest.raises(BackupError, match="not an ltm store"):
        restore_backup(backup, places)
    assert _digest(places) == before


def test_restore_follows_a_symlink_to_a_foreign_database_and_refuses(backup, places, tmp_path):
    link = tmp_path / "memories.db"
    link.symlink_to(places)
    before = _digest(places)
    with pytest.raises(BackupError, match="not an ltm store"):
        restore_backup(backup, link)
    assert _digest(places) == before


def test_restore_refuses_a_file_that_is_not_sqlite_and_a_folder(backup, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my own notes\n")
    with pytest.raises(BackupError, match="not a SQLite database"):
        restore_backup(backup, notes)
    assert notes.read_text() == "my own notes\n"
    with pytest.raises(BackupError, match="is a folder"):
        restore_backup(backup, tmp_path)


def test_restore_writes_a_missing_file_an_empty_file_and_an_empty_store(backup, tmp_path):
    empty = tmp_path / "empty.db"
    empty.touch()
    unused = tmp_path / "unused.db"
    SqliteVecProvider(unused).close()
    for target in (tmp_path / "new" / "memories.db", empty, unused):
        assert restore_backup(backup, target).memories == 2
        restored = SqliteVecProvider(target)
        assert [m.text for m in restored.list(MemoryScope("bob"))] == ["bob keeps bees"]
        restored.close()


def test_a_malformed_manifest_is_a_clear_error(backup, tmp_path):
    (backup / "manifest.json").write_text(json.dumps({"created_at": "2026-01-01"}))
    with pytest.raises(BackupError, match="not an ltm backup"):
        restore_backup(backup, tmp_path / "target.db")


def test_restore_cli_refuses_a_foreign_database_in_one_line(backup, places):
    result = CliRunner().invoke(app, ["restore", str(backup), "--db", str(places)])
    assert result.exit_code == 2
    assert "not an ltm store" in result.stderr
    assert "Traceback" not in result.output + result.stderr


def test_a_backup_without_snapshot_points_at_an_import_that_keeps_scopes(backup, tmp_path):
    (backup / "memories.db").unlink()
    with pytest.raises(BackupError, match="--all-scopes"):
        restore_backup(backup, tmp_path / "target.db")


@pytest.fixture
def cli(tmp_path, monkeypatch):
    db = tmp_path / "store" / "memories.db"
    monkeypatch.setenv("LTM_DB_PATH", str(db))
    monkeypatch.setenv("LTM_USER", "alice")
    runner = CliRunner()

    def run(*args: str, code: int = 0):
        result = runner.invoke(app, list(args))
        assert result.exit_code == code, (result.stdout, result.stderr)
        assert "Traceback" not in result.output + result.stderr
        return result

    run.db = db
    return run


def test_export_never_writes_onto_the_store_or_its_companions(cli):
    cli("remember", "Alice likes sailing")
    cli("list")  # the store now has its -wal and -shm files beside it
    for name in ("memories.db", "memories.db-wal", "memories.db-shm"):
        out = cli("export", str(cli.db.with_name(name)), "--force", code=2)
        assert "store itself" in out.stderr
    assert "Alice likes sailing" in cli("list").stdout


def test_export_refuses_any_sqlite_file_and_an_existing_file_without_force(cli, places, tmp_path):
    cli("remember", "Alice likes sailing")
    before = _digest(places)
    assert "SQLite database" in cli("export", str(places), "--force", code=2).stderr
    assert _digest(places) == before
    notes = tmp_path / "notes.jsonl"
    notes.write_text("precious\n")
    assert "--force" in cli("export", str(notes), code=2).stderr
    assert notes.read_text() == "precious\n"
    cli("export", str(notes), "--force")
    assert json.loads(notes.read_text().splitlines()[0])["text"] == "Alice likes sailing"


def test_export_into_a_missing_folder_or_onto_a_folder_is_one_line(cli, tmp_path):
    cli("remember", "Alice likes sailing")
    assert "does not exist" in cli("export", str(tmp_path / "no" / "x.jsonl"), code=2).stderr
    assert "is a folder" in cli("export", str(tmp_path), code=2).stderr


def test_db_naming_a_folder_or_a_text_file_is_one_line(cli, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    assert "is a folder" in cli("list", "--db", str(tmp_path), code=2).stderr
    assert "not an ltm store" in cli("list", "--db", str(notes), code=2).stderr
    assert notes.read_text() == "my notes\n"


def test_backup_path_naming_a_file_is_one_line(cli, tmp_path, monkeypatch):
    cli("remember", "Alice likes sailing")
    notes = tmp_path / "notes.txt"
    notes.write_text("x")
    monkeypatch.setenv("LTM_BACKUP_PATH", str(notes))
    assert "LTM_BACKUP_PATH" in cli("backup", code=2).stderr


def _store_with_one_memory(path: Path) -> SqliteVecProvider:
    store = SqliteVecProvider(path)
    store.ensure_embedding("test", 4)
    store.upsert(
        MemoryScope("alice"), [MemoryItem(text="a note", id="n-1")], np.ones((1, 4), np.float32)
    )
    return store


def test_two_stores_in_one_folder_keep_and_prune_only_their_own_backups(tmp_path):
    from ltm_core.stores.sqlite.backup import list_backups

    work, home = (_store_with_one_memory(tmp_path / n) for n in ("work.db", "home.db"))
    home_backup = create_backup(home, keep=1)
    for _ in range(3):
        create_backup(work, keep=1)
    assert [b.path for b in list_backups(work.backup_root(), work.path)] != []
    assert len(list_backups(work.backup_root(), work.path)) == 1
    assert [b.path for b in list_backups(home.backup_root(), home.path)] == [home_backup.path]
    assert home_backup.path.is_dir()
    work.close()
    home.close()


def test_backups_in_the_old_shared_folder_are_listed_for_their_own_store_only(tmp_path):
    from ltm_core.stores.sqlite.backup import list_backups

    work, home = (_store_with_one_memory(tmp_path / n) for n in ("work.db", "home.db"))
    old = tmp_path / "backups"  # the layout before one folder per store
    old_work = create_backup(work, old)
    old_home = create_backup(home, old)
    assert [b.path for b in list_backups(work.backup_root(), work.path)] == [old_work.path]
    create_backup(work, keep=1)  # retention in the new folder never deletes home's
    assert old_home.path.is_dir()
    work.close()
    home.close()


def _backup_rows() -> list[dict]:
    return [
        {"scope": {"user_id": u, "namespace": "personal", "workspace_id": None}, "text": t}
        for u, t in (("alice", "Alice likes sailing"), ("bob", "Bob keeps bees"))
    ]


def test_importing_a_multi_scope_file_is_refused_without_all_scopes(cli, tmp_path):
    file = tmp_path / "memories.jsonl"
    file.write_text("".join(json.dumps(r) + "\n" for r in _backup_rows()))
    assert "--all-scopes" in cli("import", str(file), code=2).stderr
    assert "No memories" in cli("list", code=1).stdout + cli("list", code=1).stderr


def test_all_scopes_keeps_each_rows_scope(cli, tmp_path):
    file = tmp_path / "memories.jsonl"
    file.write_text("".join(json.dumps(r) + "\n" for r in _backup_rows()))
    cli("import", str(file), "--all-scopes")
    assert "Bob keeps bees" not in cli("list").stdout
    assert "Bob keeps bees" in cli("list", "--user", "bob").stdout
    assert "Alice likes sailing" not in cli("list", "--user", "bob").stdout


def test_a_line_that_is_not_an_object_is_one_line(cli, tmp_path):
    file = tmp_path / "bad.jsonl"
    file.write_text('{"text": "fine"}\n[1, 2]\n')
    assert "line 2" in cli("import", str(file), code=2).stderr


def test_one_bad_row_is_rejected_and_the_rest_stored(cli, tmp_path):
    file = tmp_path / "rows.jsonl"
    rows = [
        {"id": "a1", "text": "Alice likes sailing"},
        {"id": "a2", "text": "Alice counts a lot", "access_count": 2**64},
        {"id": "a1", "text": "Alice repeats an id"},
        {"id": "a3", "text": "Alice lives in Porto"},
    ]
    file.write_text("".join(json.dumps(r) + "\n" for r in rows))
    report = json.loads(cli("import", str(file), "--json").stdout)
    assert (report["stored"], report["rejected"]) == (2, 2)
    listed = cli("list").stdout
    assert "Alice likes sailing" in listed and "Alice lives in Porto" in listed


def test_restore_never_writes_a_stores_wal_or_shm_file_even_an_empty_one(backup, tmp_path):
    live = tmp_path / "live.db"
    SqliteVecProvider(live).close()
    for name in ("live.db-wal", "live.db-shm"):
        companion = tmp_path / name
        companion.write_bytes(b"")  # a checkpointed WAL is empty: still not ours to replace
        with pytest.raises(BackupError, match="belongs to the database"):
            restore_backup(backup, companion)
        assert companion.read_bytes() == b""


@pytest.mark.parametrize(
    ("path", "said"),
    [("/dev/zero", "not a regular file"), ("/dev/null", "not a regular file"), (".", "a folder")],
)
def test_import_refuses_a_device_or_a_folder_before_reading_it(cli, path, said):
    # Promise: a file argument that is not ours gets a clear error. `ltm import /dev/zero`
    # read for ever (and filled memory); a folder gave a raw OS error.
    assert said in cli("import", path, code=2).stderr


def test_import_refuses_a_missing_file_by_name(cli, tmp_path):
    assert "missing" in cli("import", str(tmp_path / "nope.jsonl"), code=2).stderr


def test_import_refuses_a_giant_line_before_parsing_it_and_imports_nothing(cli, tmp_path):
    # Promise: a file argument that is not ours gets a clear error, fast. A 50 MB line was
    # parsed and judged for about 30 s before its refusal.
    file = tmp_path / "giant.jsonl"
    giant = json.dumps({"text": "x" * 5_000_000})
    file.write_text(json.dumps({"text": "Alice likes sailing"}) + "\n" + giant + "\n")
    said = cli("import", str(file), code=2).stderr
    assert "line 2" in said and f"{len(giant):,} characters" in said
    assert "Alice likes sailing" not in cli("list", code=1).stdout  # all or nothing: none


def test_an_export_saved_with_a_byte_order_mark_imports(cli, tmp_path):
    # Promise: bad input loses nothing. Windows editors save UTF-8 with a BOM; the first line
    # was "not a JSON object" and the whole import was refused.
    file = tmp_path / "notepad.jsonl"
    file.write_bytes(b"\xef\xbb\xbf" + json.dumps({"text": "Alice likes sailing"}).encode() + b"\n")
    cli("import", str(file))
    assert "Alice likes sailing" in cli("list").stdout


@pytest.mark.parametrize(
    ("variable", "value"),
    [("LTM_MAX_ITEMS", "abc"), ("LTM_HTTP_RETRIES", "sk-proj-" + "AbCdEf0123456789" * 3)],
)
def test_a_junk_setting_is_one_line_naming_the_variable_never_the_value(
    cli, monkeypatch, variable, value
):
    # Promise: an invalid value fails with a message naming the variable (attack round 2):
    # it was a 40-line pydantic traceback naming the field and quoting the value back.
    monkeypatch.setenv(variable, value)
    said = cli("list", code=2).stderr
    assert variable in said and value not in said
    assert len(said.strip().splitlines()) == 1
