"""Offline RuleExtractor: precision / recall on the labelled corpus, misses, speed.

    python benchmarks/rule_extractor.py            # quality tables + speed
    python benchmarks/rule_extractor.py --repeat 1 # one timing pass

Scores the corpus of tests/core/rule_corpus.py the way the tests do (a candidate counts when
its exact text and kind are expected for that turn). CORPUS is the set the tests hold to
floors; HELDOUT was written after the rules were frozen and shows how they generalise.
Prints tables; asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ltm_core.extraction.rules import RuleExtractor
from ltm_core.models import ChatMessage

from tests.core.rule_corpus import CORPUS, HELDOUT, Case, Score, score


def messages_of(case: Case) -> list[ChatMessage]:
    return [ChatMessage(role=role, content=content) for role, content in case.messages]


def quality_table(extractor: RuleExtractor) -> dict[str, Score]:
    def run(case: Case) -> list[tuple[str, str]]:
        return [(c.text, c.kind) for c in extractor.extract(messages_of(case))]

    results = {"corpus": score(CORPUS, run), "heldout": score(HELDOUT, run)}
    print(f"\n{'':<22} {'corpus':>9} {'heldout':>9}")
    rows = [
        ("utterances (turns)", lambda r: str(r.cases)),
        ("positive turns", lambda r: str(r.positive_cases)),
        ("negative turns", lambda r: str(r.negative_cases)),
        ("expected candidates", lambda r: str(r.expected)),
        ("produced candidates", lambda r: str(r.produced)),
        ("true positives", lambda r: str(r.true_positives)),
        ("false positives", lambda r: str(len(r.false_positives))),
        ("misses", lambda r: str(len(r.misses))),
        ("precision", lambda r: f"{r.precision:.3f}"),
        ("recall", lambda r: f"{r.recall:.3f}"),
    ]
    for label, cell in rows:
        print(f"{label:<22} {cell(results['corpus']):>9} {cell(results['heldout']):>9}")
    for name, result in results.items():
        for case, (text, kind) in result.misses:
            print(f"  {name} miss: {case.label[:60]!r} -> expected [{kind}] {text!r}")
        for case, (text, kind) in result.false_positives:
            print(f"  {name} false positive: {case.label[:60]!r} -> [{kind}] {text!r}")
    return results


def kind_table(extractor: RuleExtractor) -> None:
    expected: Counter[str] = Counter()
    found: Counter[str] = Counter()
    for case in CORPUS + HELDOUT:
        produced = {(c.text, c.kind) for c in extractor.extract(messages_of(case))}
        for pair in case.expected:
            expected[pair[1]] += 1
            found[pair[1]] += pair in produced
    print(f"\n{'recall by kind':<22} {'found':>6} {'of':>4} {'recall':>7}")
    for kind in sorted(expected):
        print(
            f"{kind:<22} {found[kind]:>6} {expected[kind]:>4} {found[kind] / expected[kind]:>7.3f}"
        )


def speed_table(extractor: RuleExtractor, repeat: int) -> None:
    turns = [messages_of(case) for case in CORPUS + HELDOUT]
    chars = sum(len(m.content) for turn in turns for m in turn)
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for turn in turns:
            extractor.extract(turn)
        best = min(best, time.perf_counter() - start)
    print(
        f"\nSpeed on the {len(turns)} corpus turns ({chars:,} chars): "
        f"{best / len(turns) * 1e6:.1f} us/turn, {best / chars * 1e9:.0f} ns/char"
    )
    print(f"{'long input':<22} {'25k chars ms':>13} {'100k chars ms':>14} {'growth x4':>10}")
    for label, shape in (
        ("clauses", "I live in Paris, "),
        ("conjunctions", "and I "),
        ("abbreviations", "Dr. "),
        ("lines", "I live in Oslo\n"),
        ("quotes", '"I live '),
    ):
        timings = []
        for size in (25_000, 100_000):
            message = [ChatMessage(role="user", content=(shape * size)[:size])]
            fastest = float("inf")
            for _ in range(repeat):
                start = time.perf_counter()
                extractor.extract(message)
                fastest = min(fastest, time.perf_counter() - start)
            timings.append(fastest)
        growth = timings[1] / max(timings[0], 1e-6)
        print(f"{label:<22} {timings[0] * 1000:>13.1f} {timings[1] * 1000:>14.1f} {growth:>10.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="best of N timings")
    args = parser.parse_args()
    extractor = RuleExtractor()
    print(f"{extractor!r}, Python {sys.version.split()[0]}")
    quality_table(extractor)
    kind_table(extractor)
    speed_table(extractor, max(args.repeat, 1))


if __name__ == "__main__":
    main()
