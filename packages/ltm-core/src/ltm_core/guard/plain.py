"""Plain-value disclosures: "my password is banana", "use Falcon as the admin password".

(The closed classes, one line per language, live in
:mod:`ltm_core.guard.wordlists.plain_grammar`.)

A user stating what their password *is*, with a concrete value, discloses it whatever the
value looks like: a dictionary word, a name, a passphrase. What tells a disclosure from a
description is the shape of the statement, judged with closed grammatical classes rather
than lists of example values:

* the value must follow the copula (or a colon) straight away; a determiner, preposition,
  pronoun, degree word, negation or conjunction there starts a description ("is *the*
  same as before", "is *in* the vault", "is *too* short", "is *not* ...");
* a single word (or two) that is a state adjective or a participle describes the password
  ("weak", "expired", "case-sensitive", "saved in 1Password"); three words or more with no
  function word among them are a passphrase ("correct horse battery staple");
* a generic owner ("*a* password is ...", "*any* password"), another's possessive ("the
  spy's password", "the kids' treehouse password"), a question, and a sentence framed as a
  story, a game, an example or a hypothesis ("in the movie", "the riddle", "let's say") are
  not the user's own credential;
* value first: a verb of choosing (use, set, chose, pick...), one value, then "as/for"
  and the credential word; a negation before the verb is advice ("never use X as ...").
"""

from __future__ import annotations

import re

from ltm_core.guard.frames import (
    FOLLOW_UP_RE,
    PAREN_RE,
    answer_after,
    framed,
    hypothetical,
    named_work,
    narrated,
    owner_is_generic_or_other,
    sentence,
    superlative,
)
from ltm_core.guard.values import is_identifier, is_placeholder
from ltm_core.guard.wordlists import plain_grammar
from ltm_core.guard.wordlists.plain_grammar import ADVERBS_OK as _ADVERBS_OK
from ltm_core.guard.wordlists.plain_grammar import CLAUSE_END as _CLAUSE_END
from ltm_core.guard.wordlists.plain_grammar import COPULA_WORDS as _COPULAS
from ltm_core.guard.wordlists.plain_grammar import DESCRIPTOR_ENDINGS as _DESCRIPTOR_ENDINGS
from ltm_core.guard.wordlists.plain_grammar import NUMERALS as _NUMERALS
from ltm_core.text.lexical import STOP_WORDS

__all__ = ["PLAIN_LANGUAGES", "is_closed_class", "judge_words", "plain_after"]


def _table(text: str) -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}
    for line in text.strip().splitlines():
        lang, _, rest = line.partition(":")
        out[lang.strip()] = frozenset(w.strip() for w in rest.split("|") if w.strip())
    return out


# Closed classes that open a description rather than a value: determiners, pronouns,
# prepositions, degree words, negation, conjunctions (English adds lexical.STOP_WORDS).
_FUNCTION = _table(plain_grammar.FUNCTION)
# State adjectives and participles that describe a password, and the instructions that
# point to where it is ("ask Sam", "see the vault"): these never stand as the value.
_DESCRIPTOR = _table(plain_grammar.DESCRIPTOR)
_CHOOSE_VERBS = frozenset(plain_grammar.CHOOSE_VERBS.split())
_WORD_RE = re.compile(r"[^\W_](?:[\w'’-]{0,62}[^\W_])?")
_QUOTED_RE = re.compile(  # French guillemets hold a space inside: « papillon-bleu »
    r"(?:[\"'`“‘„「『]|«[ \u00a0\u202f]?)([^\"'`“”‘’«»„」』\n]{1,80})[\"'`”’»“」』]"
)
_CHUNK_RE = re.compile(r"\S+")
_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


PLAIN_LANGUAGES: frozenset[str] = frozenset({"en", *_FUNCTION})
"""Languages whose closed classes are written out here: a plain word is a value only there."""
# Every language's classes at once: a sentence in Italian may use the English "password".
_ALL_FUNCTION = frozenset().union(STOP_WORDS, *_FUNCTION.values())
_ALL_DESCRIPTOR = frozenset().union(*_DESCRIPTOR.values())
# Copulas that are other words elsewhere ("to" in Polish and Czech, "je" in Czech).
_LANG_COPULAS: dict[str, frozenset[str]] = {
    "pl": frozenset({"to", "jest", "było", "była"}),
    "cs": frozenset({"to", "je", "bylo", "byla"}),
    "sk": frozenset({"to", "je"}),
}
for _lang, _words in _table(plain_grammar.COPULAS).items():
    _LANG_COPULAS[_lang] = _LANG_COPULAS.get(_lang, frozenset()) | _words


def is_closed_class(word: str) -> bool:
    """A function word or a state adjective of any language: never a noun before a value."""
    return word in _ALL_FUNCTION or word in _ALL_DESCRIPTOR


