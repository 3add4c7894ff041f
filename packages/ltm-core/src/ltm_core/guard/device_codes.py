"""Numeric codes handed over with what they unlock: a device, a card, a door, a file.

* :func:`device_codes` -- a 4-8 digit code (also spaced "4 8 1 9" or dashed "48-19") right
  after what it opens, with or without a link: "atm 9549", "dad's tablet 98549", "voicemail
  61710", "for the alarm it's 2061 then OFF", "PDF opens with 866841", "hotel safe in room
  412 -> 489918", "lock on the shed: 4821", "Handy-PIN: 4 8 1 9"; a code before it: "78542 is
  the one for my debit card", "4821 unlocks the shed"; and a code after a bare "the code":
  "the code's 5813, same as last year", "der Code ist 5813".

What a code opens is one word of :data:`_THINGS`, in many languages. The words between it and
the number are walked one by one (:func:`_walk`): possessives, determiners, code words, link
words and a place's number ("in room 412") may stand there, anything else ends the search.
A number is public when it is a count or a measure (a unit follows), a time or a year after
a preposition ("at 0630", "since 2019"), an amount (a currency sign), part of a longer
number (a phone number, a date), or a place's, a model's or an order's number; with no link
word at all it must also end its clause ("atm 9549", not "atm 9549 fee"), hold at most six
digits and be no round number or year ("the laptop 1500", "the tablet 2019").
"""

from __future__ import annotations

import re

from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.handover import _judged

__all__ = ["DEVICE_CODE_KEYWORDS", "device_codes"]

_RULE = "pin_disclosure"

# What a numeric code unlocks, in several languages (lowercase; matched as whole words).
_THING_WORDS = (
    # cash machines and cards
    "atm", "atms", "cash machine", "cashpoint", "geldautomat", "geldautomaten", "bankomat",
    "bancomat", "cajero", "cajero automático", "distributeur", "multibanco", "банкомат",
    "debit card", "credit card", "bank card", "bankcard", "ec-karte", "ec karte", "bankkarte",
    "kreditkarte", "girocard", "carte bancaire", "carte bleue", "carte bleu", "tarjeta",
    "cartão", "carta di credito", "bancomat card", "pinpas", "bankpas", "bankkort", "betalkort",
    "karta", "карта", "visa", "mastercard", "amex",
    # voicemail
    "voicemail", "voice mail", "voicebox", "mailbox", "sprachbox", "mobilbox", "mailbox-pin",
    "messagerie", "répondeur", "buzón de voz", "buzon de voz", "segreteria", "caixa postal",
    "voicemailbox", "голосовая почта",
    # phones, computers, tablets, SIMs, routers, apps
    "phone", "iphone", "android", "mobile", "cell", "cellphone", "smartphone", "handy",
    "telefon", "téléphone", "telephone", "portable", "teléfono", "telefono", "celular", "móvil",
    "movil", "telefone", "telemóvel", "cellulare", "telefoon", "телефон", "смартфон",
    "tablet", "ipad", "tablette", "laptop", "computer", "pc", "mac", "macbook", "kindle",
    "sim", "sim card", "sim-karte", "simkarte", "carte sim", "tarjeta sim", "router", "modem",
    "app", "banking app", "bank app", "authenticator", "screen time", "parental controls",
    "lock screen", "lockscreen", "console", "switch", "xbox", "playstation", "ps5", "tv",
    "ledger", "trezor", "wallet",
    # files
    "pdf", "zip", "zip file", "rar", "7z", "archive", "document", "spreadsheet", "excel file",
    "datei", "fichier", "archivo", "documento", "bestand",
    # doors, locks, safes, alarms
    "door", "front door", "back door", "tür", "haustür", "porte", "puerta", "porta", "deur",
    "dörr", "dør", "drzwi", "дверь", "garage", "garage door", "shed", "keypad", "intercom",
    "buzzer", "lobby", "gate", "safe", "hotel safe", "wall safe", "gun safe", "tresor",
    "coffre", "coffre-fort", "caja fuerte", "cassaforte", "cofre", "kluis", "sejf", "сейф",
    "kassaskåp", "lock", "padlock", "bike lock", "shed lock", "combination lock", "combo lock",
    "lockbox", "lock box", "key safe", "keysafe", "key box", "locker", "schloss",
    "fahrradschloss", "zahlenschloss", "cadenas", "candado", "lucchetto", "cadeado", "slot",
    "fietsslot", "lås", "cykellås", "kłódka", "замок", "alarm", "alarm panel", "alarm system",
    "alarmanlage", "alarme", "alarma", "allarme", "larm", "сигнализация",
)  # fmt: skip
_THING_ALTERNATION = "|".join(
    re.escape(w) for w in sorted(dict.fromkeys(_THING_WORDS), key=len, reverse=True)
)
# The code nouns of the bare "the code" forms ("código" and "codice" hold "cód" or "cod").
# Words that make the "code" after them a public one: "sort code 80-14-24", "zip code".
_PUBLIC_CODE_KINDS = frozenset(
    "sort zip area postal post postcode country error status exit promo discount coupon "
    "voucher referral gift tracking reference ref swift bic bank routing branch product iso "
    "http source dial qr bar dress morse tax hs color colour language airport course class "
    "invite invitation confirmation booking order return shipping customer member membership "
    "account client".split()
)
_CODE_NOUNS = ("cod", "cód", "kod", "koodi", "kód", "код", "pin", "пин")
# For the keyword prefilter: the things, and the code nouns of the bare "the code" forms.
DEVICE_CODE_KEYWORDS: tuple[str, ...] = tuple(dict.fromkeys([*_THING_WORDS, *_CODE_NOUNS]))
_THINGS_RE = re.compile(
    r"(?i)(?<![\w@.-])(?P<thing>"
    + _THING_ALTERNATION
    + r")(?:s|['’]s|-(?:pin|code|kode|kod|pincode|passcode))?(?![\w@])"
)
# Things that hold public numbers too: a card's last digits, a phone's number, a gate's
# number at an airport. A bare number after them is no code; a code word or a link is.
_NEEDS_CODE_WORD = frozenset(
    (
        "debit card", "credit card", "bank card", "bankcard", "tarjeta", "cartão", "karta",
        "карта", "visa", "mastercard", "amex", "carte bancaire", "carte bleue", "carte bleu",
        "carta di credito", "bancomat card", "bankkort", "betalkort", "lobby", "mobile",
        "cell", "cellphone", "tv", "switch", "console", "mac", "pc", "computer", "archive",
        "document", "documento", "bestand", "datei", "fichier", "archivo", "excel file",
        "spreadsheet", "wallet", "lock", "slot", "lås", "замок", "larm", "zip", "rar", "7z",
    )
)  # fmt: skip
# Devices whose four digits may be a time: "alarm 0630", "the alarm is 0715".
_CLOCKED = ("alarm", "alarme", "alarma", "allarme", "larm", "phone", "iphone", "handy")

