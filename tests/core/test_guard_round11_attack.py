"""Round 11 (attack) of issue 12: config grammars, label files, log lines and public keys.

Each family (``tests/core/guard_corpus/round11_attack.py``, seeded) is generated with the
look-alikes that must keep their verdict; the tests assert what a user would notice: the
ordinary text is stored, the secret is refused. Cases left open at the freeze are strict
expected failures.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import round11_attack

GUARD = ContentGuard()
BENIGN = round11_attack.benign(random.Random(11011))
SECRETS = round11_attack.secrets(random.Random(11012))
_GAP = "known gap at the round-11 freeze"
# '<string name="form.password">Hasło</string>' left this set in round 12: a member path
# (".password") names a field, not a value.
KNOWN_FALSE_REFUSALS = {
    "Mar 20 02:20:03 web01 passwd[89804]: pam_unix(passwd:chauthtok): password changed for ubuntu",
    "2025-06-14T01:54:58Z web01 passwd[76188]: pam_unix(passwd:chauthtok): password changed"
    " for postgres",
    "login.password=Mot de passe oublié ?\nusername=Login",
    "mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJKZSaVXhLTmcfO9-xDnE.0I6UIzptaGkqXKGWBJtrDY';",
    "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd",
}
KNOWN_MISSES: set[str] = set()


def _params(rows: list[tuple[str, str]], known: set[str]) -> list[object]:
    gap = pytest.mark.xfail(strict=True, reason=_GAP)
    return [
        pytest.param(text, marks=gap, id=f"{family}-{i}")
        if text in known
        else pytest.param(text, id=f"{family}-{i}")
        for i, (text, family) in enumerate(rows)
    ]


def test_every_family_is_generated() -> None:
    assert {f for _t, f in BENIGN} >= {
        "log_lines",
        "label_files",
        "error_messages",
        "pointer_values",
        "public_keys",
        "script_lookalikes",
    }
    assert len({f for _t, f in SECRETS}) >= 11


@pytest.mark.parametrize("text", _params(BENIGN, KNOWN_FALSE_REFUSALS))
def test_the_ordinary_text_is_stored(text: str) -> None:
    assert GUARD.find(text) == []


@pytest.mark.parametrize("text", _params(SECRETS, KNOWN_MISSES))
def test_the_secret_of_the_same_grammar_is_refused(text: str) -> None:
    assert GUARD.find(text) != []
