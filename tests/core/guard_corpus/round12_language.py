"""Seeded generators of the round-12 provider families (issue 12, guard12l).

Written for the v20 provider misses; no held-out text is copied.

Secrets, ``(text, family)``:

* ``grafana_urlsafe``: Grafana cloud tokens (``glc_``) whose base64 body is URL-safe (``-``, ``_``);
* ``twilio_pair``: a Twilio account SID written with its auth token, ``sid:token``, ``sid/token``
  or space-separated;
* ``bech32_private``: Nostr private keys (``nsec1``) and BIP-32 extended private keys
  (``xprv``, ``yprv``, ``zprv``, ``tprv``);
* ``slack_spaced``: Slack tokens typed in spaced digit groups with no dash after the prefix;
* ``client_constructor``: a long random string passed straight to a client or SDK constructor.

Benign, ``(text, family)``:

* ``provider_lookalikes``: Nostr public keys (``npub1``), extended public keys (``xpub``), a
  Twilio account SID alone, a public Sentry DSN (Sentry documents it as safe to publish and
  the gitleaks default rules carry no DSN rule), client constructors given a URL, a UUID, a
  CamelCase service name or a publishable key, commit ids in sentences.
"""

from __future__ import annotations

import random
import string

_HEX = "0123456789abcdef"
_B62 = string.ascii_letters + string.digits
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_B64URL = _B62 + "-_"


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _mixed(rng: random.Random, alphabet: str, n: int) -> str:
    """A random string holding a capital, a small letter and a digit."""
    while True:
        out = _pick(rng, alphabet, n)
        cased = any(c.isupper() for c in out) and any(c.islower() for c in out)
        if cased and sum(c.isdigit() for c in out) >= 2:
            return out


_FRAMES = (
    "save this for later: {t}",
    "here's the {v} one you asked for -> {t}",
    "I pasted {t} into the settings page but it still says unauthenticated",
    "{v} creds for the staging box: {t}",
    "can you keep {t} somewhere safe? it's for {v}",
    "new {v} credential (the old one is revoked): {t}",
    "ok so the {v} thing is {t}, don't share it",
    "rotated {v} today, now it's {t}",
)


def _framed(rng: random.Random, vendor: str, token: str) -> str:
    return rng.choice(_FRAMES).format(v=vendor, t=token)


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Round-12 provider secrets, ``(text, family)``."""
    out: list[tuple[str, str]] = []
    for _ in range(10):
        body = _mixed(rng, _B64URL, rng.randint(60, 110))
        while "-" not in body and "_" not in body:
            body = _mixed(rng, _B64URL, rng.randint(60, 110))
        out.append((_framed(rng, "Grafana", "glc_" + body), "grafana_urlsafe"))
    for _ in range(10):
        sid = "AC" + _pick(rng, _HEX, 32)
        token = _pick(rng, _HEX, 32)
        sep = rng.choice((":", "/", " ", ":"))
        label = rng.choice(("twilio creds (sid:token)", "Twilio", "sms provider", "creds"))
        out.append((f"{label} {sid}{sep}{token}", "twilio_pair"))
    for _ in range(8):
        key = "nsec1" + _pick(rng, _BECH32, 58)
        out.append(
            (_framed(rng, rng.choice(("nostr", "Damus", "my relay")), key), "bech32_private")
        )
    for _ in range(6):
        key = rng.choice(("xprv", "yprv", "zprv", "tprv")) + _pick(rng, _B58, 107)
        out.append((_framed(rng, "wallet", key), "bech32_private"))
    for _ in range(8):
        kind = rng.choice("bpa")
        digits = _pick(rng, string.digits, rng.randint(10, 13))
        cut = [digits[i : i + rng.randint(3, 4)] for i in range(0, len(digits), 4)]
        tail = _mixed(rng, _B62, 24)
        dash = rng.choice((" - ", " ", "-"))
        spaced = f"xox{kind} " + " ".join(cut) + dash + tail
        out.append((_framed(rng, "Slack", spaced), "slack_spaced"))
    for _ in range(10):
        name = rng.choice(
            ("Client", "ApiClient", "StripeClient", "NewSDK", "OpenAPI", "RestClient")
        )
        quote = rng.choice("\"'")
        arg = _mixed(rng, _B62 + "_", rng.randint(32, 60))
        var = rng.choice(("client", "c", "api", "sdk"))
        out.append((f"{var} = {name}({quote}{arg}{quote})", "client_constructor"))
    return out


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Round-12 provider look-alikes that must stay allowed, ``(text, family)``."""
    out: list[str] = []
    for _ in range(6):
        out.append(f"follow me on nostr: npub1{_pick(rng, _BECH32, 58)}")
        out.append(f"watch-only wallet xpub{_pick(rng, _B58, 107)} for the donations page")
        out.append(f"the Twilio account AC{_pick(rng, _HEX, 32)} is on the paid plan")
        out.append(
            f'Sentry.init({{ dsn: "https://{_pick(rng, _HEX, 32)}@o{rng.randint(10**5, 10**6)}'
            f'.ingest.sentry.io/{rng.randint(10**6, 10**7)}" }}) in the frontend'
        )
        out.append(
            f'client = Client("https://api.{rng.choice(("acme", "example", "corp"))}.com/v2")'
        )
        out.append(
            f'client = Client("{rng.choice(("Billing", "Search", "Orders"))}Service_'
            f"{rng.choice(('Production', 'Staging'))}{rng.randint(2019, 2026)}_"
            f'{rng.choice(("Europe", "AsiaPacific", "NorthAmerica"))}")'
        )
        out.append(f'c = ApiClient("pk_live_{_mixed(rng, _B62, 32)}")')
        out.append(f"commit {_pick(rng, _HEX, 40)} fixed the flaky client test")
    return [(text, "provider_lookalikes") for text in out]
