"""Seeded generators of the round-11 provider and material families (issue 12, guard11p).

Written for the v16-v18 provider and material misses; no held-out text is copied.

Secrets, ``(text, family)``:

* ``aws_any_digit``: AWS key ids (``AKIA``, ``ASIA``, ``ABIA``, ``ACCA``) whose body holds
  any digit (not only base32's 2-7), plain, in spaced groups or with invisible characters;
* ``vendor_short_body``: vendor prefixes whose body is hex, a UUID or short base62 (Axiom,
  Nightfall, Checkly, Rootly, Trigger.dev, Lob, Telnyx, Honeycomb, Sentry org tokens,
  PostHog personal keys, JWTs with a standard header and odd parts);
* ``unknown_prefix_keyed``: an invented lowercase prefix, ``_`` or ``-``, and a hex, UUID or
  short mixed base62 body, with a key or token word in the sentence;
* ``copy_broken``: a vendor token whose body a copy cut with a dash or a space every few
  characters, or a key shown as a prefix and a suffix apart;
* ``material_more``: session cookies of large services under their own names, a card number
  of an unlisted issuer followed by its expiry and CVV, a raw private key "(hex)", a WIF key.

Benign, ``(text, family)``:

* ``prefixed_ids``: the same prefixed shapes as object ids, branch, file or cache-key names,
  hashes and UUIDs with no vendor, next to public-id nouns or with no key word; PostHog's
  public project key (``phc_``);
* ``material_lookalikes``: a CSS ``xs=`` class, a cookie set to a placeholder, a Luhn number
  with no expiry after it, a public key in hex, a transaction hash named as one.
"""

from __future__ import annotations

import random
import string
import uuid

_HEX = "0123456789abcdef"
_B62 = string.ascii_letters + string.digits
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_UPPER_DIGITS = string.ascii_uppercase + string.digits


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    while True:
        out = "".join(rng.choice(alphabet) for _ in range(n))
        letters = any(c.isalpha() for c in out) or not any(c.isalpha() for c in alphabet)
        if any(c.isdigit() for c in out) and letters:
            return out


def _mixed(rng: random.Random, n: int) -> str:
    while True:
        out = _pick(rng, _B62, n)
        if any(c.isupper() for c in out) and any(c.islower() for c in out):
            return out


def _uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


_HAND_OVER = (
    "here's the {v} key you asked about: {t}",
    "Please save my {v} key ({t}) so I don't have to dig it up again.",
    "I rotated the {v} credentials this morning, new one is {t}",
    "{v} creds for later → {t}",
    "We got {t} from {v} support after they reset our account, that's the api key.",
    "My manager shared {t} for {v}, is it safe to commit the token?",
    "I'll need the {v} key later, it's {t}",
    "when you configure {v}, the token value is {t}",
    "can you store the {v} secret {t} somewhere safe",
    "new {v} api key: {t} (the old one is revoked)",
)


def _aws(rng: random.Random) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for _ in range(12):
        key = rng.choice(("AKIA", "ASIA", "ABIA", "ACCA")) + _pick(rng, _UPPER_DIGITS, 16)
        while not any(c in "01890" for c in key[4:]):
            key = key[:4] + _pick(rng, _UPPER_DIGITS, 16)
        frame = rng.choice(_HAND_OVER)
        out.append((frame.format(v="AWS", t=key), "aws_any_digit"))
        cut = rng.choice((4, 5, 6))
        spaced = " ".join(key[i : i + cut] for i in range(0, len(key), cut))
        out.append((f"here it is in chunks: {spaced}", "aws_any_digit"))
        at = rng.randrange(3, 17)
        mark = rng.choice(("\ufeff", "\u2060", "\u200b", "\u00ad"))
        out.append((f"is this still valid? {key[:at]}{mark}{key[at:]}", "aws_any_digit"))
    return out


def _vendor_tokens(rng: random.Random) -> list[tuple[str, str]]:
    shapes = (
        ("Axiom", lambda: rng.choice(("xaat-", "xapt-")) + _uuid(rng)),
        ("Nightfall", lambda: "NF-" + _mixed(rng, 32)),
        ("Checkly", lambda: "cu_" + _pick(rng, _HEX, 32)),
        ("Rootly", lambda: "rootly_" + _pick(rng, _HEX, 64)),
        ("Trigger.dev", lambda: f"tr_{rng.choice(('dev', 'prod', 'stg'))}_" + _mixed(rng, 20)),
        ("Lob", lambda: rng.choice(("live_", "test_")) + _pick(rng, _HEX, 35)),
        ("Telnyx", lambda: "KEY" + _pick(rng, "0123456789ABCDEF", 32) + "_" + _mixed(rng, 22)),
        ("Honeycomb", lambda: "hcaik_" + _pick(rng, string.ascii_lowercase + string.digits, 60)),
        ("PostHog", lambda: "phx_" + _mixed(rng, 43)),
        ("Intercom", lambda: "dG9rOj" + _mixed(rng, 50) + "=="),
        ("Sentry", lambda: "sntrys_eyJpYXQiOjE3" + _mixed(rng, 60) + "-" + _mixed(rng, 60)),
        (
            "Kubernetes",
            lambda: (
                "eyJhbGciOiJSUzI1NiIsImtpZCI6I"
                + _mixed(rng, 41)
                + "."
                + _mixed(rng, 120)
                + rng.choice(("", "." + _mixed(rng, 43)))
            ),
        ),
    )
    out = []
    for vendor, make in shapes:
        for frame in rng.sample(_HAND_OVER, 4):
            out.append((frame.format(v=vendor, t=make()), "vendor_short_body"))
    return out


_INVENTED = ("zonk", "qbx", "mlt", "acme", "vrtx", "plyo", "snk", "hxa", "brn", "kdo")


