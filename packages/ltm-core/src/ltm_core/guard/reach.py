"""A key-shaped value anywhere in the credential word's clause, whatever the grammar between.

Word order differs across languages, and so do the words between the credential word and
its value: "Kata sandi akun bank saya X" (Indonesian: nouns and a possessive, no copula),
"Mật khẩu wifi nhà mình là X" (three nouns, then the copula), "Nire pasahitza X da"
(Basque: the copula last), "رمز عبور ایمیلم X است" (Persian: the verb last), "Ang password
ko sa Gmail ay X" (Tagalog). A grammar per language would never end, but a value that could
only be a key needs none: a random mixed-case string, letters with digits woven through
them, or a word with digits appended ("Hedgehog2015"), inside the same clause as the
credential word is that credential. Plain words and bare numbers are never accepted here
(they need the grammar in :mod:`ltm_core.guard.plain`), and a clause that compares or
advises ("passwords like X are weak", "never use X") is left alone.
"""

from __future__ import annotations

import itertools
import re

from ltm_core.guard.codes import after_determiner, is_product_name, is_public_id
from ltm_core.guard.values import (
    char_classes,
    entropy,
    is_placeholder,
    is_reference,
    looks_like_scramble,
)

__all__ = ["is_ticket", "key_in_clause", "keyish"]

_TOKEN_RE = re.compile(r"\S+")
# The clause ends at a sentence stop, a line break or a semicolon (a "." inside "e-mel.com"
# or "v1.2" does not end it).
_CLAUSE_END_RE = re.compile(r"[.!?](?:\s|$)|[\n;]")
_REACH_TOKENS = 9
_REACH_CHARS = 140
_EDGE = "\"'`“”‘’«»„「」『』()[]{}<>,:;.!?*_~"
# Words that turn the clause into a comparison, advice, an example or a rule about passwords.
_TALK_WORDS = frozenset(
    "like such e.g. eg example examples instance than vs versus weak strong common bad never "
    "don't dont avoid not no isn't wasn't format pattern rule rules policy must should "
    "hash hashed hashes generator generated sample placeholder dummy fake".split()
)
_SEGMENT_RE = re.compile(r"[A-Z]*[a-z]*")
_CAMEL_SEGMENT_RE = re.compile(r"[A-Z]?[a-z]{2,}")
_WORD_DIGITS_RE = re.compile(r"[^\W\d_]{3,24}[_.\-]?\d{1,6}[!#$%&*?]?")
# A ticket, order or invoice number: a capital prefix, then groups of digits ("INC-0042731",
# "PO-2024-0042", "INV#000123"). Public references, not keys.
_TICKET_RE = re.compile(r"[A-Z]{2,8}(?:[-_#/ ]?[0-9]{2,12}){1,3}")


def _random_case(value: str) -> bool:
    """Letters only, with capitals scattered as no name has them: "fGAYiQQhUVl"."""
    if not (8 <= len(value) <= 64 and value.isascii() and value.isalpha()):
        return False
    rises = sum(1 for a, b in itertools.pairwise(value) if a.islower() and b.isupper())
    if rises < 2:
        return False  # "PowerShell", "McDonald", "iPhone"
    segments = [s for s in _SEGMENT_RE.findall(value) if s]
    return not all(_CAMEL_SEGMENT_RE.fullmatch(s) for s in segments)  # not "GitHubActions"


def _woven(value: str) -> bool:
    """Letters and digits mixed through the string: "176efhqvgt", "k3tt1e8ell"."""
    if not 8 <= len(value) <= 64 or not value.isascii():
        return False
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    if letters < 2 or digits < 2:
        return False
    switches = sum(1 for a, b in itertools.pairwise(value) if a.isdigit() != b.isdigit())
    if switches == 1 and min(letters, digits) >= 3:
        return entropy(value) >= 3.0 and not value[:4].isdigit()  # "176efhqvgt", not "2024edition"
    return (switches >= 2 or char_classes(value) >= 3) and entropy(value) >= 2.8


def is_ticket(value: str) -> bool:
    """A ticket, order or invoice number ("INC-0042731", "PO-2024-0042"): a public reference."""
    return _TICKET_RE.fullmatch(value) is not None


def keyish(value: str) -> bool:
    """Whether ``value`` (trimmed) could only be a key, never a word, a name or a number."""
    if " " in value or len(value) < 6 or len(value) > 64:
        return False
    if is_placeholder(value) or is_reference(value) or is_public_id(value):
        return False
    if value.isdigit() or (value.isalpha() and value.islower()) or is_ticket(value):
        return False
    if _WORD_DIGITS_RE.fullmatch(value):
        head = value.rstrip("!#$%&*?").rstrip("0123456789").rstrip("_.-")
        return len(head) >= 3 and not (
            len(value) - len(head) == 4 and value[len(head) :].isdigit() and head.isupper()
        )  # "Hedgehog2015", "kettlebell5"; not a model name "RTX4090"
    return (
        _random_case(value)
        or _woven(value)
        or (char_classes(value) >= 3 and entropy(value) >= 3.0 and any(c.isdigit() for c in value))
    )


def key_in_clause(text: str, tail: int) -> tuple[int, int] | None:
    """The first key-shaped token of the clause that starts at ``tail``, if any."""
    stop = _CLAUSE_END_RE.search(text, tail, min(len(text), tail + _REACH_CHARS))
    end = stop.start() if stop else min(len(text), tail + _REACH_CHARS)
    for count, token in enumerate(_TOKEN_RE.finditer(text, tail, end)):
        if count >= _REACH_TOKENS:
            return None
        raw = token.group(0)
        if raw.lower().strip(_EDGE) in _TALK_WORDS:
            return None
        value = raw.strip(_EDGE)
        if any(c in raw for c in "=()[]{}"):
            # code ("Field(..., min_length=12)"), unless the whole token is a scrambled key
            # ("TF6:KXI]yI&VDO") or a key with "=" padding at its end ("Pixel4799=")
            core = value.rstrip("=")
            padded = core != value and not any(c in core for c in "=()[]{}") and keyish(core)
            if not (padded or looks_like_scramble(value)):
                continue
            if padded:
                begin = token.start() + raw.find(value)
                return begin, begin + len(value)
        if keyish(value):
            if is_product_name(value) and after_determiner(text, token.start()):
                continue  # "the password on my Galaxy22", "пароль от Ubuntu22": what it is for
            begin = token.start() + raw.find(value)
            return begin, begin + len(value)
    return None
