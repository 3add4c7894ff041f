"""``<private>`` spans: found on a normalised view, replaced by a visible placeholder.

Spans are detected after normalising, so invisible characters or compatibility forms cannot
hide a tag: soft hyphens or zero-width characters inside the tag name, whitespace or a
no-break space after ``<``, fullwidth brackets, any letter case, and the HTML-escaped form
``&lt;private&gt;`` are all tags. A self-closing ``<private/>`` opens a span (the writer
meant to hide what follows). Each span is replaced by ``[private]`` and the text around it
is kept as it is: removing a span must never splice the words on either side into a
statement of opposite meaning ("I am <private>not</private> allergic" must not become
"I am allergic"). An unclosed opener hides the rest of the text; a stray closer is dropped.
"""

from __future__ import annotations

import re
import unicodedata

from ltm_core.guard.normalise import normalise

__all__ = ["PRIVATE_PLACEHOLDER", "has_private", "strip_private"]

PRIVATE_PLACEHOLDER = "[private]"
"""What each removed span becomes."""

_LT = r"(?:<|&lt;?|&#0{0,4}60;|&#[xX]0{0,4}3[cC];)"
_GT = r"(?:>|&gt;?|&#0{0,4}62;|&#[xX]0{0,4}3[eE];)"
_TAG_RE = re.compile(
    rf"(?i){_LT}[ \t\r\n]{{0,8}}(/?)[ \t\r\n]{{0,8}}private"
    rf"(?:[ \t\r\n][^<>&]{{0,1024}})?[ \t\r\n]{{0,8}}(/?)[ \t\r\n]{{0,8}}{_GT}"
)


def has_private(text: str) -> bool:
    """Whether ``text`` may hold a private tag (a cheap test before the real scan)."""
    return "private" in normalise(text).casefold()


def _normal_view(text: str) -> tuple[str, list[int]]:
    """``text`` normalised character by character, with the source index of each character."""
    if text.isascii():
        return text, list(range(len(text) + 1))
    pieces: list[str] = []
    offsets: list[int] = []
    for index, char in enumerate(text):
        norm = char if char.isascii() else normalise(char)
        if not char.isascii() and unicodedata.category(char) == "Zs":
            norm = " "
        pieces.append(norm)
        offsets.extend([index] * len(norm))
    offsets.append(len(text))
    return "".join(pieces), offsets


def strip_private(text: str, placeholder: str = PRIVATE_PLACEHOLDER) -> str:
    """Replace each ``<private>...</private>`` span of ``text`` with ``placeholder``.

    Args:
        text: Any text.
        placeholder: What a span becomes. The default is the visible ``[private]``; the rule
            extractor passes a line break so no statement is mined across a span.

    Returns:
        ``text`` unchanged outside the spans. Nested spans go with their outer span, an
        unclosed opener hides everything after it and a stray closer is dropped.
    """
    if not has_private(text):
        return text
    view, offsets = _normal_view(text)
    out: list[str] = []
    depth = 0
    pos = 0  # index into text
    for tag in _TAG_RE.finditer(view):
        start, end = offsets[tag.start()], offsets[tag.end()]
        closing = tag.group(1) == "/"
        if closing:
            if depth == 0:  # stray closer: drop just the tag
                out.append(text[pos:start])
                pos = end
            else:
                depth -= 1
                if depth == 0:
                    pos = end
            continue
        if depth == 0:  # an opener, self-closing or not
            out.append(text[pos:start])
            out.append(placeholder)
        depth += 1
    if depth == 0:
        out.append(text[pos:])
    return "".join(out)
