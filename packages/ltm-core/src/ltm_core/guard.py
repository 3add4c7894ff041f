"""Content guard: keep credentials and private spans out of long-term memory.

Every text is checked before it is stored. ``<private>...</private>`` spans are removed first;
what is left must not contain anything shaped like a credential (provider API keys, tokens,
private keys, passwords in URLs, configs or plain sentences, payment cards, TOTP seeds, ...).

All built-in patterns run in linear time on adversarial input: quantifiers are bounded or
possessive, and every pattern starts with a distinctive literal or a negative look-behind so
that ``search`` cannot restart a long scan at every position of a run. Checks that need more
than a regular expression (Luhn, issuer lengths, placeholders, English words, code references,
...) are plain Python on the matched value.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from ltm_core.lexical import STOP_WORDS

__all__ = ["ContentGuard", "ContentRejected", "SecretMatch"]

DISABLE_ENV_VAR = "LTM_GUARD_DISABLE"
"""Environment variable (read by the settings) that lists guard rules to switch off."""

_ALL = "all"
_EMPTY = "empty"


class ContentRejected(ValueError):
    """Raised when text may not be stored.

    Attributes:
        pattern: Name of the rule that matched (e.g. ``"openai_api_key"``), or ``"empty"`` when
            nothing is left after private spans and whitespace are removed. The message names
            the pattern, never the matched value, and says what to do next.
    """

    pattern: str

    def __init__(self, pattern: str, message: str | None = None) -> None:
        self.pattern = pattern
        super().__init__(message if message is not None else _rejection_message(pattern))

    def __reduce__(self) -> tuple[type[ContentRejected], tuple[str, str]]:
        return (type(self), (self.pattern, str(self)))


def _rejection_message(pattern: str) -> str:
    if pattern == _EMPTY:
        return (
            "content rejected (empty): nothing is left to store after removing "
            "<private>...</private> spans and whitespace; store some non-private text instead"
        )
    return (
        f"content rejected: it looks like it contains a secret (rule {pattern!r}); "
        "remove the secret or wrap it in <private>...</private>; "
        f"to disable this rule set {DISABLE_ENV_VAR}={pattern}"
    )


@dataclass(frozen=True)
class SecretMatch:
    """One secret found by :meth:`ContentGuard.find`.

    Attributes:
        pattern: Name of the rule that matched.
        start: Start offset into the normalised text (see :meth:`ContentGuard.normalise`).
        end: End offset (exclusive) into the normalised text.
    """

    pattern: str
    start: int
    end: int


# --------------------------------------------------------------------------------------------
# Normalisation

_INVISIBLE_CODEPOINTS: tuple[int, ...] = (
    0x00AD,  # soft hyphen
    0x034F,  # combining grapheme joiner
    0x061C,  # arabic letter mark
    0x180E,  # mongolian vowel separator
    *range(0x200B, 0x2010),  # zero-width space/non-joiner/joiner, LRM, RLM
    *range(0x202A, 0x202F),  # bidi embeddings and overrides
    *range(0x2060, 0x2065),  # word joiner, invisible operators
    *range(0x2066, 0x206A),  # bidi isolates
    0xFEFF,  # zero-width no-break space / BOM
)
_INVISIBLE_TABLE: dict[int, None] = dict.fromkeys(_INVISIBLE_CODEPOINTS)


# --------------------------------------------------------------------------------------------
# Value heuristics shared by the validators


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_LOWER = frozenset("abcdefghijklmnopqrstuvwxyz")
_UPPER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_DIGITS = frozenset("0123456789")

# Placeholders, references and redaction markers (searched anywhere in a value).
_PLACEHOLDER_RE = re.compile(
    r"(?i)x{4,}|\*{3,}|\.{3}|…|#{4,}|•{3,}|<|>|\$\{|\$\(|\{\{|\{%|%\(|"
    r"^your(?![a-z])|^your_?(?:api|secret|access|token|key|pass|own)|[_-]your[_-]|[_-]here$|"
    r"placeholder|redacted|example|changeme|change[_-]me|replace[_-]?me|insert[_-]|"
    r"%[sdr]|\{[A-Za-z0-9_]*\}"
)
_VAR_REF_RE = re.compile(r"\$[A-Za-z_]+|\$[A-Z0-9_]+|%[A-Za-z0-9_]+%|![A-Za-z]+")
_ENV_NAME_RE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{2,}")
_DOTTED_REF_RE = re.compile(
    r"\.?[A-Za-z_$][A-Za-z0-9_$]*(?:(?:\.|->|::|:|/)[A-Za-z_$][A-Za-z0-9_$]*)*"
)
_CALL_REF_RE = re.compile(r"[-!~]?[A-Za-z_$][A-Za-z0-9_.$]*[()\[\]].*", re.S)
_NAMESPACED_RE = re.compile(r"[A-Za-z_]{3,}:[A-Za-z_]{3,}")
_IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_KEYWORD_IN_VALUE_RE = re.compile(r"(?i)pass|pwd|secret|token|key|cred|auth")
_PATH_RE = re.compile(
    r"(?:~|\.{1,2})?/[A-Za-z0-9._-]+/|[A-Za-z]:\\|~/|\./|"
    r".*\.(?:json|pem|key|txt|env|ya?ml|p12|pfx|crt|cer|der|toml|ini|cfg|conf|ppk)$",
    re.S,
)
# Password hashes, nested assignments (?a=b, Token=None) and "hunter2-style" are not secrets.
_NOT_A_VALUE_RE = re.compile(
    r"\$(?:2[abxy]?|argon2(?:id|i|d)?|pbkdf2[-_]sha[0-9]+|scrypt|[156y])\$|"
    r"(?:pbkdf2_sha[0-9]+|argon2|bcrypt)\$|"
    r"[?&][A-Za-z_][A-Za-z0-9_.-]*=|[A-Za-z_][A-Za-z_.]*=(?!=|$)|"
    r".*-(?:style|like|ish|based|esque|type|shaped|ready|friendly|free)$",
    re.S,
)
_CODE_SHAPE_RE = re.compile(r"[)\]}][.(\[]|\(\)|[A-Za-z_]\(|\}\)")
_URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")
_NUMBERISH_RE = re.compile(r"[0-9.,+\-–x%]+")
_WORDY_RE = re.compile(r"[A-Za-z]+(?:[-_. ][A-Za-z]+)*")
_CAMEL_RE = re.compile(r"[a-z][A-Z]")
_KEY_PART_RE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_KEY_SPLIT_RE = re.compile(r"[_.\- ]+")
_TRAILING_PUNCT = ".,;:!?)]}>'\"`…”’*\\"
_SENTENCE_END = ".,;!?)…"

# Whole-value stop list: English words and technical terms that follow "password is",
# "token:" and friends in ordinary notes, and the usual dummy values.
_STOP_VALUES = _words(
    """
    a about above absent after again all already also always an and another any anything
    are as at away bad basic be bearer because been being below both but by can cannot case
    case-sensitive changed changing checked complex complicated configured correct could
    current currently default defined different digest disabled do does done easy either
    elsewhere empty enabled encoded encrypted enough enforced every everything expired
    expiring false fine fixed for forgotten from generated given gone good great guessable
    had hard has hashed have here hidden how identical if important in incorrect inside
    insecure invalid is it its just known kept last least like literally long longer lost
    lowercase managed mandatory masked me missing more most my needed never new no none not
    nothing now null nil obvious of off ok okay old on once one only optional or other our
    out outside over pretty private protected provided public quite random really redacted
    required reset right rotated safe salted same saved secure see sensitive set shared
    short shorter shown similar simple so some something somewhere still stored strong
    stronger such supplied super temporary that the their them then there these they this
    those to too true two undefined unique unknown unset unsafe updated uppercase us used
    valid very visible was weak weaker were what whatever when where which who why will with
    without written wrong yes yet you your yours
    n/a na tbd tba todo fixme test testing dummy sample foo bar baz foobar qux abc abc123
    none null nil true false undefined empty blank str string int integer bytes bool boolean
    number any object dict list text char varchar secretstr optional[str]
    secret secrets password passwords passwd pass pwd pw token tokens key keys apikey
    api_key api-key credential credentials value values
    env environment variable variables vault keychain keyring 1password lastpass bitwarden
    dashlane keepass keepassxc okta sso oauth oauth2 ldap saml jwt mfa 2fa totp otp ssh
    gpg pgp rsa sha1 sha256 sha512 md5 bcrypt scrypt argon2 argon2id pbkdf2 hmac aes aes256
    utf8 utf-8 base64 hex ascii alphanumeric numeric unicode
    attribute attributes property properties field fields parameter parameters param params
    argument arguments arg args option options setting settings input output method function
    variable constant type class instance module prompt header headers cookie query body form
    request response config configuration sensitive callable callback handler getter setter
    """
)
_ENGLISH_SUFFIXES = (
    "ed",
    "ing",
    "ly",
    "ous",
    "ful",
    "less",
    "ive",
    "able",
    "ible",
    "al",
    "ic",
    "ent",
    "ant",
    "ary",
    "ory",
    "ish",
    "tion",
    "sion",
    "ment",
    "ness",
    "ity",
)
# Words that may follow a disclosed single-word password ("my password is banana, so ...").
_FOLLOW_OK_WORDS = _words(
    "and but so btw lol haha please pls plz thanks thank thx ty ok okay if dont don't do "
    "or then now right just remember keep"
)

_PASSWORD_KEYS = frozenset({"password", "passwd", "pwd", "pass", "passphrase", "passcode", "pw"})
_TOKEN_KEYS = frozenset(
    {
        "token",
        "secret",
        "apikey",
        "secretkey",
        "accesskey",
        "privatekey",
        "credentials",
        "authtoken",
        "accesstoken",
        "refreshtoken",
        "clientsecret",
        "sessiontoken",
    }
)
# A component in front of "token" that makes it a non-secret (pagination, tokenizer config).
_NON_SECRET_TOKEN_QUALIFIERS = _words(
    "next page continuation cursor cancellation cancel sync max min num count total start end "
    "stop eos bos pad unk sep cls mask special first last prev previous vocab word input "
    "output prompt completion"
)
# A component in front of "key" that makes it a secret key ("api_key", "STRIPE_KEY", ...).
_SECRET_KEY_QUALIFIERS = _words(
    "api secret access private auth signing sign encryption encrypt decryption master client "
    "app application service account license licence subscription admin webhook jwt session "
    "hmac crypto cipher aes fernet storage shared openai anthropic claude stripe sendgrid "
    "mailgun mailchimp twilio google gcp gemini azure aws github gitlab slack discord telegram "
    "hf huggingface cohere mistral groq pinecone firebase algolia datadog sentry openrouter "
    "deepseek replicate together voyage elevenlabs deepgram assemblyai serpapi tavily brave "
    "exa perplexity langsmith langchain weaviate qdrant supabase vercel netlify heroku "
    "cloudflare digitalocean linode postmark resend brevo mapbox maps youtube x server "
    "consumer root"
)
# Key parts that make the value public or derived: password_hash, publicKeyToken, ...
_HASHED_KEY_PARTS = frozenset(
    {"hash", "hashed", "digest", "salt", "salted", "fingerprint", "public", "pub", "publishable"}
)
_VALUE_WRAPPER_KEYS = frozenset({"value", "val", "str", "string", "plain", "raw"})


def _char_classes(value: str) -> int:
    chars = set(value)
    symbols = any(
        not ch.isalnum() and ch not in "-_. " for ch in value
    )  # punctuation other than separators
    return bool(chars & _LOWER) + bool(chars & _UPPER) + bool(chars & _DIGITS) + bool(symbols)


def _is_placeholder(value: str) -> bool:
    if _PLACEHOLDER_RE.search(value):
        return True
    if _VAR_REF_RE.fullmatch(value):
        return True  # $VAR, $var, %VAR%, !vault, !Ref
    return len(set(value)) == 1 and len(value) > 1


def _is_reference(value: str) -> bool:
    """True for env-var names, code expressions, paths and URLs (not literal secrets)."""
    if _ENV_NAME_RE.fullmatch(value):
        return True
    if _CALL_REF_RE.fullmatch(value):
        return True  # getpass(), os.environ[...], token).sha
    if _DOTTED_REF_RE.fullmatch(value) and any(sep in value for sep in (".", "->", "::")):
        return True  # settings.SECRET_KEY, pkg.module:Class, .models.v1_secret
    if _NAMESPACED_RE.fullmatch(value):
        return True  # serverlessrepo:applicationId
    if _PATH_RE.match(value) or _URL_RE.match(value):
        return True
    if not _IDENT_RE.fullmatch(value):
        return False
    keyword = _KEYWORD_IN_VALUE_RE.search(value) is not None
    if "_" in value:
        # db_password, use_encoder_hidden_states: a variable name, not a value
        return keyword or not any(ch.isdigit() for ch in value)
    # secretToken, Ed25519PrivateKey, mypassword
    return keyword and bool(_CAMEL_RE.search(value) or value.isalpha())


def _rejects_common(value: str) -> bool:
    if not value or not any(ch.isalnum() for ch in value) or value[0] in "([{<)]}|#:":
        return True
    if value.lower() in _STOP_VALUES or _NOT_A_VALUE_RE.match(value):
        return True
    if _CODE_SHAPE_RE.search(value):
        return True  # 0}).merge(, getpass(), foo.bar(x)
    return _is_placeholder(value) or _is_reference(value)


def _is_english_looking(word: str) -> bool:
    low = word.lower()
    return low in _STOP_VALUES or low.endswith(_ENGLISH_SUFFIXES)


def _follow_ok(text: str, end: int, trimmed: str) -> bool:
    """True when a bare word value ends its clause (so it is not the start of a phrase)."""
    if any(ch in _SENTENCE_END for ch in trimmed):
        return True
    rest = text[end : end + 48].lstrip(" \t")
    if not rest or rest[0] in "\r\n.,;:!?)]}\"'`…-–—(":
        return True
    word = re.match(r"[A-Za-z']+", rest)
    return word is not None and word.group(0).lower() in _FOLLOW_OK_WORDS


def _password_value_ok(value: str, quoted: bool, text: str, end: int, trimmed: str) -> bool:
    if _rejects_common(value) or len(value) < 4:
        return False
    if " " in value:  # a quoted phrase: prose, unless its words are random or mixed with symbols
        words = value.split()
        if len(words) >= 3 and len(value) >= 12 and all(w.isalpha() for w in words):
            # "correct horse battery staple": no word is the glue of a sentence
            return (
                STOP_WORDS.isdisjoint(w.lower() for w in words)
                and sum(_is_english_looking(w) for w in words) <= 1
            )
        return _char_classes(value.replace(" ", "")) >= 2 and not _WORDY_RE.fullmatch(value)
    if _WORDY_RE.fullmatch(value):
        parts = _KEY_SPLIT_RE.split(value)
        if len(parts) >= 3 and len(value) >= 12:
            return not all(_is_english_looking(p) for p in parts)  # correct-horse-battery
        if len(parts) > 1 or len(value) < 6 or _is_english_looking(value):
            return False
        return quoted or _follow_ok(text, end, trimmed)
    if _NUMBERISH_RE.fullmatch(value) and (len(value) < 8 or not value.isdigit()):
        # "12-16 characters", "8+ chars", "2024": only a password at the end of a clause
        return (quoted or _follow_ok(text, end, trimmed)) and sum(c.isdigit() for c in value) >= 4
    return True


def _token_value_ok(value: str) -> bool:
    if _rejects_common(value) or len(value) < 8 or " " in value:
        return False
    if _WORDY_RE.fullmatch(value):
        return False  # my-app-secret, SomeValue: names, not keys
    return _char_classes(value) >= 2


def _pin_value_ok(value: str, minimum: int) -> bool:
    digits = sum(ch.isdigit() for ch in value)
    return (
        minimum <= digits <= 12
        and all(ch.isdigit() or ch in "*#" for ch in value)
        and len(set(value)) > 1
    )


def _trim(text: str, start: int, end: int) -> tuple[str, int, str]:
    """Strip trailing chat punctuation from ``text[start:end]``; return value, end, trimmed.

    Literal escape sequences left by code (backslash-n, -t, -r) count as punctuation too.
    """
    value = text[start:end]
    stripped = value.rstrip(_TRAILING_PUNCT)
    while stripped.endswith(("\\n", "\\t", "\\r")):
        stripped = stripped[:-2].rstrip(_TRAILING_PUNCT)
    return stripped, start + len(stripped), value[len(stripped) :]


def _key_family(key: str) -> str | None:
    """Classify an assignment's key: "password", "token" or None (not a secret)."""
    parts: list[str] = []
    for chunk in _KEY_SPLIT_RE.split(key.strip("\"'[]")):
        parts.extend(p.lower() for p in _KEY_PART_RE.findall(chunk))
    while len(parts) > 1 and parts[-1] in _VALUE_WRAPPER_KEYS:
        parts.pop()
    if not parts or any(p in _HASHED_KEY_PARTS for p in parts):
        return None
    last = parts[-1]
    if last in _PASSWORD_KEYS:
        return "password"
    if last == "token":
        if len(parts) > 1 and parts[-2] in _NON_SECRET_TOKEN_QUALIFIERS:
            return None
        return "token"
    if last in _TOKEN_KEYS:
        return "token"
    if last == "key" and len(parts) > 1 and parts[-2] in _SECRET_KEY_QUALIFIERS:
        return "token"
    return None