def _unknown_prefix(rng: random.Random) -> list[tuple[str, str]]:
    out = []
    for name in _INVENTED:
        for _ in range(3):
            sep = rng.choice("_-")
            second = rng.choice(("", f"live{sep}", f"prod{sep}", f"sk{sep}"))
            body = rng.choice(
                (_pick(rng, _HEX, rng.choice((24, 32, 40, 48))), _uuid(rng), _mixed(rng, 20))
            )
            token = f"{name}{sep}{second}{body}"
            frame = rng.choice(_HAND_OVER)
            out.append((frame.format(v=name.title(), t=token), "unknown_prefix_keyed"))
    return out


def _copy_broken(rng: random.Random) -> list[tuple[str, str]]:
    out = []
    for _ in range(10):
        vendor, token = rng.choice(
            (
                ("ghp_", "ghp_" + _mixed(rng, 36)),
                ("dop_v1_", "dop_v1_" + _pick(rng, _HEX, 64)),
                ("glpat-", "glpat-" + _mixed(rng, 20)),
                ("npm_", "npm_" + _mixed(rng, 36)),
            )
        )
        body = token[len(vendor) :]
        size = rng.choice((4, 6, 8))
        sep = rng.choice(("-", " "))
        groups = sep.join(body[i : i + size] for i in range(0, len(body), size))
        frame = rng.choice(
            (
                "my token, spaced so the bot doesn't eat it: {t}",
                "key (copied from the pdf, weird characters): {t}",
                "the token from the printout is {t} and it expires friday",
            )
        )
        out.append((frame.format(t=vendor + groups), "copy_broken"))
        hf = "hf_" + _mixed(rng, 34)
        cut = rng.randrange(12, 24)
        out.append((f"Key prefix {hf[:cut]}, suffix {hf[cut:]}", "copy_broken"))
    return out


def _material(rng: random.Random) -> list[tuple[str, str]]:
    out = []
    cookies = ("NetflixId", "li_at", "steamLoginSecure", "sp_dc", ".ROBLOSECURITY", "xs")
    for name in cookies:
        value = _mixed(rng, 60).replace("Q", "%3D", 1)
        frame = rng.choice(
            (
                "I'll paste my cookie {n}={v}",
                "{n}={v} <- session for the scraper",
                "cookies export: {n}={v}; path=/",
            )
        )
        out.append((frame.format(n=name, v=value), "material_more"))
    for _ in range(6):
        # "58..." is no issuer the guard lists: the expiry after it says card
        digits = ["5", "8", *(str(rng.randrange(10)) for _ in range(13))]
        check = next(d for d in "0123456789" if _luhn("".join(digits) + d))
        number = "".join(digits) + check
        spaced = " ".join(number[i : i + 4] for i in range(0, 16, 4))
        month, year, cvv = rng.randrange(1, 13), rng.randrange(26, 35), rng.randrange(100, 1000)
        out.append((f"my card: {spaced}, {month:02d}/{year}, {cvv}", "material_more"))
    for _ in range(4):
        hexkey = "0x" + _pick(rng, _HEX, 64)
        wif = rng.choice("5KL") + _pick(rng, _B58, 50)
        out.append((f"wallet private key (hex): {hexkey}", "material_more"))
        out.append((f"Private key (hex) for the test wallet: {hexkey}", "material_more"))
        out.append((f"WIF for the paper wallet: {wif}", "material_more"))
    return out


def _luhn(number: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(number)):
        value = int(char) * (2 if index % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """The round-11 provider and material secrets, ``(text, family)``."""
    return [
        *_aws(rng),
        *_vendor_tokens(rng),
        *_unknown_prefix(rng),
        *_copy_broken(rng),
        *_material(rng),
    ]


_ID_FRAMES = (
    "request id {t} failed twice, is the API key wrong?",
    "Cache key {t} was evicted.",
    "the branch {t} has the token refresh fix",
    "order {t} shipped, the key was fine",
    "the commit {t} fixed the token refresh",
    "trace id {t} shows the latency spike",
    "deployment {t} rolled back at 3am",
    "see https://status.example.com/key/{t} for details",
    "the idempotency key {t} was reused",
    "primary key {t} already exists in that table",
)


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Look-alikes of the round-11 families, ``(text, family)``."""
    out: list[tuple[str, str]] = []
    for frame in _ID_FRAMES:
        for _ in range(3):
            prefix = rng.choice(
                ("req_", "evt_", "ord_", "feature_", "cache-", "job-", "cus_", "run-")
            )
            body = rng.choice((_pick(rng, _HEX, 32), _uuid(rng), _pick(rng, _HEX, 40)))
            out.append((frame.format(t=prefix + body), "prefixed_ids"))
    for _ in range(6):
        out.append(
            (f"PostHog project key phc_{_mixed(rng, 43)} goes in the web snippet", "prefixed_ids")
        )
        out.append((f"the tx hash is 0x{_pick(rng, _HEX, 64)}, confirmed", "prefixed_ids"))
        out.append((f"commit {_pick(rng, _HEX, 40)} touched the key loader", "prefixed_ids"))
        out.append(
            (f"the contract address 0x{_pick(rng, _HEX, 40)} holds the tokens", "prefixed_ids")
        )
    out.extend(
        (text, "material_lookalikes")
        for text in (
            "the css class is xs=small and max=16",
            "set NetflixId=placeholder_value_here in the test",
            "public key (hex): 0x" + _pick(rng, _HEX, 64),
            "the transaction hash: 0x" + _pick(rng, _HEX, 64),
            "my loyalty number 5812 4486 1774 1275 earns points",
            "the tracking number 5812 4486 1774 1275 arrives 03/30",
            "WIF is a Bitcoin key format, look it up",
        )
    )
    return out
