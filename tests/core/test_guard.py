"""Tests for ltm_core.guard: secrets never become memories, private spans never do either."""

from __future__ import annotations

import itertools
import pickle
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ltm_core.guard import ContentGuard, ContentRejected, SecretMatch

from tests.core.guard_corpus import BENIGN, SECRETS, adversarial_inputs

GUARD = ContentGuard()

OPENAI_KEY = "sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5dE2gK"
GITHUB_TOKEN = "ghp_" + "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5"
ZERO_WIDTH = "\u200b\u200c\u200d\u200e\u200f\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e"
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


def _secret_value(text: str) -> str:
    """The first secret span of ``text``, as the guard sees it."""
    match = GUARD.find(text)[0]
    return GUARD.normalise(text)[match.start : match.end]


# -- corpus ----------------------------------------------------------------------------------


def test_corpus_is_big_enough_and_covers_every_builtin_rule():
    assert len(SECRETS) >= 150
    assert len(BENIGN) >= 200
    labels = {label for _, label in SECRETS}
    assert labels <= set(ContentGuard.builtin_pattern_names())
    assert set(ContentGuard.builtin_pattern_names()) - labels == set()


def test_every_corpus_secret_is_detected():
    missed = [text for text, _ in SECRETS if not GUARD.find(text)]
    assert missed == [], f"{len(missed)} secrets missed:\n" + "\n".join(map(repr, missed))


def test_detected_rule_matches_the_label():
    wrong = [
        (label, GUARD.check(text), text) for text, label in SECRETS if GUARD.check(text) != label
    ]
    assert wrong == [], "\n".join(f"expected {e}, got {g}: {t!r}" for e, g, t in wrong)


def test_no_benign_text_is_flagged():
    flagged = []
    for text in BENIGN:
        for match in GUARD.find(text):
            span = GUARD.normalise(text)[match.start : match.end]
            flagged.append(f"{match.pattern} on {span!r} in {text!r}")
    assert flagged == [], "\n".join(flagged)


def test_recall_and_false_positive_rate_meet_the_target():
    recall = sum(GUARD.check(text) is not None for text, _ in SECRETS) / len(SECRETS)
    false_positive_rate = sum(GUARD.check(text) is not None for text in BENIGN) / len(BENIGN)
    assert recall >= 0.97
    assert false_positive_rate <= 0.02


@pytest.mark.parametrize(("text", "label"), SECRETS[::7])
def test_clean_refuses_a_secret_naming_the_rule_but_never_the_value(text, label):
    secret = _secret_value(text)
    with pytest.raises(ContentRejected) as info:
        GUARD.clean(text)
    message = str(info.value)
    assert info.value.pattern == label
    assert label in message
    assert secret not in message
    assert "<private>" in message and f"LTM_GUARD_DISABLE={label}" in message


def test_redacted_text_is_clean_for_every_corpus_secret():
    leaks = []
    for text, _ in SECRETS:
        redacted = GUARD.redact(text)
        if "[redacted:" not in redacted or GUARD.find(redacted):
            leaks.append(redacted)
    assert leaks == []


# -- clean -----------------------------------------------------------------------------------


def test_clean_returns_stripped_text_unchanged_otherwise():
    assert GUARD.clean("  Alice prefers metric units\n") == "Alice prefers metric units"
    # invisible characters are only removed for the check, not from what gets stored
    assert GUARD.clean("caf\u00e9 \u200bnotes ") == "caf\u00e9 \u200bnotes"


def test_clean_removes_private_spans_before_checking():
    text = f"my key <private>{OPENAI_KEY}</private> is in the vault"
    assert GUARD.check(text) == "openai_api_key"
    cleaned = GUARD.clean(text)
    assert OPENAI_KEY not in cleaned
    assert cleaned.startswith("my key") and cleaned.endswith("is in the vault")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   \n\t",
        "<private>only secret stuff</private>",
        "  <PRIVATE>x</PRIVATE>  ",
        "<private>",
    ],
)
def test_clean_rejects_text_that_is_empty_after_private_spans(text):
    with pytest.raises(ContentRejected) as info:
        GUARD.clean(text)
    assert info.value.pattern == "empty"
    assert "empty" in str(info.value)


def test_content_rejected_is_a_value_error_that_survives_pickling():
    error = ContentRejected("openai_api_key")
    assert isinstance(error, ValueError)
    clone = pickle.loads(pickle.dumps(error))
    assert clone.pattern == "openai_api_key"
    assert str(clone) == str(error)


