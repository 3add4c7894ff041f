"""Credentials split across a message: the value announced for later, or given value first.

* "login for the router: admin. pw in next msg." and "Gravel&9093" on a line of its own: a
  cue that the password comes apart ("in the next message", "I'll send the rest
  separately") and, after it, a value of a password's shape;
* "first half is 2n0Wgvh9, second half ...": half of a password is a secret too;
* "... and then MeadowPickle6049* for the password field": the value first, then the field
  it goes into;
* "my PIN: first two digits 37, last two 43": a PIN told in pieces (``pin_disclosure``).

Every value must have a password's shape (letters with digits or symbols, no plain word, no
URL, address or version), so "the rest follows below: thanks!" holds nothing.
"""

from __future__ import annotations

import re

from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.values import entropy, file_name

__all__ = ["ANNOUNCED_CUES", "announced_values"]

RULE = "secret_disclosure"

ANNOUNCED_CUES = (
    "next msg", "next message", "next text", "separate", "text you", "send you", "follows",
    "below", "first half", "1st half", "first part", "password field", "pw field",
    "password box", "for the password", "for the pw", "as the password", "jk it", "j/k it",
    "just kidding", "actually it", "in a sec", "another msg", "other msg", "dm you",
    "nächste nachricht", "separat", "siguiente mensaje", "por separado", "prochain message",
    "séparément", "prossimo messaggio", "separatamente", "próxima mensagem",
)  # fmt: skip
"""Substrings one of the cues holds (a cheap gate before the expressions)."""

# The password (or "the rest") announced as coming apart.
_LATER_RE = re.compile(
    r"(?i)(?<!\w)(?:(?:pw|pwd|pass|password|passwort|passcode|the rest|rest|second half|"
    r"2nd half|other half|part 2|contraseña|mot de passe|mdp|senha)\b[^\n]{0,40}?"
    r"(?:in (?:the |my |a )?(?:next|another|other|separate|following) (?:msg|message|text|dm|mail)|"
    r"separately|follows|below|in a sec|(?:i'?ll|will|gonna) (?:text|send|dm|message) (?:you|it)|"
    r"in der nächsten nachricht|separat|en el siguiente mensaje|por separado|"
    r"dans le prochain message|séparément|nel prossimo messaggio|separatamente|"
    r"na próxima mensagem)"
    r"|(?:i'?ll|will|gonna) (?:send|text|dm) (?:you )?(?:the |my )?"
    r"(?:rest|pw|password|second half)[^\n]{0,20}?"
    r"(?:separately|later|in (?:the |a )?(?:next|another|separate) (?:msg|message|text)))"
)
# "jk its X", "actually it's X": the value after all, after a cue above.
_AFTER_ALL_RE = re.compile(
    r"(?i)(?<!\w)(?:jk|j/k|just kidding|actually|nvm|lol)[ ,.:;!-]{0,3}(?:it'?s|it is|here)"
    r"[ \t:,-]{0,3}"
)
_HALF_RE = re.compile(
    r"(?i)(?<!\w)(?:first|1st|second|2nd|last|other) (?:half|part)"
    r"(?: of (?:it|the (?:pw|password|key)))?"
    r"[ \t]{0,2}(?:is|=|:|was)[ \t]{0,2}"
)
_FIELD_RE = re.compile(
    r"(?i)[ \t]{1,3}(?:for|in|into|as|on)[ \t]{1,3}(?:the[ \t]{1,3}|my[ \t]{1,3})?"
    r"(?:pw|pwd|password|passwort|passcode|pass)(?:[ \t]{1,3}(?:field|box|prompt|input|slot))?"
    r"(?!\w)"
)
# "my PIN: first two digits 37, last two 43": a PIN or code told in pieces.
_PIN_PIECES_RE = re.compile(
    r"(?i)(?<!\w)(?:pin|pin code|passcode|code|combo|combination|password|pw)(?!\w)[^\n\d]{0,20}?"
    r"(?:first|1st) (?:two|2|three|3|four|4)(?: digits| numbers| are| is)?[ \t:=]{0,3}"
    r"(?P<value>\d{2,4}(?:[^\n\d]{1,16}?(?:last|final|then|2nd|second|next)"
    r"(?: (?:two|2|three|3|four|4))?(?: digits| numbers| are| is)?[ \t:=]{0,3}\d{2,4}))"
)
_TOKEN_RE = re.compile(r"[^\s\"'`“”‘’()<>\[\]{},]{6,64}")
# A line that holds one token and nothing else: a password sent as its own message.
_LONE_LINE_RE = re.compile(r"[ \t]*(?P<value>[^\s\"'`“”‘’()<>\[\]{},]{6,64}?)[.!]?[ \t]*(?:\n|\Z)")
_CREDENTIAL_WORD_RE = re.compile(
    r"(?i)(?<!\w)(?:login|log-in|user(?:name)?|pw|pwd|pass|password|passwort|creds|"
    r"credentials|account|wifi|wi-fi|key|token|pin|passphrase|secret|contraseña|mot de passe|"
    r"mdp|senha|kennwort|host|ftp|ssh|admin)(?!\w)"
)
_EXAMPLE_AFTER_RE = re.compile(
    r"(?i)[^\n.!?]{0,24}?(?<!\w)(?:example|demo|sample|placeholder|test)"
)
_VALUE_BEFORE_RE = re.compile(r"(?<![^\s\"'`(])[^\s\"'`“”‘’()<>\[\]{},]{6,64}\Z")
_NOT_VALUE_RE = re.compile(r"://|@|\A[\d.:/-]+\Z|\A\d+(?:\.\d+)+\Z|\A[A-Za-z]+[.!?:;]?\Z")
_TRAIL = ".,;:!?)\"'"


