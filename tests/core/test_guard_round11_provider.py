"""Round 11 (provider) of issue 12: vendor tokens the catalogue missed, and more material.

Each family is generated (``tests/core/guard_corpus/round11_provider.py``, seeded) in many
shapes and frames; each test asserts what a user would notice: the key is refused, or the
message about a public id is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round11_provider

GUARD = ContentGuard()
SECRETS = round11_provider.secrets(random.Random(1110))
BENIGN = round11_provider.benign(random.Random(1111))

SECRET_FAMILIES = [
    "aws_any_digit",
    "vendor_short_body",
    "unknown_prefix_keyed",
    "copy_broken",
    "material_more",
]


@pytest.mark.parametrize("family", SECRET_FAMILIES)
def test_every_secret_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(SECRETS, family)
    assert texts
    missed = [text for text in texts if not GUARD.find(text)]
    assert not missed, missed[:5]


@pytest.mark.parametrize("family", ["prefixed_ids", "material_lookalikes"])
def test_look_alikes_are_stored(family: str) -> None:
    texts = family_texts(BENIGN, family)
    assert texts
    refused = [text for text in texts if GUARD.find(text)]
    assert not refused, refused[:5]


@pytest.mark.parametrize("seed", range(4))
def test_other_seeds_hold_too(seed: int) -> None:
    rng = random.Random(11000 + seed)
    missed = [text for text, _ in round11_provider.secrets(rng) if not GUARD.find(text)]
    refused = [text for text, _ in round11_provider.benign(rng) if GUARD.find(text)]
    assert not missed, missed[:5]
    assert not refused, refused[:5]


def test_a_dashed_copy_is_refused_as_its_vendor_over_the_whole_token() -> None:
    text = (
        "my token, spaced so the bot doesn't eat it: ghp_DE04-JhvWuwbv-18JfUp7d-4FvchNr9-1qlpLDwB"
    )
    (match,) = GUARD.find(text)
    assert match.pattern == "github_token"
    assert GUARD.normalise(text)[match.start : match.end].endswith("1qlpLDwB")


def test_posthog_project_key_is_public_but_its_personal_key_is_not() -> None:
    public = "phc_" + "aB3dE5gH7jK9mN2pQ4rS6tU8vW0xY1zA3bC5dE7fG9h"
    personal = "phx_" + "aB3dE5gH7jK9mN2pQ4rS6tU8vW0xY1zA3bC5dE7fG9h"
    assert not GUARD.find(f"the PostHog snippet uses {public}")
    assert GUARD.check(f"the PostHog snippet uses {personal}") == "posthog_key"


def test_the_generic_prefixed_rule_can_still_be_switched_off() -> None:
    text = "the Zonk token zk_4f8a9b2c3d4e5f6a7b8c9d0e1f2a3b4c"
    assert GUARD.check(text) == "prefixed_token"
    guard = ContentGuard(disable=("prefixed_token",))
    assert all(m.pattern != "prefixed_token" for m in guard.find(text))


def test_a_long_digit_wifi_key_named_a_few_words_before_is_refused() -> None:
    # a strict xfail of round 11 that the merged rounds now catch
    assert GUARD.find(
        "the wifi is 'FritzBox-7590' and the key on the sticker is 42029378899627295494"
    )
