"""Round 10 of issue 12 (guard10m): cookies, card codes, typed TOTP keys and odd values.

The families are generated (``tests/core/guard_corpus/round10_material.py``, seeded); each
test asserts what a user would notice: the secret is refused, or the ordinary message is
stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round10_material

GUARD = ContentGuard()
SECRETS = round10_material.secrets(random.Random(1020))
BENIGN = round10_material.benign(random.Random(1021))


@pytest.mark.parametrize(
    "family", ["prose_cookies", "card_codes", "totp_text", "odd_kv_values", "wordless_pairs"]
)
def test_nearly_every_secret_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(SECRETS, family)
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= 0.05 * len(texts), missed


@pytest.mark.parametrize(
    "family", ["cookie_talk", "code_talk", "qr_talk", "famous_talk", "kv_talk", "pair_talk"]
)
def test_no_ordinary_message_of_the_family_is_refused(family: str) -> None:
    refused = [text for text in family_texts(BENIGN, family) if GUARD.find(text)]
    assert refused == []