# Things whose name and "code" make a public code: "zip code", "sim code" is fine.
_CODE_NAMES = frozenset(("zip",))
_WORD_CODE = frozenset(
    "code codes pin pins pincode pin-code passcode passcodes combo combination combi kombination "
    "unlock unlock-code entsperrcode geheimzahl code-pin kode kod koden koodi kód код пин "
    "código codigo codice cod digicode puk".split()
)
_WORD_LINK = frozenset(
    "is was 's it's its it’s ist war est c'est c’est es era è é är er jest je to это — = "
    "are sind son sono são zijn".split()
)
_WORD_OPEN = frozenset(
    "opens open opened unlocks unlock unlocked with using w/ mit avec con com met med z "
    "öffnet s'ouvre abre apre disarm disarms disarmed arms".split()
)
_WORD_FILLER = frozenset(
    "the my our your his her their a an this that new old current same own main front back "
    "side spare work home office hotel kids family shared guest le la les mon ma mes el il lo "
    "mi mio mia o a meu minha de het mijn der die das dem den mein meine meinem min mitt mitt "
    "mój moja de du des del della do da also too now then it".split()
)
# A place's noun: its number follows it and is public ("hotel safe in room 412 -> 489918").
_WORD_PLACE = frozenset(
    "room rm suite apt apartment flat unit floor level zimmer chambre habitación habitacion "
    "stanza camera quarto kamer rum pokój номер locker# building block".split()
)
_WORD_PLACE_LINKS = frozenset("in at on of for im in der dans en na w в".split())
# Words before a number that make it a time, a year, an amount, a count or a place's.
_BEFORE_PUBLIC = frozenset(
    "in at since from until till by for around about after before of per x on since "
    "number no no. nr nr. num # model serial size version ver v gen generation series order "
    "ticket invoice ref tracking flight train bus route line platform seat gate page chapter "
    "ext extension call dial zip postal postcode plz year years price cost costs paid pay "
    "charged charge fee fees ending ends last digits only under over up to approx approx. "
    "budget spent sold bought worth".split()
)
_UNITS = frozenset(
    """
    digit digits character characters chars time times try tries attempt attempts minute
    minutes min mins hour hours hrs h day days week weeks month months year years second
    seconds sec secs am pm a.m. p.m. uhr lbs lb pounds kg kilos dollars euros bucks usd eur gbp
    cm mm inches inch in feet ft meters metres m miles mi km yards people guests cars spaces
    pieces pcs calories kcal cal mah gb mb tb kb gbps mbps hz mhz ghz rpm w watts v volts px
    pixels dpi fps pages words lines loc steps points pts followers likes views fees euro
    yen rupees pesos francs mal fois veces volte vezes keer gånger gange razy раз stück
    stunden minuten tage jahre heures jours minutos horas días dias ore giorni k grand series
    model models edition %
    """.split()
)
_CLAUSE_NEXT = frozenset(
    "then and but so pls please plz lol lmao haha btw ok okay thx thanks ty xx xo — – - ( ) "
    "same same, too also dann und et y e puis luego poi depois en och og i".split()
)
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_TOKEN_RE = re.compile(
    r"(?P<num>\d(?:[ \t]\d){3,7}(?![\d])|\d{1,2}(?:-\d{1,2}){1,7}(?![\d-])"
    r"|\d{2}(?:[ \t]\d{2}){1,3}(?![\d])|[*#]?\d+[*#]?)"
    r"|(?P<sep>->|=>|→|⇒|[:=：]|[—–]|-(?=\s))"
    r"|(?P<word>[^\s\d:=：—–→⇒,;]+)"
    r"|(?P<comma>[,;])"
)
_STOP_RE = re.compile(r"[!?\n]|\.(?!\d)")
_REACH = 80


