"""Normalisation: the copies of a text the detectors look at.

A secret can be hidden from a pattern without changing what a reader (or a model) sees:
zero-width characters or soft hyphens inside a key, fullwidth letters, Cyrillic or Greek
look-alikes, or the key typed in spaced groups. The guard therefore looks at:

* :func:`normalise` -- NFKC (fullwidth and compatibility forms become ASCII) with every
  invisible format character removed. Offsets of matches refer to this copy.
* :func:`fold_confusables` -- the same length as the normalised copy, with look-alike
  letters folded to Latin inside word runs that mix scripts with ASCII letters (a whole
  Russian word is left alone, also when glued to ``=`` or a value, so the Russian
  credential words still match).
* :func:`join_groups` -- spaced or dashed groups of letters and digits joined into one token,
  with a map back to normalised offsets; only the self-identifying catalogue runs on it.
"""

from __future__ import annotations

import re
import unicodedata

from ltm_core.guard.engine import compile_builtin

__all__ = ["fold_confusables", "join_groups", "join_lines", "join_singles", "normalise"]

_INVISIBLE_RANGES: tuple[tuple[int, int], ...] = (
    (0x00AD, 0x00AD),  # soft hyphen
    (0x034F, 0x034F),  # combining grapheme joiner
    (0x061C, 0x061C),  # arabic letter mark
    (0x115F, 0x1160),  # hangul fillers
    (0x17B4, 0x17B5),  # khmer inherent vowels
    (0x180B, 0x180F),  # mongolian variation selectors and vowel separator
    (0x200B, 0x200F),  # zero-width space/non-joiner/joiner, LRM, RLM
    (0x202A, 0x202E),  # bidi embeddings and overrides
    (0x2060, 0x206F),  # word joiner, invisible operators, bidi isolates, deprecated formats
    (0x2800, 0x2800),  # braille pattern blank (shows as a space, is a letter to regexes)
    (0x3164, 0x3164),  # hangul filler
    (0xFE00, 0xFE0F),  # variation selectors
    (0xFEFF, 0xFEFF),  # zero-width no-break space / BOM
    (0xFFA0, 0xFFA0),  # halfwidth hangul filler
    (0x1BCA0, 0x1BCA3),  # shorthand format controls
    (0x1D173, 0x1D17A),  # musical symbol format characters
    (0xE0000, 0xE007F),  # tag characters
    (0xE0100, 0xE01EF),  # variation selectors supplement
)
_INVISIBLE: dict[int, None] = {
    code: None for low, high in _INVISIBLE_RANGES for code in range(low, high + 1)
}
# Colons NFKC keeps apart (or turns into "..") that a reader takes for a colon: the vertical
# two-dot leader, the modifier letter colon and the ratio sign ("Password︰ X", "PW∶ X").
_COLON_FORMS: dict[int, str | None] = {0xFE30: ":", 0xA789: ":", 0x2236: ":"}
_BEFORE_NFKC: dict[int, str | None] = {**_INVISIBLE, **_COLON_FORMS}

# Cyrillic and Greek letters that render like Latin ones (Unicode confusables, the subset
# that matters for ASCII token alphabets). Each maps one character to one character, so a
# folded copy keeps the offsets of the normalised one.
_CONFUSABLE_PAIRS = (
    "аa вb еe кk мm нh оo рp сc тt уy хx ѕs іi јj ԛq ԝw ӏl һh ԁd ɡg"
    " АA ВB ЕE КK МM НH ОO РP СC ТT УY ХX ЅS ІI ЈJ ԚQ ԜW"
    " ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX"
    " αa βb εe ιi κk νv οo ρp τt υu χx ϲc ϳj"
)
_CONFUSABLES: dict[int, str] = {
    ord(pair[0]): pair[1] for pair in _CONFUSABLE_PAIRS.split() if len(pair) == 2
}
# A word run (letters, digits, "_") holding a non-ASCII character; it is folded only when it
# also holds an ASCII letter, so "пароль=X" or "пароль_1" keep their Russian key word.
_MIXED_TOKEN_RE = re.compile(r"\w*[^\x00-\x7f]\w*")
_ASCII_ALNUM_RE = re.compile(r"[A-Za-z]")

