"""Credentials handed over with no credential word, and one-time codes.

* :func:`access_values` -- a value told by what it opens or how it gets one in: "the tablet
  unlocks with X", "the zip opens with X", "sudo on the box takes X", "tried X and it let me
  in", "it finally accepted X", "for the lock screen just type X", "when the BIOS asks, it's
  X", "it's now X" (after a reset), "what you put on the second line is X", "admin / X",
  "someone@mail.com with X", "the other thing is X" and "the host says X" after a Wi-Fi name.
  The frame words alone say nothing ("takes 5 minutes", "let me in at 9", "accepted the
  invite", "type ls -la"), so the value must look made to be a password: scrambled, words run
  together with digits or symbols, capitalised words glued. A number counts only after a
  strong unlock verb (4 to 8 digits, no year).
* :func:`one_time_codes` -- a sign-in, verification, 2FA or login code with its number, in
  several languages ("Your one-time sign-in code is 103335"). Confirmation, booking, order,
  zip and error codes are public and are not named by these nouns.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from math import log2 as _log2

from ltm_core.guard.bare_keys import ACCESS_CUE_RE, bare_key_shape, public_id
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.frames import framed, negated, sentence
from ltm_core.guard.lexicon import CODE_COMPOUND_RE
from ltm_core.guard.values import entropy, looks_like_scramble, looks_like_token

__all__ = [
    "ACCESS_KEYWORDS",
    "RULE",
    "SPLIT_KEYWORDS",
    "access_values",
    "one_time_codes",
    "spelled_values",
    "split_values",
]

RULE = "secret_disclosure"
_OTP_RULE = "pin_disclosure"

# (frame, may the value be a bare number)
_UNLOCK = (
    r"(?:unlocks?|unlocked|decrypts?|decrypted|entsperrt|lässt sich mit|se desbloquea|"
    r"desbloquea|s'ouvre|si sblocca|desbloqueia|se déverrouille|déverrouille|ontgrendelt|"
    r"разблокируется|открывается|odblokowuje się|otwiera się|odblokowuje)"
    r"(?:[ \t]{1,3}(?:man|sich|you|one|it|je))?"
    r"(?:[ \t]{1,3}(?:with|w/|using|mit|con|avec|com|met|кодом|паролем|ключом|с помощью|"
    r"kodem|hasłem|pinem))?"
)
# "opens w/ X" is "opens with X" abbreviated; "der Tresor geht mit X auf" says the same.
_OPENS = (
    r"(?:(?:opens?|opened|öffnet|abre|ouvre|apre)[ \t]{1,3}(?:with|w/|using|mit|con|avec|com)|"
    r"geht[ \t]{1,3}mit|(?:la|se)[ \t]{1,3}abre[ \t]{1,3}con)"
)
_TAKES = r"(?:takes|took|wants|wanted|needs|needed|expects|asks for|accepts|accepted)"
_TYPE = r"(?:type|enter|punch in|key in|paste|put in)"
# A login or a network joined with the value: "log in with X", "connect with X".
_LOGIN = (
    r"(?:log ?in|logged in|sign ?in|signed in|log on|logon|get in|got in|connect|connected|"
    r"authenticate)[ \t]{1,3}(?:with|w/|using)"
)
_ASKS = (
    r"(?:asks?|prompts?|prompted|asked)(?:[ \t]{1,3}(?:you|for (?:it|one|a password|the password|"
    r"the passphrase|the pin|a pin)))?[ \t]{0,3},?[ \t]{0,3}"
    r"(?:it's|its|it is|enter|type|use|just type|just enter|put)"
)
_NOW = r"(?:it's|its|it is|now it's|is)[ \t]{1,3}now"
_WHAT_YOU = (
    r"what (?:you|to) (?:put|type|enter|use)(?:[ \t]{1,3}[^\s.!?]{1,20}){0,8}?[ \t]{1,3}"
    r"(?:is|=|:)"
)
_OTHER = (
    r"(?:the other thing|the other one|the other bit|the second thing|the second one|"
    r"the rest) (?:is|=|:)"
)
_SAYS = r"(?:the host|the owner|the landlord|the card|the sticker|the label) (?:says|said)"
_CASE = r"(?:just )?in case[:,]"
_BEFORE_RE = re.compile(
    rf"(?i)(?<![\w-])(?:(?P<unlock>{_UNLOCK})|(?P<opens>{_OPENS})|(?P<asks>{_ASKS})|"
    rf"(?P<takes>{_TAKES})|(?P<type>{_TYPE})|(?P<login>{_LOGIN})|(?P<now>{_NOW})|(?P<what>{_WHAT_YOU})|"
    rf"(?P<other>{_OTHER})|(?P<says>{_SAYS})|(?P<case>{_CASE}))[ \t]{{1,3}}[\"'`“‘]?"
)
# The value told before its verdict: "tried X and it let me in", "typed X, it worked".
_TRIED_RE = re.compile(
    r"(?i)(?<![\w-])(?:tried|used|typed|entered|put in|tested)[ \t]{1,3}(?P<value>\S{4,64})"
    r"[ \t,;–—-]{1,4}(?:and[ \t]{1,3})?(?:it[ \t]{1,3}|that[ \t]{1,3})?(?:finally[ \t]{1,3})?"
    r"(?:let me in|got me in|logged me in|worked|was accepted|went through)"
)
# "admin / X", "svc-deploy / X", "m.tanaka // X", "84c829e0 / X" (a key id and its secret).
_PAIR_RE = re.compile(
    r"(?<![\w/.-])(?P<user>[A-Za-z0-9][A-Za-z0-9._@+-]{1,40})[ \t]{1,2}/{1,2}[ \t]{1,2}"
    r"(?P<label>(?i:pw|pwd|pass|password|passwort|mdp)[:=]?[ \t]{1,2})?(?P<value>\S{6,64})"
)
# "alice20@gmail.com with X", "bob@x.io / X": an account's email and its value.
_EMAIL_PAIR_RE = re.compile(
    r"[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+"
    r"[ \t]{1,2}(?:with|/|//|:|,|and|pw|pass)[ \t]{1,2}(?P<value>\S{6,64})"
)
# What the value opens must be a lock or a device for a bare number to be its PIN.
_LOCK_NOUN_RE = re.compile(
    r"(?i)(?<!\w)(?:lock ?screen|lock|padlock|keypad|safe|locker|garage|door|gate|phone|ipad|"
    r"iphone|tablet|laptop|pc|kiosk|alarm|sim|handy|portable|téléphone|teléfono|telefono|"
    r"shed|cabinet|drawer|tresor|safe|schloss|tür|caja fuerte|caja|candado|cerradura|puerta|"
    r"cassetto|cassaforte|lucchetto|porta|coffre|coffre-fort|cadenas|porte|casier|сейф|замок|"
    r"дверь|ящик|sejf|kłódka|drzwi|szafka|cofre|gaveta|fechadura)(?!\w)"
)
_NETWORK_RE = re.compile(r"(?i)(?<!\w)(?:network|hotspot|internet|net|wlan|wifi|wi-fi)(?!\w)")
# What a value told by "type", "takes" or "it's now" opens, when the value is only words
# ("for the lock screen just type SaffronPlum"): a lock, a device, a login, a file.
_OPENED_THING_RE = re.compile(
    r"(?i)(?<!\w)(?:lock ?screen|lock|unlock\w*|keypad|safe|vault|phone|ipad|iphone|tablet|"
    r"laptop|pc|computer|mac|kiosk|login|log[ -]?in|sign[ -]?in|logon|prompt|bios|uefi|vpn|"
    r"ssh|sudo|root|admin|router|wi-?fi|wlan|network|portal|account|zip|archive|pdf|7z|rar|"
    r"encrypted|drive|disk|bitlocker|veracrypt|keychain|wallet|passphrase|password|passcode|"
    r"pin)(?!\w)"
)
# "it's now X" tells a credential only after a change: "IT reset it, it's now X".
_CHANGED_RE = re.compile(
    r"(?i)(?<!\w)(?:reset|resets|changed|change|rotated|updated the|new one|they gave|"
    r"it dept|helpdesk|help desk|admin|IT)(?!\w)"
)
_YEARISH_RE = re.compile(r"(?:19|20)\d\d\Z")
_UNIT_AFTER_RE = re.compile(
    r"[ \t]?(?:%|-\d|x\b|(?:min|mins|minutes?|hours?|hrs?|secs?|seconds?|days?|weeks?|times|"
    r"tries|steps?|digits?|people|staff|kg|km|mb|gb|ms|pm|am|lines?|loc|words?|chars?|"
    r"characters?|bytes?|files?|errors?|bugs?|tests?|rupees|dollars|euros|usd|eur)\b)",
    re.IGNORECASE,
)
_EXAMPLE_RE = re.compile(
    r"(?i)(?<!\w)(?:e\.g\.|eg|example|for instance|such as|sample|dummy|fake|placeholder|"
    r"strong|weak|like|never|don't use|do not use)(?!\w)"
)
_TRAIL = ",.;:)\"'`”’?"
_WORD = r"[A-Za-z]{3,14}"
_CAMEL_RE = re.compile(r"(?:[A-Z][a-z]{2,13}){2,4}")
_SYMBOL_JOINED_RE = re.compile(rf"{_WORD}(?:[!#$%&*+@?^~=]{_WORD}){{1,3}}[!#$%&*?@]{{0,2}}")
_SEP_JOINED_RE = re.compile(rf"{_WORD}(?:[-_.+]{_WORD}){{2,5}}[!#$%&*?@]{{0,2}}")
_TWO_SEP_SYMBOL_RE = re.compile(rf"{_WORD}[-_.+]{_WORD}[!#$%&*?@]{{1,2}}")
_MEMORABLE_RE = re.compile(
    rf"(?:{_WORD}[-_.+!#$%&*@~^=?]?){{1,4}}[!#$%&*?@]?\d{{1,6}}[!#$%&*?@+]{{0,2}}"
    rf"|\d{{2,4}}{_WORD}[!#$%&*?@]{{0,2}}"
)
# Products and tools glue capitalised words as well: they are no one's password.
_PRODUCTS = frozenset(
    """
    facetime youtube github gitlab powershell javascript typescript wordpress linkedin
    macbook playstation onedrive dropbox sharepoint tiktok whatsapp paypal soundcloud
    bitbucket cloudflare firebase postgresql mysql mongodb homebrew airdrop airplay
    applepay googlepay testflight visualstudio intellij pycharm xcode photoshop lightroom
    """.split()
)


_CALL_RE = re.compile(
    r"(?<![A-Za-z0-9])(?:[a-z_][A-Za-z_.]{2,}|[A-Z][a-z]{2,}[A-Za-z_.]*)[(\[]|[\"'`]|\.[a-z]{2,4}\Z"
)


def _generated(value: str) -> bool:
    """A generator's password: every class, two or more symbols, switching all through."""
    if not 10 <= len(value) <= 64 or _CALL_RE.search(value):
        return False  # code ("getUser(id)[0]", "os.environ['X']") and file names
    if not (
        any(c.islower() for c in value)
        and any(c.isupper() for c in value)
        and any(c.isdigit() for c in value)
    ):
        return False
    if sum(not c.isalnum() for c in value) < 2 or entropy(value) < min(
        3.2, _log2(len(value)) - 0.35
    ):
        return False
    kinds = [0 if c.islower() else 1 if c.isupper() else 2 if c.isdigit() else 3 for c in value]
    changes = sum(a != b for a, b in itertools.pairwise(kinds))
    return changes * 5 >= (len(value) - 1) * 2


