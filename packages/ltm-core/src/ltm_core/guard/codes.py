"""Values by shape for the sentence detectors: PINs, door codes, bare values, public ids.

* :func:`pin_near` -- a PIN or a door, gate, alarm or lockbox code a few nouns after the
  credential word, in any language and without a copula: "PIN ATM-ku 222440", "รหัส ATM
  6629", "the gate code at Kevin's place is *6275", "passcode 111637". The words between
  may be nouns (what the code opens, whose it is) but never a negation, a measure or a
  sentence break, and the number must not be a count ("4 digits", "3 times") or a year
  after a preposition ("changed in 2023").
* :func:`bare_value` -- a value right after the credential word with no copula, in
  languages that need none ("мой пароль ромашка6446", "wo de mima woaini0911") or in
  terse notes ("wifi password hunter22"): letters mixed with digits, a PIN-length number
  or a generated passphrase of word groups ("ffcano-gmgztj-syjlqz").
* :func:`opened_code` -- a code after what it opens, with no credential word at all: "the
  safe in the closet opens with 634550", "bike lock 0815", "gate: 1234#" (a lock names a
  combination by itself; a safe, gate or keypad needs a link word or a colon).
* :func:`asked_value` -- a shaped value answered on the line after a question asking for
  the credential: "What's the wifi password?" then "it's Tr0ub4dor&3", "What is your bank
  PIN?" then "4821" (plain words there are judged by the plain-value rules).
* :func:`is_public_id` -- a value that is public by construction: a wallet or contract
  address (``0x`` + 40 hex), a transaction hash, an image digest (``sha256:...``).
"""

from __future__ import annotations

import re

from ltm_core.guard.frames import answer_after
from ltm_core.guard.values import looks_like_password, public_object_id
from ltm_core.text.lexical import STOP_WORDS

__all__ = [
    "OPENED_CUES",
    "after_determiner",
    "asked_value",
    "bare_value",
    "is_product_name",
    "is_public_id",
    "opened_code",
    "pin_first",
    "pin_near",
]

_PIN_VALUE_RE = re.compile(r"[*#]?\d{4,10}[*#]?[A-Za-z]?")
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
# A PIN said digit by digit or in pairs: "4 8 1 9", "48 19", "48-19", "4-8-1-9".
_SPACED_PIN_RE = re.compile(
    r"(?:\d(?:[ \t]\d){3,7}|\d{2}(?:[ \t]\d{2}){1,3}|\d(?:-\d){3,7}|\d{2}(?:-\d{2}){1,3})"
    r"(?![\w.,:/-]?\d|\w)"
)
_HEX_ID_RE = re.compile(r"0x[0-9a-fA-F]{40}(?:[0-9a-fA-F]{24})?")
_GROUPS_RE = re.compile(r"[^\W\d_]{3,12}(?:-[^\W_]{3,12}){2,7}")
_TOKEN_RE = re.compile(r"\S+")
_STOP = re.compile(r"[.!?\n]")
# A count or a measure after the number: "PIN of 4 digits", "tried 3 times".
_UNITS = frozenset(
    """
    digit digits character characters chars char letters numbers time times try tries attempt
    attempts minute minutes hour hours day days week weeks month months year years second
    seconds mal fois veces volte vezes keer gånger gange ganger razy раз раза цифр цифры
    stellen chiffres cifras cifre dígitos
    """.split()
)
_NOT_BETWEEN = frozenset(
    """
    not never no don't doesn't isn't wasn't won't can't if unless when whenever like
    nicht kein nie pas jamais ne no nunca non mai não nooit inte ikke nie не
    """.split()
)
# A noun or a verb whose number follows it: a place's, a measure's or an id's, not a PIN.
_NUMBER_NOUNS = frozenset(
    "room rm suite apt apartment flat unit floor seat platform weighs weighed weight costs "
    "cost price number no nr model order ticket flight ext extension battery zimmer chambre "
    "stanza quarto kamer".split()
)
_YEAR_PREPOSITIONS = frozenset(
    "in since from until till by of back year around before after".split()
)