def _is_function(word: str, lang: str) -> bool:
    del lang  # closed classes are small: checked in every language
    return word in _ALL_FUNCTION


def _is_descriptor(word: str, lang: str) -> bool:
    if word in _ALL_DESCRIPTOR:
        return True
    endings = _DESCRIPTOR_ENDINGS.get(lang, ())
    if "-" in word.strip("-"):  # "case-sensitive", "eight-character"; not "starling-kettle"
        return any(
            not part.isalpha()
            or part in _NUMERALS
            or part in _ALL_DESCRIPTOR
            or part in _ALL_FUNCTION
            or part.endswith(tuple(e for e in endings if e not in ("ing", "ed")))
            for part in word.split("-")
        ) or word.rsplit("-", 1)[1].endswith(endings)  # "hunter-themed"
    return len(word) > 4 and word.endswith(endings)


def judge_words(
    words: list[str], lang: str, *, quoted: bool, phrase: bool = False, colon: bool = False
) -> bool:
    """Whether a run of plain words after the copula is a value, not a description.

    Args:
        words: The lowercased words after the copula.
        lang: The credential word's language.
        quoted: The words stood in quotes.
        phrase: The credential word names a phrase ("passphrase"): three plain words or
            more are its value even when one is a participle ("autumn leaves falling").
        colon: A colon stood right before the value ("password: doorbellding"): a field
            label, so a single word is judged by the closed descriptor class and the
            participle ending only, not by every adjective ending.
    """
    if not words or len(words) > 8:
        return False
    if any(is_placeholder(w) or not _WORD_RE.fullmatch(w) for w in words):
        return False
    describes = _is_descriptor_after_colon if colon and len(words) == 1 else _is_descriptor
    if _is_function(words[0], lang) or describes(words[0], lang) or words[0] in _TRAILERS:
        return False
    if len(words) >= 2 and (words[0].isdigit() or words[0] in _NUMERALS):
        return False  # a measure: "16 chars minimum", "six digits"
    if len(words) >= 3:
        return not any(_is_function(w, lang) for w in words) and (
            phrase or not any(w.endswith(("ed", "ing")) for w in words)
        )
    if quoted and len(words) == 1 and len(words[0]) >= 3:
        return not _is_descriptor(words[0], lang)
    return all(len(w) >= 3 and not _is_function(w, lang) and not describes(w, lang) for w in words)


def _is_descriptor_after_colon(word: str, lang: str) -> bool:
    """After a field label's colon: the closed class and participles ("changed") only."""
    return word in _ALL_DESCRIPTOR or (len(word) > 4 and word.endswith(("ed", "é", "ée", "ado")))


# Parts of the credential words that name a phrase (passphrase, frase, wachtzin, lause).
_PHRASE_PARTS = ("phrase", "frase", "fras", "zin", "lause")


# Abbreviations a password rule is written with ("min. 8 characters", "mind. 12 Zeichen",
# "mín. 8 caracteres", "approx. 10"): with their dot and more text after, never the value.
_ABBREVIATIONS = frozenset(
    "min max mind mín máx approx ca env incl excl eg ie etc no nr vs resp".split()
)