_DUMMY_RE = re.compile(
    r"(?i)pass|pwd|secret|example|sample|test|demo|dummy|changeme|qwerty|letmein|admin|user|"
    r"xxxx|\*\*\*"
)


# Key combinations and ids glued to their noun.
_NOT_A_VALUE_RE = re.compile(
    r"(?i)(?:ctrl|control|alt|shift|cmd|command|win|fn|option|opt|super|meta)\+"
    r"|(?:order|ord|ticket|tkt|invoice|inv|case|issue|pr|room|seat|gate|flight|ref|no|nr|id|"
    r"sku|part|item|model|build|ver|version|v)[#:_-]?\d"
)


_RECOVERY_KEY_RE = re.compile(r"\d{6}(?:-\d{6}){7}")
_ONE_CASE_SYMBOLS = frozenset("!#$%&*?^~")


def _one_case_scramble(value: str) -> bool:
    """Letters of one case, two digits or more and a symbol, mixed with no word between."""
    if not 8 <= len(value) <= 64 or not (value.islower() or value.isupper()):
        return False
    if sum(c.isdigit() for c in value) < 2 or not any(c in _ONE_CASE_SYMBOLS for c in value):
        return False
    if not all(c.isalnum() or c in _ONE_CASE_SYMBOLS for c in value):
        return False  # dots, slashes, hyphens: a version, a path or a name
    kinds = [0 if c.isalpha() else 1 if c.isdigit() else 2 for c in value]
    changes = sum(a != b for a, b in itertools.pairwise(kinds))
    return changes >= 3 and entropy(value) >= 3.0


