"""Round-4 format families: command lines, device configs, YAML blocks, CSV exports, vendor
prose, prefixes cut by a gap, whole key blocks; and the same grammars holding no value."""

from __future__ import annotations

import collections
import random

import pytest
from ltm_core.guard import ContentGuard, ContentRejected

from tests.core.guard_corpus.format_families import format_benign, format_secrets

GUARD = ContentGuard()
# a seed of its own: the corpus uses 48/49, so these are fresh members of each family
SECRETS = format_secrets(random.Random(2026_4))
BENIGN = format_benign(random.Random(2026_5), n=160)


def test_every_family_is_refused():
    totals = collections.Counter(family for _text, family in SECRETS)
    missed = [(family, text) for text, family in SECRETS if not GUARD.find(text)]
    assert set(totals) >= {"cli_tools", "blocks", "csv_exports", "prefix_gap", "key_material"}
    assert not missed, missed[:5]


def test_the_same_grammars_without_a_value_are_stored():
    flagged = [text for text in BENIGN if GUARD.find(text)]
    assert not flagged, flagged[:5]


@pytest.mark.parametrize(
    "text",
    [
        "db:\n  password: |\n    Tr0ub4dor&3x\n  host: db",
        '{\n  "api_token":\n    "Zq8vLm2xP0kR7sT4uW1yB3nC",\n  "user": "app"\n}',
        "url,username,password\nhttps://mail.example.com,bob@mail.com,Spr1ngT1me!",
        "echo 'Spr1ngT1me!' | docker login -u bob --password-stdin",
        "net user svc_sql W1nter#Gate42 /add",
        "sk-proj- " + "Zq8vLm2xP0kR7sT4uW1yB3nC5dE6fG7hJ8kL9mN0pQ1rS2tU3vW4",
    ],
)
def test_a_refused_format_is_redacted_where_the_value_stands(text):
    cleaned = GUARD.redact(text)
    assert "[redacted:" in cleaned
    assert GUARD.find(cleaned) == []
    with pytest.raises(ContentRejected) as caught:
        GUARD.clean(text)
    for secret in ("Tr0ub4dor", "Spr1ngT1me", "W1nter#Gate", "Zq8vLm2xP0k"):
        assert secret not in str(caught.value)


def test_disabling_the_rule_lets_a_command_password_through():
    text = "smbclient //nas/share -U alice%Spr1ngT1me!"
    assert GUARD.check(text) == "cli_password"
    # the value alone is also a generated key (round 7): both rules off let it through
    assert ContentGuard(disable=["cli_password"]).check(text) == "bare_key"
    assert ContentGuard(disable=["cli_password", "bare_key"]).check(text) is None
