"""A compiled self-identifying catalogue format and its scan.

The scan checks token boundaries, entropy, dummy bodies and public prefixes; it moved out of
``content_guard.py`` to keep that file short.
"""

from __future__ import annotations

import re
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

from ltm_core.guard.catalogue import Format
from ltm_core.guard.engine import Matcher, compile_builtin, group_span
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import char_classes, entropy

__all__ = ["TOKEN_CHAR", "CompiledFormat"]

TOKEN_CHAR = re.compile(r"[A-Za-z0-9_]")
_DUMMY_BODY_RE = re.compile(
    r"(?i)x{5,}|\*{3,}|\.{3}|0{10,}|<|>|your[_-]|[_-]here\b|(.)\1{7,}|(?-i:EXAMPLE(?:KEY)?$)"
)
_ZERO_BYTES_RE = re.compile(r"A{4,}")
_LONG_RUN_RE = re.compile(r"[A-Za-z0-9]{32}")
# public prefixes, and subresource-integrity digests ("sha512-<base64>" in lockfiles);
# PostHog's project key (``phc_``) is public by design: its web snippet ships it to browsers;
# and the prefixes of API object ids that vendors show in URLs and dashboards, never credentials
# by their docs: a Stripe Checkout Session (cs_live_, it rides in the success URL), customer,
# event and account ids, OpenAI and Anthropic batch, file, run and message ids.
_PUBLIC_PREFIX_RE = re.compile(
    r"(?i)(?:pk|pub|public|publishable|phc|ssh|sha(?:1|224|256|384|512))[_-]"
    r"|(?-i:cs_(?:live|test)_|(?:msg)?batch_|file-|chatcmpl-|asst_|thread_|run_|step_|msg_|"
    r"toolu_|req_|cus_|evt_|acct_|ch_|pi_|in_|sub_|prod_|price_|txn_)"
)
_WORDY_BODY_RE = re.compile(r"[a-z]{2,}(?:[-_][a-z]{2,}){2,}[-_]?[0-9]{0,6}")
# Words inside a generic shape's body ("MyServiceName_Production2024"): a capital and three
# lowercase letters or more; random base62 strings a few (a 40-character key can hold 60% of
# such runs), so three quarters of the body must be words.
_CAMEL_WORD_RE = re.compile(r"[A-Z]?[a-z]{3,}")


def _wordy(secret: str) -> bool:
    """Most of ``secret`` is spelled in words: a name or a label, not a random key."""
    covered = sum(len(m.group(0)) for m in _CAMEL_WORD_RE.finditer(secret))
    return covered >= 0.75 * len(secret)


# Parse-tree nodes that never match white space: a literal that is not a space, or a class
# built only of such literals, ranges and the digit / word categories.
_SAFE_CATEGORIES = {sre_parse.CATEGORY_DIGIT, sre_parse.CATEGORY_WORD, sre_parse.CATEGORY_NOT_SPACE}


_REPEATS = (sre_parse.MAX_REPEAT, sre_parse.MIN_REPEAT, sre_parse.POSSESSIVE_REPEAT)


def _item_may_be_space(op: Any, av: Any) -> bool:
    if op is sre_parse.LITERAL:
        return chr(av).isspace() or chr(av) in "\x1c\x1d\x1e\x1f\x85"
    if op is sre_parse.RANGE:
        low, high = int(av[0]), int(av[1])
        return low <= 0x20 or (high >= 0x80 and low <= 0x3000) or high >= 0x3000
    if op is sre_parse.CATEGORY:
        return av not in _SAFE_CATEGORIES
    return True  # NEGATE, NOT_LITERAL, ANY and anything unforeseen: assume it may


def _may_match_space(tree: Any) -> bool:
    for op, av in tree:
        if op is sre_parse.AT:
            continue  # an anchor matches no character
        if op is sre_parse.IN:
            may = any(_item_may_be_space(o, a) for o, a in av)
        elif op is sre_parse.SUBPATTERN or op in _REPEATS:
            may = _may_match_space(av[-1])
        elif op is sre_parse.BRANCH:
            may = any(_may_match_space(branch) for branch in av[1])
        else:
            may = _item_may_be_space(op, av)
        if may:
            return True
    return False


