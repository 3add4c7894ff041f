"""Tests for ltm_core.guard: the API, rule switches, private spans and per-field checks."""

from __future__ import annotations

import pickle

import pytest
from ltm_core.guard import (
    CATALOGUE,
    LANGUAGES,
    ContentGuard,
    ContentRejected,
    SecretMatch,
    check_metadata_item,
    clean_metadata,
    clean_tags,
    redact,
    strip_private,
)

GUARD = ContentGuard()

OPENAI_KEY = "sk-proj-Tq3vX9mB2kLp8wR4nZ7cY1uH6jF0aS5dE2gK"
GITHUB_TOKEN = "ghp_" + "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5"


# -- the catalogue and the languages ---------------------------------------------------------


def test_the_catalogue_covers_150_providers_and_the_current_token_shapes():
    vendors = {fmt.vendor for fmt in CATALOGUE}
    assert len(vendors) >= 150
    for secret in (
        "sk-svcacct-" + "Ab3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3",
        "sk-admin-" + "Zb3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3",
        "sk-ant-admin01-" + "Qb3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5hJ7",
        "glpat-" + "Xy3dE5gH7jK9mN1pQ3sT",
        "xapp-1-A0123456789-1234567890123-" + "ab3de5gh7jk9mn1pq3st5vw7yz9bc1de",
        "hvs." + "CAESIJb3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3",
        "dp.st.prd." + "Ab3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5hJ7kL",
    ):
        assert GUARD.check(f"here it is: {secret}") is not None, secret


def test_disclosures_are_caught_in_at_least_20_languages():
    assert len(LANGUAGES) >= 20


# -- the API ---------------------------------------------------------------------------------


def test_clean_refuses_a_secret_naming_the_rule_but_never_the_value():
    with pytest.raises(ContentRejected) as info:
        GUARD.clean(f"my key is {OPENAI_KEY}")
    assert info.value.pattern == "openai_api_key"
    assert OPENAI_KEY not in str(info.value)
    assert "LTM_GUARD_DISABLE=openai_api_key" in str(info.value)


def test_clean_returns_stripped_text_unchanged_otherwise():
    assert GUARD.clean("  I prefer metric units  ") == "I prefer metric units"


def test_content_rejected_is_a_value_error_that_survives_pickling():
    error = ContentRejected("jwt")
    again = pickle.loads(pickle.dumps(error))
    assert isinstance(again, ValueError) and again.pattern == "jwt" and str(again) == str(error)


def test_find_returns_sorted_non_overlapping_matches_with_normalised_offsets():
    text = f"a {GITHUB_TOKEN} b pass\u200bword=Xk9#mQ2$vL7 c"
    matches = GUARD.find(text)
    assert [m.pattern for m in matches] == ["github_token", "secret_assignment"]
    norm = GUARD.normalise(text)
    assert norm[matches[0].start : matches[0].end] == GITHUB_TOKEN
    assert norm[matches[1].start : matches[1].end] == "Xk9#mQ2$vL7"
    assert all(isinstance(m, SecretMatch) for m in matches)


def test_redact_replaces_each_secret_with_its_rule_name():
    text = f"token {GITHUB_TOKEN} and mein Passwort ist Sommer2024!x"
    assert GUARD.redact(text) == (
        "token [redacted:github_token] and mein Passwort ist [redacted:secret_disclosure]"
    )


def test_redact_function_cleans_a_recall_query():
    query = f"what did I say about <private>my divorce</private> and {GITHUB_TOKEN}?"
    cleaned = redact(query)
    assert "divorce" not in cleaned and GITHUB_TOKEN not in cleaned
    assert "[redacted:github_token]" in cleaned


# -- rule switches ---------------------------------------------------------------------------


def test_disable_a_single_rule_by_its_new_name():
    guard = ContentGuard(disable=["github_token"])
    assert "github_token" not in guard.pattern_names
    assert guard.check(f"look: {GITHUB_TOKEN}") is None
    assert guard.check(f"key {OPENAI_KEY}") == "openai_api_key"


def test_disable_accepts_a_comma_separated_string_and_old_names():
    guard = ContentGuard(disable="jwt, database_url, luhn_card")
    assert "jwt" not in guard.pattern_names
    assert "url_credentials" not in guard.pattern_names
    assert guard.check("postgres://app:K-0FpJw1vM2@db.internal/app") is None


def test_disable_all_switches_off_every_builtin_but_keeps_extras():
    guard = ContentGuard(disable=["all"], extra_patterns={"employee_id": r"EMP-[0-9]{6}"})
    assert guard.pattern_names == ("employee_id",)
    assert guard.check(f"{GITHUB_TOKEN} my password is Xq7#mR2$vK9") is None
    assert guard.check("badge EMP-123456") == "employee_id"


