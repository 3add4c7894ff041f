"""Disclosures whose shape is a phrase rather than "<credential word> is <value>".

* login pairs: "login: alice / X", "wifi: HomeNet / X", "log in as alice with X", and with a
  plain word as the password half where the pair names both halves ("Login details for the
  printer: admin / toner", "user bob pass sunflower");
* the password as the means of logging in: "use X to log in", "log in with X";
* a candidate asked about: "is X a good password for my bank?" (the user means to use
  X: refused when X has the shape of a password; a plain word asked about is let through);
* a pronoun for the password: "forgot my password so I changed it to X".

The value must have the shape of a password (mixed character classes), since none of these
phrases says on its own that the token is one.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.frames import framed, negated, sentence
from ltm_core.guard.lexicon import names_another
from ltm_core.guard.material import bip39_words
from ltm_core.guard.plain import is_closed_class
from ltm_core.guard.values import (
    char_classes,
    entropy,
    is_identifier,
    is_placeholder,
    is_reference,
    is_wordy,
    looks_like_password,
    looks_like_word_passphrase,
    trim_value,
    word_like,
)

__all__ = ["changed_it_to", "credential_pairs", "phrase_matches", "value_first"]

_LOGIN_RE = re.compile(
    r"(?i)\b(?:login|log-in|username|user(?:name)?|user id|benutzer(?:name)?|identifiant|"
    r"usuario|utente|usuário|gebruiker|användare|brugernavn|käyttäjä|użytkownik|логин|"
    r"account|creds?|credentials)\b(?:[ \t]{1,3}is[ \t]{1,3}|[ \t]{0,3}[:：=][ \t]{0,3})"
    r"[^\s/|:@${}]{1,80}[ \t]{0,3}(?:/|\||:|[ \t]{1,3}pass(?:word)?[ \t]{0,3}[:：=])[ \t]{0,3}"
    r"(?P<value>[^\s]{4,200})"
)
_SLASH_PAIR_RE = re.compile(
    r"(?i)\b(?:login|log-in|wifi|wi-fi|wlan|ssid|network|user(?:name)?|account|creds?|credentials)"
    r"\b(?:[ \t]{1,3}(?:are|is|=))?[:：]?[ \t]{1,3}[^\s/|]{1,80}[ \t]{1,3}/[ \t]{1,3}"
    r"(?:(?:pass(?:word)?|pwd|pw)[:：]?[ \t]{1,3})?(?P<value>[^\s]{4,200})"
)
_LOG_IN_AS_RE = re.compile(
    r"(?i)\b(?:log|sign)[ -]?in[ \t]{1,3}(?:with|as|using)[ \t]{1,3}[^\s]{1,80}[ \t]{1,3}"
    r"(?:and|/|with|plus)[ \t]{1,3}(?:(?:the[ \t]{1,3})?pass(?:word)?[ \t]{1,3})?"
    r"(?P<value>[^\s]{4,200})"
)
# "use X to log in", "log in with X", "X gets you in": the value is the means of logging in.
_USE_TO_LOG_IN_RE = re.compile(
    r"(?i)\b(?:use|type|enter|try)[ \t]{1,3}(?P<value>[^\s]{6,80})[ \t]{1,3}(?:to|for)[ \t]{1,3}"
    r"(?:log|sign)[ -]?(?:in|on)\b"
)
_LOG_IN_WITH_RE = re.compile(
    r"(?i)\b(?:log|sign)[ -]?(?:in|on)[ \t]{1,3}(?:with|using)[ \t]{1,3}(?P<value>[^\s]{6,80})"
    r"(?![ \t]{1,3}(?:and|/|plus|with)\b)"
)
# "is X a good password for my bank?", "would X work as a password?"
_CANDIDATE_RE = re.compile(
    # the value does not end its clause: "SSID is Livebox-8A2F, the password is ..." names the
    # network, and the password word opens another clause
    r"(?i)\b(?:is|would|will|was|does)[ \t]{1,3}(?P<value>[^\s]{5,79}[^\s,;:.!?])[ \t]{1,3}"
    r"(?:(?:a|an|the|my|work[ \t]{1,3}as[ \t]{1,3}a)[ \t]{1,3})(?:[a-z-]{2,14}[ \t]{1,3}){0,3}"
    r"(?:password|passphrase|passcode|passwort|mot de passe|contraseña|senha|wachtwoord|pin)\b"
)
_CHANGED_IT_RE = re.compile(
    r"(?i)\b(?:changed|set|reset|updated|switched|made|changing|setting)[ \t]{1,3}(?:it|that)"
    r"[ \t]{1,3}(?:to|as)[ \t]{1,3}(?P<value>[^\s]{3,80})"
)
_MODIFIED_RE = re.compile(
    r"(?i)[ \t]{1,3}(?:managers?|generators?|polic(?:y|ies)|vaults?|apps?|strength|hints?|"
    r"resets?|keepers?|rules?|checkers?|meters?|fields?|prompts?)\b"
)
# "you can log into the NAS with riverbank72", "get into my laptop with Tulip55"
_GET_IN_WITH_RE = re.compile(
    r"(?i)\b(?:(?:log(?:ged)?|sign(?:ed)?)[ -]?(?:into|in[ \t]{1,3}to|onto|on[ \t]{1,3}to)"
    r"|get[ \t]{1,3}into)"
    r"[ \t]{1,3}(?:(?:the|my|our|your)[ \t]{1,3})?(?:[\w.-]{1,20}[ \t]{1,3}){1,2}?with[ \t]{1,3}"
    r"(?P<value>[^\s,;]{6,80})"
)
# "type nightingale when it asks for the password"
_TYPE_WHEN_RE = re.compile(
    r"(?i)\b(?:type|enter|put[ \t]{1,3}in|use|say)[ \t]{1,3}(?P<value>[^\s,;]{3,40})[ \t]{1,3}"
    r"(?:when|if|whenever|once)[ \t]{1,3}"
    r"(?:it|they|the[ \t]{1,3}\w{2,20}|you[’']re|you[ \t]{1,3}are)"
    r"[ \t]{1,3}(?:asks?|prompts?|asked|prompted)[ \t]{1,3}(?:you[ \t]{1,3})?for[ \t]{1,3}"
    r"(?:the[ \t]{1,3}|a[ \t]{1,3}|your[ \t]{1,3})?(?:password|passcode|pin|code|passphrase)\b"
    r"(?![ \t]{1,3}(?:reset|manager|change|policy|hint))"
)
# "router admin login is admin/dolphin", "the Hulu login is my email and pinecone17"
_LOGIN_IS_RE = re.compile(  # "the login for the school portal is jsmith / Hedgehog2015"
    r"(?i)\blogin(?:[ \t]{1,3}(?:for|to|of|on|at)(?:[ \t]{1,3}[\w'’.-]{1,20}){1,4}?)?"
    r"[ \t]{1,3}(?:is|was|=|:)[ \t]{1,3}(?:[^\s/]{2,60}[ \t]{0,2}/[ \t]{0,2}|"
    r"(?:my|the)[ \t]{1,3}(?:email|e-mail|username|user[ \t]name|phone[ \t]number)[ \t]{1,3}"
    r"(?:and|\+|plus)[ \t]{1,3})(?P<value>[^\s,;/]{3,80})"
)
_EMAIL_RE = re.compile(r"[^@\s]{1,64}@[^@\s]{1,255}\.[A-Za-z]{2,24}")
_CUES = (
    "log",
    "sign",
    "user",
    "login",
    "account",
    "cred",
    "wifi",
    "wi-fi",
    "wlan",
    "ssid",
    "network",
)


def _shaped(value: str, classes: int) -> bool:
    return looks_like_password(value) and char_classes(value) >= classes


# A label that names access without a password word, then a value: "creds for the staging
# box: X", "login for Netflix: X", "access for the router -> X", "the code for the NAS is X",
# "email login is X". The label says little, so the value must look like a generated key.
_LABELLED_RE = re.compile(
    r"(?i)(?<![\w-])(?:creds?|credentials|logins?|log-?in|access|auth|code|key|entry|combo)"
    r"(?:[ \t]{1,3}(?:for|to|of|on|at)[ \t]{1,3}[^\n:=>→.!?]{1,40}?)?"
    r"(?:[ \t]{0,3}(?:[:：=]|->|→|=>)|[ \t]{1,3}(?:is|are|was))[ \t]{0,3}"
    r"(?P<value>[^\s]{8,200})"
)
_LABEL_CUES = ("cred", "login", "log-in", "access", "auth", "code", "key", "entry", "combo")
# Symbols of ids and paths ("A7B9-22KX", "v2.3.1", "src/app.py", "#4821"), not of keys
# (a "#" inside a value is a key's).
_ID_SYMBOLS = frozenset("-_./:#")


def generated_key(value: str) -> bool:
    """Whether ``value`` looks generated: a key's mix of classes, not an id's or a word's.

    Three of lowercase, uppercase, digits and a symbol that ids do not use (``! % & * ...``),
    or lower, upper and digits at high entropy that do not read as words ("cARbP2F5Nr",
    not "ProjectX2024"). Order numbers, promo codes, versions and hashes mix fewer classes.
    """
    if not 8 <= len(value) <= 200 or is_placeholder(value) or _EMAIL_RE.fullmatch(value):
        return False
    if is_reference(value) or is_identifier(value) or value.startswith(("http", "www.")):
        return False
    lower = any(c.islower() for c in value)
    upper = any(c.isupper() for c in value)
    digit = any(c.isdigit() for c in value)
    symbol = any(not c.isalnum() and c not in _ID_SYMBOLS for c in value) or "#" in value[1:]
    if symbol and lower + upper + digit >= 2:
        return True
    return (
        lower
        and upper
        and digit
        and len(value) >= 10
        and entropy(value) >= 3.0
        and not is_wordy(value)
        and not any(word_like(w.lower()) for w in _CAMEL_WORD_RE.findall(value))
    )


_CAMEL_WORD_RE = re.compile(r"[A-Z][a-z]{3,}")
# A qualifier that makes the key public ("the publishable key was X", "site key: X").
_PUBLIC_BEFORE_RE = re.compile(
    r"(?:public|publishable|site|pub|anon|host|gpg|pgp|ssh|verification|promo|promotional|"
    r"discount|coupon|voucher|referral|invite|invitation|error|meeting|zip|postal|tracking|"
    r"booking|confirmation|product|course|colou?r|qr|bar|country|area|status|exit|dress)"
    r"[ \t-]{1,2}\Z"
)


def labelled_values(text: str, lowered: str) -> list[SecretMatch]:
    """A generated-looking value after an access label (see ``_LABELLED_RE``)."""
    if not any(cue in lowered for cue in _LABEL_CUES):
        return []
    return _stated_values(
        text,
        _LABELLED_RE,
        lambda value, m: (
            generated_key(value) and not _PUBLIC_BEFORE_RE.search(lowered, 0, m.start())
        ),
    )


def _stated_values(
    text: str, pattern: re.Pattern[str], accept: Callable[[str, re.Match[str]], bool]
) -> list[SecretMatch]:
    """Each trimmed ``value`` of ``pattern`` that ``accept`` takes, as a login pair.

    A sentence that negates the value or frames it (an example, a story) lets it through.
    """
    found: list[SecretMatch] = []
    for m in pattern.finditer(text):
        value = trim_value(m.group("value"))
        if not accept(value, m):
            continue
        s_start, s_end = sentence(text, m.start(), m.end())
        if negated(text, m.start()) or framed(text, s_start, s_end):
            continue
        begin = m.start("value") + m.group("value").find(value)
        found.append(SecretMatch("login_pair", begin, begin + len(value)))
    return found


# The value first, then what it is: "copper_tulip#974 — that's the admin password", "X -
# that is the wifi password", "X (that's my gmail password)". A noun after the word makes it
# about another thing.
_THATS_THE_RE = re.compile(
    r"(?:^|(?<=[\s(«\"'“‘>*]))(?P<value>[^\s]{6,80}?)[ \t]{0,3}(?:—|–|-{1,2}|,|:|\()[ \t]{0,3}"
    r"(?i:that[’']?s|that[ \t]is|this[ \t]is|it[’']?s|it[ \t]is|that[’']ll[ \t]be)[ \t]{1,3}"
    r"(?i:the|my|our|your)[ \t]{1,3}(?:[\w+.-]{2,20}[ \t]{1,3}){0,3}?"
    r"(?i:password|passphrase|passcode|pin|pw)(?![\w-])"
)
# "You'll need X to get into the shared drive — that's the password": the value as what one
# needs to get in, with a password word on its line.
_NEED_TO_GET_IN_RE = re.compile(
    r"(?i)\b(?:need|use|enter|type|try)[ \t]{1,3}(?P<value>[^\s]{6,80})[ \t]{1,3}to[ \t]{1,3}"
    r"(?:get[ \t]{1,3}in(?:to)?|log[ \t-]?in(?:to)?|sign[ \t-]?in(?:to)?|access|unlock|open)\b"
)
_PASSWORD_WORD_RE = re.compile(r"(?i)\b(?:password|passphrase|passcode|pin|pw)\b")
# A login label, a user, then the password after a comma or slashes: "log in as me: root,
# X", "creds — ops // X", "credentials: deploy // X".
_HANDED_PAIR_RE = re.compile(
    r"(?i)(?<![\w-])(?:(?:log|sign)[ \t-]?in[ \t]{1,3}as[ \t]{1,3}me|logins?|creds?|credentials)"
    r"[ \t]{0,3}(?::|—|–|-{1,2})[ \t]{1,3}[\w.@+-]{2,40}[ \t]{0,2}"
    r"(?:,|/{1,2}|\|{1,2})[ \t]{1,3}(?P<value>[^\s]{6,80})"
)
# A network, its name, then its key: "SSID HomeNet, key X", "network HomeNet pass X".
_NETWORK_PAIR_RE = re.compile(
    r"(?i)(?<![\w-])(?:ssid|wifi|wi-fi|wlan|network)[ \t]{0,3}[:=]?[ \t]{1,3}[^\s,;/]{2,40}"
    r"[ \t]{0,2}[,;]?[ \t]{1,3}(?:key|pass(?:word)?|pw|pwd|psk)[ \t]{0,3}[:=]?[ \t]{1,3}"
    r"(?P<value>[^\s]{6,80})"
)
_NOT_ABOUT_IT_RE = re.compile(
    r"(?i)[ \t]{1,3}(?:managers?|resets?|polic(?:y|ies)|fields?|prompts?|hints?|rules?|"
    r"generators?|changes?|screens?|pages?|apps?|boxes|box|forms?|requirements?)\b"
)


def _handed_value(value: str) -> bool:
    """A passphrase, or a password of two or more character classes with a digit."""
    if is_placeholder(value) or _EMAIL_RE.fullmatch(value):
        return False
    if looks_like_word_passphrase(value, prose=True):
        return True
    return _shaped(value, 2) and any(c.isdigit() for c in value)


def handed_frames(text: str) -> list[SecretMatch]:
    """Handed-over frames of a password that no "<word> is <value>" reading finds.

    The value first, the value one needs to get in, pairs after a comma or ``//``, and a
    network's name then its key.
    """
    found: list[SecretMatch] = []
    lowered = text.lower()
    named = _PASSWORD_WORD_RE.search(text) is not None
    rules = []  # each frame only where its literal words occur (most texts: none)
    if named and ("that" in lowered or "this" in lowered or "it" in lowered):
        rules.append(_THATS_THE_RE)
    if named and " to " in lowered:
        rules.append(_NEED_TO_GET_IN_RE)
    if ("/" in text or "," in text or "|" in text) and ("log" in lowered or "cred" in lowered):
        rules.append(_HANDED_PAIR_RE)
    if any(word in lowered for word in ("ssid", "wifi", "wi-fi", "wlan", "network")):
        rules.append(_NETWORK_PAIR_RE)
    for rx in rules:
        for m in rx.finditer(text):
            value = trim_value(m.group("value"))
            if not _handed_value(value):
                continue
            if rx is _THATS_THE_RE and (
                _NOT_ABOUT_IT_RE.match(text, m.end()) or names_another(lowered, m.end())
            ):
                continue  # "X — that's the password manager I use", "... password meeting"
            if rx is _NEED_TO_GET_IN_RE:
                line_start = text.rfind("\n", 0, m.start()) + 1
                line_end = text.find("\n", m.end())
                line = text[line_start : line_end if line_end >= 0 else len(text)]
                word = _PASSWORD_WORD_RE.search(line)
                if word is None:
                    continue  # "you need Node.js to open the app": no password named
                if names_another(lowered, line_start + word.end()):
                    continue  # "... — that's the password rule", "... — the password is yours"
            s_start, s_end = sentence(text, m.start(), m.end())
            v_start, v_end = m.span("value")
            if negated(text, m.start()) or (  # a frame around the value, not inside it
                framed(text, s_start, v_start) or framed(text, v_end, s_end)
            ):
                continue
            begin = m.start("value") + m.group("value").find(value)
            paired = rx is _HANDED_PAIR_RE or rx is _NETWORK_PAIR_RE
            rule = "login_pair" if paired else "secret_disclosure"
            found.append(SecretMatch(rule, begin, begin + len(value)))
    return found


def phrase_matches(text: str, lowered: str) -> list[SecretMatch]:
    """Login pairs, "use X to log in", "log in with X" and candidates asked about."""
    found: list[SecretMatch] = []
    rules: list[tuple[re.Pattern[str], str, int]] = [(_CANDIDATE_RE, "secret_disclosure", 2)]
    if any(cue in lowered for cue in _CUES):
        rules += [
            (_LOGIN_RE, "login_pair", 2),
            (_SLASH_PAIR_RE, "login_pair", 2),
            (_LOG_IN_AS_RE, "login_pair", 2),
            (_USE_TO_LOG_IN_RE, "login_pair", 3),
            (_LOG_IN_WITH_RE, "login_pair", 3),
        ]
    if any(cue in lowered for cue in ("log", "sign", "get into", "type", "enter", "use", "put")):
        found.extend(_plain_phrases(text))
    if any(cue in lowered for cue in ("log", "user", "cred", "account", "benutz", "utili", "usu")):
        found.extend(_plain_pairs(text))
    found.extend(labelled_values(text, lowered))
    found.extend(handed_frames(text))
    for rx, rule, classes in rules:
        for m in rx.finditer(text):
            if rx is _CANDIDATE_RE and _MODIFIED_RE.match(text, m.end()):
                continue  # "is 1Password a good password manager?": about a product
            value = trim_value(m.group("value"))
            if _shaped(value, classes) and not _EMAIL_RE.fullmatch(
                value
            ):  # the login, not a secret
                begin = m.start("value") + m.group("value").find(value)
                found.append(SecretMatch(rule, begin, begin + len(value)))
    return found


def changed_it_to(text: str, tail: int) -> tuple[int, int, str] | None:
    """The value "it" was set to after the word at ``tail`` ("so I changed it to X").

    Returns the raw value for the caller to judge (a shaped value or a plain one).
    """
    m = _CHANGED_IT_RE.search(text, tail, min(len(text), tail + 160))
    if m is None or "\n" in text[tail : m.start()]:
        return None
    value = trim_value(m.group("value"))
    if not value:
        return None
    begin = m.start("value") + m.group("value").find(value)
    return begin, begin + len(value), value


def _plain_phrases(text: str) -> list[SecretMatch]:
    """Phrases that name the means of logging in, with a plain word allowed where it is clear."""
    found: list[SecretMatch] = []
    for rx, plain_ok in ((_GET_IN_WITH_RE, False), (_TYPE_WHEN_RE, True), (_LOGIN_IS_RE, True)):
        for m in rx.finditer(text):
            value = trim_value(m.group("value"))
            mixed = any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
            shaped = _shaped(value, 2) and mixed and not _EMAIL_RE.fullmatch(value)
            if rx is _LOGIN_IS_RE and value.isdigit() and not _YEAR_RE.fullmatch(value):
                shaped = 4 <= len(value) <= 12  # "the router login is root / 8842"
            word = value.lower()
            plain = plain_ok and word.isalpha() and len(word) >= 3 and not is_closed_class(word)
            if (shaped or plain) and word not in _NOT_A_VALUE:
                begin = m.start("value") + m.group("value").find(value)
                found.append(SecretMatch("login_pair", begin, begin + len(value)))
    return found


# "Login details for the printer: admin / toner", "user bob pass sunflower", "user 'frank',
# password 'Lighthouse'": a pair that names both halves makes a plain word after the second
# its value. Without a colon, an equals sign or quotes, the pair must open its line.
_CLAUSE_END = (  # the value ends its clause: not "Google / Apple sign-in", "pass list is"
    r"(?=[ \t]{0,3}(?:[^\w \t]|$)|[ \t]{1,3}(?:and|but|so|then|please|pls|thanks)\b"
    r"|[ \t]{1,3}[^\x00-\u024f])"
)
_CLAUSE_END_RE = re.compile(_CLAUSE_END)
_PLAIN_PAIR_RE = re.compile(
    r"(?i)\b(?:logins?|log-in|login[ \t]details|credentials|creds)\b[^\n:]{0,60}:"
    r"[ \t]{0,3}[\w.@+-]{2,40}[ \t]{0,3}/[ \t]{0,3}(?P<value>[^\W_][\w'-]{2,40})" + _CLAUSE_END
)
# The same pair with a shaped or numeric password half: "login for the router: root /
# Xk9#mPq2", "credentials for the NAS: admin/8842" (the plain rule stops at a symbol).
_NAMED_PAIR_RE = re.compile(
    r"(?i)\b(?:logins?|log-in|login[ \t]details|credentials|creds)\b[^\n:]{0,60}:"
    r"[ \t]{0,3}[\w.@+-]{2,40}[ \t]{0,3}/[ \t]{0,3}(?P<value>[^\s/]{4,200})(?!\S)"
)
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_USER_PASS_RE = re.compile(
    r"(?i)\b(?:user(?:name)?|login|benutzer|utilisateur|usuario|utente|usuário)"
    r"(?P<sep1>[ \t]{0,3}[:=]|[ \t]{1,3}(?:is[ \t]{1,3})?)[ \t]{0,3}(?P<q1>['\"“‘]?)"
    r"[\w.@+-]{2,40}['\"”’]?[ \t]{0,3}(?:[,;/]|and)?[ \t]{1,3}"
    r"(?:pass(?:word)?|pw|pwd|passwort|mot[ \t]de[ \t]passe|contraseña|senha)"
    r"(?P<sep2>[ \t]{0,3}[:=]|[ \t]{1,3}(?:is[ \t]{1,3})?)[ \t]{0,3}(?P<q2>['\"“‘]?)"
    r"(?P<value>[^\W_][\w'-]{2,40})"
)
_FIELD_WORDS = frozenset(
    "password pass pwd email e-mail username user name logout login signup register admin "
    "root same blank empty none unknown redacted hidden masked".split()
)


def _plain_pairs(text: str) -> list[SecretMatch]:
    """Login pairs whose password half is a plain word (see ``_PLAIN_PAIR_RE``)."""
    found: list[SecretMatch] = []
    for rx in (_PLAIN_PAIR_RE, _USER_PASS_RE, _NAMED_PAIR_RE):
        for m in rx.finditer(text):
            if rx is _NAMED_PAIR_RE:
                value = trim_value(m.group("value"))
                numeric = value.isdigit() and len(value) <= 12 and not _YEAR_RE.fullmatch(value)
                if not (numeric or _shaped(value, 2)) or _EMAIL_RE.fullmatch(value):
                    continue
                begin = m.start("value") + m.group("value").find(value)
                found.append(SecretMatch("login_pair", begin, begin + len(value)))
                continue
            if rx is _USER_PASS_RE and not (
                _marked(text, m) and (_punctuated(m) or _CLAUSE_END_RE.match(text, m.end()))
            ):
                continue  # "the user experience pass rate", "user group pass list is ready"
            value = trim_value(m.group("value"))
            word = value.lower()
            if len(word) < 4 or is_closed_class(word) or word in _FIELD_WORDS or word[-2:] == "ly":
                continue
            if word in _NOT_A_VALUE or is_placeholder(value):
                continue
            s_start, s_end = sentence(text, m.start(), m.end())
            if negated(text, m.start()) or framed(text, s_start, s_end):
                continue
            begin = m.start("value") + m.group("value").find(value)
            found.append(SecretMatch("login_pair", begin, begin + len(value)))
    return found


def _punctuated(m: re.Match[str]) -> bool:
    return any(c in m.group("sep1") + m.group("sep2") for c in ":=") or bool(m.group("q1"))


def _marked(text: str, m: re.Match[str]) -> bool:
    """A colon, an equals sign or a quote marks the pair, or it opens its line or clause.

    A clause opens after a comma, a colon, a parenthesis, a bullet, a quote, "is" or
    another script.
    """
    if any(c in m.group("sep1") + m.group("sep2") for c in ":=") or m.group("q1") or m.group("q2"):
        return True
    line_start = text.rfind("\n", 0, m.start()) + 1
    prefix = text[line_start : m.start()].rstrip()
    return (
        not prefix
        or prefix[-1] in ",:)>«\"'“(-•*"
        or prefix.lower().endswith(" is")
        or not prefix[-1].isascii()
    )


# Words that name a way of logging in, not a secret: "log into the portal with SSO".
_NOT_A_VALUE = frozenset(
    "sso okta google apple facebook github microsoft face touch fingerprint biometrics "
    "password passcode pin email phone it this that them yes no ok okay y n".split()
)
_VALUE_FIRST_RE = re.compile(
    r"(?:^|(?<=[\s,:;(«»>*\"'“‘-]))(?P<value>[^\W_][\w'-]{2,40})[ \t]{1,3}(?:is|was)[ \t]{1,3}"
    r"(?:the|my|our)[ \t]{1,3}"
    r"(?:[\w-]{2,20}[ \t]{1,3}){0,2}$"
)


def value_first(text: str, lowered: str, start: int) -> tuple[int, int] | None:
    """The value opens the sentence: "avocado is the password for the shared drive"."""
    s_start, s_end = sentence(text, start, start)
    cut = max(s_start, start - 100)  # the value, the copula and two words fit in 100
    head = text[cut:start]
    m = _VALUE_FIRST_RE.search(head)
    if m is None or (m.start() == 0 and cut > s_start and not text[cut - 1].isspace()):
        return None
    value = m.group("value")
    word = value.lower()
    if is_closed_class(word) or word in _NOT_A_VALUE or word in _PRONOUNS:
        return None
    before = text[s_start : cut + m.start("value")].split()
    if before and before[-1].lower() in _OWNERS:
        return None  # "my dog is the password": a noun phrase, not a value
    question = lowered[s_end : s_end + 1] == "?" and not _BREAK_RE.search(lowered, start, s_end)
    if question or negated(text, start) or framed(text, s_start, s_end):
        return None  # "banana is the password?", "never...", "in the story, X is the password"
    begin = cut + m.start("value")
    return begin, begin + len(value)


_BREAK_RE = re.compile(r"[,;:(\-–—]")
_OWNERS = frozenset(
    "my your his her our their the a an this that these those its whose every any no".split()
)
_PRONOUNS = frozenset(
    "what which who whose whatever here there someone something nothing everything love "
    "trust patience knowledge time money".split()
)


# "credentials: bob X", "login alice X", "credenciais: bob X", "بيانات الدخول: bob X": a
# login label, a user name, then the password with only a space between them. The label
# names both halves, so the second needs only a password's shape (three character classes,
# or a generated key's mix).
_PAIR_LABELS = (
    "creds", "cred", "credentials", "login details", "login info", "logins", "login", "log-in",
    "sign-in", "credenciais", "credenciales", "identifiants", "zugangsdaten", "anmeldedaten",
    "inloggegevens", "dane logowania", "kirjautumistiedot", "credenziali",
    "inloggningsuppgifter", "loginoplysninger", "innloggingsdetaljer", "přihlašovací údaje",
    "prihlasovacie údaje", "bejelentkezési adatok", "date de autentificare",
    "данные для входа", "учетные данные", "учётные данные", "облікові дані", "登录信息",
    "登入資訊", "登录凭据", "ログイン情報", "로그인 정보", "giriş bilgileri", "بيانات الدخول",
    "פרטי התחברות", "लॉगिन विवरण", "thông tin đăng nhập", "στοιχεία σύνδεσης",
    "maelezo ya kuingia", "informasi login", "butiran log masuk",
)  # fmt: skip
_PAIR_RE = re.compile(
    r"(?i)(?<!\w)(?:"
    + "|".join(re.escape(label) for label in sorted(_PAIR_LABELS, key=len, reverse=True))
    + r")(?!\w)[ \t]{0,3}(?:[:：=]|[ \t])[ \t]{0,3}(?P<user>[^\s/|:,;]{2,60})[ \t]{1,3}"
    r"(?P<value>[^\s]{6,200})"
)


# A login pair with no password word: the user name labelled and the password after a link
# ("Username svc_backup, and then X"), or a sign-in cue and then "user + X" / "user // X"
# ("what they gave me to sign in to the portal, l.nguyen + X"). With no word to name the
# second half it must look generated: a symbol among three classes, or a key's mix.
_USER_THEN_RE = re.compile(
    r"(?i)(?<![\w-])(?:user(?:[ _-]?name)?|user[ \t]id|login(?:[ \t]name)?|benutzer(?:name)?|"
    r"usuario|utilisateur|utente|gebruiker(?:snaam)?)[ \t]{0,3}[:=]?[ \t]{1,3}"
    r"(?P<user>[^\s,;:]{2,60})[ \t]{0,3}(?:[,;][ \t]{0,3}|[ \t](?=(?:and|then|plus|dann|puis|"
    r"luego|y|und|et)[ \t]))(?:(?:and[ \t]{1,3}then|and|then|plus|followed[ \t]by|dann|"
    r"und[ \t]dann|puis|et[ \t]puis|luego|y[ \t]luego)[ \t]{1,3})?(?:[:][ \t]{0,3})?"
    r"(?P<value>[^\s]{8,200})"
)
_SIGN_IN_CUE_RE = re.compile(
    r"(?i)(?<!\w)(?:sign(?:ed)?[ \t-]?in|log(?:ged)?[ \t-]?in|login|portal|vpn|account|"
    r"access|anmelden|einloggen|connexion|iniciar sesi[oó]n|acceder)(?!\w)"
)
_JOINED_SEP_RE = re.compile(r"[ \t](?:\+|/{1,2}|\||&)[ \t]")
_JOINED_USER_RE = re.compile(r"(?<![\w.@+-])[A-Za-z][\w.@-]{1,60}[ \t]{0,2}\Z")
_JOINED_VALUE_RE = re.compile(r"[ \t]{0,2}(?P<value>[^\s]{8,200})")
_USER_LABEL_WORDS = ("user", "login", "benutzer", "usuario", "utilisateur", "utente", "gebruiker")
_USER_LABEL_START_RE = re.compile(
    r"(?i)(?<![\w-])(?:user|login|benutzer|usuario|utilisateur|utente|gebruiker)"
)


def _strong_second_half(value: str) -> bool:
    """A password named by nothing but its place: generated, or a symbol among three classes."""
    if not _pair_password(value):
        return False
    return generated_key(value) or (
        char_classes(value) >= 3 and any(not c.isalnum() for c in value.strip("._-"))
    )


def _loose_pairs(text: str, lowered: str) -> list[SecretMatch]:
    """Login pairs with no password word (see ``_USER_THEN_RE``; "user + X" after a cue).

    Each stage starts from a cheap anchor (a label word, a spaced "+" or "/") and reads a
    bounded window around it, so chat that names no login costs one scan.
    """
    found: list[SecretMatch] = []
    labels = (
        _USER_LABEL_START_RE.finditer(text)
        if any(word in lowered for word in _USER_LABEL_WORDS)
        else ()
    )
    for label in labels:
        m = _USER_THEN_RE.match(text, label.start())
        if m is None:
            continue
        value = trim_value(m.group("value"))
        if not _strong_second_half(value) or _talk_noun(m.group("user")):
            continue
        found.extend(_judged(text, m, value))
    seps = _JOINED_SEP_RE.finditer(text) if any(c in text for c in "+/|&") else ()
    for sep in seps:
        user = _JOINED_USER_RE.search(text, max(0, sep.start() - 62), sep.start())
        after = _JOINED_VALUE_RE.match(text, sep.end())
        if user is None or after is None:
            continue
        value = trim_value(after.group("value"))
        if not _strong_second_half(value) or _talk_noun(user.group().strip()):
            continue
        if _SIGN_IN_CUE_RE.search(text, max(0, user.start() - 100), user.start()) is None:
            continue  # "the book club + 3 others": no sign-in before the pair
        found.extend(_judged(text, after, value))
    return found


def _judged(text: str, m: re.Match[str], value: str) -> list[SecretMatch]:
    """The login pair's value unless its sentence negates or frames it."""
    s_start, s_end = sentence(text, m.start(), m.end())
    if negated(text, m.start()) or framed(text, s_start, s_end):
        return []
    begin = m.start("value") + m.group("value").find(value)
    return [SecretMatch("login_pair", begin, begin + len(value))]


