"""Natural-language disclosures, in about 90 languages.

(The credential words, closed classes and token helpers this walk reads are parsed in
:mod:`ltm_core.guard.lexicon` from ``wordlists/credential_*.py``; values by shape in
:mod:`ltm_core.guard.codes`; statement frames and phrasings in :mod:`ltm_core.guard.frames`
and :mod:`ltm_core.guard.phrasing`; disguised words in :mod:`ltm_core.guard.disguise`.)

"my password is X", "X is my password", "use X as the password", "das Passwort für das
WLAN ist X", "パスワードはXです", "мой пароль — X", "the code for the door is 4821",
"login: alice / X", and a credential split across a sentence ("the password, if you need
it, is X"). The credential word alone never refuses a sentence: a value of the right shape
must follow it (or stand right before "is my password"). A password value must look like a
token (mixed character classes, six or more characters, not a word, a date or a
reference); a PIN, CVV or door code is digits; a recovery code is a code-shaped group.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar

from ltm_core.guard import codes
from ltm_core.guard.asked import next_line_answer
from ltm_core.guard.codes import (
    OPENED_CUES,
    bare_value,
    code_groups,
    is_public_id,
    opened_code,
    pin_near,
)
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.frames import (
    FOLLOW_UP_RE,
    NEGATION_RE,
    cited,
    framed,
    hypothetical,
    narrated,
    negated,
    sentence,
    superlative,
    told,
    trope,
)
from ltm_core.guard.lexicon import (
    _APP_PASSWORD_RE,
    _BACK_FILLERS,
    _BACK_LINKS,
    _CHANGED_TO_RE,
    _CJK_RE,
    _CJK_RUN_RE,
    _CODE_FOR_RE,
    _COPULAS,
    _DEVICE_CODE_RE,
    _FAMILIES,
    _FILLERS,
    _FOR_WORDS,
    _HYPHEN_WORDS_RE,
    _MEASURE_RE,
    _MODIFIER_NOUNS,
    _PARENTHETICAL,
    _RELATIVE_SUBJECTS,
    _SHAPED_ONLY,
    _TIME_WORDS,
    _TOKEN_RE,
    CODE_COMPOUND_RE,
    COMPOUND_NOUNS,
    LANGUAGE_WORDS,
    LANGUAGES,
    _copula_ahead,
    _is_phrase_word,
    _owned_pass,
    _rtl,
    _strong_value_next,
    answer_asked,
    names_another,
)
from ltm_core.guard.phrasing import changed_it_to, phrase_matches, value_first
from ltm_core.guard.plain import (
    PLAIN_LANGUAGES,
    judge_words,
    plain_after,
)
from ltm_core.guard.plain_first import plain_apposition, plain_before
from ltm_core.guard.reach import is_ticket, key_in_clause
from ltm_core.guard.used_as import used_as
from ltm_core.guard.values import (
    char_classes,
    is_placeholder,
    joined_words,
    looks_like_passphrase,
    looks_like_password,
    looks_like_pin,
    looks_like_scramble,
    looks_like_token,
    looks_like_word_passphrase,
    strong_passphrase,
    trim_value,
)
from ltm_core.text.lexical import STOP_WORDS

__all__ = ["LANGUAGES", "LANGUAGE_WORDS", "LanguageDetector"]

_OPENED_CUES = frozenset(OPENED_CUES)
_MAP_PIN = ("map", "drop a", "dropped a", "dropped", "location", "google maps", "maps")


# Nouns the credential word modifies: what follows names another thing than its value.
_OTHER_NOUNS = _MODIFIER_NOUNS | COMPOUND_NOUNS


# A command-line flag that names the field to read: "-field=", "--query=", "-k=".
_FLAG_BEFORE_RE = re.compile(r"(?:^|[ \t])--?[a-z][a-z-]{0,20}=[a-z0-9_-]{0,24}$")
_MEMBER_RUN_RE = re.compile(r"\.[a-z0-9_-]{0,24}$")


def _member_of_path(lowered: str, start: int) -> bool:
    """The word ends a member path a command reads: ``.data.password``, ``.db-password``."""
    return _MEMBER_RUN_RE.search(lowered, max(0, start - 26), start) is not None


# A member given a value ("db.pass = X", "spring.datasource.password: X"), not one read.
_ASSIGNED_RE = re.compile(r"[\w-]{0,4}[\"'\]]?[ \t]{0,4}(?:=|:|：)")


class LanguageDetector:
    """Finds credentials disclosed in sentences, in any of :data:`LANGUAGES`."""

    rule_names: tuple[str, ...] = (
        "secret_disclosure",
        "pin_disclosure",
        "recovery_codes",
        "token_disclosure",
        "login_pair",
    )
    _RULE: ClassVar[dict[str, str]] = {
        "password": "secret_disclosure",
        "pin": "pin_disclosure",
        "recovery": "recovery_codes",
        "token": "token_disclosure",
    }

    @staticmethod
    def keywords() -> Iterable[str]:
        """Prefilter keywords: every credential word plus the login and door-code cues."""
        yield from LANGUAGE_WORDS
        yield from (
            "login",
            "user",
            "account",
            "cred",
            "code",
            "логин",
            "benutzer",
            "wifi",
            "wi-fi",
            "access",
            "auth",
            "entry",
            "combo",
        )
        yield from ("wlan", "ssid", "log in", "login", "sign in", "log-in", "sign-in")
        yield from OPENED_CUES  # what a code opens: "the safe opens with 634550"

    def find(
        self, text: str, lowered: str, hits: Iterable[tuple[int, int, str]]
    ) -> list[SecretMatch]:
        """Disclosures in ``text`` (normalised, not folded) given keyword ``hits``."""
        found: list[SecretMatch] = []
        for start, end, word in hits:
            family = LANGUAGE_WORDS.get(word)
            if family is None or not answer_asked(lowered, start, word):
                continue  # "my security question is ...": the question, not its answer
            spaced = word.isascii() or (word[:1].isalpha() and not _CJK_RE.match(word[:1]))
            before = lowered[start - 1] if start > 0 else " "
            if spaced and not _rtl(word) and (before.isalnum() or before == "_"):
                continue  # inside a word or an identifier: "1Password", "DB_PASSWORD"
            if (_member_of_path(lowered, start) and not _ASSIGNED_RE.match(lowered, end)) or (
                before in "=-_" and _FLAG_BEFORE_RE.search(lowered, max(0, start - 48), start)
            ):
                # a field a command reads, not a value said: jsonpath='{.data.password}',
                # jq -r '.password', vault kv get -field=password secret/db
                continue
            if (
                before in "\"'"
                and lowered[start - 2 : start - 1] == "="
                and lowered[end : end + 1] == before
            ):
                continue  # an attribute's value: <input type="password">
            # inflections and plurals: "passwords", "hasła", "пароля", "Passwörter"
            tail = end
            while (
                tail < len(lowered)
                and tail - end < 4
                and lowered[tail].isalpha()
                and not _CJK_RE.match(lowered[tail])
            ):
                tail += 1
            if tail - end >= 4 and word.isascii():
                continue  # a longer word that merely starts with the credential word
            if (
                family in ("pin", "recovery")
                and word.endswith("code")
                and CODE_COMPOUND_RE.match(lowered, tail)
            ):
                continue  # "security code review 1430", "security code ticket 35441"
            if word == "pin" and lowered[end:tail] not in ("", "s"):
                continue  # "pinned", "pinning", "pine": a verb or another word, not a PIN
            if word == "pin" and lowered[max(0, start - 14) : start].rstrip().endswith(_MAP_PIN):
                continue  # "the map pin X marks the cafe", "drop a pin": a place, not a PIN
            following = lowered[tail : tail + 1]
            if following and (following in "_@=" or (following.isdigit() and spaced)):
                continue  # an identifier (password_hash), a URL part or a key/value line
            after = lowered[tail + 1 : tail + 2]
            if (following == "." and after.isalnum()) or (before in ":/" and following in ":/"):
                continue  # a member or a path part: "${{ secrets.DB_PASSWORD }}", "arn:...:secret:"
            if lowered[tail : tail + 1] == "-" and _hyphen_noun(lowered, tail + 1):
                continue  # "Passwort-Manager", "password-reset": a compound names another thing
            if lowered[tail : tail + 2] in ("'s", "’s"):
                tail += 2
            shaped_only = word in _SHAPED_ONLY
            if shaped_only and word == "pass" and (tail != end or not _owned_pass(lowered, start)):
                continue  # "passed", "boarding pass": only "my/the pass ..." may carry a value
            if superlative(lowered, start) or hypothetical(lowered, start, temporal=False):
                continue  # "the most common password is 123456", "if your password is X"
            match = self._after(text, tail, family, phrase=_is_phrase_word(word))
            match = match or codes.asked_value(text, start, tail, family)  # "the PIN?\n4821"
            if match is None and "\n" in text[tail : tail + 200]:  # "Qual é a senha?\né X"
                match = next_line_answer(text, lowered, start, tail, family)
            if match is None and family == "pin":
                match = pin_near(text, tail)  # "PIN ATM-ku 222440", "the gate code at X's is *6275"
                first = None if match else plain_before(text, lowered, start)
                match = first if first and text[first[0] : first[1]].isdigit() else match
                match = match or codes.pin_first(text, start)  # "3712 is the PIN for X"
            if match is None and family in ("password", "token"):
                match = self._before(text, start, tail, family)
            if match is None and family != "recovery":  # "Використовуй X як пароль"
                match = used_as(text, lowered, start, end, tail, family)
            lang = _FAMILIES[family].get(word, "en")
            labelled = word == "pass" and lowered[tail : tail + 1] in ":："  # "pass: mickeyears"
            if (
                match is None
                and family == "password"
                and ((shaped_only and not labelled) or lang not in PLAIN_LANGUAGES)
            ):
                match = _changed_it(text, tail, lang, plain=False)
            elif match is None and family == "password":
                following_word = lowered[tail : tail + 24].split()[:1]
                # "use Python for the password generator", "the password workshop on Friday"
                other = bool(following_word) and following_word[0].strip(".,;:!?") in _OTHER_NOUNS
                if not (other and following_word[0].strip(".,;:!?") in COMPOUND_NOUNS):
                    match = plain_after(text, lowered, start, tail, lang)
                match = match or _changed_it(text, tail, lang, plain=True)
                match = match or plain_apposition(text, lowered, start, tail)
                if match is None and not other:
                    match = plain_before(text, lowered, start) or value_first(text, lowered, start)
            next_word = lowered[tail : tail + 24].split()[:1]
            if (  # not "the password field rejects X": a modifier noun names another thing
                match is None
                and family == "password"
                and not (next_word and next_word[0].strip(".,;:!?") in _OTHER_NOUNS)
                and not negated(text, start)
            ):
                match = key_in_clause(text, tail)  # "Kata sandi akun bank saya X", "X da"
            if (  # "wenn dein Passwort 123456 ist, ...": a conditional, for bare numbers too
                match is not None
                and text[match[0] : match[1]].isdigit()
                and hypothetical(lowered, start)
            ):
                match = None
            if match is not None and family == "token" and codes.names_change(text, *match):
                match = None  # "the PR that rotated the leaked token was merged as <sha>"
            if match is not None and match[1] <= start and names_another(lowered, tail):
                match = None  # "Single-Sign-On is the password replacement we picked"
            if match is not None and _storied(text, lowered, start, match):
                match = None  # "In the novel, the spy's passphrase was '...'": plain words, a story
            if match is not None and _talked_about(text, lowered, start, end, tail, match):
                match = None  # "the Korean word for password: 비밀번호", "passwords — NIST agrees"
            if match is not None:
                found.append(SecretMatch(self._RULE[family], match[0], match[1]))
        if "code" in lowered:
            for m in _CODE_FOR_RE.finditer(text):
                found.append(SecretMatch("pin_disclosure", m.start("value"), m.end("value")))
            for m in _DEVICE_CODE_RE.finditer(text):
                s_start = sentence(text, m.start(), m.end())[0]
                said = text[max(s_start, m.start() - 60) : m.start()]
                if not (hypothetical(lowered, m.start()) or NEGATION_RE.search(said)):
                    found.append(SecretMatch("pin_disclosure", m.start("value"), m.end("value")))
        if any(word in _OPENED_CUES for _start, _end, word in hits):
            for begin, end in opened_code(text, lowered):  # "the safe opens with 634550"
                s_start, s_end = sentence(text, begin, end)
                if not (hypothetical(lowered, begin) or framed(text, s_start, s_end)):
                    found.append(SecretMatch("pin_disclosure", begin, end))
        found.extend(phrase_matches(text, lowered))
        return found

    def _after(
        self, text: str, pos: int, family: str, *, phrase: bool = False
    ) -> tuple[int, int] | None:
        """The value that follows the credential word at ``pos``, if it is one."""
        if family == "recovery":
            return code_groups(text, pos)
        paren = _PARENTHETICAL.match(text, pos)
        if paren and _bracketed_value(paren.group(0)):
            paren = None  # "мой пароль (kN3uLwspUB)": the key in brackets, no aside
        begin_at = paren.end() if paren else pos
        verb = _CHANGED_TO_RE.match(text, begin_at) or FOLLOW_UP_RE.match(text, begin_at)
        skipped = 1 if verb else 0
        saw_for = False
        nouns = 0
        copula_seen = verb is not None
        for token in _TOKEN_RE.finditer(text, verb.end() if verb else begin_at):
            if token.start() - pos > 160 or "\n" in text[pos : token.start()].strip(" \t"):
                return None
            raw = token.group(0)
            word = raw.lower().strip(",*_~")
            bare = word.rstrip(":：=").strip("*_~")
            if skipped == 0 and (bare in _MODIFIER_NOUNS or bare in COMPOUND_NOUNS):
                return None
            opens_clause = bare in _FOR_WORDS or bare in _RELATIVE_SUBJECTS
            if opens_clause and not saw_for and skipped <= 2 and bare not in _COPULAS:
                saw_for = True
                skipped += 1
                continue
            cjk_run = _CJK_RUN_RE.fullmatch(raw) is not None and skipped < 3
            if not bare or word in _FILLERS or bare in _FILLERS or cjk_run:
                copula_seen = copula_seen or bare in _COPULAS or word.endswith((":", "：", "="))
                skipped += 1
                if skipped > 8:  # "the PIN for screen time on the kids' tablet is 0704"
                    return None
                continue
            if (
                family == "password"
                and not saw_for
                and nouns < 2
                and raw.replace("-", "").isalpha()
            ):
                strong = _strong_value_next(text, token)  # "رمز عبور وای فای V است"
                if strong is not None and not (
                    is_ticket(text[strong[0] : strong[1]])
                    or codes.is_product_name(text[strong[0] : strong[1]])
                ):
                    return strong
            if not saw_for and nouns < 2 and _copula_ahead(text, token):
                nouns += 1  # "Kata sandi wifi: X", "Mật khẩu wifi là X": a noun, then the copula
                skipped += 1
                copula_seen = word.endswith((":", "："))
                continue
            if saw_for and not copula_seen and skipped < 8:
                if codes.is_product_name(trim_value(raw)):
                    skipped += 1  # "the password on my Galaxy22 phone": what it is for
                    continue
                if not is_ticket(trim_value(raw)) and (  # "the password on Friday INC-0042731"
                    (self._is_value(raw, family, adjacent=True) and any(c.isdigit() for c in raw))
                    or bare_value(trim_value(raw), family, after_copula=False)
                    or (family == "password" and strong_passphrase(trim_value(raw)))
                ):
                    value = trim_value(raw)  # "moje hasło to X": "to" was the copula
                    begin = token.start() + raw.find(value)
                    return begin, begin + len(value)
                skipped += 1  # the noun of "the password for the wifi is ..."
                copula_seen = word.endswith((":", "："))
                continue
            if family == "password":
                app = _APP_PASSWORD_RE.match(text, token.start())
                if app is not None and not any(w in STOP_WORDS for w in app.group(0).split()):
                    return app.start(), app.end()
            lead = len(raw) - len(raw.lstrip("=:："))
            raw = raw[lead:]
            if not looks_like_scramble(trim_value(raw)):
                raw = raw.split(";")[0]  # a clause ends at ";", unless the value holds it
            if not (copula_seen or lead) and is_ticket(trim_value(raw)):
                return None  # "reset the password on Friday INC-0042731": a ticket, no copula
            if codes.is_product_name(trim_value(raw)) and (
                not (copula_seen or lead) or codes.after_determiner(text, token.start())
            ):
                return None  # "my password on my Galaxy22 phone": what it is for
            quoted_start = raw[:1] in "\"'`“‘«「"
            if self._is_value(
                raw, family, adjacent=skipped > 0 or quoted_start, phrase=phrase
            ) or bare_value(trim_value(raw), family, after_copula=skipped > 0):
                value = trim_value(raw)
                begin = token.start() + lead + (raw.find(value) if value else 0)
                return begin, begin + len(value)
            return None
        return None

    def _before(self, text: str, start: int, tail: int, family: str) -> tuple[int, int] | None:
        """The value stands before the word: "X is my password", "use X as the password"."""
        after = text[tail : tail + 24].strip().lower()
        first_after = after.split()[0].strip(".,!?;:") if after.split() else ""
        if first_after in _MODIFIER_NOUNS:
            return None
        head = text[max(0, start - 200) : start]
        tokens = list(_TOKEN_RE.finditer(head))
        fillers = 0
        linked = False
        modifiers = 0  # "X is the admin password", "X — das ist das Admin-Passwort"
        for token in reversed(tokens):
            word = token.group(0).lower()
            if word in _BACK_FILLERS and fillers < 5:
                fillers += 1
                linked = linked or word in _BACK_LINKS
                continue
            if not linked and modifiers < 2 and fillers == 0 and _modifier_word(word):
                modifiers += 1
                continue
            if not linked:
                return None
            if negated(text, max(0, start - 200) + token.start()):
                return None  # "never use Password1 as your password"
            raw = token.group(0)
            value = trim_value(raw)
            if modifiers and not (
                looks_like_word_passphrase(value, prose=True) or looks_like_scramble(value)
            ):
                return None  # with a word between, only a passphrase or a scramble is a value
            if family == "password" and looks_like_password(value) and char_classes(value) >= 2:
                begin = max(0, start - 200) + token.start() + raw.find(value)
                return begin, begin + len(value)
            if family == "token" and looks_like_token(value, min_len=12):
                begin = max(0, start - 200) + token.start() + raw.find(value)
                return begin, begin + len(value)
            return None
        return None

    @staticmethod
    def _is_value(raw: str, family: str, *, adjacent: bool, phrase: bool = False) -> bool:
        value = trim_value(raw)
        quoted = raw[:1] in "\"'`“‘«「『" and raw[-1:] in "\"'`”’»」』"
        if is_placeholder(value):
            return False
        if family == "pin":
            if _MEASURE_RE.fullmatch(value):
                return False  # "my PIN is 4-digit", "PIN-кодът ми е 4-цифрен": a measure
            return looks_like_pin(value, low=3, high=10) or (
                looks_like_password(value)
                and char_classes(value) >= 2
                and any(c.isdigit() for c in value)
            )
        if family == "token":
            return looks_like_token(value, min_len=12, min_entropy=3.0) and not is_public_id(value)
        if phrase and (
            (quoted and looks_like_passphrase(value)) or _HYPHEN_WORDS_RE.fullmatch(value)
        ):
            return True
        if quoted and value.isalpha():
            return False  # a quoted word: a story's or a game's password, not a credential
        if quoted and looks_like_passphrase(value):
            words = value.casefold().split()
            return not any(  # "purple monkey dishwasher", not "changed last week"
                w in STOP_WORDS or w.endswith(("ed", "ing", "ly")) or w in _TIME_WORDS
                for w in words
            )
        return (
            (adjacent and looks_like_password(value))
            or (looks_like_password(value) and char_classes(value) >= 3)
            or strong_passphrase(value)
        )


def _modifier_word(word: str) -> bool:
    """A short word that qualifies the credential word: "admin", "wifi", "Admin-"."""
    core = word[:-1] if word.endswith("-") else word
    return 2 <= len(core) <= 12 and core.isalpha() and core not in STOP_WORDS


def _bracketed_value(aside: str) -> bool:
    """An aside in brackets that is one generated key or password, not words."""
    inner = aside.strip(" \t,()–—")
    return aside.strip(" \t")[:1] == "(" and " " not in inner and looks_like_password(inner)


def _hyphen_noun(lowered: str, at: int) -> bool:
    """The word at ``at`` (after a hyphen) is a modifier noun: manager, reset, policy..."""
    end = at
    while end < len(lowered) and end - at < 24 and lowered[end].isalpha():
        end += 1
    return lowered[at:end] in _MODIFIER_NOUNS


def _changed_it(text: str, tail: int, lang: str, *, plain: bool) -> tuple[int, int] | None:
    """The value "it" was set to: "I forgot my password, so I changed it to X"."""
    found = changed_it_to(text, tail)
    if found is None:
        return None
    begin, end, value = found
    if looks_like_password(value) and char_classes(value) >= 2:
        return begin, end
    if plain and judge_words(
        value.lower().split(), lang, quoted=text[begin - 1 : begin] in "'\"“‘"
    ):
        return begin, end
    return None


# "the Korean word for password", "how do you say password": the word itself is the topic.
_TERM_FOR_RE = re.compile(
    r"(?:word|term|translation|synonym|name|say|spell|spelling|means?)[ \t]{1,3}(?:for|of)?"
    r"[ \t]{0,3}(?:the[ \t]{1,3}|a[ \t]{1,3})?(?:english[ \t]{1,3}|[\"'“‘])?\Z"
)
# A quoted value called famous, a comic's or a textbook example is no one's credential.
_FAMOUS_RE = re.compile(
    r"(?i)(?<!\w)(?:famous|famously|xkcd|comic|notorious|well-known|textbook example|"
    r"classic example|bad example|worst example|meme)(?!\w)"
)
# Words a safeword is kept for: a game or a signal, not a lock.
_SAFEWORDS = ("safeword", "safe word", "safe-word")
# ... unless it guards an account: "the safe word for my account at the bank is X".
_GUARDED_RE = re.compile(
    r"(?<!\w)(?:account|bank|login|card|phone|security|verify|verification|helpdesk|support|"
    r"insurance|broker|pharmacy|school|pickup|pick-up)(?!\w)"
)


def _talked_about(
    text: str, lowered: str, start: int, end: int, tail: int, match: tuple[int, int]
) -> bool:
    """The credential word or passwords in general are the topic, not a value told.

    * the value is itself a credential word ("the Korean word for password: 비밀번호") or the
      word is named as a term ("the word for password");
    * a plural ("passwords", "passphrases") followed by plain words ("— NIST agrees");
    * a safeword and a plain word ("the safeword for pranks is 'pineapple'");
    * a quoted value called famous, a comic's or a bad example ("'Tr0ub4dor&3' from the
      xkcd comic is a famous bad example").
    """
    value = text[match[0] : match[1]]
    plain = value.replace(" ", "").replace("-", "").isalpha()
    if value.lower() in LANGUAGE_WORDS or _TERM_FOR_RE.search(lowered, max(0, start - 40), start):
        return True
    if plain and lowered[end:tail] in ("s", "es") and match[0] > start:
        return True
    s_start, s_end = sentence(text, start, match[1])
    if (
        plain
        and lowered[start:end] in _SAFEWORDS
        and not _GUARDED_RE.search(lowered, s_start, s_end)
    ):
        return True
    quoted = match[0] > 0 and text[match[0] - 1] in "\"'‘“`"
    return quoted and _FAMOUS_RE.search(text, match[1], s_end) is not None


def _storied(text: str, lowered: str, start: int, match: tuple[int, int]) -> bool:
    """A value told as a story's, a film's or a joke's is not the user's.

    Plain words in any frame of fiction, a game or an example; a famous short value
    ("hunter2", "12345") in a narrative frame (a joke, a meme, a film).
    """
    value = text[match[0] : match[1]]
    plain = (
        value.isalpha()
        or (" " in value and value.replace(" ", "").isalpha())
        or joined_words(value, prose=True) is not None  # words joined: plain words too
    )
    # a short value of one or two kinds ("hunter2", "12345") is what jokes and films quote
    famous = len(value) <= 12 and char_classes(value) <= 2
    if not (plain or famous):
        return False
    s_start, s_end = sentence(text, start, match[1])
    if narrated(lowered, start):
        return True
    quoted = match[0] > 0 and text[match[0] - 1] in "'\"“‘"
    if value.isalpha() and quoted and trope(text, s_start, s_end):
        return True  # "WarGames: the backdoor password was 'Joshua'"
    if famous and cited(text, s_start, s_end):
        return True  # "the top leaked password in 2023 was '123456', according to NordPass"
    judge = framed if plain else told
    # the frame stands around the value, not inside it ("Sunset$Puzzle$Winter" is no puzzle)
    return judge(text, max(0, s_start - 80), match[0]) or judge(text, match[1], s_end)
