"""A generated key standing alone, with no credential word anywhere: "save this: 7hG#k2Lp9Qz".

A value is judged by its whole shape. Lowercase, uppercase, digits and a symbol that ids,
paths, prices and code do not use (``! # $ % & * ? @ ^ ~`` after its first character, ``+``
and ``=`` in a short token) mixed in one token of 8 to 64 characters, not mostly words, is
what password generators and people asked for a "strong" password produce, and what no
public identifier looks like: order,
ticket and invoice numbers, ISBNs, promo codes and flight numbers use capitals, digits and
dashes; hashes, UUIDs and commit ids are hex; wallet and contract addresses, video ids and
content ids are letters and digits only. Emails, mentions, URLs, paths and code (brackets,
quotes, ``=``) are left alone, and so are a credential word in leetspeak ("Pa$sw0rd") and
tokens in a sentence that frames them as an example, a story, advice or a hypothesis.
"""

from __future__ import annotations

import re

from ltm_core.guard.engine import compile_builtin
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.frames import NEGATION_RE, framed, sentence
from ltm_core.guard.lexicon import LANGUAGE_WORDS
from ltm_core.guard.values import (
    entropy,
    is_placeholder,
    is_reference,
    is_wordy,
    looks_like_scramble,
    word_like,
)

__all__ = ["RULE", "bare_keys", "chunked_keys"]

RULE = "bare_key"

_KEY_SYMBOLS = "!#$%&*?@^~"
# "+" and "=" are base64's too (keys' fingerprints, checksums, blobs: 28 characters and
# more, often "="-padded): they count in a token of 24 characters at most.
_SHORT_SYMBOLS = "+="
_SHORT = 24
# The cue: a key symbol after a letter or digit ("?" and "!" only inside: "why?" is none).
_CUE_RE = re.compile(
    r"[A-Za-z0-9](?:[#$%&*@^~+=]|[!?]+[A-Za-z0-9])|[A-Za-z0-9][()\[\]{}]|[()\[\]{}][A-Za-z0-9]"
)
_EDGE = "\"'`“”‘’«»()[]{}<>,.;:!?_"
_MARKDOWN = "*~"  # "**X**", "~~X~~": stripped in pairs only, a key may end with "*"
_CODE_CHARS = frozenset("()[]{}<>\"'`/\\|")
_BRACKETS = frozenset("()[]{}")
_SENTENCE_EDGE = "\"'`“”‘’«»,.;:?"
# A key/value pair or a formula ("retries=3", "x^2+y^2=Z"): the key/value rules judge those.
_ASSIGNMENT_RE = re.compile(r"[A-Za-z_][\w.-]{0,40}=|.*[+^].*=|.*=.*[+^]")
# A word inside a token keeps its case: "Recap", "great"; random letters switch case.
_WORD_RUN_RE = re.compile(r"[A-Z]?[a-z]{2,}")
_EMAIL_RE = re.compile(r"[^@\s]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+")
_MIN, _MAX = 8, 64
# Leetspeak folded back: "Pa$sw0rd", "P@s5c0de" are the credential word, not a value.
_LEET = str.maketrans({"0": "o", "@": "a", "4": "a", "3": "e", "$": "s", "5": "s", "1": "i"})
_LEET_WORD_RE = re.compile(r"[a-z]{4,}")
# Advice and hypotheses about keys: "if you need a strong one, use X", "such as X".
_ADVICE_RE = re.compile(
    r"(?i)(?<!\w)(?:if|e\.g\.|eg|example|such as|like|strong|weak|sample|dummy|fake|"
    r"wenn|falls|si|se|beispiel|exemple|ejemplo|esempio|exemplo)(?!\w)"
)


def _leet_word(token: str) -> bool:
    """The token is a credential word typed in leetspeak ("Pa$sw0rd", "P@s5c0de")."""
    folded = token.lower().translate(_LEET)
    return any(word in LANGUAGE_WORDS for word in _LEET_WORD_RE.findall(folded))