def _random_enough(body: str, *, min_len: int = 8) -> bool:
    """A provider token body: long, mixed alphabet, not a placeholder or hyphenated words."""
    if len(body) < min_len or _PLACEHOLDER_RE.search(body) or len(set(body)) < 6:
        return False
    parts = [p for p in re.split(r"[-_]", body) if p]
    if len(parts) > 1 and all(
        re.fullmatch(r"[a-z]{1,15}\d{0,3}|[A-Z]?[a-z]{1,15}|\d{1,4}", p) for p in parts
    ):
        return False  # sk-my-project-name-v2
    classes = bool(set(body) & _LOWER) + bool(set(body) & _UPPER) + bool(set(body) & _DIGITS)
    return classes >= (3 if len(body) >= 32 else 2)


# --------------------------------------------------------------------------------------------
# Validators: (match, normalised text) -> secret span or None

_Span = tuple[int, int]
_Validator = Callable[[re.Match[str], str], tuple[int, int] | None]


def _group_span(m: re.Match[str], group: str = "secret") -> _Span:
    if group in m.re.groupindex and m.start(group) >= 0:
        return m.span(group)
    return m.span()


def _token_body(group: str = "body") -> _Validator:
    def validate(m: re.Match[str], text: str) -> _Span | None:
        return m.span() if _random_enough(m.group(group)) else None

    return validate