def credential_pairs(text: str, lowered: str) -> list[SecretMatch]:
    """A user name and a password-shaped value after a login label (see ``_PAIR_RE``)."""
    loose = _loose_pairs(text, lowered)
    if not any(label in lowered for label in _PAIR_LABELS):
        return loose
    return loose + _stated_values(
        text, _PAIR_RE, lambda value, m: _pair_password(value) and not _talk_noun(m.group("user"))
    )


# What follows "login" in talk about logging in ("login problem ZD-48213", "login help ...",
# "the login debugging call_..."): a noun of the topic, never a user name.
_LOGIN_TALK = frozenset(
    "issue issues problem problems help page pages screen screens flow flows form forms error "
    "errors attempt attempts button buttons prompt prompts support bug bugs failure failures "
    "loop redirect redirects timeout timeouts request requests ticket tickets link links "
    "debugging troubleshooting session sessions history logs log audit event events step "
    "steps process method methods option options settings service endpoint api code".split()
)
_TALK_ENDING_RE = re.compile(r"[a-z]{3,}(?:ing|tion|sion|ment|ness|ity|ance|ence)")


# A "user" slot that is itself a label ("discord_user", "user_name", "email"): what follows it
# is the user name, not a password.
_USER_LABEL_RE = re.compile(r"(?i)(?:^|[_\-.])(?:user|username|name|email|id|handle|account)$")


def _talk_noun(user: str) -> bool:
    """Whether the "user" slot of a pair is a word of talk or a label, not a user name.

    A user name is often a plain name too ("login alice X"), so only the topic nouns of
    login talk, common English words (the BIP-39 list: problem, help, page, screen), words
    with a noun's ending (debugging, verification, management) and labels that name a user
    (``discord_user``) count.
    """
    if _USER_LABEL_RE.search(user):
        return True
    word = user.lower()
    if not word.isalpha() or not (user.islower() or user[1:].islower()):
        return False
    return word in _LOGIN_TALK or word in bip39_words()[0] or bool(_TALK_ENDING_RE.fullmatch(word))


def _pair_password(value: str) -> bool:
    """The second half of a pair has a password's shape (and is no email, no reference)."""
    if is_placeholder(value) or is_reference(value) or _EMAIL_RE.fullmatch(value):
        return False
    if not (generated_key(value) or (char_classes(value) >= 3 and len(value) >= 8)):
        return False
    if not any(c.isdigit() for c in value):
        return False
    # "login page Home2Page": words; "cobalt.juniper.35!" is a passphrase
    return not (is_wordy(value) and all(c.isalnum() or c in "._-" for c in value))
