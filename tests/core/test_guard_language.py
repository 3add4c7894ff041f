"""The guard's natural-language side: languages, phrasings and the shape of a statement."""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import LANGUAGES, ContentGuard

from tests.core.guard_corpus.families import password
from tests.core.guard_corpus.languages_wide import PASSWORD_FRAMES, PIN_FRAMES

GUARD = ContentGuard()
_rng = random.Random(3)
VALUE = "Xk93!mvq7T"


def test_the_languages_with_more_than_ten_million_speakers_are_covered():
    wanted = {
        *"ca hr sr sl bg mk uk be lt lv et is sw tl ms id fa bn hi ur mr ta te gu pa".split(),
        *"th vi he am ha yo zu af sq ka hy az kk uz km my ne si cy ga eu gl mt".split(),
    }
    assert wanted <= LANGUAGES, sorted(wanted - LANGUAGES)


@pytest.mark.parametrize(("lang", "frame"), PASSWORD_FRAMES)
def test_a_password_stated_in_any_covered_language_is_refused(lang, frame):
    text = frame.format(v=password(_rng, 10, 14).replace("=", "+"))
    match = GUARD.find(text)
    assert match, (lang, text)
    assert match[0].pattern in ("secret_disclosure", "login_pair", "secret_assignment"), text


@pytest.mark.parametrize(("lang", "frame"), PIN_FRAMES)
def test_a_pin_stated_in_any_covered_language_is_refused(lang, frame):
    text = frame.format(p="4821")
    assert GUARD.find(text), (lang, text)


@pytest.mark.parametrize(
    "text",
    [
        f"mano slaptazodis yra {VALUE}",  # Lithuanian typed without diacritics
        f"mat khau cua toi la {VALUE}",  # Vietnamese typed without diacritics
        f"la contrasena del correo es {VALUE}",
        f"fjalekalimi im eshte {VALUE}",
    ],
)
def test_credential_words_and_grammar_match_without_their_diacritics(text):
    assert GUARD.find(text), text


@pytest.mark.parametrize(
    "text",
    [
        "my netflix password? it's pancake",
        "Mon mot de passe Netflix, c'est Juniper",
        "My password is literally just 'Juniper'",
        "Remember: NAS password = tulip",
        "my wife's password is Lavender",
        "our team's password is meadowlark",
        "I forgot my password so I changed it to Kestrel",
    ],
)
def test_a_plain_value_in_a_follow_up_clause_or_of_the_users_people_is_refused(text):
    assert GUARD.find(text), text


@pytest.mark.parametrize(
    "text",
    [
        f"use {VALUE} to log in",
        f"log in with {VALUE}",
        f"is {VALUE} a good password for my bank?",
        f"the pass for the router -> {VALUE}",
    ],
)
def test_a_password_given_as_the_means_to_log_in_or_asked_about_is_refused(text):
    assert GUARD.find(text), text


@pytest.mark.parametrize(
    "text",
    [
        "The wizard whispered the password: mellon",
        "They said the password was 'mellon' and the gate opened.",
        "If your password is banana, change it.",
        "Si tu contraseña es 123456, cámbiala.",
        "Fun fact: the most common password is 123456.",
        "The password in WarGames was Joshua.",
        "In our D&D campaign the password to the guild is 'mithril'.",
        "The default password on those cameras is admin.",
        "Never use Password1 as your password",
        "is banana a good password?",
        "my password? it's in the vault",
        "What's your password? It's fine if you don't want to say.",
        "I'll pass on that, thanks",
        "la clave del éxito es trabajar",
        "ph, pw = paddings",
        "My mom's password is always her birthday, which worries me.",
        "the spy's password was 'nightingale' in chapter two",
    ],
)
def test_a_story_a_hypothesis_advice_or_a_generic_password_is_stored(text):
    assert GUARD.find(text) == [], text


def test_a_possessive_of_another_in_narrative_is_not_the_users_but_of_their_own_people_is():
    assert GUARD.find("the spy's password is falcon") == []
    assert GUARD.find("my boss's password is falcon") != []


def test_the_redaction_covers_the_value_of_a_follow_up_clause():
    assert GUARD.redact("my netflix password? it's pancake") == (
        "my netflix password? it's [redacted:secret_disclosure]"
    )


@pytest.mark.parametrize(
    "text",
    [
        f"رمز عبور وای فای {VALUE} است",  # two nouns, then the value, then the copula
        f"wifi का पासवर्ड {VALUE} है",
        f"Password wifi-nya {VALUE}",
        f"WLAN-Schlüssel: {VALUE}",
        f"the wifi key is {VALUE}",
        f"{VALUE} = my password",
        f"the password I use everywhere is {VALUE}",
        f"my password (don't tell anyone) is {VALUE}",
        f"Пароль від wifi: {VALUE}",
        f"Geslo za wifi je {VALUE}",
    ],
)
def test_nouns_and_clauses_between_the_word_and_a_password_shaped_value_keep_it_caught(text):
    assert GUARD.find(text), text


@pytest.mark.parametrize(
    "text",
    [
        "Passwords like P@ssw0rd are the first ones attackers try.",
        "password: see 1Password entry 'Prod DB'",
        "password: ${{ secrets.DB_PASSWORD }}",
        "SECRET_ARN=arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf",
    ],
)
def test_a_comparison_a_pointer_or_a_member_after_the_word_is_no_value(text):
    assert GUARD.find(text) == [], text
