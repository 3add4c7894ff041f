"""Round 12 (plain values) of issue 12: passwords handed over with little or no label.

The family is generated (``tests/core/guard_corpus/round12_plain.py``, seeded): leetspeak,
words joined with digits, mixed classes and random case, handed over by a cue that is no
credential word, in several languages; look-alikes (phrases, products, files, versions,
hashtags, handles, placeholders) must stay stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard
from ltm_core.guard.cued import plain_shape

from tests.core.guard_corpus import family_texts, round12_plain

GUARD = ContentGuard()
SECRETS = round12_plain.secrets(random.Random(1212))
BENIGN = round12_plain.benign(random.Random(1213))
# Refused today by older rules (bare_key, secret_disclosure), not by this round's: a famous
# or breached password quoted in a discussion of strength.
_KNOWN_REFUSED = {
    "is 'Tr0ub4dor&3' really weaker than four random words? (the xkcd comic says yes)",
    "They found 'Summer2023!' in the breach list, so I changed mine",
}


def test_most_plain_handovers_are_refused() -> None:
    texts = family_texts(SECRETS, "plain_handover")
    missed = [text for text in texts if not GUARD.find(text)]
    # "if the X asks, V" (read as a condition) and "X host: V" (a name slot) still pass
    assert len(missed) <= 0.2 * len(texts), missed


def test_no_lookalike_is_refused() -> None:
    texts = family_texts(BENIGN, "plain_lookalikes")
    refused = [text for text in texts if GUARD.find(text) and text not in _KNOWN_REFUSED]
    assert refused == []


@pytest.mark.parametrize(
    "text",
    [
        "🔑 tundra-cobalt-gravel62",
        "mine is quasar-tango-nebula-94",
        "ok so for the laptop it's 0tt3r$80 (capital first letter)",
        "admin/#B77%mrfVzh",
        "B4nj0&3 for everything lol",
        "you'll need P1r473! to open the zip",
        "ssh luna@10.0.0.5, <xL52onpFgi>",
        "in case I forget: {9300EWvt}18",
    ],
)
def test_examples_of_the_family_are_refused(text: str) -> None:
    assert GUARD.find(text)


@pytest.mark.parametrize(
    ("token", "strength"),
    [
        ("F4lc0n!!", 2),
        ("$unfl0w3r@1", 2),
        ("dyPZwOu9ntIjv", 1),
        ("iPhone15Pro", 0),
        ("Ed448PrivateKey", 0),
        ("RTX-4090-Ti", 0),
        ("state-of-the-art", 0),
        ("#3fa9f5", 0),
        ("SAVE35NOW", 0),
        ("min_length=12", 0),
    ],
)
def test_plain_shape(token: str, strength: int) -> None:
    assert plain_shape(token) == strength


def test_a_field_that_hands_a_password_over_in_words_is_refused_but_a_lone_id_is_kept() -> None:
    """Attack finding (round 12): the hand-over judgement skipped fields altogether, so
    ``tags=["mine is quasar-tango-nebula-94"]`` was stored; a lone id-shaped field value
    ("Xq9vLp2mZ", a slug) must still pass, as a field's value is alone by nature."""
    guard = ContentGuard()
    for told in [
        "mine is quasar-tango-nebula-94",
        "Bu773r! should get you into the NAS",
        "note: V3lv37!",
    ]:
        assert guard.check(told, as_field=True), told
    for lone in ["Xq9vLp2mZ", "F4lc0n!!", "sleepy-meadow-1234"]:
        assert guard.check(lone, as_field=True) is None, lone