def pin_near(text: str, tail: int) -> tuple[int, int] | None:
    """A PIN-shaped number at most four nouns after the credential word ending at ``tail``."""
    window_end = min(len(text), tail + 60)
    stop = _STOP.search(text, tail, window_end)
    if stop is not None and not (
        stop.group(0) == "." and text[stop.end() : stop.end() + 1].isdigit()
    ):
        window_end = stop.start()
    tokens = list(_TOKEN_RE.finditer(text, tail, window_end))
    previous = ""
    for index, token in enumerate(tokens[:5]):
        raw = token.group(0)
        bare = raw.strip(",;:!?()\"'“”‘’«»")
        word = bare.lower()
        spaced = _SPACED_PIN_RE.match(text, token.start(), window_end)
        if spaced is not None and 4 <= sum(c.isdigit() for c in spaced.group()) <= 8:
            after = text[spaced.end() : spaced.end() + 16].lower().split()[:1]
            if after and after[0].strip(",.;:!?") in _UNITS:
                return None  # "PIN 1 2 3 4 digits"
            return spaced.span()  # "meine PIN ist 4 8 1 9", "the PIN is 48-19"
        if any(c.isdigit() for c in bare) and not _PIN_VALUE_RE.fullmatch(bare):
            return None  # another number first: "PIN 2 of 3", "room 12"
        if _PIN_VALUE_RE.fullmatch(bare):
            following = (
                tokens[index + 1].group(0).lower().strip(",.;:!?")
                if index + 1 < len(tokens)
                else ""
            )
            if following in _UNITS:
                return None
            if _YEAR_RE.fullmatch(bare) and previous in _YEAR_PREPOSITIONS:
                return None
            if previous in _NUMBER_NOUNS:
                return None  # "the keypad in room 5427", "the keypad weighs 4797 grams"
            begin = token.start() + raw.find(bare)
            return begin, begin + len(bare)
        if word in _NOT_BETWEEN or raw.endswith("?"):
            return None
        previous = word
    return None


# The PIN first: "3712 is the PIN for the new credit card", "8004 - that's the PIN of my
# Amex", "1433 is my Mastercard PIN". The number opens the clause; a copula or a dash, a
# determiner and at most three nouns stand before the word.
_PIN_FIRST_RE = re.compile(
    r"(?i)(?:^|(?<=[\n:;,(])|(?<=[.!?] ))[ \t]{0,3}(?P<value>\d{4,8})[ \t]{0,3}"
    r"(?:(?:is|was|=|-|–|—|,)[ \t]{1,3})?(?:(?:that[’']?s|it[’']?s|is)[ \t]{1,3})?"
    r"(?:the|my|our|his|her|their)[ \t]{1,3}(?P<nouns>(?:[\w’'-]{1,20}[ \t]{1,3}){0,3})\Z"
)
_PIN_FIRST_NOT = frozenset(
    "default factory standard sample demo dummy test example new-style old-style "
    "worst best most least common weakest famous typical "
    # another noun phrase before the word: "2019 is the year my card PIN got skimmed"
    "year day month time date number length size my our his her their your i we".split()
)


def pin_first(text: str, start: int) -> tuple[int, int] | None:
    """A PIN written before its word at ``start`` (see ``_PIN_FIRST_RE``)."""
    m = _PIN_FIRST_RE.search(text, max(0, start - 60), start)
    if m is None:
        return None
    value = m.group("value")
    nouns = m.group("nouns").lower().split()
    if any(noun in _PIN_FIRST_NOT for noun in nouns) or (_YEAR_RE.fullmatch(value) and not nouns):
        return None  # "0000 is the default PIN", "1234 is the worst PIN": public knowledge
    return m.start("value"), m.end("value")


def bare_value(value: str, family: str, *, after_copula: bool) -> bool:
    """Whether ``value``, with no copula before it, is still plainly the secret."""
    if family == "pin":
        return _PIN_VALUE_RE.fullmatch(value) is not None
    if family != "password" or len(value) > 60:
        return False
    if value.isdigit():
        return 4 <= len(value) <= 10 and (after_copula or _YEAR_RE.fullmatch(value) is None)
    groups = _GROUPS_RE.fullmatch(value)
    if groups is not None:
        parts = value.lower().split("-")
        return not any(part in STOP_WORDS for part in parts)
    has_letter = any(c.isalpha() for c in value)
    has_digit = any(c.isdigit() for c in value)
    return has_letter and has_digit and looks_like_password(value)