def _shape(value: str) -> int:
    """2: made to be a password; 1: plausible after a strong frame; 0: not a value."""
    if not 4 <= len(value) <= 64 or not value.isascii() or "://" in value:
        return 0
    if _DUMMY_RE.search(value) or _NOT_A_VALUE_RE.match(value):
        return 0  # "password123", "changeme!", "Ctrl+Alt+Del", "order#4412": no password
    if looks_like_scramble(value) or bare_key_shape(value) or _generated(value):
        return 2
    if _RECOVERY_KEY_RE.fullmatch(value):
        return 2  # a BitLocker recovery key: eight groups of six digits
    if _one_case_scramble(value):
        return 1  # "dlgom38ej!sd", "DLGOM38EJ!SD": typed in one case, still no word
    if _SEP_JOINED_RE.fullmatch(value):
        words = re.split(r"[-_.+]", value.rstrip("!#$%&*?@"))
        if value[-1] in "!#$%&*?@" or any(w[0].isupper() for w in words):
            return 2  # "Comet-Willow-Kiwi-Magnet!", "Zephyr_Heron_Coral" (no snake_case)
        return 0
    if _SYMBOL_JOINED_RE.fullmatch(value) or _TWO_SEP_SYMBOL_RE.fullmatch(value):
        return 2 if any(c.isdigit() for c in value) or value[-1] in "!#$%&*?@" else 1
    if _MEMORABLE_RE.fullmatch(value):
        if "." in value and re.search(r"\d\.\d", value):
            return 0  # a version
        letters = "".join(c for c in value if c.isalpha())
        if letters.isupper() or len(letters) < 4:
            return 0  # "SHA256", "PS5", "v2"
        symbol = any(not c.isalnum() and c not in "-_." for c in value)
        joined = any(c in "-_." for c in value)
        if not symbol and not joined and sum(c.isdigit() for c in value) < 2:
            return 0  # "python3", "mp3": a tool or a format
        if symbol:
            return 2
        if joined:  # "bob_smith92" is a user name's shape too; "Summit.canyon.1919" is not
            return 2 if any(c.isupper() for c in value) else 1
        return 2 if len(letters) >= 8 else 1
    if _CAMEL_RE.fullmatch(value) and value.lower() not in _PRODUCTS:
        return 2 if sum(c.isupper() for c in value) >= 3 else 1
    return 0


