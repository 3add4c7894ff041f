r"""Decoded views of a text: what one decode, a reversal or a re-join would reveal.

A key written base64, hex (also ``0x``-prefixed or as a hex dump), percent-encoded, as HTML
entities, as ``\uXXXX`` / ``\xNN`` escapes, reversed, as single spaced characters, broken by a
line break or cut into concatenated string literals is still the key:
anyone reading the store gets it back with one step. These pure functions find the
candidate runs and return their decoded text; the guard runs its normal detection on them.

Bounded by construction: every expression is linear (a bounded look-behind at most, no
back-references), a run is decoded once (one level deep), and the decoded text is capped at
:data:`MAX_DECODED_CHARS` in total. A run is kept only when it decodes to printable text
(UTF-8, mostly printable ASCII), so random hashes, git SHAs, UUIDs and base64 images, which
decode to binary, are never read as text.
"""

from __future__ import annotations

import base64
import binascii
import html
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple, Protocol
from urllib.parse import unquote

from ltm_core.guard.catalogue import Format
from ltm_core.guard.engine import Prefilter
from ltm_core.guard.errors import SecretMatch, merge

__all__ = [
    "MAX_DECODED_CHARS",
    "View",
    "concatenated_views",
    "decoded_matches",
    "decoded_views",
    "dump_views",
    "joined_views",
    "reversed_views",
    "vendor_scan",
]

MAX_DECODED_CHARS = 32_768
"""Cap on the decoded text built from one input (the stored text itself is far shorter)."""

_PRINTABLE_SHARE = 0.9
_MIN_DECODED = 8
_SEPARATOR = "\n\n"

# One expression per encoding, each a bounded repetition of fixed tokens; the last three only
# run when their lead character is in the text (one alternation costs several times more).
_BASE64_RE = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}={0,2}")
_PERCENT_RE = re.compile(r"(?:%[0-9A-Fa-f]{2}){8,}")
_ENTITY_RE = re.compile(
    r"(?:&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});){8,}"
)
_ESCAPES_RE = re.compile(r"(?:\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}){8,}")
_LONG_RUN = 16
_LONG_RE = re.compile(r"\S{16}")
_HEX_RE = re.compile(r"[0-9A-Fa-f]{32,}")
_ESCAPE_RE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\x([0-9A-Fa-f]{2})")
# A hex dump line (``xxd``, ``hexdump -C``, ``od -x``-like): an offset, then byte groups.
_DUMP_LINE_RE = re.compile(r"(?m)^[0-9a-fA-F]{4,8}:?((?: {1,2}[0-9a-fA-F]{2,4}(?![^ \n])){1,16})")
_DUMP_GROUP_RE = re.compile(r"[0-9a-fA-F]{2,4}")
# Quoted literals (also JS template literals) joined as code joins them: an operator, Python's
# implicit join over lines inside parentheses, a list given to ``join``, ``.concat(...)``. The
# glue between two literals is any short run of white space and the punctuation of those
# forms, so every spelling of "these literals, one after the other" reads as one value.
_LITERAL = r"(?:\"[^\"\n\\]{1,200}\"|'[^'\n\\]{1,200}'|`[^`\n\\]{1,200}`)"
_LITERAL_RE = re.compile(_LITERAL)
_GLUE = r"(?:[ \t\r\n+.,|&()\[\]]|concat|join){0,12}"
_CONCAT_RE = re.compile(rf"{_LITERAL}(?:{_GLUE}{_LITERAL}){{1,15}}")
# A template literal's interpolation of a literal: `ghp_ab${'cd'}ef` is "ghp_abcdef".
_INTERPOLATED_RE = re.compile(r"\$\{[ \t]*(?:\"([^\"\n]{0,200})\"|'([^'\n]{0,200})'|)[ \t]*\}")
_TEMPLATE_RE = re.compile(r"`[^`\n]{1,400}`")
# A byte array in code: ``{0x67, 0x68, ...}`` (C, Java, Go, Rust) or ``[103, 104, ...]``
# (``{...}`` in C#, Java).
# (Bounded repetitions: a failed attempt never rescans more than one array.)
_HEX_BYTES_RE = re.compile(r"0[xX][0-9A-Fa-f]{2}(?:[ \t]*,[ \t\r\n]*0[xX][0-9A-Fa-f]{2}){7,512}")
_DEC_BYTES_RE = re.compile(r"[\[{][ \t]*[0-9]{1,3}(?:[ \t]*,[ \t\r\n]*[0-9]{1,3}){7,512}")
_HEX_BYTE_RE = re.compile(r"0[xX]([0-9A-Fa-f]{2})")
_NUMBER_RE = re.compile(r"[0-9]{1,3}")
_GROUP_SPLIT_RE = re.compile(r"[ :]")
_HEX_GROUPS_CUE_RE = re.compile(r"[2-7][0-9A-Fa-f][ :][0-9A-Fa-f]{2}")
# Hex in spaced or colon groups without offsets ("6768 705f 6162 ..."), each group even.
_HEX_GROUPS_RE = re.compile(
    r"(?<![0-9A-Za-z])[0-9A-Fa-f]{2,8}(?:[ :][0-9A-Fa-f]{2,8}){5,256}(?![0-9A-Za-z])"
)
# >= 16 single characters, each followed by one space or line break ("s k - p r o j ...").
_SPACED_RE = re.compile(r"(?<!\S)(?:\S[ \n]){15,}\S(?!\S)")
# Its cheap necessary part: three single characters in a row (a literal first, fast to seek).
_SPACED_CUE_RE = re.compile(r"[ \n]\S[ \n]\S[ \n]\S[ \n]")
# A token broken by one line break: the token before it (from its start) and the one after.
_BROKEN_RE = re.compile(r"(?<!\S)(\S{1,200})\r?\n(?=(\S{1,200}))")
_LONG_TOKEN_RE = re.compile(r"(?<!\S)\S{20,400}")


