"""Round 10 (vendors) of issue 12: provider tokens named by their vendor, newer vendor shapes.

Each family is generated (``tests/core/guard_corpus/round10_vendors.py``, seeded) in many
frames, vendors and languages; each test asserts what a user would notice: the key is
refused, or the message about a public id is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round10_vendors

GUARD = ContentGuard()
SECRETS = round10_vendors.secrets(random.Random(1020))
BENIGN = round10_vendors.benign(random.Random(1021))


@pytest.mark.parametrize("family", ["vendor_named", "vendor_shapes", "told_in_pieces"])
def test_every_vendor_token_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(SECRETS, family)
    assert texts
    missed = [text for text in texts if not GUARD.find(text)]
    assert not missed, missed[:5]


@pytest.mark.parametrize("family", ["named_lookalikes", "pieces_lookalikes"])
def test_public_ids_next_to_a_vendor_are_stored(family: str) -> None:
    texts = family_texts(BENIGN, family)
    assert texts
    refused = [text for text in texts if GUARD.find(text)]
    assert not refused, refused[:5]


@pytest.mark.parametrize("seed", range(5))
def test_other_seeds_hold_too(seed: int) -> None:
    rng = random.Random(7000 + seed)
    missed = [text for text, _ in round10_vendors.secrets(rng) if not GUARD.find(text)]
    refused = [text for text, _ in round10_vendors.benign(rng) if GUARD.find(text)]
    assert not missed, missed[:5]
    assert not refused, refused[:5]


def test_the_vendor_named_after_the_token_is_refused_with_its_rule() -> None:
    text = "dba9f92b-8b56-4aa2-9db3-792770bc2f88 <- that's the Postmark one, keep it"
    (match,) = GUARD.find(text)
    assert match.pattern == "postmark_token"
    assert GUARD.normalise(text)[match.start : match.end].startswith("dba9f92b")


def test_a_common_word_is_no_vendor_name() -> None:
    assert not GUARD.find("we fit a linear model, run 3f9a2c8e1b7d4a6f9e0c2b5d8a1f3e7c converged")
