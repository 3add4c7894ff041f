"""Round 11 (shape) of issue 12: passwords refused by their shape, with no credential word.

Each family is generated (``tests/core/guard_corpus/round11_shape.py``, seeded): memorable
passwords (words joined by symbols and digits, in every arrangement), generated ones (scrambled
or letter-and-digit), each in frames with at most a weak cue (a colon, an arrow, a quote, the
value alone on its line), and look-alikes of every shape (handles, app names, slugs, versions,
code, file names) in the same frames. Each test asserts what a user would notice.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round11_shape

GUARD = ContentGuard()
SECRETS = round11_shape.secrets(random.Random(1120))
BENIGN = round11_shape.benign(random.Random(1121))

# Refused on main before round 11 already ("1920x1080@60Hz" reads as a generated key after a
# label's colon); left open at the round-11 freeze.
KNOWN_FALSE_REFUSALS = {"dimensions: 1920x1080@60Hz"}


@pytest.mark.parametrize(
    ("family", "share"),
    [
        ("memorable_strong", 0.0),
        # words joined by "_" with a closing "!" and nothing after them read as a handle
        # ("Parsnip_ferret_793!"): refused only when punctuation follows
        ("memorable_weak", 0.1),
        ("generated", 0.03),
    ],
)
def test_nearly_every_secret_of_the_family_is_refused(family: str, share: float) -> None:
    texts = family_texts(SECRETS, family)
    assert texts
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= share * len(texts), missed


@pytest.mark.parametrize("family", ["lookalike", "sentence"])
def test_no_look_alike_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(BENIGN, family)
    assert texts
    refused = {text for text in texts if GUARD.find(text)}
    assert refused <= KNOWN_FALSE_REFUSALS


@pytest.mark.parametrize("text", sorted(KNOWN_FALSE_REFUSALS))
@pytest.mark.xfail(strict=True, reason="known gap at the round-11 freeze")
def test_known_false_refusals(text: str) -> None:
    assert GUARD.check(text) is None
