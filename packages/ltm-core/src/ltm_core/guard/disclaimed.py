"""Values the message itself declares not to be a secret: fake, sample, test, public.

"username: demo / password: demo — that's the public sandbox from the tutorial", "the test
fixture uses password='test123' in the unit tests, totally fake", "PostHog project key
phc_... is the public one in the snippet". The declaration must stand on the value's own
line, and only a weak value is let through by it: one of two character classes and at most
twelve characters, the shape of a fixture or a demo login. A real-looking key said to be a
test one ("the test server's password is Kx9#mP2v!q") stays refused, as does a declaration
turned round ("not fake", "the real one").

A key of an unknown vendor's shape (``prefixed_token``) said to be public or publishable is
a client-side project key, shipped in every page that loads the snippet.
"""

from __future__ import annotations

import re

from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import char_classes

__all__ = ["without_disclaimed"]

_REACH = 160
_FAKE_RE = re.compile(
    r"(?i)(?<![\w-])(?:(?:totally|completely|obviously|just|all|clearly)[ \t]{1,3})?"
    r"(?:fake|dummy|made[ \t-]up|mock(?:ed)?|throwaway[ \t]examples?|"
    r"(?:unit|integration|e2e)[ \t]tests?|test[ \t](?:fixtures?|suites?|data)|fixtures?|"
    r"(?:public|shared|open)[ \t](?:sandbox|demo|playground|test[ \t]account)|sandbox|"
    r"demo[ \t](?:accounts?|instances?|sites?|logins?|credentials|servers?)|"
    r"from[ \t]the[ \t](?:tutorial|docs|documentation|readme|quickstart|workshop|course)|"
    r"placeholders?|sample[ \t](?:values?|credentials|config|data)|example[ \t]values?)"
    r"(?![\w-])"
)
_TURNED_RE = re.compile(
    r"(?i)(?<!\w)(?:not|isn't|isnt|is[ \t]not|no|never)[ \t]{1,3}(?:a[ \t]{1,3}|the[ \t]{1,3})?"
    r"(?:fake|dummy|test|demo|sample|placeholder|sandbox)|(?<!\w)(?:real|actual|live|prod(?:uction)?)"
    r"[ \t]{1,3}(?:one|password|credentials?|account|key|value)(?!\w)"
)
_PUBLIC_RE = re.compile(
    r"(?i)(?<![\w-])(?:the[ \t]{1,3}public[ \t]{1,3}one|public[ \t]{1,3}(?:project[ \t]{1,3})?"
    r"(?:key|token|id)|publishable|client-side|safe[ \t]{1,3}to[ \t]{1,3}(?:share|expose|"
    r"commit|publish))(?![\w-])"
)
_GENERIC_VENDOR_RULE = "prefixed_token"
_SENTENCE_END_RE = re.compile(r"[.!?\n]")


def _line(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the line around ``start..end``, at most ``_REACH`` each way."""
    floor = max(0, start - _REACH)
    left = text.rfind("\n", floor, start)
    right = text.find("\n", end, min(len(text), end + _REACH))
    return (left + 1 if left != -1 else floor), (
        right if right != -1 else min(len(text), end + _REACH)
    )


def _asked(text: str, start: int, high: int) -> bool:
    """Whether the sentence going on at ``start`` ends in a question mark.

    "is it safe to commit the token?" asks; only "it is safe to commit" declares.
    """
    end = _SENTENCE_END_RE.search(text, start, high)
    return end is not None and end.group() == "?"


def _weak(value: str) -> bool:
    """A fixture's or a demo login's shape: short, of one or two character classes."""
    return len(value) <= 12 and char_classes(value) <= 2


def _disclaimed(text: str, match: SecretMatch) -> bool:
    low, high = _line(text, match.start, match.end)
    if _TURNED_RE.search(text, low, high):
        return False  # "not the demo one", "the real password": the declaration is turned
    if match.pattern == _GENERIC_VENDOR_RULE and any(
        not _asked(text, cue.end(), high) for cue in _PUBLIC_RE.finditer(text, low, high)
    ):
        return True
    value = text[match.start : match.end]
    return _weak(value) and _FAKE_RE.search(text, low, high) is not None


def without_disclaimed(found: list[SecretMatch], text: str) -> list[SecretMatch]:
    """``found`` without the weak values their own line declares fake, test or public."""
    if not found:
        return found
    return [m for m in found if not _disclaimed(text, m)]
