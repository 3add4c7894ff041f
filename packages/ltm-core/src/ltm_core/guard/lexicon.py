"""The word side of the sentence detectors: credential words, closed classes, token helpers.

Parsed once from ``wordlists/credential_*.py`` (one module per script family): every
credential word with its family and language, the grammar words that may stand between a
word and its value, copulas, and the small helpers the token walk of
:class:`ltm_core.guard.language.LanguageDetector` reads (split out of it to keep each
module small).
"""

from __future__ import annotations

import re
import unicodedata

from ltm_core.guard.codes import bare_value
from ltm_core.guard.normalise import normalise
from ltm_core.guard.plain import is_closed_class
from ltm_core.guard.values import (
    char_classes,
    looks_like_password,
    strong_passphrase,
    trim_value,
)
from ltm_core.guard.wordlists import (
    credential_cyrillic_greek,
    credential_latin,
    credential_other_scripts,
)

__all__ = ["LANGUAGES", "LANGUAGE_WORDS"]

_TABLES = (credential_latin, credential_cyrillic_greek, credential_other_scripts)


def _strip_marks(word: str) -> str:
    """``word`` without combining marks ("contraseña" -> "contrasena"), Latin script only."""
    if not all(c.isascii() or "\u00c0" <= c <= "\u024f" or "\u1e00" <= c <= "\u1eff" for c in word):
        return word
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def _parse(attribute: str) -> dict[str, str]:
    """Word -> language for one table of every script family; the first language wins."""
    words: dict[str, str] = {}
    for module in _TABLES:
        for line in getattr(module, attribute, "").strip().splitlines():
            lang, _, rest = line.partition(":")
            for raw in rest.split("|"):
                word = normalise(raw.strip()).lower()
                if word:
                    words.setdefault(word, lang.strip())
                    words.setdefault(_strip_marks(word), lang.strip())
    return words


def _closed_class(attribute: str, *, bare: bool = False) -> frozenset[str]:
    """Every word of a grammar table (space-separated per language), normalised.

    With ``bare``, each word also without its diacritics ("của tôi" typed "cua toi"); never
    for copulas, where the bare form is another language's article ("là" -> "la").
    """
    return frozenset(
        variant
        for module in _TABLES
        for line in getattr(module, attribute).strip().splitlines()
        for word in line.partition(":")[2].split()
        for variant in {
            normalise(word).lower(),
            _strip_marks(normalise(word).lower()) if bare else "",
        }
        if variant
    )


_FAMILIES: dict[str, dict[str, str]] = {
    "password": _parse("PASSWORD"),
    "pin": _parse("PIN"),
    "recovery": _parse("RECOVERY"),
    "token": _parse("TOKEN"),
}


def typo_variants(word: str) -> set[str]:
    """How people mistype a long credential word.

    One letter dropped (words of 8 letters or more), two neighbours swapped or one doubled (7
    or more), "ph" written "f", the spaces of a compound left out ("motdepasse"). The first
    letter is kept: a typo there makes another word.
    """
    if " " in word:
        return {word.replace(" ", "")} if len(word.replace(" ", "")) >= 7 else set()
    if len(word) < 7 or not word.isalpha():
        return set()
    out: set[str] = set()
    for i in range(1, len(word)):
        if len(word) >= 8:
            out.add(word[:i] + word[i + 1 :])
        if i + 1 < len(word) and word[i] != word[i + 1]:
            out.add(word[:i] + word[i + 1] + word[i] + word[i + 2 :])
        out.add(word[:i] + word[i] + word[i:])
    if "ph" in word:
        out.add(word.replace("ph", "f"))  # written as said: "passfrase"
    out.discard(word)
    return out


# Misspelt password words ("pasword", "passwrod", "paswort", "contarseña"), added after every
# real word so that a real word of any family keeps its own meaning.
# A variant that is a prefix of a real word, or starts with one ("passwor", "passwordd"),
# would be found inside that word, where the real word's own checks belong.
_REAL_WORDS = {w for family in _FAMILIES.values() for w in family}
_REAL_PREFIXES = {w[:i] for w in _REAL_WORDS for i in range(1, len(w) + 1)}
for _word, _lang in list(_FAMILIES["password"].items()):
    for _variant in typo_variants(_word):
        if _variant in _REAL_PREFIXES or any(
            _variant[:i] in _REAL_WORDS for i in range(1, len(_variant))
        ):
            continue
        _FAMILIES["password"].setdefault(_variant, _lang)