def password_shaped(value: str) -> bool:
    """Letters with digits or symbols, mixed, no word or number alone, no URL or address."""
    if not 6 <= len(value) <= 64 or _NOT_VALUE_RE.search(value) is not None:
        return False
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    symbols = len(value) - letters - digits
    if letters < 2 or (digits == 0 and symbols == 0):
        return False
    classes = (
        any(c.islower() for c in value)
        + any(c.isupper() for c in value)
        + (digits > 0)
        + (symbols > 0)
    )
    return classes >= 3 and entropy(value) >= 2.5


def _random_enough(value: str) -> bool:
    """Both cases and 8+ characters: "MeadowPickle6049*", "2n0Wgvh9"; not "COVID-19"."""
    return (
        len(value) >= 8
        and any(c.islower() for c in value)
        and any(c.isupper() for c in value)
        and not re.fullmatch(r"[A-Z][a-z]{2,14}[-_ ]?\d{1,2}", value)  # "Chapter-1"
    )


def _first_value(text: str, start: int, reach: int) -> tuple[int, int] | None:
    for m in _TOKEN_RE.finditer(text, start, min(len(text), start + reach)):
        value = m.group().rstrip(_TRAIL)
        if password_shaped(value):
            return m.start(), m.start() + len(value)
    return None


def announced_values(text: str, lowered: str) -> list[SecretMatch]:
    """Values split off, announced or given value first (see the module docstring)."""
    found: list[SecretMatch] = []
    if "first" in lowered or "1st" in lowered:
        found.extend(
            SecretMatch("pin_disclosure", m.start("value"), m.end("value"))
            for m in _PIN_PIECES_RE.finditer(text)
        )
    if not any(cue in lowered for cue in ANNOUNCED_CUES):
        return found
    credential_word = _CREDENTIAL_WORD_RE.search(text) is not None
    announced = False
    for m in _LATER_RE.finditer(text):
        announced = True
        after_all = _AFTER_ALL_RE.search(text, m.end(), min(len(text), m.end() + 80))
        if after_all is not None:  # "second half i'll text you: jk its X"
            span = _first_value(text, after_all.end(), 1 + 64)
            if span is not None and span[0] == after_all.end():
                found.append(SecretMatch(RULE, *span))
            continue
        if not credential_word:
            continue  # "I'll send you the rest separately": the rest of what?
        # the value comes as a line of its own after the cue, never inside the cue's sentence
        line = text.find("\n", m.end())
        while 0 <= line < m.end() + 200:
            lone = _LONE_LINE_RE.match(text, line + 1)
            if lone is not None:
                value = lone.group("value")
                if password_shaped(value) and not file_name(value):
                    found.append(SecretMatch(RULE, lone.start("value"), lone.end("value")))
                    break
            line = text.find("\n", line + 1)
    if announced or credential_word:  # "first half is X" of a password told apart
        for m in _HALF_RE.finditer(text):
            span = _first_value(text, m.end(), 1 + 64)
            if span is not None and span[0] == m.end() and _random_enough(text[span[0] : span[1]]):
                found.append(SecretMatch(RULE, *span))
    if "pw" in lowered or "pass" in lowered:
        for m in _FIELD_RE.finditer(text):
            before = _VALUE_BEFORE_RE.search(text, max(0, m.start() - 64), m.start())
            if before is None or _EXAMPLE_AFTER_RE.match(text, m.end()) is not None:
                continue  # "COVID-19 for the password field example"
            value = before.group()
            if password_shaped(value) and _random_enough(value) and not file_name(value):
                found.append(SecretMatch(RULE, before.start(), before.end()))
    found.sort(key=lambda match: match.start)
    return found
