"""Round 10 of issue 12 (guard10v): values after a credential word or key.

The families are generated (``tests/core/guard_corpus/round10_values.py``, seeded) in config
formats, 30+ languages and English frames; each test asserts what a user would notice: the
secret is refused, or the ordinary message is stored.
"""

from __future__ import annotations

import random

import pytest
from ltm_core.guard import ContentGuard

from tests.core.guard_corpus import family_texts, round10_values

GUARD = ContentGuard()
SECRETS = round10_values.secrets(random.Random(1010))
BENIGN = round10_values.benign(random.Random(1011))


@pytest.mark.parametrize(
    "family",
    [
        "passphrase_config",
        "passphrase_language",
        "symbol_values",
        "symbol_language",
        "english_frames",
        "value_first",
        "door_codes",
    ],
)
def test_nearly_every_secret_of_the_family_is_refused(family: str) -> None:
    texts = family_texts(SECRETS, family)
    missed = [text for text in texts if not GUARD.find(text)]
    assert len(missed) <= 0.05 * len(texts), missed


@pytest.mark.parametrize("family", ["value_lookalikes", "language_lookalikes", "famous_passwords"])
def test_no_ordinary_message_of_the_family_is_refused(family: str) -> None:
    refused = [text for text in family_texts(BENIGN, family) if GUARD.find(text)]
    assert refused == []


@pytest.mark.parametrize(
    "text",
    [
        "passwd: onyx.umber",
        'database:\n  username: carlos.r\n  Password: "Bamboo.Canyon"',
        "ansible_become_pass: Willow-Plum-Amber",
        '<add key="StripeKeyLive" value="onyx!velvet" />',
        "WIFI:T:WPA;S:Home-5G;P:River-Willow-Fennel-Lagoon!;;",
        "Server=tcp:db1.acme.io,1433;User ID=root10;Password=GECKI;9c6E1fjhpLln5;",
        "docker run -e MINIO_ROOT_CLIENT_SECRET_STAGING=cricket+spruce11 -p 5432:5432 pg",
        "stringData:\n  DB_PASS: ][:{;o55bqJ8hL;R",
        "admin-private-key-old : {QDUYbyJOgE7x}",
        "Şifrem ,f~:3?ArJsqd%(ONCH7u~W",
        "मेरा पासवर्ड {6VHYQ8yJD7LU} है",
        "合言葉は「Fennel!Olive!Falcon!Magnet$8」",
        "Koden til garasjen er 220994",
        "copper_tulip#974 — that's the admin password, keep it safe",
        "if you need to log in as me: root, Zephyr.Maple.Mint.Cedar!",
        "our shared Disney+ password became Kettle.Amber",
    ],
)
def test_shapes_of_the_families_are_refused(text: str) -> None:
    assert GUARD.find(text)


@pytest.mark.parametrize(
    "text",
    [
        "db_host: mysql6.acme.io",
        "password_file: secrets.json",
        "password = settings.DB_PASSWORD",
        "the password is read from os.environ at start-up",
        "password: config.password_hash",
        "The classic bash.org joke is that someone's password was hunter2 and it showed as *******.",
        "a passphrase like correct.horse.battery.staple is easy to remember",
        "the password field is case-sensitive",
    ],
)
def test_look_alikes_of_the_families_are_stored(text: str) -> None:
    assert not GUARD.find(text)