class View(NamedTuple):
    """A decoded reading of ``source[start:end]``."""

    start: int
    end: int
    text: str


def _printable(raw: bytes) -> str | None:
    """``raw`` as text when it is UTF-8 and mostly printable ASCII, else ``None``."""
    if len(raw) < _MIN_DECODED:
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if _mostly_printable(text) else None


def _mostly_printable(text: str) -> bool:
    if len(text) < _MIN_DECODED:
        return False
    good = sum(1 for c in text if " " <= c <= "~" or c in "\t\n\r")
    return good >= _PRINTABLE_SHARE * len(text)


def _base64(run: str) -> str | None:
    body = run.rstrip("=")
    if len(body) % 4 == 1:
        body = body[:-1]
    body += "=" * (-len(body) % 4)
    altchars = b"-_" if ("-" in body or "_" in body) else None
    if altchars and ("+" in body or "/" in body):
        return None  # both alphabets at once: not one base64 text
    try:
        raw = base64.b64decode(body, altchars=altchars, validate=True)
    except (binascii.Error, ValueError):
        return None
    return _printable(raw)


def _hex(run: str) -> str | None:
    if run[:2] in ("0x", "0X"):  # a literal in code or SQL: ``0x6768...``
        run = run[2:]
    found = _HEX_RE.fullmatch(run)
    if found is None or len(run) % 2:
        return None
    return _printable(bytes.fromhex(run))


def _escapes(run: str) -> str | None:
    def one(match: re.Match[str]) -> str:
        return chr(int(match.group(1) or match.group(2), 16))

    text = _ESCAPE_RE.sub(one, run)
    try:  # JSON writes a character past U+FFFF as a surrogate pair
        text = text.encode("utf-16", "surrogatepass").decode("utf-16")
    except UnicodeError:
        return None
    return text if _mostly_printable(text) else None


def _percent(run: str) -> str | None:
    try:
        text = unquote(run, errors="strict")
    except UnicodeDecodeError:
        return None
    return text if _mostly_printable(text) else None


def _entities(run: str) -> str | None:
    text = html.unescape(run)
    return text if text != run and _mostly_printable(text) else None


