"""Findings of the sixth attack round: file arguments and the glued-fields guard.

Each test asserts what the docs promise and fails on the tree it was written against.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from ltm_core import ChatMessage, ContentRejected, StoreError
from ltm_core.vector.sqlite_vec import SqliteVecProvider

from tests.attack.cli_runner import assert_one_line_refusal, run_ltm

GITHUB_TOKEN = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"
AWS_KEY_ID = "AKIA" + "QYLPMN5HHHFPZAM2"


def _listing(folder: Path) -> dict[str, bytes]:
    """Every file of ``folder`` with its bytes, to compare before and after a command."""
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


# Promise (docs/cli.md): `--db` naming another program's SQLite database is refused in one
# line and "ltm never changes it" (the same for the Python `SqliteVecProvider(path)` and the
# MCP server's store). A SQLite database whose schema holds only a view (an app's reporting
# db before its tables are attached) is taken for a new store: `ltm list` prints "No
# memories." with exit 0, and all three write ltm's tables into the user's file.
@pytest.mark.parametrize("entry", ["cli", "python", "mcp"])
def test_a_database_with_only_a_view_is_refused_and_left_unchanged(tmp_path, entry):
    theirs = tmp_path / "theirs" / "report.db"
    theirs.parent.mkdir()
    with sqlite3.connect(theirs) as connection:
        connection.execute("CREATE VIEW totals AS SELECT 1 AS total")
    before = _listing(theirs.parent)
    if entry == "cli":
        assert_one_line_refusal(run_ltm(tmp_path, "list", "--db", str(theirs)))
    elif entry == "python":
        with pytest.raises(StoreError, match="another program"):
            SqliteVecProvider(theirs).close()
    else:
        subprocess.run(
            [sys.executable, "-m", "ltm_mcp", "--db", str(theirs)],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            env=dict(os.environ, HOME=str(tmp_path), LTM_AUTO_BACKUP="0", HF_HUB_OFFLINE="1"),
            timeout=120,
        )
    assert _listing(theirs.parent) == before


# Promise (docs/cli.md, "What restore, export and import refuse"): `ltm restore` "writes only
# a missing file, an empty (0-byte) file, or an ltm store that holds no memory" and refuses
# "any other SQLite database". A 4 KiB SQLite file another program created and stamped with
# its schema version (`PRAGMA user_version = 7`, no tables yet) is overwritten by a restore.
def test_restore_onto_another_programs_schema_versioned_database_is_refused(tmp_path):
    assert run_ltm(tmp_path, "remember", "Alice likes green tea").returncode == 0
    assert run_ltm(tmp_path, "backup").returncode == 0
    (manifest,) = (tmp_path / "backups").rglob("manifest.json")
    theirs = tmp_path / "theirs" / "app.db"
    theirs.parent.mkdir()
    with sqlite3.connect(theirs) as connection:
        connection.execute("PRAGMA user_version = 7")
        connection.execute("VACUUM")  # writes the header so the file is a real database
    assert theirs.stat().st_size > 0
    before = _listing(theirs.parent)
    done = run_ltm(tmp_path, "restore", str(manifest.parent), "--db", str(theirs))
    assert_one_line_refusal(done)
    assert _listing(theirs.parent) == before


# Promise (docs/cli.md): another program's database "is only opened read-only to look" and
# is left as it was. For a WAL-mode database (what most apps use today) the refusal is right,
# but ltm's look leaves `app.db-wal` and `app.db-shm` files of its own beside the user's file.
def test_refusing_a_wal_mode_database_leaves_no_wal_or_shm_files_beside_it(tmp_path):
    theirs = tmp_path / "theirs" / "app.db"
    theirs.parent.mkdir()
    connection = sqlite3.connect(theirs)
    connection.execute("PRAGMA journal_mode = wal")
    connection.execute("CREATE TABLE notes (body TEXT)")
    connection.execute("INSERT INTO notes VALUES ('keep me')")
    connection.commit()
    connection.close()
    before = _listing(theirs.parent)
    assert sorted(before) == ["app.db"]
    done = run_ltm(tmp_path, "list", "--db", str(theirs))
    assert_one_line_refusal(done)
    assert _listing(theirs.parent) == before


# Promise (docs/concepts.md, the guard): every string field is judged glued, so a token cut
# across fields is refused. With the token's first half in a tag or in `source` and its
# second half opening the text (followed by other words), the memory is stored and the whole
# GitHub token can be read back by joining the fields.
@pytest.mark.parametrize("where", ["tags", "source"])
def test_a_token_split_between_a_later_field_and_the_texts_start_is_refused(memory, where):
    half = len(GITHUB_TOKEN) // 2
    head, tail = GITHUB_TOKEN[:half], GITHUB_TOKEN[half:]
    extra = {"tags": [head]} if where == "tags" else {"source": head}
    with pytest.raises(ContentRejected):
        memory.remember(tail + " is it", **extra)
    assert memory.list() == []


# Promise (docs/concepts.md): an AWS key id cut across two fields is refused ("the key
# AKIAQYLPMN" + metadata "5HHHFPZAM2" is). Written as "id AKIAQYLPMN" in the text with the
# rest in a metadata value, it is stored.
def test_an_aws_key_id_split_between_text_and_metadata_is_refused(memory):
    with pytest.raises(ContentRejected):
        memory.remember("id " + AWS_KEY_ID[:10], metadata={"x": AWS_KEY_ID[10:]})
    assert memory.list() == []


# Promise (brief and docs/concepts.md): a user's normal metadata is stored. Ordinary shop
# metadata (an order number, a carrier tracking number, a SKU) is refused as
# `prefixed_token`: the fields are glued with no separator, so "order_" + the letters and
# digits of the following keys and values read as one vendor token.
def test_ordinary_order_metadata_is_stored(memory):
    item = memory.remember(
        "Alice bought running shoes",
        metadata={"order_number": "A1B2C3D4E5", "tracking": "1Z999AA10123456784", "sku": "SHOE42"},
    )
    assert memory.get(item.id).metadata["tracking"] == "1Z999AA10123456784"


# Promise: a memory stored on its own is still stored with a tag or the default source. A
# text ending in a 28-character order id is stored with `source="x"`, but refused as
# `prefixed_token` with the default source "manual" or a tag "shop": the next field is glued
# onto the id with no separator and pushes it past 32 characters.
@pytest.mark.parametrize("extra", [{}, {"source": "x", "tags": ["shop"]}], ids=["manual", "tag"])
def test_a_text_ending_in_an_order_id_is_stored_whatever_follows_it(memory, extra):
    text = "Alice ordered a bike: ord_8fK2mP9qR4sT6vW1xY3zA5bC7dE9"
    item = memory.remember(text, **extra)
    assert memory.get(item.id).text == text


# Promise (docs/concepts.md): "Random hashes ... are stored". A package's subresource
# integrity hash (`sha512-<base64>`, every package-lock.json line) is stored in the text but
# refused as `prefixed_token` as a metadata value under the key `hash`.
def test_an_integrity_hash_in_metadata_is_stored_as_it_is_in_the_text(memory):
    integrity = "sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg=="
    assert memory.remember("left-pad was installed, integrity " + integrity).text
    item = memory.remember("left-pad was installed again", metadata={"hash": integrity})
    assert memory.get(item.id).metadata["hash"] == integrity


# Promise (brief, docs/cli.md): an export target that is a named pipe is refused in one line
# saying what to do ("... is not a regular file (a named pipe, device or socket); name a file
# to export into"). `ltm export /dev/stdout | jq` (a symlink chain ending at the shell's
# pipe) gets a raw OS error instead, naming a temp file ltm tried to make under /proc:
# "cannot write /dev/stdout: [Errno 2] No such file or directory: '/proc/N/fd/.pipe:[..].x'".
def test_export_to_dev_stdout_on_a_pipe_says_what_to_do_instead_of_an_os_error(tmp_path):
    assert run_ltm(tmp_path, "remember", "Alice likes green tea").returncode == 0
    done = run_ltm(tmp_path, "export", "/dev/stdout")  # capture_output: stdout is a pipe
    assert_one_line_refusal(done)
    assert "Errno" not in done.stderr and "/proc/" not in done.stderr, done.stderr


# Promise (brief: thread/message ids are judged glued with the rest): a GitHub token cut with
# its first half as a chat message's id and its second half opening that message's text is
# kept as an episode (`message_id` holds "ghp_..." and the text the rest): joining the two
# fields gives the whole token back.
def test_a_token_split_between_a_message_id_and_its_text_is_not_stored(memory):
    half = len(GITHUB_TOKEN) // 2
    message = ChatMessage(
        role="user",
        content=GITHUB_TOKEN[half:] + " is what I noted. I live in Berlin.",
        id=GITHUB_TOKEN[:half],
    )
    memory.remember_conversation([message])
    for item in memory.list(limit=50):
        glued = f"{item.message_id or ''}{item.text}"
        assert GITHUB_TOKEN not in glued, (item.message_id, item.text)
