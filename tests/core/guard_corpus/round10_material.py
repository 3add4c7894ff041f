"""Seeded generators of the round-10 material families (issue 12, guard10m), written before the rules.

The families stand for the v15 material, key/value, language and plain-value misses and false
refusals; no v15 text is copied.

Secrets, ``(text, family)``:

* ``prose_cookies``: a session cookie named by its name (``PHPSESSID``, ``laravel_session``,
  ``connect.sid``, ``__Secure-next-auth.session-token``...) with its value in a sentence,
  the name before or after the value;
* ``card_codes``: a card's security code (CVV, CVC, "the 3 digits on the back") or a card's
  PIN in prose, the value after or before the word;
* ``totp_text``: a TOTP key typed by hand (lowercase or capital groups, or one run) when the
  QR code would not scan, and a two-step login recovery code;
* ``odd_kv_values``: a key/value value that starts with ``<`` or holds ``=`` and ``%``;
* ``wordless_pairs``: a user name and a typed password with no password word ("Username X,
  and then Y", "to sign in to the portal, X + Y").

Benign, ``(text, family)``:

* ``cookie_talk``: cookie policies and banners, cookie names without a value, cookie
  settings (``SameSite=Lax``, ``Max-Age=3600``);
* ``code_talk``: area codes, ZIP codes, HTTP status codes, prices, "3 digits" talk, card
  advice with no value;
* ``qr_talk``: QR codes of URLs and menus, recovery-code advice;
* ``famous_talk``: statistics about leaked passwords, word games, format descriptions with
  placeholders;
* ``kv_talk``: key/value lines holding placeholders, templates and comparisons;
* ``pair_talk``: sign-in talk with a user name and no password.
"""

from __future__ import annotations

import random
import string

_B32 = string.ascii_uppercase + "234567"
_ALNUM = string.ascii_letters + string.digits
_COOKIE_NAMES = (
    "PHPSESSID",
    "JSESSIONID",
    "laravel_session",
    "_gh_sess",
    "_session_id",
    "connect.sid",
    "sessionid",
    "ASP.NET_SessionId",
    ".ASPXAUTH",
    "__Secure-next-auth.session-token",
    "__Host-session",
    "_myapp_session",
    "rack.session",
    "ci_session",
    "wordpress_logged_in",
    "sid",
)


def _token(rng: random.Random, alphabet: str, low: int, high: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(low, high)))


def _cookie_value(rng: random.Random) -> str:
    kind = rng.choice(("hex", "lower", "mixed", "percent", "jwtish"))
    if kind == "hex":
        return _token(rng, "0123456789abcdef", 26, 40)
    if kind == "lower":
        return _token(rng, string.ascii_lowercase + string.digits, 26, 32)
    if kind == "mixed":
        return _token(rng, _ALNUM, 30, 90)
    if kind == "percent":
        return _token(rng, _ALNUM, 20, 60) + "%3D%3D"
    return "eyJ" + _token(rng, _ALNUM, 40, 120)


def prose_cookies(rng: random.Random, rounds: int = 3) -> list[str]:
    """A session cookie's value in a sentence, by the cookie's name."""
    frames = (
        "my {n} cookie, expires next week: {v}",
        "the auth cookie value is {v} (cookie name {n})",
        "here's the {n} cookie from devtools: {v}",
        "copied my {n} cookie value {v} so you can log in as me",
        "{n} is {v} right now, use it in Postman",
        "session cookie ({n}): {v}",
        "Cookie {n} = {v}",
        "paste this as the {n} cookie in the browser: {v}",
        "{v} <- that's the {n} cookie",
        "Mi cookie {n} es {v}",
        "das {n}-Cookie lautet {v}",
        "le cookie {n} vaut {v}",
    )
    out = []
    for _ in range(rounds):
        for frame in frames:
            out.append(frame.format(n=rng.choice(_COOKIE_NAMES), v=_cookie_value(rng)))
    return out


def _card(rng: random.Random) -> str:
    digits = [4] + [rng.randint(0, 9) for _ in range(14)]
    total = 0
    for index, value in enumerate(reversed(digits)):
        doubled = value * 2 if index % 2 == 0 else value
        total += doubled - 9 if doubled > 9 else doubled
    digits.append((10 - total % 10) % 10)
    text = "".join(map(str, digits))
    return " ".join(text[i : i + 4] for i in range(0, 16, 4))


def card_codes(rng: random.Random, rounds: int = 3) -> list[str]:
    """A card's security code or PIN in prose."""
    brands = ("Visa", "Mastercard", "Amex", "debit card", "credit card", "card", "Revolut card")
    frames = (
        "the security code on the back of my {b} is {c}",
        "For the online order: {card}, the 3 digits on the back are {c}",
        "the CVV is {c}",
        "cvc {c}, expiry 04/29",
        "{card} exp 11/27 cvv {c}",
        "my {b}'s CVV2: {c}",
        "card verification code for the {b}: {c}",
        "the three digits on the back of the {b} are {c}",
        "{p} is the PIN for the new {b}",
        "{p} is my {b} PIN",
        "{p} - that's the PIN of my {b}",
        "the PIN for my {b} is {p}",
        "El código de seguridad de mi {b} es {c}",
        "die Prüfnummer meiner {b} ist {c}",
        "le cryptogramme de ma {b} est {c}",
    )
    out = []
    for _ in range(rounds):
        for frame in frames:
            code = "".join(rng.choice(string.digits) for _ in range(rng.choice((3, 3, 4))))
            pin = "".join(rng.choice(string.digits) for _ in range(rng.choice((4, 4, 6))))
            out.append(frame.format(b=rng.choice(brands), c=code, p=pin, card=_card(rng)))
    return out