# A product or model name: a brand word (capitalised, camelCase or capitals) and a short
# number ("Galaxy22", "iPhone15", "Xbox360", "AirPods2", "Roomba960", "FIFA23").
_PRODUCT_RE = re.compile(
    r"(?:[A-Z][a-z]+|[a-z]{1,2}[A-Z][a-z]+|[A-Z]{2,6})(?:[A-Z][a-z]+)*[0-9]{1,4}[a-z]{0,2}"
)


def is_product_name(value: str) -> bool:
    """A product or model name ("the password on my Galaxy22"): what a password is for."""
    return _PRODUCT_RE.fullmatch(value) is not None


# Determiners, possessives and prepositions a value never follows but a product name does
# ("on my Galaxy22", "for Office365", "del Surface7", "от Ubuntu22", "w Garmin945").
_DETERMINERS = frozenset(
    """
    my the a an your our his her their this that on for of in at from with after about
    mein meinem meine meinen meiner das dem den der die des von für auf mit im am
    mon ma mes le la les du de del des pour sur avec au mi mis el il lo mio mia della dello
    para en con per su sul meu minha do da no na pelo mijn het van voor op min mitt mina på
    för till mój moja mojego mého od w we z na do dla мой моя моего моём от на для с в к
    """.split()
)


def after_determiner(text: str, start: int) -> bool:
    """The word before ``start`` is a determiner, possessive or preposition (see above)."""
    before = text[max(0, start - 16) : start].split()
    return bool(before) and before[-1].lower() in _DETERMINERS


# A change's id after the verb that names it: "the PR ... was merged as <sha>", "fixed in
# commit 1a2b3c4", "reverted in d34db33f". A git object id is hex, 7 to 64 digits.
_COMMIT_ID_RE = re.compile(r"[0-9a-f]{7,64}")
_CHANGE_VERB_RE = re.compile(
    r"(?i)(?<!\w)(?:merged|committed|landed|reverted|squashed|cherry-picked|pushed|tagged|"
    r"shipped|fixed|released|backported|rebased)(?:[ \t]{1,3}(?:as|in|at|into|with|to|on))?"
    r"(?:[ \t]{1,3}(?:commit|sha|pr|revision|changeset))?[ \t:]{1,3}\Z"
)


def names_change(text: str, begin: int, end: int) -> bool:
    """A commit id right after a change verb: "the token's PR was merged as <sha>"."""
    if _COMMIT_ID_RE.fullmatch(text, begin, end) is None:
        return False
    return _CHANGE_VERB_RE.search(text, max(0, begin - 40), begin) is not None


def is_public_id(value: str) -> bool:
    """A wallet or contract address, a transaction hash, an image digest, a public object id."""
    return (
        _HEX_ID_RE.fullmatch(value) is not None
        or "sha256:" in value
        or "sha512:" in value
        or public_object_id(value)
    )