_TITLED_RE = re.compile(r"[a-z]?[A-Z][a-z]{2,13}\d{1,4}")


def _titled(value: str) -> bool:
    """One capitalised word and a number ("Windows11", "Apollo13", "Route66").

    A product, a film or a place as often as a password: one only after a reset.
    """
    return _TITLED_RE.fullmatch(value) is not None


# A label: one word and a short number or code ("Draft-07", "Tier-100", "Report-Q3-2024"), a
# version ("Firmware-2.1.4"), or two words and one digit ("Visa-Type-3", "Splash-Screen2").
# Memorable passwords run two words into two or more digits ("Thistle-Lantern-81").
_LABEL_WORD = r"(?:[A-Za-z][a-z]{1,13}|[A-Z]{2,10})"
_LABEL_RE = re.compile(
    rf"{_LABEL_WORD}[-_](?:[A-Za-z]{{0,2}}\d{{1,4}}(?:[-_.][A-Za-z]{{0,2}}\d{{1,4}}){{0,3}})"
    rf"|{_LABEL_WORD}[-_]{_LABEL_WORD}[-_]?\d"
    rf"|{_LABEL_WORD}[-_]?v?\d{{1,3}}(?:\.\d{{1,4}}){{1,3}}"
)


def _label(value: str) -> bool:
    """A document, item, tier or version label: no password after a weak hand-over frame."""
    return _LABEL_RE.fullmatch(value) is not None


def _letters_only(value: str) -> bool:
    """Words and separators only ("SaffronPlum", "Zephyr_Heron_Coral"): a name's shape too.

    A symbol a name never holds ("Blossom+Jasper!", "Otter.Badger.Walnut$") says password.
    """
    return all(c.isalpha() or c in "-_." for c in value)


def _pin(value: str) -> bool:
    return value.isdigit() and 4 <= len(value) <= 8 and not _YEARISH_RE.fullmatch(value)


def _value_at(text: str, at: int) -> tuple[int, int]:
    """The token starting at ``at`` without the punctuation that ends a sentence."""
    end = at
    limit = min(len(text), at + 80)
    while end < limit and not text[end].isspace():
        end += 1
    while end > at and text[end - 1] in _TRAIL:
        end -= 1
    return at, end


_WITH_RE = re.compile(r"(?i)(?:with|using|mit|con|avec|com|met)\Z")


def _strong_frame(text: str, m: re.Match[str], kind: str) -> bool:
    """The frame hands a key: "unlocks with", or a lock, a device or a login named before it."""
    if kind == "unlock" and _WITH_RE.search(m.group().rstrip(" \t\"'`“‘")):
        return True
    floor = max(0, m.start() - 60)
    before = m.start()
    return bool(
        _OPENED_THING_RE.search(text, floor, before) or _LOCK_NOUN_RE.search(text, floor, before)
    )


def _judged(text: str, at: int, end: int) -> bool:
    """An example, advice, a story or a negation: the value is talked about, not handed."""
    s_start, s_end = sentence(text, at, end)
    return (
        framed(text, s_start, s_end)
        or negated(text, at)
        or _EXAMPLE_RE.search(text, s_start, s_end) is not None
    )


