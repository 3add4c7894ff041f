"""Round 11 (false refusals, "use X as") of issue 12: blind-set false refusals as families.

Each family (``tests/core/guard_corpus/round11_fp.py``, seeded) is generated with the secrets
the same rules must keep refusing; the tests assert what a user would notice: the ordinary
message is stored, the secret is refused, and "use X as the password" is refused in every
language of the family.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round11_fp

GUARD = ContentGuard()
BENIGN = round11_fp.benign(random.Random(11111)) + round11_fp.benign(random.Random(11113))
SECRETS = round11_fp.secrets(random.Random(11112)) + round11_fp.secrets(random.Random(11114))


@pytest.mark.parametrize(
    "family",
    [
        "declared_fake",
        "public_keys",
        "fiction_games",
        "named_other",
        "resource_ids",
        "use_as_advice",
    ],
)
def test_no_ordinary_message_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(BENIGN, family)
    assert texts
    refused = [text for text in texts if GUARD.find(text)]
    assert refused == []


@pytest.mark.parametrize(
    "family",
    [
        "fake_counterparts",
        "private_keys",
        "real_passwords",
        "pair_passwords",
        "resource_secrets",
        "use_as",
        "code_words",
    ],
)
def test_the_secrets_of_the_family_are_refused(family: str) -> None:
    texts = family_texts(SECRETS, family)
    assert texts
    missed = [text for text in texts if not GUARD.find(text)]
    assert missed == []


@pytest.mark.parametrize(("lang", "frame"), round11_fp.USE_AS)
def test_use_x_as_the_password_is_refused_in_each_language(lang: str, frame: str) -> None:
    for value in ("Pretzel#Cobalt91", "Hazel.Bramble.Lamp.7", "0tt3rg0ph3r!941"):
        text = frame.format(v=value)
        found = GUARD.find(text)
        assert found, (lang, text)
        assert any(value in GUARD.normalise(text)[m.start : m.end] for m in found), (lang, text)


@pytest.mark.parametrize(
    "text",
    [
        "username: demo / password: demo — that's the public sandbox from the tutorial",
        "The test fixture uses password='test123' in the unit tests, totally fake",
        "WarGames: the backdoor password was 'Joshua'",
        "The secret word in the kids' scavenger hunt was 'pineapple'",
        "SSID at grandma's is Livebox-8A2F, the password is on the box and she'll read it to you",
        "my login name at the library is jkovacs67, the password I keep in the app",
        "The Azure subscription is 98f84849-496f-4f45-a1fe-25f4fd8a0608 (dev)",
        "the PR that rotated the leaked token was merged as c56dfdf6fbe5f1f22d35dcff6a5978289b68b6e1",
        "The tutorial uses 'hunter2' as the example password, which I found funny.",
    ],
)
def test_the_blind_set_shapes_are_stored(text: str) -> None:
    assert GUARD.find(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "username: demo / password: Zq8#vLp2mX — that's the real account, not the sandbox",
        "The prod config uses password='test123', not fake",
        "The Azure client secret is 98f84849-496f-4f45-a1fe-25f4fd8a0608",
        "the new token is c56dfdf6fbe5f1f22d35dcff6a5978289b68b6e1",
        "my login name at the library is jkovacs67, the password is tulip1987",
        "the SSID password is FRITZ!Box-02D1",
        "vsftpd user list: uploader:l^jvmi7VO0N?m#!XQJ",
        "username is jdoe88. and the password... hang on... ok it's tVF.?+&ibiDgNX1",
    ],
)
def test_the_counterparts_stay_refused(text: str) -> None:
    assert GUARD.find(text)