LANGUAGE_WORDS: dict[str, str] = {}
"""Every credential word -> its family (``password``, ``pin``, ``recovery``, ``token``)."""
for _family in ("token", "recovery", "pin", "password"):  # later families win on clashes
    for _word in _FAMILIES[_family]:
        LANGUAGE_WORDS[_word] = _family
_SHAPED_ONLY = frozenset(_parse("PASSWORD_SHAPED"))
"""Words that also mean "key" or "pass": only a password-shaped value follows them."""
for _word in _SHAPED_ONLY:
    LANGUAGE_WORDS.setdefault(_word, "password")
    _FAMILIES["password"].setdefault(_word, "en")
LANGUAGES: frozenset[str] = frozenset(
    line.partition(":")[0].strip()
    for module in _TABLES
    for table in ("PASSWORD", "PIN")
    for line in getattr(module, table).strip().splitlines()
) - {"romanised"}
"""Language codes with credential words."""

# Words that may stand between the credential word and its value.
_FILLERS = (
    _closed_class("GRAMMAR", bare=True)
    | _closed_class("COPULAS")
    | frozenset(
        """
    → ⇒ -> ⟶ » here's: be: is: = : ： - – — > => ~ be been being
    """.split()
    )
)
_FOR_WORDS = frozenset(
    """
    for of to on at du de des pour au aux für fürs zum zur vom del al de la di della dello
    alla do da ao na k ke ku untuk dari của cua cho za për ya para sa kwa fyrir fir від за
    dos das van voor för till til dla do için pentru для от до к του της για
    στο στη στην στον σε bei beim im auf dans chez en sul nel nella bij op på w ve в на
    """.split()
)
_COPULAS = _closed_class("COPULAS") | frozenset("= : ：".split())
_BACK_FILLERS = frozenset(
    "voilà voici ecco new nouveau nouvel nouvelle neues neue nuevo nueva nuovo nuova novo nova "
    ": — – la mia das dies this that c'est questa questo esta este "
    "is was as my the our your a an for est mon ma comme ist mein meine als es mi como "
    "è il mio come é a minha meu como als mijn är mitt som er mit som = "
    "le les het de это мой моя to moje mój moja jest benim bu je moje".split()
)
_TIME_WORDS = frozenset(
    "every last next week month year day quarter today yesterday tomorrow always never".split()
)
# "X : voilà mon nouveau mot de passe": a presentative links a value before it, too.
_BACK_LINKS = frozenset(
    "is was as est comme ist als es como è come é är som er = voilà voici ecco "
    "c'est это to jest je bu".split()
)
_MODIFIER_NOUNS = frozenset(
    """
    policy policies reset resets manager managers change changes changed rule rules field
    fields hint hints strength requirement requirements length expiry expiration prompt
    protected protection less generator generators vault keeper box entry form screen page dialog
    recovery sharing leak leaks hash hashes hashing file files list lists update updates
    """.split()
)
# Scripts written without spaces between words: CJK, Thai, Lao, Khmer, Burmese.
_CJK = (
    r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff"
)
_TOKEN_RE = re.compile(
    rf"[\"'`“”‘’«»„「『][^\"'`“”‘’«»„」』\n]{{1,120}}[\"'`“”‘’«»」』]|[{_CJK}]{{1,12}}|[^\s{_CJK}]{{1,200}}"
)
_MEASURE_RE = re.compile(r"\d{1,3}[- ‐]?[^\W\d_]{2,20}")
_CHANGED_TO_RE = re.compile(
    r"(?i)[ \t]{1,3}(?:was[ \t]{1,3}|is[ \t]{1,3}|has[ \t]{1,3}been[ \t]{1,3}|got[ \t]{1,3})?"
    r"(?:changed|set|reset|updated|switched|rotated)[ \t]{1,3}to\b"
)
_APP_PASSWORD_RE = re.compile(r"[a-z]{4}(?: [a-z]{4}){3}(?![A-Za-z0-9])")
_HYPHEN_WORDS_RE = re.compile(r"[^\W\d_]{2,}(?:[-_.][^\W\d_]{2,}){2,11}")
_CJK_RE = re.compile(f"[{_CJK}]")
_CJK_RUN_RE = re.compile(f"[{_CJK}]+")
_LETTER_BEFORE = re.compile(r"[^\W\d_]")
_PARENTHETICAL = re.compile(r"[ \t]{0,3}[,(–—][^,.;:!?()\n]{1,60}[,)–—]")
_CODE_FOR_RE = re.compile(
    # a zip, postal, area or dialling code names a place, never a lock's code
    r"(?i)(?<!zip )(?<!zip-)(?<!postal )(?<!post )(?<!area )(?<!country )(?<!dialing )"
    r"(?<!dialling )(?<!promo )(?<!discount )"
    r"\bcode[ \t]{1,3}(?:for|to|of|on)[ \t]{1,3}(?:the[ \t]{1,3}|my[ \t]{1,3}|our[ \t]{1,3}|"
    r"your[ \t]{1,3})?(?:[a-z]{2,12}[ \t]{1,3}){0,2}(?:door|gate|alarm|safe|garage|building|"
    r"lockbox|keypad|lock|locker|house|apartment|flat|office|entrance|shed|storage|padlock)s?"
    r"\b[^.\n\d]{0,24}?(?P<value>\d{3,8})\b"
)