def test_disable_an_unknown_rule_lists_the_valid_names():
    with pytest.raises(ValueError, match="no_such_rule") as info:
        ContentGuard(disable=["no_such_rule"])
    assert "secret_disclosure" in str(info.value) and "seed_phrase" in str(info.value)


def test_extra_pattern_secret_group_limits_the_redaction():
    guard = ContentGuard(extra_patterns={"badge": r"badge (?P<secret>[0-9]{6})"})
    assert guard.redact("my badge 123456 ok") == "my badge [redacted:badge] ok"


@pytest.mark.parametrize(
    ("extra", "fragment"),
    [
        ({"bad name!": "x"}, "bad name!"),
        ({"jwt": "x"}, "clashes"),
        ({"blank": ""}, "non-empty"),
        ({"broken": "("}, "not a valid regular expression"),
    ],
)
def test_invalid_extra_patterns_raise_value_error_naming_the_rule(extra, fragment):
    with pytest.raises(ValueError, match="extra guard rule") as info:
        ContentGuard(extra_patterns=extra)
    assert fragment in str(info.value)


# -- private spans ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I am <private>not</private> allergic to penicillin",
            "I am [private] allergic to penicillin",
        ),
        ("a <PRIVATE reason='x'>b</Private> c", "a [private] c"),
        ("a <pri\u00advate>b</private> c", "a [private] c"),
        ("a <pri\u200bvate>b</pri\u200dvate> c", "a [private] c"),
        ("a < private>b</ private> c", "a [private] c"),
        ("a <\u00a0private>b</private> c", "a [private] c"),
        ("a \uff1cprivate\uff1eb\uff1c/private\uff1e c", "a [private] c"),
        ("a &lt;private&gt;b&lt;/private&gt; c", "a [private] c"),
        ("a <private/>b and the rest", "a [private]"),
        ("a <private>b and the rest", "a [private]"),
        ("a <private>x <private>y</private> z</private> b", "a [private] b"),
        ("stray </private> closer", "stray  closer"),
        ("a <privateer> is a ship", "a <privateer> is a ship"),
    ],
)
def test_private_spans_are_found_after_normalising_and_replaced_visibly(text, expected):
    assert GUARD.strip_private(text) == expected
    assert strip_private(text) == expected


def test_text_around_a_span_keeps_its_own_characters():
    text = "ｆｕｌｌｗｉｄｔｈ stays <private>x</private> and so does ½"
    assert GUARD.strip_private(text) == "ｆｕｌｌｗｉｄｔｈ stays [private] and so does ½"


@pytest.mark.parametrize("text", ["<private>only secret stuff</private>", "  <private>x", " "])
def test_clean_rejects_text_that_is_empty_after_private_spans(text):
    with pytest.raises(ContentRejected) as info:
        GUARD.clean(text)
    assert info.value.pattern == "empty"


def test_the_rule_extractor_separator_is_still_available():
    assert GUARD.strip_private("I live in <private>Paris</private>.", separator="\n") == (
        "I live in \n."
    )


# -- fields ----------------------------------------------------------------------------------


def test_each_tag_is_checked_on_its_own_and_quoting_hides_nothing():
    with pytest.raises(ContentRejected):
        clean_tags(['my password is "Xq7#mR2$vK9!"'])
    assert clean_tags(["work", "<private>therapy</private>", "a <private>b</private>"]) == [
        "work",
        "a [private]",
    ]


@pytest.mark.parametrize("key", ["password", "pw", "pin", "cvv", "token", "secret", "api_key"])
def test_a_metadata_key_that_names_a_credential_with_a_value_is_refused(key):
    with pytest.raises(ContentRejected) as info:
        check_metadata_item(key, "1234")
    assert info.value.pattern == "credential_metadata"
    assert "1234" not in str(info.value)


@pytest.mark.parametrize("value", ["", None, "<redacted>", "${VAR}", "***", False])
def test_a_credential_key_without_a_value_is_kept(value):
    assert check_metadata_item("password", value) == ("password", value)


def test_metadata_is_checked_recursively_and_spans_are_replaced():
    cleaned = clean_metadata({"note": ["fine", {"deep": "<private>x</private> ok"}], "n": 3})
    assert cleaned == {"note": ["fine", {"deep": "[private] ok"}], "n": 3}
    with pytest.raises(ContentRejected):
        clean_metadata({"note": [{"deep": f"the key {GITHUB_TOKEN}"}]})
    with pytest.raises(ContentRejected):
        clean_metadata({"a": {"b": {"client_secret": "Zk29xQ8mWp3L"}}})


# -- findings from attacking it (each was missed or refused wrongly at some point) -------------

