"""Round-11 trust attack findings (attack11): credentials in scope ids, and one-line CLI errors.

Black box: written from the README and docs/*.md. Two holes were found, each now a test:
a token used as a user id, namespace or workspace id (directly, or as a LangGraph namespace
label) was written into every row, and four kinds of unusable configuration made ``ltm`` print
a Python traceback instead of the one line the docs promise. The values are synthetic.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from ltm_core import ContentRejected, LongTermMemory, MemoryScope

from tests.attack.cli_runner import run_ltm

TOKEN = "ghp_" + "R7kQ2mXv9LpZ4sWn8TbY3cHf6JdA1gUe5oKi"  # GitHub-token shaped, synthetic
PASSWORD = "Sup3rS3cretPw"


def _db_holds(path: Path, needle: str) -> bool:
    """Whether any table of the SQLite file at ``path`` holds ``needle`` anywhere."""
    if not path.exists():
        return False
    with sqlite3.connect(path) as db:
        tables = [r[0] for r in db.execute("select name from sqlite_master where type='table'")]
        for table in tables:
            try:
                rows = db.execute(f'select * from "{table}"').fetchall()
            except sqlite3.DatabaseError:  # a virtual table's shadow the module must read
                continue
            if any(needle in str(value) for row in rows for value in row):
                return True
    return False


@pytest.mark.parametrize(
    "ids",
    [(TOKEN, "chat", None), ("alice", TOKEN, None), ("alice", "chat", TOKEN)],
    ids=["user_id", "namespace", "workspace_id"],
)
def test_a_token_as_a_scope_id_is_refused_and_never_stored(
    ids, store, embedder, db_path: Path
) -> None:
    with pytest.raises(ContentRejected) as refused:
        LongTermMemory(MemoryScope(*ids), embedder=embedder, store=store)
    assert refused.value.pattern == "github_token"
    assert TOKEN not in str(refused.value)
    assert refused.value.field in {"user_id", "namespace", "workspace_id"}
    store.close()
    assert not _db_holds(db_path, TOKEN)


def test_another_scope_from_a_memory_refuses_a_token_id(memory) -> None:
    with pytest.raises(ContentRejected):
        memory.for_scope(MemoryScope("alice", "chat", TOKEN))


@pytest.mark.parametrize(
    "user_id",
    [
        "auth0|5f7c8ec7c33c6c004bbafe82",
        "google-oauth2|104958372615283746521",
        "user_2NNEqL2nrIRdJ194ndJqAHwEfxC",
        "kX9pQ2mNvB4hJ7sL1wE3rT6yU8i0",
        "alice@example.com",
        "67c0a33d-6165-46fe-824f-32abe04bdf35",
        "slack:T024BE7LH:U024BE7LH",
        "cus_NffrFeUfNV2Hib",
    ],
)
def test_the_ids_identity_providers_hand_out_are_accepted(user_id, make_memory) -> None:
    memory = make_memory(user_id)
    memory.remember("The user likes hiking in the Alps")
    assert [m.text for m in memory.list()] == ["The user likes hiking in the Alps"]


def test_the_cli_refuses_a_token_as_user_on_one_line(tmp_path) -> None:
    done = run_ltm(tmp_path, "remember", "Alice likes jazz", "--user", TOKEN)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert "github_token" in done.stderr and TOKEN not in done.stderr + done.stdout
    assert not _db_holds(tmp_path / "m.db", TOKEN)


_BAD_SETTINGS = {
    "pg-unreachable": (
        {
            "LTM_VECTOR_PROVIDER": "postgres",
            "LTM_POSTGRES_URL": f"postgresql://u:{PASSWORD}@127.0.0.1:1/db",
            "LTM_POSTGRES_TIMEOUT": "2",
        },
        3,
        "127.0.0.1",
    ),
    "embed-unreachable": (
        {
            "LTM_EMBEDDING_BASE_URL": "http://127.0.0.1:1/v1",
            "LTM_EMBEDDING_API_KEY": PASSWORD,
            "LTM_HTTP_RETRIES": "0",
        },
        3,
        "127.0.0.1:1",
    ),
    "bad-guard": ({"LTM_GUARD_DISABLE": "nonexistent_rule"}, 2, "LTM_GUARD_DISABLE"),
    "bad-guard-token": ({"LTM_GUARD_DISABLE": TOKEN}, 2, "LTM_GUARD_DISABLE"),
    "bad-extra-pattern": ({"LTM_GUARD_EXTRA_PATTERNS": '{"x": "("}'}, 2, "LTM_GUARD_EXTRA"),
    "bad-json": ({"LTM_KIND_HALF_LIFE_DAYS": "{not json"}, 2, "LTM_KIND_HALF_LIFE_DAYS"),
}


@pytest.mark.parametrize("case", list(_BAD_SETTINGS))
def test_unusable_settings_fail_on_one_line_and_lose_nothing(case: str, tmp_path) -> None:
    assert run_ltm(tmp_path, "remember", "Alice likes green tea").returncode == 0
    env, code, named = _BAD_SETTINGS[case]
    for args in (("remember", "Alice likes jazz"), ("recall", "jazz")):
        done = run_ltm(tmp_path, *args, timeout=90, **env)
        assert "Traceback" not in done.stderr, done.stderr[-800:]
        assert done.returncode == code, (done.returncode, done.stderr[-400:])
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr[-800:]
        assert named in done.stderr
        assert PASSWORD not in done.stderr + done.stdout
        assert TOKEN not in done.stderr + done.stdout
    listed = run_ltm(tmp_path, "list", "--json")
    assert "green tea" in listed.stdout and "jazz" not in listed.stdout
