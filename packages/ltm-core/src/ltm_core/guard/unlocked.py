"""More hand-overs with no credential word, beside :func:`.handover.access_values`.

* the value first, a weak verdict after: "X got me in", "X let me in", "X opens the shed
  padlock", "typed X and boom, I'm in";
* what is locked with it: "shed lock = X", "the zip is protected with X", "encrypted the pdf
  with X", "to open the pdf use X", "the veracrypt volume mounts with X";
* a prompt and its answer after a colon: "if the router asks: X";
* a PIN said in words after an unlock verb and a lock ("the safe opens with six five four
  three five five");
* a service, a user and the value: "vpn: dana — X"; a key emoji before it: "🔑 X";
* the tried-and-in story in Spanish, German and French ("probé X y me dejó entrar", "ich
  hab X probiert und es hat mich reingelassen", "j'ai essayé X et ça m'a laissé entrer").

The frame words alone say nothing ("the club accepted Team-7", "the DLC unlocks Stage-4"),
so each value is judged by its shape as in :mod:`.handover`: made to be a password
(scrambled, words glued with digits or symbols). A titled word and a number ("Draft-07",
"Tier-100") is a name's shape and is let through. Every expression is bounded.
"""

from __future__ import annotations

import re

from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.handover import _LOCK_NOUN_RE, RULE, _judged, _shape, _titled, _value_at

__all__ = ["UNLOCKED_KEYWORDS", "unlocked_values"]

_PIN_RULE = "pin_disclosure"
# One capitalised word, a hyphen and a number: a title, a route or a version after these
# weaker frames (the strong "unlocks with" of :mod:`.handover` still judges it a value).
_HYPHEN_TITLED_RE = re.compile(r"[A-Z][a-z]{2,13}-\d{1,4}")

