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

from ltm_core.text.lexical import STOP_WORDS

__all__ = [
    "basic_credentials",
    "char_classes",
    "entropy",
    "is_placeholder",
    "is_reference",
    "joined_words",
    "looks_like_passphrase",
    "looks_like_password",
    "looks_like_pin",
    "looks_like_scramble",
    "looks_like_token",
    "looks_like_word_passphrase",
    "public_object_id",
    "spaced_passphrase",
    "strong_passphrase",
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
    r"omitted|removed|secret|password|passwd|passphrase|token|changeme|change[_-]?me|"
    r"replace[_-]?me|"
    r"placeholder|example|sample|dummy|test|testing|foo|bar|baz|foobar|true|false|yes|no|"
    r"foobared|changeit|mysecretpassword|my-secret-pw|yourstrong\(!\)password|"
    r"required|optional|string|str|int|bool|boolean|bytes|secretstr|text|value|default|"
    r"your[_ -]?(?:own[_ -]?)?(?:api[_ -]?)?(?:secret|key|token|password|pass|pin|code)s?"
    r")$"
)
_PLACEHOLDER_INSIDE_RE = re.compile(
    r"(?i)x{5,}|\*{3,}|\.{3}|…|<[a-z _-]{2,40}>|\$\{|\{\{|%\([a-z_][a-z0-9_.]{0,40}\)|"
    r"your[_-]|[_-]here$|^your|"
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
_HOST_RE = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,62}\.){1,8}[a-z]{2,12}")
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
_CAMEL_PART_RE = re.compile(r"[a-z]{2,}[A-Z][a-z]{2,}")
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
# Values public by their vendor's docs though they look like keys: a Stripe Checkout Session
# id (it rides in the success URL; its client secret holds "_secret_"), a Mapbox public token
# (pk.; secret ones are sk.), a Square application id (sq0idp-).
_PUBLIC_OBJECT_RE = re.compile(
    r"cs_(?:live|test)_[A-Za-z0-9]{20,100}|pk\.eyJ[A-Za-z0-9_-]{10,200}\.[A-Za-z0-9_-]{10,60}"
    r"|sq0idp-[A-Za-z0-9_-]{10,60}"
)
_LOWER_RUN_RE = re.compile(r"[a-z]{4,}")
_DIGIT_RE = re.compile(r"[0-9]")
_DIGIT_GROUP_RE = re.compile(r"[0-9]+")
_SYMBOL_RE = re.compile(r"[^\w\s]|_")
_CONSONANTS_RE = re.compile(r"[b-df-hj-np-tv-xz]{4}")
_FIVE_CONSONANTS_RE = re.compile(r"[b-df-hj-np-tv-xz]{5}")
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


# Values that are patterns or slots, whatever their symbols: a regular expression (a range
# class, an escape class, a counted repeat), template slots ("{pet_name}{year}"), a
# spreadsheet formula, a PHP superglobal, a YAML tag, alias or anchor.
_PATTERN_OR_SLOT_RE = re.compile(
    r"\[\^?(?:[A-Za-z0-9]-[A-Za-z0-9]|\\[wdsWDS])|\\[dwsDWS][+*?{]|[\])]\{\d{1,3}(?:,\d{0,3})?\}"
    r"|^(?:\{[A-Za-z_][A-Za-z0-9_]{1,30}\}[^{}\s]{0,3}){2,6}$|^=[A-Z]{2,12}\("
    r"|^\$_?[A-Z]{2,12}\[|^!!?[a-z][\w/]{1,40}(?::|$)|^[*&][a-z_][a-z0-9_-]{0,60}$"
)


def _bracketed_key(value: str) -> bool:
    """A generated key wrapped in brackets (``{QDUYbyJOgE7x}``): a key, not a template slot.

    A slot holds a name (``{user_id}``, ``[accountId]``, ``{0}``); a key mixes cases and
    digits all through, the way no name does.
    """
    if value[:1] not in "{[" or len(value) < 10:
        return False
    inner = value[1:-1]
    return (
        inner.isalnum()
        and char_classes(inner) >= 3
        and _SCRAMBLED_RUN_RE.search(inner) is not None
        and not _IDENTIFIER_RE.fullmatch(inner)
    )


