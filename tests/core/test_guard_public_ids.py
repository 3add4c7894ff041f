"""Public identifiers are stored; the secret half of the same pair is still refused."""

from __future__ import annotations

import random

import pytest
from ltm_core import ContentGuard

from tests.core.guard_corpus import public_ids

GUARD = ContentGuard()


def test_public_identifiers_of_every_family_are_stored() -> None:
    rows = public_ids.benign(random.Random(2026), per_family=30)
    families = {family for _text, family in rows}
    assert len(families) >= 15
    refused = [(text, GUARD.check(text)) for text, _family in rows if GUARD.find(text)]
    assert len(refused) <= 0.01 * len(rows), refused


@pytest.mark.parametrize(
    "text",
    [
        "site key: 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
        "The reCAPTCHA site key = 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
        "client_id: 407408718192-2k9dks8fmcqf0p3bbqi3nvkcn64hu1ra.apps.googleusercontent.com",
    ],
)
def test_the_public_half_of_a_pair_is_stored(text: str) -> None:
    assert GUARD.check(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "secret key: 6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
        "recaptcha_secret = 6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
        "client_secret: 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",
        "site password: Tr0ub4dor&3x!",
    ],
)
def test_the_secret_half_is_still_refused(text: str) -> None:
    assert GUARD.check(text) is not None
