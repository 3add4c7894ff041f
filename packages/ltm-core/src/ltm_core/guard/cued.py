"""Passwords handed over with little or no label: the value's shape and a hand-over cue.

"mine is quasar-tango-nebula-94", "for the laptop it's 0tt3r$80 (capital first letter)",
"fürs WLAN: OqYRl##STk_sjyKNi", "🔑 tundra-cobalt-gravel62", "admin/#B77%mrfVzh",
"B4nj0&3 for everything lol", "[9tGX7]b5xDy6", "if the intranet asks, X works until friday".
No credential word is said; the value's shape says password and a cue around it says that it
is handed over.

Shapes (:func:`plain_shape`):

* strong (2): leetspeak -- a word with digits or symbols standing for its letters
  ("F4lc0n!!", "$unfl0w3r@1", "m0nkeyb4ll00n$", "7hund3r&3"); a generated value of mixed
  classes ("OqYRl##STk_sjyKNi", "QW-6u0a3_Cdz"); letters in random case with digits
  ("dyPZwOu9ntIjv"); the strong shapes of :mod:`.memorable` and :mod:`.handover`;
* weak (1): words joined with digits ("tundra-cobalt-gravel62"), which slugs, app and repo
  names share; letters and digits mixed in one case ("y706p4p3gh3g5b").

Cues (:func:`_cue`): a copula or a hand-over verb right before ("mine is", "it's", "use",
"try", "type", "with", "changed it to", "usa", "pon", "mit", "avec"), a separator (a colon,
"=", an arrow, "user/X", a dash), a key emoji, the value alone on its line, or a verdict after
it ("works until", "should get you into", "for everything", "is what I picked", "<- don't
share", "(capital first letter)", "copy exactly"). A weak shape needs a near cue; either is
let through in a sentence about passwords in general (an example, advice, a breach list, a
strength comparison), after a naming noun (a user, an app, a repo, a file, a model), or as
part of an address, a path, a hashtag or a version.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import re
from math import log2 as _log2

from ltm_core.guard.bare_keys import RULE as BARE_KEY_RULE
from ltm_core.guard.bare_keys import _advised, bare_key_shape, public_id
from ltm_core.guard.errors import SecretMatch
from ltm_core.guard.frames import framed, negated, sentence
from ltm_core.guard.handover import _label, _titled
from ltm_core.guard.handover import _shape as _handover_shape
from ltm_core.guard.memorable import (
    _ACCOUNT_NAME_RE,
    _JUDGED_RE,
    _MAIL_RE,
    _NAME_NOUN_RE,
    _NETWORK_NAMED_RE,
    _NOT_A_VALUE_RE,
    _VOCABULARY,
    _file_or_host,
    _named_before,
    password_shape,
)
from ltm_core.guard.values import _pronounceable, entropy
from ltm_core.text.lexical import STOP_WORDS

__all__ = ["RULE", "cued_values", "plain_shape"]

RULE = "secret_disclosure"

_WEAK, _STRONG = 1, 2
# A chunk between white space; quotes and brackets around it are stripped below.
# Only chunks (at white space) that hold a digit or a symbol between letters, or open with
# a mark a value may open with, are judged: most words of prose never reach the judges.
_CHUNK_RE = re.compile(
    r"(?<!\S)(?=\S{0,72}?(?:[0-9]|[A-Za-z][!#$%&*?@^~+=_./-]{1,2}[A-Za-z0-9]|[#$@(\[{<]\w))"
    r"\S{5,72}"
)
_EDGE_OPEN = "\"'`“‘«„"
_EDGE_CLOSE = "\"'`”’»,;:."
_PAIRS = {"[": "]", "{": "}", "(": ")", "<": ">"}
_SYMBOLS = frozenset("!#$%&*?@^~+=")
# Digits and symbols that stand for letters in leetspeak.
_LEET = {
    "0": "o",
    "1": "i",
    "3": "e",
    "4": "a",
    "5": "s",
    "7": "t",
    "8": "b",
    "9": "g",
    "$": "s",
    "@": "a",
}
_LEET_TOKEN_RE = re.compile(r"[A-Za-z0-9!#$%&*?@^~+=_.-]{6,40}")
# Common leet words of chat, not passwords: "h4x0r", "l33t", "n00b", "w00t", "sk8er".
_LEET_WORDS = frozenset("hacker leet noob woot skater pwned owned later great".split())
_LONG_DIGITS_RE = re.compile(r"[0-9][A-Z]")  # "iPhone15Pro", "Ed448PrivateKey": a model
_LEAD_BRACKETS_RE = re.compile(r"[\[({<][A-Za-z0-9]{2,20}[\])}>]")
# Three or four lowercase words joined by one "_" or "." and a number.
_JOINED_WORDS_RE = re.compile(
    r"((?:[a-z]{3,10}_){2,3}[a-z]{3,10}|(?:[a-z]{3,10}\.){2,3}[a-z]{3,10})[._]?[0-9]{2,4}"
)
_JOINERS_RE = re.compile(r"[._]")
# One word and a number after a joiner ("Office.365", "Draft-07"), a Discord tag.
_NAMED_SHAPE_RE = re.compile(r"[A-Za-z]{2,20}[._-][0-9]{1,4}|[A-Za-z0-9_.]{2,32}#[0-9]{4}")
# Words, joiners, digits and a closing mark: the only shapes sent to the hand-over judge.
_HANDOVER_GATE_RE = re.compile(r"(?:[A-Za-z]{3,14}[-_.+]?){1,4}[0-9]{0,6}[!#$%&*?@=^~]{0,2}")
_YEAR_END_RE = re.compile(r"[^0-9](?:19|20)[0-9]{2}\Z")
_BRACKETS_RE = re.compile(r"[\[\](){}<>]")
# Longer runs are keys, hashes and blobs, which the key and material rules judge.
_LONGEST = 24
_CASE_WORD_RE = re.compile(r"[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+")
# Not a password: a variable, a hex colour or hash, a hash with "$" fields, "key=value",
# "user@host", a dotted reference, two marks in a row between words ("Wow!!Great74Job").
_NOT_PLAIN_RE = re.compile(
    r"\A\$\{?[A-Za-z_]+\}?\Z|\A#?[0-9a-fA-F]{3,}\Z|\$.*\$.*\$|[A-Za-z0-9_]=[A-Za-z0-9]|"
    r"[A-Za-z]@[A-Za-z]|[a-z]\.[A-Za-z_]{2,}\.|[a-z]\.[A-Z_]{3,}|[0-9]\.[0-9]|:|"
    r"&[A-Za-z]{2,8};|&#|\\|\{[0-9,]+\}|\A[xX]{2}|[xX]{2}[0-9]*\Z|[A-Za-z](?:!!|\?\?)[A-Za-z]|[A-Za-z_]\(|=.|[\"']|==\Z|\A[a-z]{2,5}_[A-Za-z0-9]{8,}\Z|\A\.\.\."
)


def _leet(token: str) -> bool:
    """A word written with digits or symbols for some of its letters, and perhaps a tail.

    At least two substitutions inside the letters, or one and a symbol ("F4lc0n!!",
    "B4nj0&3", "$unfl0w3r@1", "Bu773r!"); the letters read back must be a pronounceable word
    that is no code or web word. A model or a product ("iPhone15Pro", "Win10Pro", "mp3")
    glues a number between words, not single digits inside one.
    """
    if _LEET_TOKEN_RE.fullmatch(token) is None or token.isdigit():
        return False
    symbol = any(c in _SYMBOLS for c in token)
    # the tail of digits and symbols off ("L3m0n@1"), or of symbols only ("P1r473!")
    cores = {token.rstrip("!#%&*?^~+=@$0123456789"), token.rstrip("!#%&*?^~+=")}
    return any(_leet_core(core.lstrip("#%&*?^~+="), symbol=symbol) for core in cores)


def _leet_core(core: str, *, symbol: bool) -> bool:
    """Whether ``core`` (a token without its tail) is a word in leetspeak (see ``_leet``)."""
    if len(core) < 4 or _LONG_DIGITS_RE.search(core):
        return False  # "Ed448PrivateKey": a number inside a name, not letters written as digits
    inside = 0
    for index, char in enumerate(core):
        if (char in _LEET and 0 < index < len(core) - 1) or (index == 0 and char in "$@0134578"):
            neighbour = core[index + 1] if index + 1 < len(core) else ""
            if char in _LEET and (neighbour.isalpha() or neighbour in _LEET):
                inside += 1
    if not inside:
        return False
    read = "".join(_LEET.get(c, c) for c in core.lower())
    if not read.isalpha() or read in _LEET_WORDS or read in _VOCABULARY:
        return False
    if _NOT_A_VALUE_RE.search(read):  # "pa$sc0d3", "P@s5w0rd": the word, not a value
        return False
    if not _pronounceable(read) or sum(c.isalpha() for c in core) < 2:
        return False
    digits = sum(c.isdigit() for c in core)
    if digits and all(c.isdigit() for c in core[:1] + core[-1:]) and inside < 2:
        return False  # "4chan", "8track"
    return inside >= 2 or (inside >= 1 and symbol)


def _random_case(token: str) -> bool:
    """Letters in random case, no words: "dyPZwOu9ntIjv", "OqYRl##STk_sjyKNi".

    CamelCase names ("Ed25519PrivateKey", "MyNewLaptop2") are words of three letters or
    more in one case shape; random case leaves most letters outside such words.
    """
    letters = sum(c.isalpha() for c in token)
    upper = sum(c.isupper() for c in token)
    if letters < 4 or not 2 <= upper <= letters - 2:
        return False
    worded = sum(len(w) for w in _CASE_WORD_RE.findall(token) if len(w) >= 4)
    return worded * 2 <= letters and entropy(token) >= min(3.0, _log2(len(token)) - 0.2)


def _base64_text(token: str) -> bool:
    """``token`` is base64 of printable text ("UGFzc3dvcmQ6" is "Password:")."""
    if len(token) % 4 or not token.isascii() or not all(c.isalnum() or c in "+/=" for c in token):
        return False
    try:
        decoded = base64.b64decode(token, validate=True)
    except (binascii.Error, ValueError):
        return False
    return bool(decoded) and all(32 <= b < 127 for b in decoded)


def _one_case_mix(token: str) -> bool:
    """Lowercase letters and digits mixed all through: "y706p4p3gh3g5b" (no hex)."""
    if not 10 <= len(token) <= 20 or not token.isalnum() or not token.islower():
        return False
    if all(c in "0123456789abcdef" for c in token):
        return False  # a hash or a commit id
    digits = sum(c.isdigit() for c in token)
    changes = sum(a.isdigit() != b.isdigit() for a, b in itertools.pairwise(token))
    return 4 <= digits <= len(token) - 4 and changes >= 6


def plain_shape(token: str) -> int:
    """How surely ``token`` is a password by its shape alone: 0, weak (1) or strong (2)."""
    if not 5 <= len(token) <= _LONGEST or not token.isascii() or "://" in token:
        return 0
    if _NOT_PLAIN_RE.search(token) or _NOT_A_VALUE_RE.search(token):
        return 0  # "password123", "test1234", "$TOKEN", "#3fa9f5", "min_length=12"
    letters = [c for c in token if c.isalpha()]
    if not letters or (all(c.isupper() for c in letters) and not _SYMBOLS & set(token)):
        return 0  # promo codes, part and order numbers: "SAVE35NOW", "SM-G991B"
    if _label(token) or _titled(token) or _NAMED_SHAPE_RE.fullmatch(token):
        return 0  # "Splash-Screen2", "Office.365", "dana#4821": labels, products, tags
    if _base64_text(token):
        return 0  # "UGFzc3dvcmQ6" ("Password:" in a SASL log): encoded text, not a value
    if _leet(token):
        return _STRONG
    memorable = password_shape(token)
    if memorable:
        return memorable
    lead = _LEAD_BRACKETS_RE.match(token)
    if lead and password_shape(token[1 : lead.end() - 1] + token[lead.end() :]) == _STRONG:
        return _STRONG  # "(pickle)439!": a word set apart in brackets, digits and a symbol
    symbol = bool(_SYMBOLS & set(token)) or _BRACKETS_RE.search(token) is not None
    if 7 <= len(token) <= (20 if symbol else 14) and _random_case(token):
        return _STRONG if symbol else _WEAK  # longer runs of letters and digits are ids
    if _YEAR_END_RE.search(token):
        return 0  # "Family_Vault_2024", "Documents-2024": names with a year
    if (
        not token.isalnum()
        and len(token) <= 20
        and _HANDOVER_GATE_RE.fullmatch(token) is not None
        and _handover_shape(token) == _STRONG
        and (any(c.isdigit() for c in token) or token[-1] in "!#$%&*@^~=")
    ):
        return _STRONG  # "Princess_snoopy76", "butter_zebra_pickle!"
    if _one_case_mix(token):
        return _WEAK
    slug = _JOINED_WORDS_RE.fullmatch(token)
    if slug and not any(
        w in _VOCABULARY or w in STOP_WORDS for w in _JOINERS_RE.split(slug.group(1))
    ):
        return _WEAK  # "thunder_orchid_gravel_55", "lemon.copper.orchid.17"
    return 0


def _unwrap(token: str) -> tuple[int, int]:
    """Offsets of ``token`` without the quotes, brackets and punctuation around it."""
    low, high = 0, len(token)
    while low < high and token[low] in _EDGE_OPEN:
        low += 1
    while high > low and token[high - 1] in _EDGE_CLOSE:
        high -= 1
    while high > low and token[high - 1] in _EDGE_OPEN:
        high -= 1  # the closing quote before a comma: "'X',"
    if high - low >= 3 and token[low] in _PAIRS and token[high - 1] == _PAIRS[token[low]]:
        inner = token[low + 1 : high - 1]
        if not _BRACKETS_RE.search(inner):
            return low + 1, high - 1  # "<xL52onpFgi>": the brackets set the value apart
    return low, high


# Right before the value (lowercase), in its clause: a copula, a hand-over verb or a mark.
_BEFORE_RE = re.compile(
    r"(?:(?<![\w])(?:asks?,|asked,|is|are|it's|its|it is|was|to|use|using|usa|uso|pon|"
    r"nimm|nutze|utilise|prends|mets|try|type|enter|paste|with|w/|mit|con|avec|com|met|go|mine|"
    r"here it is|here ya go|here you go|here u go|went with|picked|chose|set it to|"
    r"changed it to|c'est|es|ist|è|é)"
    r"|[:：=/|>→🔑🔐🗝—–-]|->|=>)"
    r"[ \t\"'`“‘(\[{<\ufe0f]*\Z"
)
# Right after the value: a verdict, a purpose or a note on how to type it.
_AFTER_RE = re.compile(
    r"(?i)[ \t\"'`”’)\]}>]*(?:<-|←|\(capital|\(all |\(no |\(lower|\(upper|[—–-][ \t]{0,2}"
    r"(?:copy|for|don't|do not|case|capital)|(?:works?|worked|should (?:get|work|let)|will "
    r"(?:get|work|let)|gets? you|got me|let me|lets you|opens?|for everything|for the|for "
    r"my|for your|to open|to get|to log|to unlock|is what|is mine|is the one|doesn't work|"
    r"does not work|won't work|on the|until|then|copy|で|로|를|登录|登入|ログイン|nhé)(?!\w))"
)
_BLOB_RE = re.compile(r"\S{40,}|-----BEGIN|ssh-(?:rsa|ed25519|dss)|ecdsa-sha2")
_USER_RE = re.compile(r"[A-Za-z][A-Za-z0-9._-]{1,30}")
# Talk about passwords in general: strength, breaches, examples, lists, famous ones.
_DISCUSSION_RE = re.compile(
    r"(?i)(?<!\w)(?:weaker|stronger|strength|breach\w*|leak(?:ed|s)?|pwned|haveibeenpwned|"
    r"wordlists?|rockyou|dictionary attack|crack\w*|brute[- ]?forc\w*|famous|xkcd|"
    r"comic|meme|entropy|bits of|examples?|e\.g\.|for instance|such as|like|worst|"
    r"most common|top \d+|list of|lists|base64|encoded|hex|hash(?:es|ed)?|sha\d*|md5|"
    r"doi|arxiv|ssid|network name)(?!\w)"
)


# A single identifier-like word and a separator before the value, and nothing else.
_ONE_WORD_LABEL_RE = re.compile(r"[\w.-]{1,40}[ \t]*[:：=]")


def _cue(text: str, start: int, end: int, strength: int, *, lone: bool = True) -> bool:
    """A hand-over cue around the value at ``start..end`` (see the module docstring).

    ``lone=False``: the value alone on its line is no cue (a field's lone value is an id).
    """
    line_start = text.rfind("\n", max(0, start - 200), start) + 1
    line_end = text.find("\n", end, end + 200)
    line_end = min(len(text), end + 200) if line_end < 0 else line_end
    before = text[line_start:start].strip(" \t\"'`“‘([{<")
    after = text[end:line_end].strip(" \t\"'`”’)]}>.!?,")
    if lone and not before and (not after or strength == _STRONG):
        return True  # the value alone on its line, or first with an aside
    lead = text[max(line_start, start - 24) : start].lower()
    if (
        strength == _WEAK
        and _ONE_WORD_LABEL_RE.fullmatch(before)
        and not _AFTER_RE.match(text, end)
    ):
        # "topic: Xq9vLp2mZ": one word and a colon is how a record prints a field (a
        # metadata key beside its value); a weak shape needs a cue a person writes
        return False
    if _BEFORE_RE.search(lead):
        return True
    if _AFTER_RE.match(text, end):
        return True
    opened, closed = text[start - 1 : start], text[end : end + 1]
    # "<xL52onpFgi>": set apart in brackets to be copied
    return bool(opened) and opened in _PAIRS and closed == _PAIRS[opened]


_IN_CASE_RE = re.compile(r"(?i)(?<!\w)(?:just )?in case(?!\w)")


def _blank(match: re.Match[str]) -> str:
    """As many spaces as ``match`` holds: "in case" is no case number."""
    return " " * len(match.group())


def _line_of(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the line holding ``start..end``."""
    line_end = text.find("\n", end)
    return text.rfind("\n", 0, start) + 1, len(text) if line_end < 0 else line_end


def cued_values(text: str, *, lone: bool = True) -> list[SecretMatch]:
    """Passwords told by their shape and a hand-over cue, with no credential word.

    Args:
        text: The folded text.
        lone: A value alone on its line counts as handed over (not for a field's value,
            which is alone by nature: a tag or a metadata value is as often an id).
    """
    found: list[SecretMatch] = []
    lowered = text.lower()
    # Lines holding a blob (a key, a certificate, a hash, base64): their pieces are no
    # passwords, and the key and material rules judge the blob itself.
    blob_lines = [_line_of(text, m.start(), m.end()) for m in _BLOB_RE.finditer(text)]
    for chunk in _CHUNK_RE.finditer(text):
        if any(low <= chunk.start() < high for low, high in blob_lines):
            continue
        low, high = _unwrap(chunk.group())
        start, end = chunk.start() + low, chunk.start() + high
        token = text[start:end]
        if len(token) < 5 or token.isalpha() or token.isdigit():
            continue
        if ("@" in token and _MAIL_RE.search(token)) or _file_or_host(token):
            continue  # "lisa@qq.com", "report_v2.pdf"
        if token[0] == "#" and token[1:].isalnum() and not _leet(token[1:]):
            continue  # a hashtag: "#Throwback2019"
        if text[start - 1 : start] == "@" or "/" in token.strip("/"):
            slash = token.find("/")
            if slash <= 0 or text[start - 1 : start] == "@":
                continue
            user = token[:slash]
            if not _USER_RE.fullmatch(user):
                continue  # a path, a DOI, an ARN
            start += slash + 1  # "admin/#B77%mrfVzh", "mateo/My1hBsk": the value after "/"
            token = text[start:end]
            if "/" in token:
                continue  # a path
        strength = plain_shape(token)
        if not strength:
            continue
        if strength == _WEAK and _NETWORK_NAMED_RE.search(text, max(0, start - 80), start):
            continue  # "the Wi-Fi SSID at the office is ACME-Guest-384": a network's name
        s_start, s_end = sentence(text, start, end)
        said = text[s_start:s_end]
        clause = text[max(s_start, start - 40) : start]
        if _named_before(clause) or _NAME_NOUN_RE.match(text, end + 1):
            continue  # "my heroku app: sleepy-meadow-1234", "user nightowl_92"
        if _ACCOUNT_NAME_RE.match(lowered, end):
            continue  # "X is my username"
        if not _cue(text, start, end, strength, lone=lone):
            continue
        if framed(text, s_start, s_end) or negated(text, start):
            continue
        if _DISCUSSION_RE.search(said) or _JUDGED_RE.search(said):
            continue  # "is 'Tr0ub4dor&3' really weaker than four random words?"
        if _advised(said, start - s_start) or public_id(
            _IN_CASE_RE.sub(_blank, text[: s_end + 1]), s_start, s_end, start, end
        ):
            continue
        # a generated key's shape is the bare-key rule's, and switched off with it
        keyed = strength == _STRONG and not _SYMBOLS.isdisjoint(token) and bare_key_shape(token)
        rule = BARE_KEY_RULE if keyed else RULE
        found.append(SecretMatch(rule, start, end))
    return found