def _b32_key(rng: random.Random, length: int) -> str:
    while True:
        key = "".join(rng.choice(_B32) for _ in range(length))
        if any(c in "234567" for c in key) and not key.isalpha():
            return key


def totp_text(rng: random.Random, rounds: int = 3) -> list[str]:
    """A TOTP key typed by hand, or a two-step login recovery code."""
    frames = (
        "I couldn't scan the QR so I typed the key manually: {g}",
        "can't read the QR code, the text code under it says {k}",
        "the QR wouldn't scan so I entered this by hand: {g}",
        "authenticator app key (typed manually): {g}",
        "typed in the code below the QR: {k}",
        "{v} two-step login recovery code: {r}",
        "my {v} recovery code is {r}",
        "2FA recovery code for {v}: {r}",
        "{v} gave me this recovery code, keep it: {r}",
    )
    vendors = ("Bitwarden", "GitHub", "Proton", "Dropbox", "1Password", "Discord")
    out = []
    for _ in range(rounds):
        for frame in frames:
            key = _b32_key(rng, rng.choice((16, 16, 26, 32)))
            groups = " ".join(key[i : i + 4] for i in range(0, len(key), 4))
            groups = groups.lower() if rng.random() < 0.6 else groups
            recovery = _token(rng, string.ascii_uppercase + string.digits, 32, 32)
            out.append(frame.format(g=groups, k=key, r=recovery, v=rng.choice(vendors)))
    return out


def odd_kv_values(rng: random.Random, rounds: int = 6) -> list[str]:
    """Key/value lines whose generated value starts with ``<`` or holds ``=`` and ``%``."""
    keys = (
        "SESSION_SECRET_NEW",
        "access_key_old",
        "DB_PASSWORD",
        "api_secret",
        "JWT_SECRET",
        "client_secret_v2",
    )
    symbols = "=%@<"
    out = []
    for _ in range(rounds):
        for key in keys:
            body = _token(rng, _ALNUM, 10, 16)
            cut = rng.randint(3, len(body) - 3)
            body = body[:cut] + rng.choice(symbols) + body[cut:]
            value = "<" + body if rng.random() < 0.6 else body + "%" + rng.choice("=@")
            sep = rng.choice(("=", ": ", " = "))
            out.append(f"{key}{sep}{value}")
    return out


def _typed_password(rng: random.Random) -> str:
    while True:
        chars = [rng.choice(_ALNUM) for _ in range(rng.randint(10, 17))]
        for _ in range(rng.randint(1, 3)):
            chars.insert(rng.randint(1, len(chars) - 1), rng.choice("+=*!#%@$-_"))
        value = "".join(chars)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


def wordless_pairs(rng: random.Random, rounds: int = 3) -> list[str]:
    """A user name and a password with no password word."""
    users = ("svc_backup", "l.nguyen", "ops-admin", "jdoe", "m.garcia", "deploy", "k.tanaka")
    frames = (
        "Username {u}, and then {p}",
        "user: {u}, then {p}",
        "Here's what they gave me to sign in to the contractor portal, {u} + {p}",
        "for the VPN login: {u} / {p}",
        "to log in to the staging box use {u} // {p}",
        "Benutzername {u}, dann {p}",
        "usuario {u}, y luego {p}",
        "the shared account for the portal is {u} | {p}",
    )
    out = []
    for _ in range(rounds):
        for frame in frames:
            out.append(frame.format(u=rng.choice(users), p=_typed_password(rng)))
    return out


def secrets(rng: random.Random) -> list[tuple[str, str]]:
    """Every secret family, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    for name, make in (
        ("prose_cookies", prose_cookies),
        ("card_codes", card_codes),
        ("totp_text", totp_text),
        ("odd_kv_values", odd_kv_values),
        ("wordless_pairs", wordless_pairs),
    ):
        rows.extend((text, name) for text in make(rng))
    return rows


def cookie_talk(rng: random.Random) -> list[str]:
    """Cookie talk without a cookie's value."""
    names = [rng.choice(_COOKIE_NAMES) for _ in range(8)]
    return [
        "We updated our cookie policy: https://example.com/legal/cookie-policy",
        "the cookie banner on the landing page covers the signup button",
        f"the {names[0]} cookie is set by the framework when the session starts",
        f"why does Chrome drop the {names[1]} cookie after a redirect?",
        f"set the {names[2]} cookie with SameSite=Lax and Max-Age=3600",
        f"rename the {names[3]} cookie to something less obvious, OWASP says so",
        "I baked chocolate chip cookies, the recipe is on cookingsite.example/cookies-2024",
        f"{names[4]} is the name of the session cookie in that stack",
        "cookie consent: accept all / reject all / customise",
        f"clear the {names[5]} cookie and log in again, that fixed it",
        "the session cookie expires after 30 minutes of inactivity",
        f"the {names[6]} cookie value is empty after logout, is that normal?",
        "Set-Cookie: theme=dark; Path=/; Max-Age=31536000",
        f"Our {names[7]} cookie is HttpOnly and Secure now.",
    ]


