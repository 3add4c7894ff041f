"""Key/value credentials: config lines, CLI flags, headers, URLs with passwords.

(A little over 400 lines: the key vocabulary tables and the one detector that uses them
belong together.)

A key is a credential key when a secret word occurs anywhere inside it, in any case style:
``DB_PASSWORD_PROD``, ``PASSWORD1``, ``dbPassword``, ``x-api-key``, ``client_secret``,
``PGPASSWORD``, ``client-key-data``. Qualifiers that turn the key into metadata about the
secret (``password_policy``, ``max_tokens``, ``token_url``, ``public_key``...) make it an
ordinary key. The value is then judged by its whole shape (see :mod:`.values`).

The same key rule serves metadata keys (:func:`credential_family`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from ltm_core.guard.catalogue import CATALOGUE, Format
from ltm_core.guard.engine import Matcher, compile_builtin, group_span
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import (
    char_classes,
    entropy,
    is_identifier,
    is_placeholder,
    is_reference,
    is_wordy,
    looks_like_password,
    looks_like_pin,
    looks_like_token,
    trim_value,
)

__all__ = [
    "KEY_WORDS",
    "KeyValueDetector",
    "credential_family",
    "value_is_secret",
]

# Secret words found as a substring of the squashed key (long enough to be unambiguous).
_SUBSTRING_WORDS = {
    "password": "password",
    "passwd": "password",
    "passphrase": "password",
    "passcode": "password",
    "passwort": "password",
    "kennwort": "password",
    "contrasena": "password",
    "senha": "password",
    "motdepasse": "password",
    "wachtwoord": "password",
    "secret": "token",
    "apikey": "token",
    "accesskey": "token",
    "privatekey": "token",
    "credential": "token",
    "token": "token",
    "bearer": "token",
    "mnemonic": "password",
}
# Secret words that must be a whole part of the key (they are too short to search inside).
_PART_WORDS = {
    "pass": "password_strict",
    "pwd": "password",
    "pw": "password",
    "pword": "password",
    "pin": "pin",
    "pincode": "pin",
    "cvv": "pin",
    "cvc": "pin",
    "cvv2": "pin",
    "auth": "token",
    "creds": "token",
    "cred": "token",
    "jwt": "token",
    "sig": "token",
    "signature": "token",
    "otp": "pin",
    "psk": "token",
    "totp": "token",
}
_KEY_QUALIFIERS = frozenset(
    """
    api access secret private signing sign encryption encrypt master auth client account
    service license licence app application sas storage shared subscription consumer deploy
    ssh gpg pgp hmac jwt session webhook admin root aes rsa ed25519 dsa ecdsa server bot
    user personal integration management write read ingest sdk mobile live prod production
    """.split()
)
_NOT_SECRET_PARTS = frozenset(
    """
    max min num number count limit limits length len size type kind name names url uri urls
    endpoint endpoints file files path paths dir folder env var hint hints policy policies
    expiry expires expiration expire expired ttl timeout lifetime age reset resets rotation
    rotate prefix suffix format header field fields label labels usage budget enabled
    enable disabled disable required require regex pattern hash hashed digest salt strength
    version cache manager helper command cmd placeholder example sample public pub
    publishable input output prompt completion completions total per rate bucket algorithm
    alg mode method provider issuer audience scope scopes endpoint generator validator
    validation rule rules requirement requirements complexity history attempts attempt
    retries retry changed change updated created last id ids length_min length_max
    location policy_id template schema note notes description desc comment
    page next continuation cursor meta info string str arn
    """.split()
)
_KEY_SPLIT_RE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")

KEY_WORDS: tuple[str, ...] = (
    *_SUBSTRING_WORDS,
    *_PART_WORDS,
    "key",
    "cookie",
    "://",
    "mysql",
    "mariadb",
    "sshpass",
    "redis-cli",
    "mongo",
    " login",
    "psql",
    "pg_dump",
    "sqlcmd",
    "curl",
    "machine",
    "authorization",
    "--",
    " -p",
    " -a",
)
"""Lowercase words whose presence lets the key/value detector run (prefilter keywords)."""


def _key_parts(key: str) -> list[str]:
    parts: list[str] = []
    for chunk in re.split(r"[^A-Za-z0-9]+", key):
        parts.extend(p.lower() for p in _KEY_SPLIT_RE.findall(chunk))
    return parts


def credential_family(key: str) -> str | None:
    """``"password"``, ``"pin"`` or ``"token"`` when ``key`` names a credential, else ``None``.

    Args:
        key: A config key, env name, JSON/YAML key, CLI flag or metadata key.
    """
    parts = _key_parts(key)
    if not parts or len(key) > 80:
        return None
    if any(p in _NOT_SECRET_PARTS for p in parts[1:]) or (
        parts[0] in _NOT_SECRET_PARTS and parts[0] not in ("pub",) and len(parts) > 1
    ):
        return None
    squashed = "".join(parts)
    for part in parts:
        if part in _PART_WORDS:
            return _PART_WORDS[part]
    for word, family in _SUBSTRING_WORDS.items():
        if word in squashed:
            if word == "token" and ("tokeniz" in squashed or "tokens" in parts):
                return None
            if word == "secret" and "secretary" in squashed:
                return None
            return family
    if "key" in parts:
        if any(p in _KEY_QUALIFIERS for p in parts if p != "key"):
            return "token"
        if parts == ["key"]:
            return "bare_key"
    return None


# PascalCase made of capitalised words (digits may follow a part): a class or type name.
_CLASS_NAME_RE = re.compile(r"(?:[A-Z][a-z]{0,2}[0-9]{0,6})?(?:[A-Z][a-z]{2,}[0-9]{0,3}){2,6}")


@lru_cache(maxsize=4096)
def value_is_secret(family: str, value: str, *, config: bool) -> bool:
    """Whether ``value`` is a real credential for a key of ``family``."""
    if is_placeholder(value.strip()) or "..." in value or "…" in value:
        return False
    quoted = value.strip()[:1] in "\"'`"
    value = trim_value(value)
    if is_placeholder(value):
        return False
    mixed = char_classes(value) >= 3 and not is_wordy(value)
    if quoted and len(value) >= 8 and mixed and not is_reference(value, code=False):
        return True  # a quoted, mixed value: "Roe7e!=bxFQ?9=" is a string, not an expression
    if family == "password_strict":
        return looks_like_password(value) and any(c.isdigit() for c in value)
    if family == "pin":
        return looks_like_pin(value, low=3, high=12) or looks_like_password(value, config=False)
    if family == "password":
        return looks_like_password(value, config=config)
    if family == "bare_key":
        return looks_like_token(value, min_len=20, min_entropy=3.5)
    if not quoted and _CLASS_NAME_RE.fullmatch(value):
        return False  # a type hint, "private_key: Ed25519PrivateKey": random keys are not words
    return looks_like_token(value, min_len=10, min_entropy=2.8) or (
        looks_like_password(value, config=False) and len(value) >= 8 and not is_wordy(value)
    )


_KEY = r"[A-Za-z_@$][A-Za-z0-9_.\-]{0,79}"
_VALUE = r"\"[^\"\n]{0,400}\"|'[^'\n]{0,400}'|`[^`\n]{0,400}`|[^\s,;\"'`<>]{1,400}"
_ASSIGN_RE = (
    rf"(?P<q>[\"']?)(?P<key>{_KEY})[\"'\]]{{0,2}}[ \t]{{0,4}}(?P<sep>:=|=>|==|=|:|：|\|\||,)"
    rf"[ \t]{{0,4}}(?P<value>{_VALUE})"
)
_FLAG_RE = (
    rf"(?:^|[ \t])--(?P<key>[A-Za-z][A-Za-z0-9-]{{0,40}})(?:=|[ \t]{{1,3}})(?P<value>{_VALUE})"
)
_SHORT_FLAG_RE = (
    r"(?:^|[ \t])-(?P<flag>[paPW])(?:[ \t]{0,3})"
    r"(?P<value>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"'-][^\s\"']{0,200})"
)
_SETX_RE = (
    r"(?i:setx|set|export|setenv)[ \t]{1,3}(?P<key>[A-Za-z_][A-Za-z0-9_]{1,60})[ \t]{1,3}"
    r"(?P<value>\"[^\"\n]{1,300}\"|'[^'\n]{1,300}'|[^\s\"'=]{1,300})"
)
_SHORT_FLAG_TOOLS = re.compile(
    r"(?i)\b(?:mysql|mysqldump|mysqladmin|mariadb|sshpass|redis-cli|mongo|mongosh|mongodump|"
    r"docker login|podman login|helm registry login|psql|pg_dump|sqlcmd|smbclient|ldapsearch|"
    r"openssl)\b"
)
_AUTH_HEADER_RE = (
    r"(?i:(?:proxy-)?authorization|auth)[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?"
    r"(?i:bearer|basic|token|digest|apikey|api-key|sso-key|key|negotiate)[ \t]{1,3}"
    r"(?P<value>[A-Za-z0-9._~+/=:-]{6,1000})"
)
_BEARER_RE = r"(?i:bearer)[ \t]{1,3}(?P<value>[A-Za-z0-9._~+/-]{16,1000}={0,2})"
_URL_CRED_RE = (
    r"[A-Za-z][A-Za-z0-9+.-]{1,20}://(?P<user>[^\s:@/?#]{0,100}):(?P<value>[^\s/]{1,200})"
    r"@[A-Za-z0-9.\[_-]"
)
_CURL_USER_RE = (
    r"(?:^|[ \t])(?:-u|--user)[ \t=]{1,3}[\"']?(?P<user>[^\s:\"']{1,100}):"
    r"(?P<value>[^\s\"']{1,200})"
)
_NETRC_RE = (
    r"(?i:machine)[ \t]{1,9}[^\s]{1,200}[ \t\n]{1,9}(?i:login)[ \t]{1,9}[^\s]{1,200}"
    r"[ \t\n]{1,9}(?i:password)[ \t]{1,9}(?P<value>[^\s]{1,200})"
)
_URL_DEMO = frozenset(
    {"pass", "passwd", "pwd", "secret", "password", "pw", "token", "p", "x", "tiger", "pa55"}
)
_QUERY_RE = r"[?&;](?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,40})=(?P<value>[^&;\s#\"']{1,300})"

# Windows of text around a keyword the assignment regex looks at.
_BEFORE = 90
_AFTER = 420


def _names_secret(key: str) -> bool:
    """The key holds a secret word (even if a qualifier then makes it an ordinary key)."""
    parts = _key_parts(key)
    squashed = "".join(parts)
    return any(p in _PART_WORDS for p in parts) or any(w in squashed for w in _SUBSTRING_WORDS)


def _key_starts(window: str, positions: list[int]) -> list[int]:
    """Distinct key starts for sorted keyword positions, in one linear pass.

    A keyword inside the same run of key characters as the previous one shares its start,
    so a long run ("--------", "a_a_a_...") is walked back once, not once per keyword.
    """
    starts: list[int] = []
    previous = -1
    for at in positions:
        if previous >= 0 and starts and _same_run(window, previous, at):
            previous = at
            continue
        starts.append(_key_start(window, at))
        previous = at
    return sorted(set(starts))


def _same_run(window: str, previous: int, at: int) -> bool:
    """No separator between two keyword positions (bounded look: the key limit is 80)."""
    if at - previous > 80:
        return False
    return all(c.isalnum() or c in "_.-@$" for c in window[previous:at])


def _key_start(window: str, at: int) -> int:
    """Where the key holding the keyword at ``at`` starts (identifier characters back)."""
    start = at
    while (
        start > 0
        and at - start < 80
        and (window[start - 1].isalnum() or window[start - 1] in "_.-@$")
    ):
        start -= 1
    return start


def _windows(hits: Iterable[tuple[int, int]], size: int) -> list[tuple[int, int]]:
    """Merge the windows around keyword hits so each character is scanned once."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(hits):
        low, high = max(0, start - _BEFORE), min(size, end + _AFTER)
        if merged and low <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], high))
        else:
            merged.append((low, high))
    return merged