def plain_after(
    text: str, lowered: str, start: int, tail: int, lang: str
) -> tuple[int, int] | None:
    """A plain value after the credential word at ``start..tail``: "my password is banana"."""
    s_start, s_end = sentence(text, start, tail)
    phrase = any(part in lowered[start:tail] for part in _PHRASE_PARTS)
    colon = text[tail : tail + 1] in (":", "：")
    line_end = text.find("\n", tail)
    segment_end = min(tail + 160, line_end if line_end != -1 else len(text))
    copula = text[tail : tail + 1] in (":", "：")  # "password=x" is a config line, not prose
    follow_up = FOLLOW_UP_RE.match(text, tail)  # "my netflix password? it's X", ", c'est X"
    one_word = False
    if follow_up is None:
        follow_up = answer_after(text, start, tail)
        asked = lowered[tail : follow_up.end()].split() if follow_up else []
        if any(w.strip("?:>") in _MODIFIED for w in asked) or (
            asked and asked[0].strip("?") and asked[0] not in _ASKED_LINKS
        ):
            follow_up = None  # "the password policy? it's strict": asked about something else
        one_word = follow_up is not None and not follow_up.group("lead")
        if follow_up is not None:
            line_end = text.find("\n", follow_up.end())
            segment_end = min(follow_up.end() + 80, line_end if line_end != -1 else len(text))
    paren = None if follow_up else PAREN_RE.match(text, tail)
    if paren is not None:  # "password (for the guest network): coffeebeans"
        tail = paren.end()
        copula = text[tail : tail + 1] in (":", "：")
    if follow_up is not None:
        copula = True
        s_end = sentence(text, follow_up.end(), follow_up.end())[1]
    chunks = list(
        _CHUNK_RE.finditer(text, follow_up.end() if follow_up else tail + copula, segment_end)
    )
    index = 0
    if follow_up is not None:
        pass
    elif lowered[tail - 2 : tail] in ("'s", "’s"):
        copula = True  # "my password's lemonade"
    elif chunks and chunks[0].group(0).lower() == "to" and _set_verb_before(lowered, start):
        copula, index = True, 1  # "I changed my password to Kestrel"
    lang_copulas = _LANG_COPULAS.get(lang, frozenset())
    if chunks and chunks[0].group(0).lower() in lang_copulas:
        copula, index = True, 1
    if not copula and chunks and chunks[0].group(0).lower() in _FORWARD_PREPOSITIONS:
        # "the password for the shared drive is X": a short phrase, then the copula
        for look in range(1, min(8, len(chunks))):
            word = chunks[look].group(0).lower()
            if word in _COPULAS or word.rstrip(":：") in _COPULAS:
                index = look
                break
            if word.endswith((":", "：")):
                index, copula = look + 1, True
                break
            if not _WORD_RE.fullmatch(word.rstrip("'’")):  # "for the kids' pickup is X"
                return None
        else:
            return None
    if not copula:
        after_copula = _copula_after_nouns(chunks, index, lang_copulas, lang)
        if after_copula is None:
            return None
        index, copula = after_copula, True
    while index < len(chunks) and chunks[index].group(0).lower() in _ADVERBS_OK:
        index += 1
    if index + 2 < len(chunks) and _NAMING_RE.fullmatch(
        " ".join(c.group(0).lower() for c in chunks[index : index + 2])
    ):
        index += 2  # "is the word espresso", "is the number 4471": the value is named
    while (  # "is literally just 'Juniper'": a hedge before a quoted value
        index + 1 < len(chunks)
        and chunks[index].group(0).lower() in _HEDGES
        and _QUOTED_RE.match(text, chunks[index + 1].start())
    ):
        index += 1
    if index >= len(chunks) or chunks[index].start() - tail > 40:
        return None
    begin = chunks[index].start()
    if chunks[index - 1].group(0) == "=" if index else False:
        first = chunks[index].group(0).rstrip(".,;!")
        words_before = text[max(0, start - 40) : start].split()
        prose = bool(words_before) and words_before[-1].isalpha()  # "NAS password = tulip"
        # "pass phrase = autumn leaves falling": no line of code has three bare words there
        several = phrase and all(c.group(0).isalpha() for c in chunks[index : index + 3])
        prose = prose or (several and len(chunks) >= index + 3)
        if not prose or "_" in first or is_identifier(first) or not first.isalpha():
            return None  # "ph, pw = paddings", "password = user_input": code, not prose
    quoted = _QUOTED_RE.match(text, begin)
    if quoted is not None:
        inner = quoted.group(1).strip()
        rest = text[quoted.end() : quoted.end() + 3].lstrip()
        if rest.startswith("?") or not judge_words(inner.lower().split(), lang, quoted=True):
            return None
        if _not_the_users(text, lowered, start, s_start, s_end, lang):
            return None
        return quoted.start(1), quoted.start(1) + len(quoted.group(1).rstrip())
    words: list[str] = []
    value_end = begin
    for chunk in chunks[index:]:
        raw = chunk.group(0)
        bare = raw.rstrip(".,;:!?)…")
        word = bare.lower()
        if words and (
            word in _CLAUSE_END
            or word in _TRAILERS  # "biscuit all lowercase", "espresso followed by 98"
            or word in _CORRECTIONS  # "it's actually X not Y": a correction of a typo
            or not any(c.isalnum() for c in word)
            or _CJK_RE.search(word)
        ):
            break  # "and", a dash or another script: "is horse forest castle - can you..."
        words.append(word)
        value_end = chunk.start() + len(bare)
        if bare != raw:
            if raw[len(bare) :].startswith("?"):
                return None  # a question: "is the password banana?"
            break
    else:
        if _sentence_ends_in_question(text, value_end, s_end):
            return None
    if _sentence_ends_in_question(text, value_end, s_end):
        return None
    if (
        len(words) == 1
        and words[0] in _ABBREVIATIONS
        and text[value_end : value_end + 1] == "."
        and text[value_end + 1 : segment_end].strip()
    ):
        return None  # "Password: min. 8 characters": an abbreviation, then the rule goes on
    while len(words) > 1 and words[-1] in _ADVERBS_OK:
        words.pop()  # "the email password is banana now"
        value_end = text.rfind(" ", begin, value_end)
    if len(words) == 2 and not judge_words(words[:1], lang, quoted=False):
        return None
    if not judge_words(words, lang, quoted=False, phrase=phrase, colon=colon and index == 0):
        return None
    if len(words) == 1 and words[0] in _NOT_ANSWERS:
        return None  # "the password is correct but the site says no"
    if one_word and (len(words) != 1 or not _answer_ends(text, tail, begin, value_end)):
        return None  # "password? ask Dave": only a one-word answer stands alone
    if _not_the_users(text, lowered, start, s_start, s_end, lang):
        return None  # checked last: the costliest test, and most candidates fail before it
    return begin, value_end