# A mask: runs of a masking character in groups, a card's last digits may follow
# ("xxxx-xxxx-xxxx", "****", "XXXX XXXX XXXX 4242", "•••• 1234", "###-##-####").
_MASK_RE = re.compile(
    r"(?:[xX]{2,}|[*•●·#?_]{2,})(?:[-. /:]?(?:[xX]{2,}|[*•●·#?_]{2,})){0,8}"
    r"(?:[-. /:]?[0-9]{2,4})?"
)


def is_mask(value: str) -> bool:
    """A masked or blanked value of any grouping, never a credential itself."""
    return _MASK_RE.fullmatch(value.strip().strip("\"'`")) is not None


def is_placeholder(value: str) -> bool:
    """True for blanks, lookups, templates, redaction marks and dummy values."""
    if not value or not value.strip():
        return True
    stripped = value.strip()
    if _LOOKUP_RE.match(stripped) or _PATTERN_OR_SLOT_RE.search(stripped):
        return True
    if _PLACEHOLDER_RE.match(stripped):
        return not _bracketed_key(stripped)
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
    # a quoted string dense with a generator's symbols is no call, brackets or not:
    # SECRET_KEY = 'flp()*y^1(^wn3n...' (Django's alphabet holds "(" and ")")
    generated = not code and sum(value.count(c) for c in "!@#$%^&*=+~?") >= 4
    if not generated and (
        (head != value and head and _REF_CHAIN_RE.fullmatch(head.rstrip(".")))
        or (head != value and _IDENTIFIER_RE.fullmatch(head))
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
        or _host_name(value)
        or _EMAIL_RE.match(value)
        or _URL_RE.match(value)
        or _PATH_RE.match(value)
        or _HASH_PREFIX_RE.match(value)
    )


def _host_name(value: str) -> bool:
    """A lowercase host name with a known ending: ``mysql6.acme.io``, ``db.example.com``.

    A particle or a quote glued to it in a language written without spaces
    ("は「mysql6.acme.io", "mysql6.acme.ioです") is no part of the name.
    """
    start = 0
    while start < len(value) and (not value[start].isascii() or value[start] in "\"'`"):
        start += 1
    end = len(value)
    while end > start and (not value[end - 1].isascii() or value[end - 1] in "\"'`"):
        end -= 1
    name = value[start:end]
    if not _HOST_RE.fullmatch(name):
        return False
    return name.rsplit(".", 1)[-1] in _HOST_OR_FILE_ENDS


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
    if not runs and (len(kinds) < 3 or len(value) < 10):
        return False
    if not runs and (
        any(c in value for c in "\"'`")  # a quoted string inside: a call's argument
        or any(  # symbols of three kinds around runs that are words or camelCase names
            (len(run) >= 4 and (run.islower() or run.istitle()) and _pronounceable(run.lower()))
            or _CAMEL_PART_RE.search(run) is not None
            for run in _ALNUM_RUN_RE.findall(value)
        )
    ):
        return False  # "Foo.bar(x)[0] + 'Name'": code or prose between the symbols
    return not is_placeholder(value)