def _digits(value: str) -> str:
    return "".join(c for c in value if c.isdigit())


def _public_after(text: str, end: int) -> bool:
    """A unit, a currency or more of a number follows: "3500 mAh", "2500 €", "0176-55"."""
    tail = text[end : end + 16]
    if not tail:
        return False
    if tail[:1].isalnum() or tail[:1] in "%€$£¥₹°" or tail[:2] in ("'s", "’s"):
        return True
    if tail[:1] in ".,:/-x \t" and tail[1:2].isdigit():
        return True  # a decimal, a date, a time, a range or another group of a phone number
    if tail[:1] in "-_/+" and tail[1:2].isalnum():
        return True  # "1099-NEC", "4090-Ti": a name's number
    following = tail.split()[:1]
    return bool(following) and following[0].lower().strip(",.;:!?)") in _UNITS


def _public_before(text: str, at: int) -> bool:
    """A currency sign, a "+" or more of a number stands just before: "$1500", "+49 1512"."""
    head = text[max(0, at - 3) : at]
    if not head:
        return False
    if head[-1:] in "$€£¥₹+#/.,":
        return True
    return bool(head) and head[-1] in "-:" and head[-2:-1].isdigit()


def _ends_clause(text: str, end: int) -> bool:
    """Nothing or a clause's end after the number ("atm 9549", "voicemail 61710 pls")."""
    rest = text[end : end + 24].lstrip(" \t")
    if not rest or rest[0] in ".,;!?)(—–-\n\"'”’" or not rest[0].isascii():
        return True
    word = rest.split()[0].lower().strip(",.;:!?)")
    return word in _CLAUSE_NEXT


def _is_time(digits: str) -> bool:
    return len(digits) == 4 and int(digits[:2]) < 24 and int(digits[2:]) < 60


def _walk(text: str, lowered: str, thing: str, start: int) -> tuple[int, int] | None:
    """The code after ``thing`` (ending at ``start``), or None at the first other word."""
    stop = _STOP_RE.search(text, start, start + _REACH)
    window_end = stop.start() if stop else min(len(text), start + _REACH)
    coded = opened = placed = False
    link = ""  # "sep", "copula" or ""
    previous = ""
    place_pending = False
    for count, m in enumerate(_TOKEN_RE.finditer(text, start, window_end)):
        if count > 8:
            return None
        kind = m.lastgroup
        token = m.group()
        if kind == "comma":
            previous = ","
            continue
        if kind == "sep":
            link = "sep"
            previous = token
            continue
        if kind == "word":
            word = token.lower().strip("\"'`“”‘’«»()[]")
            if not word:
                continue
            if not previous and thing in _CODE_NAMES and word in ("code", "codes"):
                return None  # "the zip code is 51126": a postal code
            if word in _WORD_CODE or word.endswith(("-code", "-pin", "code", "pin", "kode")):
                coded = True
            elif word in _WORD_LINK or word in ("it's", "it’s"):
                link = link or "copula"
            elif word in _WORD_OPEN:
                opened = True
            elif word in _WORD_PLACE:
                place_pending = True
            elif word in _WORD_PLACE_LINKS or word in _WORD_FILLER:
                pass
            elif word.endswith(("'s", "’s")) and len(word) <= 14:
                pass  # "dad's", "the hotel's"
            else:
                return None  # another word: "atm fee", "the phone battery", "card ending"
            previous = word
            continue
        # a number
        value = token
        at, end = m.span()
        digits = _digits(value)
        if place_pending or (count == 0 and len(digits) < 4 and value.isdigit()):
            # "room 412", "locker 14, combo 3734": the place's number; a link or a code
            # word must come before the code
            place_pending = False
            placed = True
            link = ""
            previous = "#"
            continue
        if not 4 <= len(digits) <= 8 or value[:1] in "*#" or value[-1:] in "*#":
            return None  # "ATM 2 blocks away", "tablet 10": another number first
        return _judge(text, lowered, thing, at, end, digits, previous, coded, opened, link, placed)
    return None


