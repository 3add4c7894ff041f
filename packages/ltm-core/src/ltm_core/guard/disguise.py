"""Disguised credential words: a same-length copy of a text with the word written plainly.

A user (or a paste) can hide the credential word from an exact word list without hiding it
from a reader: leet ("p@ssw0rd", "PA55WORD"), a slip of the keyboard ("pasword",
"passwrod", "passwrd"), an abbreviation ("pswd", "pword"), the letters spaced or split
("P A S S W O R D", "p.a.s.s.w.o.r.d", "pass-word"), or markup around the word
(``<b>password</b>: V``, ``**password**: V``, ``_pwd_``). :func:`undisguise` rewrites each
such word to a plain credential word of at most the same length, padded with spaces, and
blanks the markup, so every offset of the copy is an offset of the original: the sentence
detectors run on the copy and their spans point at the real value.

The fuzzy match is deliberately narrow, to keep false positives down: one edit (insertion,
deletion, substitution or swap of two neighbours) away from a word of seven letters or
more ("password", "passcode", "passphrase"), never from a short one ("pass" -> "past",
"pin" -> "pun"), and every candidate starts with a ``p``, as every disguised target does.
Only the copy changes; the value itself is read from the same offsets, so "my password is
p@ssw0rd" is judged on the original by the first pass and never rewritten into a word.
"""

from __future__ import annotations

import re

__all__ = ["undisguise"]

# The credential words a disguise is folded back to, with the plain word that replaces it.
_LONG_TARGETS = ("password", "passcode", "passphrase")
_SHORT_FORMS = frozenset(
    "pswd pswrd psswd pwrd pword passw passwrd paswd pasword passwd pwd pw pin pincode".split()
)
# Forms the word lists already hold: written so, they need no rewriting.
_PLAIN_FORMS = frozenset("password passcode passphrase passwd pwd pw pin pincode".split())
_LEET = str.maketrans({"@": "a", "4": "a", "0": "o", "3": "e", "$": "s", "5": "s", "7": "t"})
_ONE_AS = (str.maketrans({"1": "i", "!": "i", "|": "i"}), str.maketrans({"1": "l", "!": "i"}))

# A word that starts with p/P, in letters and the digits and signs leet uses, optionally
# split once before "word"/"code"/"phrase" ("pass word", "pass-word", "pass_word").
_WORD_RE = re.compile(
    r"(?<![\w@$&/])[pP][A-Za-z@$0-9!|]{1,12}(?:[ \-_.](?i:w[o0]rd|c[o0]de|phrase))?(?![\w@$])"
)
# Single characters spaced or dotted: "P A S S W O R D", "p.a.s.s.w.o.r.d", "p-i-n".
_SPACED_RE = re.compile(r"(?<![\w@$])[pP](?:[ .\-_*][A-Za-z@$0-9!|]){2,11}(?![\w@$])")
# Inline markup: HTML tags and Markdown emphasis at the edge of a word.
_TAG_RE = re.compile(
    r"</?(?i:b|strong|i|em|u|code|mark|span|kbd|tt|s|del|font|big|small|sup|sub)\b[^<>\n]{0,60}>"
)
_EMPHASIS_RE = re.compile(r"(?<![\w*_~])[*_~]{1,3}(?=[^\W_])|(?<=[^\W_])[*_~]{1,3}(?![\w*_~])")
# A cheap test before the scans: a p-word that may be a disguised target, or markup.
_CUE_RE = re.compile(
    r"(?i)p(?:[a@4][s$5]|a\w[s$5][wc]|[s$5][s$5w]|w|[ .\-_*][a-z@$0-9!|][ .\-_*])|[<*_~]"
)


def _within_one_edit(word: str, target: str) -> bool:
    """Damerau-Levenshtein distance of at most one (a swap of neighbours is one edit)."""
    if word == target:
        return True
    lw, lt = len(word), len(target)
    if abs(lw - lt) > 1:
        return False
    i = 0
    while i < min(lw, lt) and word[i] == target[i]:
        i += 1
    if lw == lt:
        if word[i + 1 :] == target[i + 1 :]:
            return True  # one substitution
        return (
            i + 1 < lw
            and word[i] == target[i + 1]
            and word[i + 1] == target[i]
            and word[i + 2 :] == target[i + 2 :]
        )
    if lw > lt:
        return word[i + 1 :] == target[i:]  # one insertion
    return word[i:] == target[i + 1 :]  # one deletion


def _plain_word(raw: str) -> str | None:
    """The credential word ``raw`` disguises, or ``None`` (also when ``raw`` is plain)."""
    letters = "".join(c for c in raw if c not in " .-_*").lower()
    for one in _ONE_AS:
        folded = letters.translate(_LEET).translate(one)
        if not folded.isalpha():
            continue
        if folded in _SHORT_FORMS or folded in _LONG_TARGETS:
            return folded
        if len(folded) >= 7 and not folded.startswith(_LONG_TARGETS):
            for target in _LONG_TARGETS:
                if _within_one_edit(folded, target):
                    return target
    return None


def _replacement(word: str, width: int) -> str:
    """A plain credential word of the same family that fits in ``width`` characters."""
    if word in ("pin", "pincode"):
        plain = "pin" if width < len("pincode") else "pincode"
    elif "code" in word and width >= len("passcode"):
        plain = "passcode"
    elif "phrase" in word and width >= len("passphrase"):
        plain = "passphrase"
    else:
        plain = "password" if width >= len("password") else "pwd" if width >= 3 else "pw"
    return " " * (width - len(plain)) + plain  # padded before: the word stays next to ":"


def undisguise(norm: str) -> str:
    """Return ``norm`` with disguised credential words written plainly, offsets kept.

    Args:
        norm: A normalised text (see :func:`ltm_core.guard.normalise.normalise`).

    Returns:
        A copy of the same length: inline HTML tags and Markdown emphasis blanked, and each
        leet, misspelt, abbreviated, spaced or split credential word replaced by a plain
        one padded with spaces. ``norm`` itself when nothing is disguised.
    """
    if _CUE_RE.search(norm) is None:
        return norm
    chars: list[str] | None = None
    for rx in (_TAG_RE, _EMPHASIS_RE):
        for m in rx.finditer(norm):
            chars = chars if chars is not None else list(norm)
            chars[m.start() : m.end()] = " " * (m.end() - m.start())
    source = "".join(chars) if chars is not None else norm
    for rx in (_SPACED_RE, _WORD_RE):
        for m in rx.finditer(source):
            raw = m.group(0)
            word = _plain_word(raw)
            if word is None or raw.lower() in _PLAIN_FORMS:
                continue  # not a credential word, or one written plainly already
            chars = chars if chars is not None else list(norm)
            chars[m.start() : m.end()] = _replacement(word, m.end() - m.start())
    return "".join(chars) if chars is not None else norm
