"""Round 11 (context) of issue 12: values a service, a device or a hand-over makes secret.

Each family is generated (``tests/core/guard_corpus/round11_context.py``, seeded) in many
services, frames, values, separators and languages; each test asserts what a user would
notice: the secret is refused, or the ordinary message is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round11_context

GUARD = ContentGuard()
SECRETS = round11_context.secrets(random.Random(1110))
BENIGN = round11_context.benign(random.Random(1111))


@pytest.mark.parametrize(
    ("family", "share"),
    [
        # ten or eleven letters of both cases and one digit can fall short of the entropy
        # floor ("HgP7HXrXnFr"): a word's shape as often as a key's
        ("service_labels", 0.03),
        ("handovers", 0.03),
        ("device_pins", 0.0),
        # fish's "set -x KEY (X)" with a memorable value keeps its bracket
        ("config_lines", 0.03),
    ],
)
def test_nearly_every_secret_of_the_family_is_refused(family: str, share: float) -> None:
    texts = family_texts(SECRETS, family)
    assert texts
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= share * len(texts), missed


@pytest.mark.parametrize(
    "family",
    [
        "service_chat",
        "handover_lookalikes",
        "number_lookalikes",
        "config_placeholders",
        "talked_about",
    ],
)
def test_no_ordinary_message_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(BENIGN, family)
    assert texts
    refused = [text for text in texts if GUARD.find(text)]
    assert refused == []


@pytest.mark.parametrize(
    "text",
    [
        "BIOS: KGCLqgZVBL1S",
        "Disney+ (the family one) — 79Zeppelin#biscuit",
        'Guest network "Casa-5G", key Comet?Otter32',
        "steam acct: nightowl_92 :: Nebula.Kangaroo20",
        "Gmail: tomas.b@gmail.com\nscTQnvldMY4SQ7IX",
        "I set it to comet-gravy-178$ so you can log in tonight",
        "walrus-comet-080. (for the laptop, the old one didn't work)",
        "the ipad unlock is 915881",
        "psst 527987 🤫 for the alarm panel",
        "steam guard recovery code R64162",
        "ENV WEBHOOKSECRET Nebula&Otter59",
        "GH_TOKEN_CI\tjp5AKQJ+1D=tP",
        "set POSTGRES_PASSWORD to ZVvYSuO6SmAA2QN1304L+mDh9ujMlSY9 in the Heroku config please",
    ],
)
def test_the_context_alone_makes_the_value_a_credential(text: str) -> None:
    assert GUARD.find(text)


@pytest.mark.parametrize(
    "text",
    [
        "Zip code for the new apartment is 94110.",
        "Our family rule: the safeword for pranks is 'pineapple'.",
        "Use passphrases, not passwords — NIST agrees.",
        "I'm learning the Korean word for password: 비밀번호.",
        "The password 'Tr0ub4dor&3' from the xkcd comic is a famous bad example.",
    ],
)
def test_passwords_as_a_topic_are_stored(text: str) -> None:
    assert GUARD.find(text) == []


def test_a_safeword_guarding_an_account_is_still_refused() -> None:
    assert GUARD.find("the safe word for my account at the bank is gondola")
