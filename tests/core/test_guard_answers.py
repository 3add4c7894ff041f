"""Two attacker-found families: a password or PIN answered on the line after a question
asking for it, and a login pair after the device it opens; and the same questions and
device logins holding no value."""

from __future__ import annotations

import collections
import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus.answer_families import answer_secrets, answer_talk

GUARD = ContentGuard()
# seeds of their own: the corpus uses 92/93, so these are fresh members of each family
SECRETS = answer_secrets(random.Random(2026_63))
BENIGN = answer_talk(random.Random(2026_64))


def test_every_family_is_refused():
    totals = collections.Counter(family for _text, family in SECRETS)
    refused = collections.Counter(family for text, family in SECRETS if GUARD.find(text))
    assert set(totals) == {"asked_answers", "device_logins"}
    low = {f: refused[f] / totals[f] for f in totals if refused[f] < 0.95 * totals[f]}
    assert not low, low


def test_the_same_questions_and_logins_without_a_value_are_stored():
    flagged = [text for text in BENIGN if GUARD.find(text)]
    assert not flagged, flagged[:5]


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("What's the wifi password?\nit's Tr0ub4dor&3", "Tr0ub4dor&3"),
        ("What is your bank PIN?\n4821", "4821"),
        ("Q: what's the password for the NAS?\nA: Xk9#mPq2", "Xk9#mPq2"),
        ("login for the router: admin / Tr0ub4dor&3", "Tr0ub4dor&3"),
        ("credentials for the NAS: root / Xk9#mPq2", "Xk9#mPq2"),
        ("the printer's login: office / 884213", "884213"),
        ("the camera login is admin / 8842", "8842"),
    ],
)
def test_the_value_is_redacted_and_never_echoed(text: str, secret: str) -> None:
    redacted = GUARD.redact(text)
    assert "[redacted:" in redacted and secret not in redacted
