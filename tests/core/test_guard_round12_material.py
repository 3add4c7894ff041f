"""Round 12 (material) of issue 12: cards in context, backup codes, named keys, split logins.

Each family is generated (``tests/core/guard_corpus/round12_material.py``, seeded) in many
brands, labels, languages, separators and wrappers; each test asserts what a user would
notice: the secret is refused, or the ordinary message is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round12_material

GUARD = ContentGuard()
SECRETS = round12_material.secrets(random.Random(1210))
BENIGN = round12_material.benign(random.Random(1211))


@pytest.mark.parametrize(
    "family", ["card_context", "backup_codes", "named_hex_keys", "split_credentials"]
)
def test_every_secret_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(SECRETS, family)
    assert texts
    missed = [text for text in texts if not GUARD.find(text)]
    assert not missed, missed


@pytest.mark.parametrize(
    "family", ["card_talk", "code_talk", "hash_talk", "list_talk", "later_talk"]
)
def test_no_benign_text_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(BENIGN, family)
    assert texts
    refused = [(text, GUARD.check(text)) for text in texts if GUARD.find(text)]
    assert not refused, refused


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Amex 3782 8224 6310 006 CID 6898", "payment_card"),
        ("Kartennummer 4970 4784 8692 0921, Prüfziffer 122", "payment_card"),
        ("AWS root MFA backup: 486593 411600 014924", "recovery_codes"),
        ("Coinbase 2fa backup: tunj kclc gwsv btwl", "totp_seed"),
        ("my PIN: first two digits 37, last two 43", "pin_disclosure"),
        ("login for the nas: dana. pw in next msg.\nOtterLark77!", "secret_disclosure"),
    ],
)
def test_a_sibling_of_each_shape_is_refused_by_its_rule(text: str, rule: str) -> None:
    assert GUARD.check(text) == rule


def test_a_seed_phrase_handed_over_stays_refused_even_after_a_list_word() -> None:
    words = "fabric cluster cake ocean fat because apology fork chase lamp heart cry"
    assert GUARD.check(f"my wallet seed, not a vocab list: {words}") == "seed_phrase"
    assert GUARD.check(f"Kids' vocab list: {words.replace(' ', ', ')}") is None


def test_disabling_the_rules_lets_the_material_through() -> None:
    guard = ContentGuard(disable=("payment_card", "recovery_codes", "secret_disclosure"))
    assert guard.find("pay with 4043 8937 2948 6239, 12/30, 202") == []
    assert guard.find("AWS root MFA backup: 486593 411600 014924") == []
    assert guard.find("login: admin. pw in next msg.\nGravel&9093") == []
