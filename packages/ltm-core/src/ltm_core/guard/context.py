"""Credentials told by their context alone: a service or a device named, a hand-over said.

* :func:`service_values` -- a service's or a device's label, then the value after a
  separator on its line (or alone on the next line): "BIOS: X", "Disney+ (the family one) —
  X", "Wi-Fi Gästenetz: X", 'Guest network "Casa-5G", key X', "ssid: Name / X", "steam acct:
  nightowl_92 :: X", "Gmail: a@b.com" and X on the next line, "zip file pass is X".
* :func:`handed_values` -- the hand-over said around the value: "I set it to X", "Changed it
  to X", "try X if the first one fails", "type X at the prompt", "copy this exactly: X",
  "New one: X", "for future me: X", "X — write it down", "X (for the laptop ...)", "X is what
  I set for the tablet", "'X' without the quotes".
* :func:`device_pins` -- a number with a device's or a lock's words: "the ipad unlock is
  915881", "hotel safe I set to 561405", "527987 🤫 for the alarm panel", "Tresor-Code:
  067211", "steam guard recovery code R64162".

A service name or a hand-over phrase is no credential word ("Spotify: love the new
playlist", "try Python3 first", "BIOS: update it first"), so the value's own shape must say
password: words joined by symbols and digits, scrambled letters and digits, a generator's
output (see :func:`.handover._shape`), plus two shapes seen only after such a label here: a
number leading glued words ("22Kangaroo&gravy") and letters of both cases with a digit and no
word ("KGCLqgZVBL1S"). Names ("Windows11", "Casa-5G", "Draft-07") and words alone are let
through. A number is a PIN only next to a device's or a lock's word and a code or set verb;
years, amounts, units and zip, room, flight or order numbers are not. Every expression is
bounded and runs only where the keyword prefilter saw one of :data:`CONTEXT_KEYWORDS`.
"""

from __future__ import annotations

import itertools
import re

from ltm_core.guard.device_codes import DEVICE_CODE_KEYWORDS, device_codes
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.handover import RULE, _judged, _label, _letters_only, _shape, _titled
from ltm_core.guard.values import entropy, word_like

__all__ = ["CONTEXT_KEYWORDS", "device_pins", "handed_values", "service_values"]

_PIN_RULE = "pin_disclosure"

# Services, devices and things a password opens, in several languages. Matched as words.
_SERVICES = (
    "wifi wi-fi wlan ssid hotspot router roteador routeur enrutador modem bios uefi nas vpn "
    "spotify netflix disney+ disney hulu hbo max paramount+ crunchyroll steam xbox psn "
    "playstation nintendo epic gmail outlook hotmail yahoo icloud email e-mail mail "
    "instagram facebook twitter tiktok discord reddit twitch amazon ebay paypal venmo dropbox "
    "plex synology anydesk teamviewer zoom skype slack keychain 1pass 1password bitwarden "
    "lastpass bitlocker veracrypt laptop notebook ipad iphone tablet chromebook macbook "
    "kindle camera nvr dvr alarm portal intranet moodle zip pdf rar 7z archive "
    "gästenetz gastnetz gäste-wlan heimnetz netzwerk réseau rede red rete sieć сеть вайфай "
    "роутер 와이파이 ワイファイ 无线 路由器 wachtwoord"
).split()
_MULTI_SERVICES = (
    "guest network",
    "home network",
    "office network",
    "apple id",
    "prime video",
    "zip file",
    "wifi key",
    "network key",
    "clé wifi",
    "cle wifi",
    "clave wifi",
    "clave del wifi",
    "chave wifi",
    "chiave wifi",
    "wlan-schlüssel",
    "wlan schlüssel",
)
_SERVICE_SET = frozenset(_SERVICES)
# What stands between a label and its value on one line.
_SEPARATORS = frozenset(
    ": :: ： = == — – - -- → -> => ⇒ | / // > » key pass pw pwd is est es ist è é c'est "
    "clave chave chiave clé cle schlüssel and".split()
)
_AFTER_NAME = frozenset("/ // | key pass pw pwd — – -> → and".split())
_EDGE = "\"'`“”‘’«»()[]<>,;"
_TAIL = ",.;:)\"'`”’»"  # a password may end in "!" or "?": those stay