def _no_example(m: re.Match[str], text: str) -> _Span | None:
    token = m.group(0)
    return None if "EXAMPLE" in token.upper() or len(set(token[4:])) < 5 else m.span()


def _hex_sid(m: re.Match[str], text: str) -> _Span | None:
    body = m.group("body").lower()
    has_letter = any(ch in "abcdef" for ch in body)
    has_digit = any(ch.isdigit() for ch in body)
    return m.span() if has_letter and has_digit and len(set(body)) >= 6 else None


def _secret_group_random(m: re.Match[str], text: str) -> _Span | None:
    value = m.group("secret")
    if "EXAMPLE" in value.upper() or not _random_enough(value.rstrip("="), min_len=16):
        return None
    return m.span("secret")


def _discord_bot(m: re.Match[str], text: str) -> _Span | None:
    head = m.group("head")
    try:
        decoded = base64.urlsafe_b64decode(head + "=" * (-len(head) % 4))
    except (binascii.Error, ValueError):
        return None
    if not (decoded.isdigit() and 15 <= len(decoded) <= 21):
        return None  # the first part is the bot's numeric id in base64
    return m.span() if _random_enough(m.group("sig"), min_len=20) else None


def _azure_sas(m: re.Match[str], text: str) -> _Span | None:
    lo = max(0, m.start() - 2048)
    before = text[lo : m.start()]
    cut = max(before.rfind(" "), before.rfind("\n"), before.rfind("\t"))
    token = before[cut + 1 :] + text[m.start() : m.end() + 2048].split(None, 1)[0]
    low = token.lower()
    if not any(mark in low for mark in ("sv=", "se=", "sp=", "srt=")):
        return None
    sig = m.group("secret")
    if _PLACEHOLDER_RE.search(sig) or len(set(sig)) < 8:
        return None
    return m.span("secret")