# -- private spans ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a <private>b</private> c", "a c"),
        ("a <private>b <private>c</private> d</private> e", "a e"),
        ('a <private reason="medical">b</private> c', "a c"),
        ("a <PRIVATE>b</Private> c", "a c"),
        ("a < private >b</ private > c", "a c"),
        ("a <private>b c d", "a "),
        ("a </private> b", "a b"),
        ("a <private/> b", "a b"),
        ("x <private>1</private> y <private>2</private> z", "x y z"),
        ("a <privateer>b</privateer> c", "a <privateer>b</privateer> c"),
        ("I like spicy food <private>and my therapist</private>.", "I like spicy food."),
        ("no tags at all", "no tags at all"),
    ],
)
def test_strip_private(text, expected):
    assert GUARD.strip_private(text) == expected


def test_nested_private_keeps_nothing_from_inside_the_outer_span():
    text = "keep <private>drop <private>deeper</private> still dropped</private> keep"
    stripped = GUARD.strip_private(text)
    assert "drop" not in stripped and "deeper" not in stripped
    assert stripped.split() == ["keep", "keep"]


# -- find / check / redact -------------------------------------------------------------------


def test_find_returns_sorted_non_overlapping_matches_with_normalised_offsets():
    text = f"first {GITHUB_TOKEN}, then password=Xk9#mQ2vL7, and {OPENAI_KEY}."
    matches = GUARD.find(text)
    assert [m.pattern for m in matches] == ["github_token", "secret_assignment", "openai_api_key"]
    assert all(a.end <= b.start for a, b in itertools.pairwise(matches))
    assert [text[m.start : m.end] for m in matches] == [GITHUB_TOKEN, "Xk9#mQ2vL7", OPENAI_KEY]
    assert isinstance(matches[0], SecretMatch)


def test_specific_rule_wins_over_generic_assignment():
    text = f"export OPENAI_API_KEY={OPENAI_KEY}"
    assert [m.pattern for m in GUARD.find(text)] == ["openai_api_key"]


def test_a_rejected_key_does_not_hide_a_secret_in_its_value():
    text = "auth_token_url: https://sso.example.com/cb?password=Xk9mQ2vL7z"
    assert [m.pattern for m in GUARD.find(text)] == ["secret_assignment"]
    assert _secret_value(text) == "Xk9mQ2vL7z"


def test_check_names_the_leftmost_secret():
    assert GUARD.check(f"{GITHUB_TOKEN} and {OPENAI_KEY}") == "github_token"
    assert GUARD.check(f"{OPENAI_KEY} and {GITHUB_TOKEN}") == "openai_api_key"
    assert GUARD.check("Alice prefers metric units") is None


def test_redact_replaces_each_secret_with_its_rule_name():
    text = f"key {OPENAI_KEY}, and my password is hunter2!"
    assert GUARD.redact(text) == (
        "key [redacted:openai_api_key], and my password is [redacted:secret_disclosure]!"
    )
    assert GUARD.redact("nothing secret here") == "nothing secret here"


@pytest.mark.parametrize("punct", [".", ",", ")", ";", "!", "?", '"', "'", "`"])
def test_keys_followed_by_chat_punctuation_still_match(punct):
    for key, rule in [(OPENAI_KEY, "openai_api_key"), (GITHUB_TOKEN, "github_token")]:
        text = f"here ({key}{punct} ok"
        assert GUARD.check(text) == rule
        assert _secret_value(text) == key


# -- zero-width characters -------------------------------------------------------------------


def test_normalise_drops_invisible_characters_only():
    assert GUARD.normalise("a" + ZERO_WIDTH + BIDI + "b") == "ab"
    assert GUARD.normalise("caf\u00e9 \u00a0 \U0001f600") == "caf\u00e9 \u00a0 \U0001f600"


@pytest.mark.parametrize("char", list(ZERO_WIDTH + BIDI))
def test_zero_width_characters_cannot_hide_a_key(char):
    hidden = OPENAI_KEY[:12] + char + OPENAI_KEY[12:30] + char + OPENAI_KEY[30:]
    text = f"my key is {hidden}"
    matches = GUARD.find(text)
    assert [m.pattern for m in matches] == ["openai_api_key"]
    assert GUARD.normalise(text)[matches[0].start : matches[0].end] == OPENAI_KEY
    assert OPENAI_KEY[12:30] not in GUARD.redact(text)


@settings(max_examples=60, deadline=None)
@given(
    case=st.sampled_from(SECRETS),
    cuts=st.lists(st.integers(min_value=0, max_value=10_000), max_size=4),
    char=st.sampled_from(list(ZERO_WIDTH + BIDI)),
)
def test_invisible_characters_anywhere_do_not_change_the_verdict(case, cuts, char):
    text, label = case
    for cut in sorted({c % (len(text) + 1) for c in cuts}, reverse=True):
        text = text[:cut] + char + text[cut:]
    assert GUARD.check(text) == label


# -- configuration ---------------------------------------------------------------------------