# Shapes seen only after a label or a hand-over (see the module docstring).
_DIGIT_LED_RE = re.compile(r"\d{1,4}[A-Za-z]{3,14}[!#$%&*?@.^~+_-][A-Za-z]{3,14}[!#$%&*?@]?")
_LOWER_RUN_RE = re.compile(r"[a-z]{4,}")
_RANDOM_CHARS = frozenset("!#$%&*+?@^~_-.=")
_WORD_PHRASE_RE = re.compile(r"[a-z]{3,12}(?:[-_.][a-z]{3,12}){1,4}[-_.]\d{2,4}[!#$%&*?@]?")


def _random_mixed(value: str) -> bool:
    """Both cases and a digit, switching often, with no word inside ("KGCLqgZVBL1S")."""
    if not 10 <= len(value) <= 64 or not value.isascii():
        return False
    if not all(c.isalnum() or c in _RANDOM_CHARS for c in value):
        return False
    if not (
        any(c.islower() for c in value)
        and any(c.isupper() for c in value)
        and any(c.isdigit() for c in value)
    ):
        return False
    if any(word_like(run) for run in _LOWER_RUN_RE.findall(value)):
        return False  # "iPhone15ProMax", "MacBookAir2": a product's words
    kinds = [0 if c.islower() else 1 if c.isupper() else 2 if c.isdigit() else 3 for c in value]
    changes = sum(a != b for a, b in itertools.pairwise(kinds))
    return changes >= 3 and entropy(value) >= 3.0


def context_shape(value: str) -> int:
    """2: made to be a password; 1: a word passphrase with a number; 0: no value here."""
    shape = _shape(value)
    if shape == 2:
        return 2
    if value.isascii() and 8 <= len(value) <= 64:
        if _DIGIT_LED_RE.fullmatch(value) and not value.isupper():
            return 2  # "22Kangaroo&gravy", "91Blueberry$harbor", "99Blueberry.quokka"
        if _random_mixed(value):
            return 2
        if _WORD_PHRASE_RE.fullmatch(value) and not _label(value):
            return 1  # "bramble-quartz-juniper-21", "walrus-comet-080"
    return shape


def _clean(text: str, at: int, end: int) -> tuple[int, int]:
    """Drop quotes and brackets around a token and the punctuation that ends a sentence."""
    while at < end and text[at] in _EDGE:
        at += 1
    while end > at and text[end - 1] in _TAIL:
        end -= 1
    while end > at and text[end - 1] in _EDGE:
        end -= 1
    return at, end


_INNER_SYMBOL_RE = re.compile(r"[^\W\d_][!#$%&*?@^~+=][^\W\d_]")
_EMAIL_RE = re.compile(r"@[A-Za-z0-9-]{1,63}\.[A-Za-z]{2,}")
_LIKE_THAT_RE = re.compile(r"(?i)(?<!\w)(?:exactly[ \t]{1,3})?like[ \t]{1,3}th(?:at|is)(?!\w)")
_TITLED_PIN_RE = re.compile(r"[A-Z][a-z]{2,13}(?P<digits>\d{4,6})")