# Documentation stand-ins for a URL password (SQLAlchemy's scott:tiger, user:pass, ...).
_URL_DEMO_PASSWORDS = frozenset({"pass", "passwd", "pwd", "secret", "token", "tiger", "pw", "pa55"})


def _url_password(m: re.Match[str], text: str) -> _Span | None:
    password = m.group("secret")
    if password[0] in "[](){}<>":
        return None  # git://[path-to-repo[:]][ref@]path: a syntax description
    low = password.lower()
    if len(password) < 3 or low in _STOP_VALUES or low in _URL_DEMO_PASSWORDS:
        return None
    if _is_placeholder(password) or _ENV_NAME_RE.fullmatch(password):
        return None
    return m.span("secret")


def _curl_user(m: re.Match[str], text: str) -> _Span | None:
    if "curl" not in _line_before(text, m.start()):
        return None
    value, end, _ = _trim(text, m.start("secret"), m.end("secret"))
    if len(value) < 4 or _rejects_common(value) or value.isdigit():
        return None
    return (m.start("secret"), end)


def _line_before(text: str, start: int) -> str:
    lo = max(0, start - 512)
    return text[max(lo, text.rfind("\n", lo, start) + 1) : start].lower()


def _cli_password(m: re.Match[str], text: str) -> _Span | None:
    line = _line_before(text, m.start())
    if m.start("attached") >= 0:
        group = "attached"  # mysql -pSECRET
        allowed = "mysql" in line or "mariadb" in line
    else:
        group = "spaced"  # sshpass -p SECRET, docker login -p SECRET, --password SECRET
        allowed = m.group("flag") == "--password" or "sshpass" in line or " login" in line
    if not allowed:
        return None
    value, end, _ = _trim(text, m.start(group), m.end(group))
    if len(value) < 4 or _rejects_common(value) or value.isdigit() or _WORDY_RE.fullmatch(value):
        return None  # ports, "--password options"
    return (m.start(group), end)


def _auth_header(m: re.Match[str], text: str) -> _Span | None:
    value, end, _ = _trim(text, m.start("secret"), m.end("secret"))
    if len(value) < 8 or _rejects_common(value) or _char_classes(value) < 2:
        return None
    if _WORDY_RE.fullmatch(value) or re.match(r"[A-Za-z]+=", value):
        return None  # AUTHORIZATION = "Authorization"; SigV4 "Credential=AKIA.../scope"
    return (m.start("secret"), end)


_KEY_MATERIAL_RE = re.compile(r"[A-Za-z0-9+/=]{16,}")


def _key_material(m: re.Match[str], text: str) -> _Span | None:
    """A private-key block with actual key material (not a header quoted in code or prose)."""
    group = "body" if "body" in m.re.groupindex else 0
    material = sum(len(run) for run in _KEY_MATERIAL_RE.findall(m.group(group)))
    return m.span() if material >= 40 else None


def _luhn_ok(digits: str) -> bool:
    total = 0
    for index, ch in enumerate(reversed(digits)):
        n = ord(ch) - 48
        if index % 2 == 1:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def _card_length_ok(digits: str) -> bool:
    """Issuer prefix and length agree (Visa, Mastercard, Amex, Diners, JCB, Discover, ...)."""
    n = len(digits)
    two = int(digits[:2])
    if digits[0] == "4":
        return n in (13, 16, 19)
    if 51 <= two <= 55 or 22 <= two <= 27:
        return n == 16
    if two in (34, 37):
        return n == 15
    if two in (30, 36, 38, 39):
        return 14 <= n <= 19
    if two in (35, 62):
        return 16 <= n <= 19
    if digits.startswith(("6011", "644", "645", "646", "647", "648", "649", "65")):
        return n in (16, 19)
    return False


_CARD_WORDS = _words("card cards visa mastercard amex discover jcb diners cc credit debit")
_NOT_CARD_WORDS = _words(
    "id ids order orders invoice tracking ticket ref reference snowflake timestamp isbn imei "
    "serial iban phone tel fax account acct build version sku upc ean po"
)


def _payment_card(m: re.Match[str], text: str) -> _Span | None:
    digits = "".join(ch for ch in m.group(0) if ch.isdigit())
    if not 12 <= len(digits) <= 19 or len(set(digits)) < 3:
        return None
    if not _card_length_ok(digits) or not _luhn_ok(digits):
        return None
    before = re.findall(r"[a-z]+", text[max(0, m.start() - 40) : m.start()].lower())[-3:]
    card_context = any(w in _CARD_WORDS for w in before)
    if any(w in _NOT_CARD_WORDS for w in before) and not card_context:
        return None  # "user id 2312...", "order number 4000...": an identifier, not a card
    if m.group(0).isdigit() and len(digits) != 16 and not card_context:
        return None  # a bare 13-19 digit number other than 16 digits: an id, seed or timestamp
    return m.span()


_BASE32_SECRET_RE = re.compile(r"(?i)(?:^|&)secret=([A-Z2-7]{16,}=*)")


def _otpauth(m: re.Match[str], text: str) -> _Span | None:
    found = _BASE32_SECRET_RE.search(m.group("query"))
    if found is None or _PLACEHOLDER_RE.search(found.group(1)):
        return None
    _, end, _ = _trim(text, m.start(), m.end())
    return (m.start(), end)


def _totp_phrase(m: re.Match[str], text: str) -> _Span | None:
    raw = m.group("secret")
    compact = raw.replace(" ", "")
    if len(compact) < 16 or _PLACEHOLDER_RE.search(compact) or len(set(compact)) < 6:
        return None
    if not any(ch in "234567" for ch in compact) and not compact.isupper():
        return None  # lowercase words, not base32
    return (m.start("secret"), m.start("secret") + len(raw.rstrip()))


def _assignment(m: re.Match[str], text: str) -> _Span | None:
    family = _key_family(m.group("key"))
    if family is None:
        return None
    if m.group("sep") == ":" and m.group("pre") and not m.group("kq"):
        return None  # "pass :paramref:", "Token : x": prose or markup, not a key/value pair
    if m.group("key").lower() == "pass" and m.group("sep") != "=":
        return None  # "First pass: ...": the word, not a key (pass=... still counts)
    quoted = m.start("qval") >= 0
    group = "qval" if quoted else "val"
    start, raw_end = m.span(group)
    if quoted and (start >= raw_end or text[start] in " \t,;)]}"):
        return None  # prompt='Password: ', x=1: the "quote" closed a string, it opened nothing
    value, end, trimmed = _trim(text, start, raw_end)
    value_start = start + (len(value) - len(value.lstrip()))
    value = value.strip()
    if family == "password":
        ok = _password_value_ok(value, quoted, text, end, trimmed)
    else:
        ok = _token_value_ok(value)
    return (value_start, end) if ok else None


def _bare_pin(m: re.Match[str], text: str) -> _Span | None:
    return m.span("secret") if _pin_value_ok(m.group("secret"), 4) else None