_V = r"(?P<value>[^\s\"'`]{6,64})"
# The value, then what it did: "X got me in", "X opens the shed padlock".
_VALUE_FIRST_RE = re.compile(
    rf"(?i)(?<![^\s\"'`(])[\"'`]?{_V}[\"'`]?[ \t]{{1,3}}"
    r"(?:(?:finally|still|instantly)[ \t]{1,3})?"
    r"(?:got me in|gets me in|let me in|lets me in|logged me in|gets you in|got us in|"
    r"(?:opens|unlocks|opened|unlocked)[ \t]{1,3}(?:the|my|our|your)[ \t]{1,3}[^\s]{0,20}[ \t]?"
    r"(?:padlock|lock|safe|door|gate|locker|shed|garage|laptop|phone|tablet|zip|pdf|archive|"
    r"vault|drive|wallet|router|nas|box|server|account|file))(?!\w)"
)
# typed X and boom, I'm in / typed X, and I was in.
_TYPED_IN_RE = re.compile(
    rf"(?i)(?<!\w)(?:typed|entered|tried|used|put in|punched in)[ \t]{{1,3}}{_V}"
    r"[ \t,;–—-]{1,4}(?:and[ \t]{1,3})?(?:(?:boom|bam|voila|voilà|yep|yes|presto)[,!]?[ \t]{1,3})?"
    r"(?:i'm in|i am in|i was in|we're in|we were in|it opened|it unlocked)"
)
# shed lock = X, safe combo: X, padlock -> X.
_LOCK_EQUALS_RE = re.compile(
    r"(?i)(?<!\w)(?:[a-z]{2,12}[ \t])?(?:lock|padlock|safe|locker|keypad|gate|door)"
    rf"(?:[ \t](?:combo|combination|code))?[ \t]{{0,2}}(?:=|:|->|→)[ \t]{{0,2}}{_V}"
)
# the zip is protected with X, encrypted the pdf with X, the volume mounts with X.
_CONTAINER = (
    r"(?:zip|pdf|archive|7z|rar|file|document|doc|docx|xlsx|spreadsheet|volume|container|"
    r"drive|disk|usb|stick|backup|vault|wallet|keystore|keepass|kdbx|database|db|image|iso|"
    r"partition|folder)"
)
_PROTECTED_RE = re.compile(
    r"(?i)(?<!\w)(?:(?:is|are|was|were|got|it's)[ \t]{1,3})?"
    r"(?:protected|encrypted|secured|locked|password-protected|passworded)"
    rf"(?:[ \t]{{1,3}}(?:the|my|this|that|our|it)?[ \t]{{0,3}}(?:[^\s]{{1,12}}[ \t])?{_CONTAINER})?"
    r"[ \t]{1,3}(?:with|w/|using|by)[ \t]{1,3}[\"'`]?" + _V
)
_TO_OPEN_RE = re.compile(
    r"(?i)(?<!\w)to[ \t]{1,3}(?:open|unlock|decrypt|unzip|extract|mount)[ \t]{1,3}"
    rf"(?:(?:the|my|this|that|it)[ \t]{{1,3}})?(?:(?:[^\s]{{1,12}}[ \t])?{_CONTAINER}[ \t]{{0,3}})?"
    r",?[ \t]{0,3}"
    rf"(?:use|type|enter)[ \t]{{1,3}}[\"'`]?{_V}"
)
_MOUNTS_RE = re.compile(
    r"(?i)(?<!\w)(?:mounts|decrypts|unzips|extracts)[ \t]{1,3}(?:with|w/|using)"
    rf"[ \t]{{1,3}}[\"'`]?{_V}"
)
# if the router asks: X / when the NAS prompts — X.
_ASKS_COLON_RE = re.compile(
    r"(?i)(?<!\w)(?:asks|prompts|asks for (?:it|a password|the password|one)|wants)"
    rf"[ \t]{{0,2}}(?::|—|–|->|→)[ \t]{{0,3}}[\"'`]?{_V}"
)
# vpn: dana — X, ssh: root / X (the service, its user, the value).
_SERVICE_USER_RE = re.compile(
    r"(?i)(?<!\w)(?:vpn|wifi|wi-fi|ssh|nas|router|rdp|ftp|sftp|smb|email|mail|imap|smtp|"
    r"admin|portal|server|db|database|login)[ \t]{0,2}:[ \t]{0,2}[A-Za-z0-9._@-]{2,40}"
    rf"[ \t]{{1,2}}(?:—|–|-|\||/|:)[ \t]{{1,2}}{_V}"
)
_KEY_EMOJI_RE = re.compile(rf"(?:🔑|🗝|🔐)\ufe0f?[ \t]{{0,2}}[:=-]?[ \t]{{0,2}}{_V}")
# Tried and let in, in other languages.
_TRIED_ABROAD_RE = re.compile(
    r"(?i)(?<!\w)(?:probé|prové|usé|puse|intenté con|metí|"
    r"j'ai essayé|j'ai tapé|j'ai mis|j'ai entré|"
    r"ho provato|ho messo|ho inserito|"
    rf"(?:ich )?(?:hab|habe)(?: es)?(?: mit)?)[ \t]{{1,3}}{_V}"
    r"[ \t,]{1,3}(?:y|et|e|und)[ \t]{1,3}"
    r"(?:me dejó entrar|me dejo entrar|funcionó|entré|ça m'a laissé entrer|ça a marché|"
    r"ça a fonctionné|mi ha fatto entrare|ha funzionato|sono entrato|"
    r"(?:es )?hat mich reingelassen|es hat funktioniert|ich war drin|"
    r"(?:probiert|eingegeben|versucht)[ \t]{1,3}(?:und[ \t]{1,3})?(?:es[ \t]{1,3})?"
    r"(?:hat mich reingelassen|hat funktioniert|ging)|"
    r"(?:probiert|eingegeben|versucht)[ \t]{1,3}und[ \t]{1,3}(?:ich war drin|war drin))"
)
_GERMAN_TRIED_RE = re.compile(
    rf"(?i)(?<!\w)(?:ich )?(?:hab|habe)[ \t]{{1,3}}{_V}[ \t]{{1,3}}"
    r"(?:probiert|eingegeben|versucht|eingetippt)[ \t,]{1,3}und[ \t]{1,3}"
    r"(?:es[ \t]{1,3})?(?:hat[ \t]{1,3}mich[ \t]{1,3}reingelassen|hat[ \t]{1,3}funktioniert|"
    r"ich[ \t]{1,3}war[ \t]{1,3}drin|ging[ \t]{1,3}auf)"
)
# "the safe opens with six five four three five five": a PIN said in words, four to eight.
_DIGIT_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_SPOKEN_PIN_RE = re.compile(
    r"(?i)(?<!\w)(?:unlocks?|unlocked|opens?|opened)(?:[ \t]{1,3}(?:with|w/|using))?"
    r"(?:[ \t]{1,3}(?:the[ \t]{1,3})?(?:code|pin|combo|combination))?[ \t]{1,3}"
    rf"(?P<value>{_DIGIT_WORD}(?:[ \t,-]{{1,2}}{_DIGIT_WORD}){{3,7}})(?![ \t,-]{{0,2}}\w)"
)
_BITLOCKER_RE = re.compile(r"(?<![\d-])\d{6}(?:-\d{6}){7}(?![\d-])")
_BITLOCKER_CUE_RE = re.compile(r"(?i)bitlocker|recovery|unlock|drive|volume|wiederherstellung")