# Words inside every frame of ``_BEFORE_RE``, for the keyword prefilter: the frames are
# matched only in a short window around one of them.
ACCESS_KEYWORDS = (
    *("unlock", "decrypt", "entsperr", "desbloque", "sblocca", "lässt sich", "s'ouvre"),
    *("разблокир", "открывается", "odblokow", "otwiera się", "geht mit", "w/ "),
    *("déverrouill", "ontgrendel", "in with", "in using", "on with", "connect"),
    *("opens ", "opened ", "open with", "öffnet", "abre ", "ouvre ", "apre "),
    *("takes ", "took ", "wants ", "wanted ", "needs ", "needed ", "expects ", "asks", "accept"),
    *("type ", "enter ", "punch in", "key in", "paste ", "put in", "prompt", "asked"),
    *(" now ", "what you ", "what to ", "the other ", "the second ", "the rest", "says ", "said "),
    "in case",
)
_WINDOW_BEFORE = 18


def access_values(text: str, hits: list[tuple[int, int]] | None = None) -> list[SecretMatch]:
    """Values handed over by an access frame with no credential word (see the module).

    Args:
        text: The normalised, folded text.
        hits: Where the prefilter saw one of :data:`ACCESS_KEYWORDS` (lowercase offsets);
            ``None`` scans the whole text.
    """
    found: list[SecretMatch] = []
    seen: set[int] = set()
    if hits is None:
        frames = list(_BEFORE_RE.finditer(text))
    else:
        frames = []
        for start, _end in hits:
            # a frame starts at its keyword or a few words before it ("it's now", "the host
            # says"): the expression is tried at those word starts only, never scanned
            floor = max(0, start - _WINDOW_BEFORE)
            for at in range(start, floor - 1, -1):
                if at == 0 or (text[at - 1] in " \t\n" and text[at] not in " \t"):
                    frame = _BEFORE_RE.match(text, at)
                    if frame is not None:
                        frames.append(frame)
                        break
    for m in frames:
        at, end = _value_at(text, m.end())
        value = text[at:end]
        if not value or at in seen:
            continue
        seen.add(at)
        kind = m.lastgroup or ""
        if _pin(value):
            if kind not in ("unlock", "opens", "takes", "type"):
                continue
            if _UNIT_AFTER_RE.match(text, end):
                continue  # "takes 1500 steps", "opens with 2000 people"
            if kind != "unlock" and not _LOCK_NOUN_RE.search(text, max(0, m.start() - 50), at):
                continue  # "the kettle takes 1200": no lock, no PIN
        else:
            shape = _shape(value)
            need = 1 if kind in ("unlock", "opens", "type", "now", "what", "asks") else 2
            # "the season pass unlocks Tier-100", "the validator accepted Draft-07": a label
            # after a frame that names no lock, device or login (nor "unlocks with") is what
            # was unlocked or accepted, not a key.
            if _label(value) and not _strong_frame(text, m, kind):
                continue
            if kind == "login" and _letters_only(value):
                continue  # "log in with X": never words alone ("sign in with MyFitnessPal")
            floor = max(0, m.start() - 160)
            if kind in ("other", "says", "case") and not (
                ACCESS_CUE_RE.search(text, floor, m.start())
                or _NETWORK_RE.search(text, floor, m.start())
            ):
                continue  # "the other thing is X" only after a network or a login
            if shape < need:
                continue
            weak = shape < 2 or _letters_only(value)
            if kind == "now" and weak and not _CHANGED_RE.search(text, floor, m.start()):
                continue  # "my phone updated, it's now Android14": no credential was changed
            if (
                shape == 1
                and kind not in ("unlock", "opens", "now")
                and not (_OPENED_THING_RE.search(text, floor, at))
            ):
                continue  # "just type node18": a plain word and a number needs a lock near it
            if _titled(value) and kind != "now":
                continue  # "just type Windows11", "opens with Firefox116": a title's shape
            if (
                kind not in ("unlock", "now")
                and _letters_only(value)
                and not _OPENED_THING_RE.search(text, floor, at)
            ):
                continue  # "type HelloWorld", "it's now PascalCase": names, unless a lock asks
        if _judged(text, at, end):
            continue
        found.append(SecretMatch(RULE, at, end))
    if "me in" in text or "worked" in text or "accepted" in text or "went through" in text:
        for m in _TRIED_RE.finditer(text):
            at, end = m.span("value")
            while end > at and text[end - 1] in _TRAIL:
                end -= 1
            # "it let me in" says it opened something; "it worked" may be a tool's version
            need = 1 if "me in" in m.group() and not _titled(text[at:end]) else 2
            if _shape(text[at:end]) >= need and not _judged(text, at, end):
                found.append(SecretMatch(RULE, at, end))
    if " /" in text or "\t/" in text:
        for m in _PAIR_RE.finditer(text):
            at, end = _value_at(text, m.start("value"))
            user = m.group("user")
            if user.isdigit() or user.lower() in ("and", "or", "input", "tcp", "km", "kb"):
                continue
            value = text[at:end]
            if value[:1] + value[-1:] in ("{}", "[]", "()"):
                value = value[1:-1]  # "{ZD3VAm6VRIFd}": the brackets only set it apart
            # a "pw" label says what the value is: any token shape will do then
            labelled = m.group("label") is not None and looks_like_token(value, min_len=8)
            if _label(value) and not labelled:
                continue  # "user / Settings-2 in the menu": a menu path, not a login
            if (labelled or _shape(value) >= 2) and not _judged(text, at, end):
                found.append(SecretMatch(RULE, at, end))
    if "@" in text:
        for m in _EMAIL_PAIR_RE.finditer(text):
            at, end = _value_at(text, m.start("value"))
            value = text[at:end]
            if _letters_only(value) or _titled(value) or _label(value):
                continue  # "bob@x.com with HelloWorld", "... with Windows11", "... with Draft-2"
            if _shape(value) >= 1 and not _judged(text, at, end):
                found.append(SecretMatch(RULE, at, end))
    return found


