"""The guard's decoding stage: what it costs on typical messages and on adversarial inputs.

    python benchmarks/guard_decoding.py              # best of 3
    python benchmarks/guard_decoding.py --repeat 1

Speed: microseconds per typical message (the LoCoMo turns, else the benign corpus) with the
decoding stage on (``find``) and off (``find(decode=False)``). Linearity: cost per KB of the
whole guard at four sizes (12.5k to 100k) on inputs made of encoded runs, so every decoder
and the decoded-text scan run at full load (flat = linear; the decoded text is capped).
False positives: refusals on every benign set with and without the stage. Prints tables;
asserts nothing.
"""

from __future__ import annotations

import argparse
import base64
import functools
import importlib
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import BENIGN, locomo_turns

SIZES = (12_500, 25_000, 50_000, 100_000)
PROSE = "hello there, the meeting moved to friday at noon. "


def best_of(repeat: int, fn: Callable[[], object]) -> float:
    """Best CPU time of ``repeat`` runs, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        fn()
        best = min(best, time.process_time() - started)
    return best


def _fill(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size]


def adversarial(size: int) -> dict[str, str]:
    """Inputs of ``size`` characters that keep one decoder busy all the way."""
    b64 = base64.b64encode(PROSE.encode()).decode()
    return {
        "base64 runs": _fill(b64 + " ", size),
        "one base64 run": base64.b64encode(_fill(PROSE, size * 3 // 4).encode()).decode()[:size],
        "hex runs": _fill(PROSE.encode().hex() + " ", size),
        "percent": _fill("%41", size),
        "entities": _fill("&#65;", size),
        "escapes": _fill("\\u0041", size),
        "spaced chars": _fill("a ", size),
        "line breaks": _fill("abcd\n", size),
        "long tokens": _fill("x" * 30 + " ", size),
        "b64 alphabet": _fill("aB3+/9zQ_-", size),
    }


def speed_table(guard: ContentGuard, repeat: int) -> None:
    turns = list(locomo_turns()) or [text for text, _ in BENIGN]
    chars = sum(map(len, turns)) / len(turns)
    print(f"Typical messages: {len(turns)} turns, {chars:.0f} chars on average")
    for label, op in (
        ("find (decoding on)", guard.find),
        ("find(decode=False)", functools.partial(guard.find, decode=False)),
    ):
        seconds = best_of(repeat, lambda op=op: [op(t) for t in turns])  # type: ignore[misc]
        print(f"  {label:<20} {seconds / len(turns) * 1e6:>7.1f} us/message")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"  (load average {load:.1f} on {os.cpu_count()} cores while measuring)")


def scaling_table(guard: ContentGuard, repeat: int) -> None:
    inputs = {size: adversarial(size) for size in SIZES}
    header = "".join(f"{size // 1000:>7}k" for size in SIZES)
    print(f"\nWhole guard, cost per KB as the input grows (us/KB, best of {repeat}; flat = linear)")
    print(f"  {'input':<16}{header}  growth 12.5k->100k")
    for label in inputs[SIZES[0]]:
        per_kb = [
            best_of(repeat, functools.partial(guard.find, inputs[size][label])) * 1e6 / (size / 1e3)
            for size in SIZES
        ]
        cells = "".join(f"{value:>8.1f}" for value in per_kb)
        print(f"  {label:<16}{cells}  {per_kb[-1] * 8 / max(per_kb[0], 1e-9):>6.1f}x for 8x")


def fpr_table(guard: ContentGuard) -> None:
    sets: dict[str, list[str]] = {
        "benign corpus": [t for t, _ in BENIGN],
        "LoCoMo turns": list(locomo_turns()),
    }
    for index in ("", *map(str, range(2, 8))):
        module = importlib.import_module(f"tests.core.guard_corpus.heldout{index}")
        rows = getattr(module, f"HELD_OUT_{index + '_' if index else ''}BENIGN")
        sets[f"heldout{index} benign"] = [r if isinstance(r, str) else r[0] for r in rows]
    print("\nRefusals of benign texts, decoding off -> on")
    print(f"  {'set':<18}{'texts':>7}{'off':>6}{'on':>6}{'FPR on':>9}")
    for name, texts in sets.items():
        off = sum(1 for t in texts if guard.find(t, decode=False))
        on = sum(1 for t in texts if guard.find(t))
        rate = on / max(1, len(texts))
        print(f"  {name:<18}{len(texts):>7}{off:>6}{on:>6}{rate:>9.4f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="best of N timings")
    args = parser.parse_args()
    guard = ContentGuard()
    speed_table(guard, args.repeat)
    scaling_table(guard, args.repeat)
    fpr_table(guard)


if __name__ == "__main__":
    main()
