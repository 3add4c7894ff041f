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


# A token's body cut into groups by a copy: a dash or a space every few characters
# ("ghp_DE04-JhvWuwbv-18JfUp7d-...", a PDF's "dop_v1_d-a340c17f-57767db6-..."). Groups of 1-12
# token characters, at least three cuts, at most 400 characters on.
_GROUP_MIN_CUTS = 3
_GROUP_MAX = 12
_GROUPED_RUN = 400


def _grouped_body(text: str, at: int) -> tuple[str, list[int]] | None:
    """The body after ``at`` with its single dashes or spaces removed, and each kept offset.

    ``None`` when the body is not cut into short groups (one dash or space between groups of
    at most 12 letters and digits, one kind of cut, three cuts or more).
    """
    kept: list[int] = []
    cuts = 0
    group = 0
    cut_char = ""
    pos = at
    limit = min(len(text), at + _GROUPED_RUN)
    while pos < limit:
        char = text[pos]
        if char.isascii() and char.isalnum():
            group += 1
            if group > _GROUP_MAX:
                return (
                    None  # a long run: not a copy's groups (a UUID-bodied token is matched as is)
                )
            kept.append(pos)
        elif (
            char in "- "
            and group
            and pos + 1 < limit
            and text[pos + 1].isascii()
            and text[pos + 1].isalnum()
        ):
            if cut_char and char != cut_char:
                break
            cut_char = char
            cuts += 1
            group = 0
        else:
            break
        pos += 1
    if cuts < _GROUP_MIN_CUTS:
        return None
    return "".join(text[i] for i in kept), kept


def dashed_prefixes(
    text: str,
    hits: Iterable[tuple[int, int, str, frozenset[str] | set[str]]],
    formats: Sequence[_Scanner],
) -> list[SecretMatch]:
    """Catalogue matches on a prefixed token whose body a copy cut into dashed groups."""
    found: list[SecretMatch] = []
    done = -1
    for start, end, keyword, labels in sorted(hits, key=lambda hit: (hit[0], -hit[1])):
        if start < done or keyword[-1:] not in "-_" or end >= len(text):
            continue
        if start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
            continue
        wanted = sorted(
            int(label[1:]) for label in labels if label[:1] == "f" and label[1:].isdigit()
        )
        if not wanted:
            continue
        body = _grouped_body(text, end)
        if body is None:
            continue
        glued, kept = body
        prefix = text[start:end]
        done = kept[-1] + 1  # the run is read once (linear)
        for index in wanted:
            for m in formats[index].scan(prefix + glued, joined=True):
                if m.start != 0 or m.end <= len(prefix):
                    continue
                last = kept[m.end - len(prefix) - 1]
                after = text[last + 1 : last + 2]
                if after.isascii() and after.isalnum():
                    continue  # the format ends inside a group: not this token
                found.append(SecretMatch(m.pattern, start, last + 1))
    return found
