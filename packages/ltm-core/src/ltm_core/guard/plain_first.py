"""Value first: "use Falcon as the admin password", "I chose marmalade for my password".

A verb of choosing, the value, a link word ("as", "for", "als", "comme"), then at most a
determiner and two modifiers before the credential word. Split from :mod:`plain` (the
value-after walk) to keep each file short; it reads the same closed-class tables.
"""

from __future__ import annotations

import re

from ltm_core.guard.frames import NEGATION_RE, framed, sentence
from ltm_core.guard.plain import (
    _CHOOSE_VERBS,
    _CHUNK_RE,
    _DESCRIPTOR,
    _QUOTED_RE,
    _WORD_RE,
    _is_function,
)
from ltm_core.guard.values import is_placeholder
from ltm_core.guard.wordlists.plain_grammar import DETERMINERS as _DETERMINERS
from ltm_core.guard.wordlists.plain_grammar import LINKS as _LINKS

__all__ = ["plain_apposition", "plain_before"]


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


# "open it with the password Harvest_Moon", "enter the password tulip.": a verb of using, the
# credential word, then one value that ends the clause (an apposition, no copula).
_APPOSITION_VERBS = frozenset("with using use enter type try mit avec con com met med".split())
_APPOSITION_RE = re.compile(
    r"[ \t]{1,2}(?P<q>[\"'“‘]?)(?P<value>[^\W_][\w'’-]{2,40})[\"'”’]?"
    r"(?=[ \t]{0,2}(?:[.,;!)\n—–]|$))"
)
_NOT_APPOSED = frozenset(
    "again twice instead below above first later manually now here there too generator "
    "manager field box prompt reset hint policy".split()
)


def plain_apposition(text: str, lowered: str, start: int, tail: int) -> tuple[int, int] | None:
    """The value right after "with/enter/use the password", ending its clause."""
    before = _CHUNK_RE.findall(lowered[max(0, start - 30) : start])[-2:]
    if len(before) < 2 or before[-2] not in _APPOSITION_VERBS or before[-1] not in _OWNED:
        return None
    m = _APPOSITION_RE.match(text, tail)
    if m is None:
        return None
    value = m.group("value")
    word = value.lower()
    if len(word) < 4 or _is_function(word, "en") or word in _DESCRIPTOR["en"]:
        return None
    if word in _NOT_APPOSED or word.endswith("ly") or is_placeholder(value):
        return None
    s_start, s_end = sentence(text, start, m.end())
    if NEGATION_RE.search(text, s_start, start) or framed(text, s_start, s_end):
        return None
    return m.start("value"), m.end("value")


_OWNED = frozenset("the my our this that his her das mein le mon el mi il la o a de mijn".split())
