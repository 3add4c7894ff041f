"""Content guard: recall and false positives per family, speed, and linear-time evidence.

    python benchmarks/guard.py                   # 100 KB adversarial strings, 3 repeats
    python benchmarks/guard.py --size 25000 --repeat 1

Quality: recall per secret family and false-positive rate per benign family on the
generated corpus (tests/core/guard_corpus, round 7's families included: next_turn,
code_spellings, cred_context, misspelled, bare_keys; answer_numbers, symbol_ids, cred_refs;
round 8's: scrambled_values, line_chunks, dash_chunks; bracket_refs, chunked_ids, bracket_talk),
on every LoCoMo turn (../shared/data/locomo, when present), on the blind sets whose misses
have been read (v21 to v12, v10, v9: dev sets, rates only), and last on the one held-out
set (written blind after the round's freeze, measured once), rates per family only, never a
case. Speed: microseconds per typical message
(the LoCoMo turns), CPU time. Linearity: cost per KB at four sizes on the heaviest inputs
(flat = linear), then every catalogue expression alone, on google-re2 and on the pure-``re``
fallback, over adversarial strings; then the whole guard on both engines. Growth from size/4
to size near 4x is linear; a quadratic pattern shows ~16x. Prints tables; asserts nothing.
"""

from __future__ import annotations

import argparse
import collections
import functools
import os
import random
import re
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ltm_core.guard import CATALOGUE, ContentGuard, engine

from tests.core.guard_corpus import BENIGN, SECRETS, adversarial_inputs, locomo_turns
from tests.core.guard_corpus.heldout import HELD_OUT_BENIGN, HELD_OUT_SECRETS
from tests.core.guard_corpus.heldout2 import HELD_OUT_2_BENIGN, HELD_OUT_2_SECRETS
from tests.core.guard_corpus.heldout3 import HELD_OUT_3_BENIGN, HELD_OUT_3_SECRETS
from tests.core.guard_corpus.heldout4 import HELD_OUT_4_BENIGN, HELD_OUT_4_SECRETS
from tests.core.guard_corpus.heldout5 import HELD_OUT_5_BENIGN, HELD_OUT_5_SECRETS
from tests.core.guard_corpus.heldout6 import HELD_OUT_6_BENIGN, HELD_OUT_6_SECRETS
from tests.core.guard_corpus.heldout7 import HELD_OUT_7_BENIGN, HELD_OUT_7_SECRETS
from tests.core.guard_corpus.heldout8 import HELD_OUT_8_BENIGN, HELD_OUT_8_SECRETS
from tests.core.guard_corpus.heldout9 import HELD_OUT_9_BENIGN, HELD_OUT_9_SECRETS
from tests.core.guard_corpus.heldout10 import HELD_OUT_10_BENIGN, HELD_OUT_10_SECRETS
from tests.core.guard_corpus.heldout11 import HELD_OUT_11_BENIGN, HELD_OUT_11_SECRETS
from tests.core.guard_corpus.heldout12 import HELD_OUT_12_BENIGN, HELD_OUT_12_SECRETS
from tests.core.guard_corpus.heldout13 import HELD_OUT_13_BENIGN, HELD_OUT_13_SECRETS
from tests.core.guard_corpus.heldout14 import HELD_OUT_14_BENIGN, HELD_OUT_14_SECRETS
from tests.core.guard_corpus.heldout15 import HELD_OUT_15_BENIGN, HELD_OUT_15_SECRETS
from tests.core.guard_corpus.heldout16 import HELD_OUT_16_BENIGN, HELD_OUT_16_SECRETS
from tests.core.guard_corpus.heldout17 import HELD_OUT_17_BENIGN, HELD_OUT_17_SECRETS
from tests.core.guard_corpus.heldout18 import HELD_OUT_18_BENIGN, HELD_OUT_18_SECRETS
from tests.core.guard_corpus.heldout19 import HELD_OUT_19_BENIGN, HELD_OUT_19_SECRETS
from tests.core.guard_corpus.heldout20 import HELD_OUT_20_BENIGN, HELD_OUT_20_SECRETS
from tests.core.guard_corpus.heldout21 import HELD_OUT_21_BENIGN, HELD_OUT_21_SECRETS
from tests.core.guard_corpus.round8 import weak_secrets

