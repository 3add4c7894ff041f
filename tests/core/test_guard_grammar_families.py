"""Round-5 grammar families: arrows and line-broken separators, wrapped values, backticked
values, keys in other languages, stdin readers, ``net use``, ``<tool> login X``, raw private
keys, the ``SSWS`` scheme; and the same grammars holding no value."""

from __future__ import annotations

import collections
import random

import pytest
from ltm_core.guard import ContentGuard, ContentRejected

from tests.core.guard_corpus.grammar_families import grammar_benign, grammar_secrets

GUARD = ContentGuard()
_HEX64 = "d8c1f07a3b9e52c46a1f8e0b7d2c9a35e4f61b08c7d93a2e5f0b14c8a6d7e923"
# seeds of their own: the corpus uses 50/51, so these are fresh members of each family
SECRETS = grammar_secrets(random.Random(2026_51))
BENIGN = grammar_benign(random.Random(2026_52))


def test_every_family_is_refused():
    totals = collections.Counter(family for _text, family in SECRETS)
    refused = collections.Counter(family for text, family in SECRETS if GUARD.find(text))
    assert set(totals) == {
        "separators",
        "bare_quoted",
        "foreign_keys",
        "stdin_commands",
        "raw_keys",
        "schemes",
    }
    # a few generated passwords may still read as an expression or a reference: rare misses
    low = {f: refused[f] / totals[f] for f in totals if refused[f] < 0.95 * totals[f]}
    assert not low, low


def test_the_same_grammars_without_a_value_are_stored():
    flagged = [text for text in BENIGN if GUARD.find(text)]
    assert not flagged, flagged[:5]


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("SIGNING_SECRET -> 9fQ2xL7mR4tV8wZ1bN6cK3hJ", "9fQ2xL7mR4tV8wZ1bN6cK3hJ"),
        ("root password:\nZp4!qW8rT2vX", "Zp4!qW8rT2vX"),
        ('db_password=("Hq7Lm2Rt9Vx4")', "Hq7Lm2Rt9Vx4"),
        ("for the NAS: user `ops` pwd `tkQmRwzLpAvn`", "tkQmRwzLpAvn"),
        ("PAROL_SERVERA=Xv8Rt2Lq9Wm4", "Xv8Rt2Lq9Wm4"),
        ('sudo -S <<< "Wq9Rt4Lm2Xv8" apt-get update', "Wq9Rt4Lm2Xv8"),
        ("net use Y: \\\\fs2\\team /user:CORP\\ann Rt5Lq8Wm2Xv", "Rt5Lq8Wm2Xv"),
        ('ldapwhoami -x -D "cn=ann,dc=x" -w Lq8Wm2Xv5Rt', "Lq8Wm2Xv5Rt"),
        (
            "cargo login cio" + "Q7mR2xL9tV4wZ8bN1cK6hJ3pF5sD0gY2",
            "cioQ7mR2xL9tV4wZ8bN1cK6hJ3pF5sD0gY2",
        ),
        (f"wallet private key 0x{_HEX64}", _HEX64),
    ],
)
def test_a_refused_grammar_is_redacted_and_never_echoed(text, secret):
    cleaned = GUARD.redact(text)
    assert "[redacted:" in cleaned and secret not in cleaned
    with pytest.raises(ContentRejected) as caught:
        GUARD.clean(text)
    assert secret not in str(caught.value)


@pytest.mark.parametrize(
    "text",
    [
        "public key: 0x" + "ab12" * 16,
        "password:\nPlease choose one with at least 12 characters.",
        "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']",
        'sudo -S <<< "$SUDO_PASSWORD" make install',
        "net use Z: \\\\nas01\\share /persistent:yes",
        "cargo login  # paste the token from crates.io/me",
    ],
)
def test_a_reference_or_a_prompt_in_the_same_grammar_is_stored(text):
    assert GUARD.find(text) == []


def test_the_raw_private_key_rule_can_be_switched_off_by_name():
    text = f"wallet private key 0x{_HEX64}"
    assert GUARD.check(text) == "raw_private_key"
    assert ContentGuard(disable=["raw_private_key"]).check(text) is None