def _shaped(token: str) -> bool:
    """Lower, upper, digit and an inner key symbol, at a generator's entropy."""
    if not _MIN <= len(token) <= _MAX or not token.isascii():
        return False
    if "://" in token or _EMAIL_RE.fullmatch(token):
        return False
    if any(c in _CODE_CHARS for c in token):
        # brackets and quotes are code's, unless the whole token is scrambled all through
        # ("[S9Gy3u]XoW9!", "IdTn^M2{+iha20p"): no identifier mixes runs like those
        # (slashes, quotes and pipes stay code's, and base64's: fingerprints, public keys)
        if any(c in _CODE_CHARS - _BRACKETS for c in token) or len(token) > 40:
            return False
        return looks_like_scramble(token) and not _leet_word(token)
    if token[0] in "@#$" or is_placeholder(token) or is_reference(token):
        return False  # a mention, a hashtag, a variable
    if "=" in token and _ASSIGNMENT_RE.match(token):
        return False
    letters = sum(c.isalpha() for c in token)
    runs = [r for r in _WORD_RUN_RE.findall(token) if len(r) >= 3 and word_like(r.lower())]
    if letters >= 6 and sum(map(len, runs)) * 5 > letters * 3:
        return False  # mostly words: "Q&A2019Recap", "Wow!!Great74Job", a brand or a tag
    lower = any(c.islower() for c in token)
    upper = any(c.isupper() for c in token)
    digit = any(c.isdigit() for c in token)
    symbol = any(c in _KEY_SYMBOLS for c in token[1:]) or (
        len(token) <= _SHORT
        and not token.endswith("=")
        and any(c in _SHORT_SYMBOLS for c in token[1:])
    )
    return lower and upper and digit and symbol and entropy(token) >= 2.5


def bare_keys(text: str) -> list[SecretMatch]:
    """Every generated-looking key of ``text`` (normalised), whatever the words around it."""
    found: list[SecretMatch] = []
    last_end = -1
    for cue in _CUE_RE.finditer(text):
        if cue.start() < last_end:
            continue
        start = cue.start()
        while start > 0 and not text[start - 1].isspace():
            start -= 1
        end = cue.end()
        while end < len(text) and not text[end].isspace():
            end += 1
        last_end = end
        raw = text[start:end]
        token = raw.strip(_EDGE)
        if token[:1] in _MARKDOWN:
            token = token.strip(_MARKDOWN).strip(_EDGE)
        if not _shaped(token) or _leet_word(token):
            # brackets and "!" at the ends may be the key's own ("[T7kq]Zm4Rw!")
            whole = raw.strip(_SENTENCE_EDGE)
            if whole == token or not _BRACKETS.intersection(whole) or not _shaped(whole):
                continue
            token = whole
        begin = start + raw.find(token)
        s_start, s_end = sentence(text, begin, begin + len(token))
        said = text[s_start:s_end]
        if framed(text, s_start, s_end) or NEGATION_RE.search(said) or _ADVICE_RE.search(said):
            continue  # "for example Xk92!pqLz7 is strong", "never use X", "if ..., use X"
        found.append(SecretMatch(RULE, begin, begin + len(token)))
    return found


# A generated key written in dashed chunks so it can be read out or fits a line
# ("Dr-F23yL-GsEzK-SkSlV-..."): six or more chunks of one to eight letters and digits.
_CHUNKS_RE = compile_builtin(r"[A-Za-z0-9_]{1,8}(?:-[A-Za-z0-9_]{1,8}){5,60}")
# The joined key switches case and mixes digits all through; ids in dashed groups do not
# (UUIDs and hashes are lowercase hex, licence, ticket and order keys are capitals).
_WORD_CHUNK_RE = re.compile(r"[A-Z]?[a-z]{1,7}")
_CASE_FLIP_RE = re.compile(r"[a-z][A-Z0-9]|[A-Z][a-z0-9]|[0-9][A-Za-z]")


def chunked_keys(text: str) -> list[SecretMatch]:
    """Generated keys written in dash-separated chunks, judged on the chunks joined."""
    found: list[SecretMatch] = []
    for run in _CHUNKS_RE.finditer(text):
        start, end = run.span()
        if (start > 0 and not text[start - 1].isspace() and text[start - 1] not in _EDGE) or (
            end < len(text) and not text[end].isspace() and text[end] not in _EDGE
        ):
            continue  # part of a longer token: a path, a URL, a slug
        chunks = run.group().split("-")
        joined = "".join(chunks)
        if len(joined) < 24 or is_wordy(joined) or not joined.isascii():
            continue
        words = sum(len(c) for c in chunks if _WORD_CHUNK_RE.fullmatch(c) and word_like(c.lower()))
        if words * 3 >= len(joined):
            continue  # "How-To-Train-Your-Dragon-2019": a title or a slug made of words
        lower = sum(c.islower() for c in joined)
        upper = sum(c.isupper() for c in joined)
        digits = sum(c.isdigit() for c in joined)
        if min(lower, upper) < 4 or digits < 1 or entropy(joined) < 4.0:
            continue
        if len(_CASE_FLIP_RE.findall(joined)) * 5 < len(joined):
            continue  # "My-Big-Fat-Greek-Wedding-2": words, each capitalised once
        found.append(SecretMatch(RULE, start, end))
    return found
