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


def test_a_disguised_word_is_refused_under_the_rule_name_that_switches_it_off() -> None:
    text = "my p@ssw0rd is lantern"
    assert [m.pattern for m in GUARD.find(text)] == ["secret_disclosure"]
    assert ContentGuard(disable=["secret_disclosure"]).find(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("мой пароль ромашка6446", "ромашка6446"),
        ("wo de mima shi woaini0911", "woaini0911"),
        ("PIN ATM-ku 222440, jangan bilang siapa-siapa", "222440"),
        ("the gate code at Kevin's place is *6275", "*6275"),
        ("kata laluan saya ialah durian", "durian"),
        ("avocado is the password for the shared drive", "avocado"),
        ("type nightingale when it asks for the password", "nightingale"),
        ("we agreed on 206831 as the PIN for the shared card", "206831"),
        ("WiFi password? it's biscuit all lowercase", "biscuit"),
    ],
)
def test_a_plain_or_bare_value_is_refused_in_any_word_order(text: str, value: str) -> None:
    assert value not in GUARD.redact(text), GUARD.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "the PIN must be 4 digits",
        "my PIN expired in 2023, the bank sent a new card",
        "Wenn dein Passwort 123456 ist, ändere es sofort.",
        "my password manager is great",
        "my dog is the password to my heart",
        "you can log into the portal with SSO now",
        "image pinned to ghcr.io/acme/api@sha256:" + "ab12" * 16,
        "kata laluan saya terlalu pendek",
    ],
)
def test_counts_conditionals_modifiers_and_public_ids_are_stored(text: str) -> None:
    assert GUARD.find(text) == []