def decoded_views(text: str, *, longest: int | None = None) -> list[View]:
    """Every encoded run of ``text`` that decodes to printable text, decoded once.

    Args:
        text: A normalised text.
        longest: The longest white-space-free run of ``text``, when the caller measured it.

    Returns:
        Views in source order; their decoded text totals at most ``MAX_DECODED_CHARS``.
    """
    views: list[View] = []
    budget = MAX_DECODED_CHARS
    decoders: list[tuple[re.Pattern[str], Callable[[str], list[str | None]]]] = []
    if (_LONG_RE.search(text) is not None) if longest is None else longest >= _LONG_RUN:
        decoders.append((_BASE64_RE, lambda run: [_hex(run), _base64(run)]))
    if "%" in text:
        decoders.append((_PERCENT_RE, lambda run: [_percent(run)]))
    if "&" in text:
        decoders.append((_ENTITY_RE, lambda run: [_entities(run)]))
    if "\\" in text:
        decoders.append((_ESCAPES_RE, lambda run: [_escapes(run)]))
    for expression, decode in decoders:
        for match in expression.finditer(text):
            if budget <= 0:
                return sorted(views)
            for plain in decode(match.group()[: budget * 2]):
                if plain is not None:
                    views.append(View(match.start(), match.end(), plain[:budget]))
                    budget -= len(plain)
    return sorted(views)


def joined_views(text: str) -> list[View]:
    """Single spaced characters joined, each as a view of the run they come from."""
    views: list[View] = []
    if text.count(" ") + text.count("\n") < 15 or _SPACED_CUE_RE.search(text) is None:
        return views
    for match in _SPACED_RE.finditer(text):
        views.append(View(match.start(), match.end(), match.group()[::2]))
    return views


def dump_views(text: str) -> list[View]:
    """Each run of hex dump lines (``xxd``, ``hexdump -C``) read back as the bytes it shows."""
    if "\n" not in text:
        return []
    views: list[View] = []
    start = end = -1
    groups: list[str] = []
    for match in _DUMP_LINE_RE.finditer(text):
        if groups and match.start() != end + 1:  # not the next line: the last run ended
            views.extend(_dump_view(start, end, groups))
            groups = []
        if not groups:
            start = match.start()
        found = _DUMP_GROUP_RE.findall(match.group(1))
        # One width per dump: a shorter last group is the ASCII column's start ("CA" of "CAzt").
        groups.extend(g for g in found if len(g) == len(found[0]))
        end = text.find("\n", match.end())
        end = len(text) if end < 0 else end
    views.extend(_dump_view(start, end, groups))
    return views


def _dump_view(start: int, end: int, groups: list[str]) -> list[View]:
    digits = "".join(groups)
    if len(digits) < 2 * _MIN_DECODED or len(digits) % 2:
        return []
    plain = _printable(bytes.fromhex(digits[: MAX_DECODED_CHARS * 2]))
    return [] if plain is None else [View(start, end, plain)]


def concatenated_views(text: str) -> list[View]:
    """Quoted literals joined as code joins them (``"ghp_ab" + "cd..."``), read as one.

    Also a template literal with literal interpolations (```ghp_ab${'cd'}ef```) read with
    them filled in.
    """
    views: list[View] = []
    if text.count('"') + text.count("'") + text.count("`") >= 4:
        for match in _CONCAT_RE.finditer(text):
            parts = _LITERAL_RE.findall(match.group())
            views.append(View(match.start(), match.end(), "".join(p[1:-1] for p in parts)))
    if "`" in text and "${" in text:
        for match in _TEMPLATE_RE.finditer(text):
            if "${" not in match.group():
                continue
            filled = _INTERPOLATED_RE.sub(lambda m: m.group(1) or m.group(2) or "", match.group())
            views.append(View(match.start(), match.end(), filled[1:-1]))
    return views


def byte_views(text: str) -> list[View]:
    """Byte arrays (``0x67, 0x68``; ``[103, 104]``) and grouped hex, read back as text."""
    views: list[View] = []
    if "0x" in text or "0X" in text:
        for match in _HEX_BYTES_RE.finditer(text):
            digits = "".join(_HEX_BYTE_RE.findall(match.group()))
            plain = _printable(bytes.fromhex(digits))
            if plain is not None:
                views.append(View(match.start(), match.end(), plain))
    if "," in text and ("[" in text or "{" in text):
        for match in _DEC_BYTES_RE.finditer(text):
            numbers = [int(n) for n in _NUMBER_RE.findall(match.group())]
            if all(31 < n < 127 for n in numbers):  # every one a printable character
                plain = _printable(bytes(numbers))
                if plain is not None:
                    views.append(View(match.start(), match.end(), plain))
    if _HEX_GROUPS_CUE_RE.search(text) is None:
        return views  # a printable byte is 0x20-0x7e: a byte's first digit is 2-7
    for match in _HEX_GROUPS_RE.finditer(text):
        groups = _GROUP_SPLIT_RE.split(match.group())
        if all(len(g) % 2 == 0 for g in groups):
            plain = _printable(bytes.fromhex("".join(groups)))
            if plain is not None:
                views.append(View(match.start(), match.end(), plain))
    return views


