"""Whether two texts close in meaning still state different facts (so neither is a duplicate).

A sentence embedding barely moves when one value changes: "flight at 10:00" and "flight at
14:00" score about 0.98, "Python 3.11" and "3.12" 0.97, "likes coffee" and "does not like
coffee" 0.93, all above the near-duplicate threshold. Reinforcing the old memory there would
drop the new value silently, so the write path asks :func:`state_different_facts` first.

Two texts state different facts when their *values* differ (any digit-bearing token, with
"10 am" read as "10am"; number words; month and weekday names; times of day; how often) or
their count of negations differs. Case, punctuation around a token, word order and filler
words change neither, so true near-duplicates still reinforce. When in doubt the texts count
as different: a second stored row costs little, a lost value costs the user's trust.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import Counter

__all__ = ["state_different_facts"]

# A run of letters/digits holding a digit, keeping the separators of decimals, times and
# thousands ("3.11", "14:00", "1,200") and a following "am"/"pm" ("10 am" is "10am").
_DIGIT_TOKEN = re.compile(
    r"[^\W_]*\d(?:[^\W_]|[.,:](?=\d))*(?:\s?(?:a\.?m\b\.?|p\.?m\b\.?))?", re.IGNORECASE
)
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_MERIDIEM = re.compile(r"\s?([ap])\.?m\.?$")
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")

_VALUE_WORDS = frozenset(
    """
    zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen
    fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty
    ninety hundred thousand million billion trillion dozen half quarter once twice thrice
    first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth last
    january february march april june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday weekday weekend weekends
    today tonight tomorrow yesterday morning afternoon evening night noon midnight
    daily weekly monthly yearly annually hourly
    always usually often sometimes occasionally rarely seldom
    """.split()
)

# Negation markers in the languages most often written to the store; "n't" is one marker.
_NEGATIONS = frozenset(
    """
    not no never none nobody nothing nowhere neither nor without cannot
    ne pas jamais aucun aucune rien sans
    nicht kein keine keinen keinem keiner keines nie niemals nichts ohne
    nunca jamás nada nadie ningún ninguna ninguno sin
    non mai nessuno nessuna niente senza
    não nem nenhum nenhuma sem
    niet geen nooit zonder
    """.split()
)


@functools.lru_cache(maxsize=4096)  # each stored neighbour is compared again and again
def _facts(text: str) -> tuple[Counter[str], int]:
    """The values a text states (as a multiset) and how many negations it holds."""
    normal = unicodedata.normalize("NFKC", text).casefold().replace("\u2019", "'")
    values: Counter[str] = Counter()
    for match in _DIGIT_TOKEN.finditer(normal):
        token = _MERIDIEM.sub(r"\1m", _THOUSANDS.sub("", match.group()))
        values[token] += 1
    negations = 0
    for word in _WORD.findall(normal):
        if word.endswith("n't") or word.startswith("n'") or word in _NEGATIONS:
            negations += 1
        elif word in _VALUE_WORDS:
            values[word] += 1
    return values, negations


def state_different_facts(first: str, second: str) -> bool:
    """Whether ``first`` and ``second`` differ in a value or in negation.

    Args:
        first: One text.
        second: The other.

    Returns:
        True when the texts cannot be near-duplicates, however close their vectors:
        "flight at 10:00" / "flight at 14:00", "Python 3.11" / "3.12", "March 3" /
        "March 30", "on Friday" / "on Monday", "likes coffee" / "does not like coffee".
        False for "Alice prefers metric units." / "alice prefers the metric units".
    """
    return _facts(first) != _facts(second)