# Each earlier set was measured once at its freeze, then its misses were read and classes of
# them fixed: (recall, FPR) at that freeze. Only the last set is held out from the rules.
SEEN_AT_FREEZE = {
    "v1": (0.935, 0.000),
    "v2": (0.942, 0.000),
    "v3": (0.956, 0.000),
    "v4": (0.942, 0.000),
    "v5": (0.979, 0.000),
}
# v6 measured once at its freeze (commit 582af0f); four classes of its misses were then read
# and fixed (possessive "password's", "changed my password to X", Portuguese "a senha",
# "the password generator"), then in round 3 its language, plain-value and fiction misses
# (the families they stand for), so the table below shows it now, seen.
V6_AT_FREEZE = (0.765, 0.038)
# v7 was written blind (its writer never saw the rules or corpora), then measured once at the
# round-3 freeze (the merge of guard3 and guard4 on main, 2026-12-01): recall 0.842, FPR 0.008.
# Its misses are not printed, so the table stays a held-out figure until it is read.
V7_AT_FREEZE = (0.842, 0.008)
# v8 and v9 were written blind in round 4 (two writers, different briefs: a tricky tester and
# real users' leaks), then measured once at the round-4 freeze (guardw + guardf + guarddec on
# main, 2026-12-01). v8 then became a dev set; v9's misses are never printed or read.
V8_AT_FREEZE = (0.839, 0.018)
V9_AT_FREEZE = (0.908, 0.017)
# v10 was written blind in round 6 and measured once at the round-6 freeze (main, 2026-12-01).
V10_AT_FREEZE = (0.901, 0.010)
# v11 was written blind in round 7 and measured once at the round-7 freeze (commit 468e724);
# in round 8 its misses were read and the families they stand for fixed: a dev set since.
V11_AT_FREEZE = (0.899, 0.010)
# v12 was written blind in round 8 (its writer saw only the issue text; written while the
# rules were being changed and sealed until the round-8 freeze d754c99), then measured once.
V12_AT_FREEZE = (0.932, 0.010)
# v13 was written blind in round 9 and measured once at the first round-9 freeze 1f46ca8; its
# misses were then read (with v12's, v10's and v9's): all four are dev sets since round 9.
V13_AT_FREEZE = (0.900, 0.006)
# v14 was written blind during round 9's second pass (its writer saw only the issue text),
# sealed, and measured once at the second round-9 freeze d48cc5a. Its misses are unread.
V14_AT_FREEZE = (0.861, 0.006)
# v15 was written blind at the start of round 10 (its writer saw only the issue text), sealed
# while the round's rules were written, and measured once at the round-10 freeze 58beea1
# (main before the round, 7ec8ac8: 0.907 / 0.012). v14's misses were read in round 10.
V15_AT_FREEZE = (0.917, 0.009)
# v16 was written blind during round 10 (its writer saw only the issue text) while v15's misses
# were read and fixed, sealed, and measured once at the second round-10 freeze d42caa8 (main
# before the round 7ec8ac8: 0.906 / 0.012; the first freeze 58beea1: 0.927 / 0.012).
V16_AT_FREEZE = (0.943, 0.009)
# v17 and v18 were written blind at the start of round 11 (two writers, the issue text only;
# v18's brief asked for the hardest hand-overs and look-alikes), then measured once on main
# as round 10 left it (c8697f3): the rules had never seen them. Their misses (and v16's) were
# read in round 11: dev sets since.
V17_AT_FREEZE = (0.895, 0.008)
V18_AT_FREEZE = (0.839, 0.019)
# v19 was written blind at the end of round 11, after the round's last rules were merged
# (only the merge's test fixes came after; its writer saw only the issue text), then measured
# once on the frozen rules d29c14b (the round-10 tip c8697f3 scores it 0.910 / 0.009): round
# 11's held-out figure. Its misses were read in round 12: a dev set since.
V19_AT_FREEZE = (0.950, 0.006)
# v20 and v21 were written blind at the start of round 12 (two writers, the issue text only),
# then measured once on main as round 11 left it (529dbe9's rules): dev sets since.
V20_AT_FREEZE = (0.870, 0.005)
V21_AT_FREEZE = (0.964, 0.005)