def _judge(
    text: str,
    lowered: str,
    thing: str,
    at: int,
    end: int,
    digits: str,
    previous: str,
    coded: bool,
    opened: bool,
    link: str,
    placed: bool,
) -> tuple[int, int] | None:
    """Whether the number found after ``thing`` is its code (see the module docstring)."""
    if previous in _BEFORE_PUBLIC or _public_before(text, at) or _public_after(text, end):
        return None
    if placed and link != "sep" and not coded:
        return None  # "the safe in room 412 is 3rd floor": the code needs its own link
    year = _YEAR_RE.fullmatch(digits) is not None
    keypad_next = lowered[end : end + 12].lstrip().startswith(("then", "and press", "press"))
    if year and not (coded or opened or keypad_next):
        return None  # "the tablet is 2019", "Gate: 2025 edition"
    if not coded and thing.startswith(_CLOCKED) and _is_time(digits) and not keypad_next:
        return None  # "alarm 0630", "the alarm is 0715": a time
    if thing in _NEEDS_CODE_WORD and not (coded or opened):
        return None  # "card: 4412" (its last digits), "gate 1024", "mobile 55512345"
    if not (coded or opened or link):
        if len(digits) > 6 or digits.endswith("00") or not _ends_clause(text, end):
            return None  # "the laptop 1500", "phone 01761234", "atm 9549 fee"
    elif not coded and len(digits) > 6 and not (opened or placed):
        return None  # "phone: 55512345": a phone number
    if _judged(text, at, end):
        return None
    return at, end


