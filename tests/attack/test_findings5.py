"""Findings of the fifth attack round: trust promises that a user can break today.

Each test asserts what the docs promise and fails on the tree it was written against.
"""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

import pytest

from tests.attack.cli_runner import assert_one_line_refusal, run_ltm


@pytest.fixture
def store_with_a_backup(tmp_path: Path) -> Path:
    """A store holding one memory, and the folder of its backup."""
    assert run_ltm(tmp_path, "remember", "Alice likes green tea").returncode == 0
    made = run_ltm(tmp_path, "backup")
    assert made.returncode == 0, made.stderr
    folders = [p for p in (tmp_path / "backups").rglob("manifest.json")]
    assert len(folders) == 1
    return folders[0].parent


# Promise (docs/cli.md, "What restore, export and import refuse"): `ltm export FILE` refuses
# an existing file without --force, "one line on stderr with exit code 2". A named pipe next
# to the user's files (a FIFO another program reads) makes `ltm export` block forever: the
# command never returns, with or without --force.
@pytest.mark.parametrize("force", [False, True], ids=["plain", "force"])
def test_export_onto_a_named_pipe_returns_instead_of_hanging(tmp_path, force):
    assert run_ltm(tmp_path, "remember", "Alice likes green tea").returncode == 0
    pipe = tmp_path / "pipe.jsonl"
    os.mkfifo(pipe)
    args = ["export", str(pipe)] + (["--force"] if force else [])
    try:
        done = run_ltm(tmp_path, *args, timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("ltm export onto a named pipe never returned")
    assert_one_line_refusal(done)
    assert pipe.is_fifo()  # the pipe is not ltm's: it is still there


# Promise (docs/cli.md): "`--db` naming a folder or a file that is not SQLite ... are one-line
# errors too." A named pipe as --db makes `ltm list` die with a Python traceback
# ("disk I/O error") instead of the one-line message saying what to do.
def test_db_naming_a_named_pipe_is_a_one_line_error(tmp_path):
    pipe = tmp_path / "pipe.db"
    os.mkfifo(pipe)
    done = run_ltm(tmp_path, "list", "--db", str(pipe), timeout=60)
    assert_one_line_refusal(done)
    assert pipe.is_fifo()


# Promise (docs/cli.md): `ltm restore` "refuses ... a file that is not SQLite, a folder ...",
# "one line on stderr with exit code 2, and leaves the file as it was." Restoring onto a
# named pipe dies with a traceback ("disk I/O error") and leaves a `-journal` file of its own
# beside the pipe.
def test_restore_onto_a_named_pipe_is_refused_in_one_line_and_leaves_nothing(
    tmp_path, store_with_a_backup
):
    target_folder = tmp_path / "elsewhere"
    target_folder.mkdir()
    pipe = target_folder / "pipe.db"
    os.mkfifo(pipe)
    done = run_ltm(tmp_path, "restore", str(store_with_a_backup), "--db", str(pipe), timeout=60)
    assert_one_line_refusal(done)
    assert pipe.is_fifo()
    assert sorted(p.name for p in target_folder.iterdir()) == ["pipe.db"]


# Promise (docs/cli.md): `ltm export` never writes "onto a folder ... an existing file is
# replaced only with --force". --force is consent to replace an earlier export, not to
# destroy a device node: `ltm export /dev/null --force` (a user discarding the output) as
# root replaces the character device with a regular file holding every memory. Shown here
# on a private copy of the null device so that the real one is never touched.
@pytest.mark.skipif(os.geteuid() != 0, reason="making a device node needs root")
def test_export_force_never_replaces_a_device_node(tmp_path):
    assert run_ltm(tmp_path, "remember", "Alice likes green tea").returncode == 0
    device = tmp_path / "null"
    os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    done = run_ltm(tmp_path, "export", str(device), "--force", timeout=60)
    assert stat.S_ISCHR(os.lstat(device).st_mode), "the device node was replaced"
    assert done.returncode in (0, 2), done.stderr[-600:]


# Promise (README, install: the model "stops with an error that names both ways out";
# docs/cli.md: `--db` or `LTM_BACKUP_PATH` naming a file "are one-line errors too"). With
# `LTM_MODEL_CACHE_PATH` naming an existing file, `ltm recall` dies with a Python traceback
# (NotADirectoryError from mkdir) that never says which setting to fix.
def test_model_cache_naming_a_file_is_a_one_line_error_naming_the_setting(tmp_path):
    assert run_ltm(tmp_path, "remember", "Alice likes green tea").returncode == 0
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("my notes\n")
    done = run_ltm(tmp_path, "recall", "tea", timeout=300, LTM_MODEL_CACHE_PATH=str(not_a_folder))
    assert "Traceback" not in done.stderr, done.stderr[-600:]
    assert done.returncode == 2, (done.returncode, done.stderr[-600:])
    assert "LTM_MODEL_CACHE_PATH" in done.stderr, done.stderr[-600:]
    assert not_a_folder.read_text() == "my notes\n"


def _foreign_sqlite(path: Path) -> bytes:
    """Another program's SQLite database (a browser's history), and its exact bytes."""
    import sqlite3

    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT)")
    connection.execute("INSERT INTO moz_places (url) VALUES ('https://example.org')")
    connection.commit()
    connection.close()
    return path.read_bytes()