# What a code opens, then the code: "the safe in the closet opens with 634550", "bike lock
# 0815", "gate: 1234#", "der Tresor öffnet mit 4711". Lock nouns name a combination by
# themselves; the other devices need a link (a copula, a colon, "opens with").
_LOCKS = (
    r"bike[ \t]?lock|bicycle[ \t]lock|combination[ \t]lock|combo[ \t]lock|cable[ \t]lock|"
    r"u-lock|luggage[ \t]lock|suitcase[ \t]lock|padlock|lock[ \t]?box|key[ \t]?safe|"
    r"zahlenschloss|fahrradschloss|vorhängeschloss|cadenas|candado|lucchetto|cadeado|"
    r"hangslot|fietsslot|hänglås|cykellås|kłódka|"
    r"(?:locker|lock|safe|gym|padlock)[ \t](?:combo|combination)"  # names a code by itself
)
_DEVICES = (  # "unlock my phone, it's 333893": the verb names what the code opens
    r"unlock(?:[ \t]{1,3}(?:my|the|our|his|her|[a-z]{2,8}['’]s))?[ \t]{1,3}"
    r"(?:phone|iphone|ipad|tablet|laptop|computer|mac|pc)|"
    r"safe|gun[ \t]safe|wall[ \t]safe|keypad|gate|garage(?:[ \t](?:opener|door))?|tresor|"
    r"coffre(?:-fort)?|(?:front[ \t]|back[ \t]|side[ \t]|building[ \t])?door|"
    r"alarm(?:[ \t]panel)?|locker|intercom|buzzer|combo|combination|"
    r"caja[ \t]fuerte|cassaforte|cofre|kluis|kassaskåp|sejf|сейф"
)
_LINKS = (
    r"[:=]|is|was|it[’']?s|it[ \t]is|with|using|opens[ \t]with|opens[ \t]to|"
    r"unlocks[ \t]with|open(?:s)?[ \t]it[ \t]with|"
    r"öffnet[ \t]mit|geht[ \t]auf[ \t]mit|ist|s'ouvre[ \t]avec|est|se[ \t]abre[ \t]con|es|"
    r"si[ \t]apre[ \t]con|è|abre[ \t]com|é|gaat[ \t]open[ \t]met|är|er|jest|—|-"
)
_CODE = (
    r"(?P<value>[*#]?\d{3,8}[*#]?|\d{2}(?:[-–]\d{2}){2,3}|\d{2}(?:[ \t]\d{2}){2,3})"
    r"(?![\w,.:–-]?\d|\w)"
)
_OPENED_RE = re.compile(
    rf"(?i)(?<![\w-])(?:(?P<lock>{_LOCKS})|(?:{_DEVICES}))s?"
    rf"(?:[ \t]{{1,3}}[^\s\d.!?,;:()]{{1,16}}){{0,5}}?"
    rf"(?:[ \t]{{0,3}},?[ \t]{{0,3}}(?P<link>{_LINKS}))?[ \t]{{1,3}}{_CODE}"
)
OPENED_CUES = (
    "lock", "unlock", "safe", "gate", "keypad", "garage", "tresor", "schloss", "coffre", "cadenas",
    "candado", "caja fuerte", "cassaforte", "lucchetto", "cofre", "cadeado", "kluis", "slot",
    "kassaskåp", "lås", "sejf", "kłódka", "сейф", "door", "alarm", "locker", "combo",
    "combination", "intercom", "buzzer",
)  # fmt: skip
_OPENED_UNITS = _UNITS | frozenset(
    "lbs lb pounds kg kilos kilograms dollars euros bucks cm mm inches feet ft meters metres "
    "miles km yards people guests cars spaces models pieces pcs series calories kcal cal "
    "am pm hrs mah grams gram g ml liters litres watts".split()
)


_ID_NOUNS = frozenset(
    "number no nr num id model serial size weight price meal deal box pack plate set menu "
    "offer weighs weigh battery room rm suite apt apartment flat unit floor level zimmer "
    "chambre stanza quarto kamer".split()
)
# After a device, a code needs a link, a keypad mark ("gate 4471*") or what it does next
# ("alarm 558213 then press off", "door 4471 to get in").
_KEYPAD_NEXT_RE = re.compile(
    r"[ \t]{1,3}(?:then|and|to[ \t](?:enter|open|disarm|arm|unlock|get[ \t]in|go[ \t]in)|"
    r"press|hit|followed)(?!\w)"
)


def opened_code(text: str, lowered: str) -> list[tuple[int, int]]:
    """Codes after what they open ("the safe opens with 634550"), in a bounded scan."""
    found: list[tuple[int, int]] = []
    for m in _OPENED_RE.finditer(text):
        value = m.group("value")
        between = lowered[m.start() : m.start("value")]
        linked = (
            m.group("lock") is not None
            or m.group("link") is not None
            or value[:1] in "*#"
            or value[-1:] in "*#"
            or _KEYPAD_NEXT_RE.match(lowered, m.end()) is not None
        )
        words = between.split()
        if not linked or any(word in _NOT_BETWEEN or word in _ID_NOUNS for word in words):
            continue  # "the gate 12", "the safe is not 1234", "the gate number is 4411"
        following = lowered[m.end() : m.end() + 16].split()[:1]
        if following and following[0].strip(",.;:!?") in _OPENED_UNITS:
            continue  # "the safe is 1200 pounds", "the gate is 300 metres away"
        digits = value.strip("*#")
        plain_number = digits.isdigit() and value == digits
        opens = "open" in (m.group("link") or "") or "öffnet" in (m.group("link") or "")
        if plain_number and _YEAR_RE.fullmatch(digits) and not opens:
            continue  # "gate: 2019 renovation", "the garage was 1998"
        if (
            plain_number
            and lowered.startswith("alarm", m.start())
            and len(digits) == 4
            and int(digits[:2]) < 24
            and int(digits[2:]) < 60
        ):
            continue  # "alarm: 0630 on weekdays": a time, not the panel's code
        if plain_number and len(digits) == 3 and m.group("lock") is None:
            continue  # "gate 214", "the garage is 300": three digits after a device is a number
        found.append((m.start("value"), m.end("value")))
    return found