def code_talk(rng: random.Random) -> list[str]:
    """Digits near code words that are no card code."""
    return [
        f"the area code for Boston is {rng.choice(('617', '857'))}",
        "my ZIP code is 94110, send the parcel there",
        "the server answers with code 404 on that route",
        "it costs 129 dollars with the card discount",
        "the security code is the 3 digits on the back of the card",
        "never share the CVV of your card with anyone",
        "the CVV field only accepts 3 or 4 digits",
        "Room 321 is on the back of the building",
        "the card reader shows error 502 on the back office screen",
        "we need 3 digits on the back of each jersey, like 023",
        "my Visa ends in 4821, can you check the last payment?",
        "PIN pad broken at checkout 7, use the other till",
        "it took 3 days to get the new card",
        "Flight 612 leaves from gate 33",
        "0000 is the default PIN for most Bluetooth headsets",
        "1234 is the most common PIN, so avoid it",
        "2019 is the year my card PIN got skimmed",
        "the CVC check failed twice, so the shop cancelled the order",
        "the security code on the back of the parcel is smudged",
        "the code on the back of the TV remote says 2287-B",
        "I need 4 digits for the PIN pad at the card shop 2024 edition",
        "my credit card has 3 digits on the back, 2 of them are faded",
        "my Visa was declined at checkout 4, code 0512 on the terminal",
    ]


def qr_talk() -> list[str]:
    """QR codes, recovery advice and authenticator talk without a key."""
    return [
        "scan the QR code on the table to see the menu",
        "I couldn't scan the QR so I typed the URL manually: example.com/menu",
        "the text code under the QR says TABLE12, is that the wifi?",
        "save your recovery code somewhere safe, not in the chat",
        "Bitwarden two-step login recovery code is on the paper in the safe",
        "the recovery code field wants 32 characters",
        "typed the key manually and the authenticator still shows the wrong time",
        "the QR code links to https://example.org/event/2024",
    ]


def famous_talk() -> list[str]:
    """Statistics about famous passwords, word games and format descriptions."""
    return [
        "The top leaked password in 2023 was still '123456', according to NordPass.",
        "According to NordPass, the most used password last year was 'qwerty'.",
        "A survey found 'password1' topped the list again in 2022.",
        "SplashData's list of worst passwords is led by '123456' again.",
        "We played Codenames and my clue for the secret word was 'Mercury'.",
        "In Taboo my secret word was 'Volcano' and nobody guessed it.",
        "For charades the secret word was 'Elephant', I acted it out.",
        "Authorization: Basic <base64 of user:pass> is the format the old API expects.",
        "the format is password=<your password> in the env file",
        "send the header as Bearer <token> followed by the body",
        "use --password <pass> on the command line, not in the config",
    ]


def kv_talk() -> list[str]:
    """Key/value lines holding placeholders, templates and comparisons."""
    return [
        "DB_PASSWORD=<your-password>",
        "API_SECRET=<API_SECRET>",
        "password=<redacted>",
        "SESSION_SECRET=<%= ENV['SESSION_SECRET'] %>",
        "secret_key=<<EOF",
        "token_count=a<b",
        "JWT_SECRET=<set in vault>",
        "access_key: <paste here>",
        "client_secret=<CLIENT_SECRET_FROM_CONSOLE>",
        "password_min_length=<8",
    ]


def pair_talk() -> list[str]:
    """Sign-in talk with a user name and no password."""
    return [
        "Username alice, and then click Next to get the code",
        "user: jdoe, then choose Sign in with Google",
        "to sign in to the portal use Google / Microsoft or a passkey",
        "log in to the VPN with your badge id + the MFA prompt",
        "the login page lists user / password / remember me",
        "sign in as deploy + sudo -i, then run ./release.sh --tag v2.4.1",
        "to access the portal: alice / bob / carol all have seats now",
        "user m.garcia, then l.nguyen, then k.tanaka are on call",
    ]


def benign(rng: random.Random) -> list[tuple[str, str]]:
    """Every look-alike family, ``(text, family)``."""
    rows: list[tuple[str, str]] = []
    rows.extend((text, "cookie_talk") for _ in range(3) for text in cookie_talk(rng))
    rows.extend((text, "code_talk") for text in code_talk(rng))
    rows.extend((text, "qr_talk") for text in qr_talk())
    rows.extend((text, "famous_talk") for text in famous_talk())
    rows.extend((text, "kv_talk") for text in kv_talk())
    rows.extend((text, "pair_talk") for text in pair_talk())
    return rows