# "the alarm disarm code is 1578", "set the restriction code to 2571": what the code opens,
# a word or two, "code", a copula or "to", then the digits (four or more: not "4 digits").
_DEVICE_CODE_RE = re.compile(
    r"(?i)\b(?:door|gate|alarm|safe|garage|lockbox|keypad|locker|padlock|restriction|"
    r"screen[ \t]?time|unlock|disarm|entry|entrance|building|alarm[ \t]system|key[ \t]?safe)"
    r"(?:[ \t]{1,3}[a-z]{2,12}){0,2}[ \t]{1,3}(?:pin|code|passcode)"
    r"(?:[ \t]{1,3}(?:on|for|of|in|at)(?:[ \t]{1,3}[\w'’]{2,12}){1,3})?"
    r"(?:[ \t]{1,3}(?:is|was|to)|[ \t]{0,3}[=:-])[ \t]{1,3}(?:now[ \t]{1,3}|still[ \t]{1,3})?"
    r"(?P<value>\d{4,8})\b"
)

# "pass" carries a value unless a noun before it makes it a ticket ("boarding pass: 3F7K2L",
# "bus pass", "ski pass"): after punctuation, another script, a determiner, a filler or the
# name of what a password opens ("wifi pass", "the pass for the router -> X") it may.
_PASS_OWNERS = frozenset(
    "the my our your his her their this that wifi wi-fi admin root router nas email mail "
    "server vpn db ssh login user guest network hey hi ok okay so and also".split()
)


def _owned_pass(lowered: str, start: int) -> bool:
    before = lowered[max(0, start - 24) : start].split()
    if not before:
        return True
    word = before[-1]
    if "@" in word or word.endswith(":"):
        return True  # "gmail: tom@example.com pass X": a login, then its password
    if not (word.isascii() and word.isalpha()):
        return True
    return word in _PASS_OWNERS or word in _FILLERS


# A question names what its answer opens: only "the answer to my security question is X"
# carries a value ("my security question is my first pet's name" states the question).
_ANSWER_ONLY = frozenset(
    """
    security question|secret question|sicherheitsfrage|geheimfrage|question secrète|question de
    sécurité|pregunta secreta|pregunta de seguridad|domanda segreta|domanda di sicurezza|pergunta
    secreta|pergunta de segurança|geheime vraag|beveiligingsvraag
    """.split("|")
)
_ANSWER_ONLY = frozenset(" ".join(word.split()) for word in _ANSWER_ONLY)
_ANSWER_WORDS = ("answer", "antwort", "réponse", "respuesta", "risposta", "resposta", "antwoord")


def answer_asked(lowered: str, start: int, word: str) -> bool:
    """A question word ("security question") carries a value only after "the answer to"."""
    return word not in _ANSWER_ONLY or any(
        a in lowered[max(0, start - 30) : start] for a in _ANSWER_WORDS
    )


# "the password I use everywhere is X": a relative clause, then the copula.
_RELATIVE_SUBJECTS = frozenset("i we you they ich wir je nous yo".split())


def _strong_value_next(text: str, token: re.Match[str]) -> tuple[int, int] | None:
    """After a noun or two ("wifi"), a value of three character classes is the password.

    The nouns must not be closed-class words: "passwords *like* P@ssw0rd" is a comparison.
    """
    if is_closed_class(token.group(0).lower()):
        return None
    end = token.end()
    for count, nxt in enumerate(_TOKEN_RE.finditer(text, end)):
        if nxt.start() - end > 3 or count > 1:
            return None
        raw = nxt.group(0)
        if raw.replace("-", "").isalpha() and not is_closed_class(raw.lower()) and count == 0:
            end = nxt.end()
            continue  # a second noun: "رمز عبور وای فای V است"
        value = trim_value(raw)
        shaped = (
            looks_like_password(value) and char_classes(value) >= 3 and not value.isalpha()
        ) or strong_passphrase(value)  # "رمز عبور مودم otter$ginger$saffron است"
        if shaped or bare_value(value, "password", after_copula=False):
            begin = nxt.start() + raw.find(value)
            return begin, begin + len(value)
        return None
    return None