class KeyValueDetector:
    """Finds credentials written as key/value pairs, flags, headers and URLs."""

    def __init__(self, catalogue: Iterable[Format] = CATALOGUE) -> None:
        self._assign = compile_builtin(_ASSIGN_RE, small=True)
        self._flag = compile_builtin(_FLAG_RE)
        self._short_flag = compile_builtin(_SHORT_FLAG_RE)
        self._auth = compile_builtin(_AUTH_HEADER_RE)
        self._bearer = compile_builtin(_BEARER_RE)
        self._url = compile_builtin(_URL_CRED_RE)
        self._curl = compile_builtin(_CURL_USER_RE)
        self._netrc = compile_builtin(_NETRC_RE)
        self._query = compile_builtin(_QUERY_RE)
        self._setx = compile_builtin(_SETX_RE)
        self._context: list[tuple[Format, Matcher]] = [
            (fmt, compile_builtin(fmt.regex, small=True)) for fmt in catalogue if fmt.context
        ]
        self.rule_names: tuple[str, ...] = (
            "secret_assignment",
            "cli_password",
            "authorization_header",
            "url_credentials",
            "netrc_password",
            *dict.fromkeys(fmt.name for fmt, _ in self._context),
        )

    @staticmethod
    def keywords() -> Iterable[str]:
        """Prefilter keywords of this detector."""
        yield from KEY_WORDS

    def vendor_keywords(self) -> Iterable[str]:
        """Prefilter keywords of the vendor-context formats."""
        for fmt, _ in self._context:
            yield from fmt.keywords

    def _vendor(self, key: str, value: str) -> str | None:
        lowered = key.lower()
        if is_placeholder(value) or entropy(value) < 2.5:
            return None
        for fmt, matcher in self._context:
            if any(k in lowered for k in fmt.keywords) and matcher.fullmatch(value):
                return fmt.name
        return None

    def find(
        self, text: str, hits: Iterable[tuple[int, int]], *, vendor_hit: bool
    ) -> list[SecretMatch]:
        """Credentials in ``text``.

        Args:
            text: The folded normalised text.
            hits: ``(start, end)`` of keyword occurrences (secret words and vendor names).
            vendor_hit: A vendor keyword occurred, so vendor formats are tried too.
        """
        found: list[SecretMatch] = []
        hits = sorted(hits)
        for low, high in _windows(hits, len(text)):
            window = text[low:high]
            starts = _key_starts(window, [s - low for s, _e in hits if low <= s < high])
            found.extend(self._scan(window, low, vendor_hit, starts))
        return found

    def _scan(
        self, window: str, offset: int, vendor_hit: bool, starts: list[int]
    ) -> list[SecretMatch]:
        found: list[SecretMatch] = []

        def add(name: str, match: Any, group: str = "value", base: int = 0) -> None:
            start, end = group_span(match, group)
            start, end = start + base, end + base
            raw = window[start:end]
            inner = trim_value(raw)
            shift = raw.find(inner) if inner else 0
            found.append(
                SecretMatch(name, offset + start + shift, offset + start + shift + len(inner))
            )

        for match in self._url.finditer(window):
            value = trim_value(match.group("value"))
            if "[redacted" in match.group(0):
                continue
            if value.lower() not in _URL_DEMO and not is_placeholder(value) and len(value) >= 3:
                add("url_credentials", match)
        for match in self._query.finditer(window):
            family = credential_family(match.group("key"))
            if family and value_is_secret(family, match.group("value"), config=True):
                add("url_credentials", match)
        for match in self._setx.finditer(window):
            family = credential_family(match.group("key"))
            if family and value_is_secret(family, match.group("value"), config=True):
                add("secret_assignment", match)
        for match in self._netrc.finditer(window):
            if value_is_secret("password", match.group("value"), config=True):
                add("netrc_password", match)
        for match in self._curl.finditer(window):
            if value_is_secret("password", match.group("value"), config=True):
                add("cli_password", match)
        for match in self._auth.finditer(window):
            if looks_like_token(trim_value(match.group("value")), min_len=8, min_entropy=2.5):
                add("authorization_header", match)
        for match in self._bearer.finditer(window):
            if looks_like_token(trim_value(match.group("value")), min_len=16, min_entropy=3.0):
                add("authorization_header", match)
        for match in self._flag.finditer(window):
            family = credential_family(match.group("key"))
            attached = window[group_span(match, "value")[0] - 1] == "="
            if family and value_is_secret(family, match.group("value"), config=attached):
                add("cli_password", match)
        line_tools = _SHORT_FLAG_TOOLS.search(window)
        if line_tools:
            for match in self._short_flag.finditer(window):
                if value_is_secret("password", match.group("value"), config=True):
                    add("cli_password", match)
        done = -1
        for key_at in starts:
            if key_at < done:
                continue  # inside the value of a credential-named pair already judged
            match = self._assign.match(window[key_at : key_at + _AFTER])
            if match is None:
                continue
            if _names_secret(match.group("key")):
                done = key_at + match.end()
            quoted = key_at > 0 and window[key_at - 1] in "\"'"
            if match.group("sep") == "," and not quoted:
                continue  # "key", "value" pairs only (PHP define(), arrays)
            key, value, sep = match.group("key"), match.group("value"), match.group("sep")
            inner = trim_value(value)
            if vendor_hit:
                vendor = self._vendor(key, inner)
                if vendor is not None:
                    add(vendor, match, base=key_at)
                    continue
            family = credential_family(key)
            if family is None:
                continue
            sep_at = key_at + group_span(match, "sep")[0]
            before = window[sep_at - 1 : sep_at] if sep_at else ""
            config = (
                quoted
                or key.isupper()
                or (sep in ("=", ":=") and before not in (" ", "\t"))
                or value[:1] in "\"'`"
            )
            if sep == "==" and is_identifier(inner):
                continue
            if inner == key or inner.lower().endswith(key.lower()):
                continue
            if value_is_secret(family, value, config=config):
                add("secret_assignment", match, base=key_at)
        return found
