"""Value first: "use Falcon as the admin password", "I chose marmalade for my password".

A verb of choosing, the value, a link word ("as", "for", "als", "comme"), then at most a
determiner and two modifiers before the credential word. Split from :mod:`plain` (the
value-after walk) to keep each file short; it reads the same closed-class tables.
"""

from __future__ import annotations

from ltm_core.guard.frames import NEGATION_RE, framed, sentence
from ltm_core.guard.plain import (
    _CHOOSE_VERBS,
    _CHUNK_RE,
    _DESCRIPTOR,
    _DETERMINERS,
    _LINKS,
    _QUOTED_RE,
    _WORD_RE,
    _is_function,
)
from ltm_core.guard.values import is_placeholder

__all__ = ["plain_before"]


def plain_before(text: str, lowered: str, start: int) -> tuple[int, int] | None:
    """Value first: "use Falcon as the admin password", "I chose marmalade for my password"."""
    head_start = max(0, start - 160)
    chunks = list(_CHUNK_RE.finditer(text, head_start, start))
    pos = len(chunks) - 1
    modifiers = 0
    while pos >= 0 and modifiers < 3:
        word = chunks[pos].group(0).lower()
        if word in _LINKS:
            break
        if word in _DETERMINERS or (_WORD_RE.fullmatch(word) and modifiers < 2):
            modifiers += 1
            pos -= 1
            continue
        return None
    if pos < 2 or chunks[pos].group(0).lower() not in _LINKS:
        return None
    value_chunk = chunks[pos - 1]
    verb = chunks[pos - 2].group(0).lower()
    agreed = pos >= 3 and verb in ("on", "with") and chunks[pos - 3].group(0).lower() in _AGREE
    if verb not in _CHOOSE_VERBS and not agreed:  # "we agreed on 2068 as the PIN"
        return None
    s_start, _s_end = sentence(text, value_chunk.start(), start)
    before_verb = text[max(s_start, chunks[pos - 2].start() - 40) : chunks[pos - 2].start()]
    if NEGATION_RE.search(before_verb) or framed(text, s_start, start):
        return None
    raw = value_chunk.group(0)
    quoted = _QUOTED_RE.fullmatch(raw)
    value = (quoted.group(1) if quoted else raw).strip()
    if not value or is_placeholder(value) or len(value) < 3:
        return None
    word = value.lower()
    if _is_function(word, "en") or word in _DESCRIPTOR["en"] or word in _FUNCTION_BEFORE:
        return None
    offset = value_chunk.start() + raw.find(value)
    return offset, offset + len(value)


_AGREE = frozenset("agreed settled decided went landed".split())
_FUNCTION_BEFORE = frozenset(
    "it this that them mine one same es das ça cela eso esto isso dit det".split()
)
