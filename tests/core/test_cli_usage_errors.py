"""A usage error of the ``ltm`` command never prints back a secret the user typed."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

GITHUB = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


def _ltm(tmp_path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, LTM_DB_PATH=str(tmp_path / "m.db"), LTM_USER="alice", HOME=str(tmp_path))
    return subprocess.run(
        [sys.executable, "-c", "from ltm_core.entry import main; main()", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


# Found by the third attack round: `ltm remember my github token is ghp_...` without quotes was
# refused with "Got unexpected extra arguments (... ghp_...)", the token on stderr.
@pytest.mark.parametrize(
    "args",
    [
        ("remember", "my", "github", "token", "is", GITHUB),
        ("remember", f"--{GITHUB}", "x"),
        ("recall", "--k", GITHUB, "x"),
    ],
    ids=["extra-words", "unknown-option", "bad-value"],
)
def test_a_usage_error_names_the_problem_without_the_token(tmp_path, args):
    done = _ltm(tmp_path, *args)
    shown = (done.stdout + done.stderr).replace("\n", "").replace("│", "")
    assert done.returncode == 2
    assert GITHUB[4:20] not in shown.replace(" ", "")
    assert "Error" in done.stderr


def test_unquoted_words_are_told_to_use_quotes(tmp_path):
    done = _ltm(tmp_path, "remember", "I", "like", "tea")
    assert done.returncode == 2
    assert "quotes" in done.stderr
    assert not (tmp_path / "m.db").exists()  # nothing was stored, nothing half-made


def test_help_and_an_unknown_command_keep_their_exit_codes(tmp_path):
    assert _ltm(tmp_path, "--help").returncode == 0
    unknown = _ltm(tmp_path, "no-such-command")
    assert unknown.returncode == 2 and "No such command" in unknown.stderr


GITHUB_TOKEN = GITHUB


# Found by the fourth attack round.
def _ltm_env(tmp_path, *args: str, **env: str):
    import os
    import subprocess
    import sys

    full = dict(
        os.environ, LTM_DB_PATH=str(tmp_path / "m.db"), LTM_USER="alice", HOME=str(tmp_path)
    )
    full.update(env)
    return subprocess.run(
        [sys.executable, "-c", "from ltm_core.entry import main; main()", *args],
        capture_output=True,
        text=True,
        env=full,
        timeout=60,
    )


# Promise broken: "bad input gets a clear error" -- every refusal of restore is "one line on
# stderr with exit code 2". With LTM_VECTOR_PROVIDER=postgres, `ltm restore` dies on a raw
# Python traceback (exit 1): ValueError when LTM_POSTGRES_URL is unset, StoreUnavailable when
# the server is down -- while `ltm backup` on the same settings prints one line and exits 2.
@pytest.mark.parametrize(
    "env",
    [
        {"LTM_VECTOR_PROVIDER": "postgres"},
        {
            "LTM_VECTOR_PROVIDER": "postgres",
            "LTM_POSTGRES_URL": "postgresql://bob:pw@127.0.0.1:1/db",
        },
    ],
    ids=["no-url", "server-down"],
)
def test_ltm_restore_on_postgres_dies_on_a_traceback(tmp_path, env):
    done = _ltm_env(tmp_path, "restore", str(tmp_path), **env)
    assert "Traceback" not in done.stderr, done.stderr[-400:]
    assert done.returncode == 2


# Promise broken: "a usage error echoes no secret" / a refused value is never echoed. An id
# argument of 32 characters "looks like an id" and is printed back by `ltm show/forget/update`
# ("no memory with id 'ghp_A1b2...'"), though ids are 32 lowercase hex digits and the guard
# calls this string a GitHub token in context. A user who pastes the wrong clipboard gets the
# token on the terminal (and in CI logs).
@pytest.mark.parametrize("command", ["show", "forget", "update"])
def test_an_id_argument_that_is_a_token_is_printed_back(tmp_path, monkeypatch, memory, command):
    from ltm_core.cli import app
    from typer.testing import CliRunner

    token = GITHUB_TOKEN[:32]
    assert memory.guard.check(f"my token is {token}") is not None
    monkeypatch.setenv("LTM_DB_PATH", str(tmp_path / "s" / "m.db"))
    monkeypatch.setenv("LTM_USER", "alice")
    runner = CliRunner()
    runner.invoke(app, ["remember", "I like tea"])
    args = [command, token] + (["--text", "x"] if command == "update" else [])
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert token[4:] not in result.stdout + result.stderr


# Promise broken: "no command destroys data it did not create" / backups never create the
# store: `ltm backup --db missing.db` says "no store at" and writes nothing, but an existing
# EMPTY file (a placeholder, an empty `ltm export`, `touch notes.jsonl`) is formatted as a SQLite
# store in place and an empty backup folder of it is made: the user's file is now a database.
def test_ltm_backup_formats_an_empty_file_into_a_store(tmp_path):
    target = tmp_path / "notes.jsonl"
    target.write_bytes(b"")
    done = _ltm_env(tmp_path, "backup", "--db", str(target))
    assert target.read_bytes() == b"", "ltm backup turned the empty file into a SQLite store"
    assert done.returncode != 0
    assert not (tmp_path / "backups").exists()
