"""A memorable password near a password word, wherever the sentence puts it.

"it's oyster_saffron_34 - that's the password I use for ebay", "Dad uses tortoise5188 for
literally everything, including the bank password", "what's my amazon password? oh right,
pumpkinIndigo44". The value stands in no fixed slot, so its shape must say password: one or
two words run together with digits and perhaps a symbol, the way people make passwords
("cinnamon84", "Winston74!", "15toby%", "avocado_90"). The line must name a password, PIN
or login within a short reach, and the value's own sentence must not frame it (an example,
a story, advice) or steer away from it.

Product and model names glue words and digits too ("Windows11", "iPhone15", "Office365"):
they stand after a preposition or a determiner ("on my Windows11 laptop"), where a value
does not, and a version ("python3.11") carries a dot.
"""

from __future__ import annotations

import re

from ltm_core.guard.bare_keys import ACCESS_CUE_RE as _ACCESS_CUE_RE
from ltm_core.guard.bare_keys import ADVICE_RE as _ADVICE_RE
from ltm_core.guard.bare_keys import public_id as _public_id
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.frames import framed, named_other, negated, sentence
from ltm_core.guard.lexicon import _owned_pass

__all__ = ["RULE", "handed_passphrases", "memorable_values"]

RULE = "secret_disclosure"

# word(s) + 2-6 digits (+ symbols), or digits + word (+ symbols): "cinnamon84", "15toby%"
_MEMORABLE_RE = re.compile(  # not after "<" or "{": a placeholder ("<base64 of user:pass>")
    r"(?<![\w@#$%&*./\\:=+<{-])"
    r"(?:[A-Za-z]{3,20}(?:[_.-]?[A-Za-z]{2,20})?[_.-]?[0-9]{2,6}|[0-9]{2,4}[A-Za-z]{3,20})"
    r"[!#$%&*?@-]{0,2}(?![\w@#$%&*/\\:=+])"
)
_REACH = 80
# Words before a name, not a value: "on my Windows11", "the PS5", "for Office365".
_NAME_SLOT = frozenset(
    "on in at from via for with my the your our his her their an a of this that new old "
    "version v build model release update user username handle gamertag account profile as "
    "named called nick nickname id login".split()
)
# A noun after the credential word makes the phrase about something else.
_ABOUT_THE_WORD_RE = re.compile(
    r"[ \t-]{0,2}(?:reset|resets|rules?|hash\w*|field|fields|length|policy|policies|manager|"
    r"requirements?|digests?|flow|emails?|columns?|schema|strength|generator|change|changes|"
    r"expiry|expired|expires|history|complexity|prompt|form|page|screen|box|entry)(?!\w)"
)
# The value then named as an account: "raj73 is my username", "Pete38 (my gamertag)".
_ACCOUNT_NAME_RE = re.compile(
    r"[ \t(,]{1,3}(?:is[ \t]{1,3}(?:my|the|his|her|their|our)[ \t]{1,3})?"
    r"(?:user(?:name)?|login|handle|gamertag|account|profile|nick(?:name)?|id)(?!\w)"
)
_WORD_BEFORE_RE = re.compile(r"([A-Za-z]+)[^\w\n]{0,2}\Z")
_FAMILIES = ("password", "pin")
# A credential word or a dummy inside the value: "password123", "test1234", "example99".
_NOT_A_VALUE_RE = re.compile(r"(?i)pass|pwd|word|secret|example|sample|test|demo|dummy|admin|user")
# A value judged or rejected is talked about: "the form rejects Letmein99 as too common".
_JUDGED_RE = re.compile(
    r"(?i)(?<!\w)(?:reject\w*|refus\w*|banned|blocked|block-?list\w*|too (?:common|short|"
    r"simple|easy|obvious)|common(?:est)?|popular|cracked|guessable|top \d+)(?!\w)"
)
# Forgetting the password is no disclosure of it ("iPhone15 şifremi unuttum").
_FORGOT_RE = re.compile(
    r"(?i)(?<!\w)(?:forgot|forgotten|forget|vergessen|oublié|olvidé|olvidado|dimenticato|"
    r"esqueci|vergeten|glömt|glemt|zapomniałem|zapomniałam|забыл|забыла|unuttum|忘记|忘了|"
    r"忘れた)(?!\w)"
)
# A quoted value is talked about ("the password 'hunter22' is a meme"); a handed-over one
# is not quoted in chat.
_QUOTED_RE = re.compile("[\"'`“‘«]")