# The nouns of a code sent to sign someone in: "one-time sign-in code", "2FA code", "OTP",
# "Bestätigungscode", "código de verificación", "код подтверждения", "認証コード", "验证码".
_OTP_NOUN_RE = re.compile(
    r"(?i)(?<!\w)(?:(?:one[- ]time|verification|verify|security|sign[- ]?in|log[- ]?in|2fa|"
    r"two[- ]factor|mfa|authentication|auth|access|otp)(?:[ -](?:sign[- ]?in|log[- ]?in|"
    r"verification|security|access|pass))?[ -]?code|otp|one[- ]time (?:password|passcode|pin)|"
    r"passcode|"
    r"bestätigungscode|anmeldecode|sicherheitscode|verifizierungscode|einmalcode|"
    r"code de (?:vérification|connexion|sécurité|confirmation de connexion)|"
    r"code à usage unique|c[óo]digo de (?:verificaci[óo]n|verifica[çc][ãa]o|seguridad|"
    r"seguran[çc]a|acceso|acesso|inicio de sesi[óo]n)|codice (?:di verifica|di sicurezza|"
    r"di accesso|otp)|код (?:подтверждения|проверки|доступа|безопасности)|одноразовый код|"
    r"verificatiecode|inlogcode|engångskod|bekräftelsekod|kod weryfikacyjny|doğrulama kodu|"
    r"(?:whatsapp|telegram|signal|google|microsoft|apple|facebook|instagram|amazon|uber|paypal|"
    r"steam|discord|tiktok|twitter|x|linkedin|netflix|sms) code)"
    r"|認証コード|確認コード|ワンタイムパスワード|验证码|校验码|動態碼|驗證碼|인증 ?코드|인증번호"
)
# A bare "your code" is a sent code when the message says what one says of it.
# A code and what it is for: "Enter 448120 to verify your account", "Use 448120 to sign in".
_CODE_FOR_RE = re.compile(
    r"(?i)(?<!\w)(?:enter|use|type|input)[ \t]{1,3}(?:[A-Z]-)?(\d{4,8})[ \t]{1,3}"
    r"(?:to|for)[ \t]{1,3}(?:verify|sign[ -]?in|log[ -]?in|confirm your (?:account|login|"
    r"identity|email|phone|sign-?in)|authenticate|complete (?:your )?(?:sign-?in|login))"
)
_YOUR_CODE_RE = re.compile(
    r"(?i)(?:(?<!\w)(?:your|dein|ihr|votre|tu|su|seu|ваш) |(?:^|(?<=\n))[ \t]{0,3})"
    r"(?:code|código|codice|код)(?!\w)"
)
_SENT_CODE_CUE_RE = re.compile(
    r"(?i)(?<!\w)(?:do not share|don't share|never share|not share|expires?|valid for|"
    r"nicht weitergeben|ne (?:le )?partagez|no (?:lo )?compartas|non condividere|"
    r"não compartilhe|никому не|mit niemandem|à personne|con nadie|con nessuno)(?!\w)"
)
_OTP_CUES = (
    "code",
    "otp",
    "códig",
    "codic",
    "код",
    "コード",
    "パスワード",
    "码",
    "碼",
    "코드",
    "번호",
)
_OTP_VALUE_RE = re.compile(
    r"(?<![\w$€£])(?<!\d[.,:/-])(?:[A-Z]-)?(\d{3}[ -]?\d{3}|\d{4,8})(?![\w/:%-]|[.,]\d{3})"
)
_PREPOSITION_BEFORE_RE = re.compile(
    r"(?i)(?<!\w)(?:in|at|on|by|since|from|until|after|before|around|of|to)[ \t]{1,2}\Z"
)
_GAP_WORD_RE = re.compile(r"[^\W\d_]+")