PW = "Qv7#tL2x!mR9"


@pytest.mark.parametrize(
    "text",
    [
        f"Ο κωδικός πρόσβασης είναι {PW}",  # Greek final sigma: words matched after lower()
        f"Das Passwort für das WLAN lautet {PW}",
        f"Kata sandi wifi: {PW}",  # a noun between the word and the colon
        f"Mật khẩu wifi là {PW}",
        f"moje hasło to {PW}",  # Polish "to" is the copula, not "for"
        f"define('DB_PASSWORD', '{PW}');",
        f"creds: admin:{PW}",
        f"WiFi: HomeNet / {PW}",
        "Koden til døren er 8686",
        f'{{"user": "svc", "password": "{PW}"}} is what the config says',
        f"```yaml\ndatabase:\n  password: {PW}\n```",
        f"> **Password:** `{PW}`",
        f"the password, if you need it, is {PW}",
        f"PASSWORD1={PW}",
        f"dbPassword: {PW}",
        "sk-proj-" + "Tq3v X9mB 2kLp 8wR4 nZ7c Y1uH 6jF0 aS5d E2gK",  # spaced groups
        "ghр_" + "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5",  # Cyrillic р in the prefix
        "ｇｈｐ＿" + "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5",  # fullwidth prefix
        "my aws secret is snRH9ucAUsdMlHUvTCQCyEZDz+TddJ8HyS5SUkCn",  # "secret" alone names it
        "the deploy credentials are Zq8pX1vR7mK3tW9yB2nC",
    ],
)
def test_attack_findings_are_caught(text):
    assert GUARD.find(text), text


@pytest.mark.parametrize(
    "text",
    [
        "Our team uses Vault for secrets and 1Password for passwords.",
        "export GITHUB_TOKEN=$GITHUB_TOKEN",
        "token_ttl_seconds=3600",
        "postgres://user:${DB_PASSWORD}@db:5432/app",
        "https://user@github.com/org/repo.git",
        "the password is what they said last week",
        'The password was "changed last week"',
        'In the novel, the spy\'s password was "swordfish".',
        "AKIAIOSFODNN7EXAMPLE is the key from the AWS docs",
        "hf_transfer speeds up downloads from the hub",
        "I am on the bus: 42 min late",
        "the password is on the fridge: 2 sheets",
        "if password == confirm_password:",
        "my secret is that I love cake",
        "the secret to good bread is time",
        "my credentials are in 1Password",
    ],
)
def test_attack_findings_are_let_through(text):
    assert GUARD.find(text) == [], text


# -- plain values (issue 12, round 2): the shape of the statement decides -------------------


@pytest.mark.parametrize(
    "text",
    [
        "Use Tr0ub4dor&3 as the admin password",
        "set bluefrog as my password",
        "I chose marmalade for my password",
        "password: correct horse battery staple",
        "the password is 'letmein'",
        'the password is "swordfish"',
        "my password is banana",
        "my wifi password is bluefrog",
        "The password for the shared drive is Falcon",
        "Mein Passwort ist Sonnenschein",
        "mon mot de passe est soleil",
        "mi contraseña es mariposa",
        "la mia password è girasole",
        "moje hasło to latarnia",
        "fyi the email password is walrus now",
        "my password's lemonade",
        "I changed my password to Kestrel",
        "A senha do wifi é Maple",
    ],
)
def test_a_plain_value_stated_as_the_password_is_refused(text):
    assert GUARD.find(text), text


@pytest.mark.parametrize(
    "text",
    [
        "my password is too short",
        "my password is weak",
        "my password is expired",
        "my password is wrong",
        "my password is the same as before",
        "my password is saved in 1Password",
        "my password is case-sensitive",
        "the password is stored in the vault",
        "in the movie the password was 'swordfish'",
        "the riddle's answer is 'friend'",
        "a password like 'password123' is weak",
        "never use 'letmein' as your password",
        "is the password banana?",
        "Mein Passwort ist abgelaufen.",
        "mon mot de passe est trop court",
        "la password è troppo lunga",
        "my passcode is six digits",
        "use it as your password",
        "Use Python for the password generator.",
        "I changed my password to something longer",
    ],
)
def test_a_description_of_the_password_is_stored(text):
    assert GUARD.find(text) == [], text


def test_the_plain_value_is_what_gets_redacted():
    assert GUARD.redact("the email password is walrus now") == (
        "the email password is [redacted:secret_disclosure] now"
    )


def test_a_type_hint_naming_a_key_class_is_not_a_key():
    assert GUARD.find("def sign(private_key: Ed25519PrivateKey) -> bytes:") == []
    assert GUARD.find("private_key: Ab3dE5gH7jK9mN1pQ3sT5vW7") != []
