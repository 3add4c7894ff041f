"""A question naming a credential, answered alone on the next line, in any language.

"Wie lautet dein WLAN-Passwort?" then "ist Sonnenblume42", "Qual é a senha do wifi?" then
"é batata77", "wifi pw?" then "kotek123", "暗証番号は？" then "4821". Chat turns are often
stored one after the other (a thread's question, then the user's reply), so the pair is a
disclosure although neither line is one alone.

The question is recognised by shape, not by its asking words (which differ in every
language): the credential word stands on a line that ends with a question mark (``?``,
``？``, the Greek ``;``, the Arabic ``؟``), and no word on it asks for a quantity, a time, a
place, a reason or a method ("what year did you change the password?", "wie viele Zeichen",
"combien de caractères", "何桁"): those are answered by a number or a sentence that is no
credential. The answer is one token, after an optional marker (``>``, ``A:``, a dash) and an
optional "it's" in the question's language; a PIN is digits (not a year), a password has the
shape of one (letters with digits or symbols, see :func:`looks_like_password`).

Every check reads the question's line and the next one: O(line) per keyword hit.
"""

from __future__ import annotations

import re

from ltm_core.guard.values import is_placeholder, is_reference, looks_like_password, trim_value

__all__ = ["NOT_A_VALUE_ASK_RE", "next_line_answer"]

_QUESTION_MARKS = "?？؟;;"
#: Words of a question that asks for something other than the value itself: a quantity, a
#: time, a place, a reason, a method, a tool. Spaced languages as words; CJK as substrings.
NOT_A_VALUE_ASK_RE = re.compile(
    r"(?i)(?<!\w)(?:year|years|when|how\s+(?:many|long|old|often|much|do|does|did|can|could|"
    r"should|would|to|is)|length|long|characters?|chars?|digits?|letters?|numbers\s+of|times|"
    r"expire[sd]?|expiry|month|months|days?|date|why|where|who|whose|which\s+(?:app|manager|"
    r"site|one)|manager|generator|policy|hint|rules?|strength|reset|vault|format|"
    r"wann|jahr|jahre|wie\s+(?:viele|lange|oft|alt)|warum|wieso|wo|wer|zeichen|stellen|"
    r"ziffern|quand|année|ans|combien|pourquoi|où|qui|caractères|chiffres|"
    r"cuándo|cuando|año|años|cuántos|cuántas|cuánto|por\s+qué|dónde|quién|caracteres|"
    r"dígitos|quando|ano|anos|quantos|quantas|quanto|por\s+que|porque|onde|quem|"
    r"anno|anni|quanti|quante|perché|dove|chi|wanneer|jaar|hoeveel|waarom|waar|"
    r"när|år|hur\s+(?:många|länge)|varför|vem|hvornår|hvor|hvem|hvorfor|kiedy|rok|roku|ile|dlaczego|"
    r"gdzie|kto|когда|год|году|сколько|почему|где|кто|коли|скільки|чому|"
    r"kapan|tahun|mengapa|kenapa|siapa|ne\s+zaman|kaç|neden|nerede|kim|"
    r"milloin|vuonna|montako|miksi|missä|kuka|kdy|kolik|proč|kde|kdo|"
    r"πότε|πόσ[αοε]ι?|γιατί|πού|ποιος\s+έχει|când|câte|câți|de\s+ce|unde|cine|"
    r"mikor|hány|miért|hol|khi\s+nào|bao\s+nhiêu|tại\s+sao|ở\s+đâu|ai)(?!\w)"
    r"|いつ|何年|何文字|何桁|なぜ|どこ|誰|什么时候|哪年|几位|多少位|几个字|为什么|哪里|谁|"
    r"언제|몇|왜|어디|누가"
)
# What may open the answer line before the value: a quote marker, "A:", a dash or bullet.
_MARKER_RE = re.compile(
    r"[ \t]{0,3}(?:>{1,3}|[AaRr][:.)]|answer:|antwort:|réponse:|[-–—*•])?[ \t]{0,3}"
)
# "it's" in the languages of the credential words (the value follows it).
_LEAD_WORDS = frozenset(
    "it's it’s its that's that’s c'est c’est just simply ist es est é è era was war is da to "
    "jest är er on ona это то вона είναι e este ez là adalah yaitu bu dir".split()
)
_LEAD_PAIRS = frozenset(
    ("it is", "that is", "es ist", "das ist", "é o", "è la", "het is", "to je", "it was")
)
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_PIN_RE = re.compile(r"[0-9]{3,12}#?")
_MAX_LINE = 200
# A request for the value instead of a question: "send me the wifi password", "podaj PIN".
_REQUEST_RE = re.compile(
    r"(?i)(?<!\w)"
    r"(?:give|tell|send|text|remind|gib|sag|schick|nenn|donne|envoie|rappelle|dame|dime|"
    r"manda|envía|passa|me[ \t]passa|manda|dammi|dimmi|mandami|geef|vertel|stuur|skicka|"
    r"giv|send|podaj|wyślij|przypomnij|дай|скажи|пришли|напомни|söyle|gönder|kirim|"
    r"kasih|beri)(?:[ \t]{1,3}(?:me|mir|moi|mi|me|mij|mig|mnie|мне|bana|aku|saya))?\b"
)
# What people pick as a password: a word with digits, maybe a symbol ("batata77", "Kotek#12").
_WORD_AND_DIGITS_RE = re.compile(
    r"[^\W\d_]{3,30}[^\w\s]?[0-9]{2,8}[^\w\s]?|[0-9]{2,8}[^\W\d_]{4,30}"
)
# A measure ("12chars", "8digits"), not a value.
_MEASURE_RE = re.compile(
    r"(?i)[0-9]{1,3}[- ]?(?:chars?|characters?|digits?|letters?|zeichen|caract\w*)"
)


