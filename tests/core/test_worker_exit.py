"""The background worker at interpreter exit: queued jobs land, within a bound."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

SCRIPT = """
import sys, time
from pathlib import Path
from ltm_core.extraction import worker as module

module.EXIT_DRAIN_SECONDS = float(sys.argv[2])
out = Path(sys.argv[1])
w = module.BackgroundWorker(on_error=repr)
w.submit(lambda: time.sleep(float(sys.argv[3])))
for i in range(3):
    w.submit(lambda i=i: out.open("a").write(f"job {i}\\n"))
# no close(): the process just ends
"""


def run(tmp_path: Path, drain: float, first_job: float) -> list[str]:
    out = tmp_path / "out.txt"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    subprocess.run(
        [sys.executable, "-c", textwrap.dedent(SCRIPT), str(out), str(drain), str(first_job)],
        check=True,
        env=env,
        timeout=60,
    )
    return out.read_text().splitlines() if out.exists() else []


def test_jobs_queued_without_close_still_land_at_exit(tmp_path):
    assert run(tmp_path, drain=30, first_job=0.2) == ["job 0", "job 1", "job 2"]


def test_exit_drain_is_bounded_and_cancels_what_is_still_queued(tmp_path):
    # The first job outlasts the drain: the queued ones are cancelled, the process exits.
    assert run(tmp_path, drain=0.1, first_job=2) == []