# Groups of 2-12 letters/digits separated by one space, dash, dot or underscore-free gap:
# "AKIA IOSF ODNN 7EXA MPLE", "ghp_ aB3d E5gH ...". At least three groups are joined.
_GROUP = r"[A-Za-z0-9_+/=.~%:@!-]{1,64}"
_MIXED_GROUP_RE = re.compile(r"[A-Za-z][0-9]|[0-9][A-Za-z]")
_GROUPS_RE = re.compile(rf"{_GROUP}(?:[ \u00a0]{{1,2}}{_GROUP}){{2,40}}")
# ...or it is a vendor's capitals-only key in groups of four ("AKIA YAFB MPWZ DPJC BYQM").
_CAPITAL_GROUPS_RE = re.compile(r"(?<![A-Za-z0-9])[A-Z]{4}(?:[ \u00a0]{1,2}[A-Z0-9]{4}){4}")


def normalise(text: str) -> str:
    """Return ``text`` in NFKC with invisible format characters removed.

    Args:
        text: Any text.

    Returns:
        The normalised copy: fullwidth and compatibility characters become their ordinary
        forms, zero-width characters, soft hyphens, bidi controls, variation selectors and
        tag characters are dropped. Pure ASCII text is returned unchanged.
    """
    if text.isascii():
        return text
    return unicodedata.normalize("NFKC", text.translate(_BEFORE_NFKC)).translate(_INVISIBLE)


def fold_confusables(norm: str) -> str:
    """Fold look-alike letters to Latin inside word runs that also hold ASCII letters.

    Args:
        norm: A normalised text (see :func:`normalise`).

    Returns:
        A copy of the same length. Tokens written wholly in another script are unchanged.
    """
    if norm.isascii():
        return norm

    def fold(match: re.Match[str]) -> str:
        token = match.group(0)
        if _ASCII_ALNUM_RE.search(token) is None:
            return token
        return token.translate(_CONFUSABLES)

    return _MIXED_TOKEN_RE.sub(fold, norm)


# A group at either end of a run that reads as prose, not as part of a key: a lower-case
# word ("and then we deploy") or a lone dash ("- can you keep that?").
_PROSE_GROUP_RE = re.compile(r"[a-z]+[.,!?]?|[-–—]")


def _trimmed(norm: str, start: int, end: int) -> tuple[int, int]:
    """``(start, end)`` of a run of groups without the prose groups at its two ends."""
    groups = [(m.start() + start, m.end() + start) for m in re.finditer(r"\S+", norm[start:end])]
    # a word glued to the key by a separator ("napi _vuf ...", "... ab3d_ key") is the key's
    # prefix or suffix, not prose: trimming stops there
    while (
        len(groups) > 1
        and _PROSE_GROUP_RE.fullmatch(norm[groups[0][0] : groups[0][1]])
        and norm[groups[1][0]] not in "_-"
    ):
        groups.pop(0)
    while (
        len(groups) > 1
        and _PROSE_GROUP_RE.fullmatch(norm[groups[-1][0] : groups[-1][1]])
        and norm[groups[-2][1] - 1] not in "_-"
    ):
        groups.pop()
    if len(groups) < 3:
        return start, start  # too little key left to join
    return groups[0][0], groups[-1][1]


# A plain lowercase word of four or more letters inside a run of groups: the prose between two
# keys ("AKIA YAFB ... secret QT/4y OfnAV ..."), where the run is cut in two.
_INNER_WORD_RE = re.compile(r"[a-z]{4,12}[.,:;!?]?")
_VOWELS = frozenset("aeiouy")


def _split_at_words(norm: str, start: int, end: int) -> list[tuple[int, int]]:
    """``(start, end)`` of each sub-run of three or more groups between prose words."""
    pieces: list[tuple[int, int]] = []
    current: list[tuple[int, int]] = []
    for m in re.finditer(r"\S+", norm[start:end]):
        group = m.group()
        word = group.rstrip(".,:;!?")
        if (
            _INNER_WORD_RE.fullmatch(group)
            and 0.25 <= sum(c in _VOWELS for c in word) / len(word) <= 0.6
        ):
            if len(current) >= 3:
                pieces.append((current[0][0], current[-1][1]))
            current = []
            continue
        current.append((m.start() + start, m.end() + start))
    if len(current) >= 3:
        pieces.append((current[0][0], current[-1][1]))
    return pieces