def _short_gap(between: str, words: int) -> bool:
    """A copula, a colon or a few words between the noun and its number, in one sentence."""
    if len(between) > 32 or any(c.isdigit() or c in ".!?\n" for c in between):
        return False
    return len(_GAP_WORD_RE.findall(between)) <= words


_NOT_THIS_CODE_RE = re.compile(
    r"(?i)(?<!\w)(?:expired|expire[sd]? (?:at|on)|request(?:ed)? (?:a|another|new)|resend|"
    r"at|on|in|by|since|from|until|till|after|before|around|about|of|to|costs?|for|"
    r"didn't get|never got|no|not|digit|digits|stellig|chiffres|dígitos|cifre|цифр)(?!\w)"
)


def one_time_codes(text: str, lowered: str) -> list[SecretMatch]:
    """A one-time code with its number, after its noun or just before it (see the module)."""
    found: list[SecretMatch] = []
    if " to " in lowered or " for " in lowered:
        for m in _CODE_FOR_RE.finditer(text):
            if not _YEARISH_RE.fullmatch(m.group(1)):
                found.append(SecretMatch(_OTP_RULE, *m.span(1)))
    if not any(cue in lowered for cue in _OTP_CUES):
        return [m for m in found if not _judged(text, m.start, m.end)]
    nouns = list(_OTP_NOUN_RE.finditer(text))
    if _SENT_CODE_CUE_RE.search(text):
        nouns.extend(_YOUR_CODE_RE.finditer(text))  # "Your code: 551902 - do not share it"
    for noun in nouns:
        if noun.group().lower().endswith("code") and CODE_COMPOUND_RE.match(text, noun.end()):
            continue
        window_end = min(len(text), noun.end() + 40)
        for value in _OTP_VALUE_RE.finditer(text, noun.end(), window_end):
            between = text[noun.end() : value.start()]
            if not _short_gap(between, 3):
                break
            if _NOT_THIS_CODE_RE.search(between):
                break
            if _YEARISH_RE.fullmatch(value.group(1)) or _UNIT_AFTER_RE.match(text, value.end()):
                break  # "the 2FA code from 2023", "the OTP took 1500 ms"
            found.append(SecretMatch(_OTP_RULE, *value.span(1)))
            break
        floor = max(0, noun.start() - 40)
        last = None
        for value in _OTP_VALUE_RE.finditer(text, floor, noun.start()):
            last = value
        if (
            last is not None
            and not (_YEARISH_RE.fullmatch(last.group(1)) or _UNIT_AFTER_RE.match(text, last.end()))
            and not _PREPOSITION_BEFORE_RE.search(text, max(0, last.start() - 8), last.start())
            and _short_gap(text[last.end() : noun.start()], 4)
            and not _NOT_THIS_CODE_RE.search(text, last.end(), noun.start())
        ):
            found.append(SecretMatch(_OTP_RULE, *last.span(1)))
    return [m for m in found if not _judged(text, m.start, m.end)]


# A secret told in two pieces: "first half of the key is X and, after lunch, the rest: Y",
# "starts with X and ends with Y", "part 1: X ... part 2: Y". Each piece alone may be too
# short to judge; the two joined are judged as one token.
SPLIT_KEYWORDS = (
    *("first half", "first part", "1st half", "1st part", "part 1", "part one", "first bit"),
    *("starts with", "start with", "begins with", "begin with", "split it"),
    *("second half", "second part", "2nd half", "part 2", "part two", "the rest", "rest of it"),
    *("ends with", "end with", "last part", "last bit"),
    # a dashboard showing a key's "prefix" and "suffix" apart: only a vendor format glued
    *("prefix", "suffix"),
)
_FIRST_RE = re.compile(
    r"(?i)(?<!\w)(?:first half|first part|1st half|1st part|part 1|part one|first bit|"
    r"starts? with|begins? with|split it|prefix)(?!\w)"
)
_SECOND_RE = re.compile(
    r"(?i)(?<!\w)(?:second half|second part|2nd half|2nd part|part 2|part two|the rest|"
    r"rest of it|ends? with|last part|last bit|then|suffix)(?!\w)"
)
_PIECE_RE = re.compile(r"\S{3,48}")
_PIECE_TRAIL = ",;:)\"'`”’"


