"""Round-12 provider families (guard12l): vendor shapes caught, their public look-alikes allowed."""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import round12_language

_SECRETS = round12_language.secrets(random.Random(1201))
_BENIGN = round12_language.benign(random.Random(1202))
_GUARD = ContentGuard()


@pytest.mark.parametrize(("text", "family"), _SECRETS)
def test_round12_provider_secret_is_refused(text: str, family: str) -> None:
    assert _GUARD.find(text), f"{family}: {text}"


@pytest.mark.parametrize(("text", "family"), _BENIGN)
def test_round12_provider_lookalike_is_allowed(text: str, family: str) -> None:
    assert not _GUARD.find(text), f"{family}: {text}"


def test_round12_other_seeds_hold() -> None:
    # the family, not one draw of it: other seeds give other values and frames
    for seed in range(5):
        for text, family in round12_language.secrets(random.Random(seed)):
            assert _GUARD.find(text), f"{family}: {text}"
        for text, family in round12_language.benign(random.Random(100 + seed)):
            assert not _GUARD.find(text), f"{family}: {text}"
