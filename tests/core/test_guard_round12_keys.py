"""Round 12 (keys) of issue 12: connection strings, salted and namespaced keys, handed tokens.

Each family is generated (``tests/core/guard_corpus/round12_keys.py``, seeded): Oracle's
``user/password@connect`` in JDBC URLs and tool command lines, secret-word keys behind a
namespace (``TF_VAR_``) or ending in a salt with dotted values, and generated keys after a
hand-over cue in many languages or an arrow; and their look-alikes: commands that only name a
secret field, masks of any grouping, ``owner/repo@version`` shapes, ids after the same cues.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round12_keys

GUARD = ContentGuard()
SECRETS = round12_keys.secrets(random.Random(1220)) + round12_keys.secrets(random.Random(1222))
BENIGN = round12_keys.benign(random.Random(1221)) + round12_keys.benign(random.Random(1223))


@pytest.mark.parametrize(
    ("family", "share"),
    [
        ("oracle", 0.0),
        ("namespaced", 0.0),
        # a letter-and-digit key whose letter pairs read as words (``_scrambled_alnum``) is
        # let through even after a hand-over cue
        ("handed", 0.05),
    ],
)
def test_nearly_every_secret_of_the_family_is_refused(family: str, share: float) -> None:
    texts = family_texts(SECRETS, family)
    assert texts
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= share * len(texts), missed


@pytest.mark.parametrize("family", ["field_read", "mask", "oracle_like", "id_handed"])
def test_no_look_alike_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(BENIGN, family)
    assert texts
    refused = [text for text in texts if GUARD.find(text)]
    assert not refused


@pytest.mark.parametrize(
    "text",
    [
        "jdbc:oracle:thin:scott/Kestrel878!@//db-ora:1521/ORCLPDB1",
        'fixed it, turned out PASSWORD_HASH_SALT = "lurbg.sasXinOm.8301" was wrong',
        "ok pasting it so i dont lose it -> nD8kpPckhDAYq7nEhwHnOrwQ6egsqL6m",
    ],
)
def test_the_value_is_what_is_redacted(text: str) -> None:
    found = GUARD.find(text)
    assert found
    value = GUARD.normalise(text)[found[0].start : found[0].end]
    assert value in ("Kestrel878!", "lurbg.sasXinOm.8301", "nD8kpPckhDAYq7nEhwHnOrwQ6egsqL6m")


def test_a_password_field_still_refuses_a_real_value_after_a_member_path() -> None:
    assert GUARD.check('[database]\nuser = "svc"\ndb.pass = "!f2tiCMBbG__n"') is not None
    assert GUARD.check("spring.datasource.password: Wq8!zPl3mR") is not None
