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
