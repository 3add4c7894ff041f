"""Round 7 of issue 12: the families the last attacker and the dev misses stood for.

Each family is generated (``tests/core/guard_corpus/round7.py``, seeded) in many shapes and
languages, and each test asserts what a user would notice: the secret is refused, or the
ordinary message is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import round7

GUARD = ContentGuard()
SECRETS = round7.secrets(random.Random(7007))
BENIGN = round7.benign(random.Random(7009))


def _family(rows: list[tuple[str, str]], family: str) -> list[str]:
    return [text for text, name in rows if name == family]


@pytest.mark.parametrize("family", ["next_turn", "code_spellings", "cred_context", "misspelled"])
def test_every_secret_of_the_family_is_refused(family: str) -> None:
    missed = [text for text in _family(SECRETS, family) if not GUARD.find(text)]
    assert missed == []


def test_nearly_every_bare_generated_key_is_refused() -> None:
    # Keys whose only symbol is "+" or "=" in a long token read as base64 (let through).
    texts = _family(SECRETS, "bare_keys")
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= 0.05 * len(texts), missed


@pytest.mark.parametrize("family", ["answer_numbers", "symbol_ids", "cred_refs"])
def test_no_ordinary_message_of_the_family_is_refused(family: str) -> None:
    refused = [text for text in _family(BENIGN, family) if GUARD.find(text)]
    assert refused == []


def test_next_turn_answers_cover_twenty_languages() -> None:
    assert len(round7._ASK) >= 20


@pytest.mark.parametrize(
    "text",
    [
        "Wie lautet dein WLAN-Passwort?\nist Sonnenblume42",
        "Quel est le mot de passe du wifi ?\nc'est chocolat2019",
        "Qual é a senha do wifi?\né batata77",
        "Какой пароль от wifi?\nкошка2020",
        "wifiのパスワードは何？\nneko2020",
        "podaj PIN do karty\n676913",
        "What's the wifi password?\n> Kx9#mQ2vLp and then we deploy",
    ],
)
def test_a_value_answering_a_credential_question_on_the_next_line_is_refused(text: str) -> None:
    assert GUARD.find(text)


@pytest.mark.parametrize(
    "text",
    [
        "what year did you change the password?\n2021",
        "Wie viele Zeichen hat die PIN?\n6",
        "combien de caractères pour le mot de passe ?\n12",
        "which password manager do you use?\n1Password",
        "how long is the PIN?\n4 digits",
    ],
)
def test_a_number_answering_a_question_about_a_password_is_stored(text: str) -> None:
    assert GUARD.find(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "creds for the staging box: Zq8#mR2vL9xT",
        "login for the router: cARbP2F!5Nr",
        "the wifi key is Xk9pL2mQ7z",
        "save this for me: 7hG#k2Lp9Qz",
        "neu für den Server: Pq7$wErT2zX9",
    ],
)
def test_a_generated_value_with_a_weak_or_no_label_is_refused(text: str) -> None:
    assert GUARD.find(text)


@pytest.mark.parametrize(
    "text",
    [
        "creds for the staging box: same as prod",
        "ticket INC-0042731: reset the password on Friday",
        "the Q&A2019Recap is online",
        "mail me at Alice.Smith99@gmail.com",
        "lockfile checksum h1:CX5lxopNjUjS2757ag2NOaIMQFRPGJRgFV7mRdffJPE=",
        "wallet 0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
    ],
)
def test_public_ids_and_references_with_symbols_are_stored(text: str) -> None:
    assert GUARD.find(text) == []


def test_the_bare_key_rule_can_be_switched_off_by_name() -> None:
    assert GUARD.check("save this for me: 7hG#k2Lp9Qz") == "bare_key"
    assert ContentGuard(disable=("bare_key",)).find("save this for me: 7hG#k2Lp9Qz") == []