# Promise (docs/cli.md): ltm never writes onto "any SQLite database" it did not make; restore
# only opens "a browser's places.sqlite" read-only "to look", and `--db` naming "a file that is
# not SQLite" is a one-line error. `--db` naming another program's SQLite database is
# neither refused nor left alone: `ltm remember` (and even the read-only `ltm recall` and
# `ltm stats`) add fifteen ltm tables to it and switch it to WAL mode.
@pytest.mark.parametrize(
    "command",
    [("remember", "Alice likes green tea"), ("recall", "tea"), ("stats",)],
    ids=["remember", "recall", "stats"],
)
def test_db_naming_another_programs_sqlite_database_leaves_it_untouched(tmp_path, command):
    places = tmp_path / "places.sqlite"
    before = _foreign_sqlite(places)
    done = run_ltm(tmp_path, *command, "--db", str(places))
    assert places.read_bytes() == before, "ltm wrote into another program's database"
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("places")) == [
        "places.sqlite"
    ]
    assert_one_line_refusal(done)


# The same promise through the Python API: opening the embedded store on another program's
# SQLite file turns it into an ltm store (tables added, journal mode changed) instead of
# raising an error that says the file is not an ltm store.
def test_the_sqlite_store_refuses_another_programs_database_and_leaves_it_untouched(tmp_path):
    from ltm_core.vector.sqlite_vec import SqliteVecProvider

    places = tmp_path / "places.sqlite"
    before = _foreign_sqlite(places)
    with pytest.raises(Exception) as refused:
        SqliteVecProvider(places).close()
    assert "places.sqlite" in str(refused.value) or "ltm" in str(refused.value)
    assert places.read_bytes() == before


# Promise (docs/concepts.md, Scope): "Blank or non-string user ids are refused", a NUL is
# refused with a ValueError naming `MemoryScope.user_id`; bad input gets a clear error naming
# what to do. A user id holding a lone surrogate (a web request decoded with
# surrogateescape) is accepted by MemoryScope, then opening its memory dies with a bare
# UnicodeEncodeError from hashing the scope key, naming no field and no way out.
@pytest.mark.parametrize("field", ["user_id", "namespace", "workspace_id"])
def test_a_scope_id_with_a_lone_surrogate_is_refused_naming_the_field(field):
    from ltm_core import MemoryScope

    ids = {"user_id": "alice", "namespace": "chat", "workspace_id": "project"}
    ids[field] = "al\udce9ce"
    with pytest.raises(ValueError, match=field) as refused:
        MemoryScope(ids["user_id"], ids["namespace"], ids["workspace_id"])
    assert not isinstance(refused.value, UnicodeError)