def _disclosure_family(keyword: str) -> tuple[str, int]:
    kw = re.sub(r"[ _-]", "", keyword.lower())
    if kw.startswith("pin"):
        return "pin", 4
    if (kw.endswith("code") and kw != "passcode") or kw.startswith(("cvv", "cvc")):
        return "pin", 3
    if kw.startswith("pass") or kw in {"pw", "pwd"}:
        return "password", 0
    return "token", 0


_APP_PASSWORD_RE = re.compile(r"[a-z]{4}(?: [a-z]{4}){3}(?![A-Za-z0-9])")
# Common four-letter words: "the password is what they said last week" is not an app password.
_FOUR_LETTER_WORDS = _words(
    "able also area away back been best both call came case code come dark days does done "
    "down each easy else even ever fast feel find fine five form four free from full gave "
    "give goes gone good half hand hard have head hear help here high hold home hope hour "
    "into just keep kept kind knew know last late left less life like line list live long "
    "look lost made make many mean more most much must name near need next nice none once "
    "only open over part pass past plan read real rest said same save says seen self sent "
    "show side sign some soon stay such sure take talk tell than that them then they this "
    "time told took type used very wait want week well went were what when will wish with "
    "word work year your"
)


def _disclosure(m: re.Match[str], text: str) -> _Span | None:
    family, minimum = _disclosure_family(m.group("kw"))
    quoted = m.start("qval") >= 0
    group = "qval" if quoted else "val"
    start, raw_end = m.span(group)
    if family == "password" and not quoted:
        app = _APP_PASSWORD_RE.match(text, start)
        words = app.group(0).split() if app is not None else []
        if app is not None and not _FOUR_LETTER_WORDS.intersection(words):
            return app.span()  # a Google-style app password: "abcd efgh ijkl mnop"
    if quoted and text[start] in " \t,;)]}":
        return None  # '"Password:" prompt and ...': the quote closed a string
    value, end, trimmed = _trim(text, start, raw_end)
    value_start = start + (len(value) - len(value.lstrip()))
    value = value.strip()
    if family == "pin":
        ok = _pin_value_ok(value, minimum)
    elif family == "password":
        ok = _password_value_ok(value, quoted, text, end, trimmed)
    else:  # "the token's C1/NEL chars": a possessive, not a disclosure
        ok = m.start("poss") < 0 and _token_value_ok(value)
    return (value_start, end) if ok else None


# --------------------------------------------------------------------------------------------
# Rules

_LB = r"(?<![A-Za-z0-9_-])"  # token left boundary


@dataclass(frozen=True)
class _Rule:
    name: str
    regex: re.Pattern[str]
    validate: _Validator | None = None
    requires: tuple[str, ...] = ()  # lowercase literals that must all occur in the text
    resume: tuple[str, ...] = ()  # after a rejected match, search again from these groups

    def span(self, m: re.Match[str], text: str) -> _Span | None:
        if self.validate is not None:
            return self.validate(m, text)
        return _group_span(m)

    def scan(self, text: str) -> list[SecretMatch]:
        """All accepted, non-overlapping matches of this rule, sorted by start.

        A rejected match does not hide what follows its key: the search resumes at the value
        (``resume`` groups), so ``SECRET_ARN=...:secret:x`` still lets a later key be seen.
        Each restart moves forward and every match is bounded, so the scan stays linear.
        """
        found: list[SecretMatch] = []
        search = self.regex.search
        pos = 0
        size = len(text)
        while pos <= size:
            m = search(text, pos)
            if m is None:
                break
            span = self.span(m, text)
            if span is not None and span[1] > span[0]:
                found.append(SecretMatch(self.name, span[0], span[1]))
                pos = max(m.end(), span[1])
            else:
                pos = m.end()
                for group in self.resume:
                    start = m.start(group)
                    if start > m.start():
                        pos = start
                        break
            if pos <= m.start():
                pos = m.start() + 1  # empty match: step over it
        return found


def _rule(
    name: str,
    pattern: str,
    validate: _Validator | None = None,
    requires: tuple[str, ...] = (),
    resume: tuple[str, ...] = (),
    first: str = "",
) -> _Rule:
    if first:
        # A first-character look-ahead lets the engine skip most positions before it
        # evaluates the look-behinds and alternations (a 3-5x speed-up on long text).
        flags = "(?i)" if pattern.startswith("(?i)") else ""
        pattern = f"{flags}(?=[{first}]){pattern[len(flags) :]}"
    return _Rule(name, re.compile(pattern), validate, requires, resume)


_PEM_BODY = r"(?P<body>(?:[^-]|-(?!-{4})){0,16384}+)(?:-----END[ ][A-Z ]{1,40}+-----)?"

