"""Wall time of `ltm` commands in a new process, the way a prompt hook runs them.

    python benchmarks/cold_start.py [--runs 7]

Each run is a fresh interpreter (no warm imports). Prints a table; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LTM = str(Path(sys.executable).with_name("ltm"))


def timed(args: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run([LTM, *args], env=env, capture_output=True, check=False)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "LTM_DB_PATH": str(Path(tmp) / "m.db"), "LTM_AUTO_BACKUP": "0"}
        facts = [
            "I prefer metric units",
            "The atlas project formats code with black",
            "Deploys happen on Fridays after the standup",
        ]
        for fact in facts:
            subprocess.run([LTM, "remember", fact], env=env, capture_output=True, check=True)
        rows = []
        for label, argv, extra in [
            ("ltm recall (onnx, default)", ["recall", "which units?"], {}),
            (
                "ltm recall (torch backend)",
                ["recall", "which units?"],
                {"LTM_EMBEDDING_BACKEND": "torch"},
            ),
            ("ltm list", ["list"], {}),
            ("ltm remember", ["remember", "A new fact number {i}"], {}),
        ]:
            times = []
            for i in range(args.runs):
                run_argv = [a.format(i=i) for a in argv]
                times.append(timed(run_argv, {**env, **extra}))
            rows.append((label, statistics.median(times), min(times), max(times)))
    print("| command | median s | min s | max s |")
    print("|---|---|---|---|")
    for label, median, low, high in rows:
        print(f"| {label} | {median:.2f} | {low:.2f} | {high:.2f} |")


if __name__ == "__main__":
    main()
