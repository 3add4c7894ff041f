"""A secret told in pieces to glue, or written backwards.

"it's mlsn.ec45... followed by 58985e..., no space", "take lin_api_8HOM..., then glue
Xx0D... on the end", "NRAK-PYI4 + Z613... (join them)", "key is WbJf... but backwards": each
piece alone may fit no format; glued (or reversed) they are one token. The pieces are judged
glued by the guard itself (``judge``: what it refuses standing alone), and only when the
sentence asks for the glueing ("no space", "join", "glue", "on the end", "together") or the
reversal ("backwards", "reversed"), so two ids listed with "+" or "followed by" stay ids.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ltm_core.guard.errors import SecretMatch

__all__ = ["PIECE_KEYWORDS", "glued_pieces"]

PIECE_KEYWORDS = (
    "no space",
    "without space",
    "without the space",
    "join",
    "glue",
    "on the end",
    "at the end",
    "together",
    "concatenat",
    "append",
    "backwards",
    "reversed",
    "in reverse",
    "one string",
    "one word",
    "the spaces",
    "no spaces",
)
_CUE_RE = re.compile(
    r"(?i)no[ \t]space|without[ \t](?:the[ \t])?spaces?|\bjoin|\bglue|on[ \t]the[ \t]end"
    r"|at[ \t]the[ \t]end|together|concatenat|\bappend|one[ \t](?:string|word)"
)
_SPACES_RE = re.compile(
    r"(?i)(?:remove|without|no|strip|drop|ignore|minus)[ \t](?:the[ \t])?spaces"
)
# a token in short groups one space apart ("ddp_ ejJA Ah4I 7uiI ..."), at most 40 groups
_GROUPS_RE = re.compile(r"[A-Za-z0-9_+/=.-]{2,12}(?: [A-Za-z0-9_+/=-]{2,12}){3,40}")
_BACK_RE = re.compile(r"(?i)backwards|\breversed\b|in[ \t]reverse|reverse[ \t]it")
_TOKEN = r"[A-Za-z0-9][A-Za-z0-9_+/=.:-]{2,200}"
# two tokens and a joining word between, at most a few words apart
_PAIR_RE = re.compile(
    rf"(?P<a>{_TOKEN})[ \t,]{{0,3}}(?:(?i:followed[ \t]by|then[ \t](?:glue|add|append|stick|put|"
    rf"type|paste)|then|plus|and[ \t]then|and|seguido[ \t]de|gefolgt[ \t]von|suivi[ \t]de|"
    rf"puis|dann|luego|y)|\+|&)[ \t,:]{{1,3}}(?P<b>{_TOKEN})"
)
_ONE_RE = re.compile(_TOKEN)
_WINDOW = 240
_MAX_TRIES = 16


def _trim(token: str) -> str:
    return token.rstrip(".:,")


def glued_pieces(text: str, judge: Callable[[str], str | None]) -> list[SecretMatch]:
    """Pieces the sentence asks to glue, or a token it says is backwards, judged as one.

    Args:
        text: The folded normalised text.
        judge: The rule that refuses a token standing alone, ``None`` when none does;
            the match is named for it (``github_token`` for a reversed ``ghp_`` key).
    """
    found: list[SecretMatch] = []
    tried = 0
    if _CUE_RE.search(text) is not None:
        for m in _PAIR_RE.finditer(text):
            a, b = _trim(m.group("a")), _trim(m.group("b"))
            if not any(c.isdigit() for c in a + b) or len(a) + len(b) < 16:
                continue
            cue = _CUE_RE.search(text, max(0, m.start() - _WINDOW), m.end() + _WINDOW)
            if cue is None or text[m.start("a") : m.start("b")].count("\n"):
                continue
            tried += 1
            if tried > _MAX_TRIES:
                break  # each try is a whole scan: a long list of pairs is no hand-over
            rule = judge(a + b)
            if rule is not None:
                found.append(SecretMatch(rule, m.start("a"), m.start("b") + len(b)))
    spaces = _SPACES_RE.search(text)
    if spaces is not None or "_ " in text or "- " in text:
        for m in _GROUPS_RE.finditer(text):
            groups = m.group().split(" ")
            # a vendor prefix ends the first group ("ddp_", "NRAK-"), or the text says so
            if spaces is None and groups[0][-1:] not in "_-":
                continue
            glued = "".join(groups).rstrip(".")
            if len(glued) < 16 or not any(c.isdigit() for c in glued):
                continue
            tried += 1
            if tried > _MAX_TRIES:
                break
            rule = judge(glued)
            if rule is not None:
                found.append(SecretMatch(rule, m.start(), m.start() + len(glued) + len(groups) - 1))
    back = _BACK_RE.search(text)
    if back is not None:
        low = max(0, back.start() - _WINDOW)
        for m in _ONE_RE.finditer(text, low, min(len(text), back.end() + _WINDOW)):
            token = _trim(m.group())
            if len(token) < 16 or not any(c.isdigit() for c in token):
                continue
            if (
                m.start() > 0
                and not text[m.start() - 1].isspace()
                and text[m.start() - 1] not in "\"'`(:"
            ):
                continue
            tried += 1
            if tried > _MAX_TRIES:
                break
            rule = judge(token[::-1])
            if rule is not None:
                found.append(SecretMatch(rule, m.start(), m.start() + len(token)))
    return found