# Order is priority: when two rules match overlapping text the earlier rule wins.
_BUILTIN_RULES: tuple[_Rule, ...] = (
    _rule(
        "private_key",
        r"-----BEGIN[ ](?:(?:RSA|EC|DSA|ENCRYPTED)[ ])?PRIVATE[ ]KEY-----" + _PEM_BODY,
        _key_material,
    ),
    _rule(
        "openssh_private_key",
        r"-----BEGIN[ ]OPENSSH[ ]PRIVATE[ ]KEY-----" + _PEM_BODY,
        _key_material,
    ),
    _rule(
        "pgp_private_key",
        r"-----BEGIN[ ]PGP[ ]PRIVATE[ ]KEY[ ]BLOCK-----" + _PEM_BODY,
        _key_material,
    ),
    _rule(
        "putty_private_key",
        r"PuTTY-User-Key-File-[0-9]{1,2}:[^\r\n]{0,256}+"
        r"(?:[\r\n]{1,2}+(?:[A-Za-z][A-Za-z-]{0,30}+:[^\r\n]{0,256}+|[A-Za-z0-9+/=]{1,256}+)){0,200}+",
        _key_material,
    ),
    _rule(
        "gcp_service_account",
        r"[\"']type[\"'][ \t\r\n]{0,16}+:[ \t\r\n]{0,16}+[\"']service_account[\"']",
        requires=("private_key",),
    ),
    _rule(
        "anthropic_api_key",
        _LB + r"sk-ant-[a-z]{2,10}[0-9]{2}-(?P<body>[A-Za-z0-9_-]{20,512}+)",
        _token_body(),
        first="s",
    ),
    _rule(
        "openai_api_key",
        _LB + r"sk-(?!ant-)(?:(?:proj|svcacct|admin|None)-)?(?P<body>[A-Za-z0-9_-]{20,512}+)",
        _token_body(),
        first="s",
    ),
    _rule(
        "github_token",
        r"(?<![A-Za-z0-9_])gh[pousr]_(?P<body>[A-Za-z0-9]{36,251}+)",
        _token_body(),
        first="g",
    ),
    _rule(
        "github_token",
        r"(?<![A-Za-z0-9_])github_pat_(?P<body>[A-Za-z0-9_]{40,251}+)",
        _token_body(),
        first="g",
    ),
    _rule(
        "gitlab_token",
        _LB + r"gl(?:pat|dt|rt|ptt|ft|imt|agent|oas|cbt|soat|ffct|cit)-"
        r"(?P<body>[A-Za-z0-9_-]{20,255}+)",
        _token_body(),
        first="g",
    ),
    _rule(
        "slack_webhook",
        r"(?i)(?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers)/"
        r"(?P<body>T[A-Z0-9]{6,12}+/[A-Za-z0-9/_-]{20,256}+)",
        _token_body(),
        first="h",
    ),
    _rule(
        "slack_token",
        _LB + r"(?:xox[abposre]|xapp-[0-9])-(?P<body>[A-Za-z0-9-]{10,255}+)",
        _token_body(),
        first="x",
    ),
    _rule(
        "stripe_secret_key",
        r"(?<![A-Za-z0-9_])(?:sk|rk)_(?:live|test)_(?P<body>[A-Za-z0-9]{16,255}+)",
        _token_body(),
        first="sr",
    ),
    _rule(
        "stripe_webhook_secret",
        r"(?<![A-Za-z0-9_])whsec_(?P<body>[A-Za-z0-9+/=]{24,255}+)",
        _token_body(),
        first="w",
    ),
    _rule(
        "aws_access_key_id",
        r"(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])",
        _no_example,
        first="A",
    ),
    _rule(
        "aws_secret_access_key",
        r"(?i)(?<![A-Za-z0-9])(?:aws[ _.-]{0,2}+secret(?:[ _.-]{0,2}+(?:access[ _.-]{0,2}+)?key)?"
        r"|secret[ _.-]{0,2}+access[ _.-]{0,2}+key)"
        r"[\"']?(?:[ \t]{0,4}+(?:=>|:=|[:=]|is|was)[ \t]{0,4}+|[ \t]{1,4}+)[\"'`]?"
        r"(?P<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])",
        _secret_group_random,
        first="as",
    ),
    _rule(
        "google_api_key",
        _LB + r"AIza(?P<body>[0-9A-Za-z_-]{35})(?![0-9A-Za-z_-])",
        _token_body(),
        first="A",
    ),
    _rule(
        "azure_storage_key",
        r"(?i)(?<![A-Za-z0-9])(?:AccountKey|SharedAccessKey)[ \t]{0,4}+=[ \t]{0,4}+"
        r"(?P<secret>[A-Za-z0-9+/]{20,256}+={0,2})",
        _secret_group_random,
        first="as",
    ),
    _rule(
        "azure_sas_token",
        r"(?i)(?<=[?&;])sig=(?P<secret>[A-Za-z0-9%+/=]{16,256}+)",
        _azure_sas,
        first="s",
    ),
    _rule(
        "twilio_key",
        r"(?<![A-Za-z0-9])(?:SK|AC)(?P<body>[0-9a-fA-F]{32})(?![A-Za-z0-9])",
        _hex_sid,
        first="SA",
    ),
    _rule(
        "sendgrid_api_key",
        _LB + r"SG\.(?P<body>[A-Za-z0-9_-]{16,64}+\.[A-Za-z0-9_-]{16,64}+)",
        _token_body(),
        first="S",
    ),
    _rule(
        "npm_token",
        r"(?<![A-Za-z0-9_])npm_(?P<body>[A-Za-z0-9]{36})(?![A-Za-z0-9])",
        _token_body(),
        first="n",
    ),
    _rule(
        "pypi_token",
        _LB + r"pypi-Ag(?:EIcHlwaS5vcmc|ENdGVzdC5weXBpLm9yZw)(?P<body>[A-Za-z0-9_-]{40,1024}+)",
        _token_body(),
        first="p",
    ),
    _rule(
        "huggingface_token",
        r"(?<![A-Za-z0-9_])hf_(?P<body>[A-Za-z0-9]{34,64}+)(?![A-Za-z0-9_])",
        _token_body(),
        first="h",
    ),
    _rule(
        "discord_webhook",
        r"(?i)https?://(?:(?:ptb|canary)\.)?discord(?:app)?\.com/api/(?:v[0-9]{1,2}/)?webhooks/"
        r"[0-9]{15,21}/(?P<body>[A-Za-z0-9_-]{50,100}+)",
        _token_body(),
    ),
    _rule(
        "discord_bot_token",
        r"(?<![A-Za-z0-9_.-])(?P<head>[MNO][A-Za-z0-9_-]{23,27})\.[A-Za-z0-9_-]{6,7}\."
        r"(?P<sig>[A-Za-z0-9_-]{27,40})(?![A-Za-z0-9_-])",
        _discord_bot,
        first="MNO",
    ),
    _rule(
        "telegram_bot_token",
        r"(?:(?<=/bot)|(?<![A-Za-z0-9_:]))[0-9]{8,10}:AA(?P<body>[A-Za-z0-9_-]{33})(?![A-Za-z0-9_-])",
        _token_body(),
        first="0-9",
    ),
    _rule(
        "jwt",
        _LB + r"eyJ[A-Za-z0-9_-]{8,4096}+\.eyJ[A-Za-z0-9_-]{8,8192}+\.[A-Za-z0-9_-]{16,2048}+",
        first="e",
    ),
    _rule(
        "totp_seed",
        r"(?i)otpauth://[th]otp/[^\s?]{0,256}+\?(?P<query>[^\s]{0,2048}+)",
        _otpauth,
    ),
    _rule(
        "totp_seed",
        r"(?i)(?<![A-Za-z0-9])(?:totp|2fa|mfa|otp|authenticator|two[ -]factor)[ _-]{0,2}+"
        r"(?:(?:secret|seed)(?:[ _-]?key)?|key|setup[ ]key)"
        r"(?:[ \t]{1,3}+(?:is|was)[ \t]{0,3}+:?|[ \t]{0,3}+[:=])[ \t]{0,3}+[\"'`]?"
        r"(?P<secret>(?:[A-Z2-7]{4}[ ]?){3,32}+[A-Z2-7]{0,4}+)",
        _totp_phrase,
        first="tmoa2",
    ),
    _rule(
        "database_url",
        r"(?i)(?<![A-Za-z0-9+.-])(?:postgres(?:ql)?|mysql|mariadb|mongodb|rediss?|valkey|amqps?|"
        r"mssql|sqlserver|oracle|cockroach(?:db)?|clickhouse|mqtts?|nats|couchdb|neo4j|bolt|"
        r"memcached?|cassandra|db2|snowflake|influxdb|elasticsearch|opensearch|kafka)"
        r"(?:\+[a-z0-9]{1,20}+)?://(?P<user>[^\s:@/?#]{0,128}+):(?P<secret>[^\s@/?#]{1,256}+)@",
        _url_password,
        first="pmrvaocnbksdiek",
    ),
    _rule(
        "basic_auth_url",
        r"(?i)(?<![A-Za-z0-9+.-])(?:https?|ftps?|sftp|ssh|git|svn|wss?|smtps?|imaps?|pop3s?|"
        r"ldaps?|socks[45]h?)://(?P<user>[^\s:@/?#]{1,128}+):(?P<secret>[^\s@/?#]{1,256}+)@",
        _url_password,
        first="hfsgwipl",
    ),
    _rule(
        "curl_basic_auth",
        r"(?<![A-Za-z0-9_-])(?:-u|--user)(?:[ \t]{1,4}+|=)[\"']?"
        r"(?P<user>[^\s:'\"]{1,128}+):(?P<secret>[^\s'\"]{1,256}+)",
        _curl_user,
        first="-",
    ),
    _rule(
        "cli_password",
        r"(?<![A-Za-z0-9_-])(?:-p(?P<attached>[^\s'\"-][^\s'\"]{3,127}+)"
        r"|(?P<flag>--password|-p)[ \t]{1,4}+[\"']?(?P<spaced>[^\s'\"-][^\s'\"]{3,127}+))",
        _cli_password,
        first="-",
    ),
    _rule(
        "authorization_header",
        r"(?i)(?<![A-Za-z0-9-])(?:proxy-)?authorization[\"']?[ \t]{0,4}+[:=][ \t]{0,4}+[\"']?"
        r"(?:(?:bearer|basic|token|digest|apikey|api-key|sso-key|key|aws4-hmac-sha256)[ \t]{1,4}+)?"
        r"(?P<secret>[A-Za-z0-9._~+/=:-]{8,4096}+)",
        _auth_header,
        first="ap",
    ),
    _rule(
        "payment_card",
        r"(?<![0-9A-Za-z_.+/-])(?<![0-9][ -])"
        r"(?:[0-9]{13,19}|[0-9]{4}(?P<s1>[ -])[0-9]{4}(?P=s1)[0-9]{4}(?P=s1)[0-9]{1,7}"
        r"|[0-9]{4}(?P<s2>[ -])[0-9]{6}(?P=s2)[0-9]{4,5})"
        r"(?![0-9A-Za-z_]|[ -][0-9])",
        _payment_card,
        first="0-9",
    ),
    _rule(
        "secret_assignment",
        r"(?<![A-Za-z0-9_.-])(?<![A-Za-z0-9*:][:/])"
        r"(?P<key>[A-Za-z0-9_.-]{0,48}?(?i:pass|pwd|secret|token|key|credential)"
        r"[A-Za-z0-9_.-]{0,48}+)"
        r"(?P<kq>[\"']?)\]?\*{0,2}+(?P<pre>[ \t]{0,8}+)"
        r"(?P<sep>:=|=>|=(?![=~>])|:(?![:/\\]))\*{0,2}+[ \t]{0,8}+"
        r"(?:(?P<q>[\"'`])(?P<qval>[^\"'`\r\n]{0,256}+)|(?P<val>[^\s\"'`,;&]{1,256}+))",
        _assignment,
        resume=("qval", "val"),
    ),
    _rule(
        "secret_disclosure",
        r"(?i)(?<![A-Za-z0-9_])(?<![A-Za-z0-9*:][:/])"
        r"(?P<kw>pass(?:word|wd|phrase|code)|pwd|pw|pin(?:[ -]?(?:code|number))?"
        r"|(?:door|gate|alarm|garage|lock|safe|locker|building|entry|entrance|keypad|access)"
        r"[ -]?code|cvv2?|cvc2?"
        r"|api[ _-]?key|access[ _-]?(?:key|token)|secret[ _-]?key"
        r"|(?:auth|bearer|api|bot|personal[ _-]access)[ _-]?token|token|secret)"
        r"(?![A-Za-z0-9_-])"
        r"(?:[ \t]{1,3}+(?:for|to|of|on|at)[ \t]{1,3}+"
        r"(?:(?:the|my|our|your|his|her|their)[ \t]{1,3}+)?"
        r"[A-Za-z0-9][A-Za-z0-9._'@-]{0,40}+(?:[ \t]{1,3}+[A-Za-z0-9][A-Za-z0-9._'@-]{0,40}+)?)?"
        r"(?:[ \t]{0,3}+(?:->|→|:)"
        r"|(?P<poss>['’]s)"
        r"|[ \t]{1,3}+(?:is|was)(?:[ \t]{1,3}+(?:now|still|actually|currently|just))?"
        r"(?:[ \t]{1,3}+(?:set|changed)[ \t]{1,3}+to)?[ \t]{0,3}+:?"
        r"|[ \t]{1,3}+(?:has[ \t]{1,3}+been[ \t]{1,3}+)?(?:changed|set|updated|reset)"
        r"[ \t]{1,3}+to)"
        r"\*{0,2}+[ \t]{0,3}+"
        r"(?:(?P<q>[\"'`“‘])(?P<qval>[^\"'`“”‘’\r\n]{1,128}+)|(?P<val>[^\s\"'`“”‘’]{1,128}+))",
        _disclosure,
        resume=("qval", "val"),
        first="ptsacdglbek",
    ),
    _rule(
        "secret_disclosure",
        r"(?i)(?<![A-Za-z0-9_])(?:pin(?:[ -]?(?:code|number))?|passcode)[ \t]{1,3}+(?:#[ \t]?)?"
        r"(?P<secret>[0-9]{4,8})(?![0-9A-Za-z_/:.-])",
        _bare_pin,
        first="p",
    ),
)

