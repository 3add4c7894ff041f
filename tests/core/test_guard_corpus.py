"""The guard on its generated corpus, the hard benign set and every LoCoMo turn."""

from __future__ import annotations

import collections

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ltm_core.guard import CATALOGUE, ContentGuard

from tests.core.guard_corpus import (
    BENIGN,
    LANGUAGE_ROWS,
    SECRETS,
    locomo_path,
    locomo_turns,
)
from tests.core.guard_corpus.families import INVISIBLE, fullwidth

GUARD = ContentGuard()
CAUGHT = [text for text, _family in SECRETS if GUARD.find(text)]


def test_the_corpus_is_big_and_varied_enough():
    assert len(SECRETS) >= 1500
    assert len({fmt.regex for fmt in CATALOGUE}) >= 150
    assert len({lang for lang, _text in LANGUAGE_ROWS}) >= 20
    assert len(BENIGN) >= 300
    assert len({text for text, _ in SECRETS}) > 0.95 * len(SECRETS)  # random, not copies


def test_recall_is_at_least_97_percent_in_every_family():
    totals = collections.Counter(family for _text, family in SECRETS)
    missed: dict[str, list[str]] = collections.defaultdict(list)
    for text, family in SECRETS:
        if not GUARD.find(text):
            missed[family].append(text)
    low = {
        family: f"{1 - len(missed[family]) / total:.3f}"
        for family, total in totals.items()
        if len(missed[family]) > 0.03 * total
    }
    assert low == {}, {family: missed[family][:5] for family in low}


def test_false_positive_rate_on_the_hard_benign_set_is_at_most_1_percent():
    flagged = [(text, GUARD.check(text)) for text, _family in BENIGN if GUARD.find(text)]
    assert len(flagged) <= 0.01 * len(BENIGN), flagged


def test_every_caught_secret_stays_caught_in_every_chat_sentence():
    """Exhaustive over the corpus: a spaced key inside a sentence is not glued to its words."""
    missed = [(s, t) for t in CAUGHT for s in SENTENCE_FRAMES if not GUARD.find(s.format(t))]
    assert missed == []


@pytest.mark.skipif(locomo_path() is None, reason="LoCoMo data (../shared/data/locomo) is absent")
def test_no_locomo_turn_is_refused():
    turns = locomo_turns()
    assert len(turns) > 2000
    refused = [(turn, GUARD.check(turn)) for turn in turns if GUARD.find(turn)]
    assert refused == []


def test_a_redacted_secret_is_clean():
    dirty = [text for text in CAUGHT[::9] if GUARD.find(GUARD.redact(text))]
    assert dirty == []


# -- properties ------------------------------------------------------------------------------

SENTENCE_FRAMES = (
    "{}",
    "hey, {} - can you keep that?",
    "Remember this: {}",
    "ok so the thing is {} and then we deploy",
    "> {}\n\nthanks!",
    "```\n{}\n```",
    "(for later) {}.",
    "« {} »",
    "我需要这个 {} 谢谢",
)
_SENTENCES = st.sampled_from(SENTENCE_FRAMES)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CAUGHT), st.lists(st.integers(0, 10_000), min_size=1, max_size=4), st.data())
def test_invisible_characters_anywhere_in_a_caught_secret_keep_it_caught(text, cuts, data):
    match = GUARD.find(text)[0]
    norm = GUARD.normalise(text)
    secret = norm[match.start : match.end]
    pieces, pos = [], 0
    for cut in sorted({1 + c % max(1, len(secret) - 1) for c in cuts}):
        pieces.append(secret[pos:cut])
        pieces.append(data.draw(st.sampled_from(INVISIBLE)))
        pos = cut
    pieces.append(secret[pos:])
    hidden = norm[: match.start] + "".join(pieces) + norm[match.end :]
    assert GUARD.find(hidden), hidden


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CAUGHT))
def test_fullwidth_forms_keep_a_caught_secret_caught(text):
    assert GUARD.find(fullwidth(text)), fullwidth(text)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CAUGHT), _SENTENCES)
def test_wrapping_a_caught_secret_in_a_chat_sentence_keeps_it_caught(text, sentence):
    assert GUARD.find(sentence.format(text)), sentence.format(text)


@pytest.mark.skipif(locomo_path() is None, reason="LoCoMo data (../shared/data/locomo) is absent")
@settings(max_examples=60, deadline=None)
@given(st.data())
def test_no_locomo_turn_is_refused_whatever_its_neighbour(data):
    turns = locomo_turns()
    first = data.draw(st.sampled_from(turns))
    second = data.draw(st.sampled_from(turns))
    assert not GUARD.find(f"{first}\n{second}")