_SERVICE_CUES = tuple(
    f"{word}{colon}"
    for word in "vpn wifi wi-fi ssh nas router rdp ftp smb mail imap smtp admin portal server db "
    "database login".split()
    for colon in (":", " :")
)
_VALUE_FIRST_CUES = (
    *("got me in", "gets me in", "let me in", "lets me in", "logged me in", "gets you in"),
    *("got us in", "opens the", "opens my", "opens our", "opens your", "opened the"),
    *("opened my", "unlocks the", "unlocks my", "unlocked the", "unlocked my"),
)
# Each scan with the shape its value needs and the words one of which must be in the text.
_SCANS: tuple[tuple[re.Pattern[str], int, tuple[str, ...]], ...] = (
    (_VALUE_FIRST_RE, 2, _VALUE_FIRST_CUES),
    (_TYPED_IN_RE, 2, ("i'm in", "i am in", "i was in", "we're in", "we were in", "it opened")),
    (_LOCK_EQUALS_RE, 2, ("lock", "safe", "keypad", "gate", "door")),
    (_PROTECTED_RE, 2, ("protect", "encrypt", "secured", "locked")),
    (_TO_OPEN_RE, 2, ("to open", "to unlock", "to decrypt", "to unzip", "to extract", "to mount")),
    (_MOUNTS_RE, 2, ("mounts", "decrypts", "unzips", "extracts")),
    (_ASKS_COLON_RE, 2, ("asks", "prompts", "wants")),
    (_SERVICE_USER_RE, 2, _SERVICE_CUES),
    (_KEY_EMOJI_RE, 2, ("🔑", "🗝", "🔐")),
    (
        _TRIED_ABROAD_RE,
        2,
        (
            "entrar",
            "entrer",
            "entrato",
            "entré",
            "funcion",
            "funzion",
            "marché",
            "fonctionn",
            "reingelassen",
            "drin",
        ),
    ),
    (_GERMAN_TRIED_RE, 2, ("reingelassen", "funktioniert", "drin", "ging auf")),
)

# Every cue word of the scans, for the guard's keyword prefilter (label "unlocked").
UNLOCKED_KEYWORDS = tuple(
    sorted({cue for _rx, _need, cues in _SCANS for cue in cues} | {"open", "unlock"})
)


def unlocked_values(text: str, seen: set[str] | frozenset[str]) -> list[SecretMatch]:
    """Values handed over by the frames of this module (see the module docstring).

    Args:
        text: The normalised, folded text.
        seen: The words of :data:`UNLOCKED_KEYWORDS` the prefilter saw in the text; a scan
            runs only when one of its cue words is there.
    """
    found: list[SecretMatch] = []
    for rx, need, cues in _SCANS:
        if seen.isdisjoint(cues):
            continue
        for m in rx.finditer(text):
            at, end = _value_at(text, m.start("value"))
            end = min(end, m.end("value"))
            value = text[at:end]
            if not value or _titled(value) or _HYPHEN_TITLED_RE.fullmatch(value):
                continue  # "Draft-07", "Route-92", "Chrome-80": a name's shape
            if _shape(value) < need:
                continue
            if _judged(text, at, end):
                continue
            found.append(SecretMatch(RULE, at, end))
    if "open" in seen or "unlock" in seen:
        for m in _SPOKEN_PIN_RE.finditer(text):
            if _LOCK_NOUN_RE.search(text) and not _judged(text, *m.span("value")):
                found.append(SecretMatch(_PIN_RULE, *m.span("value")))
    if text.count("-") >= 7 and _BITLOCKER_CUE_RE.search(text):
        for m in _BITLOCKER_RE.finditer(text):
            if not _judged(text, *m.span()):
                found.append(SecretMatch(RULE, *m.span()))
    return found
