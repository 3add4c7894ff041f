"""Round 8 of issue 12: the families the blind v11 misses stood for.

Each family is generated (``tests/core/guard_corpus/round8.py``, seeded) in many shapes and
languages, and each test asserts what a user would notice: the secret is refused, or the
ordinary message is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import round8

GUARD = ContentGuard()
SECRETS = round8.secrets(random.Random(8008))
BENIGN = round8.benign(random.Random(8009))


def _family(rows: list[tuple[str, str]], family: str) -> list[str]:
    return [text for text, name in rows if name == family]


@pytest.mark.parametrize(
    "family", ["scrambled_values", "line_chunks", "dash_chunks", "clause_values", "spelled_out"]
)
def test_nearly_every_secret_of_the_family_is_refused(family: str) -> None:
    # A generated value may by chance hold no scrambled run or start with "$" (a variable).
    texts = _family(SECRETS, family)
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= 0.1 * len(texts), missed


def test_most_bracketed_keys_without_a_word_are_refused() -> None:
    # With no credential word the key must be scrambled all through; "n)v0[Cl]CCVAB]0" is not.
    texts = [text for text, _family in round8.weak_secrets(random.Random(8010))]
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= 0.5 * len(texts), missed


@pytest.mark.parametrize("family", ["bracket_refs", "chunked_ids", "bracket_talk"])
def test_no_ordinary_message_of_the_family_is_refused(family: str) -> None:
    refused = [text for text in _family(BENIGN, family) if GUARD.find(text)]
    assert refused == []


@pytest.mark.parametrize(
    "text",
    [
        "POSTGRES_PASSWORD=Q(4-8[ta3Yk2H$L]W7",
        "  password: R[e5:!#hKq9w^",
        "<contrasena>pmK8TjLL.rXeB()?</contrasena>",
        "set MYSQL_PASSWORD=U#LhWr9~Pd_(txq)mq!",
        "die Geheimzahl: nicht hier, aber das Passwort ist Zt4{q]Lm8#kP",
        "token, in chunks: aB-3dE-fG7h-Jk9L-mN2p-Qr5s-Tu8v",
        "pasted from the phone:\nghp_Ab3De\nFg7HiJk9LmN2pQr5\nSt8Uv1Wx4Yz6A0bC",
        "for next time (safe box): [T7kq]Zm4Rw!",
        "my password is Q u i l l # 4 8 z",
        "the PIN is 3 - 9 - 1 - 7 - 5",
        "mein Passwort: ９  ２  ７  ４  ０  ６",
    ],
)
def test_shapes_of_the_families_are_refused(text: str) -> None:
    assert GUARD.find(text)


@pytest.mark.parametrize(
    "text",
    [
        "password => $config->get('db.password'),",
        'password = getSecret(name)["value"][0]',
        "the order id is 3f2a9c1e-77b0-4d1e-9a3c-0c5d2e8f1a22, can you check it?",
        "licence: AB1CD-EF2GH-IJ3KL-MN4OP-QR5ST-UV6WX",
        "todo:\nmilk\neggs x2\nA4 paper\nbatteries",
        "so g(x) = x^2 + 3x and g'(1) = 5 (easy)",
        "my kebab slug is How-To-Train-Your-Dragon-2019-Review",
        "Y M C A, 1 2 3 and everybody dance!",
        "the PIN reset took 3 - 4 days, ugh",
    ],
)
def test_look_alikes_are_stored(text: str) -> None:
    assert GUARD.find(text) == []