def shortest_run(regex: str) -> int:
    """Fewest characters a match of ``regex`` spans when it can never span white space.

    A match without white space lies inside one white-space-free run of the text, so a text
    whose longest run is shorter cannot hold it: the guard then skips the expression. 0 when
    a match may hold white space (or the expression is too unusual to judge): never skipped.
    """
    try:
        tree = sre_parse.parse(regex)
    except re.error:  # pragma: no cover - every built-in expression compiles on re
        return 0
    if _may_match_space(tree):
        return 0
    low: int = tree.getwidth()[0]
    return low


class CompiledFormat:
    """A compiled self-identifying format."""

    __slots__ = (
        "disowned",
        "entropy",
        "fmt",
        "left_boundary",
        "long_run",
        "matcher",
        "name",
        "requires",
        "shortest",
    )

    def __init__(self, fmt: Format) -> None:
        self.fmt = fmt
        self.name = fmt.name
        self.entropy = fmt.entropy
        self.matcher: Matcher = compile_builtin(fmt.regex)
        # one-character keywords are not prefilter words but characters the text must hold
        self.requires = tuple(k for k in fmt.keywords if len(k) == 1)
        # prefixes of switched-off vendor rules: a generic shape must not bring them back
        self.disowned: tuple[str, ...] = ()
        self.left_boundary = bool(TOKEN_CHAR.match(fmt.regex.lstrip("(?:^\\b")[:1] or "-"))
        # a generic shape with no keyword runs on every text: it needs a run of 32 letters
        # and digits (see ``_LONG_RUN_RE``); one behind a keyword is cheap enough already
        self.long_run = bool(fmt.classes) and not fmt.keywords
        self.shortest = max(shortest_run(fmt.regex), 32 if self.long_run else 0)

    def scan(
        self, text: str, offset: int = 0, *, joined: bool = False, longest: int | None = None
    ) -> list[SecretMatch]:
        """Matches of this format in ``text``.

        Args:
            text: The text to scan.
            offset: Added to every reported offset.
            joined: ``text`` is a copy with spaced groups joined.
            longest: The length of the longest white-space-free run of ``text``, when the
                caller measured it: a format whose match needs a longer run is skipped.
        """
        found: list[SecretMatch] = []
        if longest is not None and longest < self.shortest:
            return found
        if self.requires and not all(char in text for char in self.requires):
            return found
        if self.long_run and _LONG_RUN_RE.search(text) is None:
            return found  # a generic shape runs everywhere: skip texts without a long run cheaply
        for m in self.matcher.finditer(text):
            start, end = m.span()
            if (
                not joined
                and start > 0
                and TOKEN_CHAR.match(text[start - 1])
                and TOKEN_CHAR.match(text[start])
            ):
                continue
            if (
                not joined
                and not self.fmt.open_end
                and end < len(text)
                and TOKEN_CHAR.match(text[end])
                and TOKEN_CHAR.match(text[end - 1])
            ):
                continue
            s_start, s_end = group_span(m, "secret")
            secret = text[s_start:s_end]
            floor = min(self.entropy, 0.75 * (len(set(secret)) ** 0.5) + 1.0)
            # runs of "A" are zero bytes in base64 (every OpenSSH key has them), not a dummy
            long_key = self.fmt.open_end or len(secret) >= 60
            dummy_view = _ZERO_BYTES_RE.sub("", secret) if long_key else secret
            if entropy(secret) < floor or _DUMMY_BODY_RE.search(dummy_view.lstrip("A")):
                continue
            body = secret.split("_", 1)[-1] if "_" in secret[:12] else secret
            if _WORDY_BODY_RE.fullmatch(body.lower()) and body.lower() == body:
                continue
            if self.fmt.classes and (
                joined
                or char_classes(secret) < self.fmt.classes
                or _PUBLIC_PREFIX_RE.match(text, start)
                or _PUBLIC_PREFIX_RE.match(text, s_start)
                or _wordy(secret)
                or (self.disowned and text[start : start + 24].lower().startswith(self.disowned))
            ):
                continue  # a generic shape: never on joined groups, never a public key
            # joined prose words are not a key: a joined key mixes classes (a vendor's
            # capitals-only key, "AKIA YAFB MPWZ DPJC BYQM", holds no digit one time in 30)
            capitals = not self.fmt.classes and secret.isupper() and len(secret) >= 20
            if (
                joined
                and not (char_classes(secret) >= 2 and any(c.isdigit() for c in secret))
                and not capitals
            ):
                continue
            found.append(SecretMatch(self.name, offset + s_start, offset + s_end))
        return found
