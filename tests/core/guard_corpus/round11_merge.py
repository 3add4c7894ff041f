"""Round 11 merge families (fix11): where one branch's filter met another branch's rule.

Secrets, ``(text, family)``:

* ``asked_public``: an unknown vendor's key in a question about committing or sharing it;
* ``noted_keys``: "api key: <vendor>-<env>-<hex>", a key whose prefix holds a note word.

Benign, ``(text, family)``:

* ``declared_public``: the same keys declared public or safe to commit;
* ``pointer_notes``: notes joined by dashes where a password lives ("stored-in-vault");
* ``access_labels``: two words and one digit after a verb of access ("accepted Form-Class-3");
* ``user_named``: a user name given after "username at the <service> is".
"""

from __future__ import annotations

import random
import string

_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_VENDORS = "Brn Zonk Qbx Plyo Kdo Mlt Vexa Trundle".split()
_ENVS = ("live", "prod", "test", "dev", "staging")


def _body(rng: random.Random, alphabet: str, size: int) -> str:
    while True:
        body = "".join(rng.choice(alphabet) for _ in range(size))
        mixed = any(c.isupper() for c in body) and any(c.islower() for c in body)
        has_both = any(c.isdigit() for c in body) and any(c.isalpha() for c in body)
        if has_both and (alphabet is _HEX or mixed):
            return body


def _key(rng: random.Random) -> tuple[str, str]:
    vendor = rng.choice(_VENDORS)
    sep = rng.choice("_-")
    body = _body(rng, _HEX, 24) if rng.random() < 0.5 else _body(rng, _ALNUM, 20)
    return vendor, f"{vendor.lower()}{sep}{rng.choice(_ENVS)}{sep}{body}"


_ASKED = (
    "My manager shared {k} for {v}, is it safe to commit the token?",
    "is the {v} token {k} safe to share in the channel?",
    "{v} gave me {k} - is it safe to publish this key?",
)
_DECLARED = (
    "{v}'s public project key {k} is safe to commit",
    "the publishable key {k} goes in the frontend bundle",
    "{k} is the public one in the {v} snippet.",
)
_NOTED = (
    "new {v} api key: {k} (the old one is revoked)",
    "{v} API key: {k}",
    "api_key = {k} for {v}",
)
_NOTES = ("stored-in-vault", "see-1password-entry", "set-in-ci", "ask-dana-for-it", "from-vault")
_LABEL_WORDS = "Form Quote Tier Draft Stage Module Chapter Exhibit".split()
_SECOND = "Class Type Pack Set Group Round Part Card".split()
_ACCESS = (
    "the bank accepted {l} for review",
    "after the reset it's now {l}",
    "the journal finally accepted {l} yesterday",
)
_PLACES = ("school portal", "library portal", "gym app", "work vpn", "bank app")


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Keys the merged rules must refuse, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    for _ in range(12):
        vendor, key = _key(rng)
        rows.append((rng.choice(_ASKED).format(v=vendor, k=key), "asked_public"))
        vendor, key = _key(rng)
        rows.append((rng.choice(_NOTED).format(v=vendor, k=key), "noted_keys"))
    return rows


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Look-alikes the merged rules must store, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    for _ in range(12):
        vendor, key = _key(rng)
        rows.append((rng.choice(_DECLARED).format(v=vendor, k=key), "declared_public"))
        rows.append((f"{rng.choice(_VENDORS)} api key: {rng.choice(_NOTES)}", "pointer_notes"))
        label = f"{rng.choice(_LABEL_WORDS)}-{rng.choice(_SECOND)}{rng.choice(('-', ''))}"
        label += str(rng.randint(1, 9))
        rows.append((rng.choice(_ACCESS).format(l=label), "access_labels"))
        user = rng.choice("dana rsaffron bob kim".split()) + str(rng.randint(10, 99))
        rows.append(
            (
                f"my username at the {rng.choice(_PLACES)} is {user}, the password is in my manager",
                "user_named",
            )
        )
    return rows
