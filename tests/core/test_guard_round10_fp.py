"""Round 10 (false refusals) of issue 12: the ordinary messages the round-10 rules refused.

Each family (``tests/core/guard_corpus/round10_fp.py``, seeded) is generated with the secrets
the same rule must keep refusing; the tests assert what a user would notice: the ordinary
message is stored, the secret is refused.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round10_fp

GUARD = ContentGuard()
BENIGN = round10_fp.benign(random.Random(10101))
SECRETS = round10_fp.secrets(random.Random(10102))


@pytest.mark.parametrize(
    "family",
    ["label_handovers", "code_compounds", "password_files", "pointer_notes", "modifier_nouns"],
)
def test_no_ordinary_message_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(BENIGN, family)
    assert texts
    refused = [text for text in texts if GUARD.find(text)]
    assert refused == []


@pytest.mark.parametrize(
    ("family", "share"),
    [
        # a scramble opening with a symbol after "tried" ("tried !HJj5...") may pass
        ("handovers", 0.05),
        ("sent_codes", 0.0),
        ("joined_passphrases", 0.0),
        ("value_first", 0.0),
    ],
)
def test_the_secrets_of_the_same_rules_are_still_refused(family: str, share: float) -> None:
    texts = family_texts(SECRETS, family)
    assert texts
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= share * len(texts), missed


@pytest.mark.parametrize(
    "text",
    [
        "the validator accepted Draft-07 schemas",
        "the season pass unlocks Tier-100",
        "after the reset it's now Firmware-2.1.4",
        "I sent it to dana@example.com with Report-Q3-2024",
        "user / Settings-2 in the menu",
        "login code freeze starts 1200 UTC",
        "verification code ticket 35441",
        "password file: creds_backup_2023.kdbx",
        "password: stored_in_vault",
        "SMTP_PASSWORD=see_1password_entry",
        "Passwort: siehe_Tresor",
        "my password is in 1Password.Teams",
        "the token type is Bearer.JWT.Access",
        "Project_Phoenix is the admin password project",
        "Sunday-Brunch — that's the admin password meeting we keep postponing",
        "You'll need Two-Factor to get into the drive — that's the password rule",
    ],
)
def test_look_alikes_are_stored(text: str) -> None:
    assert GUARD.check(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "tried Zephyr_Heron_Coral and it let me in",
        "the tablet unlocks with 873392",
        "the portal accepted Thistle-Lantern-81",
        "the NAS unlocks with Tier-100",
        "tried Draft-07 and it let me in",
        "your login code is 448120",
        "password: Velvet_Spruce_Forest_Delta",
        "my password is onyx_anchor_copper_autumn",
        "DB_PASSWORD=walnut.velvet.cinder44",
        "Project_Phoenix7! is the admin password",
        "Pepper-Harbor-51 — that's the wifi password",
    ],
)
def test_real_handovers_stay_refused(text: str) -> None:
    assert GUARD.check(text) is not None


# A password rule written with an abbreviation and its dot ("min. 8 characters") was read as
# the plain-word password "min"; the same words as a value still are one.
@pytest.mark.parametrize(
    "text",
    [
        "Password: min. 8 characters",
        "Passwords: min. 10 chars, one symbol",
        "Password: max. 64 characters",
        "Passwort: mind. 12 Zeichen",
        "Contraseña: mín. 8 caracteres",
        "PIN: min. 4 digits",
        "Password: approx. 8 characters are enough for the test account",
    ],
)
def test_a_password_rule_with_an_abbreviation_is_stored(text: str) -> None:
    assert GUARD.check(text) is None


@pytest.mark.parametrize(
    "text", ["Password: sunshine. Thanks", "my password is minnow. Don't tell anyone"]
)
def test_a_plain_word_password_before_a_full_stop_stays_refused(text: str) -> None:
    assert GUARD.check(text) is not None