def _accepted(text: str, at: int, end: int, need: int, *, labelled: bool = False) -> bool:
    """The value has a password's shape (``need`` or better) and is no name or label.

    ``labelled``: the value stands after a service's label and a colon, where a word and
    four digits or more that are no year ("Otter8250") is a password, not a product.
    """
    value = text[at:end]
    if not value or _EMAIL_RE.search(value) or "://" in value:
        return False  # an address: the account, not its password
    if "like th" in text:  # "type it exactly like that" is no comparison with an example
        text = _LIKE_THAT_RE.sub(lambda m: " " * len(m.group()), text)
    titled_pin = _TITLED_PIN_RE.fullmatch(value)
    if labelled and titled_pin and not _YEAR_RE.fullmatch(titled_pin.group("digits")[-4:]):
        return not _judged(text, at, end)
    if _titled(value) or _label(value):
        return False  # "Windows11", "Casa-5G", "Draft-07": a name's shape
    if not any(c.isdigit() for c in value) and not _INNER_SYMBOL_RE.search(value):
        return False  # "case-sensitive!", "Zephyr-Heron": words and a mark, no password
    shape = context_shape(value)
    if shape < need or (shape < 2 and not any(c.isdigit() for c in value)):
        return False
    if _letters_only(value) and shape < 2:
        return False
    return not _judged(text, at, end)


_YEAR_RE = re.compile(r"(?:19|20)\d\d")
# A user name's noun before the service ("my username at the portal is X", "login name on
# the forum: X"): what follows names the account; its password is another value.
_USER_NAMED_RE = re.compile(
    r"(?<![\w-])(?:user[ _-]?names?|user[ _-]?ids?|login[ _-]?names?|logins?|handles?|"
    r"account[ _-]?names?|screen[ _-]?names?|nicknames?|e-?mails?)[ \t]{1,3}"
    r"(?:at|on|for|in|of)[ \t]{1,3}(?:the[ \t]{1,3}|my[ \t]{1,3}|our[ \t]{1,3})?[\w' -]{0,20}\Z"
)
_TOKEN_RE = re.compile(r"\S+")
_LINE_REACH = 120


def _service_at(lowered: str, start: int, end: int) -> bool:
    """The keyword stands as a word of its own ("vpn", not "vpnkit"; "mail", not "email")."""
    before = lowered[start - 1] if start else " "
    after = lowered[end] if end < len(lowered) else " "
    return not (before.isalnum() or before in "_@.") and not (after.isalnum() or after == "_")


def service_values(text: str, lowered: str, hits: list[tuple[int, int, str]]) -> list[SecretMatch]:
    """Values after a service's or a device's label (see the module docstring).

    Args:
        text: The normalised, folded text.
        lowered: ``text`` lowercased (same offsets).
        hits: Prefilter hits ``(start, end, keyword)`` of :data:`CONTEXT_KEYWORDS`.
    """
    found: list[SecretMatch] = []
    done = -1
    for start, end, word in hits:
        if word not in _SERVICE_SET and word not in _MULTI_SERVICES:
            continue
        if start < done or not _service_at(lowered, start, end):
            continue
        if _USER_NAMED_RE.search(lowered, max(0, start - 40), start):
            continue  # "my username at the school portal is X": the user's name, not a password
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        stop = min(line_end, end + _LINE_REACH)
        # (start, end, shape needed, after a colon or an arrow)
        candidates: list[tuple[int, int, int, bool]] = []
        previous = text[start:end]
        # an SSID or a network's name comes first; its key follows a "/" or "key"
        named = "ssid" in lowered[start:stop] or "name" in lowered[end:stop]
        for m in _TOKEN_RE.finditer(text, end, stop):
            token = m.group()
            if m.start() == end:  # the rest of the label's own word ("BIOS:", "wifi?")
                previous = previous + token
                continue
            bare = previous.lower().strip("\"'`“”‘’«»()")
            if named and not candidates and bare not in _AFTER_NAME:
                previous = token  # "the SSID at the office is ACME-Guest-384": its name
                continue
            if bare in _SEPARATORS or previous[-1:] in ":：" or previous.endswith(("->", "→")):
                colon = previous[-1:] in ":：" or bare in (":", "::", "：", "→", "->")
                candidates.append((*_clean(text, m.start(), m.end()), 2, colon))
            previous = token
        if line_end < len(text):  # the value alone on the next line or the one after
            for _ in range(2):
                next_end = text.find("\n", line_end + 1)
                next_end = len(text) if next_end < 0 else next_end
                line = text[line_end + 1 : next_end]
                if line.strip() and len(line.split()) == 1 and len(line) <= 80:
                    first = line_end + 1 + (len(line) - len(line.lstrip()))
                    span = _clean(text, first, first + len(line.strip()))
                    candidates.append((*span, 2, False))
                    break
                if line.strip():
                    break
                line_end = next_end
                if line_end >= len(text):
                    break
        for at, value_end, need, labelled in candidates:
            value = text[at:value_end]
            if _WORD_PHRASE_RE.fullmatch(value):
                need = 1  # "AnyDesk: 482 119 730 / orchid-mango-cobalt-49"
            if _letters_only(value):
                continue  # "the wifi password: Not_Set_Yet", "router: Living-Room": names
            if _accepted(text, at, value_end, need, labelled=labelled):
                found.append(SecretMatch(RULE, at, value_end))
                done = value_end
                break
    return found


