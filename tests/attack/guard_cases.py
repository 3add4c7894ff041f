"""The two tests every guard attack file runs: benign texts stored, secrets refused.

Cases left open at a freeze are strict expected failures, so a fix shows up as a failure
that asks for the case to be moved out of the known set.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

import pytest
from ltm_core import ContentGuard

_GUARD = ContentGuard()


def _params(texts: list[str], known: Collection[str], reason: str) -> list[object]:
    gap = pytest.mark.xfail(strict=True, reason=reason)
    return [pytest.param(t, marks=gap) if t in known else t for t in texts]


def guard_case_tests(
    not_refused: list[str],
    refused: list[str],
    *,
    known_false_refusals: Collection[str] = (),
    known_misses: Collection[str] = (),
    reason: str = "known gap at the round-9 freeze",
) -> tuple[Callable[[str], None], Callable[[str], None]]:
    """``test_not_refused`` and ``test_refused`` over the cases, for a module to bind."""

    @pytest.mark.parametrize("text", _params(not_refused, known_false_refusals, reason))
    def test_not_refused(text: str) -> None:
        assert _GUARD.check(text) is None

    @pytest.mark.parametrize("text", _params(refused, known_misses, reason))
    def test_refused(text: str) -> None:
        assert _GUARD.check(text) is not None

    return test_not_refused, test_refused