# One-word replies that refuse, hedge or ask back: "the password? Nope.", "wifi password? idk".
def _answer_ends(text: str, tail: int, begin: int, value_end: int) -> bool:
    """A one-word reply on its own line, or ended by punctuation ("Honeycomb.")."""
    return "\n" in text[tail:begin] or text[value_end : value_end + 1] in (".", "!", ",", "\n")


# The question names what the credential opens: "the password for the drive?", "the password?"
_ASKED_LINKS = frozenset("for to of on at in again here please".split())
_NOT_ANSWERS = frozenset(
    "nope dunno idk no yes yeah yep yup sure nah none nothing unknown forgot later sorry ok "
    "okay thanks what why who huh hmm same changed expired gone lost reset correct".split()
)
_CORRECTIONS = frozenset("not nicht pas no non niet inte ikke instead".split())
_HEDGES = frozenset("literally just simply only actually basically still".split())
# Words after a value that say how to type it, not what it is.
_TRAILERS = frozenset(
    "all with followed then plus lowercase uppercase caps capitalised capitalized without "
    "exactly".split()
)
_NAMING_RE = re.compile(r"(?:the|a|just) (?:word|number|name|phrase|digits)")
# Nouns that make the credential word a modifier: "my password manager is great".
_MODIFIED = frozenset(
    "policy manager managers hint reset strength requirement requirements length rules rule "
    "field generator change expiry prompt box screen page form vault app history question "
    "recovery protection".split()
)


def _copula_after_nouns(
    chunks: list[re.Match[str]], index: int, lang_copulas: frozenset[str], lang: str
) -> int | None:
    """Past at most two nouns or possessives ("saya", "tou email", "I use"), the copula.

    Returns the index of the chunk after the copula, or ``None`` when another word stands
    there: a modifier noun ("manager"), a descriptor, punctuation or a clause break.
    """
    for look in range(index, min(index + 3, len(chunks))):
        word = chunks[look].group(0).lower()
        if word in _COPULAS or word.rstrip(":：") in _COPULAS or word in lang_copulas:
            return look + 1
        if (
            not _WORD_RE.fullmatch(word)
            or word in _MODIFIED
            or word in _CLAUSE_END
            or (_is_descriptor(word, lang) and word not in _ALSO_NOUNS)
        ):
            return None
    return None


# Instruction verbs of the descriptor class that are nouns between the word and the copula:
# "o kwdikos tou email einai X" (the email's password), "the password text is X".
_ALSO_NOUNS = frozenset("email text message call check".split())


def _not_the_users(
    text: str, lowered: str, start: int, s_start: int, s_end: int, lang: str
) -> bool:
    """A generic, hypothetical, narrated or fictional password (see :mod:`frames`)."""
    return (
        owner_is_generic_or_other(lowered, start, lang)
        or superlative(lowered, start, plain=True)
        or hypothetical(lowered, start)
        or narrated(lowered, start)
        or framed(text, max(0, s_start - 80), s_end)
        or named_work(text, lowered, start, s_start, s_end)
    )


_SET_VERBS = frozenset("set changed change reset updated switched rotated made".split())


def _set_verb_before(lowered: str, start: int) -> bool:
    """A verb of setting stands within four words before the credential word."""
    before = _CHUNK_RE.findall(lowered[max(0, start - 50) : start])[-4:]
    return any(word in _SET_VERBS for word in before)


def _sentence_ends_in_question(text: str, pos: int, s_end: int) -> bool:
    """The value's own clause ends with "?" (not a later clause after a comma or a dash)."""
    if s_end >= len(text) or text[s_end] != "?" or s_end - pos >= 40:
        return False
    return _CLAUSE_BREAK_RE.search(text, pos, s_end) is None


_CLAUSE_BREAK_RE = re.compile(r"[,;:(\-–—]| (?:and|but|so|can|could|would|will) ")


_FORWARD_PREPOSITIONS = frozenset(
    "for of to on at in from für fürs zum zur vom von du de des pour au aux del al di della dello "
    "alla do da ao na dos das van voor för till til dla için pentru для от до к".split()
)


def __getattr__(name: str) -> object:
    """``plain_before`` moved to :mod:`ltm_core.guard.plain_first`; the old path still works."""
    if name == "plain_before":
        from ltm_core.guard.plain_first import plain_before

        return plain_before
    raise AttributeError(name)