def memorable_values(
    text: str, lowered: str, hits: list[tuple[int, int, str]], families: dict[str, str]
) -> list[SecretMatch]:
    """Memorable passwords within reach of a password word of ``hits`` on the same line.

    Args:
        text: The normalised text.
        lowered: ``text`` lowercased.
        hits: Credential-word hits (start, end, word) of the prefilter.
        families: Credential word -> family (``LANGUAGE_WORDS``).
    """
    found: list[SecretMatch] = []
    seen: set[int] = set()
    for start, end, word in hits:
        if families.get(word) not in _FAMILIES:
            continue
        if word.isascii() and (
            (start > 0 and lowered[start - 1].isalnum())
            or (end < len(lowered) and lowered[end].isalnum())
        ):
            continue  # inside a word: "spinning", "passwordless"
        if word == "pass" and not _owned_pass(lowered, start):
            continue  # "the season pass unlocks Tier-100": a ticket, not a password
        if _ABOUT_THE_WORD_RE.match(lowered, end):
            continue  # "password reset", "password rules", "password hashing": not its value
        floor, ceiling = max(0, start - _REACH), min(len(text), end + _REACH)
        line_start = text.rfind("\n", floor, start) + 1 or floor  # bounded: O(1) per hit
        line_end = text.find("\n", end, ceiling)
        low, high = line_start, ceiling if line_end < 0 else line_end
        for match in _MEMORABLE_RE.finditer(text, low, high):
            at = match.start()
            value = match.group()
            if at in seen or "." in value.rstrip(".") or _NOT_A_VALUE_RE.search(value):
                continue
            if value.rstrip("!#$%&*?@-").upper() == value.rstrip("!#$%&*?@-"):
                continue  # capitals and digits: "SHA256", "AES256", "RFC2617", "FIFA23"
            before = _WORD_BEFORE_RE.search(lowered, max(line_start, at - 24), at)
            if before and before.group(1) in _NAME_SLOT:
                continue  # "on my Windows11", "user Jsmith1986", "sign in as Pete2007"
            if _ACCOUNT_NAME_RE.match(lowered, match.end()):
                continue  # "raj73 is my username"
            s_start, s_end = sentence(text, at, match.end())
            if named_other(lowered, max(s_start, line_start), at, start):
                continue  # "my login name is jkovacs67, the password I keep in the app"
            if framed(text, s_start, s_end) or negated(text, at):
                continue
            said = text[s_start:s_end]
            if _ADVICE_RE.search(said) or _JUDGED_RE.search(said) or _QUOTED_RE.match(text, at - 1):
                continue  # "a password like 'password123' is weak", "e.g. summer24"
            if _FORGOT_RE.search(said):
                continue  # "a password like 'password123' is weak", "e.g. summer24"
            seen.add(at)
            found.append(SecretMatch(RULE, at, match.end()))
    return found


# A passphrase a generator or a person built from words and digits, handed over with no
# password word: three or more words joined ("bramble-umber-mosaic347",
# "Lagoon_Glacier_Jigsaw543"), or two capitalised words run together with digits and a symbol
# ("WillowJigsaw1971%", "YonderMaple1974="). User names share the first shape, so a name
# slot before it ("log in as", "user", "account") lets it through.
_PASSPHRASE_RE = re.compile(
    r"(?<![\w@#$%&*./\\:=+-])"
    r"(?:(?:[A-Za-z]{3,12}[-_.+]){2,5}[A-Za-z]{3,12}[0-9]{2,6}[!#$%&*?@=]{0,2}"
    r"|(?:[A-Z][a-z]{2,11}){2,3}[0-9]{2,6}[!#$%&*?@=]{1,2})"
    r"(?![\w@#$%&*/\\:=+])"
)
_USER_SLOT_RE = re.compile(
    r"(?i)(?<!\w)(?:user(?:name)?s?|handle|login name|account name|log(?:ged)? in as|"
    r"sign(?:ed)? in as|as|e-?mail|id|named|called|name|nick(?:name)?|ssid|repo|branch|tag)"
    r"(?!\w)"
)


def handed_passphrases(text: str) -> list[SecretMatch]:
    """Passphrases of words and digits near a hand-over or access cue (see above)."""
    found: list[SecretMatch] = []
    for match in _PASSPHRASE_RE.finditer(text):
        at, end = match.start(), match.end()
        if _NOT_A_VALUE_RE.search(match.group()):
            continue
        s_start, s_end = sentence(text, at, end)
        if _USER_SLOT_RE.search(text, s_start, at):
            continue  # "my username on the server is john_doe_smith92", "named the wifi X"
        if not _ACCESS_CUE_RE.search(text, max(0, at - 160), min(len(text), end + 60)):
            continue
        said = text[s_start:s_end]
        if framed(text, s_start, s_end) or negated(text, at) or _ADVICE_RE.search(said):
            continue
        if _public_id(text, s_start, s_end, at, end) or _QUOTED_RE.match(text, at - 1):
            continue
        found.append(SecretMatch(RULE, at, end))
    return found
