"""The key vocabulary: which config keys, env names, flags and metadata keys name a credential.

A key is a credential key when a secret word occurs anywhere inside it, in any case style and
in the user's language: ``DB_PASSWORD_PROD``, ``PASSWORD1``, ``dbPassword``, ``x-api-key``,
``client_secret``, ``PGPASSWORD``, ``mot_de_passe``, ``contraseña``, ``пароль``, ``密码``.
Qualifiers that turn the key into metadata about the secret (``password_policy``,
``max_tokens``, ``token_url``, ``public_key``...) make it an ordinary key.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["KEY_NOT_SECRET_PARTS", "KEY_WORDS", "credential_family", "key_parts", "names_secret"]

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
    "presharedkey": "token",
    "credential": "token",
    "token": "token",
    "bearer": "token",
    "mnemonic": "password",
    # the same word in other languages (a key written in the user's own language)
    "losenord": "password",
    "adgangskode": "password",
    "salasana": "password",
    "jelszo": "password",
    "haslo": "password",
    "hasło": "password",
    "heslo": "password",
    "lozinka": "password",
    "parola": "password",
    "parool": "password",
    "sifre": "password",
    "пароль": "password",
    "密码": "password",
    "密碼": "password",
    "口令": "password",
    "パスワード": "password",
    "暗証番号": "pin",
    "비밀번호": "password",
    "κωδικος": "password",
    "סיסמה": "password",
    "كلمةالمرور": "password",
    "parol": "password",
    "katasandi": "password",
    "katalaluan": "password",
    "slaptazodis": "password",
    "matkhau": "password",
    "pasahitza": "password",
    "wagwoord": "password",
    "contrasenya": "password",
    "contrasinal": "password",
    "salasona": "password",
    "lykilord": "password",
    "geheimnis": "token",
    "secreto": "token",
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
    "psk": "password",
    "totp": "token",
    "passord": "password",
    "requirepass": "password",
    "masterauth": "password",
    "clave": "password",  # Spanish: a config key "clave" holds a password or a key
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
    page next continuation cursor meta info string str arn hasher hashers validators
    check checks checked status result verified color colour style icon map geo santa group
    """.split()
)
# Prefixes of a variable's namespace (Terraform's TF_VAR_, an ENV_ or VAR_ convention).
_NAMESPACE_PARTS = frozenset({"tf", "var", "env", "envvar"})
KEY_NOT_SECRET_PARTS = _NOT_SECRET_PARTS
"""Key parts that make a key metadata about a secret (``hint``, ``policy``, ``max``...)."""
# One pass for every substring word; a longer word wins where two start at one place.
_SUBSTRING_RE = re.compile(
    "|".join(sorted(map(re.escape, _SUBSTRING_WORDS), key=len, reverse=True))
)
_SUBSTRING_ORDER = {word: index for index, word in enumerate(_SUBSTRING_WORDS)}
# Words that end in "pass" and are not a password.
_PASS_WORDS = frozenset(
    "bypass compass encompass overpass underpass surpass trespass buspass daypass".split()
)
_KEY_SPLIT_RE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_CHUNK_SPLIT_RE = re.compile(r"[\W_]+")

# Secret words of several words: a key may join them with "_" or "-" (MAT_KHAU, kata-sandi).
_COMPOUND_WORDS = ("mat khau", "kata sandi", "kata laluan", "mot de passe")
KEY_WORDS: tuple[str, ...] = (
    *_SUBSTRING_WORDS,
    *(w.replace(" ", sep) for w in _COMPOUND_WORDS if " " in w for sep in "_-"),
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
    "lftp",
    "machine",
    "authorization",
    "basic ",
    "--",
    " -p",
    " -a",
    "contrase",
    "mot_de_passe",
    "mot-de-passe",
    "lösenord",
    "jelszó",
    "şifre",
)
"""Lowercase words whose presence lets the key/value detector run (prefilter keywords)."""


def _fold_accents(chunk: str) -> str:
    decomposed = unicodedata.normalize("NFKD", chunk)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=8192)
def key_parts(key: str) -> tuple[str, ...]:
    """The words of a key in any case style: ``dbPassword_PROD`` -> ``db password prod``.

    Accents are folded (``contraseña`` -> ``contrasena``); a run in a script without case
    (``密码``, ``пароль``) is one part.
    """
    parts: list[str] = []
    for chunk in _CHUNK_SPLIT_RE.split(key):
        if not chunk:
            continue
        if not chunk.isascii():
            folded = _fold_accents(chunk)  # Latin accents only: パスワード keeps its marks
            chunk = folded if folded.isascii() else chunk
        if chunk.isascii():
            parts.extend(p.lower() for p in _KEY_SPLIT_RE.findall(chunk))
        else:
            parts.append(chunk.lower())
    return tuple(parts)


@lru_cache(maxsize=8192)
def credential_family(key: str) -> str | None:
    """``"password"``, ``"pin"`` or ``"token"`` when ``key`` names a credential, else ``None``.

    Args:
        key: A config key, env name, JSON/YAML key, CLI flag or metadata key.
    """
    parts = key_parts(key)
    if not parts or len(key) > 80:
        return None
    # A namespace before the name says where it is set, not what it is: TF_VAR_db_password,
    # ENV_DB_PASSWORD, VAR_SMTP_PASS.
    while len(parts) > 1 and parts[0] in _NAMESPACE_PARTS:
        parts = parts[1:]
    if parts[-1] == "salt" and len(parts) > 1 and names_secret(key):
        # PASSWORD_HASH_SALT, SECURITY_PASSWORD_SALT: the salt a password hash is keyed with
        # is itself a secret ("password_salt_length" names a length and ends elsewhere)
        return "token"
    if any(p in _NOT_SECRET_PARTS for p in parts[1:]) or (
        parts[0] in _NOT_SECRET_PARTS and parts[0] not in ("pub",) and len(parts) > 1
    ):
        return None
    squashed = "".join(parts)
    for part in parts:
        if part in _PART_WORDS:
            return _PART_WORDS[part]
    for part in parts:  # a glued short prefix: PGPASS, SMTPPASS, rootpwd
        if part.endswith(("pass", "pwd")) and 5 <= len(part) <= 12 and part not in _PASS_WORDS:
            return "password_strict" if part.endswith("pass") else "password"
    found = [m.group(0) for m in _SUBSTRING_RE.finditer(squashed)]
    if found:
        word = min(found, key=_SUBSTRING_ORDER.__getitem__)  # the table's order decides
        if word == "token" and ("tokeniz" in squashed or "tokens" in parts):
            return None
        if word == "secret" and "secretary" in squashed:
            return None
        return _SUBSTRING_WORDS[word]
    if "key" in parts:
        if any(p in _KEY_QUALIFIERS for p in parts if p != "key"):
            return "token"
        if parts == ("key",):
            return "bare_key"
    return None


@lru_cache(maxsize=8192)
def names_secret(key: str) -> bool:
    """The key holds a secret word (even if a qualifier then makes it an ordinary key)."""
    parts = key_parts(key)
    return any(p in _PART_WORDS for p in parts) or bool(_SUBSTRING_RE.search("".join(parts)))
