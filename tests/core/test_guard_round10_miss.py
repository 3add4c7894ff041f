"""Round 10 of issue 12: the families of the round-10 attack's misses (fix10m).

Each family is generated (``tests/core/guard_corpus/round10_miss.py``, seeded) in many frames,
cases and languages, and each test asserts what a user would notice: the secret is refused,
or the ordinary message with the same frame is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round10_miss

GUARD = ContentGuard()
SECRETS = round10_miss.secrets(random.Random(10101))
BENIGN = round10_miss.benign(random.Random(10102))


@pytest.mark.parametrize("family", ["handovers", "loose_phrases", "markup"])
def test_nearly_every_secret_of_the_family_is_refused(family: str) -> None:
    # A generated scramble may by chance be too plain (few class changes, low entropy).
    texts = family_texts(SECRETS, family)
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= 0.06 * len(texts), missed


@pytest.mark.parametrize("family", ["handover_talk", "phrase_talk", "markup_talk"])
def test_no_ordinary_message_of_the_family_is_refused(family: str) -> None:
    refused = [text for text in family_texts(BENIGN, family) if GUARD.find(text)]
    assert refused == []


@pytest.mark.parametrize(
    "text",
    [
        "nas unlocks w/ dlgom38ej!sd",
        "THE NAS UNLOCKS WITH DLGOM38EJ!SD",
        "the safe opens w/ 816396",
        "Thistle-Lantern-81 got me in",
        "shed lock = Thistle-Meadow-15",
        "the zip is protected with Thistle-Meadow-15",
        "the bitlocker drive unlocks with 112159-396934-216272-741929-179838-790383-316728-117190",
        "der Tresor geht mit 214507 auf",
        "ich hab Pepper-Harbor-51 probiert und es hat mich reingelassen",
        "my password is walnut/velvet/cinder44",
        "my password is walnut…velvet…cinder44",
        "my password is ORCHID.MAPLE.PEPPER",
        "<dt>Password</dt><dd>walnut.velvet.cinder44</dd>",
        "Password\n\nbanjo.velvet.lantern92",
        'const WIFI = "falcon.velvet.harbor62"; // router',
    ],
)
def test_a_handed_over_secret_is_refused(text: str) -> None:
    assert GUARD.find(text)


def test_the_refused_span_is_the_value_only() -> None:
    text = "<td>password</td><td>falcon.velvet.harbor62</td>"
    (match,) = GUARD.find(text)
    assert text[match.start : match.end] == "falcon.velvet.harbor62"