_BUILTIN_NAMES: tuple[str, ...] = tuple(dict.fromkeys(rule.name for rule in _BUILTIN_RULES))
_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")


# --------------------------------------------------------------------------------------------
# <private> spans

_PRIVATE_TAG_RE = re.compile(r"(?i)<[ \t]{0,8}+(/?)[ \t]{0,8}+private(?:\s[^<>]{0,1024}+)?(/?)>")


def _strip_private(text: str, separator: str | None = None) -> str:
    """Remove ``<private>...</private>`` spans with a linear scan over the tags."""
    out: list[str] = []
    depth = 0
    pos = 0
    for tag in _PRIVATE_TAG_RE.finditer(text):
        closing = tag.group(1) == "/"
        self_closing = tag.group(2) == "/" or tag.group(0).rstrip(">").rstrip().endswith("/")
        if closing:
            if depth == 0:  # stray closer: drop just the tag
                out.append(text[pos : tag.start()])
                pos = tag.end()
            else:
                depth -= 1
                if depth == 0:
                    pos = tag.end()
        elif self_closing:
            if depth == 0:
                out.append(text[pos : tag.start()])
                pos = tag.end()
        else:
            if depth == 0:
                out.append(text[pos : tag.start()])
            depth += 1
    if depth == 0:  # an unclosed <private> hides everything after it
        out.append(text[pos:])
    return _close_gaps(out) if separator is None else separator.join(out)


def _close_gaps(pieces: list[str]) -> str:
    """Join the text around removed spans without doubled spaces or a space before punctuation."""
    joined = pieces[0] if pieces else ""
    for piece in pieces[1:]:
        if joined[-1:] in (" ", "\t"):
            if piece[:1] in (" ", "\t"):
                piece = piece.lstrip(" \t")
            if piece[:1] and piece[:1] in ".,;:!?)":
                joined = joined.rstrip(" \t")
        joined += piece
    return joined