def join_groups(
    norm: str, *, trim_prose: bool = False, split_prose: bool = False
) -> tuple[str, list[int]] | None:
    """Join spaced groups of token characters ("AKIA IOSF ODNN 7EXA MPLE").

    Args:
        norm: A normalised (and folded) text.
        trim_prose: Leave lower-case words and lone dashes at either end of a run unjoined,
            so a key written in groups inside a sentence ("the key is ab3D 9xZq ... and then
            we deploy") is not glued to the words around it. The guard checks both copies.
        split_prose: Also cut a run at a lowercase word inside it, so two keys in groups
            with a word between ("AKIA YAFB ... secret QT/4y ...") are joined each alone.

    Returns:
        ``(joined, offsets)`` where ``offsets[i]`` is the position in ``norm`` of the
        character ``joined[i]`` (plus one final entry for the end), or ``None`` when the text
        has no run of three or more spaced groups.
    """
    if _MIXED_GROUP_RE.search(norm) is None and _CAPITAL_GROUPS_RE.search(norm) is None:
        return None  # a spaced key mixes letters and digits somewhere; prose rarely does
    runs = list(_GROUPS_RE.finditer(norm))
    if not runs:
        return None
    pieces: list[str] = []
    offsets: list[int] = []
    pos = 0
    spans: list[tuple[int, int]] = []
    for run in runs:
        if split_prose:
            spans.extend(_split_at_words(norm, run.start(), run.end()))
        else:
            spans.append(_trimmed(norm, run.start(), run.end()) if trim_prose else run.span())
    for start, end in spans:
        if end <= start:
            continue
        pieces.append(norm[pos:start])
        offsets.extend(range(pos, start))
        for index in range(start, end):
            char = norm[index]
            if char in " \u00a0":
                continue
            pieces.append(char)
            offsets.append(index)
        pos = end
    pieces.append(norm[pos:])
    offsets.extend(range(pos, len(norm) + 1))
    return "".join(pieces), offsets


# A token pasted over lines, one piece a line ("npm_1t6v\nF4tu76X\nQTQB"): three or more
# lines that each hold one run of token characters.
_LINE_PIECE = r"[A-Za-z0-9_+/=.-]{1,48}"
# The first piece may end a line of prose ("token: ghp_Ab") and the last begin one ("xY9 -
# can you keep that?"): only the line breaks between the pieces are removed.
_LINES_RE = compile_builtin(rf"(?:^|[ \t\n]){_LINE_PIECE}(?:\n{_LINE_PIECE}){{2,16}}(?:[ \t\n]|$)")


def join_lines(norm: str) -> tuple[str, list[int]] | None:
    """Join runs of one-token lines into one token, as :func:`join_groups` does for spaces.

    Returns:
        ``(joined, offsets)`` as :func:`join_groups`, or ``None`` when the text has no run of
        three or more one-token lines mixing letters and digits.
    """
    if "\n" not in norm:
        return None
    runs = [m for m in _LINES_RE.finditer(norm) if _MIXED_GROUP_RE.search(m.group())]
    if not runs:
        return None
    pieces: list[str] = []
    offsets: list[int] = []
    pos = 0
    for run in runs:
        start, end = run.start(), run.end()
        start += norm[start] in " \t\n"
        end -= end > start and norm[end - 1] in " \t\n"
        pieces.append(norm[pos:start])
        offsets.extend(range(pos, start))
        for index in range(start, end):
            if norm[index] != "\n":
                pieces.append(norm[index])
                offsets.append(index)
        pos = end
    pieces.append(norm[pos:])
    offsets.extend(range(pos, len(norm) + 1))
    return "".join(pieces), offsets


# A value typed one character at a time ("J u n i @ V e l v e t 5 7", "7 - 2 - 0 - 2"): five or
# more single characters, each apart from the next by spaces or a spaced dash.
_SINGLES_RE = compile_builtin(
    r"(?:^|[ \t])[^\s-](?:(?:[ \t]{1,3}|[ \t]{1,2}-[ \t]{1,2})[^\s-]){4,63}(?:[ \t\n.,;:!?)]|$)"
)


def join_singles(norm: str) -> tuple[str, list[int]] | None:
    """Join runs of single characters spelled apart, as :func:`join_groups` does for groups.

    Returns:
        ``(joined, offsets)`` as :func:`join_groups`, or ``None`` when the text has no run of
        five or more single characters holding a digit.
    """
    runs = [m for m in _SINGLES_RE.finditer(norm) if any(c.isdigit() for c in m.group())]
    if not runs:
        return None
    pieces: list[str] = []
    offsets: list[int] = []
    pos = 0
    for run in runs:
        start, end = run.start(), run.end()
        start += norm[start] in " \t"
        # the character that ended the run, not one of its singles (those follow a space)
        if end - start >= 2 and norm[end - 1] in " \t\n.,;:!?)" and not norm[end - 2].isspace():
            end -= 1
        pieces.append(norm[pos:start])
        offsets.extend(range(pos, start))
        for index in range(start, end):
            if norm[index] not in " \t-":
                pieces.append(norm[index])
                offsets.append(index)
        pos = end
    pieces.append(norm[pos:])
    offsets.extend(range(pos, len(norm) + 1))
    return "".join(pieces), offsets
