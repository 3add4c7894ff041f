"""A vendor named in a sentence, and a bare token of that vendor's own format near it.

"a55c50c1... is what Datadog gave me", "the bot needs <uuid> to talk to Heroku",
``Client("329PTY...")  # Vultr``: the key/value rules need the vendor's name right before
the value; people also name it after the value, or a few clauses away. For each vendor name
the prefilter found as a word, every token within a bounded window on either side is tried
against that vendor's context formats (``catalogue/context.py``, matched whole). A token
passes when it is a public id instead: a public-id noun next to it ("trace id", "build",
"commit", "invoice"...), part of a URL or a path, or digits only.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ltm_core.guard.catalogue import CATALOGUE, Format
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import entropy, is_placeholder

__all__ = ["PUBLIC_NOUNS", "NamedVendors", "names_public_id", "public_half"]

_BEFORE = 160
_AFTER = 160
_TOKEN_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_+/=.:-]{14,298}[A-Za-z0-9=_+/-]")
_TOKEN_CHAR = re.compile(r"[A-Za-z0-9_+/=.:-]")
_WORD_RE = re.compile(r"[A-Za-z]+")
# Nouns of public identifiers: a token next to one of them is an id, whatever vendor is named.
PUBLIC_NOUNS = frozenset(
    """id ids identifier uuid guid ksuid ulid cuid nanoid snowflake trace traces span spans
    build builds deployment deployments
    commit commits sha sha1 sha256 sha512 md5 hash hashes checksum checksums digest
    fingerprint etag invoice invoices order orders receipt receipts ticket tickets incident
    incidents release releases version revision changeset transaction transactions
    correlation""".split()
)
# Nouns of things that have ids: the word right before a token ("workspace X", "account X
# belongs to"), with no verb between, names the token that thing's id ("the account uses X"
# does not).
_ID_HOLDERS = frozenset(
    """account accounts project projects org orgs organization workspace workspaces page pages
    file files track tracks user users app apps team teams site sites customer customers tenant
    tenants event events request requests run runs job jobs pipeline pipelines message messages
    container image images instance instances cluster node nodes dataset table object objects
    item items document doc asset assets channel channels stream video playlist episode
    artifact artifacts package region zone snapshot tag batch upload record case issue issues
    alert alerts monitor monitors device devices host query step steps stage
    stages task tasks test tests""".split()
)
# words that may stand between such a noun and its id ("issues in X", "the job at step X")
_LINKS = frozenset("in at of on for from with to the a an this that its".split())
# Vendor names that are common words as well ("linear", "segment", "together"): a token near
# one of them is no sign of that vendor, so they count only in key/value pairs.
_COMMON_WORDS = frozenset(
    """linear segment together drone elastic looker pusher sumo lob xray cosmos entra
    amplitude kafka travis plaid gemini claude genai fcm jira confluence discord azure
    firebase aws amazon s3 devops""".split()
)
_NEAR_BEFORE = 6  # words before a token that may name it a public id ("sha256 of the X agent")
_NEAR_AFTER = 5


# Vendors that issue a public client key in the same shape as a secret one; their docs say
# the client key ships in web pages: Pusher's app key (the app secret is private), Mixpanel's
# project token (the API secret is private), Amplitude's API key (the secret key is private).
# Named so, or passed to the browser SDK, the value is the public half.
_PUBLIC_HALVES: dict[str, tuple[str, ...]] = {
    "pusher_secret": ("key",),
    "mixpanel_secret": ("project token", "project_token", "projecttoken", "token"),
    "amplitude_key": ("api key", "api_key", "apikey", "api-key"),
}
_CLIENT_INIT_RE = re.compile(r"(?i)\.init\b|\binit\(|\bnew[ \t]+pusher\b|getinstance\(\)")


def public_half(rule: str, naming: str) -> bool:
    """Whether ``naming`` (the key, or the words before the value) names a public client key."""
    names = _PUBLIC_HALVES.get(rule)
    if names is None:
        return False
    low = naming.lower()
    if "secret" in low or "private" in low or "server" in low:
        return False
    return _CLIENT_INIT_RE.search(low) is not None or any(n in low for n in names)


def names_public_id(before: str, after: str) -> bool:
    """Whether the words right before or after a token name it a public id."""
    words = _WORD_RE.findall(before)[-_NEAR_BEFORE:] + _WORD_RE.findall(after)[:_NEAR_AFTER]
    if any(word.lower() in PUBLIC_NOUNS for word in words):
        return True
    if before.rstrip()[-1:] in ":=>→-":
        return False  # "from the Fastly dashboard: X", "account -> X" hand X over
    for word in reversed(_WORD_RE.findall(before[-40:])[-4:]):
        lowered = word.lower()
        if lowered in _ID_HOLDERS:
            return True
        if lowered not in _LINKS:
            return False  # a verb between: "the account uses X" hands X over
    return False


def _is_word(lowered: str, start: int, end: int) -> bool:
    """Whether ``lowered[start:end]`` stands as its own word."""
    before = lowered[start - 1] if start > 0 else " "
    after = lowered[end] if end < len(lowered) else " "
    return not before.isalnum() and not (after.isalpha())


def _public(lowered: str, start: int, end: int) -> bool:
    """Whether the token at ``start:end`` is a public id, a URL's part or a path."""
    before = lowered[max(0, start - 60) : start]
    after = lowered[end : end + 60]
    if (before and before[-1] in "/@#\\") or (after and after[0] in "/@"):
        return True
    if "://" in before.split(" ")[-1]:
        return True
    return names_public_id(before, after)