_V = r"[\"'`“‘]?(?P<value>[^\s\"'`“”‘’]{6,64})[\"'`”’]?"
_DEVICE = (
    r"(?:ipad|iphone|phone|tablet|laptop|notebook|computer|pc|mac|macbook|chromebook|kindle|"
    r"safe|hotel safe|tresor|alarm(?: panel| system| app)?|garage|door|gate|keypad|lock ?screen|"
    r"sim|bank(?:ing)? app|app|screen ?time|parental controls?|xbox|playstation|ps5|switch|tv|"
    r"padlock|locker|bike lock|lock|cabinet|nas|router|camera|coffre|coffre-fort|caja fuerte|"
    r"cassaforte|сейф|sejf|kluis|kassaskåp|handy|telefon|tablette|portable|teléfono|celular|"
    r"móvil|telefone|telemóvel|cellulare|vault|wallet|bitlocker|account|portal|login|wifi|"
    r"wi-fi|vpn|email|mail)"
)
# Frames before the value: what was done with it or how it is given.
_BEFORE_RE = re.compile(
    r"(?i)(?<!\w)(?:"
    r"(?:set|changed|change|reset|switched|updated|made)[ \t]{1,3}(?:it|mine|ours|the[ \t]"
    r"(?:code|pin|password|pass|login|passcode|passphrase))[ \t]{1,3}(?:to|as)"
    r"|try(?:[ \t]{1,3}(?:this|with))?"
    r"|type(?:[ \t]{1,3}in)?"
    r"|copy[ \t]{1,3}(?:this|it)[ \t]{1,3}exactly[ \t]{0,2}:?"
    r"|paste[ \t]{1,3}(?:this[ \t]{1,3}|it[ \t]{1,3})?into[ \t]{1,3}the[ \t]{1,3}"
    r"(?:login|log-in|sign-in|password|pw)[ \t]{1,3}(?:box|field|prompt)[ \t]{0,2}:?"
    r"|new[ \t]{1,3}one(?:[ \t]{1,3}for[ \t]{1,3}[^\s:=]{1,20}(?:[ \t][^\s:=]{1,20}){0,2}?)?"
    r"(?:[ \t]{0,2}[:=]|[ \t]{1,3}is)"
    r"|(?:reset[ \t]{1,3}done[.,]?[ \t]{1,3})?new[ \t]{0,2}(?:=|:|->|→)"
    r"|for[ \t]{1,3}future[ \t]{1,3}me[ \t]{0,2}[:,-]?"
    r"|note[ \t]{1,3}to[ \t]{1,3}self[ \t]{0,2}[:,-]"
    r"|(?:pls|please)[ \t]{1,3}remember(?:[ \t]{1,3}(?:this|it))?(?:[ \t]{1,3}for[ \t]{1,3}me)?"
    r"[ \t]{0,2}:"
    r"|just[ \t]{1,3}to[ \t]{1,3}not[ \t]{1,3}forget[ \t]{0,2}:"
    r"|here[ \t]{1,3}(?:u|you|ya)[ \t]{1,3}go[ \t]{0,2}[:,-]?"
    r"|here[ \t]{1,3}it[ \t]{1,3}is[ \t]{0,2}[:,-]?"
    r"|sending[ \t]{1,3}it[ \t]{1,3}here[^\n:]{0,30}:"
    r"|got[ \t]{1,3}in[ \t]{1,3}with"
    r"|keychain[ \t]{1,3}says"
    r"|if[ \t]{1,3}it[ \t]{1,3}asks[ \t]{1,3}for[ \t]{1,3}the[ \t]{1,3}old[ \t]{1,3}one,?[ \t]{1,3}"
    r"(?:it's|its|it is|use)"
    r"|(?:we're|we are|i'm|im)[ \t]{1,3}(?:all[ \t]{1,3})?using"
    r"|(?:said|says)[ \t]{1,3}(?:to[ \t]{1,3})?use"
    r"|\((?:it's|its|it is)"
    r"|^[ \t]{0,3}(?:it's|its|it is)"
    r")[ \t]{1,3}" + _V
)
# What may follow a "try X" or "type X" or "use X", so that the frame hands a value over.
_AFTER_TRY_RE = re.compile(
    r"(?i)[ \t]{0,3}(?:,[ \t]{0,2})?(?:if[ \t]|and[ \t]{1,3}(?:tell|see|let)|first|instead|"
    r"next|then|at[ \t]{1,3}the|in[ \t]{1,3}the|into[ \t]{1,3}the|when|for[ \t]{1,3}the|"
    r"\(|$|\n|—|–)"
)
_NEEDS_TAIL = ("try", "type", "using", "use", "(it", "it", "its")
# Cues after the value: "X — write it down", "X is what I set for the tablet".
_AFTER_RE = re.compile(
    r"(?i)(?<![^\s\"'`“‘(>])" + _V + r"[ \t]{0,3}(?:[—–,.:-]|<-|←)?[ \t]{0,3}\(?[ \t]{0,2}(?:"
    r"write[ \t]{1,3}it[ \t]{1,3}down|case[ -]sensitive|type[ \t]{1,3}it[ \t]{1,3}exactly|"
    r"(?:with[ \t]{1,3}a[ \t]{1,3})?capital[ \t]{1,3}first[ \t]{1,3}letter|"
    r"without[ \t]{1,3}the[ \t]{1,3}quotes|"
    r"is[ \t]{1,3}what[ \t]{1,3}(?:i|we)[ \t]{1,3}(?:set|use|picked|chose|put)|"
    r"(?:that[ \t]{1,3})?gets[ \t]{1,3}you[ \t]{1,3}(?:into|in)|"
    r"tell[ \t]{1,3}me[ \t]{1,3}if[ \t]{1,3}it[ \t]{1,3}(?:lets|let)[ \t]{1,3}you[ \t]{1,3}in|"
    rf"for[ \t]{{1,3}}(?:the|my|your|our)[ \t]{{1,3}}(?:[a-z']{{2,12}}[ \t]{{1,3}})?{_DEVICE}"
    r"(?:,|[ \t]{1,3}(?:the[ \t]{1,3}old|account|login|host))"
    r")"
)