# The code first: "78542 is the one for my debit card", "4821 unlocks the shed".
_CODE_FIRST_RE = re.compile(
    r"(?i)(?:^|(?<=[\n:;,(])|(?<=[.!?] )|(?<=[.!?]  )|(?<=\bso )|(?<=\bbtw )|(?<=\bfyi )|"
    r"(?<=\band ))[ \t]{0,3}"
    r"(?P<value>\d{4,8}|\d(?:[ \t]\d){3,7}|\d{2}(?:-\d{2}){1,3})[ \t]{0,3}"
    r"(?:(?:is|was|['’]s|=|-|–|—|,)[ \t]{0,3})?(?:"
    r"(?:that['’]?s[ \t]{1,3}|it['’]?s[ \t]{1,3}|is[ \t]{1,3})?the[ \t]{1,3}"
    r"(?:one|code|pin|passcode|combo|combination)[ \t]{1,3}(?:for|to|on|of|that[ \t]{1,3}opens)"
    r"|(?:opens|unlocks|disarms|gets[ \t]{1,3}(?:you|me|us)[ \t]{1,3}in(?:to)?)"
    r")[ \t]{1,3}(?:(?:the|my|our|your|his|her|their|[a-z]{2,12}['’]s)[ \t]{1,3})?"
    r"(?:[a-z]{2,12}[ \t]{1,3})?(?P<thing>" + _THING_ALTERNATION + r")s?(?![\w@])"
)
_SPELLED = r"\d(?:[ \t]\d){3,7}|\d{2}(?:[ \t]\d{2}){1,3}|\d(?:-\d){3,7}|\d{2}(?:-\d{2}){1,3}"
# The code, then what it opens in brackets: "8841 (the debit card)", "4821 (for the shed)".
_CODE_BRACKET_RE = re.compile(
    r"(?i)(?:^|(?<=[\n:;,])|(?<=[.!?] ))[ \t]{0,3}(?P<value>\d{4,8})[ \t]{0,3}\([ \t]{0,2}"
    r"(?:for[ \t]{1,3})?(?:(?:the|my|our|your|his|her|their|[a-z]{2,12}['’]s)[ \t]{1,3})?"
    r"(?:[a-z]{2,12}[ \t]{1,3})?(?P<thing>" + _THING_ALTERNATION + r")s?[ \t]{0,2}\)"
)
# A bare "the code" and a copula or a colon: "the code's 5813", "der Code ist 5813".
_THE_CODE_RE = re.compile(
    r"(?i)(?:^|(?<=[\s(\"'“]))(?:(?:the|my|our|your|his|her|their|this|that|same|der|mein|"
    r"le|mon|el|mi|il|o|meu|de|mijn)[ \t]{1,3}"
    r"(?:(?:new|old|current|real|right|actual|neue|nouveau|nuevo|nuovo|novo)[ \t]{1,3})?"
    r"(?:code|codes|código|codigo|codice|cod|kode|kod|koodi|kód|код)|koden|koodi|kodu)"
    r"(?:[ \t]{1,3}to(?:[ \t]{1,3}[a-z'’]{2,10}){1,3}?(?=[ \t]{1,3}(?:is|was)[ \t]))?"
    r"(?:['’]s|[ \t]{1,3}(?:is|was|ist|war|est|c['’]est|es|era|è|é|är|er|jest|to|это|=|:)|"
    rf"[ \t]{{0,2}}[:=：])[ \t]{{1,3}}(?P<value>\d{{4,8}}|{_SPELLED})"
)
# A code word, then the code digit by digit or in pairs: "passcode 1 2 1 1", "PIN: 48-19".
_SPELLED_AFTER_WORD_RE = re.compile(
    r"(?i)(?<![\w-])(?:passcode|pin|pincode|pin-code|pin[ \t]code|code|codice|código|codigo|"
    r"kod|kode|koden|koodi|код|пин|пин-код)"
    r"(?:[ \t]{1,3}(?:to|for)(?:[ \t]{1,3}[a-z'’]{2,10}){1,3}?)?"  # "the code to get in is"
    r"(?:[ \t]{1,3}(?:is|was|ist|est|es|è|é|är|er|jest|to|=))?[ \t]{0,2}[:=：]?[ \t]{1,3}"
    rf"(?P<value>{_SPELLED})"
)


def device_codes(text: str, lowered: str) -> list[SecretMatch]:
    """Codes said with what they unlock (see the module docstring).

    Args:
        text: The normalised, folded text.
        lowered: ``text`` lowercased (same offsets).
    """
    found: list[SecretMatch] = []
    for m in _THINGS_RE.finditer(text):
        span = _walk(text, lowered, m.group("thing").lower(), m.end())
        if span is not None:
            found.append(SecretMatch(_RULE, *span))
    for m in _CODE_BRACKET_RE.finditer(text):
        at, end = m.span("value")
        digits = m.group("value")
        if _YEAR_RE.fullmatch(digits) or digits.endswith("00") or _public_before(text, at):
            continue  # "2019 (the laptop)", "1500 (the tablet)": a year, a price
        if not _judged(text, at, end):
            found.append(SecretMatch(_RULE, at, end))
    for m in _CODE_FIRST_RE.finditer(text):
        at, end = m.span("value")
        digits = _digits(m.group("value"))
        if _public_before(text, at) or _judged(text, at, end):
            continue
        if _YEAR_RE.fullmatch(digits) and "one" in m.group().lower():
            continue  # "2019 is the one for my laptop": a model year
        found.append(SecretMatch(_RULE, at, end))
    if any(noun in lowered for noun in _CODE_NOUNS):
        for m in _SPELLED_AFTER_WORD_RE.finditer(text):
            at, end = m.span("value")
            before = lowered[max(0, m.start() - 24) : m.start()].split()[-1:]
            if before and before[0].strip("\"'(") in _PUBLIC_CODE_KINDS:
                continue  # "sort code 80-14-24", "area code 21 2": a public code
            if not _public_after(text, end) and not _judged(text, at, end):
                found.append(SecretMatch(_RULE, at, end))
        for m in _THE_CODE_RE.finditer(text):
            head = m.group()[: m.start("value") - m.start()].lower()
            if not any(noun in head for noun in _CODE_NOUNS):
                continue  # "the is 4821": no code word at all
            at, end = m.span("value")
            digits = _digits(m.group("value"))
            if _YEAR_RE.fullmatch(digits) or _public_after(text, end):
                continue  # "the code is 2024 era", "the code is 5000 lines"
            if _public_before(text, at) or _judged(text, at, end):
                continue
            found.append(SecretMatch(_RULE, at, end))
    return found
