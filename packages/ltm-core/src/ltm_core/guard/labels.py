"""Values that are words for people, not secrets: UI labels, translations, messages.

A translation file maps the key ``password`` to the word a screen shows ("Passwort",
"Contraseña", "Salasana", "Incorrect password", "¿Olvidaste tu contraseña?"), and a
validation error maps it to a message ("is too short (minimum is 8 characters)"). Such a
value is made of words only, and either is a credential word of some language (the lexicon
of the sentence detectors), holds one among other words, or reads as a message. A value
with a digit or a symbol inside a word ("Kennwort1!", "Salasana#42") is no label: that is
how people build passwords from words.
"""

from __future__ import annotations

import re

from ltm_core.guard.lexicon import LANGUAGE_WORDS
from ltm_core.text.lexical import STOP_WORDS

__all__ = ["field_value", "label_value"]

# Words of a label or a message, with the punctuation a sentence puts around them.
_LABEL_TOKEN_RE = re.compile(r"[¿¡(\"'«“]{0,2}[^\W\d_]+(?:['’-][^\W\d_]+){0,3}[.,;:!?)\"'»”]{0,3}")
_MESSAGE_TOKEN_RE = re.compile(
    r"[¿¡(\"'«“]{0,2}(?:[^\W\d_]+(?:['’-][^\W\d_]+){0,3}|\d{1,3})[.,;:!?)\"'»”]{0,3}"
)
_EDGE = "¿¡()\"'«»“”.,;:!?"
# UI words that sit next to a credential word on a screen or in a translation table, in
# the languages of the lexicon: what a label names besides the secret itself.
_UI_WORDS = frozenset(
    """
    username benutzername benutzer nutzername anmelden abmelden geheimnis schlüssel kennung
    utilisateur identifiant connexion jeton usuario nombre iniciar sesión clave ficha
    utente accedi gettone gebruikersnaam inloggen sleutel użytkownik login логин токен
    пользователь войти ключ käyttäjätunnus kirjaudu brugernavn log ind användarnamn logga
    """.split()
)
# Words of a validation or error message: what a form says about a value it refused.
_MESSAGE_WORDS = frozenset(
    """
    short long minimum maximum min max least most characters character chars letters digits
    required invalid incorrect wrong expired blank empty match matches mismatch contain
    contains must should cannot can't doesn't weak strong missing
    """.split()
)


# Credential words of more than one word ("mot de passe", "kata sandi").
_PHRASES = frozenset(w for w in LANGUAGE_WORDS if " " in w)
# The start of a key/value line up to its value: "error.password=", '  "password": '.
_LINE_KEY_RE = re.compile(r"[ \t]{0,40}[\"']?[\w.\[\]-]{1,80}[\"']?[ \t]{0,4}[:=][ \t]{0,4}")


def _credential_word(word: str) -> bool:
    """A credential word of the lexicon, or one with a short inflection ("contraseñas")."""
    low = word.casefold()
    if low in LANGUAGE_WORDS or low in _UI_WORDS:
        return True
    return any(low[:cut] in LANGUAGE_WORDS for cut in (-1, -2) if len(low) + cut >= 5)


def label_value(value: str) -> bool:
    """Whether ``value`` (a whole field value) is a label or a message, not a secret."""
    text = value.strip().strip("\"'`")
    if not 2 <= len(text) <= 160:
        return False
    words = text.split()
    if all(_LABEL_TOKEN_RE.fullmatch(w) for w in words):
        bare = [w.strip(_EDGE) for w in words]
        # one credential word ("Passwort"), or one among other words ("Incorrect password")
        if any(_credential_word(w) for w in bare) or any(
            phrase in text.casefold() for phrase in _PHRASES
        ):
            return True
    if len(words) >= 3 and all(_MESSAGE_TOKEN_RE.fullmatch(w) for w in words):
        bare = [w.strip(_EDGE).casefold() for w in words]
        # "is too short (minimum is 8 characters)": a message says what is wrong with a value
        return any(w in _MESSAGE_WORDS for w in bare) and any(w in STOP_WORDS for w in bare)
    return False


_QUOTE_PAIRS = {'"': '"', "'": "'", "`": "`", "“": "”", "«": "»", "„": "“"}


def field_value(text: str, start: int, end: int) -> str:
    """The whole value a match at ``start:end`` stands in: to its closing quote or its line end.

    A key/value match may hold the first word of a value only ("error.password=Incorrect
    password"); a label is judged by the field it fills.
    """
    opening = text[start - 1] if start > 0 else ""
    closing = _QUOTE_PAIRS.get(opening)
    if closing is not None:
        stop = text.find(closing, end, end + 200)
        if stop != -1 and "\n" not in text[end:stop]:
            return text[start:stop]
    line_start = text.rfind("\n", 0, start) + 1
    if not _LINE_KEY_RE.fullmatch(text, line_start, start):
        return text[start:end]  # in prose the value ends where the match does
    stop = text.find("\n", end, end + 200)
    stop = min(len(text), end + 200) if stop == -1 else stop
    return text[start:stop].rstrip().rstrip(",;")
