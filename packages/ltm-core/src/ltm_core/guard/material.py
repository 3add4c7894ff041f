"""Other credential material: seed phrases, TOTP keys, session cookies, payment cards.

* Wallet seed phrases: 12, 15, 18, 21 or 24 consecutive words of one BIP-39 word list
  (English, Spanish, French, Italian, Portuguese, Czech ship as package data), in any
  separator style (spaces, commas, numbered lists, line breaks).
* TOTP setup keys: ``otpauth://`` URIs, and base32 keys (written in groups or not) next
  to an authenticator word.
* Session cookies: ``sessionid=``, ``connect.sid=``, ``_session=``, ``PHPSESSID=``... with a
  random value.
* Payment cards: 13-19 digits passing Luhn with a known issuer prefix and length, unless the
  number is introduced as an order, invoice, ticket, tracking or account reference.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Collection
from functools import cache
from importlib import resources

from ltm_core.guard.engine import compile_builtin, group_span
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import entropy, looks_like_token, public_object_id

__all__ = ["MaterialDetector", "bip39_words"]

BIP39_LANGUAGES = ("english", "spanish", "french", "italian", "portuguese", "czech")
_SEED_LENGTHS = (12, 15, 18, 21, 24)


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@cache
def bip39_words() -> tuple[frozenset[str], ...]:
    """The BIP-39 word lists (accents folded), one set per language."""
    lists = []
    folder = resources.files("ltm_core.guard") / "wordlists"
    for language in BIP39_LANGUAGES:
        text = (folder / f"bip39-{language}.txt").read_text(encoding="utf-8")
        lists.append(frozenset(_fold(w) for w in text.split()))
    return tuple(lists)


@cache
def _seed_index() -> dict[str, int]:
    """Word -> bit mask of the BIP-39 lists it belongs to."""
    index: dict[str, int] = {}
    for bit, words in enumerate(bip39_words()):
        for word in words:
            index[word] = index.get(word, 0) | (1 << bit)
    return index


_ASCII_WORD_RE = re.compile(r"[a-z]+")
_SEED_RUN = b"\x01" * _SEED_LENGTHS[0]
_MANY_DIGITS_RE = re.compile(r"[0-9](?:[ -]?[0-9]){12}")
_HEX_ID_CHARS = frozenset("0123456789abcdefABCDEF-")


def _inside_hex_id(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` sits in a run of hex digits and dashes holding 32+ digits.

    A UUID (``b4ed4df5-5865-4994-9953-985c25d46902``) or a hex hash can hold a Luhn-valid
    run of 13+ digits; one in 6,000 random UUIDs did, and a message id refused as a card
    lost the whole turn. A card number is never glued to hex letters on both sides of a dash.
    """
    left, right = start, end
    while left > 0 and text[left - 1] in _HEX_ID_CHARS:
        left -= 1
    while right < len(text) and text[right] in _HEX_ID_CHARS:
        right += 1
    run = text[left:right]
    digits = sum(1 for c in run if c != "-")
    return digits >= 32 and any(c.isalpha() for c in run)


_WORD_RE = re.compile(r"[^\W\d_]+")


def _word_list(words: list[str]) -> bool:
    """The run is a list someone wrote, not a seed: in alphabetical order, or one first letter.

    A generated seed draws its words at random: twelve in order (one slip allowed) happen by
    chance about once in 100,000 seeds, all sharing a first letter far more rarely. Spelling
    lists, glossaries and word games are written that way ("cabin, cable, cactus, ...").
    """
    if len({word[:1] for word in words}) == 1:
        return True
    descents = sum(a > b for a, b in itertools.pairwise(words))
    return descents <= 1


_SEED_GAP_RE = re.compile(r"[\s,;.:)(\-–—/|•*#\d]{1,8}")