def broken_views(text: str) -> list[View]:
    """Each pair of tokens around one line break, joined (a key split across two lines)."""
    views: list[View] = []
    if "\n" not in text:
        return views
    for match in _BROKEN_RE.finditer(text):
        before, after = match.group(1), match.group(2)
        views.append(View(match.start(), match.end() + len(after), before + after))
    return views


def reversed_views(text: str, *, longest: int | None = None) -> list[View]:
    """Each long token (>= 20 characters) reversed (``longest``: as for ``decoded_views``)."""
    if (_LONG_RE.search(text) is None) if longest is None else longest < _LONG_RUN:
        return []
    return [View(m.start(), m.end(), m.group()[::-1]) for m in _LONG_TOKEN_RE.finditer(text)]


def _scan(views: Iterable[View], find: Callable[[str], list[SecretMatch]]) -> list[SecretMatch]:
    """Run ``find`` once over every view joined, each finding mapped to its view's span."""
    parts: list[str] = []
    starts: list[int] = []
    spans: list[tuple[int, int]] = []
    position = 0
    for view in views:
        starts.append(position)
        spans.append((view.start, view.end))
        parts.append(view.text)
        position += len(view.text) + len(_SEPARATOR)
    if not parts:
        return []
    found: list[SecretMatch] = []
    for match in find(_SEPARATOR.join(parts)):
        index = bisect_right(starts, match.start) - 1
        start, end = spans[index]
        found = merge(found, [SecretMatch(match.pattern, start, end)])
    return found


def decoded_matches(
    text: str,
    find_all: Callable[[str], list[SecretMatch]],
    find_vendor: Callable[[str], list[SecretMatch]],
    *,
    longest: int | None = None,
) -> list[SecretMatch]:
    """Secrets that only a decode, a re-join or a reversal of ``text`` reveals.

    Args:
        text: The normalised text the guard scanned.
        find_all: The guard's whole detection, without decoding (one level deep).
        find_vendor: The vendor catalogue alone (self-identifying formats).
        longest: The longest white-space-free run of ``text``, when the caller measured it.

    Returns:
        Matches named by the rule that fired on the decoded text, spanning the encoded run
        in ``text`` (so a redaction removes the whole run).
    """
    views = [*decoded_views(text, longest=longest), *joined_views(text), *dump_views(text)]
    views.extend(byte_views(text))
    found = _scan([*views, *concatenated_views(text)], find_all)
    found = merge(found, _scan(broken_views(text), find_vendor))
    return merge(found, _scan(reversed_views(text, longest=longest), find_vendor))


class _Compiled(Protocol):
    """A compiled catalogue format, as the guard holds it."""

    fmt: Format

    def scan(self, text: str) -> list[SecretMatch]:  # pragma: no cover
        """Every match of the format in ``text``."""
        ...


def vendor_scan(
    formats: Sequence[_Compiled], prefilter: Prefilter, always: Iterable[int], text: str
) -> list[SecretMatch]:
    """The self-identifying catalogue formats alone (no generic shape) on ``text``.

    Args:
        formats: The guard's compiled formats.
        prefilter: The guard's keyword prefilter (labels ``f<index>`` name formats).
        always: Indexes of formats without a prefilter keyword.
        text: The text to scan.
    """
    labels = prefilter.labels(text.lower())
    wanted = {int(label[1:]) for label in labels if label[0] == "f"} | set(always)
    found: list[SecretMatch] = []
    for index in sorted(wanted):
        if not formats[index].fmt.classes:
            found = merge(found, formats[index].scan(text))
    return found
