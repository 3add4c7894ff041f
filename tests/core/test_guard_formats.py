"""Config grammars, foreign keys, the generic token shape and the cheap private-span scan."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ltm_core.guard import CATALOGUE, ContentGuard, strip_private

from tests.core.guard_corpus.config_formats import CONFIG_BENIGN, benign_ids
from tests.core.guard_corpus.families import password, token

GUARD = ContentGuard()
RNG = random.Random(2026_12_01)
PW = password(RNG, 12, 16)
TOKEN = token(RNG, 40)


@pytest.mark.parametrize(
    "line",
    [
        f"db.internal:5432:orders:svc_orders:{PW}",
        f"pg-prod:6432:*:app:{PW}",
        f"requirepass {PW}",
        f"masterauth '{PW}'",
        f'$pw = ConvertTo-SecureString "{PW}" -AsPlainText -Force',
        f"CREATE USER app IDENTIFIED BY '{PW}';",
        f"ALTER ROLE app WITH LOGIN PASSWORD '{PW}';",
        "admin:$apr1$x8Kd2pQa$1nVb6tR0yLz3wQe9sUo2m/",
        f"kind: Secret\ndata:\n  tls.key: {token(RNG, 48)}==",
        f'Environment="PGPASS={PW}"',
        f"<prod_password>{PW}</prod_password>",
        f'<add key="ClearTextPassword" value="{PW}" />',
        f'<entry key="apiSecret">{TOKEN}</entry>',
        f"--smtp_token={TOKEN}",
        f'setx deploy-secret "{TOKEN}"',
        f"[algolia]\napi_key = {token(RNG, 32, 'abcdef0123456789')}",
        f"$ANSIBLE_VAULT;1.1;AES256\n{token(RNG, 64, '0123456789abcdef')}",
        f"Authorization: SSWS {TOKEN}",
        f"Authorization: {TOKEN}",
        f'variable "db_password" {{\n  default = "{PW}"\n}}',
        f'{{\\"password\\": \\"{PW}\\"}}',  # escaped JSON inside a log line
        f"java -Dpassword={PW} -jar app.jar",
        f"パスワード={PW}",
    ],
)
def test_a_config_grammar_holding_a_credential_is_refused(line):
    assert GUARD.find(line), line


@pytest.mark.parametrize(
    "key", ["passwort", "mot_de_passe", "contraseña", "senha", "пароль", "密码", "hasło"]
)
@pytest.mark.parametrize("grammar", ["{k}={v}", '"{k}": "{v}"', "{k}: {v}", "<{k}>{v}</{k}>"])
def test_a_key_in_another_language_names_a_credential(key, grammar):
    assert GUARD.find(grammar.format(k=key, v=PW))


@pytest.mark.parametrize("text", CONFIG_BENIGN)
def test_a_type_reference_lookup_or_placeholder_in_a_config_line_is_kept(text):
    assert GUARD.find(text) == []


@pytest.mark.parametrize("text", benign_ids(random.Random(9), 40))
def test_a_credential_word_inside_an_id_hash_or_url_is_not_a_cue(text):
    assert GUARD.find(text) == []


@pytest.mark.parametrize(
    "text",
    ["Authorization: required for every call", "Authorization: Bearer <token>", "auth: none"],
)
def test_an_authorization_header_without_a_token_is_kept(text):
    assert GUARD.find(text) == []


def test_a_totp_word_is_a_cue_only_as_a_word_of_its_own():
    key = "JBSW Y3DP EHPK 3PXP K4ZQ"
    assert GUARD.find(f"2fa setup key: {key}")
    assert GUARD.find(f"job c2fa91 uploaded {key}") == []


def test_a_pgpass_shape_needs_ports_digits_and_a_value_without_colons():
    assert GUARD.find("fe80:0000:0000:0000:0202:b3ff:fe1e:8329") == []
    assert GUARD.find("we met at 10:30:00:00: fine") == []
    escaped = GUARD.find(r"db:5432:app:me:pa\:ss9Word!x")
    assert escaped and escaped[0].pattern == "config_password"


def test_a_prefixed_random_token_of_an_unlisted_vendor_is_refused():
    body = "8fK2pQ9zLmN4vR7tXw1YbC3dE5gH6jS0"
    assert GUARD.check(f"our acme key is acme_live_{body}") == "prefixed_token"
    assert GUARD.check(f"zeta-{body} is the new one") == "prefixed_token"


@pytest.mark.parametrize(
    "text",
    [
        "pk_live_51H8abcDEFghiJKLmnoPQRstuVWXyz0123456789abcdefGHIJ",  # publishable
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl me",
        "build_id 1f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a",  # lowercase hex: an id
        "the_user_name_is_very_long_and_descriptive_indeed_for_this_column",
        "release/2026-12-01_rc1 ships on Monday",
    ],
)
def test_a_public_key_an_id_or_a_name_is_not_a_prefixed_token(text):
    assert GUARD.find(text) == []


def test_disabling_a_vendor_rule_is_not_undone_by_the_generic_shape():
    typeform = f"tfp_{token(RNG, 44)}"
    assert GUARD.check(typeform) == "typeform_token"
    assert ContentGuard(disable=["typeform_token"]).find(typeform) == []
    # a generated password alone is also a bare key (round 9): both rules off let it through
    assert ContentGuard(disable=["config_password", "bare_key"]).find(f"requirepass {PW}") == []


def test_the_new_gitleaks_shapes_are_in_the_catalogue():
    assert GUARD.find(f"s.{token(RNG, 24)}")  # legacy Vault service token
    assert GUARD.find(f"rk_live_{token(RNG, 12)}")  # Stripe restricted key, short form
    assert GUARD.find(f"s-s4t2ud-{token(RNG, 64, '0123456789abcdef')}")  # 42 Intra
    assert len({fmt.vendor for fmt in CATALOGUE}) >= 185


# no "<" and no "r": the generated text can never spell a tag of its own
_TEXT = st.text(alphabet=st.sampled_from(list("ab >/\n\u200bé密ｐ\u00adＡ\u3000")), max_size=40)


@settings(max_examples=200, deadline=None)
@given(before=_TEXT, inside=_TEXT, after=_TEXT)
def test_a_span_anywhere_in_non_ascii_text_is_replaced_and_the_rest_kept(before, inside, after):
    """The offset map back from the normalised view is exact around any character mix."""
    text = f"{before}<private>{inside}</private>{after}"
    assert strip_private(text) == f"{before}[private]{after}"
