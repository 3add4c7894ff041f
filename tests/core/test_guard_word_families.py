"""Round-6 word families: plain-word login pairs, other credential nouns, codes after what
they open, credentials told to the user, plain words after a field label; and the same
nouns, devices and pairs holding no value."""

from __future__ import annotations

import collections
import random

import pytest
from ltm_core.guard import ContentGuard, ContentRejected

from tests.core.guard_corpus.word_families import word_secrets, word_talk

GUARD = ContentGuard()
# seeds of their own: the corpus uses 90/91, so these are fresh members of each family
SECRETS = word_secrets(random.Random(2026_61))
BENIGN = word_talk(random.Random(2026_62))


def test_every_family_is_refused():
    totals = collections.Counter(family for _text, family in SECRETS)
    refused = collections.Counter(family for text, family in SECRETS if GUARD.find(text))
    assert set(totals) == {
        "login_pairs",
        "credential_nouns",
        "opened_codes",
        "third_parties",
        "labelled_plain",
        "language_variants",
    }
    low = {f: refused[f] / totals[f] for f in totals if refused[f] < 0.95 * totals[f]}
    assert not low, low


def test_the_same_words_without_a_value_are_stored():
    flagged = [text for text in BENIGN if GUARD.find(text)]
    assert not flagged, flagged[:5]


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Login details for the office printer: admin / cartridge", "cartridge"),
        ("user tom pass wildflower", "wildflower"),
        ("the answer to my security question is Pemberton", "Pemberton"),
        ("pass phrase = quiet rivers running deep", "quiet rivers running deep"),
        ("the safe in the hallway opens with 551902", "551902"),
        ("bike lock 0815", "0815"),
        ("she told me her bank password is lollipop", "lollipop"),
        ("wifi password: starling", "starling"),
        ("the PDF is locked; open it with the password Quiet_Harbour", "Quiet_Harbour"),
        ("le mot de passe du compte Spotify, c'est « lune-rousse », merci", "lune-rousse"),
        ("il codice di sblocco del tablet è 552019", "552019"),
        ("i typed the password wrong, it's actually bluebirdsong not bluebird", "bluebirdsong"),
    ],
)
def test_the_value_is_redacted_and_never_echoed(text: str, secret: str) -> None:
    redacted = GUARD.redact(text)
    assert "[redacted:" in redacted and secret not in redacted
    with pytest.raises(ContentRejected) as caught:
        GUARD.clean(text)
    assert secret not in str(caught.value)


@pytest.mark.parametrize(
    "text",
    [
        "my security question is the name of my first school",
        "the gate opens at 0930",
        "we met at gate 118",
        "the safe is 1200 pounds of steel",
        "in hangman the secret word was giraffe",
        "the user experience pass rate is up",
        "log in with the password manager.",
        "try the password again.",
        "my password is not banana",
    ],
)
def test_talk_about_them_is_stored(text: str) -> None:
    assert GUARD.find(text) == []