_TOTP_WORDS = (
    "totp",
    "2fa",
    "two-factor",
    "two factor",
    "mfa",
    "authenticator",
    "setup key",
    "set-up key",
    "set up key",
    "setup code",
    "secret key",
    "otp",
    "one-time",
    "einrichtungsschlüssel",
    "clé de configuration",
    "clave de configuración",
    "chave de configuração",
    "ключ настройки",
    "セットアップキー",
    # the key typed by hand when the QR code will not scan
    "manual key",
    "manual entry",
    "manually enter",
    "enter manually",
    "can't scan",
    "cannot scan",
    "won't scan",
    "manuelle eingabe",
    "saisie manuelle",
    "entrada manual",
    # "couldn't scan the QR so I typed the key manually: jp3g mf7r ...": the text under a
    # setup QR code; a base32 run of 16+ with a digit 2-7 must still follow
    "qr",
    "manually",
    "by hand",
)
_BASE32_GROUPS_RE = (
    r"(?P<value>[A-Za-z2-7]{4,8}(?:(?: ?- ?| {1,2})[A-Za-z2-7]{4,8}){2,12}"
    r"|[A-Z2-7]{16,64}|[a-z2-7]{16,64})"
)
_OTPAUTH_RE = (
    r"otpauth://[ht]otp/[^\s?]{0,200}\?[^\s]{0,400}(?i:secret)=(?P<value>[A-Za-z2-7=]{8,256})"
)
_COOKIE_RE = (
    r"(?P<key>(?:__(?:[Ss]ecure|[Hh]ost)-)?[A-Za-z0-9_.-]{0,40}(?i:sess(?:ion)?(?:[_-]?id|[_-]?token|[_-]?key)?|sid|"
    r"remember[_-]?(?:me|token)|auth[_-]?token|access[_-]?token|refresh[_-]?token|"
    r"session-token|jwt))=(?P<value>[A-Za-z0-9%._:+/=~-]{16,1000})"
)
# Session cookies of large services under their own names (a browser's cookie export, a
# scraper's config): the name alone says "logged-in session", whatever the value looks like.
_BRAND_COOKIE_NAMES = (
    "NetflixId", "SecureNetflixId", "li_at", "steamLoginSecure", ".ROBLOSECURITY", "sp_dc",
    "sp_key", "c_user", "xs", "datr", "SAPISID", "APISID", "HSID", "SSID", "SIDCC",
    "user_session", "_gh_sess", "ct0", "auth_token", "twid", "FedAuth", "rtFa", "ESTSAUTH",
    "ESTSAUTHPERSISTENT", "cf_clearance", "sessionid_ss", "sid_tt", "sid_guard",
    "tt_sessionid", "PLAY_SESSION", "_twitch_session_id", "reddit_session", "token_v2",
    "__Secure-1PSID", "__Secure-3PSID", "__Secure-next-auth.session-token", "dotcom_user",
)  # fmt: skip
_BRAND_COOKIE_RE = (
    r"(?:^|[\s;\"'(,\[{])(?P<key>"
    + "|".join(re.escape(name) for name in _BRAND_COOKIE_NAMES)
    + r")=(?P<value>[A-Za-z0-9%._:+/=~-]{16,1000})"
)
COOKIE_KEYWORDS = (
    "sess", "sid=", "remember", "token=", "jwt=",
    *(name.lower() + "=" for name in _BRAND_COOKIE_NAMES),
)  # fmt: skip
"""Prefilter keywords of the cookie checks."""
# A raw private key named as one in prose or config: 32 bytes of hex (Ethereum, secp256k1,
# ed25519 seeds) or a Bitcoin WIF key. A public key, an address or a bare hash is not named so.
# The key word may carry its encoding in brackets ("private key (hex)"), and a WIF key is
# named by the format's own word ("WIF for the paper wallet: 5...").
_RAW_PRIVATE_KEY_RE = (
    r"(?:(?i:private|priv|secret|signing|wallet)[ \t_-]{0,2}(?i:key)"
    r"|\b(?i:wif)(?:[ \t_-]{0,2}(?i:key))?)"
    r"(?:[ \t]{0,2}\((?i:hex|wif|raw|base58|bytes|hex-encoded)\))?"
    r"(?:[ \t]{1,3}(?i:for|of|to)[ \t][^\n:=]{1,40}|[ \t]{1,3}(?i:is|was))?"
    r"[ \t]{0,3}[:=]?[ \t]{0,3}[\"'`]?"
    r"(?P<value>(?:0x)?[0-9a-fA-F]{64}|[5KL][1-9A-HJ-NP-Za-km-z]{50,51})\b"
)
# A BIP-32 extended private key (xprv, tprv, yprv, zprv and the multisig uprv/vprv...): base58
# of 111 characters. Its public twin (xpub...) is shared with watch-only wallets on purpose.
_EXTENDED_KEY_RE = re.compile(
    r"(?<![A-Za-z0-9])[xtyzuvYZUV]prv[1-9A-HJ-NP-Za-km-z]{100,112}(?![A-Za-z0-9])"
)
# A keypair file as a JSON byte array (Solana's id.json holds 64 bytes, a raw ed25519 or
# secp256k1 key 32): every number a byte. 64 random bytes are unmistakable; 32 numbers are
# also data (a pixel row, a histogram), so they need a key word near them.
_BYTE_ARRAY_RE = re.compile(r"\[\s{0,4}(?:\d{1,3}\s{0,4},\s{0,4}){31,63}\d{1,3}\s{0,4}\]")
_KEY_WORD_RE = re.compile(
    r"(?i)(?<!\w)(?:key\w*|keypair|wallet|solana|secret\w*|private|priv|seed|signer|id\.json)"
    r"(?!\w)"
)
# Recovery and backup codes: four or more codes of one length, each mixing letters and digits,
# set apart by two spaces, line breaks or commas (prose and ids use single spaces).
_CODE_LIST_RE = re.compile(
    r"(?<![\w-])[A-Za-z0-9]{4,12}(?:-[A-Za-z0-9]{4,6})?"
    r"(?:(?: {2,4}|[ \t]{0,3}\n[ \t]{0,3}|, ?)[A-Za-z0-9]{4,12}(?:-[A-Za-z0-9]{4,6})?){3,19}"
    r"(?![\w-])"
)
_CODE_SEP_RE = re.compile(r" {2,4}|[ \t]{0,3}\n[ \t]{0,3}|, ?")
_CODE_CUE_RE = re.compile(
    r"(?i)(?<!\w)(?:recovery|backup|back-up|emergency|scratch|one-time|single-use|works once|"
    r"work once|used once|use once|2fa|mfa|save these|keep these|store these)(?!\w)"
)
_HEX_DIGITS = frozenset("0123456789abcdefABCDEF-")
_CARD_LABEL_RE = re.compile(r"(?i)(?:card|cc|visa|amex|mastercard|pan)$")
_CARD_RE = r"(?P<value>[0-9](?:[ -]?[0-9]){12,18})"
_NOT_CARD_CONTEXT = re.compile(
    r"(?i)(?:order|invoice|ticket|tracking|isbn|account|acct|reference|ref|booking|"
    r"confirmation|serial|phone|tel|iban|customer|member|policy|case|parcel|shipment|"
    r"transaction|receipt|number|no|nr|#)\W{0,4}$"
)
# An expiry date right after a card number: "03/30", ", exp 03/2030", " valid thru 11/27"
_EXPIRY_AFTER_RE = re.compile(
    r"[ \t,;:(-]{1,3}(?:(?i:exp\w{0,6}|valid(?: thru| through| until)?|gültig bis|ablauf)"
    r"[ \t:.]{0,3})?(?:0[1-9]|1[0-2]) ?/ ?(?:20)?[0-9]{2}(?![0-9/])"
)
_ISSUERS: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("4", (13, 16, 19)),
    ("51", (16,)),
    ("52", (16,)),
    ("53", (16,)),
    ("54", (16,)),
    ("55", (16,)),
    ("34", (15,)),
    ("37", (15,)),
    ("6011", (16, 19)),
    ("65", (16, 19)),
    ("644", (16, 19)),
    ("645", (16, 19)),
    ("646", (16, 19)),
    ("647", (16, 19)),
    ("648", (16, 19)),
    ("649", (16, 19)),
    ("62", (16, 17, 18, 19)),
    ("36", (14,)),
    ("38", (14,)),
    ("300", (14,)),
    ("301", (14,)),
    ("302", (14,)),
    ("303", (14,)),
    ("304", (14,)),
    ("305", (14,)),
    ("35", (16, 19)),
)