def handed_values(text: str) -> list[SecretMatch]:
    """Values handed over by the phrasing around them (see the module docstring).

    Args:
        text: The normalised, folded text.
    """
    found: list[SecretMatch] = []
    for m in _BEFORE_RE.finditer(text):
        lead = m.group()[: m.start("value") - m.start()].strip().lower().split()
        if lead and lead[0] in _NEEDS_TAIL and not _AFTER_TRY_RE.match(text, m.end()):
            continue  # "try Python3 sometime": a try or a type hands a value only before a cue
        at, end = _clean(text, m.start("value"), m.end("value"))
        need = 1 if _WORD_PHRASE_RE.fullmatch(text[at:end]) else 2  # "new = a-b-c-21"
        if _accepted(text, at, end, need) and not _letters_only(text[at:end]):
            found.append(SecretMatch(RULE, at, end))
    for m in _AFTER_RE.finditer(text):
        at, end = _clean(text, m.start("value"), m.end("value"))
        if _accepted(text, at, end, 1):
            found.append(SecretMatch(RULE, at, end))
    return found


_N = r"(?P<value>[0-9]{4,8})(?![0-9.,:/-]?[0-9])"
_CODE_WORD = r"(?:unlock(?:[ \t]code|[ \t]pin)?|code|pin|passcode|combo|combination|kode|kod)"
_PIN_AFTER_DEVICE_RE = re.compile(
    rf"(?i)(?<!\w){_DEVICE}(?:'s|’s)?(?:[ \t]{{1,3}}[a-z]{{2,12}}){{0,2}}?[ \t]{{0,3}}-?"
    rf"{_CODE_WORD}(?:[ \t]{{1,3}}(?:is|was|=)|[ \t]{{0,2}}[:=：])?[ \t]{{1,3}}"
    rf"(?:now[ \t]{{1,3}})?{_N}"
)
_PIN_FOR_DEVICE_RE = re.compile(
    rf"(?i)(?<!\w){_CODE_WORD}[ \t]{{1,3}}(?:for|on|of)[ \t]{{1,3}}(?:the|my|our|your)?[ \t]{{0,3}}"
    rf"(?:[a-z']{{2,12}}[ \t]{{1,3}})?{_DEVICE}(?:[ \t]{{1,3}}(?:is|was)|[ \t]{{0,2}}[:=])"
    rf"[ \t]{{1,3}}{_N}"
)
_CODE_IN_LABEL_RE = re.compile(r"(?i)code|pin|kode|kod")
_PIN_SET_RE = re.compile(
    rf"(?i)(?<!\w){_DEVICE}[^.\n\d]{{0,24}}?(?:set|changed|reset)[ \t]{{1,3}}"
    rf"(?:it[ \t]{{1,3}}|the[ \t]{{1,3}}(?:code|pin)[ \t]{{1,3}})?to[ \t]{{1,3}}{_N}"
)
_PIN_LABEL_RE = re.compile(
    rf"(?i)(?<!\w){_DEVICE}(?:-?(?:code|pin|kode|kod))?(?:[ \t]{{1,3}}[a-z']{{2,14}}){{0,2}}"
    rf"[ \t]{{0,2}}[:：][ \t]{{0,3}}{_N}"
)
_PIN_FIRST_RE = re.compile(
    rf"(?i)(?<![\w$€£#.,/-]){_N}[ \t]{{1,3}}(?:[^\w\s]{{1,3}}[ \t]{{1,3}})?(?:is[ \t]{{1,3}})?"
    rf"for[ \t]{{1,3}}(?:the|my|our)[ \t]{{1,3}}(?:[a-z']{{2,12}}[ \t]{{1,3}})?{_DEVICE}(?!\w)"
)
_RECOVERY_CODE_RE = re.compile(
    r"(?i)(?<!\w)(?:recovery|backup|rescue|emergency|guard)[ \t]{1,3}codes?[ \t]{0,2}[:=]?"
    r"[ \t]{0,3}(?P<value>[A-Z]{1,3}[0-9]{4,10}|[0-9]{4,10}[A-Z]{1,3})(?!\w)"
)
# What makes a number public: a zip code, a room, a flight, an order, an amount, a phone.
_PUBLIC_NUMBER_RE = re.compile(
    r"(?i)(?<!\w)(?:zip|postal|postcode|plz|cep|room|flight|order|invoice|ticket|ref|"
    r"tracking|model|serial|phone number|number|no\.|nr\.?|ext|extension|call|dial|"
    r"price|cost|costs|paid|\$|€|£|usd|eur|year|since|km|miles|version|build)(?!\w)"
)
_UNIT_RE = re.compile(
    r"[ \t]?(?:%|€|\$|(?:mah|gb|mb|tb|hz|mhz|ghz|km|mi|miles|kg|lbs?|usd|eur|dollars|euros|"
    r"mins?|minutes|hours|hrs|days|years|times|steps|pages|pixels|px|dpi|rpm|w|v|watts)\b)",
    re.IGNORECASE,
)


