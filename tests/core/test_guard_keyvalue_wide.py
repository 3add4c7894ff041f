"""Credential keys with affixes and other languages, directives and tool flags are refused."""

from __future__ import annotations

import collections
import random

import pytest
from ltm_core import ContentGuard

from tests.core.guard_corpus import keyvalue_wide

GUARD = ContentGuard()


def test_every_family_is_caught_on_fresh_values() -> None:
    rows = keyvalue_wide.secrets(random.Random(2027), per_family=60)
    totals: collections.Counter[str] = collections.Counter()
    missed: collections.defaultdict[str, list[str]] = collections.defaultdict(list)
    for text, family in rows:
        totals[family] += 1
        if not GUARD.find(text):
            missed[family].append(text)
    for family, count in totals.items():
        assert len(missed[family]) <= 0.04 * count, missed[family]


@pytest.mark.parametrize(
    "text",
    [
        "- name: DB_PASSWORD\n  value: 8362005ec4dc091905e62b53a84c4ce8d7144c74",
        '{"name": "STRIPE_API_TOKEN", "value": "q9ZKx2Lw7TbV4mNc8RpY3sUd"}',
        "AuthLDAPBindPassword Dbll0FxdM35AzSKUspkN62AL8vRj",
        "rclone config create s3 s3 secret_access_key 6yVBxo9gDb9RDwG2v7KIovYs6Nfn",
        "GRANT ALL ON app.* TO 'admin'@'%' IDENTIFIED BY 'emGhdSfxwqO6xGIF';",
        "SET PASSWORD FOR 'app'@'%' = PASSWORD('yaAxCyfoHaPWo8Ej0i');",
        "lftp -u deploy,c398f9ca68c938931333cc84 ftp.example.com",
        "mosquitto_pub -h broker -u ci -P MvYr9NO1vgzpOj -t t -m hi",
        "clave = eODQV+a&30lR7V6ex4T&",
    ],
)
def test_grammar_is_refused(text: str) -> None:
    assert GUARD.check(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db\n      key: password",
        '{"name": "DB_PASSWORD", "value": "${DB_PASSWORD}"}',
        "The secret_access_key rotation is due next week.",
        "AuthLDAPBindPassword exec:/usr/local/bin/ldap-pass.sh",
        "SET PASSWORD FOR 'app'@'%' = PASSWORD('<new password>');",
        "lftp -u deploy ftp.example.com prompts for the password",
        "Rename the api_key column to client_reference_2 tomorrow.",
    ],
)
def test_references_and_prose_are_stored(text: str) -> None:
    assert GUARD.check(text) is None
