"""Round 12 (pins) of issue 12: numeric codes handed over with what they unlock.

Each family is generated (``tests/core/guard_corpus/round12_pins.py``, seeded) in many
devices, owners, frames, separators, spellings and languages; each test asserts what a user
would notice: the code is refused, or the ordinary message is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round12_pins

GUARD = ContentGuard()
SECRETS = round12_pins.secrets(random.Random(1210))
BENIGN = round12_pins.benign(random.Random(1211))


@pytest.mark.parametrize("family", ["device_after", "code_first", "bare_code", "spaced_pin"])
def test_every_code_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(SECRETS, family)
    assert texts
    missed = [text for text in texts if not GUARD.find(text)]
    assert missed == []


@pytest.mark.parametrize("family", ["device_numbers", "code_talk"])
def test_no_ordinary_number_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(BENIGN, family)
    assert texts
    refused = [text for text in texts if GUARD.find(text)]
    assert refused == []


@pytest.mark.parametrize(
    "text",
    [
        "atm 9549",
        "dad's tablet 98549",
        "voicemail 61710",
        "the code's 5813, same as last year",
        "for the alarm it's 2061 then OFF",
        "PDF opens with 866841 (your birthday lol)",
        "hotel safe in room 412 -> 489918",
        "78542 is the one for my debit card",
        "meine PIN ist 4 8 1 9, nicht weitersagen",
        "the shed padlock is 4821, same as the garage",
        "lock on the shed: 4821",
    ],
)
def test_the_dev_shapes_are_refused(text: str) -> None:
    assert GUARD.find(text)


@pytest.mark.parametrize(
    "text",
    [
        "the hotel safe in room 412",
        "the 2061 alarm",
        "since 2019 my phone works",
        "alarm at 0630",
        "the ATM charged 3 fees",
        "the code was 404",
        "error code 500",
        "PIN reset takes 5 days",
        "iPhone 15 and a tablet 10.9-inch",
        "RTX 4090 in the laptop",
        "card ending in 4412",
        "the zip code is 10115",
        "Sort code 80-14-24, account number 88213105",
        "I paid 1500 for the laptop",
        "the laptop 1500",
        "call my phone at 555-1234",
    ],
)
def test_numbers_next_to_device_words_are_stored(text: str) -> None:
    assert GUARD.find(text) == []