# A passphrase: words of a dictionary joined by one separator, perhaps with digits and a
# closing symbol ("birch.banjo.falcon83", "Velvet_Spruce_Forest_Delta", "onyx!velvet").
_PHRASE_PART_RE = re.compile(r"([A-Za-z]{2,14})([0-9]{0,6})|[0-9]{1,6}")
_PHRASE_SEPARATORS = "._+!#$~-"
# Marks that join paths, times and prose as well: a phrase with them needs three words and a
# digit ("walnut/velvet/cinder44", "walnut:velvet:cinder44", "walnut…velvet…cinder44").
_LOOSE_SEPARATORS = "/:\x00"
_PHRASE_TRAILING = "!#$%&*?@=~"
_THREE_LETTERS_RE = re.compile(r"[A-Za-z]{3,}")
_PHRASE_NUMBER_RE = re.compile(r"[!#$%&*?@=~+][0-9]{1,6}$")
# Words of code and config talk: a value holding one is a name or a reference
# ("config.password_hash", "db-prod-secret", "auth.users.table"), not a passphrase.
_PHRASE_VOCABULARY = frozenset(
    """
    password passwords pass passwd pwd passphrase secret secrets key keys token tokens hash
    hashed salt auth oauth login logon user username users name names email mail host
    hostname port path file files dir env environ config conf cfg settings setting option
    options value values var vars default defaults get set put post read write load save
    self this that cls obj app apps api web www http https url uri db database sql redis
    cache admin root prod production dev develop staging stage test tests testing demo
    example sample dummy fake mock placeholder local localhost internal none null true
    false yes random generated auto manager vault keyring keychain store storage service
    server client provider account accounts session cookie uuid json yaml yml xml toml ini
    txt csv pem crt cert certs change your here new old current confirm reset required
    optional string str int bool type field form input data info hidden masked redacted
    encrypted format length module import from class def function method return object
    node npm pip docker helm git main master branch release version build
    style like ish based esque shaped ready friendly free live first last surname
    word words noun nouns adjective verb number numbers digit digits year date month
    thing stuff coming soon later pending wait check same above below before after
    firstname lastname initial aws gcp azure stripe github gitlab slack google twilio
    sendgrid heroku vercel netlify okta firebase supabase openai kube
    """.split()
)
# Folders of a path: words joined by "/" holding one are a path, not a passphrase.
_PATH_WORDS = frozenset(
    """
    docs doc src lib bin usr etc var tmp opt home users public static assets images img media
    downloads documents desktop pictures music videos backup backups archive archives logs
    scripts tools dist out vendor packages modules include share mnt srv reports projects
    folder folders drive shared team guide guides intro notes drafts photos uploads exports
    """.split()
)
# Parts of a glued name ("secretsmanager", "dbpassword"): a name, whatever else it holds.
_PHRASE_INSIDE_RE = re.compile(r"passw|passwd|secret|token|manager|config|vault|admin|login|cred")
# What ends a host name or a file name after its last dot ("db.acme.io", "creds.yaml").
_HOST_OR_FILE_ENDS = frozenset(
    """
    com org net io dev app co uk de fr es it nl eu us ca au jp cn ru br in ch se no dk fi pl
    cz at be info biz me tv ai cloud tech site online xyz lan corp home arpa gov edu mil int
    json yaml yml toml ini cfg conf env txt pem key crt cer der p12 pfx jks gpg asc pub ppk
    xml html htm js ts py rb go rs java kt sh ps1 bat md rst csv log db sqlite zip tar gz
    tgz bak tmp exe dll so lock kdbx
    """.split()
)


def _pronounceable(word: str) -> bool:
    """A dictionary word's shape: a vowel, no five consonants in a row ("birch", "lighthouse")."""
    vowels = sum(c in "aeiouy" for c in word)
    return 0 < vowels <= 0.75 * len(word) and _FIVE_CONSONANTS_RE.search(word) is None


def looks_like_word_passphrase(value: str, *, prose: bool = False) -> bool:
    """Words joined by one of ``. _ - + ! # $ ~`` the way people build passphrases.

    ``birch.banjo.falcon83``, ``Willow-Plum-Amber``, ``onyx!velvet``, ``Maple.blossom.1944``:
    two or more words of three letters or more, one separator throughout, digits only at a
    word's end or as the last part, then perhaps a closing symbol. Not a passphrase: a host
    or a file name (a known ending after the last dot), a code reference (camelCase, an env
    name, a word of code talk such as ``config`` or ``password``), prose words joined.

    Args:
        value: The trimmed value.
        prose: The value stands in a sentence, where two lowercase words joined by a dot are
            a name ("first.last"): it then needs a second mark (a digit, a symbol, a
            capital or a third word), as two joined by a hyphen always do ("well-known").
    """
    return joined_words(value, prose=prose) is True


