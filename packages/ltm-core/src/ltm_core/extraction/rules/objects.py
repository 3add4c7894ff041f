"""Judging the object of a statement: is it concrete and lasting, is it a name, a job.

A rule's object is refused when it points at the conversation ("it", "that idea"), is
hypothetical or reported, or is only true for now ("today", "at the moment").
"""

from __future__ import annotations

import re

from ltm_core.extraction.rules.lexicon import (
    _CONVERSATION_NOUNS,
    _DETERMINERS,
    _JOB_MODIFIER_BLOCK,
    _JOBS,
    _NAME_PARTICLES,
    _NAME_STOP,
    _REPORTING,
    _VAGUE_FIRST,
)
from ltm_core.extraction.rules.text import _first_word, _reframe, _tidy

_OBJECT_KILLER = re.compile(
    r"\b(?:wish|would|suppose|imagine|pretend|hypothetically|hope|hoping|"
    rf"{_REPORTING})\b|(?<=\w)'d\b",
    re.IGNORECASE,
)
_EPHEMERAL = re.compile(
    r"\b(?:today|tonight|tomorrow|yesterday|right now|at the moment|atm|this (?:morning"
    r"|afternoon|evening|week|weekend)|for now|for today|one day|someday|some day|eventually"
    r"|next (?:week|month|time))\b",
    re.IGNORECASE,
)
_RELATIVE_TIME = re.compile(
    r"\b(?:today|tonight|tomorrow|yesterday|right now|this (?:morning|afternoon|evening"
    r"|week|weekend)|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday"
    r"|sunday)|in (?:a|an|\d{1,3}) (?:minute|hour|day|week)s?)\b",
    re.IGNORECASE,
)
_HARD_BREAK = re.compile(
    r";|(?<= )[-–—]{1,2}(?= )|[–—]|,? (?:so|because|cause|cuz|coz|since i|as i) "
    r"|, which (?:is|means)\b",
    re.IGNORECASE,
)


def _is_vague(obj: str) -> bool:
    """Whether an object points at the conversation ("it", "that idea", "the second option")."""
    if not obj:
        return True
    words = [w.lower().strip(",;:.!?\"'()") for w in obj.split()]
    if words[:2] == ["it", "when"] and len(words) > 3:
        return False  # "I hate it when people chew loudly": a real preference
    if words[0] in _VAGUE_FIRST:
        return True
    if words[0] == "to" and len(words) > 1 and words[1] in {"think", "believe", "imagine", "say"}:
        return True
    return (
        len(words) <= 4
        and words[0] in _DETERMINERS
        and any(w in _CONVERSATION_NOUNS for w in words[1:])
    )


def _object_ok(obj: str, *, ephemeral_ok: bool = False) -> bool:
    """Common checks on a free-text object: present, concrete, not reported, not passing."""
    if not obj or _is_vague(obj) or _OBJECT_KILLER.search(obj):
        return False
    return ephemeral_ok or not _EPHEMERAL.search(obj)


def _name(obj: str, *, capitalised: bool) -> tuple[str, str] | None:
    """A person's name at the start of ``obj`` and the rest, or ``None`` if it is not a name.

    Up to four words: capitalised ones, name particles inside ("van", "de"), titles ("Dr.").
    A single lowercase word is accepted unless ``capitalised`` or it is a common word.
    """
    obj = obj.strip()
    words = obj.split()
    taken: list[str] = []
    for word in words[:4]:
        if word.lower().rstrip(".") in {"dr", "mr", "mrs", "ms", "mx", "prof"}:
            taken.append(word)
            continue
        bare = word.rstrip(",;:!.")
        core = bare.replace("'", "").replace("-", "").replace(".", "")
        if not core.isalpha() or len(bare) > 40:
            break
        low = bare.lower()
        particle = bool(taken) and low in _NAME_PARTICLES
        proper = bare[:1].isupper() and low not in _NAME_STOP
        lone = not taken and not capitalised and low not in _NAME_STOP and len(words) == 1
        if not (particle or proper or lone):
            break
        taken.append(bare)
        if bare != word:  # punctuation ends the name
            break
    while taken and taken[-1].lower().rstrip(".") in _NAME_PARTICLES | {"dr", "mr", "mrs"}:
        taken.pop()
    if not taken:
        return None
    consumed = sum(len(w) for w in words[: len(taken) - 1]) + len(taken) - 1 + len(taken[-1])
    return " ".join(taken), obj[consumed:].strip()


def _rest_is_break(rest: str) -> bool:
    """Whether what follows a complete statement starts a new clause (or is nothing)."""
    rest = rest.strip()
    if not _tidy(rest):
        return True
    if rest[0] in ",;:-–—(":
        return True
    return _first_word(rest) in {"and", "but", "so", "because", "since", "though", "which"}


def _job(obj: str) -> str | None:
    """A job phrase at the start of ``obj`` ("data engineer at Spotify"), or ``None``."""
    words = obj.split()
    phrase: list[str] = []
    for word in words[:5]:
        low = word.lower().strip(",;:.")
        if low in {"at", "for", "with", "in", "from", "by", "and", "but", "who", "since", "on"}:
            break
        if low in {"of", "to"}:
            break
        phrase.append(word.rstrip(",;:."))
        if word != word.rstrip(",;:."):
            break
    if not phrase or len(phrase) > 4:
        return None
    lowered = [w.lower() for w in phrase]
    if lowered[-1] not in _JOBS or any(w in _JOB_MODIFIER_BLOCK for w in lowered[:-1]):
        return None
    rest = obj[len(" ".join(words[: len(phrase)])) :].strip()
    text = " ".join(phrase)
    if rest and _first_word(rest) in {"at", "for", "with", "in", "on", "of"}:
        tail: list[str] = []
        for word in rest.split()[:8]:
            tail.append(word.rstrip(",;"))
            if word.endswith((",", ";")):
                break
        text += " " + " ".join(tail)
    return _reframe(text)


def _free(obj: str, mode: str = "user", *, ephemeral_ok: bool = False) -> str | None:
    cut = _HARD_BREAK.search(obj)
    obj = _tidy(obj[: cut.start()] if cut else obj)
    if not _object_ok(obj, ephemeral_ok=ephemeral_ok):
        return None
    return _reframe(obj, mode)
