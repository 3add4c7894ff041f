"""Wall time of ``ltm recall --hook``, as Claude Code runs it before each prompt.

    python benchmarks/recall_hook.py [--runs 7]

Each run is a fresh interpreter on the console script's path (``ltm_core.entry``). The first
prompt of a session recalls (model load included); a later prompt only finds the session's
marker. ``python -c pass`` is the floor. Prints a table; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HOOK = [sys.executable, "-m", "ltm_core.entry", "recall", "--hook"]


def timed(command: list[str], stdin: str, env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, input=stdin, env=env, capture_output=True, text=True, check=False)
    return time.perf_counter() - started


def event(session: str) -> str:
    return json.dumps(
        {
            "session_id": session,
            "cwd": os.getcwd(),
            "hook_event_name": "UserPromptSubmit",
            "prompt": "Add a settings page; which units should the forms show?",
        }
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "LTM_DB_PATH": str(Path(tmp) / "m.db"), "LTM_AUTO_BACKUP": "0"}
        ltm = str(Path(sys.executable).with_name("ltm"))
        for fact in ("I prefer metric units", "The atlas project formats code with black"):
            subprocess.run([ltm, "remember", fact], env=env, capture_output=True, check=True)
        timed(HOOK, event("warm-up"), env)  # the one-time ONNX export, if any
        first = [timed(HOOK, event(f"first-{i}"), env) for i in range(args.runs)]
        later = [timed(HOOK, event("first-0"), env) for _ in range(args.runs)]
        floor = [timed([sys.executable, "-c", "pass"], "", env) for _ in range(args.runs)]
    print("| prompt | median s | min s | max s |")
    print("|---|---|---|---|")
    for label, times in (
        ("first of a session (recall)", first),
        ("later in the session (marker)", later),
        ("python -c pass (floor)", floor),
    ):
        print(f"| {label} | {statistics.median(times):.3f} | {min(times):.3f} | {max(times):.3f} |")


if __name__ == "__main__":
    main()
