"""The guard's words side: disguised credential words, plain-word values, door codes."""

from __future__ import annotations

import pytest
from ltm_core.guard import ContentGuard
from ltm_core.guard.disguise import undisguise

GUARD = ContentGuard()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my p@ssw0rd is Kestrel", "Kestrel"),
        ("my pasword is lantern", "lantern"),
        ("the passwrod for the NAS is cobalt77", "cobalt77"),
        ("pswd: tulip99", "tulip99"),
        ("P A S S W O R D: hunter22", "hunter22"),
        ("my p.a.s.s.w.o.r.d is banana", "banana"),
        ("the pass-word is meadow", "meadow"),
        ("<b>password</b>: Tr0ub4dor", "Tr0ub4dor"),
        ("**password**: velvet42", "velvet42"),
        ("my PA55WORD is lemonade", "lemonade"),
    ],
)
def test_a_disguised_credential_word_still_refuses_its_value(text: str, value: str) -> None:
    redacted = GUARD.redact(text)
    assert value not in redacted, redacted


@pytest.mark.parametrize(
    "text",
    [
        "I forgot my p@ssword again",
        "the pasword must be at least 12 characters",
        "my passport is blue",
        "the pastor said grace",
        "I pinned the tweet",
        "<b>important</b>: the meeting moved to 3pm",
    ],
)
def test_talk_about_a_disguised_word_or_a_near_word_is_stored(text: str) -> None:
    assert GUARD.find(text) == []


def test_the_undisguised_copy_keeps_every_offset() -> None:
    text = "**P A S S W O R D**: x and <b>pasword</b> y"
    copy = undisguise(text)
    assert len(copy) == len(text)
    assert copy.index("x") == text.index("x") and copy.endswith(" y")
    assert "password" in copy and "pwd" in copy
