"""Round 5 word-side families: a key anywhere in the credential clause, answers to questions.

The generators live in ``tests/core/guard_corpus/clause_values.py`` (seeded); these tests
pin what a user notices: the value itself is what is refused (its span), the guard still
lets talk about passwords through, and the old import path of ``plain_before`` works.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import clause_values

GUARD = ContentGuard()


@pytest.mark.parametrize(("lang", "text"), clause_values.secrets(random.Random(5), rounds=1))
def test_a_key_anywhere_in_the_credential_clause_is_refused_in_its_own_span(lang, text):
    found = GUARD.find(text)
    assert found, (lang, text)
    spans = [text[m.start : m.end] for m in found]
    # the value alone: one token of key length with a digit or mixed case, not the sentence
    assert all(" " not in span and len(span) >= 6 for span in spans), spans
    assert any(any(c.isdigit() for c in s) or not s.islower() for s in spans), spans


@pytest.mark.parametrize("text", clause_values.answers(random.Random(6), rounds=1))
def test_the_answer_to_a_password_question_is_refused(text):
    found = GUARD.find(text)
    assert found, text
    answer = text[found[0].start : found[0].end].lower()
    assert answer in {w.lower() for w in clause_values._PLAIN}


@pytest.mark.parametrize("text", clause_values.benign(random.Random(7), rounds=1))
def test_talk_about_passwords_next_to_examples_is_let_through(text):
    assert GUARD.find(text) == [], text


@pytest.mark.parametrize(
    "text",
    [
        "what's the wifi password? no idea, ask Dana",
        "where do I reset my password? work",
        "is the password banana? work",
        "The password is correct but the site still says 'invalid credentials'",
        "In the novel, the spy's passphrase was 'the geese fly south in winter'. Very cliché.",
        '<label for="pin">PIN</label><input id="pin" type="password" maxlength="4">',
        "the GitHubActions password secret is rotated weekly",
    ],
)
def test_questions_stories_attributes_and_names_are_not_credentials(text):
    assert GUARD.find(text) == [], text


def test_the_value_of_a_key_in_a_verb_final_language_is_the_span():
    text = "Nire pasahitza rKqWzePfLm da"
    (match,) = GUARD.find(text)
    assert text[match.start : match.end] == "rKqWzePfLm"


def test_plain_before_keeps_its_old_import_path():
    from ltm_core.guard.plain import plain_before
    from ltm_core.guard.plain_first import plain_before as moved

    assert plain_before is moved
