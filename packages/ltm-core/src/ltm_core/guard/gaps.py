"""A vendor prefix cut from its token by white space: ``sk-proj- abc...``, a line break.

A token pasted from a wrapped terminal or a chat client that broke the line after the prefix
still names its vendor. For each prefix keyword the prefilter found right before one to
three white-space characters, the format is tried once more on the prefix glued to what
follows (at most 400 characters), and the match is mapped back onto the text.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from ltm_core.guard.errors import SecretMatch

__all__ = ["glued_prefixes"]

_GAP = " \t\r\n"
_MAX_GAP = 3
_TAIL = 400


class _Scanner(Protocol):
    def scan(self, text: str, offset: int = 0, *, joined: bool = False) -> list[SecretMatch]: ...


def glued_prefixes(
    text: str,
    hits: Iterable[tuple[int, int, str, frozenset[str] | set[str]]],
    formats: Sequence[_Scanner],
) -> list[SecretMatch]:
    """Catalogue matches across a gap after a prefix keyword.

    Args:
        text: The folded normalised text.
        hits: Prefilter hits ``(start, end, keyword, labels)``; a label ``f<i>`` names
            ``formats[i]``.
        formats: The compiled self-identifying formats.
    """
    found: list[SecretMatch] = []
    scanned = -1  # a prefix inside the last piece read is not read again (linear)
    for start, end, keyword, labels in hits:
        wanted = [int(label[1:]) for label in labels if label[:1] == "f" and label[1:].isdigit()]
        if start < scanned or not wanted:
            continue
        if keyword[-1:] not in "-_." or end >= len(text) or text[end] not in _GAP:
            continue
        if start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
            continue  # "task- force": the keyword ends a word, it does not start a token
        gap_end = end
        while gap_end < len(text) and text[gap_end] in _GAP and gap_end - end < _MAX_GAP:
            gap_end += 1
        if (
            gap_end >= len(text)
            or text[gap_end] in _GAP
            or not (text[gap_end].isalnum() or text[gap_end] == "_")
        ):
            continue
        prefix = text[start:end]
        piece = prefix + text[gap_end : gap_end + _TAIL]
        scanned = gap_end + _TAIL
        for index in wanted:
            for m in formats[index].scan(piece):
                if m.start != 0 or m.end <= len(prefix):
                    continue
                mapped_end = gap_end + m.end - len(prefix)
                found.append(SecretMatch(m.pattern, start, mapped_end))
    return found