# --------------------------------------------------------------------------------------------
# The guard


class ContentGuard:
    """Refuses credentials and removes private spans before text becomes a memory.

    Args:
        disable: Rule names to switch off, or ``("all",)`` to switch every built-in rule off.
            Unknown names raise ``ValueError`` listing the valid ones.
        extra_patterns: User rules, name -> regular expression. A named group ``secret``
            (if present) marks the part to redact; otherwise the whole match is the secret.
            An invalid expression raises ``ValueError`` naming the rule.

    Example:
        >>> guard = ContentGuard()
        >>> guard.check("I prefer metric units")
        >>> guard.redact("my password is hunter2!")
        'my password is [redacted:secret_disclosure]!'
    """

    def __init__(
        self,
        disable: Iterable[str] = (),
        extra_patterns: Mapping[str, str] | None = None,
    ) -> None:
        extra_rules = self._compile_extra(extra_patterns or {})
        extra_names = tuple(rule.name for rule in extra_rules)
        names = [disable] if isinstance(disable, str) else list(disable)
        wanted = {n.strip() for item in names for n in str(item).split(",") if n.strip()}
        valid = {_ALL, *_BUILTIN_NAMES, *extra_names}
        unknown = sorted(wanted - valid)
        if unknown:
            raise ValueError(
                f"unknown guard rule(s) to disable: {', '.join(unknown)}; valid names are: "
                f"{', '.join([_ALL, *_BUILTIN_NAMES, *extra_names])}"
            )
        off = set(_BUILTIN_NAMES) if _ALL in wanted else set()
        off |= wanted
        self._rules: tuple[_Rule, ...] = tuple(
            rule for rule in (*_BUILTIN_RULES, *extra_rules) if rule.name not in off
        )
        self._names: tuple[str, ...] = tuple(dict.fromkeys(rule.name for rule in self._rules))

    @staticmethod
    def _compile_extra(extra: Mapping[str, str]) -> tuple[_Rule, ...]:
        rules: list[_Rule] = []
        for name, pattern in extra.items():
            if not isinstance(name, str) or not _NAME_RE.fullmatch(name):
                raise ValueError(
                    f"extra guard rule name {name!r} must be 1-64 letters, digits, '_', '.', '-'"
                )
            if name in _BUILTIN_NAMES or name in (_ALL, _EMPTY):
                raise ValueError(f"extra guard rule {name!r} clashes with a built-in name")
            if not isinstance(pattern, str) or not pattern:
                raise ValueError(f"extra guard rule {name!r} needs a non-empty regex string")
            try:
                compiled = re.compile(pattern)
            except re.error as exc:
                raise ValueError(
                    f"extra guard rule {name!r} is not a valid regular expression: {exc}"
                ) from exc
            rules.append(_Rule(name, compiled))
        return tuple(rules)

    @property
    def pattern_names(self) -> tuple[str, ...]:
        """Names of the active rules: built-in ones first (in priority order), then extras."""
        return self._names

    @property
    def patterns(self) -> tuple[tuple[str, re.Pattern[str]], ...]:
        """The active compiled expressions as ``(name, pattern)`` pairs.

        A name may appear more than once when a rule needs several expressions. The
        expressions are only the first stage: most rules also check the matched value.
        """
        return tuple((rule.name, rule.regex) for rule in self._rules)

    @staticmethod
    def builtin_pattern_names() -> tuple[str, ...]:
        """Names of every built-in rule, in priority order."""
        return _BUILTIN_NAMES

    def normalise(self, text: str) -> str:
        """Drop zero-width and invisible format characters that could hide a secret.

        Args:
            text: Any text.

        Returns:
            The text without zero-width spaces/joiners, soft hyphens, word joiners, the BOM
            and bidi control characters. Nothing else is changed.
        """
        return text.translate(_INVISIBLE_TABLE)

    def find(self, text: str) -> list[SecretMatch]:
        """Find every secret in ``text``.

        Args:
            text: Text to scan; it is normalised first.

        Returns:
            Non-overlapping matches sorted by start, with offsets into ``normalise(text)``.
            Where two rules overlap, the more specific (earlier) rule wins.
        """
        norm = self.normalise(text)
        lowered: str | None = None
        accepted: list[SecretMatch] = []
        for rule in self._rules:
            if rule.requires:
                if lowered is None:
                    lowered = norm.lower()
                if not all(lit in lowered for lit in rule.requires):
                    continue
            found = rule.scan(norm)
            if found:
                accepted = _merge(accepted, found)
        return accepted

    def check(self, text: str) -> str | None:
        """Name of the leftmost secret's rule in ``text``, or ``None`` when there is none."""
        matches = self.find(text)
        return matches[0].pattern if matches else None

    def redact(self, text: str) -> str:
        """Return ``normalise(text)`` with each secret replaced by ``[redacted:<rule>]``."""
        norm = self.normalise(text)
        out: list[str] = []
        pos = 0
        for match in self.find(norm):
            out.append(norm[pos : match.start])
            out.append(f"[redacted:{match.pattern}]")
            pos = match.end
        out.append(norm[pos:])
        return "".join(out)

    def strip_private(self, text: str, *, separator: str | None = None) -> str:
        """Remove ``<private>...</private>`` spans.

        Tags are case-insensitive and may carry attributes (``<private reason="x">``). Nested
        spans are removed whole with their outer span, an unclosed ``<private>`` removes
        everything after it, and a stray ``</private>`` is dropped on its own.

        Args:
            text: The text to clean.
            separator: Put between the pieces around each removed span. By default they are
                joined without doubled spaces or a space before punctuation; a line break keeps
                the words on either side from reading as one sentence.
        """
        return _strip_private(text, separator)

    def clean(self, text: str) -> str:
        """Prepare text for storage or refuse it.

        Args:
            text: Text the caller wants to store.

        Returns:
            The text with private spans removed and surrounding whitespace stripped.

        Raises:
            ContentRejected: ``pattern == "empty"`` when nothing is left, or the name of the
                rule that found a secret.
        """
        stripped = self.strip_private(text).strip()
        if not stripped:
            raise ContentRejected(_EMPTY)
        pattern = self.check(stripped)
        if pattern is not None:
            raise ContentRejected(pattern)
        return stripped


def _merge(accepted: list[SecretMatch], new: list[SecretMatch]) -> list[SecretMatch]:
    """Merge sorted ``new`` into sorted ``accepted``, dropping new matches that overlap."""
    out: list[SecretMatch] = []
    i = 0
    n = len(accepted)
    for match in new:
        while i < n and accepted[i].end <= match.start:
            out.append(accepted[i])
            i += 1
        if i < n and accepted[i].start < match.end:
            continue  # overlaps an earlier, higher-priority match
        if out and out[-1].end > match.start:
            continue
        out.append(match)
    out.extend(accepted[i:])
    return out