class NamedVendors:
    """Bare tokens near a vendor's name that fit that vendor's own format."""

    def __init__(self, catalogue: Iterable[Format] = CATALOGUE) -> None:
        self._by_keyword: dict[str, list[tuple[Format, Any]]] = {}
        for fmt in catalogue:
            if not fmt.context:
                continue
            matcher = re.compile(fmt.regex)
            for keyword in fmt.keywords:
                if len(keyword) >= 4 and keyword.isalpha() and keyword not in _COMMON_WORDS:
                    self._by_keyword.setdefault(keyword, []).append((fmt, matcher))

    def keywords(self) -> Iterable[str]:
        """The vendor names this stage reads around."""
        return self._by_keyword.keys()

    def find(
        self, text: str, lowered: str, hits: Iterable[tuple[int, int, str]], rules: Iterable[str]
    ) -> list[SecretMatch]:
        """Tokens of a named vendor's format around its name.

        Args:
            text: The folded normalised text.
            lowered: ``text`` lowercased.
            hits: ``(start, end, keyword)`` of the prefilter's keyword occurrences.
            rules: Enabled rule names.
        """
        enabled = set(rules)
        found: list[SecretMatch] = []
        seen: set[int] = set()
        for start, end, keyword in hits:
            formats = self._by_keyword.get(keyword)
            if not formats or not _is_word(lowered, start, end):
                continue
            low = max(0, start - _BEFORE)
            for token in _TOKEN_RE.finditer(text, low, min(len(text), end + _AFTER)):
                t_start, t_end = token.span()
                # a token cut by the window's edge is no whole token
                if t_start > 0 and _TOKEN_CHAR.match(text[t_start - 1]):
                    continue
                if t_end < len(text) and _TOKEN_CHAR.match(text[t_end]):
                    continue
                value = token.group().rstrip(".:")
                t_end = t_start + len(value)
                if t_start in seen or (t_start <= start < t_end):
                    continue
                if value.isdigit() or not any(c.isdigit() for c in value):
                    continue
                if is_placeholder(value) or _public(lowered, t_start, t_end):
                    continue
                for fmt, matcher in formats:
                    if fmt.name not in enabled or matcher.fullmatch(value) is None:
                        continue
                    between = text[min(end, t_start) : max(start, t_end)]
                    if public_half(fmt.name, between):
                        break  # "mixpanel.init('X')": the vendor's public client key
                    if entropy(value) < max(fmt.entropy, 3.0):
                        continue
                    seen.add(t_start)
                    found.append(SecretMatch(fmt.name, t_start, t_end))
                    break
        found.sort(key=lambda m: m.start)
        return found
