"""Values by shape for the sentence detectors: PINs, door codes, bare values, public ids.

* :func:`pin_near` -- a PIN or a door, gate, alarm or lockbox code a few nouns after the
  credential word, in any language and without a copula: "PIN ATM-ku 222440", "รหัส ATM
  6629", "the gate code at Kevin's place is *6275", "passcode 111637". The words between
  may be nouns (what the code opens, whose it is) but never a negation, a measure or a
  sentence break, and the number must not be a count ("4 digits", "3 times") or a year
  after a preposition ("changed in 2023").
* :func:`bare_value` -- a value right after the credential word with no copula, in
  languages that need none ("мой пароль ромашка6446", "wo de mima woaini0911") or in
  terse notes ("wifi password hunter22"): letters mixed with digits, a PIN-length number
  or a generated passphrase of word groups ("ffcano-gmgztj-syjlqz").
* :func:`is_public_id` -- a value that is public by construction: a wallet or contract
  address (``0x`` + 40 hex), a transaction hash, an image digest (``sha256:...``).
"""

from __future__ import annotations

import re

from ltm_core.guard.values import looks_like_password
from ltm_core.text.lexical import STOP_WORDS

__all__ = ["bare_value", "is_public_id", "pin_near"]

_PIN_VALUE_RE = re.compile(r"[*#]?\d{4,10}[*#]?[A-Za-z]?")
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_HEX_ID_RE = re.compile(r"0x[0-9a-fA-F]{40}(?:[0-9a-fA-F]{24})?")
_GROUPS_RE = re.compile(r"[^\W\d_]{3,12}(?:-[^\W_]{3,12}){2,7}")
_TOKEN_RE = re.compile(r"\S+")
_STOP = re.compile(r"[.!?\n]")
# A count or a measure after the number: "PIN of 4 digits", "tried 3 times".
_UNITS = frozenset(
    """
    digit digits character characters chars char letters numbers time times try tries attempt
    attempts minute minutes hour hours day days week weeks month months year years second
    seconds mal fois veces volte vezes keer gånger gange ganger razy раз раза цифр цифры
    stellen chiffres cifras cifre dígitos
    """.split()
)
_NOT_BETWEEN = frozenset(
    """
    not never no don't doesn't isn't wasn't won't can't if unless when whenever like
    nicht kein nie pas jamais ne no nunca non mai não nooit inte ikke nie не
    """.split()
)
_YEAR_PREPOSITIONS = frozenset(
    "in since from until till by of back year around before after".split()
)


def pin_near(text: str, tail: int) -> tuple[int, int] | None:
    """A PIN-shaped number at most four nouns after the credential word ending at ``tail``."""
    window_end = min(len(text), tail + 60)
    stop = _STOP.search(text, tail, window_end)
    if stop is not None and not (
        stop.group(0) == "." and text[stop.end() : stop.end() + 1].isdigit()
    ):
        window_end = stop.start()
    tokens = list(_TOKEN_RE.finditer(text, tail, window_end))
    previous = ""
    for index, token in enumerate(tokens[:5]):
        raw = token.group(0)
        bare = raw.strip(",;:!?()\"'“”‘’«»")
        word = bare.lower()
        if any(c.isdigit() for c in bare) and not _PIN_VALUE_RE.fullmatch(bare):
            return None  # another number first: "PIN 2 of 3", "room 12"
        if _PIN_VALUE_RE.fullmatch(bare):
            following = (
                tokens[index + 1].group(0).lower().strip(",.;:!?")
                if index + 1 < len(tokens)
                else ""
            )
            if following in _UNITS:
                return None
            if _YEAR_RE.fullmatch(bare) and previous in _YEAR_PREPOSITIONS:
                return None
            begin = token.start() + raw.find(bare)
            return begin, begin + len(bare)
        if word in _NOT_BETWEEN or raw.endswith("?"):
            return None
        previous = word
    return None


def bare_value(value: str, family: str, *, after_copula: bool) -> bool:
    """Whether ``value``, with no copula before it, is still plainly the secret."""
    if family == "pin":
        return _PIN_VALUE_RE.fullmatch(value) is not None
    if family != "password" or len(value) > 60:
        return False
    if value.isdigit():
        return 4 <= len(value) <= 10 and (after_copula or _YEAR_RE.fullmatch(value) is None)
    groups = _GROUPS_RE.fullmatch(value)
    if groups is not None:
        parts = value.lower().split("-")
        return not any(part in STOP_WORDS for part in parts)
    has_letter = any(c.isalpha() for c in value)
    has_digit = any(c.isdigit() for c in value)
    return has_letter and has_digit and looks_like_password(value)


def is_public_id(value: str) -> bool:
    """A wallet or contract address, a transaction hash or an image digest."""
    return _HEX_ID_RE.fullmatch(value) is not None or "sha256:" in value or "sha512:" in value