def device_pins(text: str, lowered: str) -> list[SecretMatch]:
    """PINs and short codes told with a device's or a lock's words (see the module).

    Args:
        text: The normalised, folded text.
        lowered: ``text`` lowercased (same offsets).
    """
    found: list[SecretMatch] = []
    scans = (
        (_PIN_AFTER_DEVICE_RE, True),
        (_PIN_FOR_DEVICE_RE, True),
        (_PIN_LABEL_RE, True),
        (_PIN_SET_RE, False),
        (_PIN_FIRST_RE, False),
    )
    for rx, years in scans:
        for m in rx.finditer(text):
            at, end = m.span("value")
            value = text[at:end]
            coded = years and (rx is not _PIN_LABEL_RE or _CODE_IN_LABEL_RE.search(m.group()))
            if not coded and len(value) == 4 and _YEAR_RE.fullmatch(value):
                continue  # "the laptop I set to 2019 mode", "Gate: 2025 edition"
            if _UNIT_RE.match(text, end):
                continue  # "the phone set to 5000 mAh"
            if text[end : end + 1] in ("-", "_", "/") and text[end + 1 : end + 2].isalpha():
                continue  # "heroku app: 1099-NEC": a name's number
            if _PUBLIC_NUMBER_RE.search(lowered, max(0, m.start() - 24), at):
                continue  # "the door code... room 4412", "zip code for the flat is 10115"
            if _judged(text, at, end):
                continue
            found.append(SecretMatch(_PIN_RULE, at, end))
    if "code" in lowered:
        for m in _RECOVERY_CODE_RE.finditer(text):
            at, end = m.span("value")
            if not _judged(text, at, end):
                found.append(SecretMatch(_PIN_RULE, at, end))
    # "atm 9549", "PDF opens with 866841", "78542 is the one for my debit card"
    found.extend(device_codes(text, lowered))
    return found