def test_pattern_names():
    builtin = ContentGuard.builtin_pattern_names()
    assert GUARD.pattern_names == builtin
    assert len(set(builtin)) == len(builtin)
    assert {"openai_api_key", "github_token", "payment_card", "secret_disclosure"} <= set(builtin)


def test_disable_a_single_rule():
    guard = ContentGuard(disable=["github_token"])
    assert "github_token" not in guard.pattern_names
    assert guard.check(f"token {GITHUB_TOKEN}") is None
    assert guard.check(f"key {OPENAI_KEY}") == "openai_api_key"
    assert guard.clean(f"token {GITHUB_TOKEN}") == f"token {GITHUB_TOKEN}"


def test_disable_accepts_a_comma_separated_string():
    guard = ContentGuard(disable="github_token, openai_api_key")
    assert guard.check(f"{GITHUB_TOKEN} {OPENAI_KEY}") is None


def test_disable_all_switches_off_every_builtin_but_keeps_extras():
    guard = ContentGuard(disable=("all",), extra_patterns={"acme_token": r"acme_[a-z0-9]{16}"})
    assert guard.pattern_names == ("acme_token",)
    assert all(guard.check(text) is None for text, _ in SECRETS)
    assert guard.check("acme_0123456789abcdef") == "acme_token"
    with pytest.raises(ContentRejected):
        guard.clean("<private>all of it</private>")


def test_disable_an_unknown_rule_lists_the_valid_names():
    with pytest.raises(ValueError, match="openai_api_key") as info:
        ContentGuard(disable=["openai_key_typo"])
    assert "openai_key_typo" in str(info.value)
    assert "all" in str(info.value)


def test_extra_pattern_is_checked_after_the_builtins():
    guard = ContentGuard(extra_patterns={"acme_token": r"acme_[a-z0-9]{16}"})
    assert guard.pattern_names[-1] == "acme_token"
    assert guard.check("deploy with acme_0123456789abcdef today") == "acme_token"
    with pytest.raises(ContentRejected) as info:
        guard.clean("deploy with acme_0123456789abcdef today")
    assert info.value.pattern == "acme_token"
    assert "acme_0123456789abcdef" not in str(info.value)
    assert GUARD.check("deploy with acme_0123456789abcdef today") is None


def test_extra_pattern_secret_group_limits_the_redaction():
    guard = ContentGuard(extra_patterns={"employee_id": r"badge #(?P<secret>[0-9]{6})"})
    assert guard.redact("my badge #123456 works") == "my badge #[redacted:employee_id] works"


def test_extra_pattern_can_be_disabled_by_name():
    guard = ContentGuard(disable=["acme_token"], extra_patterns={"acme_token": r"acme_\w+"})
    assert guard.check("acme_secret") is None


@pytest.mark.parametrize(
    ("extra", "fragment"),
    [
        ({"broken_rule": r"acme_(unclosed"}, "broken_rule"),
        ({"openai_api_key": r"x"}, "openai_api_key"),
        ({"bad name!": r"x"}, "bad name!"),
        ({"blank_rule": ""}, "blank_rule"),
    ],
)
def test_invalid_extra_patterns_raise_value_error_naming_the_rule(extra, fragment):
    with pytest.raises(ValueError, match=re.escape(fragment)):
        ContentGuard(extra_patterns=extra)


# -- linear time -----------------------------------------------------------------------------

ADVERSARIAL = adversarial_inputs(100_000)


@pytest.mark.parametrize(
    ("name", "pattern"),
    [pytest.param(name, rx, id=f"{i:02d}-{name}") for i, (name, rx) in enumerate(GUARD.patterns)],
)
def test_each_pattern_alone_is_linear_on_adversarial_input(name, pattern):
    # No timing assertion (timings live in benchmarks/guard.py): a pattern that backtracks
    # catastrophically on any of these 100 KB strings would make this test hang.
    for label, text in ADVERSARIAL.items():
        assert len(text) == 100_000, label
        for m in pattern.finditer(text):
            assert 0 <= m.start() <= m.end() <= len(text)


def test_full_guard_is_linear_on_adversarial_input():
    for label, text in ADVERSARIAL.items():
        matches = GUARD.find(text)
        assert all(0 <= m.start < m.end <= len(text) for m in matches), label
        assert all(a.end <= b.start for a, b in itertools.pairwise(matches)), label
        assert len(GUARD.strip_private(text)) <= len(text)


def test_strip_private_can_keep_the_pieces_apart():
    guard = ContentGuard()
    text = "I'm <private>not</private> allergic to peanuts"
    assert guard.strip_private(text) == "I'm allergic to peanuts"
    assert guard.strip_private(text, separator="\n") == "I'm \n allergic to peanuts"
