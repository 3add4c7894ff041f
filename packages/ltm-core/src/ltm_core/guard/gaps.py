"""A token cut by white space: after its prefix (``sk-proj- abc...``) or by a line break.

A token pasted from a wrapped terminal, a log line cut at 80 columns or a chat client that
broke the line still names its vendor. For each prefix keyword the prefilter found, where
one to three white-space characters follow the prefix, or a line break follows the run of
token characters after it, the format is tried once more on the two parts glued (at most
400 characters on), and the match is mapped back onto the text.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from ltm_core.guard.errors import SecretMatch

__all__ = ["glued_prefixes"]

_GAP = " \t\r\n"
_MAX_GAP = 3
_TAIL = 400
_TOKEN_RUN = 300
_TOKEN_CHARS = "_-+/=."


def _token_end(text: str, at: int) -> int:
    """Where the run of token characters from ``at`` ends (at most 300 characters on)."""
    end = at
    while (
        end < len(text)
        and end - at < _TOKEN_RUN
        and (text[end].isalnum() or text[end] in _TOKEN_CHARS)
    ):
        end += 1
    return end


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
    scanned = last_start = walked = -1  # what was read is not read again (linear)
    has_break = "\n" in text
    size = len(text)
    if not has_break:  # one line: only a gap right after a prefix can matter (cheap filter)
        hits = [h for h in hits if h[1] < size and text[h[1]] in " \t" and h[2][-1:] in "-_."]
    for start, end, keyword, labels in sorted(hits, key=lambda hit: (hit[0], -hit[1])):
        if start < walked or (start < scanned and start != last_start):
            continue  # keywords at one start ("sk-", "sk-ant-") are each tried
        wanted = sorted(
            int(label[1:]) for label in labels if label[:1] == "f" and label[1:].isdigit()
        )  # catalogue order: the earlier format wins, whatever the hash seed
        if not wanted:
            continue
        if end >= len(text):
            continue
        if start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
            continue  # "task- force": the keyword ends a word, it does not start a token
        if keyword[-1:] in "-_." and text[end] in _GAP:
            cut = end  # "sk-proj- abc...": the gap right after the prefix
        else:
            if not has_break:
                continue
            cut = _token_end(text, end)  # "AKIAIOSFOD\nNN7E...": a line broken inside it
            walked = cut  # later keywords inside this run share its end: walked once (linear)
            if cut >= len(text) or "\n" not in text[cut : cut + _MAX_GAP]:
                continue
        gap_end = cut
        while gap_end < len(text) and text[gap_end] in _GAP and gap_end - cut < _MAX_GAP:
            gap_end += 1
        if (
            gap_end >= len(text)
            or text[gap_end] in _GAP
            or not (text[gap_end].isalnum() or text[gap_end] in _TOKEN_CHARS)
        ):
            continue
        prefix = text[start:cut]
        piece = prefix + text[gap_end : gap_end + _TAIL]
        scanned, last_start = gap_end + _TAIL, start
        for index in wanted:
            for m in formats[index].scan(piece):
                if m.start != 0 or m.end <= len(prefix):
                    continue
                mapped_end = gap_end + m.end - len(prefix)
                found.append(SecretMatch(m.pattern, start, mapped_end))
    return found
