"""Content guard: linear-time evidence on adversarial input, speed and quality on the corpus.

    python benchmarks/guard.py                   # 100 KB adversarial strings, 3 repeats
    python benchmarks/guard.py --size 25000 --repeat 1

For every built-in expression (each compiled alone, the way the guard runs it) this times a
full ``finditer`` over every adversarial string from tests/core/guard_corpus.py and reports the
worst one per 100 KB, plus the growth from size/4 to size (about 4x means linear; a
quadratic pattern shows ~16x). Then the whole guard (``find``, validators included) and
``strip_private`` on the same strings, the cost of a typical chat message, and recall /
false-positive rate on the labelled corpus. Prints tables; asserts nothing.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import BENIGN, SECRETS, adversarial_inputs


def best_of(repeat: int, fn: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def scan(pattern: re.Pattern[str], text: str) -> Callable[[], object]:
    return lambda: sum(1 for _ in pattern.finditer(text))


def call(op: Callable[[str], object], text: str) -> Callable[[], object]:
    return lambda: op(text)


def call_each(op: Callable[[str], object], texts: list[str]) -> Callable[[], object]:
    return lambda: [op(t) for t in texts]


def pattern_table(guard: ContentGuard, size: int, repeat: int) -> None:
    big = adversarial_inputs(size)
    small = adversarial_inputs(size // 4)
    per_100kb = 100_000 / size
    print(f"\nPer-pattern worst case over {len(big)} adversarial strings of {size:,} chars")
    print(f"{'#':>2}  {'rule':<24} {'worst ms/100KB':>14}  {'growth x4':>9}  worst input")
    rows = []
    for index, (name, pattern) in enumerate(guard.patterns):
        worst = (0.0, "", 0.0)
        for label, text in big.items():
            t_big = best_of(repeat, scan(pattern, text))
            if t_big > worst[0]:
                t_small = best_of(repeat, scan(pattern, small[label]))
                worst = (t_big, label, t_big / max(t_small, 1e-6))
        rows.append((index, name, *worst))
    for index, name, seconds, label, growth in rows:
        ms = seconds * 1000 * per_100kb
        print(f"{index:>2}  {name:<24} {ms:>14.2f}  {growth:>9.1f}  {label}")
    total = sum(r[2] for r in rows) * 1000 * per_100kb
    print(f"    {'sum of worst cases':<24} {total:>14.2f}")


def guard_table(guard: ContentGuard, size: int, repeat: int) -> None:
    big = adversarial_inputs(size)
    small = adversarial_inputs(size // 4)
    per_100kb = 100_000 / size
    print(f"\nWhole guard on the same strings ({size:,} chars)")
    print(
        f"{'operation':<16} {'worst ms/100KB':>14}  {'growth x4':>9}  {'median ms':>9}  worst input"
    )
    operations: dict[str, Callable[[str], object]] = {
        "find": guard.find,
        "redact": guard.redact,
        "strip_private": guard.strip_private,
        "normalise": guard.normalise,
    }
    for op_name, op in operations.items():
        timings = {label: best_of(repeat, call(op, text)) for label, text in big.items()}
        label, worst = max(timings.items(), key=lambda item: item[1])
        t_small = best_of(repeat, call(op, small[label]))
        median = statistics.median(timings.values())
        print(
            f"{op_name:<16} {worst * 1000 * per_100kb:>14.2f}  {worst / max(t_small, 1e-6):>9.1f}"
            f"  {median * 1000:>9.2f}  {label}"
        )


def throughput_table(guard: ContentGuard, repeat: int) -> None:
    texts = [text for text, _ in SECRETS] + BENIGN
    chars = sum(len(t) for t in texts)
    print(f"\nTypical messages: the {len(texts)} corpus texts ({chars:,} chars)")
    operations: dict[str, Callable[[str], object]] = {"check": guard.check, "find": guard.find}
    for op_name, op in operations.items():
        seconds = best_of(repeat, call_each(op, texts))
        print(
            f"{op_name:<10} {seconds / len(texts) * 1e6:>8.1f} us/message"
            f"  {seconds / chars * 1e9:>8.1f} ns/char"
        )


def quality_table(guard: ContentGuard) -> None:
    detected = [(text, label, guard.check(text)) for text, label in SECRETS]
    missed = [text for text, _, got in detected if got is None]
    mislabelled = [(label, got) for _, label, got in detected if got not in (None, label)]
    flagged = [(text, guard.check(text)) for text in BENIGN if guard.check(text) is not None]
    recall = 1 - len(missed) / len(SECRETS)
    fpr = len(flagged) / len(BENIGN)
    print("\nCorpus quality")
    print(f"{'secrets':<22} {len(SECRETS):>6}")
    print(f"{'benign':<22} {len(BENIGN):>6}")
    print(f"{'recall':<22} {recall:>6.3f}  ({len(SECRETS) - len(missed)}/{len(SECRETS)})")
    print(f"{'false-positive rate':<22} {fpr:>6.3f}  ({len(flagged)}/{len(BENIGN)})")
    print(f"{'rule name = label':<22} {1 - len(mislabelled) / len(SECRETS):>6.3f}")
    for text in missed:
        print(f"  missed: {text[:90]!r}")
    for label, got in mislabelled:
        print(f"  labelled {label}, detected as {got}")
    for text, pattern in flagged:
        print(f"  false positive ({pattern}): {text[:90]!r}")
    per_rule: dict[str, int] = {}
    for _, label in SECRETS:
        per_rule[label] = per_rule.get(label, 0) + 1
    print("\nSecrets per rule: " + ", ".join(f"{k} {v}" for k, v in sorted(per_rule.items())))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000, help="adversarial string length")
    parser.add_argument("--repeat", type=int, default=3, help="best of N timings")
    args = parser.parse_args()
    guard = ContentGuard()
    print(
        f"ContentGuard: {len(guard.pattern_names)} rules, {len(guard.patterns)} expressions, "
        f"Python {sys.version.split()[0]}"
    )
    quality_table(guard)
    throughput_table(guard, args.repeat)
    pattern_table(guard, args.size, args.repeat)
    guard_table(guard, args.size, args.repeat)


if __name__ == "__main__":
    main()