def joined_words(value: str, *, prose: bool = False) -> bool | None:
    """``None`` unless ``value`` is words joined by one mark; then whether a passphrase.

    See :func:`looks_like_word_passphrase`; ``False`` means words joined the way prose and
    code join them ("long+random", "guest-guest", "config.password_hash").
    """
    if not 5 <= len(value) <= 80 or not value.isascii():
        return None
    core = value.rstrip(_PHRASE_TRAILING)
    closing = value[len(core) :]
    # a closing "!" or "?" in a sentence is the sentence's own, no mark of the value
    marked = bool(closing) and not (prose and set(closing) <= {"!", "?"})
    # a number glued on by another symbol closes many: "velvet-falcon#157", "a_b$2"
    number = _PHRASE_NUMBER_RE.search(core)
    if number is not None and number.start() > 0:
        core, marked = core[: number.start()], True
    if "..." in core and "...." not in core:
        core = core.replace("...", "\x00")  # an ellipsis (normalised "…") joins as one mark
    marks = {c for c in core if not c.isalnum()}
    if len(marks) != 1:
        return None
    sep = marks.pop()
    if sep not in _PHRASE_SEPARATORS and sep not in _LOOSE_SEPARATORS:
        return None
    parts = core.split(sep)
    if not 2 <= len(parts) <= 8:
        return None
    if sep in _LOOSE_SEPARATORS and (len(parts) < 3 or not any(c.isdigit() for c in core)):
        return None  # "and/or", "10:30", "wait...what": a path, a time or prose, not a phrase
    words: list[str] = []
    for index, part in enumerate(parts):
        match = _PHRASE_PART_RE.fullmatch(part)
        if match is None:
            return None
        word = match.group(1)
        if word is None:
            if index != len(parts) - 1:
                return None  # digits stand at the end ("Maple.blossom.1944"), not between
            marked = True
            continue
        if len(word) < 3 or (not word.islower() and not word.isupper() and not word.istitle()):
            return False  # an initial ("m.tanaka") or camelCase code ("config.getSecret")
        marked = marked or bool(match.group(2))
        words.append(word.lower())
    if len(words) < 2 or (core.isupper() and (sep == "_" or len(words) < 3)):
        return False  # an env name or a constant: DB_PASSWORD, SMTP.HOST (not ORCHID.MAPLE.PEPPER)
    if len(set(words)) < len(words):
        return False  # a word repeated: "guest-guest", "word.word.word"
    if any(w in _PHRASE_VOCABULARY or w in STOP_WORDS or not _pronounceable(w) for w in words):
        return False
    if sep == "/" and any(w in _PATH_WORDS for w in words):
        return False  # "docs/guide/intro2", "users/dana/backup2": a path
    if _PHRASE_INSIDE_RE.search(core.lower()):
        return False
    if sep == "." and parts[-1].lower() in _HOST_OR_FILE_ENDS:
        return False
    plain_pair = len(words) == 2 and not marked and core.islower()
    # two plain lowercase words joined by a hyphen are one English word ("well-known",
    # "read-only"); in prose, joined by a dot, a name or a slip ("first.last", "done.thanks")
    return not (plain_pair and (sep == "-" or (prose and sep == ".")))


def strong_passphrase(value: str) -> bool:
    """A passphrase that needs no copula before it: "Şifrem cedar~pine", "pw a_b_c".

    Three words, or two joined by a mark no prose uses between words (``_ + ! # $ ~``); two
    words joined by a dot or a hyphen may be prose ("password-protected", "reset.Then").
    """
    if not looks_like_word_passphrase(value, prose=True):
        return False
    marks = {c for c in value.rstrip("!#$%&*?@=~") if not c.isalnum()}
    return len(_THREE_LETTERS_RE.findall(value)) >= 3 or not marks <= {".", "-"}


def spaced_passphrase(value: str) -> bool:
    """Three to eight dictionary words apart by single spaces ("orchid hurricane marigold").

    For a quoted value after a credential key: the words must be none of prose's (no stop
    word, no word of code talk, none repeated), so "see the vault" or "change this value"
    are let through.
    """
    words = value.split(" ")
    if not 3 <= len(words) <= 8 or len(value) > 120:
        return False
    lowered = [w.lower() for w in words]
    return len(set(lowered)) == len(lowered) and all(
        w.isascii()
        and w.isalpha()
        and len(w) >= 3
        and w not in STOP_WORDS
        and w not in _PHRASE_VOCABULARY
        and _pronounceable(w)
        for w in lowered
    )


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
    if "..." in value and joined_words(value, prose=not config):
        return True  # "walnut...velvet...cinder44": an ellipsis of a placeholder joins no words
    if is_placeholder(value):
        return False
    joined = joined_words(value, prose=not config)
    if joined:
        return True
    if joined is False and not any(c.isdigit() for c in value):
        return False  # words joined the way prose joins them: "long+random", "case-sensitive!"
    if is_reference(value) or (not config and is_identifier(value)):
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