# A session cookie named in prose ("my PHPSESSID cookie, expires next week: X", "the auth
# cookie value is X (cookie name laravel_session)"). Names a framework gives its session
# cookie stand alone; a generic name ("sessionid", "sid") or an adjective ("auth cookie")
# needs the word "cookie" too. The value is a token of 16+ on the same line, within reach.
_COOKIE_NAME_RE = re.compile(
    r"(?<![\w.-])(?:(?P<own>__(?:[Ss]ecure|[Hh]ost)-[\w.-]{1,40}|\.?ASPXAUTH|"
    r"ASP\.NET_SessionId|[A-Z]{0,6}SESS(?:ION)?ID|[A-Za-z0-9_]{0,20}[_.]sess(?:ion)?"
    r"(?:[_-]?id)?|connect\.sid|wordpress_logged_in\w{0,40}|remember_(?:web|user|token)\w{0,40})"
    r"|(?P<generic>(?i:session[_-]?id|sessionid|sid|session[_ -]token|session|auth|login|"
    r"jwt|access|remember[_-]?me)))(?!\w|-(?![Cc]ookie))"
)
_COOKIE_WORD_RE = re.compile(r"(?i)(?<!\w)cookies?(?!\w)")
_COOKIE_VALUE_RE = re.compile(r"(?<![\w%./:+=~-])[A-Za-z0-9%._:+/=~-]{16,1000}")
_COOKIE_REACH = 120


