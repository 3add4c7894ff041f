"""The real ``ltm`` command in a fresh process, and the docs' one-line refusal shape."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run_ltm(
    tmp_path: Path, *args: str, timeout: float = 120, **settings: str
) -> subprocess.CompletedProcess[str]:
    """Run the real ``ltm`` entry point in a fresh process on a store under ``tmp_path``.

    ``settings`` are more environment variables (``LTM_MODEL_CACHE_PATH=...``).
    """
    env = dict(
        os.environ,
        LTM_DB_PATH=str(tmp_path / "m.db"),
        LTM_USER="alice",
        HOME=str(tmp_path),
        LTM_AUTO_BACKUP="0",
        HF_HUB_OFFLINE="1",
        **settings,
    )
    return subprocess.run(
        [sys.executable, "-c", "from ltm_core.entry import main; main()", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
    )


def assert_one_line_refusal(done: subprocess.CompletedProcess[str]) -> None:
    """The docs' refusal shape: exit code 2 and one line on stderr, no Python traceback."""
    assert "Traceback" not in done.stderr, done.stderr[-600:]
    assert done.returncode == 2, (done.returncode, done.stdout[-300:], done.stderr[-600:])
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr[-600:]
