"""Judging a value by its whole shape: is this a credential, or a word, a reference, a blank?

Used after a credential word (``password=``, ``my PIN is``, ``--token``) has been found. One
character never decides: a dot, a bracket or a ``#`` inside a value does not make it a code
reference. What decides is the whole value: placeholders and lookups carry nothing;
identifier chains made of words are references; dates, versions and amounts are data; a
token of mixed character classes with enough entropy is a secret.

Choices made on purpose (documented in docs/concepts.md):

* ``changeme``, ``password``, ``secret``, ``hunter2``-style *descriptions* and every
  placeholder (``<your-key>``, ``xxx``, ``***``, ``${VAR}``, ``$VAR``, ``%VAR%``, ``{{ var }}``,
  ``os.environ[...]``, ``process.env.X``, ``[redacted]``, ``None``, ``null``, empty) are not
  secrets: they carry no value.
* In a config line (``KEY=value``), a single lowercase word of six letters or more is taken
  as a real password (people do use them); in prose it must look like a token.
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections import Counter

__all__ = [
    "basic_credentials",
    "char_classes",
    "entropy",
    "is_placeholder",
    "is_reference",
    "looks_like_passphrase",
    "looks_like_password",
    "looks_like_pin",
    "looks_like_scramble",
    "looks_like_token",
    "trim_value",
]

_QUOTES = "\"'`“”‘’«»„‚「」『』"
_ESCAPED_QUOTE = '\\"'
_TRAILING = ".,;:!?)]}>…*\\"

_PLACEHOLDER_RE = re.compile(
    r"(?i)^(?:"
    r"<[^<>]{0,80}>|\[[^\[\]]{0,80}\]|\{\{.{0,80}\}\}|\{%.{0,80}%\}|\$\{[^}]{0,80}\}|"
    r"\$\(.{0,80}\)|\$[A-Za-z_][A-Za-z0-9_]{0,80}|%[A-Za-z_][A-Za-z0-9_]{0,80}%|"
    r"@[A-Za-z_]{1,40}@|\{[A-Za-z0-9_]{0,40}\}|%\([^)]{1,80}\)[sdr]|![a-z]{2,20}|"
    r"x{3,}|\*{3,}|\.{3,}|…|•{3,}|#{3,}|-{3,}|_{3,}|\?{3,}|0{6,}|1{6,}|"
    r"none|null|nil|undefined|empty|blank|n/?a|tbd|todo|fixme|redacted|hidden|masked|"
    r"omitted|removed|secret|password|passwd|token|changeme|change[_-]?me|replace[_-]?me|"
    r"placeholder|example|sample|dummy|test|testing|foo|bar|baz|foobar|true|false|yes|no|"
    r"foobared|changeit|mysecretpassword|my-secret-pw|yourstrong\(!\)password|"
    r"required|optional|string|str|int|bool|boolean|bytes|secretstr|text|value|default|"
    r"your[_ -]?(?:own[_ -]?)?(?:api[_ -]?)?(?:secret|key|token|password|pass|pin|code)s?"
    r")$"
)
_PLACEHOLDER_INSIDE_RE = re.compile(
    r"(?i)x{5,}|\*{3,}|\.{3}|…|<[a-z _-]{2,40}>|\$\{|\{\{|%\(|your[_-]|[_-]here$|^your|"
    r"placeholder|redacted|changeme|replace[_-]?me|example|^sample|^dummy|^fake[_-]"
)
_LOOKUP_RE = re.compile(
    r"(?i)^(?:os\.)?(?:environ|getenv|env|process\.env|import\.meta\.env|secrets|vault|"
    r"config|settings|conf|cfg|params|args|request|req|self|this|ctx|context)"
    r"(?:\.|\[|\(|::|->)"
    # a PHP or Perl variable whose "->" member access cut the value at ">": "$config-"
    r"|^[$@][A-Za-z_][A-Za-z0-9_]{0,60}-$"
)
# Identifier chains and calls made of words: config.db.password, getPassword(), a->b, A::B
_REF_CHAIN_RE = re.compile(
    r"[A-Za-z_$][A-Za-z_$]*(?:[0-9]{1,2})?"
    r"(?:(?:\.|->|::|:|/)[A-Za-z_$][A-Za-z_$]*(?:[0-9]{1,2})?){1,8}(?:\(\))?"
)
_CALL_RE = re.compile(r"[A-Za-z_$][A-Za-z0-9_.$]{0,80}\(.{0,120}\)")
_INDEX_RE = re.compile(r"[A-Za-z_$][A-Za-z0-9_.$]{0,80}\[.{0,120}\]")
_IDENT_WORDS_RE = re.compile(
    r"[a-z]+[0-9]{0,2}(?:_[a-z]+[0-9]{0,2}){0,6}|(?:[A-Z]{1,3}[a-z]+|[a-z]+)(?:[A-Z]{1,3}[a-z]+){0,6}"
)
_DATA_RE = re.compile(
    r"(?i)^(?:v?\d{1,4}(?:[.:/-]\d{1,4}){1,3}[a-z]{0,3}|[$€£¥]?\d{1,3}(?:[,.]\d{3})*(?:[.,]\d{1,2})?"
    r"[%kmb]?|\d+(?:\.\d+)?(?:ms|s|m|h|d|kb|mb|gb|tb|px|em|%)|#[0-9a-f]{3,8})$"
)
_EMAIL_RE = re.compile(r"^[^@\s]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}$")
_URL_RE = re.compile(r"(?i)^[a-z][a-z0-9+.-]{1,20}://")
_PATH_RE = re.compile(
    r"(?i)^(?:~|\.{1,2})?/[\w.-]{1,80}(?:/[\w.-]{0,80}){0,20}$|^[a-z]:\\|"
    r"^[\w.-]{1,80}\.(?:json|pem|key|txt|env|ya?ml|p12|pfx|crt|cer|der|toml|ini|cfg|conf|ppk|gpg)$"
)
_HASH_PREFIX_RE = re.compile(
    r"^\$(?:2[abxy]?|argon2(?:id|i|d)?|pbkdf2[-_]sha\d+|scrypt|[156y])\$|"
    r"^(?:pbkdf2_sha\d+|argon2|bcrypt|sha\d+|md5)\$"
)
_IDENTIFIER_RE = re.compile(
    r"[.$_]{0,2}[A-Za-z][a-z]*[0-9]{0,2}(?:[_-]{1,2}[A-Za-z][a-z]*[0-9]{0,2}){0,8}|[a-z]+[0-9]{0,2}(?:[A-Z][a-z]+[0-9]{0,2}){1,6}"
)
_ENV_NAME_RE = re.compile(r"[.$_]{0,2}[A-Z][A-Z]+[0-9]{0,2}(?:_[A-Z][A-Z]+[0-9]{0,2}){1,8}")
_CAMEL_WORDS_RE = re.compile(r"[a-z]{2,}(?:[A-Z][a-z]{2,}){1,6}")
_CODE_RE = re.compile(
    r"[)\]][.(\[]|\(\)|[A-Za-z_]{3,}\(|"
    r"[A-Za-z_]\w{0,40}[ ]?==[ ]?[\w(][\w.()'\"]{0,60}(?:$|[ )&|])|"
    # "a && b", "ok||retry": an identifier on each side; "M&&4n8PV" is a password
    r"[A-Za-z_]\w{1,40}[ ]?(?:!=|&&|\|\|)[ ]?[A-Za-z_(][\w.()'\"]{0,60}(?:$|[ )&|])|"
    r"[A-Za-z_][ ](?:!=|&&|\|\|)[ ][A-Za-z_(][\w.()'\"]{0,60}(?:$|[ )&|])|"
    r"^[)|(:]|^arn:|"
    r"-(?:style|like|ish|based|esque|type|shaped|ready|friendly|free)$"
)
_PUBLIC_RE = re.compile(
    r"^(?:pk_(?:test|live)_|ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-|AAAAC3NzaC1|AAAAB3NzaC1)"
)
# Public identifiers that look random but name something anyone may see: a wallet or contract
# address (0x + 40 hex; a private key is 64), a content digest (``sha256:...``) and an image
# pinned by digest (``ghcr.io/org/app@sha256:...``).
_PUBLIC_ID_RE = re.compile(
    r"(?i)^(?:0x[0-9a-f]{40}|(?:[\w.-]{1,100}(?:/[\w.-]{1,100}){0,6}(?::[\w.-]{1,60})?@)?"
    r"(?:sha(?:1|224|256|384|512)|md5|blake2b|blake3):[0-9a-f]{32,128}"
    # an OAuth client id is public (it ships in every login page); its secret is another value
    r"|[0-9]{6,20}-[a-z0-9]{20,40}\.apps\.googleusercontent\.com)[.,;:!?)]*$"
)
_LOWER_RUN_RE = re.compile(r"[a-z]{4,}")
_DIGIT_RE = re.compile(r"[0-9]")
_DIGIT_GROUP_RE = re.compile(r"[0-9]+")
_SYMBOL_RE = re.compile(r"[^\w\s]|_")
_CONSONANTS_RE = re.compile(r"[b-df-hj-np-tv-xz]{4}")
_WORDS_ONLY_RE = re.compile(r"[^\W\d_]+(?:[-' ][^\W\d_]+){0,8}")
_REPEAT_RE = re.compile(r"(.)\1{5,}")
# Inside a run of letters and digits, the marks of a generated string that no identifier has:
# a digit between letters ("pe7Xp"), or a capital with at most one lowercase letter before the
# next capital or digit ("KgWq8", "nWeD"). camelCase capitalises where a word of 2+ starts.
_SCRAMBLED_RUN_RE = re.compile(
    r"[A-Za-z][0-9]{1,4}[A-Za-z]|[a-z][A-Z][a-z]?[A-Z0-9]|[A-Z][a-z][A-Z0-9][a-z]?[A-Z0-9]"
)
_ALNUM_RUN_RE = re.compile(r"[A-Za-z0-9]+")
_CLOSERS = str.maketrans(")]}>", "([{<")
_SYMBOL_KINDS_RE = re.compile(r"[^A-Za-z0-9\s]")


def entropy(value: str) -> float:
    """Shannon entropy of ``value`` in bits per character (0.0 for an empty string)."""
    if not value:
        return 0.0
    counts = Counter(value)
    total = len(value)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def char_classes(value: str) -> int:
    """How many of lowercase, uppercase, digits and symbols ``value`` mixes."""
    lower = value.upper() != value
    upper = value.lower() != value
    digit = _DIGIT_RE.search(value) is not None
    other = _SYMBOL_RE.search(value) is not None
    return lower + upper + digit + other


def trim_value(value: str) -> str:
    """Strip surrounding quotes, brackets and sentence punctuation from a value."""
    value = value.strip()
    if value.startswith(_ESCAPED_QUOTE) and value.endswith(_ESCAPED_QUOTE) and len(value) >= 4:
        value = value[2:-2]  # a quoted string inside escaped JSON: {\"password\": \"x\"}
    for _ in range(3):
        before = value
        if len(value) >= 2 and value[0] in _QUOTES and value[-1] in _QUOTES:
            value = value[1:-1].strip()
        if value[:1] == "[" and value[-1:] == "]" and "[" not in value[1:-1] and len(value) > 4:
            value = value[1:-1].strip()  # a one-item list or a bracketed literal: ['X'], [X]
        value = value.lstrip(_QUOTES + "(")
        value = value.rstrip(_QUOTES)
        while value and value[-1] in _TRAILING:
            # a closing bracket or "!" may belong to the value when it opened one or it is long
            if value[-1] in ")]}>" and value.count(value[-1]) <= value.count(
                {")": "(", "]": "[", "}": "{", ">": "<"}[value[-1]]
            ):
                break
            if value[-1] in "!*" and len(value) > 6 and char_classes(value[:-1]) >= 2:
                break
            value = value[:-1]
        if value == before:
            break
    return value


def is_placeholder(value: str) -> bool:
    """True for blanks, lookups, templates, redaction marks and dummy values."""
    if not value or not value.strip():
        return True
    stripped = value.strip()
    if _PLACEHOLDER_RE.match(stripped) or _LOOKUP_RE.match(stripped):
        return True
    if _PLACEHOLDER_INSIDE_RE.search(stripped):
        return True
    if _REPEAT_RE.fullmatch(stripped):
        return True
    return len(stripped) >= 4 and not stripped.isdigit() and len(set(stripped)) <= 2


def is_identifier(value: str) -> bool:
    """A snake_case, SCREAMING_SNAKE, kebab or camelCase name made of words.

    ``confirm_password``, ``mask2``, ``GITHUB_TOKEN``: a name (an env variable, a field), not
    a value.
    """
    if _ENV_NAME_RE.fullmatch(value):
        return True
    return bool(_IDENTIFIER_RE.fullmatch(value)) and (
        "_" in value or _CAMEL_WORDS_RE.fullmatch(value) is not None
    )


def is_reference(value: str, *, code: bool = True) -> bool:
    """True for code references, paths, URLs, e-mails, hashes-of-passwords and plain data.

    Args:
        value: The trimmed value.
        code: Also treat expressions (``a == b``, ``f(x)``) as references; off for values
            that were quoted strings.
    """
    if (code and _CODE_RE.search(value)) or _PUBLIC_RE.match(value) or _PUBLIC_ID_RE.match(value):
        return True
    head = re.split(r"[(\[]", value, maxsplit=1)[0]
    if (head != value and head and _REF_CHAIN_RE.fullmatch(head.rstrip("."))) or (
        head != value and _IDENTIFIER_RE.fullmatch(head)
    ):
        return True
    if _REF_CHAIN_RE.fullmatch(value):
        parts = re.split(r"\.|->|::|:|/", value.rstrip("()"))
        if all(_IDENT_WORDS_RE.fullmatch(part.strip("$_")) for part in parts if part.strip("$_")):
            return True
    if (_CALL_RE.fullmatch(value) or _INDEX_RE.fullmatch(value)) and _IDENT_WORDS_RE.match(
        value.lstrip("$_.")
    ):
        head = re.split(r"[(\[]", value, maxsplit=1)[0]
        if all(_IDENT_WORDS_RE.fullmatch(p) for p in head.replace("$", "").split(".") if p):
            return True
    return bool(
        _DATA_RE.match(value)
        or _EMAIL_RE.match(value)
        or _URL_RE.match(value)
        or _PATH_RE.match(value)
        or _HASH_PREFIX_RE.match(value)
    )


def looks_like_scramble(value: str) -> bool:
    """A typed or generated password of letters, digits and symbols mixed all through.

    ``M(3-7[pe7Xp1G$J]Z5``, ``T[e3:!#gGp8w^``: brackets, ``#`` or dots inside such a value do
    not make it code. The whole shape decides: all four character classes, two or more kinds
    of symbol, high entropy, and a scrambled run of letters and digits that no identifier has
    (``getUser(id)[0]`` and ``config.db.x`` have none).
    """
    if not 8 <= len(value) <= 200 or " " in value or char_classes(value) < 4:
        return False
    # a bracket pair is one kind of symbol: "(ACac638f...)" is a key in parentheses
    kinds = set(_SYMBOL_KINDS_RE.findall(value.translate(_CLOSERS)))
    if len(kinds) < 2 or entropy(value) < 3.2:
        return False
    runs = [run for run in _ALNUM_RUN_RE.findall(value) if _SCRAMBLED_RUN_RE.search(run)]
    return bool(runs) and not is_placeholder(value)


def looks_like_password(value: str, *, config: bool = False) -> bool:
    """Whether ``value`` (already trimmed) has the shape of a real password.

    Args:
        value: The candidate after a password word.
        config: The value comes from a config/env/CLI line, where a single word is a
            plausible password; in prose a password must look like a token.
    """
    if len(value) < 6 or len(value) > 200 or " " in value.strip():
        return False
    if looks_like_scramble(value):
        return True
    if is_placeholder(value) or is_reference(value) or (not config and is_identifier(value)):
        return False
    if value.isdigit():
        return len(value) >= 6 and len(set(value)) >= 3
    core = value.strip("|<>[](){}#*_~.-:;'\"")
    if core.isalpha() and core != value and not config:
        return False
    if _WORDS_ONLY_RE.fullmatch(value):
        if not config:
            return False
        return len(value) >= 6 and value.isascii() and value.lower() not in _CONFIG_WORDS
    return char_classes(value) >= 2 and entropy(value) >= 2.0


def is_wordy(value: str) -> bool:
    """Half or more of ``value`` is runs of four or more lowercase letters (words, not keys)."""
    words = [run for run in _LOWER_RUN_RE.findall(value) if word_like(run)]
    return sum(len(run) for run in words) * 2 >= len(value)


def word_like(run: str) -> bool:
    """Whether a run of lowercase letters reads as a word (vowels, no four consonants)."""
    vowels = sum(c in "aeiouy" for c in run)
    return 0.25 <= vowels / len(run) <= 0.65 and _CONSONANTS_RE.search(run) is None


def looks_like_token(value: str, *, min_len: int = 12, min_entropy: float = 3.0) -> bool:
    """Whether ``value`` looks like a random API token or key (long, mixed, high entropy)."""
    if len(value) < min_len or " " in value:
        return False
    if is_placeholder(value) or is_reference(value):
        return False
    if is_identifier(value):
        return False
    if _WORDS_ONLY_RE.fullmatch(value.replace("_", "-")) and not _random_letters(value):
        return False
    if is_wordy(value) and len(_DIGIT_GROUP_RE.findall(value)) < 3:
        return False  # mostly words: "V1SecretProjection", "displayed.\n" (not "rbce4bh19bja8kn")
    digits = sum(c.isdigit() for c in value)
    if digits == len(value):
        return len(value) >= 20 and entropy(value) >= 3.0
    return char_classes(value) >= 2 and entropy(value) >= min_entropy


def _random_letters(value: str) -> bool:
    """Letters only, yet a key: long, case mixed all through ("DlomnSYMRDoxnbvJuBkO").

    A PascalCase name capitalises only where a word starts; a random key has capitals at
    a fifth or more of its places and no long lowercase words.
    """
    if len(value) < 16 or not value.isascii() or not value.isalpha() or is_wordy(value):
        return False
    upper = sum(c.isupper() for c in value)
    return 0.2 <= upper / len(value) <= 0.8 and entropy(value) >= 3.5


def looks_like_pin(value: str, *, low: int = 3, high: int = 8) -> bool:
    """A PIN, CVV or door code: ``low``..``high`` digits (spaces or dashes allowed)."""
    digits = value.replace(" ", "").replace("-", "").rstrip("#")
    return digits.isdigit() and low <= len(digits) <= high and len(value) <= high * 2


def looks_like_passphrase(value: str) -> bool:
    """A quoted phrase of three or more words given as a passphrase."""
    words = value.split()
    return 3 <= len(words) <= 24 and all(w.isalpha() or w.isalnum() for w in words)


_CONFIG_WORDS = frozenset(
    """
    secret secrets password passwords passwd token tokens apikey credential credentials
    required optional string integer boolean number default hidden masked unset enabled
    disabled generated rotated encrypted hashed prompt inherit environment keyring keychain
    vault stdin random ignore always never
    """.split()
)


def basic_credentials(value: str) -> str | None:
    """The password of an HTTP Basic ``user:password`` pair in base64, else ``None``."""
    if len(value) < 8 or len(value) > 400:
        return None
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode()
    except (binascii.Error, UnicodeDecodeError):
        return None
    user, colon, password = decoded.partition(":")
    if not colon or not password or not user.isprintable() or not password.isprintable():
        return None
    return password
