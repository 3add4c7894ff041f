"""The rule that keeps a changed value from being taken for a near duplicate (no model needed)."""

from __future__ import annotations

import pytest
from ltm_core.memory.distinct import state_different_facts


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The flight is at 10 am", "The flight is at 10 pm"),
        ("Alice has two cats", "Alice has three cats"),
        ("The appointment is in March", "The appointment is in April"),
        ("Alice likes coffee", "Alice doesn\u2019t like coffee"),
        ("Alice aime le café", "Alice n'aime pas le café"),
        ("Alice takes vitamin B12", "Alice takes vitamin B6"),
        ("The build uses node 18.19", "The build uses node 18.20"),
        ("Alice is sometimes late", "Alice is always late"),  # cosine 0.97
    ],
)
def test_a_changed_value_or_negation_makes_two_texts_different(old, new):
    # Promise: a corrected value is stored, never swallowed as a near duplicate.
    assert state_different_facts(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The flight is at 10am", "the flight is at 10 a.m."),
        ("Rent is $1,200", "rent is $1200."),
        ("Alice doesn't like coffee", "Alice does not like coffee"),
        ("The flight is at 14:00", "The flight is at \uff11\uff14:\uff10\uff10"),  # full width
        ("Meeting at 10:00 on March 3", "Meeting on March 3, at 10:00."),
    ],
)
def test_format_case_and_word_order_change_no_fact(old, new):
    # True near duplicates keep reinforcing the stored memory.
    assert not state_different_facts(old, new)
