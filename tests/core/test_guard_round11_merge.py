"""Round 11 merge (fix11): each branch's filter narrowed so the other branches' rules hold.

The generator is ``tests/core/guard_corpus/round11_merge.py`` (seeded); the tests assert
what a user would notice: the key is refused, the look-alike is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import round11_merge

GUARD = ContentGuard()


@pytest.mark.parametrize("family", ["asked_public", "noted_keys"])
@pytest.mark.parametrize("seed", range(3))
def test_the_keys_of_the_family_are_refused(family: str, seed: int) -> None:
    rows = round11_merge.secrets(random.Random(11300 + seed))
    texts = [text for text, name in rows if name == family]
    assert texts
    assert [text for text in texts if not GUARD.find(text)] == []


@pytest.mark.parametrize(
    "family", ["declared_public", "pointer_notes", "access_labels", "user_named"]
)
@pytest.mark.parametrize("seed", range(3))
def test_the_look_alikes_of_the_family_are_stored(family: str, seed: int) -> None:
    rows = round11_merge.benign(random.Random(11400 + seed))
    texts = [text for text, name in rows if name == family]
    assert texts
    assert [text for text in texts if GUARD.find(text)] == []
