"""A vendor-style prefixed token whose body is hex, a UUID or short, next to a key word.

``cu_7a5f...``, ``xaat-<uuid>``, ``rootly_<hex>``, ``tr_prod_sTeb7gh...``: most vendors write
a short lowercase prefix, ``_`` or ``-``, and a random body. The catalogue knows many of these
prefixes, and ``prefixed_token`` catches an unknown prefix when its body is a long mixed-case
base62 run; a body of hex, a UUID or 16-31 characters of base62 has the shape of an id too
(``req_<hex>``, ``order-<uuid>``), so here it is a credential only when a key word is in its
sentence ("the Checkly key", "API token", "creds", "rotated") and no public-id noun is near
it ("request id", "commit", "order"). Prefixes that name a public thing (``pk_``, ``pub_``,
``phc_``: PostHog's project key, public by design and shipped in web pages) or an object id
(``req_``, ``evt_``, ``cus_``, ``order_``...) are let through.
"""

from __future__ import annotations

import re

from ltm_core.guard.engine import compile_builtin
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.named import names_public_id
from ltm_core.guard.values import char_classes, entropy, is_placeholder

__all__ = ["RULE", "keyed_prefixed_tokens"]

RULE = "prefixed_token"

_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
# prefix: a lowercase word of 2-12, maybe a second part ("tr_prod_", "sk-live-"), a separator
_PREFIXED_RE = (
    r"(?P<prefix>[a-z][a-z0-9]{1,11}(?:[_-][a-z0-9]{2,8})?[_-])"
    r"(?P<body>" + _UUID + r"|[A-Za-z0-9]{16,100})"
)
_KEY_WORD_RE = re.compile(
    r"(?i)(?<![\w-])(?:api[ _-]?keys?|apikey|keys?|tokens?|secrets?|creds?|credentials?|"
    r"pat|access[ _-]key|auth|bearer|password|passwort|rotated|regenerated|revoked|"
    r"clé|clave|chave|schlüssel|chiave|ключ|токен)(?![\w-])"
)
# a modifier that makes "key" a lookup's key, a data structure's or a public one
_NOT_SECRET_KEY_RE = re.compile(
    r"(?i)(?<![\w-])(?:cache|caching|primary|foreign|sort|partition|idempotency|object|s3|redis|"
    r"lookup|hash|dedup|deduplication|routing|shard|row|composite|map|dictionary|dict|"
    r"translation|i18n|public|unique|natural|surrogate|cursor|pagination|page|storage|"
    r"registry|config|setting|json|yaml|field|column|index|memcached?)[ \t_-]\Z"
)
# first parts that name a public key or an object's id, not a secret
_PUBLIC_PREFIXES = frozenset(
    """pk pub public publishable phc sha md5 uuid guid id ids req request evt event cus cust
    customer ch charge pi pm py po in inv invoice txn tx trx order ord sub prod price seti si
    src tok_test acct user usr u org team proj project build run job trace span msg img file
    doc commit rev release ver v version item sku ref ticket case issue pr branch feat fix
    feature hotfix bugfix chore tag
    test_pk sess session cs_test node pod vm i ami vol snap sg subnet vpc eni rtb igw nat""".split()
)
# things with names that look like this (the noun right before the token)
_ID_NOUN_RE = re.compile(
    r"(?i)(?<![\w-])(?:branch|tag|file|folder|directory|bucket|table|column|model|dataset|image|"
    r"container|job|run|build|workflow|queue|topic|index|namespace|cluster|database|db|host|"
    r"hostname|device|slug|handle|username|user|account)[ \t:=]{1,3}[`'\"]?\Z"
)
_CUE_BEFORE = 120
_CUE_AFTER = 80


def _sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The stretch of ``text`` around ``start:end`` up to a line break (bounded)."""
    low = text.rfind("\n", max(0, start - _CUE_BEFORE), start) + 1 or max(0, start - _CUE_BEFORE)
    high = text.find("\n", end, end + _CUE_AFTER)
    return low, (min(len(text), end + _CUE_AFTER) if high < 0 else high)


def _random_body(body: str) -> bool:
    """Whether ``body`` is random: a UUID, or hex / base62 with letters, digits and entropy."""
    if len(body) == 36 and body.count("-") == 4:
        return len(set(body.replace("-", ""))) >= 8
    if not any(c.isdigit() for c in body) or not any(c.isalpha() for c in body):
        return False
    if len(set(body)) < 8 or is_placeholder(body):
        return False
    hexy = all(c in "0123456789abcdefABCDEF" for c in body)
    if hexy:
        return len(body) >= 24 and entropy(body) >= 3.0
    return char_classes(body) >= 3 and entropy(body) >= 3.5


class _Scanner:
    """The compiled expression, made once."""

    matcher = compile_builtin(_PREFIXED_RE)


def keyed_prefixed_tokens(text: str) -> list[SecretMatch]:
    """Prefixed tokens with an id-like body, refused when a key word is in their sentence.

    Args:
        text: The folded normalised text.
    """
    found: list[SecretMatch] = []
    for m in _Scanner.matcher.finditer(text):
        start, end = m.span()
        if start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_-./@#:\\"):
            continue  # inside a longer name, a path, a URL or an address
        if end < len(text) and (text[end].isalnum() or text[end] in "_-/@"):
            continue  # the body runs on: a longer name, a path
        prefix, body = m.group("prefix"), m.group("body")
        first = re.split(r"[_-]", prefix, maxsplit=1)[0]
        if first in _PUBLIC_PREFIXES or prefix[:-1] in _PUBLIC_PREFIXES:
            continue
        if not _random_body(body):
            continue
        low, high = _sentence_bounds(text, start, end)
        if not any(
            _NOT_SECRET_KEY_RE.search(text, max(low, cue.start() - 24), cue.start()) is None
            for cue in _KEY_WORD_RE.finditer(text, low, high)
        ):
            continue  # no key word, or only "cache key", "primary key", "idempotency key"
        before, after = text[max(0, start - 60) : start], text[end : end + 60]
        if _ID_NOUN_RE.search(before[-30:]):
            continue  # "the branch X", "bucket X": the name of a thing
        if "://" in before.split(" ")[-1] or names_public_id(before.lower(), after.lower()):
            continue
        found.append(SecretMatch(RULE, start, end))
    return found