# Substrings one of the framework names holds: without one (and without "cookie") no name.
_COOKIE_ANCHORS = (
    "_sess", ".sess", "SESS", "SessionId", "ASPXAUTH", "__Secure-", "__Host-", "__secure-",
    "__host-", "connect.sid", "wordpress_logged_in", "remember_",
)  # fmt: skip
_CARD_CODE_CUES = (
    "cvv", "cvc", "cvn", "csc", "cav2", "verification", "prüf", "cryptogramme", "security code",
    "sicherheitscode", "seguridad", "sécurité", "sicurezza", "segurança", "digits", "on the back",
)  # fmt: skip


def _prose_cookies(text: str, *, cookie_word: bool) -> list[SecretMatch]:
    """Session cookie values named in a sentence (see ``_COOKIE_NAME_RE``)."""
    found: list[SecretMatch] = []
    words = [m.span() for m in _COOKIE_WORD_RE.finditer(text)] if cookie_word else []
    for name in _COOKIE_NAME_RE.finditer(text):
        if name.group("generic") is not None and not any(
            abs(s - name.start()) <= 40 or abs(name.end() - e) <= 40 for s, e in words
        ):
            continue  # "the session id", "auth": only a cookie's name next to "cookie"
        line_start = text.rfind("\n", max(0, name.start() - _COOKIE_REACH), name.start()) + 1
        line_end = text.find("\n", name.end(), name.end() + _COOKIE_REACH)
        low = max(line_start, name.start() - _COOKIE_REACH)
        high = min(len(text), name.end() + _COOKIE_REACH) if line_end < 0 else line_end
        for m in _COOKIE_VALUE_RE.finditer(text, low, high):
            value = m.group().rstrip(".,;:)")
            if "=" in value.rstrip("="):
                value = value.rstrip("=").rsplit("=", 1)[-1]  # "PHPSESSID=X": the value
            if "://" in m.group() or _COOKIE_NAME_RE.fullmatch(value) or public_object_id(value):
                continue  # a URL (a cookie policy page), a cookie's own name, a public id
            if looks_like_token(value, min_len=16, min_entropy=3.0):
                found.append(SecretMatch("session_cookie", m.start(), m.start() + len(m.group())))
                break
    return found


