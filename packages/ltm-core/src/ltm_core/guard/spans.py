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
from bisect import bisect_right

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


_NON_ASCII_RE = re.compile(r"[^\x00-\x7f]")


class _OffsetMap:
    """Maps a position of the normalised view back to the source text, in O(log n).

    The view is built from ASCII runs (copied as they are) and non-ASCII characters (each
    normalised on its own); only the non-ASCII characters get an entry, so an ASCII text
    costs nothing and a long one never builds a per-character list.
    """

    __slots__ = ("_end", "_src", "_view")

    def __init__(self) -> None:
        self._view: list[int] = []  # view start of each non-ASCII character's expansion
        self._end: list[int] = []  # view end of that expansion (empty for invisibles)
        self._src: list[int] = []  # the character's index in the source

    def add(self, view_at: int, src_at: int, view_end: int) -> None:
        """Record that source character ``src_at`` became ``view[view_at:view_end]``."""
        self._view.append(view_at)
        self._end.append(view_end)
        self._src.append(src_at)

    def end(self, view_end: int) -> int:
        """The source end (exclusive) of a view span ending at ``view_end``.

        Invisible characters right after the span stay outside it.
        """
        return 0 if view_end <= 0 else self(view_end - 1) + 1

    def __call__(self, view_at: int) -> int:
        """The source index of the character at view position ``view_at``."""
        index = bisect_right(self._view, view_at) - 1
        if index < 0:
            return view_at  # before the first non-ASCII character the texts agree
        if view_at < self._end[index]:
            return self._src[index]  # inside one character's expansion
        return self._src[index] + 1 + (view_at - self._end[index])  # in the ASCII run after


def _normal_view(text: str) -> tuple[str, _OffsetMap]:
    """``text`` normalised character by character, with a map back to source indices."""
    mapping = _OffsetMap()
    if text.isascii():
        return text, mapping
    pieces: list[str] = []
    length = 0
    pos = 0
    cache: dict[str, str] = {}
    for m in _NON_ASCII_RE.finditer(text):
        index = m.start()
        if index > pos:
            pieces.append(text[pos:index])
            length += index - pos
        char = m.group(0)
        norm = cache.get(char)
        if norm is None:
            norm = " " if unicodedata.category(char) == "Zs" else normalise(char)
            cache[char] = norm
        mapping.add(length, index, length + len(norm))
        pieces.append(norm)
        length += len(norm)
        pos = index + 1
    pieces.append(text[pos:])
    return "".join(pieces), mapping


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
    identity = text is view  # an ASCII text: view positions are source positions
    for tag in _TAG_RE.finditer(view):
        closing = tag.group(1) == "/"
        if closing:
            depth -= 1
            if depth < 0:  # stray closer: drop just the tag
                start = tag.start() if identity else offsets(tag.start())
                out.append(text[pos:start])
                depth = 0
            if depth == 0:
                pos = tag.end() if identity else offsets.end(tag.end())
            continue
        if depth == 0:  # an opener, self-closing or not; nested openers need no offsets
            out.append(text[pos : tag.start() if identity else offsets(tag.start())])
            out.append(placeholder)
        depth += 1
    if depth == 0:
        out.append(text[pos:])
    return "".join(out)