# Words for the keyword prefilter: services and devices, and the hand-over cues.
_OLD_CUES: tuple[str, ...] = tuple(
    dict.fromkeys(
        [
            *_SERVICES,
            *_MULTI_SERVICES,
            *("set it", "changed it", "change it", "reset it", "switched it", "updated it"),
            *("set the", "changed the", "made it", "set mine", "try ", "type ", "copy this"),
            *("copy it", "paste", "new one", "new =", "new:", "new ->", "new →", "future me"),
            *("note to self", "remember", "not forget", "here u go", "here you go"),
            *("here ya go", "here it is", "sending it", "got in with", "keychain says"),
            *("asks for the old", "using ", "use ", "(it", "it's", "its ", "it is"),
            *("write it down", "sensitive", "type it", "capital first", "without the quotes"),
            *("is what", "gets you", "lets you in", "let you in", "for the", "for my"),
            *("for your", "for our", "code", "pin", "unlock", "combo", "combination"),
            *("safe", "tresor", "garage", "door", "gate", "keypad", "sim", "screen time"),
            *("parental control", "padlock", "locker", "coffre", "caja fuerte", "cassaforte"),
            *("сейф", "sejf", "kluis", "kassaskåp", "handy", "phone", "lock", "bank app", "xbox"),
        ]
    )
)
CONTEXT_KEYWORDS: tuple[str, ...] = tuple(dict.fromkeys([*_OLD_CUES, *DEVICE_CODE_KEYWORDS]))
# The device words of :mod:`.device_codes` open only the PIN scan, not the hand-over frames.
HANDED_CUES: frozenset[str] = (
    frozenset(_OLD_CUES) - frozenset(_SERVICES) - frozenset(_MULTI_SERVICES)
)