# A card's security code (CVV, CVC, "the 3 digits on the back") after its word. The specific
# words stand alone; a generic one ("security code", "code on the back") needs a card word in
# its sentence ("we need 3 digits on the back of each jersey" is about shirts).
_CARD_CODE_RE = re.compile(
    r"(?i)(?<!\w)(?:(?P<own>cvv2?|cvc2?|cvn|csc|cav2|card verification (?:code|value|number)|"
    r"prüfnummer|kartenprüfnummer|cryptogramme(?: visuel)?|código cvv|código cvc)"
    r"|(?P<generic>security code|sicherheitscode|código de seguridad|code de sécurité|"
    r"codice di sicurezza|código de segurança|(?:3|4|three|four) digits|"
    r"(?:code|number|digits) on the back))(?!\w)"
    r"(?P<gap>[^\n.!?\d]{0,40}?)(?<![\d.,/$€£#-])(?P<value>\d{3,4})(?![\d.,/%:-]|[ \t]?(?:digits|"
    r"days|dollars|usd|eur|euros|€|\$|px|ms|am|pm|h|min|%))"
)
_CARD_WORD_RE = re.compile(
    r"(?i)(?<!\w)(?:card|cards|visa|mastercard|amex|maestro|discover|debit|credit|kreditkarte|"
    r"karte|tarjeta|carte|carta|cartão|kaart|revolut|monzo)(?!\w)|\d{4}[ -]\d{4}[ -]\d{4}"
)


def _card_codes(text: str) -> list[SecretMatch]:
    """Card security codes after their word (see ``_CARD_CODE_RE``)."""
    found: list[SecretMatch] = []
    for m in _CARD_CODE_RE.finditer(text):
        if m.group("generic") is not None:
            left = max(text.rfind(c, max(0, m.start() - 120), m.start()) for c in ".!?\n") + 1
            right = m.end() + 60
            if _CARD_WORD_RE.search(text, max(left, m.start() - 120), right) is None:
                continue
            if re.fullmatch(r"(?:19|20)\d\d", m.group("value")) and m.group("gap").strip():
                continue  # "4 digits for the PIN pad at the card shop 2024": a year in the talk
        found.append(SecretMatch("payment_card", m.start("value"), m.end("value")))
    return found