def _question_line(text: str, start: int, tail: int) -> tuple[int, int] | None:
    """The bounds of the line holding the word, when it is a question with a next line."""
    line_start = text.rfind("\n", max(0, start - _MAX_LINE), start) + 1
    line_end = text.find("\n", tail, tail + _MAX_LINE)
    if line_end == -1:
        return None
    asked = text[tail:line_end].rstrip()
    question = any(mark in asked[-4:] for mark in _QUESTION_MARKS)  # "?", an emoji at most
    if not question and _REQUEST_RE.search(text, line_start, start) is None:
        return None  # neither a question nor a request ("send me the wifi password")
    return line_start, line_end


_JOINERS = frozenset(
    "and but so then thanks thx ok okay please pls lol haha und aber dann danke et mais merci "
    "y pero gracias e ma grazie mas obrigado en maar dank och men tack og tak ja и но "
    "спасибо".split()
)


def _closes_value(word: str) -> bool:
    """The word after the value ends it: punctuation, another script, or a joiner ("and")."""
    return not word[:1].isalnum() or not word.isascii() or word.lower() in _JOINERS


def _answer_value(line: str) -> tuple[int, str] | None:
    """The one token the answer line holds after its marker and lead, and where it starts."""
    marker = _MARKER_RE.match(line)
    pos = marker.end() if marker else 0
    words = line[pos:].split()
    if not words:
        return None
    if len(words) >= 3 and " ".join(words[:2]).lower() in _LEAD_PAIRS:
        lead = 2
    elif len(words) >= 2 and words[0].lower() in _LEAD_WORDS:
        lead = 1
    else:
        lead = 0
    rest = words[lead:]
    if not rest:
        return None
    value = trim_value(rest[0])
    # One token, then the line ends, a comment follows its comma or dash ("X, capital K"), or
    # the sentence goes on after a joiner ("X and then we deploy").
    if len(rest) > 1 and rest[0][-1:] not in ",;—–-(" and not _closes_value(rest[1]):
        return None
    if not value:
        return None
    begin = pos + line[pos:].find(rest[0]) + rest[0].find(value)
    return begin, value


def next_line_answer(
    text: str, lowered: str, start: int, tail: int, family: str
) -> tuple[int, int] | None:
    """The value answering the question whose credential word is at ``start..tail``.

    Args:
        text: The normalised text.
        lowered: ``text.lower()``.
        start: Where the credential word starts.
        tail: Where it ends (after any inflection).
        family: The word's family (``password``, ``pin``, ``token``, ``recovery``).

    Returns:
        The value's span in ``text``, or ``None``.
    """
    bounds = _question_line(text, start, tail)
    if bounds is None:
        return None
    line_start, line_end = bounds
    if NOT_A_VALUE_ASK_RE.search(lowered, line_start, line_end):
        return None  # asks for a year, a count, a place, a tool: no credential answers it
    answer_end = text.find("\n", line_end + 1)
    answer_end = len(text) if answer_end == -1 else answer_end
    if answer_end - line_end > _MAX_LINE:
        return None
    found = _answer_value(text[line_end + 1 : answer_end])
    if found is None:
        return None
    offset, value = found
    if value.isdigit():
        if _YEAR_RE.fullmatch(value) or len(set(value)) < 2 or not 4 <= len(value) <= 12:
            return None
        if family != "pin" and len(value) < 6:
            return None
    elif family == "pin":
        if _PIN_RE.fullmatch(value) is None:
            return None
    elif not _password_shaped(value):
        return None
    begin = line_end + 1 + offset
    return begin, begin + len(value)


def _password_shaped(value: str) -> bool:
    """A password's shape: a token (mixed classes) or a word with digits, not a reference."""
    if not (looks_like_password(value) or _WORD_AND_DIGITS_RE.fullmatch(value)):
        return False
    return not (is_placeholder(value) or is_reference(value) or _MEASURE_RE.fullmatch(value))
