"""Value first, then "as" and the credential word, in any language: "use X as the password".

"Використовуй X як пароль до роутера", "استخدم X ككلمة مرور", "用X作为路由器的密码",
"Dùng X làm mật khẩu wifi", "Użyj X jako hasła", "Käytä X salasanana", "X를 공유기
비밀번호로 써". The link is a word ("as", "як", "làm", "jako", "sebagai"), a prefix glued to
the credential word (Arabic ك, Hebrew כ), a particle glued after the value (Chinese 作为,
Thai เป็น), or a case ending of the credential word itself (Finnish essive "-na",
Hungarian "-nak", Korean "-로"). At most three short modifiers stand between the link and
the word ("the router", "WLAN-", "路由器的"), and the value must be password-shaped (two
character classes or more) or a PIN for a PIN word: "use your birthday as the password"
names no value, and "never use X as a password" is advice.
"""

from __future__ import annotations

import re

from ltm_core.guard.codes import is_public_id
from ltm_core.guard.frames import hypothetical, negated
from ltm_core.guard.lexicon import _CJK_RUN_RE, _TOKEN_RE
from ltm_core.guard.values import (
    char_classes,
    is_placeholder,
    looks_like_password,
    looks_like_pin,
    strong_passphrase,
    trim_value,
)

__all__ = ["used_as"]

# "as" as its own word, per language (two-word links end in the word kept here).
_LINKS = frozenset(
    """
    as als comme como come som jako ako kot kao като како как як ca drept mint kaip kā
    sem si sebagai bilang kama làm ως σαν بعنوان عنوان בתור כמו olarak
    kao као качестве якості qualidade qualità funzione
    """.split()
)
# The word before a two-word link: "в качестве", "в якості", "به عنوان", "na qualidade de".
_LINK_LEADS = frozenset("в у به na in".split())
# A prefix glued to the credential word that means "as": Arabic ك, Hebrew כ.
_GLUED_PREFIXES = ("ك", "כ")
# A particle glued after the value, before the word, in scripts without spaces.
_GLUED_LINKS = (
    "作为",
    "作為",
    "当作",
    "當作",
    "当成",
    "當成",
    "设为",
    "設為",
    "设成",
    "設成",
    "改为",
    "改成",
    "当",
    "當",
    "做",
    "เป็น",
    "ເປັນ",
)
# The credential word's own ending that makes it "as a password": Finnish and Estonian
# essive and translative, Hungarian dative and "-ként".
_CASE_ENDINGS = frozenset("na nä ksi ks nak nek ként ul ül".split())
_KOREAN_CASE = ("으로", "로")
_KOREAN_PARTICLES = frozenset("를 을 는 은 이 가".split())
# Accusative or prefix glued to the value itself: Hungarian "X-t", Hebrew "ב-X".
_VALUE_SUFFIX_RE = re.compile(r"-(?:t|et|ot|öt|at)\Z")
_VALUE_PREFIX_RE = re.compile(r"\A[\u05d0-\u05ea]{1,2}-")
_MAX_MODIFIERS = 3
_REACH = 120


# Modifiers that make the credential word a sample's: "uses 'hunter2' as the example password".
_SAMPLE_WORDS = frozenset(
    """
    example sample demo dummy test default fake placeholder typical classic famous
    beispiel exemple ejemplo esempio exemplo voorbeeld przykład пример приклад
    """.split()
)


def _modifier(raw: str) -> bool:
    """A short word between the link and the credential word: "the", "router", "WLAN-"."""
    word = raw.strip(",").rstrip("-")
    if _CJK_RUN_RE.fullmatch(word):
        return len(word) <= 10
    return 1 <= len(word) <= 14 and word.replace("-", "").isalpha()


def _value_span(text: str, token: re.Match[str], family: str) -> tuple[int, int] | None:
    """The value of ``token`` (bounds into ``text``) if its shape says credential."""
    raw = token.group(0)
    value = trim_value(raw)
    value = _VALUE_PREFIX_RE.sub("", value)
    value = _VALUE_SUFFIX_RE.sub("", value)
    if not value or is_placeholder(value) or is_public_id(value):
        return None
    if family == "pin":
        shaped = looks_like_pin(value, low=4, high=10)
    else:
        shaped = (looks_like_password(value) and char_classes(value) >= 2) or strong_passphrase(
            value
        )
    if not shaped:
        return None
    begin = token.start() + raw.find(value)
    return begin, begin + len(value)


def _glued_link(text: str, value_end: int, start: int) -> bool:
    """Only a glued link and modifiers stand between the value and the word: "作为路由器的"."""
    gap = text[value_end:start].strip()
    if not gap or len(gap) > 14 or not _CJK_RUN_RE.match(gap):
        return False  # "设为wifi": a Latin modifier may follow the particle
    rest = gap.replace(" ", "").replace("-", "")
    return gap.startswith(_GLUED_LINKS) and all(c.isalpha() or _CJK_RUN_RE.match(c) for c in rest)


def used_as(
    text: str, lowered: str, start: int, end: int, tail: int, family: str
) -> tuple[int, int] | None:
    """The value before "as <credential word>" at ``start..end`` (``tail`` past its ending).

    Args:
        text: The normalised text.
        lowered: ``text`` lowercased.
        start: Where the credential word starts.
        end: Where the credential word ends.
        tail: Where its inflection ends (``end`` when it has none).
        family: The word's family (``password``, ``pin`` or ``token``).
    """
    line_start = text.rfind("\n", max(0, start - _REACH), start) + 1 or max(0, start - _REACH)
    case_link = lowered[end:tail] in _CASE_ENDINGS or text.startswith(_KOREAN_CASE, end)
    glued = start > 0 and text[start - 1] in _GLUED_PREFIXES
    tokens = list(_TOKEN_RE.finditer(text, line_start, start - 1 if glued else start))
    modifiers = 0
    linked = case_link or glued
    pos = len(tokens) - 1
    while pos >= 0:
        raw = tokens[pos].group(0)
        word = raw.lower().strip(",")
        if not linked and word in _LINKS:
            linked = True
            if pos > 0 and tokens[pos - 1].group(0).lower() in _LINK_LEADS:
                pos -= 1  # "в качестве", "به عنوان": the link's first word
            pos -= 1
            break
        if (case_link or glued) and word in _KOREAN_PARTICLES:
            pos -= 1
            continue  # "X를 공유기 비밀번호로": the object particle after the value
        if not linked and _glued_link(text, tokens[pos].end(), start):
            linked = True
            break
        if word.rstrip("-") in _SAMPLE_WORDS:
            return None  # "as the example password", "als Beispiel-Passwort"
        if not _modifier(raw) or modifiers >= _MAX_MODIFIERS:
            if linked:
                break  # a case ending or a glued prefix: the value is this token
            return None
        modifiers += 1
        pos -= 1
    if not linked or pos < 0:
        return None
    # Korean: the particle glued to the value stands as its own token; step over it
    while pos >= 0 and tokens[pos].group(0) in _KOREAN_PARTICLES:
        pos -= 1
    if pos < 0:
        return None
    span = _value_span(text, tokens[pos], family)
    if span is None or negated(text, span[0]) or hypothetical(lowered, span[0]):
        return None  # "never use X as a password", "if you use X as the password"
    return span