def _luhn_ok(digits: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2 == 1:
            value *= 2
            if value > 9:
                value -= 9
        total += value
    return total % 10 == 0


def _issuer_ok(digits: str) -> bool:
    if 2221 <= int(digits[:4]) <= 2720:
        return len(digits) == 16
    return any(digits.startswith(p) and len(digits) in lengths for p, lengths in _ISSUERS)


def _key_material(text: str, lowered: str) -> list[SecretMatch]:
    """Extended private keys and keypairs written as byte arrays (see the expressions)."""
    found: list[SecretMatch] = []
    if "prv" in lowered:
        for m in _EXTENDED_KEY_RE.finditer(text):
            found.append(SecretMatch("raw_private_key", m.start(), m.end()))
    if "[" in text and text.count(",") >= 31:
        for m in _BYTE_ARRAY_RE.finditer(text):
            values = [int(v) for v in re.findall(r"\d+", m.group())]
            if max(values) > 255 or len(values) not in (32, 64):
                continue
            keyed = _KEY_WORD_RE.search(text, max(0, m.start() - 60), m.start()) is not None
            if (len(values) == 64 and len(set(values)) >= 36) or (keyed and len(set(values)) >= 20):
                found.append(SecretMatch("raw_private_key", m.start(), m.end()))
    return found


def _code_lists(text: str) -> list[SecretMatch]:
    """Lists of recovery or backup codes (see ``_CODE_LIST_RE``)."""
    found: list[SecretMatch] = []
    for m in _CODE_LIST_RE.finditer(text):
        codes = _CODE_SEP_RE.split(m.group())
        if len({len(code) for code in codes}) != 1 or len(codes[0]) < 8:
            continue  # codes of one generator share one length
        mixed = sum(
            any(c.isdigit() for c in code) and any(c.isalpha() for c in code) for code in codes
        )
        if mixed < len(codes) - 1 or len({code.isupper() for code in codes}) != 1:
            continue  # words, numbers, or a mix of styles: a list of something else
        cue = _CODE_CUE_RE.search(text, max(0, m.start() - 80), min(len(text), m.end() + 40))
        hexy = all(_HEX_DIGITS.issuperset(code) for code in codes)
        lower = all(code == code.lower() for code in codes)
        if cue is None and (hexy or len(codes) < 5 or not lower):
            continue  # short hashes, SKUs, video ids, part numbers: a list of ids without a cue
        found.append(SecretMatch("recovery_codes", m.start(), m.end()))
    return found


class MaterialDetector:
    """Seed phrases, TOTP keys, session cookies and payment cards."""

    rule_names: tuple[str, ...] = (
        "seed_phrase",
        "totp_seed",
        "session_cookie",
        "payment_card",
        "raw_private_key",
    )

    def __init__(self) -> None:
        self._otpauth = compile_builtin(_OTPAUTH_RE)
        self._base32 = compile_builtin(_BASE32_GROUPS_RE)
        self._cookie = compile_builtin(_COOKIE_RE)
        self._card = compile_builtin(_CARD_RE)
        self._raw_key = compile_builtin(_RAW_PRIVATE_KEY_RE)
        self._brand_cookie = compile_builtin(_BRAND_COOKIE_RE)

    @staticmethod
    def keywords() -> tuple[str, ...]:
        """Prefilter keywords of the TOTP checks (the cookie checks': ``COOKIE_KEYWORDS``)."""
        return (*_TOTP_WORDS, "otpauth://")

    def find(
        self,
        text: str,
        lowered: str,
        labels: set[str],
        rules: Collection[str],
        *,
        has_digit: bool = True,
    ) -> list[SecretMatch]:
        """Material in ``text`` (folded normalised); ``labels`` are the prefilter hits.

        ``has_digit`` is False when the caller saw no ASCII digit (no card number then).
        """
        found: list[SecretMatch] = []
        if "seed_phrase" in rules and text.count(" ") + text.count("\n") + text.count(",") >= 11:
            found.extend(self._seed(text, lowered))
        if "totp_seed" in rules and "totp" in labels:
            for m in self._otpauth.finditer(text):
                found.append(SecretMatch("totp_seed", *group_span(m, "value")))
            for m in self._base32.finditer(text):
                value = m.group("value")
                joined = value.replace(" ", "").replace("-", "")
                if (
                    len(joined) >= 16
                    and any(c in "234567" for c in joined)
                    and entropy(joined) >= 3.0
                    and not joined.isalpha()
                ):
                    found.append(SecretMatch("totp_seed", *group_span(m, "value")))
        if "session_cookie" in rules and "cookie" in labels:
            for cookie in (self._cookie, self._brand_cookie):
                for m in cookie.finditer(text):
                    value = m.group("value").rstrip(";")
                    if public_object_id(value):
                        continue  # "?session_id=cs_live_...": a Checkout Session id, not a cookie
                    if looks_like_token(value, min_len=16, min_entropy=3.0):
                        found.append(SecretMatch("session_cookie", *group_span(m, "value")))
        if "session_cookie" in rules and (
            "cookie" in lowered or any(name in text for name in _COOKIE_ANCHORS)
        ):  # "my PHPSESSID cookie, expires next week: X" ("session" alone costs nothing)
            found.extend(_prose_cookies(text, cookie_word="cookie" in lowered))
        if has_digit and "payment_card" in rules and any(c in lowered for c in _CARD_CODE_CUES):
            found.extend(_card_codes(text))  # "the security code on the back of my Visa is 621"
        if "raw_private_key" in rules and ("key" in lowered or "wif" in lowered):
            for m in self._raw_key.finditer(text):
                if entropy(m.group("value")) >= 3.0:
                    found.append(SecretMatch("raw_private_key", *group_span(m, "value")))
        if has_digit and "raw_private_key" in rules:
            found.extend(_key_material(text, lowered))
        if has_digit and "recovery_codes" in rules and ("  " in text or "\n" in text):
            found.extend(_code_lists(text))
        if has_digit and "payment_card" in rules and _MANY_DIGITS_RE.search(text):
            found.extend(self._cards(text))
        return found

    @staticmethod
    def _seed(text: str, lowered: str | None = None) -> list[SecretMatch]:
        """Runs of 12+ words that all belong to one BIP-39 list (one pass, bit masks)."""
        index = _seed_index()
        if text.isascii():  # fast path: is there any run of 12 listed words at all?
            words = _ASCII_WORD_RE.findall(lowered if lowered is not None else text.lower())
            if len(words) < _SEED_LENGTHS[0]:
                return []
            flags = bytes(map(index.__contains__, words))  # one byte per word, 1 = listed
            if _SEED_RUN not in flags:
                return []
        found: list[SecretMatch] = []
        run_start = run_end = -1
        run_len = 0
        mask = 0
        run_words: list[str] = []
        for word in _WORD_RE.finditer(text):
            token = word.group(0)
            key = token.lower() if token.isascii() else _fold(token)
            bits = index.get(key, 0)
            gap_ok = (
                run_len > 0 and _SEED_GAP_RE.fullmatch(text[run_end : word.start()]) is not None
            )
            if bits and gap_ok and bits & mask:
                mask &= bits
                run_len += 1
                run_end = word.end()
                run_words.append(key)
                continue
            if run_len >= _SEED_LENGTHS[0] and not _word_list(run_words):
                found.append(SecretMatch("seed_phrase", run_start, run_end))
            run_start, run_end, run_len, mask = word.start(), word.end(), (1 if bits else 0), bits
            run_words = [key] if bits else []
        if run_len >= _SEED_LENGTHS[0] and not _word_list(run_words):
            found.append(SecretMatch("seed_phrase", run_start, run_end))
        return found

    def _cards(self, text: str) -> list[SecretMatch]:
        found: list[SecretMatch] = []
        for m in self._card.finditer(text):
            start = m.start()
            before = text[start - 1] if start > 0 else " "
            glued = (
                before.isdigit() or before in "+$€£-./:" or (before.isascii() and before.isalpha())
            )
            labelled = before == ":" and _CARD_LABEL_RE.search(text, max(0, start - 12), start - 1)
            if glued and not labelled:
                continue  # inside a hex id, a word, a time or a price; "card:N" is a card
            if _inside_hex_id(text, start, m.end()):  # a UUID's or a hash's digits
                continue
            raw = m.group("value")
            # The greedy run may have swallowed what follows the number ("... 2015 11/27",
            # an expiry): also try it cut at each separator, longest first.
            cuts = [len(raw)] + [i for i in range(len(raw) - 1, 12, -1) if raw[i] in " -"]
            for cut in cuts:
                if self._card_at(text, start, raw[:cut]):
                    found.append(SecretMatch("payment_card", start, start + cut))
                    break
        return found

    @staticmethod
    def _card_at(text: str, start: int, raw: str) -> bool:
        """Whether ``raw`` at ``start`` is a whole card number (Luhn, issuer, context)."""
        end = start + len(raw)
        if end < len(text) and (
            text[end].isdigit()
            or (text[end].isalpha() and text[end].isascii())
            or (text[end : end + 1] in ("-", ".", "/") and text[end + 1 : end + 2].isdigit())
        ):
            return False
        separators = {c for c in raw if not c.isdigit()}
        if len(separators) > 1:
            return False
        digits = raw.replace(" ", "").replace("-", "")
        if not _luhn_ok(digits) or len(set(digits)) < 4:
            return False
        # an issuer we do not list (a new BIN range, a regional scheme) is a card all the
        # same when its expiry date follows it ("5812 4486 1774 1275, 03/30, 805")
        if not _issuer_ok(digits) and _EXPIRY_AFTER_RE.match(text, end, end + 32) is None:
            return False
        context = text[max(0, start - 24) : start]
        return not (_NOT_CARD_CONTEXT.search(context) and "card" not in context.lower())