def best_of(repeat: int, fn: Callable[[], object]) -> float:
    """Best CPU time of ``repeat`` runs: on a shared, loaded machine wall time mostly measures
    the queue for a core (and made linear code look 40x superlinear), CPU time does not."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return min(times)


def family_table(
    guard: ContentGuard,
    title: str,
    secrets: Iterable[tuple[str, str]],
    benign: Iterable[tuple[str, str]],
    show: int = 8,
) -> None:
    secrets, benign = list(secrets), list(benign)
    print(f"\n{title}")
    print(f"{'secret family':<18} {'n':>5} {'caught':>7} {'recall':>7}")
    totals: collections.Counter[str] = collections.Counter()
    caught: collections.Counter[str] = collections.Counter()
    missed: list[str] = []
    for text, family in secrets:
        totals[family] += 1
        if guard.find(text):
            caught[family] += 1
        else:
            missed.append(text)
    for family in sorted(totals):
        print(
            f"{family:<18} {totals[family]:>5} {caught[family]:>7}"
            f" {caught[family] / totals[family]:>7.3f}"
        )
    all_n, all_c = sum(totals.values()), sum(caught.values())
    print(f"{'all':<18} {all_n:>5} {all_c:>7} {all_c / max(all_n, 1):>7.3f}")
    print(f"\n{'benign family':<18} {'n':>5} {'refused':>7} {'FPR':>7}")
    b_totals: collections.Counter[str] = collections.Counter()
    b_flagged: collections.Counter[str] = collections.Counter()
    flagged: list[tuple[str, str | None]] = []
    for text, family in benign:
        b_totals[family] += 1
        if guard.find(text):
            b_flagged[family] += 1
            flagged.append((text, guard.check(text)))
    for family in sorted(b_totals):
        print(
            f"{family:<18} {b_totals[family]:>5} {b_flagged[family]:>7}"
            f" {b_flagged[family] / b_totals[family]:>7.3f}"
        )
    b_n, b_f = sum(b_totals.values()), sum(b_flagged.values())
    print(f"{'all':<18} {b_n:>5} {b_f:>7} {b_f / max(b_n, 1):>7.3f}")
    for text in missed[:show]:
        print(f"  missed: {text[:100]!r}")
    for text, rule in flagged[:show]:
        print(f"  refused ({rule}): {text[:100]!r}")


def speed_table(guard: ContentGuard, repeat: int) -> None:
    turns = list(locomo_turns()) or [text for text, _ in BENIGN]
    label = "LoCoMo turns" if locomo_turns() else "benign corpus texts"
    chars = sum(map(len, turns)) / len(turns)
    print(f"\nTypical messages: {len(turns)} {label}, {chars:.0f} chars on average")
    for name, op in (("find", guard.find), ("clean_query", guard.clean_query)):
        seconds = best_of(repeat, lambda op=op: [op(t) for t in turns])  # type: ignore[misc]
        per = sorted(
            best_of(1, lambda t=t, op=op: op(t))  # type: ignore[misc]
            for t in turns[:: max(1, len(turns) // 400)]
        )
        print(
            f"{name:<12} mean {seconds / len(turns) * 1e6:>7.1f} us/message"
            f"   p50 {per[len(per) // 2] * 1e6:>7.1f} us"
            f"   p95 {per[int(len(per) * 0.95)] * 1e6:>7.1f} us"
        )
    secrets = [text for text, _ in SECRETS]
    seconds = best_of(repeat, lambda: [guard.find(t) for t in secrets])
    print(f"{'find':<12} mean {seconds / len(secrets) * 1e6:>7.1f} us/secret-bearing message")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"(load average {load:.1f} on {os.cpu_count()} cores while measuring)")


def pattern_table(size: int, repeat: int) -> None:
    big = adversarial_inputs(size)
    small = adversarial_inputs(size // 4)
    per_100kb = 100_000 / size
    print(f"\nEach catalogue expression alone, worst of {len(big)} adversarial strings of {size:,}")
    print(
        f"{'engine':<6} {'expressions':>11} {'worst ms/100KB':>15} {'worst growth x4':>16}  worst"
    )
    for name in ("re2", "re"):
        worst_ms, worst_growth, worst_label = 0.0, 0.0, ""
        anywhere = [fmt for fmt in CATALOGUE if not fmt.context]  # context ones fullmatch values
        for fmt in anywhere:
            matcher = _compile(fmt.regex, name)
            for label, text in big.items():
                t_big = best_of(repeat, lambda m=matcher, t=text: sum(1 for _ in m.finditer(t)))  # type: ignore[misc]
                if t_big * 1000 * per_100kb > worst_ms:
                    t_small = best_of(
                        repeat,
                        lambda m=matcher, t=small[label]: sum(1 for _ in m.finditer(t)),  # type: ignore[misc]
                    )
                    worst_ms = t_big * 1000 * per_100kb
                    worst_growth = t_big / max(t_small, 1e-4)
                    worst_label = f"{fmt.name} on {label!r}"
        print(
            f"{name:<6} {len(anywhere):>11} {worst_ms:>15.2f} {worst_growth:>16.1f}  {worst_label}"
        )


def _compile(pattern: str, name: str) -> object:
    if name == "re":
        return re.compile(pattern)
    import re2

    return re2.compile(pattern)


def guard_table(size: int, repeat: int) -> None:
    big = adversarial_inputs(size)
    small = adversarial_inputs(size // 4)
    per_100kb = 100_000 / size
    print(f"\nWhole guard (every detector) on the same strings ({size:,} chars)")
    print(
        f"{'engine':<6} {'operation':<14} {'worst ms/100KB':>15} {'growth x4':>10}"
        f" {'median ms':>10}  worst"
    )
    for name in ("re2", "re"):
        engine.ENGINE = name
        guard = ContentGuard()
        operations: list[tuple[str, Callable[[str], object]]] = [
            ("find", guard.find),
            ("strip_private", guard.strip_private),
        ]
        for op_name, op in operations:
            timings = {
                label: best_of(repeat, functools.partial(op, text)) for label, text in big.items()
            }
            label, worst = max(timings.items(), key=lambda item: item[1])
            t_small = best_of(repeat, functools.partial(op, small[label]))
            median = statistics.median(timings.values()) * 1000
            print(
                f"{name:<6} {op_name:<14} {worst * 1000 * per_100kb:>15.2f}"
                f" {worst / max(t_small, 1e-6):>10.1f} {median:>10.2f}  {label}"
            )
    engine.ENGINE = "re2"


def scaling_table(repeat: int) -> None:
    """Cost per KB at four sizes on the heaviest inputs: flat means linear and cheap."""
    sizes = (12_500, 25_000, 50_000, 100_000)
    inputs = {size: adversarial_inputs(size) for size in sizes}
    guard = ContentGuard()
    cases = (
        ("find", guard.find, ("password: ", "my password is ", "password=", "zero-width")),
        (
            "strip_private",
            guard.strip_private,
            ("<private>", "</private>", "<private a", "zero-width", "PEM header"),
        ),
    )
    header = "".join(f"{size // 1000:>7}k" for size in sizes)
    print(f"\nCost per KB as the input grows (us/KB, best of {repeat}; flat = linear)")
    print(f"{'operation':<14} {'input':<18}{header}  growth 12.5k->100k")
    for op_name, op, labels in cases:
        for label in labels:
            per_kb = []
            for size in sizes:
                seconds = best_of(repeat, functools.partial(op, inputs[size][label]))
                per_kb.append(seconds * 1e6 / (size / 1000))
            cells = "".join(f"{value:>8.1f}" for value in per_kb)
            growth = per_kb[-1] * 8 / max(per_kb[0], 1e-9)
            print(f"{op_name:<14} {label!r:<18}{cells}  {growth:>6.1f}x for 8x the text")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000, help="adversarial string length")
    parser.add_argument("--repeat", type=int, default=3, help="best of N timings")
    args = parser.parse_args()
    guard = ContentGuard()
    vendors = {fmt.vendor for fmt in CATALOGUE}
    print(
        f"ContentGuard on {engine.ENGINE}: {len(guard.pattern_names)} rules, {len(CATALOGUE)} "
        f"catalogue formats from {len(vendors)} providers, Python {sys.version.split()[0]}"
    )
    family_table(guard, "Corpus (generated + hand-written)", SECRETS, BENIGN)
    turns = locomo_turns()
    if turns:
        refused = [t for t in turns if guard.find(t)]
        rate = len(refused) / len(turns)
        print(f"\nLoCoMo: {len(refused)} of {len(turns)} turns refused (FPR {rate:.4f})")
        for text in refused[:10]:
            print(f"  refused ({guard.check(text)}): {text[:100]!r}")
    else:
        print("\nLoCoMo: ../shared/data/locomo is absent, not measured")
    family_table(
        guard,
        f"Set v11 (written blind, {V11_AT_FREEZE[0]:.3f} / {V11_AT_FREEZE[1]:.3f} at the round-7"
        " freeze 468e724; a dev set since round 8)",
        HELD_OUT_11_SECRETS,
        HELD_OUT_11_BENIGN,
        show=60,
    )
    weak = weak_secrets(random.Random(118))
    weak_caught = sum(1 for text, _family in weak if guard.find(text))
    print(
        f"\nBracketed keys with no credential word (round 8, apart from the corpus): "
        f"{weak_caught} of {len(weak)} refused ({weak_caught / len(weak):.3f})"
    )
    family_table(
        guard,
        "Set v8 (written blind; 0.839 / 0.018 at the round-4 freeze; a dev set since then)",
        HELD_OUT_8_SECRETS,
        HELD_OUT_8_BENIGN,
        show=0,
    )
    family_table(
        guard,
        "Set v7 (written blind; 0.842 / 0.008 at the round-3 freeze; a dev set since round 4)",
        HELD_OUT_7_SECRETS,
        HELD_OUT_7_BENIGN,
        show=0,
    )
    family_table(
        guard,
        "Set v6 (written after the round-2 freeze, commit 582af0f; now seen, its misses fixed)",
        HELD_OUT_6_SECRETS,
        HELD_OUT_6_BENIGN,
        show=40,
    )
    print(
        f"  (v6 at its freeze, before any fix: recall {V6_AT_FREEZE[0]:.3f},"
        f" FPR {V6_AT_FREEZE[1]:.3f})"
    )
    print("\nEarlier held-out sets, now seen (recall / FPR at their freeze, then now):")
    seen = {
        "v1": (HELD_OUT_SECRETS, HELD_OUT_BENIGN),
        "v2": (HELD_OUT_2_SECRETS, HELD_OUT_2_BENIGN),
        "v3": (HELD_OUT_3_SECRETS, HELD_OUT_3_BENIGN),
        "v4": (HELD_OUT_4_SECRETS, HELD_OUT_4_BENIGN),
        "v5": (HELD_OUT_5_SECRETS, HELD_OUT_5_BENIGN),
    }
    for name, (secrets, benign) in seen.items():
        recall = sum(1 for t, _ in secrets if guard.find(t)) / len(secrets)
        fpr = sum(1 for t, _ in benign if guard.find(t)) / len(benign)
        then_recall, then_fpr = SEEN_AT_FREEZE[name]
        print(
            f"  {name}: {len(secrets)} secrets, {len(benign)} benign; then {then_recall:.3f} /"
            f" {then_fpr:.3f}, now {recall:.3f} / {fpr:.3f}"
        )
    speed_table(guard, args.repeat)
    scaling_table(args.repeat)
    pattern_table(args.size, args.repeat)
    guard_table(args.size, args.repeat)
    print("\nDev sets (written blind, measured once at their freeze, then read)")
    for name, at_freeze, where, (secrets, benign) in (
        (
            "v21",
            V21_AT_FREEZE,
            "the round-11 tip 529dbe9",
            (HELD_OUT_21_SECRETS, HELD_OUT_21_BENIGN),
        ),
        (
            "v20",
            V20_AT_FREEZE,
            "the round-11 tip 529dbe9",
            (HELD_OUT_20_SECRETS, HELD_OUT_20_BENIGN),
        ),
        (
            "v19",
            V19_AT_FREEZE,
            "the round-11 freeze d29c14b",
            (HELD_OUT_19_SECRETS, HELD_OUT_19_BENIGN),
        ),
        (
            "v18",
            V18_AT_FREEZE,
            "the round-10 tip c8697f3",
            (HELD_OUT_18_SECRETS, HELD_OUT_18_BENIGN),
        ),
        (
            "v17",
            V17_AT_FREEZE,
            "the round-10 tip c8697f3",
            (HELD_OUT_17_SECRETS, HELD_OUT_17_BENIGN),
        ),
        (
            "v16",
            V16_AT_FREEZE,
            "the second round-10 freeze d42caa8",
            (HELD_OUT_16_SECRETS, HELD_OUT_16_BENIGN),
        ),
        (
            "v15",
            V15_AT_FREEZE,
            "the round-10 freeze 58beea1",
            (HELD_OUT_15_SECRETS, HELD_OUT_15_BENIGN),
        ),
        (
            "v14",
            V14_AT_FREEZE,
            "the round-9 freeze d48cc5a",
            (HELD_OUT_14_SECRETS, HELD_OUT_14_BENIGN),
        ),
        (
            "v13",
            V13_AT_FREEZE,
            "the round-9 freeze 1f46ca8",
            (HELD_OUT_13_SECRETS, HELD_OUT_13_BENIGN),
        ),
        (
            "v12",
            V12_AT_FREEZE,
            "the round-8 freeze d754c99",
            (HELD_OUT_12_SECRETS, HELD_OUT_12_BENIGN),
        ),
        ("v10", V10_AT_FREEZE, "the round-6 freeze", (HELD_OUT_10_SECRETS, HELD_OUT_10_BENIGN)),
        ("v9", V9_AT_FREEZE, "the round-4 freeze", (HELD_OUT_9_SECRETS, HELD_OUT_9_BENIGN)),
    ):
        family_table(
            guard,
            f"Set {name} ({at_freeze[0]:.3f} / {at_freeze[1]:.3f} at {where}; dev set)",
            secrets,
            benign,
            show=0,
        )


if __name__ == "__main__":
    main()