def _piece_after(text: str, start: int, reach: int) -> tuple[int, int] | None:
    """The first token after ``start`` that is no plain word: a digit, a symbol, mixed case."""
    for m in _PIECE_RE.finditer(text, start, min(len(text), start + reach)):
        at, end = m.span()
        while end > at and text[end - 1] in _PIECE_TRAIL:
            end -= 1
        if end - at >= 4 and text[end - 1] == "." and text[end - 2] != ".":
            end -= 1  # the sentence ends there ("the first part is X. The second...")
        piece = text[at:end]
        if piece == "..." or (piece.isalpha() and (piece.islower() or piece.istitle())):
            continue  # "of the key is", "The"
        if any(c.isdigit() for c in piece) or not piece.isalnum() or piece.isupper():
            return at, end
        if len(piece) >= 12 and sum(c.isupper() for c in piece[1:]) >= 3:
            return at, end  # letters in random case ("ImdpmnAsehtCxbaifeBSh"): a key's piece
    return None


def _last_piece(text: str, floor: int, ceiling: int) -> tuple[int, int] | None:
    """The last token of ``floor..ceiling`` with a key's mixed classes (a first piece)."""
    last = None
    for m in _PIECE_RE.finditer(text, floor, ceiling):
        at, end = m.span()
        while end > at and text[end - 1] in _PIECE_TRAIL + ".":
            end -= 1
        piece = text[at:end]
        if len(piece) >= 6 and _KEY_PIECE_RE.search(piece) and not _VERSION_RE.search(piece):
            last = (at, end)
    return last


_KEY_PIECE_RE = re.compile(r"[a-z][A-Z0-9]|[A-Z][a-z0-9]|[0-9][A-Za-z]")
_VERSION_RE = re.compile(r"\d\.\d|\.[a-z]{2,4}\Z|://|@")


def split_values(text: str, judge: Callable[[str], bool]) -> list[SecretMatch]:
    """Secrets told in two pieces (see ``SPLIT_KEYWORDS``), judged joined by ``judge``.

    The first piece follows a first marker ("first half", "starts with") or, when there is
    none, is the last key-shaped token before the second marker ("ghp_dxpp... . The rest:").
    """
    found: list[SecretMatch] = []
    pairs: list[tuple[int, tuple[int, int], re.Match[str]]] = []
    used: set[int] = set()
    for first in _FIRST_RE.finditer(text):
        head = _piece_after(text, first.end(), 40)
        if head is None:
            continue
        second = _SECOND_RE.search(text, head[1], min(len(text), head[1] + 160))
        if second is not None:
            pairs.append((first.end(), head, second))
            used.add(second.start())
    for second in _SECOND_RE.finditer(text):
        if second.start() in used or second.group().lower() == "then":
            continue  # "then" joins pieces only after a first marker
        head = _last_piece(text, max(0, second.start() - 160), second.start())
        if head is not None:
            pairs.append((head[0], head, second))
    for cut, head, second in pairs:
        tail = _piece_after(text, second.end(), 40)
        if tail is None:
            continue
        joined = text[head[0] : head[1]] + text[tail[0] : tail[1]]
        if len(joined) < 8 or set(joined) <= set("0123456789- "):
            continue  # an ISBN or a phone number told in two parts
        s_end = sentence(text, head[0], head[1])[1]
        # the marker itself ("part 1") is no part number: nouns are looked for after it
        after = text[cut : min(len(text), s_end + 1)]
        if public_id(after, 0, len(after), head[0] - cut, head[1] - cut) or _judged(text, *head):
            continue  # "the serial starts with SN4 and ends with 77Q"
        if second.group().lower() == "suffix":  # "prefix ABC-12, suffix 9X": a vendor key only
            if judge(joined):
                found.append(SecretMatch(RULE, head[0], tail[1]))
            continue
        if judge(joined) or _shape(joined) >= 2:
            found.append(SecretMatch(RULE, head[0], tail[1]))
    return found


# A credential word spelled one character apart, glued by ``join_singles``: "m y  p a s s w o r d
# i s  C o r a l _ ..." reads "mypasswordisCoral_..."; the value is what follows the word.
_SPELLED_WORD_RE = re.compile(
    r"(?i)(?:password|passwort|passwd|kennwort|passcode|pin|contraseña|contrasena|motdepasse|"
    r"senha|wachtwoord|lösenord|haslo|hasło|parola|пароль)"
    r"(?:is|ist|est|es|era|é|e|was|lautet|er|är|jest|:|=)?"
)


def spelled_values(joined: str, offsets: list[int]) -> list[SecretMatch]:
    """Values after a credential word spelled one character apart (see above)."""
    found: list[SecretMatch] = []
    for m in _SPELLED_WORD_RE.finditer(joined):
        start, end = m.span()
        if offsets[end - 1] - offsets[start] < 2 * (end - start - 1):
            continue  # written as a word, not spelled: the sentence rules judge it
        tail = end
        while tail < len(joined) and not joined[tail].isspace():
            tail += 1
        value = joined[end:tail].rstrip(".,;:!?)")
        if not value or not (_shape(value) >= 1 or _pin(value)):
            continue
        found.append(SecretMatch(RULE, offsets[end], offsets[end + len(value) - 1] + 1))
    return found
