"""An e-mail address and its password joined by a colon: a line of a combo list.

``dana@example.com:Winston74!`` is how leaked and shared logins are written, with no word
around them. The value must have a password's shape (``values.looks_like_password``); a port
(``alice@example.com:8080``), a path or repository (``git@github.com:org/repo.git``,
``me@host:~/notes``) and a time after an address are not one.
"""

from __future__ import annotations

import itertools
import re

from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import is_reference, looks_like_password, trim_value

__all__ = ["RULE", "combo_lines"]

RULE = "login_pair"
_COMBO_RE = re.compile(
    r"(?<![\w.+-])[\w.+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}"
    r":(?P<value>[^\s:/\\]{6,128})(?![^\s])"
)


# What follows an address as a folder, room, role or sprint: one or two words, then at most a
# short number or code ("Sent-Items", "Room-4B", "Sprint12", "Admin2"). A password after an
# address has a symbol, a longer number, or a generated mix.
_LABEL_RE = re.compile(r"[A-Za-z][a-z]{1,15}(?:[-_ ][A-Z][a-z]{1,15})?(?:[-_ ]?[0-9][0-9A-Z]?)?")


def combo_lines(text: str) -> list[SecretMatch]:
    """Each ``address:password`` pair in ``text`` (bounded by the pattern: linear)."""
    found: list[SecretMatch] = []
    if "@" not in text:
        return found
    for m in _COMBO_RE.finditer(text):
        value = trim_value(m.group("value"))
        if value.isdigit() and len(value) <= 5:
            continue  # a port
        if is_reference(value) or not (looks_like_password(value) or _scrambled_case(value)):
            continue
        if _LABEL_RE.fullmatch(value):
            continue  # "dana@example.com:Sent-Items", ":Room-4B", ":Sprint12": a folder, a role
        begin = m.start("value") + m.group("value").find(value)
        found.append(SecretMatch(RULE, begin, begin + len(value)))
    return found


def _scrambled_case(value: str) -> bool:
    """Letters only, with case changing three or more times inside (``yMZDrXqDjrDYaz``)."""
    if len(value) < 8 or not value.isascii() or not value.isalpha():
        return False
    # (from the second letter: a capitalised word's first change is no scramble)
    changes = sum(a.isupper() != b.isupper() for a, b in itertools.pairwise(value[1:]))
    return changes >= 3