# The question names what the credential opens: "the password for the NAS?", "the PIN?",
# "which password does the camera use?".
_JOINERS = frozenset("and but so then please pls thanks thx - – —".split())
_ASK_LINKS = frozenset("for to of on at in again here please du de des del da do di van".split())


def asked_value(text: str, start: int, tail: int, family: str) -> tuple[int, int] | None:
    """A PIN or a key-shaped password alone on the line after a question asking for it.

    "What's the wifi password?" then "it's Tr0ub4dor&3", "What is your bank PIN?" then
    "4821"; not "What's the password policy?" then "12chars" (asked about something else)
    nor a reply of several words ("it's on the fridge").
    """
    if family not in ("pin", "password") or "\n" not in text[tail : tail + 160]:
        return None  # the cheap gate: a question answered on the next line only
    answer = answer_after(text, start, tail)
    if answer is None or "\n" not in text[tail : answer.end()]:
        return None
    asked = text[tail : answer.end()].split("?")[0].lower().split()
    uses = asked[:1] in (["does"], ["do"]) and asked[-1] in ("use", "take", "need")
    if asked and asked[0] not in _ASK_LINKS and not uses:
        return None  # "the password policy?": asked about something else
    line_end = text.find("\n", answer.end())
    line = text[answer.end() : line_end if line_end != -1 else len(text)]
    words = line.split(maxsplit=2)
    if not words or (len(words) > 1 and words[1].lower().strip(".,;:!?") in _UNITS):
        return None  # "12 characters": a measure, not the value
    value = words[0].rstrip(".,;:!?)»\"'")
    ended = value != words[0] or words[1:2] == [] or not words[1].isascii()
    if not (ended or looks_like_password(value)) and words[1].lower() not in _JOINERS:
        return None  # "4821 people asked": a bare number must end its clause
    shaped = _PIN_VALUE_RE.fullmatch(value) is not None
    if family == "password":
        shaped = (value.isdigit() and len(value) >= 4) or looks_like_password(value)
    if not shaped or _YEAR_RE.fullmatch(value) or is_public_id(value):
        return None
    begin = answer.end() + line.find(value)
    return begin, begin + len(value)


# A recovery or backup code: dashed or spaced groups of 4-5, or one run of 6-12, or one
# generated run of 16-40 (Bitwarden's two-step login recovery code has 32 characters).
_CODE_GROUP_RE = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Za-z0-9]{4,5}[- ][A-Za-z0-9]{4,5}(?:[- ][A-Za-z0-9]{4,5}){0,3}"
    r"|[0-9]{6,10}|[A-Za-z0-9]{8,12}|(?P<long>[A-Za-z0-9]{16,40}))(?![A-Za-z0-9])"
)
_YEARS_RE = re.compile(r"(?:19|20)\d\d[- ](?:19|20)\d\d")


def code_groups(text: str, pos: int) -> tuple[int, int] | None:
    """The span of the digit-bearing code groups within 400 characters of ``pos``."""
    window = text[pos : pos + 400]
    first = last = None
    for m in _CODE_GROUP_RE.finditer(window):
        code = m.group(0)
        if not any(c.isdigit() for c in code) or _YEARS_RE.fullmatch(code):
            continue  # digit groups are codes here; a year range is not
        if m.group("long") and not (code.isupper() or code.islower()) and not code.isdigit():
            continue  # a long code is one case (a generator's); "Mixed32CaseId" is a name
        if first is None:
            first = m.start()
        last = m.end()
    if first is None or last is None:
        return None
    return pos + first, pos + last