# Extensions of the files a password word names ("password file: creds_backup_2023.kdbx").
_FILE_EXTENSIONS = frozenset(
    """
    kdbx kdb csv tsv txt json xml yaml yml pdf doc docx odt xls xlsx ods zip 7z rar tar gz tgz
    gpg pgp asc pem key crt cer p12 pfx jks keystore db sqlite sqlite3 enc bak log md ini conf
    cfg env toml png jpg jpeg html htm py js ts sh ps1 bat dat vault 1pux agilekeychain opvault
    """.split()
)
_FILE_NAME_RE = re.compile(r"(?P<stem>[A-Za-z0-9][\w.-]{0,80})\.(?P<ext>[A-Za-z0-9]{1,12})")
_NOTE_PART_RE = re.compile(r"[^\W_]+")
# The words that make a joined value read as a note or a pointer ("stored_in_vault",
# "ASK_DANA_FOR_IT", "siehe_Tresor", "hash_password_argon2", "Bearer.JWT.Access"): function
# words, pointing verbs, and the stores, tools and places a value is kept in.
_NOTE_WORDS = frozenset(
    """
    in at on by to for from of with as is are be the a an and or not no yet it its this that
    your our my their same see ask use set get put check look read replace real one here there
    later tbd todo none null empty unset default pending missing coming using following
    generated managed injected defined stored
    rotated printed kept saved synced shared provided loaded pulled fetched random
    vault vaults keychain keyring keystore keepass bitwarden lastpass 1password dashlane
    manager env var vars variable variables secret secrets config terraform ansible k8s
    kubernetes helm ci cd runtime boot build deploy pipeline staging prod production router
    sticker label entry hash hashed bcrypt argon2 scrypt sha256 pbkdf2 bearer jwt oauth saml
    sso teams family business enterprise personal
    siehe im auf aus dem der die das den vom zum zur beim gleich wie tresor verwaltet
    voir le la les du des dans sur au aux coffre gestionnaire meme même
    en el los las del con ver gestor mismo misma
    vedi nel nella sul sulla cassaforte
    no na do da em cofre ver veja
    zie kluis kluisje het een bij van patrz sejf sejfie menedżer
    """.split()
)


# Stores and sign-in systems a one-word value may name instead of giving the password.
_STORE_WORDS = frozenset(
    """
    vault keychain keyring keystore keepass bitwarden lastpass 1password dashlane env
    environment sso ldap kerberos saml oauth oidc ad stdin prompt
    """.split()
)


def file_name(value: str) -> bool:
    """A file name: a known extension, or a short one after a word or snake_case stem."""
    m = _FILE_NAME_RE.fullmatch(value)
    if m is None:
        return False
    ext = m.group("ext")
    if ext.lower() in _FILE_EXTENSIONS:
        return True
    stem = m.group("stem")
    return ext.islower() and ext.isalpha() and len(ext) <= 4 and ("_" in stem or stem.isalpha())


def public_object_id(value: str) -> bool:
    """A value its vendor documents as public: a Checkout Session id, a Mapbox pk. token."""
    return _PUBLIC_OBJECT_RE.fullmatch(value) is not None


def pointer_note(value: str) -> bool:
    """Joined words that read as a note where the value is kept, not as a passphrase.

    "stored_in_vault", "not_set_yet", "SET_IN_CI", "voir_le_coffre", "Family_Vault_2024",
    "from-vault", "sso-only" and "1Password.Teams" hold a function word, a pointing verb or
    participle, or a store's name;
    a passphrase ("Velvet_Spruce_Forest_Delta") holds none. Any other symbol says password.
    """
    if value.casefold() in _STORE_WORDS:
        return True  # "password: keychain", "password: env": where it is kept, one word
    if not 4 <= len(value) <= 80 or not all(c.isalnum() or c in "_.-" for c in value):
        return False
    parts = _NOTE_PART_RE.findall(value)
    if len(parts) < 2:
        return False
    if any(len(part) >= 12 and not part.isalpha() for part in parts):
        return False  # a generated body ("plyo-prod-1f55170d59..."): a key's, not a note's
    for part in parts:
        low = part.lower()
        # a participle points ("rotated_weekly"); "-ing" makes nouns too ("Dumpling.saffron7")
        if low in _NOTE_WORDS or (len(low) >= 6 and low.endswith("ed")):
            return True
    return False