def _rtl(word: str) -> bool:
    """Hebrew and Arabic attach prefixes to the credential word (ה-, و-, ال-)."""
    return any("\u0590" <= c <= "\u06ff" for c in word)


def _is_phrase_word(word: str) -> bool:
    """Passphrase words: a value of several plain words is a secret after these."""
    return any(part in word for part in ("phrase", "frase", "fras", "zin", "lause", "パスフレーズ"))


def _copula_ahead(text: str, token: re.Match[str]) -> bool:
    """The token ends with a colon, or one of the next two tokens is a copula or a colon."""
    if token.group(0).endswith((":", "：")) and len(token.group(0)) > 1:
        return token.group(0)[:-1].isalpha()
    if not token.group(0).isalpha():
        return False
    for count, nxt in enumerate(_TOKEN_RE.finditer(text, token.end())):
        word = nxt.group(0).lower()
        if word in _COPULAS or word.rstrip(":：") in _COPULAS or word in (":", "："):
            return True
        if count == 0 and word.isalpha() and word in _FILLERS:
            return True  # "kata sandi wifi saya X": a noun, then a possessive
        if count >= 1 or not word.isalpha():
            return False
    return False


# Nouns a credential word modifies when a value-first sentence is about something else:
# "X is the password replacement we picked", "X — that's the admin password meeting".
COMPOUND_NOUNS = frozenset(
    """
    replacement replacements add-on addon add-ons project projects audit audits service
    services backend backends frontend roadmap meeting meetings rule song songs team teams
    tool tools app apps plugin plugins extension feature features system systems framework
    frameworks library server servers api module provider vendor product products solution
    standard standards spec initiative program programme workshop training course talk talks
    session review discussion debate issue issues problem problems bug bugs ticket tickets
    story stories joke jokes meme codename name title topic strategy approach method scheme
    protocol mechanism model process procedure workflow migration rollout upgrade law
    guideline guidelines guidance doc docs documentation article blog post video podcast
    episode book chapter slide slides deck survey study research paper report vulnerability
    breach incident attack spray fatigue hygiene habit habits advice tips club committee owner
    question questions idea ideas debacle fiasco saga drama thread channel chat call sync
    standup demo pitch proposal budget contract deal vote alternative alternatives successor
    substitute option options killer trend trends alert alerts notification reminder
    """.split()
)
_ELSEWHERE_RE = re.compile(
    r"[ \t]{1,3}(?:is|are|was|'s)[ \t]{1,3}(?:yours|mine|his|hers|theirs|ours|on|in|at|under|"
    r"below|above|inside|taped|stuck|written|printed)(?!\w)"
)


def names_another(lowered: str, tail: int) -> bool:
    """The credential word at ``tail`` modifies a noun, or says the password is elsewhere."""
    if _ELSEWHERE_RE.match(lowered, tail):
        return True  # "You'll need Office.365 ... — the password is yours"
    words = lowered[tail : tail + 30].split()[:1]
    if not words:
        return False
    word = words[0].strip(".,;:!?)\"'")
    return word in COMPOUND_NOUNS or word in _MODIFIER_NOUNS


# "code" and a noun it modifies is source code or a compound ("login code freeze starts 1200",
# "verification code ticket 35441", "the sign-in code base"), never a code to enter.
CODE_COMPOUND_RE = re.compile(
    r"(?i)[ \t-]{1,2}(?:freezes?|review(?:s|ers?|ed)?|tickets?|bases?|style|quality|owners?|"
    r"ownership|search|coverage|paths?|smells?|changes?|cleanup|refactor\w*|modules?|files?|"
    r"repos?|repository|branch(?:es)?|merges?|commits?|snippets?|blocks?|audits?|generat\w+|"
    r"flows?|logic|handlers?|rewrites?|migrations?|lint\w*|format\w*|editors?|names?|"
    r"comments?|docs|documentation|tests?|deploy\w*|releases?|rollout|sprint|walkthrough|"
    r"readability|complexity|debt|samples?|examples?|owners?|split|sync|cutoff|deadline|"
    r"kommentar|überprüfung|revisión|revisione|ревью)(?!\w)"
)
