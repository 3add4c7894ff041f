"""Round 10 (weak context) of issue 12: credentials handed over with no credential word.

Each family is generated (``tests/core/guard_corpus/round10_weak.py``, seeded) in many frames,
values and languages; each test asserts what a user would notice: the secret is refused, or
the ordinary message is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round10_weak

GUARD = ContentGuard()
SECRETS = round10_weak.secrets(random.Random(1010))
BENIGN = round10_weak.benign(random.Random(1011))


@pytest.mark.parametrize(
    ("family", "share"),
    [
        # two capitalised words glued ("HarborMaple") after a weak verb ("takes") pass on purpose
        ("access_handover", 0.05),
        ("one_time_codes", 0.0),
        # two pieces joined can fall just short of a generator's entropy ("pi7xzz" + "F#s[sgs")
        ("split_secrets", 0.05),
        ("material", 0.0),
        ("real_seeds", 0.0),
    ],
)
def test_nearly_every_secret_of_the_family_is_refused(family: str, share: float) -> None:
    texts = family_texts(SECRETS, family)
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= share * len(texts), missed


@pytest.mark.parametrize(
    "family",
    [
        "access_lookalikes",
        "code_lookalikes",
        "split_lookalikes",
        "material_lookalikes",
        "word_lists",
    ],
)
def test_no_ordinary_message_of_the_family_is_refused(family: str) -> None:
    refused = [text for text in family_texts(BENIGN, family) if GUARD.find(text)]
    assert refused == []


@pytest.mark.parametrize(
    "text",
    [
        "the spare tablet unlocks with 583920",
        "the backup drive decrypts with Lantern+Quartz91",
        "ssh to the old box takes Willow_Raven_Coral",
        "tried Meadow.Otter.77 and it let me in",
        "admin / Pebble!Fennel2048 for the printer",
        "Your Microsoft sign-in code is 448120",
        "Код подтверждения: 448120",
        "2FA seed: JBSW - Y3DP - EHPK - 3PXP - 4A2B - 7C6D",
        "recovery codes: a1b2c3d4e5  f6g7h8i9j0  k1l2m3n4o5  p6q7r8s9t0",
        "the secret begins with Xq7#pL and, the last bit, 9w!Rz2Km",
        "p a s s w o r d  i s  R a v e n + 4 4 1 9",
        "keys: AKIA  QWER  TYUI  OPAS  DFGH for the 2nd account",
    ],
)
def test_shapes_of_the_families_are_refused(text: str) -> None:
    assert GUARD.find(text)


@pytest.mark.parametrize(
    "text",
    [
        "the spare tablet unlocks with a PIN now",
        "the backup takes 2048 MB on disk",
        "tried the new cafe and it worked out great",
        "she accepted the offer at 9",
        "your confirmation code is 448120",
        "it's now 10:45 and still no bus",
        "read / write access is enough",
        "the film starts with a storm and ends with a wedding",
        "part 1: the setup ... part 2: the payoff",
        "p a s s w o r d  i s  w e a k",
        "watch-only: xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8",
        "A words: able about above absent absorb abstract absurd abuse access accident account accuse",
    ],
)
def test_look_alikes_are_stored(text: str) -> None:
    assert not GUARD.find(text)
